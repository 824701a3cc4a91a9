"""Help ▸ Learn to play: a lesson in the main window, on the real board.

:class:`Lessons` is the window's part for lessons. It starts a lesson's game (from the start or
at the step stored when it was left), lights the move the lesson teaches, plays the scripted
bots' moves at the usual pace, answers any other move with what the step teaches (nothing is
played), remembers the step after every move (settings ``lessons/<game>``) and ends with
"Play a real game": the same game, you and Easy bots. The lesson's game is never autosaved
over the last real game, nor counted in the statistics. It sees the window through
:class:`LessonHost` and never imports it.
"""

from __future__ import annotations

import random
from typing import Protocol

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QMessageBox, QPushButton, QWidget

from zsgames.core import registry
from zsgames.core.game import Action, GameConfig
from zsgames.core.i18n import _
from zsgames.core.match import Match
from zsgames.core.text import YOU, possessive
from zsgames.lessons.lesson import LEARNER, LessonRun, load_lesson
from zsgames.ui.boards.base import BoardScene
from zsgames.ui.panels.lesson_panel import LessonPanel
from zsgames.ui.shared import settings_store
from zsgames.ui.shared.last_move import describe
from zsgames.ui.shared.match_model import MatchModel

HOLD_RETRY_MS = 120  # a scripted move waits while a hand is on the board, looking again this often
REAL_GAME_LEVEL = "easy"
MAX_STEP = 100_000  # more than any lesson has: a larger stored step is clamped (then starts afresh)


class LessonHost(Protocol):
    """What lessons need of the window."""

    model: MatchModel | None
    scene: BoardScene | None

    def start_match(self, match: Match, path: str | None = None, lesson: bool = False) -> None: ...

    def leave_game(self) -> None: ...

    def say(self, text: str, ms: int) -> None: ...


def stored_step(game: str) -> int:
    """The step a lesson was left at (0: never begun, or finished)."""
    return settings_store.lesson_step(game, MAX_STEP)


def store_step(game: str, step: int) -> None:
    settings_store.write(f"lessons/{game}", step)


def real_game(game: str, players: int) -> Match:
    """The game after a lesson: you in seat 0 and Easy bots, a fresh deal."""
    names = [YOU] + [_("Easy bot {n}", n=n) for n in range(1, players)]  # named in the language of the lesson
    seats = [{"controller": "human"}] + [{"controller": REAL_GAME_LEVEL}] * (players - 1)
    return Match(
        registry.get(game), GameConfig.make(players, names, seats=seats), random.SystemRandom().randrange(1, 2**31)
    )


