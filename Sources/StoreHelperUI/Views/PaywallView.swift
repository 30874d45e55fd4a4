#if canImport(SwiftUI)
public import Foundation
public import StoreHelper
public import SwiftUI

/// A subscription group's paywall (``PaywallState``): each plan with its price, its price per month and saving, the
/// offer the customer can have (a win-back offer chosen on the App Store first, else the introductory offer while
/// eligible), a monthly plan's commitment explained, and a button that buys it.
public struct PaywallView: View {
    @State private var state: PaywallState
    @State private var failure: String?

    /// The paywall of the subscription group `groupId` of `helper`'s products, worded in `wording`.
    public init(groupId: String, helper: StoreHelper, wording: ShopWording = ShopWording(locale: .current)) {
        _state = State(initialValue: PaywallState(groupId: groupId, helper: helper, wording: wording))
        _failure = State(initialValue: nil)
    }

    public var body: some View {
        VStack(alignment: .leading) {
            List(state.plans) { plan in
                VStack(alignment: .leading) {
                    Text(plan.product.displayName)
                    if let perMonth = plan.perMonthText {
                        Text(perMonth)
                    }
                    if let savings = plan.savingsText {
                        Text(savings)
                    }
                    if let offer = plan.offerText {
                        Text(offer)
                    }
                    if let commitment = plan.commitmentText {
                        Text(commitment)
                    }
                    Button(plan.product.displayPrice) {
                        Task { await buy(plan) }
                    }
                }
            }
            if let failure {
                Text(failure)
            }
        }
        .task { await state.load() }
    }

    private func buy(_ plan: PaywallState.Plan) async {
        do throws(StoreHelperError) {
            try await state.buy(plan)
            failure = nil
        } catch {
            failure = error.message
        }
    }
}
#endif
