// DocC snippet of StoreKitConfiguration's "Getting started" (compiled by CI; the article quotes it exactly).
// DocC StoreKitConfiguration: imports
import AppStoreModels
import Entitlements
import Foundation
import StoreKitConfiguration

// DocC StoreKitConfiguration: end

/// A `.storekit` file's products, and what the entitlement engine needs of them.
func readAStoreKitFile(at url: URL) throws -> ProductCatalog {
    // DocC StoreKitConfiguration: body
    let file = try ConfigurationFile.load(Data(contentsOf: url))
    for (path, product) in file.allProducts { print(path, product.productID, product.productType as Any) }
    let catalog = file.productCatalog()  // what the entitlement engine needs
    // DocC StoreKitConfiguration: end
    return catalog
}
