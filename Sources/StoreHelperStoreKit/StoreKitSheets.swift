/// How a refund request the customer was shown ended (StoreKit's `Transaction.RefundRequestStatus`).
/// The refund itself, when Apple grants it, arrives later as a revoked transaction through the store's
/// updates, and StoreHelper takes the access away then.
public enum RefundRequestOutcome: Hashable, Sendable {
    /// The App Store received the request.
    case submitted
    /// The customer closed the sheet without sending it.
    case userCancelled
}

#if os(iOS) || os(macOS)
import StoreKit
public import StoreKitInterface
#if os(iOS)
public import UIKit
#else
public import AppKit
#endif

/// StoreKit's own sheets, which need the app's UI to show over: a refund request for a transaction
/// (iOS and macOS), offer-code redemption (iOS; macOS 15) and subscription management (iOS). SwiftUI apps may use StoreKit's
/// `refundRequestSheet(for:isPresented:onDismiss:)` and `manageSubscriptionsSheet(isPresented:)`
/// instead, with the transaction ids StoreHelper gives.
///
/// Linux builds leave it out (it needs UIKit or AppKit); `scripts/apple-typecheck/check.py` type-checks it as
/// iOS and as macOS against stand-ins of StoreKit, UIKit and AppKit. It has not run on Apple hardware yet.
@MainActor
public struct StoreKitSheets {
    #if os(iOS)
    let scene: UIWindowScene

    /// Sheets shown over `scene`.
    public init(scene: UIWindowScene) { self.scene = scene }
    #else
    let viewController: NSViewController

    /// Sheets shown over `viewController`.
    public init(viewController: NSViewController) { self.viewController = viewController }
    #endif

    /// Shows the refund request sheet for the transaction with this id (`Transaction.beginRefundRequest(for:in:)`).
    public func requestRefund(for transactionId: String) async throws(StoreFailure) -> RefundRequestOutcome {
        guard let id = UInt64(transactionId) else { throw StoreFailure(.unknownTransaction, "'\(transactionId)' is not a StoreKit transaction id") }
        let status: Transaction.RefundRequestStatus
        do {
            #if os(iOS)
            status = try await Transaction.beginRefundRequest(for: id, in: scene)
            #else
            // AppKit's page declares NSViewController without isolation and this overload of StoreKit's takes it
            // off the main actor: the controller is only handed over, never used concurrently here.
            nonisolated(unsafe) let controller = viewController
            status = try await Transaction.beginRefundRequest(for: id, in: controller)
            #endif
        } catch {
            throw StoreKitStore.failure(error, during: "the refund request for \(transactionId)")
        }
        return try StoreKitStore.outcome(status)
    }

    /// Shows StoreKit's sheet for redeeming an offer code (`AppStore.presentOfferCodeRedeemSheet(in:)` on
    /// iOS; `presentOfferCodeRedeemSheet(from:)` from macOS 15, `unsupported` before). What the customer
    /// redeems arrives as a transaction through the store's updates.
    public func redeemOfferCode() async throws(StoreFailure) {
        do {
            #if os(iOS)
            try await AppStore.presentOfferCodeRedeemSheet(in: scene)
            #else
            if #available(macOS 15.0, *) {
                try await AppStore.presentOfferCodeRedeemSheet(from: viewController)
            } else {
                throw StoreFailure(.unsupported, "offer codes are redeemed in StoreKit's sheet from macOS 15")
            }
            #endif
        } catch let failure as StoreFailure {
            throw failure
        } catch {
            throw StoreKitStore.failure(error, during: "showing the offer code sheet")
        }
    }

    #if os(iOS)
    /// Shows the App Store's sheet for managing subscriptions, for one group when given
    /// (`AppStore.showManageSubscriptions(in:)`, `showManageSubscriptions(in:subscriptionGroupID:)`).
    public func manageSubscriptions(groupId: String? = nil) async throws(StoreFailure) {
        do {
            if let groupId {
                try await AppStore.showManageSubscriptions(in: scene, subscriptionGroupID: groupId)
            } else {
                try await AppStore.showManageSubscriptions(in: scene)
            }
        } catch {
            throw StoreKitStore.failure(error, during: "showing subscription management")
        }
    }
    #endif
}
#endif
