"""Edit ▸ Hint in the main window: the Hard search asked from the deciding human's own view.

:class:`Hints` owns the :class:`~zsgames.ui.background.bot_runner.HintRunner` (off the GUI thread) and
shows its proposals in the hint panel, the moves list and on the board. A hint belongs to one
decision (:data:`DecisionKey`): one that lands after the game moved on is dropped.
"""

from __future__ import annotations

from typing import Protocol

from PySide6.QtCore import QObject

from zsgames.core.game import Action
from zsgames.core.i18n import _
from zsgames.ui.background.bot_runner import Hint, HintRunner
from zsgames.ui.boards.base import BoardScene
from zsgames.ui.shared.match_model import MatchModel
from zsgames.ui.window.side_panels import SidePanels

#: which decision a hint or a held refresh answers: this game's model, this many moves, the last move
#: (empty without a game)
DecisionKey = tuple[int, int, Action | None] | tuple[()]


class HintHost(Protocol):
    """What hints need of the window."""

    model: MatchModel | None
    scene: BoardScene | None
    viewer: int | None
    curtain_up: bool

    def show_refusal(self, reason: str) -> None: ...

    def say(self, text: str, ms: int) -> None: ...


def decision_key(model: MatchModel | None) -> DecisionKey:
    """Which decision the game in play waits on: this game, this many moves, this last move."""
    if model is None:
        return ()
    steps = model.match.steps
    return (id(model), len(steps), steps[-1].action if steps else None)


class Hints:
    def __init__(self, parent: QObject, host: HintHost, side: SidePanels) -> None:
        self.host, self.side, self.panel = host, side, side.hint_panel
        self.key: DecisionKey | None = None  # the decision the hint on screen (or being sought) answers
        self.runner = HintRunner(parent)
        self.runner.ready.connect(self.ready)
        self.runner.failed.connect(host.show_refusal)
        self.panel.requested.connect(self.ask)
        self.panel.selected.connect(self.select)

    def ask(self) -> None:
        """Edit ▸ Hint: the Hard search from the deciding human's own view, off the GUI thread."""
        host, model = self.host, self.host.model
        if model is None or host.curtain_up or host.viewer is None or host.viewer not in model.deciders():
            host.show_refusal(_("a hint is for the player deciding now"))
            return
        self.key = decision_key(model)
        self.panel.thinking()
        host.say(_("Thinking about a hint…"), 0)
        self.runner.start(model.match, host.viewer)

    def ready(self, result: list[Hint]) -> None:
        if self.host.model is None or self.key != decision_key(self.host.model):
            return
        self.panel.show_hints(result)
        if not result:
            return
        if self.host.scene is not None:
            self.host.scene.highlight_actions(self.panel.hinted_actions())
        action, _win, reason = result[0]
        self.side.select_row(action)
        self.host.say(_("Hint: {move} — {reason}", move=str(action), reason=reason), 15000)

    def select(self, action: Action) -> None:
        """A click on a proposal selects it in the moves list and on the board; nothing is played."""
        self.side.select_row(action)
        if self.host.scene is not None:
            self.host.scene.highlight_actions([action])

    def refresh(self, legal: list[Action]) -> None:
        """Hints belong to one decision: dropped once the game moves on, re-lit after a redraw."""
        if self.key != decision_key(self.host.model) or not legal:
            self.panel.clear()
        elif self.panel.proposals and self.host.scene is not None:
            self.host.scene.highlight_actions(self.panel.hinted_actions())
