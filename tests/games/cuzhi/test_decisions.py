"""One test per NOTES.md decision D1–D18."""

from __future__ import annotations

from zsgames.core.game import GameConfig
from zsgames.games.cuzhi import GAME
from zsgames.games.cuzhi import data as D
from zsgames.games.cuzhi.scoring import resource_coins

from .fights import LOWER, UPPER, challenge_ready
from .helpers import SP, blank, crickets, do, give, kinds, legal, on_frame, own_title, refused, resolve_from


def _sounds(s, seat, n):
    for _ in range(n):
        s.bag.remove(D.K_SOUND)
    s.sounds[seat] = n


def test_D1_sound_crickets_from_wild_impossible_when_empty():
    s = blank(3)
    _sounds(s, 0, 3)
    on_frame(s, ("draw", 0, 0, 1))
    wild = s.wild
    a = do(s, ("exchange", 3, "c2"))
    assert a.wild == wild - 1 and crickets(a, 0)[D.SECOND] == 1
    s.wild = 0
    assert [x.args for x in legal(s) if x.kind == "exchange"] == [(1, "coins")]
    assert "wild cricket space is empty" in refused(s, "exchange", 2, "c3")


def test_D2_exchanges_offered_on_own_area1_spaces():
    s = blank(3)
    _sounds(s, 0, 2)
    s.grass[0] = 0
    give(s, 0, D.ORDINARY)
    resolve_from(s, ("space", SP["a3s2"]), {SP["a3s2"]: 0})
    assert "exchange" not in kinds(s)  # no Area 1 head this round
    s = blank(3)
    _sounds(s, 0, 2)
    resolve_from(s, ("space", SP["a1s2"]), {SP["a1s2"]: 0})
    assert "exchange" in kinds(s)


def _after_area1(step: tuple, occ: dict, sounds: int = 2, coins: int = 0):
    """Seat 0 keeps ``sounds`` Sounds and had a head on Area 1 space 2 (resolved), then ``step``."""
    s = blank(3)
    _sounds(s, 0, sounds)
    s.coins[0] = coins
    resolve_from(s, step, {SP["a1s2"]: 0, **occ})
    return s


def test_D2_exchange_open_at_every_later_decision_once_the_area1_head_resolved():
    """Rulebook: "A Sound can only be exchanged in a round in which the player has placed a village
    head in Area 1 that is resolved." Once that head is resolved, the exchanges are open at each of
    the player's decisions that round: in the market, cultivation, tribute, a challenge, Area 5."""
    s = _after_area1(("space", SP["a2s2"]), {SP["a2s2"]: 0})  # Area 2: 3 trades, no coin
    assert s.stack[-1] == ("trade", 0, 3, 0) and "buy_jar" not in kinds(s)
    assert [a.args for a in legal(s) if a.kind == "exchange"] == [(1, "coins")]
    t = do(s, ("exchange", 1, "coins"))
    assert t.stack[-1] == ("trade", 0, 3, 0)  # the same question, no trade used
    assert (t.coins[0], t.sounds[0], t.pile[D.K_SOUND]) == (1, 1, s.pile[D.K_SOUND] + 1)
    t = do(t, ("exchange", 1, "coins"))
    assert t.coins[0] == 2 and "buy_jar" in kinds(t)  # the coins buy a jar now
    give_cult = _after_area1(("space", SP["a3s2"]), {SP["a3s2"]: 0})
    give(give_cult, 0, D.ORDINARY)
    give_cult.drop_caches()
    for state in (
        give_cult,  # Area 3 cultivation
        _after_area1(("space", SP["a4r1s1"]), {SP["a4r1s1"]: 0}),  # Area 4 tribute
    ):
        assert state.stack[-1][1] == 0 and "exchange" in kinds(state), state.stack[-1]
    s = blank(3)
    _sounds(s, 0, 1)
    s.round = 2
    resolve_from(s, ("space", SP["a5s1"]), {SP["a1s1"]: 0, SP["a5s1"]: 0})  # Area 5
    assert s.stack[-1][0] == "bust" and "exchange" in kinds(s)
    c = challenge_ready(chal=(D.THIRD,), defn=(D.THIRD,))
    c.occ[SP["a1s1"]] = 0
    _sounds(c, 0, 1)
    assert "exchange" in kinds(c)  # the challenge question
    c = do(c, "challenge")
    assert c.stack[-1][0] == "fight" and "exchange" in kinds(c)  # dispatching a cricket


