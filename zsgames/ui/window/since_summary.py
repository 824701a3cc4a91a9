"""What just happened, for the person whose turn it is: the other seats' moves since their own last
move (bots' and, at hot-seat, other people's), told seat by seat in the panel above their moves,
and replayed on the board by **Show again** at the bot pace — each move as that person may know it
(a secret choice stays a secret: the views are theirs, and only public moves are marked)."""

from __future__ import annotations

from typing import Protocol

from PySide6.QtCore import QObject, QTimer

from zsgames.core.game import GameState
from zsgames.core.i18n import _
from zsgames.ui.boards.base import BoardScene
from zsgames.ui.panels.since_panel import SincePanel
from zsgames.ui.shared.last_move import LastMove, by_seat, public_actions, since_own_move
from zsgames.ui.shared.match_model import MatchModel
from zsgames.ui.shared.pieces import seat_colour, seat_colour_name
from zsgames.ui.shared.seat_symbols import seat_symbol_text

#: a replayed move stays on the board at least this long (at Instant too: it was asked for)
REPLAY_MIN_MS = 600


class SinceHost(Protocol):
    scene: BoardScene | None
    model: MatchModel | None
    viewer: int | None

    def refresh(self) -> None: ...

    def set_banner(self, text: str, seat: int | None) -> None: ...


class SinceSummary(QObject):
    def __init__(self, host: SinceHost, panel: SincePanel) -> None:
        super().__init__(panel)
        self.host, self.panel = host, panel
        self.moves: list[LastMove] = []
        self._told: tuple[int, int | None, tuple[int, ...]] | None = None  # (moves played, viewer, indices)
        self._queue: list[LastMove] = []
        self._played_at_start = 0
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._next)
        panel.showAgain.connect(self.show_again)
        panel.stop.connect(self.finish)

    @property
    def replaying(self) -> bool:
        return self.panel.replaying

    def update(self, model: MatchModel | None, viewer: int | None) -> None:
        """Tell what happened when a person is to decide after others moved; else put it away."""
        if self.replaying:
            return
        match = model.match if model is not None else None
        if (
            model is None
            or match is None
            or viewer is None
            or match.is_over()
            or not model.is_human(viewer)
            or viewer not in model.deciders()
        ):
            self._put_away()
            return
        moves = since_own_move(match, viewer, viewer)
        told = (len(match.steps), viewer, tuple(m.index for m in moves))
        if told == self._told:  # the same story: a closed panel stays closed
            return
        self._told, self.moves = told, moves
        turns = by_seat(moves)
        if not turns:
            self.panel.hide()
            return
        config = match.config
        self.panel.tell(
            [
                (
                    f"{config.name(seat)}",  # format: a colour name in the reader's language
                    seat_colour(config, seat).name(),
                    seat_symbol_text(seat_colour_name(config, seat), seat),
                    texts,
                )
                for seat, texts in turns
            ]
        )

    def _put_away(self) -> None:
        self._told, self.moves = None, []
        self.panel.hide()

    # --- Show again ------------------------------------------------------------------------------
    def show_again(self) -> None:
        model, scene = self.host.model, self.host.scene
        if model is None or scene is None or not self.moves:
            return
        self._queue = list(self.moves)
        self._played_at_start = len(model.match.steps)
        self.panel.set_replaying(True)
        start = self._queue[0].index - 1
        scene.last_moves.set_last_moves([], None)
        scene.show(self._view_at(model, start), self.host.viewer, [], model.match.config)
        self.host.set_banner(_("Showing again what happened since your last move"), None)
        self._timer.start(self._pace(scene))

    def _view_at(self, model: MatchModel, index: int) -> GameState:
        view: GameState = model.game.view(model.match.state_at(index), self.host.viewer)
        return view

    def _pace(self, scene: BoardScene) -> int:
        return max(REPLAY_MIN_MS, scene.pace_ms) + scene.staging_ms()

    def _next(self) -> None:
        model, scene = self.host.model, self.host.scene
        if model is None or scene is None or len(model.match.steps) != self._played_at_start:
            self.finish()  # the game moved on (or was left): the replay ends where it is
            return
        if not self._queue:
            self.finish()
            return
        move = self._queue.pop(0)
        scene.last_moves.set_last_moves(public_actions([move]), move if move.text else None)
        scene.show(self._view_at(model, move.index), self.host.viewer, [], model.match.config)
        done = len(self.moves) - len(self._queue)
        said = _("Showing again ({done}/{total}): {move}", done=done, total=len(self.moves), move=move.text)
        self.host.set_banner(said, move.seat)
        self._timer.start(self._pace(scene))

    def finish(self) -> None:
        """End the replay (or it ended): the board comes back to the present."""
        if not self.replaying:
            return
        self._timer.stop()
        self._queue = []
        self.panel.set_replaying(False)
        self.host.refresh()
