"""Zong Shi board gestures, issue 21: any of several identical pieces drags; a whole place (and what
lies on it) takes a drop; a refused drop or click says why in the game's words."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, QRectF

from tests.games.zongshi.helpers import clear_board, drafted, give, new_game, play, turn_of, vec
from tests.support import qt_drag
from tests.support.board_harness import board_in_view, centre, show_seat
from zsgames.core.game import Action
from zsgames.games.zongshi import GAME
from zsgames.games.zongshi import data as D
from zsgames.ui.boards.base import LIT, HighlightItem
from zsgames.ui.boards.zongshi.board import ZongShiBoard
from zsgames.ui.boards.zongshi.layout import BIN_AREAS, MARKET, OWN, SHOP, TEMPLE, TRAY, VISITS

FALLBACK = "not there — it can:"  # the framework's last word, when the board has none of its own


@pytest.fixture
def board(qtbot):
    return board_in_view(qtbot, ZongShiBoard(GAME))


def show(board, state, seat):
    scene, view, chosen, refused = board
    show_seat(GAME, scene, view, state, seat)
    chosen.clear()
    refused.clear()


def corners(rect: QRectF, inset: float = 4.0) -> list[QPointF]:
    r = rect.adjusted(inset, inset, -inset, -inset)
    return [r.topLeft(), r.topRight(), r.bottomLeft(), r.bottomRight()]


def rich_turn(seed: int = 4):
    """Seat 0's master turn with boxes for every place and two copies of a scroll in hand."""
    s = clear_board(drafted(4, seed=seed))
    give(s, 0, vec(jade=2, bronze=1, ivory=1, gold=1), ["priests_gift", "priests_gift", "swift_fingers"])
    return turn_of(s, 0, "master")


# --- 1. every one of several identical pieces drags -------------------------------------------------
def test_every_box_of_a_colour_in_the_draft_pool_drags_into_the_workshop(qtbot, board):
    scene, view, chosen, _ = board
    state = new_game(5, seed=3)
    seat = GAME.current_deciders(state)[0]
    show(board, state, seat)
    boxes = [(m, k) for m, items in scene.pool_boxes.items() for k in range(len(items))]
    assert len(boxes) == 10 and any(len(items) > 1 for items in scene.pool_boxes.values())
    for m, k in boxes:  # the first, the middle and the last box of each colour alike
        qt_drag.drag(qtbot, view, centre(scene.pool_boxes[m][k]), OWN.center())
        assert chosen and chosen[-1].kind == "draft_box" and chosen[-1].args[0] == D.MATERIALS[m]
        show(board, state, seat)  # the window would redraw after the move; the pool is as before
    scrolls = [(sid, k) for sid, items in scene.pool_scrolls.items() for k in range(len(items))]
    assert len(scrolls) == 5
    for sid, k in scrolls:
        qt_drag.drag(qtbot, view, centre(scene.pool_scrolls[sid][k]), OWN.center())
        assert chosen[-1].kind == "draft_scroll" and chosen[-1].args == (sid,)
        show(board, state, seat)


def test_both_copies_of_a_scroll_and_every_usable_box_drag(qtbot, board):
    scene, view, chosen, _ = board
    state = rich_turn()
    show(board, state, 0)
    assert len(scene.hand_items["priests_gift"]) == 2
    for k in range(2):
        qt_drag.drag(qtbot, view, centre(scene.hand_items["priests_gift"][k]), TRAY.center())
        assert chosen[-1] == Action(0, "play", ("priests_gift",))
        show(board, state, 0)
    s = clear_board(drafted(4, seed=4))
    give(s, 0, vec(jade=2, bronze=1, ivory=2))
    take_tile(s, 0, "ivory_jade")  # jade or ivory may pay the jade: the payment asks box by box
    paying = play(turn_of(s, 0, "master"), Action(0, "begin", ("larger_workshop",)))
    assert paying.pending[-1]["kind"] == "pay"
    show(board, paying, 0)
    assert len(scene.store_boxes[0]) == 2
    for k in range(2):  # either jade pays
        qt_drag.drag(qtbot, view, centre(scene.store_boxes[0][k]), TRAY.center())
        assert chosen[-1].kind == "pay" and chosen[-1].args[1] == "jade"
        show(board, paying, 0)


