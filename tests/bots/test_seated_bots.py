"""A save can name any bot spec; seated in the window it plays under its level's time cap, and an
absurd budget is refused by ``check`` and by loading (issue 34, item 11)."""

from __future__ import annotations

import time

import pytest

from tests.test_cli import run_cli
from zsgames.bots import make_bot
from zsgames.bots.controllers import controller_problem
from zsgames.bots.levels import HARD, NORMAL
from zsgames.bots.spec import SEAT_MAX_ITERATIONS
from zsgames.core import snapshot
from zsgames.core.game import GameConfig
from zsgames.core.match import Match
from zsgames.core.registry import get

ABSURD = "search:base=hard,iterations=1000000,rollout_depth=8"


@pytest.mark.parametrize(
    ("spec", "problem"),
    [
        (ABSURD, f"iterations must be a whole number from 1 to {SEAT_MAX_ITERATIONS}, not 1000000"),
        ("search:rollout_depth=10000", "rollout_depth must be a whole number from 0 to 250, not 10000"),
        ("ismcts:1000000", f"ismcts:N needs a whole number of iterations N from 1 to {SEAT_MAX_ITERATIONS}"),
    ],
)
def test_an_absurd_budget_cannot_play_a_seat(spec, problem):
    assert problem in (controller_problem(spec, "zooscape") or "")


def test_loading_and_check_refuse_a_save_with_an_absurd_budget(tmp_path):
    """Such a save used to load, and its bot had not moved after 90 s."""
    config = GameConfig.make(3, seats=[{"controller": "human"}, {"controller": ABSURD}, {"controller": "easy"}])
    data = snapshot.to_dict(Match(get("zooscape"), config, 1))
    with pytest.raises(snapshot.SaveError, match=r"seat 2 .* cannot be played: .*iterations must be"):
        snapshot.load_dict(data, seat_check=controller_problem)
    path = tmp_path / "absurd.json"
    path.write_text(snapshot.dumps(Match(get("zooscape"), config, 1)))
    result = run_cli("check", str(path))
    assert result.returncode == 2 and "iterations must be a whole number from 1 to 20000" in result.stderr


def test_play_never_saves_a_bot_its_save_could_not_seat(tmp_path):
    save = tmp_path / "g.json"
    result = run_cli(
        "play", "--game", "tiny", "--players", "2", "--bots", "random,search:iterations=50000", "--save", str(save)
    )
    assert result.returncode == 2 and "seat 2's bot cannot be kept in a save" in result.stderr
    assert not save.exists()


def test_a_seated_search_bot_keeps_its_levels_time_cap():
    game = get("zooscape")
    hard = make_bot("search:base=hard,iterations=20000", 1, seated=True)
    assert not hard.deterministic and hard.config_for(game).time_cap == HARD.time_cap
    counted = make_bot("ismcts:20000", 1, seated=True)
    assert not counted.deterministic and counted.config_for(game).time_cap == NORMAL.time_cap
    free = make_bot("search:base=hard,iterations=20000", 1)  # the arena's: exact counts, no cap
    assert free.deterministic and free.config_for(game).time_cap is None


def test_a_seated_search_bot_moves_within_its_cap():
    game = get("zongshi")
    match = Match(game, GameConfig.make(3), 3)
    seat = match.deciders()[0]
    legal = game.legal_actions(match.state, seat)
    bot = make_bot(f"search:base=normal,iterations={SEAT_MAX_ITERATIONS}", 1, seated=True)
    started = time.perf_counter()
    bot.choose(game, game.view(match.state, seat), seat, legal, match.memory(seat))
    assert time.perf_counter() - started < NORMAL.time_cap + 3.0
    assert bot.capped == 1
