#if Server
import AppStoreModels
import AppStoreServerAPI
import AppStoreSignature
import ArgumentParser
import Crypto
import Foundation
import LocalAppStore
import LocalAppStoreSQLite
import LocalAppStoreServerAPI
import Logging
import NIOConcurrencyHelpers
import StoreKitConfiguration
import StoreServer
import StoreStorage
import StoreStoragePostgres
import StoreStorageSQLite
import SwiftASN1
import X509

/// `storehelper server`: the app's backend (StoreServer); `run` unless told `keys`.
struct ServerCommand: AsyncParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "server",
            abstract: "Run StoreServer: App Store notifications in, transactions from apps, customer info out.",
            discussion: """
                Every setting is a key of the --config JSON file, an environment variable STOREHELPER_SERVER_<NAME> \
                and, but for the structured ones, an option; options win over the environment, which wins over the file. \
                With --local-store DIR it trusts that local App Store's root, calls its API (at --local-store-url, \
                with a key it creates) and follows its clock; a store playing Production is trusted for Production data \
                (testRootsTrustedForProduction, for tests only: the server warns at startup). Without app or admin keys it makes one of each and prints them; \
                it prints the public key of its response-signing key (made for the run when none is set). \
                'storehelper server keys' makes a set to keep.

                SETTINGS:
                \(ServerConfiguration.settingsHelp)
                """,
            subcommands: [ServerRun.self, ServerKeys.self],
            defaultSubcommand: ServerRun.self
        )
    }

    /// A random key: 32 bytes, base64url, never beginning with `-` (which `--app-key KEY` would read as an option):
    /// one in 64 is drawn again.
    static func newKey() -> String {
        while true {
            let key = Data(SymmetricKey(size: .bits256).withUnsafeBytes { Array($0) }).base64EncodedString()
                .replacingOccurrences(of: "+", with: "-").replacingOccurrences(of: "/", with: "_").replacingOccurrences(of: "=", with: "")
            if !key.hasPrefix("-") { return key }
        }
    }
}

/// `storehelper server [run]`: runs the server with the settings of the file, the environment and the options.
struct ServerRun: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Run the server (the default): 'storehelper server --help' lists the settings."
    )

    @Flag(help: .hidden) var exitWithParent = false
    @Option(help: "A JSON configuration file.") var config: String?
    @Option(help: "A local App Store's state directory to develop against.") var localStore: String?
    @Option(help: "Where that local App Store serves its API ('store serve').") var localStoreUrl = "http://127.0.0.1:8080"
    @Argument(
        parsing: .allUnrecognized,
        help: ArgumentHelp("Settings as options: --port 8090 --app-key KEY … ('storehelper server --help' lists them).", valueName: "setting")
    )
    var settings: [String] = []

    func run() async throws {
        if exitWithParent { ParentWatch.start() }
        var configuration = ServerConfiguration()
        if let config {
            do { configuration = try ServerConfiguration.load(try InputFile.read(config, limit: 1 << 20, what: "configuration")) } catch let error
                as ServerConfigurationError
            {
                throw CommandFailure(.invalidConfiguration, error.description)
            }
        }
        do { configuration = configuration.overlaid(with: try ServerConfiguration.fromEnvironment(ProcessInfo.processInfo.environment)) } catch {
            throw CommandFailure(.invalidConfiguration, error.description)
        }
        let flags: ServerConfiguration
        do { flags = try ServerConfiguration.fromOptions(settings) } catch { throw CommandFailure(.invalidOptions, error.description) }
        configuration = configuration.overlaid(with: flags)
        let local = try localStore.map { try LocalStoreLink(directory: $0, url: localStoreUrl) }
        if let local {
            configuration.bundleId = configuration.bundleId ?? local.bundleId
            configuration.environments =
                configuration.environments ?? (local.playsProduction ? ["Production"] : ["LocalTesting", "Xcode", "Sandbox"])
            configuration.appAppleId = configuration.appAppleId ?? local.appAppleId
            configuration.catalog = configuration.catalog ?? local.catalogPath
        }
        var keyLines: [String] = []
        if configuration.appKeys == nil {
            configuration.appKeys = [ServerCommand.newKey()]
            keyLines.append("app key \(configuration.appKeys![0])")
        }
        if configuration.adminKeys == nil {
            configuration.adminKeys = [ServerCommand.newKey()]
            keyLines.append("admin key \(configuration.adminKeys![0])")
        }
        // The local store's offer key signs offers unless one is configured: given before validation, so the
        // retention rules that offer a promotional offer see it.
        if let local, configuration.offerKey == nil { configuration.offerKey = local.offerKey }
        var settings: ServerSettings
        do { settings = try configuration.validated(drivers: [.sqlite, .postgres]) } catch {
            throw CommandFailure(.invalidConfiguration, error.description)
        }
        if let local {
            // A local store playing Production is trusted for Production data by the setting made for tests (the
            // server warns at startup); otherwise beside Apple's root for the test environments.
            if local.playsProduction { settings.testRootsTrustedForProduction.append(local.root) } else { settings.extraRoots.append(local.root) }
            if settings.api == nil { settings.api = EnvironmentRouter(key: local.key, production: .local(local.url), sandbox: .local(local.url)) }
        }
        let signingKey = settings.responseSigningKey.publicKey.rawRepresentation.base64EncodedString()
        keyLines.append(
            "response signing public key \(signingKey)"
                + (configuration.responseSigningKey == nil ? " (made for this run; set responseSigningKey to keep it)" : "")
        )
        var logger = Logger(label: "storehelper.server")
        logger.logLevel = settings.logLevel
        let storage: any ServerStorage
        do { storage = try await StoreServer.openStorage(settings, logger: logger) } catch {
            throw CommandFailure(.invalidConfiguration, error.description)
        }
        let clock: any ServiceClock = local?.clock ?? SystemClock()
        let following = local.map { link in Task { await link.clock.follow() } }
        defer { following?.cancel() }
        let server = StoreServer(settings: settings, storage: storage, clock: clock, logger: logger)
        let host = settings.host
        let printed = keyLines
        try await server.run { port in
            for line in printed { Output.line(line) }
            Output.line("listening on http://\(host):\(port)")
        }
    }
}

