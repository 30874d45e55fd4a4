import AppStoreModels
import Foundation
import LocalAppStore
import StoreHelper
import StoreHelperFixtures
import StoreHelperLocal
import StoreHelperStoreKit
import StoreKit

/// The florist shop behind the StoreKit stand-in: a local App Store signs the data (so StoreHelper's own
/// verifier can check it) and the stand-in hands it over as StoreKit would.
@MainActor
struct StandInAppStore {
    /// Signs everything; its verifier is what the helper checks StoreKit's tokens with.
    let source: LocalStore
    let store: StoreKitStore
    let helper: StoreHelper

    /// A fresh stand-in selling the florist's products, a StoreKit store created over it (listening from
    /// then on), and a helper over that store, not yet started.
    init() async throws {
        StoreKitStandIn.reset()
        try await self.init(source: try Self.source())
    }

    /// The florist's local App Store on the real clock, which is StoreKit's.
    static func source() throws -> LocalStore {
        try LocalStore(store: try LocalAppStore(configuration: try Florist.configuration(), bundleId: Florist.bundleId, now: Date()))
    }

    /// The app launched again over what the stand-in already has, signed by `source`.
    static func relaunched(keeping source: LocalStore) async throws -> StandInAppStore {
        try await StandInAppStore(source: source)
    }

    private init(source: LocalStore) async throws {
        self.source = source
        let products = try await source.products(for: [Florist.large, Florist.plant, Florist.silver, Florist.gold])
        StoreKitStandIn.setProducts(products.map(Self.standIn))
        store = StoreKitStore()
        helper = StoreHelper(
            configuration: try ProductConfiguration(contentsOf: Florist.productsPlistURL),
            store: store,
            verifier: source.verifier,
            ledger: try ConsumableLedger(store: InMemoryLedgerStore())
        )
    }

    /// Waits (up to five seconds) until a store listens to `Transaction.updates`,
    /// `Product.SubscriptionInfo.Status.updates` and `PurchaseIntent.intents`: a store's listeners start on a
    /// task of their own, and the stand-in, like StoreKit, sends each listener only what happens once it listens.
    func listening() async -> Bool {
        for _ in 0..<5_000 {
            let counts = [StoreKitStandIn.listenerCount, StoreKitStandIn.statusListenerCount, StoreKitStandIn.purchaseIntentListenerCount]
            if !counts.contains(0) { return true }
            try? await Task.sleep(for: .milliseconds(1))
        }
        return false
    }

    /// A signed transaction of `productId`, bought on the local App Store.
    func signedPurchase(_ productId: String) async throws -> String {
        guard case .purchased(let jws) = try await source.purchase(productId, options: PurchaseOptions()) else {
            throw StoreFailure(.invalidRequest, "the local App Store did not sell \(productId)")
        }
        return jws.compact
    }

    /// The next purchase of any product hands over `jws`, verified by StoreKit or not.
    func nextPurchaseGives(_ jws: String, verified: Bool = true) {
        StoreKitStandIn.onPurchase { _, _ in .purchased(jws: jws, verified: verified) }
    }

    /// The stand-in's App Store sells only VIP Gold, with one win-back offer, `offerId`.
    func sellsGoldWithWinBackOffer(_ offerId: String) {
        let offer = StoreKitStandIn.offer(
            id: offerId,
            type: .promotional,
            price: 1,
            displayPrice: "$1.00",
            period: StoreKitStandIn.period(.month, 1),
            periodCount: 1,
            paymentMode: .payUpFront
        )
        let subscription = StoreKitStandIn.SubscriptionData(groupID: Florist.vip, period: StoreKitStandIn.period(.month, 1), winBackOffers: [offer])
        StoreKitStandIn.setProducts([StoreKitStandIn.ProductData(id: Florist.gold, type: .autoRenewable, subscription: subscription)])
    }

    /// A product as the stand-in's App Store sells it.
    static func standIn(_ product: StoreProduct) -> StoreKitStandIn.ProductData {
        StoreKitStandIn.ProductData(
            id: product.id,
            type: product.type == .consumable
                ? .consumable : product.type == .nonConsumable ? .nonConsumable : product.type == .nonRenewing ? .nonRenewable : .autoRenewable,
            displayName: product.displayName,
            description: product.description,
            price: product.price,
            displayPrice: product.displayPrice,
            isFamilyShareable: product.isFamilyShareable,
            subscription: product.subscription.map { subscription in
                StoreKitStandIn.SubscriptionData(
                    groupID: subscription.groupId,
                    period: StoreKitStandIn.period(.month, max(subscription.period.months, 1)),
                    introductoryOffer: subscription.introductoryOffer.map { offer in
                        StoreKitStandIn.offer(
                            id: nil,
                            type: .introductory,
                            price: offer.price,
                            displayPrice: offer.displayPrice,
                            period: StoreKitStandIn.period(.month, 1),
                            periodCount: offer.periodCount,
                            paymentMode: .payAsYouGo
                        )
                    },
                    groupLevel: subscription.level ?? 1,
                    groupDisplayName: subscription.groupDisplayName
                )
            }
        )
    }
}
