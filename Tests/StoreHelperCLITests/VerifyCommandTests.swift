#if Server
import AppStoreModels
import AppStoreSignature
import Foundation
import LocalAppStore
import LocalAppStoreSQLite
import LocalCertificateAuthority
import StoreHelperFixtures
import Testing

/// `storehelper verify`: payload JSON on success; one line on stderr and exit 1 on failure.
@Suite struct VerifyCommandTests {
    func object(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    @Test func verifiesTheBundledTestNotification() async throws {
        let result = await CommandRunner.run(["verify", "Examples/AppleSigned/test-notification.json"])
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty)
        let payload = try object(result.stdout)
        #expect(payload["notificationType"] as? String == "TEST")
        #expect((payload["data"] as? [String: Any])?["bundleId"] as? String == "com.Abilities")
    }

    @Test func decodesNestedTokensInPlace() async throws {
        let result = await CommandRunner.run([
            "verify", "Examples/AppleSigned/did-renew-notification.jws", "--bundle-id", "com.audaos.audarecorder", "--environment", "Sandbox",
        ])
        #expect(result.status == 0)
        let data = try #require(try object(result.stdout)["data"] as? [String: Any])
        #expect((data["signedTransactionInfo"] as? [String: Any])?["transactionId"] as? String == "2000000004047119")
        #expect((data["signedRenewalInfo"] as? [String: Any])?["autoRenewStatus"] as? Int == 1)
    }

    @Test func failsAtTodaysDateWithOneLineAndNoOutput() async throws {
        let result = await CommandRunner.run(["verify", "Examples/AppleSigned/consumable-transaction.jws", "--at", "now"])
        #expect(result.status == 1)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.hasPrefix("error: certificate-not-valid-at-check-time: "))
        #expect(result.stderr.filter { $0 == "\n" }.count == 1)
    }

    @Test func readsStdinAndPrintsAJSONEnvelope() async throws {
        let jws = try String(
            contentsOf: CommandRunner.repository.appendingPathComponent("Examples/AppleSigned/consumable-transaction.jws"),
            encoding: .utf8
        )
        let result = try CommandRunner.subprocess(["verify", "-", "--json"], stdin: jws)
        #expect(result.status == 0)
        #expect(result.stdout.filter { $0 == "\n" }.count == 1)
        let envelope = try object(result.stdout)
        #expect(envelope["kind"] as? String == "transaction")
        #expect((envelope["payload"] as? [String: Any])?["currency"] as? String == "JPY")
    }

    @Test func trustsOnlyTheRootsItIsGiven() async throws {
        let authority = try CertificateAuthority.generate(name: "CLI", options: .init(notBefore: Date(timeIntervalSince1970: 1_735_689_600)))
        let directory = TemporaryFiles.url("verify")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let root = directory.appendingPathComponent("root.der")
        try Data(try authority.rootDER()).write(to: root)
        var transaction = JWSTransactionDecodedPayload()
        transaction.transactionId = "7"
        transaction.bundleId = "com.example.cli"
        transaction.signedDate = MillisecondDate(milliseconds: 1_767_225_600_000)
        let token = directory.appendingPathComponent("token.jws")
        try Data(try authority.signer().sign(transaction).utf8).write(to: token)

        let trusted = await CommandRunner.run(["verify", token.path, "--root", root.path, "--bundle-id", "com.example.cli"])
        #expect(trusted.status == 0)
        #expect(try object(trusted.stdout)["transactionId"] as? String == "7")
        let untrusted = await CommandRunner.run(["verify", token.path])
        #expect(untrusted.status == 1 && untrusted.stdout.isEmpty)
        #expect(untrusted.stderr.hasPrefix("error: untrusted-chain: "))
    }

    @Test func badInputsFailCleanly() async throws {
        let cases: [([String], String?, String, Int32)] = [
            (["verify", "-"], "not a token", "error: malformed-jws: ", 1),
            (["verify", "-"], #"{"notification": 1}"#, "error: malformed-input: ", 1),
            (["verify", "does/not/exist"], nil, "error: unreadable-input: ", 1),
            (["verify", "Examples"], nil, "error: unreadable-input: ", 1),
            (["verify", "Examples/AppleSigned/test-notification.json", "--environment", "Mars"], nil, "error: usage: ", 64),
            (["verify", "Examples/AppleSigned/test-notification.json", "--at", "soon"], nil, "error: usage: ", 64),
            (["verify", "Examples/AppleSigned/test-notification.json", "--environment", "Production"], nil, "error: invalid-configuration: ", 1),
            (["verify", "Examples/AppleSigned/test-notification.json", "--bundle-id", "com.other"], nil, "error: bundle-id-mismatch: ", 1),
        ]
        for (arguments, stdin, prefix, status) in cases {
            let result = try CommandRunner.subprocess(arguments, stdin: stdin)
            #expect(result.status == status, "\(arguments)")
            #expect(result.stderr.split(separator: "\n").count == 1, "\(arguments): \(result.stderr)")
            #expect(result.stdout.isEmpty, "\(arguments)")
            #expect(result.stderr.hasPrefix(prefix), "\(arguments): \(result.stderr)")
        }
    }

    /// Every input goes through one size-capped reader: a FIFO without a writer is refused before
    /// anything blocks on it, a 1 GiB file is refused by its size before it is read, and an empty,
    /// closed standard input is an error, not a crash.
    @Test func everyInputIsReadThroughOneCappedReader() throws {
        let directory = TemporaryFiles.url("inputs")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let fifo = directory.appendingPathComponent("fifo").path
        #expect(mkfifo(fifo, 0o600) == 0)
        let huge = directory.appendingPathComponent("huge").path
        #expect(FileManager.default.createFile(atPath: huge, contents: nil))
        let handle = try #require(FileHandle(forWritingAtPath: huge))
        try handle.truncate(atOffset: 1 << 30)  // sparse: 1 GiB without writing it
        try handle.close()
        let state = directory.appendingPathComponent("state").path
        let cases: [([String], String)] = [
            (["verify", fifo], "error: unreadable-input: "),
            (["verify", huge], "error: input-too-large: "),
            (["entitlements", fifo], "error: unreadable-input: "),
            (["entitlements", huge], "error: input-too-large: "),
            (["demo", "--script", fifo], "error: unreadable-input: "),
            (["demo", "--script", huge], "error: input-too-large: "),
            (["store", "--state", state, "--config", huge, "--bundle-id", "com.example", "products"], "error: input-too-large: "),
            (["store", "--state", state, "--config", fifo, "--bundle-id", "com.example", "products"], "error: unreadable-input: "),
            (["verify", "-"], "error: "),
        ]
        for (arguments, prefix) in cases {
            let result = try CommandRunner.subprocess(arguments)
            #expect(result.status == 1, "\(arguments): \(result.stderr)")
            #expect(result.stderr.split(separator: "\n").count == 1 && result.stderr.hasPrefix(prefix), "\(arguments): \(result.stderr)")
        }
        #expect(!StateDirectory(URL(fileURLWithPath: state)).exists)  // a refused configuration makes no store
    }
}
#endif
