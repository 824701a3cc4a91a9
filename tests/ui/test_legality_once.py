"""One human move is checked for legality twice on its way to the rules, not four times (issue 36):
once at the board, when the legal actions it was shown are bound to its items, and once in
Match.apply, by the rules' own ``apply``. The drop itself, the window and the match model re-check
nothing, and no list of legal actions is worked out again for the state the move is made in."""

from __future__ import annotations

from collections import Counter
from typing import Any

import pytest

from tests.support import qt_drag
from tests.support.board_harness import centre, open_window
from tests.support.board_harness import seat_config as config
from zsgames.core import registry
from zsgames.core.game import Action, IllegalAction
from zsgames.core.match import Match
from zsgames.ui.boards.bindings import Bindings
from zsgames.ui.boards.zongshi.layout import OWN


@pytest.fixture
def window(qtbot):
    yield from open_window(qtbot, 1280, 800)


def count_calls(monkeypatch, owner: type, names: tuple[str, ...], calls: Counter[str], state: Any = None) -> None:
    """Count each call of ``owner.name`` (only those about ``state`` when given)."""
    for name in names:
        original = getattr(owner, name)

        def counted(self, *args, _original=original, _name=name, **kwargs):
            if state is None or args[0] is state:
                calls[_name] += 1
            return _original(self, *args, **kwargs)

        monkeypatch.setattr(owner, name, counted)


def test_a_human_drop_is_checked_once_at_the_board_and_once_by_the_rules(qtbot, window, monkeypatch):
    window.runner.delay_ms = 60_000  # the bots wait: only the human's move is counted
    game = registry.get("zongshi")
    match = Match(game, config("human", "normal", "normal"), 4)
    window.start_match(match)
    before = match.state
    assert 0 in match.deciders()
    board: Counter[str] = Counter()
    rules: Counter[str] = Counter()
    count_calls(monkeypatch, Bindings, ("legal",), board)
    count_calls(monkeypatch, type(game), ("legal_actions", "find_legal", "explain", "apply"), rules, before)

    window.refresh()  # the board is shown the legal actions and binds them
    bound = sum(len(window.scene.bindings.actions_of(item)) for item in window.scene.bindings.sources())
    assert bound > 0 and board["legal"] == bound, "each binding is checked once, as it is made"
    shown = rules["legal_actions"]
    assert shown == 1, "the window works out the legal actions once, for the board and the list"

    board.clear()
    rules.clear()
    box = next(iter(window.scene.pool_boxes.values()))[0]
    qt_drag.drag(qtbot, window.board_view, centre(box), OWN.center())
    assert len(match.steps) == 1 and match.steps[0].action.kind == "draft_box", "the drop was played"
    assert match.steps[0].action.label, "the listed action, with its words, reached the match"
    assert board["legal"] == 0, "the drop passes on the bound action: the board does not check again"
    assert rules == Counter(apply=1), "Match.apply checks once, in the rules' apply; nothing else re-checks"


def test_match_apply_still_refuses_an_illegal_action_with_a_reason_and_the_state_untouched(monkeypatch):
    game = registry.get("zongshi")
    match = Match(game, config("human", "normal", "normal"), 4)
    state = match.state
    legal = match.legal_actions(0)
    wrong = Action(0, "draft_box", ("no such material",))
    assert wrong not in legal
    with pytest.raises(IllegalAction) as refused:
        match.apply(wrong)
    assert refused.value.reason and match.state is state and not match.steps
    unlabelled = Action(legal[0].seat, legal[0].kind, legal[0].args)  # as read from a file without its words
    match.apply(unlabelled)
    assert match.steps[0].action.label == legal[0].label != ""
