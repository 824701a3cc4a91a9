"""The repository's top level is the specified layout, and the data is kept only in resources/."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
# the specification: the project, its package, its data (game data, art, sounds, catalogs), its tests,
# its packaging and its README
SPECIFIED = {"pyproject.toml", "zsgames", "resources", "tests", "packaging", "README.md"}
ALLOWED_EXTRAS = {"LICENSE", "Makefile", "constraints.txt", "docs", ".ci", ".gitignore"}


def tracked_top_level() -> set[str]:
    """The first path part of every file git tracks here (committed or staged)."""
    if shutil.which("git") is None:
        pytest.skip("git is not installed")
    proc = subprocess.run(
        ["git", "-C", str(ROOT), "ls-files", "-z"], capture_output=True, text=True, timeout=60
    )  # fmt: skip
    if proc.returncode != 0:
        pytest.skip(f"not a git checkout: {proc.stderr.strip()}")
    return {name.split("/", 1)[0] for name in proc.stdout.split("\0") if name}


def test_the_top_level_holds_exactly_the_specified_layout():
    top = tracked_top_level()
    assert top >= SPECIFIED, sorted(SPECIFIED - top)
    assert top <= SPECIFIED | ALLOWED_EXTRAS, sorted(top - SPECIFIED - ALLOWED_EXTRAS)


def test_the_data_is_not_kept_inside_the_package_folder():
    # resources/ is mapped into the package when it is built; a copy in the checkout would be read
    # by an installed-looking lookup first (zsgames/core/resources.py)
    assert not (ROOT / "zsgames" / "resources").exists()
    assert (ROOT / "resources" / "icons" / "app.svg").is_file()


# zsgames/ui/ shows its parts: the root starts the app, every other module sits in the folder of its
# job (docs/DEVELOPING.md, "Where the window's code lives").
UI_ROOT = {"__init__", "_pyside_fix", "app", "app_log", "bench_ui", "instance_lock"}
UI_FOLDERS = {"background", "boards", "dialogs", "panels", "shared", "welcome", "window"}


def test_the_ui_root_holds_only_the_apps_start_and_its_folders():
    ui = ROOT / "zsgames" / "ui"
    assert {p.stem for p in ui.glob("*.py")} == UI_ROOT
    folders = {p.name for p in ui.iterdir() if p.is_dir() and p.name != "__pycache__"}
    assert folders == UI_FOLDERS
    assert all((ui / folder / "__init__.py").is_file() for folder in folders)


def test_the_main_window_stays_a_window_of_parts():
    # a new group of the window's methods becomes a part of ui/window/ (docs/DEVELOPING.md, "Qt side")
    lines = (ROOT / "zsgames" / "ui" / "window" / "main_window.py").read_text(encoding="utf-8").count("\n")
    assert lines < 400, f"main_window.py has {lines} lines: move a coherent group of methods into a part"
