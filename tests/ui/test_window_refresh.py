"""A move redraws the window once: the board is drawn and painted once, the undo policy asked once
for each of Undo and Redo, and nothing is laid out for a panel that is hidden."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QApplication

from tests.support.board_harness import open_window, seat_config
from zsgames.core.match import Match
from zsgames.core.rng import Rng
from zsgames.games.cuzhi import GAME as CUZHI


class Paints(QObject):
    def __init__(self) -> None:
        super().__init__()
        self.count = 0

    def eventFilter(self, _watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint:
            self.count += 1
        return False


@pytest.fixture
def window(qtbot, monkeypatch):
    for w in open_window(qtbot):
        monkeypatch.setattr(w.runner, "start", lambda *_args, **_kwargs: None)  # the test moves the bots
        yield w


def settle() -> None:
    QApplication.processEvents()
    QApplication.processEvents()


def moves(window, count: int, seed: int = 3):
    """``count`` seeded random moves, each made as the window receives it (a human's from the board,
    a bot's from its runner); yields after each, once the window has settled."""
    rng = Rng(seed)
    for _ in range(count):
        match = window.model.match
        if match.is_over():
            return
        deciders = match.deciders()
        seat = deciders[rng.randbelow(len(deciders))]
        legal = match.legal_actions(seat)
        action = legal[rng.randbelow(len(legal))]
        yield (
            seat == window.viewer,
            (lambda a=action, human=seat == window.viewer: window.play(a) if human else window.bots.chose(a)),
        )


def test_a_move_draws_and_paints_the_board_once_and_asks_undo_once(qtbot, window, monkeypatch):
    window.start_match(Match(CUZHI, seat_config("human", "random", "random", "random"), 3))
    settle()
    paints = Paints()
    window.board_view.viewport().installEventFilter(paints)
    shows, checks = [], []
    scene_show = type(window.scene).show
    monkeypatch.setattr(type(window.scene), "show", lambda s, *a, **k: (shows.append(1), scene_show(s, *a, **k)))
    model = window.model
    for name in ("undo_check", "redo_check"):
        original = getattr(model, name)
        monkeypatch.setattr(
            model, name, lambda seat, original=original, name=name: (checks.append(name), original(seat))[1]
        )
    humans = 0
    for human, move in moves(window, 30):
        humans += human
        paints.count, shows[:], checks[:] = 0, [], []
        move()
        settle()
        assert len(shows) == 1, "the board is drawn once per move"
        assert paints.count == 1, "and painted once"
        assert sorted(checks) == ["redo_check", "undo_check"]
    assert humans, "the human moved too"


def test_a_hidden_log_lays_out_nothing_until_it_shows(qtbot, window):
    window.start_match(Match(CUZHI, seat_config("human", "random", "random", "random"), 3))
    assert window.extras.history._in_front and not window.log_view.on_screen()  # History in front
    for _human, move in moves(window, 25):
        move()
        settle()
    assert window.log_view.rows.measured == 0 and window.log_view.texts()  # kept up to date, not laid out
    window.log_dock.raise_()
    settle()
    bar = window.log_view.verticalScrollBar()
    assert window.log_view.rows.measured > 0 and bar.value() == bar.maximum()  # at the newest line


def test_an_unchanged_moves_list_is_not_rebuilt(qtbot, window):
    window.start_match(Match(CUZHI, seat_config("human", "random", "random", "random"), 3))
    for human, move in moves(window, 40):
        first = window.actions_list.item(0)
        text = first.text()
        move()
        settle()
        if not human and window.actions_list.item(0).text() == text and window.actions_list.count() == 1:
            assert window.actions_list.item(0) is first  # the same "(waiting for …)" row stays
            return
    pytest.fail("no two bot moves in a row")
