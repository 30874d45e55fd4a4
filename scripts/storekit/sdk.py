"""Which Xcode a symbol needs, for scripts/storekit/check.py: each Xcode's Swift and SDKs, the minimum Xcode the
package's tools version allows, the Xcode apple.yml builds with, and the adapter's uses of symbols newer than the
minimum Xcode's SDK, which must sit under `#if compiler(>=...)` with a fallback."""
import pathlib
import re

from scopes import blanked, version  # scripts/availability, on the path check.py sets

ROOT = pathlib.Path(__file__).resolve().parents[2]
# Each Xcode's Swift and SDKs (iOS, macOS), from Apple's Xcode release notes
# (https://developer.apple.com/documentation/xcode-release-notes): the Xcodes a minimum can be.
XCODES = {
    "16.3": ("6.1", "18.4", "15.4"),
    "16.4": ("6.1.2", "18.5", "15.5"),
    "26.0": ("6.2", "26.0", "26.0"),
    "26.4": ("6.3", "26.4", "26.4"),
}

def compiler_guards(text):
    """For each line (1-based), the Swift versions `#if compiler(>=V)` blocks around it guarantee."""
    stack, result = [], {}
    for number, line in enumerate(text.splitlines(), start=1):
        stripped = line.strip()
        if stripped.startswith("#if "):
            stack.append(re.findall(r"compiler\(>=\s*([\d.]+)\)", stripped))
        elif stripped.startswith("#elseif") or stripped.startswith("#else"):
            if stack:
                stack[-1] = re.findall(r"compiler\(>=\s*([\d.]+)\)", stripped) if stripped.startswith("#elseif") else []
        elif stripped.startswith("#endif"):
            if stack:
                stack.pop()
        result[number] = [value for frame in stack for value in frame]
    return result


def minimum_xcode(tools_version):
    """The first Xcode whose Swift is at least the package's tools version."""
    return min((key for key, (swift, _, _) in XCODES.items() if version(swift) >= version(tools_version)), key=version)


def sdk_findings(matched, sources, references, minimum, pinned):
    """References to symbols newer than the minimum Xcode's SDK outside `#if compiler(>=...)` for that SDK's Swift,
    and symbols newer than the pinned Xcode's SDK at all; how many such references."""
    problems, uses, guards = [], 0, {}
    for path, line, _, usr in sorted(set(references)):
        entry = matched.get(usr)
        if not entry or "sdk" not in entry:
            continue
        shipping = min((key for key, (_, ios, _) in XCODES.items() if version(ios) >= version(entry["sdk"])), key=version)
        swift = XCODES[shipping][0]
        if version(XCODES[pinned][1]) < version(entry["sdk"]):
            problems.append(f"{path}:{line}: {entry['name']} needs the {entry['sdk']} SDK (Xcode {shipping}); apple.yml builds with Xcode {pinned}")
        if version(XCODES[minimum][1]) >= version(entry["sdk"]):
            continue
        uses += 1
        guards.setdefault(path, compiler_guards(blanked(sources[path])))
        if not any(version(value) >= version(swift) for value in guards[path][line]):
            problems.append(
                f"{path}:{line}: {entry['name']} ships in the {entry['sdk']} SDK (Xcode {shipping}), newer than the minimum "
                f"Xcode {minimum}: guard it with `#if compiler(>={swift})` and a fallback"
            )
    return problems, uses


def xcodes_named():
    """The minimum Xcode (from the tools version), whether the README names it, and apple.yml's Xcode."""
    tools = re.search(r"swift-tools-version:\s*([\d.]+)", (ROOT / "Package.swift").read_text()).group(1)
    minimum = minimum_xcode(tools)
    pinned = re.search(r"Xcode_([\d.]+)\.app", (ROOT / ".github" / "workflows" / "apple.yml").read_text()).group(1)
    readme_names = f"Xcode {minimum}" in (ROOT / "README.md").read_text()
    return minimum, pinned, readme_names
