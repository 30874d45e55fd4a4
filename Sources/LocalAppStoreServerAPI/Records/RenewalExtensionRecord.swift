package import AppStoreModels
import Foundation

/// An Extend a Subscription Renewal Date request the store carried out, kept under its `requestIdentifier` (Apple:
/// "a unique identifier you provide to track each subscription-renewal-date extension request"): the same request sent
/// again gets the same answer and extends nothing more.
package struct RenewalExtensionRecord: Codable, Hashable, Sendable {
    package var originalTransactionId: String
    package var extendByDays: Int
    package var response: ExtendRenewalDateResponse

    package init(originalTransactionId: String, extendByDays: Int, response: ExtendRenewalDateResponse) {
        self.originalTransactionId = originalTransactionId
        self.extendByDays = extendByDays
        self.response = response
    }
}
