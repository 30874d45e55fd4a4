#if Server
import AppStoreModels
import Entitlements
import Foundation
import LocalAppStore
import LocalAppStoreSQLite
import StoreHelperFixtures
import StoreHelperJSON
import Testing

@testable import StoreHelperCLI

/// `storehelper store`: the local App Store through the command line, JSON shapes included.
@Suite struct StoreCommandTests {
    let state: String
    static let florist = "Examples/Florist/Products.storekit"
    static let bundle = "com.storehelper.florist"
    static let gold = "com.storehelper.subscription.vip.gold"
    static let large = "com.storehelper.nonconsumable.flowers-large"

    init() {
        state = TemporaryFiles.url("store").path
    }

    /// Runs `storehelper store --state DIR ARGS` (creating the florist store on first use).
    func store(_ arguments: [String], create: Bool = false) async throws -> CommandRunner.Result {
        let setup = create ? ["--config", Self.florist, "--bundle-id", Self.bundle, "--start", "2026-03-02T10:00:00Z"] : []
        return await CommandRunner.run(["store", "--state", state] + setup + arguments)
    }

    /// Runs a store command that must succeed; its standard output.
    @discardableResult
    func ok(_ arguments: [String], create: Bool = false) async throws -> String {
        let result = try await store(arguments, create: create)
        #expect(result.status == 0, "\(arguments): \(result.stderr)")
        return result.stdout
    }

    func json(_ arguments: [String], create: Bool = false) async throws -> Any {
        let result = try await store(arguments, create: create)
        #expect(result.status == 0, "\(arguments): \(result.stderr)")
        return try JSONSerialization.jsonObject(with: Data(result.stdout.utf8))
    }

    @Test func theFirstCommandNeedsAConfiguration() async throws {
        let result = try await store(["products"])
        #expect(result.status == 1)
        #expect(result.stderr.hasPrefix("error: state: no store"))
        #expect(result.stderr.split(separator: "\n").count == 1)
        let badConfig = await CommandRunner.run(["store", "--state", state, "--config", "README.md", "--bundle-id", "x", "products"])
        #expect(badConfig.status == 1 && badConfig.stderr.hasPrefix("error: configuration:"))
    }

    /// `store serve --environment Production` refuses before it listens, with the reason, and changes nothing.
    @Test func servingAsProductionNeedsAnAppAppleIdAndAStoreThatHasNotSold() async throws {
        try await ok(["set", "environment=Sandbox"], create: true)
        let noAppId = try await store(["serve", "--environment", "Production"])
        #expect(noAppId.status == 1 && noAppId.stderr.contains("appAppleId"), "\(noAppId.stderr)")
        try await ok(["buy", Self.large])
        let sold = try await store(["serve", "--app-apple-id", "42", "--environment", "Production"])
        #expect(sold.status == 1 && sold.stderr.contains("issued transactions in Sandbox"), "\(sold.stderr)")
        let saved = try StateDirectory(URL(fileURLWithPath: state)).load()
        #expect(saved.environment == .sandbox && saved.settings.appAppleId == nil, "nothing changed")
    }

