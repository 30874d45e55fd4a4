#!/usr/bin/env python3
"""The injected clock is the only time source of every library target (the servers, their storage, the local store,
the helper, the adapter): a read of
the wall clock (`Date()`, `Date.now`, `timeIntervalSinceNow`, `ContinuousClock`) or a wait on it (`Task.sleep`) under
those targets must say why the wall clock is the point, with "wall clock" in a comment on its line or the line before. `--self-test` proves the check
finds an unexplained read and accepts an explained one."""
import pathlib
import re
import sys

# Every library target: each directory of Sources but the executables' (the CLI's clock is its user's).
EXECUTABLES = {"StoreHelperCLI"}
ROOTS = sorted(f"Sources/{path.name}" for path in (pathlib.Path(__file__).resolve().parents[2] / "Sources").iterdir()
               if path.is_dir() and path.name not in EXECUTABLES)
READ = re.compile(r"\bDate\(\)|\bDate\.now\b|timeIntervalSinceNow|\bContinuousClock\b|\bTask\.sleep\b")


def unexplained(text):
    """Line numbers of wall-clock reads in `text` without a "wall clock" comment on the line or the one before."""
    lines = text.split("\n")
    found = []
    for number, line in enumerate(lines):
        code = line.split("//", 1)[0]
        if not READ.search(code):
            continue
        here = line[len(code):]
        before = lines[number - 1].strip() if number > 0 else ""
        if "wall clock" in here or (before.startswith("//") and "wall clock" in before):
            continue
        found.append(number + 1)
    return found


def self_test():
    assert unexplained("let now = Date()\n") == [1]
    assert unexplained("let now = Date()  // the wall clock: real tokens\n") == []
    assert unexplained("// The wall clock: when the schema changed.\nlet now = Date()\n") == []
    assert unexplained("/// Date() in a doc comment\n") == []
    assert unexplained("let later = Date.now.addingTimeInterval(1)\n") == [1]
    assert unexplained("try await Task.sleep(for: .seconds(1))\n") == [1]
    assert unexplained("let start = ContinuousClock.now\n") == [1]
    print("clock check: self-test passed")


def main():
    if "--self-test" in sys.argv:
        self_test()
        return 0
    failures = []
    for root in ROOTS:
        for path in sorted(pathlib.Path(root).rglob("*.swift")):
            failures += [f"{path}:{line}" for line in unexplained(path.read_text())]
    if failures:
        print("clock check: wall-clock reads or waits without a 'wall clock' comment saying why (use the injected clock):", file=sys.stderr)
        print("  " + "\n  ".join(failures), file=sys.stderr)
        return 1
    print(f"clock check: every wall-clock read under the {len(ROOTS)} library targets says why")
    return 0


if __name__ == "__main__":
    sys.exit(main())
