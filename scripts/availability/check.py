#!/usr/bin/env python3
"""Fails when any target uses an Apple API newer than the floor Package.swift declares, outside a guard.

Linux's compiler does not check Apple's availability, so this does, from what the compiler recorded:
  - every reference in every target (libraries, tools, snippets, test support, tests, benchmarks) comes from
    the build's index store (build first: `swift build --build-tests --traits Server`);
  - Apple's versions of the toolchain's modules (the standard library, Concurrency, Synchronization,
    Foundation, Dispatch, Observation, …) come from their symbol graphs, which keep Apple's `@available`;
  - a reference to a symbol newer than the floor must stand in a scope that `#available` or `@available`
    guards from its versions on (`guard #available` included), read from the source text; a symbol with an
    older twin of the same name (a default implementation beside a newer requirement) is the compiler's choice
    below the floor and passes;
  - every such symbol the code uses, guarded or not, is listed in apple-symbols.json with its documentation
    page, precise identifier and the versions the page gives, which must be the toolchain's; so are modules
    newer than the floor, whose `import` is looked for in the text.
Apple's own frameworks (StoreKit, UIKit, AppKit) are not in a Linux toolchain: scripts/storekit/check.py reads
the StoreKit adapter against the stand-in's declarations.

Usage: scripts/availability/check.py [--self-test]
"""
import json
import pathlib
import re
import subprocess
import sys
import tempfile

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent))
import indexstore  # noqa: E402
import symbolgraphs  # noqa: E402
from scopes import Guards, version  # noqa: E402

ROOT = pathlib.Path(__file__).resolve().parents[2]
TABLE = pathlib.Path(__file__).resolve().parent / "apple-symbols.json"
PLATFORMS = ("iOS", "macOS")


def dump_package():
    output = subprocess.run(["swift", "package", "dump-package"], cwd=ROOT, check=True, capture_output=True, text=True)
    return json.loads(output.stdout)


def floor(package):
    floors = {entry["platformName"]: entry["version"] for entry in package.get("platforms", [])}
    return {"iOS": floors.get("ios"), "macOS": floors.get("macos")}


def target_files(root, package):
    """Every Swift file of every target: path → target name."""
    files = {}
    for target in package["targets"]:
        default = "Tests" if target["type"] == "test" else "Sources"
        directory = root / (target.get("path") or f"{default}/{target['name']}")
        for file in sorted(directory.rglob("*.swift")):
            files[str(file.resolve())] = target["name"]
    return files


def needs(entry, floors):
    """The platforms and versions `entry` needs above the floor."""
    return {platform: entry[platform] for platform in PLATFORMS if entry.get(platform) and floors.get(platform) and version(entry[platform]) > version(floors[platform])}


def spelled(need):
    return " and ".join(f"{platform} {value}" for platform, value in need.items())


def findings(root, files, references, newer, table, floors):
    """Unguarded uses of symbols above the floor, and symbols used (guarded or not) that the table lacks or
    misstates; also what was used, for the summary."""
    problems, used, guards = [], {}, {}
    listed = {entry["usr"]: entry for entry in table["symbols"]}
    for path, line, column, usr in references:
        entry = newer.get(usr)
        if not entry:
            continue
        need = needs(entry, floors)
        used.setdefault(usr, 0)
        used[usr] += 1
        if path not in guards:
            guards[path] = Guards(pathlib.Path(path).read_text(encoding="utf-8"))
        if not guards[path].covers(line, column, need):
            relative = pathlib.Path(path).relative_to(root)
            page = listed.get(usr, {}).get("page", "no page listed")
            problems.append(
                f"{relative}:{line}: {entry['name']} needs {spelled(need)} (the floor is iOS {floors['iOS']}, macOS {floors['macOS']}; "
                f"{files[path]}) and no #available or @available guards it ({page})"
            )
    for usr in sorted(used, key=lambda usr: newer[usr]["name"]):
        entry, row = newer[usr], listed.get(usr)
        if not row:
            problems.append(f"{entry['name']} ({usr}, {spelled(needs(entry, floors))}) is used; apple-symbols.json lacks it and its page")
            continue
        stated = {platform: row[platform] for platform in PLATFORMS}
        toolchain = {platform: entry.get(platform) for platform in PLATFORMS}
        if any(toolchain[platform] and version(stated[platform]) != version(toolchain[platform]) for platform in PLATFORMS):
            problems.append(f"{row['name']}: apple-symbols.json says iOS {stated['iOS']}, macOS {stated['macOS']}; the toolchain {toolchain}")
    for row in table["symbols"]:
        if row["kind"] != "module" or not needs(row, floors):
            continue
        pattern = re.compile(r"^\s*(@\w+\s+)*((public|package|internal|fileprivate|private)\s+)?import\s+(\w+\s+)?" + re.escape(row["name"]) + r"\b", re.M)
        for path in files:
            for match in pattern.finditer(pathlib.Path(path).read_text(encoding="utf-8")):
                line = pathlib.Path(path).read_text(encoding="utf-8").count("\n", 0, match.start()) + 1
                problems.append(f"{pathlib.Path(path).relative_to(root)}:{line}: imports {row['name']}, which needs {spelled(needs(row, floors))} ({row['page']})")
    return problems, used


def index_store():
    bin_path = subprocess.run(["swift", "build", "--show-bin-path"], cwd=ROOT, check=True, capture_output=True, text=True).stdout.strip()
    store = pathlib.Path(bin_path) / "index" / "store"
    if not store.exists():
        raise SystemExit(f"availability: no index store at {store}; build first (swift build --build-tests --traits Server)")
    return store


