#if !Server
import Foundation

/// `storehelper-bench` is the server half's: built with the package's default traits it only says, in one line, how
/// to build it.
@main
enum WithoutTheServerTrait {
    static func main() {
        print("storehelper-bench needs the Server trait: swift run -c release --traits Server storehelper-bench …")
        exit(1)
    }
}
#endif
