"""The game data: the top-level resources/ of the checkout, shipped as the package data zsgames/resources.

The wheel test builds the project as pip would (an isolated build with the setuptools floor of
pyproject.toml, fetched from the package index), installs the wheel into a folder under a
temporary directory, and runs the installed package from there, away from this checkout. The
editable test runs an editable install of this checkout (make setup's) from another folder.
"""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
import tomllib
import zipfile
from importlib import metadata
from pathlib import Path

import pytest

import zsgames
from zsgames.core import registry
from zsgames.core.resources import resources_root

ROOT = Path(__file__).resolve().parents[2]
PACKAGE = ROOT / "zsgames"
DATA = ROOT / "resources"


def shipped_data() -> list[str]:
    """Every data file of the checkout, as its path in the wheel (under zsgames/resources/)."""
    return sorted(f"zsgames/resources/{p.relative_to(DATA).as_posix()}" for p in DATA.rglob("*") if p.is_file())


def test_the_checkout_reads_its_top_level_resources():
    assert resources_root() == DATA
    for name in registry.shipped():
        folder = resources_root() / name
        assert (folder / "NOTES.md").is_file(), name
        assert any(item.name.endswith(".json") for item in folder.iterdir()), name
    assert (resources_root() / "icons" / "app.svg").is_file()
    assert "zsgames/resources/cuzhi/areas.json" in shipped_data()
    assert "zsgames/resources/zongshi/art/temple.svg" in shipped_data()  # the drawings ship as data too


def test_the_bundle_puts_the_data_inside_the_frozen_package():
    # the frozen zsgames answers importlib.resources from <bundle>/_internal/zsgames/resources
    spec = (ROOT / "packaging" / "zsgames.spec").read_text(encoding="utf-8")
    assert 'datas=[(str(ROOT / "resources"), "zsgames/resources")]' in spec


# Run by the installed copy: every game loads its data and its rules help (NOTES.md), from there.
INSTALLED_CHECK = """
import sys
import tomllib
from pathlib import Path
target = Path(sys.argv[1]).resolve()
sys.path.insert(0, str(target))
import zsgames
from zsgames.core import registry
from zsgames.core.resources import resources_root, resource_path
assert Path(zsgames.__file__).resolve().is_relative_to(target), zsgames.__file__
assert resources_root() == Path(zsgames.__file__).parent / "resources", resources_root()
assert resources_root().resolve().is_relative_to(target), resources_root()
for name in registry.shipped():
    game = registry.get(name)
    assert "<b>" in game.rules_help(), name
assert resource_path("icons", "app.svg").is_file()
for name in registry.shipped():
    art = sorted(p.name for p in resource_path(name, "art").glob("*.svg"))
    assert art and resource_path(name, "art", "README.md").is_file(), name
from zsgames.ui.shared.sound import SOUND_NAMES, sound_file
assert all(sound_file(name).resolve().is_relative_to(target) for name in SOUND_NAMES)
assert all(sound_file(name).is_file() for name in SOUND_NAMES), SOUND_NAMES
print("installed", zsgames.__version__, sorted(registry.shipped()))
"""


@pytest.fixture(scope="module")
def wheel(tmp_path_factory) -> Path:
    """A wheel built from a copy of what a source distribution holds (no tests, no packaging)."""
    work = tmp_path_factory.mktemp("wheel")
    source = work / "source"
    source.mkdir()
    for name in ("pyproject.toml", "README.md", "LICENSE"):
        shutil.copy2(ROOT / name, source / name)
    for name in ("zsgames", "resources"):
        shutil.copytree(ROOT / name, source / name, ignore=shutil.ignore_patterns("__pycache__", "*.pyc"))
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


def test_every_package_of_the_source_is_listed_in_pyproject():
    # package-dir needs the packages by name; one missing would be left out of the wheel silently
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["setuptools"]
    found = {".".join(init.parent.relative_to(ROOT).parts) for init in PACKAGE.rglob("__init__.py")}
    assert set(config["packages"]) == found | {"zsgames.resources"}
    assert config["package-dir"] == {"zsgames.resources": "resources"}
    assert config["package-data"] == {"zsgames.resources": ["**/*"]}


def editable_checkouts() -> set[Path]:
    """The folders this interpreter has zsgames installed from in editable mode (pip's direct_url.json).

    Every distribution named zsgames is asked: with PYTHONPATH on the checkout, the checkout's own
    zsgames.egg-info (left there by the editable install) is found before the installed one.
    """
    found = set()
    for dist in metadata.distributions(name="zsgames"):
        info = json.loads(dist.read_text("direct_url.json") or "{}")
        if info.get("dir_info", {}).get("editable") and info.get("url", "").startswith("file://"):
            found.add(Path(info["url"].removeprefix("file://")).resolve())
    return found


@pytest.mark.skipif(ROOT not in editable_checkouts(), reason="this checkout is not pip-installed in editable mode here")
def test_the_editable_install_finds_the_top_level_resources(tmp_path):
    # -I: neither the working directory nor PYTHONPATH: zsgames comes from the editable install
    check = (
        "import zsgames; from zsgames.core.resources import resources_root; "
        "from zsgames.core import registry; print(zsgames.__file__); print(resources_root()); "
        "print(all('<b>' in registry.get(name).rules_help() for name in registry.shipped()))"
    )
    proc = subprocess.run(
        [sys.executable, "-I", "-c", check], capture_output=True, text=True, cwd=tmp_path, timeout=120
    )
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert proc.stdout.splitlines() == [str(PACKAGE / "__init__.py"), str(DATA), "True"]
