"""A tiny game with simultaneous secret commits, to test how bots handle them (not shipped).

Three rounds. Each round every seat secretly commits a bid 0–2; commits stay hidden from the
other seats until all have committed, then they are revealed together. A bid scores twice its
value, plus 1 when nobody else bid the same. Bidding 2 is therefore always best. A secret
hand card (drawn at setup from a shuffled deck) adds to the final score, so there is also
hidden information outside the commits.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from zsgames.core.game import Action, Event, Game, GameConfig, IllegalAction, Outcome, Score
from zsgames.core.info import GameInfo
from zsgames.core.rng import Rng

ROUNDS = 3
DECK = (0, 1, 2, 3, 4, 5, 6, 7)
HIDDEN = -1  # a committed bid the viewer may not see


class CommitState:
    __slots__ = ("bids", "config", "deck", "hands", "points", "rng", "round")

    def __init__(self) -> None:
        self.config: GameConfig
        self.bids: list[int | None] = []  # this round's commits; None = not yet
        self.points: list[int] = []
        self.hands: list[int] = []  # one secret card per seat; HIDDEN in others' views
        self.deck: list[int] | int = []
        self.round = 0
        self.rng = Rng(0)

    def clone(self) -> CommitState:
        s = CommitState.__new__(CommitState)
        s.config, s.round, s.rng = self.config, self.round, self.rng.clone()
        s.bids, s.points, s.hands = list(self.bids), list(self.points), list(self.hands)
        s.deck = list(self.deck) if isinstance(self.deck, list) else self.deck
        return s


class CommitGame(Game[CommitState]):
    info = GameInfo("commit", "Commit Test Game", 2, 4, simultaneous=True)

    def setup(self, config: GameConfig, seed: int | str) -> CommitState:
        s = CommitState()
        s.config = config
        s.rng = Rng(seed)
        deck = list(DECK)
        s.rng.shuffle(deck)
        s.hands = [deck.pop() for _ in range(config.players)]
        s.deck = deck
        s.bids = [None] * config.players
        s.points = [0] * config.players
        return s

    def config_of(self, state: CommitState) -> GameConfig:
        return state.config

    def is_over(self, state: CommitState) -> bool:
        return state.round >= ROUNDS

    def current_deciders(self, state: CommitState) -> list[int]:
        if self.is_over(state):
            return []
        return [i for i, b in enumerate(state.bids) if b is None]

    def legal_actions(self, state: CommitState, seat: int) -> list[Action]:
        if seat not in self.current_deciders(state):
            return []
        return [Action(seat, "bid", (v,), f"Bid {v}") for v in range(3)]

    def apply(self, state: CommitState, action: Action) -> tuple[CommitState, list[Event]]:
        if action.seat not in self.current_deciders(state):
            raise IllegalAction("you have already committed this round")
        if action.kind != "bid" or action.args not in ((0,), (1,), (2,)):
            raise IllegalAction("a bid is 0, 1 or 2")
        s = state.clone()
        s.bids[action.seat] = action.args[0]
        events = [Event("commit", "a bid was committed", action.seat)]
        if all(b is not None for b in s.bids):
            bids = [int(b) for b in s.bids]  # type: ignore[arg-type]
            for seat, b in enumerate(bids):
                s.points[seat] += 2 * b + (1 if bids.count(b) == 1 else 0)
            s.bids = [None] * s.config.players
            s.round += 1
            events.append(Event("reveal", f"bids revealed: {bids}", None, (), True))
        return s, events

    def view(self, state: CommitState, seat: int | None) -> CommitState:
        v = state.clone()
        v.bids = [b if i == seat or b is None else HIDDEN for i, b in enumerate(state.bids)]
        v.hands = [h if i == seat else HIDDEN for i, h in enumerate(state.hands)]
        v.deck = len(state.deck)  # type: ignore[arg-type]
        v.rng = Rng(0)
        return v

    def determinize(self, view: CommitState, seat: int, rng: Rng) -> CommitState:
        s = view.clone()
        pool = [c for c in DECK if c != view.hands[seat]]
        rng.shuffle(pool)
        s.hands = [h if i == seat else pool.pop() for i, h in enumerate(view.hands)]
        s.deck = pool
        s.bids = [rng.randbelow(3) if b == HIDDEN else b for b in view.bids]
        s.rng = Rng(rng.next64())
        return s

    def hidden_paths(self, state: CommitState, seat: int | None) -> list[tuple]:
        paths: list[tuple] = [("deck",), ("rng",)]
        paths += [("hands", i) for i in range(state.config.players) if i != seat]
        paths += [("bids", i) for i in range(state.config.players) if i != seat]
        return paths

    def scores(self, state: CommitState) -> list[Score]:
        out = []
        for i in range(state.config.players):
            card = max(0, state.hands[i])
            out.append(Score(i, (("bids", state.points[i]), ("card", card)), state.points[i] + card))
        return out

    def winner(self, state: CommitState) -> Outcome:
        totals = [s.total for s in self.scores(state)]
        return Outcome(tuple(i for i, t in enumerate(totals) if t == max(totals)))

    def prompt(self, state: CommitState, seat: int) -> str:
        return "commit a secret bid" if seat in self.current_deciders(state) else ""

    def is_private_decision(self, state: CommitState, seat: int) -> bool:
        return True

    def state_to_json(self, state: CommitState) -> dict[str, Any]:
        return {
            "config": state.config.to_json(),
            "bids": list(state.bids),
            "points": list(state.points),
            "hands": list(state.hands),
            "deck": list(state.deck) if isinstance(state.deck, list) else state.deck,
            "round": state.round,
            "rng": state.rng.to_json(),
        }

    def state_from_json(self, data: Mapping[str, Any]) -> CommitState:
        s = CommitState()
        s.config = GameConfig.from_json(data["config"])
        s.bids, s.points, s.hands = list(data["bids"]), list(data["points"]), list(data["hands"])
        s.deck = list(data["deck"]) if isinstance(data["deck"], list) else data["deck"]
        s.round = data["round"]
        s.rng = Rng.from_state(data["rng"])
        return s


GAME = CommitGame()
