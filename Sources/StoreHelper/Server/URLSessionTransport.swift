public import AppStoreModels
public import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// ``HTTPTransport`` over `URLSession` (FoundationNetworking on Linux). An answer larger than
/// ``maximumResponseBytes`` is cut off while it arrives and refused; a request that takes longer than
/// ``timeout`` fails.
public final class URLSessionTransport: HTTPTransport {
    /// The largest answer accepted.
    public let maximumResponseBytes: Int
    /// How long a request may take.
    public let timeout: TimeInterval
    private let session: URLSession
    private let collector: Collector

    public init(maximumResponseBytes: Int = 1 << 20, timeout: TimeInterval = 30) {
        self.maximumResponseBytes = maximumResponseBytes
        self.timeout = timeout
        collector = Collector(limit: maximumResponseBytes)
        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = timeout
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        session = URLSession(configuration: configuration, delegate: collector, delegateQueue: nil)
    }

    deinit { session.invalidateAndCancel() }

    /// Why a request got no usable answer: always `no-usable-answer`; the description says how.
    public struct Failure: Error, CustomStringConvertible {
        public typealias Kind = ErrorKind<Failure>
        public var kind: Kind { Kind(rawValue: "no-usable-answer") }
        public let description: String
    }

    /// Sends `request`; the answer, or a ``Failure`` within ``timeout`` (also when URLSession's own timer
    /// does not fire), or `CancellationError` when the calling task is cancelled.
    public func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        var urlRequest = URLRequest(url: request.url, timeoutInterval: timeout)
        urlRequest.httpMethod = request.method
        for (name, value) in request.headers { urlRequest.setValue(value, forHTTPHeaderField: name) }
        #if os(Linux)
        // swift-corelibs-foundation can leave a request waiting forever on a kept-alive connection the server
        // has closed (seen here with a server's idle timeout): one connection per request.
        urlRequest.setValue("close", forHTTPHeaderField: "Connection")
        #endif
        urlRequest.httpBody = request.body
        let task = session.dataTask(with: urlRequest)
        let id = task.taskIdentifier
        let (collector, timeout) = (self.collector, self.timeout)
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                collector.start(task, continuation)
                task.resume()
                Task {
                    try? await Task.sleep(for: .seconds(timeout))  // the wall clock: a network timeout
                    if collector.fail(id, Failure(description: "no answer from \(request.url.absoluteString) within \(timeout) s")) { task.cancel() }
                }
            }
        } onCancel: {
            if collector.fail(id, CancellationError()) { task.cancel() }
        }
    }

    /// Collects each task's answer, cancelling a task whose body passes the limit.
    private final class Collector: NSObject, URLSessionDataDelegate, @unchecked Sendable {
        private struct Pending {
            let continuation: CheckedContinuation<HTTPResponse, any Error>
            var body = Data()
            var tooLarge = false
        }

        private let limit: Int
        private let lock = NSLock()
        private var pending: [Int: Pending] = [:]

        init(limit: Int) { self.limit = limit }

        func start(_ task: URLSessionTask, _ continuation: CheckedContinuation<HTTPResponse, any Error>) {
            lock.withLock { pending[task.taskIdentifier] = Pending(continuation: continuation) }
        }

        /// Ends task `id` with `error` unless it has ended; says whether it did.
        func fail(_ id: Int, _ error: any Error) -> Bool {
            guard let entry = lock.withLock({ pending.removeValue(forKey: id) }) else { return false }
            entry.continuation.resume(throwing: error)
            return true
        }

        func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
            let cancel = lock.withLock { () -> Bool in
                guard var entry = pending[dataTask.taskIdentifier], !entry.tooLarge else { return false }
                if entry.body.count + data.count > limit {
                    entry.tooLarge = true
                    entry.body = Data()
                } else {
                    entry.body.append(data)
                }
                pending[dataTask.taskIdentifier] = entry
                return entry.tooLarge
            }
            if cancel { dataTask.cancel() }
        }

        func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
            guard let entry = lock.withLock({ pending.removeValue(forKey: task.taskIdentifier) }) else { return }
            if entry.tooLarge {
                entry.continuation.resume(throwing: Failure(description: "the answer is over \(limit) bytes"))
            } else if let error {
                entry.continuation.resume(
                    throwing: Failure(
                        description: "no answer from \(task.originalRequest?.url?.absoluteString ?? "the server"): \(error.localizedDescription)"
                    )
                )
            } else if let http = task.response as? HTTPURLResponse {
                var headers: [String: String] = [:]
                for case (let name as String, let value as String) in http.allHeaderFields { headers[name] = value }
                entry.continuation.resume(returning: HTTPResponse(status: http.statusCode, headers: headers, body: entry.body))
            } else {
                entry.continuation.resume(throwing: Failure(description: "not an HTTP answer"))
            }
        }
    }
}
