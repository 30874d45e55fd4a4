#!/usr/bin/env python3
"""Fails when the StoreKit stand-in (StandIns/StoreKit, Linux only) differs from Apple's documented StoreKit.

storekit-symbols.json lists the StoreKit symbols the stand-in declares, each with the precise identifier
(USR) its documentation page gives. This extracts the stand-in's symbol graph, spells every USR out with
`swift demangle` (so Linux's Foundation, whose types live in FoundationEssentials, reads as Apple's), and
fails on:
  - a listed symbol the stand-in does not declare with that signature (a declaration typed wrong);
  - a StoreKit symbol the stand-in declares that the list lacks (neither listed nor pending);
  - a listed symbol Apple ships later than the floor Package.swift declares, unless the stand-in declares
    it `@available` from the page's versions and every use of it in the adapter (Sources/StoreHelperStoreKit)
    stands in a scope guarded by `#available` or `@available` from those versions on: Linux's compiler does
    not check Apple's availability, so this check does, by scopes (braces) in the source text, read as
    scripts/availability/scopes.py reads them;
  - a symbol listed under `notDeclared` (newer than the floor) that the stand-in declares: left out, the
    adapter cannot name it without failing to compile here.
`StoreKitStandIn`, the fake, is not Apple's and is left out.

Usage: scripts/storekit/check.py [--self-test]
"""
import json
import pathlib
import re
import subprocess
import sys
import tempfile

ROOT = pathlib.Path(__file__).resolve().parents[2]
ADAPTER = ROOT / "Sources" / "StoreHelperStoreKit"
PLATFORMS = ("iOS", "macOS")
TABLE = pathlib.Path(__file__).resolve().parent / "storekit-symbols.json"
sys.path.insert(0, str(ROOT / "scripts" / "availability"))
from check import dump_package, floor  # noqa: E402  (the floor as the availability check reads it)
from scopes import Guards, blanked, merged, version  # noqa: E402  (the guards around a place, as that check reads them)

# Linux's Foundation and Apple's spell the same types apart; the check reads them as Apple's.
SPELLINGS = [("FoundationEssentials.", "Foundation."), ("__C.NSDecimal", "Foundation.Decimal")]


def spelled_out(usrs):
    """Each USR as `swift demangle` spells it, in Apple's module names."""
    if not usrs:
        return {}
    mangled = ["$s" + usr[2:] for usr in usrs]
    output = subprocess.run(["swift", "demangle", "--compact"], input="\n".join(mangled), capture_output=True, text=True, check=True)
    names = output.stdout.splitlines()
    result = {}
    for usr, name in zip(usrs, names):
        for linux, apple in SPELLINGS:
            name = name.replace(linux, apple)
        result[usr] = name
    return result


def stand_in_symbols():
    """The stand-in's public StoreKit symbols: path → USRs (the fake and synthesized members left out),
    and USR → the iOS and macOS versions its `@available` gives (none when it has none)."""
    # With the Server trait, as every other build here: a build with other traits recompiles every target.
    subprocess.run(["swift", "build", "--traits", "Server", "--target", "StoreKit"], cwd=ROOT, check=True, capture_output=True)
    modules = pathlib.Path(subprocess.run(["swift", "build", "--show-bin-path"], cwd=ROOT, check=True, capture_output=True, text=True).stdout.strip()) / "Modules"
    triple = subprocess.run(["swift", "-print-target-info"], check=True, capture_output=True, text=True)
    target = json.loads(triple.stdout)["target"]["triple"]
    with tempfile.TemporaryDirectory() as out:
        subprocess.run(
            ["swift", "symbolgraph-extract", "-module-name", "StoreKit", "-I", str(modules), "-target", target, "-output-dir", out, "-minimum-access-level", "public"],
            check=True,
            capture_output=True,
        )
        graph = json.loads((pathlib.Path(out) / "StoreKit.symbols.json").read_text())
    declared, availability = {}, {}
    for symbol in graph["symbols"]:
        usr = symbol["identifier"]["precise"]
        path = ".".join(symbol["pathComponents"])
        if "::SYNTHESIZED::" in usr or path.startswith("StoreKitStandIn"):
            continue
        declared.setdefault(path, []).append(usr)
        introduced = {entry["domain"]: entry.get("introduced") for entry in symbol.get("availability", [])}
        availability[usr] = {
            platform: f"{introduced[platform]['major']}.{introduced[platform].get('minor', 0)}" for platform in PLATFORMS if introduced.get(platform)
        }
    return declared, availability


