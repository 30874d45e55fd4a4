public import Foundation
import FoundationNetworking

/// /documentation/StoreKit/AppStore · USR not yet read
public enum AppStore {
    /// /documentation/StoreKit/AppStore/sync() · s:8StoreKit03AppA0O4syncyyYaKFZ
    public static func sync() async throws {
        try StoreKitStandIn.sync()
    }
}

/// /documentation/StoreKit/StoreKitError · s:8StoreKit0aB5ErrorO
///
/// Without `unsupported`: Apple ships it from iOS 18.4 / macOS 15.4, above the package's floor, so the
/// adapter must not name it (it reads any case it does not name by its description).
public enum StoreKitError: Error, Sendable {
    /// /documentation/StoreKit/StoreKitError/unknown · s:8StoreKit0aB5ErrorO7unknownyA2CmF
    case unknown
    /// /documentation/StoreKit/StoreKitError/userCancelled · s:8StoreKit0aB5ErrorO13userCancelledyA2CmF
    case userCancelled
    /// /documentation/StoreKit/StoreKitError/networkError(_:) · s:8StoreKit0aB5ErrorO07networkC0yAC10Foundation8URLErrorVcACmF
    case networkError(URLError)
    /// /documentation/StoreKit/StoreKitError/systemError(_:) · s:8StoreKit0aB5ErrorO06systemC0yACs0C0_pcACmF
    case systemError(any Error)
    /// /documentation/StoreKit/StoreKitError/notAvailableInStorefront · USR not yet read
    case notAvailableInStorefront
    /// /documentation/StoreKit/StoreKitError/notEntitled · s:8StoreKit0aB5ErrorO11notEntitledyA2CmF
    case notEntitled
}
