#if Server
import Foundation
import NIOHTTP1

/// Closed-loop HTTP/1.1 load from wrk (a C load generator, Debian's `wrk`) in a process of its own:
/// one thread, keep-alive connections, the given requests sent in turn. It is the yardstick for the
/// built-in ``LoadGenerator``: the same load from a generator that takes less of the shared cores.
struct WrkLoad {
    let host: String
    let port: Int
    let connections: Int
    let seconds: Int

    /// How long wrk waits for one answer before counting a timeout (wrk's own default, 2 s, is shorter than
    /// a debug build's answer can take while a whole test suite runs beside it).
    static let answerTimeoutSeconds = 10

    /// Sends `requests` in turn for ``seconds``; every answer must be a 2xx and no socket may fail.
    func run(_ requests: [LoadGenerator.Request]) throws -> BenchServer.Measured {
        guard let wrk = Self.executable() else {
            throw BenchFailure(.bench, "wrk is not on PATH (Debian: apt-get install wrk), or choose --generator builtin")
        }
        let script = FileManager.default.temporaryDirectory.appendingPathComponent("storehelper-wrk-\(UUID().uuidString).lua")
        try Data(Self.script(requests).utf8).write(to: script)
        defer { try? FileManager.default.removeItem(at: script) }
        let process = Process()
        process.executableURL = wrk
        process.arguments = [
            "-t1", "-c\(connections)", "-d\(seconds)s", "--latency", "--timeout", "\(Self.answerTimeoutSeconds)s", "-s", script.path,
            "http://\(host):\(port)/",
        ]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let bytes = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let text = String(decoding: bytes.prefix(64 * 1024), as: UTF8.self)
        guard process.terminationStatus == 0 else { throw BenchFailure(.bench, "wrk failed: \(text)") }
        return try Self.parse(text)
    }

    /// A Lua script for wrk that sends `requests` one after another, round and round.
    static func script(_ requests: [LoadGenerator.Request]) -> String {
        var lines = ["local requests = {}", "init = function(args)"]
        for request in requests {
            let headers = request.headers.map { "[\(lua($0.0))] = \(lua($0.1))" }.joined(separator: ", ")
            let body = request.body.map(lua) ?? "nil"
            lines.append("  requests[#requests + 1] = wrk.format(\(lua(request.method.rawValue)), \(lua(request.uri)), {\(headers)}, \(body))")
        }
        lines += [
            "end",
            "local turn = 0",
            "request = function()",
            "  turn = turn % #requests + 1",
            "  return requests[turn]",
            "end",
        ]
        return lines.joined(separator: "\n") + "\n"
    }

    /// `text` as a Lua string literal: quotes, backslashes and every byte outside printable ASCII escaped.
    static func lua(_ text: String) -> String {
        var literal = "\""
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"): literal += "\\" + String(UnicodeScalar(byte))
            case 32...126: literal.unicodeScalars.append(UnicodeScalar(byte))
            default: literal += "\\\(byte)"
            }
        }
        return literal + "\""
    }

    /// The rate and latencies of wrk's report (with `--latency`); any non-2xx answer or socket error refuses it.
    static func parse(_ report: String) throws -> BenchServer.Measured {
        let lines = report.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        if let failed = lines.first(where: { $0.hasPrefix("Non-2xx or 3xx responses:") || $0.hasPrefix("Socket errors:") }) {
            throw BenchFailure(.bench, "wrk: \(failed)")
        }
        func words(after prefix: String) -> [Substring]? {
            lines.first { $0.hasPrefix(prefix) }.map { $0.dropFirst(prefix.count).split(separator: " ") }
        }
        guard let total = lines.first(where: { $0.contains(" requests in ") }).flatMap({ Int($0.split(separator: " ")[0]) }),
            let rate = words(after: "Requests/sec:")?.first.flatMap({ Double($0) }),
            let p50 = words(after: "50%")?.first.flatMap(duration),
            let p99 = words(after: "99%")?.first.flatMap(duration)
        else {
            throw BenchFailure(.bench, "wrk's report is not the expected one: \(report.prefix(2000))")
        }
        return BenchServer.Measured(requests: total, perSecond: rate, p50Seconds: p50, p99Seconds: p99)
    }

    /// wrk's duration (`812.00us`, `1.23ms`, `2.00s`, `1.50m`) in seconds.
    static func duration(_ text: Substring) -> Double? {
        for (unit, scale) in [("us", 1e-6), ("ms", 1e-3), ("s", 1.0), ("m", 60.0)] where text.hasSuffix(unit) {
            return Double(text.dropLast(unit.count)).map { $0 * scale }
        }
        return nil
    }

    /// wrk on PATH, if any.
    static func executable() -> URL? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { URL(fileURLWithPath: String($0)).appendingPathComponent("wrk") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }
}
#endif
