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

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent))
from sdk import sdk_findings, xcodes_named  # noqa: E402  (which Xcode a symbol needs)

# Linux's Foundation and Apple's spell the same types apart, and Apple's UIKit and AppKit classes are
# Objective-C's (`__C.`); the check reads them as Apple's.
SPELLINGS = [("(extension in StoreKitTest):__C.SKTestSession.", "StoreKitTest.SKTestSession."), ("FoundationEssentials.", "Foundation."),
             ("(extension in FoundationInternationalization):", "(extension in Foundation):"), ("CoreFoundation.CGFloat", "Foundation.CGFloat"), ("__C.NSDecimal", "Foundation.Decimal"), ("UIKit.", "__C."), ("AppKit.", "__C.")]
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
    declared, synthesized = {}, listed_synthesized()
    for module, graph in graphs.items():
        for symbol in graph["symbols"]:
            usr = symbol["identifier"]["precise"]
            path = ".".join(symbol["pathComponents"])
            if ("::SYNTHESIZED::" in usr and usr not in synthesized) or path.startswith("StoreKitStandIn"):
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


def read_graph(directory, module):
    """`module`'s symbols from the graphs symbolgraph-extract wrote into `directory`: its own, and what it declares in
    extensions of other modules' types (the overlay's `View` modifiers), each in `<module>@<extended>.symbols.json`.
    The tool reads _StoreKit_SwiftUI as StoreKit's cross-import overlay: all its symbols come in files of that second
    kind."""
    files = [directory / f"{module}.symbols.json"] + sorted(directory.glob(f"{module}@*.symbols.json"))
    return {"symbols": [symbol for path in files if path.exists() for symbol in json.loads(path.read_text())["symbols"]]}


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
            graphs[module] = read_graph(pathlib.Path(directory), module)
        adapter = work / "sources" / "StoreHelperStoreKit"
        originals = {path.name: str(path.relative_to(ROOT)) for path in ADAPTER.rglob("*.swift")}
        references = [(originals[pathlib.Path(path).name.split("-", 1)[1]], line, column, usr)
                      for path, line, column, usr in indexstore.references(work / "index", lambda path: pathlib.Path(path).parent == adapter)]
        return graphs, references


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


def unlisted_findings(declared, matched, platform, names):
    """Declarations on `platform` neither table lists."""
    return [f"{platform}: {symbol['path']}: declared as `{names.get(symbol['usr'], symbol['declaration'])}`, which neither table lists"
            for symbols in declared.values() for symbol in symbols if symbol["usr"] not in matched and symbol["kind"] != "swift.extension"]


def adapter_sources():
    """The adapter's Swift sources: path → text."""
    return {str(path.relative_to(ROOT)): path.read_text() for path in sorted(ADAPTER.rglob("*.swift"))}


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


def main():
    if "--self-test" in sys.argv:
        spec = importlib.util.spec_from_file_location("storekit_self_test", pathlib.Path(__file__).resolve().parent / "self_test.py")
        planted = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(planted)
        return planted.self_test(sys.modules[__name__])
    if "--linux" in sys.argv:
        spec = importlib.util.spec_from_file_location("storekit_linux_pass", pathlib.Path(__file__).resolve().parent / "linux_pass.py")
        linux = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(linux)
        return linux.linux_main(sys.modules[__name__])
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
