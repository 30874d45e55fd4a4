#if Server
#if os(Linux)
import AppStoreModels
import AppStoreSignature
import ArgumentParser
import Foundation
import StoreHelperLocal
import StoreKitInterface
import StoreKit
import StoreKitTest

/// `storehelper-bench storekit`: what StoreKit on Linux adds to the local store it runs over (Linux only).
struct BenchStoreKit: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "storekit",
        abstract:
            "Time StoreKit on Linux's Product.products(for:) and verified purchase against the same operations on LocalStore in the same run, and the memory of a process that bought N transactions.",
        discussion: """
            Both sides run over one local store in memory (an SKTestSession's): `Product.products(for:)` against \
            `LocalStore.products(for:)`, and `purchase()` of a consumable (bought, verified against the store's \
            root, decoded into a Transaction, finished) against `LocalStore.purchase` followed by a verification \
            and a finish. The timings alternate, one of each at a time. Then N consumables are bought through \
            StoreKit and the process's resident memory is read before and after (Linux's /proc/self/status). \
            Build with -c release: swift run -c release --traits Server storehelper-bench storekit
            """
    )

    @Option(help: "Timed calls of each operation; the median is reported.") var runs = 200
    @Option(help: "Consumables bought through StoreKit for the memory figure.") var transactions = 10_000
    @Flag(help: "Print the results as JSON.") var json = false

    struct Report: Encodable {
        /// Median seconds of `Product.products(for:)` and of `LocalStore.products(for:)`, and their ratio.
        let productsSeconds: Double
        let localProductsSeconds: Double
        let productsRatio: Double
        /// Median seconds of a verified StoreKit purchase and of the same on LocalStore, and their ratio.
        let purchaseSeconds: Double
        let localPurchaseSeconds: Double
        let purchaseRatio: Double
        /// Transactions bought for the memory figure, and the resident memory before and after, in bytes.
        let transactions: Int
        let residentBytesBefore: Int
        let residentBytesAfter: Int
        let buildConfiguration: String
    }

    func run() async throws {
        let report = try await measure()
        guard !json else { return try BenchCommand.printJSON(report) }
        print("StoreKit on Linux against LocalStore, same store, same run (\(report.buildConfiguration) build)")
        print(
            String(
                format: "  products(for:)     %8.3f ms  LocalStore %8.3f ms  ratio %5.2f",
                report.productsSeconds * 1_000,
                report.localProductsSeconds * 1_000,
                report.productsRatio
            )
        )
        print(
            String(
                format: "  verified purchase  %8.3f ms  LocalStore %8.3f ms  ratio %5.2f",
                report.purchaseSeconds * 1_000,
                report.localPurchaseSeconds * 1_000,
                report.purchaseRatio
            )
        )
        let megabytes = Double(report.residentBytesAfter - report.residentBytesBefore) / 1_048_576
        print(String(format: "  memory after %d transactions: %+.1f MB resident", report.transactions, megabytes))
    }

    @MainActor
    func measure() async throws -> Report {
        guard (1...100_000).contains(runs), (1...1_000_000).contains(transactions) else {
            throw BenchFailure(.invalidOptions, "--runs 1…100000, --transactions 1…1000000")
        }
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("storehelper-bench-\(UUID()).storekit")
        try Data(BenchHelper.configurationJSON.utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let session = try SKTestSession(contentsOf: file)
        let device = session.device
        let ids = [BenchHelper.consumable, BenchHelper.nonConsumable, BenchHelper.subscription]
        let product = try await Product.products(for: [BenchHelper.consumable]).first
        guard let product else { throw BenchFailure(.bench, "StoreKit does not sell \(BenchHelper.consumable)") }

        var products: [Double] = []
        var localProducts: [Double] = []
        var purchases: [Double] = []
        var localPurchases: [Double] = []
        for _ in 0..<runs {
            products.append(try await BenchTiming.time { guard try await Product.products(for: ids).count == 3 else { throw Self.missing } })
            localProducts.append(try await BenchTiming.time { guard try await device.products(for: ids).count == 3 else { throw Self.missing } })
            purchases.append(
                try await BenchTiming.time {
                    guard case .success(.verified(let transaction)) = try await product.purchase() else { throw Self.unverified }
                    await transaction.finish()
                }
            )
            localPurchases.append(
                try await BenchTiming.time {
                    let outcome = try await device.purchase(BenchHelper.consumable, options: PurchaseOptions())
                    guard case .purchased(let jws) = outcome else { throw Self.unverified }
                    let payload = try await device.verifier.verifyTransaction(jws.compact)
                    try await device.finish(payload.transactionId ?? "")
                }
            )
        }
        let before = Self.residentBytes()
        for _ in 0..<transactions {
            guard case .success(.verified(let transaction)) = try await product.purchase() else { throw Self.unverified }
            await transaction.finish()
        }
        let after = Self.residentBytes()
        let median = BenchTiming.median
        let (p, lp, b, lb) = (median(products), median(localProducts), median(purchases), median(localPurchases))
        return Report(
            productsSeconds: p,
            localProductsSeconds: lp,
            productsRatio: p / lp,
            purchaseSeconds: b,
            localPurchaseSeconds: lb,
            purchaseRatio: b / lb,
            transactions: transactions,
            residentBytesBefore: before,
            residentBytesAfter: after,
            buildConfiguration: BenchCommand.buildConfiguration
        )
    }

    static let missing = BenchFailure(.bench, "a product is missing")
    static let unverified = BenchFailure(.bench, "a purchase was not bought and verified")

    /// The process's resident memory (`VmRSS` in /proc/self/status), in bytes; 0 where it cannot be read.
    static func residentBytes() -> Int {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
            let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmRSS:") }),
            let kilobytes = line.split(separator: " ").dropFirst().first.flatMap({ Int($0) })
        else { return 0 }
        return kilobytes * 1_024
    }
}
#endif
#endif
