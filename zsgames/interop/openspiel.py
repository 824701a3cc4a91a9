"""The three games as OpenSpiel (``pyspiel``) Python games; importing this module registers them.

``pyspiel.load_game("zsgames_cuzhi", {"players": 3})`` (also ``zsgames_zongshi``,
``zsgames_zooscape``; parameter ``seed`` picks the deals) gives a game any OpenSpiel algorithm can
play. How our engine maps onto OpenSpiel's terms:

* Sequential moves. Simultaneous secret choices (Zooscape's selection disks) are taken one seat at
  a time, in the order ``Game.current_deciders`` lists them; a seat's choice stays hidden from the
  others' views until the reveal, as in the app.
* Sampled stochastic. All randomness is the RNG inside our state, so a move's random outcome is
  drawn by ``apply_action`` itself; there are no chance nodes. Each ``new_initial_state`` deals a
  new game, its seed drawn from the game's ``seed`` parameter.
* Imperfect information, constant sum: at the end a win shared by k seats is worth 1/k to each of
  them and every other seat gets 0, so the returns always add up to 1 (rewards only at the end).
* Actions are the ids of :mod:`zsgames.interop.action_space`; ``action_to_string`` names the move
  the same way in every state.
* ``observation_string(p)`` is seat p's view (``Game.view``) as JSON; ``information_state_string(p)``
  is a fingerprint of seat p's views of every state so far (:mod:`zsgames.interop.history`).
  Neither reads anything else of the true state.
* ``resample_from_infostate(p, sampler)`` samples a world from seat p's view and memory
  (``Game.recall`` then ``Game.determinize``); the sample keeps p's information state.

OpenSpiel copies a Python state by building a fresh one and deep-copying its attributes, so a
state's one attribute copies itself in O(1) (the history is shared, never changed) and a state
deals its game only when first asked, not when a copy is being made.
"""

from __future__ import annotations

from typing import Any

import pyspiel

from zsgames.core import registry
from zsgames.core.game import Action, Game, GameConfig
from zsgames.core.match import Match
from zsgames.core.rng import Rng
from zsgames.interop.action_codec import ActionCodec
from zsgames.interop.action_space import codec_for, table_games
from zsgames.interop.history import Step, flatten, resample, unflatten

PREFIX = "zsgames_"
_SEED_SPACE = 1 << 62


class Table:
    """What every state of one loaded game shares: the rules, the config, the action ids, the deals."""

    def __init__(self, name: str, players: int, seed: int) -> None:
        self.name = name
        self.players = players
        self.seed = seed
        self.game: Game[Any] = registry.get(name)
        self.config = GameConfig.make(players)
        self.codec: ActionCodec = codec_for(name)
        self._deals = Rng(seed)

    def deal(self) -> Step:
        """A new game, its seed the next one of this table's deals."""
        return Step(self.game.setup(self.config, self._deals.randbelow(_SEED_SPACE)), None, None, 0)

    def __reduce__(self) -> tuple[Any, ...]:
        return Table, (self.name, self.players, self.seed)


class Legal:
    """The moves of the seat that decides at a step: sorted ids and the action each stands for."""

    __slots__ = ("actions", "ids", "seat")

    def __init__(self, table: Table, step: Step) -> None:
        game = table.game
        if game.is_over(step.state):
            self.seat: int = pyspiel.PlayerId.TERMINAL
            self.ids: list[int] = []
            self.actions: dict[int, Action] = {}
            return
        self.seat = game.current_deciders(step.state)[0]
        self.actions = {table.codec.encode(a): a for a in game.legal_actions(step.state, self.seat)}
        self.ids = sorted(self.actions)


class Core:
    """A state's whole Python side: its table and its step (dealt on first use)."""

    __slots__ = ("_step", "table")

    def __init__(self, table: Table, step: Step | None = None) -> None:
        self.table = table
        self._step = step

    @property
    def step(self) -> Step:
        if self._step is None:
            self._step = self.table.deal()
        return self._step

    @step.setter
    def step(self, step: Step) -> None:
        self._step = step

    def legal(self) -> Legal:
        step = self.step
        if step._legal is None:
            step._legal = Legal(self.table, step)
        legal: Legal = step._legal
        return legal

    def __deepcopy__(self, memo: dict[int, Any]) -> Core:
        return Core(self.table, self.step)  # steps are never changed: the copy shares the history

    def __reduce__(self) -> tuple[Any, ...]:
        return _rebuild, (self.table, *flatten(self.step))


def _rebuild(table: Table, start: Any, items: list[tuple[Any, Action | None, int]]) -> Core:
    return Core(table, unflatten(start, items))


def _game_type(name: str) -> Any:
    game = registry.get(name)
    return pyspiel.GameType(
        short_name=PREFIX + name,
        long_name=f"zsgames {game.display_name}",
        dynamics=pyspiel.GameType.Dynamics.SEQUENTIAL,
        chance_mode=pyspiel.GameType.ChanceMode.SAMPLED_STOCHASTIC,
        information=pyspiel.GameType.Information.IMPERFECT_INFORMATION,
        utility=pyspiel.GameType.Utility.CONSTANT_SUM,
        reward_model=pyspiel.GameType.RewardModel.TERMINAL,
        max_num_players=game.max_players,
        min_num_players=game.min_players,
        provides_information_state_string=True,
        provides_information_state_tensor=False,
        provides_observation_string=True,
        provides_observation_tensor=False,
        parameter_specification={"players": game.min_players, "seed": 0},
    )


