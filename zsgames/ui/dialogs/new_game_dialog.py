"""New game: which game, how many players, and for each seat a name, a colour and who plays it."""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QIcon, QPixmap
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QLabel,
    QLineEdit,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from zsgames.bots import BOT_LEVELS
from zsgames.core import registry
from zsgames.core.game import DEFAULT_NAMES, Game, GameConfig
from zsgames.core.i18n import _
from zsgames.core.names import name_key, shown_name
from zsgames.ui.shared import settings_store
from zsgames.ui.shared.level_words import level_sentence, level_word
from zsgames.ui.shared.pieces import SEAT_ORDER
from zsgames.ui.shared.seat_palette import SEAT_COLOUR
from zsgames.ui.shared.seat_symbols import seat_symbol_pixmap
from zsgames.ui.shared.settings_store import new_game_key

HUMAN = "human"
MAX_SEATS = 6


@dataclass(frozen=True)
class NewGame:
    game: Game[Any]
    config: GameConfig
    seed: int | str


def swatch(colour: str | QColor, size: int = 14) -> QIcon:
    """A seat colour's symbol in its colour (the palette in effect); a plain square for a QColor."""
    if not isinstance(colour, QColor):
        return QIcon(seat_symbol_pixmap(str(colour), size))
    pixmap = QPixmap(size, size)
    pixmap.fill(colour)
    return QIcon(pixmap)


def default_bot() -> str:
    return "normal" if "normal" in BOT_LEVELS else BOT_LEVELS[0]


