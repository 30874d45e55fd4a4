#if Server
import ArgumentParser
import Foundation

/// `storehelper-bench`: StoreHelper's performance, measured as ratios to raw swift-crypto in the same run.
///
/// Not part of the shipped `storehelper` tool: see `Benchmarks/README.md` for the figures and how to read them.
@main
struct BenchCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "storehelper-bench",
        abstract: "Measure StoreHelper against raw swift-crypto in the same run (build with -c release).",
        subcommands: subcommands
    )

    /// The benches; `storekit` (StoreKit on Linux against LocalStore) exists only where StoreHelper's StoreKit does.
    static var subcommands: [any ParsableCommand.Type] {
        #if os(Linux)
        [BenchVerify.self, BenchStore.self, BenchServer.self, BenchHelper.self, BenchDevice.self, BenchStoreKit.self]
        #else
        [BenchVerify.self, BenchStore.self, BenchServer.self, BenchHelper.self, BenchDevice.self]
        #endif
    }

    /// The build the figures come from: only a release build's are meaningful.
    static var buildConfiguration: String {
        #if DEBUG
        "debug"
        #else
        "release"
        #endif
    }

    /// Prints `report` as one line of JSON, keys sorted.
    static func printJSON<Report: Encodable>(_ report: Report) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        print(String(decoding: try encoder.encode(report), as: UTF8.self))
    }
}
#endif
