"""Every board draws whole games while the app speaks Chinese: the games' texts now come in the
reader's language, and a board that took their English apart ("where: gives") must not break.
(The boards' own words are still English: translating them is the boards' round of issue 39.)"""

from __future__ import annotations

import pytest

from tests.support.board_harness import board_in_view, show_decider
from zsgames.core import registry
from zsgames.core.conformance import random_playout
from zsgames.core.game import GameConfig
from zsgames.core.i18n import load_catalog, use_catalog
from zsgames.ui.boards import board_for
from zsgames.ui.welcome import welcome_art

LARGEST = {"zongshi": 5, "zooscape": 6, "cuzhi": 4}


@pytest.mark.parametrize("name", sorted(LARGEST))
def test_each_board_draws_a_whole_game_in_chinese(qtbot, name):
    use_catalog(load_catalog("zh_CN"))
    game = registry.get(name)
    scene, view, _chosen, _refused = board_in_view(qtbot, board_for(name)(game), 1100, 720)
    shown = 0

    def step(_before, _action, after):
        nonlocal shown
        shown += 1
        if shown % 5 == 0 or game.is_over(after):
            show_decider(game, scene, view, after)

    random_playout(game, GameConfig.make(LARGEST[name]), 3, on_step=step)
    assert shown > 20 and scene.items()


@pytest.mark.parametrize("name", sorted(LARGEST))
def test_the_welcome_picture_of_each_game_is_drawn_in_chinese(qtbot, name):
    use_catalog(load_catalog("zh_CN"))
    image = welcome_art.draw(name, *welcome_art.position(name))
    assert not image.isNull() and image.width() > 100
