"""A small Swift lexer shared by the scripts in Scripts/lib: skips comments and string literals.

It knows nested block comments, single-line, multi-line and raw (#"..."#) strings, and string
interpolation with strings inside; that is all the scripts need to read declarations and imports
without being fooled by text in comments or strings. Regex literals are not understood.
"""

from __future__ import annotations

import re

RAW_STRING_START = re.compile(r'#*"')
_COMMENT_OR_STRING_START = re.compile(r'//|/\*|#*"')


def _skip_string(src: str, i: int) -> int:
    """`src[i:]` starts a string literal ("..", \"\"\"..\"\"\", #".."#); returns the index after it."""
    hashes = 0
    while src[i] == "#":
        hashes += 1
        i += 1
    multiline = src.startswith('"""', i)
    i += 3 if multiline else 1
    close = ('"""' if multiline else '"') + "#" * hashes
    escape = "\\" + "#" * hashes
    while i < len(src):
        if src.startswith(escape, i):
            i += len(escape)
            if i < len(src) and src[i] == "(":
                i = _skip_interpolation(src, i)
            else:
                i += 1
        elif src.startswith(close, i):
            return i + len(close)
        elif src[i] == "\n" and not multiline:
            return i  # unterminated; stop at the end of the line
        else:
            i += 1
    return i


def _skip_interpolation(src: str, i: int) -> int:
    """`src[i]` is the "(" of "\\(": returns the index after its matching ")"."""
    depth = 0
    while i < len(src):
        if RAW_STRING_START.match(src, i):
            i = _skip_string(src, i)
            continue
        if src[i] == "(":
            depth += 1
        elif src[i] == ")":
            depth -= 1
            if depth == 0:
                return i + 1
        i += 1
    return i


def strip_comments_and_strings(src: str, keep_lines: bool = False) -> str:
    """The source with comments removed and every string literal emptied to \"\".

    With keep_lines, a removed comment or string leaves its newlines behind, so every line of the
    result is at the same line number as in the source.
    """
    out: list[str] = []
    i = 0
    while i < len(src):
        special = _COMMENT_OR_STRING_START.search(src, i)
        if special is None:
            out.append(src[i:])
            break
        out.append(src[i : special.start()])  # plain code, copied as it is
        i = special.start()
        if src.startswith("//", i):
            end = src.find("\n", i)
            i = len(src) if end == -1 else end
        elif src.startswith("/*", i):  # Swift block comments nest
            start = i
            depth = 0
            while i < len(src):
                if src.startswith("/*", i):
                    depth += 1
                    i += 2
                elif src.startswith("*/", i):
                    depth -= 1
                    i += 2
                    if depth == 0:
                        break
                else:
                    i += 1
            out.append(" " + ("\n" * src.count("\n", start, i) if keep_lines else ""))
        elif RAW_STRING_START.match(src, i):
            start = i
            i = _skip_string(src, i)
            out.append('""' + ("\n" * src.count("\n", start, i) if keep_lines else ""))
    return "".join(out)
