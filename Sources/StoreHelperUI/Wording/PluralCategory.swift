/// The plural form a count takes in a language, by the Unicode CLDR's cardinal rules
/// (https://www.unicode.org/cldr/charts/latest/supplemental/language_plural_rules.html): English says "1 day" and
/// "0 days", French "0 jour", "1 jour" and "2 jours" (its `one` is 0 and 1). Only the categories the shop's
/// languages use are here.
public enum PluralCategory: Hashable, Sendable {
    case one
    case other

    /// English's category for `count`: `one` for 1, `other` for any other count.
    public static func english(_ count: Int) -> PluralCategory { count == 1 ? .one : .other }

    /// French's category for `count`: `one` for 0 and 1, `other` from 2 (CLDR's `many`, for millions, is written
    /// as `other` is in the shop's texts).
    public static func french(_ count: Int) -> PluralCategory { count == 0 || count == 1 ? .one : .other }
}
