"""pyproject.toml: a build floor that reads its license field, a LICENSE file, one version."""

from __future__ import annotations

import re
import subprocess
import sys
import tomllib
from pathlib import Path

import zsgames

ROOT = Path(__file__).resolve().parents[2]
PYPROJECT = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))


def test_build_floor_reads_the_spdx_license():
    # `license = "MIT"` (PEP 639) is an error before setuptools 77
    assert PYPROJECT["project"]["license"] == "MIT"
    [setuptools] = [r for r in PYPROJECT["build-system"]["requires"] if r.startswith("setuptools")]
    floor = re.fullmatch(r"setuptools>=(\d+)(?:\.\d+)*", setuptools)
    assert floor and int(floor.group(1)) >= 77, setuptools


def test_license_file_is_mit_and_shipped():
    text = (ROOT / "LICENSE").read_text(encoding="utf-8")
    assert text.startswith("MIT License\n")
    assert "Copyright (c) 2026 the zsgames authors" in text
    assert PYPROJECT["project"]["license-files"] == ["LICENSE"]


def test_the_version_is_written_once():
    project = PYPROJECT["project"]
    assert "version" not in project and "version" in project["dynamic"]
    assert PYPROJECT["tool"]["setuptools"]["dynamic"]["version"] == {"attr": "zsgames.__version__"}
    assert re.fullmatch(r"\d+\.\d+\.\d+", zsgames.__version__)


def test_cli_reports_the_version():
    proc = subprocess.run([sys.executable, "-m", "zsgames", "--version"], capture_output=True, text=True, timeout=60)
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.strip() == f"zsgames {zsgames.__version__}"
