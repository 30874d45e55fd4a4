/// Where each account sits in the state's array, by id, so lookups do not scan.
/// Derived from the state: never persisted; rebuilt on load.
struct Positions: Sendable {
    var accounts: [String: Int] = [:]

    init() {}

    init(_ state: StoreState) {
        accounts = Dictionary(state.accounts.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
    }
}
