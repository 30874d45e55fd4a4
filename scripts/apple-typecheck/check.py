#!/usr/bin/env python3
"""Type-checks the client half as iOS and as macOS, on Linux: what an app links (the targets behind the products
StoreHelper, StoreHelperStoreKit and StoreHelperLocal) compiled once per platform with its `#if os(...)` and
`#if canImport(...)` branches resolved as that platform resolves them, against stand-ins of what Linux lacks:
StoreKit (StandIns/StoreKit, and StandIns/_StoreKit_SwiftUI, which a file importing StoreKit and SwiftUI sees as
Apple's cross-import overlay; both checked against Apple's pages by scripts/storekit/check.py), SwiftUI (StandIns/SwiftUI, checked by scripts/swiftui/check.py), Accessibility (StandIns/Accessibility,
checked by scripts/storekit/check.py), UIKit (StandIns/UIKit) or AppKit (StandIns/AppKit), and Darwin (StandIns/Darwin,
Glibc under Darwin's name). Each module is compiled with the flags SwiftPM's debug build gave it (language mode,
upcoming features such as InternalImportsByDefault), read from .build/debug.yaml, without the Server trait, as an
app builds it; dependencies from other packages (swift-crypto, swift-certificates, swift-asn1, swift-log) are the
Linux build's modules. Foundation is Linux's (FoundationNetworking imported into every file, as Apple's Foundation
has URLSession): what only Apple's Foundation declares is not checked here, nor is anything the compiler checks
only for Apple targets (availability: scripts/availability/check.py and scripts/storekit/check.py read it).

Fails on any compiler error (SIL's diagnostics, data races among them, included: modules are lowered to canonical
SIL), naming the platform, module and line. The self-test plants a file whose public
initializer takes UIKit's `UIWindowScene` under an internal `import UIKit` (the bug InternalImportsByDefault
makes of a file that forgets `public import`) and requires the iOS pass to fail on it and the macOS pass not to
see it.

Usage: scripts/apple-typecheck/check.py [--self-test]
"""
import concurrent.futures
import hashlib
import json
import pathlib
import re
import shutil
import subprocess
import sys
import tempfile

ROOT = pathlib.Path(__file__).resolve().parents[2]
PRODUCTS = ["StoreHelper", "StoreHelperStoreKit", "StoreHelperUI", "StoreHelperLocal"]
# App code compiled after the client half, as an app's: the README's screen (Examples/FloristScreens).
APP_TARGETS = ["FloristScreens"]
# An app package's modules, compiled after them with the first app target's flags, in this order: the florist app
# (Examples/FloristApp, a package of its own: its UI-free FloristShop, then the FloristApp executable).
APP_PACKAGE_MODULES = {name: ROOT / "Examples" / "FloristApp" / "Sources" / name for name in ("FloristShop", "FloristApp")}
STAND_INS = {"StoreKit", "_StoreKit_SwiftUI", "SwiftUI"}
PLATFORMS = ("iOS", "macOS")
# What each platform answers to the conditions the client half asks; a condition not listed fails the check.
OS = {"iOS": "iOS", "macOS": "macOS"}
OTHER_OSES = ["Linux", "tvOS", "watchOS", "visionOS", "Windows", "Android", "WASI", "FreeBSD", "OpenBSD"]
IMPORTABLE = {
    "iOS": {"UIKit": True, "AppKit": False, "Darwin": True, "Glibc": False, "Musl": False, "FoundationNetworking": False, "StoreKit": True,
            "LocalAppStoreSQLite": False, "SwiftUI": True},
    "macOS": {"UIKit": False, "AppKit": True, "Darwin": True, "Glibc": False, "Musl": False, "FoundationNetworking": False, "StoreKit": True,
              "LocalAppStoreSQLite": False, "SwiftUI": True},
}
# Flags of SwiftPM's build that concern its own bookkeeping, not the language: dropped (with their value).
DROPPED_WITH_VALUE = {"-module-name", "-emit-module-path", "-output-file-map", "-index-store-path", "-emit-objc-header-path", "-j", "-module-cache-path"}
DROPPED = {
    "-emit-dependencies", "-emit-module", "-incremental", "-enable-batch-mode", "-serialize-diagnostics", "-parseable-output",
    "-emit-objc-header", "-c", "-enable-testing", "-DServer",
}


