import Foundation

extension StoreHelper {
    /// Hands the transactions verified since the last call to ``server`` (which queues each once, in a
    /// file, and sends them); a queue that cannot be written keeps them here for the next call.
    func reportVerified() async {
        guard let server, !unreported.isEmpty else { return }
        let batch = unreported
        unreported = []
        do {
            try await server.report(batch)
        } catch {
            unreported = batch + unreported
            report(.server(error))
        }
    }

    /// What the app's server says the user owns, its signature checked as the connection's
    /// ``TrustedEntitlements`` says. Throws without a server.
    public func serverCustomerInfo() async throws(StoreHelperError) -> ServerCustomerInfo {
        guard let server else { throw StoreHelperError(.server, "no server: pass server: when creating the StoreHelper") }
        do { return try await server.customerInfo() } catch { throw .server(error) }
    }
}
