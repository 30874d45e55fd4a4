#!/usr/bin/env python3
"""Proves from SwiftPM's build graph that PostgreSQL is optional: the targets a SQLite-only server or a
light test links reach neither postgres-nio nor postgres-kit, while the executables that register the
PostgreSQL driver do (so the check is known to see the edge it forbids). Also that what verifies in
production (an app's StoreHelper, the server) links no certificate authority that mints chains, on the platforms
production runs on: an edge only Linux has (StoreHelperStoreKit's StoreKit, which on Linux is the project's own over
the local App Store, and on Apple platforms Apple's) is left out of that walk.

The graph: `swift package dump-package` (each target's target and product dependencies, with the product's
package) and `swift package show-dependencies --format json` (which package depends on which). A product is
taken to bring its whole package's dependency closure, which can only over-count what is linked.

It also proves the package's two halves apart: the client products (what an app links) reach only the client
half's packages, and every dependency on another package is declared under the `Server` trait, so an app that
adds the package without that trait resolves none of them (scripts/app-package/check.sh resolves one)."""
import json
import subprocess
import sys

POSTGRES = {"postgres-nio", "postgres-kit"}
# What must link no PostgreSQL code: the server library (SQLite is built in), the light fixtures, and the
# tests of everything below the server.
SQLITE_ONLY = [
    "StoreServer", "StoreStorage", "StoreStorageSQLite", "StoreHelperFixtures", "LocalAppStore", "StoreHelper",
    "AppStoreModelsTests", "AppStoreSignatureTests", "EntitlementsTests", "StoreKitConfigurationTests", "LocalAppStoreTests",
    "StoreHelperLocalTests", "StoreHelperTests", "StoreWebTests", "LocalAppStoreServerTests",
]
# What registers the PostgreSQL driver, and so must reach it.
WITH_POSTGRES = ["StoreHelperCLI", "StoreHelperBenchmarks", "StoreHelperTesting"]
# What verifies in production, and the module that mints Apple-shaped chains, which it must not link.
VERIFIERS = ["StoreHelper", "StoreHelperStoreKit", "StoreServer", "AppStoreServerAPI", "AppStoreSignature"]
AUTHORITY = "LocalCertificateAuthority"
# Tests in layers: the server's own tests reach neither the local store's server nor the helper; what needs
# both servers is EndToEndTests.
SERVER_ONLY = ["StoreServerTests", "StoreStorageTests"]
# The emulator's core is free of its storage: only LocalAppStoreSQLite links sqlite-nio.
STORAGE_FREE_CORE = ["LocalAppStore", "StoreHelper", "Entitlements", "StoreKitConfiguration"]
BOTH_SERVERS = ["LocalAppStoreServer", "StoreHelper"]
# What an app links, and all the packages they may reach: the rest of the package is the Server trait's.
CLIENT_PRODUCTS = ["StoreHelper", "StoreHelperStoreKit", "StoreHelperUI", "StoreHelperLocal"]
CLIENT_PACKAGES = {"swift-crypto", "swift-certificates", "swift-asn1", "swift-log"}
SERVER_TRAIT = "Server"


def swift_json(*arguments):
    output = subprocess.run(["swift", "package", "--traits", SERVER_TRAIT, *arguments], check=True, capture_output=True, text=True).stdout
    return json.loads(output[output.index("{"):])


def package_closure(graph):
    """Package identity -> every package identity it reaches."""
    direct = {}

    def walk(node):
        direct.setdefault(node["identity"], set())
        for child in node.get("dependencies", []):
            direct[node["identity"]].add(child["identity"])
            walk(child)

    walk(graph)
    closure = {}
    for name in direct:
        seen, stack = set(), [name]
        while stack:
            for child in direct.get(stack.pop(), ()):
                if child not in seen:
                    seen.add(child)
                    stack.append(child)
        closure[name] = seen
    return closure


def packages_reached(target, targets, closure, client=False):
    """The external packages `target` links, through its own and its targets' product dependencies (with `client`,
    in a build without the Server trait: what an app builds)."""
    return walk(target, targets, closure, client=client)[0]


def targets_reached(target, targets, apple=False):
    """The package's own targets `target` links, itself included (with `apple`, on iOS and macOS only)."""
    return walk(target, targets, {}, apple)[1]


def linux_only(condition):
    """Whether a dependency's condition names platforms, none of them Apple's."""
    platforms = {name.lower() for name in ((condition or {}).get("platformNames") or [])}
    return bool(platforms) and not platforms & {"ios", "macos"}


