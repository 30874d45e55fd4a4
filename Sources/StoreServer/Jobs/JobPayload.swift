#if Server
import Foundation
import StoreStorage

/// A job's input, kept as JSON in the jobs table.
protocol JobPayload: Codable, Sendable {
    /// The job kind this payload belongs to.
    static var kind: String { get }
}

extension JobPayload {
    /// A request for this job, due at `runAfter`, unique by `uniqueKey` while queued.
    func request(uniqueKey: String?, runAfter: Date) -> JobRequest {
        let json = String(decoding: SortedJSON.encode(self), as: UTF8.self)
        return JobRequest(kind: Self.kind, payload: json, uniqueKey: uniqueKey.map { "\(Self.kind):\($0)" }, runAfter: runAfter)
    }

    /// Reads a claimed job's payload; a payload that does not decode can never run.
    static func decode(_ job: ClaimedJob) throws -> Self {
        do { return try JSONDecoder().decode(Self.self, from: Data(job.payload.utf8)) } catch {
            throw PermanentJobFailure("the payload is not a \(Self.self): \(error)")
        }
    }
}
#endif
