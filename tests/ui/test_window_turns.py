"""Who decides now, as the whole window tells it: Zooscape's secret choice made by everyone at once,
hot-seat secret draws shown to their drawer, bot moves at the chosen speed."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import Qt

from tests.support.board_harness import open_window
from tests.support.board_harness import seat_config as config
from tests.support.tiny_game import GAME
from zsgames.core import registry
from zsgames.core.game import GameConfig
from zsgames.core.match import Match
from zsgames.ui.panels.curtain import private_texts


@pytest.fixture
def window(qtbot):
    yield from open_window(qtbot, 1280, 800)


def moves(window) -> list[str]:
    return [window.actions_list.item(i).text() for i in range(window.actions_list.count())]


def marked(window) -> list[bool]:
    model = window.score_model
    return [str(model.data(model.index(row, 0))).startswith("▶") for row in range(model.rowCount())]


def zooscape_selection() -> Match:
    """Solo Zooscape (Blue human, three bots) at the first secret group choice."""
    match = Match(registry.get("zooscape"), config("human", "normal", "normal", "normal"), 4)
    while len(match.deciders()) < 4:
        seat = match.deciders()[0]
        match.apply(match.legal_actions(seat)[0])
    return match


def test_zooscape_solo_everyone_chooses_at_once_and_the_window_says_so(qtbot, window):
    window.runner.delay_ms = 60_000  # the bots are choosing, and stay at it
    match = zooscape_selection()
    window.start_match(match)
    assert window.viewer == 0 and window.banner.text().startswith("Blue — ")
    assert "(Orange, Green and Pink are choosing too)" in window.banner.text()
    assert moves(window) == [str(a) for a in match.legal_actions(0)]  # Blue can choose now
    assert window.menus.hint.isEnabled() and window.hint_panel.button.isEnabled()
    assert marked(window) == [True, True, True, True]  # all four are deciding: that is the truth
    assert window.runner.thinking  # a bot makes its own secret choice meanwhile

    window.play(match.legal_actions(0)[0])
    assert window.banner.text() == "Waiting for Orange, Green and Pink to choose…"
    assert moves(window) == ["(waiting for Orange, Green and Pink)"]
    assert not window.menus.hint.isEnabled()
    assert marked(window) == [False, True, True, True]


def test_zooscape_solo_the_human_may_choose_after_some_bots(qtbot, window):
    window.runner.delay_ms = 60_000
    match = zooscape_selection()
    match.apply(match.legal_actions(1)[0])  # Orange has chosen
    window.start_match(match)
    assert "(Green and Pink are choosing too)" in window.banner.text()
    assert moves(window) == [str(a) for a in match.legal_actions(0)]
    assert marked(window) == [True, False, True, True]


def test_zooscape_solo_with_bots_moving_reaches_the_reveal(qtbot, window):
    window.runner.delay_ms = 0
    match = zooscape_selection()
    window.start_match(match)
    qtbot.waitUntil(lambda: window.model.deciders() == [0], timeout=30_000)  # the bots chose meanwhile
    assert moves(window) == [str(a) for a in window.model.match.legal_actions(0)]
    assert window.banner.text().startswith("Blue — ") and "too" not in window.banner.text()
    window.play(window.model.match.legal_actions(0)[0])
    qtbot.waitUntil(lambda: len(window.model.deciders()) < 4 or window.model.match.is_over(), timeout=30_000)


def zongshi_temple_draw() -> tuple[Match, object]:
    """Hot-seat Zong Shi just before a player's move that draws scrolls for them, after which
    another player decides."""
    game = registry.get("zongshi")
    match = Match(game, GameConfig.make(3, seats=[{"controller": "human"}] * 3), 1)
    rng = random.Random(1)
    while True:
        seat = match.deciders()[0]
        action = rng.choice(match.legal_actions(seat))
        probe = match.branch(len(match.steps))
        probe.apply(action)
        if private_texts(probe.steps[-1].events, seat) and probe.deciders()[0] != seat:
            return match, action
        match.apply(action)


def test_hot_seat_the_drawer_sees_their_scrolls_before_the_next_curtain(qtbot, window):
    match, action = zongshi_temple_draw()
    window.start_match(match)
    window.lift_curtain()
    seat = action.seat
    assert window.viewer == seat
    public = not match.game.is_private_decision(match.state, seat)
    window.play(action)
    if public:  # someone else may have been looking: the drawer's curtain first
        assert window.curtain_up and window.curtain.seat == seat and not window.curtain.texts
        assert window.viewer is None and window.banner.text() == f"Pass the computer to {window.model.name(seat)}"
        qtbot.mouseClick(window.curtain.button, Qt.MouseButton.LeftButton)
    drawn = private_texts(window.model.match.steps[-1].events, seat)
    assert drawn and drawn[0].startswith("You drew ")
    assert window.stack.currentWidget() is window.curtain and window.curtain.seat == seat
    assert window.curtain.texts == drawn and window.curtain.subtitle.text() == "\n".join(drawn)
    assert window.curtain_up and not window.menus.hint.isEnabled()  # nobody acts behind the notice
    name = window.model.name(seat)
    assert window.banner.text() == f"{name} — what you drew (only you see this)"
    qtbot.keyClick(window.curtain, Qt.Key.Key_Return)  # Done
    nxt = window.model.deciders()[0]
    assert window.notice_for is None and not window.curtain.texts
    assert window.viewer in (None, nxt) and window.banner.text().startswith(
        (f"Pass the computer to {window.model.name(nxt)}", f"{window.model.name(nxt)} — ")
    )
    log = [window.log_model.text(r) for r in range(window.log_model.rowCount())]
    assert not set(drawn) & set(log)  # the next player never reads what was drawn


def test_solo_draws_need_no_notice(qtbot, window):
    window.start_match(Match(GAME, config("human", "random"), 5))
    window.play(window.model.match.legal_actions(0)[0])
    assert window.notice_for is None and window.stack.currentWidget() is window.board_view


def test_a_secret_choice_of_ones_own_is_no_notice(qtbot, window):
    """Zooscape hot-seat: "You secretly chose group 2" is the player's own choice, not a draw."""
    match = Match(registry.get("zooscape"), config("human", "human", "human"), 4)
    while len(match.deciders()) < 3:
        match.apply(match.legal_actions(match.deciders()[0])[0])
    window.start_match(match)
    window.lift_curtain()
    seat = window.viewer
    window.play(match.legal_actions(seat)[0])
    assert window.notice_for is None and not window.curtain.texts


