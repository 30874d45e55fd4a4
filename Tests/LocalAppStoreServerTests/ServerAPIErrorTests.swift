#if Server
import AppStoreModels
import AppStoreServerAPI
import AppStoreSignature
import AsyncHTTPClient
import Crypto
import Foundation
import HTTPTypes
import LocalAppStore
import LocalAppStoreServerAPI
import NIOCore
import NIOHTTP1
import StoreHelperFixtures
import Testing

@testable import LocalAppStoreServer

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Apple's error codes and HTTP statuses for bad requests, and 401 for every kind of bad token.
@Suite struct ServerAPIErrorTests {
    /// Expects `call` to fail with Apple's `code` (and the code's HTTP status).
    func expect(_ code: APIErrorCode, _ call: () async throws -> Void, sourceLocation: SourceLocation = #_sourceLocation) async {
        do {
            try await call()
            Issue.record("expected error \(code.rawValue), got success", sourceLocation: sourceLocation)
        } catch {
            guard let error = error as? AppStoreServerAPIError else {
                Issue.record("expected error \(code.rawValue), got \(error)", sourceLocation: sourceLocation)
                return
            }
            #expect(error.errorCode == code, sourceLocation: sourceLocation)
            #expect(error.httpStatus == code.httpStatus, sourceLocation: sourceLocation)
            #expect(error.kind == .api, "\(error)", sourceLocation: sourceLocation)
        }
    }

    @Test func badRequestsGetApplesErrorCodes() async throws {
        var idsMade: [String] = []
        var renewalMade = ""
        let served = try ServedStore { store in
            idsMade.append(try buy(Florist.bronze, in: &store))
            idsMade.append(try buy(Florist.large, in: &store))
            try store.advance(by: 40 * Florist.day)
            renewalMade = try #require(store.transactions.first { $0.originalTransactionId == idsMade[0] && $0.id != idsMade[0] }).id
        }
        let (ids, renewal) = (idsMade, renewalMade)
        try await served.serve { client, _ in
            await expect(.invalidTransactionId) { _ = try await client.transactionInfo("abc") }
            await expect(.transactionIdNotFound) { _ = try await client.transactionInfo("2000000000009999") }
            await expect(.transactionIdNotFound) { _ = try await client.transactionHistory("2000000000009999") }
            await expect(.invalidRequestRevision) { _ = try await client.transactionHistory(ids[0], revision: "bm9wZQ") }
            var backwards = TransactionHistoryQuery()
            backwards.startDate = MillisecondDate(milliseconds: 2000)
            backwards.endDate = MillisecondDate(milliseconds: 1000)
            await expect(.startDateAfterEndDate) { _ = try await client.transactionHistory(ids[0], query: backwards) }
            var badSort = TransactionHistoryQuery()
            badSort.sort = HistorySortOrder(rawValue: "SIDEWAYS")
            await expect(.invalidSort) { _ = try await client.transactionHistory(ids[0], query: badSort) }
            var badType = TransactionHistoryQuery()
            badType.productTypes = [HistoryProductType(rawValue: "GIFT")]
            await expect(.invalidProductType) { _ = try await client.transactionHistory(ids[0], query: badType) }
            var badOwnership = TransactionHistoryQuery()
            badOwnership.inAppOwnershipType = InAppOwnershipType(rawValue: "BORROWED")
            await expect(.invalidInAppOwnershipType) { _ = try await client.transactionHistory(ids[0], query: badOwnership) }
            await expect(.invalidStatus) {
                _ = try await client.subscriptionStatuses(ids[0], statuses: [AutoRenewableSubscriptionStatus(rawValue: 9)])
            }
            await expect(.invalidRequestRevision) { _ = try await client.refundHistory(ids[0], revision: "x") }
            await expect(.originalTransactionIdNotFound) { try await client.setAppAccountToken("2000000000009999", UUID()) }
            await expect(.invalidTransactionNotConsumable) { try await client.sendConsumptionData(ids[1], ConsumptionRequestV1()) }

            var extend = ExtendRenewalDateRequest()
            extend.extendByDays = 5
            extend.extendReasonCode = .other
            extend.requestIdentifier = "r"
            await expect(.transactionIdIsNotOriginalTransactionId) { _ = try await client.extendRenewalDate(renewal, extend) }
            var badReason = extend
            badReason.extendReasonCode = ExtendReasonCode(rawValue: 7)
            await expect(.invalidExtendReasonCode) { _ = try await client.extendRenewalDate(ids[0], badReason) }
            var noIdentifier = extend
            noIdentifier.requestIdentifier = nil
            await expect(.invalidRequestIdentifier) { _ = try await client.extendRenewalDate(ids[0], noIdentifier) }
            await expect(.statusRequestNotFound) { _ = try await client.massExtensionStatus(productId: Florist.bronze, requestIdentifier: "none") }

            var history = NotificationHistoryRequest()
            await expect(.invalidStartDate) { _ = try await client.notificationHistory(history) }
            history.startDate = MillisecondDate(Florist.start.addingTimeInterval(-86_400))
            await expect(.invalidEndDate) { _ = try await client.notificationHistory(history) }
            history.endDate = MillisecondDate(Florist.start.addingTimeInterval(86_400))
            history.transactionId = ids[0]
            history.notificationType = .subscribed
            await expect(.multipleFiltersSupplied) { _ = try await client.notificationHistory(history) }
            history.transactionId = nil
            history.notificationType = NotificationType(rawValue: "NOT_A_TYPE")
            await expect(.invalidNotificationType) { _ = try await client.notificationHistory(history) }
            history.notificationType = nil
            history.startDate = MillisecondDate(Florist.start.addingTimeInterval(-181 * 86_400))
            await expect(.startDateTooFarInPast) { _ = try await client.notificationHistory(history) }
            history.startDate = MillisecondDate(Florist.start)
            await expect(.invalidPaginationToken) { _ = try await client.notificationHistory(history, paginationToken: "garbage") }
        }
    }

