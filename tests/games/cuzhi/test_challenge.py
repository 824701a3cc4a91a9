"""Area 4 tribute challenges: who may challenge, dispatch, dice, bets, excitement, fight, rewards."""

from __future__ import annotations

import pytest

from zsgames.games.cuzhi import GAME
from zsgames.games.cuzhi import data as D
from zsgames.games.cuzhi.state import F_BET, F_EXCITE, F_PICK_C, F_REWARD, F_ROLL, F_SWAP

from .fights import LOWER, UPPER, challenge_ready
from .helpers import SP, blank, crickets, decider, do, give, kinds, legal, own_title, refused, resolve_from, texts


def test_lower_head_may_challenge_other_player_above():
    s = challenge_ready(chal=(D.THIRD,), defn=(D.THIRD,))
    assert s.stack[-1] == ("challenge", 0, 0) and kinds(s) == ["challenge", "pass"]


def test_never_yourself():
    s = blank(3)
    give(s, 0, D.THIRD)
    resolve_from(s, ("arrow", 0), {LOWER: 0, UPPER: 0})
    assert s.stack[-1][0] == "hold"


def test_challenger_needs_a_fighter():
    s = challenge_ready(chal=(D.ORDINARY, D.ORDINARY), defn=(D.THIRD,))
    assert s.stack[-1][0] == "hold"


def test_defender_without_fighter_just_swaps_D13():
    s = challenge_ready(chal=(D.THIRD,), defn=(D.ORDINARY,))
    s = do(s, "challenge")
    assert s.occ[UPPER] == 0 and s.occ[LOWER] == 1
    assert s.fight is None and s.fought[D.THIRD] == 0 and s.coins == [0, 0, 0] and s.rep == [1, 1, 1]


def test_pass_keeps_order():
    s = challenge_ready(chal=(D.THIRD,), defn=(D.THIRD,))
    s = do(s, "pass")
    assert s.occ[UPPER] == 1 and s.challenges == 0


def test_at_most_three_challenges_a_round():
    s = blank(3)
    give(s, 0, D.THIRD, D.THIRD, D.THIRD, D.THIRD)
    s.challenges = 3
    resolve_from(s, ("arrow", 0), {LOWER: 0, UPPER: 1})
    assert s.stack[-1][0] == "hold"


def test_only_third_grade_and_up_fight_each_once():
    s = challenge_ready(chal=(D.ORDINARY, D.THIRD), defn=(D.SECOND,))
    s = do(s, "challenge")
    assert s.fight.step == F_PICK_C
    assert [a.args[0] for a in legal(s)] == [D.THIRD]
    assert refused(s, "fighter", D.ORDINARY) == "ordinary crickets 普通 cannot fight"
    s.fought[D.THIRD] = 1
    give(s, 0, D.FIRST)
    assert refused(s, "fighter", D.THIRD) == "that cricket has already fought this round"


@pytest.mark.parametrize(
    ("c", "d", "dice"),
    [
        (D.THIRD, D.THIRD, [6, 6]),
        (D.SECOND, D.ROYAL, [8, 10]),
        (D.FIRST, D.FIRST, [10, 10]),
        (D.ROYAL, D.SECOND, [10, 8]),
    ],
)
def test_dice_match_grades(c, d, dice):
    s = challenge_ready(chal=(c,), defn=(d,))
    s = do(s, "challenge", ("fighter", c), ("fighter", d))
    assert s.fight.dice == dice


def test_title_dice_d12_and_two_titles():
    s = challenge_ready(chal=(D.SECOND,), defn=())
    own_title(s, 0, 1)
    own_title(s, 1, 0)
    s = do(s, "challenge", ("fighter", D.TITLE_CODE + 1), ("fighter", D.TITLE_CODE + 0))
    assert s.fight.dice == [12, 10]
    s = challenge_ready(chal=(D.SECOND,), defn=())
    own_title(s, 0, 1)
    s = do(s, "challenge", ("fighter", D.SECOND), ("fighter", D.TITLE_CODE))
    assert s.fight.dice == [8, 12]


