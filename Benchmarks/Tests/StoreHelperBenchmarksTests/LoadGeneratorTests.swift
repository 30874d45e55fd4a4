#if Server
import NIOCore
import NIOHTTP1
import Testing

@testable import StoreHelperBenchmarks

/// The benches' HTTP/1.1 load generator: the bytes it sends and how it reads answers.
@Suite struct LoadGeneratorTests {
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
}
#endif
