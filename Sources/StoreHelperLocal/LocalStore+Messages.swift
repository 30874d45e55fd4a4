public import AppStoreModels
import LocalAppStore
public import StoreKitInterface

extension LocalStore {
    /// The App Store messages waiting for this customer (`Message.messages`; the local store's
    /// `LocalAppStore.messages(for:)` says when each is raised).
    public func pendingMessages() async throws(StoreFailure) -> [StoreMessage] {
        let account = accountId
        return try await reading { (store: LocalAppStore) throws(StoreError) in store.messages(for: account) }
    }

    /// Shows the customer `message` (`Message.display(in:)`): it is not raised again. Throws for a message that is
    /// not waiting for this customer.
    public func display(_ message: StoreMessage) async throws(StoreFailure) {
        let account = accountId
        do { try await session { try $0.markDisplayed(message.id, accountId: account) } } catch { throw StoreFailure(error) }
    }
}
