"""The contract every game implements, and the small values that cross it.

Data flows one way: an :class:`Action` goes into ``Game.apply``, which returns a new state and
the :class:`Event` list that describes what happened; views, boards and bots read states only
through ``Game.view``. Rules never import Qt.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Collection, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, ClassVar, Generic, Protocol, Self, TypeAlias, TypeVar

from zsgames.core.i18n import Message, english
from zsgames.core.info import GameInfo
from zsgames.core.names import names_problem, seat_names
from zsgames.core.rng import Rng


class GameState(Protocol):
    """What the engine needs of every game's state class: a cheap independent copy."""

    def clone(self) -> Self: ...


S = TypeVar("S", bound=GameState)  # a game's state class

ArgValue: TypeAlias = int | str | bool | tuple["ArgValue", ...]  # tuples nest; JSON turns them into lists
#: An action's arguments. Their types depend on the action's kind (a handler reads them as the legal
#: action it matched was built), so to the engine they are any ``ArgValue``s, typed ``Any``.
Args: TypeAlias = tuple[Any, ...]
#: A path into a state's JSON: keys and list indexes (``("players", 2, "hand")``).
JsonPath: TypeAlias = tuple[str | int, ...]
Seat = int
#: An option as the New-game dialog offers it: its name, a label, and the (value, text) choices.


class IllegalAction(Exception):
    """An action the rules refuse. ``str(exc)`` is a reason a player can read (``reason`` may be a
    lazy :class:`zsgames.core.i18n.Text`, read in the current language)."""

    def __init__(self, reason: Message) -> None:
        super().__init__(reason)
        self.reason = reason

    def __str__(self) -> str:
        return str(self.reason)


def freeze(value: Any) -> Any:
    """Turn JSON lists (recursively) back into tuples so actions stay hashable."""
    if isinstance(value, list | tuple):
        return tuple(freeze(v) for v in value)
    return value


def _holds_object(value: Any) -> bool:
    """Whether a JSON value holds an object (a dict) anywhere inside its lists."""
    if isinstance(value, Mapping):
        return True
    return isinstance(value, list | tuple) and any(_holds_object(v) for v in value)


def thaw(value: Any) -> Any:
    if isinstance(value, tuple):
        return [thaw(v) for v in value]
    return value


@dataclass(frozen=True, slots=True)
class Action:
    """One small decision by one seat: ``kind`` plus positional ``args``.

    Equality and hashing ignore ``label``, the human text shown in menus and logs, so an
    action read back from a save matches the legal action the rules list. The label may be lazy
    (:class:`zsgames.core.i18n.Text`): ``str(action)`` reads it in the current language, and a save
    holds its English words (:func:`~zsgames.core.i18n.english`), whatever the language.
    """

    seat: Seat
    kind: str
    args: Args = ()
    label: Message = field(default="", compare=False, hash=False)

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {"seat": self.seat, "kind": self.kind, "args": thaw(self.args)}
        if self.label:
            data["label"] = english(self.label)
        return data

    @classmethod
    def from_json(cls, data: Any) -> Action:
        if not isinstance(data, Mapping):
            raise ValueError("an action is an object with seat, kind and args")
        seat, kind, args = data.get("seat"), data.get("kind"), data.get("args", [])
        if not isinstance(seat, int) or isinstance(seat, bool):
            raise ValueError("an action's seat must be a whole number")
        if not isinstance(kind, str) or not kind:
            raise ValueError("an action's kind must be text")
        if not isinstance(args, list | tuple):
            raise ValueError("an action's args must be a list")
        if _holds_object(args):  # no move takes one, and it could not be compared with the legal moves
            raise ValueError("an action's args are numbers, text and lists, never an object")
        label = data.get("label", "")
        return cls(seat, kind, freeze(args), label if isinstance(label, str) else "")

    def __str__(self) -> str:
        return str(self.label) if self.label else f"{self.kind}{self.args}"


