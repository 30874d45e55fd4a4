"""`scripts/storekit/check.py --linux`: the modules a Linux debug build made (StoreKit, its SwiftUI overlay's names,
StoreKitTest) read as scripts/api/check.py reads them, and held to the same table (check.py hands this module itself)."""
import importlib.util
import json
import pathlib
import subprocess
import tempfile


def linux_graphs(check):
    """The symbol graphs of the modules a Linux debug build made (`swift build` first), as scripts/api/check.py reads
    them: module → graph."""
    spec = importlib.util.spec_from_file_location("api_check", check.ROOT / "scripts" / "api" / "check.py")
    api = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(api)
    graphs = {}
    with tempfile.TemporaryDirectory() as directory:
        for module in check.LINUX_MODULES:
            if not (api.MODULES_DIR / f"{module}.swiftmodule").exists():
                raise SystemExit(f"storekit check --linux: {module} is not built; run `swift build` first")
            command = ["swift-symbolgraph-extract", "-module-name", module, "-target", api.target(), "-minimum-access-level", "public",
                       "-output-dir", directory]
            for path in api.search_paths():
                command += ["-I", str(path)]
            subprocess.run(command, check=True, capture_output=True)
            graphs[module] = check.read_graph(pathlib.Path(directory), module)
    return graphs


def linux_main(check):
    """`--linux`: the modules of the Linux build against the table."""
    table, names_table = json.loads(check.TABLE.read_text()), json.loads(check.NAMES.read_text())
    declared = check.declared_symbols(linux_graphs(check))
    problems, modules = check.linux_findings(table, names_table, declared, check.floor(check.dump_package()))
    if problems:
        print(f"storekit check --linux: {len(problems)} finding(s):")
        for problem in problems:
            print(f"  {problem}")
        return 1
    test_entries = sum(1 for entry in table["symbols"] if entry.get("module") == check.LINUX_ONLY)
    print(
        "storekit check --linux: every public declaration of the Linux build is a listed symbol as Apple declares it, read as iOS "
        f"and as macOS ({', '.join(f'{module} {count}' for module, count in sorted(modules.items()))}); "
        f"StoreKitTest declares all {test_entries} of its entries"
    )
    return 0
