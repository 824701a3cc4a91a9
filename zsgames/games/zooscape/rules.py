"""The Zooscape ``Game``: who decides, what they may do, and applying it.

Action kinds (args):
* ``split (cut, left)`` — the master cuts ``cur`` after ``cut`` cards; the left part is group
  ``left`` (1 or 2).
* ``apprentice (group, pos)`` — first split of a round only: insert the apprentice at ``pos``
  (0 = front) of group 1 or 2.
* ``select (group,)`` — a secret commit of group 1 or 2 by each seat still choosing.
* ``resolve (key,)`` — which action card to resolve next ("lucky_cat", "breakage", "copy").
* ``break (type,)`` / ``copy (type,)`` — Breakage target / Copy type (curio type 0–7).

Legal-action lists depend only on small numbers (seat, lengths, types), so they are built once
and cached: the hot path of a random playout allocates no Action objects.
"""

from __future__ import annotations

from collections.abc import Collection, Mapping, Sequence
from functools import cache
from typing import Any

from zsgames.core.game import Action, Args, Event, Game, GameConfig, IllegalAction, JsonPath, Outcome, Score
from zsgames.core.rng import Rng
from zsgames.core.text import YOU, plural, possessive, subject
from zsgames.games.zooscape import action_cards, flow, heuristics, market, scoring
from zsgames.games.zooscape import cards as C
from zsgames.games.zooscape import state as st
from zsgames.games.zooscape import view as vw
from zsgames.games.zooscape.help import rules_help
from zsgames.games.zooscape.info import INFO
from zsgames.games.zooscape.state import P_APPRENTICE, P_BREAK, P_ORDER, P_OVER, P_SELECT, P_SPLIT, ZState

KIND = C.KIND


@cache
def _split_actions(seat: int, n: int) -> tuple[Action, ...]:
    return tuple(
        Action(seat, "split", (cut, left), f"Split after card {cut} ({cut} | {n - cut}); left part is group {left}")
        for cut in range(1, n)
        for left in (1, 2)
    )


@cache
def _apprentice_actions(seat: int, len1: int, len2: int) -> tuple[Action, ...]:
    out = []
    for group, size in ((1, len1), (2, len2)):
        for pos in range(size + 1):
            where = "at the front" if pos == 0 else "at the end" if pos == size else f"after card {pos}"
            out.append(Action(seat, "apprentice", (group, pos), f"Put the apprentice into group {group}, {where}"))
    return tuple(out)


@cache
def _select_actions(seat: int) -> tuple[Action, ...]:
    return (Action(seat, "select", (1,), "Choose group 1"), Action(seat, "select", (2,), "Choose group 2"))


@cache
def _order_actions(seat: int, kinds: tuple[int, ...]) -> tuple[Action, ...]:
    return tuple(Action(seat, "resolve", (C.ACTION_KEYS[k],), f"Resolve {C.KIND_NAMES[k]} next") for k in kinds)


@cache
def _type_actions(seat: int, kind: str, types: tuple[int, ...]) -> tuple[Action, ...]:
    if kind == "break":
        return tuple(Action(seat, "break", (t,), f"Break a {C.TYPE_NAMES[t]}") for t in types)
    return tuple(Action(seat, "copy", (t,), f"Put the Copy on the {C.TYPE_PLURALS[t]}") for t in types)


#: How many values each kind of move carries (split: cut, left; apprentice: group, pos; …).
_ARITY = {"split": 2, "apprentice": 2, "select": 1, "resolve": 1, "break": 1, "copy": 1}


