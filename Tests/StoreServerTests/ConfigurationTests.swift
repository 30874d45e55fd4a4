#if Server
import AppStoreServerAPI
import Crypto
import Foundation
import Logging
import StoreHelperFixtures
import StoreHelperTesting
import StoreServer
import StoreStorage
import StoreStoragePostgres
import StoreStorageSQLite
import Testing

/// A bad configuration stops the server with one line naming the setting.
@Suite struct ConfigurationTests {
    static func valid() -> ServerConfiguration {
        var configuration = ServerConfiguration()
        configuration.bundleId = Florist.bundleId
        configuration.environments = ["Sandbox"]
        configuration.appKeys = ["app-key-0123456789abcdef"]
        configuration.adminKeys = ["admin-key-0123456789abcdef"]
        return configuration
    }

    /// An App Store Server API key (a new one) with these places for the two environments' data.
    static func apiKey(baseURL: String? = nil, sandboxBaseURL: String? = nil) -> ServerConfiguration.APIKey {
        .init(issuerId: "i", keyId: "k", privateKey: P256.Signing.PrivateKey().pemRepresentation, baseURL: baseURL, sandboxBaseURL: sandboxBaseURL)
    }

    @Test func eachBadSettingIsNamed() throws {
        _ = try Self.valid().validated()
        let cases: [(String, (inout ServerConfiguration) -> Void)] = [
            ("bundleId", { $0.bundleId = nil }),
            ("environments", { $0.environments = ["Staging"] }),
            ("appAppleId", { $0.environments = ["Production"] }),
            ("appKeys", { $0.appKeys = ["short"] }),
            ("adminKeys", { $0.adminKeys = $0.appKeys }),
            ("responseSigningKey", { $0.responseSigningKey = "not-base64" }),
            ("database", { $0.database = "mysql://x" }),
            ("database", { $0.database = "postgres://localhost/db" }),
            ("database", { $0.database = "postgres://user@localhost/db?sslmode=sometimes" }),
            ("consumptionInformation", { $0.consumptionInformation = "always" }),
            ("catchUpMinutes", { $0.catchUpMinutes = 0 }),
            ("logLevel", { $0.logLevel = "verbose" }),
            ("offerKey.keyId", { $0.offerKey = .init(issuerId: "issuer") }),
            ("offerKey.privateKeyFile", { $0.offerKey = .init(issuerId: "i", keyId: "k", privateKey: "not a key") }),
            ("port", { $0.port = 70_000 }),
            ("maximumConnectionsPerClient", { $0.maximumConnectionsPerClient = 0 }),
            ("trustedProxies", { $0.trustedProxies = ["proxy.example"] }),
            ("trustedProxies", { $0.trustedProxies = ["10.0.0.0/33"] }),
            ("catalog", { $0.catalog = "/nonexistent/Products.storekit" }),
            ("extraRoots", { $0.extraRoots = [Florist.storekitURL.path] }),
            ("testRootsTrustedForProduction", { $0.testRootsTrustedForProduction = ["/nonexistent/root.der"] }),
            ("entitlements", { $0.entitlements = ["vip": []] }),
            ("appStoreServerAPI.keyId", { $0.appStoreServerAPI = .init(issuerId: "issuer") }),
            ("appStoreServerAPI.baseURL", { $0.appStoreServerAPI = Self.apiKey(baseURL: "ftp://x") }),
            ("appStoreServerAPI.sandboxBaseURL", { $0.appStoreServerAPI = Self.apiKey(sandboxBaseURL: "production-ish") }),
        ]
        for (setting, spoil) in cases {
            var configuration = Self.valid()
            spoil(&configuration)
            #expect(throws: ServerConfigurationError.self, "\(setting)") { try configuration.validated(drivers: [.sqlite, .postgres]) }
            do { _ = try configuration.validated(drivers: [.sqlite, .postgres]) } catch { #expect(error.setting == setting, "\(error)") }
        }
    }

    /// N14 of the second outside attack: unknown keys under `retention` were silently ignored, so a misspelled
    /// condition made a rule fire for everyone. A key that is no setting is refused wherever it is, by its path.
    @Test func eachEnvironmentsDataIsLookedUpWhereTheSettingsSay() throws {
        func router(baseURL: String?, sandboxBaseURL: String?) throws -> (APIEnvironment?, APIEnvironment?) {
            var configuration = Self.valid()
            configuration.appStoreServerAPI = Self.apiKey(baseURL: baseURL, sandboxBaseURL: sandboxBaseURL)
            let api = try configuration.validated().api
            return (api?.production.environment, api?.sandbox.environment)
        }
        let local = URL(string: "http://127.0.0.1:8080")!
        let second = URL(string: "http://127.0.0.1:8081")!
        #expect(try router(baseURL: nil, sandboxBaseURL: nil) == (.production, .sandbox), "Apple's two environments by default")
        #expect(try router(baseURL: "http://127.0.0.1:8080", sandboxBaseURL: nil) == (.local(local), .local(local)), "one local store serves both")
        #expect(
            try router(baseURL: "http://127.0.0.1:8080", sandboxBaseURL: "http://127.0.0.1:8081") == (.local(local), .local(second)),
            "one local store per environment"
        )
        #expect(try router(baseURL: "sandbox", sandboxBaseURL: nil) == (.sandbox, .sandbox))
    }

