#!/usr/bin/env python3
"""The code only one kind of host compiles: every `#if` branch that Linux skips (what only Apple's platforms
compile) is listed, and the check fails where a file imports Glibc with no Darwin branch beside it (the file
would lose its C library on a Mac) or where a Linux-only branch (`os(Linux)`, `canImport(Glibc)`) has no
branch for the other hosts while it holds more than imports.

Usage: scripts/platforms/check.py [--list] [--self-test]
"""
import pathlib
import re
import sys

ROOT = pathlib.Path(__file__).resolve().parents[2]
FOLDERS = ["Sources", "Tests", "Benchmarks", "Examples", "StandIns"]
LINUX_ONLY = re.compile(r"os\(Linux\)|canImport\((Glibc|Musl|FoundationNetworking)\)")
APPLE_ONLY = re.compile(r"os\((macOS|iOS|tvOS|watchOS|visionOS)\)|canImport\((Darwin|UIKit|AppKit|StoreKitTest|SwiftUI)\)")


def branches(text):
    """Each `#if` chain as a list of (condition, first line, lines of body); `#else` has the condition 'else'."""
    chains, stack = [], []
    for number, line in enumerate(text.splitlines(), start=1):
        stripped = line.strip()
        if stripped.startswith("#if "):
            stack.append([(stripped[4:], number, [])])
        elif stripped.startswith("#elseif ") and stack:
            stack[-1].append((stripped[8:], number, []))
        elif stripped == "#else" and stack:
            stack[-1].append(("else", number, []))
        elif stripped == "#endif" and stack:
            chains.append(stack.pop())
        elif stack:
            stack[-1][-1][2].append(stripped)
    return chains


def findings(files):
    """(problems, Apple-only branches) over `files` (path → text)."""
    problems, apple = [], []
    for path, text in sorted(files.items()):
        for chain in branches(text):
            linux_conditions = [condition for condition, _, _ in chain if LINUX_ONLY.search(condition)]
            for index, (condition, line, body) in enumerate(chain):
                code = [statement for statement in body if statement and not statement.startswith("//")]
                skipped_on_linux = APPLE_ONLY.search(condition) and not LINUX_ONLY.search(condition) and "os(Linux)" not in condition
                if condition == "else" and linux_conditions:
                    skipped_on_linux = True
                if skipped_on_linux:
                    apple.append(f"{path}:{line}: #{'if ' + condition if index == 0 else ('else' if condition == 'else' else 'elseif ' + condition)} ({len(code)} lines)")
            first_condition, first_line, first_body = chain[0]
            imports_glibc = any(re.match(r"((public|internal|package)\s+)?import\s+Glibc\b", statement) for statement in first_body)
            has_other = len(chain) > 1
            if imports_glibc and not any("Darwin" in condition or condition == "else" for condition, _, _ in chain[1:]):
                problems.append(f"{path}:{first_line}: imports Glibc with no Darwin branch beside it")
            elif LINUX_ONLY.search(first_condition) and "||" not in first_condition and not has_other:
                code = [statement for statement in first_body if statement and not statement.startswith("//") and not statement.startswith("import ")]
                if code and first_condition.startswith(("canImport(Glibc)", "canImport(Musl)")):
                    problems.append(f"{path}:{first_line}: #if {first_condition} holds code with no branch for Apple's platforms")
    return problems, apple


SELF_TEST = {
    "Good.swift": "#if canImport(Glibc)\nimport Glibc\n#elseif canImport(Darwin)\nimport Darwin\n#endif\n#if os(iOS)\nlet x = 1\n#endif\n",
    "Bad.swift": "#if canImport(Glibc)\nimport Glibc\n#endif\n#if canImport(Glibc)\nlet y = SOCK_STREAM.rawValue\n#endif\n",
}


def main():
    if "--self-test" in sys.argv:
        problems, apple = findings(SELF_TEST)
        ok = problems == ["Bad.swift:1: imports Glibc with no Darwin branch beside it", "Bad.swift:4: #if canImport(Glibc) holds code with no branch for Apple's platforms"]
        ok = ok and apple == ["Good.swift:3: #elseif canImport(Darwin) (1 lines)", "Good.swift:6: #if os(iOS) (1 lines)"]
        print("platforms self-test: " + ("a Glibc import without Darwin and Linux-only code are found; Apple-only branches are listed" if ok else f"failed: {problems} {apple}"))
        return 0 if ok else 1
    files = {str(path.relative_to(ROOT)): path.read_text(encoding="utf-8") for folder in FOLDERS for path in sorted((ROOT / folder).rglob("*.swift"))}
    problems, apple = findings(files)
    if "--list" in sys.argv:
        print("\n".join(apple))
    for problem in problems:
        print(problem, file=sys.stderr)
    if problems:
        return 1
    print(f"platforms: {len(files)} files; every Glibc import has its Darwin branch; {len(apple)} branches only Apple's platforms compile (--list names them)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
