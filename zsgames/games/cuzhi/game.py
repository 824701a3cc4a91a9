"""The Cuzhi 促织 ``Game``: dispatch placements plus the pending-decision frames of each area."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from zsgames.core.game import Action, Event, Game, GameConfig, IllegalAction, JsonPath, Outcome, Score
from zsgames.core.i18n import Text, _
from zsgames.core.rng import Rng
from zsgames.games.cuzhi import area1, scoring
from zsgames.games.cuzhi import data as D
from zsgames.games.cuzhi.flow import current_area, open_spaces, step
from zsgames.games.cuzhi.frame_kinds import FRAMES
from zsgames.games.cuzhi.hints import reason as hint_line
from zsgames.games.cuzhi.info import INFO
from zsgames.games.cuzhi.invariants import check_invariants
from zsgames.games.cuzhi.setup import new_game
from zsgames.games.cuzhi.state import CuzhiState, state_from_json, state_to_json
from zsgames.games.cuzhi.view import HIDDEN, determinize, view
from zsgames.games.cuzhi.words import WHEN, SpaceText, area_name, space_label, to_seat

#: a placement's label is the space and what it gives (what differs comes first: a narrow moves list
#: may show only the first line); the log says who placed a head there
PLACE_LABELS = tuple(SpaceText(i) for i in range(len(D.SPACES)))
#: the placement actions per seat, built once (actions are immutable values)
PLACE_ACTIONS = tuple(
    tuple(Action(seat, "place", (i,), PLACE_LABELS[i]) for i in range(len(D.SPACES)))
    for seat in range(max(D.PLAYER_COUNTS))
)


def place_refusal(s: CuzhiState, i: Any) -> str | None:
    if not isinstance(i, int) or not 0 <= i < len(D.SPACES):
        return _("there is no such space")
    sp = D.SPACES[i]
    if sp["min_players"] > s.n:
        return _("this space is used only with {n}+ players", n=sp["min_players"])
    if sp["round"] > s.round:  # the space by its printed number
        return _("Area {area} {space} opens in round {round}", area=sp["area"], space=space_label(i), round=sp["round"])
    if s.occ[i] >= 0:
        return _("that space already has a village head")
    return None


_PLACE_EVENTS: dict[tuple[str, int, int], Event] = {}


def _place_event(name: str, seat: int, i: int) -> Event:
    """The event of a placement, built once per (player name, seat, space): events are immutable."""
    key = (name, seat, i)
    event = _PLACE_EVENTS.get(key)
    if event is None:
        if len(_PLACE_EVENTS) > 20_000:  # many differently named players in one long session
            _PLACE_EVENTS.clear()
        said = to_seat(
            name,
            Text("You place a village head on {space}", space=PLACE_LABELS[i]),
            Text("{name} places a village head on {space}", name=name, space=PLACE_LABELS[i]),
        )
        event = _PLACE_EVENTS[key] = Event("place", said, seat, data=(("space", i),))
    return event


def _listed(action: Action, legal: list[Action]) -> bool:
    """``action in legal``, checking identity first: a caller usually passes one of the listed
    objects, and that skips the dataclass ``__eq__`` on every action before it."""
    for a in legal:
        if a is action:
            return True
    return action in legal


def _decider(s: CuzhiState) -> int | None:
    """Who decides now (one seat at a time in Cuzhi), or None when the game is over."""
    if s.stack:
        frame = s.stack[-1]
        return FRAMES.kinds[frame[0]].deciders(s, frame)[0]
    if s.stage == "dispatch":
        return s.turn
    return None


class Cuzhi(Game[CuzhiState]):
    info = INFO  # no options: a save with one is refused

    def max_actions(self, config: GameConfig) -> int:
        """Random 4-player games take at most ~64 moves a seat in the whole game."""
        return config.players * 500

    def setup(self, config: GameConfig, seed: int | str) -> CuzhiState:
        return new_game(config, seed)

    def config_of(self, state: CuzhiState) -> GameConfig:
        return state.config

    def is_over(self, state: CuzhiState) -> bool:
        return state.stage == "over"

    def current_deciders(self, state: CuzhiState) -> list[int]:
        seat = _decider(state)
        return [] if seat is None else [seat]

    def legal_actions(self, state: CuzhiState, seat: int) -> list[Action]:
        return list(self._cached_legal(state, seat))

    def _cached_legal(self, state: CuzhiState, seat: int) -> list[Action]:
        """The seat's legal actions, remembered on this very state (``apply`` asks right after
        ``legal_actions`` did); callers must not change the list."""
        cache = state.cache
        if cache is not None and cache[0] == seat:
            return cache[1]
        legal = self._legal(state, seat)
        state.cache = (seat, legal)
        return legal

    def _legal(self, state: CuzhiState, seat: int) -> list[Action]:
        if state.stack:
            frame = state.stack[-1]
            kind = FRAMES.kinds[frame[0]]
            if seat not in kind.deciders(state, frame):
                return []
            options = kind.options(state, frame, seat)
            if state.sounds[seat]:  # kept Sounds: the exchanges are open once the Area 1 head resolved
                extra = area1.open_exchanges(state, seat, frame[0])
                if extra:
                    return [*options, *extra]
            return options
        if state.stage == "dispatch" and state.turn == seat:
            occ = state.occ
            acts = PLACE_ACTIONS[seat]
            return [acts[i] for i in open_spaces(state) if occ[i] < 0]
        return []

    def apply(self, state: CuzhiState, action: Action) -> tuple[CuzhiState, list[Event]]:
        seat = action.seat
        decider = _decider(state)
        if decider is None:
            raise IllegalAction(Text("the game is over"))
        if seat != decider:
            name = state.name(seat)
            raise IllegalAction(
                to_seat(name, Text("it is not your decision now"), Text("it is not {name}'s decision now", name=name))
            )
        legal = self._cached_legal(state, seat)
        if not _listed(action, legal):
            raise IllegalAction(self.explain(state, action))
        s = state.clone()
        ev: list[Event] = []
        if s.stack:
            frame = s.stack[-1]
            if action.kind == "exchange" and frame[0] not in area1.OWN_EXCHANGES:
                n, what = action.args
                area1.exchange(s, seat, n, what, 1, ev)  # the question stays: answered next
            else:
                FRAMES.kinds[frame[0]].apply(s, frame, action, ev)
        else:
            i = action.args[0]
            s.occ[i] = seat
            s.to_place[seat] -= 1
            s.turn = (seat + 1) % s.n
            ev.append(_place_event(s.name(seat), seat, i))
        FRAMES.settle(s, s.stack, ev, step)  # run on until someone must decide
        return s, ev

    def find_legal(self, state: CuzhiState, action: Action) -> Action:
        """The legal action equal to ``action``, or IllegalAction with the rules' reason."""
        decider = _decider(state)
        if decider is None or action.seat != decider:
            return super().find_legal(state, action)
        for legal in self._cached_legal(state, decider):
            if legal == action:
                return legal
        raise IllegalAction(self.explain(state, action))

    def explain(self, state: CuzhiState, action: Action) -> str:
        """Why the decider cannot make ``action`` now, in words a player understands."""
        reason = self.refusal(state, action)
        if reason:
            return reason
        asked = self.prompt(state, action.seat)
        kinds = {a.kind for a in self._cached_legal(state, action.seat)}
        if action.kind in kinds or action.kind not in WHEN:
            return _("that is not one of the choices now ({asked})", asked=asked)
        return _("{when}; now: {asked}", when=_(WHEN[action.kind]), asked=asked)

    def refusal(self, state: CuzhiState, action: Action) -> str | None:
        """The rule that refuses ``action`` now, in words a player understands (None: no rule says
        more than that it is not a choice now). The board names it where a piece is held."""
        if action.kind == "exchange" and (not state.stack or state.stack[-1][0] != "draw"):
            return area1.exchange_refusal(state, action.seat, action.args, state.stack[-1][0] if state.stack else None)
        if state.stack:
            frame = state.stack[-1]
            return FRAMES.kinds[frame[0]].explain(state, frame, action)
        if action.kind == "place" and len(action.args) == 1:
            return place_refusal(state, action.args[0])
        return None

    # --- information -------------------------------------------------------------------------
    def view(self, state: CuzhiState, seat: int | None) -> CuzhiState:
        return view(state)

    def determinize(self, view: CuzhiState, seat: int, rng: Rng) -> CuzhiState:
        return determinize(view, rng)

    def hidden_paths(self, state: CuzhiState, seat: int | None) -> list[JsonPath]:
        return list(HIDDEN)

    def is_private_decision(self, state: CuzhiState, seat: int) -> bool:
        return False  # every holding is open in Cuzhi

    # --- end and scoring -----------------------------------------------------------------------
    def scores(self, state: CuzhiState) -> list[Score]:
        return scoring.scores(state)

    def winner(self, state: CuzhiState) -> Outcome:
        return scoring.winner(state)

    def prompt(self, state: CuzhiState, seat: int) -> str:
        if seat not in self.current_deciders(state):
            return ""
        if state.stack:
            frame = state.stack[-1]
            return FRAMES.kinds[frame[0]].prompt(state, frame)
        return _("Dispatch 派遣阶段: place a village head ({n} left)", n=state.to_place[seat])

    def phase_text(self, state: CuzhiState) -> str:
        """ "Round 2 — Resolution — Area 3" style heading for the board."""
        if state.stage == "over":
            return _("Game over 游戏结束")
        if state.stage == "end":
            return _("End-game scoring 终局计分")
        if state.stage == "dispatch":
            return _("Round {n} — Dispatch 派遣", n=state.round)
        area = current_area(state)
        return _("Round {n} — Resolution 执行 — Area {area} {name}", n=state.round, area=area, name=area_name(area))

    def round_of(self, state: CuzhiState) -> int:
        return state.round

    def rules_help(self) -> str:
        from zsgames.games.cuzhi.help import rules_html

        return rules_html()

    def hint_reason(self, view: CuzhiState, seat: int, action: Action) -> str | None:
        return hint_line(view, seat, action)

    def evaluate(self, state: CuzhiState, seat: int) -> float:
        from zsgames.games.cuzhi.heuristics import evaluate

        return evaluate(state, seat)

    def evaluate_all(self, state: CuzhiState) -> list[float]:
        from zsgames.games.cuzhi.heuristics import evaluate_all

        return evaluate_all(state)

    def check_invariants(self, state: CuzhiState) -> None:
        check_invariants(state)

    # --- serialisation -----------------------------------------------------------------------
    def state_to_json(self, state: CuzhiState) -> dict[str, Any]:
        return state_to_json(state)

    def state_from_json(self, data: Mapping[str, Any]) -> CuzhiState:
        return state_from_json(data)


GAME = Cuzhi()
