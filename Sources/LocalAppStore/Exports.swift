// What `purchase(_:accountId:options:)` answers.
@_exported import enum AppStoreModels.PurchaseResult
// What a user of the local App Store names besides the store: the authority that signs for it (passed to
// `LocalAppStore(configuration:bundleId:now:authority:)`, read from `authority`). The module that mints
// chains is not a product of its own: no verifier, and no app, links it.
@_exported import struct LocalCertificateAuthority.CertificateAuthority
