"""The undo policy (zsgames.core.undo) on small test games.

``EdgeGame`` is the tiny game with two moves per turn where a card is drawn (a chance event)
only when a pawn reaches an end of the track, so undo has room to work and walls to stop at.
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.support.tiny_game import CELLS, MOVES_EACH, TinyGame, TinyState
from zsgames.core import undo
from zsgames.core.conformance import check_view_redaction, random_playout
from zsgames.core.game import Action, Event, Game, GameConfig, IllegalAction
from zsgames.core.match import Match
from zsgames.core.rng import Rng


class EdgeGame(TinyGame):
    name = "tiny-edge"
    display_name = "Tiny Edge"

    def is_over(self, state: TinyState) -> bool:
        return state.moves >= 2 * MOVES_EACH * state.config.players

    def current_deciders(self, state: TinyState) -> list[int]:
        return [] if self.is_over(state) else [(state.moves // 2) % state.config.players]

    def apply(self, state: TinyState, action: Action) -> tuple[TinyState, list[Event]]:
        if action.seat not in self.current_deciders(state):
            raise IllegalAction("it is not your turn")
        cell = action.args[0] if action.kind == "move" and len(action.args) == 1 else None
        if not isinstance(cell, int) or abs(cell - state.positions[action.seat]) != 1 or not 0 <= cell < CELLS:
            raise IllegalAction("a pawn moves one cell left or right, staying on the track")
        s = state.clone()
        s.positions[action.seat] = cell
        name = s.config.name(action.seat)
        events = [Event("move", f"{name} moved to cell {cell}", action.seat)]
        if cell in (0, CELLS - 1):
            card = s.deck.pop()  # type: ignore[union-attr]
            s.hands[action.seat].append(card)  # type: ignore[union-attr]
            events.append(
                Event("draw", f"{name} drew a card", action.seat, ((action.seat, f"You drew a {card}"),), True)
            )
        s.moves += 1
        s.turn = self.current_deciders(s)[0] if not self.is_over(s) else 0
        return s, events


EDGE = EdgeGame()


def solo_config(players: int, human: int = 0) -> GameConfig:
    seats = [{"controller": "human" if i == human else "random"} for i in range(players)]
    return GameConfig.make(players, seats=seats)


def play(match: Match, *cells: int) -> None:
    """Each current decider moves to the given cells in turn."""
    for cell in cells:
        match.apply(Action(match.deciders()[0], "move", (cell,)))


# --- the generic property check, also used for every registered game -------------------------------
def exercise_undo(game: Game, config: GameConfig, seed: int, chooser: int = 0, undo_every: int = 7) -> int:
    """Play a random game; at every step check what the policy allows for every human seat.

    * an allowed undo never removes a step that had a chance event;
    * in hot-seat it only removes the asking seat's own moves and leaves that seat deciding;
    * in solo it lands on the human's decision point;
    * undo + redo gives the identical state digest, and play continues from there.
    Returns how many undos were actually performed.
    """
    humans = undo.human_seats(config)
    solo = len(humans) == 1
    match = Match(game, config, seed)
    rng = Rng(chooser)
    performed = 0
    for step in range(20_000):
        if match.is_over():
            break
        for seat in humans:
            check = undo.check_undo(match, seat)
            if not check:
                assert check.reason and "\n" not in check.reason
                continue
            removed = match.steps[-check.steps :]
            assert not any(e.chance for s in removed for e in s.events), "undo would cross a chance event"
            if solo:
                assert removed[0].action.seat == seat
                assert all(s.action.seat != seat for s in removed[1:])
            else:
                assert all(s.action.seat == seat for s in removed)
            if step % undo_every == 0:
                before = match.digest()
                before_view = game.view_to_json(game.view(match.state, seat))
                taken = undo.undo(match, seat)
                performed += 1
                assert len(taken) == check.steps
                assert seat in match.deciders(), "after undo the asking seat decides again"
                # what the screen now shows (the asking seat's view) hides every other seat's secrets
                check_view_redaction(game, match.state)
                assert undo.check_redo(match, seat).steps == check.steps
                undo.redo(match, seat)
                assert match.digest() == before, "undo + redo changed the state"
                assert game.view_to_json(game.view(match.state, seat)) == before_view
        deciders = match.deciders()
        seat = deciders[rng.randbelow(len(deciders))]
        legal = match.legal_actions(seat)
        match.apply(legal[rng.randbelow(len(legal))])
    else:
        raise AssertionError("game did not end")
    assert undo.check_undo(match, humans[0]).reason == "the game is over; the final result stands"
    return performed


# --- tiny: every move draws, so nothing can ever be undone ---------------------------------------
def test_tiny_draw_blocks_undo_with_the_drawers_words(tiny):
    match = Match(tiny, GameConfig.make(2), 5)
    play(match, 4)
    check = undo.check_undo(match, 0)
    assert not check
    card = match.state.hands[0][0]
    assert check.reason == f"“You drew a {card}” is already seen, so it cannot be taken back"
    with pytest.raises(undo.UndoRefused, match="already seen"):
        undo.undo(match, 0)
    assert len(match.steps) == 1


def test_tiny_solo_bot_draw_is_quoted_in_public_words(tiny):
    match = Match(tiny, solo_config(2), 5)
    play(match, 4, 2)  # human moves, bot moves
    check = undo.check_undo(match, 0)
    assert check.reason == "“Orange drew a card” is already seen, so it cannot be taken back"


def test_game_can_supply_its_own_reason():
    reason = "the scroll you drew is already seen"
    event = Event("draw", "Blue drew a scroll", 0, chance=True, data=(("undo_reason", reason),))
    assert undo.seen_reason(event, 0) == "the scroll you drew is already seen"


# --- hot-seat -----------------------------------------------------------------------------------------
def test_hotseat_undo_own_move_then_redo_identical():
    match = Match(EDGE, GameConfig.make(3), 1)
    start = match.digest()
    play(match, 4)
    after = match.digest()
    assert undo.check_undo(match, 0).steps == 1
    assert undo.undo(match, 0)[0] == Action(0, "move", (4,))
    assert match.digest() == start
    undo.redo(match, 0)
    assert match.digest() == after


def test_hotseat_other_seat_cannot_undo_and_turn_passing_locks_moves():
    match = Match(EDGE, GameConfig.make(3), 1)
    play(match, 4)
    assert undo.check_undo(match, 1).reason == "Blue has moved since; only your own moves can be taken back"
    play(match, 5)  # Blue's second move ends the turn: Orange decides now
    assert match.deciders() == [1]
    assert undo.check_undo(match, 0).reason == "your turn has passed on; your moves stand"
    assert not undo.check_undo(match, 1)
    assert undo.undo_floor(match, 0) == 2


def test_hotseat_undo_stops_at_the_draw():
    match = Match(EDGE, GameConfig.make(2), 3)
    play(match, 4, 5, 2, 1, 6)  # Blue reaches the end of the track and draws
    assert match.steps[-1].events[-1].chance
    check = undo.check_undo(match, 0)
    assert "is already seen" in check.reason and "You drew a" in check.reason
    assert undo.undo_floor(match, 0) == 5


def test_hotseat_redo_only_by_the_seat_that_undid():
    match = Match(EDGE, GameConfig.make(2), 3)
    play(match, 4)
    undo.undo(match, 0)
    assert undo.check_redo(match, 1).reason == "the next move to redo is not yours"
    assert undo.check_redo(match, 0).steps == 1
    play(match, 2)  # a new move drops the redo list
    assert undo.check_redo(match, 0).reason == "there is nothing to redo"


# --- solo against bots --------------------------------------------------------------------------------
def test_solo_undo_takes_the_bot_replies_with_it():
    match = Match(EDGE, solo_config(3), 2)
    play(match, 4, 5)  # human's turn (two moves)
    play(match, 4, 5, 2, 1)  # two bots, no card drawn
    assert match.deciders() == [0]
    after = match.digest()
    check = undo.check_undo(match, 0)
    assert check.steps == 5
    undo.undo(match, 0)
    assert len(match.steps) == 1 and match.deciders() == [0]
    assert undo.check_undo(match, 0).steps == 1
    assert undo.check_redo(match, 0).steps == 5
    undo.redo(match, 0)
    assert match.digest() == after
    undo.undo(match, 0)
    undo.undo(match, 0)
    assert not match.steps
    assert undo.check_undo(match, 0).reason == "there is nothing to take back yet"


def test_solo_bot_draw_is_a_wall():
    match = Match(EDGE, solo_config(2), 2)
    play(match, 4, 5)  # human
    play(match, 2, 1)  # bot
    play(match, 6)  # human draws
    play(match, 5)  # human's second move, no draw
    play(match, 0)  # bot draws
    play(match, 1)  # bot
    check = undo.check_undo(match, 0)
    assert check.reason == "“Orange drew a card” is already seen, so it cannot be taken back"


def test_bots_and_watchers_cannot_undo():
    match = Match(EDGE, solo_config(2), 2)
    play(match, 4)
    assert undo.check_undo(match, 1).reason == "only a player at this screen can take back moves"
    assert not undo.check_undo(match, 0, humans=()).allowed


def test_finished_game_is_final():
    config = GameConfig.make(2)
    _, actions = random_playout(EDGE, config, 1)
    match = Match.replay(EDGE, config, 1, actions)
    assert undo.check_undo(match, 0).reason == "the game is over; the final result stands"


def test_decision_seed_is_fixed_by_position():
    a = Match(EDGE, solo_config(2), 9)
    b = Match(EDGE, solo_config(2), 9)
    play(a, 4)
    play(b, 2)
    assert undo.decision_seed(a, 0) == undo.decision_seed(b, 0)
    play(a, 5)
    assert undo.decision_seed(a, 1) != undo.decision_seed(b, 0)


def test_human_seats_defaults_to_everyone():
    assert undo.human_seats(GameConfig.make(3)) == (0, 1, 2)
    assert undo.human_seats(solo_config(4, human=2)) == (2,)


# --- the property check over many random games ---------------------------------------------------------
@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("solo", [False, True], ids=["hotseat", "solo"])
def test_random_games_respect_the_policy(players: int, solo: bool) -> None:
    config: Any = solo_config(players) if solo else GameConfig.make(players)
    performed = sum(exercise_undo(EDGE, config, seed, chooser=seed, undo_every=1) for seed in range(6))
    assert performed > 0


# --- solo: bots re-run deterministically after an undo --------------------------------------------------
def run_bots(match: Match, level: str = "random") -> None:
    """Let every bot seat decide (seeded by decision_seed) until a human must decide or the game ends."""
    from zsgames.bots import make_bot

    humans = undo.human_seats(match.config)
    while not match.is_over() and match.deciders()[0] not in humans:
        seat = match.deciders()[0]
        legal = match.legal_actions(seat)
        bot = make_bot(level, undo.decision_seed(match, seat))
        match.apply(bot.choose(match.game, match.game.view(match.state, seat), seat, legal))


def replay_after_undo(game: Game, config: GameConfig, seed: int, level: str, moves: int = 40) -> int:
    """Human moves, bots answer; undo and make the same move: the bots answer the same. Returns undos."""
    match = Match(game, config, seed)
    human = undo.human_seats(config)[0]
    rng = Rng(seed)
    checked = 0
    run_bots(match, level)
    for _ in range(moves):
        if match.is_over():
            break
        legal = match.legal_actions(human)
        match.apply(legal[rng.randbelow(len(legal))])
        run_bots(match, level)
        after = match.digest()
        if undo.check_undo(match, human):
            taken = undo.undo(match, human)
            match.apply(taken[-1])  # the human's own move again; the redo list is dropped
            run_bots(match, level)
            assert match.digest() == after, "bots chose differently after undo"
            checked += 1
    return checked


def test_solo_bots_rerun_deterministically():
    assert sum(replay_after_undo(EDGE, solo_config(3), seed, "random") for seed in range(4)) > 0


def test_hotseat_with_a_bot_the_bots_move_is_a_wall_too():
    seats = [{"controller": "human"}, {"controller": "human"}, {"controller": "random"}]
    match = Match(EDGE, GameConfig.make(3, seats=seats), 4)
    assert not undo.is_solo(match)
    play(match, 4, 5, 2, 3)  # Blue's turn, Orange's turn
    play(match, 4)  # the bot (Green) moves once
    assert undo.check_undo(match, 1).reason == "Green has moved since; only your own moves can be taken back"
    play(match, 5)  # the bot's turn ends; Blue decides again
    assert undo.check_undo(match, 0).reason == "Green has moved since; only your own moves can be taken back"