    @Test func aFamilyCopyCannotTakeAnAppAccountToken() async throws {
        var sharedMade = ""
        let served = try ServedStore { store in
            try store.addAccount("parent", familyId: "smiths")
            try store.addAccount("child", familyId: "smiths")
            _ = try buy(Florist.large, in: &store, account: "parent")
            sharedMade = try #require(store.transactions(for: "child").first).id
        }
        let shared = sharedMade
        try await served.serve { client, _ in
            await expect(.familyTransactionNotSupported) { try await client.setAppAccountToken(shared, UUID()) }
        }
    }

    /// A token with the given header and claims, signed by `key`.
    func token(_ key: P256.Signing.PrivateKey, header: [String: String], claims: [String: Any]) throws -> String {
        func segment(_ object: Any) throws -> String {
            try JSONSerialization.data(withJSONObject: object).base64EncodedString()
                .replacingOccurrences(of: "+", with: "-").replacingOccurrences(of: "/", with: "_").replacingOccurrences(of: "=", with: "")
        }
        let input = try segment(header) + "." + segment(claims)
        let signature = try key.signature(for: Data(input.utf8)).rawRepresentation.base64EncodedString()
            .replacingOccurrences(of: "+", with: "-").replacingOccurrences(of: "/", with: "_").replacingOccurrences(of: "=", with: "")
        return input + "." + signature
    }

