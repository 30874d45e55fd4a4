#if Server
import AppStoreModels
import ArgumentParser
import Foundation
import LocalAppStore
import LocalAppStoreSQLite
import StoreHelperLocal
import StoreKitConfiguration

/// `storehelper-bench device`: what a device (`LocalStore`) adds to the state directory's accessor it reaches the
/// store through.
struct BenchDevice: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "device",
        abstract: "Time a device over a state directory against the same reads and changes made through its accessor, in the same run.",
        discussion: """
            One state directory; a device (`LocalStore(access:)`) and its accessor (`StateAccess`). Reading the \
            store's clock through the device against `StateAccess.read` (no change between reads, so both read the \
            version the accessor keeps), then buying a consumable through the device (bought, signed, saved, what \
            changed read and published) against `StateAccess.change` buying it. The timings alternate, one of each at \
            a time; medians are reported, with each ratio. \
            Build with -c release: swift run -c release --traits Server storehelper-bench device
            """
    )

    @Option(help: "Timed calls of each operation; the median is reported.") var runs = 200
    @Flag(help: "Print the results as JSON.") var json = false

    struct Report: Encodable {
        /// Median seconds of reading the store's clock through the device and through the accessor, and their ratio.
        let clockSeconds: Double
        let accessClockSeconds: Double
        let clockRatio: Double
        /// Median seconds of buying a consumable through the device and through the accessor, and their ratio.
        let purchaseSeconds: Double
        let accessPurchaseSeconds: Double
        let purchaseRatio: Double
        let runs: Int
        let buildConfiguration: String
    }

    func run() async throws {
        let report = try await measure()
        guard !json else { return try BenchCommand.printJSON(report) }
        print("A device over a state directory against its accessor, same directory, same run (\(report.buildConfiguration) build)")
        let rows = [
            ("store's clock", report.clockSeconds, report.accessClockSeconds, report.clockRatio),
            ("purchase", report.purchaseSeconds, report.accessPurchaseSeconds, report.purchaseRatio),
        ]
        for (name, device, access, ratio) in rows {
            print(String(format: "  %-14@ device %8.3f ms  accessor %8.3f ms  ratio %5.2f", name as NSString, device * 1_000, access * 1_000, ratio))
        }
    }

    func measure() async throws -> Report {
        guard (1...100_000).contains(runs) else { throw BenchFailure(.invalidOptions, "--runs 1…100000") }
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("storehelper-bench-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: url) }
        let directory = StateDirectory(url)
        let configuration = try ConfigurationFile.load(Data(BenchHelper.configurationJSON.utf8))
        let start = Date(timeIntervalSince1970: 1_800_000_000)
        let create = { () throws(StoreError) in try LocalAppStore(configuration: configuration, bundleId: "com.example.bench", now: start) }
        try directory.withStore(create: create) { (_: inout LocalAppStore) throws(StoreError) in }
        let access = StateAccess(directory: directory)
        let device = try await LocalStore(access: access)
        let consumable = BenchHelper.consumable

        var clocks: [Double] = []
        var accessClocks: [Double] = []
        var purchases: [Double] = []
        var accessPurchases: [Double] = []
        // The clock first, with no change between reads (both read the accessor's cached version, as a device at rest
        // does), then the purchases (each a change, which the next read would have to load again).
        for _ in 0..<runs {
            clocks.append(try await BenchTiming.time { _ = try await device.now() })
            accessClocks.append(try await BenchTiming.time { _ = try await access.read { (store: LocalAppStore) in store.now } })
        }
        for _ in 0..<runs {
            purchases.append(
                try await BenchTiming.time {
                    guard case .purchased = try await device.purchase(consumable, options: PurchaseOptions()) else { throw Self.notBought }
                }
            )
            accessPurchases.append(
                try await BenchTiming.time {
                    let outcome = try await access.change { (store: inout LocalAppStore) throws(StoreError) in try store.purchase(consumable) }
                    guard case .purchased = outcome else { throw Self.notBought }
                }
            )
        }
        let median = BenchTiming.median
        let (c, ac, p, ap) = (median(clocks), median(accessClocks), median(purchases), median(accessPurchases))
        return Report(
            clockSeconds: c,
            accessClockSeconds: ac,
            clockRatio: c / ac,
            purchaseSeconds: p,
            accessPurchaseSeconds: ap,
            purchaseRatio: p / ap,
            runs: runs,
            buildConfiguration: BenchCommand.buildConfiguration
        )
    }

    static let notBought = BenchFailure(.bench, "a consumable was not bought")
}
#endif
