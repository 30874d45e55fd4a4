#!/usr/bin/env python3
"""Fails when the StoreKit stand-in differs from Apple's documented StoreKit, or the adapter uses StoreKit beyond
what the floor and the named Xcode give.

Two tables, read from Apple's documentation (each entry with its page):
  - storekit-symbols.json: every StoreKit, UIKit, AppKit and Accessibility symbol the client half names, with the page's
    precise identifier (USR), or, where the page is absent from the stored documentation, the declaration
    StoreKit's interface gives (`source: interface`); iOS and macOS availability ("unavailable" where a page
    says so), deprecation, `@MainActor` isolation, and `sdk`: the first SDK (Xcode) a back-deployed symbol
    ships in;
  - storekit-names.json: every top-level public name of StoreKit (scripts/storekit/collisions.py).
The stand-ins are compiled once as iOS and once as macOS (scripts/apple-typecheck/check.py resolves their
`#if os(...)` branches) and their symbol graphs read; every USR is spelled out with `swift demangle` (Linux's
Foundation, whose types live in FoundationEssentials, and Swift-declared UIKit/AppKit classes read as Apple's).
For each platform, this fails on:
  - a listed symbol declared with another signature, availability, deprecation or isolation, or declared
    where its page says it is unavailable; a top-level name not declared, or of another kind or availability;
  - a declared symbol neither table lists (the fake, `StoreKitStandIn`, is not Apple's and is left out);
  - a use in the adapter (Sources/StoreHelperStoreKit) of a symbol above the floor Package.swift declares that
    no `#available`/`@available` scope guards (scopes read as scripts/availability/scopes.py reads them);
  - a use of a symbol whose SDK is newer than the minimum Xcode (the first Xcode whose Swift is the
    package's tools version, which the README must name) outside an `#if compiler(>=...)` block for that
    SDK's Swift, or newer than the Xcode `.github/workflows/apple.yml` builds with.

With `--linux` (after `swift build`), the modules Linux builds are read from the build instead: StoreKit and its SwiftUI
overlay, whose every public declaration must be a listed symbol as Apple declares it, and StoreKitTest (`module:
StoreKitTest` entries), which exists only there: each of its entries must be declared, and nothing else.

Usage: scripts/storekit/check.py [--self-test | --linux]
"""
import importlib.util
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
NAMES = pathlib.Path(__file__).resolve().parent / "storekit-names.json"
MODULES = {"iOS": ("StoreKit", "_StoreKit_SwiftUI", "UIKit", "Accessibility"), "macOS": ("StoreKit", "_StoreKit_SwiftUI", "AppKit", "Accessibility")}
# What a Linux build has: the same StoreKit, and StoreKitTest, which only Linux builds (its entries say `module: StoreKitTest`).
LINUX_MODULES = ("StoreKit", "_StoreKit_SwiftUI", "StoreKitTest")
LINUX_ONLY = "StoreKitTest"
sys.path.insert(0, str(ROOT / "scripts" / "availability"))
from check import dump_package, floor  # noqa: E402  (the floor as the availability check reads it)
from scopes import Guards, blanked, version  # noqa: E402  (the guards around a place, as that check reads them)
import indexstore  # noqa: E402  (the compiler's references, as that check reads them)

# Linux's Foundation and Apple's spell the same types apart, and Apple's UIKit and AppKit classes are
# Objective-C's (`__C.`); the check reads them as Apple's.
SPELLINGS = [("(extension in StoreKitTest):__C.SKTestSession.", "StoreKitTest.SKTestSession."), ("FoundationEssentials.", "Foundation."),
             ("(extension in FoundationInternationalization):", "(extension in Foundation):"), ("CoreFoundation.CGFloat", "Foundation.CGFloat"), ("__C.NSDecimal", "Foundation.Decimal"), ("UIKit.", "__C."), ("AppKit.", "__C.")]
