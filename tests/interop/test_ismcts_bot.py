"""``openspiel-ismcts``: OpenSpiel's ISMCTS in a zsgames seat, from the seat's view and memory only."""

from __future__ import annotations

from typing import Any

import pytest

from zsgames.bots import EXTERNAL_BOTS, make_bot
from zsgames.bots.driver import play_match
from zsgames.core import registry
from zsgames.core.game import GameConfig
from zsgames.core.match import Match
from zsgames.core.rng import Rng
from zsgames.interop import ismcts_bot
from zsgames.interop import openspiel as zo
from zsgames.interop.history import from_memory

GAMES = registry.shipped()


def _matches(name: str, moves: tuple[int, ...], seed: int = 3) -> list[Match]:
    """A random 3-player match of ``name`` stopped after each number of ``moves`` (at a real choice)."""
    game = registry.get(name)
    out = []
    for stop in moves:
        match = Match(game, GameConfig.make(3), seed)
        rng = Rng(seed)
        while not match.is_over() and (len(match.steps) < stop or len(match.legal_actions(match.deciders()[0])) < 2):
            match.apply(rng.choice(match.legal_actions(match.deciders()[0])))
        out.append(match)
    return out


@pytest.mark.parametrize("name", GAMES)
def test_a_seats_memory_gives_the_information_state_openspiel_gives_it(name):
    """The bot rebuilds its seat's information state from views alone, equal to the true history's."""
    for match in _matches(name, (0, 7, 40)):
        pygame = zo.load(name, 3)
        true_state = zo.state_of(pygame, match)
        for seat in range(3):
            history = from_memory(match.memory(seat), seat)
            own = f"p{seat} m{history.length} {history.digest(match.game, seat)}"
            assert own == true_state.information_state_string(seat)


@pytest.mark.parametrize("name", GAMES)
def test_a_decision_is_legal_and_the_same_for_the_same_view(name):
    for match in _matches(name, (5, 30)):
        seat = match.deciders()[0]
        legal = match.legal_actions(seat)
        view = match.game.view(match.state, seat)
        moves = [
            ismcts_bot.OpenSpielIsmctsBot("openspiel-ismcts:8", 11, 8).choose(
                match.game, view, seat, legal, match.memory(seat)
            )
            for _ in range(2)
        ]
        assert moves[0] in legal and moves[0] == moves[1]
        assert moves[0].label  # the legal action itself, with its label


def test_a_whole_game_against_our_bot_plays_to_the_end():
    game = registry.get("zooscape")
    bots = [make_bot("easy", 1), ismcts_bot.make("openspiel-ismcts:6", 2), ismcts_bot.make("openspiel-ismcts:6", 3)]
    played = play_match(game, GameConfig.make(3), 5, bots)
    assert played.match.is_over()
    assert all(len(times) > 5 for times in played.think_seconds)


def test_the_spec_names_the_simulations(monkeypatch: Any):
    monkeypatch.setitem(EXTERNAL_BOTS, "openspiel-", ismcts_bot.make)
    bot = make_bot("openspiel-ismcts:7", 1)
    assert isinstance(bot, ismcts_bot.OpenSpielIsmctsBot) and bot.simulations == 7
    default = make_bot("OpenSpiel-ISMCTS", 1)
    assert isinstance(default, ismcts_bot.OpenSpielIsmctsBot)
    assert default.simulations is None  # each game's default, chosen when it plays
    assert set(ismcts_bot.DEFAULT_SIMULATIONS) == set(GAMES)
    for bad, words in (
        ("openspiel-ismcts:0", "from 2 to"),
        ("openspiel-ismcts:1", "from 2 to"),
        ("openspiel-ismcts:-3", "from 2 to"),
        ("openspiel-mcts", "unknown bot"),
    ):
        with pytest.raises(ValueError, match=words):
            make_bot(bad, 1)


def test_without_the_hook_filled_make_bot_does_not_know_it(monkeypatch: Any):
    monkeypatch.delitem(EXTERNAL_BOTS, "openspiel-", raising=False)
    with pytest.raises(ValueError, match="unknown bot"):
        make_bot("openspiel-ismcts", 1)


def test_an_arena_on_ray_builds_openspiel_bots_in_its_workers(monkeypatch: Any):
    """Ray's workers are fresh processes without the command line's hook: each job carries its builders."""
    from zsgames.bots import arena

    monkeypatch.setitem(EXTERNAL_BOTS, "openspiel-", ismcts_bot.make)
    bots = ["easy", "openspiel-ismcts:4", "openspiel-ismcts:4"]
    ray = arena.run_arena("zooscape", 3, bots, 3, seed=2, jobs=2, backend="ray")
    jobs = arena.run_arena("zooscape", 3, bots, 3, seed=2, jobs=2)
    strip = [{k: v for k, v in r.items() if k != "mean_move_s"} for r in ray["results"]]
    assert strip == [{k: v for k, v in r.items() if k != "mean_move_s"} for r in jobs["results"]]
    assert ray["elo"] == jobs["elo"] and {r["bot"] for r in ray["elo"]} == {"easy", "openspiel-ismcts:4"}
