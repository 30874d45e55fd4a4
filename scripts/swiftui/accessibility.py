#!/usr/bin/env python3
"""What Linux can check of the screens' accessibility, read from their source (StoreHelperUI's views, the README's
and DocC's screens, the florist app):
  - no fixed font size: text keeps the sizes the customer chose (Dynamic Type). A font call that names a size
    (`.system(size:`, `.custom(_:size:)` without `relativeTo:`) fails;
  - every outcome is announced: a view whose state has an `announcement` (StoreHelperUI's view state: what VoiceOver
    says when a purchase, a restore or a refund request ends) posts it (`.announcing(state.announcement)`);
  - every purchase button carries the product's name as its value (`accessibilityValue`), its words being its label.
What it cannot check (how VoiceOver reads the screens, their layout at the largest sizes) needs a device.

Usage: scripts/swiftui/accessibility.py [--self-test]
"""
import pathlib
import re
import sys

ROOT = pathlib.Path(__file__).resolve().parents[2]
VIEWS = ROOT / "Sources" / "StoreHelperUI" / "Views"
STATES = ROOT / "Sources" / "StoreHelperUI"
SCREENS = [VIEWS, ROOT / "Examples" / "FloristScreens", ROOT / "Examples" / "FloristApp" / "Sources"]
FIXED_SIZE = re.compile(r"\.system\(\s*size:|\.custom\([^)]*size:(?![^)]*relativeTo:)")


def announcing_states(states):
    """The names of the view-state types whose source declares an `announcement`."""
    return {name for text in states.values() if "public var announcement" in text for name in re.findall(r"public final class (\w+)", text)}


def findings(screens, states):
    """What falls short in `screens` (path → source), given the view states' sources (path → source)."""
    problems = []
    for path, text in sorted(screens.items()):
        for number, line in enumerate(text.splitlines(), 1):
            if FIXED_SIZE.search(line):
                problems.append(f"{path}:{number}: a fixed font size: use a text style, which follows Dynamic Type")
    announcing = announcing_states(states)
    for path, text in sorted(screens.items()):
        held = re.search(r"@State private var state: (\w+)", text)
        if held and held.group(1) in announcing and ".announcing(state.announcement)" not in text:
            problems.append(f"{path}: {held.group(1)} has an announcement that the view never posts (.announcing(state.announcement))")
        if held and held.group(1) == "PurchaseButtonState" and ".accessibilityValue(" not in text:
            problems.append(f"{path}: the purchase button gives VoiceOver no value (the product's name)")
    return problems


def sources(directories):
    return {str(path.relative_to(ROOT)): path.read_text() for directory in directories for path in sorted(directory.rglob("*.swift"))}


def self_test():
    screens, states = sources(SCREENS), sources([STATES])
    button = "Sources/StoreHelperUI/Views/PurchaseButton.swift"
    options = "Sources/StoreHelperUI/Views/ShopOptionsView.swift"
    planted = dict(screens)
    planted[button] = screens[button].replace(".accessibilityValue(", ".accessibilityHint(") + "\n// Text(\"x\").font(.system(size: 12))\n"
    planted[options] = screens[options].replace(".announcing(state.announcement)", "")
    assert planted[button] != screens[button] and planted[options] != screens[options], "the self-test's anchors moved: update it"
    problems = findings(planted, states)
    wanted = {
        "fixed size": any("fixed font size" in p and "PurchaseButton" in p for p in problems),
        "value": any("no value" in p for p in problems),
        "announcement": any("ShopOptionsState has an announcement" in p for p in problems),
    }
    if not all(wanted.values()) or findings(screens, states):
        print(f"accessibility self-test failed: {wanted}; found {problems[:5]}")
        return 1
    print("accessibility self-test: a fixed font size, a purchase button without a value and an unposted announcement are each found")
    return 0


def main():
    if "--self-test" in sys.argv:
        return self_test()
    screens, states = sources(SCREENS), sources([STATES])
    problems = findings(screens, states)
    if problems:
        print(f"accessibility: {len(problems)} finding(s):")
        for problem in problems:
            print(f"  {problem}")
        return 1
    posting = sum(1 for text in screens.values() if ".announcing(state.announcement)" in text)
    print(f"accessibility: {len(screens)} screen files use no fixed font size; {posting} views post their state's announcement "
          f"({len(announcing_states(states))} states have one); the purchase button gives VoiceOver the product's name")
    return 0


if __name__ == "__main__":
    sys.exit(main())
