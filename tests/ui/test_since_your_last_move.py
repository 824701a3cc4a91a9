"""Since your last move: when the turn comes back to a person, the others' moves are told seat by
seat, Show again replays them on the board, and nothing secret is told."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from tests.support.board_harness import open_window, seat_config
from zsgames.core import registry
from zsgames.core.match import Match
from zsgames.ui.shared.last_move import by_seat, since_own_move


@pytest.fixture
def window(qtbot):
    yield from open_window(qtbot, 1280, 800)


def my_turn(qtbot, window, seat: int = 0) -> None:
    qtbot.waitUntil(lambda: window.viewer == seat and bool(window.model.legal(seat)), timeout=10_000)


def test_after_the_bots_move_their_moves_are_told_and_shown_again(qtbot, window):
    window.start_match(Match(registry.get("zongshi"), seat_config("human", "random", "random"), 4))
    my_turn(qtbot, window)
    panel = window.side.since_panel
    assert not panel.isVisible()  # the first move of the game: nothing happened yet
    window.play(window.model.legal(0)[0])
    for _ in range(30):  # until the bots have moved and it is seat 0's turn again
        my_turn(qtbot, window)
        if any(s.action.seat != 0 for s in window.model.match.steps):
            break
        window.play(window.model.legal(0)[0])
    match = window.model.match
    expected = by_seat(since_own_move(match, 0, 0))
    assert expected and panel.isVisible()
    body = panel.body.toHtml()
    for seat, texts in expected:
        assert match.config.name(seat) in body
        assert all(t.replace("'", "&#x27;").replace('"', "&quot;")[:20] in body for t in texts[-5:])

    played = len(match.steps)
    present = window.scene.view_state
    qtbot.mouseClick(panel.again, Qt.MouseButton.LeftButton)
    assert panel.replaying and panel.again.text() == "Stop"
    first = window.side.since.moves[0].index - 1
    assert window.scene.view_state == match.game.view(match.state_at(first), 0)  # the board went back
    assert window.scene.legal == []  # and nothing can be played on a replayed board
    qtbot.waitUntil(lambda: not panel.replaying, timeout=20_000)
    assert len(match.steps) == played  # the replay played nothing
    assert window.scene.view_state == present and window.scene.legal  # back to the present, moves offered
    assert panel.isVisible()


def test_the_cross_puts_it_away_until_the_others_move_again(qtbot, window):
    window.start_match(Match(registry.get("cuzhi"), seat_config("human", "random"), 2))
    my_turn(qtbot, window)
    for _ in range(40):
        if window.side.since_panel.isVisible():
            break
        window.play(window.model.legal(0)[0])
        my_turn(qtbot, window)
    panel = window.side.since_panel
    assert panel.isVisible()
    qtbot.mouseClick(panel.close_button, Qt.MouseButton.LeftButton)
    assert not panel.isVisible()
    window.refresh()  # the same story: it stays away
    assert not panel.isVisible()


def test_stop_ends_a_replay_at_once(qtbot, window):
    window.start_match(Match(registry.get("zongshi"), seat_config("human", "random", "random"), 7))
    my_turn(qtbot, window)
    window.play(window.model.legal(0)[0])
    for _ in range(30):
        my_turn(qtbot, window)
        if window.side.since_panel.isVisible():
            break
        window.play(window.model.legal(0)[0])
    panel = window.side.since_panel
    qtbot.mouseClick(panel.again, Qt.MouseButton.LeftButton)
    assert panel.replaying
    qtbot.mouseClick(panel.again, Qt.MouseButton.LeftButton)  # now "Stop"
    assert not panel.replaying and panel.again.text() == "Show again"
    assert window.scene.view_state == window.model.view(0)


def test_hot_seat_tells_the_other_persons_moves_without_their_secrets(qtbot, window):
    """Zooscape: the other person's secret group is told only as "has chosen"."""
    window.start_match(Match(registry.get("zooscape"), seat_config("human", "human", "random"), 3))
    match = window.model.match
    for _ in range(60):
        if window.curtain_up:
            window.lift_curtain()
        seat = window.viewer
        if seat is not None and window.side.since_panel.isVisible():
            moves = since_own_move(match, seat, seat)
            secret = [t for s in match.steps[moves[0].index - 1 :] for e in s.events for v, t in e.private if v != seat]
            body = window.side.since_panel.body.toPlainText()
            assert not any(str(t) and str(t) in body for t in secret)
            if any(m.seat not in (seat,) and window.model.is_human(m.seat) for m in moves):
                return
        legal = window.model.legal(seat) if seat is not None else []
        if legal:
            window.play(legal[0])
        else:
            qtbot.wait(20)
    raise AssertionError("no hot-seat summary with the other person's move within 60 steps")
