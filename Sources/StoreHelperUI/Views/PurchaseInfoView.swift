#if canImport(SwiftUI)
public import Foundation
public import StoreHelper
public import SwiftUI

/// A purchase's details (``PurchaseInfoState``): when it was bought, the price paid, its expiry or refund, and the
/// refund request, sent from here.
public struct PurchaseInfoView: View {
    @State private var state: PurchaseInfoState

    /// The details of the customer's purchase of `productId`, worded in `wording`.
    public init(productId: String, helper: StoreHelper, wording: ShopWording = ShopWording(locale: .current)) {
        _state = State(initialValue: PurchaseInfoState(productId: productId, helper: helper, wording: wording))
    }

    public var body: some View {
        VStack(alignment: .leading) {
            Text(state.lines.joined(separator: "\n"))
            if let price = state.price {
                Text(price)
            }
            if let refund = state.refundTitle {
                Button(refund) {
                    Task { await state.requestRefund() }
                }
                .disabled(!state.canRequestRefund)
            }
            if let failure = state.failure {
                Text(failure)
            }
        }
        .task { await state.load() }
        .announcing(state.announcement)  // "Roses: Refund requested"
    }
}
#endif
