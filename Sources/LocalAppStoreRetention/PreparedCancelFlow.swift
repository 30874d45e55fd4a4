import Foundation

/// A real-time request ready to send: what the HTTP side POSTs, and what the store records afterwards.
public struct PreparedCancelFlow: Sendable {
    public var id: String
    public var accountId: String
    public var productId: String
    public var originalTransactionId: String
    public var locale: String
    public var realtimeURL: String?
    /// Where the store departs from Apple to send this request (``LocalAppStore/LocalAppStore/realtimeURLLeniency``), if it does.
    public var leniency: String?
    /// The JSON body (`{"signedPayload": …}`) to POST.
    public var body: [UInt8]
}
