"""A tiny game used only by the engine's own tests (not shipped).

Each seat has a pawn on a track of cells 0–6 and a secret hand. On your turn you move your
pawn one cell left or right (a drag on the test board) and draw a secret card. After four
moves each the game ends: score = cell + the cards in hand.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from typing import Any

from zsgames.core.game import Action, Event, Game, GameConfig, IllegalAction, Outcome, Score
from zsgames.core.info import GameInfo
from zsgames.core.rng import Rng
from zsgames.core.state_diff import FieldEquality

CELLS = 7
MOVES_EACH = 4


class TinyState(FieldEquality):
    __slots__ = ("config", "deck", "hands", "moves", "positions", "rng", "turn")

    def __init__(self) -> None:
        self.config: GameConfig
        self.positions: list[int] = []
        self.hands: list[list[int] | int] = []
        self.deck: list[int] | int = []
        self.turn = 0
        self.moves = 0
        self.rng = Rng(0)

    def __repr__(self) -> str:
        return f"<Tiny state: turn {self.turn}, {self.moves} moves, positions {self.positions}>"

    def clone(self) -> TinyState:
        s = TinyState.__new__(TinyState)
        s.config = self.config
        s.positions = list(self.positions)
        s.hands = [list(h) if isinstance(h, list) else h for h in self.hands]
        s.deck = list(self.deck) if isinstance(self.deck, list) else self.deck
        s.turn, s.moves, s.rng = self.turn, self.moves, self.rng.clone()
        return s


#: The tiny game declared as every game is (a shipped game's lives in its package's ``info.py``).
INFO = GameInfo("tiny", "Tiny Test Game", 2, 4, order=90)


class TinyGame(Game[TinyState]):
    info = INFO

    def setup(self, config: GameConfig, seed: int | str) -> TinyState:
        if not self.min_players <= config.players <= self.max_players:
            raise ValueError("Tiny is for 2–4 players")
        s = TinyState()
        s.config = config
        s.rng = Rng(seed)
        s.positions = [3] * config.players
        s.hands = [[] for _ in range(config.players)]
        deck = [v for v in range(1, 6) for _ in range(4)]
        s.rng.shuffle(deck)
        s.deck = deck
        return s

    def config_of(self, state: TinyState) -> GameConfig:
        return state.config

    def is_over(self, state: TinyState) -> bool:
        return state.moves >= MOVES_EACH * state.config.players

    def current_deciders(self, state: TinyState) -> list[int]:
        return [] if self.is_over(state) else [state.turn]

    def legal_actions(self, state: TinyState, seat: int) -> list[Action]:
        if seat not in self.current_deciders(state):
            return []
        pos = state.positions[seat]
        return [
            Action(seat, "move", (cell,), f"Move to cell {cell}") for cell in (pos - 1, pos + 1) if 0 <= cell < CELLS
        ]

    def apply(self, state: TinyState, action: Action) -> tuple[TinyState, list[Event]]:
        if action.seat not in self.current_deciders(state):
            raise IllegalAction("it is not your turn")
        if action.kind != "move" or len(action.args) != 1:
            raise IllegalAction("you can only move your pawn")
        (cell,) = action.args
        if not isinstance(cell, int) or abs(cell - state.positions[action.seat]) != 1 or not 0 <= cell < CELLS:
            raise IllegalAction("a pawn moves one cell left or right, staying on the track")
        s = state.clone()
        s.positions[action.seat] = cell
        card = s.deck.pop()  # type: ignore[union-attr]
        s.hands[action.seat].append(card)  # type: ignore[union-attr]
        name = s.config.name(action.seat)
        events = [
            Event("move", f"{name} moved to cell {cell}", action.seat),
            Event("draw", f"{name} drew a card", action.seat, ((action.seat, f"You drew a {card}"),), True),
        ]
        s.moves += 1
        s.turn = (s.turn + 1) % s.config.players
        return s, events

    def view(self, state: TinyState, seat: int | None) -> TinyState:
        v = state.clone()
        v.deck = len(state.deck)  # type: ignore[arg-type]
        v.hands = [h if i == seat else len(h) for i, h in enumerate(state.hands)]  # type: ignore[arg-type]
        v.rng = Rng(0)
        return v

    def determinize(self, view: TinyState, seat: int, rng: Rng) -> TinyState:
        s = view.clone()
        seen = list(view.hands[seat])  # type: ignore[arg-type]
        pool = [v for v in range(1, 6) for _ in range(4)]
        for card in seen:
            pool.remove(card)
        rng.shuffle(pool)
        hands: list[list[int] | int] = []
        for i, h in enumerate(view.hands):
            if i == seat:
                hands.append(list(h))  # type: ignore[arg-type]
            else:
                hands.append([pool.pop() for _ in range(h)])  # type: ignore[arg-type]
        s.hands = hands
        s.deck = pool
        s.rng = Rng(rng.next64())
        return s

    def hidden_paths(self, state: TinyState, seat: int | None) -> list[tuple]:
        paths: list[tuple] = [("deck",), ("rng",)]
        paths += [("hands", i) for i in range(state.config.players) if i != seat]
        return paths

    def is_private_decision(self, state: TinyState, seat: int) -> bool:
        return True

    def scores(self, state: TinyState) -> list[Score]:
        out = []
        for seat in range(state.config.players):
            hand = state.hands[seat]
            cards = sum(hand) if isinstance(hand, list) else 0
            lines = (("cell", state.positions[seat]), ("cards", cards))
            out.append(Score(seat, lines, sum(v for _, v in lines)))
        return out

    def winner(self, state: TinyState) -> Outcome:
        totals = [s.total for s in self.scores(state)]
        best = max(totals)
        return Outcome(tuple(i for i, t in enumerate(totals) if t == best))

    def prompt(self, state: TinyState, seat: int) -> str:
        return "move your pawn" if seat in self.current_deciders(state) else ""

    def round_of(self, state: TinyState) -> int:
        return 1 + state.moves // state.config.players

    def check_invariants(self, state: TinyState) -> None:
        if isinstance(state.deck, list):
            held = sum(len(h) for h in state.hands if isinstance(h, list))
            assert held + len(state.deck) == 20

    def state_to_json(self, state: TinyState) -> dict[str, Any]:
        return {
            "config": state.config.to_json(),
            "positions": list(state.positions),
            "hands": [list(h) if isinstance(h, list) else h for h in state.hands],
            "deck": list(state.deck) if isinstance(state.deck, list) else state.deck,
            "turn": state.turn,
            "moves": state.moves,
            "rng": state.rng.to_json(),
        }

    def state_from_json(self, data: Mapping[str, Any]) -> TinyState:
        s = TinyState()
        s.config = GameConfig.from_json(data["config"])
        s.positions = list(data["positions"])
        s.hands = [list(h) if isinstance(h, list) else h for h in data["hands"]]
        s.deck = list(data["deck"]) if isinstance(data["deck"], list) else data["deck"]
        s.turn, s.moves = data["turn"], data["moves"]
        s.rng = Rng.from_state(data["rng"])
        return s


class CalmTinyGame(TinyGame):
    """The tiny game without chance events, so undo may take moves back (tests register it by hand)."""

    name = "tiny_calm"
    display_name = "Calm Tiny"

    def apply(self, state: TinyState, action: Action) -> tuple[TinyState, list[Event]]:
        state, events = super().apply(state, action)
        return state, [replace(e, chance=False) for e in events]


GAME = TinyGame()
