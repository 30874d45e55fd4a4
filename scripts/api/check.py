#!/usr/bin/env python3
"""Fails when the public API of a library product changes without its checked-in baseline changing too.

For each module behind a library product of Package.swift, the compiler's symbol graph (swift-symbolgraph-extract
over the debug build's modules; build first: `swift build --build-tests --traits Server`) is written as one line
per public declaration (its path and declaration as the compiler prints it), one per conformance, and one per
symbol a module re-exports (`@_exported import`, read from the source), into scripts/api/baseline/<Module>.txt.
A line of the baseline that the build no longer has is a change that can break a user's code (a declaration
removed, renamed or changed, a conformance dropped); a line the build has and the baseline lacks is new API.
Either fails until the baseline is regenerated with --update and committed, so every change to what users
compile against is seen in review (RevenueCat checks its API the same way).

On Linux StoreHelperStoreKit's StoreKit half is compiled out: its baseline holds the part Linux builds;
scripts/apple-typecheck/check.py type-checks the rest as iOS and macOS.

Usage: scripts/api/check.py [--update] [--self-test]
"""
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
                lines.add(f"{kind} {where}{path}: {text(symbol.get('declarationFragments'))}")
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


def compare(module, baseline, current):
    """Messages for what changed between a baseline and the build."""
    removed = [line for line in baseline if line not in set(current)]
    added = [line for line in current if line not in set(baseline)]
    messages = []
    if removed:
        messages.append(f"{module}: {len(removed)} line(s) of the baseline are gone (a change that can break users' code):\n"
                        + "\n".join(f"  - {line}" for line in removed[:40]))
    if added:
        messages.append(f"{module}: {len(added)} line(s) of new public API are not in the baseline:\n"
                        + "\n".join(f"  + {line}" for line in added[:40]))
    return messages


def check(update):
    modules = product_modules()
    paths = search_paths()
    failures = []
    counted = 0
    for module, sources in modules.items():
        current = surface(module, paths, sources)
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
    stale = sorted(p.name for p in BASELINES.glob("*.txt") if p.stem not in modules) if BASELINES.exists() else []
    if update:
        for name in stale:
            (BASELINES / name).unlink()
        print(f"api check: wrote the baselines of {len(modules)} products ({counted} lines)")
        return
    failures += [f"{name}: a baseline of a module that is no product" for name in stale]
    if failures:
        print("\n".join(failures))
        sys.exit("api check: the public API differs from scripts/api/baseline; if the change is meant, run "
                 "scripts/api/check.py --update and commit the baselines with it (a line gone breaks users: say so)")
    print(f"api check: the public API of {len(modules)} products matches its baselines ({counted} lines)")


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

        before = build("public struct Price: Hashable { public var cents: Int }\npublic func charge(_ price: Price) {}\n")
        after = build("public struct Price { public var cents: Int }\npublic func charge(_ price: Price, twice: Bool) {}\n"
                      "public func refund(_ price: Price) {}\n")
        messages = "\n".join(compare("Planted", before, after))
        expected = ["- func charge(_:): func charge(_ price: Price)", "- conformsTo Price: Swift.Hashable",
                    "+ func charge(_:twice:): func charge(_ price: Price, twice: Bool)", "+ func refund(_:): func refund(_ price: Price)"]
        missing = [line for line in expected if line not in messages]
        if missing or compare("Planted", before, before):
            sys.exit(f"api check self-test: expected {missing} in:\n{messages}")
    print("api check self-test: a changed signature, a dropped conformance and a new function are each found")


if __name__ == "__main__":
    if "--self-test" in sys.argv:
        self_test()
    else:
        check("--update" in sys.argv)
