#if Server
import Foundation
import StoreServer
import Logging
import StoreStorage
import StoreWeb
import Testing

/// Issue 63: each setting is declared once; the file's key, the environment variable, the option, the help, the
/// default and the limits all come from that declaration.
@Suite struct SettingDeclarationTests {
    /// The names users already write keep working: each is derived from the property's name.
    @Test func theEnvironmentVariablesAndOptionsAreDerivedFromTheKeys() throws {
        let settings = Dictionary(uniqueKeysWithValues: ServerConfiguration.settings.map { ($0.key, $0) })
        #expect(settings.count == ServerConfiguration.settings.count && settings.count == 32, "\(settings.keys.sorted())")
        let expected: [(String, String?, String?)] = [
            ("bundleId", "STOREHELPER_SERVER_BUNDLE_ID", "bundle-id"),
            ("appAppleId", "STOREHELPER_SERVER_APP_APPLE_ID", "app-apple-id"),
            ("appKeys", "STOREHELPER_SERVER_APP_KEYS", "app-key"),
            ("testRootsTrustedForProduction", "STOREHELPER_SERVER_TEST_ROOTS_TRUSTED_FOR_PRODUCTION", "test-root-trusted-for-production"),
            ("catchUpMinutes", "STOREHELPER_SERVER_CATCH_UP_MINUTES", "catch-up-minutes"),
            ("maximumConnectionsPerClient", "STOREHELPER_SERVER_MAXIMUM_CONNECTIONS_PER_CLIENT", "maximum-connections-per-client"),
            ("appStoreServerAPI", "STOREHELPER_SERVER_API", nil),
            ("offerKey", "STOREHELPER_SERVER_OFFER", nil),
            ("entitlements", nil, nil),
            ("retention", nil, nil),
        ]
        for (key, environment, option) in expected {
            #expect(settings[key]?.environmentName == environment && settings[key]?.option == option, "\(key)")
        }
        let help = ServerConfiguration.settingsHelp
        for setting in ServerConfiguration.settings {
            #expect(help.contains(setting.option.map { "--\($0): " } ?? "\(setting.key) (in the file only): "), "\(setting.key)")
        }
        #expect(help.contains("--port: The port (0 picks a free one). Default 8090. 0 to 65535. Environment: STOREHELPER_SERVER_PORT."))
    }

    @Test func optionsAreReadAsTheirDeclarationsSay() throws {
        let options = try ServerConfiguration.fromOptions([
            "--port", "0", "--app-key", "first-key-of-sixteen", "--app-key=second-key-of-sixteen", "--secure-cookies",
            "--sandbox-grants-entitlements", "false", "--app-apple-id", "6446", "--log-level=debug",
        ])
        #expect(options.port == 0 && options.appKeys == ["first-key-of-sixteen", "second-key-of-sixteen"])
        #expect(options.secureCookies == true && options.sandboxGrantsEntitlements == false && options.appAppleId == 6446)
        #expect(options.logLevel == "debug" && options.database == nil)
        let refusals: [([String], String, String)] = [
            (["--port", "eighty"], "--port", "not a number: eighty"),
            (["--secure-cookies=maybe"], "--secure-cookies", "true or false, not maybe"),
            (["--app-key"], "--app-key", "needs a value"),
            (["--app-key", "-starts-with-a-dash"], "--app-key", "needs a value"),
            (["--entitlements", "{}"], "--entitlements", "not an option of storehelper server (--help lists them)"),
            (["--api-key-id", "K"], "--api-key-id", "not an option of storehelper server (--help lists them)"),
            (["8090"], "8090", "not an option of storehelper server (--help lists them)"),
        ]
        for (arguments, setting, message) in refusals {
            #expect(throws: ServerConfigurationError(setting: setting, message), "\(arguments)") { try ServerConfiguration.fromOptions(arguments) }
        }
    }

    /// A declared range or choice refuses a value wherever it came from, naming the setting; the defaults declared are
    /// what the server runs with when nothing is set.
    @Test func declaredLimitsAndDefaultsAreWhatTheServerRunsWith() throws {
        for (key, spoil) in [
            ("idleTimeoutSeconds", { (configuration: inout ServerConfiguration) in configuration.idleTimeoutSeconds = 3_601 }),
            ("forwardedHeader", { $0.forwardedHeader = "x-real-ip" }),
            ("purchaseOwnership", { $0.purchaseOwnership = "link-unowned" }),
            ("consentRescinded", { $0.consentRescinded = "revoke" }),
        ] {
            var configuration = ConfigurationTests.valid()
            spoil(&configuration)
            #expect(throws: ServerConfigurationError.self, "\(key)") { try configuration.validated() }
            do { _ = try configuration.validated() } catch { #expect(error.setting == key, "\(error)") }
        }
        let settings = try ConfigurationTests.valid().validated()
        let declared = ServerConfiguration.declared
        #expect(settings.port == declared.resolved(\.$port) && settings.port == 8090)
        #expect(settings.host == "127.0.0.1" && settings.database.url == ServerSettings.defaultDatabase)
        #expect(settings.jobs.catchUpInterval == .seconds(60 * 60) && settings.limits.maximumConnections == 512)
        #expect(settings.limits.idleTimeout == .seconds(60) && settings.limits.requestReadTimeout == .seconds(30))
        #expect(settings.limits.maximumConnectionsPerClient == 128 && settings.trustedProxies == .none)
        #expect(settings.consumptionPolicy == .never && settings.ownershipPolicy == .transfer && settings.consentRescinded == .keepAccess)
        #expect(settings.logLevel == .info && !settings.secureCookies && settings.sandboxGrantsEntitlements)
        #expect(declared.port == nil && declared.resolved(\.$bundleId) == nil, "the declared configuration sets nothing")
    }

    /// Overlaying goes setting by setting (a key field by field) and loses nothing a file can hold.
    @Test func overlayingKeepsEverySettingAFileHolds() throws {
        let json = #"""
            {"bundleId": "com.example", "appAppleId": 1, "environments": ["Sandbox"], "entitlements": {"vip": ["a"]},
             "appStoreServerAPI": {"issuerId": "i", "keyId": "k", "baseURL": "sandbox"}, "offerEligibility": {"default": "lapsed"},
             "secureCookies": true, "retention": {"latencyBudgetMilliseconds": 500, "rules": [{"name": "r", "message": "m"}]}}
            """#
        let file = try ServerConfiguration.load(Data(json.utf8))
        #expect(ServerConfiguration().overlaid(with: file) == file && file.overlaid(with: ServerConfiguration()) == file)
        let environment = try ServerConfiguration.fromEnvironment(["STOREHELPER_SERVER_API_KEY_ID": "K2", "STOREHELPER_SERVER_PORT": "9"])
        let merged = file.overlaid(with: environment)
        #expect(merged.appStoreServerAPI == .init(issuerId: "i", keyId: "K2", baseURL: "sandbox") && merged.port == 9)
        #expect(merged.retention == file.retention && merged.entitlements == ["vip": ["a"]] && merged.secureCookies == true)
    }
}
#endif
