#if Server
import Foundation
import StoreHelperFixtures
import Testing

/// `store review`, `store cancel-flow`, `store cancel-flows` and the App Store Connect set-up (`retention-offer`,
/// `retention-message`, `retention-setup`): text and JSON, and refusals that change nothing.
@Suite struct StoreRetentionCommandTests {
    let state = TemporaryFiles.url("retention").path
    let bronze = "com.storehelper.subscription.vip.bronze"

    func store(_ arguments: [String]) async -> CommandRunner.Result {
        await CommandRunner.run(["store", "--state", state] + arguments)
    }

    @Test func aCancellationFlowWithoutARealtimeURLShowsTheAppStoresSheetAndTakesTheChoice() async throws {
        let created = await store([
            "--config", "Examples/Florist/Products.storekit", "--bundle-id", "com.storehelper.florist", "set", "environment=Sandbox",
            "appAppleId=1234567890",
        ])
        #expect(created.status == 0, "\(created.stderr)")
        #expect((await store(["buy", bronze])).status == 0)
        let looked = await store(["cancel-flow", bronze, "--locale", "fr-FR", "--json"])
        #expect(looked.status == 0, "\(looked.stderr)")
        let flow = try #require(try JSONSerialization.jsonObject(with: Data(looked.stdout.utf8)) as? [String: Any])
        let shown = try #require(flow["shown"] as? [String: Any])
        #expect(shown["kind"] as? String == "standard" && shown["fallbackReason"] as? String == "no realtime URL is configured")
        #expect(flow["locale"] as? String == "fr-FR" && flow["attempt"] == nil && flow["choice"] == nil)

        let cancelled = await store(["cancel-flow", bronze, "--choose", "cancel"])
        #expect(cancelled.status == 0 && cancelled.stdout.contains("shown standard (no realtime URL is configured); chose cancel: auto-renew is off"))
        let listed = await store(["cancel-flows", "--json"])
        let flows = try #require(try JSONSerialization.jsonObject(with: Data(listed.stdout.utf8)) as? [[String: Any]])
        #expect(flows.map { $0["choice"] as? String } == [nil, "cancel"])
        #expect((await store(["cancel-flows"])).stdout.components(separatedBy: "\n").filter { !$0.isEmpty }.count == 2)

        // Nothing left to cancel; a choice the screen did not offer; an unknown upload: refused, nothing changes.
        let again = await store(["cancel-flow", bronze, "--choose", "keep"])
        #expect(again.status == 1 && again.stderr.hasPrefix("error: invalid-action: "))
        let offer = await store(["cancel-flow", bronze, "--choose", "discount"])
        #expect(offer.status != 0 && offer.stderr.contains("discount"))
        let review = await store(["review", UUID().uuidString, "approve"])
        #expect(review.status == 1 && review.stderr.hasPrefix("error: invalid-request: no uploaded image or message"))
        #expect((await store(["cancel-flows", "--json"])).stdout == listed.stdout)
    }

    @Test func anAppStoreConnectMessageWithARetentionOfferIsShownAndRedeemed() async throws {
        let created = await store([
            "--config", "Examples/Florist/Products.storekit", "--bundle-id", "com.storehelper.florist", "set", "environment=Sandbox",
            "appAppleId=1234567890",
        ])
        #expect(created.status == 0, "\(created.stderr)")
        #expect((await store(["buy", bronze])).status == 0)
        let offer = await store([
            "retention-offer", "vip.stay", "--product", bronze, "--discount", "PAY_AS_YOU_GO", "--periods", "2", "--price", "2.49",
        ])
        #expect(offer.status == 0, "\(offer.stderr)")
        let message = await store([
            "retention-message", "Stay", "--product", bronze, "--header", "Roses on Monday", "--body", "Your bouquet ships soon.",
            "--image", "roses", "--offer", "vip.stay",
        ])
        #expect(message.status == 0, "\(message.stderr)")
        let french = await store([
            "retention-message", "Stay", "--product", bronze, "--locale", "fr-FR", "--header", "Roses", "--body", "Lundi.", "--image", "roses",
            "--offer", "vip.stay",
        ])
        #expect(french.status == 0, "\(french.stderr)")
        let setup = try #require(
            try JSONSerialization.jsonObject(with: Data((await store(["retention-setup", "--json"])).stdout.utf8)) as? [String: Any]
        )
        let messages = try #require(setup["messages"] as? [[String: Any]])
        #expect((messages.first?["localizations"] as? [String: Any])?.keys.sorted() == ["en-US", "fr-FR"])
        #expect((setup["offers"] as? [[String: Any]])?.first?["discountType"] as? String == "PAY_AS_YOU_GO")

        let shown = await store(["cancel-flow", bronze, "--choose", "accept-offer"])
        #expect(shown.status == 0 && shown.stdout.contains("shown appStoreConnectMessage Stay → \(bronze) offer vip.stay"), "\(shown.stdout)")
        #expect(shown.stdout.contains("chose accept-offer: redeemed retention offer vip.stay for the next renewal"))

        // A paid offer that costs the product's price, an unknown product, removing an offer a message carries: refused.
        let dear = await store(["retention-offer", "vip.dear", "--product", bronze, "--discount", "PAY_UP_FRONT", "--price", "4.99"])
        #expect(dear.status == 1 && dear.stderr.hasPrefix("error: invalid-request: a paid retention offer costs"))
        let unknown = await store(["retention-offer", "vip.none", "--product", "nothing"])
        #expect(unknown.status == 1 && unknown.stderr.contains("nothing"))
        let carried = await store(["retention-offer", "vip.stay", "--remove"])
        #expect(carried.status == 1 && carried.stderr.hasPrefix("error: invalid-action: message Stay carries retention offer vip.stay"))
        #expect((await store(["retention-message", "Stay", "--remove"])).status == 0)
        #expect((await store(["retention-offer", "vip.stay", "--remove"])).status == 0)
        #expect((await store(["retention-setup"])).stdout.contains("no App Store Connect retention messages or offers"))
    }

    @Test func retentionSettingsAreSetAndChecked() async throws {
        _ = await store(["--config", "Examples/Florist/Products.storekit", "--bundle-id", "com.storehelper.florist", "status"])
        let set = await store(["set", "retentionReview=approve", "appAppleId=1234567890", "--json"])
        #expect(set.status == 0, "\(set.stderr)")
        let bad = await store(["set", "retentionReview=sometimes"])
        #expect(bad.status == 1 && bad.stderr.contains("retentionReview: 'sometimes' is not manual, approve or reject"))
    }
}
#endif
