#!/usr/bin/env python3
"""Fails when Package.swift and the imports disagree: a target declares a dependency none of its files imports, or a
file imports a module its target does not declare (it then compiles only because another dependency happens to bring
the module along, and breaks when that one changes).

Each target's Swift files (its path, its excludes left out) are read for `import` declarations, whatever their
modifiers (`@_exported`, `public`, `@testable`, `import struct M.T`) and whatever `#if` surrounds them: a dependency
declared for a trait or a platform is imported under the matching `#if`. A product dependency counts as imported when
one of the modules the product vends is (read from the dependency's own manifest in .build/checkouts). The
platform's own modules (Foundation, Glibc, Darwin, Testing, SwiftUI, ...) need no declaration; StoreKit, StoreKitTest and
_StoreKit_SwiftUI are Apple's frameworks on Apple's platforms and targets of this package on Linux, so importing them
needs no declaration while declaring them needs an import.

Usage: scripts/package-imports/check.py [--self-test]
"""
import json
import pathlib
import re
import subprocess
import sys

ROOT = pathlib.Path(__file__).resolve().parents[2]
PLATFORM_MODULES = {
    "Foundation", "FoundationEssentials", "FoundationInternationalization", "FoundationNetworking", "FoundationXML", "Dispatch",
    "Glibc", "Musl", "Darwin", "Android", "Bionic", "WinSDK", "ucrt", "XCTest", "Testing", "Observation", "_Concurrency",
    "Synchronization", "Distributed", "RegexBuilder", "_StringProcessing", "os", "UIKit", "AppKit", "SwiftUI", "Accessibility", "CryptoKit",
    "Security", "CoreFoundation",
}
# Apple's frameworks that this package declares as targets on Linux only.
APPLE_ON_LINUX = {"StoreKit", "StoreKitTest", "_StoreKit_SwiftUI"}
IMPORT = re.compile(
    r"^[ \t]*(?:@[\w()]+[ \t]+)*(?:(?:public|package|internal|private|fileprivate)[ \t]+)?import[ \t]+"
    r"(?:(?:struct|class|enum|protocol|typealias|func|var|let)[ \t]+)?([A-Za-z_]\w*)",
    re.MULTILINE,
)


def dump(path=None):
    command = ["swift", "package", "dump-package"] + (["--package-path", str(path)] if path else [])
    return json.loads(subprocess.run(command, cwd=ROOT, check=True, capture_output=True, text=True).stdout)


def product_modules():
    """(package identity, product name) → the modules the product vends, from each checked-out dependency's manifest."""
    modules = {}
    for checkout in sorted((ROOT / ".build" / "checkouts").iterdir()):
        if not (checkout / "Package.swift").exists():
            continue
        manifest = dump(checkout)
        for product in manifest["products"]:
            modules[(checkout.name.lower(), product["name"])] = set(product["targets"])
    return modules


def target_files(target):
    default = "Tests" if target["type"] == "test" else "Sources"
    directory = ROOT / (target.get("path") or f"{default}/{target['name']}")
    excluded = [directory / path for path in target.get("exclude", [])]
    return {str(path): path.read_text() for path in sorted(directory.rglob("*.swift")) if not any(path.is_relative_to(e) for e in excluded)}


def declared_dependencies(target, products):
    """The target's dependencies: name → the modules that, imported, use it."""
    declared = {}
    for dependency in target["dependencies"]:
        kind, value = next(iter(dependency.items()))
        if kind in ("byName", "target"):
            declared[value[0]] = {value[0]}
        elif kind == "product":
            name, package = value[0], value[1]
            declared[f"{name} (from {package})"] = products.get((package.lower(), name), {name})
    return declared


def findings(package, products, files_of):
    problems = []
    for target in package["targets"]:
        imported = {module for text in files_of(target).values() for module in IMPORT.findall(text)} - {target["name"]}
        declared = declared_dependencies(target, products)
        for name, modules in declared.items():
            if not modules & imported:
                problems.append(f"{target['name']} declares {name}, which none of its files imports")
        available = set().union(*declared.values()) if declared else set()
        for module in sorted(imported - available - PLATFORM_MODULES - APPLE_ON_LINUX):
            problems.append(f"{target['name']} imports {module}, which it does not declare")
    return problems


def self_test(package, products):
    """A planted import of an undeclared module and a planted unused dependency are both found."""
    planted = json.loads(json.dumps(package))
    target = next(t for t in planted["targets"] if t["name"] == "AppStoreModels")
    target["dependencies"].append({"byName": ["Entitlements", None]})

    def files_of(t):
        files = target_files(t)
        if t["name"] == "StoreHelperUI":
            files["planted.swift"] = "import LocalAppStore\n"
        return files

    found = findings(planted, products, files_of)
    wanted = ["AppStoreModels declares Entitlements, which none of its files imports", "StoreHelperUI imports LocalAppStore, which it does not declare"]
    if sorted(found) != wanted:
        print(f"package-imports self-test failed: found {found}")
        return 1
    print("package-imports self-test: a planted unused dependency and a planted undeclared import are found, and nothing else")
    return 0


def main():
    package, products = dump(), product_modules()
    if "--self-test" in sys.argv:
        return self_test(package, products)
    problems = findings(package, products, target_files)
    if problems:
        print(f"package-imports: {len(problems)} finding(s):")
        for problem in problems:
            print(f"  {problem}")
        return 1
    count = sum(len(target["dependencies"]) for target in package["targets"])
    print(f"package-imports: the {count} dependencies of {len(package['targets'])} targets are each imported, and every import is declared")
    return 0


if __name__ == "__main__":
    sys.exit(main())
