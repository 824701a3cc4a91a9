"""``render_match_png``: the board of a match drawn offscreen into a PNG of the asked size."""

from __future__ import annotations

from PySide6.QtGui import QImage

from tests.support.tiny_game import GAME
from zsgames.core.game import GameConfig
from zsgames.core.match import Match
from zsgames.ui.boards import board_for
from zsgames.ui.boards.generic import GenericBoard
from zsgames.ui.shared.render import render_match_png


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
    assert len(scene.bindings.sources()) == len(match.legal_actions(0))
    scene.choose(match.legal_actions(0)[1])
    assert chosen == [match.legal_actions(0)[1]]


def test_a_rendered_board_rings_the_moves_made_since_the_viewers_last(qtbot):
    from zsgames.core import registry
    from zsgames.core.conformance import random_playout
    from zsgames.ui.shared.render import build_scene

    game = registry.get("zongshi")
    config = GameConfig.make(3)
    _, actions = random_playout(game, config, 4, chooser_seed=1)
    # stop where seat 0 is to act again after the others have moved since its own last action
    for count in range(12, len(actions)):
        match = Match.replay(game, config, 4, actions[:count])
        if match.deciders() == [0] and match.steps[-1].action.seat != 0:
            break
    scene = build_scene(match, 0)
    assert scene.last_moves.recent_actions, "the others' public moves are known to seat 0"
    assert scene.last_moves.rings, "and the board rings where they happened"
    assert all(a.seat != 0 for a in scene.last_moves.recent_actions)
