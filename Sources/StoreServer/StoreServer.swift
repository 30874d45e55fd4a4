#if Server
public import AppStoreModels
import AppStoreServerAPI
import AppStoreSignature
import Entitlements
import Foundation
public import Hummingbird
public import Logging
public import StoreStorage
import StoreWeb

/// The app's backend: App Store Server Notifications in, signed transactions from apps, customer info
/// out, over the storage it is given.
public struct StoreServer: Sendable {
    public let settings: ServerSettings
    public let storage: any ServerStorage
    /// What instant it is for customers — what is verified, owned and stamped: the wall clock, or a local App
    /// Store's when developing against one, or a test's `MockClock`.
    public let clock: any ServiceClock
    /// Real time, whatever ``clock`` says: job leases and retries (every process on the database agrees on it),
    /// the retention latency budget, wrong-key windows and dashboard sessions.
    public let wallClock: any ServiceClock
    /// What the server counts, served at `/metrics`.
    public let metrics: ServerMetrics
    let logger: Logger

    public init(
        settings: ServerSettings,
        storage: any ServerStorage,
        clock: any ServiceClock = SystemClock(),
        wallClock: any ServiceClock = SystemClock(),
        logger: Logger = Logger(label: "StoreServer")
    ) {
        self.settings = settings
        self.storage = storage
        self.clock = clock
        self.wallClock = wallClock
        self.metrics = ServerMetrics()
        self.logger = logger
    }

    /// Opens the storage `settings` name (with the driver its database URL chose) and migrates it.
    public static func openStorage(_ settings: ServerSettings, logger: Logger) async throws(ServerConfigurationError) -> any ServerStorage {
        do throws(StorageError) {
            let backend = try await settings.database.driver.open(settings.database.url, logger: logger)
            let storage = SQLServerStorage(backend: backend)
            do { try await storage.migrate() } catch {
                await storage.shutdown()
                throw error
            }
            return storage
        } catch {
            throw ServerConfigurationError(setting: "database", error.message)
        }
    }

    /// The pieces the routes and the jobs share.
    struct Parts {
        let sources: TrustedSources
        let api: EnvironmentRouter?
        let notifications: NotificationIntake
    }

    func parts() throws(ServerConfigurationError) -> Parts {
        let sources: TrustedSources
        do {
            sources = try TrustedSources(
                bundleId: settings.bundleId,
                appAppleId: settings.appAppleId,
                environments: settings.environments,
                extraRoots: settings.extraRoots,
                productionTestRoots: settings.testRootsTrustedForProduction,
                clock: clock,
                logger: logger
            )
        } catch {
            throw ServerConfigurationError(setting: "environments", error.message)
        }
        let api = settings.api
        let notifications = NotificationIntake(
            sources: sources,
            storage: storage,
            clock: clock,
            answersConsumptionRequests: api != nil && settings.consumptionPolicy == .consented,
            metrics: metrics,
            logger: logger
        )
        return Parts(sources: sources, api: api, notifications: notifications)
    }

    /// The routes, on a router.
    public func router() throws(ServerConfigurationError) -> Router<ServerRequestContext> { router(try parts()) }

