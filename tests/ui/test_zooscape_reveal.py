"""The Zooscape reveal, staged on the board: read from the rules, shown step by step at the bot pace,
offering no move until it ends, held against the next bot move, skipped by a click — and never a
bot's face-down choice before it. Steps are waited for (``qtbot.waitUntil``), never timed."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QApplication

from tests.games.zooscape.helpers import Deal, go, scenario, select_all
from tests.support import qt_drag
from tests.support.board_harness import board_in_view, centre, open_window
from tests.support.text_probe import text_report
from zsgames.core.game import GameConfig
from zsgames.core.match import Match
from zsgames.games.zooscape import GAME
from zsgames.games.zooscape.state import P_SELECT, P_SPLIT
from zsgames.ui.boards.zooscape.board import ZooscapeBoard
from zsgames.ui.boards.zooscape.pieces import FlipDisk, ZooCard
from zsgames.ui.boards.zooscape.reveal_plan import CONTEST, SINGLE, TAKE, plan_reveal


@pytest.fixture
def board(qtbot):
    return board_in_view(qtbot, ZooscapeBoard(GAME))


def fan_then_contest(picks: dict[int, int]):
    """Four players; Blue (seat 0) is master and splits a fan | five lutes with the apprentice in
    front of the lutes; returns the selection before the last pick and the state after it."""
    d = Deal()
    state = scenario(players=4, row=d("fan", 1) + d("lute", 5))
    state = go(state, (0, "split", 1, 1), (0, "apprentice", 2, 0))
    *first, last = picks.items()
    before, _ = select_all(state, dict(first))
    after, _ = select_all(before, dict([last]))
    return before, after


def draw(scene, state, seat):
    scene.show(GAME.view(state, seat), seat, GAME.legal_actions(state, seat), state.config)


def test_the_plan_reads_each_groups_fate_with_the_rules():
    before, after = fan_then_contest({1: 2, 2: 2, 3: 2, 0: 1})
    plan = plan_reveal(GAME.view(before, 0), GAME.view(after, 0))
    assert plan is not None and plan.choices == (1, 2, 2, 2)
    one, two = plan.outcomes
    assert (one.kind, one.wanters, two.kind, two.wanters) == (TAKE, (0,), CONTEST, (1, 2, 3))
    assert "Blue takes group 1" in one.text and "contest group 2" in two.text
    before, after = fan_then_contest({1: 1, 2: 2, 3: 2, 0: 1})
    one, two = plan_reveal(GAME.view(before, 2), GAME.view(after, 2)).outcomes
    assert (one.kind, one.kimonos, one.wanters, two.kind) == (SINGLE, True, (0, 1), CONTEST)
    assert plan_reveal(GAME.view(before, 0), GAME.view(before, 0)) is None  # no reveal between them
    assert plan_reveal(GAME.view(after, 0), GAME.view(after, 0)) is None


def test_the_reveal_is_staged_step_by_step_and_offers_no_move_until_it_ends(qtbot, board):
    scene, view, chosen, _ = board
    scene.pace_ms = 400
    before, after = fan_then_contest({1: 2, 2: 2, 3: 2, 0: 1})
    draw(scene, before, 0)
    assert scene.my_disk is not None
    qt_drag.drag(qtbot, view, centre(scene.my_disk), centre(scene.group_zones[1]))
    assert chosen[-1].args == (1,)
    draw(scene, after, 0)  # Blue, the master, must split the contested lutes next
    assert after.phase == P_SPLIT and GAME.legal_actions(after, 0)
    stage = scene.stage
    assert stage.running and scene.busy_ms() > 0
    assert not scene.dividers and not scene.sources()  # the next split waits for the reveal
    assert all(d.label == "?" for d in scene.reveal_disks)  # turned over together, from face down
    qtbot.waitUntil(lambda: stage.step == 1, timeout=5000)  # (each check runs before the next event)
    fan_card = before.groups[0][0]
    assert scene.group_cards[(1, 0)].card == fan_card  # it sets out from group 1 …
    assert "Group 1 → Blue takes it (1 card)" in texts(scene)
    qtbot.waitUntil(lambda: stage.step == 2, timeout=5000)
    hand = [c for c in scene.items() if isinstance(c, ZooCard) and c.card == fan_card]
    assert hand and scene.rows.fans[0].contains(hand[0].sceneBoundingRect().center())  # … into Blue's row
    assert "Group 2 → Orange, Green and Pink contest it: it is split again" in texts(scene)
    assert not scene.dividers
    qtbot.waitUntil(lambda: not stage.running, timeout=5000)
    assert stage.steps_shown == ["flip", "group 1", "group 2"]
    assert scene.dividers and scene.sources() and scene.busy_ms() == 0  # now the split is offered
    assert "Group 1 → Blue takes it (1 card)" in texts(scene)  # and the outcome stays written


@pytest.mark.parametrize("end", ["waited", "clicked"])
def test_a_move_lit_during_the_reveal_is_lit_when_the_reveal_ends(qtbot, board, end):
    """The hint or a lesson's taught move asked for while the reveal is staged (no move is offered
    then) rings its piece and lights its target once the staging ends, its own end or a click."""
    from zsgames.core.game import Action

    scene, view, _, _ = board
    scene.pace_ms = 300 if end == "waited" else 60_000
    before, after = fan_then_contest({1: 2, 2: 2, 3: 2, 0: 1})
    draw(scene, before, 0)
    draw(scene, after, 0)
    taught = Action(0, "split", (2, 2), "")
    assert taught in GAME.legal_actions(after, 0)
    scene.highlight_actions([taught])  # as the window does right after drawing
    assert scene.stage.running and not scene._hints  # nothing to ring yet
    if end == "waited":
        qtbot.waitUntil(lambda: not scene.stage.running, timeout=5000)
    else:
        qt_drag.click(qtbot, view, scene.sceneRect().center())
    rings = [r.rect for r in scene._hints if r.scene() is scene]
    assert rings and rings[0].contains(scene.dividers[2].sceneBoundingRect())  # the 2 | 1 divider is ringed
    assert scene.gaps[2].lit and not scene.gaps[1].lit  # and the gap it goes into lights up
    draw(scene, before, 0)  # another moment: the old hint is not lit again by a later staging
    assert not scene._hints


def test_a_click_or_escape_during_the_reveal_shows_the_end_and_plays_nothing(qtbot, board):
    scene, view, chosen, _ = board
    scene.pace_ms = 60_000
    before, after = fan_then_contest({1: 2, 2: 2, 3: 2, 0: 1})
    for skip in ("click", "escape"):
        draw(scene, before, 0)
        draw(scene, after, 0)
        assert scene.stage.running
        if skip == "click":
            qt_drag.click(qtbot, view, scene.sceneRect().center())
        else:
            QApplication.sendEvent(
                scene, QKeyEvent(QEvent.Type.KeyPress, Qt.Key.Key_Escape, Qt.KeyboardModifier.NoModifier)
            )
        assert not scene.stage.running and scene.dividers, skip
        assert not chosen


def test_at_instant_pace_the_outcome_is_drawn_at_once(qtbot, board):
    scene, _view, _, _ = board
    scene.pace_ms = 0
    before, after = fan_then_contest({1: 1, 2: 2, 3: 2, 0: 1})
    draw(scene, before, 3)
    draw(scene, after, 3)
    assert not scene.stage.running and scene.busy_ms() == 0
    assert "Group 1 → Blue and Orange want its one card: to the bin, a kimono each" in texts(scene)
    assert all(d.label in ("1", "2") for d in scene.reveal_disks)


def texts(scene) -> list[str]:
    """Every text on the board: painted, in a label, or in an item's details."""
    painted = [r.text for r in text_report(scene, 1.0)]
    details = [t for pair in scene.details.texts.values() for t in pair]
    return painted + details + [i.toolTip() for i in scene.items() if i.toolTip()]


