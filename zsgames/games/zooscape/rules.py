"""The Zooscape ``Game``: who decides, what they may do, and applying it, through the frame kind of
the state's phase (frame_kinds.py, where the action kinds are listed)."""

from __future__ import annotations

from collections.abc import Collection, Mapping, Sequence
from typing import Any

from zsgames.core.game import Action, Event, Game, GameConfig, IllegalAction, JsonPath, Outcome, Score
from zsgames.core.rng import Rng
from zsgames.core.text import YOU, plural, possessive, subject
from zsgames.games.zooscape import cards as C
from zsgames.games.zooscape import flow, heuristics, scoring
from zsgames.games.zooscape import state as st
from zsgames.games.zooscape import view as vw
from zsgames.games.zooscape.frame_kinds import ARITY, EXPECTED, FRAMES
from zsgames.games.zooscape.help import rules_help
from zsgames.games.zooscape.info import INFO
from zsgames.games.zooscape.state import P_OVER, P_SELECT, ZState


class Zooscape(Game[ZState]):
    info = INFO

    def max_actions(self, config: GameConfig) -> int:
        """Random 6-player games take at most ~22 moves a seat in the whole game."""
        return config.players * C.ROUNDS * 30

    # --- setup and turn structure -----------------------------------------------------------
    def setup(self, config: GameConfig, seed: int | str) -> ZState:
        if not self.min_players <= config.players <= self.max_players:
            raise ValueError("Zooscape is for 3–6 players")
        return flow.setup(config, seed)

    def current_deciders(self, state: ZState) -> list[int]:
        phase = state.phase
        return [*FRAMES.kinds[phase].deciders(state, phase)]

    def legal_actions(self, state: ZState, seat: int) -> list[Action]:
        phase = state.phase
        return FRAMES.kinds[phase].options(state, phase, seat)

    def apply(self, state: ZState, action: Action) -> tuple[ZState, list[Event]]:
        seat, kind, args = action.seat, action.kind, action.args
        phase = state.phase
        if phase == P_OVER:
            raise IllegalAction("the game is over")
        if type(seat) is not int or not 0 <= seat < state.n:
            raise IllegalAction(f"there is no seat {seat} in this {state.n}-player game")
        frame = FRAMES.kinds[phase]
        if seat not in frame.deciders(state, phase):
            raise IllegalAction(self._not_asked(state, seat, kind))
        expected = EXPECTED[phase]
        if kind != expected:
            raise IllegalAction(f"you are asked to {self.prompt(state, seat)}, not to {kind}")
        if len(args) != ARITY[kind]:
            raise IllegalAction(f"a {kind} move takes {plural(ARITY[kind], 'value')}, not {len(args)}")
        s = state.clone()
        ev: list[Event] = []
        frame.apply(s, phase, action, ev)  # checks the move's values first (IllegalAction)
        return s, ev

    def _not_asked(self, state: ZState, seat: int, kind: str) -> str:
        name = state.config.name(seat)
        selects = "select" if name == YOU else "selects"  # "You already took a group … and select no more"
        if state.phase == P_SELECT or (kind == "select" and state.took[seat]):
            if state.took[seat] == st.TOOK_GROUP:
                return f"{name} already took a group this round and {selects} no more until the next round"
            if state.took[seat] == st.GOT_KIMONO:
                return f"{name} got a kimono for a contested single card and {selects} no more until the next round"
            if state.took[seat] == st.LOST_CARD:
                return (
                    f"{name} wanted a contested single card (no kimonos to give) and {selects} no more "
                    "until the next round"
                )
            if seat in state.players_in and state.choice[seat]:
                return f"{subject(name, 'has', 'have')} already chosen; wait for the others"
            if 0 <= seat < state.n:
                return f"{subject(name, 'is', 'are')} not involved in this contest"
        deciders = self.current_deciders(state)
        if not deciders:
            return f"it is not {possessive(name, mid_sentence=True)} decision now"
        who = deciders[0]
        return (
            f"it is not {possessive(name, mid_sentence=True)} decision now: "
            f"{subject(state.config.name(who), 'is', 'are')} asked to {self.prompt(state, who)}"
        )

    # --- information ----------------------------------------------------------------------
    def view(self, state: ZState, seat: int | None) -> ZState:
        return vw.view(state, seat)

    def determinize(self, view: ZState, seat: int, rng: Rng) -> ZState:
        return vw.determinize(view, seat, rng)

    def recall(self, view: ZState, memory: Sequence[ZState], seat: int) -> ZState:
        return vw.recall(view, memory)

    def reopen_secret_choices(
        self, state: ZState, view: ZState, seat: int, seats: Collection[int] | None = None
    ) -> ZState:
        return vw.reopen_secret_choices(state, view, seats)

    def opponent_randomness(self, memory: Sequence[ZState], seat: int) -> list[float] | None:
        return heuristics.opponent_randomness(memory, seat)

    def hidden_paths(self, state: ZState, seat: int | None) -> list[JsonPath]:
        return vw.hidden_paths(state, seat)

    def is_private_decision(self, state: ZState, seat: int) -> bool:
        return state.phase == P_SELECT and seat in state.players_in and not state.choice[seat]

    # --- end and scoring ------------------------------------------------------------------
    def is_over(self, state: ZState) -> bool:
        return state.phase == P_OVER

    def scores(self, state: ZState) -> list[Score]:
        return scoring.scores(state)

    def winner(self, state: ZState) -> Outcome:
        return scoring.winner(state)

    def hint_reason(self, view: ZState, seat: int, action: Action) -> str | None:
        return heuristics.reason(view, seat, action)

    def evaluate(self, state: ZState, seat: int) -> float:
        return heuristics.evaluate(state, seat)

    def evaluate_all(self, state: ZState) -> list[float]:
        return heuristics.evaluate_all(state)

    def check_invariants(self, state: ZState) -> None:
        vw.check_invariants(state)

    # --- presentation -----------------------------------------------------------------------
    def prompt(self, state: ZState, seat: int) -> str:
        if seat not in self.current_deciders(state):
            return ""
        return FRAMES.kinds[state.phase].prompt(state, state.phase)

    def round_of(self, state: ZState) -> int:
        return max(1, state.round)

    def config_of(self, state: ZState) -> GameConfig:
        return state.config

    def rules_help(self) -> str:
        return rules_help()

    # --- serialisation ----------------------------------------------------------------------
    def state_to_json(self, state: ZState) -> dict[str, Any]:
        return st.to_json(state)

    def state_from_json(self, data: Mapping[str, Any]) -> ZState:
        return st.from_json(dict(data))


GAME = Zooscape()
