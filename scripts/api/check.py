#!/usr/bin/env python3
"""Fails when the public API of a library product changes without its checked-in baseline changing too.

For each module behind a library product of Package.swift, the compiler's symbol graph (swift-symbolgraph-extract
over the debug build's modules; build first: `swift build --build-tests --traits Server`) is written as one line
per public declaration (its path and declaration as the compiler prints it), one per conformance, and one per
symbol a module re-exports (`@_exported import`, read from the source), into scripts/api/baseline/<Module>.txt.
A line of the baseline that the build no longer has is a change that can break a user's code (a declaration
removed, renamed or changed, a conformance dropped); a line the build has and the baseline lacks is new API.
Either fails until the baseline is regenerated with --update and committed, so every change to what users
compile against is seen in review (RevenueCat checks its API the same way). A deprecated declaration's line ends in
` [deprecated, renamed: …]`, and the report tells a deprecation, a removal after one, and a removal without one (the
house rule: a public name is deprecated for a release before it goes; CHANGELOG.md says what changed and how to move).

What only Apple's platforms compile (StoreHelperUI's SwiftUI views, StoreHelperStoreKit's sheets and SwiftUI modifier)
is read from the modules scripts/apple-typecheck/check.py compiles as iOS and as macOS, and kept in
scripts/api/baseline/<Module>@Apple.txt: each line the Linux build lacks, tagged with the platforms that have it.

Usage: scripts/api/check.py [--update] [--self-test]
"""
import importlib.util
import json
import pathlib
import re
import subprocess
import sys
import tempfile

ROOT = pathlib.Path(__file__).resolve().parents[2]
BASELINES = pathlib.Path(__file__).resolve().parent / "baseline"
MODULES_DIR = ROOT / ".build" / "debug" / "Modules"
# Conformances every type has unless it opts out, or that another implies: the compiler lists them, and which it
# lists moves between toolchains, while what users compile against does not.
IMPLICIT = {"Swift.Copyable", "Swift.Escapable", "Swift.SendableMetatype", "Swift.BitwiseCopyable"}
EXPORTED = re.compile(r"^@_exported\s+import\s+(.+?)\s*(//.*)?$", re.MULTILINE)
# A symbol-level re-export line: `reexport <kind> <Module>.<Name>` (groups: the prefix, the module, the name).
REEXPORT_NAME = re.compile(r"^(reexport \w+ )(\w+)\.(\w+)$")


def target():
    machine = subprocess.run(["uname", "-m"], check=True, capture_output=True, text=True).stdout.strip()
    return f"{machine}-unknown-linux-gnu"


def product_modules():
    """The modules behind the package's library products, with each one's source directory."""
    output = subprocess.run(["swift", "package", "--traits", "Server", "dump-package"], cwd=ROOT, check=True, capture_output=True, text=True)
    package = json.loads(output.stdout)
    targets = {t["name"]: t for t in package["targets"]}
    modules = {}
    for product in package["products"]:
        if "library" not in product["type"]:
            continue
        for name in product["targets"]:
            modules[name] = ROOT / (targets[name].get("path") or f"Sources/{name}")
    return dict(sorted(modules.items()))


def search_paths():
    """The build's Swift modules, and the C modules they import (their module maps, from the checkouts and the
    build's own generated ones)."""
    maps = {p.parent for p in (ROOT / ".build" / "checkouts").glob("*/Sources/**/module.modulemap")}
    maps |= {p.parent for p in (ROOT / ".build" / "debug").glob("*.build/module.modulemap")}
    return [MODULES_DIR] + sorted(maps)


def text(fragments):
    return "".join(fragment["spelling"] for fragment in fragments or []).replace("\n", " ")


DEPRECATED = re.compile(r" \[deprecated[^\]]*\]$")


def deprecation(symbol):
    """` [deprecated]` (with what replaces it) for a symbol deprecated on every platform, else nothing."""
    for availability in symbol.get("availability") or []:
        if availability.get("domain", "*") == "*" and (availability.get("isUnconditionallyDeprecated") or "deprecated" in availability):
            renamed = availability.get("renamed")
            return f" [deprecated{', renamed: ' + renamed if renamed else ''}]"
    return ""


