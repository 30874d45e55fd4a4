#if Server
import AppStoreModels
import Crypto
import Foundation
import NIOConcurrencyHelpers
import StoreHelper
import StoreHelperFixtures
import StoreHelperJSON
import Testing

/// A server in memory behind ``HTTPTransport``: it can be offline, and it answers customer info signed
/// properly, with a tampered body, or with no signature.
final class FakeServer: HTTPTransport {
    enum Signing { case proper, tampered, none }

    struct State {
        var online = true
        var signing = Signing.proper
        var reports: [TransactionReport] = []
        var nonces: [String?] = []
        var offerRequests: [OfferSignatureRequest] = []
    }

    let key = Curve25519.Signing.PrivateKey()
    let state = NIOLockedValueBox(State())

    func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        let (online, signing) = state.withLockedValue { ($0.online, $0.signing) }
        guard online else { throw URLError(.notConnectedToInternet) }
        #expect(request.headers["Authorization"] == "Bearer app-key-0123456789")
        switch (request.method, request.url.path) {
        case ("POST", "/v1/transactions"):
            let report = try JSONDecoder().decode(TransactionReport.self, from: request.body ?? Data())
            state.withLockedValue { $0.reports.append(report) }
            return HTTPResponse(status: 200, body: try JSONEncoder().encode(TransactionReport.Answer(transactionIds: [], refresh: "skipped")))
        case ("GET", "/v1/subscribers/alice"):
            let nonce = request.headers[ResponseSignature.nonceHeader]
            state.withLockedValue { $0.nonces.append(nonce) }
            let info = CustomerInfo(
                appUserId: "alice",
                requestDate: .init(milliseconds: 1_000),
                activeProductIds: ["gold"],
                entitlements: [:],
                subscriptions: [],
                nonSubscriptionPurchases: [],
                consumableBalances: [:]
            )
            let body = try JSONEncoder().encode(info)
            guard let nonce, signing != .none else { return HTTPResponse(status: 200, body: body) }
            let signature = try key.signature(for: ResponseSignature.message(nonce: nonce, requestTime: 1_000, body: body)).base64EncodedString()
            let sent = signing == .tampered ? Data(String(decoding: body, as: UTF8.self).replacingOccurrences(of: "gold", with: "plat").utf8) : body
            return HTTPResponse(
                status: 200,
                headers: [ResponseSignature.signatureHeader: signature, ResponseSignature.requestTimeHeader: "1000"],
                body: sent
            )
        case ("POST", "/v1/offers/sign"):
            let request = try JSONDecoder().decode(OfferSignatureRequest.self, from: request.body ?? Data())
            state.withLockedValue { $0.offerRequests.append(request) }
            let signature = PromotionalOfferSignature(keyIdentifier: "KEY123", nonce: UUID(), timestamp: 1_000, signature: "c2lnbmVk")
            let answer = OfferSignatureRequest.Answer(
                productId: request.productId,
                offerId: request.offerId,
                signature: signature,
                compactJWS: "a.b.c"
            )
            return HTTPResponse(status: 200, body: try JSONEncoder().encode(answer))
        case ("GET", "/v1/subscribers/broken"):
            return HTTPResponse(status: 200, body: Data("<html>".utf8))
        default:
            return HTTPResponse(status: 500, body: Data(#"{"error":{"kind":"internal"}}"#.utf8))
        }
    }
}

@Suite struct ServerConnectionTests {
    static func connection(
        _ server: FakeServer,
        user: String = "alice",
        trust: TrustedEntitlements = .enforced,
        directory: URL = TemporaryFiles.url("connection")
    ) throws(ServerConnectionError) -> ServerConnection {
        try ServerConnection(
            .init(
                baseURL: URL(string: "https://api.example.com/")!,
                appKey: "app-key-0123456789",
                appUserId: user,
                signingKey: ServerSigningKey(server.key.publicKey),
                trustedEntitlements: trust,
                stateDirectory: directory,
                transport: server
            )
        )
    }

    @Test func transactionsQueuedOfflineSurviveARestartAndAreSentOnce() async throws {
        let server = FakeServer()
        server.state.withLockedValue { $0.online = false }
        let directory = TemporaryFiles.url("connection")
        defer { try? FileManager.default.removeItem(at: directory) }
        do {
            let first = try Self.connection(server, directory: directory)
            try await first.report(["jws-a", "jws-b"])
            #expect(await first.flush() == false, "offline: nothing sent")
            #expect(await first.pendingTransactions == ["jws-a", "jws-b"])
        }

        // The app is killed (the first connection and its retry are gone) and launched again, still offline,
        // then the network comes back.
        let second = try Self.connection(server, directory: directory)
        #expect(await second.pendingTransactions == ["jws-a", "jws-b"], "the queue was kept in the file")
        server.state.withLockedValue { $0.online = true }
        #expect(await second.flush())
        #expect(await second.pendingTransactions.isEmpty)
        try await second.report(["jws-a", "jws-c"])
        #expect(await second.flush())
        let reports = server.state.withLockedValue { $0.reports }
        #expect(reports.map(\.signedTransactions) == [["jws-a", "jws-b"], ["jws-c"]], "jws-a went once")
        #expect(reports.allSatisfy { $0.appUserId == "alice" })
        let third = try Self.connection(server, directory: directory)
        try await third.report(["jws-b"])
        #expect(await third.pendingTransactions.isEmpty, "what was sent is remembered across launches")
    }

