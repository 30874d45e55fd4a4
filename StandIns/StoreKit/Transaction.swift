import Foundation

#if os(iOS)
public import UIKit
#elseif os(macOS)
public import AppKit
#endif

/// /documentation/StoreKit/Transaction · s:8StoreKit11TransactionV
public struct Transaction: Identifiable, Hashable, Sendable {
    /// /documentation/StoreKit/Transaction/id · s:8StoreKit11TransactionV2ids6UInt64Vvp
    public let id: UInt64
    /// /documentation/StoreKit/Transaction/productID · s:8StoreKit11TransactionV9productIDSSvp
    public let productID: String
    /// /documentation/StoreKit/Transaction/subscriptionGroupID · s:8StoreKit11TransactionV19subscriptionGroupIDSSSgvp
    public let subscriptionGroupID: String?
    /// The signed transaction the fake hands over.
    let jws: String

    init(jws: String, id: UInt64, productID: String, subscriptionGroupID: String?) {
        self.jws = jws
        self.id = id
        self.productID = productID
        self.subscriptionGroupID = subscriptionGroupID
    }

    /// /documentation/StoreKit/Transaction/finish() · s:8StoreKit11TransactionV6finishyyYaF
    public func finish() async {
        StoreKitStandIn.finish(id)
    }

    /// /documentation/StoreKit/Transaction/updates · s:8StoreKit11TransactionV7updatesAC12TransactionsVvpZ
    public static var updates: Transaction.Transactions { Transactions(StoreKitStandIn.subscribeToUpdates()) }
    /// /documentation/StoreKit/Transaction/unfinished · s:8StoreKit11TransactionV10unfinishedAC12TransactionsVvpZ
    public static var unfinished: Transaction.Transactions { Transactions(StoreKitStandIn.transactions(.unfinished)) }
    /// /documentation/StoreKit/Transaction/all · s:8StoreKit11TransactionV3allAC12TransactionsVvpZ
    public static var all: Transaction.Transactions { Transactions(StoreKitStandIn.transactions(.all)) }
    /// /documentation/StoreKit/Transaction/currentEntitlements · s:8StoreKit11TransactionV19currentEntitlementsAC12TransactionsVvpZ
    public static var currentEntitlements: Transaction.Transactions { Transactions(StoreKitStandIn.transactions(.currentEntitlements)) }

    /// /documentation/StoreKit/Transaction/latest(for:) · s:8StoreKit11TransactionV6latest3forAA18VerificationResultOyACGSgSS_tYaFZ
    public static func latest(for productID: String) async -> VerificationResult<Transaction>? {
        StoreKitStandIn.latest(for: productID)
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
        init(_ elements: [VerificationResult<Transaction>]) {
            stream = AsyncStream { continuation in
                for element in elements { continuation.yield(element) }
                continuation.finish()
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
