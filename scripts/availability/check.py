#!/usr/bin/env python3
"""Fails when a client target uses an Apple API newer than the floor Package.swift declares.

Linux builds cannot see Apple's availability, so this reads it from Apple's documentation instead:
apple-symbols.json lists symbols (each with its documentation page, precise identifier and the first iOS
and macOS versions that have it); every Swift file of every target the client products link (the
products an app or its tests link, and what they depend on) is searched for them. A finding names the
file, the line, the symbol and the version it needs.

Usage: scripts/availability/check.py [--self-test]
"""
import json
import pathlib
import re
import subprocess
import sys
import tempfile

ROOT = pathlib.Path(__file__).resolve().parents[2]
TABLE = pathlib.Path(__file__).resolve().parent / "apple-symbols.json"
# The products an app links (StoreHelper) and its tests (StoreHelperLocal), and the StoreKit adapter once
# it exists.
CLIENT_PRODUCTS = ["StoreHelper", "StoreHelperLocal", "StoreHelperStoreKit"]


def version(text):
    return tuple(int(part) for part in text.split("."))


def dump_package():
    output = subprocess.run(["swift", "package", "dump-package"], cwd=ROOT, check=True, capture_output=True, text=True)
    return json.loads(output.stdout)


def floor(package):
    floors = {entry["platformName"]: entry["version"] for entry in package.get("platforms", [])}
    return {"iOS": floors.get("ios"), "macOS": floors.get("macos")}


def client_targets(package):
    targets = {target["name"]: target for target in package["targets"]}
    products = {product["name"]: product for product in package["products"]}
    pending = [name for product in CLIENT_PRODUCTS if product in products for name in products[product]["targets"]]
    seen = set()
    while pending:
        name = pending.pop()
        if name in seen or name not in targets:
            continue
        seen.add(name)
        for dependency in targets[name].get("dependencies", []):
            for key in ("byName", "target"):
                if key in dependency:
                    pending.append(dependency[key][0])
    return [(name, targets[name].get("path") or f"Sources/{name}") for name in sorted(seen)]


def uses(symbol, line):
    code = line.split("//", 1)[0]
    if symbol["kind"] == "module":
        return re.match(r"\s*(@_exported\s+|@preconcurrency\s+)*((public|package|internal|fileprivate|private)\s+)?import\s+(\w+\s+)?" + re.escape(symbol["name"]) + r"\b", code)
    return re.search(r"(?<![\w.])" + re.escape(symbol["name"]) + r"\b", code)


def findings(root, targets, symbols, minimum):
    found = []
    for name, path in targets:
        for file in sorted((root / path).rglob("*.swift")):
            for number, line in enumerate(file.read_text(encoding="utf-8").splitlines(), start=1):
                for symbol in symbols:
                    needs = [
                        f"{platform} {symbol[platform]}"
                        for platform in ("iOS", "macOS")
                        if minimum[platform] and version(symbol[platform]) > version(minimum[platform])
                    ]
                    if needs and uses(symbol, line):
                        found.append(
                            f"{file.relative_to(root)}:{number}: {symbol['name']} needs {' and '.join(needs)} "
                            f"(the floor is iOS {minimum['iOS']}, macOS {minimum['macOS']}; {symbol['page']})"
                        )
    return found


def self_test(symbols):
    """The check finds what it must: a use of each kind is reported below its version and not at it."""
    with tempfile.TemporaryDirectory() as directory:
        root = pathlib.Path(directory)
        (root / "Sources/Client").mkdir(parents=True)
        (root / "Sources/Client/Locks.swift").write_text(
            "import Synchronization\n// a Mutex in a comment is not a use\nlet lock = Mutex(0)\nlet counter = Atomic<Int>(0)\n"
        )
        below = findings(root, [("Client", "Sources/Client")], symbols, {"iOS": "17.0", "macOS": "14.0"})
        at = findings(root, [("Client", "Sources/Client")], symbols, {"iOS": "18.0", "macOS": "15.0"})
    expected = ["Locks.swift:1: Synchronization", "Locks.swift:3: Mutex", "Locks.swift:4: Atomic"]
    reported = [" ".join(line.split(" ")[:2]).replace("Sources/Client/", "") for line in below]
    if reported != expected or at:
        print(f"availability self-test failed: below the floor {reported} (expected {expected}); at it {at}", file=sys.stderr)
        return 1
    print("availability self-test: uses below the floor are found, uses at it pass")
    return 0


def main():
    symbols = json.loads(TABLE.read_text())["symbols"]
    if sys.argv[1:] == ["--self-test"]:
        return self_test(symbols)
    package = dump_package()
    minimum = floor(package)
    targets = client_targets(package)
    found = findings(ROOT, targets, symbols, minimum)
    for line in found:
        print(line, file=sys.stderr)
    if found:
        print(f"availability: {len(found)} uses of Apple APIs newer than the declared floor", file=sys.stderr)
        return 1
    print(
        f"availability: {len(targets)} client targets ({', '.join(name for name, _ in targets)}) use none of "
        f"{len(symbols)} symbols newer than iOS {minimum['iOS']} / macOS {minimum['macOS']}"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
