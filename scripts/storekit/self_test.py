"""scripts/storekit/check.py's self-test: a planted table, planted declarations and a planted adapter, each wrong in
one way the check must find (run as `scripts/storekit/check.py --self-test`, which hands this module itself)."""
import re


SELF_TEST_ADAPTER = """
func early() {
    // PurchaseIntent in a comment is no use.
    if #available(iOS 16.4, macOS 14.4, *) {
        let sequence = PurchaseIntent.intents
        Task { _ = sequence; _ = PurchaseIntent.self }
    } else {
        _ = PurchaseIntent.self
    }
    _ = "PurchaseIntent in a string is no use"
    if #available(iOS 16.4, macOS 14.0, *) { _ = PurchaseIntent.self }
}

@available(iOS 16.4, macOS 14.4, *)
private func forward(_ intent: PurchaseIntent) {}

func late(_ intent: PurchaseIntent) {}
func offers() -> Subscription {
    Subscription(winBackOffers: [])
}
func unguardedMember(_ info: Info) { _ = info.winBackOffers }
func signed() -> Set<Option> {
    var options = Set(Option.promotionalOffer("a", compactJWS: "b"))
    options.insert(.promotionalOffer(offerID: "a", keyID: "k", nonce: UUID(), signature: Data(), timestamp: 0))
    #if compiler(>=6.2)
    options.formUnion(Option.promotionalOffer("a", compactJWS: "c"))
    #else
    options.formUnion(Option.promotionalOffer("a", compactJWS: "d"))
    #endif
    return options
}
"""


WIN_BACK = "s:8StoreKit7ProductV16SubscriptionInfoV13winBackOffersSayAC0D5OfferVGvp"
COMPACT = "s:8StoreKit7ProductV14PurchaseOptionV16promotionalOffer_10compactJWSSayAEGSS_SStFZ"


def symbol(path, usr, kind="swift.property", availability=None, main_actor=False, declaration="", module="StoreKit"):
    return {"module": module, "usr": usr, "path": path, "kind": kind, "declaration": declaration, "availability": availability or {}, "mainActor": main_actor}


