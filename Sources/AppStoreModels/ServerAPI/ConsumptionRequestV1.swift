/// The request body of the first version of Send Consumption Information (`ConsumptionRequestV1`,
/// deprecated by Apple in favour of ``ConsumptionRequest``). Apple's integer codes are kept as sent.
public struct ConsumptionRequestV1: Codable, Hashable, Sendable {
    public var customerConsented: Bool?
    /// 0 undeclared, 1 not consumed, 2 partially consumed, 3 fully consumed.
    public var consumptionStatus: Int32?
    /// 0 undeclared, 1 Apple, 2 non-Apple.
    public var platform: Int32?
    public var sampleContentProvided: Bool?
    /// 0 delivered and working; 1–5 the ways it was not.
    public var deliveryStatus: Int32?
    public var appAccountToken: String?
    /// 0 undeclared, 1–7 ranges of days since the account was created.
    public var accountTenure: Int32?
    /// 0 undeclared, 1–7 ranges of time spent in the app.
    public var playTime: Int32?
    /// 0 undeclared, 1–7 ranges of dollars refunded.
    public var lifetimeDollarsRefunded: Int32?
    /// 0 undeclared, 1–7 ranges of dollars spent.
    public var lifetimeDollarsPurchased: Int32?
    /// 0 undeclared, 1 active, 2 suspended, 3 terminated, 4 limited access.
    public var userStatus: Int32?
    /// 0 undeclared, 1 grant, 2 decline (refund preference of the first version).
    public var refundPreference: Int32?

    public init() {}
}
