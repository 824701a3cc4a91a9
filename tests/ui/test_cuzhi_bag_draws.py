"""Cuzhi: what is drawn from the capture bag 袋 flies out of it, at the bot pace, to the board of the
seat that drew it (a cricket caught in the wild leaves the wild space too). Instant shows nothing;
a click or the next redraw lands every flight."""

from __future__ import annotations

from PySide6.QtCore import QPointF

from tests.support import qt_drag
from tests.support.board_harness import board_in_view, show_seat
from zsgames.core.conformance import random_playout
from zsgames.core.game import GameConfig
from zsgames.games.cuzhi import GAME
from zsgames.games.cuzhi.table import D
from zsgames.ui.boards.cuzhi.bag_motion import FlyingIndicator
from zsgames.ui.boards.cuzhi.board import CuzhiBoard


def draws(seed: int = 4) -> list[tuple[object, object, int, int]]:
    """(before, after, seat, kind) for every draw from the bag in a seeded 3-player game."""
    found: list[tuple[object, object, int, int]] = []

    def step(before, action, after):
        if action.kind == "draw":
            drawn = [k for k in range(4) if after.pile[k] > before.pile[k]]
            kind = drawn[0] if drawn else D.K_SOUND
            found.append((before, after, action.seat, kind))

    random_playout(GAME, GameConfig.make(3), seed, on_step=step)
    return found


def flying(scene) -> list[FlyingIndicator]:
    return [item for item in scene.items() if isinstance(item, FlyingIndicator)]


def test_a_drawn_indicator_flies_from_the_bag_to_the_drawers_board_and_a_click_lands_it(qtbot):
    scene, view, _chosen, _refused = board_in_view(qtbot, CuzhiBoard(GAME), 934, 715)
    before, after, seat, _kind = next(d for d in draws() if d[3] == D.K_CRICKET)
    scene.pace_ms = 0  # Instant: nothing flies
    show_seat(GAME, scene, view, before, 0)
    show_seat(GAME, scene, view, after, 0)
    assert not flying(scene)
    scene.pace_ms = 700
    show_seat(GAME, scene, view, before, 0)
    show_seat(GAME, scene, view, after, 0)
    assert ("cricket", seat) in scene.bag_draws.flights
    token = next(f for f in flying(scene) if f.kind == "cricket")
    bag = scene.named["bag"].sceneBoundingRect()
    assert bag.contains(token.pos())  # it starts in the bag
    assert scene.spots[(seat, f"c{D.ORDINARY}")].sceneBoundingRect().contains(token.end)  # and lands on the catch
    qtbot.waitUntil(lambda: not bag.contains(token.pos()), timeout=3000)  # it is on its way
    qt_drag.click(qtbot, view, QPointF(2, 2))
    assert not flying(scene)


def test_every_kind_drawn_flies_to_what_it_gave_and_a_redraw_lands_the_flights(qtbot):
    scene, view, _chosen, _refused = board_in_view(qtbot, CuzhiBoard(GAME), 934, 715)
    scene.pace_ms = 700
    spot = {D.K_CRICKET: "c0", D.K_GRASS: "grass", D.K_SOUND: "sound", D.K_EITHER: "c0"}
    seen = set()
    for before, after, seat, kind in draws(7):
        if kind in seen:
            continue
        seen.add(kind)
        show_seat(GAME, scene, view, before, 0)
        show_seat(GAME, scene, view, after, 0)
        name = D.BAG_KINDS[kind]
        assert (name, seat) in scene.bag_draws.flights, (name, scene.bag_draws.flights)
        token = next(f for f in flying(scene) if f.kind == name)
        assert scene.spots[(seat, spot[kind])].sceneBoundingRect().contains(token.end)
        show_seat(GAME, scene, view, after, 0)  # the same position again: nothing new drawn
        assert not flying(scene) and not scene.bag_draws.flights
    assert seen == {D.K_CRICKET, D.K_GRASS, D.K_SOUND, D.K_EITHER}


def test_at_the_wild_step_the_wild_crickets_walk_onto_the_new_stalls(qtbot):
    scene, view, _chosen, _refused = board_in_view(qtbot, CuzhiBoard(GAME), 934, 715)
    steps: list[tuple[object, object]] = []

    def step(before, _action, after):
        if after.market > before.market and after.wild < before.wild:
            steps.append((before, after))

    random_playout(GAME, GameConfig.make(3), 4, on_step=step)
    before, after = steps[0]
    scene.pace_ms = 700
    show_seat(GAME, scene, view, before, 0)
    show_seat(GAME, scene, view, after, 0)
    walked = scene.market_crickets[before.market : after.market]
    assert walked and scene.bag_draws.flights.count(("stall", -1)) == len(walked)
    wild = scene.named["wild"].sceneBoundingRect()
    assert all(wild.contains(c.sceneBoundingRect().center()) for c in walked)  # they set out from the wild
    qt_drag.click(qtbot, view, QPointF(2, 2))
    assert not any(wild.contains(c.sceneBoundingRect().center()) for c in walked)  # a click: on their stalls
