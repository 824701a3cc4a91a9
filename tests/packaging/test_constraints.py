"""constraints.txt pins exactly what `make setup` installs, at versions pyproject.toml allows."""

from __future__ import annotations

import importlib.util
import re
from pathlib import Path

from packaging.utils import canonicalize_name

ROOT = Path(__file__).resolve().parents[2]
TEXT = (ROOT / "constraints.txt").read_text(encoding="utf-8")


def load_script():
    spec = importlib.util.spec_from_file_location("packaging_constraints", ROOT / "packaging" / "constraints.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


constraints = load_script()
PINS = {canonicalize_name(name): version for name, version in constraints.parse(TEXT).items()}


def test_every_line_is_a_comment_or_an_exact_pin():
    lines = [line for line in TEXT.splitlines() if line and not line.startswith("#")]
    assert lines and all(re.fullmatch(r"[A-Za-z0-9._-]+==[A-Za-z0-9.+!]+", line) for line in lines), lines
    assert not {"zsgames", "pip", "setuptools"} & PINS.keys()


def test_the_pins_are_versions_pyproject_allows():
    for requirement in constraints.project_requirements():
        if constraints.applies(requirement, set()):
            version = PINS[canonicalize_name(requirement.name)]
            assert requirement.specifier.contains(version, prereleases=True), (str(requirement), version)


def test_the_file_pins_what_the_extras_need_here():
    # names only: the running venv may have moved on (docs/DEVELOPING.md says how to refresh)
    needed = constraints.pins(constraints.project_requirements())
    assert {canonicalize_name(name) for name in needed} == PINS.keys()


def test_make_setup_installs_with_the_constraints():
    makefile = (ROOT / "Makefile").read_text(encoding="utf-8")
    installs = [line for line in makefile.splitlines() if "pip install" in line and "-e " in line]
    assert installs and all("-c constraints.txt" in line for line in installs), installs
    assert re.search(r"^\$\(STAMP\):.*\bconstraints\.txt\b", makefile, re.MULTILINE)
