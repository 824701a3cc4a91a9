"""The Pawn Shop: exchange tiles for one box of each material."""

from zsgames.games.zongshi import data as D

from .helpers import act, clear_board, drafted, give, legal_args, question, refused, then, turn_of, vec


def base(seat=0, pawn="master", storage=None, hand=None, seed=7):
    s = clear_board(drafted(4, seed=seed))
    give(s, seat, storage or vec(), hand)
    return turn_of(s, seat, pawn)


def test_pawn_shop_tile_costs_one_box_of_each_material():
    s = base(storage=vec(gold=1, ivory=1))
    s = act(s, 0, "go", "shop")
    s = then(s, 0, "buy", "gold_ivory")
    assert s.players[0].tiles[0] == 1 and s.players[0].storage == vec()


def test_apprentice_claims_one_tile_master_many():
    s = base(pawn="apprentice", storage=vec(gold=2, ivory=2))
    s = act(s, 0, "go", "shop")
    s = then(s, 0, "buy", "gold_ivory")
    assert sum(s.players[0].tiles) == 1 and question(s)[1] != 0
    s = base(storage=vec(gold=2, ivory=2, jade=1))
    s = act(s, 0, "go", "shop")
    s = then(s, 0, "buy", "gold_ivory")
    assert question(s) == ("shop", 0)
    s = then(s, 0, "buy", "gold_ivory")
    assert s.players[0].tiles[0] == 2  # duplicates allowed (D3)
    # left: 1 jade — nothing affordable any more, the shop visit ends by itself
    assert question(s)[1] != 0


def test_second_tile_for_an_apprentice_is_refused():
    s = base(pawn="apprentice", storage=vec(gold=2, ivory=2))
    s = act(s, 0, "go", "shop")
    s2 = s.deep_clone()
    s2.pending.append({"kind": "shop", "seat": 0, "bought": 1, "more": False})
    s2.drop_caches()
    assert refused(s2, 0, "buy", "gold_ivory") == "an apprentice may claim only one exchange tile"


def test_tiles_never_pay_for_tiles():
    s = base(storage=vec(gold=2))
    s.players[0].tiles[0] = 1  # gold/ivory
    s.tile_supply[0] -= 1
    s.drop_caches()
    assert ("shop",) not in legal_args(s, "go")


def _search(need, store, tiles, waive):
    """Reference: try every way to pay the first owed box (own colour, a tile, or the waive)."""
    if not any(need):
        return True
    c = next(i for i in range(4) if need[i])
    rest = list(need)
    rest[c] -= 1
    if store[c]:
        st = list(store)
        st[c] -= 1
        if _search(rest, st, tiles, waive):
            return True
    for k, (a, b) in enumerate(D.PAIR_MATS):
        if tiles[k] and c in (a, b):
            o = b if a == c else a
            if store[o]:
                st, tl = list(store), list(tiles)
                st[o] -= 1
                tl[k] -= 1
                if _search(rest, st, tl, waive):
                    return True
    return bool(waive and _search(rest, store, tiles, False))


def test_payment_check_matches_an_exhaustive_search():
    """The flow formula behind every payment check agrees with trying every assignment (no chains)."""
    from zsgames.core.rng import Rng
    from zsgames.games.zongshi.payments import feasible

    rng = Rng(5)
    for _ in range(3000):
        need = tuple(rng.randbelow(4) for _ in range(4))
        store = tuple(rng.randbelow(5) for _ in range(4))
        tiles = tuple((0, 0, 0, 1, 1, 2)[rng.randbelow(6)] for _ in range(6))
        waive = rng.randbelow(5) == 0
        assert feasible(need, store, tiles, waive) == _search(need, store, tiles, waive), (need, store, tiles, waive)
    # the rulebook's no-chain case: ivory/jade + jade/gold never pays gold with ivory
    ivory_jade, gold_jade = D.PAIR_INDEX["ivory_jade"], D.PAIR_INDEX["gold_jade"]
    tiles = [0] * 6
    tiles[ivory_jade] = tiles[gold_jade] = 1
    assert not feasible((0, 0, 0, 1), (0, 0, 1, 0), tuple(tiles), False)
