"""The optional hooks are declared on ``Game`` with defaults, so the UI and bots call them plainly."""

from __future__ import annotations

from pathlib import Path

import pytest

from zsgames.core import registry
from zsgames.core.game import Action, GameConfig, IllegalAction

HOOKS = (
    "phase_text",
    "explain",
    "hint_reason",
    "recall",
    "reopen_secret_choices",
    "opponent_randomness",
    "is_private_decision",
    "hidden_paths",
    "round_of",
)


def test_a_game_without_the_hooks_gets_their_defaults(tiny):
    state = tiny.setup(GameConfig.make(2), 1)
    move = tiny.legal_actions(state, 0)[0]
    assert tiny.phase_text(state) == ""
    assert tiny.hint_reason(tiny.view(state, 0), 0, move) is None
    assert tiny.info.offered_options(2) == []  # the New-game dialog offers no option it does not declare
    assert tiny.explain(state, Action(0, "fly")) == "that move is not allowed now: fly()"


def test_find_legal_refuses_with_the_games_explain(tiny, monkeypatch):
    monkeypatch.setattr(type(tiny), "explain", lambda self, state, action: "pawns cannot fly")
    state = tiny.setup(GameConfig.make(2), 1)
    with pytest.raises(IllegalAction, match=r"^pawns cannot fly$"):
        tiny.find_legal(state, Action(0, "fly"))


@pytest.mark.parametrize("name", ["zongshi", "zooscape", "cuzhi"])
def test_every_game_answers_every_hook(name):
    game = registry.get(name)
    state = game.setup(GameConfig.make(game.min_players), 3)
    seat = game.current_deciders(state)[0]
    move = game.legal_actions(state, seat)[0]
    assert isinstance(game.phase_text(state), str)
    assert isinstance(game.explain(state, Action(seat, "__no_such_move__")), str)
    reason = game.hint_reason(game.view(state, seat), seat, move)
    assert reason is None or (reason and "\n" not in reason)
    assert all(callable(getattr(game, hook)) for hook in HOOKS)


def test_the_ui_and_bots_never_probe_a_game_for_a_hook():
    """A hook is called, never looked up: no hasattr/getattr on a game in the UI or the bots."""
    root = Path(__file__).resolve().parents[2] / "zsgames"
    probes = [
        f"{path.relative_to(root)}:{n}"
        for folder in ("ui", "bots")
        for path in (root / folder).rglob("*.py")
        for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
        if any(
            f"{probe}({target}" in line
            for probe in ("hasattr", "getattr")
            for target in ("game", "self.game", "self.b.game", "match.game", "GAME")
        )
    ]
    assert probes == []
