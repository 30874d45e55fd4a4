import FloristShop
import Foundation
import StoreHelper
import SwiftUI

/// The florist shop as an app: one window with the shop's screens, over StoreHelper over Apple's StoreKit.
@main
struct FloristApp: App {
    /// Made at launch: the store over StoreKit hears StoreKit's updates from then on.
    @State private var shop = Self.launch()

    var body: some Scene {
        WindowGroup {
            ContentView(shop: shop)
        }
    }

    /// The shop, its consumables kept in the app's Application Support directory. A launch that cannot make it
    /// (a named Xcode certificate that cannot be read, say) stops with the reason: nothing is sold unverified.
    private static func launch() -> FloristShop {
        do {
            let support = try FileManager.default.url(for: .applicationSupportDirectory, in: .userDomainMask, appropriateFor: nil, create: true)
                .appendingPathComponent("Florist", isDirectory: true)
            try FileManager.default.createDirectory(at: support, withIntermediateDirectories: true)
            return try FloristShop(verifier: try FloristShop.verifier(), ledger: FileLedgerStore(url: support.appendingPathComponent("ledger.json")))
        } catch {
            fatalError("the florist shop cannot open: \(error)")
        }
    }
}