    func router(_ parts: Parts) -> Router<ServerRequestContext> {
        let failures = FailedAuthentications(clock: wallClock)
        let customers = CustomerInfoService(
            storage: storage,
            engine: EntitlementEngine(catalog: settings.catalog),
            entitlements: settings.entitlements,
            grantingSandbox: settings.sandboxGrantsEntitlements,
            consentRescinded: settings.consentRescinded,
            clock: clock
        )
        let routes = ServerRoutes(
            notifications: parts.notifications,
            transactions: TransactionIntake(
                sources: parts.sources,
                storage: storage,
                ownership: settings.ownershipPolicy,
                refreshes: parts.api != nil,
                clock: clock,
                metrics: metrics,
                logger: logger
            ),
            receipts: ReceiptImport(
                sources: parts.sources,
                trust: ReceiptTrust(
                    bundleId: settings.bundleId,
                    receiptRoots: settings.receiptRoots,
                    productionTestRoots: settings.testRootsTrustedForProduction,
                    extraRoots: settings.extraRoots
                ),
                throttle: ReceiptThrottle(clock: wallClock),
                storage: storage,
                api: parts.api,
                ownership: settings.ownershipPolicy,
                clock: clock,
                metrics: metrics,
                logger: logger
            ),
            extensions: RenewalExtension(storage: storage, api: parts.api, clock: clock, logger: logger),
            customers: customers,
            offers: OfferSigning(
                signatures: settings.offerKey.map { OfferSignatures(key: $0, clock: clock) },
                offers: settings.promotionalOffers,
                catalog: settings.catalog,
                eligibility: settings.offerEligibility,
                storage: storage,
                customers: customers
            ),
            retention: RetentionService(
                sources: parts.sources,
                storage: storage,
                rules: settings.retention,
                signatures: settings.offerKey.map { OfferSignatures(key: $0, clock: clock) },
                clock: clock,
                wallClock: wallClock,
                metrics: metrics,
                logger: logger
            ),
            storage: storage,
            metrics: metrics,
            appKeys: KeyAuthorization(keys: settings.appKeys, role: "app", failures: failures),
            adminKeys: KeyAuthorization(keys: settings.adminKeys, role: "admin", failures: failures),
            signingKey: settings.responseSigningKey,
            catchUps: parts.api == nil ? [] : CatchUp.environments(accepting: settings.environments),
            analytics: Analytics(catalog: settings.catalog),
            environments: settings.environments,
            sessions: DashboardSessions(adminKeys: settings.adminKeys, clock: wallClock),
            secureCookies: settings.secureCookies,
            clock: clock
        )
        let router = Router(context: ServerRequestContext.self)
        router.add(middleware: ClientAddressMiddleware(proxies: settings.trustedProxies))
        router.add(middleware: LogRequestsMiddleware(.debug))
        router.add(middleware: RequestMetricsMiddleware(metrics: metrics))
        router.add(middleware: ServerFailures.middleware())
        router.add(middleware: HostCheck(allowedNames: settings.allowedHosts, pagePrefixes: ["/dashboard", "/static"]))
        routes.add(to: router)
        return router
    }

    /// The durable jobs: catch-up, consumption information and status refreshes (each needs the App
    /// Store Server API; without it only the jobs table is served).
    public func jobRunner() throws(ServerConfigurationError) -> JobRunner { jobRunner(try parts()) }

    func jobRunner(_ parts: Parts) -> JobRunner {
        var handlers: [String: JobRunner.Handler] = [:]
        if let api = parts.api {
            let refresh = StatusRefresh(sources: parts.sources, storage: storage, api: api, clock: clock)
            let catchUp = CatchUp(storage: storage, api: api, intake: parts.notifications, clock: clock, logger: logger)
            let consumption = ConsumptionReporter(storage: storage, api: api, clock: clock, logger: logger)
            handlers[StatusRefresh.Payload.kind] = { job in try await refresh.run(job) }
            handlers[CatchUp.Payload.kind] = { job in try await catchUp.run(job) }
            handlers[ConsumptionReporter.Payload.kind] = { job in try await consumption.run(job) }
            let tokens = AccountTokenBinding(storage: storage, api: api, logger: logger)
            handlers[AccountTokenBinding.Payload.kind] = { job in try await tokens.run(job) }
        }
        return JobRunner(
            storage: storage,
            handlers: handlers,
            options: settings.jobs,
            catchUps: parts.api == nil ? [] : CatchUp.environments(accepting: settings.environments),
            metrics: metrics,
            logger: logger,
            clock: wallClock
        )
    }

    /// The HTTP application, listening on the settings' host and port; `onReady` gets the port.
    public func application(onReady: @escaping @Sendable (Int) async -> Void = { _ in }) throws(ServerConfigurationError) -> some ApplicationProtocol
    {
        let parts = try parts()
        if !settings.testRootsTrustedForProduction.isEmpty {
            logger.warning(
                "testRootsTrustedForProduction is set: Production data signed by roots other than Apple's is accepted. For tests only; never in a deployment."
            )
        }
        return Application(
            router: router(parts),
            server: settings.limits.server(logger: logger),
            configuration: .init(
                address: .hostname(settings.host, port: settings.port),
                serverName: "StoreHelper-StoreServer",
                availableConnectionsDelegate: settings.limits.connectionCap(logger: logger)
            ),
            services: [jobRunner(parts)],
            onServerRunning: { channel in await onReady(channel.localAddress?.port ?? 0) },
            logger: logger
        )
    }

    /// Serves and runs the jobs until SIGINT or SIGTERM (requests in flight finish; the job in hand is
    /// cancelled and runs again later), then closes the storage.
    public func run(onReady: @escaping @Sendable (Int) async -> Void = { _ in }) async throws {
        let app = try application(onReady: onReady)
        do { try await app.runService() } catch {
            await storage.shutdown()
            throw error
        }
        await storage.shutdown()
    }
}
#endif
