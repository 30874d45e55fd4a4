public import Foundation

#if os(iOS)
public import UIKit
#elseif os(macOS)
public import AppKit
#endif

/// /documentation/StoreKit/Transaction · s:8StoreKit11TransactionV
public struct Transaction: Identifiable, Hashable, Sendable {
    /// /documentation/StoreKit/Transaction/id · s:8StoreKit11TransactionV2ids6UInt64Vvp
    public let id: UInt64
    /// /documentation/StoreKit/Transaction/originalID · s:8StoreKit11TransactionV10originalIDs6UInt64Vvp
    public let originalID: UInt64
    /// /documentation/StoreKit/Transaction/productID · s:8StoreKit11TransactionV9productIDSSvp
    public let productID: String
    /// /documentation/StoreKit/Transaction/productType · s:8StoreKit11TransactionV11productTypeAA7ProductV0fE0Vvp
    public let productType: Product.ProductType
    /// /documentation/StoreKit/Transaction/subscriptionGroupID · s:8StoreKit11TransactionV19subscriptionGroupIDSSSgvp
    public let subscriptionGroupID: String?
    /// /documentation/StoreKit/Transaction/purchaseDate · s:8StoreKit11TransactionV12purchaseDate10Foundation0E0Vvp
    public let purchaseDate: Date
    /// /documentation/StoreKit/Transaction/originalPurchaseDate · s:8StoreKit11TransactionV20originalPurchaseDate10Foundation0F0Vvp
    public let originalPurchaseDate: Date
    /// /documentation/StoreKit/Transaction/expirationDate · s:8StoreKit11TransactionV14expirationDate10Foundation0E0VSgvp
    public let expirationDate: Date?
    /// /documentation/StoreKit/Transaction/purchasedQuantity · s:8StoreKit11TransactionV17purchasedQuantitySivp
    public let purchasedQuantity: Int
    /// /documentation/StoreKit/Transaction/isUpgraded · s:8StoreKit11TransactionV10isUpgradedSbvp
    public let isUpgraded: Bool
    /// /documentation/StoreKit/Transaction/ownershipType-swift.property · s:8StoreKit11TransactionV13ownershipTypeAC09OwnershipE0Vvp
    public let ownershipType: Transaction.OwnershipType
    /// /documentation/StoreKit/Transaction/appAccountToken · s:8StoreKit11TransactionV15appAccountToken10Foundation4UUIDVSgvp
    public let appAccountToken: UUID?
    /// /documentation/StoreKit/Transaction/revocationDate · s:8StoreKit11TransactionV14revocationDate10Foundation0E0VSgvp
    public let revocationDate: Date?
    /// /documentation/StoreKit/Transaction/revocationReason-swift.property · s:8StoreKit11TransactionV16revocationReasonAC010RevocationE0VSgvp
    public let revocationReason: Transaction.RevocationReason?
    /// The signed transaction (what `VerificationResult.jwsRepresentation` gives).
    let jws: String

    /// The transaction a JWS signs, read from its payload (whether the signature holds is the caller's to say, in
    /// a `VerificationResult`). Nil when the token is not a transaction's: no payload, or a field Apple documents as
    /// always present is missing (https://developer.apple.com/documentation/appstoreserverapi/jwstransactiondecodedpayload).
    package init?(jws: String) {
        guard let payload = SignedPayload(jws), let id = payload.identifier("transactionId"),
            let originalID = payload.identifier("originalTransactionId"), let productID = payload.string("productId"),
            let type = payload.string("type"), let purchaseDate = payload.date("purchaseDate"),
            let originalPurchaseDate = payload.date("originalPurchaseDate")
        else { return nil }
        self.jws = jws
        self.id = id
        self.originalID = originalID
        self.productID = productID
        productType = Product.ProductType(rawValue: type)
        subscriptionGroupID = payload.string("subscriptionGroupIdentifier")
        self.purchaseDate = purchaseDate
        self.originalPurchaseDate = originalPurchaseDate
        expirationDate = payload.date("expiresDate")
        purchasedQuantity = payload.integer("quantity") ?? 1
        isUpgraded = payload.bool("isUpgraded") ?? false
        ownershipType = OwnershipType(rawValue: payload.string("inAppOwnershipType") ?? OwnershipType.purchased.rawValue)
        appAccountToken = payload.string("appAccountToken").flatMap(UUID.init(uuidString:))
        revocationDate = payload.date("revocationDate")
        revocationReason = payload.integer("revocationReason").map(RevocationReason.init(rawValue:))
    }

