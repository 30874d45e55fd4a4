#if Server
import ArgumentParser
import Foundation
import NIOHTTP1
import Testing

@testable import StoreHelperBenchmarks

/// `storehelper-bench server --generator wrk`: the script wrk runs, and what is read from its report.
@Suite struct WrkLoadTests {
    /// A report as wrk 4.1 prints it with `--latency`.
    static let report = """
        Running 5s test @ http://127.0.0.1:8091/
          1 threads and 8 connections
          Thread Stats   Avg      Stdev     Max   +/- Stdev
            Latency   331.45us  101.21us   4.12ms   90.01%
            Req/Sec    24.10k     1.01k   25.90k    70.00%
          Latency Distribution
             50%  310.00us
             75%  352.00us
             90%  401.00us
             99%    1.63ms
          120512 requests in 5.00s, 50.12MB read
        Requests/sec:  24098.77
        Transfer/sec:     10.02MB
        """

    @Test func readsTheRateAndTheLatenciesOfWrksReport() throws {
        let measured = try WrkLoad.parse(Self.report)
        #expect(measured.requests == 120_512 && measured.perSecond == 24098.77)
        #expect(abs(measured.p50Seconds - 310e-6) < 1e-12 && abs(measured.p99Seconds - 1.63e-3) < 1e-12)
    }

    @Test func refusesAReportWithFailedAnswersOrSockets() {
        for line in ["  Non-2xx or 3xx responses: 17", "  Socket errors: connect 0, read 3, write 0, timeout 0"] {
            let report = Self.report.replacingOccurrences(of: "Requests/sec:", with: line + "\nRequests/sec:")
            #expect(throws: BenchFailure.self, "\(line)") { try WrkLoad.parse(report) }
        }
        #expect(throws: BenchFailure.self) { try WrkLoad.parse("unable to connect to 127.0.0.1:8091 Connection refused") }
    }

    @Test func readsEachOfWrksDurationUnits() {
        #expect(WrkLoad.duration("812.00us") == 812e-6)
        #expect(WrkLoad.duration("1.50ms") == 1.5e-3)
        #expect(WrkLoad.duration("2.00s") == 2)
        #expect(WrkLoad.duration("1.50m") == 90)
        #expect(WrkLoad.duration("fast") == nil && WrkLoad.duration("12") == nil)
    }

    @Test func quotesEveryStringTheScriptCarries() {
        #expect(WrkLoad.lua("/v1/subscribers/s1") == "\"/v1/subscribers/s1\"")
        #expect(WrkLoad.lua("a\"b\\c\nd é") == "\"a\\\"b\\\\c\\10d \\195\\169\"")
        let script = WrkLoad.script([.init(method: .GET, uri: "/healthz", headers: [("X-Nonce", "n1")])])
        #expect(script.contains(#"requests[#requests + 1] = wrk.format("GET", "/healthz", {["X-Nonce"] = "n1"}, nil)"#))
        #expect(script.contains("request = function()"))
    }

    @Test(
        .enabled(if: BenchSmokeTests.enabled, "set STOREHELPER_BENCH_SMOKE=1 to run the measuring benches"),
        .enabled(if: WrkLoad.executable() != nil, "needs wrk on PATH (Debian: apt-get install wrk)")
    )
    func theServerBenchMeasuresCustomerInfoWithWrk() async throws {
        let report = try await BenchServer.parse([
            "--subscribers", "4", "--months", "1", "--clients", "4", "--requests", "40", "--generator", "wrk", "--wrk-seconds", "1",
        ]).measure()
        #expect(report.generator == "wrk" && report.customerInfoRequests > 0 && report.customerInfoPerSecond > 0)
        #expect(report.customerInfoP50Milliseconds > 0 && report.customerInfoP99Milliseconds >= report.customerInfoP50Milliseconds)
        #expect(report.healthzPerSecond > 0 && report.unsignedCustomerInfoPerSecond > 0)
    }
}
#endif
