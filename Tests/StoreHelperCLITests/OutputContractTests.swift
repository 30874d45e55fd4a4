#if Server
import Foundation
import StoreHelperFixtures
import Testing

/// The tool's contract: `--json` on every command that prints, one error line, documented exit statuses.
@Suite struct OutputContractTests {
    let state = TemporaryFiles.url("contract").path

    func store(_ arguments: [String]) async -> CommandRunner.Result {
        await CommandRunner.run(["store", "--state", state] + arguments)
    }

    func object(_ result: CommandRunner.Result) throws -> [String: Any] {
        #expect(result.status == 0, "\(result.stderr)")
        return try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    }

    @Test func everyStoreCommandThatPrintsTextAlsoPrintsJSON() async throws {
        let created = await store([
            "--config", "Examples/Florist/Products.storekit", "--bundle-id", "com.storehelper.florist",
            "--start", "2026-03-02T10:00:00Z", "status", "--json",
        ])
        let status = try object(created)
        #expect(status["bundleId"] as? String == "com.storehelper.florist" && status["clock"] as? String == "2026-03-02T10:00:00Z")
        #expect(status["accounts"] as? [String] == ["default"] && status["transactions"] as? Int == 0)
        #expect(status["askToBuy"] as? Bool == false && status["simulatedErrors"] as? [String: String] == [:])

        let set = try object(await store(["set", "gracePeriod=on", "billingRetry=on", "--json"]))
        #expect(set["settings"] as? [String: String] == ["gracePeriod": "on", "billingRetry": "on"])

        _ = try object(await store(["buy", "com.storehelper.subscription.vip.silver", "--json"]))
        let advanced = try object(await store(["advance", "32d", "--json"]))
        #expect(advanced["clock"] as? String == "2026-04-03T10:00:00Z")
        let names = (advanced["notifications"] as? [[String: Any]])?.map { "\($0["notificationType"] ?? "")/\($0["subtype"] ?? "")" }
        #expect(names == ["DID_FAIL_TO_RENEW/GRACE_PERIOD"])

        let added = try object(
            await store([
                "account", "add", "child", "--family", "smiths", "--app-account-token",
                "7E3FB20B-4CDB-47CC-936D-99D65F608138", "--json",
            ])
        )
        #expect(added["id"] as? String == "child" && added["familyId"] as? String == "smiths")
        #expect(added["appAccountToken"] as? String == "7e3fb20b-4cdb-47cc-936d-99d65f608138")
        let listed = await store(["account", "list", "--json"])
        let accounts = try #require(try JSONSerialization.jsonObject(with: Data(listed.stdout.utf8)) as? [[String: Any]])
        #expect(accounts.map { $0["id"] as? String } == ["default", "child"])

        let file = state + "-root.der"
        defer { try? FileManager.default.removeItem(atPath: file) }
        let exported = try object(await store(["ca", "export", file, "--json"]))
        let der = try Data(contentsOf: URL(fileURLWithPath: file))
        #expect(exported["file"] as? String == file && exported["bytes"] as? Int == der.count && (exported["sha256"] as? String)?.count == 64)

        let changed = try object(await store(["auto-renew", "off", "com.storehelper.subscription.vip.silver", "--json"]))
        #expect(changed["message"] as? String == "auto-renew off for com.storehelper.subscription.vip.silver")
    }

    @Test func caExportWritesOnlyANewOrRegularFile() async throws {
        _ = await store(["--config", "Examples/Florist/Products.storekit", "--bundle-id", "com.storehelper.florist", "status"])
        let target = state + "-target"
        let link = state + "-link"
        _ = FileManager.default.createFile(atPath: target, contents: Data("keep".utf8))
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target)
        defer { for path in [target, link] { try? FileManager.default.removeItem(atPath: path) } }
        let throughLink = await store(["ca", "export", link])
        #expect(throughLink.status == 1 && throughLink.stderr.hasPrefix("error: unwritable-output: "))
        #expect(try String(contentsOfFile: target, encoding: .utf8) == "keep")
        let device = await store(["ca", "export", "/dev/null"])
        #expect(device.status == 1 && device.stderr.hasPrefix("error: unwritable-output: "))
        #expect(await store(["ca", "export", target]).status == 0)
        #expect(try Data(contentsOf: URL(fileURLWithPath: target)).count > 300)
    }

    @Test func helpIsShownForEverySubcommandWithStatusZero() async throws {
        let store = await CommandRunner.run(["store", "--state", state, "buy", "--help"])
        #expect(store.status == 0 && store.stdout.contains("USAGE: storehelper store buy [--json] <product>"))
        let account = await CommandRunner.run(["store", "--state", state, "account", "add", "--help"])
        #expect(account.status == 0 && account.stdout.contains("storehelper store account add"))
    }

    /// The exit statuses as a shell sees them, from the built binary.
    @Test func exitStatusesAsAProcess() throws {
        #expect(try CommandRunner.subprocess(["--help"]).status == 0)
        let usage = try CommandRunner.subprocess(["verify", "--no-such-option"])
        #expect(usage.status == 64 && usage.stderr.hasPrefix("error: usage: ") && usage.stderr.split(separator: "\n").count == 1)
        let failure = try CommandRunner.subprocess(["store", "--state", state, "status"])
        #expect(failure.status == 1 && failure.stderr.hasPrefix("error: state: ") && failure.stdout.isEmpty)
        let directory = try CommandRunner.subprocess(["entitlements", "Examples"])
        #expect(directory.status == 1 && directory.stderr.hasPrefix("error: unreadable-input: "))
    }
}
#endif
