"""The bots' judgement of a Zong Shi position (``heuristics.evaluate`` / ``potential``)."""

from __future__ import annotations

import pytest

from zsgames.games.zongshi import data as D
from zsgames.games.zongshi import heuristics as H
from zsgames.games.zongshi.scoring import seat_score

from .helpers import act, clear_board, drafted, give, set_bin, turn_of, vec


def _start():
    s = clear_board(drafted(3, seed=4))
    s.mw_face = ["M1", "M9"]  # M1 costs 5 boxes (fits a 5-box storage), M9 costs 7 (does not)
    return s


def test_a_project_in_progress_counts_near_its_full_value_before_the_final_round():
    s = _start()
    p = s.players[0]
    p.in_progress, p.time_left = ["M1"], 3
    live = seat_score(s, 0).total
    assert H.potential(s, 0) >= H.IN_PROGRESS_SHARE * D.PROJECTS["M1"].vp - live
    s.final = True  # in the final round only the live score (with its penalty) counts
    assert H.evaluate(s, 0) < H.evaluate(_with_progress_not_final(), 0)


def _with_progress_not_final():
    s = _start()
    s.players[0].in_progress, s.players[0].time_left = ["M1"], 3
    return s


def test_boxes_toward_a_project_that_fits_are_worth_more_than_loose_boxes():
    toward, loose = _start(), _start()
    give(toward, 0, storage=vec(2, 1, 0, 1))  # 4 of M1's (2, 1, 0, 2)
    give(loose, 0, storage=vec(0, 0, 4, 0))  # ivory: M1 needs none
    assert H.next_project_value(toward, 0) > H.next_project_value(loose, 0)
    assert H.evaluate(toward, 0) > H.evaluate(loose, 0)


def test_a_project_too_big_for_storage_is_not_a_target():
    s = _start()
    s.mw_face = ["M9"]  # 7 boxes; storage holds 5 and there are no exchange tiles
    s.supply = [0] * len(s.supply)
    give(s, 0, storage=vec(2, 1, 2, 0))
    assert H.next_project_value(s, 0) == 0.0


def test_scrolls_over_the_hand_limit_add_nothing():
    s = _start()
    deck = [sid for sid in s.deck]
    at_limit, over = _start(), _start()
    give(at_limit, 0, hand=deck[: D.BASE_HAND])
    give(over, 0, hand=deck[: D.BASE_HAND + 2])
    assert H.potential(over, 0) - H.potential(at_limit, 0) == 0.0
    assert H.potential(at_limit, 0) > H.potential(s, 0)


def test_beginning_a_covered_masterwork_looks_better_than_keeping_the_boxes():
    keep, begun = _start(), _start()
    give(keep, 0, storage=vec(2, 1, 0, 2))  # exactly M1
    begun.players[0].in_progress, begun.players[0].time_left = ["M1"], 3
    assert H.evaluate(begun, 0) > H.evaluate(keep, 0)


def test_boxes_waiting_in_a_marketplace_bin_count_before_the_turns_end():
    s = turn_of(_start(), 0)
    set_bin(s, "large", vec(1, 1, 1, 0))
    before = H.potential(s, 0)
    s = act(s, 0, "go", "large")
    assert H.pending_boxes(s, 0) == 3  # a lone master takes the whole bin
    assert H.potential(s, 0) - before == 3 * H.BOX_VALUE
    s = act(s, 1, "pawn", "master")
    s = act(s, 1, "go", "large")  # two masters share it: picks 0, 1, then 0 again
    assert (H.pending_boxes(s, 0), H.pending_boxes(s, 1)) == (2, 1)


def test_pending_boxes_of_every_seat_at_once_match_each_seat():
    s = turn_of(_start(), 0)
    set_bin(s, "large", vec(1, 1, 1, 0))
    s = act(s, 0, "go", "large")
    s = act(s, 1, "pawn", "master")
    s = act(s, 1, "go", "large")
    assert H.pending_boxes_all(s) == [H.pending_boxes(s, seat) for seat in range(3)] == [2, 1, 0]


def test_beginning_a_project_with_a_lasting_effect_beats_passing_one_action_ahead(monkeypatch) -> None:
    """Larger Workshop is 1 VP; the three boxes it costs used to count for more than that, so a bot
    looking one action ahead kept them and passed. Its +2 storage for the rest of the game counts."""
    from zsgames.core.game import GameConfig
    from zsgames.core.rng import Rng
    from zsgames.games.zongshi import GAME
    from zsgames.games.zongshi.heuristics import EFFECT_VALUE

    state = GAME.setup(GameConfig.make(3), 0)
    rng = Rng(0)
    while True:
        seat = GAME.current_deciders(state)[0]
        legal = GAME.legal_actions(state, seat)
        begin = [a for a in legal if a.kind == "begin" and a.args == ("larger_workshop",)]
        if begin and not state.final:
            break
        state, _ = GAME.apply(state, legal[rng.randbelow(len(legal))])
    passing = next(a for a in legal if a.kind == "pass")
    after_begin = GAME.apply(state, begin[0])[0]
    after_pass = GAME.apply(state, passing)[0]
    assert GAME.evaluate(after_begin, seat) > GAME.evaluate(after_pass, seat)
    gain = H.potential(after_begin, seat) - H.potential(after_pass, seat)
    monkeypatch.setattr(H, "EFFECT_VALUE", 0.0)  # the effect valued at nothing: passing looked better
    assert H.potential(after_begin, seat) - H.potential(after_pass, seat) == pytest.approx(gain - EFFECT_VALUE)
    assert GAME.evaluate(after_begin, seat) <= GAME.evaluate(after_pass, seat)
