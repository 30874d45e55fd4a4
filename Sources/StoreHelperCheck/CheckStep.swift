#if Server
/// One event of the differential check: something a customer, the App Store or time does.
package enum CheckStep: Hashable, Sendable, CustomStringConvertible {
    /// The customer buys a product through StoreHelper.
    case buy(String)
    /// The customer buys a subscription with one of its promotional offers (signed by the app's server,
    /// or with the store's offer key when there is no server).
    case buyWithOffer(String, String)
    /// The customer buys a one-year subscription on its monthly plan (a 12-month commitment billed monthly).
    case buyMonthly(String)
    /// Time passes on the store's clock (seconds).
    case advance(Int)
    /// A session setting turns on or off (`askToBuy`, `billingRetry`, `gracePeriod`).
    case set(String, Bool)
    /// The App Store refunds the customer's latest transaction of a product.
    case refund(String)
    /// The customer asks for a refund of their latest transaction of a product, and Apple declines.
    case declinedRefund(String)
    /// The billing issue of a subscription is resolved (recovery from billing retry).
    case resolve(String)
    /// The customer joins, or leaves, the family of the organizer (shared purchases come, or are revoked).
    case joinFamily
    case leaveFamily
    /// The family's organizer buys a product (a family-shareable one is shared with the family).
    case organizerBuys(String)
    /// The customer turns auto-renew of a subscription on or off.
    case autoRenew(Bool, String)
    /// The parent approves, or declines, the latest purchase waiting for Ask to Buy.
    case approve
    case decline
    /// The customer opens the cancellation flow of a subscription and makes a choice (one the screen did
    /// not offer becomes `keep`); with a server, StoreServer's rules choose what the screen shows.
    case cancelFlow(String, CancelFlowChoice)
    /// StoreServer stops and starts again on the same database (only with a server).
    case restartServer
    /// The deliveries of the notifications the next step makes fail once, and are retried (only with a server).
    case failDeliveries

    package var description: String {
        switch self {
        case .buy(let product): "buy \(product)"
        case .buyWithOffer(let product, let offer): "buy \(product) with offer \(offer)"
        case .buyMonthly(let product): "buy \(product) on its monthly plan"
        case .advance(let seconds): "advance \(seconds)s"
        case .set(let key, let on): "set \(key)=\(on ? "on" : "off")"
        case .refund(let product): "refund the latest \(product)"
        case .declinedRefund(let product): "a declined refund request for the latest \(product)"
        case .resolve(let product): "resolve the billing issue of \(product)"
        case .joinFamily: "join the family"
        case .leaveFamily: "leave the family"
        case .organizerBuys(let product): "the organizer buys \(product)"
        case .autoRenew(let on, let product): "auto-renew \(on ? "on" : "off") \(product)"
        case .approve: "approve"
        case .decline: "decline"
        case .cancelFlow(let product, let choice): "open the cancellation flow of \(product) and \(choice.rawValue)"
        case .restartServer: "restart the server"
        case .failDeliveries: "fail the next deliveries"
        }
    }

    /// `count` steps drawn from `seed`, over `products` (their ids) and `subscriptions` (the
    /// auto-renewable ones): the same seed always gives the same steps.
    /// With `server`, one step in ten is a server restart or failing deliveries instead; with `offers`
    /// (product id, promotional offer id), half the purchases take one of them; with `monthlyPlans` (products with a
    /// monthly plan), half the remaining purchases are of one of them on that plan.
    package static func random(
        seed: UInt64,
        count: Int,
        products: [String],
        subscriptions: [String],
        offers: [(productId: String, offerId: String)] = [],
        monthlyPlans: [String] = [],
        server: Bool = false
    ) -> [CheckStep] {
        var generator = SeededGenerator(seed: seed)
        return (0..<count).map { _ in
            if server, Int.random(in: 0..<10, using: &generator) == 0 {
                return Bool.random(using: &generator) ? .restartServer : .failDeliveries
            }
            let roll = Int.random(in: 0..<100, using: &generator)
            switch roll {
            case 0..<26:
                if !offers.isEmpty, Bool.random(using: &generator), let offer = offers.randomElement(using: &generator) {
                    return .buyWithOffer(offer.productId, offer.offerId)
                }
                if !monthlyPlans.isEmpty, Bool.random(using: &generator), let product = monthlyPlans.randomElement(using: &generator) {
                    return .buyMonthly(product)
                }
                return .buy(products.randomElement(using: &generator) ?? "")
            case 26..<48:
                // From an hour to forty days: within periods, across renewals, past grace periods.
                return .advance([3_600, 86_400, 3 * 86_400, 8 * 86_400, 17 * 86_400, 31 * 86_400, 40 * 86_400].randomElement(using: &generator)!)
            case 48..<60:
                return .set(["askToBuy", "billingRetry", "gracePeriod"].randomElement(using: &generator)!, Bool.random(using: &generator))
            case 60..<67: return .refund(products.randomElement(using: &generator) ?? "")
            case 67..<71: return .declinedRefund(products.randomElement(using: &generator) ?? "")
            case 71..<79: return .autoRenew(Bool.random(using: &generator), subscriptions.randomElement(using: &generator) ?? "")
            case 79..<84: return .resolve(subscriptions.randomElement(using: &generator) ?? "")
            case 84..<88: return .approve
            case 88..<91: return .decline
            case 91..<94: return .joinFamily
            case 94..<96: return .leaveFamily
            case 96..<98:
                return .cancelFlow(subscriptions.randomElement(using: &generator) ?? "", CancelFlowChoice.allCases.randomElement(using: &generator)!)
            default: return .organizerBuys(products.randomElement(using: &generator) ?? "")
            }
        }
    }
}

/// What the customer does in a cancellation flow (`LocalAppStore`'s `CancelFlow.Choice`, by name).
package enum CancelFlowChoice: String, CaseIterable, Hashable, Sendable {
    case acceptOffer = "accept-offer"
    case switchProduct = "switch"
    case cancel
    case keep
}

/// SplitMix64: a small deterministic generator, so a seed replays exactly (not for secrets).
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
#endif