def test_bets_asked_of_non_fighters_with_a_coin():
    s = challenge_ready(players=4, chal=(D.THIRD,), defn=(D.THIRD,))
    s.coins[2], s.coins[3] = 1, 0
    s = do(s, "challenge", ("fighter", D.THIRD), ("fighter", D.THIRD))
    assert s.fight.step == F_BET and decider(s) == 2
    s = do(s, ("bet", 1))
    assert s.fight.step == F_EXCITE and s.fight.bets == [-1, -1, 1, -1]


def test_nobody_bets_at_two_players():
    s = challenge_ready(players=2, chal=(D.THIRD,), defn=(D.THIRD,))
    s = do(s, "challenge", ("fighter", D.THIRD), ("fighter", D.THIRD))
    assert s.fight.step == F_EXCITE


def _forced():
    """二品 (challenger, red = seat 0) vs 一品 (defender, blue = seat 1), seat 2 bets on red."""
    s = challenge_ready(chal=(D.SECOND,), defn=(D.FIRST,))
    s.grass[0] = 2
    s.coins[2] = 1
    s.scripted = [3, 4, 5, 6, 9, 2, 10, 7, 4, 8]
    return do(s, "challenge", ("fighter", D.SECOND), ("fighter", D.FIRST), ("bet", 0))


def test_forced_fight_step_by_step():
    s = _forced()
    f = s.fight
    assert f.dice == [8, 10] and f.step == F_EXCITE and decider(s) == 0
    s = do(s, "roll")  # excitement: C 3, D 4
    assert s.fight.roll == [3, 4] and decider(s) == 0 and "grass" in kinds(s)
    s = do(s, "accept")  # blue has no grass: not asked
    assert s.fight.step == F_EXCITE and s.fight.excited == [False, False]
    s = do(s, "roll", "grass")  # C 5 + grass = 6, D 6: tie → defender first
    f = s.fight
    assert f.roll == [5, 6] and f.excited == [True, True] and f.mover == 1 and f.step == F_ROLL and s.grass[0] == 1
    s = do(s, "roll")  # D 9 → 3 (blue has no grass, no question)
    assert s.fight.pos == [0, 3] and s.fight.mover == 0
    s = do(s, "roll", "accept")  # C 2 → 0
    assert s.fight.pos == [0, 3]
    s = do(s, "roll")  # D 10 → 3: 6, brave
    assert s.fight.pos == [0, 6] and s.fight.brave == 1
    s = do(s, "roll", "accept")  # C 7 → 2
    assert s.fight.pos == [2, 6]
    s = do(s, "roll")  # D 4 → 1
    assert s.fight.pos == [2, 7]
    s, _ev = GAME.apply(s, legal(s)[0])  # C rolls 8
    assert s.fight.roll[0] == 8
    s = do(s, "grass")  # 8 + 1 = 9 → 3: 5 + 7 ≥ 10
    f = s.fight
    assert f.pos == [5, 7] and f.winner == 0 and f.step == F_REWARD and s.grass[0] == 0
    assert decider(s) == 0 and {a.args[0] for a in legal(s)} == {"grade", "coins"}
    s = do(s, ("reward", "grade"))
    assert crickets(s, 0)[D.FIRST] == 1 and crickets(s, 0)[D.SECOND] == 0 and s.fought[D.FIRST] == 1
    assert s.fight.step == F_SWAP
    s = do(s, "swap")
    assert s.fight is None
    assert s.occ[UPPER] == 0 and s.occ[LOWER] == 1
    assert s.rep == [1, 2, 1]  # blue's cricket was brave
    assert s.coins == [0, 0, 3]  # the bet on red pays 2


def test_forced_fight_coins_reward_and_declined_swap_D13():
    s = _forced()
    s = do(
        s,
        "roll",
        "accept",
        "roll",
        "grass",
        "roll",
        "roll",
        "accept",
        "roll",
        "roll",
        "accept",
        "roll",
        "roll",
        "grass",
        ("reward", "coins"),
        "stay",
    )
    assert s.coins[0] == 2 and s.occ[UPPER] == 1 and s.occ[LOWER] == 0


