"""The one rule for what a viewer may know about the last moves (zsgames.ui.shared.last_move, Qt-free)."""

from __future__ import annotations

import random

from tests.support.tiny_game import TinyGame
from zsgames.core.game import Action, Event, GameConfig
from zsgames.core.match import Match, Step
from zsgames.core.registry import get
from zsgames.ui.shared.last_move import (
    LastMove,
    by_seat,
    describe,
    headline,
    is_public,
    public_actions,
    secret_texts,
    since_human,
    since_own_move,
)


def _play(match: Match, rng: random.Random, until) -> None:
    """Random legal moves until ``until(step)`` holds for the newest step."""
    for _ in range(5000):
        seat = match.deciders()[0]
        match.apply(rng.choice(match.legal_actions(seat)))
        if until(match.steps[-1]):
            return
    raise AssertionError("the wanted move never came")


def test_tiny_a_move_is_public_but_the_card_drawn_is_not():
    match = Match(TinyGame(), GameConfig.make(2), 4)
    match.apply(match.legal_actions(0)[0])
    step = match.steps[-1]
    move = describe(match, 1, viewer=1)
    assert move.action == step.action  # which cell it moved to is on the table for all to see
    assert move.text == "Blue moved to cell 2"
    hidden = secret_texts(step.events, 1)
    assert hidden and all(h not in move.text for h in hidden)  # "You drew a 5" stays Blue's
    assert describe(match, 1, viewer=0).action == step.action


def test_a_silent_move_in_a_private_decision_stays_secret():
    game = TinyGame()  # its is_private_decision is always True
    state = game.setup(GameConfig.make(2), 1)
    silent = Step(Action(0, "move", (2,), "Move to cell 2"), (), state)
    assert not is_public(game, state, silent, viewer=1)
    assert is_public(game, state, silent, viewer=0)  # your own move is yours
    chance_only = Step(silent.action, (Event("draw", "Blue drew a card", 0, ((0, "You drew a 3"),), True),), state)
    assert not is_public(game, state, chance_only, viewer=1)  # nothing public narrates the choice


def test_zooscape_a_secret_commit_is_neither_public_nor_named():
    game = get("zooscape")
    match = Match(game, GameConfig.make(3), 7)
    rng = random.Random(7)
    _play(match, rng, lambda s: s.action.kind == "select" and s.action.seat == 1)
    index = len(match.steps)
    step = match.steps[-1]
    for viewer in (0, 2, None):
        move = describe(match, index, viewer)
        assert move.action is None
        assert str(step.action) not in move.text and "secretly" not in move.text
        assert all(secret not in move.text for secret in secret_texts(step.events, viewer))
    assert describe(match, index, 1).action == step.action  # the chooser knows its own choice
    assert "secretly chose" in describe(match, index, 1).text


def test_zooscape_the_last_commit_stays_secret_though_the_reveal_follows():
    game = get("zooscape")
    match = Match(game, GameConfig.make(3), 11)
    _play(match, random.Random(11), lambda s: any(e.kind == "reveal" for e in s.events))
    step = match.steps[-1]
    viewer = (step.action.seat + 1) % 3
    assert describe(match, len(match.steps), viewer).action is None


def test_zooscape_split_and_apprentice_are_public():
    game = get("zooscape")
    match = Match(game, GameConfig.make(4), 3)
    rng = random.Random(3)
    _play(match, rng, lambda s: s.action.kind == "split")
    seat = match.steps[-1].action.seat
    assert describe(match, len(match.steps), (seat + 1) % 4).action == match.steps[-1].action


def test_zongshi_pawn_moves_are_public_and_no_text_leaks_a_hand():
    game = get("zongshi")
    match = Match(game, GameConfig.make(3), 5)
    rng = random.Random(5)
    kinds_public: dict[str, bool] = {}
    for _ in range(400):
        if match.is_over():
            break
        seat = match.deciders()[0]
        match.apply(rng.choice(match.legal_actions(seat)))
        step = match.steps[-1]
        viewer = (step.action.seat + 1) % 3
        move = describe(match, len(match.steps), viewer)
        assert all(secret not in move.text for secret in secret_texts(step.events, viewer))
        if move.action is None:  # a hidden move is told only in its events' words
            assert move.text in [e.text_for(viewer) for e in step.events] + [""]
        kinds_public.setdefault(step.action.kind, move.action is not None)
    assert kinds_public["go"] and kinds_public["play"]  # a played scroll lands face up on the discard
    assert kinds_public["pawn"]  # which pawn moves first shows on the table: the log tells everyone


def test_since_human_is_empty_right_after_a_human_and_lists_the_bots_after():
    match = Match(TinyGame(), GameConfig.make(3), 2)
    humans = (0,)
    assert since_human(match, humans, 0) == []
    match.apply(match.legal_actions(0)[0])
    assert since_human(match, humans, 0) == []  # a human just acted: nothing of the bots' stays
    match.apply(match.legal_actions(1)[0])
    match.apply(match.legal_actions(2)[0])
    moves = since_human(match, humans, 0)
    assert [m.seat for m in moves] == [1, 2]
    assert public_actions(moves) == [match.steps[1].action, match.steps[2].action]
    last = headline(moves)
    assert last is not None and last.seat == 2 and last.text.startswith("Green moved")


def test_since_own_move_counts_other_people_too_and_tells_them_in_turns():
    """Hot-seat: "since your last move" includes the other human's moves, not only the bots'."""
    match = Match(TinyGame(), GameConfig.make(3), 2)
    assert since_own_move(match, 0, 0) == []  # nothing has happened yet
    for _ in range(4):  # seats 0, 1, 2, then 0 again
        match.apply(match.legal_actions(match.game.current_deciders(match.state)[0])[0])
    assert [s.action.seat for s in match.steps] == [0, 1, 2, 0]
    assert since_own_move(match, 0, 0) == []  # seat 0 just moved
    moves = since_own_move(match, 1, 1)
    assert [m.seat for m in moves] == [2, 0] and [m.index for m in moves] == [3, 4]
    assert since_human(match, (0, 1), 1) == []  # the old rule stopped at any human: it missed seat 0's move
    runs = by_seat(moves)
    assert [seat for seat, _ in runs] == [2, 0]
    assert runs[0][1] == [moves[0].text] and runs[0][1][0].startswith("Green moved")


def test_by_seat_joins_a_seats_consecutive_moves_and_leaves_out_silent_steps():
    moves = [
        LastMove(1, 1, None, "Orange took a card."),
        LastMove(2, 1, None, ""),
        LastMove(3, 1, None, "Orange paid 2."),
        LastMove(4, 2, None, "Green passed."),
    ]
    assert by_seat(moves) == [(1, ["Orange took a card.", "Orange paid 2."]), (2, ["Green passed."])]
