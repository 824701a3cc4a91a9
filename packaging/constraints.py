"""Write ``constraints.txt``: the versions of everything ``make setup`` installs, from this venv.

``make setup`` (and so CI and the bundle) installs
``pip install -c constraints.txt -e ".[test,bundle,ray,openspiel]"``. This script pins what that
needs: the dependencies of ``pyproject.toml`` and of its ``test``, ``bundle``, ``ray`` and
``openspiel`` extras, with their own dependencies, at the versions the running interpreter has. It
is ``pip freeze`` less what the project does not need (another tool someone installed by hand, the
``bench`` extra's peer), less the project itself, and less pip and setuptools (the environment's
own tools, which ``pip freeze`` leaves out too; the build backend's floor is in pyproject.toml).

    .venv/bin/python packaging/constraints.py            # rewrite constraints.txt
    .venv/bin/python packaging/constraints.py --check    # exit 1 if it differs from this venv
"""

from __future__ import annotations

import argparse
import sys
import tomllib
from importlib.metadata import PackageNotFoundError, distribution
from pathlib import Path

from packaging.requirements import Requirement
from packaging.utils import canonicalize_name

ROOT = Path(__file__).resolve().parents[1]
CONSTRAINTS = ROOT / "constraints.txt"
EXTRAS = ("test", "bundle", "ray", "openspiel")
LEFT_OUT = {"pip", "setuptools"}
HEADER = """\
# Versions of everything `make setup` installs (pip install -c constraints.txt -e ".[test,bundle,ray,openspiel]"):
# what CI and the bundle are built with. Written by packaging/constraints.py from a venv that passed
# the suite; docs/DEVELOPING.md says how to refresh it.
"""


def project_requirements(pyproject: Path = ROOT / "pyproject.toml") -> list[Requirement]:
    project = tomllib.loads(pyproject.read_text(encoding="utf-8"))["project"]
    lines = list(project["dependencies"])
    for extra in EXTRAS:
        lines += project["optional-dependencies"][extra]
    return [Requirement(line) for line in lines]


def applies(requirement: Requirement, extras: set[str]) -> bool:
    """Whether a requirement holds here, for a package installed with ``extras``."""
    marker = requirement.marker
    return marker is None or any(marker.evaluate({"extra": extra}) for extra in extras | {""})


def pins(requirements: list[Requirement]) -> dict[str, str]:
    """{package name: installed version} for the requirements and everything they pull in."""
    found: dict[str, str] = {}
    todo = [(r, set()) for r in requirements]
    seen: set[tuple[str, frozenset[str]]] = set()
    while todo:
        requirement, wanted_by = todo.pop()
        key = (canonicalize_name(requirement.name), frozenset(requirement.extras))
        if not applies(requirement, wanted_by) or key in seen:
            continue
        seen.add(key)
        try:
            dist = distribution(requirement.name)
        except PackageNotFoundError:
            raise SystemExit(f"constraints: {requirement.name} is needed but not installed here") from None
        if key[0] not in LEFT_OUT:
            found[dist.metadata["Name"]] = dist.version
        todo += [(Requirement(line), set(requirement.extras)) for line in dist.requires or []]
    return found


def render(found: dict[str, str]) -> str:
    lines = [f"{name}=={version}" for name, version in sorted(found.items(), key=lambda kv: kv[0].lower())]
    return HEADER + "\n".join(lines) + "\n"


def parse(text: str) -> dict[str, str]:
    """{name: version} of a constraints text: every line past the comments is ``name==version``."""
    return dict(line.split("==") for line in text.splitlines() if line and not line.startswith("#"))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="compare constraints.txt with this venv, write nothing")
    args = parser.parse_args(argv)
    text = render(pins(project_requirements()))
    if not args.check:
        CONSTRAINTS.write_text(text, encoding="utf-8")
        print(f"wrote {CONSTRAINTS.name}: {len(parse(text))} packages")
        return 0
    old = parse(CONSTRAINTS.read_text(encoding="utf-8")) if CONSTRAINTS.is_file() else {}
    new = parse(text)
    if old == new:
        print(f"{CONSTRAINTS.name} matches this venv ({len(new)} packages)")
        return 0
    for name in sorted(set(old) | set(new), key=str.lower):
        if old.get(name) != new.get(name):
            print(f"  {name}: {old.get(name, '-')} in {CONSTRAINTS.name}, {new.get(name, '-')} here")
    return 1


if __name__ == "__main__":
    sys.exit(main())
