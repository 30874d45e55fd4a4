/// /documentation/StoreKit/PurchaseIntent · s:8StoreKit14PurchaseIntentV
@available(iOS 16.4, macOS 14.4, *)
public struct PurchaseIntent: Sendable {
    /// /documentation/StoreKit/PurchaseIntent/product · s:8StoreKit14PurchaseIntentV7productAA7ProductVvp
    public let product: Product
    /// /documentation/StoreKit/PurchaseIntent/offer · s:8StoreKit14PurchaseIntentV5offerAA7ProductV17SubscriptionOfferVSgvp
    @available(iOS 18.0, macOS 15.0, *)
    public var offer: Product.SubscriptionOffer? { redeemedOffer }
    /// What ``offer`` gives.
    let redeemedOffer: Product.SubscriptionOffer?

    init(product: Product, offer: Product.SubscriptionOffer?) {
        self.product = product
        redeemedOffer = offer
    }

    /// /documentation/StoreKit/PurchaseIntent/intents · s:8StoreKit14PurchaseIntentV7intentsAC0C7IntentsVvpZ
    public static var intents: PurchaseIntent.PurchaseIntents { PurchaseIntents(base: StoreKitBackends.current.purchaseIntents()) }

    /// /documentation/StoreKit/PurchaseIntent/PurchaseIntents · s:8StoreKit14PurchaseIntentV0C7IntentsV
    public struct PurchaseIntents: AsyncSequence, Sendable {
        public typealias Element = PurchaseIntent
        let base: AsyncStream<PurchaseIntent>

        public func makeAsyncIterator() -> AsyncIterator { AsyncIterator(base: base.makeAsyncIterator()) }

        /// /documentation/StoreKit/PurchaseIntent/PurchaseIntents/AsyncIterator · as StoreKit's interface declares it
        public struct AsyncIterator: AsyncIteratorProtocol {
            var base: AsyncStream<PurchaseIntent>.AsyncIterator
            public mutating func next() async -> PurchaseIntent.PurchaseIntents.Element? { await base.next() }
        }
    }
}