def resolved(text, platform):
    """`text` with each `#if`/`#elseif` condition's platform tests replaced by what `platform` answers."""
    def condition(line):
        line = re.sub(r"\bos\((\w+)\)", lambda m: "true" if m.group(1) == OS[platform] else ("false" if m.group(1) in OTHER_OSES + list(OS.values()) else unknown(m)), line)
        line = re.sub(r"\bcanImport\(([\w.]+)\)", lambda m: str(IMPORTABLE[platform][m.group(1)]).lower() if m.group(1) in IMPORTABLE[platform] else unknown(m), line)
        return re.sub(r"\btargetEnvironment\((\w+)\)", "false", line)

    def unknown(match):
        raise ValueError(f"the check does not know what {platform} answers to `{match.group(0)}`: add it to scripts/apple-typecheck/check.py")

    out = []
    for line in text.splitlines(keepends=True):
        stripped = line.lstrip()
        out.append(condition(line) if stripped.startswith("#if ") or stripped.startswith("#elseif ") else line)
    return "".join(out)


def build_commands():
    """Each module's compile arguments in SwiftPM's debug build: name → argument list."""
    manifest = ROOT / ".build" / "debug.yaml"
    commands = {}
    for match in re.finditer(r'"C\.([\w]+)-[\w-]+-debug\.module":\n(?:    .*\n)*?    args: (\[.*\])', manifest.read_text()):
        commands[match.group(1)] = json.loads(match.group(2))
    return commands


def client_targets(package):
    """The targets an app on PRODUCTS compiles, then APP_TARGETS, dependencies first (stand-ins left out)."""
    targets = {target["name"]: target for target in package["targets"]}
    products = {product["name"]: product["targets"] for product in package["products"]}
    order = []

    def visit(name):
        if name in order or name in STAND_INS or name not in targets:
            return
        for dependency in targets[name]["dependencies"]:
            key = next(iter(dependency))
            if key in ("byName", "target"):
                visit(dependency[key][0])
        order.append(name)

    for product in PRODUCTS:
        for name in products[product]:
            visit(name)
    for name in APP_TARGETS:
        visit(name)
    return order


def sources_of(target, package):
    entry = next(t for t in package["targets"] if t["name"] == target)
    directory = ROOT / (entry.get("path") or f"Sources/{target}")
    excluded = [directory / path for path in entry.get("exclude", [])]
    return [path for path in sorted(directory.rglob("*.swift")) if not any(path.is_relative_to(e) for e in excluded)]


def flags(arguments):
    """The language flags of a SwiftPM compile command, its bookkeeping, sources and outputs left out."""
    kept, skip = [], False
    for argument in arguments[1:]:
        if skip:
            skip = False
        elif argument in DROPPED_WITH_VALUE:
            skip = True
        elif argument in DROPPED or argument.startswith("@") or argument.startswith("-j"):
            continue
        else:
            kept.append(argument)
    return kept


