#if Server
public import AppStoreModels
public import AppStoreSignature
public import AsyncHTTPClient
public import Foundation
public import NIOCore
import NIOHTTP1

/// A client of Apple's App Store Server API (or the local App Store's): typed requests and responses,
/// the bearer token made with an In-App Purchase key and reused until near its expiry, Apple's errors
/// as ``AppStoreServerAPIError``, `Retry-After`-aware retries of 429 answers, and calls paced to Apple's limit of
/// each endpoint (``pacedAs``).
public struct AppStoreServerAPIClient: Sendable {
    public let environment: APIEnvironment
    let httpClient: HTTPClient
    let tokens: TokenCache
    let clock: any ServiceClock
    let pacer = RequestPacer()
    /// The environment whose rate limits the client keeps to (Apple's per-endpoint limits, counted per client): a
    /// call waits its turn, up to ``longestRetryWait``, or fails `rate-limited` without being sent; after a 429 the
    /// endpoint waits out its `Retry-After`. Production or Sandbox for Apple's environments; nil (no pacing) for a
    /// local URL unless set.
    public var pacedAs: AppStoreEnvironment?
    /// How many times a 429 answer is retried (after its `Retry-After`) before it is an error.
    public var rateLimitRetries = 2
    /// The longest `Retry-After` the client waits for; longer ones are errors at once.
    public var longestRetryWait: TimeInterval = 30
    /// How long one request may take.
    public var timeout: TimeAmount = .seconds(30)
    /// The most of an answer that is read.
    public static let maximumResponseBytes = 16 << 20

    /// A client for the app of `key`; `clock` dates the tokens and times the waits before retries (the wall clock
    /// unless a test says so).
    public init(
        key: InAppPurchaseKey,
        environment: APIEnvironment,
        httpClient: HTTPClient = .shared,
        tokenLifetime: TimeInterval = 300,
        clock: any ServiceClock = SystemClock()
    ) {
        self.environment = environment
        self.httpClient = httpClient
        self.clock = clock
        tokens = TokenCache(key: key, lifetime: tokenLifetime, clock: clock)
        switch environment {
        case .production: pacedAs = .production
        case .sandbox: pacedAs = .sandbox
        case .local: pacedAs = nil
        }
    }

    /// How long a `Retry-After` asks to wait, in either form it is met in: whole seconds (RFC 9110), or the UNIX
    /// time in milliseconds when the limit lifts (a number past 10^11: as seconds that would be 3,000 years). Nil for
    /// anything else.
    package static func retryWait(_ header: String?, now: Date) -> TimeInterval? {
        guard let header, header.utf8.count <= 20, let value = Int64(header.trimmingCharacters(in: .whitespaces)), value >= 0 else {
            return nil
        }
        guard value >= 100_000_000_000 else { return TimeInterval(value) }
        return max(0, TimeInterval(value) / 1_000 - now.timeIntervalSince1970)
    }

    /// Sends a request and decodes the answer as `Answer`.
    func send<Answer: Decodable>(
        _ method: HTTPMethod,
        _ path: String,
        query: [(name: String, value: String)] = [],
        body: (some Encodable)? = nil as Never?,
        as _: Answer.Type
    ) async throws(AppStoreServerAPIError) -> Answer {
        let data = try await send(method, path, query: query, body: body)
        do { return try JSONDecoder().decode(Answer.self, from: data) } catch {
            throw AppStoreServerAPIError(.invalidResponse, "the answer to \(method) \(path) is not the JSON of a \(Answer.self)")
        }
    }

    /// Sends a request and returns the answer's body, retrying 429s as ``rateLimitRetries`` allows.
    @discardableResult
    func send(
        _ method: HTTPMethod,
        _ path: String,
        query: [(name: String, value: String)] = [],
        body: (some Encodable)? = nil as Never?
    ) async throws(AppStoreServerAPIError) -> Data {
        var encoded: (Data, contentType: String)?
        if let body {
            do { encoded = (try JSONEncoder().encode(body), "application/json") } catch {
                throw AppStoreServerAPIError(.invalidRequest, "the request body could not be encoded: \(error)")
            }
        }
        return try await send(method, path, query: query, encoded: encoded)
    }

    /// Sends `bytes` of `contentType` as the body (an image) and returns the answer's body.
    @discardableResult
    func send(
        _ method: HTTPMethod,
        _ path: String,
        query: [(name: String, value: String)] = [],
        bytes: Data,
        contentType: String
    ) async throws(AppStoreServerAPIError) -> Data {
        try await send(method, path, query: query, encoded: (bytes, contentType))
    }

