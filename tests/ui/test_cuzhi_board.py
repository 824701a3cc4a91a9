"""The Cuzhi board driven like a person would: real drags on the viewport for heads, a trade,
a cultivation, a challenge and a tribute over one full round at 3 players; refusals; every legal
action reachable on the board."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from tests.games.cuzhi.helpers import SP, XIAN, card, give, start
from tests.games.cuzhi.tribute_helpers import set_yamen
from tests.support import qt_drag
from tests.support.board_harness import board_in_view, centre, open_window
from zsgames.core.conformance import random_playout
from zsgames.core.game import GameConfig
from zsgames.games.cuzhi import GAME
from zsgames.games.cuzhi import data as D
from zsgames.ui.boards import board_for
from zsgames.ui.boards.cuzhi.board import CuzhiBoard
from zsgames.ui.shared.render import render_scene


@pytest.fixture
def board(qtbot):
    return board_in_view(qtbot, CuzhiBoard(GAME), 1600, 1000)


def show(scene, view, state):
    seat = GAME.current_deciders(state)[0]
    scene.show(GAME.view(state, seat), seat, GAME.legal_actions(state, seat), state.config)
    view.fitInView(scene.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)
    return seat


def perform(qtbot, scene, view, action) -> str:
    """Play ``action`` with the mouse: a drag when it is bound to a drop zone, else a click."""
    sources, zones = scene.items_for(action)
    assert sources, f"no gesture for {action}"
    if zones:
        qt_drag.drag(qtbot, view, centre(sources[0]), zones[0].sceneBoundingRect().center())
        return "drag"
    qt_drag.click(qtbot, view, centre(sources[0]))
    return "click"


def test_board_is_registered():
    assert board_for("cuzhi") is CuzhiBoard


PLAN = {  # dispatch: seat → the spaces it takes, in order
    0: ["a2s2", "a3s2", "a4r2s1"],
    1: ["a4r1s1", "a1s4", "a4r1s2"],
    2: ["a1s1", "a2s1", "a3s1"],
}
PREFER = (
    "challenge",
    "fighter",
    "bet",
    "roll",
    "accept",
    "swap",
    "tribute",
    "pay",
    "sell_cricket",
    "cultivate",
    "draw",
    "take",
    "keep_sound",
    "gain",
    "title",
    "reward",
    "normal",
)


def _choose(state, legal, trades_done):
    kinds = {a.kind for a in legal}
    frame = state.stack[-1][0] if state.stack else ""
    if frame == "trade" and trades_done["n"] >= 1:
        return next(a for a in legal if a.kind == "stop")
    if frame == "cult" and trades_done["c"] >= 1:
        return next(a for a in legal if a.kind == "stop")
    for kind in PREFER:
        if kind in kinds:
            return next(a for a in legal if a.kind == kind)
    return next((a for a in legal if a.kind in ("stop", "skip", "pass")), legal[0])


def test_full_round_at_three_players_by_real_drags(qtbot, board, tmp_path):
    scene, view, chosen, refused = board
    s = start(3, 4)
    s.first = s.turn = 0
    give(s, 0, D.THIRD)  # seat 0 (lower) can challenge
    give(s, 1, D.THIRD, D.ORDINARY)  # seat 1 (upper) defends and can pay 斗场老板
    set_yamen(s, XIAN, card("斗场老板"))
    placements = {seat: list(spaces) for seat, spaces in PLAN.items()}
    done = {"n": 0, "c": 0}
    gestures = {"drag": 0, "click": 0}
    seen = set()
    for _ in range(400):
        if s.round > 1:
            break
        seat = show(scene, view, s)
        legal = GAME.legal_actions(s, seat)
        if s.stage == "dispatch" and not s.stack:
            target = SP[placements[seat].pop(0)]
            action = next(a for a in legal if a.args == (target,))
        else:
            action = _choose(s, legal, done)
        before = len(chosen)
        gestures[perform(qtbot, scene, view, action)] += 1
        assert len(chosen) == before + 1 and chosen[-1] == action, f"{action} was not chosen"
        if action.kind == "sell_cricket":
            done["n"] += 1
        if action.kind == "cultivate":
            done["c"] += 1
        seen.add(action.kind)
        if action.kind == "fighter" and s.fight is not None and s.fight.step == 0:
            render_scene(scene, tmp_path / "cuzhi_dispatch.png", 1600, 1000)
        s, _ = GAME.apply(s, action)
    assert s.round == 2 and s.stage == "dispatch"
    assert {"place", "sell_cricket", "cultivate", "challenge", "fighter", "roll", "tribute"} <= seen
    assert card("斗场老板") in s.owned[0] + s.owned[1]
    assert gestures["drag"] >= 9 + 4  # nine heads, a sale, a cultivation, two fighters, the tribute card
    assert not refused
    show(scene, view, s)
    path = tmp_path / "cuzhi_round2.png"
    render_scene(scene, path, 1600, 1000)
    assert path.stat().st_size > 20_000


def test_drop_on_a_closed_space_snaps_back_with_the_reason(qtbot, board):
    scene, view, chosen, refused = board
    s = start(3, 4)
    show(scene, view, s)
    head = scene.seat_items["head"]
    qt_drag.drag(qtbot, view, centre(head), centre(scene.space_items[SP["a4r2s2"]]))
    assert not chosen and refused and refused[-1] == "Area 4 row 2 space 2 opens in round 2"
    qt_drag.drag(qtbot, view, centre(scene.seat_items["head"]), centre(scene.space_items[SP["a5s3"]]))
    assert refused[-1] == "Area 5 space 4 opens in round 4"
    qt_drag.drag(qtbot, view, centre(scene.seat_items["head"]), centre(scene.space_items[SP["a2s3"]]))
    assert chosen and chosen[-1].args == (SP["a2s3"],)


def test_every_legal_action_is_bound_on_the_board(qtbot, board):
    scene = board[0]
    kinds = set()
    for players, seed in ((2, 1), (4, 2)):

        def on_step(before, action, after):
            for seat in GAME.current_deciders(after)[:1]:
                legal = GAME.legal_actions(after, seat)
                scene.show(GAME.view(after, seat), seat, legal, after.config)
                for a in legal:
                    sources, _ = scene.items_for(a)
                    assert sources, f"no gesture for {a}"
                    kinds.add(a.kind)

        random_playout(GAME, GameConfig.make(players), seed, chooser_seed=seed, on_step=on_step)
    assert {"place", "draw", "stop", "cultivate", "tribute", "run"} <= kinds


def test_every_card_space_and_yamen_has_its_details(qtbot, board):
    """Details on demand replace the small tooltips: a space, a yamen, a tribute card each have one."""
    scene, view, _, _ = board
    s = start(4, 2)
    show(scene, view, s)
    for item in scene.space_items.values():
        assert "Area" in scene.details.texts[item][0]
    titles = [title for title, _body in scene.details.texts.values()]
    bodies = [body for _title, body in scene.details.texts.values()]
    assert any("衙门" in t for t in titles) and any("proposed value" in b for b in bodies)
    assert any("Costs" in b and "Gives" in b for b in bodies)  # tribute cards


@pytest.fixture
def window(qtbot):
    yield from open_window(qtbot)


def _play_through_window(qtbot, window, seats, seed, human_seats):
    from zsgames.core.match import Match

    window.start_match(Match(GAME, GameConfig.make(len(seats), seats=seats), seed))
    model = window.model
    for _ in range(2000):
        if model.match.is_over():
            break
        deciders = model.match.deciders()
        if model.bot_deciders() or not set(deciders) & human_seats:
            qtbot.waitUntil(
                lambda: (
                    model.match.is_over()
                    or bool(set(model.match.deciders()) & human_seats and not model.bot_deciders())
                ),
                timeout=10000,
            )
            continue
        if getattr(window, "curtain_up", False):
            qtbot.mouseClick(window.curtain.button, Qt.MouseButton.LeftButton)
            continue
        seat = deciders[0]
        scene, bv = window.scene, window.board_view
        before = len(model.match.actions)
        legal = model.legal(seat)
        action = legal[before % len(legal)]  # vary the choices over the game
        sources, zones = scene.items_for(action)
        assert sources, f"no gesture for {action}"
        if zones:
            qt_drag.drag(qtbot, bv, centre(sources[0]), zones[0].sceneBoundingRect().center())
        else:
            qt_drag.click(qtbot, bv, centre(sources[0]))
        assert len(model.match.actions) > before, f"{action} was not played"
    assert model.match.is_over()
    return model.match


def test_whole_game_against_bots_through_the_window(qtbot, window):
    seats = [{"controller": "human"}] + [{"controller": "random"}] * 2
    match = _play_through_window(qtbot, window, seats, 11, {0})
    assert len(GAME.scores(match.state)[0].lines) == 4


def test_whole_hot_seat_game_through_the_window(qtbot, window):
    seats = [{"controller": "human"}] * 2
    match = _play_through_window(qtbot, window, seats, 5, {0, 1})
    assert GAME.winner(match.state).winners


def test_readable_at_1280_by_800_with_four_seats(qtbot, window):
    """The board is drawn at ≥ 0.75 scale inside the main window at 1280×800 and no text on it is
    smaller than 9 points (≈ 7 on screen), so a player can read it at a glance."""
    from zsgames.core.match import Match
    from zsgames.ui.shared.pieces import LabelItem

    seats = [{"controller": "human"}] * 4
    window.start_match(Match(GAME, GameConfig.make(4, seats=seats), 3))
    qtbot.waitUntil(lambda: window.board_view.transform().m11() > 0)
    rect = window.scene.sceneRect()
    assert rect.width() <= 1140 and rect.height() <= 940
    assert window.board_view.transform().m11() >= 0.75
    sizes = [i.size for i in window.scene.items() if isinstance(i, LabelItem)]
    assert sizes and min(sizes) >= 9


def test_fight_board_covers_the_resolved_areas_one_and_two(qtbot, board):
    from tests.games.cuzhi.fights import challenge_ready
    from zsgames.ui.boards.cuzhi.layout import ROW_A

    scene, view, _, _ = board
    s = challenge_ready(chal=(D.SECOND,), defn=(D.FIRST,))
    s, _ = GAME.apply(s, GAME.legal_actions(s, GAME.current_deciders(s)[0])[0])  # challenge
    assert s.fight is not None
    show(scene, view, s)
    board_item = scene.named["fight"]
    assert board_item.rect == ROW_A and scene.details.texts[board_item][0].startswith("Fight board")
    assert not scene.space_items.keys() & set(D.AREA_SPACES[1] + D.AREA_SPACES[2])  # Areas 1–2 are not drawn
    height = scene.sceneRect().height()
    show(scene, view, start(4, 2))
    assert scene.sceneRect().height() == height  # the layout does not jump when a fight starts


def test_clicking_what_cannot_be_taken_says_why(qtbot, board):
    from tests.games.cuzhi.helpers import blank, on_frame

    scene, view, chosen, refused = board
    s = blank(3)
    on_frame(s, ("trade", 0, 2, 0))
    show(scene, view, s)
    qt_drag.click(qtbot, view, centre(scene.hire_items[0]))
    assert not chosen and refused[-1] == "village heads can be hired from round 2"
    s = blank(3)
    give(s, 0, D.ORDINARY)
    set_yamen(s, XIAN, card("斗场老板"))
    on_frame(s, ("tribute", 0, SP["a4r1s1"]))
    show(scene, view, s)
    qt_drag.click(qtbot, view, centre(scene.card_items[card("斗场老板")]))
    assert not chosen and refused[-1] == "Arena Boss needs a third-grade cricket"
    s = blank(3)
    give(s, 0, D.THIRD)
    on_frame(s, ("cult", 0, 1))
    show(scene, view, s)
    qt_drag.drag(qtbot, view, centre(scene.seat_items["c1"]), centre(scene.cult_zones[1]))
    assert not chosen and refused[-1] == "you have no grass 草"


def test_open_exchanges_and_a_title_sale_are_reachable_on_the_board(qtbot, board):
    """Issue 23: in the market, after the Area 1 head resolved, a kept Sound is dropped on the coin
    exchange; a title cricket is sold by dragging its chip onto the next stall."""
    from tests.games.cuzhi.helpers import blank, own_title, resolve_from, title

    scene, view, chosen, _ = board
    s = blank(3)
    s.sounds[0] = 1
    s.bag.remove(D.K_SOUND)
    own_title(s, title("青麻头"), 0)
    resolve_from(s, ("space", SP["a2s2"]), {SP["a1s2"]: 0, SP["a2s2"]: 0})
    seat = show(scene, view, s)
    legal = GAME.legal_actions(s, seat)
    for a in legal:
        assert scene.items_for(a)[0], f"no gesture for {a}"
    exchange = next(a for a in legal if a.kind == "exchange")
    assert perform(qtbot, scene, view, exchange) == "drag" and chosen[-1] == exchange
    sale = next(a for a in legal if a.kind == "sell_cricket" and a.args[0] >= D.TITLE_CODE)
    assert perform(qtbot, scene, view, sale) == "drag" and chosen[-1] == sale
