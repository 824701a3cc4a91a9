"""Information-set Monte Carlo tree search (Cowling, Powley & Whitehouse 2012, SO-ISMCTS).

The searching seat knows only its view. Every iteration samples a fresh full state with
``game.determinize(view, seat, rng)`` and walks one tree shared by all samples:

* Edges are actions. Because an action may be legal in some samples only, each edge keeps an
  *availability* count (how often it could have been chosen) and UCT uses it in place of the
  parent's visits.
* Each edge's reward is the reward of the seat that takes the action, so opponents in the tree
  play for themselves (max-n).
* Simultaneous secret commits (several current deciders) are searched *decoupled*: each
  committing seat picks from its own statistics at the node, none conditioned on the others'
  choices, and the child below is keyed by the joint choice. So a bot never plans as if others
  could see its uncommitted choice, and never sees theirs: they come from the samples.
* The tree part ends at the first new edge; a short uniformly random rollout follows
  (``rollout_depth`` actions) and the state is then scored by ``game.evaluate`` for every seat
  (a finished game scores the win share).
* Others' face-down commitments (Zooscape's selection disks) are guessed at random by
  ``determinize``; with ``reopen_secrets`` (Hard) they are taken back in each sample
  (``game.reopen_secret_choices``) and re-decided in the tree with those seats' own statistics,
  so Hard plays against opponents who choose with a plan rather than by coin toss.
* ``read_opponents`` with ``read_threshold``: the search reads each other seat from the bot's
  memory of the match (its past views; ``Game.opponent_randomness``: in Zooscape, how often a
  seat's revealed disk picked the group clearly worth less to it). A seat whose randomness reaches
  the threshold is a coin-tosser: its disk keeps ``determinize``'s guess and its every step in the
  tree is uniformly random. The others are planners, so against players who all look planned the
  search is exactly Hard's.
* Progressive bias (``bias_weight``; Zong Shi's Hard): each edge's UCT value gets
  ``w · h / (n + 1)``, ``h`` the heuristic after the action rescaled to [0, 1] among the node's
  actions, and new edges are tried best-``h`` first.

Settings that no level uses were measured and removed; docs/ARENA.md keeps their results.
"""

from __future__ import annotations

import hashlib
import logging
import math
import time
from collections.abc import Callable, Sequence
from typing import Any

from zsgames.bots.levels import SearchConfig
from zsgames.core.game import Action, Game
from zsgames.core.match import canonical_json
from zsgames.core.memory import NO_MEMORY
from zsgames.core.rng import Rng

log = logging.getLogger(__name__)


class _Stat:
    """Statistics of one edge (an action at a node)."""

    __slots__ = ("avail", "bias", "n", "w")

    def __init__(self, bias: float) -> None:
        self.n = 0
        self.w = 0.0
        self.avail = 1
        self.bias = bias


class _Node:
    __slots__ = ("children", "heur", "stats")

    def __init__(self) -> None:
        self.stats: dict[Action, _Stat] = {}
        self.children: dict[Any, _Node] = {}
        self.heur: dict[Action, float] | None = None  # progressive-bias cache (hard only)


def view_seed(game: Game[Any], view: Any, seat: int, seed: int) -> int:
    """A search seed from the bot's seed and what it sees of the game: same view ⇒ same decision.

    The seats' names and controllers are left out (only the player count and options are rules), so
    a seat renamed, or played by a person instead of a bot, does not change how a bot plays.
    """
    data = game.view_to_json(view)
    config = data.get("config") if isinstance(data, dict) else None
    if isinstance(config, dict):
        data = data | {"config": {k: config[k] for k in ("players", "options") if k in config}}
    text = canonical_json(data)
    digest = hashlib.sha256(f"{seed}:{seat}:{text}".encode()).digest()
    return int.from_bytes(digest[:8], "little")


def group_continues(game: Game[Any], state: Any, group: Sequence[int], acted: set[int]) -> bool:
    """True while the next deciders are all members of the commit ``group`` yet to act."""
    if game.is_over(state):
        return False
    deciders = game.current_deciders(state)
    return bool(deciders) and all(d in group and d not in acted for d in deciders)


def rewards(game: Game[Any], state: Any, players: int, margin: float) -> list[float]:
    """Reward per seat in [0, 1]: win share when the game is over, the heuristic otherwise."""
    if game.is_over(state):
        winners = game.winner(state).winners
        share = 1.0 / len(winners) if winners else 0.0
        if margin <= 0.0:
            return [share if s in winners else 0.0 for s in range(players)]
        values = game.evaluate_all(state)
        return [(1.0 - margin) * (share if s in winners else 0.0) + margin * values[s] for s in range(players)]
    return game.evaluate_all(state)


