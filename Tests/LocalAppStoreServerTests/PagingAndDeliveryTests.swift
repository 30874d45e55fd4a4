#if Server
import AppStoreModels
import AppStoreServerAPI
import Foundation
import Hummingbird
import HummingbirdTesting
import LocalAppStore
import LocalAppStoreServer
import NIOConcurrencyHelpers
import StoreHelperFixtures
import Testing

/// Paging past twenty items, and notifications POSTed to a URL with Apple's retries.
@Suite struct PagingAndDeliveryTests {
    @Test func historiesPageTwentyAtATime() async throws {
        var firstMade = ""
        let served = try ServedStore { store in
            for _ in 0..<45 { firstMade = try buy(Florist.plant, in: &store) }
            for transaction in store.transactions.prefix(23) { try store.refund(transaction.id) }
        }
        let first = firstMade
        try await served.serve { client, _ in
            var pages: [Int] = []
            var ids: [String] = []
            for try await page in client.transactionHistoryPages(first) {
                pages.append(page.signedTransactions?.count ?? 0)
                ids += try (page.signedTransactions ?? []).map { try payload($0, as: JWSTransactionDecodedPayload.self).transactionId ?? "" }
            }
            #expect(pages == [20, 20, 5])
            #expect(Set(ids).count == 45)
            var refundPages: [Int] = []
            for try await page in client.refundHistoryPages(first) { refundPages.append(page.signedTransactions?.count ?? 0) }
            #expect(refundPages == [20, 3])
            var request = NotificationHistoryRequest()
            request.startDate = MillisecondDate(Florist.start)
            request.endDate = MillisecondDate(Florist.start.addingTimeInterval(Florist.day))
            var notificationPages: [Int] = []
            for try await page in client.notificationHistoryPages(request) { notificationPages.append(page.notificationHistory?.count ?? 0) }
            #expect(notificationPages == [20, 20, 20, 8], "45 ONE_TIME_CHARGE and 23 REFUND notifications")
            request.notificationType = .refund
            request.notificationSubtype = nil
            let refunds = try await client.notificationHistory(request)
            #expect(refunds.hasMore == true)
            #expect(refunds.paginationToken != nil)
        }
    }

    @Test func aFailingTargetIsRetriedOnTheScheduleAndAttemptsAreRecorded() async throws {
        var made = try ServedStore()
        made.options.retrySchedule = .fast
        made.options.wallClock = MockClock(Date(timeIntervalSince1970: 1_800_000_000))  // only the store's clock moves
        let served = made
        let receiver = NotificationReceiver(failures: 2)
        let app = Application(router: receiver.router(), configuration: .init(address: .hostname("127.0.0.1", port: 0)))
        try await app.test(.live) { client in
            try served.change { store in
                try store.setNotificationURL("http://127.0.0.1:\(client.port!)/notifications")
                _ = try buy(Florist.large, in: &store)
            }
            let server = served.server
            await server.deliverDueNotifications()
            #expect(receiver.received.withLockedValue { $0.count } == 1)
            await server.deliverDueNotifications()
            #expect(receiver.received.withLockedValue { $0.count } == 1, "the retry waits a second of the store's clock")
            try served.change { store in try store.advance(by: 1) }
            await server.deliverDueNotifications()
            #expect(receiver.received.withLockedValue { $0.count } == 2)
            try served.change { store in try store.advance(by: 11) }
            await server.deliverDueNotifications()
            #expect(receiver.received.withLockedValue { $0.count } == 2, "the second retry comes 12 seconds after the first")
            try served.change { store in try store.advance(by: 1) }
            await server.deliverDueNotifications()
            try served.change { store in try store.advance(by: 100) }
            await server.deliverDueNotifications()
            let bodies = receiver.received.withLockedValue { $0 }
            #expect(bodies.count == 3, "delivered on the third attempt, then never again")
            #expect(Set(bodies).count == 1, "every attempt sends the same JWS")
            let entry = try #require(try served.load().outbox.last)
            #expect(bodies.first == String(decoding: try JSONEncoder().encode(["signedPayload": entry.signedPayload]), as: UTF8.self))
            #expect(entry.sendAttempts?.map(\.sendAttemptResult) == [.unsuccessfulHTTPResponseCode, .unsuccessfulHTTPResponseCode, .success])
        }
    }