def test_fixed_seed_challenge_is_reproducible_and_consistent():
    """A seeded fight without grass: every roll's steps follow the table and positions add up."""
    s = challenge_ready(chal=(D.ROYAL,), defn=(D.SECOND,), seed=11)
    s = do(s, "challenge", ("fighter", D.ROYAL), ("fighter", D.SECOND))
    log = []
    while s.fight is not None:
        a = next((x for x in legal(s) if x.kind in ("roll", "accept", "swap")), legal(s)[0])
        before = list(s.fight.pos)
        s, ev = GAME.apply(s, a)
        for e in ev:
            if e.kind == "roll":
                assert 1 <= e.get("value") <= e.get("sides") and e.get("sides") in (10, 8)
                log.append(("roll", e.get("side"), e.get("value")))
            if e.kind == "move":
                assert e.get("steps") == D.STEPS[e.get("total")]
                log.append(("move", e.get("side"), e.get("steps")))
        if s.fight is not None and any(e.kind == "move" for e in ev):
            moved = next(e for e in ev if e.kind == "move")
            assert s.fight.pos[moved.get("side")] == before[moved.get("side")] + moved.get("steps")
    again = challenge_ready(chal=(D.ROYAL,), defn=(D.SECOND,), seed=11)
    again = do(again, "challenge", ("fighter", D.ROYAL), ("fighter", D.SECOND))
    assert again.rng.state != 0 and log  # the same seed reproduces the same fight (asserted in test_fight_log)
    # royal (d10) vs 二品 (d8): excitement 10 / 1 → only the challenger is excited; it moves first
    assert log == [
        ("roll", 0, 10),
        ("roll", 1, 1),
        ("roll", 0, 5),
        ("move", 0, 1),
        ("roll", 1, 7),  # the defender becomes excited, no move
        ("roll", 0, 10),
        ("move", 0, 3),
        ("roll", 1, 3),
        ("move", 1, 1),
        ("roll", 0, 10),
        ("move", 0, 3),  # 7 steps: brave
        ("roll", 1, 4),
        ("move", 1, 1),
        ("roll", 0, 6),
        ("move", 0, 2),  # 9 + 2 ≥ 10: the challenger wins
    ]
    assert s.occ[UPPER] == 0 and s.occ[LOWER] == 1  # swapped
    assert s.coins[0] == 2  # a royal cannot rise: 2 coins
    assert s.rep == [2, 1, 1]  # brave challenger


def test_royal_beats_second_example():
    """The rulebook example: red (lower, royal d10) beats blue (二品 d8) and swaps up."""
    s = challenge_ready(chal=(D.ROYAL,), defn=(D.SECOND,))
    s.scripted = [7, 2, 9, 1, 9, 1, 9, 1, 3]
    s = do(s, "challenge", ("fighter", D.ROYAL), ("fighter", D.SECOND), "roll")
    assert s.fight.dice == [10, 8] and s.fight.excited == [True, False] and s.fight.mover == 0
    s = do(s, "roll", "roll", "roll", "roll", "roll", "roll", "roll")
    assert s.fight.winner == 0 and s.fight.pos == [10, 0]
    s = do(s, "swap")
    assert s.occ[UPPER] == 0 and s.rep[0] == 2 and s.coins[0] == 2


def test_unexcited_cricket_must_roll_six_then_moves_next_turn():
    s = challenge_ready(chal=(D.THIRD,), defn=(D.THIRD,))
    s.scripted = [6, 1, 3, 6, 3, 3]
    s = do(s, "challenge", ("fighter", D.THIRD), ("fighter", D.THIRD), "roll")
    assert s.fight.excited == [True, False] and s.fight.mover == 0
    s = do(s, "roll")  # C 3 → 1
    assert s.fight.pos == [1, 0]
    s = do(s, "roll")  # D 6: excited now, no move
    assert s.fight.excited == [True, True] and s.fight.pos == [1, 0]
    s = do(s, "roll", "roll")  # C 3 → 1; D 3 → 1
    assert s.fight.pos == [2, 1]