    @Test func everyBadTokenIsRefusedWith401() async throws {
        var idMade = ""
        let served = try ServedStore { store in idMade = try buy(Florist.large, in: &store) }
        let id = idMade
        let revoked = try served.change { store in store.serverAPI.createAPIKey() }
        try served.change { store in try store.serverAPI.revokeAPIKey(revoked.key.keyId) }
        let key = served.key
        let now = Int(Date().timeIntervalSince1970)
        let good: [String: Any] = ["iss": key.issuerId, "iat": now, "exp": now + 600, "aud": "appstoreconnect-v1", "bid": Florist.bundleId]
        let header = ["alg": "ES256", "kid": key.keyId, "typ": "JWT"]
        let stranger = P256.Signing.PrivateKey()
        var bad: [(String, String?)] = [
            ("no token", nil),
            ("not a JWT", "Bearer not.a.jwt"),
            ("basic auth", "Basic dXNlcjpwYXNz"),
            ("wrong signer", "Bearer " + (try token(stranger, header: header, claims: good))),
            ("unknown kid", "Bearer " + (try token(key.privateKey, header: ["alg": "ES256", "kid": "NOSUCHKEY1", "typ": "JWT"], claims: good))),
            ("alg none", "Bearer " + (try token(key.privateKey, header: ["alg": "none", "kid": key.keyId], claims: good))),
            ("HS256", "Bearer " + (try token(key.privateKey, header: ["alg": "HS256", "kid": key.keyId], claims: good))),
        ]
        let revokedKey = try P256.Signing.PrivateKey(pemRepresentation: revoked.privateKeyPEM)
        bad.append(
            ("revoked key", "Bearer " + (try token(revokedKey, header: ["alg": "ES256", "kid": revoked.key.keyId, "typ": "JWT"], claims: good)))
        )
        for (name, change) in [
            ("expired", ["exp": now - 10]), ("over an hour", ["exp": now + 3_700]), ("wrong bid", ["bid": "com.other.app"]),
            ("wrong aud", ["aud": "appstoreconnect-v2"]), ("wrong iss", ["iss": UUID().uuidString]),
            ("iat in the future", ["iat": now + 600, "exp": now + 900]),
        ] as [(String, [String: Any])] {
            let claims = good.merging(change) { _, new in new }
            bad.append((name, "Bearer " + (try token(key.privateKey, header: header, claims: claims))))
        }
        var withoutIat = good
        withoutIat["iat"] = nil
        let accepted = "Bearer " + (try token(key.privateKey, header: header, claims: withoutIat))
        let cases = bad
        try await served.serve { client, url in
            // AsyncHTTPClient, not URLSession: on Linux a URLSession request can wait forever on a kept-alive
            // connection the server has closed.
            func status(_ authorization: String?) async throws -> UInt {
                var request = HTTPClientRequest(url: url.appendingPathComponent("inApps/v1/transactions/\(id)").absoluteString)
                if let authorization { request.headers.add(name: "Authorization", value: authorization) }
                return try await HTTPClient.shared.execute(request, timeout: .seconds(30)).status.code
            }
            for (name, authorization) in cases {
                #expect(try await status(authorization) == 401, "\(name)")
            }
            #expect(try await status(accepted) == 200, "a token without iat (as Apple's libraries make) is accepted")
            _ = try await client.transactionInfo(id)
        }
        let foreign = InAppPurchaseKey(privateKey: stranger, keyId: key.keyId, issuerId: key.issuerId, bundleId: Florist.bundleId)
        try await served.serve(clientKey: foreign) { client, _ in
            do throws(AppStoreServerAPIError) {
                _ = try await client.transactionInfo(id)
                Issue.record("a token of a foreign key was accepted")
            } catch {
                #expect(error.kind == .unauthorized)
                #expect(error.httpStatus == 401)
            }
        }
    }

    @Test func retryAfterIsReadAsSecondsOrAsTheUNIXTimeInMillisecondsTheLimitLifts() {
        let now = Date(timeIntervalSince1970: 1_800_000_000)
        #expect(AppStoreServerAPIClient.retryWait("120", now: now) == 120)
        #expect(AppStoreServerAPIClient.retryWait("1800000045000", now: now) == 45)
        #expect(AppStoreServerAPIClient.retryWait("1799999999000", now: now) == 0)  // already lifted
        for nonsense in [nil, "", "-5", "nan", "inf", "1e3", "Wed, 21 Oct 2026 07:28:00 GMT", String(repeating: "9", count: 40)] {
            #expect(AppStoreServerAPIClient.retryWait(nonsense, now: now) == nil, "\(nonsense ?? "nil")")
        }
    }

