public import AppStoreModels

extension Preserving where Fields == ConfigurationProductFields {
    /// The product's type as Apple names it, or nil for a `type` the file format does not define
    /// (a file that `ConfigurationFile.load(_:)` accepted has none).
    public var productType: ProductType? { ConfigurationValidator.productType(fields.type) }
}
