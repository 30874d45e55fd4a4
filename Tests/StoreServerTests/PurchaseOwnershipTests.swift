#if Server
import AppStoreModels
import Foundation
import Hummingbird
import HummingbirdTesting
import LocalAppStore
import NIOFoundationEssentialsCompat
import StoreHelperFixtures
import StoreHelperJSON
import StoreHelperTesting
import StoreKitInterface
import StoreServer
import StoreStorage
import Testing

/// Nobody gets what isn't theirs: a purchase belongs to one app user at a time, ids in paths mean what the
/// app meant, and consumable units are never spent twice.
@Suite struct PurchaseOwnershipTests {
    /// A florist store and `count` purchases of `product` (the default account, or `account` when given).
    static func purchases(
        _ count: Int,
        of product: String = Florist.plant,
        quantity: Int = 1,
        token: UUID? = nil
    ) throws -> (LocalAppStore, [String]) {
        var store = try Florist.store()
        var signed: [String] = []
        for _ in 0..<count {
            guard case .purchased(let transaction) = try store.purchase(product, options: .init(quantity: quantity, appAccountToken: token)) else {
                throw StoreError.invalidAction("not purchased")
            }
            signed.append(transaction.jws)
        }
        return (store, signed)
    }

    static func report(_ jws: String, for user: String, _ client: some TestClientProtocol) async throws -> TestResponse {
        let body = try JSONEncoder().encode(TransactionIntake.Request(appUserId: user, signedTransactions: [jws]))
        return try await client.execute(uri: "/v1/transactions", method: .post, headers: .app, body: ByteBuffer(data: body))
    }

    static func info(_ user: String, _ client: some TestClientProtocol) async throws -> (status: HTTPResponse.Status, info: CustomerInfo?) {
        let path = user.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? user
        let answer = try await client.execute(uri: "/v1/subscribers/\(path)", method: .get, headers: .app)
        return (answer.status, try? JSONDecoder().decode(CustomerInfo.self, from: Data(answer.body.readableBytesView)))
    }

