#if Server
import StoreHelper
import StoreHelperLocal

#if os(Linux)
import StoreHelperStoreKit
import StoreKit

extension DifferentialCheck {
    /// StoreHelper's store when the check runs over StoreKit (Linux only): `StoreKitStore`, the adapter an app on a
    /// device uses, on StoreKit on Linux, whose process store is `device` (the check moves its clock).
    static func storeKitStore(over device: LocalStore) throws -> any Store {
        StoreKitBackends.install(LocalAppStoreBackend(drivenDevice: device))
        return StoreKitStore()
    }

    /// Ends the process's store (its listeners' sequences end with it).
    static func endStoreKit() { StoreKitBackends.install(nil) }
}
#else
extension DifferentialCheck {
    /// StoreKit on Linux exists only on Linux: elsewhere `StoreKitStore` is Apple's, which no check can drive.
    static func storeKitStore(over device: LocalStore) throws -> any Store {
        throw CheckFailure(.invalidConfiguration, "--storekit runs only on Linux, over StoreKit on Linux")
    }

    static func endStoreKit() {}
}
#endif
#endif
