"""The table of effects (Qt-free): each move's effects once, in the order told; no effect says more
than every seat's log does, and a secret choice sounds the same whichever it is."""

from __future__ import annotations

import random

import pytest

from zsgames.core import registry
from zsgames.core.game import Event, GameConfig
from zsgames.core.match import Match
from zsgames.ui.shared.sound import SOUND_NAMES
from zsgames.ui.shared.sound_cues import CUES, sounds_for


def seeded_matches(game: str, games: int = 3):
    """Random games of ``game`` at every player count."""
    g = registry.get(game)
    for players in range(g.info.min_players, g.info.max_players + 1):
        for seed in range(games):
            match = Match(g, GameConfig.make(players), seed)
            rng = random.Random(seed)
            while not match.is_over() and len(match.steps) < 3000:
                seat = match.deciders()[0]
                match.apply(rng.choice(match.legal_actions(seat)))
            yield match


def test_a_move_makes_each_effect_once_in_the_order_told_and_the_end_last():
    events = [Event("track", "+1"), Event("roll", "7"), Event("track", "+1"), Event("gain", "a jar")]
    assert sounds_for("cuzhi", events) == ["points", "dice"]
    assert sounds_for("cuzhi", events, ends_game=True) == ["points", "dice", "end"]
    assert sounds_for("cuzhi", [Event("gain", "a jar")]) == []
    assert sounds_for("a fourth game", events, ends_game=True) == ["end"]


def test_the_table_names_shipped_games_and_effects_that_exist():
    assert set(CUES) == set(registry.shipped())
    assert {sound for table in CUES.values() for sound in table.values()} <= set(SOUND_NAMES)


@pytest.mark.parametrize("game", sorted(CUES))
def test_every_event_that_sounds_is_told_to_every_seat_and_happens(game):
    heard: set[str] = set()
    for match in seeded_matches(game):
        for step in match.steps:
            for event in step.events:
                if event.kind in CUES[game]:
                    assert event.text, f"{event.kind} sounds but is told to one seat only"
                    heard.add(event.kind)
    # every kind of the table is one the rules really emit (a renamed event would go silent)
    assert set(CUES[game]) == heard


def test_a_secret_zooscape_disk_sounds_the_same_whichever_group_it_names():
    compared = 0
    for match in seeded_matches("zooscape", games=2):
        for index in range(len(match.steps)):
            state = match.state_at(index)
            for seat in match.game.current_deciders(state):
                selects = [a for a in match.game.legal_actions(state, seat) if a.kind == "select"]
                outcomes = [match.game.apply(state, a)[1] for a in selects]
                if len(selects) > 1 and all(all(not e.chance for e in events) for events in outcomes):
                    assert len({tuple(sounds_for("zooscape", events)) for events in outcomes}) == 1
                    compared += 1
    assert compared > 20
