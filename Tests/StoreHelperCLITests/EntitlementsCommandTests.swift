#if Server
import AppStoreModels
import AppStoreSignature
import Foundation
import LocalCertificateAuthority
import StoreHelperFixtures
import Testing

/// `storehelper entitlements`: verified history in, entitlements and group states out.
@Suite struct EntitlementsCommandTests {
    let directory: URL
    let authority: CertificateAuthority
    static let catalog = Fixtures.storekitDirectory.appendingPathComponent("russell-archer__StoreHelper__SampleProducts.storekit").path

    init() throws {
        directory = TemporaryFiles.url("entitlements")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        authority = try CertificateAuthority.generate(name: "CLI", options: .init(notBefore: Date(timeIntervalSince1970: 1_735_689_600)))
        try Data(try authority.rootDER()).write(to: directory.appendingPathComponent("root.der"))
    }

    /// Day 0 is 2026-01-01.
    func transaction(
        _ id: String,
        _ product: String,
        _ type: ProductType,
        day: Int,
        expiresDay: Int? = nil,
        original: String? = nil,
        revokedDay: Int? = nil
    ) -> JWSTransactionDecodedPayload {
        func date(_ day: Int) -> Date { Date(timeIntervalSince1970: 1_767_225_600 + Double(day) * 86_400) }
        return TestTransaction.payload(
            id,
            product: product,
            type: type,
            original: original,
            purchased: date(day),
            expires: expiresDay.map(date),
            signed: revokedDay.map(date),
            revoked: revokedDay.map(date),
            environment: .sandbox,
            bundleId: "com.rarcher.storehelper",
            ownership: .purchased
        )
    }

    func writeHistory(_ tokens: [String]) throws -> String {
        let url = directory.appendingPathComponent("history-\(UUID().uuidString).json")
        try JSONSerialization.data(withJSONObject: tokens).write(to: url)
        return url.path
    }

    func json(_ text: String) async throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    @Test func signedHistoryWithCatalogGivesLevelsAndStates() async throws {
        let signer = try authority.signer()
        var renewal = JWSRenewalInfoDecodedPayload()
        renewal.originalTransactionId = "10"
        renewal.productId = "com.rarcher.subscription.vip.gold"
        renewal.autoRenewProductId = "com.rarcher.subscription.vip.bronze"
        renewal.autoRenewStatus = .on
        renewal.environment = .sandbox
        renewal.signedDate = MillisecondDate(milliseconds: 1_767_225_600_000)
        let history = try writeHistory([
            try signer.sign(transaction("1", "com.rarcher.nonconsumable.flowers.large", .nonConsumable, day: 0)),
            try signer.sign(transaction("2", "com.rarcher.nonconsumable.roses.large", .nonConsumable, day: 0, revokedDay: 3)),
            try signer.sign(transaction("10", "com.rarcher.subscription.vip.gold", .autoRenewable, day: 0, expiresDay: 30)),
            try signer.sign(renewal),
            try signer.sign(transaction("20", "com.rarcher.red", .autoRenewable, day: 0, expiresDay: 5)),
        ])
        let result = await CommandRunner.run([
            "entitlements", history, "--at", "2026-01-10T00:00:00Z", "--catalog", Self.catalog,
            "--root", directory.appendingPathComponent("root.der").path, "--bundle-id", "com.rarcher.storehelper", "--json",
        ])
        #expect(result.status == 0, "\(result.stderr)")
        let report = try await json(result.stdout)
        #expect(report["verified"] as? Bool == true)
        #expect(report["levelsKnown"] as? Bool == true)
        #expect(report["at"] as? Int == 1_767_225_600_000 + 9 * 86_400_000)
        let entitled = (report["entitlements"] as? [[String: Any]])?.compactMap { $0["productId"] as? String }
        #expect(entitled == ["com.rarcher.nonconsumable.flowers.large", "com.rarcher.subscription.vip.gold"])
        let groups = try #require(report["subscriptionGroups"] as? [[String: Any]])
        let vip = try #require(groups.first { $0["subscriptionGroupIdentifier"] as? String == "8126C4BB" })
        #expect(vip["state"] as? String == "subscribed")
        #expect(vip["level"] as? Int == 1)
        #expect(vip["scheduledChange"] as? String == "downgrade")
        #expect(vip["autoRenewProductId"] as? String == "com.rarcher.subscription.vip.bronze")
        let standard = try #require(groups.first { $0["subscriptionGroupIdentifier"] as? String == "1A156646" })
        #expect(standard["state"] as? String == "expired")
        #expect(standard["level"] as? Int == 3)
    }

