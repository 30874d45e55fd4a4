import AppStoreModels
import AppStoreServerAPI
import Foundation
import Logging
import StoreStorage

/// The catch-up: Get Notification History from the stored cursor to now (on the server's clock), each
/// notification taken in as if it had been delivered (verified, stored once by its UUID), then the
/// cursor moved. Notifications missed while the server was down arrive anyway, exactly once.
struct CatchUp: Sendable {
    struct Payload: JobPayload {
        static let kind = "catch-up"
    }

    /// The cursor: the end of the last range read, in milliseconds since 1970.
    static let cursorName = "notification-history"
    /// How far back the first catch-up reads, and the most any reads: Apple keeps 180 days.
    static let window: TimeInterval = 179 * 86_400
    /// Each range starts this much before the last one ended (notifications signed just before the
    /// cursor can be recorded after it); what is read twice is stored once.
    static let overlap: TimeInterval = 600

    let storage: any CursorStore
    let api: AppStoreServerAPIClient
    let intake: NotificationIntake
    let clock: any ServiceClock
    let logger: Logger

    /// A catch-up, due now; only one waits at a time.
    static func request(at now: Date) -> JobRequest { Payload().request(uniqueKey: "", runAfter: now) }

    func run(_ job: ClaimedJob) async throws {
        let end = clock.now
        let start: Date
        if let text = try await storage.cursor(Self.cursorName), let milliseconds = Int64(text) {
            start = Date(timeIntervalSince1970: Double(milliseconds) / 1000).addingTimeInterval(-Self.overlap)
        } else {
            start = end.addingTimeInterval(-Self.window)
        }
        var request = NotificationHistoryRequest()
        request.startDate = MillisecondDate(max(start, end.addingTimeInterval(-Self.window)))
        // endDate is exclusive: one millisecond on, so what was signed at this very instant is read too.
        request.endDate = MillisecondDate(milliseconds: MillisecondDate(end).wholeMilliseconds + 1)
        var stored = 0
        var refused = 0
        for try await page in api.notificationHistoryPages(request) {
            for signed in (page.notificationHistory ?? []).compactMap(\.signedPayload) {
                switch try await take(signed) {
                case .stored: stored += 1
                case .duplicate: break
                case nil: refused += 1
                }
            }
        }
        try await storage.setCursor(Self.cursorName, to: String(MillisecondDate(end).wholeMilliseconds), now: end)
        logger.info("catch-up done", metadata: ["stored": "\(stored)", "refused": "\(refused)", "until": "\(end)"])
    }

    /// Takes in one notification from the history: its outcome, or `nil` when it fails verification
    /// (logged and counted; the catch-up goes on). A storage failure stops the catch-up, to be retried.
    private func take(_ signed: String) async throws(ServerError) -> NotificationIntake.Outcome? {
        do { return try await intake.accept(signedPayload: signed, source: "catch-up") } catch {
            guard error.kind != .storageFailure else { throw error }
            logger.warning("catch-up: a notification from the history was refused", metadata: ["error": "\(error)"])
            return nil
        }
    }
}