class NewGameDialog(QDialog):
    def __init__(self, parent: QWidget | None = None, games: dict[str, Game[Any]] | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(_("New game"))
        self.games = games if games is not None else registry.games()
        layout = QVBoxLayout(self)
        form = QFormLayout()
        self.game_box = QComboBox()
        for name, game in self.games.items():
            players = _("{low}–{high} players", low=game.min_players, high=game.max_players)
            self.game_box.addItem(f"{game.info.title}  ({players})", name)
        self.players = QSpinBox()
        form.addRow(_("&Game:"), self.game_box)
        form.addRow(_("&Players:"), self.players)
        layout.addLayout(form)

        group = QGroupBox(_("Seats"))
        grid = QGridLayout(group)
        for column, title in enumerate(("", _("Name"), _("Colour"), _("Played by"))):
            grid.addWidget(QLabel(f"<b>{title}</b>"), 0, column)
        self.rows: list[tuple[QLabel, QLineEdit, QComboBox, QComboBox]] = []
        for seat in range(MAX_SEATS):
            number = QLabel(f"{seat + 1}.")
            name_edit = QLineEdit(shown_name(DEFAULT_NAMES[seat]))
            name_edit.setMaxLength(24)
            colour = QComboBox()
            for colour_name in SEAT_ORDER:
                colour.addItem(swatch(colour_name), _(colour_name, context=SEAT_COLOUR), colour_name)
            colour.setCurrentIndex(seat)
            plays = QComboBox()
            plays.addItem(_("Human"), HUMAN)
            for level in BOT_LEVELS:
                plays.addItem(_("Bot — {level}", level=level_word(level)), level)
            plays.setCurrentIndex(0 if seat == 0 else max(0, plays.findData(default_bot())))
            plays.currentIndexChanged.connect(lambda _index, box=plays: self._level_chosen(box))
            for column, widget in enumerate((number, name_edit, colour, plays)):
                grid.addWidget(widget, seat + 1, column)
            self.rows.append((number, name_edit, colour, plays))
        layout.addWidget(group)
        self.level_line = QLabel()  # the level chosen last, in one sentence
        self.level_line.setWordWrap(True)
        self.level_line.setStyleSheet("color: #5a4e3c;")
        layout.addWidget(self.level_line)

        self.options_box = QGroupBox(_("Options"))
        self.options_form = QFormLayout(self.options_box)
        self.option_boxes: dict[str, QComboBox] = {}
        layout.addWidget(self.options_box)

        seed_form = QFormLayout()
        self.seed = QLineEdit()
        self.seed.setPlaceholderText(_("random (a new deal each game)"))
        self.seed.setToolTip(
            _("Leave empty for a new random deal. The same seed and the same moves always give the same game.")
        )
        seed_form.addRow(_("&Seed (optional):"), self.seed)
        layout.addLayout(seed_form)
        self.problem = QLabel()
        self.problem.setStyleSheet("color: #b3261e;")
        layout.addWidget(self.problem)
        layout.addStretch(1)  # the room kept for a larger table (see _steady_size) stays below, not between rows

        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setText(_("Start"))
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)

        self.game_box.currentIndexChanged.connect(self._game_changed)
        self.players.valueChanged.connect(self._players_changed)
        for _number, name_edit, colour, _plays in self.rows:
            name_edit.textChanged.connect(self._validate)
            colour.currentIndexChanged.connect(self._validate)
        self._steady_size()
        self._restore()
        for _number, _name, _colour, plays in self.rows:
            self._level_chosen(plays, show=False)
        bots = [plays for _n, _e, _c, plays in self.rows if plays.currentData() != HUMAN]
        if bots:
            self._level_chosen(bots[0])
        self._game_changed()

    def _level_chosen(self, box: QComboBox, show: bool = True) -> None:
        """A seat's level: its sentence as the box's tooltip and (``show``) on the line below the seats."""
        sentence = level_sentence(str(box.currentData()))
        box.setToolTip(sentence)
        if show:
            self.level_line.setText(sentence)
            self.level_line.setVisible(bool(sentence))

    # --- state ----------------------------------------------------------------------------------
    def game(self) -> Game[Any]:
        return self.games[self.game_box.currentData()]

    def set_game(self, name: str) -> None:
        index = self.game_box.findData(name)
        if index >= 0:
            self.game_box.setCurrentIndex(index)

    def _game_changed(self, *_args: Any) -> None:
        if not self.games:
            return
        game = self.game()
        self.players.setRange(game.min_players, min(game.max_players, MAX_SEATS))
        self._players_changed()

    def _fill_options(self) -> None:
        """The options the game offers for this many players (``GameInfo.offered_options``), each a box of
        its choices with its declared help (``GameInfo``) as the tooltip, on its declared default
        when that is a choice (else the first)."""
        while self.options_form.rowCount():
            self.options_form.removeRow(0)
        self.option_boxes = {}
        game = self.game() if self.games else None
        offered = game.info.offered_options(self.players.value()) if game is not None else []
        for key, label, choices in offered:
            spec = game.info.option(key) if game is not None else None
            box = QComboBox()
            for value, text in choices:
                box.addItem(_(text), value)
            if spec is not None:
                box.setToolTip(_(spec.help))
                box.setCurrentIndex(max(0, box.findData(spec.default)))
            self.options_form.addRow(_("{label}:", label=_(label)), box)
            self.option_boxes[key] = box
        self.options_box.setVisible(bool(self.option_boxes))

    def options(self) -> dict[str, Any]:
        return {key: box.currentData() for key, box in self.option_boxes.items() if box.currentData() is not None}

    def _players_changed(self, *_args: Any) -> None:
        self._fill_options()
        count = self.players.value()
        for seat, row in enumerate(self.rows):
            for widget in row:
                widget.setVisible(seat < count)
        self._validate()

    def _steady_size(self) -> None:
        """Room for the largest table any game offers (its most seats, its options), measured once:
        the dialog keeps one size while the game and the players change (it used to shrink)."""
        width = height = 0
        for index in range(self.game_box.count()):
            self.game_box.setCurrentIndex(index)
            self._game_changed()  # the players' range (no signal when the index is already current)
            for count in range(self.players.minimum(), self.players.maximum() + 1):
                self.players.setValue(count)
                self._players_changed()  # the options depend on the count (even when it did not change)
                hint = self.sizeHint()
                width, height = max(width, hint.width()), max(height, hint.height())
        self.game_box.setCurrentIndex(0)
        self.setMinimumSize(width, height)
        self.resize(width, height)

    def _validate(self, *_args: Any) -> bool:
        count = self.players.value()
        names = [name_key(self.rows[s][1].text().strip()) for s in range(count)]
        colours = [self.rows[s][2].currentData() for s in range(count)]
        problem = ""
        if any(not n for n in names):
            problem = _("Every seat needs a name.")
        elif len(set(names)) < len(names):
            problem = _("Two seats have the same name.")
        elif len(set(colours)) < len(colours):
            problem = _("Two seats have the same colour.")
        self.problem.setText(problem)
        self.problem.setVisible(bool(problem))
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(not problem)
        return not problem

    def result_game(self) -> NewGame:
        """The game, config and seed the dialog describes; ValueError (one line) if the game does not
        allow the options chosen (the same check as a save's)."""
        count = self.players.value()
        names, seats = [], []
        for seat in range(count):
            _number, name, colour, plays = self.rows[seat]
            names.append(name_key(name.text().strip()))
            seats.append({"colour": colour.currentData(), "controller": plays.currentData()})
        text = self.seed.text().strip()
        seed: int | str
        if not text:
            seed = random.SystemRandom().randrange(1, 2**31)
        else:
            seed = int(text) if text.lstrip("-").isdigit() else text
        game, options = self.game(), self.options()
        game.info.validate(options, count)
        return NewGame(game, GameConfig.make(count, names, options or None, seats), seed)

    # --- remembering ------------------------------------------------------------------------------
    def accept(self) -> None:
        if not self._validate():
            return
        self._remember()
        super().accept()

    def _remember(self) -> None:
        values = {new_game_key("game"): self.game_box.currentData(), new_game_key("players"): self.players.value()}
        for seat, (_number, name, colour, plays) in enumerate(self.rows):
            values[new_game_key(f"seat{seat}/name")] = name_key(name.text().strip())
            values[new_game_key(f"seat{seat}/colour")] = colour.currentData()
            values[new_game_key(f"seat{seat}/plays")] = plays.currentData()
        # a seed is never carried over: each game is a fresh deal unless one is typed
        settings_store.write_many(values, remove=[new_game_key("seed")])

    def _restore(self) -> None:
        game = settings_store.read_choice(new_game_key("game"), self.games, None)
        if game is not None:
            self.set_game(game)
            self._game_changed()
        self.players.setValue(remembered_players())  # then clamped to the game's range by the box
        for seat, (_number, name, colour, plays) in enumerate(self.rows):
            name.setText(shown_name(remembered_name(seat)))
            for box, key in ((colour, "colour"), (plays, "plays")):
                value = settings_store.read_text(new_game_key(f"seat{seat}/{key}"), "")
                index = box.findData(value) if value else -1
                if index >= 0:
                    box.setCurrentIndex(index)


