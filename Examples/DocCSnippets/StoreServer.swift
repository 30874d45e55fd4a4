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
