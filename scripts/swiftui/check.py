#!/usr/bin/env python3
"""Holds the SwiftUI stand-in (StandIns/SwiftUI) to Apple's pages, as scripts/storekit/check.py holds StoreKit's.

The stand-in is compiled as iOS and as macOS and its symbol graph read:
  - every declaration StoreHelperUI's views use is an entry of swiftui-symbols.json, with its page's precise
    identifier (USR, spelled out by `swift demangle` and compared), availability and isolation (`@MainActor`, or
    `nonisolated` where the page says so);
  - every top-level name of SwiftUI (swiftui-names.json, from Apple's documentation index) is declared, so a public
    name of ours equal to one collides here as on a Mac; a top-level declaration in neither table fails;
  - no entry is newer than the floor Package.swift declares: the views use nothing that would need a guard.
What it skips, and why: the `body` (and the `Body` it gives) of SwiftUI's own views. An app never names them, and
the stand-in makes each of its views primitive (`Body == Never`) whatever Apple's body is. Macros (`#Preview`,
`@Entry`, the `@State` macro of Xcode 27) and SwiftUI's global functions are not declared: names.json lists them,
and scripts/storekit/collisions.py holds our names apart from them.

Usage: scripts/swiftui/check.py [--self-test] [--write-names]
  --write-names  writes StandIns/SwiftUI/Names/: every name of swiftui-names.json the other files do not declare.
"""
import importlib.util
import json
import pathlib
import re
import shutil
import subprocess
import sys
import tempfile

ROOT = pathlib.Path(__file__).resolve().parents[2]
HERE = pathlib.Path(__file__).resolve().parent
TABLE = HERE / "swiftui-symbols.json"
NAMES = HERE / "swiftui-names.json"
STAND_IN = ROOT / "StandIns" / "SwiftUI"
NAMES_DIR = STAND_IN / "Names"
# Names per file at most, so each stays short; the files are named by the initials they hold ("A-B.swift").
NAMES_PER_FILE = 120
PLATFORMS = ("iOS", "macOS")


