#if Server
// DocC snippet of the StoreServer article (compiled by CI; the article quotes it exactly).
// DocC StoreServer: imports
import Logging
import StoreServer

// DocC StoreServer: end

/// A server from its configuration, run until it is told to stop.
func serve(_ configuration: ServerConfiguration, logger: Logger) async throws {
    // DocC StoreServer: body
    let settings = try configuration.validated()  // names the first bad setting
    let storage = try await StoreServer.openStorage(settings, logger: logger)
    try await StoreServer(settings: settings, storage: storage).run()
    // DocC StoreServer: end
}

/// The settings of a server for an app on sale: Production and Sandbox data, each looked up in its own environment
/// of the App Store Server API with one key.
func settingsForAnAppOnSale(appKey: String, adminKey: String) throws -> ServerSettings {
    // DocC StoreServer production: body
    var configuration = ServerConfiguration()
    configuration.bundleId = "com.storehelper.florist"
    configuration.appAppleId = 1_234_567_890  // the app's Apple ID in App Store Connect: Production data carries it
    configuration.environments = ["Production", "Sandbox"]  // App Review and TestFlight buy in Sandbox
    configuration.appStoreServerAPI = .init(issuerId: "57246542-96fe-1a63-e053-0824d011072a", keyId: "2X9R4HXF34", privateKeyFile: "key.p8")
    configuration.sandboxGrantsEntitlements = true  // the default: a reviewer's Sandbox purchase unlocks what it bought
    configuration.appKeys = [appKey]
    configuration.adminKeys = [adminKey]
    let settings = try configuration.validated()  // baseURL and sandboxBaseURL default to Apple's two environments
    // DocC StoreServer production: end
    return settings
}
#endif
