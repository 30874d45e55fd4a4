#!/usr/bin/env python3
"""Every DocC catalog of the package (Sources/<Target>/<Target>.docc) builds with no warning: a link to a symbol that
does not exist, or is not public, or a `- Parameters:` list that leaves a parameter out fails it, as DocC's
`--warnings-as-errors` does. The symbol graphs come from one `swift package dump-symbol-graph` over the built package
(with extension blocks, as swift-docc-plugin asks for them), and the toolchain's `docc` converts each catalog with
its module's graphs, so the check costs one build plan instead of one per target. The archives are left in
.build/docs. `--self-test` proves a catalog with a broken link fails and a clean one passes.
Usage: scripts/docs/check.py [--self-test]"""
import pathlib
import shutil
import subprocess
import sys
import tempfile

ROOT = pathlib.Path(__file__).resolve().parents[2]
GRAPHS = ROOT / ".build" / "x86_64-unknown-linux-gnu" / "symbolgraph"
OUTPUT = ROOT / ".build" / "docs"


def convert(catalog, graphs, module, output):
    """DocC's findings for `catalog` over the symbol graphs in `graphs`: empty when it built without a warning."""
    result = subprocess.run(
        ["docc", "convert", str(catalog), "--additional-symbol-graph-dir", str(graphs),
         "--fallback-display-name", module, "--fallback-bundle-identifier", module,
         "--output-path", str(output), "--warnings-as-errors"],
        capture_output=True, text=True)
    if result.returncode == 0:
        return ""
    return (result.stdout + result.stderr).strip()


def module_graphs(module, into):
    """Copies `module`'s symbol graphs (its own and its extensions of other modules) into `into`."""
    into.mkdir(parents=True)
    own = GRAPHS / f"{module}.symbols.json"
    if not own.exists():
        sys.exit(f"docs: no symbol graph for {module} in {GRAPHS}")
    for graph in [own, *GRAPHS.glob(f"{module}@*.symbols.json")]:
        shutil.copy(graph, into)


def self_test():
    with tempfile.TemporaryDirectory() as work:
        work = pathlib.Path(work)
        catalog = work / "Planted.docc"
        catalog.mkdir()
        page = catalog / "Planted.md"
        page.write_text("# Planted\n\nA page that links to ``NoSuchSymbol``.\n")
        found = convert(catalog, work, "Planted", work / "broken.doccarchive")
        assert "NoSuchSymbol" in found, f"docs self-test: a broken link was not reported: {found!r}"
        page.write_text("# Planted\n\nA page with no link.\n")
        found = convert(catalog, work, "Planted", work / "clean.doccarchive")
        assert found == "", f"docs self-test: a clean catalog failed: {found}"
    print("docs self-test: a broken link fails the check, a clean catalog passes")


def main():
    if sys.argv[1:] == ["--self-test"]:
        return self_test()
    subprocess.run(["swift", "package", "--traits", "Server", "dump-symbol-graph", "--minimum-access-level", "public",
                    "--emit-extension-block-symbols"], cwd=ROOT, check=True, capture_output=True)
    catalogs = sorted(ROOT.glob("Sources/*/*.docc"))
    failures = []
    shutil.rmtree(OUTPUT, ignore_errors=True)
    OUTPUT.mkdir(parents=True)
    with tempfile.TemporaryDirectory() as work:
        for catalog in catalogs:
            module = catalog.stem
            graphs = pathlib.Path(work) / module
            module_graphs(module, graphs)
            found = convert(catalog, graphs, module, OUTPUT / f"{module}.doccarchive")
            if found:
                failures.append(f"{module}:\n{found}")
    if failures:
        print("docs: DocC found problems (fix the link or the comment):\n" + "\n".join(failures), file=sys.stderr)
        sys.exit(1)
    print(f"docs: {len(catalogs)} DocC catalogs build with no warning (archives in {OUTPUT.relative_to(ROOT)})")


if __name__ == "__main__":
    main()