def compile_module(name, files, platform, work, base_flags, index=False, cache=None):
    """Compiles `files` (path → text) as module `name` into `work` (with `index`, also its object code and its
    index, into `work`/index, each file named `NNN-<its name>`), with Clang's module cache in `cache` (by default
    `work`/cache); the compiler's errors, or an empty list."""
    source_dir = work / "sources" / name
    source_dir.mkdir(parents=True, exist_ok=True)
    paths = []
    for number, (path, text) in enumerate(sorted(files.items())):
        target = source_dir / f"{number:03d}-{pathlib.Path(path).name}"
        target.write_text(resolved(text, platform))
        paths.append((str(target), path))
    command = ["swiftc", "-module-name", name, "-emit-module", "-emit-module-path", str(work / "modules" / f"{name}.swiftmodule"),
               "-parse-as-library", "-I", str(work / "modules"), "-module-cache-path", str(cache or work / "cache"),
               "-Xfrontend", "-import-module", "-Xfrontend", "FoundationNetworking", "-Xfrontend", "-enable-cross-import-overlays"]
    # Lowered to canonical SIL, so SIL's mandatory diagnostics (data races, definite initialization) run too, without
    # the cost of object code, which nothing reads (half the time of `-c`); the SIL is deleted after. (Never `-o
    # /dev/null`: the compiler renames its output into place, and as root that replaces the device.) An indexed module
    # is compiled to objects, file by file (the index names one output per source), left in `work`/objects.
    (work / "objects").mkdir(exist_ok=True)
    sil = work / "objects" / f"{name}.sil"
    command += ["-c", "-index-store-path", str(work / "index")] if index else ["-wmo", "-emit-sil", "-o", str(sil)]
    command += list(base_flags) + [p for p, _ in paths]
    result = subprocess.run(command, capture_output=True, text=True, cwd=work / "objects")
    sil.unlink(missing_ok=True)
    output = result.stdout + result.stderr
    for rewritten, original in paths:
        output = output.replace(rewritten, str(pathlib.Path(original).relative_to(ROOT)) if pathlib.Path(original).is_relative_to(ROOT) else original)
    if result.returncode == 0:
        return []
    return [line for line in output.splitlines() if ": error:" in line] or [output.strip()[-2000:]]


def common_flags(commands):
    """The flags every stand-in is compiled with: the adapter's, without its upcoming features."""
    features = ("ExistentialAny", "MemberImportVisibility", "InternalImportsByDefault")
    return [flag for flag in flags(commands["StoreHelperStoreKit"]) if not flag.startswith("-enable-upcoming-feature") and flag not in features]


# Stand-ins compiled in Swift 5 mode, as Apple builds those frameworks: there a `@MainActor` function type is not
# implicitly `@Sendable`, and Apple's USRs say so (StoreKit's offerCodeRedemption(isPresented:onCompletion:)).
SWIFT_5_STAND_INS = {"_StoreKit_SwiftUI"}


def stand_in_flags(name, commands):
    """The flags stand-in `name` is compiled with: the common ones, in Swift 5 mode where SWIFT_5_STAND_INS says."""
    flags = common_flags(commands)
    if name in SWIFT_5_STAND_INS and "-swift-version" in flags:
        flags = list(flags)
        flags[flags.index("-swift-version") + 1] = "5"
    return flags


def stand_ins(platform):
    """The stand-ins `platform` compiles, dependencies first: module name → directory."""
    ui = "UIKit" if platform == "iOS" else "AppKit"
    return {name: ROOT / "StandIns" / name for name in ("Darwin", ui, "StoreKit", "Accessibility", "SwiftUI", "_StoreKit_SwiftUI")}


def compile_stand_ins(platform, work, commands):
    """Compiles the stand-ins as `platform` into `work`/modules: the compiler's errors, or an empty list."""
    (work / "modules").mkdir(exist_ok=True)
    errors = []
    for name, directory in stand_ins(platform).items():
        files = {str(path): path.read_text() for path in sorted(directory.rglob("*.swift"))}
        errors += [f"{platform} {name}: {line}" for line in compile_module(name, files, platform, work, stand_in_flags(name, commands))]
    # As Apple's SDK declares it: a file that imports StoreKit and SwiftUI imports _StoreKit_SwiftUI too (StoreKit's
    # cross-import overlay with SwiftUI, found beside StoreKit's module; -enable-cross-import-overlays in every pass).
    overlays = work / "modules" / "StoreKit.swiftcrossimport"
    overlays.mkdir(exist_ok=True)
    (overlays / "SwiftUI.swiftoverlay").write_text("%YAML 1.2\n---\nversion: 1\nmodules:\n  - name: _StoreKit_SwiftUI\n")
    return errors