def remembered_human() -> tuple[str, str]:
    """The name and colour of the first seat the New-game dialog last gave to a human (the
    player at this computer; its first seat's defaults if it was never used)."""
    for seat in range(remembered_players()):
        if settings_store.read_text(new_game_key(f"seat{seat}/plays"), HUMAN if seat == 0 else "") == HUMAN:
            colour = settings_store.read_choice(new_game_key(f"seat{seat}/colour"), SEAT_ORDER, SEAT_ORDER[seat])
            return remembered_name(seat), colour
    return DEFAULT_NAMES[0], SEAT_ORDER[0]


def remembered_players() -> int:
    """How many players the dialog last had (its largest table when never used)."""
    return settings_store.read_int(new_game_key("players"), MAX_SEATS, 1, MAX_SEATS)


def remembered_name(seat: int) -> str:
    """The name last given to ``seat``, never longer than a save allows (its default if none)."""
    return settings_store.read_name(new_game_key(f"seat{seat}/name"), DEFAULT_NAMES[seat])


def show_new_game(parent: QWidget | None = None, game_name: str | None = None) -> NewGame | None:
    dialog = NewGameDialog(parent)
    if game_name:
        dialog.set_game(game_name)
    dialog.setWindowModality(Qt.WindowModality.WindowModal)
    if dialog.exec() == QDialog.DialogCode.Accepted:
        return dialog.result_game()
    return None
