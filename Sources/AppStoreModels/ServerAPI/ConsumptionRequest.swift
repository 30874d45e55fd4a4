/// The request body of Send Consumption Information (`ConsumptionRequest`), the answer to a
/// `CONSUMPTION_REQUEST` notification.
public struct ConsumptionRequest: Codable, Hashable, Sendable {
    /// Must be `true`: the customer consented to sharing consumption data.
    public var customerConsented: Bool?
    /// The share of the purchase consumed, in milliunits of a percent (0...100000).
    public var consumptionPercentage: Int32?
    public var deliveryStatus: DeliveryStatus?
    public var refundPreference: RefundPreference?
    /// Whether a free sample or trial was available before purchase.
    public var sampleContentProvided: Bool?

    public init() {}
}