def take_tile(s, seat: int, pair: str) -> None:
    k = D.PAIRS.index(pair)
    s.tile_supply[k] -= 1
    s.players[seat].tiles[k] += 1


# --- 2. the whole place is the target -------------------------------------------------------------
def place_points(scene) -> dict[str, list[QPointF]]:
    """For each place: its panel's corners and the items lying on it."""
    large, small = BIN_AREAS["large"], BIN_AREAS["small"]
    assert large.united(small) == MARKET  # the Marketplace, halved between its bins
    bins = {
        name: [centre(i) for (b, _), items in scene.bin_boxes.items() if b == name for i in items]
        for name in ("large", "small")
    }
    return {
        "large": corners(large) + bins["large"] + [scene.loc_panel["large"].boundingRect().center()],
        "small": corners(small) + bins["small"] + [scene.loc_panel["small"].boundingRect().center()],
        "temple": [*corners(TEMPLE), centre(scene.deck_item), centre(scene.discard_item)],
        "shop": corners(SHOP) + [centre(tile) for tile in scene.tile_piles.values()],
        "visits": corners(VISITS)
        + [centre(t) for t in scene.placed_visits.values()]
        + [zone.sceneBoundingRect().center() for zone in scene.person_zone.values()],
    }


def test_a_pawn_dropped_anywhere_on_a_place_goes_there(qtbot, board):
    scene, view, chosen, refused = board
    state = rich_turn()
    state.large, state.small = [1, 1, 1, 0], [0, 1, 1, 0]  # boxes lying in the bins (drawn from the bag)
    for i, n in enumerate((1, 2, 2, 0)):
        state.bag[i] -= n
    state.players[1].visits = [2, 0, 0, 0]  # a visit tile lying on the Scholar
    state.players[1].visit_tiles = [1, 2, 3]
    legal = GAME.legal_actions(state, 0)
    assert {a.args[0] for a in legal if a.kind == "go"} == {"large", "small", "temple", "shop", "visits"}
    show(board, state, 0)
    for loc, points in place_points(scene).items():
        for point in points:
            qt_drag.drag(qtbot, view, centre(scene.pawns[(0, "master")]), point)
            assert chosen and chosen[-1] == Action(0, "go", (loc,)), f"{loc} at {point}: {refused[-1:]}"
            show(board, state, 0)


def test_a_visit_tile_dropped_anywhere_on_a_townsperson_visits_them(qtbot, board):
    scene, view, chosen, _ = board
    state = play(rich_turn(), Action(0, "go", ("visits",)))
    show(board, state, 0)
    zone = scene.person_zone["scholar"]  # jade: the seat can afford a visit with its 1
    points = corners(zone.mapRectToScene(zone.rect), 3)
    for point in [*points, centre(scene.placed_visits.get((1, 0), zone)), zone.sceneBoundingRect().center()]:
        qt_drag.drag(qtbot, view, centre(scene.visit_items[1][0]), point)
        assert chosen[-1] == Action(0, "visit", ("scholar", 1))
        show(board, state, 0)


# --- 3. a refusal says why ----------------------------------------------------------------------------
def refusal(qtbot, board, source, target: QPointF) -> str:
    _scene, view, chosen, refused = board
    qt_drag.drag(qtbot, view, centre(source), target)
    assert not chosen, f"the drop played {chosen}"
    assert refused, "the drop said nothing"
    return refused[-1]


def test_refused_drops_of_the_pawn_say_why_in_the_rules_words(qtbot, board):
    scene = board[0]
    s = clear_board(drafted(4, seed=4))
    give(s, 0, vec(jade=1, bronze=1, ivory=1, gold=2), ["priests_gift"])
    state = turn_of(s, 0, "master")
    show(board, state, 0)
    master = scene.pawns[(0, "master")]
    card = scene.project_items["blacksmith_tools"]
    assert refusal(qtbot, board, master, centre(card)) == "Blacksmith Tools needs 2 bronze; you have 1"
    state.players[0].storage = [0, 0, 0, 0]  # nothing to pay with: no tile, no visit
    state.bag = [b + n for b, n in zip(state.bag, (1, 1, 1, 2), strict=True)]
    state.drop_caches()
    show(board, state, 0)
    master = scene.pawns[(0, "master")]
    assert refusal(qtbot, board, master, SHOP.center()) == "you cannot pay for any available exchange tile"
    assert refusal(qtbot, board, master, VISITS.center()) == "you cannot pay for any visit"
    other = scene.seat_panels[1].boundingRect().center()
    words = refusal(qtbot, board, master, other)
    assert words.startswith("drop your master on a place in the town")


