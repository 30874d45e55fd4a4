#if Server
import AppStoreModels
import AppStoreSignature
import ArgumentParser
import Crypto
import Foundation
import LocalCertificateAuthority

/// `storehelper-bench verify`: steady-state verification rate against raw P-256 signature checks.
struct BenchVerify: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "verify",
        abstract: "Verifications per second of real Apple-signed tokens, as a ratio to raw P-256 verifies per second.",
        discussion: "Build with -c release for meaningful numbers: swift run -c release --traits Server storehelper-bench verify"
    )

    @Option(help: "Seconds to measure each case.")
    var seconds: Double = 1

    @Flag(help: "Print the results as JSON.")
    var json = false

    struct Case: Encodable {
        let name: String
        let perSecond: Double
        /// Raw P-256 verifies per second measured in slices interleaved with this case's.
        let rawPerSecond: Double
        let ratioToRaw: Double
    }

    struct Report: Encodable {
        let rawP256VerifyPerSecond: Double
        let cases: [Case]
        let buildConfiguration: String
    }

    func run() async throws {
        let report = try await measure()
        if json { try BenchCommand.printJSON(report) } else { print(Self.table(report)) }
    }

    /// Measures every case, interleaved with raw checks.
    func measure() async throws -> Report {
        guard seconds > 0, seconds <= 600 else { throw BenchFailure(.invalidOptions, "--seconds must be in (0, 600]") }
        let raw = try RawP256Check()
        var cases: [Case] = []
        var rawTotals = Tally()
        for (name, measure) in try scenarios() {
            let (rawTally, caseTally) = try await Self.interleave(seconds: seconds, raw: raw, measure)
            rawTotals.add(rawTally)
            cases.append(Case(name: name, perSecond: caseTally.rate, rawPerSecond: rawTally.rate, ratioToRaw: caseTally.rate / rawTally.rate))
        }
        return Report(rawP256VerifyPerSecond: rawTotals.rate, cases: cases, buildConfiguration: BenchCommand.buildConfiguration)
    }

    private typealias Scenario = (name: String, run: @Sendable () async throws -> Void)

    private func scenarios() throws -> [Scenario] {
        let testNotification = try Self.token("apple-test-notification.json")
        let didRenew = try Self.token("apple-did-renew-notification.jws")
        let transaction = try Self.token("apple-consumable-transaction.jws")
        let apple = SignedDataVerifier(policy: try VerificationPolicy())
        let uncached = SignedDataVerifier(policy: try VerificationPolicy(), cacheCapacity: 0)

        let authority = try CertificateAuthority.generate(name: "Bench", options: .init(notBefore: Date(timeIntervalSince1970: 1_735_689_600)))
        var local = JWSTransactionDecodedPayload()
        local.transactionId = "1"
        local.bundleId = "com.example.bench"
        local.type = .consumable
        local.environment = .localTesting
        local.signedDate = MillisecondDate(milliseconds: 1_767_225_600_000)
        let localToken = try authority.signer().sign(local)
        let localVerifier = SignedDataVerifier(trust: .roots([authority.root]), policy: try VerificationPolicy())

        return [
            ("apple-test-notification", { _ = try await apple.verifyNotification(testNotification) }),
            ("apple-did-renew-notification", { _ = try await apple.verifyNotification(didRenew) }),
            ("apple-transaction", { _ = try await apple.verifyTransaction(transaction) }),
            ("test-ca-transaction", { _ = try await localVerifier.verifyTransaction(localToken) }),
            ("apple-test-notification-uncached", { _ = try await uncached.verifyNotification(testNotification) }),
        ]
    }

    /// Operations counted over measured time.
    private struct Tally {
        var count = 0
        var seconds = 0.0
        var rate: Double { seconds > 0 ? Double(count) / seconds : 0 }
        mutating func add(_ other: Tally) {
            count += other.count
            seconds += other.seconds
        }
    }

    /// Alternates 20 ms slices of raw checks and of `measure` (after one warm-up call) for `seconds`
    /// each, so both rates are measured on the same machine state.
    private static func interleave(
        seconds: Double,
        raw: RawP256Check,
        _ measure: @Sendable () async throws -> Void
    ) async throws -> (raw: Tally, measured: Tally) {
        try await measure()
        let clock = ContinuousClock()
        let slice = Duration.milliseconds(20)
        var rawTally = Tally()
        var measured = Tally()
        while rawTally.seconds + measured.seconds < 2 * seconds {
            var start = clock.now
            var deadline = start.advanced(by: slice)
            while clock.now < deadline {
                for _ in 0..<8 where raw.run() { rawTally.count += 1 }
            }
            rawTally.seconds += start.duration(to: clock.now) / .seconds(1)
            start = clock.now
            deadline = start.advanced(by: slice)
            while clock.now < deadline {
                for _ in 0..<4 {
                    try await measure()
                    measured.count += 1
                }
            }
            measured.seconds += start.duration(to: clock.now) / .seconds(1)
        }
        return (rawTally, measured)
    }

    private static func token(_ resource: String) throws -> String {
        guard let url = Bundle.module.url(forResource: resource, withExtension: nil, subdirectory: "Resources") else {
            throw BenchFailure(.missingResource, "\(resource) is not bundled with this build")
        }
        do {
            let text = try String(contentsOf: url, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)
            // A notification as Apple posts it: `{"signedPayload": "…"}`; the others are the token alone.
            guard text.hasPrefix("{") else { return text }
            return try JSONDecoder().decode(ResponseBodyV2.self, from: Data(text.utf8)).signedPayload
        } catch {
            throw BenchFailure(.missingResource, "\(resource) is not a token: \(error)")
        }
    }

    private static func table(_ report: Report) -> String {
        var lines = [
            "build: \(report.buildConfiguration)" + (report.buildConfiguration == "debug" ? " (use -c release for meaningful numbers)" : ""),
            "raw P-256 verify: \(Int(report.rawP256VerifyPerSecond)) /s (over all cases)",
            "",
            "case".padding(toLength: 36, withPad: " ", startingAt: 0) + "per second".padding(toLength: 14, withPad: " ", startingAt: 0)
                + "raw /s".padding(toLength: 10, withPad: " ", startingAt: 0) + "ratio to raw",
        ]
        for item in report.cases {
            lines.append(
                item.name.padding(toLength: 36, withPad: " ", startingAt: 0)
                    + String(Int(item.perSecond)).padding(toLength: 14, withPad: " ", startingAt: 0)
                    + String(Int(item.rawPerSecond)).padding(toLength: 10, withPad: " ", startingAt: 0)
                    + String(format: "%.3f", item.ratioToRaw)
            )
        }
        return lines.joined(separator: "\n")
    }
}
#endif
