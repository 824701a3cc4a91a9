"""Bot judgement: evaluate stays in [0, 1] and prefers what a player would prefer."""

from __future__ import annotations

from zsgames.core.conformance import random_playout
from zsgames.core.game import GameConfig
from zsgames.games.zooscape import GAME
from zsgames.games.zooscape import cards as C
from zsgames.games.zooscape.heuristics import MASTER_VALUE, gain_value, projected

from .helpers import Deal, go, scenario


def test_evaluate_in_range_during_whole_games():
    def on_step(before, action, after):
        for seat in range(after.n):
            assert 0.0 <= GAME.evaluate(after, seat) <= 1.0
            assert 0.0 <= GAME.evaluate(GAME.view(after, seat), seat) <= 1.0

    random_playout(GAME, GameConfig.make(4), 3, on_step=on_step)


def test_gain_value_respects_the_flag():
    d = Deal()
    fans = d("fan", 2)
    s = scenario(players=3, won={0: fans[:1]})
    assert gain_value(s, 1, fans[1:]) == 7  # a first fan is worth its flower
    assert gain_value(s, 0, fans[1:]) == -2 - 7  # a second one turns both into −1
    assert gain_value(s, 0, d("fire", 1)) == -4


def test_a_contest_counts_as_a_share():
    d = Deal()
    row = d("tea_bowl", 1) + d("fan", 1) + d("lute", 2)
    s = go(scenario(players=3, row=row), (0, "split", 2, 1), (0, "apprentice", 2, 2))
    s = go(s, (0, "select", 1), (1, "select", 1), (2, "select", 2))  # Blue and Orange contest bowl + fan
    assert projected(s, 0) == projected(s, 1) == (8 + 7) / 2  # half of what the group is worth
    assert projected(s, 2) == 8 + MASTER_VALUE  # Green took the two lutes and the apprentice (empty bin)
    assert GAME.evaluate(s, 0) == GAME.evaluate(s, 1)


def test_the_apprentice_holder_counts_the_bin_coming_to_it():
    def green_takes_the_apprentice(bin_cards):
        d = Deal()
        row = d("tea_bowl", 1) + d("fan", 1) + d("lute", 2)
        s = go(scenario(players=3, row=row, bin_cards=bin_cards), (0, "split", 2, 1), (0, "apprentice", 2, 2))
        return go(s, (0, "select", 1), (1, "select", 1), (2, "select", 2))  # Blue and Orange contest on

    fires = [c for c in range(C.MARKET_CARDS) if C.KIND[c] == C.FIRE][:2]
    s = green_takes_the_apprentice(fires)
    assert s.app_at == 2 and s.bin == tuple(fires)  # the bin is Green's at the round's end
    assert projected(s, 2) == 8 + MASTER_VALUE - 8  # two lutes, the next mastership, two Fires to come
    gold = [c for c in range(C.MARKET_CARDS) if C.KIND[c] == C.COIN][:1]
    assert GAME.evaluate(green_takes_the_apprentice(gold), 2) > GAME.evaluate(s, 2)  # gold beats Fire


def test_the_heuristics_quick_score_is_the_rulebook_score_and_takes_counts_as_given():
    """The searches' fast path (looked-up flag points, counts passed in) agrees with scoring."""
    from zsgames.games.zooscape.action_cards import curio_counts
    from zsgames.games.zooscape.scoring import score_total, seat_score

    def on_step(before, action, after):
        for seat in range(after.n):
            counts = curio_counts(after, seat)
            assert score_total(after, seat, counts) == score_total(after, seat) == seat_score(after, seat).total
            assert projected(after, seat, counts) == projected(after, seat)
            cards = after.cur or after.groups[0]
            assert gain_value(after, seat, cards, counts) == gain_value(after, seat, cards)
            assert counts == curio_counts(after, seat)  # the caller's counts are left as they were

    for seed in (3, 4):
        random_playout(GAME, GameConfig.make(3 + seed % 3), seed, on_step=on_step)


def test_the_bots_judge_from_the_bin_they_saw_go_in(monkeypatch):
    """Bots remember what they saw go into the bin (``Game.recall`` over their memory) and sample
    their worlds from that, never from the true bin: Easy and the searches alike."""
    from zsgames.bots import make_bot
    from zsgames.core.rng import Rng

    from .helpers import APP, select_all

    d = Deal()
    s = scenario(players=3, row=d("lute", 9))
    states = [s]
    for move in ((0, "split", 1, 1), (0, "apprentice", 1, 0)):
        states.append(go(states[-1], move))
    lute = tuple(c for c in states[-1].groups[0] if c != APP)
    after, _ = select_all(states[-1], {0: 2, 1: 2, 2: 2})  # the lute into the bin; group 2 contested
    states += [after]
    memory = [GAME.view(x, 0) for x in states]
    seen_bins = []
    real = GAME.determinize

    def spying(view, seat, rng: Rng):
        seen_bins.append(view.bin)
        return real(view, seat, rng)

    monkeypatch.setattr(GAME, "determinize", spying)
    legal = GAME.legal_actions(after, 0)
    for spec in ("easy", "ismcts:20"):
        seen_bins.clear()
        make_bot(spec, seed=1).choose(GAME, memory[-1], 0, legal, memory)
        assert seen_bins and all(b == lute for b in seen_bins), spec  # remembered exactly
        seen_bins.clear()
        make_bot(spec, seed=1).choose(GAME, memory[-1], 0, legal)  # no memory: only the count
        assert seen_bins and all(b == 1 for b in seen_bins), spec
