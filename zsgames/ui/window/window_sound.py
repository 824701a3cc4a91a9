"""View ▸ Sound and Sound volume, and the effects the game in play makes.

:class:`SoundCues` follows the window's :class:`MatchModel`: after each change it plays, for every
move applied since the last one it heard, the effects :func:`sounds_for` finds in that move's events
(the game's end with the move that ends it), then "your turn" when the decision has come to a person
after another seat moved. Undo only moves its count back, so nothing sounds for it, and a game
opened or resumed sounds nothing for the moves already made.

The player is silent offscreen (tests, the self-test's screenshots) unless a sink is handed in, and
the setting defaults to off there; a real window starts with sound on at volume 70. Both settings
are remembered through :mod:`zsgames.ui.shared.settings_store`.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt, QTimer
from PySide6.QtGui import QAction, QGuiApplication
from PySide6.QtWidgets import QHBoxLayout, QLabel, QMainWindow, QMenu, QSlider, QWidget, QWidgetAction

from zsgames.core.i18n import Text
from zsgames.ui.background.audio_out import MiniaudioSink
from zsgames.ui.shared import settings_store
from zsgames.ui.shared.live_text import keep
from zsgames.ui.shared.match_model import MatchModel
from zsgames.ui.shared.sound import DEFAULT_VOLUME, PLACE, TURN, NullSink, Sink, SoundPlayer
from zsgames.ui.shared.sound_cues import sounds_for

QUIET_PLATFORMS = ("offscreen", "minimal")  # no one listens: tests, screenshots, the self-test
WRITE_DELAY_MS = 500  # a dragged volume slider is remembered once it rests


def is_quiet_platform() -> bool:
    return QGuiApplication.platformName() in QUIET_PLATFORMS


class SoundCues(QObject):
    def __init__(self, window: QMainWindow, menu: QMenu, sink: Sink | None = None) -> None:
        super().__init__(window)
        quiet = is_quiet_platform()
        if sink is None:
            sink = NullSink() if quiet else MiniaudioSink()
        on, volume = settings_store.sound_on(not quiet), settings_store.sound_volume(DEFAULT_VOLUME)
        self.player = SoundPlayer(sink, on, volume)
        self.model: MatchModel | None = None
        self._heard = 0  # moves of the game in play already sounded (or there when it was opened)

        menu.addSeparator()
        self.act_sound = QAction(window)
        keep(self.act_sound.setText, Text("&Sound"))
        self.act_sound.setCheckable(True)
        self.act_sound.setChecked(on)
        keep(
            self.act_sound.setStatusTip,
            Text("Short sounds for moves, draws, dice, points, your turn and the game's end."),
        )
        self.act_sound.toggled.connect(self.set_enabled)
        menu.addAction(self.act_sound)
        self.volume_menu = menu.addMenu("")
        keep(self.volume_menu.setTitle, Text("Sound &volume"))
        self.slider = QSlider(Qt.Orientation.Horizontal)
        self.slider.setRange(0, 100)
        self.slider.setSingleStep(5)
        self.slider.setPageStep(10)
        self.slider.setValue(volume)
        keep(self.slider.setAccessibleName, Text("Sound volume"))
        self.slider.setMinimumWidth(160)
        self.slider.valueChanged.connect(self._slid)
        self.slider.sliderReleased.connect(lambda: self.player.play(PLACE))  # hear the new volume
        self.volume_text = QLabel()
        holder = QWidget()
        row = QHBoxLayout(holder)
        row.setContentsMargins(12, 4, 12, 4)
        row.addWidget(self.slider)
        row.addWidget(self.volume_text)
        slider_item = QWidgetAction(window)
        slider_item.setDefaultWidget(holder)
        self.volume_menu.addAction(slider_item)
        self._write_volume = QTimer(self, singleShot=True, interval=WRITE_DELAY_MS)
        self._write_volume.timeout.connect(self._store_volume)
        self._show_volume()
        window.installEventFilter(self)

    # --- the settings ----------------------------------------------------------------------------
    def set_enabled(self, on: bool) -> None:
        """View ▸ Sound: effects on or off (remembered)."""
        self.player.enabled = on
        self.act_sound.setChecked(on)
        self.volume_menu.setEnabled(on)
        if settings_store.sound_on(not on) != on:
            settings_store.write(settings_store.SOUND_ON, on)

    def set_volume(self, volume: int) -> None:
        """View ▸ Sound volume, 0–100 (remembered at once)."""
        self.slider.setValue(volume)
        self._store_volume()

    def _slid(self, volume: int) -> None:
        self.player.volume = volume
        self._show_volume()
        self._write_volume.start()

    def _store_volume(self) -> None:
        self._write_volume.stop()
        if settings_store.sound_volume(DEFAULT_VOLUME) != self.player.volume:
            settings_store.write(settings_store.SOUND_VOLUME, self.player.volume)

    def _show_volume(self) -> None:
        self.volume_text.setText(f"{self.player.volume} %")
        self.volume_menu.setEnabled(self.player.enabled)

    # --- the game in play ------------------------------------------------------------------------
    def follow(self, model: MatchModel) -> None:
        """Sound the moves ``model`` makes from now on (none of those it already holds)."""
        self.model = model
        self._heard = len(model.match.steps)
        model.changed.connect(self._changed)

    def _changed(self) -> None:
        model = self.model
        if model is None or self.sender() is not model:  # a game that has been left
            return
        match = model.match
        new = match.steps[self._heard :]
        self._heard = len(match.steps)
        if not new:  # an undo: nothing is heard
            return
        over = match.is_over()
        for index, step in enumerate(new, start=1):
            for name in sounds_for(match.game.name, step.events, over and index == len(new)):
                self.player.play(name)
        acting = model.acting_human()
        if not over and acting is not None and new[-1].action.seat != acting:
            self.player.play(TURN)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Close:  # the window goes: the audio device with it
            self.player.close()
        return False
