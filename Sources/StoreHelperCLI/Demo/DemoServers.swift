#if Server
import Crypto
import Foundation
import LocalAppStore
import LocalAppStoreSQLite
import NIOConcurrencyHelpers
import StoreHelper
import StoreHelperCheck

/// The two servers of `demo --server`, each in its own process of this same tool: the local App Store
/// over HTTP (`store serve`) and StoreServer (`server`, embedded SQLite, following the store's clock).
/// The store POSTs its notifications to the server; the shop reports to the server and asks it.
final class DemoServers {
    let storeURL: String
    let serverURL: String
    /// The public half of the key the server signs customer info with (pinned by the shop).
    let signingKey: Curve25519.Signing.PublicKey
    let appKey: String
    private let children: [Process]

    private init(storeURL: String, serverURL: String, signingKey: Curve25519.Signing.PublicKey, appKey: String, children: [Process]) {
        self.storeURL = storeURL
        self.serverURL = serverURL
        self.signingKey = signingKey
        self.appKey = appKey
        self.children = children
    }

    /// Starts both next to the store kept in `directory` (which must exist); their logs go to
    /// `store.log` and `server.log` there.
    static func start(directory: URL) async throws -> DemoServers {
        let tool = (Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])).resolvingSymlinksInPath()
        var children: [Process] = []
        do {
            let (store, storeURL) = try await launch(
                tool,
                ["store", "--state", directory.path, "serve", "--port", "0", "--exit-with-parent"],
                log: directory.appendingPathComponent("store.log")
            )
            children.append(store)
            let signing = Curve25519.Signing.PrivateKey()
            let appKey = "demo-app-key-\(UUID().uuidString.lowercased())"
            let (server, serverURL) = try await launch(
                tool,
                [
                    "server", "--database", "sqlite:\(directory.appendingPathComponent("server.sqlite").path)", "--port", "0", "--exit-with-parent",
                    "--local-store", directory.path, "--local-store-url", storeURL, "--app-key", appKey,
                    "--admin-key", "demo-admin-key-\(UUID().uuidString.lowercased())",
                ],
                environment: ["STOREHELPER_SERVER_RESPONSE_SIGNING_KEY": signing.rawRepresentation.base64EncodedString()],
                log: directory.appendingPathComponent("server.log")
            )
            children.append(server)
            do {
                try StateDirectory(directory).withStore { (local: inout LocalAppStore) throws(StoreError) in
                    try local.setNotificationURL("\(serverURL)/apple/notifications")
                }
            } catch {
                throw CommandFailure(error)
            }
            return DemoServers(storeURL: storeURL, serverURL: serverURL, signingKey: signing.publicKey, appKey: appKey, children: children)
        } catch {
            for child in children { stop(child) }
            throw error
        }
    }

    /// A connection for the shop's customer, its queue in `directory`.
    func connection(directory: URL, appUserId: String) throws -> ServerConnection {
        do {
            return try ServerConnection(
                .init(
                    baseURL: URL(string: serverURL)!,
                    appKey: appKey,
                    appUserId: appUserId,
                    signingKey: ServerSigningKey(signingKey),
                    trustedEntitlements: .enforced,
                    stateDirectory: directory,
                    transport: AsyncHTTPTransport()
                )
            )
        } catch {
            throw CommandFailure(.demo, error.description)
        }
    }

    /// Stops both (SIGTERM: they finish what they are doing) and waits for them.
    func stop() {
        for child in children.reversed() { Self.stop(child) }
    }

    private static func stop(_ child: Process) {
        guard child.isRunning else { return }
        child.terminate()
        child.waitUntilExit()
    }

    /// Runs `tool arguments` and waits (at most 30 s) for its `listening on URL` line.
    private static func launch(
        _ tool: URL,
        _ arguments: [String],
        environment: [String: String] = [:],
        log: URL
    ) async throws -> (Process, String) {
        let process = Process()
        process.executableURL = tool
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { _, new in new }
        let output = Pipe()
        process.standardOutput = output
        _ = FileManager.default.createFile(atPath: log.path, contents: nil)
        process.standardError = try FileHandle(forWritingTo: log)
        let announced = AsyncStream<String>.makeStream()
        // A thread of its own reads the child's output with blocking reads until it ends (so the child
        // never blocks on a full pipe): FileHandle's readabilityHandler can crash in libdispatch on Linux
        // when the pipe closes.
        let reader = Thread {
            let handle = output.fileHandleForReading
            var seen = ""
            var found = false
            while case let data = handle.availableData, !data.isEmpty {
                guard !found else { continue }
                seen += String(decoding: data, as: UTF8.self)
                if let line = seen.split(separator: "\n").first(where: { $0.hasPrefix("listening on ") }) {
                    found = true
                    announced.continuation.yield(String(line.dropFirst("listening on ".count)))
                }
            }
            announced.continuation.finish()
        }
        do { try process.run() } catch { throw CommandFailure(.demo, "cannot start \(tool.path) \(arguments[0]): \(error)") }
        reader.start()
        let timeout = Task {
            try await Task.sleep(for: .seconds(30))
            announced.continuation.finish()
        }
        defer { timeout.cancel() }
        for await url in announced.stream { return (process, url) }
        stop(process)
        throw CommandFailure(.demo, "\(arguments[0]) did not start; see \(log.path)")
    }
}
#endif