class Lessons:
    def __init__(self, host: LessonHost, panel: LessonPanel, parent: QWidget) -> None:
        self.host, self.panel, self.parent = host, panel, parent
        self.run: LessonRun | None = None
        self.dialog: QMessageBox | None = None  # the resume question or the end of the lesson (tests read it)
        self._bot_key: tuple[int, int] | None = None  # (lesson, step) of the scripted move waiting to be played
        self._lesson_no = 0  # counts the lessons begun here: a move scheduled for an earlier one never lands
        panel.leaveRequested.connect(self.leave)

    @property
    def active(self) -> bool:
        return self.run is not None

    # --- starting, leaving, ending ---------------------------------------------------------------------
    def learn(self, game: str, resume: bool | None = None) -> QMessageBox | None:
        """Help ▸ Learn to play ``game``. A lesson left part-way is offered to resume (``resume``
        None: ask; True: at the stored step; False: from the start)."""
        lesson = load_lesson(game)
        at = stored_step(game)
        if not 0 < at < len(lesson.steps):
            at = 0
        if resume is None and at:
            return self._ask_resume(game, at, len(lesson.steps))
        self._begin(LessonRun.start(lesson, at if resume else 0))
        return None

    def _ask_resume(self, game: str, at: int, total: int) -> QMessageBox:
        box = QMessageBox(
            QMessageBox.Icon.Question,
            _("Learn to play"),
            _("You left this lesson at step {step} of {total}.", step=at + 1, total=total),
            QMessageBox.StandardButton.Cancel,
            self.parent,
        )
        resume = box.addButton(_("Resume the lesson at step {step}", step=at + 1), QMessageBox.ButtonRole.AcceptRole)
        again = box.addButton(_("Start again"), QMessageBox.ButtonRole.ResetRole)
        box.setDefaultButton(resume)
        resume.clicked.connect(lambda: self.learn(game, True))
        again.clicked.connect(lambda: self.learn(game, False))
        box.setWindowModality(Qt.WindowModality.WindowModal)
        self.dialog = box
        box.open()
        return box

    def _begin(self, run: LessonRun) -> None:
        self._keep()  # another lesson on screen is kept where it stands
        self.run, self._bot_key = run, None  # before the window shows it: its first screen is the lesson's
        self._lesson_no += 1
        self.panel.show()
        self.host.start_match(run.match, lesson=True)
        if run.position == 0 and run.lesson.intro:
            self.host.say(run.lesson.words(run.lesson.intro), 15000)
        self.changed()

    def leaving(self, match: Match) -> None:
        """The window shows another match: a lesson on screen is left where it stands."""
        if self.run is not None and self.run.match is not match:
            self._keep()
            self.run = None
            self._bot_key = None
            self.panel.hide()

    def leave(self) -> None:
        """The Leave lesson button: the step is kept for later and the window shows the welcome table."""
        if self.run is None:
            return
        self._keep()
        self.run = None
        self._bot_key = None
        self.panel.hide()
        self.host.leave_game()

    def _keep(self) -> None:
        run = self.run
        if run is not None and not run.finished():
            store_step(run.lesson.game, run.position)

    def changed(self) -> None:
        """After every move (and undo): the step is remembered and the panel tells the next one."""
        run = self.run
        if run is None:
            return
        store_step(run.lesson.game, 0 if run.finished() else run.position)
        self.update_panel()

    def update_panel(self) -> None:
        run = self.run
        if run is None:
            return
        step = min(run.position + 1, run.total)
        topic = run.topic()
        title = run.lesson.words(run.lesson.title)
        where = _("{title} · step {step} of {total}", title=title, step=step, total=run.total)
        if topic:
            where = _("{where} · {topic}", where=where, topic=topic)
        text = run.prompt()
        if run.bot_to_move() and not text:
            name = run.match.config.name(run.next_step.seat) if run.next_step else ""
            text = _("Watch {whose} move.", whose=possessive(name, mid_sentence=True))
        self.panel.tell(where, text)

    def finished(self) -> bool:
        """The lesson's game is over: the end of the lesson, with "Play a real game". False when
        no lesson is on (the window shows its usual end of game)."""
        run = self.run
        if run is None:
            return False
        store_step(run.lesson.game, 0)
        self.update_panel()
        game = registry.get(run.lesson.game)
        box = QMessageBox(
            QMessageBox.Icon.Information,
            _("Lesson complete"),
            run.lesson.words(run.lesson.outro) or _("You have played a whole game of {game}.", game=game.info.title),
            QMessageBox.StandardButton.Close,
            self.parent,
        )
        play = box.addButton(_("Play a real game"), QMessageBox.ButtonRole.AcceptRole)
        box.setDefaultButton(play)
        players = run.lesson.players
        play.clicked.connect(lambda: self.host.start_match(real_game(run.lesson.game, players)))
        box.setWindowModality(Qt.WindowModality.WindowModal)
        self.dialog = box
        box.open()
        return True

    def real_game_button(self) -> QPushButton | None:
        """The end dialog's "Play a real game" (for tests and the window)."""
        if self.dialog is None:
            return None
        for button in self.dialog.buttons():
            if button.text() == _("Play a real game") and isinstance(button, QPushButton):
                return button
        return None

    # --- moves -------------------------------------------------------------------------------------
    def offered(self, legal: list[Action]) -> list[Action]:
        """The learner's moves to bind: all of them on the learner's step (another one is answered,
        not refused silently), none while a scripted bot is to move."""
        if self.run is None:
            return legal
        return legal if self.run.learner_to_move() else []

    def allows(self, action: Action) -> bool:
        """The learner's move: True when it is the one taught now, else the panel and the status
        bar say what this step teaches (and nothing is played)."""
        run = self.run
        if run is None:
            return True
        reason = run.check(action)
        if reason is None:
            return True
        self.panel.refuse(reason)
        self.host.say(reason[:1].upper() + reason[1:], 8000)
        return False

    def light(self) -> None:
        """Ring the taught move's piece and light its target (the boards' hint highlight)."""
        run, scene = self.run, self.host.scene
        if run is None or scene is None or not run.learner_to_move():
            return
        step = run.next_step
        assert step is not None
        scene.highlight_actions([step.action])

    def bot_turn(self) -> None:
        """A scripted bot moves next: its move is played after the usual pause (once per step)."""
        run, scene = self.run, self.host.scene
        if run is None or not run.bot_to_move():
            return
        key = (self._lesson_no, run.position)
        if self._bot_key == key:
            return
        self._bot_key = key
        pause = max(scene.pace_ms, scene.busy_ms()) if scene is not None else 0
        QTimer.singleShot(pause, self.panel, lambda: self._play_bot(key))  # dropped with the window

    def _play_bot(self, key: tuple[int, int]) -> None:
        run, model = self.run, self.host.model
        if run is None or model is None or key != (self._lesson_no, run.position) or not run.bot_to_move():
            return  # the lesson was left or moved on meanwhile
        if QApplication.mouseButtons() != Qt.MouseButton.NoButton or QApplication.activePopupWidget() is not None:
            QTimer.singleShot(HOLD_RETRY_MS, self.panel, lambda: self._play_bot(key))  # a hand is on the board
            return
        step = run.next_step
        assert step is not None
        self._bot_key = None
        if model.apply(step.action):
            said = describe(model.match, len(model.match.steps), LEARNER).text
            self.host.say(said or _("{name} moved", name=model.name(step.seat)), 4000)

    def shutdown(self) -> None:
        """The window closes: a lesson on screen is kept for next time."""
        self._keep()
