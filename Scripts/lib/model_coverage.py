#!/usr/bin/env python3
"""Compares the TMDb type reference in docs/TMDB_MAPPING.md with the domain types.

This is step 1 of the update-domain-model workflow ("Identify Missing Properties"), automated.
Run it through Scripts/model-coverage.sh; `model-coverage.sh --help` describes the arguments.

How it works, top to bottom in this file:
1. parse_reference: reads the "TMDb Type Reference" section of the reference. Every type there
   is one entity: `### Movie (`TMDb.Movie`)` headings followed by a property table, and, under
   "Supporting Types", one-line structs (**`TMDb.Genre`**: `id: Int`, `name: String`) and enums
   (**`TMDb.Gender`** (enum: Int) followed by a `| Case | Raw Value |` table of `.case` names).
2. find_declarations: finds the entity's domain file(s), one per context that has one.
3. declared_members: reads a Swift file's members of one type (let/var names, or enum cases)
   from the type's declaration and any extension of it in the same file.
4. main: prints one block per entity, in reference order, then a summary.
"""

from __future__ import annotations

import re
import sys
from dataclasses import dataclass, field
from pathlib import Path

from swift_source import strip_comments_and_strings

PROG = "model-coverage.sh"

EXIT_OK = 0
EXIT_INCOMPLETE = 1  # --strict only
EXIT_USAGE = 64  # EX_USAGE: unknown option or entity name, missing option value
EXIT_DATAERR = 65  # EX_DATAERR: the reference is not in the expected format
EXIT_NOINPUT = 66  # EX_NOINPUT: the reference file cannot be read

# TMDb type name -> domain type name, where they differ.
DOMAIN_NAMES = {
    "BelongsToCollection": "MovieCollection",
    "Status": "MovieStatus",
    "PersonImageCollection": "ImageCollection",
    "ReleaseDate": "MovieReleaseDate",
    "ShowWatchProvider": "WatchProviderOffers",
}

# Where domain types live, relative to the repository root. "{name}" is the domain type name.
CONTEXT_GLOB = "Contexts/*/Sources/*Domain/Entities/{name}.swift"
CORE_DIR = "Core/CoreDomain/Sources/CoreDomain"
CORE_LABEL = "CoreDomain"

REFERENCE_SECTION = "## TMDb Type Reference"

HELP = f"""\
usage: {PROG} [--strict] [--root DIR] [--reference FILE] [ENTITY ...]

Lists, per TMDb type in the reference's "TMDb Type Reference" section, the properties (for enums:
the cases) that the domain type lacks. This is step 1 of the update-domain-model workflow.

  ENTITY            check only these types, by TMDb name (e.g. TVSeries BelongsToCollection) or
                    domain name (e.g. MovieCollection); default: every type in the reference
  --strict          exit 1 when a checked type is incomplete or has no domain type yet
  --root DIR        repository to check (default: the repository this script is in)
  --reference FILE  the type reference (default: DIR/docs/TMDB_MAPPING.md)
  -h, --help        show this help

Domain types are read from Contexts/*/Sources/*Domain/Entities/<Name>.swift (each context is
reported on its own line) and {CORE_DIR}/<Name>.swift. Domain names equal
TMDb names except: {", ".join(f"{k} -> {v}" for k, v in DOMAIN_NAMES.items())}.
A property is present when the type, or an extension of it in the same file, declares a `let`
or `var` with its name (stored or computed); an enum case is present when a `case` declares it
(extra domain cases, such as `unknown`, are fine).

Output, one block per type in reference order, then a summary:
  Movie (PopcornMovies): complete (26/26)
  Person (PopcornPeople): missing 2 of 13: alsoKnownAs, deathday
  TVSeries: no domain type yet
  N entities complete, M incomplete, K not implemented
A type with domain files in several contexts is incomplete when any of them is.

Exit status: 0; 1 with --strict when a checked type is incomplete or not implemented;
64 usage error; 65 the reference's format is not understood; 66 the reference cannot be read.
"""


class UsageError(Exception):
    pass


class ReferenceError(Exception):
    pass


# --- 1. The reference -------------------------------------------------------------------------


@dataclass
class Entity:
    name: str  # TMDb name, e.g. "BelongsToCollection"
    is_enum: bool
    members: list[str] = field(default_factory=list)  # property names, or enum case names
    line: int = 0

    @property
    def domain_name(self) -> str:
        return DOMAIN_NAMES.get(self.name, self.name)

    @property
    def label(self) -> str:
        if self.domain_name == self.name:
            return self.name
        return f"{self.name} -> {self.domain_name}"


IDENTIFIER = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")
HEADING_TYPE = re.compile(r"^###\s+.*\(`TMDb\.(\w+)`\)\s*$")  # ### Movie (`TMDb.Movie`)
BOLD_TYPE = re.compile(r"^\*\*`TMDb\.(\w+)`\*\*(.*)$")  # **`TMDb.Genre`**: ... / (enum: Int)
TABLE_SEPARATOR = re.compile(r"^\|?[\s:|-]+\|?$")  # |----------|------|


