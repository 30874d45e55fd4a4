import Foundation
import Testing

/// `storehelper bench verify --json` reports the documented shape; its numbers are measured, not asserted.
@Suite struct BenchCommandTests {
    @Test func reportsRatiosForTheRequiredCases() throws {
        let result = try CommandRunner.run(["bench", "verify", "--seconds", "0.05", "--json"])
        #expect(result.status == 0)
        let report = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let raw = try #require(report["rawP256VerifyPerSecond"] as? Double)
        #expect(raw > 0)
        let cases = try #require(report["cases"] as? [[String: Any]])
        let names = cases.compactMap { $0["name"] as? String }
        #expect(names.contains("apple-test-notification"))
        #expect(names.contains("apple-did-renew-notification"))
        for item in cases {
            let perSecond = try #require(item["perSecond"] as? Double)
            let caseRaw = try #require(item["rawPerSecond"] as? Double)
            let ratio = try #require(item["ratioToRaw"] as? Double)
            #expect(perSecond > 0 && caseRaw > 0)
            #expect(abs(ratio - perSecond / caseRaw) < 1e-9 * max(1, ratio))
        }
    }

    @Test func rejectsANonPositiveDuration() throws {
        let result = try CommandRunner.run(["bench", "verify", "--seconds", "0"])
        #expect(result.status == 1)
        #expect(result.stderr.hasPrefix("error: invalid-options: "))
    }
}
