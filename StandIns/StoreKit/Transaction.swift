import Foundation

/// /documentation/StoreKit/Transaction · s:8StoreKit11TransactionV
public struct Transaction: Identifiable, Hashable, Sendable {
    /// /documentation/StoreKit/Transaction/id · s:8StoreKit11TransactionV2ids6UInt64Vvp
    public let id: UInt64
    /// /documentation/StoreKit/Transaction/productID · s:8StoreKit11TransactionV9productIDSSvp
    public let productID: String
    /// The signed transaction the fake hands over.
    let jws: String

    init(jws: String, id: UInt64, productID: String) {
        self.jws = jws
        self.id = id
        self.productID = productID
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

    /// /documentation/StoreKit/Transaction/RefundRequestStatus · s:8StoreKit11TransactionV19RefundRequestStatusO
    public enum RefundRequestStatus: Hashable, Sendable {
        /// /documentation/StoreKit/Transaction/RefundRequestStatus/userCancelled · USR not yet read
        case userCancelled
        /// /documentation/StoreKit/Transaction/RefundRequestStatus/success · s:8StoreKit11TransactionV19RefundRequestStatusO7successyA2EmF
        case success
    }

    /// /documentation/StoreKit/Transaction/RefundRequestError · s:8StoreKit11TransactionV18RefundRequestErrorO
    public enum RefundRequestError: Error, Hashable, Sendable {
        /// /documentation/StoreKit/Transaction/RefundRequestError/duplicateRequest · USR not yet read
        case duplicateRequest
        /// /documentation/StoreKit/Transaction/RefundRequestError/failed · USR not yet read
        case failed
    }

    /// /documentation/StoreKit/Transaction/Transactions · s:8StoreKit11TransactionV12TransactionsV
    public struct Transactions: AsyncSequence, Sendable {
        public typealias Element = VerificationResult<Transaction>
        let stream: AsyncStream<VerificationResult<Transaction>>

        init(_ stream: AsyncStream<VerificationResult<Transaction>>) { self.stream = stream }
        init(_ elements: [VerificationResult<Transaction>]) {
            stream = AsyncStream { continuation in
                for element in elements { continuation.yield(element) }
                continuation.finish()
            }
        }

        public func makeAsyncIterator() -> AsyncIterator { AsyncIterator(base: stream.makeAsyncIterator()) }

        /// /documentation/StoreKit/Transaction/Transactions/AsyncIterator · USR not yet read
        public struct AsyncIterator: AsyncIteratorProtocol {
            var base: AsyncStream<VerificationResult<Transaction>>.AsyncIterator
            public mutating func next() async -> VerificationResult<Transaction>? { await base.next() }
        }
    }
}