    @Test func decodedHistoryIsMarkedUnverified() async throws {
        let url = directory.appendingPathComponent("decoded.json")
        let encoder = JSONEncoder()
        try encoder.encode([transaction("1", "com.rarcher.nonconsumable.flowers.large", .nonConsumable, day: 0)]).write(to: url)
        let result = await CommandRunner.run(["entitlements", url.path, "--decoded", "--at", "2026-02-01", "--json"])
        #expect(result.status == 0, "\(result.stderr)")
        let report = try await json(result.stdout)
        #expect(report["verified"] as? Bool == false)
        #expect(report["levelsKnown"] as? Bool == false)
        #expect((report["entitlements"] as? [[String: Any]])?.count == 1)
        let text = await CommandRunner.run(["entitlements", url.path, "--decoded", "--at", "2026-02-01"])
        #expect(text.status == 0 && text.stdout.contains("NOT verified"))
    }

    @Test func realAppleHistoryResponseShapesAreRead() async throws {
        let tokens = try ["did-renew-notification.jws", "consumable-transaction.jws"].map {
            try String(contentsOf: CommandRunner.repository.appendingPathComponent("Examples/AppleSigned/\($0)"), encoding: .utf8)
                .trimmingCharacters(in: .whitespacesAndNewlines)
        }
        let url = directory.appendingPathComponent("history-response.json")
        try JSONSerialization.data(withJSONObject: ["signedTransactions": [tokens[1]], "hasMore": false]).write(to: url)
        let history = await CommandRunner.run(["entitlements", url.path, "--at", "2025-02-10T05:00:00Z", "--json"])
        #expect(history.status == 0, "\(history.stderr)")
        #expect((try await json(history.stdout)["entitlements"] as? [[String: Any]])?.first?["productId"] as? String == "gh_super_good_ticket_1")
        let finished = await CommandRunner.run(["entitlements", url.path, "--at", "2025-02-10T05:00:00Z", "--finished", "2000000847061981", "--json"])
        #expect(finished.status == 0)
        #expect((try await json(finished.stdout)["entitlements"] as? [[String: Any]])?.isEmpty == true)

        let notification = try writeHistory([tokens[0]])
        let renew = await CommandRunner.run(["entitlements", notification, "--at", "2022-03-04T09:45:00Z", "--json"])
        #expect(renew.status == 0)
        let group = try #require((try await json(renew.stdout)["subscriptionGroups"] as? [[String: Any]])?.first)
        #expect(group["state"] as? String == "subscribed")
        #expect(group["subscriptionGroupIdentifier"] as? String == "20929536")
    }

    @Test func badHistoriesFailWithOneLine() async throws {
        let forged = try CertificateAuthority.generate(name: "Forged", options: .init(notBefore: Date(timeIntervalSince1970: 1_735_689_600)))
        let untrusted = try writeHistory([try forged.signer().sign(transaction("1", "x", .consumable, day: 0))])
        let notJSON = directory.appendingPathComponent("bad.json")
        try Data("nope".utf8).write(to: notJSON)
        let objects = directory.appendingPathComponent("objects.json")
        try Data(#"[{"transactionId":"1"}]"#.utf8).write(to: objects)
        let cases: [([String], String)] = [
            (["entitlements", untrusted, "--root", directory.appendingPathComponent("root.der").path], "error: untrusted-chain: entry 0: "),
            (["entitlements", notJSON.path], "error: malformed-input: "),
            (["entitlements", objects.path], "error: malformed-input: "),
            (["entitlements", objects.path, "--decoded", "--catalog", notJSON.path], "error: malformed-catalog: "),
        ]
        let tomorrow = await CommandRunner.run(["entitlements", objects.path, "--decoded", "--at", "tomorrow"])
        #expect(tomorrow.status == 64 && tomorrow.stderr.hasPrefix("error: usage: ") && tomorrow.stderr.filter { $0 == "\n" }.count == 1)
        for (arguments, prefix) in cases {
            let result = await CommandRunner.run(arguments)
            #expect(result.status == 1, "\(arguments)")
            #expect(result.stdout.isEmpty, "\(arguments)")
            #expect(result.stderr.hasPrefix(prefix) && result.stderr.filter { $0 == "\n" }.count == 1, "\(arguments): \(result.stderr)")
        }
    }
}
#endif
