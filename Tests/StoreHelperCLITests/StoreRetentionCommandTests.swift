#if Server
import Foundation
import StoreHelperFixtures
import Testing

/// `store review`, `store cancel-flow` and `store cancel-flows`: text and JSON, and refusals that change nothing.
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

    @Test func retentionSettingsAreSetAndChecked() async throws {
        _ = await store(["--config", "Examples/Florist/Products.storekit", "--bundle-id", "com.storehelper.florist", "status"])
        let set = await store(["set", "retentionReview=approve", "appAppleId=1234567890", "--json"])
        #expect(set.status == 0, "\(set.stderr)")
        let bad = await store(["set", "retentionReview=sometimes"])
        #expect(bad.status == 1 && bad.stderr.contains("retentionReview: 'sometimes' is not manual, approve or reject"))
    }
}
#endif
