// What an app's tests touch to run the app on the local App Store — the store itself (LocalAppStore) and
// its `.storekit` reader (StoreKitConfiguration) — so that `import StoreHelperLocal` is the only import
// they add to `import StoreHelper`.
@_exported import LocalAppStore
@_exported import StoreKitConfiguration
