import AppStoreModels
import Foundation
import LocalAppStore

/// The opaque `revision` and `paginationToken` values of the store's paged endpoints: how many items
/// earlier pages returned, tagged with the list they page through, so a token from one list or a
/// hand-made one is refused with Apple's error.
enum PageToken {
    /// How many items one page holds, as Apple's pages do.
    static let pageSize = 20

    static func make(list: String, offset: Int) -> String {
        Data("\(list):\(offset)".utf8).base64EncodedString()
            .replacingOccurrences(of: "+", with: "-").replacingOccurrences(of: "/", with: "_").replacingOccurrences(of: "=", with: "")
    }

    /// The offset `token` stands for in `list`, at most `count`; nil token: the first page.
    static func offset(_ token: String?, list: String, count: Int, invalid: APIErrorCode) throws(ServerAPIError) -> Int {
        guard let token else { return 0 }
        var base64 = token.replacingOccurrences(of: "-", with: "+").replacingOccurrences(of: "_", with: "/")
        base64 += String(repeating: "=", count: (4 - base64.count % 4) % 4)
        guard token.count <= 200, let data = Data(base64Encoded: base64), let text = String(data: data, encoding: .utf8),
            text.hasPrefix(list + ":"), let offset = Int(text.dropFirst(list.count + 1)), offset >= 0, offset <= count
        else { throw ServerAPIError(invalid, "'\(token.prefix(40))' is not a token this request returned") }
        return offset
    }

    /// The page of `items` from `offset`, whether more follow, and the token for the next page.
    static func page<Item>(_ items: [Item], from offset: Int, list: String) -> (items: [Item], hasMore: Bool, next: String) {
        let end = min(items.count, offset + pageSize)
        return (Array(items[offset..<end]), end < items.count, make(list: list, offset: end))
    }
}
