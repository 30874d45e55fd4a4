/// An App Store storefront: the country or region a customer buys in.
public struct AppStoreStorefront: Hashable, Sendable, Codable {
    /// ISO 3166-1 alpha-3 code, as in `storefront` of a transaction (`USA`).
    public var countryCode: String
    /// Apple's numeric storefront identifier, as in `storefrontId` (`143441`).
    public var id: String
    /// ISO 4217 currency the storefront prices in (`USD`).
    public var currency: String

    public init(countryCode: String, id: String, currency: String) {
        self.countryCode = countryCode
        self.id = id
        self.currency = currency
    }

    /// The storefront with alpha-3 code `code` (any case), if the table knows it.
    public static func named(_ code: String) -> AppStoreStorefront? {
        byCode[code.uppercased()]
    }

    /// Every storefront the local store knows, by alpha-3 code.
    public static let all: [AppStoreStorefront] = table.map { AppStoreStorefront(countryCode: $0.0, id: String($0.1), currency: $0.2) }

    private static let byCode = Dictionary(uniqueKeysWithValues: all.map { ($0.countryCode, $0) })

    private static let table: [(String, Int, String)] = [
        ("USA", 143441, "USD"), ("FRA", 143442, "EUR"), ("DEU", 143443, "EUR"), ("GBR", 143444, "GBP"),
        ("AUT", 143445, "EUR"), ("BEL", 143446, "EUR"), ("FIN", 143447, "EUR"), ("GRC", 143448, "EUR"),
        ("IRL", 143449, "EUR"), ("ITA", 143450, "EUR"), ("LUX", 143451, "EUR"), ("NLD", 143452, "EUR"),
        ("PRT", 143453, "EUR"), ("ESP", 143454, "EUR"), ("CAN", 143455, "CAD"), ("SWE", 143456, "SEK"),
        ("NOR", 143457, "NOK"), ("DNK", 143458, "DKK"), ("CHE", 143459, "CHF"), ("AUS", 143460, "AUD"),
        ("NZL", 143461, "NZD"), ("JPN", 143462, "JPY"), ("HKG", 143463, "HKD"), ("SGP", 143464, "SGD"),
        ("CHN", 143465, "CNY"), ("KOR", 143466, "KRW"), ("IND", 143467, "INR"), ("MEX", 143468, "MXN"),
        ("RUS", 143469, "RUB"), ("TWN", 143470, "TWD"), ("VNM", 143471, "VND"), ("ZAF", 143472, "ZAR"),
        ("MYS", 143473, "MYR"), ("PHL", 143474, "PHP"), ("THA", 143475, "THB"), ("IDN", 143476, "IDR"),
        ("PAK", 143477, "PKR"), ("POL", 143478, "PLN"), ("SAU", 143479, "SAR"), ("TUR", 143480, "TRY"),
        ("ARE", 143481, "AED"), ("HUN", 143482, "HUF"), ("CHL", 143483, "CLP"), ("ROU", 143487, "RON"),
        ("CZE", 143489, "CZK"), ("ISR", 143491, "ILS"), ("UKR", 143492, "UAH"), ("KWT", 143493, "KWD"),
        ("HRV", 143494, "EUR"), ("CRI", 143495, "USD"), ("COL", 143501, "COP"), ("BRA", 143503, "BRL"),
        ("ARG", 143505, "USD"), ("PER", 143507, "PEN"), ("EGY", 143516, "EGP"), ("NGA", 143561, "NGN"),
        ("KAZ", 143517, "KZT"), ("QAT", 143498, "QAR"),
    ]
}
