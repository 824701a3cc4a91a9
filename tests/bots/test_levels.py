"""Bot names, trivial decisions, determinism, and how the search treats secret commits."""

from __future__ import annotations

import threading
from dataclasses import replace

import pytest

from tests.bots import commit_game
from tests.support import tiny_game
from zsgames.bots import BOT_LEVELS, ismcts, make_bot
from zsgames.bots.driver import play_match
from zsgames.bots.greedy import EasyBot
from zsgames.bots.ismcts import Ismcts
from zsgames.bots.levels import NORMAL, search_config
from zsgames.core.game import Action, GameConfig
from zsgames.core.rng import Rng

TINY = tiny_game.GAME
COMMIT = commit_game.GAME


def test_every_level_is_known_and_unknown_names_are_refused():
    assert BOT_LEVELS == ("random", "easy", "normal", "hard")
    for spec in (*BOT_LEVELS, "ismcts:5", " Hard "):
        assert make_bot(spec, 1).name == spec.strip().lower()
    for bad in ("genius", "ismcts:", "ismcts:0", "ismcts:x"):
        with pytest.raises(ValueError, match=r"ismcts|unknown"):
            make_bot(bad)


def test_hard_searches_more_than_normal_and_re_decides_secret_commitments():
    normal, hard = search_config("normal", "tiny"), search_config("hard", "tiny")
    assert hard.iterations > normal.iterations
    assert hard.reopen_secrets and not normal.reopen_secrets
    assert normal.time_cap is not None and normal.time_cap <= 0.5
    assert hard.time_cap is not None and hard.time_cap <= 2.0


@pytest.mark.parametrize("spec", [*BOT_LEVELS, "ismcts:10"])
def test_a_single_legal_action_is_answered_without_thinking(spec):
    state = TINY.setup(GameConfig.make(2), 1)
    only = [TINY.legal_actions(state, 0)[0]]
    bot = make_bot(spec, 3)
    assert bot.choose(TINY, TINY.view(state, 0), 0, only) is only[0]
    assert getattr(bot, "last", None) is None  # no search ran


@pytest.mark.parametrize("spec", ["easy", "ismcts:60", "random"])
def test_same_seed_and_view_give_the_same_decision(spec):
    state = TINY.setup(GameConfig.make(3), 4)
    view, legal = TINY.view(state, 0), TINY.legal_actions(state, 0)
    first = make_bot(spec, 8).choose(TINY, view, 0, legal)
    assert all(make_bot(spec, 8).choose(TINY, view, 0, legal) == first for _ in range(3))


def test_search_runs_exactly_n_iterations_and_returns_the_labelled_legal_action():
    state = TINY.setup(GameConfig.make(3), 4)
    bot = make_bot("ismcts:37", 1)
    legal = TINY.legal_actions(state, 0)
    action = bot.choose(TINY, TINY.view(state, 0), 0, legal)
    assert bot.last.iterations == 37
    assert sum(n for _, n, _ in bot.last.edges) == 37
    assert action in legal and action.label  # the label of the legal action, not a bare copy


def test_cancel_from_another_thread_stops_a_search():
    state = TINY.setup(GameConfig.make(3), 4)
    bot = make_bot("ismcts:1000000", 1)
    timer = threading.Timer(0.05, bot.cancel)
    timer.start()
    action = bot.choose(TINY, TINY.view(state, 0), 0, TINY.legal_actions(state, 0))
    timer.join()
    assert bot.last.iterations < 1_000_000
    assert action in TINY.legal_actions(state, 0)


def test_a_stop_check_ends_the_search_after_one_iteration():
    state = TINY.setup(GameConfig.make(3), 4)
    result = Ismcts(replace(NORMAL, iterations=1000)).search(
        TINY, TINY.view(state, 0), 0, TINY.legal_actions(state, 0), Rng(1), stop=lambda: True
    )
    assert result.iterations == 1


def test_search_finds_the_dominant_secret_bid():
    state = COMMIT.setup(GameConfig.make(3), 2)
    for seat in (0, 1, 2):
        legal = COMMIT.legal_actions(state, seat)
        assert make_bot("ismcts:300", seat).choose(COMMIT, COMMIT.view(state, seat), seat, legal).args == (2,)


def test_searching_seat_does_not_see_a_committed_rival_bid():
    """Seat 1 decides the same whether seat 0 secretly bid 0 or 2."""
    start = COMMIT.setup(GameConfig.make(3), 5)
    low, _ = COMMIT.apply(start, Action(0, "bid", (0,)))
    high, _ = COMMIT.apply(start, Action(0, "bid", (2,)))
    assert COMMIT.state_to_json(low) != COMMIT.state_to_json(high)
    legal = COMMIT.legal_actions(low, 1)
    picks = {make_bot("ismcts:80", 4).choose(COMMIT, COMMIT.view(s, 1), 1, legal) for s in (low, high)}
    assert len(picks) == 1


