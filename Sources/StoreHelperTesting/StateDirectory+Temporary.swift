import Foundation
import LocalAppStore

extension StateDirectory {
    /// A state directory under the system's temporary folder, with a fresh name; the caller removes it.
    public static func temporary() -> StateDirectory {
        StateDirectory(FileManager.default.temporaryDirectory.appendingPathComponent("storehelper-\(UUID().uuidString)"))
    }
}
