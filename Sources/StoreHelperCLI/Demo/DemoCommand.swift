#if Server
import ArgumentParser
import Foundation
import LocalAppStore
import StoreHelper
import StoreHelperDemo
import StoreHelperJSON

/// `storehelper demo`: the florist shop, selling through StoreHelper on a local App Store.
struct DemoCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "demo",
        abstract: "The florist shop: buy flowers, plant care and VIP subscriptions on a local App Store, in a terminal.",
        discussion: """
            Interactive when stdin is a terminal (type help). --tour runs the built-in walk-through; \
            --script FILE (or - for stdin) runs commands from a file. Without --state the store lives in a \
            temporary directory that is removed at the end. Dates are shown in UTC.
            """
    )

    @Option(help: "Keep the store and the consumables ledger in this directory (reused by later runs).")
    var state: String?

    @Option(help: "The .storekit catalog.")
    var config = "Examples/Florist/Products.storekit"

    @Option(help: "The app's product list (Products.plist or JSON).")
    var products = "Examples/Florist/Products.plist"

    @Option(help: "Commands to run, one per line (- for stdin).")
    var script: String?

    @Flag(help: "Run the built-in walk-through.")
    var tour = false

    @Flag(help: "Run the local App Store over HTTP and StoreServer beside the shop, each in its own process.")
    var server = false

    @Option(help: "The store clock's start (ISO 8601) for a new store. Default: now.")
    var start: InstantArgument?

    @MainActor
    func run() async throws {
        let lines = try scriptLines()
        let directory =
            state.map { URL(fileURLWithPath: $0) }
            ?? FileManager.default.temporaryDirectory.appendingPathComponent("storehelper-demo-\(UUID().uuidString)")
        defer { if state == nil { try? FileManager.default.removeItem(at: directory) } }
        var servers: DemoServers?
        defer { servers?.stop() }
        var connection: ServerConnection?
        let configuration = try StoreKitFile.read(config, hint: " (run from the repository root, or pass --config)")
        let productConfiguration: ProductConfiguration
        do { productConfiguration = try ProductConfiguration(contentsOf: URL(fileURLWithPath: products)) } catch { throw CommandFailure(error) }
        let startDate = start?.date ?? Date()
        if server {
            try DemoShop.create(directory: directory, configuration: configuration, configurationPath: config, start: startDate)
            let started = try await DemoServers.start(directory: directory)
            servers = started
            Output.line("The local App Store serves \(started.storeURL); StoreServer serves \(started.serverURL) (logs in \(directory.path)).")
            connection = try started.connection(directory: directory, appUserId: "florist-customer")
        }
        let shop = try await DemoShop.open(
            directory: directory,
            configuration: configuration,
            configurationPath: config,
            products: productConfiguration,
            start: startDate,
            server: connection,
            write: { Output.line($0) }
        )
        if let lines {
            for line in lines { if await !shop.run(line, echo: true) { break } }
        } else {
            Output.line("The florist shop. Type help for the commands, quit to leave.")
            _ = await shop.run("products", echo: false)
            while true {
                Output.prompt("florist> ")
                guard let line = readLine() else { break }
                if await !shop.run(line, echo: false) { break }
            }
        }
    }

    /// Scripts larger than this are refused.
    static let maximumScriptSize = 1 << 20

    /// The commands to run without a prompt, or nil for an interactive session.
    private func scriptLines() throws -> [String]? {
        if tour {
            return (DemoTour.script + (server ? DemoTour.serverEnding : "")).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        }
        if let script {
            return String(decoding: try InputFile.read(script, limit: Self.maximumScriptSize, what: "script"), as: UTF8.self).split(
                separator: "\n",
                omittingEmptySubsequences: false
            ).map(String.init)
        }
        return isatty(STDIN_FILENO) != 0
            ? nil
            : String(decoding: try InputFile.read("-", limit: Self.maximumScriptSize, what: "script"), as: UTF8.self)
                .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }
}
#endif
