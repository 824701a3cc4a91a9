"""What the Cuzhi position judgement is meant to capture, each as a small comparison of positions."""

from __future__ import annotations

from zsgames.core.rng import Rng
from zsgames.games.cuzhi import GAME
from zsgames.games.cuzhi import data as D
from zsgames.games.cuzhi.flow import STEPS
from zsgames.games.cuzhi.heuristics import evaluate, potential
from zsgames.games.cuzhi.state import CuzhiState

from .helpers import SP, blank, give

A4 = SP["a4r1s1"]
A1 = SP["a1s4"]
A2 = SP["a2s2"]
A3 = SP["a3s4"]


def _level(round_: int = 1) -> CuzhiState:
    """Three seats with the very same holdings, in the dispatch of ``round_`` with no head placed."""
    s = blank(3)
    s.round = round_
    s.stage = "dispatch"
    s.occ = [-1] * len(D.SPACES)
    s.virtue, s.rep = [2, 2, 2], [2, 2, 2]
    return s


def _last_round_with_head_on_area4(seat: int = 0) -> CuzhiState:
    s = _level(D.ROUNDS)
    s.occ[A4] = seat
    return s


def test_level_seats_are_even_and_values_stay_in_range() -> None:
    s = _level()
    assert [evaluate(s, seat) for seat in range(3)] == [0.5, 0.5, 0.5]
    s.virtue[0] = 9
    values = [evaluate(s, seat) for seat in range(3)]
    assert values[0] > 0.5 > values[1] and all(0.0 <= v <= 1.0 for v in values)


def test_a_finished_game_scores_win_loss_and_shared_win() -> None:
    s = _level(D.ROUNDS)
    s.stage = "over"
    s.virtue[0] = 5
    assert [evaluate(s, seat) for seat in range(3)] == [1.0, 0.0, 0.0]
    s.virtue[1] = 5
    assert [evaluate(s, seat) for seat in range(3)] == [0.5, 0.5, 0.0]


def test_raising_the_lower_track_beats_raising_the_higher() -> None:
    s = _level()
    s.virtue[0], s.rep[0] = 2, 5  # no lantern on 3 or 6: only the product differs
    low, high = s.clone(), s.clone()
    low.virtue[0] += 1
    high.rep[0] += 1
    assert evaluate(low, 0) > evaluate(high, 0)


def test_a_cricket_promises_more_to_a_seat_whose_tracks_are_high() -> None:
    poor, rich = _level(3), _level(3)
    rich.virtue[0], rich.rep[0] = 8, 8
    for s in (poor, rich):
        give(s, 0, D.SECOND)
    bare_poor, bare_rich = _level(3), _level(3)
    bare_rich.virtue[0], bare_rich.rep[0] = 8, 8
    assert potential(rich, 0) - potential(bare_rich, 0) > potential(poor, 0) - potential(bare_poor, 0) > 0


def test_better_grades_and_titles_are_worth_more_while_tribute_is_ahead() -> None:
    worth = []
    for grade in range(5):
        s = _level(2)
        give(s, 0, grade)
        worth.append(potential(s, 0))
    titled = _level(2)
    titled.title_owner[0] = 0
    assert worth == sorted(worth) and len(set(worth)) == 5
    assert potential(titled, 0) > worth[D.ROYAL]


def test_a_head_on_area4_turns_crickets_into_points_in_the_last_round() -> None:
    waiting = _last_round_with_head_on_area4()
    idle = _level(D.ROUNDS)
    idle.occ[A1] = 0
    for s in (waiting, idle):
        give(s, 0, D.SECOND, D.THIRD)
    assert potential(waiting, 0) > potential(idle, 0) + 1.0
    # without crickets the same head promises little more than the lantern
    empty = _last_round_with_head_on_area4()
    assert potential(waiting, 0) > potential(empty, 0) + 1.0


def test_a_cultivation_head_is_worth_more_with_crickets_and_more_still_with_the_royal_cost_in_hand() -> None:
    def with_head(coins: int, jars: int, *grades: int) -> float:
        s = _level(3)
        s.coins[0], s.jars[0] = coins, jars
        give(s, 0, *grades)
        before = potential(s, 0)
        s.occ[A3] = 0
        return potential(s, 0) - before

    assert with_head(0, 0, D.ORDINARY, D.ORDINARY) > with_head(0, 0) >= 0
    # a first-grade cricket turns royal only with 3 coins and a jar: +1 Virtue or Reputation at once
    assert with_head(D.ROYAL_COINS, D.ROYAL_JARS, D.FIRST) > with_head(0, 0, D.FIRST) + 0.5


