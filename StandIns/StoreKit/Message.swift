#if os(iOS)
public import UIKit
#endif

/// /documentation/StoreKit/Message · s:8StoreKit7MessageV
///
/// On Linux, `messages` gives what the local App Store raises for the device's customer (its `messages(for:)`):
/// those waiting when a listener starts, then each new one as the store changes.
@available(iOS, introduced: 16.0)
@available(macOS, unavailable)
public struct Message: Hashable, Sendable {
    /// /documentation/StoreKit/Message/reason-swift.property · s:8StoreKit7MessageV6reasonAC6ReasonVvp
    public let reason: Message.Reason

    init(reason: Message.Reason) { self.reason = reason }

    /// /documentation/StoreKit/Message/Reason-swift.struct · s:8StoreKit7MessageV6ReasonV
    ///
    /// Apple does not document the raw values; the stand-in's are its own.
    public struct Reason: Hashable, Sendable {
        let rawValue: Int
        /// /documentation/StoreKit/Message/Reason-swift.struct/generic · s:8StoreKit7MessageV6ReasonV7genericAEvpZ
        public static let generic = Reason(rawValue: 0)
        /// /documentation/StoreKit/Message/Reason-swift.struct/priceIncreaseConsent · s:8StoreKit7MessageV6ReasonV20priceIncreaseConsentAEvpZ
        public static let priceIncreaseConsent = Reason(rawValue: 1)
        /// /documentation/StoreKit/Message/Reason-swift.struct/billingIssue · s:8StoreKit7MessageV6ReasonV12billingIssueAEvpZ
        @available(iOS, introduced: 16.4)
        public static let billingIssue = Reason(rawValue: 2)
        /// /documentation/StoreKit/Message/Reason-swift.struct/winBackOffer · s:8StoreKit7MessageV6ReasonV12winBackOfferAEvpZ
        @available(iOS, introduced: 18.0)
        public static let winBackOffer = Reason(rawValue: 3)
    }

    /// /documentation/StoreKit/Message/messages-swift.type.property · s:8StoreKit7MessageV8messagesAC8MessagesVvpZ
    public static var messages: Message.Messages {
        #if os(macOS)
        Messages(base: AsyncStream { $0.finish() })  // unavailable on macOS: never read there
        #else
        Messages(base: StoreKitBackends.current.messages())
        #endif
    }

    /// /documentation/StoreKit/Message/Messages-swift.struct · s:8StoreKit7MessageV8MessagesV
    public struct Messages: AsyncSequence, Sendable {
        /// /documentation/StoreKit/Message/Messages-swift.struct/Element · as StoreKit's interface declares it
        public typealias Element = Message
        let base: AsyncStream<Message>

        /// /documentation/StoreKit/Message/Messages-swift.struct/makeAsyncIterator() · as StoreKit's interface declares it
        public func makeAsyncIterator() -> Message.Messages.AsyncIterator { AsyncIterator(base: base.makeAsyncIterator()) }

        /// /documentation/StoreKit/Message/Messages-swift.struct/AsyncIterator · as StoreKit's interface declares it
        public struct AsyncIterator: AsyncIteratorProtocol {
            var base: AsyncStream<Message>.AsyncIterator
            /// /documentation/StoreKit/Message/Messages-swift.struct/AsyncIterator/next() · as StoreKit's interface declares it
            public mutating func next() async -> Message.Messages.Element? { await base.next() }
        }
    }

    #if os(iOS)
    /// /documentation/StoreKit/Message/display(in:) · s:8StoreKit7MessageV7display2inySo13UIWindowSceneC_tKF
    @MainActor
    public func display(in scene: UIWindowScene) throws {
        try StoreKitStandIn.show(.message)
    }
    #endif
}
