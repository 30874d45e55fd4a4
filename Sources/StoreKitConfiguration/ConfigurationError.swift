/// Why a `.storekit` file was refused, with the JSON path of the offending value (`$.products[2].displayPrice`).
public struct ConfigurationError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Where in the file, as a JSON path.
    public var path: String
    /// What is wrong there.
    public var reason: String

    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    public var description: String { "\(path): \(reason)" }
}