    static func consume(_ user: String, _ id: String, _ quantity: Int, _ client: some TestClientProtocol) async throws -> TestResponse {
        try await client.execute(
            uri: "/v1/subscribers/\(user)/consumables/\(Florist.plant)/consume",
            method: .post,
            headers: .app,
            body: ByteBuffer(string: #"{"requestId": "\#(id)", "quantity": \#(quantity)}"#)
        )
    }

    @Test(arguments: StorageBacking.available)
    func idsWithSpacesSlashesPlusAndNonASCIIReachTheirOwnerOnEveryRoute(backing: StorageBacking) async throws {
        let ids = ["john doe", "josé", "a+b", "a/b", "名前"]
        let (store, signed) = try Self.purchases(ids.count)
        try await withServer(try settings(trusting: [store]), on: backing) { client, _ in
            for (id, jws) in zip(ids, signed) {
                #expect(try await Self.report(jws, for: id, client).status == .ok)
                let path = id.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? id
                let answer = try await Self.info(id, client)
                #expect(answer.status == .ok && answer.info?.appUserId == id, "\(id)")
                #expect(answer.info?.consumableBalances[Florist.plant] == 1, "\(id) owns what it bought")
                #expect(try await client.execute(uri: "/admin/v1/users/\(path)", method: .get, headers: .admin).status == .ok, "\(id)")
                let page = try await client.execute(uri: "/dashboard/customers/\(path)", method: .get, headers: .admin)
                #expect(page.status == .ok, "\(id)")
                let spent = try await client.execute(
                    uri: "/v1/subscribers/\(path)/consumables/\(Florist.plant)/consume",
                    method: .post,
                    headers: .app,
                    body: ByteBuffer(string: #"{"requestId": "spend-\#(path)"}"#)
                )
                #expect(String(buffer: spent.body) == #"{"balance":0}"#, "\(id)")
            }
            let nul = try await client.execute(uri: "/v1/subscribers/a%00b", method: .get, headers: .app)
            #expect(nul.status == .badRequest && errorKind(nul) == "bad-request")
            let broken = try await client.execute(uri: "/v1/subscribers/%C3", method: .get, headers: .app)
            #expect(broken.status == .badRequest)
        }
    }

    @Test(arguments: StorageBacking.available)
    func aPurchaseReportedByASecondUserMovesToThemAndTheTimelineSaysSo(backing: StorageBacking) async throws {
        let (store, signed) = try Self.purchases(1, of: Florist.large)
        try await withServer(try settings(trusting: [store]), on: backing) { client, storage in
            #expect(try await Self.report(signed[0], for: "alice", client).status == .ok)
            #expect(try await Self.info("alice", client).info?.activeProductIds == [Florist.large])
            #expect(try await Self.report(signed[0], for: "bob", client).status == .ok)
            #expect(try await Self.info("alice", client).info?.activeProductIds == [], "the older user loses it")
            #expect(try await Self.info("bob", client).info?.activeProductIds == [Florist.large])
            let changes = try await storage.ownershipChanges(of: "alice")
            #expect(changes.map { "\($0.fromAppUserId)->\($0.toAppUserId)" } == ["alice->bob"])
            #expect(try await storage.ownershipChanges(of: "bob") == changes)
            for user in ["alice", "bob"] {
                let page = String(buffer: try await client.execute(uri: "/dashboard/customers/\(user)", method: .get, headers: .admin).body)
                #expect(page.contains("Transferred from alice to bob"), "\(user)'s timeline shows the transfer")
            }
        }
    }

    @Test(arguments: StorageBacking.available)
    func withKeepASecondUserIsRefusedAndTheOwnerKeepsThePurchase(backing: StorageBacking) async throws {
        let (store, signed) = try Self.purchases(1, of: Florist.large)
        var kept = try settings(trusting: [store])
        kept.ownershipPolicy = .keep
        try await withServer(kept, on: backing) { client, storage in
            #expect(try await Self.report(signed[0], for: "alice", client).status == .ok)
            let refused = try await Self.report(signed[0], for: "bob", client)
            #expect(refused.status == .conflict && errorKind(refused) == "owned-by-another-user")
            #expect(try await Self.info("alice", client).info?.activeProductIds == [Florist.large])
            #expect(try await Self.info("bob", client).info?.activeProductIds == [])
            #expect(try await !storage.userExists("bob"), "a refused report changes nothing")
        }
    }

    @Test(arguments: StorageBacking.available)
    func aTransactionCarryingAnotherUsersAppAccountTokenIsRefusedWhateverThePolicy(backing: StorageBacking) async throws {
        let token = AppAccountToken.derived(for: "alice")
        let (store, signed) = try Self.purchases(2, of: Florist.plant, token: token)
        try await withServer(try settings(trusting: [store]), on: backing) { client, _ in
            #expect(try await Self.report(signed[0], for: "alice", client).status == .ok, "binds the token to alice")
            let first = try await Self.report(signed[0], for: "mallory", client)
            #expect(first.status == .conflict && errorKind(first) == "owned-by-another-user")
            let second = try await Self.report(signed[1], for: "mallory", client)
            #expect(second.status == .conflict && errorKind(second) == "owned-by-another-user", "a later purchase with her token is hers")
            #expect(try await Self.info("mallory", client).info?.consumableBalances.isEmpty == true)
            #expect(try await Self.info("alice", client).info?.consumableBalances[Florist.plant] == 1)
        }
    }

    /// N2 of the second outside attack: mallory buys with the token StoreHelper derives for alice and reports
    /// it first. The token stays unbound (it is alice's, not hers), alice's later purchase arrives by
    /// notification and goes to nobody until alice's app reports it, which is then taken, not refused.
    @Test(arguments: StorageBacking.available)
    func reportingAnotherUsersAppAccountTokenFirstNeverMakesItTheReporters(backing: StorageBacking) async throws {
        let alicesToken = AppAccountToken.derived(for: "alice")
        var store = try Florist.store()
        try store.addAccount("mallory")
        try store.addAccount("alice")
        let options = PurchaseOptions(appAccountToken: alicesToken)
        guard case .purchased(let squat) = try store.purchase(Florist.large, accountId: "mallory", options: options),
            case .purchased(let alices) = try store.purchase(Florist.gold, accountId: "alice", options: options)
        else {
            Issue.record("the store did not sell")
            return
        }
        let notification = try #require(store.outbox.last?.signedPayload)
        try await withServer(try settings(trusting: [store]), on: backing) { client, storage in
            #expect(try await Self.report(squat.jws, for: "mallory", client).status == .ok, "her own purchase is hers")
            let delivered = try await client.execute(uri: "/apple/notifications", method: .post, body: notificationBody(notification))
            #expect(delivered.status == .ok)
            #expect(try await Self.info("mallory", client).info?.activeProductIds == [Florist.large], "alice's gold never reaches mallory")
            #expect(try await Self.report(alices.jws, for: "alice", client).status == .ok, "alice's app is not refused")
            #expect(try await Self.info("alice", client).info?.activeProductIds == [Florist.gold])
            #expect(try await Self.info("mallory", client).info?.activeProductIds == [Florist.large])
            #expect(try await storage.ownershipChanges(of: "mallory").isEmpty)
        }
    }

    /// N1 of the second outside attack: ids that Swift's `String` holds equal (canonical equivalence) are two
    /// users in the app. Ids not in Unicode Normalization Form C are refused on every route that takes one, so
    /// nobody reads, spends or signs for another user through an equivalent spelling.
    @Test(arguments: StorageBacking.available)
    func canonicallyEquivalentSpellingsOfAnIdNeverReachItsOwner(backing: StorageBacking) async throws {
        let pairs = [("Zo\u{E9}", "Zoe\u{301}"), ("KATE", "\u{212A}ATE"), ("\u{C5}ngstr\u{F6}m", "\u{212B}ngstro\u{308}m")]
        let (store, signed) = try Self.purchases(pairs.count, of: Florist.large)
        try await withServer(try settings(trusting: [store]), on: backing) { client, storage in
            for ((owner, spoof), jws) in zip(pairs, signed) {
                #expect(owner == spoof, "Swift's String holds \(owner) and its spoof equal")
                #expect(try await Self.report(jws, for: owner, client).status == .ok)
                #expect(try await Self.info(owner, client).info?.activeProductIds == [Florist.large])
                let read = try await Self.info(spoof, client)
                #expect(read.status == .badRequest && read.info == nil, "\(Array(spoof.unicodeScalars)) reads nothing of \(owner)'s")
                #expect(try await Self.report(jws, for: spoof, client).status == .badRequest, "nor claims it")
                let path = spoof.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? spoof
                let spent = try await client.execute(
                    uri: "/v1/subscribers/\(path)/consumables/\(Florist.plant)/consume",
                    method: .post,
                    headers: .app,
                    body: ByteBuffer(string: #"{"requestId": "r-\#(owner.utf8.count)", "quantity": 1}"#)
                )
                #expect(spent.status == .badRequest, "nor spends for it")
                let offer = try await client.execute(
                    uri: "/v1/offers/sign",
                    method: .post,
                    headers: .app,
                    body: ByteBuffer(data: try JSONEncoder().encode(OfferSignatureRequest(appUserId: spoof, productId: Florist.gold, offerId: "x")))
                )
                #expect(offer.status == .badRequest, "nor has an offer signed as it")
                #expect(try await storage.userExists(owner))
            }
        }
    }

    @Test(arguments: StorageBacking.available)
    func consumableUnitsAreCountedPerPurchaseAcrossUsers(backing: StorageBacking) async throws {
        let (store, signed) = try Self.purchases(1, quantity: 3)
        try await withServer(try settings(trusting: [store]), on: backing) { client, _ in
            #expect(try await Self.report(signed[0], for: "alice", client).status == .ok)
            #expect(String(buffer: try await Self.consume("alice", "a1", 2, client).body) == #"{"balance":1}"#)
            #expect(try await Self.report(signed[0], for: "bob", client).status == .ok)
            #expect(try await Self.info("bob", client).info?.consumableBalances[Florist.plant] == 1, "what alice spent stays spent")
            let over = try await Self.consume("bob", "b1", 2, client)
            #expect(over.status == .conflict && errorKind(over) == "insufficient-balance")
            #expect(String(buffer: try await Self.consume("bob", "b2", 1, client).body) == #"{"balance":0}"#)
            let gone = try await Self.consume("alice", "a2", 1, client)
            #expect(gone.status == .notFound && errorKind(gone) == "unknown-product", "alice no longer owns it")
            #expect(try await Self.report(signed[0], for: "alice", client).status == .ok, "moved back")
            #expect(try await Self.info("alice", client).info?.consumableBalances[Florist.plant] == 0, "3 units bought, 3 spent in all")
        }
    }
}
#endif