    @Test func productsJSON() async throws {
        let products = try #require(try await json(["products", "--json"], create: true) as? [[String: Any]])
        #expect(products.count == 9)
        let first = try #require(products.first)
        #expect(first["id"] as? String == Self.large && first["type"] as? String == "Non-Consumable")
        #expect(first["displayName"] as? String == "Flowers Large" && first["description"] as? String == "A cool bunch of mixed flowers")
        #expect(first["price"] as? String == "1.99" && first["displayPrice"] as? String == "$1.99")
        #expect(first["subscription"] == nil)
        #expect(
            Set(products.map { $0["type"] as? String ?? "" }) == [
                "Non-Consumable", "Consumable", "Non-Renewing Subscription", "Auto-Renewable Subscription",
            ]
        )
        let gold = try #require(products.first { $0["id"] as? String == Self.gold }?["subscription"] as? [String: Any])
        #expect(gold["level"] as? Int == 1 && gold["period"] as? String == "P1M" && gold["isEligibleForIntroOffer"] as? Bool == true)
        #expect((gold["introductoryOffer"] as? [String: Any])?["periodCount"] as? Int == 2)
        let british = try #require(try await json(["products", "--storefront", "GBR", "--locale", "en_GB", "--json"]) as? [[String: Any]])
        #expect(british.first?["displayPrice"] as? String == "£1.99")
    }

    @Test func buyOutcomesAsJSON() async throws {
        let bought = try #require(try await json(["buy", Self.gold, "--json"], create: true) as? [String: Any])
        #expect(bought["outcome"] as? String == "purchased")
        let transaction = try #require(bought["transaction"] as? [String: Any])
        #expect(transaction["productId"] as? String == Self.gold)
        #expect(transaction["offerType"] as? Int == 1)
        #expect((transaction["jws"] as? String)?.split(separator: ".").count == 3)

        try await ok(["set", "askToBuy=on"])
        let pending = try #require(try await json(["buy", Self.large, "--json"]) as? [String: Any])
        #expect(pending["outcome"] as? String == "pending")
        let id = try #require(pending["id"] as? String)
        let waiting = try #require(try await json(["pending", "--json"]) as? [[String: Any]])
        #expect(waiting.first?["id"] as? String == id && waiting.first?["state"] as? String == "waiting")
        let approved = try #require(try await json(["approve", id, "--json"]) as? [String: Any])
        #expect(approved["outcome"] as? String == "purchased")

        try await ok(["set", "askToBuy=off", "interruptedPurchases=on"])
        let interrupted = try #require(try await json(["buy", "com.storehelper.nonconsumable.roses-large", "--json"]) as? [String: Any])
        let interruptedId = try #require(interrupted["id"] as? String)
        let resolved = try #require(try await json(["resolve", interruptedId, "--json"]) as? [String: Any])
        #expect(resolved["outcome"] as? String == "purchased")

        try await ok(["set", "interruptedPurchases=off", "error.purchase=userCancelled"])
        #expect((try await json(["buy", Self.large, "--json"]) as? [String: Any])?["outcome"] as? String == "cancelled")
        try await ok(["set", "error.purchase=ineligibleForOffer"])
        // A failed purchase prints its JSON and exits 1; as text it is one error line.
        let failedRun = try await store(["buy", Self.large, "--json"])
        #expect(failedRun.status == 1)
        let failed = try #require(try JSONSerialization.jsonObject(with: Data(failedRun.stdout.utf8)) as? [String: Any])
        #expect(failed["outcome"] as? String == "failed" && failed["error"] as? String == "ineligibleForOffer")
        let failedText = try await store(["buy", Self.large])
        #expect(failedText.status == 1 && failedText.stdout.isEmpty)
        #expect(
            failedText.stderr
                == "error: purchase-failed: the purchase of \(Self.large) failed with StoreKit's ineligibleForOffer; nothing was bought\n"
        )
    }

    @Test func lifecycleNotificationsTransactionsAndEntitlements() async throws {
        try await ok(["buy", Self.gold], create: true)
        let advanced = try await store(["advance", "65d"])
        #expect(advanced.status == 0 && advanced.stdout.contains("DID_RENEW"))
        try await ok(["buy", "com.storehelper.subscription.vip.bronze"])

        let notifications = try #require(try await json(["notifications", "--json"]) as? [[String: Any]])
        #expect(
            notifications.map { [$0["notificationType"] as? String ?? "", $0["subtype"] as? String ?? ""] } == [
                ["SUBSCRIBED", "INITIAL_BUY"], ["DID_RENEW", ""], ["DID_RENEW", ""], ["DID_CHANGE_RENEWAL_PREF", "DOWNGRADE"],
            ]
        )
        #expect(notifications.allSatisfy { ($0["signedPayload"] as? String ?? "").count > 100 && $0["notificationUUID"] is String })
        #expect(notifications.allSatisfy { ($0["sendAttempts"] as? [Any])?.isEmpty == true }, "no notification URL: nothing was sent")

        let transactions = try #require(try await json(["transactions", "--json"]) as? [[String: Any]])
        #expect(transactions.count == 3)
        #expect(transactions.map { $0["transactionReason"] as? String } == ["PURCHASE", "RENEWAL", "RENEWAL"])
        #expect(
            transactions.allSatisfy { $0["jws"] is String && $0["originalTransactionId"] as? String == transactions[0]["transactionId"] as? String }
        )
        let orders = transactions.compactMap { $0["orderId"] as? String }
        #expect(orders.count == 3 && Set(orders).count == 3, "each purchase and renewal has its own order id")
        #expect(orders.allSatisfy { $0.count == 10 && $0.first == "M" && $0.allSatisfy { $0.isNumber || $0.isUppercase } })

        let result = try await store(["entitlements", "--json"])
        let report = try JSONDecoder().decode(EntitlementReport.self, from: Data(result.stdout.utf8))
        #expect(report.entitlements.map(\.productId) == [Self.gold])
        #expect(report.subscriptionGroups.first?.scheduledChange == .downgrade)
    }

    /// `store messages`: the App Store messages waiting for an account, and one shown, after which it is gone.
    @Test func theMessagesWaitingForAnAccountAreListedAndShownOnce() async throws {
        #expect(try await ok(["messages"], create: true).contains("no App Store messages wait for default"))
        _ = try await ok(["buy", Self.gold])
        _ = try await ok(["price-increase", "request", Self.gold])
        let waiting = try #require(try await json(["messages", "--json"]) as? [[String: Any]])
        #expect(waiting.count == 1 && waiting.first?["reason"] as? String == "priceIncreaseConsent")
        let id = try #require(waiting.first?["id"] as? String)
        #expect(try await ok(["messages"]).contains("\(id)  priceIncreaseConsent  \(Self.gold)"))
        #expect(try await ok(["messages", "--show", id]).contains("showed \(id) to default"))
        #expect(try await ok(["messages"]).contains("no App Store messages wait for default"))
        let again = try await store(["messages", "--show", id])
        #expect(again.status == 1 && again.stderr.contains("no App Store message \(id) is waiting"), "\(again.stderr)")
    }

    @Test func everySessionControlRunsFromTheCommandLine() async throws {
        _ = try await ok(["account", "add", "parent", "--family", "smiths"], create: true)
        _ = try await ok(["account", "add", "child", "--family", "smiths", "--app-account-token", "9f0c8d1e-3f43-4b7e-8f55-1c2d3e4f5a6b"])
        #expect(try await ok(["account", "list"]).contains("child  family smiths  token 9f0c8d1e-3f43-4b7e-8f55-1c2d3e4f5a6b"))
        _ = try await ok(["buy", Self.large, "--account", "parent"])
        #expect(try await ok(["transactions", "--account", "child"]).contains("family shared"))
        _ = try await ok(["buy", "com.storehelper.subscription.vip.silver"])
        _ = try await ok(["auto-renew", "off", "com.storehelper.subscription.vip.silver"])
        _ = try await ok(["auto-renew", "on", "com.storehelper.subscription.vip.silver"])
        _ = try await ok(["price-increase", "request", "com.storehelper.subscription.vip.silver"])
        _ = try await ok(["price-increase", "accept", "com.storehelper.subscription.vip.silver"])
        _ = try await ok(["renew", "com.storehelper.subscription.vip.silver"])
        _ = try await ok(["set", "billingRetry=on", "gracePeriod=on", "timeRate=monthlyRenewalEveryThirtySeconds"])
        #expect(try await ok(["status"]).contains("time rate      monthlyRenewalEveryThirtySeconds"))
        _ = try await ok(["reset"])
        #expect(try await ok(["status"]).contains("time rate      realTime"))
        let transactions = try #require(try await json(["transactions", "--json"]) as? [[String: Any]])
        let silver = try #require(transactions.last?["transactionId"] as? String)
        _ = try await ok(["finish", silver])
        _ = try await ok(["refund-request", silver])
        _ = try await ok(["refund-decline", silver])
        _ = try await ok(["expire", "com.storehelper.subscription.vip.silver"])
        _ = try await ok(["refund", silver])
        #expect(try await ok(["refund-reverse", silver]).contains("reversed"))
        #expect(try await ok(["account", "leave", "child"]).contains("child left its family"))
        #expect(try await ok(["account", "join", "child", "smiths"]).contains("child joined family smiths"))
        _ = try await ok(["for-sale", "off", "com.storehelper.subscription.vip.silver"])
        #expect(try await !ok(["products"]).contains("vip.silver"))
        _ = try await ok(["for-sale", "on", "com.storehelper.subscription.vip.silver"])
        #expect(try await ok(["products"]).contains("vip.silver"))
        _ = try await ok(["test-notification"])
        let names = try #require(try await json(["notifications", "--json"]) as? [[String: Any]]).map {
            [$0["notificationType"] as? String ?? "", $0["subtype"] as? String ?? ""]
        }
        #expect(
            names == [
                ["ONE_TIME_CHARGE", ""], ["ONE_TIME_CHARGE", ""], ["SUBSCRIBED", "INITIAL_BUY"],
                ["DID_CHANGE_RENEWAL_STATUS", "AUTO_RENEW_DISABLED"], ["DID_CHANGE_RENEWAL_STATUS", "AUTO_RENEW_ENABLED"],
                ["PRICE_INCREASE", "PENDING"], ["PRICE_INCREASE", "ACCEPTED"], ["DID_RENEW", ""],
                ["DID_CHANGE_RENEWAL_STATUS", "AUTO_RENEW_DISABLED"], ["CONSUMPTION_REQUEST", ""], ["REFUND_DECLINED", ""],
                ["EXPIRED", "VOLUNTARY"], ["REFUND", ""], ["REFUND_REVERSED", ""], ["REVOKE", ""], ["ONE_TIME_CHARGE", ""], ["TEST", ""],
            ]
        )
        _ = try await ok(["delete", silver])
        // The flowers, and the child's copies from before leaving and after joining again.
        #expect((try await json(["transactions", "--json"]) as? [[String: Any]])?.count == 3)
        _ = try await ok(["clear"])
        #expect(try await ok(["transactions"]).contains("no transactions"))
    }

    @Test func exportedRootVerifiesWithTheVerifyCommand() async throws {
        let bought = try #require(try await json(["buy", Self.large, "--json"], create: true) as? [String: Any])
        let jws = try #require((bought["transaction"] as? [String: Any])?["jws"] as? String)
        let root = state + "-root.der"
        defer { try? FileManager.default.removeItem(atPath: root) }
        #expect(try await store(["ca", "export", root]).status == 0)
        let verified = try CommandRunner.subprocess(
            ["verify", "-", "--root", root, "--bundle-id", Self.bundle, "--environment", "LocalTesting"],
            stdin: jws
        )
        #expect(verified.status == 0, "\(verified.stderr)")
        let foreign = try CommandRunner.subprocess(["verify", "-", "--bundle-id", Self.bundle], stdin: jws)
        #expect(foreign.status == 1)
    }

    @Test func badRequestsFailWithOneLineAndChangeNothing() async throws {
        try await ok(["buy", Self.large], create: true)
        let before = try StateDirectory(URL(fileURLWithPath: state)).savedContent()
        // Requests the store refuses: exit 1 and one line naming the kind.
        for arguments in [
            ["set", "askToBuy=maybe"], ["set", "nonsense=1"], ["refund", "42"], ["buy", "nope"],
            ["approve", "1"], ["auto-renew", "on", Self.gold], ["price-increase", "accept", Self.gold],
            ["transactions", "--account", "ghost"], ["buy", Self.large, "--quantity", "0"],
        ] {
            let result = try await store(arguments)
            #expect(result.status == 1, "\(arguments)")
            #expect(result.stderr.hasPrefix("error: ") && result.stderr.split(separator: "\n").count == 1, "\(arguments): \(result.stderr)")
        }
        // Command lines that are not valid: exit 64 and one usage line.
        for arguments in [["advance", "3x"], ["auto-renew", "sideways", Self.gold], ["account", "add"], ["account", "remove", "x"], ["nonsense"]] {
            let result = try await store(arguments)
            #expect(result.status == 64, "\(arguments)")
            #expect(result.stderr.hasPrefix("error: usage: ") && result.stderr.split(separator: "\n").count == 1, "\(arguments): \(result.stderr)")
        }
        let unknown = try await store(["nonsense"])
        #expect(unknown.stderr.contains("'storehelper store' has no subcommand 'nonsense'; it has products, buy,"))
        let unknownInGroup = try await store(["account", "remove", "x"])
        #expect(unknownInGroup.stderr.contains("'storehelper store account' has no subcommand 'remove'; it has add, list"))
        let noState = await CommandRunner.run(["store", "status"])
        #expect(noState.status == 64 && noState.stderr.contains("--state"))
        let badConfig = await CommandRunner.run(["store", "--state", state, "--config", "README.md", "products"])
        #expect(badConfig.status == 1 && badConfig.stderr.hasPrefix("error: configuration: ") && badConfig.stderr.contains("README.md:"))
        #expect(try StateDirectory(URL(fileURLWithPath: state)).savedContent() == before)
    }

    /// `store SUBCOMMAND --help` shows that subcommand's help, with or without `--state`.
    @Test(arguments: [["store", "buy", "--help"], ["store", "--state", "/nonexistent", "buy", "--help"], ["store", "account", "add", "--help"]])
    func subcommandHelpIsTheSubcommands(arguments: [String]) async {
        let result = await CommandRunner.run(arguments)
        #expect(result.status == 0)
        #expect(
            result.stdout.hasPrefix(arguments.contains("buy") ? "OVERVIEW: Buy a product." : "OVERVIEW: Add an account"),
            "\(result.stdout.prefix(80))"
        )
    }

    @Test func aCommandWaitingForTheLockSaysSoAndGivesUpAfterItsTimeout() async throws {
        try await ok(["status"], create: true)
        let directory = StateDirectory(URL(fileURLWithPath: state))
        // Hold the lock from another thread while the command runs.
        let (held, release) = (DispatchSemaphore(value: 0), DispatchSemaphore(value: 0))
        Thread.detachNewThread {
            try? directory.withStore { (_: inout LocalAppStore) throws(StoreError) in
                held.signal()
                release.wait()
            }
        }
        held.wait()
        let result = await CommandRunner.run(["store", "--state", state, "--lock-timeout", "1.5s", "advance", "1d"])
        release.signal()
        #expect(result.status == 1)
        #expect(result.stderr.hasPrefix("waiting for another command using \(state) to finish (giving up after 1.5 seconds)…\n"))
        #expect(result.stderr.contains("error: state: gave up after waiting 1.5 seconds for the lock"))
    }

    @Test func concurrentCommandsAreSerialized() async throws {
        try await ok(["status"], create: true)
        let count = 6
        try await withThrowingTaskGroup(of: Int32.self) { group in
            for _ in 0..<count {
                group.addTask { try await store(["buy", "com.storehelper.consumable.plant-installation"]).status }
            }
            for try await status in group { #expect(status == 0) }
        }
        let transactions = try #require(try await json(["transactions", "--json"]) as? [[String: Any]])
        #expect(transactions.count == count)
        #expect(Set(transactions.compactMap { $0["transactionId"] as? String }).count == count)
    }
}
#endif
