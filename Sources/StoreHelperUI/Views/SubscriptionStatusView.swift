#if canImport(SwiftUI)
public import Foundation
public import StoreHelper
public import SwiftUI

/// A subscription group's status: the plan, its badge, what happens next (``SubscriptionStatusState``), and the
/// actions it offers, which the app performs (`onAction`: StoreKit's subscription management, the paywall).
public struct SubscriptionStatusView: View {
    @State private var state: SubscriptionStatusState
    private let onAction: @MainActor (SubscriptionStatusState.Action) -> Void

    /// The status of `group` as `helper` judges it, worded in `wording`; `onAction` performs a tapped action.
    public init(
        group: String,
        helper: StoreHelper,
        wording: ShopWording = ShopWording(locale: .current),
        onAction: @escaping @MainActor (SubscriptionStatusState.Action) -> Void
    ) {
        _state = State(initialValue: SubscriptionStatusState(group: group, helper: helper, wording: wording))
        self.onAction = onAction
    }

    public var body: some View {
        VStack(alignment: .leading) {
            if let plan = state.planName {
                Text(plan)
            }
            if let badge = state.badgeText {
                Text(badge)
            }
            Text(state.lines.joined(separator: "\n"))
            if let first = state.actions.first {
                Button(state.title(of: first)) { onAction(first) }
            }
            if let second = state.actions.dropFirst().first {
                Button(state.title(of: second)) { onAction(second) }
            }
            if let failure = state.failure {
                Text(failure)
            }
        }
        .task {
            await state.load()
            await state.observe()
        }
    }
}
#endif