def surface(module, search_paths, sources=None):
    """The lines of `module`'s public API, sorted."""
    with tempfile.TemporaryDirectory() as output:
        command = ["swift-symbolgraph-extract", "-module-name", module, "-target", target(), "-minimum-access-level", "public",
                   "-skip-synthesized-members", "-output-dir", output]
        for path in search_paths:
            command += ["-I", str(path)]
        result = subprocess.run(command, capture_output=True, text=True)
        if result.returncode != 0:
            sys.exit(f"api check: swift-symbolgraph-extract failed for {module}:\n{result.stderr}")
        graphs = [p for p in pathlib.Path(output).glob("*.symbols.json") if p.name.split("@")[0].split(".")[0] == module]
        lines = set()
        for graph in graphs:
            data = json.loads(graph.read_text())
            extended = graph.name.split("@")[1].split(".")[0] if "@" in graph.name else None
            names = {}
            for symbol in data["symbols"]:
                path = ".".join(symbol["pathComponents"])
                names[symbol["identifier"]["precise"]] = path
                where = f"{extended}:" if extended else ""
                kind = symbol["kind"]["identifier"].removeprefix("swift.")
                lines.add(f"{kind} {where}{path}: {text(symbol.get('declarationFragments'))}{deprecation(symbol)}")
            for relation in data.get("relationships", []):
                if relation["kind"] not in ("conformsTo", "inheritsFrom") or relation["source"] not in names:
                    continue
                other = names.get(relation["target"]) or relation.get("targetFallback") or relation["target"]
                if other in IMPLICIT:
                    continue
                lines.add(f"{relation['kind']} {names[relation['source']]}: {other}")
    for source in sorted((sources or pathlib.Path("/nonexistent")).rglob("*.swift")):
        for match in EXPORTED.finditer(source.read_text()):
            lines.add(f"reexport {match.group(1)}")
    return sorted(lines)


def classify(baseline, current):
    """What changed, told apart: declarations newly deprecated, ones removed after a release deprecated, ones removed
    (or changed) that were never deprecated (those break users without warning), and new ones."""
    undeprecated = lambda line: DEPRECATED.sub("", line)
    now = {undeprecated(line): line for line in current}
    removed = [line for line in baseline if line not in set(current)]
    added = [line for line in current if line not in set(baseline)]
    deprecated = [now[undeprecated(line)] for line in removed if undeprecated(line) in now and DEPRECATED.search(now[undeprecated(line)])]
    gone = [line for line in removed if undeprecated(line) not in now]
    # A re-exported name whose declaration moved to another module (`reexport struct A.Name` gone, `reexport struct
    # B.Name` new): the import still brings the same name, so users' code compiles as before.
    reexported = {REEXPORT_NAME.sub(r"\1\3", line) for line in added if REEXPORT_NAME.match(line)}
    moved = [line for line in gone if REEXPORT_NAME.match(line) and REEXPORT_NAME.sub(r"\1\3", line) in reexported]
    return {
        "deprecated": deprecated,
        "moved": moved,
        "removed after deprecation": [line for line in gone if DEPRECATED.search(line)],
        "removed without deprecation": [line for line in gone if not DEPRECATED.search(line) and line not in moved],
        "new": [line for line in added if line not in set(deprecated)],
    }


def compare(module, baseline, current):
    """Messages for what changed between a baseline and the build."""
    changes = classify(baseline, current)
    messages = []
    if changes["removed without deprecation"]:
        lines = changes["removed without deprecation"]
        messages.append(f"{module}: {len(lines)} line(s) of the baseline are gone without a release of deprecation (breaks "
                        "users' code without warning; deprecate with @available(*, deprecated, renamed:) first, and say so in "
                        "CHANGELOG.md):\n" + "\n".join(f"  - {line}" for line in lines[:40]))
    if changes["moved"]:
        lines = changes["moved"]
        messages.append(f"{module}: {len(lines)} re-exported name(s) now declared in another module, still re-exported "
                        "(source-compatible; say so in CHANGELOG.md):\n" + "\n".join(f"  > {line}" for line in lines[:40]))
    if changes["removed after deprecation"]:
        lines = changes["removed after deprecation"]
        messages.append(f"{module}: {len(lines)} deprecated line(s) removed (say so in CHANGELOG.md):\n"
                        + "\n".join(f"  - {line}" for line in lines[:40]))
    if changes["deprecated"]:
        lines = changes["deprecated"]
        messages.append(f"{module}: {len(lines)} line(s) newly deprecated (users are warned; keep them a release):\n"
                        + "\n".join(f"  ~ {line}" for line in lines[:40]))
    if changes["new"]:
        lines = changes["new"]
        messages.append(f"{module}: {len(lines)} line(s) of new public API are not in the baseline:\n"
                        + "\n".join(f"  + {line}" for line in lines[:40]))
    return messages


# The products with code that only Apple's platforms compile.
APPLE_ONLY = ("StoreHelperStoreKit", "StoreHelperUI")


