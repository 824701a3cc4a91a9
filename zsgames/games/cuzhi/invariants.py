"""Conservation laws checked after every action by the tests (``Game.check_invariants``)."""

from __future__ import annotations

from zsgames.games.cuzhi import data as D
from zsgames.games.cuzhi.flow import STEPS, space_open
from zsgames.games.cuzhi.state import CuzhiState

_WILD_STEP = STEPS.index(("wild",))


def check_invariants(s: CuzhiState) -> None:
    n = s.n
    assert 1 <= s.round <= D.ROUNDS, f"round {s.round}"
    assert s.stage in ("dispatch", "resolve", "end", "over")
    if isinstance(s.bag, list):
        for kind, count in enumerate(D.BAG_COUNTS):
            held = sum(s.sounds) if kind == D.K_SOUND else 0
            assert s.bag.count(kind) + s.pile[kind] + held == count, f"capture indicator kind {kind} not conserved"
        assert len(s.bag) + sum(s.pile) + sum(s.sounds) == sum(D.BAG_COUNTS)
    for seat in range(n):
        for what in (s.coins, s.grass, s.jars, s.sounds):
            assert what[seat] >= 0, f"seat {seat} holds a negative amount"
        for g in range(5):
            i = seat * 5 + g
            assert s.crick[i] >= 0 and 0 <= s.fought[i] <= s.crick[i], f"seat {seat} grade {g} fought marks"
        assert D.START_HEADS <= s.heads[seat] <= D.MAX_HEADS
        assert s.heads[seat] + s.hired_next[seat] + s.chairs[seat] == D.START_HEADS + D.CHAIRS
        assert D.TRACK_MIN <= s.virtue[seat] <= D.TRACK_MAX and D.TRACK_MIN <= s.rep[seat] <= D.TRACK_MAX
        bets = 1 if s.fight is not None and s.fight.bets[seat] >= 0 else 0
        used = s.yamen_count(seat) + s.hire.count(seat) + bets
        assert used <= D.INDICATORS, f"seat {seat} uses {used} indicators"
        if s.fight is not None and s.fight.bets[seat] >= 0:
            assert s.coins[seat] >= D.BET_STAKE, "a bettor must be able to pay a lost bet"
    for lan in s.lantern:
        assert len(set(lan)) == len(lan) <= len(D.YAMEN[0]["lanterns"]), "one indicator per player per yamen"
    assert 0 <= s.market <= D.MARKET_SLOTS
    if s.stage == "dispatch":
        assert s.market == 0, "the market is emptied at cleanup"
    if s.stage == "resolve" and s.cursor > _WILD_STEP:
        assert s.wild == 0, "wild crickets leave after Area 1"
    assert all(len(c) <= D.YAMEN_CARDS for c in s.yamen_cards)
    if isinstance(s.trib_deck, list):
        cards = s.trib_deck + [k for c in s.yamen_cards for k in c] + [k for o in s.owned for k in o]
        assert sorted(cards) == list(range(len(D.CARDS))), "tribute cards not conserved"
    if isinstance(s.title_deck, list):
        titles = s.title_deck + s.title_display + s.title_gone + [t for t, o in enumerate(s.title_owner) if o >= 0]
        assert sorted(titles) == list(range(len(D.TITLES))), "title cards not conserved"
    assert s.challenges <= D.MAX_CHALLENGES
    for h, seat in enumerate(s.hire):
        if seat >= 0:
            assert D.HIRE_SPACES[h]["round"] <= s.round and s.round >= D.HIRE_FROM
    for i, seat in enumerate(s.occ):
        if seat >= 0:
            assert space_open(s, i), f"closed space {i} used"
    assert len(s.bust_run) == len(s.bust) == D.BUSTLING_IN_PLAY
    f = s.fight
    if f is not None:
        from zsgames.games.cuzhi.fight_calc import die_for

        if f.dfighter >= 0 and f.winner < 0:
            assert f.dice == [die_for(f.cfighter, f.dfighter, 0), die_for(f.cfighter, f.dfighter, 1)]
            assert all(d in (6, 8, 10, 12) for d in f.dice)
        assert f.pos[0] + f.pos[1] <= D.FIGHT_LENGTH + 4