def _int(args: Args, i: int) -> int:
    value = args[i] if len(args) > i else None
    if type(value) is not int:  # bools and missing arguments are refused too
        raise IllegalAction("that move is missing a number")
    return value


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
        if phase == P_SELECT:
            choice = state.choice
            return [p for p in state.players_in if not choice[p]]
        if phase <= P_APPRENTICE:
            return [state.master]
        if phase == P_OVER:
            return []
        return [state.pend_seat]

    def legal_actions(self, state: ZState, seat: int) -> list[Action]:
        phase = state.phase
        if phase == P_SELECT:
            if seat in state.players_in and not state.choice[seat]:
                return list(_select_actions(seat))
            return []
        if phase == P_SPLIT:
            return list(_split_actions(seat, len(state.cur))) if seat == state.master else []
        if phase == P_APPRENTICE:
            if seat != state.master:
                return []
            return list(_apprentice_actions(seat, len(state.groups[0]), len(state.groups[1])))
        if phase == P_OVER or seat != state.pend_seat:
            return []
        if phase == P_ORDER:
            return list(_order_actions(seat, tuple(sorted({KIND[c] for c in state.pend_cards}))))
        counts = action_cards.curio_counts(state, seat)
        if phase == P_BREAK:
            return list(_type_actions(seat, "break", tuple(t for t in range(C.CURIO_TYPES) if counts[t])))
        return list(_type_actions(seat, "copy", tuple(action_cards.top_types(counts))))

    def apply(self, state: ZState, action: Action) -> tuple[ZState, list[Event]]:
        seat, kind, args = action.seat, action.kind, action.args
        phase = state.phase
        if phase == P_OVER:
            raise IllegalAction("the game is over")
        if type(seat) is not int or not 0 <= seat < state.n:
            raise IllegalAction(f"there is no seat {seat} in this {state.n}-player game")
        if seat not in self.current_deciders(state):
            raise IllegalAction(self._not_asked(state, seat, kind))
        expected = ("split", "apprentice", "select", "resolve", "break", "copy")[phase]
        if kind != expected:
            raise IllegalAction(f"you are asked to {self.prompt(state, seat)}, not to {kind}")
        if len(args) != _ARITY[kind]:
            raise IllegalAction(f"a {kind} move takes {plural(_ARITY[kind], 'value')}, not {len(args)}")
        ev: list[Event] = []
        if phase == P_SELECT:
            group = _int(args, 0)
            if group not in (1, 2):
                raise IllegalAction("choose group 1 or group 2")
            s = state.clone()
            if market.commit(s, seat, group, ev):
                market.reveal(s, ev)
                flow.proceed(s, ev)
            return s, ev
        if phase == P_SPLIT:
            cut, left = _int(args, 0), _int(args, 1)
            if not 1 <= cut < len(state.cur):
                raise IllegalAction(
                    f"each group needs at least one card: cut the {len(state.cur)} cards "
                    f"after card 1 to {len(state.cur) - 1}"
                )
            if left not in (1, 2):
                raise IllegalAction("the groups are numbered 1 and 2")
            s = state.clone()
            market.split(s, cut, left, ev)
            return s, ev
        if phase == P_APPRENTICE:
            group, pos = _int(args, 0), _int(args, 1)
            if group not in (1, 2):
                raise IllegalAction("the apprentice goes into group 1 or group 2")
            if not 0 <= pos <= len(state.groups[group - 1]):
                raise IllegalAction(
                    f"group {group} has {len(state.groups[group - 1])} cards: "
                    f"put the apprentice in a gap or at either end"
                )
            s = state.clone()
            market.insert_apprentice(s, group, pos, ev)
            return s, ev
        return self._apply_action_card(state, seat, phase, args, ev)

    def _apply_action_card(
        self, state: ZState, seat: int, phase: int, args: Args, ev: list[Event]
    ) -> tuple[ZState, list[Event]]:
        if phase == P_ORDER:
            key = args[0] if args else None
            card_kind = C.ACTION_BY_KEY.get(key) if isinstance(key, str) else None
            if card_kind is None or all(KIND[c] != card_kind for c in state.pend_cards):
                waiting = ", ".join(sorted({C.KIND_NAMES[KIND[c]] for c in state.pend_cards}))
                raise IllegalAction(f"you have no such action card to resolve (waiting: {waiting})")
            s = state.clone()
            told = len(ev)
            if not action_cards.choose_next(s, card_kind, ev):
                flow.proceed(s, ev)
            if not any(e.actor == seat for e in ev[told:]):
                resolves = subject(s.config.name(seat), "resolves", "resolve")
                ev.insert(told, Event("order", f"{resolves} {C.KIND_NAMES[card_kind]} next", seat))
            return s, ev
        ctype = _int(args, 0)
        counts = action_cards.curio_counts(state, seat)
        if not 0 <= ctype < C.CURIO_TYPES:
            raise IllegalAction("that is not a curio type")
        s = state.clone()
        if phase == P_BREAK:
            if not counts[ctype]:
                raise IllegalAction(f"you have no {C.TYPE_NAMES[ctype]} to break")
            action_cards.break_curio(s, ctype, ev)
        else:
            tops = action_cards.top_types(counts)
            if ctype not in tops:
                best = ", ".join(C.TYPE_PLURALS[t] for t in tops)
                raise IllegalAction(
                    f"the Copy goes on a type you hold most of ({best}: {counts[tops[0]]} each), "
                    f"not {C.TYPE_PLURALS[ctype]} ({counts[ctype]})"
                )
            action_cards.attach_copy(s, s.pend_copy, ctype, ev)
        if not action_cards.advance(s, ev):
            flow.proceed(s, ev)
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
        phase = state.phase
        if phase == P_SPLIT:
            return f"split the {len(state.cur)} cards into groups 1 and 2"
        if phase == P_APPRENTICE:
            return "put the apprentice into a group (any gap or either end)"
        if phase == P_SELECT:
            return "secretly choose group 1 or group 2"
        if phase == P_ORDER:
            return "choose which action card to resolve next"
        if phase == P_BREAK:
            return f"Breakage: choose a curio to break ({state.pend_break} to go)"
        return "Copy: choose which of your most-held types it joins"

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
