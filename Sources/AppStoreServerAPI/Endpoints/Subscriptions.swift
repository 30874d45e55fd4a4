#if Server
public import AppStoreModels
import Foundation
import NIOHTTP1

extension AppStoreServerAPIClient {
    /// Get All Subscription Statuses, only those of `statuses` when given.
    public func subscriptionStatuses(
        _ anyTransactionId: String,
        statuses: [AutoRenewableSubscriptionStatus] = []
    ) async throws(AppStoreServerAPIError)
        -> StatusResponse
    {
        try await send(
            .GET,
            "/inApps/v1/subscriptions/\(Self.segment(anyTransactionId))",
            query: statuses.map { ("status", String($0.rawValue)) },
            as: StatusResponse.self
        )
    }

    /// Extend a Subscription Renewal Date.
    public func extendRenewalDate(
        _ originalTransactionId: String,
        _ request: ExtendRenewalDateRequest
    ) async throws(AppStoreServerAPIError)
        -> ExtendRenewalDateResponse
    {
        try await send(
            .PUT,
            "/inApps/v1/subscriptions/extend/\(Self.segment(originalTransactionId))",
            body: request,
            as: ExtendRenewalDateResponse.self
        )
    }

    /// Extend Subscription Renewal Dates for All Active Subscribers.
    public func massExtendRenewalDate(_ request: MassExtendRenewalDateRequest) async throws(AppStoreServerAPIError) -> MassExtendRenewalDateResponse {
        try await send(.POST, "/inApps/v1/subscriptions/extend/mass", body: request, as: MassExtendRenewalDateResponse.self)
    }

    /// Get Status of Subscription Renewal Date Extensions.
    public func massExtensionStatus(
        productId: String,
        requestIdentifier: String
    ) async throws(AppStoreServerAPIError)
        -> MassExtendRenewalDateStatusResponse
    {
        try await send(
            .GET,
            "/inApps/v1/subscriptions/extend/mass/\(Self.segment(productId))/\(Self.segment(requestIdentifier))",
            as: MassExtendRenewalDateStatusResponse.self
        )
    }
}
#endif
