"""The Zong Shi ``Game``: dispatches questions and answers to the section modules."""

from __future__ import annotations

import hashlib
from collections.abc import Mapping
from typing import Any

from zsgames.core.game import Action, Event, Game, GameConfig, IllegalAction, JsonPath, Outcome, Score
from zsgames.core.i18n import Text
from zsgames.core.rng import Rng
from zsgames.core.text import YOU

from . import data as D
from . import heuristics, invariants, rounds, scoring
from . import view as view_mod
from .common import RULES_EDITION
from .frame_kinds import FRAMES, explain, proceed
from .help import rules_help_html
from .info import INFO
from .state import State


def _owner(name: str) -> Text:
    """A seat as the owner of a decision inside a sentence ("your", "Blue's")."""
    return Text("your") if name == YOU else Text("{name}'s", name=name)


class ZongShi(Game[State]):
    info = INFO
    rules_version = RULES_EDITION
    #: More moves than a seat ever takes in one round (random 5-player games take at most ~11).
    MOVES_PER_SEAT_AND_ROUND = 60

    def max_actions(self, config: GameConfig) -> int:
        rounds_ = config.option("max_rounds") or D.DEFAULT_MAX_ROUNDS
        return config.players * rounds_ * self.MOVES_PER_SEAT_AND_ROUND

    def setup(self, config: GameConfig, seed: int | str) -> State:
        if not self.min_players <= config.players <= self.max_players:
            raise ValueError("Zong Shi is for 3–5 players")
        s = rounds.new_state(config, seed)
        proceed(s, [])
        s._dirty = 0
        return s

    def config_of(self, state: State) -> GameConfig:
        return state.config

    def current_deciders(self, state: State) -> list[int]:
        if state.phase == "over" or not state.pending:
            return []
        return [state.pending[-1]["seat"]]  # every question's deciders: its frame's seat (flow.question)

    def legal_actions(self, state: State, seat: int) -> list[Action]:
        if state.phase == "over" or not state.pending:
            return []
        d = state.pending[-1]
        if d["seat"] != seat:
            return []
        if state._legal is None:
            state._legal = FRAMES.kinds[d["kind"]].options(state, d, seat)
        return state._legal

    def find_legal(self, state: State, action: Action) -> Action:
        deciders = self.current_deciders(state)
        if action.seat not in deciders:
            if not deciders:
                raise IllegalAction(Text("the game is over"))
            reason = Text(
                "it is {whose} decision now, not {other}",
                whose=_owner(state.config.name(deciders[0])),
                other=_owner(state.config.name(action.seat)),
            )
            raise IllegalAction(reason)
        options = self.legal_actions(state, action.seat)
        for legal in options:
            if legal is action:
                return legal
        for legal in options:
            if legal == action:
                return legal
        raise IllegalAction(explain(state, action))

    def explain(self, state: State, action: Action) -> str:
        """A specific reason for refusing ``action`` (it is not legal now)."""
        return str(explain(state, action))

    def apply(self, state: State, action: Action) -> tuple[State, list[Event]]:
        legal = state._legal
        if legal is not None and state.pending and state.pending[-1]["seat"] == action.seat:
            for a in legal:  # the common case: one of the very actions listed as legal
                if a is action:
                    break
            else:
                action = self.find_legal(state, action)  # equality, or a refusal with a reason
        else:
            action = self.find_legal(state, action)
        s = state.clone()
        events: list[Event] = []
        d = s.pending[-1]
        FRAMES.kinds[d["kind"]].apply(s, d, action, events)  # a listed action: its question answers it
        proceed(s, events)
        s._dirty = 0
        return s, events

    # --- information ----------------------------------------------------------------------
    def view(self, state: State, seat: int | None) -> State:
        return view_mod.view(state, seat)

    def determinize(self, view: State, seat: int, rng: Rng) -> State:
        return view_mod.determinize(view, seat, rng)

    def hidden_paths(self, state: State, seat: int | None) -> list[JsonPath]:
        return view_mod.hidden_paths(state, seat)

    def is_private_decision(self, state: State, seat: int) -> bool:
        hand = state.players[seat].hand
        return bool(hand) if isinstance(hand, list) else hand > 0

    # --- end and scoring ------------------------------------------------------------------
    def is_over(self, state: State) -> bool:
        return state.phase == "over"

    def scores(self, state: State) -> list[Score]:
        return scoring.scores(state)

    def winner(self, state: State) -> Outcome:
        return scoring.winner(state)

    def prompt(self, state: State, seat: int) -> str:
        if seat not in self.current_deciders(state):
            return ""
        d = state.pending[-1]
        text = FRAMES.kinds[d["kind"]].prompt(state, d)
        return text[0].upper() + text[1:]

    def round_of(self, state: State) -> int:
        return state.round

    def rules_help(self) -> str:
        return rules_help_html()

    def hint_reason(self, view: State, seat: int, action: Action) -> str | None:
        return heuristics.reason(view, seat, action)

    def evaluate(self, state: State, seat: int) -> float:
        return heuristics.evaluate(state, seat)

    def evaluate_all(self, state: State) -> list[float]:
        return heuristics.evaluate_all(state)

    def check_invariants(self, state: State) -> None:
        invariants.check(state)

    # --- serialisation --------------------------------------------------------------------
    def state_to_json(self, state: State) -> dict[str, Any]:
        return state.to_json()

    def upgrade_save(self, data: dict[str, Any], version: int) -> dict[str, Any]:
        """Edition 1 → 2 → 3: the game goes on by the rules it was begun with (``config`` option
        ``rules`` = its edition, see common.edition). The save is replayed under them and its digest
        checked against the state as that edition wrote it (without that option), then renewed. A save
        that already names its edition (one upgraded from edition 1) only changes its number."""
        if version not in (1, 2):
            return super().upgrade_save(data, version)
        from zsgames.core.game import Action
        from zsgames.core.match import Match, ReplayError, canonical_json, state_digest

        config = dict(data.get("config") or {})
        if version == 2 and "rules" in (config.get("options") or {}):
            return data | {"rules_version": version + 1}
        config["options"] = {**(config.get("options") or {}), "rules": version}
        legacy = GameConfig.from_json(config)
        actions = [Action.from_json(raw) for raw in data.get("actions") or []]
        seed = data.get("seed")
        if isinstance(seed, bool) or not isinstance(seed, int | str):
            raise ValueError("its seed is not a whole number or text")
        try:
            match = Match.replay(self, legacy, seed, actions)
        except ReplayError as exc:
            raise ValueError(str(exc)) from None
        as_written = self.state_to_json(match.state)
        as_written["config"] = dict(
            as_written["config"], options={k: v for k, v in as_written["config"]["options"].items() if k != "rules"}
        )
        if hashlib.sha256(canonical_json(as_written).encode("utf-8")).hexdigest() != data.get("state_digest"):
            raise ValueError("the replayed game does not match the saved one (digest differs)")
        return data | {"config": config, "rules_version": version + 1, "state_digest": state_digest(self, match.state)}

    def state_from_json(self, data: Mapping[str, Any]) -> State:
        return State.from_json(data)


GAME = ZongShi()
