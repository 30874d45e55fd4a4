#if Server
/// The built-in walk-through of `storehelper demo --tour`.
public enum DemoTour {
    /// The walk-through's lines.
    public static let script = """
        # The florist shop, selling through StoreHelper on a local App Store.
        products
        buy flowers-large
        buy plant-installation
        buy plant-installation
        consume plant-installation
        info flowers-large
        # VIP Gold starts with its introductory offer: two months at 9.99.
        buy vip.gold
        subscription
        advance 31d
        subscription
        # A downgrade waits for the next renewal; an upgrade is immediate.
        buy vip.bronze
        subscription
        advance 31d
        subscription
        buy vip.silver
        subscription
        # Ask to Buy: one request approved, one declined.
        ask-to-buy on
        buy roses-large
        approve
        buy chocolates-small
        decline
        ask-to-buy off
        # A refund takes the flowers away.
        refund flowers-large
        # Renewals fail: the grace period keeps access, billing retry past it does not.
        billing-retry on
        grace-period on
        advance 32d
        subscription
        advance 20d
        subscription
        products
        notifications
        """

    /// What `demo --tour --server` adds at the end: the server's view next to the device's.
    public static let serverEnding = """

        # The server heard it all twice over: from the app and from the App Store's notifications.
        server
        """
}
#endif
