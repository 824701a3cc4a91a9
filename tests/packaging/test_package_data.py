"""The game data is package data: found through importlib.resources, and shipped in the wheel.

The wheel test builds the project as pip would (an isolated build with the setuptools floor of
pyproject.toml, fetched from the package index), installs the wheel into a folder under a
temporary directory, and runs the installed package from there, away from this checkout.
"""

from __future__ import annotations

import shutil
import subprocess
import sys
import zipfile
from importlib.resources import files
from pathlib import Path

import pytest

import zsgames
from zsgames.core.registry import KNOWN_GAMES
from zsgames.core.resources import resources_root

ROOT = Path(__file__).resolve().parents[2]
PACKAGE = ROOT / "zsgames"


def shipped_data() -> list[str]:
    """Every data file of the package, as its path in the wheel (relative to the checkout)."""
    folder = PACKAGE / "resources"
    return sorted(p.relative_to(ROOT).as_posix() for p in folder.rglob("*") if p.is_file())


def test_importlib_resources_finds_every_games_data():
    data = files("zsgames") / "resources"
    for name in KNOWN_GAMES:
        folder = data / name
        assert (folder / "NOTES.md").is_file(), name
        assert any(item.name.endswith(".json") for item in folder.iterdir()), name
    assert (data / "icons" / "app.svg").is_file()
    assert resources_root() == Path(zsgames.__file__).resolve().parent / "resources"


def test_no_data_folder_is_left_outside_the_package():
    assert not (ROOT / "resources").exists()
    assert not (ROOT / "setup.py").exists()
    assert "zsgames/resources/cuzhi/areas.json" in shipped_data()


def test_the_bundle_puts_the_data_beside_the_frozen_package():
    # the frozen zsgames answers importlib.resources from <bundle>/_internal/zsgames/
    spec = (ROOT / "packaging" / "zsgames.spec").read_text(encoding="utf-8")
    assert 'datas=[(str(ROOT / "zsgames" / "resources"), "zsgames/resources")]' in spec


# Run by the installed copy: every game loads its data and its rules help (NOTES.md), from there.
INSTALLED_CHECK = """
import sys
from pathlib import Path
target = Path(sys.argv[1]).resolve()
sys.path.insert(0, str(target))
import zsgames
from zsgames.core import registry
from zsgames.core.resources import resources_root, resource_path
assert Path(zsgames.__file__).resolve().is_relative_to(target), zsgames.__file__
assert resources_root().resolve().is_relative_to(target), resources_root()
for name in registry.KNOWN_GAMES:
    game = registry.get(name)
    assert "<b>" in game.rules_help(), name
assert resource_path("icons", "app.svg").is_file()
print("installed", zsgames.__version__, sorted(registry.KNOWN_GAMES))
"""


@pytest.fixture(scope="module")
def wheel(tmp_path_factory) -> Path:
    """A wheel built from a copy of what a source distribution holds (no tests, no packaging)."""
    work = tmp_path_factory.mktemp("wheel")
    source = work / "source"
    source.mkdir()
    for name in ("pyproject.toml", "README.md", "LICENSE"):
        shutil.copy2(ROOT / name, source / name)
    shutil.copytree(PACKAGE, source / "zsgames", ignore=shutil.ignore_patterns("__pycache__", "*.pyc"))
    out = work / "dist"
    proc = subprocess.run(
        [sys.executable, "-m", "pip", "wheel", "--no-deps", "--quiet", "--wheel-dir", str(out), str(source)],
        capture_output=True, text=True, timeout=300,
    )  # fmt: skip
    assert proc.returncode == 0, proc.stdout + proc.stderr
    [built] = out.glob("zsgames-*.whl")
    return built


def test_the_wheel_ships_every_data_file_the_license_and_the_version(wheel):
    with zipfile.ZipFile(wheel) as archive:
        names = set(archive.namelist())
        [metadata] = [n for n in names if n.endswith(".dist-info/METADATA")]
        fields = archive.read(metadata).decode("utf-8").split("\n\n", 1)[0].splitlines()
    missing = [name for name in shipped_data() if name not in names]
    assert not missing, missing
    assert f"Version: {zsgames.__version__}" in fields
    assert "License-Expression: MIT" in fields and "License-File: LICENSE" in fields
    assert any(n.endswith(".dist-info/licenses/LICENSE") for n in names)
    assert not any(n.startswith(("resources/", "tests/", "packaging/")) for n in names)


def test_the_installed_wheel_finds_its_data_without_the_checkout(wheel, tmp_path):
    target = tmp_path / "site"
    install = [sys.executable, "-m", "pip", "install", "--no-deps", "--quiet", "--target", str(target), str(wheel)]
    proc = subprocess.run(install, capture_output=True, text=True, timeout=300)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    # -I: neither this checkout (the working directory) nor PYTHONPATH is on the path
    proc = subprocess.run(
        [sys.executable, "-I", "-c", INSTALLED_CHECK, str(target)], capture_output=True, text=True, cwd=tmp_path,
        timeout=120,
    )  # fmt: skip
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert proc.stdout.startswith(f"installed {zsgames.__version__}")
