"""Apple's availability of the toolchain's own modules (the standard library, Concurrency, Synchronization,
Foundation, Dispatch, …), read from their symbol graphs: Linux's build keeps the `@available` of every
Apple platform, so a Linux toolchain knows which of its symbols Apple ships from which iOS and macOS."""
import json
import pathlib
import subprocess
import tempfile

PLATFORMS = ("iOS", "macOS")
# The modules of the toolchain an app's or a server's code reaches without a package.
MODULES = [
    "Swift", "_Concurrency", "Synchronization", "_StringProcessing", "RegexBuilder", "Observation", "Distributed",
    "Dispatch", "Foundation", "FoundationEssentials", "FoundationInternationalization", "FoundationNetworking",
]


def target_triple():
    info = subprocess.run(["swift", "-print-target-info"], check=True, capture_output=True, text=True)
    return json.loads(info.stdout)["target"]["triple"]


def _versions(symbol):
    versions = {}
    for entry in symbol.get("availability") or []:
        introduced = entry.get("introduced")
        if entry.get("domain") in PLATFORMS and introduced:
            versions[entry["domain"]] = f"{introduced['major']}.{introduced.get('minor', 0)}"
    return versions


def symbols(modules=MODULES):
    """USR → {name, module, kind, path, iOS, macOS} for every public symbol of `modules` (versions absent
    where the symbol has none of its own: available wherever its module is)."""
    triple = target_triple()
    table = {}
    with tempfile.TemporaryDirectory() as out:
        for module in modules:
            subprocess.run(
                ["swift", "symbolgraph-extract", "-module-name", module, "-target", triple, "-output-dir", out, "-minimum-access-level", "public"],
                check=False,
                capture_output=True,
            )
        for file in sorted(pathlib.Path(out).glob("*.symbols.json")):
            graph = json.loads(file.read_text())
            module = graph["module"]["name"]
            for symbol in graph["symbols"]:
                usr = symbol["identifier"]["precise"]
                if "::SYNTHESIZED::" in usr:
                    continue
                entry = {
                    "name": ".".join(symbol["pathComponents"]),
                    "module": module,
                    "kind": symbol["kind"]["identifier"],
                    "signature": json.dumps(symbol.get("functionSignature"), sort_keys=True),
                }
                entry.update(_versions(symbol))
                table.setdefault(usr, entry)
    return table


def newer_than(floor, table):
    """The symbols of `table` that need more than `floor` (platform → version) on some platform, except those
    with an older twin of the same name, kind and signature (a default implementation beside a newer protocol
    requirement, such as `FixedWidthInteger.&*`): below the floor the compiler picks the twin. An overload that
    differs in its types (`UnownedJob.runSynchronously(on:)` taking a task executor) is no twin."""
    def above(entry):
        return any(entry.get(platform) and _tuple(entry[platform]) > _tuple(floor[platform]) for platform in PLATFORMS if floor.get(platform))

    def twin(entry):
        return entry["name"], entry["kind"], entry["signature"]

    always = {twin(entry) for entry in table.values() if not above(entry)}
    return {usr: entry for usr, entry in table.items() if above(entry) and twin(entry) not in always}


def _tuple(text):
    parts = [int(part) for part in text.split(".")]
    return tuple(parts + [0] * (3 - len(parts)))
