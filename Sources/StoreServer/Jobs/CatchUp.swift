#if Server
import AppStoreModels
import AppStoreServerAPI
import Foundation
import Logging
import StoreStorage

/// The catch-up: Get Notification History of one environment from its stored cursor to now (on the server's
/// clock), each notification taken in as if it had been delivered (verified, stored once by its UUID), then
/// the cursor moved. Notifications missed while the server was down arrive anyway, exactly once; Production's
/// and Sandbox's histories are read apart, each with its own cursor.
struct CatchUp: Sendable {
    struct Payload: JobPayload {
        static let kind = "catch-up"
        /// `Production` or `Sandbox` (nil in jobs queued before there were two: Production).
        var environment: String?
    }

    /// The cursor of `environment`'s history: the end of the last range read, in milliseconds since 1970.
    /// Production's keeps the name of the single cursor of earlier versions.
    static func cursorName(_ environment: AppStoreEnvironment) -> String {
        environment == .sandbox ? "notification-history-sandbox" : "notification-history"
    }

    /// The environments whose histories a server accepting `environments` reads: Production and Sandbox as
    /// accepted, or Production's client alone when neither is (a local App Store's Xcode or LocalTesting data).
    static func environments(accepting environments: [AppStoreEnvironment]) -> [AppStoreEnvironment] {
        let served = [AppStoreEnvironment.production, .sandbox].filter(environments.contains)
        return served.isEmpty ? [.production] : served
    }

    /// How far back the first catch-up reads, and the most any reads: Apple keeps 180 days.
    static let window: TimeInterval = 179 * 86_400
    /// Each range starts this much before the last one ended (notifications signed just before the
    /// cursor can be recorded after it); what is read twice is stored once.
    static let overlap: TimeInterval = 600

    let storage: any CursorStore
    let api: EnvironmentRouter
    let intake: NotificationIntake
    let clock: any ServiceClock
    let logger: Logger

    /// A catch-up of each of `environments`, due now; only one per environment waits at a time.
    static func requests(_ environments: [AppStoreEnvironment], at now: Date) -> [JobRequest] {
        environments.map { Payload(environment: $0.rawValue).request(uniqueKey: $0.rawValue, runAfter: now) }
    }

    func run(_ job: ClaimedJob) async throws {
        let environment = AppStoreEnvironment(rawValue: try Payload.decode(job).environment ?? AppStoreEnvironment.production.rawValue)
        guard let api = api.client(for: environment) else {
            throw PermanentJobFailure("the \(environment) environment has no notification history")
        }
        let cursorName = Self.cursorName(environment)
        let end = clock.now
        let start: Date
        if let text = try await storage.cursor(cursorName), let milliseconds = Int64(text) {
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
        try await storage.setCursor(cursorName, to: String(MillisecondDate(end).wholeMilliseconds), now: end)
        logger.info("catch-up done", metadata: ["environment": "\(environment)", "stored": "\(stored)", "refused": "\(refused)", "until": "\(end)"])
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
#endif
