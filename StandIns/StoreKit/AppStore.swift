import Foundation
import FoundationNetworking

/// /documentation/StoreKit/AppStore · USR not yet read
public enum AppStore {
    /// /documentation/StoreKit/AppStore/sync() · s:8StoreKit03AppA0O4syncyyYaKFZ
    public static func sync() async throws {
        try StoreKitStandIn.sync()
    }
}

/// /documentation/StoreKit/StoreKitError · s:8StoreKit0aB5ErrorO
public enum StoreKitError: Error, Sendable {
    case unknown
    case userCancelled
    case networkError(URLError)
    case systemError(any Error)
    case notAvailableInStorefront
    case notEntitled
    case unsupported
}
