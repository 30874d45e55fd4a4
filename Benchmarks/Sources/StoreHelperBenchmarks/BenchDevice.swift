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

    /// One operation's median seconds through the device and through its accessor, and their ratio.
    struct Comparison: Encodable {
        let deviceSeconds: Double
        let accessorSeconds: Double
        let ratio: Double

        init(device: [Double], accessor: [Double]) {
            deviceSeconds = BenchTiming.median(device)
            accessorSeconds = BenchTiming.median(accessor)
            ratio = deviceSeconds / accessorSeconds
        }
    }

    struct Report: Encodable {
        /// Reading the store's clock; buying a consumable.
        let clock, purchase: Comparison
        let runs: Int
        let buildConfiguration: String
    }

    func run() async throws {
        let report = try await measure()
        guard !json else { return try BenchCommand.printJSON(report) }
        print("A device over a state directory against its accessor, same directory, same run (\(report.buildConfiguration) build)")
        for (name, times) in [("store's clock", report.clock), ("purchase", report.purchase)] {
            let line = "  %-14@ device %8.3f ms  accessor %8.3f ms  ratio %5.2f"
            print(String(format: line, name as NSString, times.deviceSeconds * 1_000, times.accessorSeconds * 1_000, times.ratio))
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
        return Report(
            clock: Comparison(device: clocks, accessor: accessClocks),
            purchase: Comparison(device: purchases, accessor: accessPurchases),
            runs: runs,
            buildConfiguration: BenchCommand.buildConfiguration
        )
    }

    static let notBought = BenchFailure(.bench, "a consumable was not bought")
}
#endif
