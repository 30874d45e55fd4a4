#if Server
import AppStoreModels
import AppStoreServerAPI

extension EnvironmentRouter {
    /// The client of the environment `transactionId` belongs to: the one recorded with it when that is Production
    /// or Sandbox, else the one whose App Store knows it (Apple's order: production, then sandbox). A local App
    /// Store's Xcode and LocalTesting data is found that way too, on the URL that serves it.
    func client(reaching transactionId: String, in recorded: String?) async throws(AppStoreServerAPIError) -> AppStoreServerAPIClient {
        if let recorded, let client = client(for: AppStoreEnvironment(rawValue: recorded)) { return client }
        return try await environment(of: transactionId) == .sandbox ? sandbox : production
    }

    /// Runs `call` in the environment recorded with the data it concerns, or, for other environments and
    /// none, as Apple documents for an unknown one.
    func call<Answer: Sendable>(
        recorded: String?,
        _ call: (AppStoreServerAPIClient) async throws(AppStoreServerAPIError) -> Answer
    ) async throws(AppStoreServerAPIError) -> Answer {
        let environment = recorded.map(AppStoreEnvironment.init(rawValue:)).flatMap { client(for: $0) == nil ? nil : $0 }
        return try await self.call(in: environment, call).answer
    }
}
#endif
