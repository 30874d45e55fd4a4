#if Server
/// What customer info does once a parent or guardian withdraws consent for the app (`RESCIND_CONSENT`)
/// for an Apple Account whose purchases the user owns.
///
/// Apple's notification refunds and revokes nothing (its `appData` carries only the app transaction:
/// https://developer.apple.com/documentation/appstoreservernotifications/appdata) and Apple keeps the app from
/// launching for that account; what a purchase still grants elsewhere (a web version, another device signed in
/// to the same app user) is the app's decision under the rules it answers to. So the default records and shows
/// the withdrawal (`consentRescindedDate`, the dashboard) and changes no access; `revokeAccess` makes every
/// entitlement inactive from that instant.
public enum ConsentRescindedPolicy: String, Codable, Sendable, CaseIterable {
    /// Record it and show it; access stays as the purchases give it (the default).
    case keepAccess = "keep-access"
    /// Record it, and grant nothing from then on: no active product or entitlement, every subscription inactive.
    case revokeAccess = "revoke-access"
}
#endif