class _OpponentModel:
    """How the search plays the other seats: with ``read_opponents``, the seats read as
    coin-tossers (randomness at ``read_threshold`` or more) and the planners (the rest)."""

    __slots__ = ("planners", "tossers")

    def __init__(self, cfg: SearchConfig, players: int, randomness: list[float] | None) -> None:
        #: the searching seat reads itself as 0, so it is always a planner (its own disk is never face down to it)
        self.tossers: frozenset[int] = frozenset()
        if randomness is not None and cfg.read_threshold > 0.0:
            self.tossers = frozenset(p for p, r in enumerate(randomness) if r >= cfg.read_threshold)
        self.planners = tuple(p for p in range(players) if p not in self.tossers)


class SearchResult:
    """The root statistics of one search, for the bot's choice and for hints."""

    __slots__ = ("capped", "edges", "iterations", "seconds")

    def __init__(
        self, edges: list[tuple[Action, int, float]], iterations: int, seconds: float, capped: bool = False
    ) -> None:
        self.edges = edges  # (action, visits, mean reward) for the searching seat, most visited first
        self.iterations = iterations
        self.seconds = seconds
        self.capped = capped  # the time cap stopped it before its iterations

    def best(self) -> Action:
        return self.edges[0][0]


class Ismcts:
    """One search configuration; ``search`` runs it from a view."""

    def __init__(self, config: SearchConfig) -> None:
        self.config = config

    def search(
        self,
        game: Game[Any],
        view: Any,
        seat: int,
        legal: Sequence[Action],
        rng: Rng,
        stop: Callable[[], bool] | None = None,
        deterministic: bool = False,
        memory: Sequence[Any] = NO_MEMORY,
    ) -> SearchResult:
        """Search ``config.iterations`` iterations (or until the time cap / ``stop()``).

        ``memory`` is what the seat has seen of the match so far (its past views); with
        ``read_opponents`` the search models each other seat as it has shown itself to play.
        """
        cfg = self.config
        start = time.perf_counter()
        cap = None if deterministic or cfg.time_cap is None else start + cfg.time_cap
        root = _Node()
        players = game.player_count(view)
        model = _OpponentModel(cfg, players, game.opponent_randomness(memory, seat) if cfg.read_opponents else None)
        done = 0
        capped = False
        for done in range(1, cfg.iterations + 1):
            self._iterate(game, root, view, seat, rng, players, model)
            if stop is not None and stop():
                break
            if cap is not None and done < cfg.iterations and time.perf_counter() > cap:
                capped = True
                break
        legal_set = set(legal)
        visits: dict[Action, int] = {}
        totals: dict[Action, float] = {}
        for a, st in root.stats.items():
            if a.seat == seat and a in legal_set:
                visits[a] = st.n
                totals[a] = st.w
        edges = [(a, n, totals[a] / n if n else 0.0) for a, n in visits.items()]
        # untried legal actions (tiny budgets) rank after every tried one, in legal order
        tried = {a for a, _, _ in edges}
        edges.sort(key=lambda e: (-e[1], -e[2]))
        edges += [(a, 0, 0.0) for a in legal if a not in tried]
        labelled = {a: a for a in legal}
        edges = [(labelled[a], n, q) for a, n, q in edges]
        return SearchResult(edges, done, time.perf_counter() - start, capped)

    # --- one iteration -------------------------------------------------------------------------
    def _iterate(
        self, game: Game[Any], root: _Node, view: Any, seat: int, rng: Rng, players: int, model: _OpponentModel
    ) -> None:
        cfg = self.config
        state = game.determinize(view, seat, rng)
        tossers = model.tossers
        if cfg.reopen_secrets:
            if tossers:  # a coin-tosser's disk keeps the sample's guess
                state = game.reopen_secret_choices(state, view, seat, model.planners)
            else:
                state = game.reopen_secret_choices(state, view, seat)
        node = root
        path: list[tuple[_Node, Action]] = []
        expanded = False
        apply = game.apply
        while not expanded and not game.is_over(state):
            deciders = game.current_deciders(state)
            group = deciders if len(deciders) > 1 else ()
            acted: list[Action] = []
            while True:
                decider = deciders[0]
                legal = game.legal_actions(state, decider)
                if tossers and decider in tossers:
                    action, new = self._explore(node, legal, rng)
                else:
                    action, new = self._select(game, node, legal, state, rng)
                path.append((node, action))
                acted.append(action)
                expanded = expanded or new
                state, _ = apply(state, action)
                if not group or not group_continues(game, state, group, {a.seat for a in acted}):
                    break
                deciders = game.current_deciders(state)
            if expanded:
                break
            key: Any = acted[0] if len(acted) == 1 else tuple(sorted(acted, key=lambda a: a.seat))
            child = node.children.get(key)
            if child is None:
                child = node.children[key] = _Node()
            node = child
        # rollout: a few uniformly random actions, then the heuristic
        current_deciders, legal_actions, randbelow = game.current_deciders, game.legal_actions, rng.randbelow
        for _ in range(cfg.rollout_depth):
            deciders = current_deciders(state)
            if not deciders:
                break
            legal = legal_actions(state, deciders[0])
            state, _ = apply(state, legal[randbelow(len(legal))])
        reward = rewards(game, state, players, cfg.terminal_margin)
        for n, action in path:
            st = n.stats[action]
            st.n += 1
            st.w += reward[action.seat]

    def _explore(self, node: _Node, legal: list[Action], rng: Rng) -> tuple[Action, bool]:
        """A coin-tosser's uniformly random step in the tree: its statistics still learn."""
        rng.next64()  # one draw before the pick: seeded decisions (tests/bots/level_pins.json) include it
        stats = node.stats
        for a in legal:
            st = stats.get(a)
            if st is not None:
                st.avail += 1
        action = legal[rng.randbelow(len(legal))]
        if action in stats:
            return action, False
        stats[action] = _Stat(0.0)
        return action, True

    def _select(self, game: Game[Any], node: _Node, legal: list[Action], state: Any, rng: Rng) -> tuple[Action, bool]:
        """UCT with availability counts (plus progressive bias); expands an untried action first."""
        cfg = self.config
        stats = node.stats
        untried: list[Action] = []
        for a in legal:
            st = stats.get(a)
            if st is None:
                untried.append(a)
            else:
                st.avail += 1
        use_bias = cfg.bias_weight > 0.0
        if untried:
            if use_bias:
                heur = node.heur
                if heur is None:
                    heur = node.heur = {}
                best_a, best_h = untried[0], -1.0
                for a in untried:
                    h = heur.get(a)
                    if h is None:
                        h = heur[a] = game.evaluate(game.apply(state, a)[0], a.seat)
                    h += rng.random() * 1e-6  # random tie-break among equal heuristics
                    if h > best_h:
                        best_a, best_h = a, h
                stats[best_a] = _Stat(heur[best_a])
                return best_a, True
            a = untried[rng.randbelow(len(untried))]
            stats[a] = _Stat(0.0)
            return a, True
        c = cfg.exploration
        bw = cfg.bias_weight
        lo = span = 0.0
        if bw and node.heur:
            lo = min(node.heur.values())
            span = max(node.heur.values()) - lo
        if span <= 0.0:
            bw = 0.0
        best, best_v = legal[0], -math.inf
        for a in legal:
            st = stats[a]
            n = st.n
            if n == 0:  # expanded but its first result is still pending (other seat in a group)
                v = 1e9 + rng.random()
            else:
                v = st.w / n + c * math.sqrt(math.log(st.avail) / n)
                if bw:
                    v += bw * (st.bias - lo) / span / (n + 1)
            if v > best_v:
                best, best_v = a, v
        return best, False


