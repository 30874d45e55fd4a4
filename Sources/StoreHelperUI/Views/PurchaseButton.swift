#if canImport(SwiftUI)
public import Foundation
public import StoreHelper
public import SwiftUI

/// A product's purchase button: its price while for sale, then what ``PurchaseButtonState`` says (purchasing,
/// purchased, waiting for approval, try again), with the outcome of the last attempt and a consumable's balance under
/// it; VoiceOver reads the button's words and the product's name, and announces each outcome. Every decision is the state's; the button lays it
/// out and forwards the tap.
public struct PurchaseButton: View {
    @State private var state: PurchaseButtonState

    /// The button of `product`, bought through `helper`, worded in `wording`.
    public init(product: StoreProduct, helper: StoreHelper, wording: ShopWording = ShopWording(locale: .current)) {
        _state = State(initialValue: PurchaseButtonState(product: product, helper: helper, wording: wording))
    }

    public var body: some View {
        VStack(alignment: .leading) {
            Button(state.title) {
                Task { await state.buy() }
            }
            .disabled(!state.isEnabled)
            .accessibilityValue(Text(state.product.displayName))  // VoiceOver: "$1.99, Roses, button"
            if let message = state.message {
                Text(message)
            }
            if let remaining = state.remaining {
                Text(remaining)
            }
        }
        .task { await state.observe() }
        .announcing(state.announcement)  // "Roses: Purchased", "Roses: Waiting for approval"
    }
}
#endif