def parse_reference(text: str, source: str) -> list[Entity]:
    lines = text.splitlines()
    try:
        start = next(i for i, line in enumerate(lines) if line.strip() == REFERENCE_SECTION)
    except StopIteration:
        raise ReferenceError(f"{source}: no '{REFERENCE_SECTION}' section") from None

    entities: list[Entity] = []
    table_owner: Entity | None = None  # the entity whose table rows come next
    header_seen = False  # a table's first row is its header

    def fail(number: int, why: str) -> ReferenceError:
        return ReferenceError(f"{source}:{number}: {why}")

    for index in range(start + 1, len(lines)):
        number = index + 1
        line = lines[index].strip()
        if line.startswith("## "):
            break  # end of the section
        if match := HEADING_TYPE.match(line):
            table_owner = Entity(match.group(1), is_enum=False, line=number)
            entities.append(table_owner)
            header_seen = False
        elif line.startswith("#"):
            table_owner = None  # another heading, such as "### Supporting Types"
        elif match := BOLD_TYPE.match(line):
            rest = match.group(2).strip()
            if rest.startswith(":"):  # **`TMDb.Genre`**: `id: Int`, `name: String`
                entity = Entity(match.group(1), is_enum=False, line=number)
                for span in re.findall(r"`([^`]*)`", rest):
                    name = span.split(":", 1)[0].strip()
                    if ":" not in span or not IDENTIFIER.fullmatch(name):
                        raise fail(number, f"cannot read a property from `{span}`")
                    entity.members.append(name)
                entities.append(entity)
                table_owner = None
            elif rest.startswith("(enum"):  # **`TMDb.Gender`** (enum: Int), then a case table
                table_owner = Entity(match.group(1), is_enum=True, line=number)
                entities.append(table_owner)
                header_seen = False
            else:
                raise fail(number, f"cannot tell whether TMDb.{match.group(1)} is a struct or an enum")
        elif line.startswith("|") and table_owner is not None:
            if TABLE_SEPARATOR.match(line):
                continue
            if not header_seen:
                header_seen = True  # | Property | Type | Notes |  or  | Case | Raw Value |
                continue
            cell = line.strip("|").split("|", 1)[0].strip().strip("`").strip()
            if table_owner.is_enum:
                cell = cell.removeprefix(".")
            if not IDENTIFIER.fullmatch(cell):
                raise fail(number, f"cannot read a {'case' if table_owner.is_enum else 'property'} name from this row")
            table_owner.members.append(cell)

    seen: dict[str, Entity] = {}
    for entity in entities:
        if entity.name in seen:
            raise fail(entity.line, f"TMDb.{entity.name} is also described on line {seen[entity.name].line}")
        seen[entity.name] = entity
        if not entity.members:
            raise fail(entity.line, f"TMDb.{entity.name} lists no {'cases' if entity.is_enum else 'properties'}")
        entity.members = list(dict.fromkeys(entity.members))  # drop repeats, keep order
    if not entities:
        raise ReferenceError(f"{source}: the '{REFERENCE_SECTION}' section describes no types")
    return entities


# --- 2. Where the domain types are ------------------------------------------------------------


def find_declarations(root: Path, domain_name: str) -> list[tuple[str, Path]]:
    """(context label, file) for every domain file named after the type, contexts first."""
    found = [(path.relative_to(root).parts[1], path) for path in sorted(root.glob(CONTEXT_GLOB.format(name=domain_name)))]
    core = root / CORE_DIR / f"{domain_name}.swift"
    if core.is_file():
        found.append((CORE_LABEL, core))
    return [(label, path) for label, path in found if path.is_file()]


# --- 3. Reading a Swift type's members --------------------------------------------------------

TYPE_HEADER = re.compile(r"\b(struct|enum|class|actor|extension)\s+(?:\w+\.)*(\w+)")
PROPERTY = re.compile(r"(?<![\w.])(?:let|var)\s+`?([A-Za-z_]\w*)`?")
CASE = re.compile(r"(?<![\w.])case\s+([^\n;]*)")


def top_level_blocks(code: str) -> list[tuple[str, str]]:
    """(header, body) per top-level `{ }` block; the body keeps only its own level (nested blocks,
    such as method bodies and computed property getters, are replaced by a newline)."""
    blocks: list[tuple[str, str]] = []
    header: list[str] = []
    body: list[str] = []
    depth = 0
    for char in code:
        if char == "{":
            depth += 1
            if depth == 2:
                body.append("\n")
        elif char == "}":
            depth -= 1
            if depth == 0:
                blocks.append(("".join(header), "".join(body)))
                header, body = [], []
            depth = max(depth, 0)
        elif depth == 0:
            if char == ";":
                header = []
            else:
                header.append(char)
        elif depth == 1:
            body.append(char)
    return blocks