    /// /documentation/StoreKit/Transaction/OwnershipType-swift.struct · s:8StoreKit11TransactionV13OwnershipTypeV
    public struct OwnershipType: Hashable, Sendable {
        let rawValue: String
        init(rawValue: String) { self.rawValue = rawValue }
        /// /documentation/StoreKit/Transaction/OwnershipType-swift.struct/purchased · s:8StoreKit11TransactionV13OwnershipTypeV9purchasedAEvpZ
        public static let purchased = OwnershipType(rawValue: "PURCHASED")
        /// /documentation/StoreKit/Transaction/OwnershipType-swift.struct/familyShared · s:8StoreKit11TransactionV13OwnershipTypeV12familySharedAEvpZ
        public static let familyShared = OwnershipType(rawValue: "FAMILY_SHARED")
        /// /documentation/StoreKit/Transaction/OwnershipType-swift.struct/assigned · s:8StoreKit11TransactionV13OwnershipTypeV8assignedAEvpZ
        ///
        /// Back-deployed to iOS 15 before iOS 27 on Apple's page; in the SDKs of 27 and later.
        public static var assigned: OwnershipType { OwnershipType(rawValue: "ASSIGNED") }
    }

    /// /documentation/StoreKit/Transaction/RevocationReason-swift.struct · s:8StoreKit11TransactionV16RevocationReasonV
    public struct RevocationReason: Hashable, Sendable {
        let rawValue: Int
        init(rawValue: Int) { self.rawValue = rawValue }
        /// /documentation/StoreKit/Transaction/RevocationReason-swift.struct/developerIssue · s:8StoreKit11TransactionV16RevocationReasonV14developerIssueAEvpZ
        public static let developerIssue = RevocationReason(rawValue: 1)
        /// /documentation/StoreKit/Transaction/RevocationReason-swift.struct/other · s:8StoreKit11TransactionV16RevocationReasonV5otherAEvpZ
        public static let other = RevocationReason(rawValue: 0)
    }

    /// /documentation/StoreKit/Transaction/finish() · s:8StoreKit11TransactionV6finishyyYaF
    public func finish() async {
        await StoreKitBackends.current.finish(self)
    }

    /// /documentation/StoreKit/Transaction/updates · s:8StoreKit11TransactionV7updatesAC12TransactionsVvpZ
    public static var updates: Transaction.Transactions { Transactions(StoreKitBackends.current.transactionUpdates()) }
    /// /documentation/StoreKit/Transaction/unfinished · s:8StoreKit11TransactionV10unfinishedAC12TransactionsVvpZ
    public static var unfinished: Transaction.Transactions { Transactions(query: .unfinished) }
    /// /documentation/StoreKit/Transaction/all · s:8StoreKit11TransactionV3allAC12TransactionsVvpZ
    public static var all: Transaction.Transactions { Transactions(query: .all) }
    /// /documentation/StoreKit/Transaction/currentEntitlements · s:8StoreKit11TransactionV19currentEntitlementsAC12TransactionsVvpZ
    public static var currentEntitlements: Transaction.Transactions { Transactions(query: .currentEntitlements) }

    /// /documentation/StoreKit/Transaction/currentEntitlements(for:) · s:8StoreKit11TransactionV19currentEntitlements3forAC12TransactionsVSS_tFZ
    ///
    /// At most one transaction for an In-App Purchase's product id, as the page says.
    @available(iOS 18.4, macOS 15.4, *)
    public static func currentEntitlements(for productID: String) -> Transaction.Transactions {
        Transactions(query: .currentEntitlements, productID: productID)
    }

    /// /documentation/StoreKit/Transaction/currentEntitlement(for:) · s:8StoreKit11TransactionV18currentEntitlement3forAA18VerificationResultOyACGSgSS_tYaFZ
    @available(iOS, introduced: 15.0, deprecated: 18.4)
    @available(macOS, introduced: 12.0, deprecated: 15.4)
    public static func currentEntitlement(for productID: String) async -> VerificationResult<Transaction>? {
        await StoreKitBackends.current.transactions(.currentEntitlements).first { $0.signed.productID == productID }
    }

