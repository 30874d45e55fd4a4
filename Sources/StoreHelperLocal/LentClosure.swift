import Foundation
import LocalAppStore

/// A closure a device lends the store's accessor for one change (`withoutActuallyEscaping`'s escapable copy): the
/// accessor reaches it through this box, and the device takes it back when the change is over, so it never outlives
/// the call it was passed to, whatever the accessor keeps of the box.
final class LentClosure<Input, Output>: @unchecked Sendable {  // `body` is only touched under `lock`
    private let lock = NSLock()
    private var body: (@Sendable (inout Input) throws -> Output)?

    init(_ body: @escaping @Sendable (inout Input) throws -> Output) {
        self.body = body
    }

    /// Calls the closure; throws `StoreError` once it was taken back.
    func callAsFunction(_ input: inout Input) throws -> Output {
        guard let body = lock.withLock({ self.body }) else {
            throw StoreError.invalidRequest("a session's change ran after the session had ended; nothing changed")
        }
        return try body(&input)
    }

    /// Takes the closure back: calls after this throw.
    func takeBack() {
        lock.withLock { body = nil }
    }
}