def test_both_excited_higher_total_first():
    s = challenge_ready(chal=(D.FIRST,), defn=(D.FIRST,))
    s.scripted = [9, 7]
    s = do(s, "challenge", ("fighter", D.FIRST), ("fighter", D.FIRST), "roll")
    assert s.fight.mover == 0 and s.fight.excited == [True, True]


def test_grass_refused_for_third_grade():
    s = challenge_ready(chal=(D.THIRD,), defn=(D.SECOND,))
    s.grass[0] = 3
    s.scripted = [2, 2]
    s = do(s, "challenge", ("fighter", D.THIRD), ("fighter", D.SECOND), "roll")
    assert decider(s) != 0 or "grass" not in kinds(s)
    s.fight.step, s.fight.boost_side = 4, 0  # force the challenger's grass question
    assert refused(s, "grass", seat=0) == "a third-grade cricket 三品 cannot use grass"


def test_roll_total_capped_at_twelve():
    from zsgames.games.cuzhi.fight_calc import total

    s = challenge_ready(chal=(D.ROYAL,), defn=(D.SECOND,))
    s = do(s, "challenge", ("fighter", D.ROYAL), ("fighter", D.SECOND))
    s.fight.roll = [10, 1]
    s.fight.grass_used = [True, False]
    assert total(s, s.fight, 0, False) == 12


def test_lost_bet_costs_the_coin_D10():
    s = challenge_ready(chal=(D.ROYAL,), defn=(D.THIRD,))
    s.coins[2] = 1
    s.scripted = [10, 1, 12, 1, 12, 1, 12]
    s = do(s, "challenge", ("fighter", D.ROYAL), ("fighter", D.THIRD), ("bet", 1), "roll", "roll", "roll", "roll")
    while s.fight is not None:
        s = do(s, legal(s)[0].kind if legal(s)[0].kind != "reward" else ("reward", "coins"))
    assert s.coins[2] == 0


def test_fight_reward_royal_pays_and_gets_no_title_D8():
    s = challenge_ready(chal=(D.FIRST,), defn=(D.THIRD,))
    s.coins[0], s.jars[0] = 3, 1
    s.scripted = [10, 1, 12, 1, 12, 1, 12]
    s = do(s, "challenge", ("fighter", D.FIRST), ("fighter", D.THIRD), "roll", "roll", "roll", "roll", "roll", "roll")
    assert s.fight.winner == 0
    s = do(s, ("reward", "grade"))
    assert s.stack[-1][0] == "vr"
    s = do(s, ("gain", "V"))
    assert crickets(s, 0)[D.ROYAL] == 1 and s.coins[0] == 0 and s.jars[0] == 0 and s.virtue[0] == 2
    assert s.fight.step == F_SWAP and not any(f[0] == "title" for f in s.stack)


def test_brave_is_first_to_five_steps_D12():
    s = challenge_ready(chal=(D.ROYAL,), defn=(D.ROYAL,))
    s.scripted = [10, 1, 12, 12, 3]
    s = do(s, "challenge", ("fighter", D.ROYAL), ("fighter", D.ROYAL), "roll", "roll", "roll")
    assert s.fight.pos == [4, 0] and s.fight.brave == -1 and s.fight.excited == [True, True]
    s, ev = GAME.apply(s, legal(s)[0])
    assert s.fight.pos == [5, 0] and s.fight.brave == 0
    assert "brave" in texts(ev)


def test_each_arrow_runs_in_order_and_swaps_change_tribute_order():
    s = blank(3)
    s.round = 2
    give(s, 0, D.THIRD)
    give(s, 2, D.THIRD)
    resolve_from(s, ("arrow", 0), {LOWER: 0, UPPER: 1, SP["a4r2s2"]: 2, SP["a4r1s2"]: 1}, hold=False)
    assert s.stack[-1] == ("challenge", 0, 0)
    s = do(s, "challenge")  # seat 1 has no fighter: swap
    assert s.stack[-1] == ("challenge", 2, 1)
