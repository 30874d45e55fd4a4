public import Foundation
public import StoreHelper

/// The words of a shop's screens in one language: the views' texts (``ShopText``) and the subscription and
/// purchase status sentences (StoreHelper's `StatusWording`). English and French are given; an app
/// adds a language by giving its own functions, falling back to ``english`` for a text a later StoreHelperUI adds.
public struct ShopWording: Sendable {
    /// The words for a text.
    public var text: @Sendable (ShopText) -> String
    /// The status sentences, in the same language.
    public var status: StatusWording

    /// Words given by `text`, with `status` for the status sentences.
    public init(text: @escaping @Sendable (ShopText) -> String, status: StatusWording) {
        self.text = text
        self.status = status
    }

    /// The shop's words for `locale`: French for a French locale, English otherwise.
    public init(locale: Locale) {
        self = locale.language.languageCode?.identifier == "fr" ? .french : .english
    }

    /// The words for `text`.
    public func callAsFunction(_ text: ShopText) -> String { self.text(text) }
}
