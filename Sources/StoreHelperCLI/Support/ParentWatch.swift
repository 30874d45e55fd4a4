#if Server
import Foundation

/// For a server started by another `storehelper` process (`demo --server`): ends this process when
/// the one that started it is gone (killed, or crashed), so no server outlives the demo it serves.
enum ParentWatch {
    /// Checks once a second whether the parent process changed; exits when it did.
    static func start() {
        let parent = getppid()
        Thread.detachNewThread {
            while true {
                Thread.sleep(forTimeInterval: 1)
                if getppid() != parent { exit(0) }
            }
        }
    }
}
#endif