def test_the_apprentice_on_a_project_hears_that_only_masters_build(qtbot, board):
    scene = board[0]
    s = clear_board(drafted(4, seed=4))
    give(s, 0, vec(jade=1, bronze=1, ivory=1, gold=2))
    state = turn_of(s, 0, "apprentice")
    show(board, state, 0)
    words = refusal(qtbot, board, scene.pawns[(0, "apprentice")], centre(scene.project_items["merchant_statue"]))
    assert words == "only your master begins projects (unless Apprentice is Gaining Experience)"


def test_a_visit_tile_refused_by_a_townsperson_says_why(qtbot, board):
    scene = board[0]
    s = clear_board(drafted(4, seed=4))
    give(s, 0, vec(jade=2, bronze=3))
    state = play(turn_of(s, 0, "master"), Action(0, "go", ("visits",)))
    state = play(state, Action(0, "visit", ("scholar", 1)))  # the master goes on choosing
    assert state.pending[-1]["kind"] == "visit" and state.pending[-1]["chosen"]
    show(board, state, 0)
    tile = scene.visit_items[2][0]
    scholar = scene.person_zone["scholar"].sceneBoundingRect().center()
    assert refusal(qtbot, board, tile, scholar) == "you have already visited the Scholar"
    merchant = scene.person_zone["merchant"].sceneBoundingRect().center()
    assert refusal(qtbot, board, tile, merchant) == "you cannot afford the gift for the Merchant"
    assert (
        refusal(qtbot, board, tile, centre(scene.project_items["gold_mastery"]))
        == "drop the visit tile 2 on a townsperson"
    )


def test_a_scroll_or_a_box_dropped_off_its_place_says_where_it_goes(qtbot, board):
    scene = board[0]
    state = rich_turn()
    show(board, state, 0)
    scroll = scene.hand_items["swift_fingers"][0]
    card = centre(scene.project_items["merchant_statue"])  # a card has its own reason; the scroll's wins
    assert refusal(qtbot, board, scroll, card) == "drop Swift Fingers, Sure Fingers on the tray (top right) to play it"
    state = new_game(5, seed=3)
    seat = GAME.current_deciders(state)[0]
    show(board, state, seat)
    box = next(item for items in scene.pool_boxes.values() for item in items)
    assert refusal(qtbot, board, box, SHOP.center()) == "drop it in your workshop (bottom left)"


def test_clicks_on_what_cannot_move_say_why(qtbot, board):
    scene, view, chosen, refused = board
    s = clear_board(drafted(4, seed=4))
    give(s, 0, vec(jade=1), ["swift_fingers"])
    give(s, 1, vec(gold=1))
    state = turn_of(s, 0, "apprentice")
    show(board, state, 0)
    qt_drag.click(qtbot, view, centre(scene.hand_items["swift_fingers"][0]))
    assert refused[-1] == "Swift Fingers, Sure Fingers is played only at the start of your master's turn"
    qt_drag.click(qtbot, view, centre(scene.pawns[(1, "master")]))
    assert refused[-1] == f"that is {scene.seat_name(1)}'s master; you move only your own pawns"
    qt_drag.click(qtbot, view, centre(scene.pawns[(0, "master")]))
    assert refused[-1] == "this is your apprentice's turn; your master takes the other turn of the round"
    qt_drag.click(qtbot, view, centre(scene.store_boxes[0][0]))
    assert "send a pawn there" in refused[-1]
    box = next(i for i in scene.seat_boxes[(1, 3)])
    qt_drag.click(qtbot, view, centre(box))
    assert refused[-1].startswith(f"that is {scene.seat_name(1)}'s workshop")
    assert not chosen
    assert all(not r.startswith(FALLBACK) for r in refused)


