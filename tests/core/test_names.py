"""One rule for a seat's name (zsgames/core/names.py), used by every writer and every reader."""

import pytest

from zsgames.core import snapshot
from zsgames.core.game import GameConfig
from zsgames.core.match import Match
from zsgames.core.names import MAX_NAME, name_problem, printable
from zsgames.core.registry import get
from zsgames.core.text import clip


@pytest.mark.parametrize(
    ("name", "problem"),
    [
        ("n" * (MAX_NAME + 1), f"is {MAX_NAME + 1} characters long; names are at most {MAX_NAME}"),
        ("", "is empty"),
        ("   ", "is empty"),
        ("Blue\nWinner: Mallory", "holds a control character (such as a newline or an escape)"),
        ("\x1b[2J\x1b]0;owned\x07", "holds a control character (such as a newline or an escape)"),
        ("abc\u202edcba", "holds a control character (such as a newline or an escape)"),
        (5, "is not text"),
    ],
)
def test_a_bad_name_is_refused_at_config_creation(name, problem):
    assert name_problem(name) == problem
    with pytest.raises(ValueError, match=r"^seat 2's name "):
        GameConfig.make(3, ["Ann", name, "Cy"])


@pytest.mark.parametrize("name", ["n" * MAX_NAME, "Ü" * MAX_NAME, "促织 fan", "Anne-Marie O'Neil"])
def test_a_good_name_is_kept(name):
    assert name_problem(name) is None
    assert GameConfig.make(2, [name, "B"]).names == (name, "B")


def test_the_limit_stays_importable_from_the_save_module():
    assert snapshot.MAX_NAME == MAX_NAME == 40


def test_a_save_is_never_written_with_a_name_its_reader_refuses(tmp_path):
    """A config built around ``make`` (a dataclass is easy to build by hand) is refused by the writer."""
    config = GameConfig(3, ("n" * 41, "B", "C"))
    match = Match(get("zooscape"), config, 1)
    with pytest.raises(snapshot.SaveError, match="seat 1's name is 41 characters long"):
        snapshot.save(match, tmp_path / "x.json")
    assert not (tmp_path / "x.json").exists()


def test_a_save_holding_a_name_with_an_escape_is_refused_on_loading():
    match = Match(get("zooscape"), GameConfig.make(3), 1)
    data = snapshot.to_dict(match)
    data["config"]["names"][2] = "Eve\x1b[31m"
    with pytest.raises(snapshot.SaveError) as err:
        snapshot.load_dict(data)
    assert str(err.value) == "seat 3's name holds a control character (such as a newline or an escape)"


def test_printable_and_clip_show_input_safely():
    assert printable("a\nb\x1b") == "a\\nb\\x1b"
    assert clip("x" * 10_000) == "x" * 59 + "…"
    assert clip("short") == "short"
