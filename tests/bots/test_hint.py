"""Hints: the best few actions with an estimated win chance and a reason, from the seat's view."""

from __future__ import annotations

from dataclasses import replace

from tests.support import tiny_game
from zsgames.bots import make_bot
from zsgames.bots.hint import generic_reason, hint
from zsgames.core.game import GameConfig

TINY = tiny_game.GAME


def test_hint_lists_the_legal_actions_best_first_with_chances_and_reasons():
    state = TINY.setup(GameConfig.make(3), 2)
    legal = TINY.legal_actions(state, 0)
    hints = hint(TINY, TINY.view(state, 0), 0, legal, top=3, bot=make_bot("ismcts:200", 1))
    assert 1 <= len(hints) <= 3 and len(hints) == len(legal)  # tiny has two moves
    assert {a for a, _, _ in hints} <= set(legal)
    assert all(0.0 <= w <= 1.0 for _, w, _ in hints)
    assert all(reason == generic_reason(w) for _, w, reason in hints)  # tiny offers no wording
    assert generic_reason(0.423) == "estimated win chance 42 %"


def test_default_hint_uses_the_hard_search():
    state = TINY.setup(GameConfig.make(2), 2)
    legal = TINY.legal_actions(state, 0)
    hints = hint(TINY, TINY.view(state, 0), 0, legal, top=1)
    assert len(hints) == 1 and hints[0][0] in legal


def test_hint_uses_the_games_reason_when_it_offers_one():
    class Worded(type(TINY)):
        info = replace(TINY.info, name="tiny_worded")

        def hint_reason(self, view, seat, action):
            return f"moves to cell {action.args[0]}"

    game = Worded()
    state = game.setup(GameConfig.make(2), 2)
    legal = game.legal_actions(state, 0)
    hints = hint(game, game.view(state, 0), 0, legal, bot=make_bot("ismcts:20", 1))
    assert {r for _, _, r in hints} == {f"moves to cell {a.args[0]}" for a, _, _ in hints}


def test_no_legal_action_no_hint():
    state = TINY.setup(GameConfig.make(2), 2)
    assert hint(TINY, TINY.view(state, 1), 1, []) == []
