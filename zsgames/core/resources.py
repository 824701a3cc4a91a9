"""The project's data files: ``zsgames/resources``, package data read through importlib.resources.

A source checkout, an installed wheel and a PyInstaller bundle all keep the folder beside the
package's modules, so one lookup serves them all. zsgames is always installed as files (never
run from a zip), which importlib.resources hands back as a plain ``pathlib.Path``: Qt and the
self-test need real paths.
"""

from __future__ import annotations

import json
from functools import cache
from importlib.resources import files
from pathlib import Path
from typing import Any


@cache
def resources_root() -> Path:
    """The ``zsgames/resources`` folder of the running package."""
    root = files("zsgames") / "resources"
    if not isinstance(root, Path) or not root.is_dir():
        raise FileNotFoundError(f"the zsgames resources folder is missing from this installation ({root})")
    return root


def resource_path(*parts: str) -> Path:
    """Path of a resource file, e.g. ``resource_path("zooscape", "cards.json")``."""
    return resources_root().joinpath(*parts)


@cache
def load_json(*parts: str) -> Any:
    """Parsed JSON resource (cached: treat the result as read-only)."""
    with resource_path(*parts).open(encoding="utf-8") as fh:
        return json.load(fh)


def read_text(*parts: str) -> str:
    return resource_path(*parts).read_text(encoding="utf-8")
