"""The Pawn Shop: exchange tiles for one box of each material."""



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
    s2._legal = None
    assert refused(s2, 0, "buy", "gold_ivory") == "an apprentice may claim only one exchange tile"


def test_tiles_never_pay_for_tiles():
    s = base(storage=vec(gold=2))
    s.players[0].tiles[0] = 1  # gold/ivory
    s.tile_supply[0] -= 1
    s._legal = None
    assert ("shop",) not in legal_args(s, "go")
