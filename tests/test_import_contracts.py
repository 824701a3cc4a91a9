"""What lint-imports cannot see for itself: the board contracts name each board package, and a game's
board may import exactly its own game's table. These keep the contracts equal to the folders, so a new
board (zsgames/ui/boards/<game>/) cannot escape them."""

from __future__ import annotations

import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
BOARDS = ROOT / "zsgames" / "ui" / "boards"


def _board_packages() -> set[str]:
    return {path.parent.name for path in BOARDS.glob("*/__init__.py")}


def _contracts() -> dict[str, dict[str, object]]:
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    return {c["name"]: c for c in config["tool"]["importlinter"]["contracts"]}


def test_every_board_package_is_independent_of_the_others() -> None:
    contract = _contracts()["The boards never import each other"]
    assert _board_packages() == {"zongshi", "zooscape", "cuzhi"}
    assert set(contract["modules"]) == {f"zsgames.ui.boards.{game}" for game in _board_packages()}


def test_each_board_may_import_only_its_own_games_table() -> None:
    """The boards may import nothing of zsgames.games but, each, its own game's table."""
    contract = _contracts()["Each board reads its own game only through the game's table model"]
    assert contract["source_modules"] == ["zsgames.ui.boards"]
    assert contract["forbidden_modules"] == ["zsgames.games"]
    assert contract["allow_indirect_imports"] is True  # what the table imports is the table's
    expected = {f"zsgames.ui.boards.{game}.** -> zsgames.games.{game}.table" for game in _board_packages()}
    ignored = contract["ignore_imports"]
    assert isinstance(ignored, list) and set(ignored) == expected


def test_the_window_parts_contract_names_every_module_of_the_window_but_the_window() -> None:
    """A new part in zsgames/ui/window/ is kept from importing main_window at once."""
    contract = _contracts()["The window's parts never import the main window"]
    window = ROOT / "zsgames" / "ui" / "window"
    parts = {f"zsgames.ui.window.{p.stem}" for p in window.glob("*.py") if p.stem not in ("__init__", "main_window")}
    assert parts, "no window parts found"
    assert set(contract["source_modules"]) == parts
    assert contract["forbidden_modules"] == ["zsgames.ui.window.main_window"]


def test_no_folder_of_the_ui_but_the_window_may_import_the_window() -> None:
    """Every folder of zsgames/ui/ is named by the contract that keeps it below the window."""
    contract = _contracts()[
        "Only the app's start imports the window: the boards, welcome, dialogs, panels, background and shared never do"
    ]
    ui = ROOT / "zsgames" / "ui"
    folders = {f"zsgames.ui.{p.parent.name}" for p in ui.glob("*/__init__.py")}
    assert set(contract["source_modules"]) == folders - {"zsgames.ui.window"}
    assert contract["forbidden_modules"] == ["zsgames.ui.window"]
