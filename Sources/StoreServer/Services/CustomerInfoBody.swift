#if Server
import AppStoreModels
import Foundation
import StoreHelperJSON

/// A customer info's JSON answer, encoded once and written out for any request time: only
/// `requestDate` changes from one request to the next, so the bytes before and after its value are kept.
struct CustomerInfoBody: Sendable {
    private let before: [UInt8]
    private let after: [UInt8]

    /// A request time no answer carries (the last millisecond of 2099), encoded where `requestDate` goes
    /// so that its place can be found.
    private static let placeholder: Int64 = 4_102_444_799_999

    /// The body of `info` for any request time; `nil` if `requestDate`'s place cannot be found.
    init?(_ info: CustomerInfo) {
        var marked = info
        marked.requestDate = MillisecondDate(milliseconds: Self.placeholder)
        let json = SortedJSON.encode(marked)
        let key = Data(#""requestDate":"#.utf8)
        let marker = key + Data(String(Self.placeholder).utf8)
        guard let found = json.range(of: marker), json.range(of: marker, in: found.upperBound..<json.endIndex) == nil else { return nil }
        before = Array(json[..<(found.lowerBound + key.count)])
        after = Array(json[found.upperBound...])
    }

    /// The body answered at `requestDate`, byte for byte what encoding the info with that date gives.
    func body(at requestDate: MillisecondDate) -> Data {
        var body = Data(capacity: before.count + 16 + after.count)
        body.append(contentsOf: before)
        body.append(contentsOf: String(requestDate.wholeMilliseconds).utf8)
        body.append(contentsOf: after)
        return body
    }
}
#endif
