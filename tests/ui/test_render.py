"""``render_match_png``: the board of a match drawn offscreen into a PNG of the asked size."""

from __future__ import annotations

from PySide6.QtGui import QImage

from tests.support.tiny_game import GAME
from zsgames.core.game import GameConfig
from zsgames.core.match import Match
from zsgames.ui.boards import board_for
from zsgames.ui.boards.generic import GenericBoard
from zsgames.ui.render import render_match_png


def test_render_match_png_has_the_asked_size_and_is_not_blank(qtbot, tmp_path):
    match = Match(GAME, GameConfig.make(3), 2)
    match.apply(match.legal_actions(0)[0])
    out = tmp_path / "board.png"
    render_match_png(match, 1, out, 640, 400)
    image = QImage(str(out))
    assert (image.width(), image.height()) == (640, 400)
    colours = {image.pixel(x, y) for x in range(0, 640, 16) for y in range(0, 400, 16)}
    assert len(colours) > 5


def test_a_game_without_a_board_gets_the_generic_one(qtbot):
    assert board_for("no_such_board_game") is GenericBoard


def test_generic_board_offers_every_legal_action_as_a_button(qtbot):
    match = Match(GAME, GameConfig.make(2), 2)
    scene = GenericBoard(GAME)
    chosen = []
    scene.actionChosen.connect(chosen.append)
    scene.show(GAME.view(match.state, 0), 0, match.legal_actions(0), match.config)
    assert len(scene.sources()) == len(match.legal_actions(0))
    scene.choose(match.legal_actions(0)[1])
    assert chosen == [match.legal_actions(0)[1]]
