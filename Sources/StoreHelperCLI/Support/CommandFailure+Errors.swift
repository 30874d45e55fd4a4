#if Server
import AppStoreSignature
import Entitlements
import LocalAppStore
import StoreHelper
import StoreHelperCheck
import StoreHelperDemo
import StoreKitConfiguration
import StoreKitInterface

extension CommandFailure {
    /// The one-line report of any error a command can meet: the error's own stable kind and its
    /// message; an error the tool does not know is `internal`.
    init(_ error: any Error) {
        switch error {
        case let failure as CommandFailure: self = failure
        case let error as VerificationError: self.init(kind: error.kind.rawValue, error.message)
        case let error as StoreError: self.init(kind: error.kind.rawValue, error.message)
        case let error as SigningError: self.init(kind: error.kind.rawValue, error.message)
        case let error as LedgerError: self.init(kind: error.kind.rawValue, error.message)
        case let error as StoreFailure: self.init(kind: error.kind.rawValue, error.message)
        case let error as StoreHelperError: self.init(kind: error.kind.rawValue, error.message)
        case let error as ConfigurationError: self.init(kind: error.kind.rawValue, error.description)
        case let error as CheckFailure: self.init(kind: error.kind.rawValue, error.message)
        case let error as DemoFailure: self.init(.demo, error.message)
        default: self.init(.internalError, "\(error)")
        }
    }
}
#endif
