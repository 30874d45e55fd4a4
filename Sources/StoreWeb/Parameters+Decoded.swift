#if Server
import Foundation
import Hummingbird
public import HummingbirdCore

extension FlatDictionary where Key == Substring, Value == Substring {
    /// The path parameter `name` as the client meant it: percent-decoded once (`john%20doe` is `john doe`,
    /// `jos%C3%A9` is `josé`, `a%2Fb` is `a/b`; `+` stays `+`, as paths have no form encoding). `nil` when the
    /// parameter is missing, is not percent-encoded UTF-8, or holds a control character (an encoded NUL among
    /// them): ids are decoded here, at the edge, and nowhere else.
    public func percentDecoded(_ name: String) -> String? {
        guard let raw = self[Substring(name)], let value = String(raw).removingPercentEncoding else { return nil }
        guard !value.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else { return nil }
        return value
    }
}
#endif
