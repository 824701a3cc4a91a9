"""Each game declares what it is (``GameInfo``), and ``NAME=VALUE`` options are read by their spec."""

from __future__ import annotations

import pytest

from zsgames.core import registry
from zsgames.core.info import GameInfo
from zsgames.core.options import OptionSpec

SPECS = (
    OptionSpec("rounds", int, 3, "how many rounds", low=1, high=5),
    OptionSpec("aid", bool, False, "show the aid"),
    OptionSpec("deck", str, "short", "which deck", choices=("short", "long")),
    OptionSpec("first", int, None, "who starts", seat=True),
)
INFO = GameInfo("demo", "Demo", 2, 4, options=SPECS)


def test_the_three_games_declare_themselves() -> None:
    declared = {name: registry.get(name).info for name in ("zongshi", "zooscape", "cuzhi")}
    assert {n: (i.display_name, i.min_players, i.max_players, i.simultaneous) for n, i in declared.items()} == {
        "zongshi": ("Zong Shi", 3, 5, False),
        "zooscape": ("Zooscape", 3, 6, True),
        "cuzhi": ("Cuzhi 促织", 2, 4, False),
    }
    for name, info in declared.items():
        game = registry.get(name)
        assert (game.name, game.display_name, game.min_players, game.max_players) == (
            name,
            info.display_name,
            info.min_players,
            info.max_players,
        )


@pytest.mark.parametrize(
    ("typed", "value"),
    [
        (["rounds=5"], {"rounds": 5}),
        (["aid=true", "aid=yes"], {"aid": True}),  # the last one given wins
        (["aid=0"], {"aid": False}),
        (["aid=NO"], {"aid": False}),
        (["deck=long"], {"deck": "long"}),
        (["first=3"], {"first": 3}),
        ([" rounds = 2 "], {"rounds": 2}),
        ([], {}),
    ],
)
def test_options_are_read_by_their_kind(typed: list[str], value: dict) -> None:
    assert INFO.parse_options(typed, 4) == value


@pytest.mark.parametrize(
    ("typed", "line"),
    [
        (["colour=red"], 'Demo has no option "colour" (its options: aid, deck, first, rounds)'),
        (["rounds=0"], "option rounds must be between 1 and 5, not 0"),
        (["rounds=-3"], "option rounds must be between 1 and 5, not -3"),
        (["rounds=two"], 'option rounds must be a whole number, not "two"'),
        (["aid=maybe"], 'option aid must be true or false (or yes/no, 1/0), not "maybe"'),
        (["deck=medium"], 'option deck must be "short" or "long", not "medium"'),
        (["first=2"], "option first must be a seat from 0 to 1, not 2"),
        (["rounds"], 'an option is NAME=VALUE, not "rounds"'),
        (["=3"], 'an option is NAME=VALUE, not "=3"'),
    ],
)
def test_a_bad_option_is_one_line(typed: list[str], line: str) -> None:
    with pytest.raises(ValueError) as err:
        INFO.parse_options(typed, 2)
    assert str(err.value) == line and "\n" not in line


def test_players_outside_the_range_are_one_line() -> None:
    assert INFO.players_problem(3) is None
    assert INFO.players_problem(5) == "Demo is for 2–4 players, not 5"


@pytest.mark.parametrize(
    ("kwargs", "message"),
    [
        ({"name": "two words"}, "a game's name is a Python identifier"),
        ({"min_players": 5}, "players must run from 1 up, not 5–4 players"),
        ({"options": (SPECS[0], SPECS[0])}, "declares an option twice"),
        ({"options": (OptionSpec("n", int, 9, "a count", low=1, high=5),)}, "default breaks its own rule"),
        ({"options": (OptionSpec("n", int, 1, "a count", low=1, high=5, label="Count"),)}, "offers option n with no"),
        (
            {"options": (OptionSpec("n", int, 1, "a count", low=1, high=5, label="Count", offers=((9, "nine"),)),)},
            "offers option n a choice it refuses: option n must be between 1 and 5, not 9",
        ),
        (
            {"options": (OptionSpec("n", int, 1, "a count", low=1, high=5, label="Count", offers=((2, ""),)),)},
            "a choice has no text",
        ),
    ],
)
def test_a_declaration_that_cannot_hold_is_refused(kwargs: dict, message: str) -> None:
    fields = {"name": "demo", "display_name": "Demo", "min_players": 2, "max_players": 4} | kwargs
    with pytest.raises(ValueError, match=message):
        GameInfo(**fields)


def test_the_new_game_dialog_offers_the_labelled_options_with_a_seat_each() -> None:
    """An option with a label is offered: its own choices, then each seat of the table."""
    first = OptionSpec(
        "first", int, None, "who starts", seat=True, label="First player", offers=((None, "Drawn at random"),)
    )
    aid = OptionSpec("aid", bool, False, "show the aid", label="Aid", offers=((None, "Off"), (True, "On")))
    info = GameInfo("demo", "Demo", 2, 4, options=(*SPECS[:1], first, aid))
    assert info.offered_options(3) == [
        ("first", "First player", [(None, "Drawn at random"), (0, "Player 1"), (1, "Player 2"), (2, "Player 3")]),
        ("aid", "Aid", [(None, "Off"), (True, "On")]),
    ]
    assert INFO.offered_options(4) == []  # no labels: nothing offered, the defaults hold


def test_zooscape_offers_what_its_dialog_always_offered() -> None:
    """The declaration gives the New-game dialog the very labels and choices the game's own hook gave."""
    seats = [(seat, f"Player {seat + 1}") for seat in range(5)]
    assert registry.get("zooscape").info.offered_options(5) == [
        ("first_master", "First master (last to have seen a cat)", [(None, "Drawn at random"), *seats]),
        (
            "memory_aid",
            "Memory aid: list the bin's cards",
            [(None, "Off: the bin shows how many cards it holds"), (True, "On: the bin lists its cards")],
        ),
    ]
    assert registry.get("zongshi").info.offered_options(4) == registry.get("cuzhi").info.offered_options(3) == []
