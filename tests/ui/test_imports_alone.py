"""The shared board modules import on their own, in a fresh interpreter (a cycle through the
``zsgames.ui.boards`` package's ``__init__`` is invisible to import-linter but fails here)."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest


@pytest.mark.parametrize(
    "module",
    ["zsgames.ui.shared.pieces", "zsgames.ui.boards.items", "zsgames.ui.boards.details", "zsgames.ui.boards.base"],
)
def test_a_shared_board_module_imports_alone(module):
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    done = subprocess.run(
        [sys.executable, "-c", f"import {module}"], env=env, capture_output=True, text=True, timeout=120
    )
    assert done.returncode == 0, done.stderr.strip().splitlines()[-1:]