def test_coins_and_a_market_head_can_buy_crickets_for_the_last_tribute() -> None:
    def market_head_worth(coins: int) -> float:
        s = _last_round_with_head_on_area4()
        s.coins[0] = coins
        before = potential(s, 0)
        s.occ[A2] = 0
        return potential(s, 0) - before

    assert market_head_worth(6) > market_head_worth(0) + 0.5


def test_crickets_are_only_resources_once_the_last_tribute_is_past() -> None:
    s = _level(D.ROUNDS)
    give(s, 0, D.FIRST, D.FIRST)
    s.stage = "end"
    assert potential(s, 0) == 0.0
    s.stage = "resolve"
    s.occ[A4] = 0
    s.cursor = len(STEPS) - 1  # at the round end: Area 4 has resolved
    assert potential(s, 0) == 0.0


def test_a_hired_head_is_worth_more_early_than_late() -> None:
    gains = []
    for round_ in (2, 4):
        s = _level(round_)
        before = potential(s, 0)
        s.hired_next[0] += 1
        gains.append(potential(s, 0) - before)
    assert gains[0] > gains[1] > 0


def test_a_bigger_lead_is_worth_more_in_every_round() -> None:
    for round_ in range(1, D.ROUNDS + 1):
        values = []
        for lead in (0, 2, 5):
            s = _level(round_)
            s.virtue[0] += lead
            values.append(evaluate(s, 0))
        assert values[0] == 0.5 < values[1] < values[2] < 1.0


def test_income_cards_and_stipend_count_for_the_rounds_left() -> None:
    governor = next(k for k, c in enumerate(D.CARDS) if c["effect"] == "gain" and c["timing"] == "round_start")
    early, late = _level(1), _level(D.ROUNDS)
    base_early, base_late = potential(early, 0), potential(late, 0)
    for s in (early, late):
        s.owned[0].append(governor)
    assert potential(early, 0) - base_early > potential(late, 0) - base_late >= 0


def test_over_a_random_game_values_stay_in_range_and_evaluate_does_not_change_the_state() -> None:
    from zsgames.core.game import GameConfig

    s = GAME.setup(GameConfig.make(4), 5)
    rng = Rng(5)
    while not GAME.is_over(s):
        before = GAME.state_to_json(s)
        for seat in range(s.n):
            assert 0.0 <= evaluate(s, seat) <= 1.0
        assert GAME.state_to_json(s) == before
        seat = GAME.current_deciders(s)[0]
        legal = GAME.legal_actions(s, seat)
        s, _ = GAME.apply(s, legal[rng.randbelow(len(legal))])
    values = [evaluate(s, seat) for seat in range(s.n)]
    assert set(values) <= {0.0, 0.5, 1.0} and max(values) > 0.0


def test_the_bots_exchange_a_leftover_sound_in_the_last_round_and_keep_a_title_cricket():
    """The new choices of issue 23, judged sensibly: after Area 1 of round 5 a kept Sound scores
    nothing but its coin does, so the exchange is worth taking; selling a title cricket for a stall's
    coins throws away a royal tribute."""
    from zsgames.bots import make_bot

    from .helpers import do, legal, own_title, resolve_from, title

    for round_, better in ((5, True), (2, False)):
        s = blank(3)
        s.round = round_
        s.sounds[0] = 1
        s.bag.remove(D.K_SOUND)
        s.coins = [3, 3, 3]
        resolve_from(s, ("space", A2), {SP["a1s2"]: 0, A2: 0})
        after = do(s, ("exchange", 1, "coins"))
        assert (evaluate(after, 0) > evaluate(s, 0)) == better, round_
    s = blank(3)
    s.round = 5
    s.sounds[0] = 1
    s.bag.remove(D.K_SOUND)
    s.coins = [3, 3, 3]  # level: the Sound's coin makes a fourth, one more point at the end
    resolve_from(s, ("space", A2), {SP["a1s2"]: 0, A2: 0}, hold=False)  # the game goes on after it
    choice = make_bot("normal", seed=3, deterministic=True).choose(GAME, GAME.view(s, 0), 0, legal(s))
    assert (choice.kind, choice.args) == ("exchange", (1, "coins"))
    t = blank(3)
    t.round = 2
    own_title(t, title("青麻头"), 0)
    resolve_from(t, ("space", A2), {A2: 0})
    sold = do(t, ("sell_cricket", D.TITLE_CODE + title("青麻头")))
    assert evaluate(sold, 0) < evaluate(t, 0)
