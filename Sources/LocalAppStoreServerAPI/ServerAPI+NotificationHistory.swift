public import AppStoreModels
import Foundation
public import LocalAppStore

extension LocalAppStore.ServerAPI {
    /// How far back Get Notification History reaches, as Apple's (180 days).
    static let notificationHistoryDays = 180

    /// Get Notification History: the notifications signed in `[startDate, endDate)` that match the
    /// request's filters, with their delivery attempts, twenty per page.
    public func notificationHistory(
        _ request: NotificationHistoryRequest,
        paginationToken: String? = nil
    ) throws(ServerAPIError) -> NotificationHistoryResponse {
        guard let start = request.startDate else { throw ServerAPIError(.invalidStartDate, "startDate is required") }
        guard let end = request.endDate else { throw ServerAPIError(.invalidEndDate, "endDate is required") }
        guard start <= end else { throw ServerAPIError(.startDateAfterEndDate, "startDate is after endDate") }
        let oldest = store.state.now.addingTimeInterval(-Double(Self.notificationHistoryDays) * 86_400)
        guard start.date >= oldest else {
            throw ServerAPIError(.startDateTooFarInPast, "startDate is more than \(Self.notificationHistoryDays) days in the past")
        }
        if let type = request.notificationType, !type.isDocumented {
            throw ServerAPIError(.invalidNotificationType, "\(type) is not a notification type")
        }
        if request.transactionId != nil, request.notificationType != nil || request.notificationSubtype != nil {
            throw ServerAPIError(.multipleFiltersSupplied, "transactionId can't be combined with notificationType or notificationSubtype")
        }
        let accountId = try request.transactionId.map { id throws(ServerAPIError) in try store.customer(ofAnyTransactionId: id) }
        let matching = store.state.outbox.entries(from: 0).filter { entry in
            guard entry.signedDate >= start.date, entry.signedDate < end.date else { return false }
            if let type = request.notificationType, entry.notificationType != type { return false }
            if let subtype = request.notificationSubtype, entry.subtype != subtype { return false }
            if let accountId, entry.accountId != accountId { return false }
            if request.onlyFailures == true, entry.isDelivered { return false }
            return true
        }
        let list = "notifications"
        let offset = try PageToken.offset(paginationToken, list: list, count: matching.count, invalid: .invalidPaginationToken)
        let page = PageToken.page(matching, from: offset, list: list)
        var response = NotificationHistoryResponse()
        response.hasMore = page.hasMore
        response.paginationToken = page.hasMore ? page.next : nil
        response.notificationHistory = page.items.map { entry in
            var item = NotificationHistoryResponseItem()
            item.signedPayload = entry.signedPayload
            item.sendAttempts = entry.sendAttempts ?? []
            return item
        }
        return response
    }

    /// Get Test Notification Status: the test notification a token names, with its delivery attempts.
    public func testNotificationStatus(_ token: String) throws(ServerAPIError) -> CheckTestNotificationResponse {
        let parts = token.split(separator: "_", omittingEmptySubsequences: false)
        guard token.count <= 100, parts.count == 2, UUID(uuidString: String(parts[0])) != nil, Int64(parts[1]) != nil else {
            throw ServerAPIError(.invalidTestNotificationToken, "'\(token.prefix(40))' is not a test notification token")
        }
        let uuid = String(parts[0]).lowercased()
        guard let entry = store.state.outbox.entries(from: 0).last(where: { $0.notificationUUID == uuid && $0.notificationType == .test }) else {
            throw ServerAPIError(.testNotificationNotFound, "no test notification \(token)")
        }
        var response = CheckTestNotificationResponse()
        response.signedPayload = entry.signedPayload
        response.sendAttempts = entry.sendAttempts ?? []
        return response
    }

    /// Request a Test Notification: sends a `TEST` notification to the notification URL.
    public mutating func requestTestNotificationFromAPI() throws(ServerAPIError) -> SendTestNotificationResponse {
        guard store.state.notificationURL != nil else {
            throw ServerAPIError(.serverNotificationURLNotFound, "no notification URL is set (store set notify-url=URL, or serve --notify-url)")
        }
        var response = SendTestNotificationResponse()
        do { response.testNotificationToken = try store.requestTestNotification() } catch { throw ServerAPIError(error) }
        return response
    }
}
