#if Server
import StoreHelperJSON
import StoreStorage

extension PurchaseClaim {
    /// A claim for `appUserId` under `policy`, vouched for by the app account token their app sets on every purchase
    /// (`AppAccountToken.derived(for:)`): what an app's report, a receipt import and a status refresh claim with.
    static func vouched(by appUserId: String, policy: OwnershipPolicy) -> PurchaseClaim {
        PurchaseClaim(appUserId: appUserId, policy: policy, vouchedTokens: [AppAccountToken.derived(for: appUserId)])
    }
}
#endif
