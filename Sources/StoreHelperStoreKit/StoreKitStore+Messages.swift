public import AppStoreModels
import StoreKit
public import StoreKitInterface

#if os(iOS)
import UIKit
#endif

extension StoreKitStore {
    /// Who shows the App Store's messages (StoreKit's `Message`: a billing problem, a price increase to consent to, a
    /// win-back offer; iOS only, macOS has none): https://developer.apple.com/documentation/storekit/message.
    public enum MessagePresentation: Hashable, Sendable {
        /// StoreKit shows each one itself when the app launches, as for an app that does not listen: none waits in
        /// ``StoreKitStore/pendingMessages()``.
        case byStoreKit
        /// The store listens to `Message.messages`, and so StoreKit holds every message back: each waits in
        /// ``StoreKitStore/pendingMessages()`` until the app shows it with ``StoreKitStore/display(_:)`` (StoreHelper's
        /// `display(_:)`), over `confirmationScene` (iOS). An app that chooses this must show them: a billing
        /// problem the customer never sees is a subscription lost.
        case byTheApp
    }

    /// The App Store's messages StoreKit held back for the app (with ``MessagePresentation/byTheApp``), oldest first.
    /// StoreKit's `Message` names no product: `productId` is nil.
    public func pendingMessages() async throws(StoreFailure) -> [StoreMessage] {
        #if os(macOS)
        return []
        #else
        return await heldMessages.pending
        #endif
    }

    /// Shows a held message over `confirmationScene` (iOS) (`Message.display(in:)`), then forgets it. iOS only: elsewhere,
    /// and without a scene, it fails as `unsupported`; a message StoreKit did not hand over fails as `invalid-request`.
    public func display(_ message: StoreMessage) async throws(StoreFailure) {
        #if os(iOS)
        guard let held = await heldMessages[message.id] else {
            throw StoreFailure(.invalidRequest, "StoreKit holds no App Store message \(message.id)")
        }
        try await show(held)
        await heldMessages.remove(message.id)
        #else
        throw StoreFailure(.unsupported, "StoreKit shows App Store messages only on iOS (\(message.id))")
        #endif
    }

    #if os(iOS)
    @MainActor
    private func show(_ message: Message) throws(StoreFailure) {
        guard let scene = confirmationScene?() as? UIWindowScene else {
            throw StoreFailure(.unsupported, "set StoreKitStore.confirmationScene to the window scene App Store messages show over")
        }
        do { try message.display(in: scene) } catch { throw Self.failure(error, during: "showing an App Store message") }
    }
    #endif
}