    /// /documentation/StoreKit/Transaction/latest(for:) · s:8StoreKit11TransactionV6latest3forAA18VerificationResultOyACGSgSS_tYaFZ
    public static func latest(for productID: String) async -> VerificationResult<Transaction>? {
        await StoreKitBackends.current.latest(for: productID)
    }

    #if os(iOS)
    /// /documentation/StoreKit/Transaction/beginRefundRequest(for:in:)-65tph ·
    /// s:8StoreKit11TransactionV18beginRefundRequest3for2inAC0eF6StatusOs6UInt64V_So13UIWindowSceneCtYaKFZ
    @MainActor
    public static func beginRefundRequest(for transactionID: UInt64, in scene: UIWindowScene) async throws -> Transaction.RefundRequestStatus {
        try StoreKitStandIn.refundRequest(for: transactionID)
    }
    #elseif os(macOS)
    /// /documentation/StoreKit/Transaction/beginRefundRequest(for:in:)-9mscy ·
    /// s:8StoreKit11TransactionV18beginRefundRequest3for2inAC0eF6StatusOs6UInt64V_So16NSViewControllerCtYaKFZ
    public static func beginRefundRequest(
        for transactionID: UInt64,
        in controller: NSViewController
    ) async throws -> Transaction.RefundRequestStatus {
        try StoreKitStandIn.refundRequest(for: transactionID)
    }
    #endif

    /// /documentation/StoreKit/Transaction/RefundRequestStatus · s:8StoreKit11TransactionV19RefundRequestStatusO
    public enum RefundRequestStatus: Hashable, Sendable {
        /// /documentation/StoreKit/Transaction/RefundRequestStatus/userCancelled · s:8StoreKit11TransactionV19RefundRequestStatusO13userCancelledyA2EmF
        case userCancelled
        /// /documentation/StoreKit/Transaction/RefundRequestStatus/success · s:8StoreKit11TransactionV19RefundRequestStatusO7successyA2EmF
        case success
    }

    /// /documentation/StoreKit/Transaction/RefundRequestError · s:8StoreKit11TransactionV18RefundRequestErrorO
    public enum RefundRequestError: Error, Hashable, Sendable {
        /// /documentation/StoreKit/Transaction/RefundRequestError/duplicateRequest · s:8StoreKit11TransactionV18RefundRequestErrorO09duplicateE0yA2EmF
        case duplicateRequest
        /// /documentation/StoreKit/Transaction/RefundRequestError/failed · s:8StoreKit11TransactionV18RefundRequestErrorO6failedyA2EmF
        case failed
    }

    /// /documentation/StoreKit/Transaction/Transactions · s:8StoreKit11TransactionV12TransactionsV
    public struct Transactions: AsyncSequence, Sendable {
        /// /documentation/StoreKit/Transaction/Transactions/Element · as StoreKit's interface declares it
        public typealias Element = VerificationResult<Transaction>
        let stream: AsyncStream<VerificationResult<Transaction>>

        init(_ stream: AsyncStream<VerificationResult<Transaction>>) { self.stream = stream }
        /// What the store has now for `query` (of the product `productID` when given), read when iteration begins.
        init(query: TransactionQuery, productID: String? = nil) {
            stream = AsyncStream { continuation in
                let task = Task {
                    for element in await StoreKitBackends.current.transactions(query) where productID == nil || element.signed.productID == productID
                    {
                        continuation.yield(element)
                    }
                    continuation.finish()
                }
                continuation.onTermination = { _ in task.cancel() }
            }
        }

        /// /documentation/StoreKit/Transaction/Transactions/makeAsyncIterator() · as StoreKit's interface declares it
        public func makeAsyncIterator() -> Transaction.Transactions.AsyncIterator { AsyncIterator(base: stream.makeAsyncIterator()) }

        /// /documentation/StoreKit/Transaction/Transactions/AsyncIterator · as StoreKit's interface declares it
        public struct AsyncIterator: AsyncIteratorProtocol {
            var base: AsyncStream<VerificationResult<Transaction>>.AsyncIterator
            /// /documentation/StoreKit/Transaction/Transactions/AsyncIterator/next() · as StoreKit's interface declares it
            public mutating func next() async -> VerificationResult<Transaction>? { await base.next() }
        }
    }
}
