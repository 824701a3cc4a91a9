"""A seat's memory of a match is its views of every state so far, made on demand."""

from __future__ import annotations

from tests.support.tiny_game import GAME as TINY
from zsgames.core.game import GameConfig
from zsgames.core.match import Match, canonical_json
from zsgames.core.memory import Memory


class _CountingViews:
    """The tiny game, counting how many views are made."""

    def __init__(self) -> None:
        self.views = 0

    def __getattr__(self, name: str):
        return getattr(TINY, name)

    def view(self, state, seat):
        self.views += 1
        return TINY.view(state, seat)


def _match(moves: int) -> Match:
    match = Match(TINY, GameConfig.make(3), 7)
    for _ in range(moves):
        seat = match.deciders()[0]
        match.apply(match.legal_actions(seat)[-1])
    return match


def _json(state) -> str:
    return canonical_json(TINY.state_to_json(state))


def test_memory_holds_the_seats_view_of_every_state_the_current_one_last() -> None:
    match = _match(6)
    for seat in range(3):
        memory = match.memory(seat)
        assert memory.seat == seat
        assert len(memory) == len(match.steps) + 1
        assert [_json(v) for v in memory] == [_json(TINY.view(match.state_at(i), seat)) for i in range(7)]
        assert _json(memory[-1]) == _json(TINY.view(match.state, seat))
        assert [_json(v) for v in memory[2:4]] == [_json(memory[2]), _json(memory[3])]


def test_views_are_made_when_read_and_only_once() -> None:
    match = _match(5)
    game = _CountingViews()
    memory = Memory(game, [match.state_at(i) for i in range(6)], 1)
    assert game.views == 0
    first = memory[-1]
    assert memory[-1] is first and game.views == 1
    list(memory)
    assert game.views == 6


def test_an_undone_move_is_forgotten() -> None:
    match = _match(4)
    match.undo()
    assert len(match.memory(0)) == 4
