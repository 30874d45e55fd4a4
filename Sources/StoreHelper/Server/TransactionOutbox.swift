import Crypto
import Foundation

/// Signed transactions waiting to be sent to the app's server, kept in a file so going offline (or
/// the app being killed) loses none, and the digests of those already sent, so none is sent twice.
/// Every change is written to a temporary file and renamed into place.
struct TransactionOutbox: Sendable {
    private struct Contents: Codable {
        var pending: [String] = []
        /// SHA-256 (hex) of transactions the server took, most recent last.
        var sent: [String] = []
    }

    /// The largest outbox file read.
    static let maximumFileBytes = 16 << 20
    /// How many sent digests are remembered.
    static let rememberedSent = 10_000

    let file: URL
    private var contents: Contents

    /// The outbox kept in `file`; empty when the file does not exist yet.
    init(file: URL) throws(ServerConnectionError) {
        self.file = file
        guard FileManager.default.fileExists(atPath: file.path) else {
            contents = Contents()
            return
        }
        do {
            let handle = try FileHandle(forReadingFrom: file)
            defer { try? handle.close() }
            let data = try handle.read(upToCount: Self.maximumFileBytes + 1) ?? Data()
            guard data.count <= Self.maximumFileBytes else {
                throw ServerConnectionError(.outbox, "\(file.path) is over \(Self.maximumFileBytes) bytes")
            }
            contents = try JSONDecoder().decode(Contents.self, from: data)
        } catch let error as ServerConnectionError {
            throw error
        } catch {
            throw ServerConnectionError(.outbox, "cannot read \(file.path): \(error)")
        }
    }

    /// Transactions waiting, oldest first.
    var pending: [String] { contents.pending }

    /// Queues the transactions neither waiting nor sent before; whether any was new.
    mutating func add(_ transactions: [String]) throws(ServerConnectionError) -> Bool {
        let sent = Set(contents.sent)
        var waiting = Set(contents.pending)
        let new = transactions.filter { !sent.contains(Self.digest($0)) && waiting.insert($0).inserted }
        guard !new.isEmpty else { return false }
        contents.pending += new
        try save()
        return true
    }

    /// Marks `transactions` sent: no longer waiting, never queued again.
    mutating func markSent(_ transactions: [String]) throws(ServerConnectionError) {
        let done = Set(transactions)
        contents.pending.removeAll { done.contains($0) }
        contents.sent += transactions.map(Self.digest)
        if contents.sent.count > Self.rememberedSent { contents.sent.removeFirst(contents.sent.count - Self.rememberedSent) }
        try save()
    }

    private func save() throws(ServerConnectionError) {
        do {
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            let temporary = file.deletingLastPathComponent().appendingPathComponent(".\(file.lastPathComponent).\(UUID().uuidString)")
            try JSONEncoder().encode(contents).write(to: temporary)
            guard rename(temporary.path, file.path) == 0 else {
                try? FileManager.default.removeItem(at: temporary)
                throw ServerConnectionError(.outbox, "cannot replace \(file.path) (errno \(errno))")
            }
        } catch let error as ServerConnectionError {
            throw error
        } catch {
            throw ServerConnectionError(.outbox, "cannot write \(file.path): \(error)")
        }
    }

    static func digest(_ transaction: String) -> String {
        SHA256.hash(data: Data(transaction.utf8)).map { String(format: "%02x", $0) }.joined()
    }
}
