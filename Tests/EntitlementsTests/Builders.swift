import AppStoreModels
import Entitlements
import Foundation

/// Day-based builders for histories: day 0 is 2026-01-01T00:00:00Z.
enum Day {
    static let zero = Date(timeIntervalSince1970: 1_767_225_600)
    static func at(_ day: Double) -> Date { zero.addingTimeInterval(day * 86_400) }
    static func ms(_ day: Double) -> MillisecondDate { MillisecondDate(at(day)) }
}

/// The florist's catalog: two groups, levels 1–3 in VIP, a crossgrade partner for gold.
enum Florist {
    static let flowers = "com.storehelper.nonconsumable.flowers-large"
    static let plant = "com.storehelper.consumable.plant-installation"
    static let gold = "com.storehelper.subscription.vip.gold"
    static let goldAnnual = "com.storehelper.subscription.vip.gold-annual"
    static let silver = "com.storehelper.subscription.vip.silver"
    static let bronze = "com.storehelper.subscription.vip.bronze"
    static let news = "com.storehelper.subscription.news.monthly"
    static let pass = "com.storehelper.nonrenewing.seasonal-pass"

    static func catalog(passDuration: DateComponents? = DateComponents(month: 3)) -> ProductCatalog {
        ProductCatalog([
            ProductFacts(productId: flowers, type: .nonConsumable, isFamilyShareable: true),
            ProductFacts(productId: plant, type: .consumable),
            ProductFacts(productId: gold, type: .autoRenewable, subscriptionGroupId: "VIP", groupLevel: 1, isFamilyShareable: true),
            ProductFacts(productId: goldAnnual, type: .autoRenewable, subscriptionGroupId: "VIP", groupLevel: 1),
            ProductFacts(productId: silver, type: .autoRenewable, subscriptionGroupId: "VIP", groupLevel: 2),
            ProductFacts(productId: bronze, type: .autoRenewable, subscriptionGroupId: "VIP", groupLevel: 3),
            ProductFacts(productId: news, type: .autoRenewable, subscriptionGroupId: "NEWS", groupLevel: 1),
            ProductFacts(productId: pass, type: .nonRenewing, nonRenewingDuration: passDuration),
        ])
    }
}

func tx(
    _ id: String, _ productId: String, _ type: ProductType, bought: Double, expires: Double? = nil,
    original: String? = nil, revoked: Double? = nil, upgraded: Bool = false, shared: Bool = false, signed: Double? = nil
) -> JWSTransactionDecodedPayload {
    var transaction = JWSTransactionDecodedPayload()
    transaction.transactionId = id
    transaction.originalTransactionId = original ?? id
    transaction.productId = productId
    transaction.type = type
    transaction.bundleId = "com.storehelper.florist"
    transaction.purchaseDate = Day.ms(bought)
    transaction.expiresDate = expires.map(Day.ms)
    transaction.revocationDate = revoked.map(Day.ms)
    transaction.revocationReason = revoked == nil ? nil : .other
    transaction.isUpgraded = type == .autoRenewable ? upgraded : nil
    transaction.inAppOwnershipType = shared ? .familyShared : .purchased
    transaction.signedDate = Day.ms(signed ?? revoked ?? bought)
    transaction.environment = .sandbox
    transaction.quantity = 1
    return transaction
}

func renewal(
    _ original: String, _ productId: String, autoRenew: String? = nil, on: Bool = true,
    billingRetry: Bool = false, graceUntil: Double? = nil, signed: Double = 0
) -> JWSRenewalInfoDecodedPayload {
    var info = JWSRenewalInfoDecodedPayload()
    info.originalTransactionId = original
    info.productId = productId
    info.autoRenewProductId = autoRenew ?? productId
    info.autoRenewStatus = on ? .on : .off
    info.isInBillingRetryPeriod = billingRetry
    info.gracePeriodExpiresDate = graceUntil.map(Day.ms)
    info.signedDate = Day.ms(signed)
    info.environment = .sandbox
    return info
}
