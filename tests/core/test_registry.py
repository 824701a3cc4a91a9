"""The registry finds the games from their packages: each declares ``INFO`` and exposes ``GAME``."""

from __future__ import annotations

import subprocess
import sys
from dataclasses import replace
from pathlib import Path

import pytest

from tests.support import fourth
from zsgames.bots.levels import NORMAL, search_config
from zsgames.core import registry

ROOT = Path(__file__).resolve().parents[2]


def test_every_known_game_is_registered_with_sane_metadata():
    games = registry.games()
    for name in registry.shipped():
        game = games[name]
        assert game.name == name and game.display_name and game.info is registry.infos()[name]
        assert 2 <= game.min_players <= game.max_players <= 6
        assert "<" in game.rules_help()  # HTML help text


def test_the_shipped_games_are_the_packages_in_their_declared_order():
    assert registry.shipped() == ("zongshi", "zooscape", "cuzhi")
    assert list(registry.games())[:3] == ["zongshi", "zooscape", "cuzhi"]  # the menus' order


def test_player_ranges_match_the_rulebooks():
    ranges = {name: (g.min_players, g.max_players) for name, g in registry.games().items()}
    assert ranges["zongshi"] == (3, 5)
    assert ranges["zooscape"] == (3, 6)
    assert ranges["cuzhi"] == (2, 4)


def test_unknown_game_names_the_known_ones():
    with pytest.raises(KeyError, match=r"unknown game 'chess'.*zooscape"):
        registry.get("chess")


def test_a_new_package_is_a_new_game_with_everything_it_declares():
    """The toy game is only a package (and a board module): found, ordered after the shipped
    games, its bots tuned, its action table and welcome read from its declaration."""
    from zsgames.interop.action_space import codec_for, table_games
    from zsgames.ui.boards import board_for
    from zsgames.ui.welcome.welcome_info import intro, names

    assert "toy" not in registry.infos()
    with fourth.installed():
        assert list(registry.infos())[3] == "toy" and "toy" not in registry.shipped()[:3]
        assert list(registry.games())[3] == "toy" and registry.get("toy").display_name == "Toy Game"
        assert search_config("normal", "toy") == replace(NORMAL, rollout_depth=3)
        assert table_games()[-1] == "toy" and len(codec_for("toy")) == 7
        assert names()[-1] == "toy" and intro("toy").quick_players == 2
        assert board_for("toy").__name__ == "TinyBoard"
    assert "toy" not in registry.infos() and search_config("normal", "toy") == NORMAL


def test_a_package_must_declare_its_own_name(tmp_path, monkeypatch):
    package = tmp_path / "impostor"
    package.mkdir()
    (package / "__init__.py").write_text("from tests.support.tiny_game import GAME, INFO\n")
    import zsgames.games

    monkeypatch.setattr(zsgames.games, "__path__", [*zsgames.games.__path__, str(tmp_path)])
    try:
        with pytest.raises(ValueError, match=r"impostor must declare INFO, a GameInfo named 'impostor'"):
            registry.declared("impostor")
    finally:
        sys.modules.pop("zsgames.games.impostor", None)


def test_a_package_without_info_is_a_game_still_being_written(tmp_path, monkeypatch):
    (tmp_path / "draft").mkdir()
    (tmp_path / "draft" / "__init__.py").write_text('"""Not a game yet."""\n')
    import zsgames.games

    monkeypatch.setattr(zsgames.games, "__path__", [*zsgames.games.__path__, str(tmp_path)])
    try:
        assert "draft" in registry.packages() and registry.declared("draft") is None
    finally:
        sys.modules.pop("zsgames.games.draft", None)


def test_the_welcome_reads_the_declarations_without_importing_any_rules():
    code = (
        "import sys\n"
        "from zsgames.ui.welcome.welcome_info import intros\n"
        "assert [i.name for i in intros()] == ['zongshi', 'zooscape', 'cuzhi']\n"
        "print(sorted(m for m in sys.modules if m.startswith('zsgames.games.') and not m.endswith(('.info', "
        "'.action_table')) and m.count('.') > 2))\n"
    )
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT, timeout=60)
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == "[]"