def server_only(condition):
    """Whether a dependency's condition is the Server trait (an app's build, without it, has no such edge)."""
    return SERVER_TRAIT in ((condition or {}).get("traits") or [])


def walk(target, targets, closure, apple=False, client=False):
    reached, seen, stack = set(), set(), [target]
    while stack:
        name = stack.pop()
        if name in seen:
            continue
        seen.add(name)
        for dependency in targets[name]["dependencies"]:
            kind = next(iter(dependency))
            if apple and linux_only(dependency[kind][-1]):
                continue
            if client and server_only(dependency[kind][-1]):
                continue
            if "byName" in dependency and dependency["byName"][0] in targets:
                stack.append(dependency["byName"][0])
            elif "target" in dependency:
                stack.append(dependency["target"][0])
            elif "product" in dependency:
                package = dependency["product"][1].lower()
                reached |= {package} | closure.get(package, set())
    return reached, seen


def main():
    manifest = swift_json("dump-package")
    targets = {target["name"]: target for target in manifest["targets"]}
    closure = package_closure(swift_json("show-dependencies", "--format", "json"))
    failures = []
    for name in SQLITE_ONLY:
        found = packages_reached(name, targets, closure) & POSTGRES
        if found:
            failures.append(f"{name} links {', '.join(sorted(found))}: a SQLite-only build must not")
    for name in WITH_POSTGRES:
        if not packages_reached(name, targets, closure) & POSTGRES:
            failures.append(f"{name} registers PostgreSQL's driver, yet the check sees no postgres-nio under it")
    for name in VERIFIERS:
        if AUTHORITY in targets_reached(name, targets, apple=True):
            failures.append(f"{name} links {AUTHORITY}: a production verifier must not link the code that mints chains")
    for name in SERVER_ONLY:
        found = targets_reached(name, targets) & set(BOTH_SERVERS)
        if found:
            failures.append(f"{name} links {', '.join(sorted(found))}: what needs both servers belongs in EndToEndTests")
    if not set(BOTH_SERVERS) <= targets_reached("EndToEndTests", targets):
        failures.append("EndToEndTests does not reach both servers, yet the check expects it to")
    for name in STORAGE_FREE_CORE:
        if "sqlite-nio" in packages_reached(name, targets, closure):
            failures.append(f"{name} links sqlite-nio: the emulator's core must not know its storage")
    if "sqlite-nio" not in packages_reached("LocalAppStoreSQLite", targets, closure):
        failures.append("LocalAppStoreSQLite keeps the store in SQLite, yet the check sees no sqlite-nio under it")
    if AUTHORITY not in targets_reached("LocalAppStore", targets):
        failures.append(f"LocalAppStore signs with {AUTHORITY}, yet the check sees no edge to it")
    products = {product["name"]: product for product in manifest["products"]}
    for name in CLIENT_PRODUCTS:
        for target in products[name]["targets"]:
            found = packages_reached(target, targets, closure, client=True) - CLIENT_PACKAGES
            if found:
                failures.append(f"{name} (what an app links) reaches {', '.join(sorted(found))}: only {', '.join(sorted(CLIENT_PACKAGES))} may be")
    for target in manifest["targets"]:
        for dependency in target["dependencies"]:
            if "product" not in dependency:
                continue
            product, package, _, condition = dependency["product"]
            traits = (condition or {}).get("traits") or []
            if package.lower() in CLIENT_PACKAGES and traits:
                failures.append(f"{target['name']}: {product} of {package} is under a trait; the client half's packages never are")
            if package.lower() not in CLIENT_PACKAGES and traits != [SERVER_TRAIT]:
                failures.append(f"{target['name']}: {product} of {package} is not under the {SERVER_TRAIT} trait, so every app would resolve it")
    if failures:
        print("build-graph check failed:\n  " + "\n  ".join(failures), file=sys.stderr)
        return 1
    print(
        f"build-graph check: {len(SQLITE_ONLY)} targets link no PostgreSQL, {len(WITH_POSTGRES)} that register it do; "
        f"{len(VERIFIERS)} verifying targets link no {AUTHORITY}; {len(SERVER_ONLY)} server test targets link neither "
        f"LocalAppStoreServer nor StoreHelper; {len(STORAGE_FREE_CORE)} core targets link no sqlite-nio; the client products "
        f"reach only {', '.join(sorted(CLIENT_PACKAGES))} and every other package is the {SERVER_TRAIT} trait's"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
