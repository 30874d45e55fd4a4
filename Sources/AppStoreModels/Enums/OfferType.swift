/// The type of subscription offer applied (`offerType`).
public struct OfferType: OpenEnumeration {
    public let rawValue: Int32

    public init(rawValue: Int32) { self.rawValue = rawValue }

    /// An introductory offer.
    public static let introductory = Self(rawValue: 1)
    /// A promotional offer.
    public static let promotional = Self(rawValue: 2)
    /// An offer with a subscription offer code.
    public static let offerCode = Self(rawValue: 3)
    /// A win-back offer.
    public static let winBack = Self(rawValue: 4)
    /// A retention offer, redeemed from an App Store Connect retention message in the cancellation flow (WWDC26 session
    /// 309, "Explore Retention Messaging in App Store Connect": "a new offerType value of 5 to indicate a retention
    /// offer was redeemed").
    public static let retention = Self(rawValue: 5)

    public static let documentedValues: [Self] = [
        .introductory, .promotional, .offerCode, .winBack, .retention,
    ]

    /// A short name for people (`introductory`, `promotional`, `offer code`, `win-back`, `retention`; the number
    /// otherwise).
    public var name: String {
        switch self {
        case .introductory: "introductory"
        case .promotional: "promotional"
        case .offerCode: "offer code"
        case .winBack: "win-back"
        case .retention: "retention"
        default: "offer type \(rawValue)"
        }
    }
}
