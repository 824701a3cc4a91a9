"""The window's Open and Resume refuse a save the checks refuse (an unknown bot, a bad option): the
one-line reason is shown and the game on screen stays (it used to raise ``ValueError: unknown bot
'genius'`` in the event loop when that seat's turn came)."""

from __future__ import annotations

import json

import pytest

from tests.support.board_harness import open_window, seat_config
from tests.support.tiny_game import GAME
from zsgames.core import snapshot
from zsgames.core.game import GameConfig
from zsgames.core.match import Match
from zsgames.ui.shared.paths import autosave_path

GENIUS = (
    "seat 2 (Orange) cannot be played: unknown bot 'genius' (known: random, easy, normal, hard, "
    "ismcts:N, search:key=value,…)"
)


@pytest.fixture
def window(qtbot):
    yield from open_window(qtbot, 1200, 760)


def hostile(kind: str) -> str:
    """A tiny game's save, well formed, with a seat played by 'genius' or a bad option."""
    if kind == "bot":
        match = Match(GAME, seat_config("human", "genius"), 3)
        return snapshot.dumps(match)
    data = json.loads(snapshot.dumps(Match(GAME, GameConfig.make(2), 3)))
    data["config"]["options"] = {"max_rounds": -3}
    return json.dumps(data)


LINES = {"bot": GENIUS, "option": 'bad config: Tiny Test Game has no option "max_rounds" (its options: none)'}


@pytest.mark.parametrize("kind", ["bot", "option"])
def test_open_shows_the_line_and_keeps_the_game(qtbot, window, tmp_path, kind):
    window.start_match(Match(GAME, seat_config("human", "human"), 5))
    window.lift_curtain()
    window.play(window.model.match.legal_actions(0)[0])
    before, moves = window.model.match, list(window.model.match.actions)
    path = tmp_path / "bad.json"
    path.write_text(hostile(kind), encoding="utf-8")
    assert not window.files.open(str(path))
    assert window.last_error.windowTitle() == "Cannot open this file"
    assert window.last_error.text() == f"bad.json: {LINES[kind]}"
    assert window.model.match is before and window.model.match.actions == moves


@pytest.mark.parametrize("kind", ["bot", "option"])
def test_resume_shows_the_line_and_keeps_what_is_on_screen(qtbot, window, kind):
    window.start_match(Match(GAME, seat_config("human", "human"), 5))
    window.lift_curtain()
    window.play(window.model.match.legal_actions(0)[0])
    assert window.autosaver.flush()
    before = window.model.match
    autosave_path().write_text(hostile(kind), encoding="utf-8")
    assert not window.files.resume()
    assert window.last_error.windowTitle() == "Cannot resume the last game"
    assert window.last_error.text() == f"{autosave_path().name}: {LINES[kind]}"
    assert window.model.match is before


def test_resume_with_nothing_on_screen_shows_the_line(qtbot, window):
    autosave_path().parent.mkdir(parents=True, exist_ok=True)
    autosave_path().write_text(hostile("bot"), encoding="utf-8")
    assert not window.files.resume()
    assert window.last_error.text() == f"{autosave_path().name}: {GENIUS}"
    assert window.model is None
