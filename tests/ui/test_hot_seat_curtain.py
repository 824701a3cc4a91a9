"""Hot-seat never shows a secret (issue 33): seeded games of every game with two and three people and
a bot seated between them, played through the window (the people's moves from the moves list, the
bot by the window's runner at Instant speed).

At every screen of a person the test checks the rule: a private decision comes after a curtain
naming that person unless the last screen of a person since the last curtain was their own private
one (a public move, theirs or another's, may have been made with someone else at the computer);
so is what a person drew on a public screen.
While the curtain is up the board is off screen and no widget shows a seat's secret (the private
texts of the log, the moves, a hint) — every panel reads the spectator's view; a bot's turn shows
the spectator's view too, never the last person's hand.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

import pytest
from PySide6.QtCore import Qt

from tests.support.board_harness import open_window
from tests.support.board_harness import seat_config as config
from tests.support.screen_texts import screen_texts
from tests.support.tiny_game import GAME as TINY
from zsgames.core import registry
from zsgames.core.game import Action, GameConfig
from zsgames.core.match import Match
from zsgames.core.text import YOU
from zsgames.ui.panels.curtain import private_texts
from zsgames.ui.panels.curtain_words import pass_to
from zsgames.ui.panels.log_model import LogModel

#: People and a bot between them: seats 0 and 2 (and 1) are people, the bot plays in between.
SEATINGS = {2: ("human", "easy", "human"), 3: ("human", "human", "easy", "human")}
#: How many decisions of people each game plays (Zooscape to its end; Zong Shi and Cuzhi are long).
DECISIONS = {"zooscape": 60, "zongshi": 50, "cuzhi": 30}


@pytest.fixture
def window(qtbot):
    yield from open_window(qtbot, 1280, 800)


@dataclass
class Watch:
    """What the test has seen: whose own private screen was the last screen of a person since the
    last curtain (None: a public one), and how many curtains and decisions it met."""

    owner: int | None = None
    public: bool = False  # the last screen of a person was a public decision
    curtains: int = 0
    after_public: int = 0  # curtains right after a public decision (issue 33's case)
    notices: int = 0
    before_notice: int = 0  # curtains before what a person drew on a public screen
    private: int = 0
    decisions: int = 0
    hints: int = 0
    bot_turns: int = 0  # a bot's turn right after a person's move


def offered(window) -> list[Action]:
    rows = (window.actions_list.item(i).data(Qt.ItemDataRole.UserRole) for i in range(window.actions_list.count()))
    return [a for a in rows if isinstance(a, Action)]


def settled(window) -> bool:
    """A screen the test acts on: the curtain, a person's moves, or the end."""
    model = window.model
    if model.match.is_over() or window.curtain_up:
        return True
    humans = model.human_deciders()
    return bool(humans) and window.viewer == humans[0] and bool(offered(window))


def secrets(match: Match, reader: int | None) -> set[str]:
    """The private texts so far (what only one seat reads: "You drew …") of every seat but ``reader``,
    but those ``reader`` reads too (every seat's "You secretly chose group 2")."""
    texts = [(s, text) for step in match.steps for e in step.events for s, text in e.private if text and text != e.text]
    return {text for s, text in texts if s != reader} - {text for s, text in texts if s == reader}


def log_of(match: Match, reader: int | None) -> list[str]:
    model = LogModel()
    model.follow(match.steps, reader)
    return [model.text(row) for row in range(model.rowCount())]


def assert_nothing_secret(window, reader: int | None = None) -> None:
    """The board is off screen, no move is offered and every panel reads the spectator's view (or,
    while ``reader`` reads what they drew, perhaps theirs): no other seat's secret shows."""
    assert window.stack.currentWidget() is window.curtain and not window.board_view.isVisible()
    assert offered(window) == [] and window.hint_panel.proposals == []
    assert window.viewer in (None, reader) and window.extras.history.viewer == window.viewer
    log = [window.log_model.text(row) for row in range(window.log_model.rowCount())]
    assert log == log_of(window.model.match, window.viewer)[: len(log)]  # a notice comes before the new rows
    if reader is None:
        assert len(log) == len(log_of(window.model.match, None))
    hidden = secrets(window.model.match, reader)
    for text in screen_texts(window, board=False):
        for secret in hidden:
            assert str(secret) not in text, f"{str(secret)!r} shows behind the curtain in {text[:200]!r}"


def pick(qtbot, window, action: Action) -> None:
    """Choose ``action`` in the moves list with the keyboard."""
    row = offered(window).index(action)
    window.actions_list.setFocus()
    window.actions_list.setCurrentRow(row)
    qtbot.keyClick(window.actions_list, Qt.Key.Key_Return)


def after_move(window) -> bool:
    """Right after a person's move: a bot's turn shows the spectator's view, not the mover's (True
    when it was a bot's turn)."""
    model = window.model
    if model.match.is_over() or window.curtain_up or model.human_deciders():
        return False
    assert window.viewer is None and window.scene.viewer is None and window.log_model.viewer is None
    assert_no_secret_of_others(window, None)
    return True


def assert_no_secret_of_others(window, reader: int | None) -> None:
    """On the board and in every panel, nothing only another seat than ``reader`` may read."""
    hidden = secrets(window.model.match, reader)
    for text in screen_texts(window):
        for secret in hidden:
            assert str(secret) not in text, f"{str(secret)!r} shows on {reader}'s screen in {text[:200]!r}"


