#!/usr/bin/env python3
"""Checks every Swift file's imports against the module map's rules (README.md, "Module map").

The manifests already stop a package from depending on what it must not; this catches what they
cannot see: a file importing a module its target reaches only through another dependency (or
through an `@_exported import`), and rules that are per folder rather than per package, such as
"only the CLI's Composition, Configuration and Logging import TMDbKit".
Run it through Scripts/check-imports.sh; `check-imports.sh --help` describes the arguments.

How it works, top to bottom in this file:
1. swift_files: the git-tracked (and untracked, not ignored) Swift files under the root, or every
   Swift file outside hidden folders when the root is not in a git work tree.
2. imports: each `import` declaration of a file, with comments and strings skipped.
3. Repository: which module belongs to which context (from Contexts/Popcorn*/Sources/*) and to
   which package, and which packages each package depends on (its Package.swift's
   `.package(path:)` entries, followed to the end).
4. violations: the rules, one function each, applied to every import.
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path, PurePosixPath

from swift_source import strip_comments_and_strings

PROG = "check-imports.sh"

EXIT_OK = 0
EXIT_VIOLATIONS = 1
EXIT_USAGE = 64  # EX_USAGE: unknown option, more than one root, a root that is not a directory
EXIT_NOINPUT = 66  # EX_NOINPUT: no Swift file under the root

LAYERS = ("Domain", "Application", "Infrastructure", "Composition")

# Where TMDbKit may be imported in the CLI: the composition root and what it reads, plus tests.
CLI_TMDBKIT_DIRS = (
    "Apps/PopcornCLI/Sources/PopcornCLI/Composition",
    "Apps/PopcornCLI/Sources/PopcornCLI/Configuration",
    "Apps/PopcornCLI/Sources/PopcornCLI/Logging",
    "Apps/PopcornCLI/Tests",
)

HELP = f"""\
usage: {PROG} [ROOT]

