#if Server
import AppStoreModels
import AppStoreServerAPI
import AppStoreSignature
import Crypto
import Entitlements
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import LocalAppStore
import LocalAppStoreRetention
import LocalAppStoreSQLite
import LocalAppStoreServer
import NIOFoundationEssentialsCompat
import StoreHelperFixtures
import StoreHelperJSON
import StoreHelperTesting
import StoreKitInterface
import StoreServer
import StoreStorage
import StoreStorageSQLite
import Testing

/// The local App Store and StoreServer side by side over HTTP: the store POSTs its notifications to the
/// server and answers its API calls; after every step the server's customer info matches the store's
/// own entitlements for that customer, at the same instant.
@Suite(.timeLimit(.minutes(2))) struct EndToEndTests {
    /// One step of the scenario: what it does to the store.
    struct Step: Sendable {
        var name: String
        var change: @Sendable (inout LocalAppStore) throws -> Void
    }

    @Test(arguments: TestDatabase.available)
    func customerInfoFollowsTheStoreThroughTheLifecycle(database: TestDatabase) async throws {
        try await withStoreAndServer(on: database) { directory, server, client, storage in
            try directory.change { store in try store.setNotificationURL("http://127.0.0.1:\(client.port!)/apple/notifications") }
            try await Self.run(Self.scenario, directory: directory, client: client, storage: storage, signingKey: server.settings.responseSigningKey)
            // The renewal the retention offer priced reached the server with offerType 5 (WWDC26 session 309).
            let renewals = try await storage.customer("alice").transactions.map(\.payload).filter { $0.productId == Florist.gold }
            #expect(renewals.contains { $0.offerType == .retention && $0.offerIdentifier == "gold.stay" && $0.price == 0 })
        }
    }

    /// Purchases, renewals, billing retry with grace, an upgrade, a retention offer taken in the cancellation flow, a
    /// refund, family sharing and Ask to Buy.
    static let scenario: [Step] = [
        Step(name: "alice subscribes to silver") { try buy(Florist.silver, &$0, "alice") },
        Step(name: "alice buys large flowers") { try buy(Florist.large, &$0, "alice") },
        Step(name: "alice buys plant installations") { try buy(Florist.plant, &$0, "alice") },
        Step(name: "a month passes: renewal") { try $0.advance(by: 32 * Florist.day) },
        Step(name: "billing retry with a grace period") { store in
            try store.set("billingRetry", to: "true")
            try store.set("gracePeriod", to: "true")
            try store.advance(by: 31 * Florist.day)
        },
        Step(name: "inside the grace period") { try $0.advance(by: 2 * Florist.day) },
        Step(name: "past the grace period") { try $0.advance(by: 20 * Florist.day) },
        Step(name: "the billing issue is resolved") { store in
            let id = try #require(store.transactions(for: "alice").last { $0.payload.productId == Florist.silver }?.id)
            _ = try store.resolve(id)
            try store.set("billingRetry", to: "false")
        },
        Step(name: "alice upgrades to gold") { try buy(Florist.gold, &$0, "alice") },
        Step(name: "alice opens the cancellation flow and takes the retention offer it shows") { store in
            try store.set("appAppleId", to: "1234567890")
            let offer = RetentionOffer(id: "gold.stay", productId: Florist.gold, discountType: .freeTrial, period: "P1M")
            try store.retentionMessaging.setRetentionOffer(offer)
            try store.retentionMessaging.setConnectRetentionMessage(
                ConnectRetentionMessage(
                    referenceName: "Stay with gold",
                    localizations: ["en-US": .init(header: "Stay", body: "A month of gold on us.")],
                    productIds: [Florist.gold],
                    offerIds: [offer.id]
                )
            )
            let flow = try store.retentionMessaging.recordCancelFlow(
                try store.retentionMessaging.prepareCancelFlow(product: Florist.gold, accountId: "alice"),
                attempt: nil
            )
            _ = try store.retentionMessaging.choose(.acceptOffer, inCancelFlow: flow.id)
        },
        Step(name: "bob joins alice's family") { try $0.joinFamily("bob", familyId: "smiths") },
        Step(name: "the large flowers are refunded") { store in
            let id = try #require(store.transactions(for: "alice").first { $0.payload.productId == Florist.large }?.id)
            try store.refund(id)
        },
        Step(name: "bob asks to buy roses, and it is approved") { store in
            try store.set("askToBuy", to: "true")
            guard case .pending(let ticket?) = try store.purchase(Florist.roses, accountId: "bob") else {
                throw StoreError.invalidAction("not pending")
            }
            try store.set("askToBuy", to: "false")
            _ = try store.approve(ticket.id)
        },
        Step(name: "two months pass") { try $0.advance(by: 62 * Florist.day) },
    ]

    static func buy(_ product: String, _ store: inout LocalAppStore, _ account: String) throws {
        guard case .purchased = try store.purchase(product, accountId: account) else { throw StoreError.invalidAction("\(product) not purchased") }
    }

    static func run(
        _ steps: [Step],
        directory: StateDirectory,
        client: some TestClientProtocol,
        storage: any ServerStorage,
        signingKey: Curve25519.Signing.PrivateKey
    ) async throws {
        var linked: Set<String> = []
        var seen: [String: [[String]]] = [:]
        for step in steps {
            try directory.change(step.change)
            let store = try directory.load()
            // Every notification the store made has reached the server.
            let expected = store.outboxCount
            let deadline = Date().addingTimeInterval(20)
            while try await storage.notificationCount() < expected, Date() < deadline { try await Task.sleep(for: .milliseconds(50)) }
            #expect(try await storage.notificationCount() == expected, "\(step.name): notifications delivered")
            for account in ["alice", "bob"] {
                // The app reports its user's first transaction once; later ones reach the server by notification.
                if !linked.contains(account), let first = store.transactions(for: account).first {
                    let body = try JSONEncoder().encode(TransactionIntake.Request(appUserId: account, signedTransactions: [first.jws]))
                    let answer = try await client.execute(uri: "/v1/transactions", method: .post, headers: .app, body: ByteBuffer(data: body))
                    #expect(answer.status == .ok, "\(step.name): \(String(buffer: answer.body))")
                    linked.insert(account)
                }
                let expectedIds = Set(store.entitlements(for: account).entitlements.filter { $0.type != .consumable }.map(\.productId)).sorted()
                let info = try await customerInfo(account, client: client, signingKey: signingKey)
                #expect(info.activeProductIds == expectedIds, "\(step.name): \(account)")
                seen[account, default: []].append(info.activeProductIds)
                #expect(info.requestDate == MillisecondDate(store.now), "\(step.name): judged at the store's instant")
                if account == "alice" {
                    let vip = store.entitlements(for: "alice").subscriptionGroups.first { $0.subscriptionGroupIdentifier == Florist.vip }
                    #expect(info.entitlements["vip"]?.isActive == vip?.state.grantsAccess, "\(step.name): the vip entitlement")
                    let plants = store.transactions(for: "alice").filter { $0.productId == Florist.plant && $0.payload.revocationDate == nil }
                    #expect(info.consumableBalances[Florist.plant, default: 0] == plants.count, "\(step.name): plant installations")
                }
            }
        }
        // The scenario went through the transitions it is about.
        let alice = seen["alice"] ?? []
        #expect(alice.contains { !$0.contains(Florist.silver) && $0.contains(Florist.large) }, "a lapse past the grace period")
        #expect(alice.contains { $0.contains(Florist.gold) && !$0.contains(Florist.large) }, "the upgrade and the refund")
        let bob = seen["bob"] ?? []
        #expect(bob.contains { $0.contains(Florist.large) }, "shared with the family")
        #expect(bob.last == [Florist.roses], "approved; the shared purchase revoked with its refund")
    }

    /// The customer info, its signature checked for a fresh nonce.
    static func customerInfo(_ user: String, client: some TestClientProtocol, signingKey: Curve25519.Signing.PrivateKey) async throws -> CustomerInfo
    {
        let nonce = Data((0..<16).map { _ in UInt8.random(in: 0...255) }).base64EncodedString()
        var headers = HTTPFields.app
        headers[HTTPField.Name(ResponseSignature.nonceHeader)!] = nonce
        let response = try await client.execute(uri: "/v1/subscribers/\(user)", method: .get, headers: headers)
        #expect(response.status == .ok)
        let signature = try #require(response.headers[HTTPField.Name(ResponseSignature.signatureHeader)!])
        let time = try #require(response.headers[HTTPField.Name(ResponseSignature.requestTimeHeader)!].flatMap { Int64($0) })
        let body = Data(response.body.readableBytesView)
        #expect(ResponseSignature.isValid(signature, nonce: nonce, requestTime: time, body: body, key: signingKey.publicKey))
        return try JSONDecoder().decode(CustomerInfo.self, from: body)
    }
}
#endif
