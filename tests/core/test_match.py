import pytest

from zsgames.core.conformance import random_playout
from zsgames.core.game import Action, GameConfig, IllegalAction
from zsgames.core.match import Match, ReplayError


def test_apply_undo_redo(tiny):
    match = Match(tiny, GameConfig.make(2), 5)
    first = match.legal_actions(0)[0]
    match.apply(first)
    after_one = match.digest()
    match.undo()
    assert match.state is match.initial_state
    match.redo()
    assert match.digest() == after_one
    assert match.actions[0].label  # the stored action carries its label


def test_illegal_action_leaves_match_untouched(tiny):
    match = Match(tiny, GameConfig.make(2), 5)
    before = match.digest()
    with pytest.raises(IllegalAction):
        match.apply(Action(1, "move", (2,)))
    with pytest.raises(IllegalAction):
        match.apply(Action(0, "move", (6,)))
    assert match.digest() == before and not match.steps


def test_replay_reproduces_and_reports_bad_move(tiny):
    config = GameConfig.make(3)
    final, actions = random_playout(tiny, config, 9)
    match = Match.replay(tiny, config, 9, actions)
    assert tiny.state_to_json(match.state) == tiny.state_to_json(final)
    with pytest.raises(ReplayError, match="move 2 is not legal here"):
        Match.replay(tiny, config, 9, [actions[0], actions[0]])


def test_branch_keeps_prefix(tiny):
    config = GameConfig.make(2)
    _, actions = random_playout(tiny, config, 1)
    match = Match.replay(tiny, config, 1, actions)
    branch = match.branch(3)
    assert branch.actions == actions[:3] and len(match.actions) == len(actions)
    assert branch.digest() == Match.replay(tiny, config, 1, actions[:3]).digest()


def test_a_copy_stays_as_it_was_when_the_match_moves_on(tiny):
    config = GameConfig.make(2)
    _, actions = random_playout(tiny, config, 1)
    match = Match.replay(tiny, config, 1, actions)
    copy = match.copy()
    match.undo()
    match.apply(match.legal_actions(match.deciders()[0])[0])
    assert copy.actions == actions and copy.digest() == Match.replay(tiny, config, 1, actions).digest()
    assert copy.branch_of is None and not copy.redo_actions


def test_events_have_private_text(tiny):
    match = Match(tiny, GameConfig.make(2), 5)
    events = match.apply(match.legal_actions(0)[0])
    draw = next(e for e in events if e.kind == "draw")
    assert draw.text_for(0).startswith("You drew a")
    assert draw.text_for(1) == "Blue drew a card" and draw.chance
