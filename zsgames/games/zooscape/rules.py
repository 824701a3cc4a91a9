"""The Zooscape ``Game``: who decides, what they may do, and applying it, through the frame kind of
the state's phase (frame_kinds.py, where the action kinds are listed)."""

from __future__ import annotations

from collections.abc import Collection, Mapping, Sequence
from typing import Any

from zsgames.core.game import Action, Event, Game, GameConfig, IllegalAction, JsonPath, Outcome, Score
from zsgames.core.i18n import Text
from zsgames.core.rng import Rng
from zsgames.core.text import YOU
from zsgames.games.zooscape import cards as C
from zsgames.games.zooscape import flow, heuristics, scoring
from zsgames.games.zooscape import state as st
from zsgames.games.zooscape import view as vw
from zsgames.games.zooscape.frame_kinds import ARITY, EXPECTED, FRAMES, KIND_WORDS, MOVE, asked
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
            raise IllegalAction(Text("the game is over"))
        if type(seat) is not int or not 0 <= seat < state.n:
            raise IllegalAction(
                Text("there is no seat {seat} in this {players}-player game", seat=seat, players=state.n)
            )
        frame = FRAMES.kinds[phase]
        if seat not in frame.deciders(state, phase):
            raise IllegalAction(self._not_asked(state, seat, kind))
        expected = EXPECTED[phase]
        if kind != expected:
            raise IllegalAction(Text("you are asked to {task}, not to {move}", task=asked(state), move=_move(kind)))
        if len(args) != ARITY[kind]:
            raise IllegalAction(
                Text(
                    "a {move} move takes {n} value, not {got}",
                    plural="a {move} move takes {n} values, not {got}",
                    move=_move(kind),
                    n=ARITY[kind],
                    got=len(args),
                )
            )
        s = state.clone()
        ev: list[Event] = []
        frame.apply(s, phase, action, ev)  # checks the move's values first (IllegalAction)
        return s, ev

    def _not_asked(self, state: ZState, seat: int, kind: str) -> Text:
        name = state.config.name(seat)
        you = name == YOU
        if state.phase == P_SELECT or (kind == "select" and state.took[seat]):
            if state.took[seat] == st.TOOK_GROUP:
                if you:
                    return Text("You already took a group this round and select no more until the next round")
                return Text(
                    "{name} already took a group this round and selects no more until the next round", name=name
                )
            if state.took[seat] == st.GOT_KIMONO:
                if you:
                    return Text("You got a kimono for a contested single card and select no more until the next round")
                return Text(
                    "{name} got a kimono for a contested single card and selects no more until the next round",
                    name=name,
                )
            if state.took[seat] == st.LOST_CARD:
                if you:
                    return Text(
                        "You wanted a contested single card (no kimonos to give) and select no more "
                        "until the next round"
                    )
                return Text(
                    "{name} wanted a contested single card (no kimonos to give) and selects no more "
                    "until the next round",
                    name=name,
                )
            if seat in state.players_in and state.choice[seat]:
                if you:
                    return Text("You have already chosen; wait for the others")
                return Text("{name} has already chosen; wait for the others", name=name)
            if 0 <= seat < state.n:
                if you:
                    return Text("You are not involved in this contest")
                return Text("{name} is not involved in this contest", name=name)
        deciders = self.current_deciders(state)
        if not deciders:
            return Text("it is not your decision now") if you else Text("it is not {name}'s decision now", name=name)
        who = state.config.name(deciders[0])
        task = asked(state)
        if who == YOU:
            return Text("it is not {name}'s decision now: You are asked to {task}", name=name, task=task)
        if you:
            return Text("it is not your decision now: {who} is asked to {task}", who=who, task=task)
        return Text("it is not {name}'s decision now: {who} is asked to {task}", name=name, who=who, task=task)

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
        return str(asked(state))

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


def _move(kind: str) -> Text | str:
    """An action kind as a refusal names it (an unknown one as it was sent)."""
    word = KIND_WORDS.get(kind)
    return Text(word, context=MOVE) if word is not None else kind


GAME = Zooscape()
