"""Bot settings from text: every value range-checked, booleans only in plain words, and
combinations the search cannot run refused before a game starts."""

from __future__ import annotations

import pytest

from tests.support import tiny_game
from zsgames.bots import make_bot, parse_search_spec
from zsgames.bots.spec import RULES, search_fields
from zsgames.core.game import GameConfig


def test_every_search_setting_has_a_rule():
    assert set(RULES) == set(search_fields())


@pytest.mark.parametrize(
    ("text", "value"),
    [("true", True), ("1", True), ("yes", True), ("YES", True), ("false", False), ("0", False), ("no", False)],
)
def test_booleans_take_the_plain_words(text, value):
    assert parse_search_spec(f"search:base=normal,reopen_secrets={text}".lower(), "").reopen_secrets is value


@pytest.mark.parametrize(
    ("spec", "message"),
    [
        ("search:reopen_secrets=on", "reopen_secrets must be true or false (also 1/0, yes/no), not on"),
        ("search:read_opponents=2", "read_opponents must be true or false"),
        ("search:iterations=0", "iterations must be a whole number from 1 to 1000000, not 0"),
        ("search:iterations=-1", "iterations must be a whole number from 1 to 1000000, not -1"),
        ("search:iterations=2.5", "iterations must be a whole number"),
        ("search:iterations=99999999999", "iterations must be a whole number from 1 to 1000000"),
        ("search:iterations=", "iterations must be a whole number from 1 to 1000000, not nothing"),
        ("search:rollout_depth=20000", "rollout_depth must be a whole number from 0 to 10000, not 20000"),
        ("search:exploration=nan", "exploration must be a number from 0 to 100, not nan"),
        ("search:exploration=inf", "exploration must be a number from 0 to 100, not inf"),
        ("search:terminal_margin=1.5", "terminal_margin must be a number from 0 to 1, not 1.5"),
        ("search:rollout_depth=-2", "rollout_depth must be a whole number from 0 to 10000"),
        ("search:iterations=5,iterations=6", "iterations is set twice"),
        ("search:read_opponents=1", "read_threshold must be above 0 when read_opponents is on"),
        ("search:read_opponents=1,read_threshold=0", "read_threshold must be above 0 when read_opponents is on"),
        ("search:time_cap=3", "unknown setting time_cap"),
        ("ismcts:0", "ismcts:N needs a whole number of iterations N from 1 to 1000000"),
        ("ismcts:²", "ismcts:N needs a whole number"),
        ("ismcts:-5", "ismcts:N needs a whole number"),
        ("ismcts:10000000", "ismcts:N needs a whole number"),
    ],
)
def test_a_bad_setting_is_refused_with_the_key_and_what_it_allows(spec, message):
    with pytest.raises(ValueError, match=r"^'") as caught:
        make_bot(spec)
    assert message in str(caught.value)
    assert "\n" not in str(caught.value)


#: Experiment settings taken out of the search (their results are in docs/ARENA.md).
REMOVED = (
    "round_end",
    "rollout_greedy",
    "rollout_sample",
    "self_greedy",
    "trees",
    "reopen_share",
    "opponent_noise",
    "normalize",
    "game_rollouts",
    "read_noise",
    "regret_matching",
)


@pytest.mark.parametrize("name", REMOVED)
def test_a_removed_setting_is_one_unknown_setting_line(name):
    assert name not in RULES
    with pytest.raises(ValueError) as caught:
        make_bot(f"search:base=hard,{name}=1")
    assert str(caught.value).startswith(f"'search:base=hard,{name}=1': unknown setting {name} (known: base, ")
    assert "\n" not in str(caught.value)


def test_zooscapes_hard_reading_can_be_switched_off_but_not_left_without_a_threshold():
    assert not parse_search_spec("search:base=hard,read_opponents=0", "zooscape").read_opponents
    with pytest.raises(ValueError, match="read_threshold must be above 0 when read_opponents is on"):
        parse_search_spec("search:base=hard,read_threshold=0", "zooscape")


def test_a_search_with_few_settings_runs():
    game = tiny_game.GAME
    state = game.setup(GameConfig.make(2), 1)
    legal = game.legal_actions(state, 0)
    bot = make_bot("search:iterations=20,rollout_depth=0,terminal_margin=0", 3)
    assert bot.choose(game, game.view(state, 0), 0, legal) in legal
    assert bot.last is not None and bot.last.iterations == 20