# --- in the window, against bots ---------------------------------------------------------------------
def solo_at_last_pick(seed: int, bots_next: bool):
    """A solo match (Blue human, three random bots) where Blue is the last to choose and, after its
    pick of group 1, a bot decides next (``bots_next``) or Blue does."""
    seats = [{"controller": "human"}] + [{"controller": "random"}] * 3
    for s in range(seed, seed + 200):
        match = Match(GAME, GameConfig.make(4, seats=seats), s)
        rng = random.Random(s)
        while match.deciders():
            state = match.state
            if state.phase == P_SELECT and match.deciders() == [0]:
                after, _ = GAME.apply(state, GAME.legal_actions(state, 0)[0])
                nxt = GAME.current_deciders(after)
                if nxt and (nxt[0] != 0) == bots_next:
                    return match
            seat = next((x for x in match.deciders() if x != 0), match.deciders()[0])
            match.apply(rng.choice(match.legal_actions(seat)))
    raise AssertionError("no such position")


@pytest.fixture
def window(qtbot):
    yield from open_window(qtbot)


def test_nothing_of_a_bots_face_down_choice_shows_before_the_reveal(qtbot, window):
    match = solo_at_last_pick(1, bots_next=True)
    secrets = [(match.config.name(seat), c) for seat, c in enumerate(match.state.choice) if seat and c]
    assert secrets, "the bots have chosen"
    window.start_match(match)
    scene = window.scene
    disks = [d for d in scene.items() if isinstance(d, FlipDisk) and d is not scene.my_disk]
    assert len(disks) == len(secrets) and all(d.label == "?" and d.number is None for d in disks)
    shown = [*texts(scene), window.statusBar().currentMessage(), window.last_move.text()]
    for name, group in secrets:
        for said in (f"{name} → {group}", f"{name} chose group {group}", f"{name}: {group}"):
            assert not any(said in t for t in shown), said
    window.scene.pace_ms = 100
    qt_drag.drag(qtbot, window.board_view, centre(scene.my_disk), centre(scene.group_zones[1]))
    stage = window.scene.stage
    assert stage.running and all(d.label == "?" for d in window.scene.reveal_disks)  # turned over only now
    qtbot.waitUntil(lambda: not stage.running, timeout=5000)


