#if Server
extension DecodingError {
    /// Where in the document decoding stopped (`offerKey.keyId`, `signedTransactions.[2]`); `nil` at the top.
    var codingPathText: String? {
        let path: [any CodingKey]
        switch self {
        case .typeMismatch(_, let context), .valueNotFound(_, let context), .keyNotFound(_, let context), .dataCorrupted(let context):
            path = context.codingPath
        @unknown default: path = []
        }
        return path.isEmpty ? nil : path.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }.joined(separator: ".")
    }

    /// What was wrong there, in a few words safe to show the sender.
    var reason: String {
        switch self {
        case .typeMismatch(let type, _): "expected \(type)"
        case .valueNotFound(let type, _): "expected \(type), found null"
        case .keyNotFound(let key, _): "missing \(key.stringValue)"
        case .dataCorrupted(let context): context.debugDescription
        @unknown default: "not the expected JSON"
        }
    }
}
#endif
