import Foundation

extension LocalAppStore {
    /// Takes a product off sale or puts it back on (App Store Connect's availability). A product off
    /// sale is not listed and cannot be bought (`productUnavailable`); a subscription that would renew
    /// into it expires at its renewal date (`EXPIRED` `PRODUCT_NOT_FOR_SALE`). What customers bought
    /// stays theirs.
    public mutating func setForSale(_ productId: String, _ forSale: Bool) throws(StoreError) {
        guard catalog[productId] != nil else { throw StoreError.unknownProduct(productId) }
        var off = state.productsNotForSale ?? []
        off.removeAll { $0 == productId }
        if !forSale { off.append(productId) }
        state.productsNotForSale = off.isEmpty ? nil : off.sorted()
    }

    /// Whether `productId` is in the catalog and on sale.
    public func isForSale(_ productId: String) -> Bool {
        catalog[productId] != nil && !(state.productsNotForSale ?? []).contains(productId)
    }
}