@dataclass(frozen=True, slots=True)
class Event:
    """Something that happened, with text for everyone and optional private text per seat.

    ``private`` maps a seat to the text that seat sees instead of ``text`` (e.g. "You drew
    *Swift Fingers*" for the drawer, "Blue drew a scroll" for everyone else). ``chance`` marks
    a random outcome or a reveal of hidden information: undo never crosses such an event. The texts
    may be lazy (:class:`zsgames.core.i18n.Text`): :meth:`text_for` renders them in the language
    current when they are read, so a log reads in the viewer's language after a switch.
    """

    kind: str
    text: Message
    actor: Seat | None = None
    private: tuple[tuple[Seat, Message], ...] = ()
    chance: bool = False
    data: tuple[tuple[str, Any], ...] = ()

    def text_for(self, viewer: Seat | None) -> str:
        if viewer is not None:
            for seat, text in self.private:
                if seat == viewer:
                    return str(text)
        return str(self.text)

    def get(self, key: str, default: Any = None) -> Any:
        for k, v in self.data:
            if k == key:
                return v
        return default


@dataclass(frozen=True, slots=True)
class GameConfig:
    """How a game is set up: player count, names, and game-specific options.

    ``seats`` may carry UI facts (colour, controller such as "human" or "hard") that the rules
    ignore but a save must keep.
    """

    players: int
    names: tuple[str, ...] = ()
    options: tuple[tuple[str, Any], ...] = ()
    seats: tuple[tuple[tuple[str, Any], ...], ...] = ()

    def __post_init__(self) -> None:
        # a seat named by its colour reads in the reader's language (core/names.py ColourName)
        object.__setattr__(self, "names", seat_names(self.names))

    def option(self, key: str, default: Any = None) -> Any:
        for k, v in self.options:
            if k == key:
                return v
        return default

    def seat_info(self, seat: Seat) -> dict[str, Any]:
        return dict(self.seats[seat]) if seat < len(self.seats) else {}

    def name(self, seat: Seat) -> str:
        return self.names[seat] if seat < len(self.names) else f"Player {seat + 1}"

    @classmethod
    def make(
        cls,
        players: int,
        names: Sequence[str] | None = None,
        options: Mapping[str, Any] | None = None,
        seats: Sequence[Mapping[str, Any]] | None = None,
    ) -> GameConfig:
        if names:
            names = tuple(names)
            problem = names_problem(names)
            if problem:
                raise ValueError(problem)
        else:
            names = tuple(DEFAULT_NAMES[i] if i < len(DEFAULT_NAMES) else f"Player {i + 1}" for i in range(players))
        return cls(
            players,
            names,
            tuple(sorted((options or {}).items())),
            tuple(tuple(sorted(s.items())) for s in (seats or ())),
        )

    def to_json(self) -> dict[str, Any]:
        return {
            "players": self.players,
            "names": list(self.names),
            "options": dict(self.options),
            "seats": [dict(s) for s in self.seats],
        }

    @classmethod
    def from_json(cls, data: Any) -> GameConfig:
        if not isinstance(data, Mapping):
            raise ValueError("config must be an object")
        players = data.get("players")
        if not isinstance(players, int) or isinstance(players, bool):
            raise ValueError("config.players must be a whole number")
        if not 1 <= players <= MAX_SEATS:
            raise ValueError(f"config.players must be between 1 and {MAX_SEATS}, not {players}")
        names = data.get("names") or []
        if not isinstance(names, list) or not all(isinstance(n, str) for n in names):
            raise ValueError("config.names must be a list of text")
        options = data.get("options") or {}
        if not isinstance(options, Mapping):
            raise ValueError("config.options must be an object")
        seats = data.get("seats") or []
        if not isinstance(seats, list) or not all(isinstance(s, Mapping) for s in seats):
            raise ValueError("config.seats must be a list of objects")
        return cls.make(players, names or None, options, seats)


DEFAULT_NAMES = ("Blue", "Orange", "Green", "Pink", "Purple", "Teal")
MAX_SEATS = 16  # no game here seats more than 6; a bigger number in a file is an error, not a table


@dataclass(frozen=True, slots=True)
class Score:
    """One seat's score: every scoring line of the rulebook, in order, and the total."""

    seat: Seat
    lines: tuple[tuple[str, int], ...]
    total: int

    def line(self, name: str) -> int:
        return dict(self.lines)[name]

    def to_json(self) -> dict[str, Any]:
        return {"seat": self.seat, "total": self.total, "lines": dict(self.lines)}


@dataclass(frozen=True, slots=True)
class Outcome:
    """Who won (several seats on a shared win) and what decided it, in words."""

    winners: tuple[Seat, ...]
    decided_by: str = "most points"


