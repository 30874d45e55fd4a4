#if Server
import Foundation
import StoreHelper
import StoreHelperDemo
import StoreHelperFixtures
import StoreKitConfiguration
import Testing

/// The demo's shop as a library, without the CLI: its lines go where the caller says, and a line that fails says why
/// and leaves the session going.
@Suite @MainActor struct DemoShopTests {
    final class Lines {
        var written: [String] = []
    }

    @Test func theShopWritesItsLinesWhereItIsToldAndGoesOnAfterAFailure() async throws {
        let directory = TemporaryFiles.url("demo-shop")
        defer { try? FileManager.default.removeItem(at: directory) }
        let lines = Lines()
        let shop = try await DemoShop.open(
            directory: directory,
            configuration: try Florist.configuration(),
            configurationPath: Florist.storekitURL.path,
            products: try ProductConfiguration(contentsOf: Florist.productsPlistURL),
            start: Florist.start,
            write: { lines.written.append($0) }
        )
        #expect(await shop.run("buy flowers-large", echo: true))
        #expect(await shop.run("buy nothing-at-all", echo: false))
        #expect(await shop.run("info flowers-large", echo: false))
        #expect(await !shop.run("quit", echo: false))
        #expect(
            lines.written == [
                "\n> buy flowers-large",
                "  purchased Flowers Large for $1.99",
                "  ! no product 'nothing-at-all'",
                "  Flowers Large: Purchased on Mar 2, 2026. [Request a Refund]",
            ]
        )
        #expect(try await shop.helper.isPurchased(productId: Florist.large))
    }
}
#endif
