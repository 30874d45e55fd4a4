#if !Server
import Foundation

/// `storehelper` is the server half: built with the package's default traits (an app's build, Xcode opening the
/// package) it only says, in one line, how to build it.
@main
enum WithoutTheServerTrait {
    static func main() {
        print("storehelper needs the Server trait: swift run --traits Server storehelper …")
        exit(1)
    }
}
#endif
