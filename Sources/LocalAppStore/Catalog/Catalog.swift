public import AppStoreModels
import Entitlements
public import Foundation
public import StoreKitConfiguration

/// The products of a `.storekit` configuration, ready to sell: types, prices, periods and offers
/// parsed once, and shown per storefront and locale.
public struct Catalog: Sendable {
    /// One product of the file with its parsed values.
    public struct Item: Sendable {
        public var product: ConfigurationProduct
        public var type: ProductType
        public var price: Decimal
        /// Auto-renewable subscriptions: the group, its level and the period.
        public var groupId: String?
        public var level: Int?
        public var period: CalendarDuration?
        /// A one-year subscription's enabled `MONTHLY` billing plan, if it has one.
        public var monthlyPlan: MonthlyPlan?
        public var id: String { product.productID }
    }

    /// A monthly billing plan with a 12-month commitment (a `.storekit` file's `billingPlans` entry of type `MONTHLY`):
    /// Apple offers it on one-year auto-renewable subscriptions only
    /// (https://developer.apple.com/documentation/storekit/supporting-monthly-subscriptions-with-a-12-month-commitment).
    public struct MonthlyPlan: Hashable, Sendable {
        /// What each of the 12 months costs.
        public var price: Decimal
        /// What the whole commitment costs.
        public var commitmentPrice: Decimal
        /// The billing periods of one commitment.
        public static let billingPeriods = 12
    }

    public let configuration: ConfigurationFile
    /// Every product in file order.
    public let items: [Item]
    private let byId: [String: Int]