SELF_TEST_SERVER = '''import Synchronization
// a Mutex in a comment is not a use
let lock = Mutex(0)
@available(macOS 15, iOS 18, *)
func guarded() -> Int { Mutex(1).withLock { $0 } }
func checked() {
    if #available(macOS 15, iOS 18, *) { _ = Mutex(2) } else { _ = Mutex(3) }
}
func early() -> Int {
    guard #available(macOS 15, iOS 18, *) else { return 0 }
    _ = "} Mutex in a string {"
    return Mutex(4).withLock { $0 }
}
func partly() {
    if #available(macOS 15, *) { _ = Mutex(5) }
}
func twin(_ value: Int) -> Int { value &* 3 }
'''
SELF_TEST_TESTS = '''import Synchronization
let shared = Mutex([Int]())
'''


def self_test():
    """The check finds unguarded uses in a server target and a test target, passes guarded ones (`if`, `guard`,
    `@available`), reads an `else` and a guard for one platform as none, and wants every symbol it finds listed."""
    floors = {"iOS": "17.0", "macOS": "14.0"}
    with tempfile.TemporaryDirectory() as directory:
        root = pathlib.Path(directory)
        files = {}
        for target, relative, source in [("Server", "Sources/Server/Locks.swift", SELF_TEST_SERVER), ("ServerTests", "Tests/ServerTests/LockTests.swift", SELF_TEST_TESTS)]:
            path = root / relative
            path.parent.mkdir(parents=True)
            path.write_text(source)
            files[str(path.resolve())] = target
            # One store per module: without an output file, a type-check names its index unit after nothing else.
            subprocess.run(
                ["swiftc", "-typecheck", "-parse-as-library", "-module-name", target, "-index-store-path", str(root / target), str(path)],
                check=True,
                capture_output=True,
            )
        references = [
            (str(pathlib.Path(path).resolve()), line, column, usr)
            for target in set(files.values())
            for path, line, column, usr in indexstore.references(root / target, lambda path: str(pathlib.Path(path).resolve()) in files)
        ]
        newer = symbolgraphs.newer_than(floors, symbolgraphs.symbols(["Swift", "Synchronization"]))
        table = {
            "symbols": [
                {"name": "Synchronization", "kind": "module", "usr": "Synchronization", "page": "p", "iOS": "18.0", "macOS": "15.0"},
                {"name": "Mutex", "kind": "type", "usr": "s:15Synchronization5MutexV", "page": "p", "iOS": "18.0", "macOS": "15.0"},
            ]
        }
        problems, used = findings(root, files, references, newer, table, floors)
    reported = sorted({" ".join(problem.split(" ")[:2]) for problem in problems if ".swift:" in problem.split(" ")[0]})
    expected = sorted(
        {
            "Sources/Server/Locks.swift:1: imports", "Sources/Server/Locks.swift:3: Mutex", "Sources/Server/Locks.swift:3: Mutex.init(_:)",
            "Sources/Server/Locks.swift:7: Mutex", "Sources/Server/Locks.swift:7: Mutex.init(_:)", "Sources/Server/Locks.swift:15: Mutex",
            "Sources/Server/Locks.swift:15: Mutex.init(_:)", "Tests/ServerTests/LockTests.swift:1: imports", "Tests/ServerTests/LockTests.swift:2: Mutex",
            "Tests/ServerTests/LockTests.swift:2: Mutex.init(_:)",
        }
    )
    unlisted = sorted(problem.split(" ")[0] for problem in problems if "lacks it" in problem)
    if reported != expected or unlisted != ["Mutex.init(_:)", "Mutex.withLock(_:)"] or "&*" in str(problems):
        print(f"availability self-test failed:\n  reported {reported}\n  expected {expected}\n  unlisted {unlisted}", file=sys.stderr)
        return 1
    print(
        f"availability self-test: unguarded uses in a server and a test target are found ({len(reported)}), guarded ones "
        "(if, guard, @available) pass, an else and a one-platform guard do not, used symbols missing from the table are named"
    )
    return 0


def main():
    if sys.argv[1:] == ["--self-test"]:
        return self_test()
    package = dump_package()
    floors = floor(package)
    files = target_files(ROOT, package)
    recorded = set()
    references = indexstore.references(index_store(), lambda path: str(pathlib.Path(path).resolve()) in files, recorded)
    references = [(str(pathlib.Path(path).resolve()), line, column, usr) for path, line, column, usr in references]
    indexed = {str(pathlib.Path(path).resolve()) for path in recorded}
    unbuilt = sorted(set(files.values()) - {files[path] for path in indexed})
    if unbuilt:
        print(f"availability: the index holds nothing of {', '.join(unbuilt)}; build first (swift build --build-tests --traits Server)", file=sys.stderr)
        return 1
    newer = symbolgraphs.newer_than(floors, symbolgraphs.symbols())
    table = json.loads(TABLE.read_text())
    problems, used = findings(ROOT, files, references, newer, table, floors)
    for problem in problems:
        print(problem, file=sys.stderr)
    if problems:
        print(f"availability: {len(problems)} finding(s) against the floor iOS {floors['iOS']}, macOS {floors['macOS']}", file=sys.stderr)
        return 1
    targets = len(set(files.values()))
    print(
        f"availability: {targets} targets, {len(indexed)} files, {len(references)} references read from the index; "
        f"{len(newer)} toolchain symbols are newer than iOS {floors['iOS']} / macOS {floors['macOS']}; the code uses "
        f"{len(used)} of them ({sum(used.values())} references), each guarded and listed with its page"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
