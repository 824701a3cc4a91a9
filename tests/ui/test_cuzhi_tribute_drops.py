"""Issue 33: a yamen card dragged onto the village head paying tribute (or its Area 4 space) pays
tribute there, as onto the seat's mat; a plain click on the seat or the head pays nothing."""

from __future__ import annotations

import pytest

from tests.games.cuzhi.helpers import SP, XIAN, blank, card, give, on_frame
from tests.games.cuzhi.tribute_helpers import set_yamen
from tests.support import qt_drag
from tests.support.board_harness import board_in_view, centre, show_decider
from zsgames.core.game import Action
from zsgames.games.cuzhi import GAME
from zsgames.games.cuzhi import data as D
from zsgames.ui.boards.cuzhi.board import CuzhiBoard


@pytest.fixture
def board(qtbot):
    return board_in_view(qtbot, CuzhiBoard(GAME), 1600, 1000)


def at_tribute():
    """Seat 0's head on the first row-1 space of Area 4, paying tribute for the Arena Boss."""
    s = blank(3)
    give(s, 0, D.ORDINARY, D.GRADE_INDEX["c3"])
    k = card("斗场老板")
    set_yamen(s, XIAN, k)
    on_frame(s, ("tribute", 0, SP["a4r1s1"]))
    s.occ[SP["a4r1s1"]] = 0
    return s, Action(0, "tribute", (XIAN, k))


def test_a_yamen_card_dropped_on_the_village_head_or_its_space_pays_tribute(qtbot, board):
    scene, view, chosen, refused = board
    s, tribute = at_tribute()
    assert tribute in GAME.legal_actions(s, 0)
    for target in (lambda: scene.space_heads[SP["a4r1s1"]], lambda: scene.space_items[SP["a4r1s1"]]):
        show_decider(GAME, scene, view, s)
        qt_drag.drag(qtbot, view, centre(scene.card_items[tribute.args[1]]), centre(target()))
        assert chosen[-1] == tribute and not refused
        chosen.clear()


def test_a_plain_click_on_the_seat_or_the_head_pays_no_tribute(qtbot, board):
    scene, view, chosen, _refused = board
    s, _tribute = at_tribute()
    show_decider(GAME, scene, view, s)
    for item in (scene.seat_items["mat"], scene.space_heads[SP["a4r1s1"]]):
        qt_drag.click(qtbot, view, centre(item))
    assert not chosen
