#if Server
public import AppStoreModels
public import AsyncHTTPClient
import Foundation
public import Hummingbird
public import LocalAppStore
import LocalAppStoreRetention
public import LocalAppStoreSQLite
import LocalAppStoreServerAPI
public import Logging
import NIOCore
public import ServiceLifecycle
public import StoreWeb

/// The local App Store over HTTP: Apple's App Store Server API at Apple's paths, and App Store Server
/// Notifications V2 POSTed to the store's notification URL with Apple's retries. It serves a state
/// directory that `storehelper store …` commands keep changing from other processes: every request
/// reads the latest saved state, and every change goes through the directory's lock.
public struct LocalAppStoreServer: Sendable {
    /// How the store's clock moves while it serves.
    public enum ClockMode: String, CaseIterable, Sendable {
        /// Only with `advance` (as the store's commands always have).
        case manual
        /// With the wall clock; the configuration's time rate makes periods short.
        case real
    }

    /// What the server does, beyond the store it serves.
    public struct Options: Sendable {
        public var host = "127.0.0.1"
        /// 0 picks a free port.
        public var port = 8080
        /// When set, saved as the store's notification URL before serving.
        public var notificationURL: String?
        public var clock = ClockMode.manual
        public var retrySchedule = RetrySchedule.apple
        /// The API requests admitted (429 past it); nil: no limit.
        public var rateLimit: RateLimit?
        /// How often the outbox is looked at for deliveries that are due.
        public var deliveryInterval: Duration = .milliseconds(200)
        /// Idle and read timeouts, and the cap on open connections.
        public var limits = ConnectionLimits()
        /// Host names the console answers to besides addresses and `localhost` (DNS rebinding is refused).
        public var allowedHosts: [String] = []
        /// How long the console's cancellation flows wait for the realtime URL's answer (Apple's limit; a test on
        /// a loaded machine may give more).
        public var realtimeTimeLimit: Duration = LocalAppStore.RetentionMessaging.realtimeResponseTimeLimit
        /// How long a Retention Messaging performance test runs.
        public var performanceTestDuration: Duration = .seconds(20)
        /// The wall clock the server keeps to: bearer tokens' times, `RetrySchedule.fast` retries, the rate limit,
        /// the time limit on realtime answers, the pace of performance tests and the store's clock in
        /// ``ClockMode/real`` (a test gives a `MockClock` it moves).
        public var wallClock: any ServiceClock = SystemClock()

        public init() {}
    }

    public let access: StoreAccess
    /// When this server last tried each notification, on the wall clock.
    let attempts: WallClockAttempts
    public var options: Options
    public var logger: Logger
    /// The client that sends real-time retention requests: as the delivery client, but a redirect is not followed
    /// (the signed request is for the URL the app configured, and nowhere else).
    public static let realtimeClient: HTTPClient = {
        var configuration = HTTPClient.Configuration()
        configuration.connectionPool.retryConnectionEstablishment = false
        configuration.timeout.connect = .seconds(5)
        configuration.redirectConfiguration = .disallow
        return HTTPClient(eventLoopGroup: HTTPClient.defaultEventLoopGroup, configuration: configuration)
    }()

    /// The HTTP client notifications are sent with unless one is given: like the App Store's sender,
    /// one attempt makes one connection (a refused connection fails the attempt at once instead of
    /// being retried until the attempt times out). It lives as long as the process.
    public static let deliveryClient: HTTPClient = {
        var configuration = HTTPClient.Configuration()
        configuration.connectionPool.retryConnectionEstablishment = false
        configuration.timeout.connect = .seconds(5)
        return HTTPClient(eventLoopGroup: HTTPClient.defaultEventLoopGroup, configuration: configuration)
    }()

    public init(directory: StateDirectory, options: Options = Options(), logger: Logger = Logger(label: "storehelper.store")) {
        access = StoreAccess(directory: directory)
        attempts = WallClockAttempts(clock: options.wallClock)
        self.options = options
        self.logger = logger
    }

    /// The router of the App Store Server API and the web console at `/console` (what tests drive
    /// in-process); `client` sends the notifications the console sends again.
    public func router(client: HTTPClient = deliveryClient) -> Router<BasicRequestContext> {
        let router = Router(context: BasicRequestContext.self)
        router.add(middleware: AnsweredRequestLog())
        router.add(middleware: APIFailures.middleware())
        router.add(middleware: HostCheck(allowedNames: options.allowedHosts, pagePrefixes: ["/console", "/static"]))
        let clock = options.wallClock
        let responder = APIResponder(
            access: access,
            clock: clock,
            rateLimiter: options.rateLimit.map { RateLimiter($0, clock: clock) },
            appleLimits: AppleRateLimits(clock: clock)
        )
        ServerAPIRoutes(responder: responder).add(to: router)
        RetentionMessagingRoutes(
            responder: responder,
            runner: PerformanceTestRunner(access: access, requester: RealtimeRequester(clock: clock), clock: clock, logger: logger),
            performanceTestDuration: options.performanceTestDuration
        )
        .add(to: router)
        ConsoleRoutes(
            access: access,
            poster: NotificationPoster(client: client, clock: options.wallClock),
            requester: RealtimeRequester(timeout: options.realtimeTimeLimit, clock: clock),
            schedule: options.retrySchedule,
            formGuard: FormGuard(),
            logger: logger
        )
        .add(to: router)
        return router
    }

    /// The background work: notification delivery, and the clock when it is real.
    public func services(client: HTTPClient = deliveryClient) -> [any Service] {
        var services: [any Service] = [
            NotificationDeliveryService(
                access: access,
                poster: NotificationPoster(client: client, clock: options.wallClock),
                schedule: options.retrySchedule,
                attempts: attempts,
                logger: logger,
                interval: options.deliveryInterval
            )
        ]
        if options.clock == .real { services.append(RealClockService(access: access, clock: options.wallClock, logger: logger)) }
        return services
    }

    /// Delivers the notifications due now, once (what the delivery service does every
    /// ``Options/deliveryInterval``).
    public func deliverDueNotifications(client: HTTPClient = deliveryClient) async {
        await NotificationDeliveryService(
            access: access,
            poster: NotificationPoster(client: client, clock: options.wallClock),
            schedule: options.retrySchedule,
            attempts: attempts,
            logger: logger
        )
        .deliverDue()
    }

    /// The HTTP application on the options' host and port, with its limits; `onReady` gets the port.
    public func application(onReady: @escaping @Sendable (Int) async -> Void = { _ in }) -> some ApplicationProtocol {
        Application(
            router: router(),
            server: options.limits.server(logger: logger),
            configuration: .init(
                address: .hostname(options.host, port: options.port),
                serverName: "StoreHelper-LocalAppStore",
                availableConnectionsDelegate: options.limits.connectionCap(logger: logger)
            ),
            services: services(),
            onServerRunning: { channel in await onReady(channel.localAddress?.port ?? 0) },
            logger: logger
        )
    }

    /// Serves until SIGINT or SIGTERM; `onReady` gets the port once it listens.
    public func run(onReady: @escaping @Sendable (Int) async -> Void = { _ in }) async throws {
        // A performance test a stopped server was running sends nothing more.
        try await access.change { (store) throws(ServerAPIError) in store.retentionMessaging.abandonPerformanceTests() }
        if let url = options.notificationURL {
            try await access.change { (store) throws(ServerAPIError) in
                guard store.notificationURL != url else { return }
                do throws(StoreError) { try store.setNotificationURL(url) } catch { throw ServerAPIError(.generalBadRequest, error.message) }
            }
        }
        try await application(onReady: onReady).runService()
    }
}
#endif