class Game(ABC, Generic[S]):
    """A game's rules. Implementations are stateless singletons; all state lives in ``S``.

    States are treated as immutable by callers: ``apply`` clones (cheaply, never deepcopy)
    and returns a new state. Views are states too, with hidden parts redacted.
    """

    #: What the game is, as data (``zsgames.core.info``): names, player range, simultaneous
    #: secret choices, and every option the rules read from ``GameConfig.options`` (a save, a new
    #: game or a ``--option`` with any other option, or a value its spec does not allow, is refused).
    info: ClassVar[GameInfo]
    #: The edition of this game's rules. Raise it when a rule change would make a save written
    #: before it replay differently, and teach :meth:`upgrade_save` the step (saves record it).
    rules_version: ClassVar[int] = 1

    # The declaration's fields, read where a game is named or seated.
    @property
    def name(self) -> str:
        return self.info.name

    @property
    def display_name(self) -> str:
        return self.info.display_name

    @property
    def min_players(self) -> int:
        return self.info.min_players

    @property
    def max_players(self) -> int:
        return self.info.max_players

    # --- setup and turn structure ---------------------------------------------------------
    @abstractmethod
    def setup(self, config: GameConfig, seed: int | str) -> S:
        """A fresh game; all randomness from ``Rng(seed)`` kept inside the state."""

    @abstractmethod
    def current_deciders(self, state: S) -> list[Seat]:
        """Seats that must decide now (several only for simultaneous secret commits)."""

    @abstractmethod
    def legal_actions(self, state: S, seat: Seat) -> list[Action]:
        """Every legal action of ``seat`` now, in a stable order. Empty if not asked."""

    @abstractmethod
    def apply(self, state: S, action: Action) -> tuple[S, list[Event]]:
        """The state after ``action`` and what happened. Raises IllegalAction, input untouched."""

    # --- information ----------------------------------------------------------------------
    @abstractmethod
    def view(self, state: S, seat: Seat | None) -> S:
        """What ``seat`` may know (``None``: a spectator who sees only public facts)."""

    @abstractmethod
    def determinize(self, view: S, seat: Seat, rng: Rng) -> S:
        """A full state consistent with ``view`` (seat's knowledge), hidden parts sampled."""

    def recall(self, view: S, memory: Sequence[S], seat: Seat) -> S:
        """``view`` with what ``seat`` remembers of the match put back: things it was shown face up
        that the table no longer shows (Zooscape: the cards it saw go into the face-down bin).
        ``memory`` is the seat's views of the match so far (:mod:`zsgames.core.memory`, ``view``'s
        state last); nothing in it goes beyond what the seat saw. Bots call it before they search;
        the board never does. Default: the view unchanged (a game whose views forget nothing).
        """
        return view

    def reopen_secret_choices(self, state: S, view: S, seat: Seat, seats: Collection[Seat] | None = None) -> S:
        """``state``, a determinization of ``seat``'s ``view``, with the other seats' hidden
        simultaneous commitments taken back so that a search lets them choose again (only those
        of ``seats`` when given).

        ``determinize`` has to guess such a commitment blindly; a search that re-decides it with
        the other seat's own statistics models that player as someone with a plan. Games without
        secret simultaneous choices keep the default (the state unchanged).
        """
        return state

    def opponent_randomness(self, memory: Sequence[S], seat: Seat) -> list[float] | None:
        """Per seat, how likely it is that this player chooses at random rather than with a plan,
        judged from what ``seat`` saw it choose (``memory``: ``seat``'s views of the match so far,
        see :mod:`zsgames.core.memory`); ``seat``'s own entry is 0.

        A search uses it to model each opponent as it has shown itself to play. ``None`` (the
        default): the game has no revealed choices to read.
        """
        return None

    def hidden_paths(self, state: S, seat: Seat | None) -> list[JsonPath]:
        """JSON paths of ``state_to_json(state)`` that ``seat`` must not see.

        The conformance check asserts the view's JSON at each path is absent, ``None``, a
        count (int) or a ``{"hidden": …}`` placeholder.
        """
        return []

    def is_private_decision(self, state: S, seat: Seat) -> bool:
        """True when deciding now would show ``seat``'s secrets (hot-seat curtain first)."""
        return False

    # --- end and scoring ------------------------------------------------------------------
    @abstractmethod
    def is_over(self, state: S) -> bool: ...

    @abstractmethod
    def scores(self, state: S) -> list[Score]:
        """Every seat's score lines as if the game ended now (final when it is over)."""

    @abstractmethod
    def winner(self, state: S) -> Outcome:
        """Winners with the rulebook's tie-breaks (several on a shared win)."""

    # --- presentation -----------------------------------------------------------------------
    @abstractmethod
    def prompt(self, state: S, seat: Seat) -> str:
        """What ``seat`` is asked now, in words ("choose a group"); '' when not asked."""

    def round_of(self, state: S) -> int:
        """The current round (1-based), for history grouping and charts."""
        return 1

    def player_count(self, state: S) -> int:
        return self.config_of(state).players

    @abstractmethod
    def config_of(self, state: S) -> GameConfig: ...

    def rules_help(self) -> str:
        """The rules in the app's own words (HTML or Markdown), with ambiguity decisions."""
        return f"<h1>{self.display_name}</h1>"

    def phase_text(self, state: S) -> str:
        """A heading for where the game stands ("Round 2 — Resolution — Area 3"); '' if none."""
        return ""

    def explain(self, state: S, action: Action) -> str:
        """Why ``action`` is not legal now, in words a player understands (a board shows it when a
        piece is dropped where it cannot go). Asked for a seat that is deciding, of the state or of
        that seat's view (``find_legal`` answers the others itself). Default: the move named as
        refused."""
        return f"that move is not allowed now: {action}"

    def hint_reason(self, view: S, seat: Seat, action: Action) -> str | None:
        """One line on why ``action`` is good for ``seat``, from its ``view`` (the hint panel shows
        it beside the win chance); ``None``: the hint says only the estimated win chance."""
        return None

    def evaluate(self, state: S, seat: Seat) -> float:
        """A heuristic value in [0, 1] of ``state`` for ``seat`` (bots). Default: score share."""
        scores = self.scores(state)
        mine = scores[seat].total
        best_other = max((s.total for s in scores if s.seat != seat), default=0)
        diff = mine - best_other
        return 0.5 + max(-0.5, min(0.5, diff / 40.0))

    def evaluate_all(self, state: S) -> list[float]:
        """``evaluate`` for every seat, in seat order (a game may compute them in one pass)."""
        return [self.evaluate(state, seat) for seat in range(self.player_count(state))]

    def check_invariants(self, state: S) -> None:
        """Raise AssertionError if the state breaks a conservation law (tests only)."""

    # --- serialisation ----------------------------------------------------------------------
    @abstractmethod
    def state_to_json(self, state: S) -> dict[str, Any]: ...

    @abstractmethod
    def state_from_json(self, data: Mapping[str, Any]) -> S: ...

    def upgrade_save(self, data: dict[str, Any], version: int) -> dict[str, Any]:
        """A parsed save written under rules ``version`` (below :attr:`rules_version`), turned into
        one that loads under ``version + 1`` (``rules_version`` set to it). It may replay the save
        to check it and must keep the check honest: the game the old rules reached is the one the
        upgraded save replays to. Raise ``ValueError`` with a readable reason if it cannot."""
        raise ValueError(f"{self.display_name} saves of rules version {version} can no longer be read")

    def view_to_json(self, view: S) -> dict[str, Any]:
        return self.state_to_json(view)

    def clone(self, state: S) -> S:
        """A cheap independent copy (each game's state class provides ``clone``)."""
        return state.clone()

    def max_actions(self, config: GameConfig) -> int:
        """More moves than any real game of ``config`` takes (a generous bound measured per game):
        a save with more is refused before it is replayed, so a file cannot make loading run for
        minutes. Default: a bound for small games."""
        return 100_000

    # --- helpers shared by all games ----------------------------------------------------------
    def find_legal(self, state: S, action: Action) -> Action:
        """The legal action equal to ``action`` (with its label), or IllegalAction."""
        deciders = self.current_deciders(state)
        if action.seat not in deciders:
            if not deciders:
                raise IllegalAction("the game is over")
            raise IllegalAction(f"it is not {self.config_of(state).name(action.seat)}'s decision now")
        for legal in self.legal_actions(state, action.seat):
            if legal == action:
                return legal
        raise IllegalAction(self.explain(state, action))