def play_and_watch(qtbot, window, rng: random.Random, decisions: int) -> Watch:
    watch = Watch()
    model = window.model
    game = model.game
    while watch.decisions < decisions and not model.match.is_over():
        qtbot.waitUntil(lambda: settled(window), timeout=60_000)
        if model.match.is_over():
            break
        if window.notice_for is not None and not window.curtain.texts:  # a person drew on a public screen
            seat = window.notice_for[0]
            assert watch.owner != seat, f"a curtain before what {model.name(seat)} drew that needs none"
            assert window.banner.text() == pass_to(model.name(seat)) == window.curtain.title.text()
            assert_nothing_secret(window)
            watch.before_notice += 1
            qtbot.mouseClick(window.curtain.button, Qt.MouseButton.LeftButton)
            watch.owner, watch.public = seat, False
            continue
        if window.notice_for is not None:  # what a person drew, for them alone
            seat, texts = window.notice_for
            assert watch.owner == seat, f"what {model.name(seat)} drew shows after a public screen, with no curtain"
            assert window.curtain.seat == seat and window.curtain.texts == texts
            assert texts == private_texts(model.match.steps[-1].events, seat)
            assert_nothing_secret(window, seat)
            watch.notices += 1
            qtbot.mouseClick(window.curtain.button, Qt.MouseButton.LeftButton)  # Done
            watch.owner, watch.public = seat, False  # that was their own private screen
            continue
        seat = window.curtain.seat if window.curtain_up else window.viewer
        assert seat == model.human_deciders()[0]
        private = game.is_private_decision(model.match.state, seat)
        name = model.name(seat)
        if window.curtain_up:
            assert private and watch.owner != seat, f"a curtain before {name}'s decision that needs none"
            assert window.banner.text() == pass_to(name) == window.curtain.title.text()
            assert window.curtain.texts == []
            assert_nothing_secret(window)
            watch.curtains += 1
            watch.after_public += watch.public
            qtbot.mouseClick(window.curtain.button, Qt.MouseButton.LeftButton)
            assert not window.curtain_up
            watch.owner, watch.public = seat, False
            continue
        assert not (private and watch.owner != seat), (
            f"no curtain before {name}'s private decision: the last screen of a person was "
            + ("a public one" if watch.owner is None else f"{model.name(watch.owner)}'s private one")
        )
        assert window.scene.viewer == seat and window.log_model.viewer == seat
        assert_no_secret_of_others(window, seat)
        watch.owner, watch.public = (seat if private else None), not private
        watch.private += private
        watch.decisions += 1
        if not watch.hints and not model.bot_deciders():  # a hint on screen must go with the curtain
            window.hinting.ask()
            qtbot.waitUntil(lambda: bool(window.hint_panel.proposals), timeout=60_000)
            watch.hints += 1
        pick(qtbot, window, rng.choice(offered(window)))
        watch.bot_turns += after_move(window)
    return watch


def start(window, game: str, humans: int, seed: int) -> None:
    window.bots.set_delay(0)  # Instant
    window.start_match(Match(registry.get(game), config(*SEATINGS[humans]), seed))


@pytest.mark.parametrize("humans", [2, 3])
@pytest.mark.parametrize("game", ["zooscape", "zongshi", "cuzhi"])
def test_every_private_decision_of_a_person_comes_after_their_curtain(qtbot, window, game, humans):
    start(window, game, humans, 11)
    watch = play_and_watch(qtbot, window, random.Random(humans), DECISIONS[game])
    assert watch.decisions > 0 and watch.bot_turns > 0
    if game == "cuzhi":  # every holding is open: nothing to hide, no curtain
        assert watch.curtains == watch.private == 0
    else:
        assert watch.curtains > 0 and watch.after_public > 0 and watch.hints == 1
    if game == "zongshi":  # a draw made on a public screen: the drawer's curtain before they read it
        assert watch.before_notice > 0


def test_the_curtain_speaks_to_the_seat_named_you(qtbot, window):
    """A hot-seat with the seat named You (the quick game's name): "Your turn", never "to You"."""
    seats = [{"controller": "human", "colour": "Blue"}, {"controller": "human", "colour": "Orange"}]
    window.start_match(Match(TINY, GameConfig.make(2, [YOU, "Ann"], None, seats), 5))
    assert window.curtain_up and window.curtain.seat == 0
    assert window.banner.text() == window.curtain.title.text() == "Your turn — take the computer"
    assert window.curtain.button.text() == "It's me — show my turn"
    qtbot.mouseClick(window.curtain.button, Qt.MouseButton.LeftButton)
    window.play(window.model.match.legal_actions(0)[0])  # draws a card: You read it alone first
    assert window.curtain.texts and window.curtain.title.text() == "For your eyes only"
    assert window.banner.text() == "What you drew (only you see this)"
    qtbot.mouseClick(window.curtain.button, Qt.MouseButton.LeftButton)  # Done
    assert window.curtain.title.text() == window.banner.text() == "Pass the computer to Ann"
    assert window.curtain.button.text() == "I am Ann — show my turn"
    qtbot.mouseClick(window.curtain.button, Qt.MouseButton.LeftButton)
    window.play(window.model.match.legal_actions(1)[0])
    assert window.curtain.title.text() == "Ann, for your eyes only"
    assert window.banner.text() == "Ann — what you drew (only you see this)"