    @Test func fastRetriesFollowTheWallClockWhenTheStoresClockStandsStill() async throws {
        var made = try ServedStore()
        made.options.retrySchedule = .fast
        let wallClock = MockClock(Date(timeIntervalSince1970: 1_800_000_000))
        made.options.wallClock = wallClock
        let served = made
        let receiver = NotificationReceiver(failures: 1)
        let app = Application(router: receiver.router(), configuration: .init(address: .hostname("127.0.0.1", port: 0)))
        try await app.test(.live) { client in
            try served.change { store in
                try store.setNotificationURL("http://127.0.0.1:\(client.port!)/notifications")
                _ = try buy(Florist.large, in: &store)
            }
            let server = served.server
            await server.deliverDueNotifications()
            #expect(receiver.received.withLockedValue { $0.count } == 1)
            wallClock.advance(by: .milliseconds(999))
            await server.deliverDueNotifications()
            #expect(receiver.received.withLockedValue { $0.count } == 1, "the first fast retry waits 1 s")
            wallClock.advance(by: .milliseconds(1))
            await server.deliverDueNotifications()
            #expect(receiver.received.withLockedValue { $0.count } == 2, "retried with the store's manual clock unmoved")
            #expect(try served.load().outbox.last?.isDelivered == true)
        }
    }

    @Test func anUnreachableTargetGetsSixAttemptsAtMostAndDeliveryResumesAfterARestart() async throws {
        var made = try ServedStore()
        made.options.retrySchedule = .fast
        let served = made
        // Port 9 (discard) on loopback refuses connections.
        try served.change { store in
            try store.setNotificationURL("http://127.0.0.1:9/notifications")
            _ = try buy(Florist.large, in: &store)
        }
        for _ in 0..<10 {
            await served.server.deliverDueNotifications()
            try served.change { store in try store.advance(by: 100) }
        }
        let entry = try #require(try served.load().outbox.last)
        #expect(entry.sendAttempts?.count == 6)
        #expect(entry.sendAttempts?.allSatisfy { $0.sendAttemptResult == .socketIssue } == true, "a refused connection is a socket issue")

        // A new notification, and a server that "restarts" (a new server object on the same directory)
        // pointed at a receiver that now answers: the pending one is delivered.
        let receiver = NotificationReceiver(failures: 0)
        let app = Application(router: receiver.router(), configuration: .init(address: .hostname("127.0.0.1", port: 0)))
        try await app.test(.live) { client in
            try served.change { store in
                try store.setNotificationURL("http://127.0.0.1:\(client.port!)/notifications")
                _ = try buy(Florist.small, in: &store)
            }
            await LocalAppStoreServer(directory: served.directory, options: served.options).deliverDueNotifications()
            #expect(receiver.received.withLockedValue { $0.count } == 1, "the given-up notification is not sent again; the new one is")
        }
        #expect(try served.load().outbox.last?.isDelivered == true)
    }

    @Test func theNotificationHistoryShowsAttemptsAndOnlyFailures() async throws {
        var made = try ServedStore()
        made.options.retrySchedule = .none
        let served = made
        try served.change { store in
            try store.setNotificationURL("http://127.0.0.1:9/notifications")
            _ = try buy(Florist.large, in: &store)
            _ = try buy(Florist.bronze, in: &store)
        }
        await served.server.deliverDueNotifications()
        try await served.serve { client, _ in
            var request = NotificationHistoryRequest()
            request.startDate = MillisecondDate(Florist.start)
            request.endDate = MillisecondDate(Florist.start.addingTimeInterval(1))
            request.onlyFailures = true
            let page = try await client.notificationHistory(request)
            let items = page.notificationHistory ?? []
            #expect(items.count == 2, "ONE_TIME_CHARGE and SUBSCRIBED, both failed")
            #expect(items.allSatisfy { $0.sendAttempts?.count == 1 })
            #expect(items.allSatisfy { $0.sendAttempts?.first?.sendAttemptResult != .success })
            request.onlyFailures = nil
            request.startDate = MillisecondDate(Florist.start.addingTimeInterval(1))
            request.endDate = MillisecondDate(Florist.start.addingTimeInterval(2))
            #expect(try await client.notificationHistory(request).notificationHistory?.isEmpty == true, "nothing was sent in that second")
        }
    }
}
#endif