def compile_client(platform, package, commands, work, indexed=()):
    """Compiles the stand-ins and every client target as `platform` into `work`, indexing the targets in `indexed`:
    (modules compiled, errors)."""
    # The Linux build's module directory comes after this pass's own, so its dependencies (swift-crypto, ...) are found
    # and its own modules never are (each is compiled here first).
    errors = compile_stand_ins(platform, work, commands)
    compiled = list(stand_ins(platform))
    modules = [(target, sources_of(target, package), flags(commands[target])) for target in client_targets(package)]
    modules += [(name, sorted(directory.rglob("*.swift")), flags(commands[APP_TARGETS[0]])) for name, directory in APP_PACKAGE_MODULES.items()]
    for name, sources, module_flags in modules:
        files = {str(path): path.read_text() for path in sources}
        errors += [f"{platform} {name}: {line}" for line in compile_module(name, files, platform, work, module_flags, name in indexed)]
        compiled.append(name)
        if errors:
            break
    return compiled, errors


def client_inputs(platform, package, commands):
    """A digest of everything a pass as `platform` compiles: each stand-in's and client target's sources and flags, and
    the resolved versions of the other packages."""
    digest = hashlib.sha256(platform.encode() + pathlib.Path(__file__).read_bytes())  # this script's own way too
    resolved = ROOT / "Package.resolved"  # the other packages' modules come from the Linux build of these versions
    digest.update(resolved.read_bytes() if resolved.exists() else b"")
    digest.update(json.dumps(common_flags(commands)).encode())
    for directory in stand_ins(platform).values():
        for path in sorted(directory.rglob("*.swift")):
            digest.update(str(path).encode() + b"\0" + path.read_bytes())
    for target in client_targets(package):
        digest.update(json.dumps(flags(commands[target])).encode())
        for path in sources_of(target, package):
            digest.update(str(path).encode() + b"\0" + path.read_bytes())
    for directory in APP_PACKAGE_MODULES.values():
        for path in sorted(directory.rglob("*.swift")):
            digest.update(str(path).encode() + b"\0" + path.read_bytes())
    return digest.hexdigest()[:16]


def compiled_client(platform, package, commands):
    """The stand-ins and client targets compiled as `platform`, once per content: (work directory, modules compiled,
    errors). A pass over unchanged inputs (this check's, then scripts/storekit/check.py's and collisions.py's in CI)
    reuses the modules and index the first one left in .build/apple-typecheck; a change of any input compiles afresh."""
    cache = ROOT / ".build" / "apple-typecheck"
    work = cache / f"{platform}-{client_inputs(platform, package, commands)}"
    result = work / "result.json"
    if result.exists():
        answer = json.loads(result.read_text())
        return work, answer["compiled"], answer["errors"]
    for old in cache.glob(f"{platform}-*"):
        shutil.rmtree(old, ignore_errors=True)
    work.mkdir(parents=True)
    # StoreHelperStoreKit is indexed: scripts/storekit/check.py reads its references from the same pass.
    compiled, errors = compile_client(platform, package, commands, work, indexed={"StoreHelperStoreKit"})
    result.write_text(json.dumps({"compiled": compiled, "errors": errors}))
    return work, compiled, errors


def compile_replacing(platform, package, commands, replace, work):
    """The targets of `replace` (target → {path: text}) compiled again as `platform` with those files, into `work`,
    against the modules of the pass `compiled_client` keeps (copied into `work`, nothing compiled twice): (modules
    through the last replaced target, errors). The pass's modules after a replaced target are left as they were, so
    only those through the last one are meant to be read."""
    cached, compiled, errors = compiled_client(platform, package, commands)
    if errors:
        return compiled, errors
    shutil.copytree(cached / "modules", work / "modules")
    order = client_targets(package)
    through = list(stand_ins(platform)) + order[: max(order.index(name) for name in replace) + 1]
    for name in (target for target in order if target in replace):
        files = {str(path): path.read_text() for path in sources_of(name, package)} | replace[name]
        errors = [f"{platform} {name}: {line}" for line in compile_module(name, files, platform, work, flags(commands[name]), cache=cached / "cache")]
        if errors:
            return through, errors
    return through, []


