public import StoreHelper

/// One row of the shop's product list, flattened from its sections so a list lays it out in one pass: a section's
/// title, then its products.
public enum ShopListRow: Hashable, Sendable, Identifiable {
    /// A section's title, worded.
    case title(ShopSection.Kind, String)
    /// A product of the section above.
    case product(StoreProduct)

    public var id: String {
        switch self {
        case .title(let kind, _): "section-" + ShopSection(kind: kind, products: []).id
        case .product(let product): "product-" + product.id
        }
    }

    /// The title this row shows, for a section's row.
    public var title: String? {
        if case .title(_, let title) = self { title } else { nil }
    }

    /// The product this row sells, for a product's row.
    public var product: StoreProduct? {
        if case .product(let product) = self { product } else { nil }
    }

    /// The rows of `products`: each section of ``ShopSection/sections(of:)`` as its title (in `wording`) followed by
    /// its products.
    public static func rows(of products: [StoreProduct], wording: ShopWording) -> [ShopListRow] {
        ShopSection.sections(of: products).flatMap { section in
            [ShopListRow.title(section.kind, wording(.section(section.kind)))] + section.products.map(ShopListRow.product)
        }
    }
}