def test_D2_after_area1_a_sound_buys_only_a_coin():
    """The cricket comes "from the wild crickets space", empty once Area 1 is over (D1)."""
    s = _after_area1(("space", SP["a2s2"]), {SP["a2s2"]: 0}, sounds=3)
    assert [a.args for a in legal(s) if a.kind == "exchange"] == [(1, "coins")]
    assert "went to the market when Area 1 ended" in refused(s, "exchange", 2, "c3")
    assert "went to the market when Area 1 ended" in refused(s, "exchange", 3, "c2")


def test_D2_no_exchange_without_an_area1_head_and_the_refusals_say_why():
    s = blank(3)
    _sounds(s, 0, 1)
    resolve_from(s, ("space", SP["a2s2"]), {SP["a2s2"]: 0})
    assert "exchange" not in kinds(s)
    reason = refused(s, "exchange", 1, "coins")
    assert reason == "Sounds can be exchanged only in a round in which your Area 1 village head has resolved"
    s = _after_area1(("space", SP["a2s2"]), {SP["a2s2"]: 0}, sounds=0)
    assert refused(s, "exchange", 1, "coins") == "that exchange needs 1 Sound; you have 0"
    assert refused(s, "exchange", 2, "c3").startswith("that exchange needs 2 Sounds")
    assert "Sound exchanges are" in refused(s, "exchange", 4, "coins")
    d = blank(3)  # the dispatch: nothing has resolved yet
    _sounds(d, 0, 1)
    assert "Area 1 village head" in refused(d, "exchange", 1, "coins")


def test_D2_a_drawn_sound_is_answered_first_and_the_end_game_takes_no_exchanges():
    s = _after_area1(("space", SP["a2s2"]), {SP["a2s2"]: 0})
    on_frame(s, ("sound", 0))
    s.occ[SP["a1s2"]] = 0
    s.cursor = 3
    assert "exchange" not in kinds(s)
    assert "keep or sell" in refused(s, "exchange", 1, "coins")
    e = blank(3)
    _sounds(e, 0, 1)
    e.stage = "end"
    e.stack = [("zhenghe", 0)]
    assert "exchange" not in kinds(e)
    assert refused(e, "exchange", 1, "coins") == "the fifth round is over: Sounds can no longer be exchanged"


def test_D2_area1_head_counts_once_its_space_resolves():
    from zsgames.games.cuzhi.area1 import area1_resolved
    from zsgames.games.cuzhi.flow import STEPS

    s = blank(3)
    s.stage = "resolve"
    s.occ[SP["a1s3"]] = 0
    s.cursor = STEPS.index(("space", SP["a1s3"]))  # space 3 is next: not yet
    assert not area1_resolved(s, 0)
    s.cursor += 1  # space 3 resolves now (its draws)
    assert area1_resolved(s, 0) and not area1_resolved(s, 1)
    s.stage = "dispatch"
    assert not area1_resolved(s, 0)


def test_D2_whole_games_offer_the_exchange_exactly_when_the_rule_allows():
    import random

    from zsgames.core.match import Match
    from zsgames.games.cuzhi.area1 import area1_resolved

    seen = 0
    for seed, players in ((3, 3), (4, 3), (5, 3), (6, 3), (7, 4), (8, 2)):
        match = Match(GAME, GameConfig.make(players), seed)
        pick = random.Random(seed)
        while not match.is_over():
            s = match.state
            seat = match.deciders()[0]
            legal_now = match.legal_actions(seat)
            kind = s.stack[-1][0] if s.stack else None
            if kind not in ("draw", "sound", "either"):
                open_ = bool(s.sounds[seat]) and area1_resolved(s, seat)
                assert ((1, "coins") in [a.args for a in legal_now if a.kind == "exchange"]) == open_, kind
                seen += open_
            match.apply(pick.choice(legal_now))
            GAME.check_invariants(match.state)
    assert seen > 5


