#!/usr/bin/env python3
"""Fails when the StoreKit stand-in (StandIns/StoreKit, Linux only) differs from Apple's documented StoreKit.

storekit-symbols.json lists the StoreKit symbols the stand-in declares, each with the precise identifier
(USR) its documentation page gives. This extracts the stand-in's symbol graph, spells every USR out with
`swift demangle` (so Linux's Foundation, whose types live in FoundationEssentials, reads as Apple's), and
fails on:
  - a listed symbol the stand-in does not declare with that signature (a declaration typed wrong);
  - a StoreKit symbol the stand-in declares that the list lacks (neither listed nor pending);
  - a listed symbol Apple ships later than the floor Package.swift declares (the adapter uses each one
    unconditionally);
  - a symbol listed under `notDeclared` (newer than the floor) that the stand-in declares: left out, the
    adapter cannot name it without failing to compile here.
`StoreKitStandIn`, the fake, is not Apple's and is left out.

Usage: scripts/storekit/check.py [--self-test]
"""
import json
import pathlib
import subprocess
import sys
import tempfile

ROOT = pathlib.Path(__file__).resolve().parents[2]
TABLE = pathlib.Path(__file__).resolve().parent / "storekit-symbols.json"
sys.path.insert(0, str(ROOT / "scripts" / "availability"))
from check import dump_package, floor, version  # noqa: E402  (the floor as the availability check reads it)

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
    """The stand-in's public StoreKit symbols: path → USRs (the fake and synthesized members left out)."""
    subprocess.run(["swift", "build", "--target", "StoreKit"], cwd=ROOT, check=True, capture_output=True)
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
    declared = {}
    for symbol in graph["symbols"]:
        usr = symbol["identifier"]["precise"]
        path = ".".join(symbol["pathComponents"])
        if "::SYNTHESIZED::" in usr or path.startswith("StoreKitStandIn"):
            continue
        declared.setdefault(path, []).append(usr)
    return declared


def findings(table, declared, floors):
    """What differs between the documented list and the stand-in's declarations, and how many
    declarations wait for their page to be read."""
    listed = {symbol["usr"] for symbol in table["symbols"]}
    excluded = {symbol["usr"] for symbol in table.get("notDeclared", [])}
    all_declared = [usr for usrs in declared.values() for usr in usrs]
    names = spelled_out(sorted(listed | excluded | set(all_declared)))
    declared_names = {names[usr] for usr in all_declared}
    listed_names = {names[usr] for usr in listed}
    pending = set(table.get("pending", []))
    problems = []
    for symbol in table["symbols"]:
        if names[symbol["usr"]] not in declared_names:
            path = symbol["name"]
            seen = [names[usr] for usr in declared.get(path, [])]
            problems.append(f"{path}: documented as `{names[symbol['usr']]}`, declared as {seen or 'nothing'} ({symbol['page']})")
        for platform in ("iOS", "macOS"):
            if floors.get(platform) and version(symbol[platform]) > version(floors[platform]):
                problems.append(f"{symbol['name']}: {platform} {symbol[platform]}, above the floor {floors[platform]}")
    for symbol in table.get("notDeclared", []):
        if names[symbol["usr"]] in declared_names:
            problems.append(f"{symbol['name']}: declared, but listed as not to be declared ({symbol['why']})")
    for path, usrs in sorted(declared.items()):
        for usr in usrs:
            if names[usr] not in listed_names and path not in pending:
                problems.append(f"{path}: declared as `{names[usr]}`, which storekit-symbols.json lacks")
    unread = sum(1 for usr in all_declared if names[usr] not in listed_names)
    return problems, unread


def self_test():
    """The check finds a wrong signature, an unlisted declaration and a symbol above the floor."""
    table = {
        "symbols": [
            {"name": "Product.price", "page": "p", "usr": "s:8StoreKit7ProductV5priceSo9NSDecimalavp", "iOS": "15.0", "macOS": "12.0"},
            {"name": "Product.id", "page": "p", "usr": "s:8StoreKit7ProductV2idSSvp", "iOS": "18.0", "macOS": "12.0"},
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
    }
    problems, _ = findings(table, declared, {"iOS": "17.0", "macOS": "14.0"})
    expected = [
        "Product.id: documented", "Product.id: iOS 18.0, above the floor", "Product.id: declared", "Product.displayName: declared",
        "Product.later: declared, but listed as not", "Product.later: declared as",
    ]
    missing = [text for text in expected if not any(problem.startswith(text) for problem in problems)]
    unexpected = [problem for problem in problems if not any(problem.startswith(text) for text in expected)]
    if missing or unexpected:
        print(f"storekit check self-test failed: missing {missing}, unexpected {unexpected}")
        return 1
    print(
        "storekit check self-test: a wrong type, an unlisted declaration, a symbol above the floor and a declared "
        "one that must not be are found; Linux's Foundation reads as Apple's"
    )
    return 0


def main():
    if "--self-test" in sys.argv:
        return self_test()
    table = json.loads(TABLE.read_text())
    declared = stand_in_symbols()
    problems, unread = findings(table, declared, floor(dump_package()))
    count = sum(len(usrs) for usrs in declared.values())
    if problems:
        print(f"storekit stand-in: {len(problems)} finding(s):")
        for problem in problems:
            print(f"  {problem}")
        return 1
    print(
        f"storekit stand-in: {count} declarations; {count - unread} match their documented USR, "
        f"{unread} wait for their page to be read (pending); none of the documented ones is above the floor; "
        f"{len(table.get('notDeclared', []))} newer than the floor left undeclared"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
