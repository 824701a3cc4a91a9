"""The Zooscape board's art and motion: seats told by symbol as well as colour, several cards of a
type drawn as an offset stack, the "over!" stamp readable on every card, disks that really turn
over, and points that rise where they were scored (at the bot pace; none at Instant; a click ends it)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QColor, QImage, QPainter, QTransform

from tests.games.zooscape.helpers import TYPE, Deal, scenario
from tests.support.board_harness import board_in_view
from zsgames.core.game import GameConfig
from zsgames.core.match import Match
from zsgames.core.rng import Rng
from zsgames.games.zooscape import GAME
from zsgames.games.zooscape.state import P_SELECT
from zsgames.games.zooscape.table import table_of
from zsgames.ui.boards.zooscape.board import ZooscapeBoard
from zsgames.ui.boards.zooscape.motion import RisingText
from zsgames.ui.boards.zooscape.pieces import FlipDisk, SeatBadge, SeatDisk, ZooCard


@pytest.fixture
def board(qtbot):
    return board_in_view(qtbot, ZooscapeBoard(GAME))


def test_every_seat_disk_and_row_carries_its_seats_symbol(board):
    scene, _view, _, _ = board
    match = Match(GAME, GameConfig.make(5), 4)
    rng = Rng(4)
    while not (match.state.phase == P_SELECT and len(set(match.deciders())) < 5):  # some have chosen
        seat = match.deciders()[0]
        options = match.legal_actions(seat)
        match.apply(options[rng.randbelow(len(options))])
    scene.show(GAME.view(match.state, 0), 0, match.legal_actions(0), match.config)
    shapes = {scene.seat_shape(s) for s in range(5)}
    assert len(shapes) == 5  # five seats, five shapes
    disks = [i for i in scene.items() if isinstance(i, FlipDisk)]
    assert disks and all(d.symbol in shapes for d in disks)
    assert len({d.symbol for d in disks}) == len(disks)  # one disk per seat, each its own shape
    badges = [i for i in scene.items() if isinstance(i, SeatBadge)]
    assert {b.symbol for b in badges} == shapes  # every row's header (and the master's meeple)


def test_several_cards_of_a_type_lie_as_an_offset_stack_and_an_over_stack_is_stamped(board):
    scene, _view, _, _ = board
    d = Deal()
    state = scenario(4, won={0: d("fan"), 1: d("kimono", 3) + d("lute", 2)}, row=d("tea_bowl", 2))
    scene.show(GAME.view(state, 0), 0, [], state.config)
    single = scene.type_stacks[(0, TYPE["fan"])]
    kimonos = scene.type_stacks[(1, TYPE["kimono"])]
    lutes = scene.type_stacks[(1, TYPE["lute"])]
    assert (single.depth, lutes.depth, kimonos.depth) == (0, 1, 2)
    assert kimonos.boundingRect().width() > single.boundingRect().width()  # the cards beneath show
    assert kimonos.marked == "over!" and not lutes.marked  # three kimonos are over their flag of 2


def render(card: ZooCard) -> QImage:
    image = QImage(int(card.w) + 10, int(card.h) + 10, QImage.Format.Format_ARGB32)
    image.fill(QColor("white"))
    p = QPainter(image)
    p.translate(4, 4)
    card.paint(p, None, None)  # type: ignore[arg-type]
    p.end()
    return image


def test_the_over_stamp_reads_on_the_purple_kimono(qtbot):
    """The stamp lies on a white plate: its red letters stand out however dark the card under it."""
    kimono = Deal().one("kimono")
    plain, stamped = ZooCard(kimono, 54, 76), ZooCard(kimono, 54, 76)
    stamped.marked = "over!"
    a, b = render(plain), render(stamped)
    whiter = reds = 0
    for y in range(20, 44):
        for x in range(8, 56):
            before, after = QColor(a.pixel(x, y)), QColor(b.pixel(x, y))
            if after.lightness() > 235 and before.lightness() <= 235:
                whiter += 1
            if after.red() > 150 and after.green() < 80 and after.blue() < 80:
                reds += 1
    assert whiter > 150 and reds > 20


def test_a_disk_turns_over_in_perspective_and_lands_flat():
    disk = FlipDisk("#3a7bd5", 2, True, 13, "circle")
    disk.set_flip(0.25)
    assert disk.label == "?" and not disk.transform().isAffine()  # the back, turning away in perspective
    disk.set_flip(0.75)
    assert disk.label == "2" and not disk.transform().isAffine()  # the face, turning in
    disk.set_flip(1.0)
    assert disk.label == "2" and disk.transform() == QTransform()
    assert isinstance(disk, SeatDisk) and disk.symbol == "circle"


def shows(scene, state) -> None:
    scene.show(GAME.view(state, 0), 0, [], CONFIG)


CONFIG = GameConfig.make(4)


def two_moments():
    d = Deal()
    sticks = d("chopsticks", 2)  # under their flag: the second one scores
    row = d("tea_bowl", 2)
    return scenario(4, won={1: sticks[:1]}, row=row), scenario(4, won={1: sticks}, row=row)


def total(state, seat: int) -> int:
    return table_of(GAME.view(state, 0), [], 0).seats[seat].score.total


def rising(scene) -> list[RisingText]:
    return [i for i in scene.items() if isinstance(i, RisingText)]


def test_points_rise_where_they_were_scored_and_a_click_ends_them(qtbot, board):
    scene, view, _, _ = board
    scene.pace_ms = 700
    before, after = two_moments()
    shows(scene, before)
    assert not rising(scene)  # nothing changed yet
    shows(scene, after)
    (item,) = rising(scene)
    gained = total(after, 1) - total(before, 1)
    assert gained > 0 and item.text == f"+{gained}"
    row = scene.rows.rects[1]
    assert row.contains(item.pos())  # in Green's row, by its points
    assert scene.flourishes and scene.busy_ms() == 0  # nothing waits for a flourish
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=view.mapFromScene(QPointF(5, 5)))
    assert not scene.flourishes and item.opacity() == 0.0


def test_nothing_rises_at_instant(board):
    scene, _, _, _ = board
    scene.pace_ms = 0
    before, after = two_moments()
    shows(scene, before)
    shows(scene, after)
    assert not rising(scene)
