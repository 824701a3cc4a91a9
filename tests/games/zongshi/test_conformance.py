"""The engine's conformance check, random whole games with invariants after every action, the CLI."""

from __future__ import annotations

import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from zsgames import cli
from zsgames.core.conformance import check_all, random_playout
from zsgames.core.game import GameConfig
from zsgames.games.zongshi import GAME
from zsgames.games.zongshi.scoring import LINES


@pytest.mark.parametrize("players", [3, 4, 5])
def test_conformance(players):
    check_all(GAME, players, seeds=[players])


def _invariants(before, action, after):
    GAME.check_invariants(after)
    if GAME.is_over(after):
        return
    seat = GAME.current_deciders(after)[0]
    assert GAME.legal_actions(after, seat)
    assert GAME.prompt(after, seat)


@settings(max_examples=6, deadline=None)
@given(players=st.integers(3, 5), seed=st.integers(0, 2**32), chooser=st.integers(0, 1000))
def test_random_games_keep_invariants(players, seed, chooser):
    final, _actions = random_playout(GAME, GameConfig.make(players), seed, chooser, on_step=_invariants)
    assert GAME.is_over(final)
    assert final.round <= GAME.setup(GameConfig.make(players), seed).max_rounds
    for score in GAME.scores(final):
        assert [name for name, _ in score.lines] == list(LINES)
        assert sum(v for _, v in score.lines) == score.total
    assert GAME.winner(final).winners


def test_two_turns_per_seat_per_round_and_the_game_ends():
    config = GameConfig.make(4, options={"max_rounds": 6})
    turns: dict[tuple[int, int], int] = {}

    def count(before, action, after):
        if before.pending and before.pending[-1]["kind"] == "turn" and action.kind in ("begin", "go", "pass"):
            key = (before.round, action.seat)
            turns[key] = turns.get(key, 0) + 1

    final, _ = random_playout(GAME, config, 11, 3, on_step=count)
    assert GAME.is_over(final) and final.round <= 6
    assert all(v <= 2 for v in turns.values())


def run(capsys, *args: str) -> tuple[int, str]:
    code = cli.main(list(args))
    return code, capsys.readouterr().out


@pytest.mark.parametrize("players", [3, 4, 5])
def test_cli_play_save_and_check(players, tmp_path, capsys):
    save = tmp_path / f"zs{players}.json"
    bots = ",".join(["random"] * players)
    code, out = run(
        capsys,
        "play",
        "--game",
        "zongshi",
        "--players",
        str(players),
        "--bots",
        bots,
        "--seed",
        "5",
        "--json",
        "--save",
        str(save),
    )
    assert code == 0
    data = json.loads(out)
    assert len(data["scores"]) == players
    for score in data["scores"]:
        assert set(score["lines"]) == set(LINES)
        assert sum(score["lines"].values()) == score["total"]
    code, again = run(
        capsys, "play", "--game", "zongshi", "--players", str(players), "--bots", bots, "--seed", "5", "--json"
    )
    assert json.loads(again) == data
    code, out = run(capsys, "check", str(save))
    assert code == 0 and out.startswith("ok:")


@pytest.mark.parametrize("players", [3, 5])
def test_no_later_move_changes_an_earlier_state(players):
    """Clones share lists until written (copy-on-write): every state must stay as it was produced."""
    from zsgames.core.rng import Rng

    rng = Rng(players)
    state = GAME.setup(GameConfig.make(players), 40 + players)
    history = [(state, json.dumps(GAME.state_to_json(state)))]
    while not GAME.is_over(state):
        seat = GAME.current_deciders(state)[0]
        legal = GAME.legal_actions(state, seat)
        state, _ = GAME.apply(state, legal[rng.randbelow(len(legal))])
        GAME.view(state, seat)
        history.append((state, json.dumps(GAME.state_to_json(state))))
    changed = [i for i, (s, text) in enumerate(history) if json.dumps(GAME.state_to_json(s)) != text]
    assert not changed, f"states {changed[:5]} changed after they were produced"


def test_fast_menu_checks_agree_with_the_full_search():
    """The turn menu's shortcuts (cached costs, one-colour visit check) match the slow answers."""
    from zsgames.core.rng import Rng
    from zsgames.games.zongshi import data as D
    from zsgames.games.zongshi.locations import buyable_tiles, can_buy_tile, can_visit, visit_options
    from zsgames.games.zongshi.payments import feasible
    from zsgames.games.zongshi.turns import available_projects, begin_options, may_begin, project_need

    checked = 0
    for seed in range(4):
        rng = Rng(seed)
        state = GAME.setup(GameConfig.make(4), 100 + seed)
        while not GAME.is_over(state):
            d = state.pending[-1]
            if d["kind"] == "turn":
                seat, pawn = d["seat"], state.cur_pawn
                p = state.players[seat]
                assert can_visit(state, seat, pawn) == bool(visit_options(state, seat, (), pawn))
                assert can_buy_tile(state, seat) == bool(buyable_tiles(state, seat))
                slow = [
                    pid
                    for pid in available_projects(state, pawn == "master")
                    if may_begin(state, seat, pawn)
                    and feasible(project_need(state, seat, pawn, pid), tuple(p.storage), tuple(p.tiles), p.artistic)
                ]
                assert begin_options(state, seat, pawn) == slow
                checked += 1
            seat = GAME.current_deciders(state)[0]
            legal = GAME.legal_actions(state, seat)
            state, _ = GAME.apply(state, legal[rng.randbelow(len(legal))])
    assert checked > 500 and D.PERSONS
