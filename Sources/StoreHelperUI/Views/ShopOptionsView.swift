#if canImport(SwiftUI)
public import Foundation
public import StoreHelper
public import SwiftUI

/// The shop's options (``ShopOptionsState``): restore purchases, done here; manage subscriptions, redeem an offer
/// code and the legal links, which the app performs (`onAction`).
public struct ShopOptionsView: View {
    @State private var state: ShopOptionsState
    private let onAction: @MainActor (ShopOptionsState.Action) -> Void

    /// The options of `helper`'s shop with the app's legal links, worded in `wording`; `onAction` performs a tapped
    /// action.
    public init(
        helper: StoreHelper,
        termsOfUse: URL? = nil,
        privacyPolicy: URL? = nil,
        wording: ShopWording = ShopWording(locale: .current),
        onAction: @escaping @MainActor (ShopOptionsState.Action) -> Void
    ) {
        _state = State(initialValue: ShopOptionsState(helper: helper, termsOfUse: termsOfUse, privacyPolicy: privacyPolicy, wording: wording))
        self.onAction = onAction
    }

    public var body: some View {
        VStack(alignment: .leading) {
            Button(state.restoreTitle) {
                Task { await state.restorePurchases() }
            }
            .disabled(state.restore == .restoring)
            if let failure = state.restoreFailure {
                Text(failure)
            }
            List(state.items) { item in
                Button(item.title) { onAction(item.action) }
            }
        }
        .announcing(state.announcement)  // "Purchases restored", or why not
    }
}
#endif