class SearchBot:
    """Normal, Hard and ``ismcts:N``: an ISMCTS search from the seat's view.

    ``deterministic`` drops the time cap (the arena uses it so results never depend on machine
    load). ``cancel()`` may be called from another thread: the search then stops at once and
    answers with its best move so far (the app uses it when a window closes). Cancelling is
    final for this bot object, even when it comes before the search starts.
    """

    def __init__(self, name: str, seed: int, config: SearchConfig | None, level: str, deterministic: bool) -> None:
        self.name = name
        self.seed = seed
        self.level = level
        self.fixed_config = config
        self.deterministic = deterministic or (config is not None and config.time_cap is None)
        self.cancelled = False
        self.last: SearchResult | None = None
        self.capped = 0  # decisions the time cap cut short

    def config_for(self, game: Game[Any]) -> SearchConfig:
        from zsgames.bots.levels import search_config

        if self.fixed_config is not None:
            return self.fixed_config
        if self.level.startswith("search:"):
            from zsgames.bots.spec import parse_search_spec

            return parse_search_spec(self.level, game.name, seated=not self.deterministic)
        return search_config(self.level, game.name)

    def cancel(self) -> None:
        self.cancelled = True

    def analyse(
        self, game: Game[Any], view: Any, seat: int, legal: Sequence[Action], memory: Sequence[Any] = NO_MEMORY
    ) -> SearchResult:
        """The full root statistics (the hint uses them)."""
        view = game.recall(view, memory, seat)  # what the seat saw and the table no longer shows
        rng = Rng(view_seed(game, view, seat, self.seed))
        result = Ismcts(self.config_for(game)).search(
            game,
            view,
            seat,
            legal,
            rng,
            stop=lambda: self.cancelled,
            deterministic=self.deterministic,
            memory=memory,
        )
        self.last = result
        if result.capped:
            self.capped += 1
            log.warning(
                "%s stopped after %d of %d iterations: its time cap was reached",
                self.name,
                result.iterations,
                self.config_for(game).iterations,
            )
        return result

    def choose(
        self, game: Game[Any], view: Any, seat: int, legal: list[Action], memory: Sequence[Any] = NO_MEMORY
    ) -> Action:
        if len(legal) == 1:
            return legal[0]
        return self.analyse(game, view, seat, legal, memory).best()