Checks the imports of every Swift file under ROOT (default: the repository this script is in)
against the module map's rules, and prints one line per violation, `path:line: rule`:

  - a Domain target (Contexts/*/Sources/*Domain) imports only Foundation and CoreDomain;
  - an Application target (Contexts/*/Sources/*Application) imports no *Infrastructure module,
    GRDB, TMDbKit or DataPersistence;
  - nothing under Contexts/Popcorn<X>/ imports another context's <Y>Domain, <Y>Application,
    <Y>Infrastructure or <Y>Composition (the contexts' modules are read from
    Contexts/Popcorn*/Sources/*);
  - nothing under Adapters/Contexts/Popcorn<X>Adapters/ imports another context's Domain,
    Infrastructure or Composition (its Application is allowed, for cross-context providers);
  - nothing under Apps/ imports an *Infrastructure module;
  - an Infrastructure target (Contexts/*/Sources/*Infrastructure) imports neither TMDbKit nor
    its own context's Application;
  - GRDB is imported only in Core/DataPersistence, Contexts/*/Sources/*Infrastructure and
    Contexts/*/Tests/*InfrastructureTests;
  - TMDbKit is imported only in Core/TMDbKit, Adapters/, the CLI's Composition/, Configuration/
    and Logging/ (Apps/PopcornCLI/Sources/PopcornCLI/...) and the CLI's tests;
  - nothing re-exports (`@_exported import`) GRDB, TMDbKit, DataPersistence or an
    *Infrastructure module: every file that imports the re-exporting module would get it
    without an import these rules can see;
  - a file imports a module of this repository's packages (a folder <package>/Sources/<module>)
    only when its own package (the nearest folder with a Package.swift) depends on that package,
    through `.package(path:)` entries followed to the end: Scripts/test.sh builds every package
    into one scratch directory, where such an import would compile though the package alone
    would not.

Every form of import counts: `@testable import`, `@_exported import`, `public import`,
`internal import`, `import struct X.Y` (module X), imports inside `#if`. Comments and string
literals are skipped. The files are `git ls-files -co --exclude-standard '*.swift'` under ROOT
(tracked, plus new files not yet added), or, when ROOT is not in a git work tree, every
*.swift file outside hidden folders such as .build.

Exit status: 0 no violation; 1 violations; 64 usage error; 66 no Swift file under ROOT.
"""


class UsageError(Exception):
    pass


# --- 1. The files -------------------------------------------------------------------------------


def swift_files(root: Path) -> list[str]:
    """Paths relative to root, with "/" separators, sorted."""
    try:
        listed = subprocess.run(
            ["git", "ls-files", "-co", "--exclude-standard", "-z", "--", "*.swift"],
            cwd=root,
            capture_output=True,
            check=True,
        ).stdout.decode()
        # A tracked file deleted in the working tree is not there to check.
        paths = [path for path in listed.split("\0") if path and (root / path).is_file()]
    except (OSError, subprocess.CalledProcessError):  # no git, or not a work tree
        paths = []
        for folder, subfolders, names in os.walk(root):
            subfolders[:] = sorted(name for name in subfolders if not name.startswith("."))
            relative = Path(folder).relative_to(root)
            paths += [(relative / name).as_posix() for name in names if name.endswith(".swift")]
    return sorted(set(paths))


# --- 2. The imports -----------------------------------------------------------------------------

# attributes, an access level, `import`, an optional kind (`import struct X.Y`), the module.
IMPORT = re.compile(
    r"""
    (?:^|;)[ \t]*
    (?P<declaration>
        (?P<attributes>(?:@\w+(?:\([^)]*\))?\s+)*)
        (?:(?:public|package|internal|fileprivate|private)\s+)?
        import\s+
        (?:(?:typealias|struct|class|enum|protocol|let|var|func)\s+)?
        (?P<module>[A-Za-z_]\w*)
    )
    """,
    re.MULTILINE | re.VERBOSE,
)


@dataclass(frozen=True)
class Import:
    line: int
    module: str
    exported: bool  # `@_exported import`


def imports(source: str) -> list[Import]:
    code = strip_comments_and_strings(source, keep_lines=True)
    found = []
    for match in IMPORT.finditer(code):
        start = match.start("declaration")
        found.append(
            Import(
                line=code.count("\n", 0, start) + 1,
                module=match["module"],
                exported=re.search(r"@_exported\b", match["attributes"]) is not None,
            )
        )
    return found


# --- 3. The contexts, the packages and their modules ----------------------------------------


def layer_of(module: str) -> str | None:
    """"Domain" for MoviesDomain, ..., None for a module that is not a context layer."""
    return next((layer for layer in LAYERS if module.endswith(layer) and module != layer), None)


def context_modules(root: Path) -> dict[str, str]:
    """Module name -> the context folder that owns it ("MoviesDomain" -> "PopcornMovies").

    Every folder under Contexts/Popcorn*/Sources/ is a module of that context; a module named
    <Y><Layer> also gives the context the prefix <Y>, and with it all four <Y><Layer> names.
    """
    owners: dict[str, str] = {}
    for sources in sorted(root.glob("Contexts/Popcorn*/Sources")):
        context = sources.parent.name
        for target in sorted(path.name for path in sources.iterdir() if path.is_dir()):
            owners[target] = context
            layer = layer_of(target)
            if layer is not None:
                prefix = target[: -len(layer)]
                for each in LAYERS:
                    owners.setdefault(prefix + each, context)
    return owners


# `.package(path: "../../Core/CoreDomain")`, also with a `name:` first.
LOCAL_PACKAGE = re.compile(r'\.package\(\s*(?:name:\s*"[^"]*"\s*,\s*)?path:\s*"([^"]+)"')


@dataclass
class Repository:
    context_of: dict[str, str]  # module -> context folder, for the contexts' modules
    package_of_file: dict[str, str | None]  # file -> package folder ("" for the root package)
    package_of_module: dict[str, str]  # module -> package folder
    reachable: dict[str, set[str]]  # package folder -> itself and every package it depends on

    @staticmethod
    def read(root: Path, paths: list[str]) -> Repository:
        packages = sorted(_folder(PurePosixPath(path).parent) for path in paths if PurePosixPath(path).name == "Package.swift")
        package_of_file = {path: package_of(path, packages) for path in paths}
        package_of_module: dict[str, str] = {}
        for path, package in package_of_file.items():  # <package>/Sources/<module>/...
            rest = PurePosixPath(path).relative_to(package).parts if package is not None else ()
            if len(rest) > 2 and rest[0] == "Sources":
                package_of_module.setdefault(rest[1], package)
        direct = {package: _local_dependencies(root, package, packages) for package in packages}
        reachable = {}
        for package in packages:
            seen, todo = {package}, [package]
            while todo:
                for dependency in direct[todo.pop()] - seen:
                    seen.add(dependency)
                    todo.append(dependency)
            reachable[package] = seen
        return Repository(context_modules(root), package_of_file, package_of_module, reachable)


def _folder(path: PurePosixPath | str) -> str:
    """A folder relative to the root, "" for the root itself."""
    text = PurePosixPath(os.path.normpath(path)).as_posix()
    return "" if text == "." else text


def package_of(path: str, packages: list[str]) -> str | None:
    """The package folder a file is in: the deepest folder above it with a Package.swift."""
    folders = [package for package in packages if PurePosixPath(path).is_relative_to(package)]
    return max(folders, key=len, default=None)


def _local_dependencies(root: Path, package: str, packages: list[str]) -> set[str]:
    manifest = (root / package / "Package.swift").read_text(encoding="utf-8", errors="replace")
    # Comments out, strings kept (the paths are strings). A `//` inside a string cuts the rest of
    # its line too, which only loses URLs (remote packages are not followed anyway).
    manifest = re.sub(r"//[^\n]*", "", re.sub(r"/\*.*?\*/", "", manifest, flags=re.DOTALL))
    found = set()
    for match in LOCAL_PACKAGE.finditer(manifest):
        target = _folder(PurePosixPath(package, match[1]))
        if target in packages:
            found.add(target)
    return found


# --- 4. The rules -------------------------------------------------------------------------------


@dataclass(frozen=True)
class Place:
    """Where a file sits in the module map."""

    path: PurePosixPath
    context: str | None  # "PopcornMovies" for anything under Contexts/PopcornMovies/
    target: str | None  # "MoviesDomain" for Contexts/PopcornMovies/Sources/MoviesDomain/...
    test_target: str | None  # "MoviesInfrastructureTests" for Contexts/PopcornMovies/Tests/...
    adapter_of: str | None  # "PopcornMovies" for Adapters/Contexts/PopcornMoviesAdapters/...
    package: str | None  # the package folder the file is in, "" for the root package

    @staticmethod
    def of(path: str, repo: Repository) -> Place:
        parts = PurePosixPath(path).parts
        context = target = test_target = adapter_of = None
        if len(parts) > 2 and parts[0] == "Contexts" and parts[1].startswith("Popcorn"):
            context = parts[1]
            if len(parts) > 4 and parts[2] == "Sources":
                target = parts[3]
            elif len(parts) > 4 and parts[2] == "Tests":
                test_target = parts[3]
        if len(parts) > 3 and parts[:2] == ("Adapters", "Contexts"):
            match = re.fullmatch(r"(Popcorn\w+)Adapters", parts[2])
            if match:
                adapter_of = match[1]
        return Place(PurePosixPath(path), context, target, test_target, adapter_of, repo.package_of_file.get(path))

    @property
    def layer(self) -> str | None:
        return layer_of(self.target) if self.target else None

    def under(self, *folders: str) -> bool:
        return any(self.path.is_relative_to(folder) for folder in folders)


# Modules an Application target never imports, and nothing re-exports (nor any *Infrastructure).
RESTRICTED = {"GRDB", "TMDbKit", "DataPersistence"}


def domain_rule(place: Place, imported: Import, repo: Repository) -> str | None:
    if place.layer == "Domain" and imported.module not in {"Foundation", "CoreDomain"}:
        return f"{place.target} imports {imported.module}: a Domain target imports only Foundation and CoreDomain"
    return None


def application_rule(place: Place, imported: Import, repo: Repository) -> str | None:
    module = imported.module
    if place.layer == "Application" and (layer_of(module) == "Infrastructure" or module in RESTRICTED):
        return (
            f"{place.target} imports {module}: "
            "an Application target never imports Infrastructure, GRDB, TMDbKit or DataPersistence"
        )
    return None


def context_rule(place: Place, imported: Import, repo: Repository) -> str | None:
    owner = repo.context_of.get(imported.module)
    if place.context and owner and owner != place.context:
        return f"{place.context} imports {imported.module} of {owner}: a context never imports another context"
    return None


def adapter_rule(place: Place, imported: Import, repo: Repository) -> str | None:
    owner = repo.context_of.get(imported.module)
    if (
        place.adapter_of
        and owner
        and owner != place.adapter_of
        and layer_of(imported.module) in {"Domain", "Infrastructure", "Composition"}
    ):
        return (
            f"{place.adapter_of}Adapters imports {imported.module} of {owner}: "
            "an adapter never imports another context's Domain, Infrastructure or Composition"
        )
    return None


def cli_rule(place: Place, imported: Import, repo: Repository) -> str | None:
    if place.under("Apps") and layer_of(imported.module) == "Infrastructure":
        return f"the CLI imports {imported.module}: the CLI never imports an Infrastructure module"
    return None


def infrastructure_rule(place: Place, imported: Import, repo: Repository) -> str | None:
    if place.layer != "Infrastructure" or place.target is None:
        return None
    own_application = place.target[: -len("Infrastructure")] + "Application"
    if imported.module in {"TMDbKit", own_application}:
        return (
            f"{place.target} imports {imported.module}: "
            "an Infrastructure target never imports TMDbKit or its own Application"
        )
    return None


def grdb_rule(place: Place, imported: Import, repo: Repository) -> str | None:
    if imported.module != "GRDB":
        return None
    allowed = (
        place.under("Core/DataPersistence")
        or place.layer == "Infrastructure"
        or (place.test_target or "").endswith("InfrastructureTests")
    )
    if not allowed:
        return (
            "GRDB imported outside Core/DataPersistence, "
            "Contexts/*/Sources/*Infrastructure and Contexts/*/Tests/*InfrastructureTests"
        )
    return None


def tmdbkit_rule(place: Place, imported: Import, repo: Repository) -> str | None:
    if imported.module != "TMDbKit":
        return None
    if place.under("Core/TMDbKit", "Adapters", *CLI_TMDBKIT_DIRS):
        return None
    if place.under("Apps"):
        return (
            "TMDbKit imported in the CLI outside Composition/, Configuration/, Logging/ "
            "and the tests: presentation never sees the wire"
        )
    return "TMDbKit imported outside Core/TMDbKit, Adapters/ and the CLI: TMDbKit types never leave an adapter"


def reexport_rule(place: Place, imported: Import, repo: Repository) -> str | None:
    module = imported.module
    if imported.exported and (module in RESTRICTED or layer_of(module) == "Infrastructure"):
        return (
            f"@_exported import {module}: every importer of this module would see {module} "
            "without importing it; import it where it is used instead"
        )
    return None


def package_rule(place: Place, imported: Import, repo: Repository) -> str | None:
    owner = repo.package_of_module.get(imported.module)
    if place.package is None or owner is None or owner in repo.reachable[place.package]:
        return None
    manifest = f"{place.package}/Package.swift" if place.package else "Package.swift"
    return (
        f"imports {imported.module} of {owner}, which {manifest} does not depend on (directly or "
        "through its dependencies): the package would not build on its own"
    )


RULES = (
    domain_rule,
    application_rule,
    context_rule,
    adapter_rule,
    cli_rule,
    infrastructure_rule,
    grdb_rule,
    tmdbkit_rule,
    reexport_rule,
    package_rule,
)


def violations(root: Path, paths: list[str]) -> list[str]:
    repo = Repository.read(root, paths)
    found = []
    for path in paths:
        place = Place.of(path, repo)
        source = (root / path).read_text(encoding="utf-8", errors="replace")
        for imported in imports(source):
            for rule in RULES:
                message = rule(place, imported, repo)
                if message is not None:
                    found.append(f"{path}:{imported.line}: {message}")
    return found


# --- Command line -------------------------------------------------------------------------------


def parse_arguments(argv: list[str]) -> Path | None:
    """The root to check, or None for --help."""
    if "-h" in argv or "--help" in argv:
        return None
    roots = []
    for argument in argv:
        if argument.startswith("-") and argument != "-":
            raise UsageError(f"unknown option '{argument}'")
        roots.append(argument)
    if len(roots) > 1:
        raise UsageError(f"one root only, got {len(roots)}")
    if not roots:
        return Path(__file__).resolve().parent.parent.parent
    root = Path(roots[0])
    if not root.is_dir():
        raise UsageError(f"{roots[0]}: not a directory")
    return root.resolve()


def run(argv: list[str]) -> int:
    root = parse_arguments(argv)
    if root is None:
        print(HELP, end="")
        return EXIT_OK
    paths = swift_files(root)
    if not paths:
        print(f"{PROG}: no Swift file under {root}", file=sys.stderr)
        return EXIT_NOINPUT
    found = violations(root, paths)
    for line in found:
        print(line)
    if found:
        print(f"{PROG}: {len(found)} import(s) break the module map's rules (see --help)", file=sys.stderr)
        return EXIT_VIOLATIONS
    print(f"{PROG}: the imports of {len(paths)} Swift files follow the module map's rules")
    return EXIT_OK


def main() -> int:
    try:
        return run(sys.argv[1:])
    except UsageError as error:
        print(f"{PROG}: {error}", file=sys.stderr)
        return EXIT_USAGE


if __name__ == "__main__":
    sys.exit(main())
