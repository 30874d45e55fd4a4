#!/usr/bin/env python3
"""Every DocC catalog of the package (Sources/<Target>/<Target>.docc) builds with no warning: a link to a symbol that
does not exist, or is not public, or a `- Parameters:` list that leaves a parameter out fails it, as DocC's
`--warnings-as-errors` does. The symbol graphs come from one `swift package dump-symbol-graph` over the built package
(with extension blocks, as swift-docc-plugin asks for them), and the toolchain's `docc` converts each catalog with
its module's graphs, so the check costs one build plan instead of one per target. The archives are left in
.build/docs. Every relative link of the package's Markdown files (the READMEs, the catalogs' articles, the CHANGELOG)
must name a file or folder of the repository: GitHub shows them, and DocC does not check a link to a file.
`--self-test` proves a catalog with a broken link fails, a clean one passes, and a link to no file is found.
Usage: scripts/docs/check.py [--self-test]"""
import pathlib
import re
import shutil
import subprocess
import sys
import tempfile

ROOT = pathlib.Path(__file__).resolve().parents[2]
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


def dump_symbol_graphs():
    """Dumps the package's public symbol graphs and returns the folder SwiftPM says it wrote them to (it is named by
    the build's target triple)."""
    output = subprocess.run(["swift", "package", "--traits", "Server", "dump-symbol-graph", "--minimum-access-level",
                             "public", "--emit-extension-block-symbols"], cwd=ROOT, check=True, capture_output=True,
                            text=True).stdout
    written = re.search(r"^Files written to (.+)$", output, re.MULTILINE)
    if not written:
        sys.exit(f"docs: dump-symbol-graph did not say where it wrote the graphs:\n{output}")
    return pathlib.Path(written.group(1).strip())


def module_graphs(graphs, module, into):
    """Copies `module`'s symbol graphs in `graphs` (its own and its extensions of other modules) into `into`."""
    into.mkdir(parents=True)
    own = graphs / f"{module}.symbols.json"
    if not own.exists():
        sys.exit(f"docs: no symbol graph for {module} in {graphs}")
    for graph in [own, *graphs.glob(f"{module}@*.symbols.json")]:
        shutil.copy(graph, into)


LINK = re.compile(r"\]\(([^)\s]+)\)")


def broken_file_links(page, text, tracked):
    """The relative links in Markdown `text` (the file `page`) that name no file or folder in `tracked` (paths
    relative to the repository): a file a run writes, under .build for example, is not there on GitHub."""
    found = []
    for target in LINK.findall(text):
        path = target.split("#", 1)[0]
        if not path or re.match(r"^[a-z][a-z0-9+.-]*:", target):
            continue
        resolved = (page.parent / path).resolve()
        if not resolved.is_relative_to(ROOT) or str(resolved.relative_to(ROOT)) not in tracked:
            found.append(target)
    return found


def tracked_paths():
    """The repository's tracked files and the folders that hold them, relative to its root."""
    listed = subprocess.run(["git", "ls-files"], cwd=ROOT, check=True, capture_output=True, text=True).stdout.split("\n")
    paths = {name for name in listed if name}
    paths |= {str(parent) for name in list(paths) for parent in pathlib.PurePath(name).parents if str(parent) != "."}
    return paths | {"."}


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
        found = broken_file_links(ROOT / "Planted.md", "[here](README.md#use) [folder](Sources) [gone](Missing.md#part) "
                                  "[written](.build/docs) [web](https://example.com)", tracked_paths())
        assert found == ["Missing.md#part", ".build/docs"], f"docs self-test: links to no tracked file: {found}"
    print("docs self-test: a broken link fails the check, a clean catalog passes, a link to no file is found")


def main():
    if sys.argv[1:] == ["--self-test"]:
        return self_test()
    dumped = dump_symbol_graphs()
    catalogs = sorted(ROOT.glob("Sources/*/*.docc"))
    failures = []
    shutil.rmtree(OUTPUT, ignore_errors=True)
    OUTPUT.mkdir(parents=True)
    with tempfile.TemporaryDirectory() as work:
        for catalog in catalogs:
            module = catalog.stem
            graphs = pathlib.Path(work) / module
            module_graphs(dumped, module, graphs)
            found = convert(catalog, graphs, module, OUTPUT / f"{module}.doccarchive")
            if found:
                failures.append(f"{module}:\n{found}")
    tracked = tracked_paths()
    pages = sorted(ROOT / name for name in tracked if name.endswith(".md"))
    for page in pages:
        for target in broken_file_links(page, page.read_text(), tracked):
            failures.append(f"{page.relative_to(ROOT)}: a link to a file that does not exist: {target}")
    if failures:
        print("docs: problems found (fix the link or the comment):\n" + "\n".join(failures), file=sys.stderr)
        sys.exit(1)
    print(f"docs: {len(catalogs)} DocC catalogs build with no warning (archives in {OUTPUT.relative_to(ROOT)}); the relative "
          f"links of {len(pages)} Markdown files name files that exist")


if __name__ == "__main__":
    main()