def use_pattern(names):
    """How a use of each name reads: a type by its name, a member (lowercase) after a dot (`.winBackOffers`),
    so an argument label or a declaration of the same word is not taken for one."""
    return re.compile(r"|".join((r"(?<=\.)" if name[0].islower() else r"\b") + r"(" + re.escape(name) + r")\b" for name in sorted(names)))


def unguarded_uses(source, required):
    """Uses of the names in `required` (name → versions) that no enclosing scope guards with at least those
    versions: (line, name) pairs, by the scopes `scripts/availability/scopes.py` reads (`#available`,
    `@available`, and the rest of a scope after `guard #available`)."""
    if not required:
        return []
    guards = Guards(source)
    problems = []
    for match in use_pattern(required).finditer(guards.text):
        name = match.group(match.lastindex)
        need = required[name]
        guard = guards.at_offset(match.start())
        if any(platform not in guard or version(guard[platform]) < version(need[platform]) for platform in need):
            problems.append((guards.text.count("\n", 0, match.start()) + 1, name))
    return problems


def adapter_sources():
    """The adapter's Swift sources: path → text."""
    return {str(path.relative_to(ROOT)): path.read_text() for path in sorted(ADAPTER.rglob("*.swift"))}


def findings(table, declared, availability, floors, sources):
    """What differs between the documented list and the stand-in's declarations (and the adapter's uses of
    symbols above the floor), how many declarations wait for their page to be read, and how many uses of
    symbols above the floor are guarded."""
    listed = {symbol["usr"] for symbol in table["symbols"]}
    excluded = {symbol["usr"] for symbol in table.get("notDeclared", [])}
    all_declared = [usr for usrs in declared.values() for usr in usrs]
    names = spelled_out(sorted(listed | excluded | set(all_declared)))
    declared_names = {names[usr] for usr in all_declared}
    declared_availability = {names[usr]: availability.get(usr, {}) for usr in all_declared}
    listed_names = {names[usr] for usr in listed}
    pending = set(table.get("pending", []))
    problems = []
    above = {}
    for symbol in table["symbols"]:
        if names[symbol["usr"]] not in declared_names:
            path = symbol["name"]
            seen = [names[usr] for usr in declared.get(path, [])]
            problems.append(f"{path}: documented as `{names[symbol['usr']]}`, declared as {seen or 'nothing'} ({symbol['page']})")
        page = {platform: symbol[platform] for platform in PLATFORMS}
        if not any(floors.get(platform) and version(page[platform]) > version(floors[platform]) for platform in PLATFORMS):
            continue
        above[symbol["name"]] = page
        stated = declared_availability.get(names[symbol["usr"]], {})
        if {platform: version(value) for platform, value in stated.items()} != {platform: version(value) for platform, value in page.items()}:
            problems.append(
                f"{symbol['name']}: iOS {page['iOS']}, macOS {page['macOS']}, above the floor {floors}, "
                f"but the stand-in declares it available from {stated or 'the floor'}"
            )
    # A use is looked for by the name of the outermost symbol above the floor (members of a guarded type
    # are reached through it), and by its own name when it is newer still than that symbol.
    required = {}
    for name, page in above.items():
        outermost = next(prefix for prefix in (".".join(name.split(".")[: count + 1]) for count in range(name.count(".") + 1)) if prefix in above)
        tokens = [(outermost, above[outermost])] + ([(name, page)] if page != above[outermost] else [])
        for symbol, versions in tokens:
            token = symbol.split(".")[-1].split("(")[0]
            required[token] = merged(required.get(token, {}), versions)
    uses = 0
    for path, source in sources.items():
        uses += len(use_pattern(required).findall(blanked(source))) if required else 0
        for line, name in unguarded_uses(source, required):
            problems.append(f"{path}:{line}: {name} is used where no #available or @available guards it from {required[name]}")
    for symbol in table.get("notDeclared", []):
        if names[symbol["usr"]] in declared_names:
            problems.append(f"{symbol['name']}: declared, but listed as not to be declared ({symbol['why']})")
    for path, usrs in sorted(declared.items()):
        for usr in usrs:
            if names[usr] not in listed_names and path not in pending:
                problems.append(f"{path}: declared as `{names[usr]}`, which storekit-symbols.json lacks")
    unread = sum(1 for usr in all_declared if names[usr] not in listed_names)
    return problems, unread, uses


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
"""


WIN_BACK = "s:8StoreKit7ProductV16SubscriptionInfoV13winBackOffersSayAC0D5OfferVGvp"


def self_test():
    """The check finds a wrong signature, an unlisted declaration, a symbol above the floor declared without
    its availability, and uses of one outside a guard."""
    table = {
        "symbols": [
            {"name": "Product.price", "page": "p", "usr": "s:8StoreKit7ProductV5priceSo9NSDecimalavp", "iOS": "15.0", "macOS": "12.0"},
            {"name": "Product.id", "page": "p", "usr": "s:8StoreKit7ProductV2idSSvp", "iOS": "18.0", "macOS": "12.0"},
            {"name": "PurchaseIntent", "page": "p", "usr": "s:8StoreKit14PurchaseIntentV", "iOS": "16.4", "macOS": "14.4"},
            {"name": "PurchaseIntent.intents", "page": "p", "usr": "s:8StoreKit14PurchaseIntentV7intentsAC0C7IntentsVvpZ", "iOS": "16.4", "macOS": "14.4"},
            {"name": "Product.SubscriptionInfo.winBackOffers", "page": "p", "usr": WIN_BACK, "iOS": "18.0", "macOS": "15.0"},
        ],
        "pending": ["Product.pending"],
        "notDeclared": [{"name": "Product.later", "usr": "s:8StoreKit7ProductV5laterSSvp", "why": "newer than the floor"}],
    }
    declared = {
        "Product.price": ["s:8StoreKit7ProductV5price20FoundationEssentials7DecimalVvp"],  # the same type, spelled on Linux
        "Product.id": ["s:8StoreKit7ProductV2idSivp"],  # typed Int: wrong
        "Product.displayName": ["s:8StoreKit7ProductV11displayNameSSvp"],  # not listed
        "Product.pending": ["s:8StoreKit7ProductV7pendingSSvp"],  # pending: allowed
        "Product.later": ["s:8StoreKit7ProductV5laterSSvp"],  # must not be declared
        "PurchaseIntent": ["s:8StoreKit14PurchaseIntentV"],
        "PurchaseIntent.intents": ["s:8StoreKit14PurchaseIntentV7intentsAC0C7IntentsVvpZ"],
        "Product.SubscriptionInfo.winBackOffers": [WIN_BACK],
    }
    availability = {
        "s:8StoreKit14PurchaseIntentV": {"iOS": "16.4", "macOS": "14.4"},
        "s:8StoreKit14PurchaseIntentV7intentsAC0C7IntentsVvpZ": {"iOS": "16.4", "macOS": "14.0"},  # typed wrong
        WIN_BACK: {"iOS": "18.0", "macOS": "15.0"},
    }
    problems, _, uses = findings(table, declared, availability, {"iOS": "17.0", "macOS": "14.0"}, {"Adapter.swift": SELF_TEST_ADAPTER})
    expected = [
        "Product.id: documented", "Product.id: iOS 18.0, macOS 12.0, above the floor", "Product.id: declared", "Product.displayName: declared",
        "Product.later: declared, but listed as not", "Product.later: declared as", "PurchaseIntent.intents: iOS 16.4, macOS 14.4, above",
        "Adapter.swift:8: PurchaseIntent", "Adapter.swift:11: PurchaseIntent", "Adapter.swift:17: PurchaseIntent",
        "Adapter.swift:21: winBackOffers",  # a member is used after a dot; the argument label on line 19 is no use
    ]
    missing = [text for text in expected if not any(problem.startswith(text) for problem in problems)]
    unexpected = [problem for problem in problems if not any(problem.startswith(text) for text in expected)]
    if missing or unexpected or uses != 7:
        print(f"storekit check self-test failed: missing {missing}, unexpected {unexpected}, {uses} uses counted (7 expected)")
        return 1
    print(
        "storekit check self-test: a wrong type, an unlisted declaration, a declared one that must not be, a symbol "
        "above the floor declared without its availability and its uses outside #available/@available scopes are "
        "found; Linux's Foundation reads as Apple's"
    )
    return 0


def main():
    if "--self-test" in sys.argv:
        return self_test()
    table = json.loads(TABLE.read_text())
    declared, availability = stand_in_symbols()
    problems, unread, uses = findings(table, declared, availability, floor(dump_package()), adapter_sources())
    count = sum(len(usrs) for usrs in declared.values())
    if problems:
        print(f"storekit stand-in: {len(problems)} finding(s):")
        for problem in problems:
            print(f"  {problem}")
        return 1
    print(
        f"storekit stand-in: {count} declarations; {count - unread} match their documented USR, "
        f"{unread} wait for their page to be read (pending); those above the floor are declared with their "
        f"availability and the adapter guards each of its {uses} use(s) of them; "
        f"{len(table.get('notDeclared', []))} newer than the floor left undeclared"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