def test_a_speed_change_applies_to_a_bot_move_already_waiting(qtbot, window):
    window.bots.set_delay(60_000)
    window.start_match(Match(GAME, config("random", "human"), 5))
    qtbot.waitUntil(lambda: window.runner._waiting is not None, timeout=10_000)  # chosen, held back
    assert window.model.match.actions == []
    window.bots.set_delay(0)  # Instant, at once
    qtbot.waitUntil(lambda: len(window.model.match.actions) == 1, timeout=2_000)


def test_instant_bots_leave_no_cross_fade(qtbot, window):
    window.bots.set_delay(0)
    window.start_match(Match(GAME, config("random", "human"), 5))
    qtbot.waitUntil(lambda: len(window.model.match.actions) == 1, timeout=10_000)
    assert window.scene.pace_ms == 0
    from PySide6.QtWidgets import QLabel

    assert not [w for w in window.board_view.viewport().findChildren(QLabel) if w.isVisible()]


def test_a_new_game_while_the_board_slides_a_bot_move_does_not_crash(qtbot, window):
    """A board still sliding the last bot move used to crash the app when a new game replaced it."""
    window.runner.delay_ms = 60_000
    for seed in (4, 5, 6):
        window.start_match(
            zooscape_selection()
            if seed == 4
            else Match(registry.get("zooscape"), config("human", "normal", "normal"), seed)
        )
        qtbot.wait(60)
    qtbot.wait(600)  # every slide has run out
    assert window.model is not None


def test_the_panels_wait_while_the_board_stages_a_reveal(qtbot, window):
    """Solo Zooscape at a bot pace: while the disks are revealed on the board, the log does not tell
    the outcome yet and the moves list offers nothing; both catch up when the staging ends."""
    window.bots.set_delay(250)
    window.start_match(zooscape_selection())
    scene = window.scene
    seat = window.viewer
    select = next(a for a in window.model.legal(seat) if a.kind == "select")
    window.play(select)
    qtbot.waitUntil(lambda: scene.staging_ms() > 0, timeout=20_000)  # the bots chose: the reveal is staged
    assert window.banner.text() == scene.staging_text()
    assert window.actions_list.item(0).flags() == Qt.ItemFlag.NoItemFlags  # nothing to play yet
    revealed = [e.text for e in window.model.match.events() if e.kind == "reveal"]
    assert revealed and not any(str(revealed[-1]) in text for text in window.log_view.texts())
    qtbot.waitUntil(lambda: scene.staging_ms() == 0, timeout=10_000)
    qtbot.waitUntil(lambda: any(str(revealed[-1]) in text for text in window.log_view.texts()), timeout=2_000)
    assert window.banner.text() != scene.staging_text()
