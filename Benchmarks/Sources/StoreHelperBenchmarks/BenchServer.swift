#if Server
import AppStoreModels
import AppStoreSignature
import ArgumentParser
import Atomics
import Crypto
import Foundation
import LocalAppStore
import Logging
import NIOConcurrencyHelpers
import NIOCore
import NIOHTTP1
import StoreHelperJSON
import StoreKitConfiguration
import StoreServer
import StoreStorage
import StoreStoragePostgres
import StoreStorageSQLite
import SwiftASN1

/// `storehelper-bench server`: StoreServer on loopback under concurrent clients: notification ingest
/// (HTTP, three signature checks, a durable commit) against the raw P-256 rate of the same cores, then
/// customer-info requests per second with their latency.
struct BenchServer: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "server",
        abstract: "Notification ingest per second against raw P-256 checks on every core; customer-info requests per second, p50 and p99.",
        discussion: """
            A local store flies --subscribers monthly subscriptions for --months months; each of its notifications \
            (SUBSCRIBED, DID_RENEW) carries a transaction and a renewal info, so taking one in costs three ES256 \
            checks. The ceiling is the raw rate of the same cores divided by three. Customer info is then asked for \
            by --info-clients clients, signed (a new nonce per request, from 64) and unsigned; /healthz from the \
            same clients is the floor of the server and the generator together. Build with -c release: \
            swift run -c release --traits Server storehelper-bench server --json
            """
    )

    @Option(help: "sqlite:PATH or postgres://… (default: a temporary SQLite file).") var database: String?
    @Option(help: "Subscribers.") var subscribers = 200
    @Option(help: "Months flown (one renewal notification each).") var months = 12
    @Option(help: "Concurrent clients sending notifications.") var clients = 32
    @Option(help: "Concurrent clients asking for customer info.") var infoClients = 8
    @Option(help: "Customer-info requests measured (each way: signed and unsigned; --generator builtin).") var requests = 50_000
    @Option(
        help:
            "Who asks for customer info and /healthz: builtin (SwiftNIO, a thread of this process) or wrk (Debian's wrk on PATH, a process of its own)."
    )
    var generator: Generator = .builtin
    @Option(help: "Seconds of each wrk run (--generator wrk).") var wrkSeconds = 5
    @Flag(help: "Print the results as JSON.") var json = false

    struct Report: Encodable {
        let database: String
        let notifications: Int
        let clients: Int
        let ingestPerSecond: Double
        let rawP256VerifyPerSecondAllCores: Double
        /// The raw rate divided by the three checks a notification needs.
        let ingestCeilingPerSecond: Double
        let ingestRatioToCeiling: Double
        /// The same notifications verified in process, no HTTP, no database (what verification alone allows).
        let verifyOnlyPerSecond: Double
        /// The verified notifications stored again under new ids by as many concurrent callers, no HTTP
        /// and no verification (what the database path alone allows).
        let storeOnlyPerSecond: Double
        /// Who sent the customer-info and `/healthz` load: `builtin` or `wrk`.
        let generator: String
        /// Signed customer-info requests measured.
        let customerInfoRequests: Int
        let customerInfoClients: Int
        /// Answers signed for a nonce sent with each request (an Ed25519 signature each).
        let customerInfoPerSecond: Double
        let customerInfoP50Milliseconds: Double
        let customerInfoP99Milliseconds: Double
        /// The same requests without a nonce: answers not signed.
        let unsignedCustomerInfoPerSecond: Double
        let unsignedCustomerInfoP50Milliseconds: Double
        let unsignedCustomerInfoP99Milliseconds: Double
        /// What the same load generator gets from `/healthz` (the server's and the generator's own floor).
        let healthzPerSecond: Double
        let buildConfiguration: String
    }

    func run() async throws {
        let report = try await measure()
        guard !json else { return try BenchCommand.printJSON(report) }
        print(
            String(
                format:
                    "ingest %.0f/s (%.2f× the %.0f/s three-check ceiling of %.0f raw P-256 checks/s on all cores), %@, %d notifications, %d clients",
                report.ingestPerSecond,
                report.ingestRatioToCeiling,
                report.ingestCeilingPerSecond,
                report.rawP256VerifyPerSecondAllCores,
                report.database,
                report.notifications,
                report.clients
            )
        )
        print(String(format: "verification alone %.0f/s, storage alone %.0f/s", report.verifyOnlyPerSecond, report.storeOnlyPerSecond))
        print(
            String(
                format:
                    "customer info, signed: %.0f req/s, p50 %.2f ms, p99 %.2f ms; unsigned: %.0f req/s, p50 %.2f ms, p99 %.2f ms (%d signed requests, %d clients, %@); /healthz %.0f req/s",
                report.customerInfoPerSecond,
                report.customerInfoP50Milliseconds,
                report.customerInfoP99Milliseconds,
                report.unsignedCustomerInfoPerSecond,
                report.unsignedCustomerInfoP50Milliseconds,
                report.unsignedCustomerInfoP99Milliseconds,
                report.customerInfoRequests,
                report.customerInfoClients,
                report.generator,
                report.healthzPerSecond
            )
        )
    }

    /// Flies the store, starts the server, sends the load and measures each phase.
    func measure() async throws -> Report {
        guard (1...10_000).contains(subscribers), (1...120).contains(months), (1...512).contains(clients), (1...512).contains(infoClients),
            (1...1_000_000).contains(requests), (1...600).contains(wrkSeconds)
        else {
            throw BenchFailure(
                .invalidOptions,
                "--subscribers 1…10000, --months 1…120, --clients and --info-clients 1…512, --requests 1…1000000, --wrk-seconds 1…600"
            )
        }
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("storehelper-bench-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: work) }
        let (store, notifications) = try Self.flyStore(subscribers: subscribers, months: months)
        let catalogPath = work.appendingPathComponent("bench.storekit").path
        try Data(BenchStore.configurationJSON.utf8).write(to: URL(fileURLWithPath: catalogPath))

        var configuration = ServerConfiguration()
        configuration.bundleId = store.bundleId
        configuration.environments = ["Sandbox"]
        configuration.catalog = catalogPath
        configuration.appKeys = ["bench-app-key-0123456789"]
        configuration.adminKeys = ["bench-admin-key-0123456789"]
        configuration.database = database ?? "sqlite:\(work.appendingPathComponent("server.sqlite").path)"
        configuration.port = 0
        var settings: ServerSettings
        do { settings = try configuration.validated(drivers: [.sqlite, .postgres]) } catch {
            throw BenchFailure(.invalidConfiguration, error.description)
        }
        settings.extraRoots = [try .init(derEncoded: try store.rootCertificateDER())]
        var logger = Logger(label: "storehelper.bench")
        logger.logLevel = .error
        let storage: any ServerStorage
        do { storage = try await StoreServer.openStorage(settings, logger: logger) } catch {
            throw BenchFailure(.invalidConfiguration, error.description)
        }
        let server = StoreServer(settings: settings, storage: storage, logger: logger)
        let serving = try await BackgroundStoreServer(server, logger: logger)
        let port = serving.port
        func stop() async {
            await serving.stop()
            await storage.shutdown()
        }
        let report: Report
        do {
            let load = LoadGenerator(host: "127.0.0.1", port: port, connections: clients)
            let raw = try await RawP256Check.ratePerSecondOnAllCores(seconds: 2)
            let ingest = try await load.run(notifications.count, expected: #"{"result":"stored"}"#) { index in
                .init(method: .POST, uri: "/apple/notifications", headers: Self.json, body: #"{"signedPayload":"\#(notifications[index])"}"#)
            }
            let sources = try TrustedSources(
                bundleId: settings.bundleId,
                appAppleId: nil,
                environments: settings.environments,
                extraRoots: settings.extraRoots,
                clock: SystemClock(),
                logger: logger
            )
            let verified = VerifiedNotifications(count: notifications.count)
            let verifyOnly = try await Self.concurrently(notifications.count, clients: clients) { index in
                verified.set(index, try await sources.verifyNotification(notifications[index]))
            }
            let storeOnly = try await Self.concurrently(notifications.count, clients: clients) { index in
                guard let record = verified.record(index, signedPayload: notifications[index]) else { return }
                guard try await storage.storeNotification(record) else { throw BenchFailure(.bench, "a store-only notification was a duplicate") }
            }
            let users = (0..<subscribers).map { "s\($0)" }
            let reports = try users.map { user in
                let first = store.transactions(for: user).first?.jws ?? ""
                return String(
                    decoding: try JSONEncoder().encode(TransactionIntake.Request(appUserId: user, signedTransactions: [first])),
                    as: UTF8.self
                )
            }
            _ = try await load.run(users.count) { index in
                .init(method: .POST, uri: "/v1/transactions", headers: Self.json + Self.app, body: reports[index])
            }
            let readers = LoadGenerator(host: "127.0.0.1", port: port, connections: infoClients)
            let wrk = WrkLoad(host: "127.0.0.1", port: port, connections: infoClients, seconds: wrkSeconds)
            /// `make`'s first `distinct` requests in turn, from the chosen generator.
            func measure(distinct: Int, _ make: @escaping @Sendable (Int) -> LoadGenerator.Request) async throws -> Measured {
                switch generator {
                case .builtin: try await readers.run(requests, distinct: distinct, make).measured
                case .wrk: try wrk.run((0..<distinct).map(make))
                }
            }
            let healthz = try await measure(distinct: 1) { _ in .init(method: .GET, uri: "/healthz") }
            let nonces = (0..<64).map { _ in Data((0..<16).map { _ in UInt8.random(in: 0...255) }).base64EncodedString() }
            let signedLookup: @Sendable (Int) -> LoadGenerator.Request = { index in
                .init(
                    method: .GET,
                    uri: "/v1/subscribers/\(users[index % users.count])",
                    headers: Self.app + [(ResponseSignature.nonceHeader, nonces[index % nonces.count])]
                )
            }
            let unsignedLookup: @Sendable (Int) -> LoadGenerator.Request = { index in
                .init(method: .GET, uri: "/v1/subscribers/\(users[index % users.count])", headers: Self.app)
            }
            _ = try await readers.run(min(1_000, requests), distinct: users.count, signedLookup)
            let info = try await measure(distinct: max(users.count, nonces.count), signedLookup)
            let unsigned = try await measure(distinct: users.count, unsignedLookup)
            report = Report(
                database: database.map { $0.hasPrefix("postgres") ? "postgresql" : "sqlite" } ?? "sqlite",
                notifications: notifications.count,
                clients: clients,
                ingestPerSecond: ingest.perSecond,
                rawP256VerifyPerSecondAllCores: raw,
                ingestCeilingPerSecond: raw / 3,
                ingestRatioToCeiling: ingest.perSecond / (raw / 3),
                verifyOnlyPerSecond: verifyOnly.perSecond,
                storeOnlyPerSecond: storeOnly.perSecond,
                generator: generator.rawValue,
                customerInfoRequests: info.requests,
                customerInfoClients: infoClients,
                customerInfoPerSecond: info.perSecond,
                customerInfoP50Milliseconds: info.p50Seconds * 1000,
                customerInfoP99Milliseconds: info.p99Seconds * 1000,
                unsignedCustomerInfoPerSecond: unsigned.perSecond,
                unsignedCustomerInfoP50Milliseconds: unsigned.p50Seconds * 1000,
                unsignedCustomerInfoP99Milliseconds: unsigned.p99Seconds * 1000,
                healthzPerSecond: healthz.perSecond,
                buildConfiguration: BenchCommand.buildConfiguration
            )
        } catch {
            await stop()
            if let refused = error as? LoadGenerator.Refused { throw BenchFailure(.bench, "the server \(refused)") }
            throw error
        }
        await stop()
        return report
    }

    /// A Sandbox store with `subscribers` monthly subscribers flown `months` months, and the signed
    /// payloads of its notifications (each with a transaction and a renewal info).
    static func flyStore(subscribers: Int, months: Int) throws -> (LocalAppStore, [String]) {
        do {
            let configuration = try ConfigurationFile.load(Data(BenchStore.configurationJSON.utf8))
            var store = try LocalAppStore(
                configuration: configuration,
                bundleId: "com.example.bench",
                now: Date(timeIntervalSince1970: 1_767_225_600)
            )
            try store.set("environment", to: "Sandbox")
            for index in 0..<subscribers {
                try store.addAccount("s\(index)")
                _ = try store.purchase("bench.monthly", accountId: "s\(index)")
            }
            for _ in 0..<months { try store.advance(by: 31 * 86_400) }
            let payloads = store.outbox(from: 0).map(\.signedPayload)
            return (store, payloads)
        } catch let error as BenchFailure {
            throw error
        } catch {
            throw BenchFailure(.bench, "cannot fly the bench store: \(error)")
        }
    }

    /// Who sends the customer-info and `/healthz` load.
    enum Generator: String, ExpressibleByArgument, CaseIterable, Sendable {
        /// ``LoadGenerator``: SwiftNIO, on a thread of this process.
        case builtin
        /// ``WrkLoad``: Debian's wrk, a process of its own.
        case wrk
    }

    /// What one load run measured.
    struct Measured: Sendable, Equatable {
        let requests: Int
        let perSecond: Double
        let p50Seconds: Double
        let p99Seconds: Double
    }

    /// Seconds each operation took, and the rate of all of them together.
    struct Timings: Sendable {
        var seconds: [Double]
        var wall: Double
        var perSecond: Double { Double(seconds.count) / wall }
        var measured: Measured {
            Measured(requests: seconds.count, perSecond: perSecond, p50Seconds: percentile(0.50), p99Seconds: percentile(0.99))
        }
        func percentile(_ p: Double) -> Double {
            let sorted = seconds.sorted()
            guard !sorted.isEmpty else { return 0 }
            return sorted[min(sorted.count - 1, Int((Double(sorted.count) * p).rounded(.up)) - 1)]
        }
    }

    /// Runs `operation` for indexes 0..<count on `clients` concurrent workers.
    static func concurrently(_ count: Int, clients: Int, _ operation: @escaping @Sendable (Int) async throws -> Void) async throws -> Timings {
        let next = Ticket()
        let start = ContinuousClock.now
        let seconds = try await withThrowingTaskGroup(of: [Double].self) { group in
            for _ in 0..<min(clients, count) {
                group.addTask {
                    var mine: [Double] = []
                    while true {
                        let index = next.take()
                        guard index < count else { return mine }
                        let began = ContinuousClock.now
                        try await operation(index)
                        let took = ContinuousClock.now - began
                        mine.append(took / .seconds(1))
                    }
                }
            }
            return try await group.reduce(into: []) { $0 += $1 }
        }
        let wall = ContinuousClock.now - start
        return Timings(seconds: seconds, wall: wall / .seconds(1))
    }

    static let json = [("Content-Type", "application/json")]
    static let app = [("Authorization", "Bearer bench-app-key-0123456789")]

    /// Hands out 0, 1, 2, … to concurrent workers.
    final class Ticket: Sendable {
        private let counter = ManagedAtomic(0)
        func take() -> Int { counter.loadThenWrappingIncrement(ordering: .relaxed) }
    }

    /// Notifications verified by the verify-only phase, kept for the store-only phase.
    final class VerifiedNotifications: Sendable {
        private let slots: NIOLockedValueBox<[VerifiedNotification?]>
        /// New in every run, so a database kept between runs takes the records as new too.
        private let run = UUID().uuidString.lowercased()
        init(count: Int) { slots = NIOLockedValueBox(Array(repeating: nil, count: count)) }
        func set(_ index: Int, _ notification: VerifiedNotification) { slots.withLockedValue { $0[index] = notification } }

        /// Notification `index` as a record under new ids (notification, transaction), so storing it adds rows.
        /// Its transaction and renewal info carry their signed JSON (the transaction's with the new id written
        /// in), as the intake's records do, so storing them costs what it costs there.
        func record(_ index: Int, signedPayload: String) -> NotificationRecord? {
            guard var verified = slots.withLockedValue({ $0[index] }) else { return nil }
            verified.payload.notificationUUID = "store-only-\(run)-\(index)"
            let transaction = verified.transaction.map { payload in
                var copy = payload
                let id = payload.transactionId ?? ""
                copy.transactionId = "store-only-\(run)-\(id)"
                let signed = verified.payload.data?.signedTransactionInfo ?? ""
                let original = SignedTransaction(verified: payload, jws: signed).signedJSON
                let json = original?.replacingOccurrences(of: #""transactionId":"\#(id)""#, with: #""transactionId":"\#(copy.transactionId ?? "")""#)
                // Without the id found in it, the JSON would not match the record: then it is encoded again.
                return SignedTransaction(payload: copy, jws: signed, signedJSON: json == original ? nil : json)
            }
            let renewal = verified.renewalInfo.map { SignedRenewalInfo(verified: $0, jws: verified.payload.data?.signedRenewalInfo ?? "") }
            return NotificationRecord(
                payload: verified.payload,
                signedPayload: signedPayload,
                receivedDate: Date(),
                transaction: transaction,
                renewalInfo: renewal
            )
        }
    }
}
#endif
