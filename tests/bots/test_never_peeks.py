"""Bots decide from the seat's view only: changing what the seat cannot see changes nothing."""

from __future__ import annotations

from typing import Any

import pytest

from tests.bots.games import ALL_GAMES, as_json, load, positions
from zsgames.bots import make_bot
from zsgames.bots.driver import play_match
from zsgames.bots.hint import hint
from zsgames.core.game import GameConfig
from zsgames.core.rng import Rng


def _public_part(game: Any, state: Any) -> dict:
    data = game.state_to_json(state)
    data.pop("rng", None)
    return data


@pytest.mark.parametrize("name", ALL_GAMES)
def test_decision_ignores_what_the_seat_cannot_see(name):
    game = load(name)
    changed_worlds = 0
    for index, (state, seat) in enumerate(positions(game, 3)):
        view = game.view(state, seat)
        # another hidden world that the seat cannot tell apart from the real one
        other = game.determinize(view, seat, Rng(4242 + index))
        assert as_json(game, game.view(other, seat)) == as_json(game, view)
        if _public_part(game, other) != _public_part(game, state):
            changed_worlds += 1
        legal = game.legal_actions(state, seat)
        assert game.legal_actions(other, seat) == legal
        for spec in ("ismcts:40", "easy", "search:base=hard,iterations=40"):
            first = make_bot(spec, seed=5).choose(game, game.view(state, seat), seat, legal)
            second = make_bot(spec, seed=5).choose(game, game.view(other, seat), seat, legal)
            assert first == second, f"{spec} at seat {seat} decided differently in two worlds it cannot tell apart"
            assert first in legal
        small = make_bot("ismcts:30", seed=2)
        hints_a = hint(game, game.view(state, seat), seat, legal, bot=small)
        hints_b = hint(game, game.view(other, seat), seat, legal, bot=make_bot("ismcts:30", seed=2))
        assert [(a, round(w, 9)) for a, w, _ in hints_a] == [(a, round(w, 9)) for a, w, _ in hints_b]
    assert changed_worlds, f"{name}: no sampled position had hidden information to change"


class _SpyBot:
    """Records what it is shown (the view and its memory) and plays the first legal action."""

    name = "spy"

    def __init__(self, seen: list[tuple[int, str]], remembered: list[list[str]]) -> None:
        self.seen = seen
        self.remembered = remembered

    def choose(self, game: Any, view: Any, seat: int, legal: list, memory: Any = ()) -> Any:
        self.seen.append((seat, as_json(game, view)))
        self.remembered.append([as_json(game, v) for v in memory])
        return legal[0]


@pytest.mark.parametrize("name", ["tiny", "commit"])
def test_driver_hands_bots_the_view_never_the_state(name):
    game = load(name)
    seen: list[tuple[int, str]] = []
    remembered: list[list[str]] = []
    played = play_match(game, GameConfig.make(3), 9, [_SpyBot(seen, remembered) for _ in range(3)])
    match = played.match
    asked = []
    memories = []
    for index in range(len(match.actions)):
        before = match.state_at(index)
        seat = match.actions[index].seat
        if len(game.legal_actions(before, seat)) > 1:
            asked.append((seat, as_json(game, game.view(before, seat))))
            memories.append([as_json(game, game.view(match.state_at(i), seat)) for i in range(index + 1)])
    assert seen == asked
    assert remembered == memories  # a bot's memory is its own past views, the current one last
    assert all(text != as_json(game, match.state_at(i)) for i, (_, text) in enumerate(seen))


def test_zooscape_hard_reading_its_memory_ignores_what_the_seat_cannot_see():
    """Zooscape's Hard reads the others from its memory of the match; that memory holds views only,
    so two worlds the seat cannot tell apart still get the same decision, late in a game when the
    reading has a dozen reveals to go on."""
    from zsgames.core.memory import Memory

    game = load("zooscape")
    bots = [make_bot("random", seed=s) for s in range(3)]
    match = play_match(game, GameConfig.make(3), 12, bots).match
    checked = 0
    for index in range(len(match.actions) - 1, 0, -1):
        state = match.state_at(index)
        seat = match.actions[index].seat
        legal = game.legal_actions(state, seat)
        if len(legal) < 2 or not game.is_private_decision(state, seat):
            continue
        past = [match.state_at(i) for i in range(index)]
        view = game.view(state, seat)
        other = game.determinize(view, seat, Rng(77 + index))
        assert as_json(game, game.view(other, seat)) == as_json(game, view)
        randomness = game.opponent_randomness(Memory(game, [*past, state], seat), seat)
        assert randomness is not None and max(randomness) > 0.8  # the coin-tossers are read as such
        first = make_bot("search:base=hard,iterations=60", seed=5).choose(
            game, view, seat, legal, Memory(game, [*past, state], seat)
        )
        second = make_bot("search:base=hard,iterations=60", seed=5).choose(
            game, game.view(other, seat), seat, legal, Memory(game, [*past, other], seat)
        )
        assert first == second
        checked += 1
        if checked == 3:
            break
    assert checked == 3
