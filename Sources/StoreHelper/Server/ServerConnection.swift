public import Foundation
public import StoreHelperJSON

/// StoreHelper's line to the app's own server (StoreServer): every verified transaction is reported to
/// `POST /v1/transactions` (queued in a file first, so nothing is lost offline and nothing is sent
/// twice), customer info comes from `GET /v1/subscribers/{appUserId}` with its signature checked as
/// ``TrustedEntitlements`` says, promotional offers are signed by `POST /v1/offers/sign`, and an app migrating
/// from StoreKit 1 sends its app receipt once (`POST /v1/receipts`).
public actor ServerConnection {
    /// Where the server is and how to talk to it.
    public struct Configuration: Sendable {
        /// The server's base URL (`https://api.example.com`).
        public var baseURL: URL
        /// The app's API key (sent as `Authorization: Bearer …`).
        public var appKey: String
        /// The app's user, as the app's account system names them.
        public var appUserId: String
        /// The public half of the server's response-signing key, pinned in the app.
        public var signingKey: ServerSigningKey?
        public var trustedEntitlements: TrustedEntitlements
        /// A directory of the app's where the queue of unsent transactions is kept.
        public var stateDirectory: URL
        public var transport: any HTTPTransport

        public init(
            baseURL: URL,
            appKey: String,
            appUserId: String,
            signingKey: ServerSigningKey? = nil,
            trustedEntitlements: TrustedEntitlements = .enforced,
            stateDirectory: URL,
            transport: any HTTPTransport = URLSessionTransport()
        ) {
            self.baseURL = baseURL
            self.appKey = appKey
            self.appUserId = appUserId
            self.signingKey = signingKey
            self.trustedEntitlements = trustedEntitlements
            self.stateDirectory = stateDirectory
            self.transport = transport
        }
    }

    public let configuration: Configuration
    /// The app account token of ``Configuration/appUserId``: the same UUID on every device and every
    /// launch, set on every purchase so the App Store's notifications name the user.
    public nonisolated let appAccountToken: UUID
    private var outbox: TransactionOutbox
    /// The one send in progress (sends never overlap, so nothing goes twice).
    private var sending: Task<Bool, Never>?
    /// A retry waiting for its time.
    private var retry: Task<Void, Never>?
    private var retryDelay: Duration = .seconds(2)
    /// The most transactions one report carries (the server's limit).
    static let transactionsPerReport = 100
    /// The longest wait between retries.
    static let longestRetryDelay: Duration = .seconds(300)

    /// Opens the connection, reading the queue left by an earlier run.
    public init(_ configuration: Configuration) throws(ServerConnectionError) {
        guard !configuration.appUserId.isEmpty, configuration.appUserId.utf8.count <= 255 else {
            throw ServerConnectionError(.configuration, "the app user id must be 1 to 255 bytes")
        }
        if configuration.trustedEntitlements != .disabled, configuration.signingKey == nil {
            throw ServerConnectionError(
                .configuration,
                "trusted entitlements \(configuration.trustedEntitlements.rawValue) need the server's signing key"
            )
        }
        self.configuration = configuration
        appAccountToken = Self.appAccountToken(for: configuration.appUserId)
        outbox = try TransactionOutbox(file: configuration.stateDirectory.appendingPathComponent("storehelper-outbox.json"))
    }

    deinit { retry?.cancel() }

    /// The app account token for `appUserId`: a version 8 UUID made of the SHA-256 of the user id,
    /// so every install of the app gives the same user the same token, and the server, which derives it the
    /// same way (`AppAccountToken`), binds it to that user alone.
    public static func appAccountToken(for appUserId: String) -> UUID {
        AppAccountToken.derived(for: appUserId)
    }

    // MARK: - Transactions

    /// Transactions queued and not yet taken by the server.
    public var pendingTransactions: [String] { outbox.pending }

    /// Queues verified signed transactions for the server (each once, ever) and starts sending them.
    public func report(_ signedTransactions: [String]) throws(ServerConnectionError) {
        guard try outbox.add(signedTransactions) else { return }
        _ = startSending()
    }

    /// Sends everything queued now; returns whether the queue is empty after (what failed stays queued
    /// and is retried later, with a doubling delay).
    @discardableResult
    public func flush() async -> Bool {
        _ = await startSending().value
        return outbox.pending.isEmpty
    }

    /// The send in progress, or a new one (replacing a retry that is waiting).
    private func startSending() -> Task<Bool, Never> {
        if let sending { return sending }
        retry?.cancel()
        retry = nil
        let task = Task { await self.sendPending() }
        sending = task
        return task
    }

    private func sendPending() async -> Bool {
        defer { sending = nil }
        while !outbox.pending.isEmpty {
            let batch = Array(outbox.pending.prefix(Self.transactionsPerReport))
            do {
                let report = TransactionReport(appUserId: configuration.appUserId, signedTransactions: batch)
                let response = try await call("POST", "/v1/transactions", body: try JSONEncoder().encode(report))
                _ = try decode(TransactionReport.Answer.self, response)
                try outbox.markSent(batch)
                retryDelay = .seconds(2)
            } catch {
                scheduleRetry()
                return false
            }
        }
        return true
    }

    private func scheduleRetry() {
        let delay = retryDelay
        retryDelay = min(retryDelay * 2, Self.longestRetryDelay)
        retry = Task { [weak self] in  // a connection let go stops retrying (its deinit cancels this)
            try? await Task.sleep(for: delay)  // the wall clock: a network retry's back-off
            guard !Task.isCancelled else { return }
            _ = await self?.startSending()
        }
    }

    // MARK: - Customer info

    /// The server's customer info for the user, its signature checked as configured.
    public func customerInfo() async throws(ServerConnectionError) -> ServerCustomerInfo {
        let path = "/v1/subscribers/\(configuration.appUserId.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed.subtracting(["/"])) ?? "")"
        guard configuration.trustedEntitlements != .disabled, let key = configuration.signingKey else {
            return ServerCustomerInfo(info: try decode(CustomerInfo.self, try await call("GET", path)), verification: .notRequested)
        }
        let nonce = Data((0..<32).map { _ in UInt8.random(in: .min ... .max) }).base64EncodedString()
        let response = try await call("GET", path, headers: [ResponseSignature.nonceHeader: nonce])
        let info = try decode(CustomerInfo.self, response)
        let problem: ServerConnectionError? = {
            guard let signature = response.headers[ResponseSignature.signatureHeader.lowercased()],
                let time = response.headers[ResponseSignature.requestTimeHeader.lowercased()].flatMap({ Int64($0) })
            else { return ServerConnectionError(.signatureMissing, "the answer carries no signature") }
            guard ResponseSignature.isValid(signature, nonce: nonce, requestTime: time, body: response.body, key: key.publicKey) else {
                return ServerConnectionError(.signatureInvalid, "the signature does not check under the pinned key for this request")
            }
            return nil
        }()
        guard let problem else { return ServerCustomerInfo(info: info, verification: .verified) }
        if configuration.trustedEntitlements == .informational { return ServerCustomerInfo(info: info, verification: .failed(problem.message)) }
        throw problem
    }

    // MARK: - Receipts

    /// Sends the app receipt (its base64 text) to `POST /v1/receipts` once for the user, for an app whose earlier
    /// versions sold with StoreKit 1: the server reads a transaction id out of it and stores the customer's history
    /// from the App Store Server API. Returns the server's answer, or nil when it was sent for this user before or
    /// holds no purchase (the server's `receipt-without-purchases`); both are remembered in the state directory, so
    /// later calls send nothing. A failure throws, and the next call tries again.
    public func migrateAppReceipt(_ receipt: String) async throws(ServerConnectionError) -> ReceiptReport.Answer? {
        let done = configuration.stateDirectory.appendingPathComponent("storehelper-receipt-sent-\(appAccountToken.uuidString.lowercased())")
        if FileManager.default.fileExists(atPath: done.path) { return nil }
        let body: Data
        do { body = try JSONEncoder().encode(ReceiptReport(appUserId: configuration.appUserId, receipt: receipt)) } catch {
            throw ServerConnectionError(.configuration, "cannot encode the receipt report: \(error)")
        }
        let response = try await call("POST", "/v1/receipts", body: body, accepting: [200, 422])
        let answer = response.status == 200 ? try decode(ReceiptReport.Answer.self, response) : nil
        try? FileManager.default.createDirectory(at: configuration.stateDirectory, withIntermediateDirectories: true)
        guard FileManager.default.createFile(atPath: done.path, contents: response.body) else {
            throw ServerConnectionError(.outbox, "cannot write \(done.path)")
        }
        return answer
    }

    // MARK: - Offers

    /// Has the server sign promotional offer `offerId` of `productId` for the user.
    public func signOffer(
        productId: String,
        offerId: String,
        appAccountToken: UUID?
    ) async throws(ServerConnectionError) -> OfferSignatureRequest.Answer {
        let request = OfferSignatureRequest(
            appUserId: configuration.appUserId,
            productId: productId,
            offerId: offerId,
            appAccountToken: appAccountToken
        )
        let body: Data
        do { body = try JSONEncoder().encode(request) } catch {
            throw ServerConnectionError(.configuration, "cannot encode the offer request: \(error)")
        }
        return try decode(OfferSignatureRequest.Answer.self, try await call("POST", "/v1/offers/sign", body: body))
    }

    // MARK: - HTTP

    private func call(
        _ method: String,
        _ path: String,
        headers: [String: String] = [:],
        body: Data? = nil,
        accepting statuses: Set<Int> = [200]
    ) async throws(ServerConnectionError) -> HTTPResponse {
        guard let url = URL(string: configuration.baseURL.absoluteString.trimmingSuffix("/") + path) else {
            throw ServerConnectionError(.configuration, "\(configuration.baseURL) and \(path) do not make a URL")
        }
        var all = headers
        all["Authorization"] = "Bearer \(configuration.appKey)"
        if body != nil { all["Content-Type"] = "application/json" }
        let response: HTTPResponse
        do { response = try await configuration.transport.send(HTTPRequest(method: method, url: url, headers: all, body: body)) } catch {
            throw ServerConnectionError(.unreachable, "\(method) \(path): \(error)")
        }
        guard statuses.contains(response.status) else {
            let detail = String(decoding: response.body.prefix(300), as: UTF8.self)
            throw ServerConnectionError(.refused, "\(method) \(path) answered \(response.status): \(detail)")
        }
        return response
    }

    private func decode<T: Decodable>(_ type: T.Type, _ response: HTTPResponse) throws(ServerConnectionError) -> T {
        do { return try JSONDecoder().decode(type, from: response.body) } catch {
            throw ServerConnectionError(.badAnswer, "the answer is not a \(type): \(error)")
        }
    }
}

extension String {
    fileprivate func trimmingSuffix(_ suffix: String) -> String { hasSuffix(suffix) ? String(dropLast(suffix.count)) : self }
}
