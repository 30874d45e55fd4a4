import AppStoreSignature
public import Foundation
public import LocalAppStore
public import LocalCertificateAuthority
public import StoreKitConfiguration

/// The florist shop (`Examples/Florist`, this project's own catalog): its products, the fixed instant
/// every scenario starts at, and local App Stores selling it.
public enum Florist {
    public static let bundleId = "com.storehelper.florist"
    /// 2026-03-02T10:00:00Z, the fixed start of every scenario.
    public static let start = Date(timeIntervalSince1970: 1_772_445_600)
    /// One day in seconds.
    public static let day: TimeInterval = 86_400

    public static let large = "com.storehelper.nonconsumable.flowers-large"
    public static let small = "com.storehelper.nonconsumable.flowers-small"
    public static let roses = "com.storehelper.nonconsumable.roses-large"
    public static let chocolates = "com.storehelper.nonconsumable.chocolates-small"
    public static let plant = "com.storehelper.consumable.plant-installation"
    public static let gold = "com.storehelper.subscription.vip.gold"
    public static let silver = "com.storehelper.subscription.vip.silver"
    public static let bronze = "com.storehelper.subscription.vip.bronze"
    public static let seasonal = "com.storehelper.nonrenewing.seasonal-pass"
    /// The VIP subscription group's id.
    public static let vip = "21482001"

    /// `Examples/Florist/Products.storekit`.
    public static let storekitURL = Fixtures.repositoryRoot.appendingPathComponent("Examples/Florist/Products.storekit")
    /// `Examples/Florist/Products.plist`, StoreHelper's product configuration.
    public static let productsPlistURL = Fixtures.repositoryRoot.appendingPathComponent("Examples/Florist/Products.plist")

    /// The florist's `.storekit` file, loaded and validated.
    public static func configuration() throws -> ConfigurationFile {
        try ConfigurationFile.load(Data(contentsOf: storekitURL))
    }

    /// `Examples/Florist/Annual.storekit`: the Garden Club's one-year subscriptions, each with a monthly billing plan
    /// (a 12-month commitment), sold in the United Kingdom.
    public static let annualStorekitURL = Fixtures.repositoryRoot.appendingPathComponent("Examples/Florist/Annual.storekit")
    /// Garden Club Plus (level 1): 49.99 a year up front, or 4.99 a month over a 59.88 commitment.
    public static let gardenPlus = "com.storehelper.subscription.garden.plus"
    /// Garden Club (level 2): 29.99 a year up front, or 2.99 a month over a 35.88 commitment.
    public static let gardenBasic = "com.storehelper.subscription.garden.basic"

    /// A local App Store selling ``annualStorekitURL`` at ``start``, with session settings applied in key order.
    public static func annualStore(_ settings: [String: String] = [:]) throws -> LocalAppStore {
        var store = try store(configuration: try ConfigurationFile.load(Data(contentsOf: annualStorekitURL)))
        for (key, value) in settings.sorted(by: { $0.key < $1.key }) { try store.set(key, to: value) }
        return store
    }

    /// The promotional offer ``configurationWithAnOffer()`` adds to VIP Gold.
    public static let comeBackOffer = "come-back"

    /// The florist's catalog with a promotional offer on VIP Gold: ``comeBackOffer``, three months at
    /// 4.99 (the catalog itself has none).
    public static func configurationWithAnOffer() throws -> ConfigurationFile {
        var configuration = try configuration()
        let offer = try JSONDecoder().decode(
            ConfigurationOffer.self,
            from: Data(
                #"{"offerID": "come-back", "paymentMode": "payAsYouGo", "subscriptionPeriod": "P1M", "numberOfPeriods": 3, "displayPrice": "4.99"}"#
                    .utf8
            )
        )
        configuration.subscriptionGroups?[0].subscriptions?[0].adHocOffers = [offer]
        return configuration
    }

    /// A local App Store selling the florist's catalog at ``start``, with session settings applied
    /// in key order.
    public static func store(
        _ settings: [String: String] = [:],
        authority: CertificateAuthority = TestAuthority.shared
    ) throws -> LocalAppStore {
        var store = try store(configuration: configuration(), authority: authority)
        for (key, value) in settings.sorted(by: { $0.key < $1.key }) { try store.set(key, to: value) }
        return store
    }

    /// A local App Store selling `configuration` under the florist's bundle id at ``start``.
    public static func store(
        configuration: ConfigurationFile,
        authority: CertificateAuthority = TestAuthority.shared
    ) throws -> LocalAppStore {
        try LocalAppStore(configuration: configuration, bundleId: bundleId, now: start, authority: authority)
    }

    /// ``annualStore(_:)`` as a state directory's `create` closure.
    public static func creatingAnnual(_ settings: [String: String] = [:]) -> () throws(StoreError) -> LocalAppStore {
        { () throws(StoreError) in
            do { return try annualStore(settings) } catch { throw StoreError.state("cannot make the Garden Club store: \(error)") }
        }
    }

    /// ``store(_:authority:)`` as a state directory's `create` closure.
    public static func creating(_ settings: [String: String] = [:]) -> () throws(StoreError) -> LocalAppStore {
        { () throws(StoreError) in
            do { return try store(settings) } catch { throw StoreError.state("cannot make the florist store: \(error)") }
        }
    }
}