    /// Builds the catalog of a configuration that `ConfigurationFile.load(_:)` accepted.
    public init(configuration: ConfigurationFile) {
        self.configuration = configuration
        items = configuration.allProducts.compactMap { _, product in
            guard let type = product.productType else { return nil }
            let period = product.recurringSubscriptionPeriod.flatMap(CalendarDuration.init(iso8601:))
            return Item(
                product: product,
                type: type,
                price: Decimal(string: product.displayPrice, locale: Self.posix) ?? 0,
                groupId: product.subscriptionGroupID,
                level: product.groupNumber,
                period: period,
                monthlyPlan: period == CalendarDuration(years: 1) ? Self.monthlyPlan(of: product) : nil
            )
        }
        facts = configuration.productCatalog()
        byId = Dictionary(items.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// The product with identifier `id`.
    public subscript(id: String) -> Item? { byId[id].map { items[$0] } }

    /// The facts the entitlement engine needs.
    public let facts: ProductCatalog

    /// The identifiers of every offer of subscription group `groupId` in the file: introductory, promotional, code
    /// and win-back offers (App Store Connect takes an offer identifier once per group).
    package func offerIdentifiers(ofGroup groupId: String) -> Set<String> {
        Set(
            items.filter { $0.groupId == groupId }.flatMap { item in
                [item.product.introductoryOffers, item.product.adHocOffers, item.product.codeOffers, item.product.winbackOffers]
                    .flatMap { $0 ?? [] }.compactMap(\.offerID)
            }
        )
    }

    /// The products with these identifiers (every product when `ids` is nil) as an app in
    /// `storefront` with `locale` sees them, in file order. Unknown identifiers are left out, as StoreKit does.
    public func products(_ ids: [String]? = nil, storefront: AppStoreStorefront, locale: String) -> [StoreProduct] {
        let wanted = ids.map(Set.init)
        return items.filter { wanted?.contains($0.id) ?? true }.map { view($0, storefront: storefront, locale: locale) }
    }

    /// One product as an app in `storefront` with `locale` sees it.
    /// The offers of `offers` for the plan billed up front (all of a file before format 5).
    static func upFront(_ offers: [ConfigurationOffer]?) -> [ConfigurationOffer] { (offers ?? []).filter { !$0.isForMonthlyPlan } }

    public func view(_ item: Item, storefront: AppStoreStorefront, locale: String) -> StoreProduct {
        let text = Self.localization(item.product.localizations ?? [], locale: locale)
        let format = { (price: Decimal) in PriceFormat.string(price, currency: storefront.currency, locale: locale) }
        var subscription: StoreProduct.Subscription?
        if let groupId = item.groupId, let period = item.period {
            let group = configuration.subscriptionGroups?.first { $0.id == groupId }
            let groupName = Self.localization(group?.localizations ?? [], locale: locale)?.displayName
            let product = item.product
            subscription = StoreProduct.Subscription(
                groupId: groupId,
                groupDisplayName: nonEmpty(groupName) ?? group?.name ?? groupId,
                level: item.level ?? 1,
                period: period,
                // The offers of the plan billed up front: the store sells no offer on a monthly plan yet (its guide).
                introductoryOffer: product.upFrontIntroductoryOffer.flatMap { Self.offer($0, type: .introductory, format: format) },
                promotionalOffers: Self.upFront(product.adHocOffers).compactMap { Self.offer($0, type: .promotional, format: format) },
                offerCodes: Self.upFront(product.codeOffers).compactMap { Self.offer($0, type: .offerCode, format: format) },
                winBackOffers: Self.upFront(product.winbackOffers).compactMap { Self.offer($0, type: .winBack, format: format) },
                pricingTerms: pricingTerms(of: item, storefront: storefront, format: format)
            )
        }
        return StoreProduct(
            id: item.id,
            type: item.type,
            displayName: nonEmpty(text?.displayName) ?? item.product.referenceName ?? item.id,
            description: text?.description ?? "",
            price: item.price,
            displayPrice: format(item.price),
            currencyCode: storefront.currency,
            isFamilyShareable: item.product.familyShareable ?? false,
            subscription: subscription
        )
    }

    /// The localization for `locale`: the exact locale (`en_US` and `en-US` alike), else one of the
    /// same language and regional family (CLDR's parent locales: `en_GB` for `en_AU`, `es_419` for
    /// `es_MX`'s neighbours, `pt_PT` for `pt_AO`), else the same language, else `en_US`, else the first.
    static func localization(_ list: [ConfigurationLocalization], locale: String) -> ConfigurationLocalization? {
        let wanted = LocaleName(locale)
        let entries = list.map { (LocaleName($0.locale), $0) }
        return entries.first { $0.0 == wanted }?.1
            ?? entries.first { $0.0.language == wanted.language && $0.0.family == wanted.family }?.1
            ?? entries.first { $0.0.language == wanted.language }?.1
            ?? entries.first { $0.0 == LocaleName("en_US") }?.1
            ?? list.first
    }

    /// An offer of the file, parsed; `format` makes its display price (a plain decimal by default).
    static func offer(
        _ offer: ConfigurationOffer,
        type: OfferType,
        format: (Decimal) -> String = { "\($0)" }
    ) -> SubscriptionOffer? {
        guard let period = offer.subscriptionPeriod.flatMap(CalendarDuration.init(iso8601:)) else { return nil }
        let mode: OfferDiscountType
        switch offer.paymentMode {
        case "free": mode = .freeTrial
        case "payUpFront": mode = .payUpFront
        default: mode = .payAsYouGo
        }
        let price = mode == .freeTrial ? 0 : (offer.displayPrice.flatMap { Decimal(string: $0, locale: posix) } ?? 0)
        return SubscriptionOffer(
            id: type == .offerCode ? offer.referenceName : offer.offerID,
            type: type,
            paymentMode: mode,
            period: period,
            periodCount: offer.numberOfPeriods ?? 1,
            price: price,
            displayPrice: format(price),
            eligibility: offer.eligibility ?? []
        )
    }

    static let posix = Locale(identifier: "en_US_POSIX")

    /// The enabled `MONTHLY` billing plan of `product`, with both its prices.
    private static func monthlyPlan(of product: ConfigurationProduct) -> MonthlyPlan? {
        guard let plan = product.monthlyBillingPlan,
            let price = plan.displayPrice.flatMap({ Decimal(string: $0, locale: posix) }),
            let commitment = plan.commitmentDisplayPrice.flatMap({ Decimal(string: $0, locale: posix) })
        else { return nil }
        return MonthlyPlan(price: price, commitmentPrice: commitment)
    }

    /// Storefronts where Apple does not offer monthly plans with a 12-month commitment: the United States and
    /// Singapore (RevenueCat's summary of Apple's availability, https://www.revenuecat.com/docs/subscription-guidance/apple-monthly-with-commitment;
    /// Apple: "billing plan metadata is only returned when available in the customer's storefront", WWDC26 session 210).
    public static let storefrontsWithoutMonthlyPlans: Set<String> = ["USA", "SGP"]

    /// The ways to pay for `item` in `storefront`: up front, then its monthly plan where the storefront offers it.
    func pricingTerms(of item: Item, storefront: AppStoreStorefront, format: (Decimal) -> String) -> [PricingTerms] {
        guard let period = item.period else { return [] }
        var terms = [
            PricingTerms(billingPlanType: .billedUpfront, billingPrice: item.price, billingDisplayPrice: format(item.price), billingPeriod: period)
        ]
        if let plan = item.monthlyPlan, !Self.storefrontsWithoutMonthlyPlans.contains(storefront.countryCode) {
            terms.append(
                PricingTerms(
                    billingPlanType: .monthly,
                    billingPrice: plan.price,
                    billingDisplayPrice: format(plan.price),
                    billingPeriod: CalendarDuration(months: 1),
                    commitment: PricingTerms.Commitment(
                        price: plan.commitmentPrice,
                        displayPrice: format(plan.commitmentPrice),
                        period: CalendarDuration(years: 1),
                        billingPeriods: MonthlyPlan.billingPeriods
                    )
                )
            )
        }
        return terms
    }
}

private func nonEmpty(_ text: String?) -> String? {
    guard let text, !text.isEmpty else { return nil }
    return text
}
