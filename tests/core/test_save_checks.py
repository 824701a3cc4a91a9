"""Saves the app trusts only after checking: every seat's controller, every game option and what
the file can cost to load are checked before a move is replayed (one-line ``SaveError``)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.core.test_save_fuzz import base_save
from zsgames.bots.controllers import controller_problem
from zsgames.core import registry, snapshot
from zsgames.core.game import GameConfig
from zsgames.core.match import Match
from zsgames.core.options import OptionSpec, validate_options
from zsgames.core.snapshot import SaveError


def _with_seats(name: str, controllers: list) -> dict:
    data = base_save(name)
    data["config"]["seats"] = [{"colour": "blue", "controller": c} for c in controllers]
    return data


def _refused(data: dict) -> str:
    with pytest.raises(SaveError) as err:
        snapshot.load_dict(data, seat_check=controller_problem)
    line = str(err.value)
    assert line and "\n" not in line
    return line


@pytest.mark.parametrize(
    ("controller", "line"),
    [
        (
            "genius",
            "seat 2 (Orange) cannot be played: unknown bot 'genius' (known: random, easy, normal, hard, "
            "ismcts:N, search:key=value,…)",
        ),
        (5, 'seat 2 (Orange) cannot be played: who plays it must be "human" or a bot\'s name, not 5'),
        (["hard"], 'seat 2 (Orange) cannot be played: who plays it must be "human" or a bot\'s name, not ["hard"]'),
        ("", 'seat 2 (Orange) cannot be played: who plays it must be "human" or a bot\'s name, not ""'),
        (True, 'seat 2 (Orange) cannot be played: who plays it must be "human" or a bot\'s name, not true'),
        (
            "ismcts:0",
            "seat 2 (Orange) cannot be played: 'ismcts:0': ismcts:N needs a whole number of iterations N "
            "from 1 to 20000",
        ),  # a seat's range (bots.spec.SEAT_RULES)
        (
            "search:base=wizard",
            "seat 2 (Orange) cannot be played: 'search:base=wizard': base must be normal or hard, not wizard",
        ),
        ("search:depth=3", "seat 2 (Orange) cannot be played: 'search:depth=3': unknown setting depth"),
        (
            "search:iterations=many",
            "seat 2 (Orange) cannot be played: 'search:iterations=many': iterations must be "
            "a whole number from 1 to 20000, not many",
        ),
        (
            "search:iterations=0",
            "seat 2 (Orange) cannot be played: 'search:iterations=0': iterations must be "
            "a whole number from 1 to 20000, not 0",
        ),
        (
            "search:reopen_secrets=on",
            "seat 2 (Orange) cannot be played: 'search:reopen_secrets=on': reopen_secrets "
            "must be true or false (also 1/0, yes/no), not on",
        ),
        (
            "search:read_opponents=1",
            "seat 2 (Orange) cannot be played: 'search:read_opponents=1': read_threshold must be above 0 when "
            "read_opponents is on",
        ),
        (
            "search:base=hard,trees=3",  # an experiment setting since removed (docs/ARENA.md)
            "seat 2 (Orange) cannot be played: 'search:base=hard,trees=3': unknown setting trees (known: base, ",
        ),
    ],
)
def test_an_unknown_or_broken_bot_is_refused_on_load(controller, line) -> None:
    for name in ("zooscape", "cuzhi"):
        data = _with_seats(name, ["human", controller, "random"][: registry.get(name).min_players])
        assert _refused(data).startswith(line)


@pytest.mark.parametrize(
    "controller",
    ["human", "random", "easy", "normal", "hard", "ismcts:40", None, "search:base=hard,iterations=800,rollout_depth=0"],
)
def test_every_real_controller_still_loads(controller) -> None:
    game = registry.get("zongshi")
    seats = [{"controller": "human"}, {"controller": controller}, {"controller": "easy"}]
    match = Match(game, GameConfig.make(3, seats=seats), 2)
    loaded = snapshot.load_dict(json.loads(snapshot.dumps(match)), seat_check=controller_problem)
    assert loaded.config.seat_info(1).get("controller") == controller


def test_the_core_alone_checks_a_controller_is_text_and_leaves_the_names_to_the_bots_check() -> None:
    """The core does not know the bots' names (it sits below them): without ``seat_check`` a seat
    that names no one in text is still refused, a name it cannot judge loads."""
    with pytest.raises(SaveError, match=r'seat 2 \(Orange\) cannot be played: who plays it must be "human"'):
        snapshot.load_dict(_with_seats("cuzhi", ["human", 5]))
    seats = [{"controller": "human"}, {"controller": "genius"}]
    data = json.loads(snapshot.dumps(Match(registry.get("cuzhi"), GameConfig.make(2, seats=seats), 2)))
    assert snapshot.load_dict(data).config.seat_info(1).get("controller") == "genius"
    assert "unknown bot 'genius'" in _refused(data)


@pytest.mark.parametrize(
    ("game", "options", "line"),
    [
        ("zongshi", {"max_rounds": -3}, "bad config: option max_rounds must be between 1 and 40, not -3"),
        ("zongshi", {"max_rounds": 1000000}, "bad config: option max_rounds must be between 1 and 40, not 1000000"),
        ("zongshi", {"max_rounds": 0}, "bad config: option max_rounds must be between 1 and 40, not 0"),
        ("zongshi", {"max_rounds": "2"}, 'bad config: option max_rounds must be a whole number, not "2"'),
        ("zongshi", {"max_rounds": 2.5}, "bad config: option max_rounds must be a whole number, not 2.5"),
        ("zongshi", {"max_rounds": True}, "bad config: option max_rounds must be a whole number, not true"),
        ("zongshi", {"rules": 3}, "bad config: option rules must be 1 or 2, not 3"),
        ("zongshi", {"speed": 2}, 'bad config: Zong Shi has no option "speed" (its options: max_rounds, rules)'),
        ("zooscape", {"memory_aid": "yes"}, 'bad config: option memory_aid must be true or false, not "yes"'),
        ("zooscape", {"memory_aid": 1}, "bad config: option memory_aid must be true or false, not 1"),
        ("zooscape", {"first_master": 3}, "bad config: option first_master must be a seat from 0 to 2, not 3"),
        ("zooscape", {"first_master": -1}, "bad config: option first_master must be a seat from 0 to 2, not -1"),
        ("zooscape", {"first_master": [0]}, "bad config: option first_master must be a whole number, not [0]"),
        ("cuzhi", {"max_rounds": 3}, 'bad config: Cuzhi 促织 has no option "max_rounds" (its options: none)'),
    ],
)
def test_a_bad_option_is_refused_on_load(game, options, line) -> None:
    data = base_save(game)
    data["config"]["options"] = options
    assert _refused(data) == line


def test_valid_options_still_load() -> None:
    for game, options in (
        ("zongshi", {"max_rounds": 40}),
        ("zongshi", {"max_rounds": 1}),
        ("zooscape", {"memory_aid": True, "first_master": 2}),
        ("zooscape", {"memory_aid": None, "first_master": None}),
    ):
        g = registry.get(game)
        match = Match(g, GameConfig.make(g.min_players, options=options), 4)
        assert snapshot.load_dict(json.loads(snapshot.dumps(match))).config == match.config


def test_every_option_a_game_reads_is_declared_with_help() -> None:
    """The declarations issue 25 builds on: each option the rules read has a spec with a default and
    a line of help, and the default passes its own check."""
    declared = {name: {s.name for s in registry.get(name).info.options} for name in ("zongshi", "zooscape", "cuzhi")}
    assert declared == {"zongshi": {"max_rounds", "rules"}, "zooscape": {"first_master", "memory_aid"}, "cuzhi": set()}
    for name in declared:
        for spec in registry.get(name).info.options:
            assert isinstance(spec, OptionSpec) and spec.help
            assert spec.problem(spec.default, registry.get(name).max_players) is None


def test_validate_options_is_one_line_for_each_problem() -> None:
    specs = (OptionSpec("n", int, 3, "a count", low=1, high=5),)
    validate_options(specs, {"n": 5}, 3)
    validate_options(specs, {"n": None}, 3)
    for bad, line in (
        ({"n": 6}, "option n must be between 1 and 5, not 6"),
        ({"m": 1}, 'this game has no option "m" (its options: n)'),
    ):
        with pytest.raises(ValueError) as err:
            validate_options(specs, bad, 3)
        assert str(err.value) == line


def test_a_long_seat_name_is_refused_and_the_limit_said() -> None:
    data = base_save("zooscape")
    data["config"]["names"][1] = "x" * 5000
    assert _refused(data) == "seat 2's name is 5000 characters long; names are at most 40"
    data["config"]["names"][1] = "y" * 40
    data["config"]["names"][0] = "Ü" * 40
    with pytest.raises(SaveError, match="digest differs"):  # the name is fine; the digest is of the old name
        snapshot.load_dict(data)


def test_more_names_or_seats_than_players_are_refused() -> None:
    data = base_save("zooscape")
    data["config"]["names"] += ["Extra"]
    assert _refused(data) == "bad config: 4 names for 3 players"
    data = base_save("zooscape")
    data["config"]["seats"] = [{}] * 4
    assert _refused(data) == "bad config: 4 seats for 3 players"


def test_a_huge_save_of_legal_passes_is_refused_before_any_replay(monkeypatch, tmp_path) -> None:
    """The issue's 12 MB save: 300 000 moves with max_rounds 1000000 replayed for 23 s (now too
    large to read: test_save_limits.py). 30 000 such moves are refused by the option's range, and
    with a legal max_rounds by the move count, without replaying a move."""
    data = base_save("zongshi")
    first = data["actions"][0]
    data["actions"] = [first] * 30_000
    data["config"]["options"] = {"max_rounds": 1_000_000}
    path = tmp_path / "huge.json"
    path.write_text(json.dumps(data))

    def no_replay(*_args, **_kwargs):
        raise AssertionError("the save was replayed")

    monkeypatch.setattr(Match, "replay", no_replay)
    with pytest.raises(SaveError, match=r"^bad config: option max_rounds must be between 1 and 40, not 1000000$"):
        snapshot.load(path)
    data["config"]["options"] = {"max_rounds": 40}
    path.write_text(json.dumps(data))
    with pytest.raises(SaveError) as err:
        snapshot.load(path)
    assert str(err.value) == (
        "save has 30000 moves; a Zong Shi game of 3 players takes far fewer (at most 7200 are read)"
    )


def test_an_edition_1_save_is_checked_before_its_upgrade_replays_it(monkeypatch) -> None:
    """Zong Shi's edition 1 → 2 upgrade replays the save: the checks come before it."""
    data = json.loads((Path(__file__).parents[1] / "games/zongshi/data/save_edition1.json").read_text())
    data["config"]["options"] = {"max_rounds": 1_000_000}
    game = registry.get("zongshi")
    monkeypatch.setattr(type(game), "upgrade_save", lambda *_: (_ for _ in ()).throw(AssertionError("upgraded")))
    assert _refused(data) == "bad config: option max_rounds must be between 1 and 40, not 1000000"


def test_the_longest_real_games_are_well_inside_the_bounds() -> None:
    """Random games (the longest kind: nobody hurries to end them) at every player count take far
    fewer moves than a save may hold."""
    from zsgames.core.conformance import random_playout

    for name in ("zongshi", "zooscape", "cuzhi"):
        game = registry.get(name)
        for players in range(game.min_players, game.max_players + 1):
            config = GameConfig.make(players)
            longest = max(len(random_playout(game, config, seed, chooser_seed=seed)[1]) for seed in range(3))
            assert longest * 4 < game.max_actions(config), (name, players, longest)