    @Test func pastTheRateLimitTheAnswerIs429WithWhenToTryAgain() async throws {
        var idMade = ""
        var made = try ServedStore { store in idMade = try buy(Florist.large, in: &store) }
        made.options.rateLimit = RateLimit(1, per: .seconds(3_600))
        let (served, id) = (made, idMade)
        try await served.serve { client, _ in
            var impatient = client
            impatient.rateLimitRetries = 0
            _ = try await impatient.transactionInfo(id)
            do throws(AppStoreServerAPIError) {
                _ = try await impatient.transactionInfo(id)
                Issue.record("a second request within the hour was admitted")
            } catch {
                #expect(error.kind == .rateLimited)
                #expect(error.errorCode == .rateLimitExceeded)
                #expect(error.httpStatus == 429)
                #expect((3_500...3_600).contains(error.retryAfter ?? 0), "Retry-After \(String(describing: error.retryAfter))")
            }
            // Told to wait longer than it is willing to, the default client gives up at once.
            do throws(AppStoreServerAPIError) {
                _ = try await client.transactionInfo(id)
                Issue.record("a request past the limit was admitted")
            } catch {
                #expect(error.kind == .rateLimited)
            }
        }
    }

    // Rule: Apple limits each endpoint per app, in requests a second enforced over an hour, a tenth of Production's
    // in Sandbox (Get Image List: 1 a second), and answers past it 429 with Retry-After, "a UNIX time, in
    // milliseconds" of the next admitted request (https://developer.apple.com/documentation/retentionmessaging/identifying-rate-limits).
    @Test func eachEndpointHasApplesLimitAndRetryAfterIsAUNIXTimeInMilliseconds() async throws {
        let wall = MockClock(Date())
        let served = try ServedStore.sandbox(wall: wall)
        try await served.serve { client, url in
            for _ in 0..<360 { _ = try await client.imageList() }
            // A client whose clock is 100 s behind reads the UNIX time as 110 s away; seconds to wait would read 10.
            var behind = AppStoreServerAPIClient(key: served.key, environment: .local(url), clock: MockClock(wall.now.addingTimeInterval(-100)))
            behind.rateLimitRetries = 0
            do throws(AppStoreServerAPIError) {
                _ = try await behind.imageList()
                Issue.record("the 361st Get Image List within the hour was admitted in Sandbox")
            } catch {
                #expect(error.kind == .rateLimited && error.errorCode == .rateLimitExceeded && error.httpStatus == 429)
                #expect((109...111).contains(error.retryAfter ?? 0), "Retry-After \(String(describing: error.retryAfter))")
            }
            #expect(try await client.messageList().messageIdentifiers?.isEmpty == true, "another endpoint has its own limit")
            wall.advance(by: .seconds(10))
            _ = try await behind.imageList()
        }
        #expect(AppleRateLimits.endpoint(.get, path: "/inApps/v1/transactions/appTransactions/7")?.endpoint == "Get App Transaction Info")
        #expect(AppleRateLimits.endpoint(.post, path: "/inApps/v1/transactions/7/finish")?.endpoint == "Finish Transaction")
        #expect(AppleRateLimits.endpoint(.put, path: "/inApps/v1/messaging/default/p/en-US")?.perSecond == 10)
        #expect(AppleRateLimits.endpoint(.get, path: "/inApps/v1/subscriptions/extend/mass/p/r") == nil)
        #expect(AppleRateLimits.limit(of: try #require(AppleRateLimits.endpoint(.get, path: "/inApps/v1/transactions/7")), in: .localTesting) == nil)
    }

    @Test func theDefaultClientWaitsOutRetryAfterAndGetsThrough() async throws {
        var idMade = ""
        var made = try ServedStore { store in idMade = try buy(Florist.large, in: &store) }
        made.options.rateLimit = RateLimit(1, per: .seconds(1))
        let (served, id) = (made, idMade)
        try await served.serve { client, _ in
            for _ in 0..<3 { _ = try await client.transactionInfo(id) }
        }
    }
}
#endif