    @Test func enforcedTrustTakesOnlyAnswersSignedForThisRequest() async throws {
        let server = FakeServer()
        let connection = try Self.connection(server)
        let verified = try await connection.customerInfo()
        #expect(verified.verification == .verified && verified.info.activeProductIds == ["gold"])
        server.state.withLockedValue { $0.signing = .tampered }
        await #expect(throws: ServerConnectionError.self) { try await connection.customerInfo() }
        do {
            _ = try await connection.customerInfo()
        } catch {
            #expect(error.kind == .signatureInvalid)
        }
        server.state.withLockedValue { $0.signing = .none }
        do {
            _ = try await connection.customerInfo()
            Issue.record("an unsigned answer was taken")
        } catch {
            #expect(error.kind == .signatureMissing)
        }
        let nonces = server.state.withLockedValue { $0.nonces }
        #expect(nonces.allSatisfy { $0 != nil } && Set(nonces.compactMap { $0 }).count == nonces.count, "a fresh nonce each time")
    }

    @Test func informationalTrustReportsABadSignatureAndDisabledSendsNoNonce() async throws {
        let server = FakeServer()
        server.state.withLockedValue { $0.signing = .tampered }
        let informational = try await Self.connection(server, trust: .informational).customerInfo()
        guard case .failed(let reason) = informational.verification else {
            Issue.record("a tampered answer passed as \(informational.verification)")
            return
        }
        #expect(reason.contains("does not check"))
        #expect(informational.info.activeProductIds == ["plat"], "informational keeps going with what came")
        let disabled = try await Self.connection(server, trust: .disabled).customerInfo()
        #expect(disabled.verification == .notRequested)
        #expect(server.state.withLockedValue { $0.nonces.last } == .some(nil), "no nonce asked for")
    }

    @Test func badAnswersAndSettingsAreTypedErrors() async throws {
        let server = FakeServer()
        do {
            _ = try await Self.connection(server, user: "broken", trust: .disabled).customerInfo()
            Issue.record("HTML was taken as customer info")
        } catch {
            #expect(error.kind == .badAnswer)
        }
        do {
            _ = try await Self.connection(server, user: "someone-else", trust: .disabled).customerInfo()
            Issue.record("a 500 was taken")
        } catch {
            #expect(error.kind == .refused && error.message.contains("500"))
        }
        server.state.withLockedValue { $0.online = false }
        do {
            _ = try await Self.connection(server).customerInfo()
            Issue.record("no answer was taken")
        } catch {
            #expect(error.kind == .unreachable)
        }
        #expect(throws: ServerConnectionError.self, "enforced trust without a key") {
            try ServerConnection(
                .init(baseURL: URL(string: "https://x.example")!, appKey: "k", appUserId: "alice", stateDirectory: URL(fileURLWithPath: "/tmp"))
            )
        }
        #expect(throws: ServerConnectionError.self, "an empty user id") { try Self.connection(server, user: "") }
    }

    @Test func theServerSignsPromotionalOffersForTheUser() async throws {
        let server = FakeServer()
        let connection = try Self.connection(server)
        let token = connection.appAccountToken
        let offer = try await ServerOfferSigner(connection).sign(productId: "gold", offerId: "come-back", appAccountToken: token)
        #expect(offer.offerId == "come-back")
        #expect(offer.signature?.keyIdentifier == "KEY123" && offer.signature?.signature == "c2lnbmVk")
        let sent = try #require(server.state.withLockedValue { $0.offerRequests.first })
        #expect(sent == OfferSignatureRequest(appUserId: "alice", productId: "gold", offerId: "come-back", appAccountToken: token))
    }

    @Test func theAppAccountTokenIsStablePerUserAndDistinctBetweenUsers() throws {
        let alice = ServerConnection.appAccountToken(for: "alice")
        #expect(alice == ServerConnection.appAccountToken(for: "alice"))
        #expect(alice != ServerConnection.appAccountToken(for: "bob"))
        #expect(alice.uuidString.dropFirst(14).first == "8", "a version 8 UUID: \(alice)")
        #expect(try Self.connection(FakeServer()).appAccountToken == alice)
    }
}
#endif
