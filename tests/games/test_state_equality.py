"""Every game state compares by its game fields, prints short, and a failing ``assert a == b``
names the fields that differ (``zsgames/core/state_diff.py``, hooked in by ``tests/conftest.py``)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from tests.bots.games import load
from zsgames.core.game import GameConfig
from zsgames.core.match import Match
from zsgames.core.rng import Rng
from zsgames.core.state_diff import field_diff
from zsgames.games.cuzhi.state import put
from zsgames.games.zooscape.state import replace_at

GAMES = ("tiny", "zongshi", "zooscape", "cuzhi")
MOVES = 60


def _played(name: str, seed: int, moves: int) -> tuple[Any, Match]:
    """A match of ``moves`` random legal moves (fewer if the game ends first) from ``seed``."""
    game = load(name)
    match = Match(game, GameConfig.make(3), seed)
    rng = Rng(seed)
    for _ in range(moves):
        if match.is_over():
            break
        legal = match.legal_actions(match.deciders()[0])
        match.apply(legal[rng.randbelow(len(legal))])
    return game, match


@pytest.mark.parametrize("name", GAMES)
def test_states_replayed_from_one_seed_and_moves_are_equal_and_one_move_apart_are_not(name: str) -> None:
    game, match = _played(name, 4, MOVES)
    again = Match.replay(game, match.config, match.seed, match.actions)
    assert again.state is not match.state
    assert again.state == match.state
    assert game.clone(match.state) == match.state
    assert match.state_at(len(match.steps) - 1) != match.state
    assert field_diff(match.state_at(len(match.steps) - 1), match.state)  # some field names the move
    assert field_diff(again.state, match.state) == []
    assert match.state != game.state_to_json(match.state)  # another kind of value is never equal


@pytest.mark.parametrize("name", GAMES)
def test_a_state_prints_short_and_says_where_the_game_is(name: str) -> None:
    game, match = _played(name, 5, MOVES)
    text = repr(match.state)
    assert len(text) < 300
    assert text.startswith("<") and game.display_name.split()[0].lower() in text.lower()
    assert "round" in text or name == "tiny"


@pytest.mark.parametrize("name", ["zongshi", "cuzhi"])
def test_the_legal_action_cache_is_not_part_of_the_game(name: str) -> None:
    game, match = _played(name, 6, 30)
    state = match.state
    asked = game.clone(state)
    game.legal_actions(asked, game.current_deciders(asked)[0])  # fills the cache of this copy only
    assert asked == state
    assert asked.drop_caches() is asked
    assert asked == state


#: per game: one field changed by hand, and the line a diff gives for it
EDITS: dict[str, tuple[Callable[[Any], None], str]] = {
    "tiny": (lambda s: s.positions.__setitem__(1, s.positions[1] + 1), "positions[1]: "),
    "zongshi": (lambda s: s.mine(2).storage.__setitem__(3, s.players[2].storage[3] + 7), "players[2].storage[3]: "),
    "zooscape": (lambda s: setattr(s, "took", replace_at(s.took, 1, 9)), "took[1]: "),
    "cuzhi": (lambda s: setattr(s, "coins", put(s.coins, 1, s.coins[1] + 7)), "coins[1]: "),
}


@pytest.mark.parametrize("name", GAMES)
def test_a_failing_assert_names_the_field_that_differs(name: str) -> None:
    game, match = _played(name, 7, 20)
    state = match.state
    edited = game.clone(state)
    change, line = EDITS[name]
    change(edited)
    diff = field_diff(state, edited)
    assert len(diff) == 1 and diff[0].startswith(line), diff
    with pytest.raises(AssertionError) as caught:
        assert state == edited
    message = str(caught.value)
    assert "differ in 1 field(s)" in message and line in message
    assert len(message) < 1000  # the diff, not two whole states
