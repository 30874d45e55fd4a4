#if Server
import AppStoreModels
import Foundation
import Hummingbird
import LocalAppStore
import LocalAppStoreServerAPI
import StoreWeb

/// Reading what a request carries, with Apple's error for each thing that is wrong.
extension Request {
    /// The most a request body may weigh (the largest Apple request is a few hundred bytes).
    static let maximumBodyBytes = 64 * 1024

    /// The JSON body as `Body`; a missing, oversized or undecodable one is Apple's general bad request.
    mutating func decodedBody<Body: Decodable>(_: Body.Type) async throws -> Body {
        let buffer: ByteBuffer
        do { buffer = try await body.collect(upTo: Self.maximumBodyBytes) } catch {
            throw ServerAPIError(.generalBadRequest, "the request body is over \(Self.maximumBodyBytes) bytes")
        }
        do { return try JSONDecoder().decode(Body.self, from: Data(buffer.readableBytesView)) } catch {
            throw ServerAPIError(.generalBadRequest, "the request body is not the JSON of a \(Body.self)")
        }
    }

    /// The body as text (at most ``maximumBodyBytes``), checked to be a JSON object of `Body`.
    mutating func jsonText<Body: Decodable>(of _: Body.Type) async throws -> String {
        let buffer: ByteBuffer
        do { buffer = try await body.collect(upTo: Self.maximumBodyBytes) } catch {
            throw ServerAPIError(.generalBadRequest, "the request body is over \(Self.maximumBodyBytes) bytes")
        }
        let data = Data(buffer.readableBytesView)
        guard (try? JSONDecoder().decode(Body.self, from: data)) != nil, let text = String(data: data, encoding: .utf8) else {
            throw ServerAPIError(.generalBadRequest, "the request body is not the JSON of a \(Body.self)")
        }
        return text
    }

    /// Every value of the query parameter `name`.
    func query(_ name: String) -> [String] { uri.queryParameters[values: Substring(name)].map(String.init) }

    /// The single value of `name`, if any.
    func query(_ name: String, parsedBy parse: (String) -> Int64?, error code: APIErrorCode) throws(ServerAPIError) -> Int64? {
        guard let text = query(name).last else { return nil }
        guard let value = parse(text) else { throw ServerAPIError(code, "\(name) '\(text.prefix(40))' is not valid") }
        return value
    }

    /// Get Transaction History's filters from the query string.
    func historyQuery() throws(ServerAPIError) -> TransactionHistoryQuery {
        var query = TransactionHistoryQuery()
        query.startDate = try self.query("startDate", parsedBy: { Int64($0) }, error: .invalidStartDate).map(MillisecondDate.init(milliseconds:))
        query.endDate = try self.query("endDate", parsedBy: { Int64($0) }, error: .invalidEndDate).map(MillisecondDate.init(milliseconds:))
        query.productIds = self.query("productId")
        if let empty = query.productIds.first(where: \.isEmpty) { throw ServerAPIError(.invalidProductId, "productId '\(empty)' is empty") }
        query.productTypes = self.query("productType").map(HistoryProductType.init(rawValue:))
        query.sort = self.query("sort").last.map(HistorySortOrder.init(rawValue:))
        query.subscriptionGroupIdentifiers = self.query("subscriptionGroupIdentifier")
        if query.subscriptionGroupIdentifiers.contains(where: \.isEmpty) {
            throw ServerAPIError(.invalidSubscriptionGroupIdentifier, "a subscriptionGroupIdentifier is empty")
        }
        query.inAppOwnershipType = self.query("inAppOwnershipType").last.map(InAppOwnershipType.init(rawValue:))
        if let revoked = self.query("revoked").last {
            switch revoked.lowercased() {
            case "true": query.revoked = true
            case "false": query.revoked = false
            default: throw ServerAPIError(.invalidRevoked, "revoked '\(revoked.prefix(20))' is not true or false")
            }
        }
        return query
    }
}

extension RequestContext {
    /// The path parameter `name`, percent-decoded once; one that is not percent-encoded UTF-8 without control
    /// characters is Apple's `code` (by default, the general bad request).
    func parameter(_ name: String, error code: APIErrorCode = .generalBadRequest) throws(ServerAPIError) -> String {
        guard let value = parameters.percentDecoded(name) else {
            throw ServerAPIError(code, "the path's \(name) is not percent-encoded UTF-8 without control characters")
        }
        return value
    }
}
#endif
