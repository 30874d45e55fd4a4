// What an app's tests name to run the app on the local App Store, besides `import StoreHelper`: the store, its
// errors, purchase controls, its session settings and clock rates, its `.storekit` file, and the
// state a device can share with other processes.
@_exported import struct LocalAppStore.LocalAppStore
@_exported import struct LocalAppStore.PurchaseControls
@_exported import struct LocalAppStore.SessionSettings
@_exported import protocol LocalAppStore.SharedState
@_exported import protocol LocalAppStore.SharedStateAccess
@_exported import struct LocalAppStore.StoreError
@_exported import struct LocalAppStore.TimeRate
@_exported import typealias StoreKitConfiguration.ConfigurationFile
