"""The history panel: every move and event as one viewer may read them, and a slider to look back.

* Entries are grouped by round, then by turn (consecutive moves of one seat), in the acting seat's
  colour. Event text is per viewer (``Event.text_for``): your own draws by name, others' as
  "Blue drew a card". A move's own label is shown to others only when it was not a secret choice
  (``Game.is_private_decision`` before it); otherwise its events speak for it.
* A slider and Home / ← / → / End pick a position (0 = the setup, N = after N moves). The window
  shows :meth:`HistoryPanel.view_at` — that position's state through the current viewer's
  ``view`` — and keeps the board read-only while :attr:`HistoryPanel.at_end` is false.
* "Play on from here" asks (hot-seat: every human by name) and emits ``branchRequested``.
* Qt-free helpers build the exported log; the bug report is :mod:`zsgames.ui.dialogs.bug_report`.
"""

from __future__ import annotations

from collections.abc import Collection
from dataclasses import dataclass, field
from typing import Any

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QFont, QIcon, QKeySequence, QShortcut, QShowEvent
from PySide6.QtWidgets import (
    QApplication,
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QMessageBox,
    QPushButton,
    QSlider,
    QStyle,
    QToolButton,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from zsgames.core.game import GameConfig
from zsgames.core.i18n import Text, _
from zsgames.core.match import Match
from zsgames.core.text import YOU, join_and, plural, possessive, seat_name
from zsgames.core.undo import human_seats
from zsgames.ui.dialogs.bug_report import bug_report, write_full_report
from zsgames.ui.shared.live_text import keep
from zsgames.ui.shared.pieces import seat_colour, seat_colour_name
from zsgames.ui.shared.seat_symbols import seat_symbol_pixmap
from zsgames.ui.shared.seed_policy import seed_revealed

POSITION = Qt.ItemDataRole.UserRole


# --- Qt-free: the log as rounds → turns → lines ----------------------------------------------------
@dataclass
class Turn:
    seat: int
    round: int
    lines: list[tuple[int, str]] = field(default_factory=list)  # (position after the move, text)

    @property
    def first(self) -> int:
        return self.lines[0][0] if self.lines else 0


def move_lines(match: Match, index: int, viewer: int | None) -> list[str]:
    """What ``viewer`` may read about move ``index`` (1-based): its label if public, its events."""
    step = match.steps[index - 1]
    action = step.action
    name = match.config.name(action.seat)
    lines: list[str] = []
    secret = action.seat != viewer and _is_private(match, index - 1, action.seat)
    events = [e.text_for(viewer) for e in step.events if e.text_for(viewer)]
    described = any(e.actor == action.seat and e.text_for(viewer) for e in step.events)
    if not secret and not described:  # the game's own narration of the move reads better
        who = seat_name(YOU) if action.seat == viewer else name
        lines.append(_("{name}: {move}", name=who, move=str(action)))
    elif secret and not events:
        lines.append(_("{name} made a choice", name=name))
    lines.extend(events)
    return lines


def _is_private(match: Match, position: int, seat: int) -> bool:
    return match.game.is_private_decision(match.state_at(position), seat)


def turns(match: Match, viewer: int | None) -> list[Turn]:
    """The history in turns: a new turn when the acting seat or the round changes."""
    game = match.game
    out: list[Turn] = []
    for index in range(1, len(match.steps) + 1):
        seat = match.steps[index - 1].action.seat
        round_ = game.round_of(match.state_at(index - 1))
        if not out or out[-1].seat != seat or out[-1].round != round_:
            out.append(Turn(seat, round_))
        out[-1].lines.extend((index, text) for text in move_lines(match, index, viewer))
    return out


def log_text(match: Match, viewer: int | None) -> str:
    """The whole log as plain text, as ``viewer`` may read it (File ▸ Export log)."""
    game, config = match.game, match.config
    who = "everyone (public facts only)" if viewer is None else config.name(viewer)
    moves = f"{plural(len(match.steps), 'move')}; as seen by {who}"
    head = [
        f"{game.display_name} — {config.players} players: {', '.join(config.names)}",
        f"Seed {match.seed}; {moves}" if seed_revealed(match) else moves[0].upper() + moves[1:],
    ]
    if match.branch_of:
        head.append(f"Branch: plays on from move {match.branch_of.get('at')} of an earlier game")
    lines = [*head, ""]
    current_round = None
    for turn in turns(match, viewer):
        if turn.round != current_round:
            current_round = turn.round
            lines.append(f"Round {turn.round}")
        lines.append(f"  {possessive(config.name(turn.seat))} turn")
        lines.extend(f"    {pos:>4}. {text}" for pos, text in turn.lines)
    if game.is_over(match.state):
        outcome = game.winner(match.state)
        lines.append("")
        lines.append(f"Winner: {' and '.join(config.name(w) for w in outcome.winners)} ({outcome.decided_by})")
        for score in game.scores(match.state):
            detail = ", ".join(f"{k} {v}" for k, v in score.lines)
            lines.append(f"  {config.name(score.seat)}: {score.total} ({detail})")
    return "\n".join(lines) + "\n"


def branch_consent_text(match: Match, position: int, humans: Collection[int] | None = None) -> str:
    """The question every human must agree to before a hot-seat game branches."""
    people = [match.config.name(s) for s in (human_seats(match.config) if humans is None else humans)]
    return _(
        "{names}: do you all agree to play on from move {position} as a new game? "
        "Everything after that point is left out of the new game; the current game stays saved as it is.",
        names=join_and(people),
        position=position,
    )


# --- the panel ------------------------------------------------------------------------------------
def _swatch(config: GameConfig, seat: int) -> QIcon:
    """The seat's symbol in its colour: a turn is never told by colour alone."""
    return QIcon(seat_symbol_pixmap(seat_colour_name(config, seat), 12, seat=seat))


class CounterLabel(QLabel):
    """The "move/moves" counter: of a fixed size (room for 00000/00000 in its font), so a new count
    repaints the label alone and asks no layout up to the window to run again."""

    def __init__(self) -> None:
        super().__init__("")
        self._fix_size()

    def _fix_size(self) -> None:
        metrics = self.fontMetrics()
        self.setFixedSize(metrics.horizontalAdvance("00000/00000") + 4, metrics.height() + 4)

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange:
            self._fix_size()


class HistoryPanel(QWidget):
    """Log tree + position slider + step buttons + "Play on from here"."""

    positionChanged = Signal(int)  # 0 … len(match.steps)
    branchRequested = Signal(int)  # the user (and in hot-seat every human) agreed to branch here

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.match: Match | None = None
        self.viewer: int | None = None
        self.humans: tuple[int, ...] | None = None
        #: How the hot-seat confirmation is asked; tests replace it. Returns True to branch.
        self.ask_consent = self._ask_consent
        self._shown_end = 0  # the end when last refreshed: were we following it?
        self._built: dict[str, Any] | None = None  # what the tree shows, to append instead of rebuild
        self._leaves: list[tuple[int, QTreeWidgetItem]] = []  # (position, line item), in order
        self._grey_from = 0
        self._scroll_when_shown = False
        self._in_front = True  # False while the History dock is behind another tab

        self.tree = QTreeWidget(self)
        self.tree.setHeaderHidden(True)
        self.tree.setUniformRowHeights(False)
        self.tree.setWordWrap(True)
        self.tree.itemClicked.connect(self._item_clicked)

        self.slider = QSlider(Qt.Orientation.Horizontal, self)
        self.slider.setRange(0, 0)
        self.slider.valueChanged.connect(self._slider_moved)
        icons = QStyle.StandardPixmap
        self.home_button = self._tool(icons.SP_MediaSkipBackward, Text("Start of the game (Home)"), self.go_home)
        self.back_button = self._tool(icons.SP_MediaSeekBackward, Text("One move back (←)"), lambda: self.step(-1))
        self.forward_button = self._tool(icons.SP_MediaSeekForward, Text("One move forward (→)"), lambda: self.step(1))
        self.end_button = self._tool(icons.SP_MediaSkipForward, Text("Back to now (End)"), self.go_end)
        self.position_label = CounterLabel()
        self.position_label.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        self.branch_button = QPushButton()
        keep(self.branch_button.setText, Text("Play on from here"))
        keep(
            self.branch_button.setToolTip,
            Text("Start a new game from this point, with the same seed and moves up to here"),
        )
        self.branch_button.clicked.connect(self.request_branch)
        self.banner = QLabel("")
        self.banner.setWordWrap(True)
        self.banner.setStyleSheet("background:#fff4c2; color:#5a4500; padding:4px; border-radius:4px;")
        self.banner.hide()

        steps = QHBoxLayout()
        for button in (self.home_button, self.back_button, self.forward_button, self.end_button):
            steps.addWidget(button)
        steps.addWidget(self.slider, 1)
        steps.addWidget(self.position_label)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addWidget(self.tree, 1)
        layout.addWidget(self.banner)
        layout.addLayout(steps)
        layout.addWidget(self.branch_button)

        for key, slot in (
            (Qt.Key.Key_Home, self.go_home),
            (Qt.Key.Key_End, self.go_end),
            (Qt.Key.Key_Left, lambda: self.step(-1)),
            (Qt.Key.Key_Right, lambda: self.step(1)),
        ):
            shortcut = QShortcut(QKeySequence(key), self)
            shortcut.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
            shortcut.activated.connect(slot)
        self._update_controls()

    def _tool(self, icon: QStyle.StandardPixmap, tip: Text, slot: Any) -> QToolButton:
        button = QToolButton(self)
        button.setIcon(self.style().standardIcon(icon))
        keep(button.setToolTip, tip)
        button.setAutoRaise(True)
        button.clicked.connect(slot)
        return button

    # --- state -------------------------------------------------------------------------------------
    @property
    def end(self) -> int:
        return len(self.match.steps) if self.match is not None else 0

    @property
    def position(self) -> int:
        return self.slider.value()

    @property
    def at_end(self) -> bool:
        """False while looking back: the board must be read-only then."""
        return self.position >= self.end

    def set_match(self, match: Match | None, viewer: int | None = None, humans: Collection[int] | None = None) -> None:
        self.match, self.viewer = match, viewer
        self.humans = tuple(humans) if humans is not None else None
        self.refresh(follow=True)

    def set_viewer(self, viewer: int | None) -> None:
        """Hot-seat: the log is re-read in the new viewer's words."""
        self.viewer = viewer
        self.refresh(follow=False)

    def refresh(self, follow: bool | None = None) -> None:
        """Rebuild after the match changed. At the end (or ``follow``), stay at the end."""
        position = self.position
        was_at_end = position >= self._shown_end if follow is None else follow
        self._shown_end = self.end
        self.slider.blockSignals(True)
        self.slider.setRange(0, self.end)
        self.slider.setValue(self.end if was_at_end else min(position, self.end))
        self.slider.blockSignals(False)
        self._rebuild_tree()
        self._update_controls()
        if self.position != position or was_at_end:
            self.positionChanged.emit(self.position)

    def rebuild(self) -> None:
        """Build the tree anew (the text size changed: its headings carry their own fonts)."""
        self._built = None
        self.refresh(follow=False)

    def view_at(self, position: int | None = None) -> Any:
        """The state at ``position`` as the current viewer could see it then."""
        assert self.match is not None
        position = self.position if position is None else position
        return self.match.game.view(self.match.state_at(position), self.viewer)

    def set_position(self, position: int) -> None:
        self.slider.setValue(max(0, min(position, self.end)))

    def go_home(self) -> None:
        self.set_position(0)

    def go_end(self) -> None:
        self.set_position(self.end)

    def step(self, delta: int) -> None:
        self.set_position(self.position + delta)

    # --- branching -------------------------------------------------------------------------------------
    def can_branch(self) -> bool:
        return self.match is not None and not self.at_end

    def request_branch(self) -> bool:
        """Ask (hot-seat: everyone, by name) and emit ``branchRequested(position)`` if agreed."""
        if not self.can_branch():
            return False
        assert self.match is not None
        people = human_seats(self.match.config) if self.humans is None else self.humans
        if len(people) > 1 and not self.ask_consent(branch_consent_text(self.match, self.position, people)):
            return False
        self.branchRequested.emit(self.position)
        return True

    def _ask_consent(self, text: str) -> bool:
        answer = QMessageBox.question(
            self, _("Play on from here?"), text, QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No
        )
        return answer == QMessageBox.StandardButton.Yes

    # --- drawing -----------------------------------------------------------------------------------------
    def _rebuild_tree(self) -> None:
        """Bring the tree up to date: append the new moves if only moves were added, else rebuild."""
        match = self.match
        if match is None:
            self.tree.clear()
            self._built = None
            return
        built = self._built
        same_prefix = (
            built is not None
            and built["match"] is match
            and built["viewer"] == self.viewer
            and built["steps"] <= len(match.steps)
            and (built["steps"] == 0 or match.steps[built["steps"] - 1] is built["last_step"])
        )
        if not same_prefix:
            self._start_tree(match)
        self._append_moves(match)
        self._mark_position()

    def _start_tree(self, match: Match) -> None:
        self.tree.clear()
        self._leaves = []
        self._grey_from = len(self._leaves)  # leaves from this index on are drawn grey
        if match.branch_of:
            at = match.branch_of.get("at")
            mark = QTreeWidgetItem(["⑂ " + _("Branch: plays on from move {at} of an earlier game", at=at)])
            mark.setData(0, POSITION, 0)
            mark.setForeground(0, QBrush(QColor("#7a5a00")))
            self.tree.addTopLevelItem(mark)
        start = QTreeWidgetItem([_("Setup", context="history")])
        start.setData(0, POSITION, 0)
        self.tree.addTopLevelItem(start)
        self._leaves.append((0, start))
        self._grey_from = len(self._leaves)
        self._built = {
            "match": match,
            "viewer": self.viewer,
            "steps": 0,
            "last_step": None,
            "round": None,
            "round_item": None,
            "turn": None,
            "turn_item": None,
        }

    def _append_moves(self, match: Match) -> None:
        built = self._built
        assert built is not None
        config, game = match.config, match.game
        bold = QFont(self.tree.font())
        bold.setBold(True)
        grey = QBrush(QColor("#a0a0a0"))
        look_back = self.position < len(match.steps)
        for index in range(built["steps"] + 1, len(match.steps) + 1):
            seat = match.steps[index - 1].action.seat
            round_ = game.round_of(match.state_at(index - 1))
            if round_ != built["round"]:
                built["round"] = round_
                built["round_item"] = QTreeWidgetItem([_("Round {n}", n=round_)])
                built["round_item"].setFont(0, bold)
                built["round_item"].setData(0, POSITION, index)
                self.tree.addTopLevelItem(built["round_item"])
                built["turn"] = None
            if seat != built["turn"]:
                built["turn"] = seat
                colour = seat_colour(config, seat)
                mine = seat == self.viewer or config.name(seat) == YOU
                name = _("Your turn") if mine else _("{name}'s turn", name=config.name(seat))
                turn_item = QTreeWidgetItem([name])
                turn_item.setIcon(0, _swatch(config, seat))
                turn_item.setForeground(0, QBrush(colour.darker(115)))
                turn_item.setFont(0, bold)
                turn_item.setData(0, POSITION, index)
                built["round_item"].addChild(turn_item)
                turn_item.setExpanded(True)
                built["round_item"].setExpanded(True)
                built["turn_item"] = turn_item
            for text in move_lines(match, index, self.viewer):
                line = QTreeWidgetItem([text])
                line.setData(0, POSITION, index)
                line.setToolTip(0, _("after move {n}", n=index))
                if look_back:  # new lines beyond the shown position start grey
                    line.setForeground(0, grey)
                built["turn_item"].addChild(line)
                self._leaves.append((index, line))
        if not look_back:
            self._grey_from = len(self._leaves)
        built["steps"] = len(match.steps)
        built["last_step"] = match.steps[-1] if match.steps else None

    def _mark_position(self) -> None:
        """Grey out what lies after the shown position and select the line at it (changed lines only)."""
        if self.match is None or self._built is None:
            return
        position = self.position
        leaves = self._leaves
        lo, hi = 0, len(leaves)  # first leaf beyond the position
        while lo < hi:
            mid = (lo + hi) // 2
            if leaves[mid][0] <= position:
                lo = mid + 1
            else:
                hi = mid
        first_grey = lo
        if first_grey != self._grey_from:
            grey = QBrush(QColor("#a0a0a0"))
            normal = QBrush(self.palette().text().color())
            start, stop = sorted((first_grey, self._grey_from))
            for index in range(start, min(stop, len(leaves))):
                leaves[index][1].setForeground(0, grey if index >= first_grey else normal)
            self._grey_from = first_grey
        if first_grey > 0:
            target = leaves[first_grey - 1][1]
            self.tree.setCurrentItem(target)
            if self._in_front and self.tree.isVisible():
                self.tree.scrollToItem(target)
            else:  # scrolling a hidden tree would lay it all out now: it scrolls when it shows
                self._scroll_when_shown = True

    def set_in_front(self, front: bool) -> None:
        """Its dock's tab came to the front (or went behind another: Qt still calls it visible)."""
        self._in_front = front
        if front and self.isVisible():
            self._catch_up()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        if self._in_front:
            self._catch_up()

    def _catch_up(self) -> None:
        current = self.tree.currentItem()
        if self._scroll_when_shown and current is not None:
            self.tree.scrollToItem(current)
        self._scroll_when_shown = False
        self._in_front = True  # False while the History dock is behind another tab

    def _update_controls(self) -> None:
        end, position = self.end, self.position
        self.home_button.setEnabled(position > 0)
        self.back_button.setEnabled(position > 0)
        self.forward_button.setEnabled(position < end)
        self.end_button.setEnabled(position < end)
        self.branch_button.setEnabled(self.can_branch())
        self.position_label.setText(f"{position}/{end}")
        if self.match is not None and position < end:
            self.banner.setText(
                _(
                    "Looking back at move {position} of {end} — the board is read-only. Press End to return.",
                    position=position,
                    end=end,
                )
            )
            self.banner.show()
        else:
            self.banner.hide()

    def _slider_moved(self, position: int) -> None:
        self._mark_position()
        self._update_controls()
        self.positionChanged.emit(position)

    def _item_clicked(self, item: QTreeWidgetItem, _column: int) -> None:
        position = item.data(0, POSITION)
        if isinstance(position, int):
            self.set_position(position)


# --- menu actions the main window connects ---------------------------------------------------------
def export_log(parent: QWidget | None, match: Match, viewer: int | None, path: str | None = None) -> str | None:
    """File ▸ Export log: write :func:`log_text` to a file the user picks (or ``path``)."""
    if path is None:
        default = f"{match.game.name}-log.txt"
        path, _filter = QFileDialog.getSaveFileName(parent, _("Export log"), default, _("Text (*.txt)"))
        if not path:
            return None
    with open(path, "w", encoding="utf-8") as fh:
        fh.write(log_text(match, viewer))
    return path


def report_problem(parent: QWidget | None, match: Match | None, quiet: bool = False) -> str:
    """Help ▸ Report a problem: copy :func:`bug_report` to the clipboard and say so."""
    if match is not None and not seed_revealed(match):
        path = write_full_report(match)
        text = bug_report(match, full_report=path)
        if path:
            words = _(
                "A bug report (the setup of this game; its seed and moves stay off the screen until it ends) "
                "is on the clipboard. The full report is in {path}: attach that file too.",
                path=path,
            )
        else:
            words = _(
                "A bug report (the setup of this game; its seed and moves stay off the screen until it ends) "
                "is on the clipboard."
            )
    else:
        text = bug_report(match)
        words = _("A bug report (the seed, setup and every move of this game) is on the clipboard.")
    QApplication.clipboard().setText(text)
    if not quiet:  # not modal-blocking: the game goes on behind it
        box = QMessageBox(
            QMessageBox.Icon.Information,
            _("Report a problem"),
            words + "\n" + _("Paste it into your message, with a sentence about what went wrong."),
            QMessageBox.StandardButton.Ok,
            parent,
        )
        box.setObjectName("reportProblemBox")
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)  # one per report: gone once closed
        box.open()
    return text
