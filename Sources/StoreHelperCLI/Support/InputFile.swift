#if Server
import Foundation

/// The one way the tool reads an input: a regular file, or standard input for `-`, never more than a
/// limit. Directories, devices and FIFOs are refused before anything is read, so nothing blocks on
/// a FIFO without a writer and nothing reads an endless device.
enum InputFile {
    /// The bytes of `path` (standard input for `-`); `what` names the input in failures.
    static func read(_ path: String, limit: Int, what: String) throws -> Data {
        let handle: FileHandle
        if path == "-" {
            handle = FileHandle.standardInput
        } else {
            // Foundation's attributes rather than POSIX `stat`, whose struct differs between Glibc and Darwin.
            let attributes: [FileAttributeKey: Any]
            do {
                attributes = try FileManager.default.attributesOfItem(atPath: URL(fileURLWithPath: path).resolvingSymlinksInPath().path)
            } catch {
                throw CommandFailure(.unreadableInput, "cannot read the \(what) \(path): \(error.localizedDescription)")
            }
            guard attributes[.type] as? FileAttributeType == .typeRegular else {
                throw CommandFailure(.unreadableInput, "the \(what) \(path) is not a regular file")
            }
            if let size = (attributes[.size] as? NSNumber)?.uint64Value, size > UInt64(limit) {
                throw CommandFailure(.inputTooLarge, "the \(what) \(path) is \(size) bytes, over the \(limit)-byte limit")
            }
            do {
                handle = try FileHandle(forReadingFrom: URL(fileURLWithPath: path))
            } catch {
                throw CommandFailure(.unreadableInput, "cannot open the \(what) \(path)")
            }
        }
        defer { if path != "-" { try? handle.close() } }  // closing a file we only read cannot lose data
        var data = Data()
        do {
            while data.count <= limit, let chunk = try handle.read(upToCount: min(1 << 20, limit + 1 - data.count)), !chunk.isEmpty {
                data.append(chunk)
            }
        } catch {
            throw CommandFailure(
                .unreadableInput,
                "cannot read the \(what) \(path == "-" ? "from standard input" : path): \(error.localizedDescription)"
            )
        }
        guard data.count <= limit else {
            throw CommandFailure(.inputTooLarge, "the \(what) is over the \(limit)-byte limit")
        }
        return data
    }
}
#endif
