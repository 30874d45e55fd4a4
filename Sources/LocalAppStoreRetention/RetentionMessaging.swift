public import LocalAppStore

extension LocalAppStore {
    /// Retention Messaging on a local App Store: the content an app uploads through Apple's Retention Messaging API,
    /// what App Store Connect holds for retention, the cancellation flow and performance tests. Reached through
    /// ``LocalAppStore/LocalAppStore/retentionMessaging`` (`store.retentionMessaging.cancelFlows`), it reads the
    /// store as it is, and what it changes (`store.retentionMessaging.choose(.keep, inCancelFlow: id)`) is the
    /// store's. A change that throws leaves the store as it was.
    public struct RetentionMessaging: Sendable {
        /// The store whose Retention Messaging this is.
        var store: LocalAppStore
    }

    /// The store's Retention Messaging (uploaded content, App Store Connect's retention layer, cancellation flows,
    /// performance tests).
    public var retentionMessaging: RetentionMessaging {
        get { RetentionMessaging(store: self) }
        set { self = newValue.store }
    }
}