# Each Xcode's Swift and SDKs (iOS, macOS), from Apple's Xcode release notes
# (https://developer.apple.com/documentation/xcode-release-notes): the Xcodes a minimum can be.
XCODES = {
    "16.3": ("6.1", "18.4", "15.4"),
    "16.4": ("6.1.2", "18.5", "15.5"),
    "26.0": ("6.2", "26.0", "26.0"),
    "26.4": ("6.3", "26.4", "26.4"),
}
KINDS = {
    "Structure": "swift.struct", "Class": "swift.class", "Protocol": "swift.protocol", "Enumeration": "swift.enum",
    "Type Alias": "swift.typealias", "Global Variable": "swift.var", "Function": "swift.func",
}


def spelled_out(usrs):
    """Each Swift USR as `swift demangle` spells it, in Apple's module names (others as they are)."""
    swift = sorted({usr for usr in usrs if usr and usr.startswith("s:")})
    result = {usr: usr for usr in usrs if usr}
    if not swift:
        return result
    output = subprocess.run(["swift", "demangle", "--compact"], input="\n".join("$s" + usr[2:] for usr in swift), capture_output=True, text=True, check=True)
    for usr, name in zip(swift, output.stdout.splitlines()):
        for linux, apple in SPELLINGS:
            name = name.replace(linux, apple)
        result[usr] = name
    return result


def availability_of(symbol):
    """A symbol graph entry's availability: platform → {introduced, deprecated, unavailable}."""
    result = {}
    for entry in symbol.get("availability", []):
        if entry.get("domain") not in PLATFORMS:
            continue
        stated = {}
        for key in ("introduced", "deprecated"):
            if entry.get(key):
                stated[key] = ".".join(str(entry[key][part]) for part in ("major", "minor", "patch") if part in entry[key])
        if entry.get("isUnconditionallyUnavailable"):
            stated["unavailable"] = True
        result[entry["domain"]] = stated
    return result


def listed_synthesized():
    """The USRs of the table's members a type inherits from a protocol's extension (a page's `::SYNTHESIZED::` USR):
    where the protocol is underscored (Accessibility's `_AccessibilityNotifications`), symbol graphs leave the
    protocol out, and its members appear only as the inheriting type's."""
    return {entry["usr"] for entry in json.loads(TABLE.read_text())["symbols"] if "::SYNTHESIZED::" in entry.get("usr", "")}


def declared_symbols(graphs):
    """The stand-ins' public symbols from their symbol graphs (module → graph): path → [symbol], each with its
    module, USR, kind, declaration, availability and isolation (its own or its enclosing type's)."""
    declared = {}
    for module, graph in graphs.items():
        for symbol in graph["symbols"]:
            usr = symbol["identifier"]["precise"]
            path = ".".join(symbol["pathComponents"])
            if ("::SYNTHESIZED::" in usr and usr not in listed_synthesized()) or path.startswith("StoreKitStandIn"):
                continue
            if usr.startswith("s:17_StoreKit_SwiftUI") and path.endswith(".body"):
                continue  # the body of one of StoreKit's own views: primitive here, never named by an app (as SwiftUI's)
            declaration = "".join(fragment["spelling"] for fragment in symbol.get("declarationFragments", []))
            declared.setdefault(path, []).append({
                "module": module, "usr": usr, "path": path, "kind": symbol["kind"]["identifier"], "declaration": declaration,
                "availability": availability_of(symbol), "mainActor": declaration.startswith("@MainActor"),
                "nonisolated": bool(re.search(r"\bnonisolated\b", declaration)),
            })
    for path, symbols in declared.items():
        parts = path.split(".")
        enclosing = [declared.get(".".join(parts[:count]), []) for count in range(1, len(parts))]
        for symbol in symbols:
            inherited = any(outer["mainActor"] and outer["kind"] != "swift.extension" for group in enclosing for outer in group)
            symbol["mainActor"] = symbol["mainActor"] or (inherited and not symbol["nonisolated"])
            for group in reversed(enclosing):  # members inherit their enclosing type's availability
                for platform, stated in (group[0]["availability"] if group else {}).items():
                    symbol["availability"].setdefault(platform, stated)
    return declared