def declared_members(source: str, type_name: str) -> tuple[bool, set[str], set[str]]:
    """(declares the type?, let/var names, case names) of `type_name` and its extensions."""
    declares = False
    properties: set[str] = set()
    cases: set[str] = set()
    for header, body in top_level_blocks(strip_comments_and_strings(source)):
        header = "\n".join(line for line in header.splitlines() if not line.strip().startswith("import "))
        match = TYPE_HEADER.search(header)
        if not match or match.group(2) != type_name:
            continue
        declares = declares or match.group(1) != "extension"
        properties.update(PROPERTY.findall(body))
        for declaration in CASE.findall(body):
            for element in _split_top_level_commas(declaration):
                if name := re.match(r"\s*`?([A-Za-z_]\w*)", element):
                    cases.add(name.group(1))
    return declares, properties, cases


def _split_top_level_commas(text: str) -> list[str]:
    """`a(Int, String), b = 2` -> [`a(Int, String)`, ` b = 2`]."""
    parts, depth, current = [], 0, []
    for char in text:
        if char in "([":
            depth += 1
        elif char in ")]":
            depth -= 1
        if char == "," and depth == 0:
            parts.append("".join(current))
            current = []
        else:
            current.append(char)
    parts.append("".join(current))
    return parts


# --- 4. Arguments, report ---------------------------------------------------------------------


@dataclass
class Options:
    strict: bool = False
    root: Path | None = None
    reference: Path | None = None
    names: list[str] = field(default_factory=list)


def parse_arguments(argv: list[str]) -> Options | None:
    """None means --help was printed."""
    options = Options()
    i = 0

    def value(flag: str) -> str:
        nonlocal i
        if i + 1 >= len(argv) or argv[i + 1] == "":
            raise UsageError(f"{flag} needs a value (see --help)")
        i += 1
        return argv[i]

    only_names = False
    while i < len(argv):
        arg = argv[i]
        if only_names or not arg.startswith("-") or arg == "-":
            options.names.append(arg)
        elif arg == "--":
            only_names = True
        elif arg in ("-h", "--help"):
            sys.stdout.write(HELP)
            return None
        elif arg == "--strict":
            options.strict = True
        elif arg == "--root":
            options.root = Path(value(arg))
        elif arg.startswith("--root="):
            options.root = Path(arg.split("=", 1)[1])
        elif arg == "--reference":
            options.reference = Path(value(arg))
        elif arg.startswith("--reference="):
            options.reference = Path(arg.split("=", 1)[1])
        else:
            raise UsageError(f"unknown option '{arg}' (see --help)")
        i += 1
    return options


def select(entities: list[Entity], names: list[str]) -> list[Entity]:
    if not names:
        return entities
    by_name = {entity.name: entity for entity in entities}
    by_name.update({entity.domain_name: entity for entity in entities if entity.domain_name not in by_name})
    wanted = set()
    for name in names:
        if name not in by_name:
            known = ", ".join(entity.name for entity in entities)
            raise UsageError(f"unknown entity '{name}'; the reference describes: {known}")
        wanted.add(by_name[name].name)
    return [entity for entity in entities if entity.name in wanted]


def run(argv: list[str]) -> int:
    options = parse_arguments(argv)
    if options is None:
        return EXIT_OK
    root = options.root or Path(__file__).resolve().parent.parent.parent
    if not root.is_dir():
        raise UsageError(f"--root: '{root}' is not a directory")
    reference = options.reference or root / "docs" / "TMDB_MAPPING.md"
    try:
        text = reference.read_text(encoding="utf-8")
    except OSError as error:
        print(f"{PROG}: cannot read the reference {reference}: {error.strerror or error}", file=sys.stderr)
        return EXIT_NOINPUT
    try:
        entities = parse_reference(text, str(reference))
    except ReferenceError as error:
        print(f"{PROG}: {error}", file=sys.stderr)
        return EXIT_DATAERR
    checked = select(entities, options.names)

    complete = incomplete = not_implemented = 0
    for entity in checked:
        reports = []
        any_missing = False
        for context, path in find_declarations(root, entity.domain_name):
            declares, properties, cases = declared_members(path.read_text(encoding="utf-8"), entity.domain_name)
            if not declares:
                print(f"{PROG}: warning: {path.relative_to(root)} does not declare {entity.domain_name}; ignored", file=sys.stderr)
                continue
            present = cases if entity.is_enum else properties
            missing = [member for member in entity.members if member not in present]
            total = len(entity.members)
            any_missing = any_missing or bool(missing)
            if missing:
                reports.append(f"{entity.label} ({context}): missing {len(missing)} of {total}: {', '.join(missing)}")
            else:
                reports.append(f"{entity.label} ({context}): complete ({total}/{total})")
        if not reports:
            print(f"{entity.label}: no domain type yet")
            not_implemented += 1
            continue
        print("\n".join(reports))
        if any_missing:
            incomplete += 1
        else:
            complete += 1
    print(f"{complete} entities complete, {incomplete} incomplete, {not_implemented} not implemented")

    if options.strict and (incomplete or not_implemented):
        return EXIT_INCOMPLETE
    return EXIT_OK


def main() -> int:
    try:
        return run(sys.argv[1:])
    except UsageError as error:
        print(f"{PROG}: {error}", file=sys.stderr)
        return EXIT_USAGE


if __name__ == "__main__":
    sys.exit(main())
