#if Server
import Crypto
import Foundation
import LocalAppStore
import LocalAppStoreSQLite
import StoreHelperFixtures
import StoreKitConfiguration
import Testing

@testable import StoreHelperCLI

/// `storehelper server keys` and the keys `storehelper server` prints on start.
@Suite struct ServerCommandTests {
    @Test func serverKeysMakesKeysWhosePublicKeyMatchesTheSigningKey() async throws {
        let result = await CommandRunner.run(["server", "keys", "--json"])
        #expect(result.status == 0, "\(result.stderr)")
        let keys = try JSONDecoder().decode(ServerKeys.Keys.self, from: Data(result.stdout.utf8))
        #expect(keys.appKey.utf8.count >= 16 && keys.adminKey.utf8.count >= 16 && keys.appKey != keys.adminKey)
        let signing = try Curve25519.Signing.PrivateKey(rawRepresentation: try #require(Data(base64Encoded: keys.responseSigningKey)))
        #expect(signing.publicKey.rawRepresentation.base64EncodedString() == keys.responseSigningPublicKey)
        let again = await CommandRunner.run(["server", "keys", "--json"])
        #expect(try JSONDecoder().decode(ServerKeys.Keys.self, from: Data(again.stdout.utf8)).responseSigningKey != keys.responseSigningKey)
    }

    /// Issue 64: about one key in 64 began with `-`, and `--app-key` then read it as an option and refused it.
    @Test func noKeyBeginsWithADashSoEveryOneIsTakenAsAnOptionsValue() async throws {
        let keys = (0..<2_000).map { _ in ServerCommand.newKey() }
        #expect(!keys.contains { $0.hasPrefix("-") })
        #expect(Set(keys).count == keys.count && keys.allSatisfy { $0.utf8.count == 43 })
        #expect(keys.contains { $0.contains("-") }, "base64url's '-' still appears inside keys")
        // The options are read (the run then stops at the missing bundle id); a leading "-" is not a value.
        let taken = await CommandRunner.run(["server", "--app-key", keys[0], "--admin-key", keys[1]])
        #expect(taken.status != 0 && taken.stderr.contains("bundleId") && !taken.stderr.contains("--app-key"), "\(taken.stderr)")
        // One dash, then a letter: a key's own second character may be '-', which would make the value a long option.
        let dashed = await CommandRunner.run(["server", "--app-key", "-A" + keys[0].dropFirst(2)])
        #expect(dashed.stderr.contains("--app-key"), "what a key beginning with '-' met: \(dashed.stderr)")
    }

    /// Issue 63: the options are the settings' declarations: `--help` lists every one, a declared limit refuses a value
    /// given as an option, naming the setting, and `keys` is still a subcommand beside the settings.
    @Test func theOptionsAndTheirHelpComeFromTheSettingsDeclarations() async throws {
        let help = await CommandRunner.run(["server", "--help"])
        for line in ["--idle-timeout-seconds: Seconds a connection may sit idle", "--trusted-proxy: ", "retention (in the file only): "] {
            #expect(help.stdout.contains(line), "\(line) in \(help.stdout)")
        }
        let outOfRange = await CommandRunner.run([
            "server", "--bundle-id", "com.example", "--app-key", "app-key-0123456789abcdef", "--admin-key", "admin-key-0123456789abcdef",
            "--environment", "Sandbox", "--idle-timeout-seconds", "0",
        ])
        #expect(outOfRange.status != 0 && outOfRange.stderr.contains("idleTimeoutSeconds: 1 to 3600, not 0"), "\(outOfRange.stderr)")
        let unknown = await CommandRunner.run(["server", "--app-keys", "app-key-0123456789abcdef"])
        #expect(unknown.status != 0 && unknown.stderr.contains("--app-keys: not an option of storehelper server"), "\(unknown.stderr)")
        let keys = await CommandRunner.run(["server", "keys", "--json"])
        #expect(keys.status == 0, "\(keys.stderr)")
    }

    @Test func theServerPrintsThePublicKeyOfTheSigningKeyItWasGiven() throws {
        let signing = Curve25519.Signing.PrivateKey()
        let directory = TemporaryFiles.url("server-keys")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let printed = try Self.start(
            [
                "server", "--port", "0", "--database", "sqlite:\(directory.path)/server.sqlite", "--bundle-id", "com.example.app",
                "--app-apple-id", "1", "--app-key", "app-key-0123456789abcdef", "--admin-key", "admin-key-0123456789abcdef",
            ],
            environment: ["STOREHELPER_SERVER_RESPONSE_SIGNING_KEY": signing.rawRepresentation.base64EncodedString()]
        )
        #expect(printed.contains("response signing public key \(signing.publicKey.rawRepresentation.base64EncodedString())\n"), "\(printed)")
        #expect(!printed.contains("made for this run"))
        #expect(!printed.contains(signing.rawRepresentation.base64EncodedString()), "the private key is never printed")
    }

    /// N14 of the second outside attack: with `--local-store`, a retention rule offering a promotional offer made
    /// the server refuse to start, though the store has an offer key (it was applied after the rules were
    /// checked).
    @Test func withALocalStoreThatHasAnOfferKeyARuleOfferingAnOfferStarts() throws {
        let directory = TemporaryFiles.url("server-local-offer")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let catalog = directory.appendingPathComponent("offers.storekit")
        try JSONEncoder().encode(try Florist.configurationWithAnOffer()).write(to: catalog)
        let state = StateDirectory(directory.appendingPathComponent("store"))
        let configuration = try Florist.configurationWithAnOffer()
        let create = { () throws(StoreError) in
            try LocalAppStore(configuration: configuration, bundleId: Florist.bundleId, configurationPath: catalog.path, now: Florist.start)
        }
        try state.withStore(create: create) { (store: inout LocalAppStore) throws(StoreError) in
            store.setOfferKey(ConfigurationKeyPair(id: "OFFERKEY", privateKey: P256.Signing.PrivateKey().derRepresentation.base64EncodedString()))
        }
        let config = directory.appendingPathComponent("server.json")
        try Data(
            #"""
            {"retention": {"rules": [{"name": "offer", "promotionalOffer": {"messageIdentifier": "2f2b7a62-3c1d-4a55-9a8e-0b6f6a7c1d01", "productId": "\#(Florist.gold)", "offerId": "\#(Florist.comeBackOffer)"}}]}}
            """#.utf8
        ).write(to: config)
        let printed = try Self.start([
            "server", "--port", "0", "--database", "sqlite:\(directory.path)/server.sqlite", "--local-store", state.url.path,
            "--config", config.path, "--app-key", "app-key-0123456789abcdef", "--admin-key", "admin-key-0123456789abcdef",
        ])
        #expect(printed.contains("listening on http://"), "\(printed)")
    }

    /// What `storehelper` with `arguments` (and `environment` over the process's) prints until it listens (or
    /// exits), on standard output and error; then it is stopped.
    static func start(_ arguments: [String], environment: [String: String] = [:]) throws -> String {
        let process = Process()
        process.executableURL = try CommandRunner.executable()
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { _, new in new }
        let out = Pipe()
        process.standardOutput = out
        process.standardError = out
        try process.run()
        var printed = ""
        while !printed.contains("listening on http://") {  // the tool's own line, after its keys (the log says "listening on" too)
            let data = out.fileHandleForReading.availableData
            if data.isEmpty { break }
            printed += String(decoding: data, as: UTF8.self)
        }
        process.terminate()
        process.waitUntilExit()
        return printed
    }
}
#endif