def storekit_check():
    """scripts/storekit/check.py, as a module: its symbol-graph reading and comparisons are this check's."""
    spec = importlib.util.spec_from_file_location("storekit_check", ROOT / "scripts" / "storekit" / "check.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def graph(platform, files, storekit):
    """The SwiftUI stand-in (`files`: path → text) compiled as `platform`: its public symbol graph, or the errors."""
    typecheck = storekit.apple_typecheck()
    target = json.loads(subprocess.run(["swift", "-print-target-info"], check=True, capture_output=True, text=True).stdout)["target"]["triple"]
    with tempfile.TemporaryDirectory() as directory:
        work = pathlib.Path(directory)
        (work / "modules").mkdir()
        errors = typecheck.compile_module("SwiftUI", files, platform, work, typecheck.common_flags(typecheck.build_commands()))
        if errors:
            raise SystemExit(f"swiftui check: the stand-in does not compile as {platform}:\n  " + "\n  ".join(errors[:20]))
        subprocess.run(["swift", "symbolgraph-extract", "-module-name", "SwiftUI", "-I", str(work / "modules"), "-target", target,
                        "-output-dir", str(work), "-minimum-access-level", "public"], check=True, capture_output=True)
        return json.loads((work / "SwiftUI.symbols.json").read_text())


def skipped(symbol):
    """Whether the check skips `symbol`: the body (or Body) of one of SwiftUI's own views, not the View protocol's."""
    parts = symbol["path"].split(".")
    return len(parts) >= 2 and parts[-1] in ("body", "Body") and parts[0] != "View"


def declared(platform, files, storekit):
    """The stand-in's symbols as `platform`: path → [symbol], isolation read as Apple's pages state it (a member
    declared `nonisolated` is not its type's actor's: storekit.declared_symbols reads it so)."""
    return storekit.declared_symbols({"SwiftUI": graph(platform, files, storekit)})


def findings(table, names_table, declared_by_platform, floors, storekit):
    """Everything the check reports, and how many declarations it skipped."""
    usrs = {entry.get("usr") for entry in table["symbols"]}
    usrs |= {symbol["usr"] for declared in declared_by_platform.values() for symbols in declared.values() for symbol in symbols}
    spelled = storekit.spelled_out(usrs)
    listed_names = {entry["name"] for entry in names_table["names"]}
    problems, skips = [], 0
    for platform, declared in declared_by_platform.items():
        found, matched = storekit.symbol_findings(table, declared, platform, floors, spelled)
        problems += found
        for entry in table["symbols"]:
            page = storekit.page_availability(entry, platform)
            if isinstance(page, dict) and storekit.version(page["introduced"]) > storekit.version(floors[platform]):
                problems.append(f"{platform}: {entry['name']} is newer ({page['introduced']}) than the floor {floors[platform]}: a view would need a guard")
        top_level = {path for path, symbols in declared.items() if "." not in path and any(s["kind"] != "swift.extension" for s in symbols)}
        problems += [f"{platform}: top-level {name} of SwiftUI is not declared ({NAMES.name})" for name in sorted(listed_names - top_level)]
        for path, symbols in declared.items():
            for symbol in symbols:
                if symbol["usr"] in matched or symbol["kind"] == "swift.extension" or ("." not in path and path in listed_names):
                    continue
                if skipped(symbol):
                    skips += 1
                    continue
                problems.append(f"{platform}: {path}: declared as `{spelled.get(symbol['usr'], symbol['declaration'])}`, which neither table lists")
    return problems, skips


def stand_in_files(replace=None):
    files = {str(path): path.read_text() for path in sorted(STAND_IN.rglob("*.swift"))}
    files.update(replace or {})
    return files


def run(files, storekit):
    table, names_table = json.loads(TABLE.read_text()), json.loads(NAMES.read_text())
    declared_by_platform = {platform: declared(platform, files, storekit) for platform in PLATFORMS}
    return findings(table, names_table, declared_by_platform, storekit.floor(storekit.dump_package()), storekit)


def self_test(storekit):
    """A wrong availability, an unlisted declaration and a missing name, each planted, are each found."""
    controls = STAND_IN / "Controls.swift"
    names = next(path for path in sorted(NAMES_DIR.glob("*.swift")) if "public struct ZStack {}" in path.read_text())
    planted = controls.read_text().replace("@available(iOS, introduced: 13.0)\n@available(macOS, introduced: 10.15)\n@frozen\npublic struct Text",
                                           "@available(iOS, introduced: 14.0)\n@available(macOS, introduced: 10.15)\n@frozen\npublic struct Text")
    planted += "\nextension Text {\n    /// Planted.\n    public func planted() {}\n}\n"
    missing = names.read_text().replace("public struct ZStack {}", "")
    assert planted != controls.read_text() + "" and missing != names.read_text(), "the self-test's anchors moved: update it"
    problems, _ = run(stand_in_files({str(controls): planted, str(names): missing}), storekit)
    wanted = {
        "availability": any("Text:" in p and "its page says" in p for p in problems),
        "unlisted": any("Text.planted()" in p and "neither table" in p for p in problems),
        "name": any("top-level ZStack" in p for p in problems),
    }
    if not all(wanted.values()):
        print(f"swiftui check self-test failed: {wanted}; found {problems[:6]}")
        return 1
    print("swiftui check self-test: a wrong availability, an unlisted declaration and an undeclared name are each found")
    return 0


def write_names():
    """StandIns/SwiftUI/Names/: every listed name the other stand-in files do not declare, declared empty, grouped by
    initial into files of at most NAMES_PER_FILE names."""
    others = "".join(path.read_text() for path in sorted(STAND_IN.glob("*.swift")))
    declared = set(re.findall(r"public (?:struct|enum|protocol|class|typealias) (\w+)", others))
    by_initial = {}
    for entry in json.loads(NAMES.read_text())["names"]:
        if entry["name"] not in declared:
            by_initial.setdefault(entry["name"][0].upper(), []).append(entry)
    groups, group = [], []
    for initial in sorted(by_initial):
        if group and sum(len(by_initial[i]) for i in group) + len(by_initial[initial]) > NAMES_PER_FILE:
            groups.append(group)
            group = []
        group.append(initial)
    groups.append(group)
    shutil.rmtree(NAMES_DIR, ignore_errors=True)
    NAMES_DIR.mkdir()
    for group in groups:
        lines = [
            f"// SwiftUI's other top-level names beginning with {group[0]}{'–' + group[-1] if len(group) > 1 else ''}"
            " (scripts/swiftui/swiftui-names.json), declared",
            "// empty so that a public name of ours equal to one collides here as on a Mac. Written by",
            "// scripts/swiftui/check.py --write-names.",
        ]
        for entry in (entry for initial in group for entry in by_initial[initial]):
            lines += ["", f"/// {entry['page'].replace('https://developer.apple.com', '')}", f"public struct {entry['name']} {{}}"]
        name = group[0] if len(group) == 1 else f"{group[0]}-{group[-1]}"
        (NAMES_DIR / f"{name}.swift").write_text("\n".join(lines) + "\n")
    print(f"swiftui check: wrote {len(groups)} files in {NAMES_DIR.relative_to(ROOT)}")


def main():
    if "--write-names" in sys.argv:
        write_names()
        return 0
    storekit = storekit_check()
    storekit.apple_typecheck().build_client()
    if "--self-test" in sys.argv:
        return self_test(storekit)
    problems, skips = run(stand_in_files(), storekit)
    if problems:
        print(f"swiftui stand-in: {len(problems)} finding(s):")
        for problem in problems:
            print(f"  {problem}")
        return 1
    table, names_table = json.loads(TABLE.read_text()), json.loads(NAMES.read_text())
    print(f"swiftui stand-in: {len(table['symbols'])} symbols match their pages and all {len(names_table['names'])} top-level names are declared, "
          f"as iOS and as macOS, none newer than the floor; skipped {skips // len(PLATFORMS)} body declarations of SwiftUI's own views "
          f"(an app never names them); {len(names_table['functions'])} global functions and macros are held apart by collisions.py")
    return 0


if __name__ == "__main__":
    sys.exit(main())
