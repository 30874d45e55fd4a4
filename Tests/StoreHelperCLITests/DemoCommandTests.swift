#if Server
import Foundation
import StoreHelperFixtures
import Testing

/// `storehelper demo`: the florist shop's scripted run is a test. Its screens are StoreHelperUI's view state, printed.
@Suite struct DemoCommandTests {
    static let start = ["--start", "2026-03-02T10:00:00Z"]

    @Test func theTourShowsTheWholeShop() async throws {
        let result = try CommandRunner.subprocess(["demo", "--tour"] + Self.start)
        #expect(result.status == 0, "\(result.stderr)")
        let out = result.stdout
        let expected = [
            "Yours to keep\n  Flowers Large      [$1.99]       A cool bunch of mixed flowers",
            "VIP\n  VIP Gold           [$19.99]      $9.99/month for 2 months",
            "> buy flowers-large\n  purchased Flowers Large for $1.99",
            "> consume plant-installation\n  used one; 1 left",
            "  Flowers Large: Purchased on Mar 2, 2026. [Request a Refund]",
            "  purchased VIP Gold for $9.99 (introductory offer)",
            "  VIP: VIP Gold (Active)\n    Renews on Apr 2, 2026 for $9.99.\n    [Manage Subscriptions]",
            "    Renews on May 2, 2026 for $19.99.",
            "  VIP Bronze starts at the next renewal; VIP Gold until then",
            "    Changes to VIP Bronze on May 2, 2026.",
            "  VIP: VIP Bronze (Active)",
            "  purchased VIP Silver for $9.99",
            "> approve\n  approved; purchase state: purchased",
            "> decline\n  declined; purchase state: declined",
            "  refunded Flowers Large; purchased: no",
            "  VIP: VIP Silver (Grace period)\n    Billing problem: access continues until Jun 19, 2026 while the payment is retried.\n    [Update Payment Method] [Manage Subscriptions]",
            "  VIP: VIP Silver (Billing problem)",
            "  Roses Large        [Purchased]   A large bunch of red roses",
            "  Chocolates Small   [$3.99]       A small box of chocolates",
            "Consumables\n  Plant Installation [$4.99]       1 left",
            "  12 App Store Server Notifications in the outbox:",
            "    DID_CHANGE_RENEWAL_PREF/DOWNGRADE",
            "    DID_FAIL_TO_RENEW/GRACE_PERIOD",
        ]
        for line in expected { #expect(out.contains(line), "missing: \(line)") }
        #expect(!out.contains("  ! "))
    }

    @Test func theTourWithItsServersEndsWithTheServerAgreeingWithTheDevice() async throws {
        let result = try CommandRunner.subprocess(["demo", "--tour", "--server"] + Self.start)
        #expect(result.status == 0, "\(result.stderr)")
        let out = result.stdout
        #expect(out.hasPrefix("The local App Store serves http://127.0.0.1:"))
        #expect(out.contains("; StoreServer serves http://127.0.0.1:"))
        let ending = try #require(out.range(of: "> server\n").map { String(out[$0.upperBound...]) })
        #expect(ending.contains("  the device (StoreHelper): Roses Large\n"), "\(ending)")
        #expect(ending.contains("  the server (signed, signature checked): Roses Large\n"))
        #expect(ending.contains("    VIP Silver: inBillingRetryPeriod"))
        #expect(ending.hasSuffix("  they agree\n"))
        #expect(!out.contains("  ! "))
    }

    @Test func theServerCommandNeedsTheServers() async throws {
        let result = try CommandRunner.subprocess(["demo", "--script", "-"] + Self.start, stdin: "server\n")
        #expect(result.status == 0 && result.stdout.contains("  ! there is no server; start the demo with --server"))
    }

    @Test func scriptFromStdinKeepsGoingAfterABadLine() async throws {
        let script = "buy vip.gold\nbogus\nbuy nothing\nsubscription\nquit\nproducts\n"
        let result = try CommandRunner.subprocess(["demo", "--script", "-"] + Self.start, stdin: script)
        #expect(result.status == 0)
        #expect(result.stdout.contains("  ! unknown command 'bogus'; type help"))
        #expect(result.stdout.contains("  ! no product 'nothing'"))
        #expect(result.stdout.contains("    Renews on Apr 2, 2026 for $9.99."))
        #expect(!result.stdout.contains("Yours to keep"))  // stopped at quit
    }

    @Test func aStateDirectoryCarriesOverBetweenRuns() async throws {
        let state = TemporaryFiles.url("demo").path
        defer { try? FileManager.default.removeItem(atPath: state) }
        let first = try CommandRunner.subprocess(
            ["demo", "--state", state, "--script", "-"] + Self.start,
            stdin: "buy roses-large\nbuy plant-installation\n"
        )
        #expect(first.status == 0)
        let second = try CommandRunner.subprocess(["demo", "--state", state, "--script", "-"], stdin: "products\n")
        #expect(second.stdout.contains("  Roses Large        [Purchased]"))
        #expect(second.stdout.contains("  Plant Installation [$4.99]       1 left"))
    }

    @Test func aMissingCatalogIsOneLine() async throws {
        let result = try CommandRunner.subprocess(["demo", "--tour", "--config", "nowhere.storekit"])
        #expect(result.status == 1)
        #expect(result.stderr.hasPrefix("error: unreadable-input:") && result.stderr.split(separator: "\n").count == 1)
    }
}
#endif