def test_the_window_holds_the_next_bot_move_while_the_reveal_is_on_show(qtbot, window):
    window.runner.delay_ms = 120
    window.start_match(solo_at_last_pick(1, bots_next=True))
    model, scene = window.model, window.scene
    staged_when_a_bot_moved: list[bool] = []
    model.changed.connect(lambda: staged_when_a_bot_moved.append(scene.stage.running))
    qt_drag.drag(qtbot, window.board_view, centre(scene.my_disk), centre(scene.group_zones[1]))
    assert scene.stage.running and window.runner.thinking and window.runner._hold_ms >= 2 * 120
    steps = len(model.match.steps)
    qtbot.waitUntil(lambda: len(model.match.steps) > steps, timeout=10_000)  # the bot's move comes …
    assert staged_when_a_bot_moved[1:] == [False] * (len(staged_when_a_bot_moved) - 1)  # … after the reveal


def test_the_humans_next_decision_waits_for_the_reveal_and_no_click_is_lost(qtbot, window):
    window.runner.delay_ms = 150
    window.start_match(solo_at_last_pick(1, bots_next=False))
    model, scene = window.model, window.scene
    qt_drag.drag(qtbot, window.board_view, centre(scene.my_disk), centre(scene.group_zones[1]))
    assert model.legal(0) and window.actions_list.count()  # the moves list knows the next decision …
    assert scene.stage.running and not scene.sources()  # … but the board offers it only after the reveal
    qtbot.waitUntil(lambda: not scene.stage.running, timeout=5000)
    steps = len(model.match.steps)
    qt_drag.gesture(qtbot, window.board_view, model.legal(0)[0])
    assert len(model.match.steps) == steps + 1  # the first gesture after the reveal plays


def test_the_lessons_taught_move_after_a_reveal_is_lit_once_the_reveal_ends(qtbot, window):
    """The Zooscape lesson at a real bot pace: your secret choice is revealed, staged, and then you
    split the contested group — its divider ringed and its gap lit."""
    window.help_commands.learn("zooscape")
    run, scene = window.lessons.run, window.scene
    for _ in range(3):  # your split, the apprentice, then (the bots have chosen) your secret choice
        qtbot.waitUntil(lambda: run.learner_to_move() and bool(scene.legal), timeout=10_000)
        if run.position == 4:
            window.runner.delay_ms = scene.pace_ms = 150
        qt_drag.gesture(qtbot, window.board_view, run.next_step.action)
    assert run.position == 5  # all three chose group 2: you split it again
    assert scene.stage.running and run.learner_to_move() and run.next_step.action.kind == "split"
    qtbot.waitUntil(lambda: not scene.stage.running, timeout=10_000)
    (source,), (zone,) = scene.items_for(run.next_step.action)
    rings = [r.rect for r in scene._hints if r.scene() is scene]
    assert any(r.contains(source.sceneBoundingRect()) for r in rings) and zone.lit


def hover(view, point) -> None:
    """The pointer moves to ``point`` with no button held."""
    from PySide6.QtCore import QPointF
    from PySide6.QtGui import QMouseEvent

    local = QPointF(qt_drag.view_point(view, point))
    event = QMouseEvent(
        QEvent.Type.MouseMove,
        local,
        QPointF(view.viewport().mapToGlobal(local.toPoint())),
        Qt.MouseButton.NoButton,
        Qt.MouseButton.NoButton,
        Qt.KeyboardModifier.NoModifier,
    )
    QApplication.sendEvent(view.viewport(), event)


def test_no_card_details_pop_up_over_the_reveal(qtbot, board):
    """A pointer resting on a card shows its details — except while the reveal is on show, where the
    large card would hide the groups being settled."""
    from zsgames.ui.boards.details import HOVER_MS

    scene, view, _, _ = board
    scene.pace_ms = 60_000
    before, after = fan_then_contest({1: 2, 2: 2, 3: 2, 0: 1})
    draw(scene, before, 0)
    draw(scene, after, 0)
    card = scene.group_cards[(2, 1)]
    hover(view, centre(card))
    qtbot.wait(HOVER_MS + 200)
    assert scene.stage.running and scene.details.card is None
    scene.stage.skip()
    hover(view, centre(scene.row_cards[2]))
    qtbot.waitUntil(lambda: scene.details.card is not None, timeout=3000)
