extension LocalAppStore {
    /// Runs `change` on the store and keeps what it did only when it returns: a change that throws leaves the
    /// store exactly as it was (every command is all or nothing).
    package mutating func atomically<Result>(_ change: (inout LocalAppStore) throws(StoreError) -> Result) throws(StoreError) -> Result {
        var copy = self
        let result = try change(&copy)
        self = copy
        return result
    }
}
