"""The mypy set-up `make lint` runs: strict everywhere, a ratchet of ui modules that only shrinks, a pinned mypy."""

from __future__ import annotations

import importlib.metadata
import re
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def _pyproject() -> dict:
    return tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))


def test_no_module_is_relaxed():
    """mypy strict holds for every module: no override turns one of strict's rules off (the last
    ratchet of ui modules emptied in issue 36); only untyped third-party packages are let in."""
    strict_rules = {
        "disallow_any_generics",
        "disallow_untyped_defs",
        "disallow_incomplete_defs",
        "disallow_untyped_calls",
        "disallow_untyped_decorators",
        "warn_return_any",
        "strict",
    }
    for override in _pyproject()["tool"]["mypy"].get("overrides", []):
        relaxed = strict_rules & set(override)
        assert not relaxed, f"{override['module']} relaxes {sorted(relaxed)}: make it pass strict instead"
        assert set(override) <= {"module", "ignore_missing_imports"}, override


def test_lint_runs_the_pinned_mypy():
    extra = _pyproject()["project"]["optional-dependencies"]["test"]
    pins = [re.fullmatch(r"mypy==([\w.]+)", spec.split("#")[0].strip()) for spec in extra]
    versions = [m.group(1) for m in pins if m]
    assert len(versions) == 1, "the test extra pins mypy to one exact version"
    assert importlib.metadata.version("mypy") == versions[0], "the environment has another mypy than the pin"
    lint = re.search(r"^lint:.*?(?=^\S)", (ROOT / "Makefile").read_text(encoding="utf-8"), re.M | re.S)
    assert lint is not None and "$(VENV)/bin/mypy" in lint.group(0), "make lint runs mypy"
