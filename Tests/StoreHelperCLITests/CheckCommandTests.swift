#if Server
import Crypto
import Foundation
import StoreHelper
import StoreHelperCheck
import StoreHelperFixtures
import StoreKitConfiguration
import Testing

@testable import StoreHelperCLI

/// `storehelper check`: random lifecycles, the store's entitlements and StoreHelper's compared after
/// every step. The samples here are the debug build's share; `.ci/run` also runs the release build over five times as
/// many seeds (200 of 50 steps, 30 of 150 on monthly plans), which costs a fraction of what they cost here.
@Suite(.timeLimit(.minutes(10))) struct CheckCommandTests {
    /// How many seeds of 50 steps the florist's catalog is checked over here.
    static let seeds = 40

    @Test func fortySeedsOfFiftyStepsFindNoDisagreementAmongTheStoreStoreHelperAndStoreServer() async throws {
        let result = await CommandRunner.run(["check", "--seed", "1", "--seeds", "\(Self.seeds)", "--steps", "50", "--server", "--json"])
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        let report = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(report["seeds"] as? Int == Self.seeds && report["stepsPerSeed"] as? Int == 50 && report["server"] as? Bool == true)
        #expect(report["stepsRun"] as? Int == Self.seeds * 50, "every step of every seed ran and was compared")
        #expect(report["disagreements"] as? Int == 0)
        // The server is compared whenever no delivery waits for its retry: after nearly every step.
        #expect(try #require(report["serverComparisons"] as? Int) > Self.seeds * 45)
        // Cancellation flows happen among the steps, StoreServer answers them, and the subscribers act on the answers.
        #expect(try #require(report["retentionFlows"] as? Int) > 0)
        let choices = try #require(report["cancelFlowChoices"] as? [String: Int])
        // (A switch needs StoreServer's answer within 700 ms, which a loaded machine may not give: then the
        // store shows its default and the switch becomes keep, still compared like any other step.)
        #expect((choices["cancel"] ?? 0) > 0 && (choices["keep"] ?? 0) > 0, "\(choices)")
    }

    @Test func monthlyPlansWithACommitmentLeaveTheStoreStoreHelperAndStoreServerAgreeing() async throws {
        let result = await CommandRunner.run([
            "check", "--config", "Examples/Florist/Annual.storekit", "--products", "Examples/Florist/Annual.plist",
            "--seed", "1", "--seeds", "8", "--steps", "150", "--server", "--json",
        ])
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        let report = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(report["stepsRun"] as? Int == 1_200 && report["disagreements"] as? Int == 0)
        // Half the purchases are on the monthly plan; 150 steps run the store's clock well past a year, so commitments
        // run, renew, change and end among the steps.
        #expect(try #require(report["monthlyPlanPurchases"] as? Int) > 20)
        #expect(try #require(report["serverComparisons"] as? Int) > 1_050)
    }

    @Test func theStepsOfASeedAreTheSameEveryTimeAndCoverTheLifecycle() throws {
        let configuration = try ProductConfiguration(contentsOf: CommandRunner.repository.appendingPathComponent("Examples/Florist/Products.plist"))
        let subscriptions = configuration.subscriptionGroups.flatMap(\.productIds)
        let draw = { (seed: UInt64) in
            CheckStep.random(seed: seed, count: 50, products: configuration.productIds, subscriptions: subscriptions, server: true)
        }
        #expect(draw(7) == draw(7))
        #expect(draw(7) != draw(8))
        // Over the seeds the test above runs, every kind of event happens, for every product.
        let all = (1...Self.seeds).flatMap { draw(UInt64($0)) }
        #expect(Set(all.compactMap { if case .buy(let id) = $0 { id } else { nil } }) == Set(configuration.productIds))
        #expect(Set(all.compactMap { if case .set(let key, let on) = $0 { "\(key)=\(on)" } else { nil } }).count == 6)
        #expect(all.contains { if case .refund = $0 { true } else { false } })
        #expect(all.contains(.autoRenew(false, configuration.subscriptionGroups[0].productIds[0])))
        #expect(all.contains(.approve) && all.contains(.decline))
        #expect(all.contains(.restartServer) && all.contains(.failDeliveries))
        #expect(all.contains(.joinFamily) && all.contains(.leaveFamily))
        #expect(all.contains { if case .organizerBuys = $0 { true } else { false } })
        #expect(all.contains { if case .declinedRefund = $0 { true } else { false } })
        #expect(Set(all.compactMap { if case .cancelFlow(_, let choice) = $0 { choice } else { nil } }) == Set(CancelFlowChoice.allCases))
        #expect(Set(all.compactMap { if case .resolve(let id) = $0 { id } else { nil } }) == Set(subscriptions))
        #expect(Set(all.compactMap { if case .advance(let seconds) = $0 { seconds } else { nil } }).count == 7)
    }

    /// The florist's catalog with a promotional offer on VIP Gold and a key to sign offers with.
    static func catalogWithAnOffer() throws -> URL {
        var configuration = try Florist.configurationWithAnOffer()
        configuration.subscriptionOffersKeyPair = ConfigurationKeyPair(
            id: "CHECK001",
            privateKey: P256.Signing.PrivateKey().derRepresentation.base64EncodedString()
        )
        let url = TemporaryFiles.url("check-offers", suffix: ".storekit")
        try JSONEncoder().encode(configuration).write(to: url)
        return url
    }

    @Test(arguments: [false, true])
    func purchasesWithAPromotionalOfferAgreeToo(server: Bool) async throws {
        let catalog = try Self.catalogWithAnOffer()
        defer { try? FileManager.default.removeItem(at: catalog) }
        let result = await CommandRunner.run(
            ["check", "--seed", "1", "--seeds", "30", "--steps", "40", "--config", catalog.path, "--json"] + (server ? ["--server"] : [])
        )
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        let report = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(report["stepsRun"] as? Int == 1_200 && report["disagreements"] as? Int == 0)
        #expect(
            try #require(report["promotionalOfferPurchases"] as? Int) > 0,
            "offers signed \(server ? "by StoreServer" : "with the store's key") were bought"
        )
    }

    @Test func badOptionsAreRefused() async {
        let result = await CommandRunner.run(["check", "--seeds", "0"])
        #expect(result.status == 1 && result.stderr.hasPrefix("error: invalid-options:"))
    }
}
#endif