def apple_surfaces(paths, linux):
    """`<Module>@Apple` → the lines of APPLE_ONLY modules' public API that the Linux build lacks (`linux`: module →
    its lines), each tagged with
    the platforms that have it (`[iOS, macOS] ...`), read from scripts/apple-typecheck/check.py's passes (reused when
    their inputs are unchanged)."""
    spec = importlib.util.spec_from_file_location("apple_typecheck", ROOT / "scripts" / "apple-typecheck" / "check.py")
    typecheck = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(typecheck)
    typecheck.build_client()
    package = json.loads(subprocess.run(["swift", "package", "dump-package"], cwd=ROOT, check=True, capture_output=True, text=True).stdout)
    commands = typecheck.build_commands()
    by_platform = {}
    for platform in typecheck.PLATFORMS:
        work, _, errors = typecheck.compiled_client(platform, package, commands)
        if errors:
            sys.exit(f"api check: the client half does not compile as {platform} (scripts/apple-typecheck/check.py)")
        by_platform[platform] = {module: set(surface(module, [work / "modules"] + paths)) for module in APPLE_ONLY}
    surfaces = {}
    for module in APPLE_ONLY:
        apple = set().union(*(lines[module] for lines in by_platform.values())) - set(linux[module])
        tagged = {f"[{', '.join(p for p in by_platform if line in by_platform[p][module])}] {line}" for line in apple}
        surfaces[f"{module}@Apple"] = sorted(tagged)
    return surfaces


def check(update):
    modules = product_modules()
    paths = search_paths()
    failures = []
    counted = 0
    surfaces = {module: surface(module, paths, sources) for module, sources in modules.items()}
    surfaces.update(apple_surfaces(paths, surfaces))
    for module, current in surfaces.items():
        counted += len(current)
        path = BASELINES / f"{module}.txt"
        if update:
            BASELINES.mkdir(parents=True, exist_ok=True)
            path.write_text("".join(line + "\n" for line in current))
            continue
        if not path.exists():
            failures.append(f"{module}: no baseline ({path.relative_to(ROOT)})")
            continue
        failures += compare(module, path.read_text().splitlines(), current)
    stale = sorted(p.name for p in BASELINES.glob("*.txt") if p.stem not in surfaces) if BASELINES.exists() else []
    if update:
        for name in stale:
            (BASELINES / name).unlink()
        print(f"api check: wrote the baselines of {len(modules)} products, {len(APPLE_ONLY)} of them with their Apple-only API ({counted} lines)")
        return
    failures += [f"{name}: a baseline of a module that is no product" for name in stale]
    if failures:
        print("\n".join(failures))
        sys.exit("api check: the public API differs from scripts/api/baseline; if the change is meant, run "
                 "scripts/api/check.py --update and commit the baselines with it (a line gone breaks users: say so)")
    print(f"api check: the public API of {len(modules)} products matches its baselines, Apple-only API of {len(APPLE_ONLY)} of them "
          f"included ({counted} lines)")


def self_test():
    """A planted module changed three ways (a parameter added, a conformance dropped, a function added): the
    comparison names each, and an unchanged module passes."""
    with tempfile.TemporaryDirectory() as directory:
        directory = pathlib.Path(directory)

        def build(source):
            (directory / "Planted.swift").write_text(source)
            subprocess.run(["swiftc", "-emit-module", "-module-name", "Planted", "-parse-as-library", "-o",
                            str(directory / "Planted.swiftmodule"), str(directory / "Planted.swift")], check=True, capture_output=True)
            return surface("Planted", [directory])

        before = build("public struct Price: Hashable { public var cents: Int }\npublic func charge(_ price: Price) {}\n"
                       "public func bill(_ price: Price) {}\n")
        after = build("public struct Price { public var cents: Int }\npublic func charge(_ price: Price, twice: Bool) {}\n"
                      "public func refund(_ price: Price) {}\n"
                      "@available(*, deprecated, renamed: \"invoice(_:)\") public func bill(_ price: Price) {}\n")
        messages = "\n".join(compare("Planted", before, after))
        expected = ["- func charge(_:): func charge(_ price: Price)", "- conformsTo Price: Swift.Hashable",
                    "+ func charge(_:twice:): func charge(_ price: Price, twice: Bool)", "+ func refund(_:): func refund(_ price: Price)",
                    "~ func bill(_:): func bill(_ price: Price) [deprecated, renamed: invoice(_:)]", "without a release of deprecation"]
        missing = [line for line in expected if line not in messages]
        later = build("public struct Price { public var cents: Int }\n")
        removal = "\n".join(compare("Planted", after, later))
        if "deprecated line(s) removed" not in removal or "- func bill(_:)" not in removal.split("deprecated line(s) removed")[1]:
            missing.append("a deprecated function's removal told apart")
        moved = "\n".join(compare("Planted", ["reexport struct Old.Price"], ["reexport struct New.Price"]))
        if "> reexport struct Old.Price" not in moved or "without a release of deprecation" in moved:
            missing.append("a re-exported name moved to another module told apart from a removal")
        if missing or compare("Planted", before, before):
            sys.exit(f"api check self-test: expected {missing} in:\n{messages}\n{removal}")
    print("api check self-test: a changed signature, a dropped conformance, a new function, a deprecation, a removal "
          "with and without one, and a re-exported name that moved are each found")


if __name__ == "__main__":
    if "--self-test" in sys.argv:
        self_test()
    else:
        check("--update" in sys.argv)
