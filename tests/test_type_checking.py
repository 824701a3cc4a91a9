"""The mypy set-up `make lint` runs: strict everywhere, a ratchet of ui modules that only shrinks, a pinned mypy."""

from __future__ import annotations

import importlib.metadata
import re
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
#: How many ui modules the ratchet may still list. Lower it when you take a module off the list
#: (it passes strict); never raise it: a new module is written to pass strict.
RATCHET_CEILING = 13


def _pyproject() -> dict:
    return tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))


def _ratchet() -> list[str]:
    overrides = _pyproject()["tool"]["mypy"]["overrides"]
    relaxed = [o for o in overrides if o.get("disallow_untyped_defs") is False]
    assert len(relaxed) == 1, "one override relaxes strict: the ratchet"
    return relaxed[0]["module"]


def test_the_whole_package_is_checked_strictly():
    config = _pyproject()["tool"]["mypy"]
    assert config["strict"] is True
    assert config["files"] == ["zsgames"]
    assert "ignore-without-code" in config["enable_error_code"]  # every ignore names its error code


def test_the_ratchet_only_shrinks():
    modules = _ratchet()
    assert len(modules) <= RATCHET_CEILING, "a module was added to the ratchet: make it pass strict instead"
    assert len(modules) == RATCHET_CEILING, f"the ratchet lists {len(modules)} modules: lower RATCHET_CEILING to it"
    assert modules == sorted(set(modules)), "the ratchet is sorted, each module once"


def test_the_ratchet_lists_only_existing_ui_modules():
    for module in _ratchet():
        assert module.startswith("zsgames.ui."), f"{module}: only ui modules may be relaxed"
        path = ROOT / (module.replace(".", "/") + ".py")
        assert path.is_file(), f"{module} is listed in the ratchet but does not exist"


def test_lint_runs_the_pinned_mypy():
    extra = _pyproject()["project"]["optional-dependencies"]["test"]
    pins = [re.fullmatch(r"mypy==([\w.]+)", spec.split("#")[0].strip()) for spec in extra]
    versions = [m.group(1) for m in pins if m]
    assert len(versions) == 1, "the test extra pins mypy to one exact version"
    assert importlib.metadata.version("mypy") == versions[0], "the environment has another mypy than the pin"
    lint = re.search(r"^lint:.*?(?=^\S)", (ROOT / "Makefile").read_text(encoding="utf-8"), re.M | re.S)
    assert lint is not None and "$(VENV)/bin/mypy" in lint.group(0), "make lint runs mypy"
