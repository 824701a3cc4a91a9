"""What lint-imports cannot see for itself: the boards' contracts name their modules one by one (a
board is a set of flat modules, ``zsgames/ui/boards/<game>*.py``, not a package), so a new board
module must be added to them or it escapes. This keeps the lists equal to the files."""

from __future__ import annotations

import tomllib
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
BOARDS = ROOT / "zsgames" / "ui" / "boards"
GAMES = {"zongshi": "Zong Shi", "zooscape": "Zooscape", "cuzhi": "Cuzhi"}


def _board_modules(game: str) -> set[str]:
    return {f"zsgames.ui.boards.{path.stem}" for path in BOARDS.glob(f"{game}*.py")}


def _contracts() -> dict[str, dict[str, object]]:
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    return {c["name"]: c for c in config["tool"]["importlinter"]["contracts"]}


def test_each_boards_contract_names_every_module_of_its_board_and_of_the_others() -> None:
    contracts = _contracts()
    for game, display in GAMES.items():
        contract = contracts[f"{display}'s board never imports another game's board"]
        others = set().union(*(_board_modules(g) for g in GAMES if g != game))
        assert _board_modules(game), f"no board modules found for {game}"
        assert set(contract["source_modules"]) == _board_modules(game), f"{display}'s board modules"
        assert set(contract["forbidden_modules"]) == others, f"the boards {display}'s may not import"


@pytest.mark.parametrize("game", sorted(GAMES))
def test_each_board_contract_forbids_every_module_of_its_game_but_its_table(game: str) -> None:
    """A new module of a game's rules is forbidden to its board at once: only the table is read."""
    contract = _contracts()[f"{GAMES[game]}'s board reads the game only through its table model"]
    package = ROOT / "zsgames" / "games" / game
    modules = {f"zsgames.games.{game}.{p.stem}" for p in package.glob("*.py") if p.stem not in ("__init__", "table")}
    assert set(contract["source_modules"]) == _board_modules(game)
    assert set(contract["forbidden_modules"]) == modules | {f"zsgames.games.{game}"}
    assert contract["as_packages"] is False  # the package's __init__ alone, so the table stays allowed


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
