#!/usr/bin/env python3
"""Fails when a public top-level name of the client half equals one of Apple's StoreKit or SwiftUI.

An app file that imports StoreKit and StoreHelper and names such a type does not compile ("'X' is ambiguous
for type lookup"), whatever `@available` says: name lookup ignores availability. This reads the public symbol
graph of every module an app links (the targets behind the products StoreHelper, StoreHelperStoreKit, StoreHelperUI and
StoreHelperLocal), compiled as iOS and as macOS by scripts/apple-typecheck/check.py, and compares its top-level names with every
top-level name of StoreKit and its SwiftUI views (storekit-names.json, from Apple's documentation index), and of
SwiftUI (scripts/swiftui/swiftui-names.json, its types and its global functions and macros, from SwiftUI's index):
an app imports SwiftUI, StoreKit, StoreHelper and StoreHelperUI together and names everything unqualified.
The StoreKit stand-in declares all of them too, so the snippet that imports StoreKit, StoreHelper and
StoreHelperStoreKit together (Examples/ReadmeSnippets/AppBesideStoreKit.swift) fails to compile on one the app
uses; this check fails on every one, used or not. Its self-test plants a public `Storefront` and a public `ZStack` in StoreHelper.

Usage: scripts/storekit/collisions.py [--self-test]
"""
import importlib.util
import json
import pathlib
import subprocess
import sys
import tempfile

ROOT = pathlib.Path(__file__).resolve().parents[2]
NAMES = pathlib.Path(__file__).resolve().parent / "storekit-names.json"
SWIFTUI_NAMES = ROOT / "scripts" / "swiftui" / "swiftui-names.json"


def typecheck_module():
    spec = importlib.util.spec_from_file_location("apple_typecheck", ROOT / "scripts" / "apple-typecheck" / "check.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def top_level_names(platform, replace=None):
    """The public top-level names (types, protocols, type aliases, global functions and variables) of each client
    module compiled as `platform` (scripts/apple-typecheck/check.py's pass, reused), or with `replace` (target →
    {path: text}) of each module through the last replaced target."""
    typecheck = typecheck_module()
    package = json.loads(subprocess.run(["swift", "package", "dump-package"], cwd=ROOT, check=True, capture_output=True, text=True).stdout)
    target = json.loads(subprocess.run(["swift", "-print-target-info"], check=True, capture_output=True, text=True).stdout)["target"]["triple"]
    linux = pathlib.Path(subprocess.run(["swift", "build", "--show-bin-path"], cwd=ROOT, check=True, capture_output=True, text=True).stdout.strip()) / "Modules"
    commands = typecheck.build_commands()
    names = {}
    with tempfile.TemporaryDirectory() as directory:
        work = pathlib.Path(directory) / "pass"
        if replace:
            compiled, errors = typecheck.compile_replacing(platform, package, commands, replace, work)
        else:
            modules, compiled, errors = typecheck.compiled_client(platform, package, commands)
            work = modules
        if errors:
            raise SystemExit("storekit collisions: the client half does not compile as " + platform + ":\n  " + "\n  ".join(errors))
        output = pathlib.Path(directory)
        for module in (target for target in typecheck.client_targets(package) if target in compiled):
            subprocess.run(["swift", "symbolgraph-extract", "-module-name", module, "-I", str(work / "modules"), "-I", str(linux), "-target", target,
                            "-output-dir", str(output), "-minimum-access-level", "public"], check=True, capture_output=True)
            graph = json.loads((output / f"{module}.symbols.json").read_text())
            names[module] = sorted({symbol["pathComponents"][0] for symbol in graph["symbols"] if len(symbol["pathComponents"]) == 1})
    return names


def findings(ours, storekit):
    """Every (module, name) of `ours` (module → names) that StoreKit also declares at top level."""
    return [f"{module}.{name} is also {storekit[name]}" for module, names in sorted(ours.items()) for name in names if name in storekit]


def self_test(storekit):
    """A public `Storefront` (StoreKit's) and a public `ZStack` (SwiftUI's) planted in StoreHelper, compiled as iOS,
    are found; nothing else is."""
    planted = {"StoreHelper": {str(ROOT / "Sources" / "StoreHelper" / "Planted.swift"): "/// Planted.\npublic struct Storefront {}\n/// Planted.\npublic struct ZStack {}\n"}}
    found = findings(top_level_names("iOS", planted), storekit)
    if found != ["StoreHelper.Storefront is also StoreKit's Structure", "StoreHelper.ZStack is also SwiftUI's type"]:
        print(f"storekit collisions self-test failed: {found}")
        return 1
    print("storekit collisions self-test: a public `Storefront` and a public `ZStack` planted in StoreHelper are found as iOS, and nothing else")
    return 0


def main():
    swiftui = json.loads(SWIFTUI_NAMES.read_text())
    storekit = {entry["name"]: "SwiftUI's " + entry.get("kind", "type") for entry in swiftui["names"] + swiftui["functions"]}
    storekit |= {entry["name"]: "StoreKit's " + entry["kind"] for entry in json.loads(NAMES.read_text())["names"]}
    typecheck_module().build_client()
    if "--self-test" in sys.argv:
        return self_test(storekit)
    problems, counts = [], {}
    for platform in ("iOS", "macOS"):
        ours = top_level_names(platform)
        problems += [f"{platform}: {problem}" for problem in findings(ours, storekit)]
        counts[platform] = (sum(len(names) for names in ours.values()), len(ours))
    if problems:
        print(f"storekit collisions: {len(problems)} public name(s) of the client half StoreKit or SwiftUI also declares (an app importing both cannot name them):")
        for problem in problems:
            print(f"  {problem}")
        return 1
    print(
        "storekit collisions: none of the public top-level names of the client modules, as iOS "
        f"({counts['iOS'][0]} in {counts['iOS'][1]} modules) and as macOS ({counts['macOS'][0]}), is one of StoreKit's or SwiftUI's {len(storekit)}"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