def test_D3_empty_wild_cricket_nothing_either_gives_grass_cards_use_supply():
    s = blank(3)
    s.wild = 0
    s.bag.remove(D.K_CRICKET)
    s.bag.remove(D.K_EITHER)
    s.bag += [D.K_EITHER, D.K_CRICKET]
    on_frame(s, ("draw", 0, 2, 1))
    s = do(s, "draw")
    assert crickets(s, 0)[0] == 0
    s = do(s, "draw")
    assert s.grass[0] == 1
    t = blank(3)
    t.wild = 0
    t.bag.remove(D.K_CRICKET)
    t.bag.append(D.K_CRICKET)
    on_frame(t, ("draw", 0, 1, 0))
    t = do(t, "draw")
    assert crickets(t, 0)[0] == 1


def test_D4_sold_cricket_becomes_ordinary():
    s = blank(3)
    give(s, 0, D.FIRST)
    on_frame(s, ("trade", 0, 1, 0))
    s = do(s, ("sell_cricket", D.FIRST))
    assert s.market == 1 and s.coins[0] == 3 and crickets(s, 0) == [0] * 5
    s.coins[1] = 3
    on_frame(s, ("trade", 1, 1, 0))
    s = do(s, "buy_cricket")
    assert crickets(s, 1) == [1, 0, 0, 0, 0]


def test_D5_jar_price_with_nine_crickets_is_four():
    assert D.JAR_PRICE[9] == 4


def test_D6_hire_space_once_per_game():
    s = blank(3)
    s.round, s.coins[0], s.coins[1] = 2, 6, 6
    on_frame(s, ("trade", 0, 1, 0))
    s = do(s, ("hire", 1))
    on_frame(s, ("trade", 1, 1, 0))
    assert "already been used" in refused(s, "hire", 1)


def test_D7_reward_before_actions_and_actions_declinable():
    s = blank(3)
    resolve_from(s, ("space", SP["a2s4"]), {SP["a2s4"]: 0})
    assert s.coins[0] == 2 and "stop" in kinds(s)
    s = do(s, "stop")
    assert s.stack[-1][0] == "hold"


def test_D8_grass_to_royal_and_fight_royal_pays():
    s = blank(3)
    give(s, 0, D.SECOND)
    s.grass[0], s.coins[0], s.jars[0] = 1, 3, 1
    on_frame(s, ("cult", 0, 1))
    s = do(s, ("cultivate", D.SECOND, 1))
    assert crickets(s, 0)[D.ROYAL] == 1 and s.jars[0] == 0
    f = challenge_ready(chal=(D.FIRST,), defn=(D.THIRD,))
    f.scripted = [10, 1, 12, 1, 12, 1, 12]
    f = do(f, "challenge", ("fighter", D.FIRST), ("fighter", D.THIRD), *["roll"] * 6)
    # no 3 coins + jar for a royal: the reward is 2 coins without a question
    assert f.fight.step == 8 and f.coins[0] == 2 and crickets(f, 0)[D.FIRST] == 1


def test_D9_declined_title_waits():
    s = blank(3)
    give(s, 0, D.FIRST, D.FIRST)
    s.coins[0], s.jars[0] = 6, 2
    on_frame(s, ("cult", 0, 2))
    s = do(s, ("cultivate", 3, 0), ("gain", "V"), "no_title", ("cultivate", 3, 0), ("gain", "R"))
    assert "title" in kinds(s)


def test_D10_bet_needs_a_coin_and_loses_one():
    s = challenge_ready(chal=(D.THIRD,), defn=(D.THIRD,))
    s.coins[2] = 0
    s = do(s, "challenge", ("fighter", D.THIRD), ("fighter", D.THIRD))
    assert "bet" not in kinds(s)


def test_D11_grass_after_seeing_roll_tie_compares_totals():
    s = challenge_ready(chal=(D.SECOND,), defn=(D.SECOND,))
    s.grass[0] = 1
    s.scripted = [6, 7]
    s = do(s, "challenge", ("fighter", D.SECOND), ("fighter", D.SECOND), "roll")
    assert s.fight.roll == [6, 7] and "grass" in kinds(s)
    s = do(s, "grass")  # 7 vs 7: a tie of totals → defender first
    assert s.fight.mover == 1


def test_D12_brave_always_exists_at_the_end():
    from zsgames.core.rng import Rng

    for seed in range(8):
        s = challenge_ready(chal=(D.ROYAL,), defn=(D.SECOND,), seed=seed)
        s = do(s, "challenge", ("fighter", D.ROYAL), ("fighter", D.SECOND))
        rng = Rng(seed)
        while s.fight is not None and s.fight.winner < 0:
            options = legal(s)
            s = do(s, (lambda a: (a.kind, *a.args))(options[rng.randbelow(len(options))]))
        assert s.fight is None or s.fight.brave >= 0