def self_test(check):
    """The check finds a wrong signature, an unlisted declaration, a symbol declared where its page says it is
    unavailable, wrong availability and isolation, a missing or mis-kinded top-level name, uses above the floor
    outside a guard, and an SDK-newer call outside `#if compiler(>=...)`."""
    table = {"symbols": [
        {"name": "Product.price", "page": "p", "usr": "s:8StoreKit7ProductV5priceSo9NSDecimalavp", "iOS": "15.0", "macOS": "12.0"},
        {"name": "Product.id", "page": "p", "usr": "s:8StoreKit7ProductV2idSSvp", "iOS": "18.0", "macOS": "12.0"},
        {"name": "PurchaseIntent", "page": "p", "usr": "s:8StoreKit14PurchaseIntentV", "iOS": "16.4", "macOS": "14.4"},
        {"name": "PurchaseIntent.intents", "page": "p", "usr": "s:8StoreKit14PurchaseIntentV7intentsAC0C7IntentsVvpZ", "iOS": "16.4", "macOS": "14.4"},
        {"name": "Product.SubscriptionInfo.winBackOffers", "page": "p", "usr": WIN_BACK, "iOS": "18.0", "macOS": "15.0"},
        {"name": "Sheet.show(in:)", "page": "p", "declaration": "static func show(in scene: UIWindowScene) async throws", "iOS": "15.0",
         "macOS": "unavailable", "isolation": "MainActor", "source": "interface"},
        {"name": "UIWindowScene", "module": "UIKit", "page": "p", "usr": "c:objc(cs)UIWindowScene", "iOS": "13.0", "macOS": "unavailable", "isolation": "MainActor"},
        {"name": "Product.PurchaseOption.promotionalOffer(_:compactJWS:)", "page": "p", "usr": COMPACT, "iOS": "15.0", "macOS": "12.0", "sdk": "26.0"},
    ]}
    names_table = {"names": [
        {"name": "Storefront", "kind": "Structure", "usr": "s:8StoreKit10StorefrontV", "iOS": {"introduced": "15.0"}, "macOS": {"introduced": "12.0"}, "page": "p"},
        {"name": "SKProduct", "kind": "Class", "usr": "c:objc(cs)SKProduct", "iOS": {"introduced": "3.0"}, "macOS": {"introduced": "10.7"}, "page": "p"},
    ]}
    ios = [
        symbol("Product.price", "s:8StoreKit7ProductV5price20FoundationEssentials7DecimalVvp"),  # the same type, spelled on Linux
        symbol("Product.id", "s:8StoreKit7ProductV2idSivp"),  # typed Int: wrong
        symbol("Product.displayName", "s:8StoreKit7ProductV11displayNameSSvp"),  # not listed
        symbol("PurchaseIntent", "s:8StoreKit14PurchaseIntentV", "swift.struct", {"iOS": {"introduced": "16.4"}}),
        symbol("PurchaseIntent.intents", "s:8StoreKit14PurchaseIntentV7intentsAC0C7IntentsVvpZ", availability={"iOS": {"introduced": "18.0"}}),  # wrong
        symbol("Product.SubscriptionInfo.winBackOffers", WIN_BACK, availability={"iOS": {"introduced": "18.0"}}),
        symbol("Sheet.show(in:)", "s:x", "swift.type.method", main_actor=False, declaration="static func show(in scene: UIWindowScene) async throws"),  # isolation
        symbol("UIWindowScene", "s:5UIKit13UIWindowSceneC", "swift.class", main_actor=True, module="UIKit"),
        symbol("Product.PurchaseOption.promotionalOffer(_:compactJWS:)", COMPACT, "swift.type.method"),
        symbol("Storefront", "s:8StoreKit10StorefrontV", "swift.class"),  # a class, not a structure
        symbol("SKProduct", "s:8StoreKit9SKProductC", "swift.class", {"iOS": {"introduced": "3.0"}}),
    ]
    mac = [
        symbol("Sheet.show(in:)", "s:x", "swift.type.method", main_actor=True, declaration="@MainActor static func show(in scene: UIWindowScene) async throws"),
        symbol("Storefront", "s:8StoreKit10StorefrontV", "swift.struct", {"macOS": {"introduced": "12.0"}}),
        symbol("SKProduct", "s:8StoreKit9SKProductC", "swift.class", {"macOS": {"introduced": "10.7"}}),
        symbol("Product.price", "s:8StoreKit7ProductV5price20FoundationEssentials7DecimalVvp"),
        symbol("PurchaseIntent", "s:8StoreKit14PurchaseIntentV", "swift.struct", {"macOS": {"introduced": "14.4"}}),
        symbol("PurchaseIntent.intents", "s:8StoreKit14PurchaseIntentV7intentsAC0C7IntentsVvpZ", availability={"macOS": {"introduced": "14.4"}}),
        symbol("Product.SubscriptionInfo.winBackOffers", WIN_BACK, availability={"macOS": {"introduced": "15.0"}}),
        symbol("Product.PurchaseOption.promotionalOffer(_:compactJWS:)", COMPACT, "swift.type.method"),
    ]
    declared = {platform: {} for platform in check.PLATFORMS}
    for platform, symbols in (("iOS", ios), ("macOS", mac)):
        for entry in symbols:
            declared[platform].setdefault(entry["path"], []).append(entry)
    # The macOS references the compiler's index would give: PurchaseIntent and its members, the win-back offers
    # (after a dot: the argument label on line 19 is none) and the JWS offer (`Option.promotionalOffer(`, not the
    # version 1 overload on line 24); comments and strings hold none.
    text, references = check.blanked(SELF_TEST_ADAPTER), []
    for pattern, usr, source in ((r"\bPurchaseIntent\b", "s:8StoreKit14PurchaseIntentV", "blanked"),
                                 (r"(?<=\.)intents\b", "s:8StoreKit14PurchaseIntentV7intentsAC0C7IntentsVvpZ", "blanked"),
                                 (r"(?<=\.)winBackOffers\b", WIN_BACK, "blanked"), (r"Option\.promotionalOffer\(", COMPACT, "raw")):
        for match in re.finditer(pattern, text if source == "blanked" else SELF_TEST_ADAPTER):
            line = text.count("\n", 0, match.start()) + 1
            references.append(("Adapter.swift", line, match.start() - text.rfind("\n", 0, match.start()), usr))
    problems, counts = check.findings(table, names_table, declared, {"iOS": "17.0", "macOS": "14.0"}, {"Adapter.swift": SELF_TEST_ADAPTER},
                                {"iOS": [], "macOS": references}, "16.3", "26.4")
    expected = [
        "iOS: Product.id: documented", "iOS: Product.displayName: declared", "iOS: Product.id: declared", "iOS: PurchaseIntent.intents: its page says",
        "iOS: Sheet.show(in:): its page says MainActor", "macOS: Sheet.show(in:) is declared, but its page says it is unavailable",
        "iOS: top-level Structure Storefront is not declared", "iOS: Storefront: declared", "macOS: Product.id: documented",
        "Adapter.swift:8: macOS: PurchaseIntent", "Adapter.swift:11: macOS: PurchaseIntent", "Adapter.swift:17: macOS: PurchaseIntent",
        "Adapter.swift:21: macOS: Product.SubscriptionInfo.winBackOffers",
        "Adapter.swift:23: Product.PurchaseOption.promotionalOffer(_:compactJWS:) ships in the 26.0 SDK",
        "Adapter.swift:28: Product.PurchaseOption.promotionalOffer(_:compactJWS:) ships",  # the #else branch is not guarded
    ]
    # The Linux pass: StoreKitTest's entries must be declared (the Apple passes above skip them), StoreKit's are checked
    # where declared, and a declaration no entry lists is found.
    table["symbols"] += [
        {"name": "SKTestSession", "module": "StoreKitTest", "page": "p", "usr": "c:objc(cs)SKTestSession", "iOS": "14.0", "macOS": "11.0"},
        {"name": "SKTestSession.clearTransactions()", "module": "StoreKitTest", "page": "p", "usr": "c:objc(cs)SKTestSession(im)clearTransactions",
         "declaration": "func clearTransactions()", "iOS": "14.0", "macOS": "11.0"},
        {"name": "SKTestSession.refundTransaction(identifier:)", "module": "StoreKitTest", "page": "p",
         "usr": "c:objc(cs)SKTestSession(im)refundTransactionWithIdentifier:error:", "declaration": "func refundTransaction(identifier: Int) throws",
         "iOS": "14.0", "macOS": "11.0"},
    ]
    linux = {}
    for entry in (symbol("SKTestSession", "s:12StoreKitTest13SKTestSessionC", "swift.class", module="StoreKitTest"),
                  symbol("SKTestSession.refundTransaction(identifier:)", "s:r", "swift.method", declaration="func refundTransaction(identifier: UInt) throws",
                         module="StoreKitTest"),
                  symbol("SKTestSession.device", "s:d", module="StoreKitTest"),
                  symbol("Product.price", "s:8StoreKit7ProductV5price20FoundationEssentials7DecimalVvp")):
        linux.setdefault(entry["path"], []).append(entry)
    linux_problems, _ = check.linux_findings(table, names_table, linux, {"iOS": "17.0", "macOS": "14.0"})
    expected_linux = ["iOS: SKTestSession.clearTransactions(): documented", "iOS: SKTestSession.refundTransaction(identifier:): documented",
                      "iOS: SKTestSession.refundTransaction(identifier:): declared", "iOS: SKTestSession.device: declared"]
    expected_linux += [text.replace("iOS:", "macOS:") for text in expected_linux]
    missing = [text for text in expected if not any(problem.startswith(text) for problem in problems)]
    missing += [text for text in expected_linux if not any(problem.startswith(text) for problem in linux_problems)]
    unexpected = [problem for problem in problems if not any(problem.startswith(text) for text in expected)]
    unexpected += [problem for problem in linux_problems if not any(problem.startswith(text) for text in expected_linux)]
    if missing or unexpected or counts["uses"] != 8 or counts["sdk uses"] != 3:
        print(f"storekit check self-test failed: missing {missing}, unexpected {unexpected}, counts {counts} (8 uses, 3 SDK uses expected)")
        return 1
    print(
        "storekit check self-test: a wrong type, an unlisted declaration, one declared where its page says unavailable, wrong "
        "availability and isolation, a missing or mis-kinded top-level name, uses above the floor outside #available/@available "
        "and an SDK-newer call outside #if compiler(>=6.2) are found; Linux's Foundation and Swift-declared UIKit read as Apple's; "
        "on Linux, a StoreKitTest entry not declared, one declared with another signature, and an unlisted declaration are found"
    )
    return 0
