public import Foundation
import FoundationNetworking

#if os(iOS)
public import UIKit
#elseif os(macOS)
public import AppKit
#endif

/// /documentation/StoreKit/AppStore · s:8StoreKit03AppA0O
public enum AppStore {
    /// /documentation/StoreKit/AppStore/sync() · s:8StoreKit03AppA0O4syncyyYaKFZ
    public static func sync() async throws {
        try await StoreKitBackends.current.sync()
    }

    #if os(iOS)
    /// /documentation/StoreKit/AppStore/showManageSubscriptions(in:) · s:8StoreKit03AppA0O23showManageSubscriptions2inySo13UIWindowSceneC_tYaKFZ
    @MainActor
    public static func showManageSubscriptions(in scene: UIWindowScene) async throws {
        try StoreKitStandIn.show(.manageSubscriptions(groupID: nil))
    }

    /// /documentation/StoreKit/AppStore/showManageSubscriptions(in:subscriptionGroupID:) ·
    /// s:8StoreKit03AppA0O23showManageSubscriptions2in19subscriptionGroupIDySo13UIWindowSceneC_SStYaKFZ
    @MainActor
    public static func showManageSubscriptions(in scene: UIWindowScene, subscriptionGroupID: String) async throws {
        try StoreKitStandIn.show(.manageSubscriptions(groupID: subscriptionGroupID))
    }

    /// /documentation/StoreKit/AppStore/presentOfferCodeRedeemSheet(in:) · s:8StoreKit03AppA0O27presentOfferCodeRedeemSheet2inySo13UIWindowSceneC_tYaKFZ
    @available(iOS, introduced: 16.0, deprecated: 27.0)
    @MainActor
    public static func presentOfferCodeRedeemSheet(in scene: UIWindowScene) async throws {
        try StoreKitStandIn.show(.offerCodeRedemption)
    }
    #elseif os(macOS)
    /// /documentation/StoreKit/AppStore/presentOfferCodeRedeemSheet(from:) · s:8StoreKit03AppA0O27presentOfferCodeRedeemSheet4fromySo16NSViewControllerC_tYaKFZ
    @available(macOS, introduced: 15.0, deprecated: 27.0)
    @MainActor
    public static func presentOfferCodeRedeemSheet(from controller: NSViewController) async throws {
        try StoreKitStandIn.show(.offerCodeRedemption)
    }
    #endif
}

/// /documentation/StoreKit/StoreKitError · s:8StoreKit0aB5ErrorO
public enum StoreKitError: Error, Sendable {
    /// /documentation/StoreKit/StoreKitError/unknown · s:8StoreKit0aB5ErrorO7unknownyA2CmF
    case unknown
    /// /documentation/StoreKit/StoreKitError/userCancelled · s:8StoreKit0aB5ErrorO13userCancelledyA2CmF
    case userCancelled
    /// /documentation/StoreKit/StoreKitError/networkError(_:) · s:8StoreKit0aB5ErrorO07networkC0yAC10Foundation8URLErrorVcACmF
    case networkError(URLError)
    /// /documentation/StoreKit/StoreKitError/systemError(_:) · s:8StoreKit0aB5ErrorO06systemC0yACs0C0_pcACmF
    case systemError(any Error)
    /// /documentation/StoreKit/StoreKitError/notAvailableInStorefront · as StoreKit's interface declares it
    case notAvailableInStorefront
    /// /documentation/StoreKit/StoreKitError/notEntitled · s:8StoreKit0aB5ErrorO11notEntitledyA2CmF
    case notEntitled
    /// /documentation/StoreKit/StoreKitError/unsupported · s:8StoreKit0aB5ErrorO11unsupportedyA2CmF
    @available(iOS 18.4, macOS 15.4, *)
    case unsupported
}
