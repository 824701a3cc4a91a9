"""Find the project's data files from a source checkout, an installed package or a bundle."""

from __future__ import annotations

import json
import sys
from functools import cache
from pathlib import Path
from typing import Any


@cache
def resources_root() -> Path:
    """The ``resources`` folder, wherever the app runs from.

    Order: a PyInstaller bundle (``sys._MEIPASS/resources``), the installed package
    (``zsgames/resources`` shipped as package data), the source checkout (``<repo>/resources``).
    """
    candidates: list[Path] = []
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle:
        candidates.append(Path(bundle) / "resources")
    package_dir = Path(__file__).resolve().parents[1]
    candidates.append(package_dir / "resources")
    candidates.append(package_dir.parent / "resources")
    for candidate in candidates:
        if candidate.is_dir():
            return candidate
    raise FileNotFoundError("the zsgames resources folder is missing from this installation")


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
