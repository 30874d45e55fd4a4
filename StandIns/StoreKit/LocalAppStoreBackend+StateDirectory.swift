#if os(Linux)
import Foundation
import LocalAppStore
import StoreHelperLocal
#if Server  // the state directory is the Server trait's
import LocalAppStoreSQLite
#endif

extension LocalAppStoreBackend {
    /// The environment variable naming a state directory (`storehelper store --state DIR …`) for StoreKit to use
    /// when no `SKTestSession` made a store the process's: an app running on Linux then buys from the store the
    /// CLI and the console drive from other processes.
    package static let stateDirectoryVariable = "STOREKIT_STATE_DIRECTORY"

    /// The store `environment` names, as a device of the state directory's default account; nil when it names
    /// none. A directory that cannot be opened, or a build without the state directory (it needs the `Server`
    /// trait), leaves the process with no store (StoreKit then answers as offline) and says why on standard error.
    package static func fromEnvironment(_ environment: [String: String] = ProcessInfo.processInfo.environment) -> LocalAppStoreBackend? {
        guard let path = environment[stateDirectoryVariable], !path.isEmpty else { return nil }
        #if Server  // the state directory is the Server trait's
        do {
            let reader = StateReader(directory: StateDirectory(URL(fileURLWithPath: path)))
            return LocalAppStoreBackend(drivenDevice: try LocalStore(shared: reader, publishesUnfinished: false))
        } catch {
            report("StoreKit: \(stateDirectoryVariable)=\(path) cannot be opened (\(error)); StoreKit has no store")
            return nil
        }
        #else
        report("StoreKit: \(stateDirectoryVariable) needs a build with the Server trait (the state directory's SQLite); StoreKit has no store")
        return nil
        #endif
    }

    private static func report(_ message: String) {
        FileHandle.standardError.write(Data((message + "\n").utf8))
    }
}
#endif
