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

    public static let documentedValues: [Self] = [
        .introductory, .promotional, .offerCode, .winBack,
    ]

    /// A short name for people (`introductory`, `promotional`, `offer code`, `win-back`; the number otherwise).
    public var name: String {
        switch self {
        case .introductory: "introductory"
        case .promotional: "promotional"
        case .offerCode: "offer code"
        case .winBack: "win-back"
        default: "offer type \(rawValue)"
        }
    }
}
