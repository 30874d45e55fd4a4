#if Server
public import AppStoreModels

extension Analytics {
    /// The filter value that asks for every environment at once.
    public static let allEnvironments = "all"

    /// The environment figures are made for: the one asked for (``allEnvironments``: every one, nil), else
    /// Production when the server accepts Production data, so App Review's, TestFlight's and developers' Sandbox
    /// purchases never count as revenue; else every environment (a server that only sees test data).
    public static func environment(asked: String?, accepting environments: [AppStoreEnvironment]) -> String? {
        if let asked { return asked == allEnvironments ? nil : asked }
        return environments.contains(.production) ? AppStoreEnvironment.production.rawValue : nil
    }
}
#endif
