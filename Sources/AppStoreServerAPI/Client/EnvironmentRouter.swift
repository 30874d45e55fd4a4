#if Server
public import AppStoreModels
public import AppStoreSignature
public import AsyncHTTPClient

/// The App Store Server API in both of Apple's environments, for a server that sees both: Production for the
/// app's customers, Sandbox for App Review, TestFlight and developers, all buying from the build that ships.
///
/// A call goes to the environment of the data it concerns (a transaction's or notification's `environment`).
/// When that is unknown, it follows Apple's documented order: production first, then sandbox when production
/// does not know the identifier (4040010 `TransactionIdNotFoundError`, 4040005
/// `OriginalTransactionIdNotFoundError`, or a bare 404 from Send Consumption Information) — see
/// https://developer.apple.com/documentation/appstoreserverapi/transactionidnotfounderror and the App Store
/// Server API's overview. Production's 401 also turns to sandbox: Production refuses the token of an app that
/// was never released there (reported on Apple's forums, thread 806452, while the app is in review).
public struct EnvironmentRouter: Sendable {
    /// The client of Apple's production environment (or a local App Store playing it).
    public var production: AppStoreServerAPIClient
    /// The client of Apple's sandbox environment (or a local App Store playing it).
    public var sandbox: AppStoreServerAPIClient

    public init(production: AppStoreServerAPIClient, sandbox: AppStoreServerAPIClient) {
        self.production = production
        self.sandbox = sandbox
    }

    /// Both environments with one In-App Purchase key (one key serves both): Apple's unless told otherwise (a
    /// local App Store can play either, or both).
    public init(
        key: InAppPurchaseKey,
        production: APIEnvironment = .production,
        sandbox: APIEnvironment = .sandbox,
        httpClient: HTTPClient = .shared,
        clock: any ServiceClock = SystemClock()
    ) {
        self.production = AppStoreServerAPIClient(key: key, environment: production, httpClient: httpClient, clock: clock)
        self.sandbox = AppStoreServerAPIClient(key: key, environment: sandbox, httpClient: httpClient, clock: clock)
        // A local App Store playing an environment holds Apple's limits of that environment: keep to them there too.
        self.production.pacedAs = .production
        self.sandbox.pacedAs = .sandbox
    }

    /// The client for data of `environment`; nil for Xcode and LocalTesting data, which no App Store server knows.
    public func client(for environment: AppStoreEnvironment) -> AppStoreServerAPIClient? {
        switch environment {
        case .production: production
        case .sandbox: sandbox
        default: nil
        }
    }

    /// Runs `call` in `environment`, or, when it is nil, in production and then in sandbox as Apple documents.
    /// Returns the answer and the environment that gave it. Data of Xcode or LocalTesting is refused
    /// (`invalid-request`); when both environments refuse, the error is sandbox's, with production's in its message.
    public func call<Answer: Sendable>(
        in environment: AppStoreEnvironment?,
        _ call: (AppStoreServerAPIClient) async throws(AppStoreServerAPIError) -> Answer
    ) async throws(AppStoreServerAPIError) -> (answer: Answer, environment: AppStoreEnvironment) {
        if let environment {
            guard let client = client(for: environment) else {
                throw AppStoreServerAPIError(.invalidRequest, "data of the \(environment) environment has no App Store Server API")
            }
            return (try await call(client), environment)
        }
        do {
            return (try await call(production), .production)
        } catch let refusal where Self.mayBeSandbox(refusal) {
            do {
                return (try await call(sandbox), .sandbox)
            } catch {
                var both = error
                both.message = "sandbox: \(error.message); production first: \(refusal)"
                throw both
            }
        }
    }

    /// The environment whose App Store knows `transactionId` (any of the customer's transaction ids), asked as
    /// ``call(in:_:)`` asks when the environment is unknown.
    public func environment(of transactionId: String) async throws(AppStoreServerAPIError) -> AppStoreEnvironment {
        try await call(in: nil) { client throws(AppStoreServerAPIError) in try await client.transactionInfo(transactionId) }.environment
    }

    /// Whether production's `error` leaves the data possibly in sandbox: production does not know the id, or
    /// does not take this app's token.
    static func mayBeSandbox(_ error: AppStoreServerAPIError) -> Bool {
        switch error.kind {
        case .unauthorized: return true
        case .api:
            if let code = error.errorCode { return code == .transactionIdNotFound || code == .originalTransactionIdNotFound }
            return error.httpStatus == 404
        default: return false
        }
    }
}
#endif
