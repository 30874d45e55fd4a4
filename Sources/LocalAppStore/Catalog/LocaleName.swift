import Foundation

/// A locale identifier as `.storekit` files and settings write it (`en_US`, `en-GB`, `es_419`),
/// split into language and region, with the regional family that picks a fallback.
struct LocaleName: Equatable {
    let language: String
    let region: String?

    init(_ identifier: String) {
        let parts = identifier.replacingOccurrences(of: "-", with: "_").split(separator: "_").map(String.init)
        language = parts.first?.lowercased() ?? ""
        region = parts.count > 1 ? parts[1].uppercased() : nil
    }

    /// The regional family of CLDR's parent locales: English outside the United States and its
    /// territories falls back to `en_001` (British spelling), Spanish outside Spain to `es_419`,
    /// Portuguese outside Brazil to `pt_PT`. Nil for a locale without a region or another language.
    var family: String? {
        guard let region else { return nil }
        switch language {
        case "en": return ["US", "AS", "GU", "MP", "PR", "UM", "VI"].contains(region) ? "en_US" : "en_001"
        case "es": return ["ES", "EA", "IC"].contains(region) ? "es_ES" : "es_419"
        case "pt": return region == "BR" ? "pt_BR" : "pt_PT"
        default: return nil
        }
    }
}