    @Test func aKeyThatIsNoSettingIsRefusedByItsPath() throws {
        let cases = [
            (#"{"appKey": ["a-key-of-sixteen-chars"]}"#, "appKey"),
            (#"{"retention": {"rules": [{"name": "x", "wen": {"knownCustomer": true}, "message": "m"}]}}"#, "retention.rules[0].wen"),
            (#"{"retention": {"rules": [{"when": {"knownCustomers": true}, "message": "m"}]}}"#, "retention.rules[0].when.knownCustomers"),
            (#"{"appStoreServerAPI": {"issuerID": "x"}}"#, "appStoreServerAPI.issuerID"),
        ]
        for (json, setting) in cases {
            #expect(throws: ServerConfigurationError.self, "\(setting)") { try ServerConfiguration.load(Data(json.utf8)) }
            do { _ = try ServerConfiguration.load(Data(json.utf8)) } catch { #expect(error.setting == setting, "\(error)") }
        }
        let json = #"""
            {"appKeys": ["a-key-of-sixteen-chars"], "port": null, "entitlements": {"vip": ["a"]}, "offerEligibility": {"default": "lapsed"}}
            """#
        let known = try ServerConfiguration.load(Data(json.utf8))
        #expect(known.appKeys == ["a-key-of-sixteen-chars"] && known.entitlements == ["vip": ["a"]] && known.offerEligibility?.default == .lapsed)
    }

    /// The database is opened by a driver the executable registered: SQLite is built in; a PostgreSQL URL
    /// is refused by a build that did not register PostgreSQL's driver, and taken by one that did.
    @Test func theDatabaseURLIsTakenOnlyByARegisteredDriver() throws {
        var configuration = Self.valid()
        configuration.database = "postgres://shop@db.example.com/shop"
        do {
            _ = try configuration.validated()
            Issue.record("a SQLite-only build took a PostgreSQL URL")
        } catch {
            #expect(error.setting == "database" && error.message.contains("this build opens sqlite:PATH, not postgres:"), "\(error)")
        }
        let settings = try configuration.validated(drivers: [.sqlite, .postgres])
        #expect(settings.database.driver.name == "PostgreSQL" && settings.database.url == "postgres://shop@db.example.com/shop")
        configuration.database = "sqlite:/tmp/shop.sqlite"
        #expect(try configuration.validated().database.driver.name == "SQLite")
    }

    @Test func flagsWinOverTheEnvironmentWhichWinsOverTheFile() throws {
        let file = try ServerConfiguration.load(Data(#"{"bundleId": "file", "port": 1, "database": "sqlite:file.sqlite"}"#.utf8))
        let environment = try ServerConfiguration.fromEnvironment([
            "STOREHELPER_SERVER_PORT": "2", "STOREHELPER_SERVER_APP_KEYS": "a-key-of-sixteen-chars, another-key-of-sixteen",
            "STOREHELPER_SERVER_CONSUMPTION_INFORMATION": "consented", "STOREHELPER_SERVER_OFFER_KEY_ID": "OFFERKEY",
            "STOREHELPER_SERVER_CATCH_UP_MINUTES": "5", "STOREHELPER_SERVER_LOG_LEVEL": "warning",
        ])
        var flags = ServerConfiguration()
        flags.port = 3
        let merged = file.overlaid(with: environment).overlaid(with: flags)
        #expect(merged.bundleId == "file" && merged.port == 3 && merged.database == "sqlite:file.sqlite")
        #expect(merged.appKeys == ["a-key-of-sixteen-chars", "another-key-of-sixteen"])
        #expect(merged.consumptionInformation == "consented" && merged.offerKey?.keyId == "OFFERKEY" && merged.catchUpMinutes == 5)
        #expect(try Self.valid().validated().logLevel == .info)
        var quiet = Self.valid()
        quiet.logLevel = merged.logLevel
        #expect(try quiet.validated().logLevel == .warning)
        #expect(throws: ServerConfigurationError(setting: "STOREHELPER_SERVER_PORT", "not a number: x")) {
            try ServerConfiguration.fromEnvironment(["STOREHELPER_SERVER_PORT": "x"])
        }
        #expect(throws: ServerConfigurationError(setting: "port", "not valid: expected Int")) {
            try ServerConfiguration.load(Data(#"{"port": "8080"}"#.utf8))
        }
    }
}
#endif