/// What the server takes from a local App Store it develops against: its bundle id, catalog, root,
/// an API key made for it, and its clock.
struct LocalStoreLink: Sendable {
    let bundleId: String
    let catalogPath: String?
    let root: Certificate
    let key: InAppPurchaseKey
    /// The key the store checks promotional offers with, when it has one, as the configuration names a key.
    let offerKey: ServerConfiguration.APIKey?
    let url: URL
    let clock: LocalStoreClock
    /// Whether the store plays Production, and the app Apple ID its data then carries.
    let playsProduction: Bool
    let appAppleId: Int64?

    init(directory path: String, url text: String) throws {
        guard let url = URL(string: text), ["http", "https"].contains(url.scheme) else {
            throw CommandFailure(.invalidOptions, "--local-store-url must be an http(s) URL, not \(text)")
        }
        let directory = StateDirectory(URL(fileURLWithPath: path))
        guard directory.exists else { throw CommandFailure(.invalidOptions, "--local-store: no local App Store in \(path)") }
        let made: (LocalAppStore, APIKey, String)
        do {
            made = try directory.withStore { (store: inout LocalAppStore) throws(StoreError) in
                let (key, pem) = store.serverAPI.createAPIKey()
                return (store, key, pem)
            }
        } catch {
            throw CommandFailure(error)
        }
        let (store, apiKey, pem) = made
        bundleId = store.bundleId
        catalogPath = store.configurationPath
        root = try Certificate(derEncoded: try store.rootCertificateDER())
        key = try InAppPurchaseKey(pem: pem, keyId: apiKey.keyId, issuerId: apiKey.issuerId, bundleId: store.bundleId)
        offerKey = store.offerKey.flatMap { pair in
            pair.signingKey.map { ServerConfiguration.APIKey(issuerId: apiKey.issuerId, keyId: pair.id, privateKey: $0.pemRepresentation) }
        }
        self.url = url
        clock = LocalStoreClock(directory: directory, start: store.now)
        playsProduction = store.environment == .production
        appAppleId = playsProduction ? store.appAppleId : nil
    }
}

/// The local App Store's clock, as ``follow()`` last read it from the store's state (every 100 ms, through the
/// store's asynchronous accessor: reading it never blocks the server's callers, and between reads holds nothing open
/// in the store's database); waits on it are waits on the wall clock until the store's time has reached the deadline
/// (another process may move it any time).
final class LocalStoreClock: ServiceClock {
    private let access: StateAccess
    private let storeTime: NIOLockedValueBox<Date>

    init(directory: StateDirectory, start: Date) {
        access = StateAccess(directory: directory)
        storeTime = NIOLockedValueBox(start)
    }

    /// The store's instant, as last read.
    var now: Date { storeTime.withLockedValue { $0 } }

    /// Reads the store's clock every 100 ms until the task is cancelled; a read that fails keeps the last instant.
    func follow() async {
        while !Task.isCancelled {
            if let time = try? await access.read({ $0.now }) {
                storeTime.withLockedValue { $0 = time }
            }
            try? await Task.sleep(for: .milliseconds(100))
        }
    }

    func sleep(until deadline: Date) async throws {
        while now < deadline { try await Task.sleep(for: .milliseconds(100)) }
        try Task.checkCancellation()
    }
}
#endif
