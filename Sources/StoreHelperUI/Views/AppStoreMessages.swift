#if canImport(SwiftUI)
public import SwiftUI

extension View {
    /// Shows each App Store message `state` holds back as it becomes due (``AppStoreMessagesState/due``): when the view
    /// appears, when one arrives, when a purchase ends, when the customer is no longer busy. For an app whose store
    /// holds messages back (StoreHelperStoreKit's `StoreKitStore(messages: .byTheApp)`); one that could not be shown
    /// waits in `state` until the next change.
    @MainActor
    public func appStoreMessages(_ state: AppStoreMessagesState) -> some View {
        onChange(of: state.due, initial: true) { _, due in
            if due != nil { Task { @MainActor in await state.showDue() } }
        }
    }
}
#endif