def both_platforms(work):
    """`work(platform)` for each of PLATFORMS, side by side (each pass compiles one module at a time; a machine has
    cores for both), in PLATFORMS' order."""
    with concurrent.futures.ThreadPoolExecutor(max_workers=len(PLATFORMS)) as pool:
        return list(pool.map(work, PLATFORMS))


def self_test(package, commands):
    """A file of StoreHelperStoreKit planted with an internal `import UIKit` under a public initializer that takes
    `UIWindowScene`: the iOS pass must fail on it, the macOS pass must not see it. Then a file planted in StoreHelper
    that reads a constant before initializing it, which only SIL's diagnostics find: both passes must fail on it. Only
    the planted target compiles again, against the pass the check itself keeps (so CI's check after the self-test
    compiles nothing)."""
    sheets = ROOT / "Sources" / "StoreHelperStoreKit" / "StoreKitSheets.swift"
    planted = sheets.read_text().replace("public import UIKit", "import UIKit")
    assert planted != sheets.read_text(), "StoreKitSheets.swift no longer imports UIKit publicly: update the self-test"
    (_, ios), (_, mac) = both_platforms(lambda platform: planted_pass(platform, package, commands, {"StoreHelperStoreKit": {str(sheets): planted}}))
    if not any("StoreKitSheets.swift" in line and "internal type" in line for line in ios) or mac:
        print(f"apple-typecheck self-test failed: iOS found {ios[:3]}, macOS found {mac[:3]}")
        return 1
    uninitialized = ROOT / "Sources" / "StoreHelper" / "PlantedUninitialized.swift"
    read_before_set = {"StoreHelper": {str(uninitialized): "func planted() -> Int {\n    let x: Int\n    return x\n}\n"}}
    found = both_platforms(lambda platform: planted_pass(platform, package, commands, read_before_set)[1])
    if not all(any("PlantedUninitialized.swift" in line and "used before being initialized" in line for line in errors) for errors in found):
        print(f"apple-typecheck self-test failed: a constant read before it is initialized was not found: {found}")
        return 1
    print("apple-typecheck self-test: a public initializer over an internally imported UIKit fails as iOS and is not seen as macOS;"
          " a constant read before it is initialized (SIL's diagnostics) fails as both")
    return 0


def planted_pass(platform, package, commands, replace):
    """The targets of `replace` compiled again as `platform` with its files, in a directory of their own."""
    with tempfile.TemporaryDirectory() as directory:
        return compile_replacing(platform, package, commands, replace, pathlib.Path(directory))


def build_client():
    """Builds the client products' targets on Linux: their dependencies' modules (swift-crypto, ...) are read from
    that build, and its manifest (.build/debug.yaml) gives each target's flags."""
    for product in PRODUCTS:
        subprocess.run(["swift", "build", "--traits", "Server", "--product", product], cwd=ROOT, check=True, capture_output=True)
    for target in APP_TARGETS:
        subprocess.run(["swift", "build", "--traits", "Server", "--target", target], cwd=ROOT, check=True, capture_output=True)


def main():
    build_client()
    package = json.loads(subprocess.run(["swift", "package", "dump-package"], cwd=ROOT, check=True, capture_output=True, text=True).stdout)
    commands = build_commands()
    if "--self-test" in sys.argv:
        return self_test(package, commands)
    failed = False
    for platform, (compiled, errors) in zip(PLATFORMS, both_platforms(lambda platform: compiled_client(platform, package, commands)[1:])):
        if errors:
            failed = True
            print(f"apple-typecheck: {platform}: {len(errors)} error(s):")
            for line in errors[:40]:
                print(f"  {line}")
        else:
            print(f"apple-typecheck: {platform}: {len(compiled)} modules type-check ({', '.join(compiled)})")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
