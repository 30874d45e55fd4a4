#if Server
public import AppStoreModels
import Foundation
import NIOHTTP1

extension AppStoreServerAPIClient {
    /// Request a Test Notification; the token names it for ``testNotificationStatus(_:)``.
    public func requestTestNotification() async throws(AppStoreServerAPIError) -> SendTestNotificationResponse {
        try await send(.POST, "/inApps/v1/notifications/test", as: SendTestNotificationResponse.self)
    }

    /// Get Test Notification Status.
    public func testNotificationStatus(_ token: String) async throws(AppStoreServerAPIError) -> CheckTestNotificationResponse {
        try await send(.GET, "/inApps/v1/notifications/test/\(Self.segment(token))", as: CheckTestNotificationResponse.self)
    }

    /// Get Notification History: one page, from `paginationToken` (nil: the first).
    public func notificationHistory(
        _ request: NotificationHistoryRequest,
        paginationToken: String? = nil
    ) async throws(AppStoreServerAPIError)
        -> NotificationHistoryResponse
    {
        try await send(
            .POST,
            "/inApps/v1/notifications/history",
            query: paginationToken.map { [("paginationToken", $0)] } ?? [],
            body: request,
            as: NotificationHistoryResponse.self
        )
    }

    /// Every page of Get Notification History.
    public func notificationHistoryPages(_ request: NotificationHistoryRequest) -> PageSequence<NotificationHistoryResponse> {
        PageSequence { (token) async throws(AppStoreServerAPIError) in
            let page = try await notificationHistory(request, paginationToken: token)
            return (page, page.hasMore == true ? page.paginationToken : nil)
        }
    }
}
#endif