class ZsGame(pyspiel.Game):  # type: ignore[misc]  # pyspiel has no type information
    """One of our games as a pyspiel game (made by ``pyspiel.load_game``)."""

    NAME = ""

    def __init__(self, params: dict[str, Any] | None = None) -> None:
        game = registry.get(self.NAME)
        params = dict(params or {})
        players = int(params.get("players", game.min_players))
        if not game.min_players <= players <= game.max_players:
            raise ValueError(
                f"{game.display_name} is for {game.min_players} to {game.max_players} players, not {players}"
            )
        self.table = Table(self.NAME, players, int(params.get("seed", 0)))
        info = pyspiel.GameInfo(
            num_distinct_actions=len(self.table.codec),
            max_chance_outcomes=0,
            num_players=players,
            min_utility=0.0,
            max_utility=1.0,
            utility_sum=1.0,
            max_game_length=game.max_actions(self.table.config),
        )
        super().__init__(_game_type(self.NAME), info, {"players": players, "seed": self.table.seed})

    def new_initial_state(self) -> ZsState:
        return ZsState(self)

    def make_py_observer(self, iig_obs_type: Any = None, params: Any = None) -> ZsObserver:
        if params:
            raise ValueError(f"observation parameters are not supported; passed {params}")
        perfect_recall = iig_obs_type is None or bool(iig_obs_type.perfect_recall)
        return ZsObserver(perfect_recall)


class ZsState(pyspiel.State):  # type: ignore[misc]  # pyspiel has no type information
    """A position of one of our games. Its only attribute is ``_z`` (see :class:`Core`)."""

    def __init__(self, game: ZsGame, core: Core | None = None) -> None:
        super().__init__(game)
        self._z = core or Core(game.table)

    # --- the zsgames side, for the bots and tests ------------------------------------------
    @property
    def zs_state(self) -> Any:
        """Our engine's state (the true one: for tests and the driver, never for a player)."""
        return self._z.step.state

    @property
    def step(self) -> Step:
        return self._z.step

    def action_id(self, action: Action) -> int:
        return self._z.table.codec.encode(action)

    def zs_action(self, action_id: int) -> Action:
        """The legal action (with its label) that ``action_id`` stands for now."""
        return self._z.legal().actions[action_id]

    # --- OpenSpiel's state API --------------------------------------------------------------
    def current_player(self) -> int:
        return self._z.legal().seat

    def _legal_actions(self, player: int) -> list[int]:
        legal = self._z.legal()
        return list(legal.ids) if player == legal.seat else []

    def _apply_action(self, action: int) -> None:
        core = self._z
        chosen = core.legal().actions.get(action)
        if chosen is None:
            raise ValueError(f"{core.table.codec.name(action)} is not a legal move now")
        state, _ = core.table.game.apply(core.step.state, chosen)
        core.step = core.step.then(state, chosen)

    def _action_to_string(self, player: int, action: int) -> str:
        return self._z.table.codec.name(action)

    def is_terminal(self) -> bool:
        return bool(self._z.legal().seat == pyspiel.PlayerId.TERMINAL)

    def returns(self) -> list[float]:
        table = self._z.table
        if not self.is_terminal():
            return [0.0] * table.players
        winners = table.game.winner(self.zs_state).winners
        return [1.0 / len(winners) if seat in winners else 0.0 for seat in range(table.players)]

    def information_state_string(self, player: int | None = None) -> str:
        seat = self.current_player() if player is None else player
        step = self._z.step
        return f"p{seat} m{step.length} {step.digest(self._z.table.game, seat)}"

    def observation_string(self, player: int | None = None) -> str:
        seat = self.current_player() if player is None else player
        return self._z.step.view_text(self._z.table.game, seat)

    def resample_from_infostate(self, player_id: int, probability_sampler: Any) -> ZsState:
        """A state ``player_id`` cannot tell from this one, hidden parts drawn with the sampler."""
        seed = int(probability_sampler() * _SEED_SPACE)
        return self.resampled(player_id, Rng(seed))

    def resampled(self, seat: int, rng: Rng) -> ZsState:
        """A world sampled for ``seat`` from its view and memory only (see the module docstring)."""
        core = self._z
        sample = resample(core.table.game, core.step, seat, rng)
        return ZsState(self.get_game(), Core(core.table, sample))

    def __str__(self) -> str:
        step = self._z.step
        return f"move {step.length}: {step.state!r}"


class ZsObserver:
    """OpenSpiel's observer: strings only (``tensor`` None). With perfect recall, the seat's
    information state; without, its view of the state now."""

    def __init__(self, perfect_recall: bool) -> None:
        self.perfect_recall = perfect_recall
        self.tensor = None
        self.dict: dict[str, Any] = {}

    def set_from(self, state: ZsState, player: int) -> None:
        """Nothing to fill: this observer has no tensor."""

    def string_from(self, state: ZsState, player: int) -> str:
        if self.perfect_recall:
            return state.information_state_string(player)
        return state.observation_string(player)


def _register(name: str) -> None:
    game_class = type(f"ZsGame_{name}", (ZsGame,), {"NAME": name, "__doc__": f"{name} as a pyspiel game."})
    if PREFIX + name not in pyspiel.registered_names():
        pyspiel.register_game(_game_type(name), game_class)


for _name in table_games():
    _register(_name)


def load(name: str, players: int, seed: int = 0) -> ZsGame:
    """The pyspiel game of our game ``name`` (``pyspiel.load_game`` under another name)."""
    game: ZsGame = pyspiel.load_game(PREFIX + name, {"players": players, "seed": seed})
    return game


def state_of(game: ZsGame, match: Match) -> ZsState:
    """A pyspiel state where ``match`` stands, with the match's history (every state and move), so
    each seat's information state is the one it would have had playing it through OpenSpiel."""
    step = Step(match.initial_state, None, None, 0)
    for played in match.steps:
        step = step.then(played.state, played.action)
    return ZsState(game, Core(game.table, step))
