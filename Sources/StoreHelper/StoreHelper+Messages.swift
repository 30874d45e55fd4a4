import AppStoreModels
import Logging
import StoreKitInterface

extension StoreHelper {
    /// Reads the App Store messages waiting for the customer into ``pendingMessages`` (``start()`` and every
    /// subscription change do; an app may call it when it comes to the foreground). A failure lands in
    /// ``lastError`` and leaves the messages as they were.
    public func refreshMessages() async {
        let waiting: [StoreMessage]
        do { waiting = try await store.pendingMessages() } catch {
            report(.store(error, "reading the App Store's messages"))
            return
        }
        guard waiting != pendingMessages else { return }
        pendingMessages = waiting
        broadcast.send(.pendingMessages(count: waiting.count))
    }

    /// Shows the customer `message` now, as the App Store's own sheet (StoreKit's `Message.display(in:)`): call it when
    /// the customer is between tasks, not in the middle of one. It then leaves ``pendingMessages``.
    public func display(_ message: StoreMessage) async throws(StoreHelperError) {
        do { try await store.display(message) } catch { throw .store(error, "showing the App Store's message \(message.id)") }
        logger.info("showed the App Store's \(message.reason.rawValue) message")
        pendingMessages.removeAll { $0.id == message.id }
        broadcast.send(.pendingMessages(count: pendingMessages.count))
    }
}
