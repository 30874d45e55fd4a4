import Foundation
import NIOCore
import Testing

@testable import StoreHelperCLI

/// `storehelper bench … --json` reports the documented shape; its numbers are measured, not asserted.
@Suite struct BenchCommandTests {
    @Test func reportsRatiosForTheRequiredCases() async throws {
        let result = await CommandRunner.run(["bench", "verify", "--seconds", "0.05", "--json"])
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

    @Test func serverBenchReportsIngestAgainstTheCeilingAndCustomerInfoLatency() async throws {
        let result = await CommandRunner.run([
            "bench", "server", "--subscribers", "4", "--months", "2", "--clients", "4", "--requests", "40", "--json",
        ])
        #expect(result.status == 0, "\(result.stderr)")
        let report = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(report["notifications"] as? Int == 12, "4 SUBSCRIBED and 8 DID_RENEW")
        let ingest = try #require(report["ingestPerSecond"] as? Double)
        let raw = try #require(report["rawP256VerifyPerSecondAllCores"] as? Double)
        let ceiling = try #require(report["ingestCeilingPerSecond"] as? Double)
        let ratio = try #require(report["ingestRatioToCeiling"] as? Double)
        #expect(ingest > 0 && abs(ceiling - raw / 3) < 1e-6 * ceiling && abs(ratio - ingest / ceiling) < 1e-9)
        #expect(try #require(report["verifyOnlyPerSecond"] as? Double) > 0 && (try #require(report["storeOnlyPerSecond"] as? Double)) > 0)
        let p50 = try #require(report["customerInfoP50Milliseconds"] as? Double)
        let p99 = try #require(report["customerInfoP99Milliseconds"] as? Double)
        #expect(p50 > 0 && p99 >= p50 && report["database"] as? String == "sqlite")
        let unsignedP50 = try #require(report["unsignedCustomerInfoP50Milliseconds"] as? Double)
        let unsignedP99 = try #require(report["unsignedCustomerInfoP99Milliseconds"] as? Double)
        let unsignedRate = try #require(report["unsignedCustomerInfoPerSecond"] as? Double)
        let healthz = try #require(report["healthzPerSecond"] as? Double)
        #expect(unsignedP50 > 0 && unsignedP99 >= unsignedP50 && unsignedRate > 0)
        #expect(report["customerInfoClients"] as? Int == 8 && healthz > 0)
        #expect(report["generator"] as? String == "builtin" && report["customerInfoRequests"] as? Int == 40)
        for options in [["--clients", "0"], ["--info-clients", "513"], ["--wrk-seconds", "0"]] {
            let refused = await CommandRunner.run(["bench", "server"] + options)
            #expect(refused.status == 1 && refused.stderr.hasPrefix("error: invalid-options: "), "\(options)")
        }
    }

    /// A deadline already past (as for a task that starts late on a loaded machine) still measures a round of
    /// checks on each core: a rate of 0 made the server bench's ratio infinite, which JSON cannot carry.
    @Test func theRawRateIsMeasuredEvenWhenItsTasksStartAfterTheDeadline() async throws {
        #expect(try await RawP256Check.ratePerSecondOnAllCores(seconds: 0) > 0)
    }

    @Test func theLoadGeneratorReadsAnswersHoweverTheBytesArrive() throws {
        let answers =
            "HTTP/1.1 200 OK\r\ncontent-type: application/json\r\nCONTENT-LENGTH: 15\r\n\r\n{\"status\":\"ok\"}"
            + "HTTP/1.1 404 Not Found\r\nContent-Length: 0\r\n\r\n"
        // Byte by byte, and all at once: the same two answers, nothing left over.
        for chunkSize in [1, 7, answers.utf8.count] {
            var reader = LoadGenerator.ResponseReader()
            var read: [(Int, String)] = []
            var bytes = Array(answers.utf8)[...]
            while !bytes.isEmpty {
                var chunk = ByteBuffer(bytes: bytes.prefix(chunkSize))
                bytes = bytes.dropFirst(chunkSize)
                while let answer = try reader.read(&chunk) { read.append((answer.status, String(decoding: answer.body, as: UTF8.self))) }
                #expect(chunk.readableBytes == 0)
            }
            #expect(read.map(\.0) == [200, 404] && read.map(\.1) == [#"{"status":"ok"}"#, ""], "chunks of \(chunkSize)")
        }
        for (head, refusal) in [
            ("HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n", "without Content-Length"),
            ("HTTP/1.1 200 OK\r\nServer: x\r\n\r\n", "without Content-Length"),
            ("HTTP/1.0 200 OK\r\nContent-Length: 0\r\n\r\n", "not HTTP/1.1"),
            ("HTTP/1.1 2x0 OK\r\nContent-Length: 0\r\n\r\n", "not HTTP/1.1"),
            (String(repeating: "x", count: 17 * 1024), "over 16 KiB"),
        ] {
            var reader = LoadGenerator.ResponseReader()
            var bytes = ByteBuffer(string: head)
            do {
                _ = try reader.read(&bytes)
                Issue.record("accepted \(head.prefix(40))")
            } catch {
                #expect("\(error)".contains(refusal), "\(head.prefix(40)): \(error)")
            }
        }
    }

    @Test func theLoadGeneratorSendsEachRequestAsHTTP11Bytes() {
        let request = LoadGenerator.Request(method: .POST, uri: "/v1/transactions", headers: [("Authorization", "Bearer k")], body: "{}")
        let bytes = LoadGenerator.bytes(of: request, host: "127.0.0.1")
        #expect(
            String(buffer: bytes)
                == "POST /v1/transactions HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer k\r\nContent-Length: 2\r\n\r\n{}"
        )
        let get = LoadGenerator.bytes(of: .init(method: .GET, uri: "/healthz"), host: "h")
        #expect(String(buffer: get) == "GET /healthz HTTP/1.1\r\nHost: h\r\nContent-Length: 0\r\n\r\n")
    }