    private func send(
        _ method: HTTPMethod,
        _ path: String,
        query: [(name: String, value: String)],
        encoded: (Data, contentType: String)?
    ) async throws(AppStoreServerAPIError) -> Data {
        let limit = pacedAs.flatMap { environment in ServerAPIRateLimit.matching(method: method.rawValue, path: path).map { ($0, environment) } }
        var attempt = 0
        while true {
            if let (limit, environment) = limit { try await waitForTurn(limit, in: environment) }
            do {
                return try await sendOnce(method, path, query: query, body: encoded)
            } catch  where error.kind == .rateLimited {
                let wait = error.retryAfter ?? 1
                if let (limit, environment) = limit { pacer.hold(limit, in: environment, until: clock.now.addingTimeInterval(wait), now: clock.now) }
                guard attempt < rateLimitRetries && wait <= longestRetryWait else { throw error }
                attempt += 1
                // A paced call waits for its turn, which the hold put after the wait.
                if limit == nil { try? await clock.sleep(for: .seconds(wait)) }
            }
        }
    }

    /// Waits for the next turn of `limit` in `environment`, or fails `rate-limited` (nothing sent) when it is further
    /// off than ``longestRetryWait``.
    private func waitForTurn(_ limit: ServerAPIRateLimit, in environment: AppStoreEnvironment) async throws(AppStoreServerAPIError) {
        guard let (wait, taken) = pacer.turn(limit, in: environment, at: clock.now, waitingAtMost: longestRetryWait) else { return }
        guard taken else {
            throw AppStoreServerAPIError(
                .rateLimited,
                "\(limit.endpoint): Apple's limit in \(environment.rawValue) is used up for now; the next turn is in \(Int(wait.rounded(.up))) s",
                retryAfter: wait
            )
        }
        if wait > 0 { try? await clock.sleep(for: .seconds(wait)) }
    }

    private func sendOnce(
        _ method: HTTPMethod,
        _ path: String,
        query: [(name: String, value: String)],
        body: (Data, contentType: String)?
    ) async throws(AppStoreServerAPIError)
        -> Data
    {
        let token: String
        do { token = try tokens.token() } catch { throw AppStoreServerAPIError(.invalidRequest, "no token could be made: \(error.message)") }
        var request = HTTPClientRequest(url: environment.baseURL + path + Self.queryString(query))
        request.method = method
        request.headers.add(name: "Authorization", value: "Bearer \(token)")
        request.headers.add(name: "Accept", value: "application/json")
        request.headers.add(name: "User-Agent", value: "StoreHelper-AppStoreServerAPI/1")
        if let (data, contentType) = body {
            request.headers.add(name: "Content-Type", value: contentType)
            request.body = .bytes(ByteBuffer(bytes: data))
        }
        let response: HTTPClientResponse
        let bytes: ByteBuffer
        do {
            response = try await httpClient.execute(request, timeout: timeout)
            bytes = try await response.body.collect(upTo: Self.maximumResponseBytes)
        } catch {
            throw AppStoreServerAPIError(.transport, "\(method) \(path) got no answer: \(error)")
        }
        let data = Data(bytes.readableBytesView)
        let status = Int(response.status.code)
        if (200..<300).contains(status) { return data }
        let payload = try? JSONDecoder().decode(ErrorPayload.self, from: data)
        let code = payload?.errorCode.map(APIErrorCode.init(rawValue:))
        let message = payload?.errorMessage ?? "HTTP \(status)"
        switch status {
        case 401: throw AppStoreServerAPIError(.unauthorized, "the App Store refused the token", httpStatus: status, errorCode: code)
        case 429:
            let wait = Self.retryWait(response.headers.first(name: "Retry-After"), now: clock.now)
            throw AppStoreServerAPIError(.rateLimited, message, httpStatus: status, errorCode: code, retryAfter: wait)
        default: throw AppStoreServerAPIError(.api, message, httpStatus: status, errorCode: code)
        }
    }

    /// `?name=value&…`, percent-encoded; empty for no parameters.
    static func queryString(_ query: [(name: String, value: String)]) -> String {
        guard !query.isEmpty else { return "" }
        var allowed = CharacterSet.urlQueryAllowed
        allowed.remove(charactersIn: "&=+?#")
        return "?" + query.map { "\($0.name)=\($0.value.addingPercentEncoding(withAllowedCharacters: allowed) ?? "")" }.joined(separator: "&")
    }

    /// One path segment, percent-encoded (an id can never add a segment).
    static func segment(_ value: String) -> String {
        var allowed = CharacterSet.urlPathAllowed
        allowed.remove(charactersIn: "/?#;")
        return value.addingPercentEncoding(withAllowedCharacters: allowed) ?? ""
    }
}
#endif