def test_D13_decline_swap_and_no_defender_swap_no_rewards():
    s = challenge_ready(chal=(D.THIRD,), defn=())
    s = do(s, "challenge")
    assert s.occ[UPPER] == 0 and s.occ[LOWER] == 1 and s.rep == [1, 1, 1] and s.coins == [0, 0, 0]


def test_D14_tuo_du_huang_plus_one_only_when_moving():
    s = challenge_ready(chal=(), defn=(D.THIRD,), titles=((0, 0),))
    s.scripted = [12, 1, 2, 1, 3]
    s = do(s, "challenge", ("fighter", D.TITLE_CODE), ("fighter", D.THIRD), "roll", "roll")
    assert s.fight.pos[0] == 0
    s = do(s, "roll", "roll")
    assert s.fight.pos[0] == 2


def test_D15_coins_count_sounds_and_cards_do_not_title_is_royal():
    s = blank(3)
    s.coins[0], s.sounds[0] = 3, 2
    own_title(s, 0, 0)
    assert resource_coins(s, 0, s.coins[0]) == 3 + 5


def test_D16_shared_win():
    assert GAME.winner(blank(2)).winners == (0, 1)


def test_D17_tracks_stop_at_20_supplies_unlimited():
    s = blank(3)
    s.virtue[0] = 20
    give(s, 0, D.FIRST)
    s.coins[0], s.jars[0] = 3, 1
    on_frame(s, ("cult", 0, 1))
    s = do(s, ("cultivate", D.FIRST, 0), ("gain", "V"))
    assert s.virtue[0] == 20
    t = blank(3)
    t.grass[0] = 0
    on_frame(t, ("bust", 0))
    t.bust = sorted([0, 1, 2])
    t.bust_out = [3, 4]
    t = do(t, ("run", 0))
    assert t.grass[0] == 3


def test_D18_areas_1_to_3_all_players_and_no_space_stays_home():
    from zsgames.games.cuzhi.flow import open_spaces
    from zsgames.games.cuzhi.frame_kinds import advance

    assert all(sp["min_players"] == 2 for sp in D.SPACES if sp["area"] <= 3)
    assert sum(1 for sp in D.SPACES if sp["min_players"] == 4) == 1
    s = blank(2)
    s.occ = [0 if i in open_spaces(s) else -1 for i in range(len(D.SPACES))]
    s.occ[SP["a1s4"]] = -1
    s.to_place = [0, 2]
    s.turn = 1
    ev = []
    advance(s, ev)
    assert s.turn == 1 and GAME.legal_actions(s, 1)[0].args == (SP["a1s4"],)
    s = do(s, ("place", SP["a1s4"]))
    assert s.to_place == [0, 0] and s.stage == "resolve"


def test_D2_card_draws_exchange_only_in_a_round_with_an_area1_head():
    """周忱's draws come in Area 4: Sounds may be exchanged only if the player's Area 1 head resolved
    this round (rulebook); 算命摊 says Sounds may be exchanged, so it always offers them."""
    from .helpers import bustling, card
    from .test_cards import _tribute

    s = _tribute(card("周忱"))
    s.sounds[0] = 2
    for _ in range(2):
        s.bag.remove(D.K_SOUND)
    s.drop_caches()
    assert "exchange" not in kinds(s)
    assert "Area 1" in refused(s, "exchange", 1, "coins")
    s.occ[SP["a1s3"]] = 0  # the same round with a head on Area 1 space 3
    s.drop_caches()
    assert "exchange" in kinds(s)
    t = blank(3)
    t.bust = sorted([bustling("算命摊"), bustling("茶馆"), bustling("草市")])
    t.bust_out = [b for b in range(len(D.BUSTLING)) if b not in t.bust]
    t.bust_run = [False] * 3
    t.sounds[0] = 2
    for _ in range(2):
        t.bag.remove(D.K_SOUND)
    on_frame(t, ("bust", 0))
    t = do(t, ("run", bustling("算命摊")))
    assert "exchange" in kinds(t)
