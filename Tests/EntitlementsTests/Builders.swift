import AppStoreModels
import Entitlements
import Foundation
import StoreKitInterface

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

    static func catalog(passDuration: CalendarDuration? = CalendarDuration(months: 3)) -> ProductCatalog {
        func subscription(_ group: String, level: Int, period: CalendarDuration = CalendarDuration(months: 1)) -> StoreProduct.Subscription {
            StoreProduct.Subscription(groupId: group, level: level, period: period)
        }
        return ProductCatalog([
            StoreProduct(id: flowers, type: .nonConsumable, isFamilyShareable: true),
            StoreProduct(id: plant, type: .consumable),
            StoreProduct(id: gold, type: .autoRenewable, isFamilyShareable: true, subscription: subscription("VIP", level: 1)),
            StoreProduct(id: goldAnnual, type: .autoRenewable, subscription: subscription("VIP", level: 1, period: CalendarDuration(years: 1))),
            StoreProduct(id: silver, type: .autoRenewable, subscription: subscription("VIP", level: 2)),
            StoreProduct(id: bronze, type: .autoRenewable, subscription: subscription("VIP", level: 3)),
            StoreProduct(id: news, type: .autoRenewable, subscription: subscription("NEWS", level: 1)),
            StoreProduct(id: pass, type: .nonRenewing, nonRenewingDuration: passDuration),
        ])
    }
}

func tx(
    _ id: String,
    _ productId: String,
    _ type: ProductType,
    bought: Double,
    expires: Double? = nil,
    original: String? = nil,
    revoked: Double? = nil,
    upgraded: Bool = false,
    shared: Bool = false,
    assigned: Bool = false,
    signed: Double? = nil
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
    transaction.inAppOwnershipType = shared ? .familyShared : assigned ? .assigned : .purchased
    transaction.signedDate = Day.ms(signed ?? revoked ?? bought)
    transaction.environment = .sandbox
    transaction.quantity = 1
    return transaction
}

func renewal(
    _ original: String,
    _ productId: String,
    autoRenew: String? = nil,
    on: Bool = true,
    billingRetry: Bool = false,
    graceUntil: Double? = nil,
    signed: Double = 0
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
