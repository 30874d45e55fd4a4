#if canImport(SwiftUI)
public import Foundation
public import StoreHelper
public import SwiftUI

/// The shop: every product `helper` sells, by section (``ShopListRow/rows(of:wording:)``), each with its name,
/// description and ``PurchaseButton``.
public struct ShopList: View {
    private let helper: StoreHelper
    private let wording: ShopWording

    /// The shop of `helper`'s products, worded in `wording`.
    public init(helper: StoreHelper, wording: ShopWording = ShopWording(locale: .current)) {
        self.helper = helper
        self.wording = wording
    }

    public var body: some View {
        List(ShopListRow.rows(of: helper.products, wording: wording)) { row in
            VStack(alignment: .leading) {
                if let title = row.title {
                    Text(title)
                }
                if let product = row.product {
                    Text(product.displayName)
                    Text(product.description)
                    PurchaseButton(product: product, helper: helper, wording: wording)
                }
            }
        }
    }
}
#endif
