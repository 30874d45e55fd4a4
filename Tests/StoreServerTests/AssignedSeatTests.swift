#if Server
import AppStoreModels
import Foundation
import HTTPTypes
import HummingbirdTesting
import LocalAppStore
import NIOConcurrencyHelpers
import NIOCore
import NIOFoundationEssentialsCompat
import StoreHelperFixtures
import StoreHelperJSON
import StoreHelperTesting
import StoreKitInterface
import StoreStorage
import Testing

@testable import StoreServer

/// A subscription an organization assigns (`ASSIGNED`) on the server: access while the seat is held and none once the
/// organization takes it back (`ASSIGNMENT_REVOKE`); no call Apple refuses for a seat is ever queued
/// (https://developer.apple.com/documentation/appstoreserverapi/invalidassignedtransactionnotsupportederror).
@Suite struct AssignedSeatTests {
    @Test(arguments: StorageBacking.available)
    func accessFollowsTheSeatUntilTheOrganizationTakesItBack(backing: StorageBacking) async throws {
        var store = try Florist.store()
        try store.addAccount("pupil")
        try store.assign(Florist.silver, to: "pupil", organization: "school")
        let seat = try #require(store.transactions(for: "pupil").last)
        try store.advance(by: 3 * Florist.day)
        try store.revokeAssignment(seat.originalTransactionId)
        let notifications = store.outbox(from: 0).map(\.signedPayload)
        let clock = MockClock(Florist.start.addingTimeInterval(Florist.day))
        let seen = NIOLockedValueBox<[CustomerInfo]>([])
        try await withServer(try settings(trusting: [store]), on: backing, clock: clock) { client, _ in
            let body = try JSONEncoder().encode(TransactionIntake.Request(appUserId: "pupil", signedTransactions: [seat.jws]))
            #expect(try await client.execute(uri: "/v1/transactions", method: .post, headers: .app, body: ByteBuffer(data: body)).status == .ok)
            for (instant, delivered) in [(1.0, 1), (4, notifications.count)] {
                clock.advance(to: Florist.start.addingTimeInterval(instant * Florist.day))
                for signed in notifications.prefix(delivered) {
                    _ = try await client.execute(uri: "/apple/notifications", method: .post, body: notificationBody(signed))
                }
                let answer = try await client.execute(uri: "/v1/subscribers/pupil", method: .get, headers: .app)
                seen.withLockedValue { $0.append(try! JSONDecoder().decode(CustomerInfo.self, from: Data(answer.body.readableBytesView))) }
            }
        }
        let infos = seen.withLockedValue { $0 }
        #expect(infos.map(\.activeProductIds) == [[Florist.silver], []])
        #expect(notifications.count == 2, "SUBSCRIBED for the seat, REVOKE when it is taken back")
    }

    @Test func noAppAccountTokenIsSetOnASeat() throws {
        var own = JWSTransactionDecodedPayload()
        own.transactionId = "1"
        own.originalTransactionId = "1"
        own.inAppOwnershipType = .purchased
        var seat = own
        seat.transactionId = "2"
        seat.originalTransactionId = "2"
        seat.inAppOwnershipType = .assigned
        let records = [own, seat].map { SignedTransaction(payload: $0, jws: "jws-\($0.transactionId ?? "")") }
        let jobs = AccountTokenBinding.requests(for: records, to: "pupil", at: Florist.start)
        #expect(jobs.map(\.uniqueKey) == ["account-token:1:pupil"], "the customer's own purchase is bound; the seat is not")
    }

    @Test func noConsumptionInformationIsSentForASeat() {
        var transaction = JWSTransactionDecodedPayload()
        transaction.transactionId = "9"
        transaction.inAppOwnershipType = .purchased
        #expect(ConsumptionReporter.request(for: transaction, requestedAt: Florist.start, now: Florist.start) != nil)
        transaction.inAppOwnershipType = .assigned
        #expect(ConsumptionReporter.request(for: transaction, requestedAt: Florist.start, now: Florist.start) == nil)
    }

    @Test func theTimelineSaysWhoEndedAccess() {
        #expect(CustomerTimeline.revocation(.refundFull) == "Refund")
        #expect(CustomerTimeline.revocation(.familyRevoke) == "Family sharing ended")
        #expect(CustomerTimeline.revocation(.assignmentRevoke) == "Seat taken back by the organization")
    }
}
#endif
