"""The project's data files: the top-level ``resources/`` folder, shipped as ``zsgames/resources``.

The data is kept beside the package in the source tree (``<checkout>/resources``) and shipped
inside it (``pyproject.toml`` maps the folder to the package data ``zsgames/resources``; the
PyInstaller spec puts it at the same place in the bundle). So one lookup, two places:

* ``zsgames/resources`` inside the running package, through importlib.resources: a wheel, an
  installed copy or the bundle;
* else ``resources`` beside the package's folder and ``pyproject.toml``: a source checkout
  (``PYTHONPATH``, ``python -m`` from its root) or an editable install, which both import
  ``zsgames`` from the checkout itself.

zsgames is always installed as files (never run from a zip), which importlib.resources hands back as
a plain ``pathlib.Path``: Qt and the self-test need real paths.
"""

from __future__ import annotations

import json
from functools import cache
from importlib.resources import files
from pathlib import Path
from typing import Any

FOLDER = "resources"


def candidates() -> tuple[Path, ...]:
    """Where the data may be, in the order it is looked for: installed, then the checkout's.

    A checkout is recognised by its ``pyproject.toml``, so an installed copy never picks up some
    other ``resources`` folder that happens to lie beside it (in site-packages, say).
    """
    package = files("zsgames")
    if not isinstance(package, Path):
        raise FileNotFoundError(f"zsgames is not installed as files ({package})")
    checkout = package.parent
    if (checkout / "pyproject.toml").is_file():
        return (package / FOLDER, checkout / FOLDER)
    return (package / FOLDER,)


@cache
def resources_root() -> Path:
    """The data folder of the running copy: its package data, or its checkout's ``resources``."""
    places = candidates()
    for place in places:
        if place.is_dir():
            return place
    tried = " or ".join(str(place) for place in places)
    raise FileNotFoundError(f"The zsgames data folder is missing from this installation (looked in {tried}).")


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
