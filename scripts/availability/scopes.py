"""Which Apple versions the `#available` and `@available` scopes around a place in Swift source guarantee.

Linux's compiler ignores Apple's availability, so the checks read the guards from the text: a scope (a brace)
is guarded by the `#available(…)` or `@available(…)` in the text that opens it (after the statements before
it), and by every scope around it; after a `guard #available(…) else { … }`, the rest of the scope is guarded.
Comments and string literals (single-line, multi-line, raw) are blanked first, keeping every line and column.
"""
import bisect
import re

PLATFORMS = ("iOS", "macOS")
AVAILABLE = re.compile(r"[#@]available\(([^)]*)\)")
GUARD = re.compile(r"\bguard\b[^{]*#available\(")


def version(text):
    """A version as a comparable tuple: "15" and "15.0" are the same version."""
    parts = [int(part) for part in text.split(".")]
    return tuple(parts + [0] * (3 - len(parts)))


def blanked(source):
    """`source` with the text of comments and string literals replaced by spaces (newlines kept)."""
    out = list(source)
    index, length = 0, len(source)

    def blank(start, end):
        for position in range(start, end):
            if out[position] != "\n":
                out[position] = " "

    while index < length:
        if source.startswith("//", index):
            end = source.find("\n", index)
            end = length if end < 0 else end
            blank(index, end)
            index = end
        elif source.startswith("/*", index):
            depth, position = 1, index + 2
            while position < length and depth:
                if source.startswith("/*", position):
                    depth, position = depth + 1, position + 2
                elif source.startswith("*/", position):
                    depth, position = depth - 1, position + 2
                else:
                    position += 1
            blank(index, position)
            index = position
        else:
            match = re.compile(r'(#*)("""|")').match(source, index)
            if not match:
                index += 1
                continue
            hashes, quote = match.group(1), match.group(2)
            closing = quote + hashes
            position = match.end()
            while position < length:
                if not hashes and source[position] == "\\":
                    position += 2
                    continue
                if source.startswith(closing, position):
                    position += len(closing)
                    break
                if quote == '"' and source[position] == "\n":
                    break
                position += 1
            blank(index, position)
            index = position
    return "".join(out)


def guard_of(text):
    """The iOS and macOS versions the availability conditions or attributes in `text` require."""
    guard = {}
    for match in AVAILABLE.finditer(text):
        for part in match.group(1).split(","):
            words = part.split()
            if len(words) == 2 and words[0] in PLATFORMS:
                guard[words[0]] = words[1]
    return guard


def merged(outer, inner):
    """A scope's guard: the later version of each platform."""
    result = dict(outer)
    for platform, value in inner.items():
        if platform not in result or version(value) > version(result[platform]):
            result[platform] = value
    return result


class Guards:
    """The guard at every offset of one file: built once, asked for many places."""

    def __init__(self, source):
        self.text = blanked(source)
        self.line_starts = [0] + [match.end() for match in re.finditer("\n", source)]
        self.lines = source.split("\n")
        self.starts, self.guards = [], []
        text = self.text
        # Each frame: the scope's guard, and whether its brace is a `guard #available` statement's else.
        stack, start = [({}, None)], 0
        for index, character in enumerate(text):
            if character == "{":
                annotations = list(AVAILABLE.finditer(text, start, index))
                split = annotations[-1].start() if annotations else index
                self._mark(start, stack[-1][0])
                header = text[start:index]
                if GUARD.search(header):
                    # The else of `guard #available`: itself unguarded; what follows its scope is guarded.
                    self._mark(split, stack[-1][0])
                    stack.append((stack[-1][0], guard_of(header[split - start :])))
                else:
                    guard = merged(stack[-1][0], guard_of(text[split:index]))
                    self._mark(split, guard)
                    stack.append((guard, None))
                start = index + 1
            elif character == "}":
                self._mark(start, stack[-1][0])
                if len(stack) > 1:
                    _, after = stack.pop()
                    if after:
                        outer, kind = stack.pop()
                        stack.append((merged(outer, after), kind))
                start = index + 1
        self._mark(start, stack[-1][0])

    def _mark(self, offset, guard):
        if self.starts and self.starts[-1] == offset:
            self.guards[-1] = guard
        else:
            self.starts.append(offset)
            self.guards.append(guard)

    def offset(self, line, utf8_column):
        """The character offset of a 1-based line and 1-based UTF-8 byte column."""
        text = self.lines[line - 1] if line - 1 < len(self.lines) else ""
        prefix = text.encode("utf-8")[: max(0, utf8_column - 1)].decode("utf-8", errors="ignore")
        return self.line_starts[line - 1] + len(prefix)

    def at(self, line, utf8_column):
        """The iOS and macOS versions guaranteed at that place."""
        return self.at_offset(self.offset(line, utf8_column))

    def at_offset(self, position):
        """The iOS and macOS versions guaranteed at a character offset of the source."""
        return self.guards[bisect.bisect_right(self.starts, position) - 1]

    def covers(self, line, utf8_column, needed):
        """Whether the guard at that place reaches `needed` (platform → version) on every platform."""
        guard = self.at(line, utf8_column)
        return all(platform in guard and version(guard[platform]) >= version(value) for platform, value in needed.items())
