import Foundation
import FoundationNetworking

/// /documentation/StoreKit/AppStore
public enum AppStore {
    /// /documentation/StoreKit/AppStore/sync()
    public static func sync() async throws {
        try StoreKitStandIn.sync()
    }
}

/// /documentation/StoreKit/StoreKitError
public enum StoreKitError: Error, Sendable {
    case unknown
    case userCancelled
    case networkError(URLError)
    case systemError(any Error)
    case notAvailableInStorefront
    case notEntitled
    case unsupported
}