def apple_typecheck():
    """scripts/apple-typecheck/check.py, as a module."""
    spec = importlib.util.spec_from_file_location("apple_typecheck", ROOT / "scripts" / "apple-typecheck" / "check.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def platform_pass(platform):
    """The stand-ins and client targets compiled as `platform` (scripts/apple-typecheck/check.py): module → symbol
    graph of each stand-in, and the adapter's references (file, line, UTF-8 column, USR) from the compiler's index."""
    typecheck = apple_typecheck()
    target = json.loads(subprocess.run(["swift", "-print-target-info"], check=True, capture_output=True, text=True).stdout)["target"]["triple"]
    package = json.loads(subprocess.run(["swift", "package", "dump-package"], cwd=ROOT, check=True, capture_output=True, text=True).stdout)
    # The pass scripts/apple-typecheck/check.py made (or makes now), its modules and the adapter's index reused.
    work, _, errors = typecheck.compiled_client(platform, package, typecheck.build_commands())
    if errors:
        raise SystemExit("storekit check: the client half does not compile as " + platform + " (scripts/apple-typecheck/check.py):\n  " + "\n  ".join(errors))
    with tempfile.TemporaryDirectory() as directory:
        graphs = {}
        for module in MODULES[platform]:
            subprocess.run(["swift", "symbolgraph-extract", "-module-name", module, "-I", str(work / "modules"), "-target", target,
                            "-output-dir", directory, "-minimum-access-level", "public"], check=True, capture_output=True)
            # A module's own graph, and what it declares in extensions of other modules' types (the overlay's `View`
            # modifiers), each in `<module>@<extended>.symbols.json`. The tool reads _StoreKit_SwiftUI as StoreKit's
            # cross-import overlay: all its symbols come in files of that second kind.
            files = [pathlib.Path(directory) / f"{module}.symbols.json"] + sorted(pathlib.Path(directory).glob(f"{module}@*.symbols.json"))
            graphs[module] = {"symbols": [symbol for path in files if path.exists() for symbol in json.loads(path.read_text())["symbols"]]}
        adapter = work / "sources" / "StoreHelperStoreKit"
        originals = {path.name: str(path.relative_to(ROOT)) for path in ADAPTER.rglob("*.swift")}
        references = [(originals[pathlib.Path(path).name.split("-", 1)[1]], line, column, usr)
                      for path, line, column, usr in indexstore.references(work / "index", lambda path: pathlib.Path(path).parent == adapter)]
        return graphs, references


def linux_graphs():
    """The symbol graphs of the modules a Linux debug build made (`swift build` first), as scripts/api/check.py reads
    them: module → graph."""
    spec = importlib.util.spec_from_file_location("api_check", ROOT / "scripts" / "api" / "check.py")
    api = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(api)
    graphs = {}
    with tempfile.TemporaryDirectory() as directory:
        for module in LINUX_MODULES:
            if not (api.MODULES_DIR / f"{module}.swiftmodule").exists():
                raise SystemExit(f"storekit check --linux: {module} is not built; run `swift build` first")
            command = ["swift-symbolgraph-extract", "-module-name", module, "-target", api.target(), "-minimum-access-level", "public",
                       "-output-dir", directory]
            for path in api.search_paths():
                command += ["-I", str(path)]
            subprocess.run(command, check=True, capture_output=True)
            # A module's own graph, and what it declares in extensions of other modules' types (the overlay's `View`
            # modifiers), each in `<module>@<extended>.symbols.json`. The tool reads _StoreKit_SwiftUI as StoreKit's
            # cross-import overlay: all its symbols come in files of that second kind.
            files = [pathlib.Path(directory) / f"{module}.symbols.json"] + sorted(pathlib.Path(directory).glob(f"{module}@*.symbols.json"))
            graphs[module] = {"symbols": [symbol for path in files if path.exists() for symbol in json.loads(path.read_text())["symbols"]]}
    return graphs


def linux_findings(table, names_table, declared, floors):
    """What differs between the table and what a Linux build declares, read as iOS and as macOS; the counts."""
    usrs = {entry.get("usr") for entry in table["symbols"] + names_table["names"]}
    usrs |= {symbol["usr"] for symbols in declared.values() for symbol in symbols}
    names = spelled_out(usrs)
    problems = []
    for platform in PLATFORMS:
        found, matched = symbol_findings(table, declared, platform, floors, names, linux=True)
        named, matched_names = name_findings(names_table, declared, platform, floors, names, linux=True)
        matched |= matched_names
        problems += [problem for problem in found + named + unlisted_findings(declared, matched, platform, names) if problem not in problems]
    modules = {}
    for symbols in declared.values():
        for symbol in symbols:
            if symbol["kind"] != "swift.extension":
                modules[symbol["module"]] = modules.get(symbol["module"], 0) + 1
    return problems, modules


def linux_main():
    """`--linux`: the modules of the Linux build against the table."""
    table, names_table = json.loads(TABLE.read_text()), json.loads(NAMES.read_text())
    declared = declared_symbols(linux_graphs())
    problems, modules = linux_findings(table, names_table, declared, floor(dump_package()))
    if problems:
        print(f"storekit check --linux: {len(problems)} finding(s):")
        for problem in problems:
            print(f"  {problem}")
        return 1
    test_entries = sum(1 for entry in table["symbols"] if entry.get("module") == LINUX_ONLY)
    print(
        "storekit check --linux: every public declaration of the Linux build is a listed symbol as Apple declares it, read as iOS "
        f"and as macOS ({', '.join(f'{module} {count}' for module, count in sorted(modules.items()))}); "
        f"StoreKitTest declares all {test_entries} of its entries"
    )
    return 0


def page_availability(entry, platform):
    """What a table entry's page says of `platform`: "unavailable", or {introduced, deprecated}."""
    value = entry.get(platform)
    if value == "unavailable" or value is None:
        return value
    stated = {"introduced": value} if isinstance(value, str) else dict(value)
    for part in (entry.get("deprecated") or "").split(","):
        if part.strip().startswith(platform + " "):
            stated["deprecated"] = part.strip().split(" ")[1]
    return stated


def same_availability(page, stated, floor_version):
    """Whether a declaration's availability on a platform says what the page says: the same versions where it
    states them; left unsaid, the page's introduction is at or below the floor (nothing here runs below it)."""
    page_introduced = page.get("introduced") or floor_version
    if "introduced" in stated:
        if version(stated["introduced"]) != version(page_introduced):
            return False
    elif version(page_introduced) > version(floor_version):
        return False
    return (stated.get("deprecated") and version(stated["deprecated"])) == (page.get("deprecated") and version(page["deprecated"]))


def normalized(declaration):
    """A declaration without its leading attributes, whitespace collapsed."""
    return re.sub(r"\s+", " ", re.sub(r"^(@\w+(\([^)]*\))?\s+)+", "", declaration)).strip()


def matches(entry, symbol, names):
    """Whether the declared `symbol` is the table `entry` (by spelled-out USR, by declaration, or, for an
    Objective-C class of UIKit or AppKit, by name and kind)."""
    usr = entry.get("usr")
    if usr and usr.startswith("s:"):
        return names[usr] == names[symbol["usr"]]
    if usr and usr.startswith("c:objc(cs)") and "(" not in usr[len("c:objc(cs)"):]:  # a class; its members match by declaration
        return symbol["path"] == usr[len("c:objc(cs)"):] and symbol["kind"] == "swift.class"
    return normalized(entry["declaration"]) == normalized(symbol["declaration"])


def required(entry, linux):
    """Whether a pass must find the entry declared: an Apple pass every entry but StoreKitTest's, the Linux pass
    StoreKitTest's (the rest it checks where declared)."""
    return (entry.get("module") == LINUX_ONLY) == linux


def symbol_findings(table, declared, platform, floors, names, linux=False):
    """What differs, on `platform`, between the symbols table and the stand-ins; the entries matched."""
    problems, matched = [], {}
    for entry in table["symbols"]:
        if not linux and entry.get("module") == LINUX_ONLY:
            continue
        path = entry["name"].split(" (")[0]
        candidates = declared.get(path, [])
        found = [symbol for symbol in candidates if matches(entry, symbol, names)]
        page = page_availability(entry, platform)
        if page == "unavailable":
            for symbol in found:
                if not symbol["availability"].get(platform, {}).get("unavailable"):
                    problems.append(f"{platform}: {entry['name']} is declared, but its page says it is unavailable on {platform} ({entry['page']})")
                matched[symbol["usr"]] = entry
            continue
        if not found and not required(entry, linux):
            continue
        if not found:
            spelled = names.get(entry.get("usr")) or entry.get("declaration")
            seen = [names.get(symbol["usr"]) if entry.get("usr") else symbol["declaration"] for symbol in candidates]
            problems.append(f"{platform}: {entry['name']}: documented as `{spelled}`, declared as {seen or 'nothing'} ({entry['page']})")
            continue
        for symbol in found:
            matched[symbol["usr"]] = entry
            stated = symbol["availability"].get(platform, {})
            if stated.get("unavailable") or not same_availability(page, stated, floors[platform]):
                problems.append(f"{platform}: {entry['name']}: its page says {page}, the stand-in declares {stated or 'nothing'} ({entry['page']})")
            if symbol["mainActor"] != (entry.get("isolation") == "MainActor"):
                problems.append(f"{platform}: {entry['name']}: its page says {entry.get('isolation') or 'no isolation'}, the stand-in declares "
                                f"{'@MainActor' if symbol['mainActor'] else 'none'} ({entry['page']})")
    return problems, matched


def name_findings(table, declared, platform, floors, names, linux=False):
    """What differs, on `platform`, between the top-level names table and the stand-ins; the entries matched."""
    problems, matched = [], {}
    for entry in table["names"]:
        candidates = declared.get(entry["name"], []) + declared.get(entry["name"] + "()", [])
        found = [symbol for symbol in candidates if symbol["kind"] == KINDS[entry["kind"]]]
        usr = entry.get("usr")
        if usr and usr.startswith("s:") and not usr.startswith(("s:SC", "s:So")):  # not imported from C or Objective-C
            found = [symbol for symbol in found if names[symbol["usr"]] == names[usr]]
        if not found and linux:  # the Apple passes require every name; Linux checks the ones it declares
            continue
        if not found:
            problems.append(f"{platform}: top-level {entry['kind']} {entry['name']} is not declared as documented ({entry['page']})")
            continue
        symbol = found[0]
        matched[symbol["usr"]] = entry
        page, stated = page_availability(entry, platform), symbol["availability"].get(platform, {})
        if page == "unavailable":
            ok = stated.get("unavailable", False)
        elif page is None:
            ok = not stated.get("unavailable")
        else:
            ok = not stated.get("unavailable") and same_availability(page, stated, floors[platform])
        if not ok:
            problems.append(f"{platform}: top-level {entry['name']}: its page says {page}, the stand-in declares {stated or 'nothing'} ({entry['page']})")
    return problems, matched


def above_floor_findings(matched, platform, floors, sources, references):
    """The adapter's references on `platform` to symbols above the floor that no `#available`/`@available` scope
    guards; how many such references."""
    problems, uses, guards = [], 0, {}
    for path, line, column, usr in references:
        entry = matched.get(usr)
        page = page_availability(entry, platform) if entry else None
        if not isinstance(page, dict) or version(page["introduced"]) <= version(floors[platform]):
            continue
        uses += 1
        guards.setdefault(path, Guards(sources[path]))
        if not guards[path].covers(line, column, {platform: page["introduced"]}):
            problems.append(f"{path}:{line}: {platform}: {entry['name']} is used where no #available or @available guards it from {platform} {page['introduced']}")
    return problems, uses


def compiler_guards(text):
    """For each line (1-based), the Swift versions `#if compiler(>=V)` blocks around it guarantee."""
    stack, result = [], {}
    for number, line in enumerate(text.splitlines(), start=1):
        stripped = line.strip()
        if stripped.startswith("#if "):
            stack.append(re.findall(r"compiler\(>=\s*([\d.]+)\)", stripped))
        elif stripped.startswith("#elseif") or stripped.startswith("#else"):
            if stack:
                stack[-1] = re.findall(r"compiler\(>=\s*([\d.]+)\)", stripped) if stripped.startswith("#elseif") else []
        elif stripped.startswith("#endif"):
            if stack:
                stack.pop()
        result[number] = [value for frame in stack for value in frame]
    return result


def minimum_xcode(tools_version):
    """The first Xcode whose Swift is at least the package's tools version."""
    return min((key for key, (swift, _, _) in XCODES.items() if version(swift) >= version(tools_version)), key=version)


def sdk_findings(matched, sources, references, minimum, pinned):
    """References to symbols newer than the minimum Xcode's SDK outside `#if compiler(>=...)` for that SDK's Swift,
    and symbols newer than the pinned Xcode's SDK at all; how many such references."""
    problems, uses, guards = [], 0, {}
    for path, line, _, usr in sorted(set(references)):
        entry = matched.get(usr)
        if not entry or "sdk" not in entry:
            continue
        shipping = min((key for key, (_, ios, _) in XCODES.items() if version(ios) >= version(entry["sdk"])), key=version)
        swift = XCODES[shipping][0]
        if version(XCODES[pinned][1]) < version(entry["sdk"]):
            problems.append(f"{path}:{line}: {entry['name']} needs the {entry['sdk']} SDK (Xcode {shipping}); apple.yml builds with Xcode {pinned}")
        if version(XCODES[minimum][1]) >= version(entry["sdk"]):
            continue
        uses += 1
        guards.setdefault(path, compiler_guards(blanked(sources[path])))
        if not any(version(value) >= version(swift) for value in guards[path][line]):
            problems.append(
                f"{path}:{line}: {entry['name']} ships in the {entry['sdk']} SDK (Xcode {shipping}), newer than the minimum "
                f"Xcode {minimum}: guard it with `#if compiler(>={swift})` and a fallback"
            )
    return problems, uses


def unlisted_findings(declared, matched, platform, names):
    """Declarations on `platform` neither table lists."""
    return [f"{platform}: {symbol['path']}: declared as `{names.get(symbol['usr'], symbol['declaration'])}`, which neither table lists"
            for symbols in declared.values() for symbol in symbols if symbol["usr"] not in matched and symbol["kind"] != "swift.extension"]


def adapter_sources():
    """The adapter's Swift sources: path → text."""
    return {str(path.relative_to(ROOT)): path.read_text() for path in sorted(ADAPTER.rglob("*.swift"))}


def xcodes_named():
    """The minimum Xcode (from the tools version), whether the README names it, and apple.yml's Xcode."""
    tools = re.search(r"swift-tools-version:\s*([\d.]+)", (ROOT / "Package.swift").read_text()).group(1)
    minimum = minimum_xcode(tools)
    pinned = re.search(r"Xcode_([\d.]+)\.app", (ROOT / ".github" / "workflows" / "apple.yml").read_text()).group(1)
    readme_names = f"Xcode {minimum}" in (ROOT / "README.md").read_text()
    return minimum, pinned, readme_names


def findings(table, names_table, declared_by_platform, floors, sources, references, minimum, pinned):
    """Everything the check reports, and its counts. `references`: platform → the adapter's references."""
    usrs = {entry.get("usr") for entry in table["symbols"] + names_table["names"]}
    usrs |= {symbol["usr"] for declared in declared_by_platform.values() for symbols in declared.values() for symbol in symbols}
    names = spelled_out(usrs)
    problems, counts = [], {"uses": 0, "sdk uses": 0}
    for platform, declared in declared_by_platform.items():
        found, matched = symbol_findings(table, declared, platform, floors, names)
        named, matched_names = name_findings(names_table, declared, platform, floors, names)
        matched |= matched_names
        guarded, uses = above_floor_findings(matched, platform, floors, sources, references[platform])
        sdk, sdk_uses = sdk_findings(matched, sources, references[platform], minimum, pinned)
        problems += found + named + unlisted_findings(declared, matched, platform, names) + guarded + [p for p in sdk if p not in problems]
        counts[platform] = sum(len(symbols) for symbols in declared.values())
        counts["uses"] += uses
        counts["sdk uses"] = max(counts["sdk uses"], sdk_uses)
    return problems, counts


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


def self_test():
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
    declared = {platform: {} for platform in PLATFORMS}
    for platform, symbols in (("iOS", ios), ("macOS", mac)):
        for entry in symbols:
            declared[platform].setdefault(entry["path"], []).append(entry)
    # The macOS references the compiler's index would give: PurchaseIntent and its members, the win-back offers
    # (after a dot: the argument label on line 19 is none) and the JWS offer (`Option.promotionalOffer(`, not the
    # version 1 overload on line 24); comments and strings hold none.
    text, references = blanked(SELF_TEST_ADAPTER), []
    for pattern, usr, source in ((r"\bPurchaseIntent\b", "s:8StoreKit14PurchaseIntentV", "blanked"),
                                 (r"(?<=\.)intents\b", "s:8StoreKit14PurchaseIntentV7intentsAC0C7IntentsVvpZ", "blanked"),
                                 (r"(?<=\.)winBackOffers\b", WIN_BACK, "blanked"), (r"Option\.promotionalOffer\(", COMPACT, "raw")):
        for match in re.finditer(pattern, text if source == "blanked" else SELF_TEST_ADAPTER):
            line = text.count("\n", 0, match.start()) + 1
            references.append(("Adapter.swift", line, match.start() - text.rfind("\n", 0, match.start()), usr))
    problems, counts = findings(table, names_table, declared, {"iOS": "17.0", "macOS": "14.0"}, {"Adapter.swift": SELF_TEST_ADAPTER},
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
    linux_problems, _ = linux_findings(table, names_table, linux, {"iOS": "17.0", "macOS": "14.0"})
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


def main():
    if "--self-test" in sys.argv:
        return self_test()
    if "--linux" in sys.argv:
        return linux_main()
    table, names_table = json.loads(TABLE.read_text()), json.loads(NAMES.read_text())
    apple_typecheck().build_client()
    declared, references = {}, {}
    for platform in PLATFORMS:
        graphs, references[platform] = platform_pass(platform)
        declared[platform] = declared_symbols(graphs)
    minimum, pinned, readme_names = xcodes_named()
    problems, counts = findings(table, names_table, declared, floor(dump_package()), adapter_sources(), references, minimum, pinned)
    if not readme_names:
        problems.append(f"README.md does not name the minimum Xcode, Xcode {minimum} (the first whose Swift is the package's tools version)")
    if problems:
        print(f"storekit stand-in: {len(problems)} finding(s):")
        for problem in problems:
            print(f"  {problem}")
        return 1
    interface = sum(1 for entry in table["symbols"] if entry.get("source") == "interface")
    linux_only = sum(1 for entry in table["symbols"] if entry.get("module") == LINUX_ONLY)
    apple = len(table["symbols"]) - linux_only
    print(
        f"storekit stand-in: {apple} symbols ({apple - interface} read from their pages, {interface} from StoreKit's interface where the "
        f"page is absent; StoreKitTest's {linux_only} more are checked by --linux) and {len(names_table['names'])} top-level names match the stand-ins as iOS "
        f"({counts['iOS']} declarations) and as macOS ({counts['macOS']}); the adapter guards its {counts['uses']} use(s) above the floor, "
        f"and its {counts['sdk uses']} use(s) of symbols newer than the minimum Xcode {minimum}'s SDK sit under #if compiler; "
        f"apple.yml builds with Xcode {pinned}"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
