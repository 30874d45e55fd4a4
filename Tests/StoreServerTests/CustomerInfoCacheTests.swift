#if Server
import AppStoreModels
import Foundation
import HTTPTypes
import HummingbirdTesting
import NIOCore
import StoreHelperFixtures
import StoreHelperJSON
import StoreHelperTesting
import StoreServer
import StoreStorage
import Testing

/// Customer info is kept between requests only while it is right: a change stored by another server
/// on the same database, or the clock passing an expiry, is seen by the next request.
@Suite struct CustomerInfoCacheTests {
    static let day: TimeInterval = 86_400

    /// A monthly gold transaction of alice's chain "500", signed at `signed` seconds after the start.
    static func gold(_ id: String, purchased: Date, signed: TimeInterval, revoked: Date? = nil) -> SignedTransaction {
        let payload = TestTransaction.payload(
            id,
            product: Florist.gold,
            original: "500",
            purchased: purchased,
            expires: purchased.addingTimeInterval(30 * day),
            signed: Florist.start.addingTimeInterval(signed),
            revoked: revoked
        )
        return SignedTransaction(payload: payload, jws: "jws-\(id)-\(signed)")
    }

    @Test(arguments: TestDatabase.available)
    func anAnswerKeptByOneServerFollowsTheOtherServerAndTheClock(database: TestDatabase) async throws {
        let clock = MockClock(Florist.start)
        try await withServer(try settings(trusting: []), on: database, clock: clock) { client, storage in
            let sql = try #require(storage as? SQLServerStorage)
            let other = SQLServerStorage(backend: try await TestDatabase.openAgain(sql.backend))
            do {
                @Sendable func active() async throws -> [String] {
                    let response = try await client.execute(uri: "/v1/subscribers/alice", method: .get, headers: .app)
                    #expect(response.status == .ok)
                    return try JSONDecoder().decode(CustomerInfo.self, from: Data(response.body.readableBytesView)).activeProductIds
                }
                try await other.storeTransactions(
                    [Self.gold("501", purchased: Florist.start, signed: 0)],
                    renewalInfos: [],
                    appUserId: "alice",
                    at: Date()
                )
                #expect(try await active() == [Florist.gold])
                #expect(try await active() == [Florist.gold], "asked again, nothing changed")

                clock.advance(to: Florist.start.addingTimeInterval(31 * Self.day))
                #expect(try await active() == [], "expired when its time came, with nothing stored")

                let renewal = Self.gold("502", purchased: Florist.start.addingTimeInterval(30 * Self.day), signed: 30 * Self.day)
                try await other.storeTransactions([renewal], renewalInfos: [], appUserId: nil, at: Date())
                #expect(try await active() == [Florist.gold], "a renewal stored by the other server")

                let refund = Self.gold(
                    "502",
                    purchased: Florist.start.addingTimeInterval(30 * Self.day),
                    signed: 31 * Self.day,
                    revoked: Florist.start.addingTimeInterval(31 * Self.day)
                )
                var payload = ResponseBodyV2DecodedPayload()
                payload.notificationType = .refund
                payload.notificationUUID = "refund-502"
                let stored = try await other.storeNotification(
                    NotificationRecord(payload: payload, signedPayload: "signed-refund", receivedDate: Date(), transaction: refund)
                )
                #expect(stored)
                #expect(try await active() == [], "a refund taken in by the other server")
            } catch {
                await other.shutdown()
                throw error
            }
            await other.shutdown()
        }
    }
}
#endif