def test_search_over_commits_keeps_rival_choices_decoupled():
    """At a commit node every committing seat keeps its own statistics at the same node, and
    the subtree below is keyed by the joint choice (no seat chooses knowing another's bid)."""
    state = COMMIT.setup(GameConfig.make(3), 2)
    search = Ismcts(replace(NORMAL, iterations=60, rollout_depth=0))
    root = ismcts._Node()
    rng = Rng(3)
    plain = ismcts._OpponentModel(search.config, 3, None)  # nobody read: every seat plans
    for _ in range(60):
        search._iterate(COMMIT, root, COMMIT.view(state, 0), 0, rng, 3, plain)
    assert {a.seat for a in root.stats} == {0, 1, 2}
    assert root.children and all(isinstance(key, tuple) and len(key) == 3 for key in root.children)
    assert sum(st.n for a, st in root.stats.items() if a.seat == 1) == 60


def test_easy_prefers_the_better_move_without_noise():
    state = TINY.setup(GameConfig.make(2), 1)
    legal = TINY.legal_actions(state, 0)  # cells 2 and 4; the right one scores one more
    bot = EasyBot(seed=1, noise=0.0)
    assert bot.choose(TINY, TINY.view(state, 0), 0, legal).args == (4,)


@pytest.mark.parametrize("spec", ["easy", "ismcts:15"])
def test_bots_finish_commit_games(spec):
    played = play_match(COMMIT, GameConfig.make(3), 3, [make_bot(spec, s) for s in range(3)])
    assert COMMIT.is_over(played.match.state)


def test_a_bot_cancelled_before_it_starts_answers_after_one_iteration():
    state = TINY.setup(GameConfig.make(3), 4)
    bot = make_bot("hard", 1)
    bot.cancel()
    legal = TINY.legal_actions(state, 0)
    assert bot.choose(TINY, TINY.view(state, 0), 0, legal) in legal
    assert bot.last.iterations == 1


def test_per_game_tuning_overrides_only_its_game():
    assert search_config("normal", "zongshi").rollout_depth == 25
    # fewer than the common counts: Zong Shi's long rollouts make an iteration dear, and the counts fit the caps
    assert (search_config("normal", "zongshi").iterations, search_config("hard", "zongshi").iterations) == (200, 600)
    assert search_config("hard", "zongshi").reopen_secrets == search_config("hard", "tiny").reopen_secrets
    assert search_config("hard", "zongshi").bias_weight > 0 == search_config("hard", "tiny").bias_weight
    assert search_config("normal", "tiny").rollout_depth == NORMAL.rollout_depth


def test_each_games_declared_tuning_names_a_level_and_fields_of_its_search():
    """The tuning a game declares (``GameInfo.bot_tuning``) is read by the bots, who alone know the
    levels and ``SearchConfig``'s fields: a misspelt one would be silently lost, so it fails here."""
    from dataclasses import fields

    from zsgames.core import registry

    known = {f.name: f.type for f in fields(NORMAL)}
    for name, info in registry.infos().items():
        for level, override in info.bot_tuning.items():
            assert level in ("normal", "hard"), (name, level)
            assert set(override) <= set(known), (name, level, set(override) - set(known))
            config = search_config(level, name)
            assert all(getattr(config, field) == value for field, value in override.items()), (name, level)


def test_zooscapes_hard_reads_the_others_and_normal_does_not():
    hard, normal = search_config("hard", "zooscape"), search_config("normal", "zooscape")
    assert hard.read_opponents and hard.read_threshold == 0.8 and hard.reopen_secrets
    assert not normal.read_opponents
    assert not search_config("hard", "cuzhi").read_opponents and not search_config("hard", "zongshi").read_opponents


def test_search_specs_change_config_fields_over_a_base_level():
    from zsgames.bots import parse_search_spec

    cfg = parse_search_spec("search:base=hard,iterations=40,exploration=0.3,terminal_margin=0.1", "tiny")
    assert cfg == replace(
        search_config("hard", "tiny"), iterations=40, exploration=0.3, terminal_margin=0.1, time_cap=None
    )
    bot = make_bot("search:iterations=25,rollout_depth=2", 2)
    state = TINY.setup(GameConfig.make(3), 4)
    bot.choose(TINY, TINY.view(state, 0), 0, TINY.legal_actions(state, 0))
    assert bot.last.iterations == 25  # exact count: no time cap
    for bad, words in (
        ("search:depth=3", "unknown setting depth"),
        ("search:iterations=x", "must be a whole number"),
        ("search:base=genius", "base must be"),
        ("search:iterations", "key=value"),
    ):
        with pytest.raises(ValueError, match=words):
            make_bot(bad)
