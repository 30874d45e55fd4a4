#if Server
import Foundation

/// The one way the tool writes a file: only a new file or an existing regular file is written, never
/// through a symbolic link, a device or a FIFO; the bytes go to a temporary file that is renamed over
/// the target, so a reader never sees half a file.
enum OutputFile {
    static func write(_ data: Data, to path: String, what: String) throws {
        // The item itself, not what a symbolic link points at (Foundation does not follow the last link here).
        if let type = (try? FileManager.default.attributesOfItem(atPath: path))?[.type] as? FileAttributeType, type != .typeRegular {
            throw CommandFailure(.unwritableOutput, "\(path) is not a regular file; the \(what) is written only to a new or regular file")
        }
        let url = URL(fileURLWithPath: path)
        let temporary = url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString).tmp")
        do {
            try data.write(to: temporary, options: .withoutOverwriting)
            guard rename(temporary.path, url.path) == 0 else {
                throw CommandFailure(.unwritableOutput, "cannot write \(path): \(String(cString: strerror(errno)))")
            }
        } catch let failure as CommandFailure {
            try? FileManager.default.removeItem(at: temporary)  // ours, and the rename did not happen
            throw failure
        } catch {
            throw CommandFailure(.unwritableOutput, "cannot write \(path): \(error.localizedDescription)")
        }
    }
}
#endif
