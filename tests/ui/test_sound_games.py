"""Issue 38's sounds, heard through the window: a seeded game of each game with one person (the test
picks their moves) and random bots at Instant speed, sound on and a recording sink installed.

Each event the issue lists plays its effect exactly once per move that tells it — counted here from
the match's history with this test's own list of the rules' event kinds — "your turn" once each time
the decision comes back to the person after the bots moved, the game's end once; and a window with
the default offscreen settings plays nothing at all.
"""

from __future__ import annotations

import random
from collections import Counter

import pytest

from tests.support.board_harness import open_window, seat_config
from zsgames.core import registry
from zsgames.core.game import GameConfig
from zsgames.core.match import Match
from zsgames.ui.shared.sound import FakeSink, NullSink

#: the issue's events in each game's words (the rules' event kinds), by the effect each one plays
HEARD = {
    "zongshi": {
        "place": {"go", "begin"},  # a pawn sent, a master set on a project
        "card": {"draw_scrolls", "award", "reveal"},  # scrolls drawn, an award or a masterwork turned up
        "bag": {"draw_boxes", "fill"},  # boxes from the bag
        "points": {"complete"},
    },
    "zooscape": {
        "place": {"commit", "apprentice", "split"},
        "card": {"round", "lucky_cat"},
        "reveal": {"reveal"},
        "points": {"take", "bin_taken", "kimono"},
    },
    "cuzhi": {
        "place": {"place"},
        "card": {"card", "title"},
        "bag": {"draw", "wild"},
        "dice": {"roll"},
        "points": {"track", "lantern"},
    },
}
SEEDS = {"zongshi": 5, "zooscape": 3, "cuzhi": 4}  # each shows every listed event
PLAYERS = {"cuzhi": 4}  # more heads in the tribute area: more challenges, so the dice roll
OPTIONS = {"zongshi": {"max_rounds": 4}}  # a short Zong Shi: the sounds are the same every round
#: the person takes these moves when offered (else any): a challenge makes Cuzhi's dice roll, a
#: project begun and paid for makes Zong Shi's points
LIKES = {"cuzhi": ("challenge", "accept", "roll"), "zongshi": ("begin", "pay")}


@pytest.fixture
def window(qtbot):
    yield from open_window(qtbot, 1280, 800)


def start(window, game: str, seed: int) -> None:
    players = PLAYERS.get(game, registry.get(game).info.min_players)
    seats = seat_config("human", *["random"] * (players - 1))
    config = GameConfig.make(players, None, OPTIONS.get(game), [seats.seat_info(s) for s in range(players)])
    window.start_match(Match(registry.get(game), config, seed))


def play_to_the_end(qtbot, window, rng: random.Random) -> None:
    """The person's moves, chosen by ``rng`` (among the moves they like, when offered); the bots answer
    at Instant speed."""
    model = window.model
    likes = LIKES.get(model.game.name, ())
    while not model.match.is_over():
        qtbot.waitUntil(
            lambda: model.match.is_over() or (0 in model.human_deciders() and not model.bot_deciders()), timeout=30000
        )
        if model.match.is_over():
            break
        before = len(model.match.steps)
        legal = model.legal(0)
        window.play(rng.choice([a for a in legal if a.kind in likes] or legal))
        assert len(model.match.steps) == before + 1


def expected(match: Match, heard: dict[str, set[str]]) -> Counter[str]:
    """Each effect once per move that tells one of its events; "turn" once per move after which the
    person (seat 0) alone decides, made by another seat; "end" once."""
    count: Counter[str] = Counter()
    for step in match.steps:
        kinds = {e.kind for e in step.events}
        count.update(sound for sound, events in heard.items() if kinds & events)
        deciders = match.game.current_deciders(step.state)
        if deciders == [0] and step.action.seat != 0 and not match.game.is_over(step.state):
            count["turn"] += 1
    count["end"] += 1
    return count


@pytest.mark.parametrize("game", sorted(HEARD))
def test_each_listed_event_plays_its_sound_once_per_move(qtbot, window, game):
    sink = FakeSink()
    window.sounds.player.sink = sink
    window.sounds.set_enabled(True)
    window.sounds.set_volume(60)
    start(window, game, SEEDS[game])
    play_to_the_end(qtbot, window, random.Random(SEEDS[game]))
    match = window.model.match
    want = expected(match, HEARD[game])
    assert Counter(sink.names()) == want
    for sound in HEARD[game]:  # the seed shows every listed event at least once
        assert want[sound] > 0, sound
    assert want["turn"] > 0
    assert {volume for _name, volume in sink.played} == {0.6}
    assert sink.names()[-1] == "end"


def test_a_window_with_the_default_settings_is_silent_offscreen(qtbot, window):
    assert isinstance(window.sounds.player.sink, NullSink)
    assert not window.sounds.player.enabled and not window.sounds.act_sound.isChecked()
    sink = FakeSink()  # even with a sink that would be heard
    window.sounds.player.sink = sink
    start(window, "zooscape", 3)
    play_to_the_end(qtbot, window, random.Random(3))
    assert sink.played == []