    @Test func rejectsANonPositiveDuration() async throws {
        let result = await CommandRunner.run(["bench", "verify", "--seconds", "0"])
        #expect(result.status == 1)
        #expect(result.stderr.hasPrefix("error: invalid-options: "))
    }

    @Test func storeBenchReportsSubscriberMonthsAgainstRawSigning() async throws {
        let result = await CommandRunner.run(["bench", "store", "--subscribers", "5", "--months", "3", "--runs", "1", "--json"])
        #expect(result.status == 0, "\(result.stderr)")
        let report = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let perSecond = try #require(report["subscriberMonthsPerSecond"] as? Double)
        let raw = try #require(report["rawP256SignPerSecond"] as? Double)
        let ratio = try #require(report["ratioToRawSign"] as? Double)
        #expect(perSecond > 0 && raw > 0)
        #expect(abs(ratio - perSecond / raw) < 1e-9)
        #expect(report["subscribers"] as? Int == 5 && report["months"] as? Int == 3)
        #expect(report["signaturesPerSubscriberMonth"] as? Int == 3)
        // The commands ran on the flown store: 5 purchases and 5 × 3 renewals.
        #expect(report["commandStoreTransactions"] as? Int == 20)
        #expect((report["commandStoreBytes"] as? Int ?? 0) > 0)
        let buy = try #require(report["buySeconds"] as? Double)
        #expect((report["statusSeconds"] as? Double ?? 0) > 0 && buy > 0 && (report["saveSeconds"] as? Double ?? 0) > 0)
        #expect(abs((report["buyCostInRawSignatures"] as? Double ?? 0) - buy * raw) < 1e-6)
    }

    @Test func storeBenchRejectsBadSizes() async throws {
        let result = await CommandRunner.run(["bench", "store", "--subscribers", "0"])
        #expect(result.status == 1)
        #expect(result.stderr.hasPrefix("error: invalid-options: "))
    }
}
