#if Server
import AppStoreModels

/// Why a line of the demo could not be carried out, in a sentence.
public struct DemoFailure: Error, CustomStringConvertible, Sendable {
    public var message: String

    public init(_ message: String) { self.message = message }

    /// `error`'s sentence: a StoreHelper, store or ledger error's message, else its description.
    init(describing error: any Error) {
        switch error {
        case let failure as DemoFailure: self = failure
        case let error as any KindedError: self.init(error.message)
        default: self.init("\(error)")
        }
    }

    public var description: String { message }
}
#endif