def test_a_box_that_cannot_pay_says_why(qtbot, board):
    scene, view, _chosen, refused = board
    s = clear_board(drafted(4, seed=4))
    give(s, 0, vec(jade=1, bronze=1, ivory=2, gold=1))
    take_tile(s, 0, "ivory_jade")  # jade or ivory may pay the jade: the payment asks box by box
    state = play(turn_of(s, 0, "master"), Action(0, "begin", ("larger_workshop",)))
    assert state.pending[-1]["kind"] == "pay"
    show(board, state, 0)
    gold = scene.store_boxes[3][0]
    assert not scene.zones_of(gold)
    qt_drag.click(qtbot, view, centre(gold))
    assert refused[-1] and not refused[-1].startswith(FALLBACK)
    assert refused[-1] == GAME.explain(state, Action(0, "pay", ("jade", "gold")))


def test_the_pieces_to_choose_from_by_a_click_are_ringed(qtbot, board):
    scene, view, chosen, _ = board
    state = drafted(4, seed=4)
    seat = GAME.current_deciders(state)[0]
    assert state.pending[-1]["kind"] == "pawn"
    show(board, state, seat)
    rings = [i.rect for i in scene.items() if isinstance(i, HighlightItem) and i.colour == LIT]
    for pawn in ("master", "apprentice"):
        item = scene.pawns[(seat, pawn)]
        assert any(r.contains(centre(item)) for r in rings), f"the {pawn} is not ringed"
    qt_drag.click(qtbot, view, centre(scene.pawns[(seat, "apprentice")]))
    assert chosen[-1] == Action(seat, "pawn", ("apprentice",))


# --- issue 33: a pawn dragged while the seat chooses which pawn takes the turn; cards dragged ------------
class Played:
    """The board in a view, each chosen move applied and the board redrawn, as the window does."""

    def __init__(self, qtbot, board, state, seat) -> None:
        self.scene, self.view, self.chosen, self.refused = board
        self.state, self.seat, self.moves = state, seat, []
        self.scene.actionChosen.connect(self._play)
        show(board, state, seat)

    def _play(self, action) -> None:
        self.moves.append(action)
        self.state = play(self.state, action)
        show_seat(GAME, self.scene, self.view, self.state, self.seat)


def test_the_master_dragged_to_a_place_at_which_pawn_takes_the_turn_chooses_it_and_goes(qtbot, board):
    state = drafted(4, seed=4)
    assert state.pending[-1]["kind"] == "pawn"
    t = Played(qtbot, board, state, 0)
    qt_drag.drag(qtbot, t.view, centre(t.scene.pawns[(0, "master")]), TEMPLE.center())
    qtbot.waitUntil(lambda: len(t.moves) == 2, timeout=2000)
    assert t.moves == [Action(0, "pawn", ("master",)), Action(0, "go", ("temple",))]
    assert not t.refused


def test_a_plain_click_on_a_place_at_which_pawn_chooses_no_pawn(qtbot, board):
    t = Played(qtbot, board, drafted(4, seed=4), 0)
    qt_drag.click(qtbot, t.view, TEMPLE.center())
    qtbot.wait(20)
    assert not t.moves


def test_the_master_dropped_on_a_project_it_cannot_begin_at_which_pawn_says_why(qtbot, board):
    state = drafted(4, seed=4)
    t = Played(qtbot, board, state, 0)
    after = play(state, Action(0, "pawn", ("master",)))
    begun = {a.args[0] for a in GAME.legal_actions(after, 0) if a.kind == "begin"}
    pid = next(pid for pid in t.scene.project_items if pid not in begun)
    qt_drag.drag(qtbot, t.view, centre(t.scene.pawns[(0, "master")]), centre(t.scene.project_items[pid]))
    assert not t.moves
    assert t.refused[-1] == GAME.explain(after, Action(0, "begin", (pid,)))
    assert not t.refused[-1].startswith(FALLBACK)


def test_a_project_card_dragged_onto_the_master_or_the_workshop_begins_it(qtbot, board):
    state = rich_turn()
    pid = next(a.args[0] for a in GAME.legal_actions(state, 0) if a.kind == "begin")
    for target in (lambda s: centre(s.pawns[(0, "master")]), lambda s: OWN.center()):
        t = Played(qtbot, board, state, 0)
        t.scene.actionChosen.disconnect(t._play)  # one move is enough: the card began
        qt_drag.drag(qtbot, t.view, centre(t.scene.project_items[pid]), target(t.scene))
        assert t.chosen[-1] == Action(0, "begin", (pid,))
    show(board, state, 0)
    qt_drag.click(qtbot, board[1], OWN.center())  # a plain click on the workshop begins nothing
    assert not board[2]
