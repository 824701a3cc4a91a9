"""One check that every registered game must pass (run by each game's test suite).

Each function raises AssertionError with a message that names the seed and the step, so a
failure is a reproducible bug report. ``check_all`` runs them all.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from zsgames.core.game import Action, Game, GameConfig, IllegalAction, JsonPath
from zsgames.core.match import Match, canonical_json, state_digest
from zsgames.core.rng import Rng

MAX_STEPS = 20_000


def random_playout(
    game: Game[Any],
    config: GameConfig,
    seed: int | str,
    chooser_seed: int = 0,
    on_step: Callable[[Any, Action, Any], None] | None = None,
    max_steps: int = MAX_STEPS,
) -> tuple[Any, list[Action]]:
    """Play uniformly random legal actions to the end; returns (final state, actions)."""
    rng = Rng(chooser_seed)
    state = game.setup(config, seed)
    actions: list[Action] = []
    for _ in range(max_steps):
        if game.is_over(state):
            return state, actions
        deciders = game.current_deciders(state)
        assert deciders, f"seed {seed}: game not over but nobody is asked to decide"
        seat = deciders[rng.randbelow(len(deciders))]
        legal = game.legal_actions(state, seat)
        assert legal, f"seed {seed}, step {len(actions)}: seat {seat} must decide but has no legal action"
        action = legal[rng.randbelow(len(legal))]
        new_state, _events = game.apply(state, action)
        if on_step is not None:
            on_step(state, action, new_state)
        state = new_state
        actions.append(action)
    raise AssertionError(f"seed {seed}: game did not end within {max_steps} actions")


def _json(game: Game[Any], state: Any) -> str:
    return canonical_json(game.state_to_json(state))


def _get_path(data: Any, path: JsonPath) -> tuple[bool, Any]:
    for key in path:
        if isinstance(data, dict) and key in data:  # noqa: SIM114  (two branches: mypy narrows the key in each)
            data = data[key]
        elif isinstance(data, list) and isinstance(key, int) and -len(data) <= key < len(data):
            data = data[key]
        else:
            return False, None
    return True, data


def is_redacted(value: Any) -> bool:
    if value is None or (isinstance(value, int) and not isinstance(value, bool)):
        return True
    return isinstance(value, dict) and "hidden" in value


def check_view_redaction(game: Game[Any], state: Any) -> None:
    """Every seat's view hides that seat's hidden paths; views round-trip through JSON."""
    seats: list[int | None] = [*range(game.player_count(state)), None]
    for seat in seats:
        view = game.view(state, seat)
        view_json = game.view_to_json(view)
        canonical_json(view_json)  # serialisable
        for path in game.hidden_paths(state, seat):
            present, value = _get_path(view_json, path)
            assert not present or is_redacted(value), (
                f"seat {seat}'s view shows hidden data at {path}: {str(value)[:80]}"
            )


def check_views_are_states(game: Game[Any], state: Any) -> None:
    """Every view (each seat's and the spectator's) answers what the panels ask of a state: the
    scores as that viewer can see them, the round, the config, whether the game is over, every
    seat's prompt and whether its decision is private; a deciding seat's view also says why a move
    is refused. The window asks a view, never the state."""
    players = game.player_count(state)
    config, round_, over = game.config_of(state), game.round_of(state), game.is_over(state)
    for viewer in [*range(players), None]:
        view = game.view(state, viewer)
        who = "the spectator" if viewer is None else f"seat {viewer}"
        assert game.config_of(view) == config, f"{who}'s view has another config"
        assert game.round_of(view) == round_, f"{who}'s view is in round {game.round_of(view)}, not {round_}"
        assert game.is_over(view) == over, f"{who}'s view disagrees on whether the game is over"
        scores = game.scores(view)
        assert [s.seat for s in scores] == list(range(players)), f"{who}'s view scores other seats"
        for score in scores:
            assert sum(v for _, v in score.lines) == score.total, f"{who}'s view: seat {score.seat}'s lines"
        for seat in range(players):
            assert isinstance(game.prompt(view, seat), str), f"{who}'s view: seat {seat}'s prompt is not text"
            assert isinstance(game.is_private_decision(view, seat), bool), f"{who}'s view: is_private_decision"
    for seat in range(players):
        assert isinstance(game.is_private_decision(state, seat), bool), f"seat {seat}: is_private_decision"
    for seat in game.current_deciders(state):  # a board asks why, from the deciding seat's own view
        refused = Action(seat, "__no_such_move__", (99,))
        assert isinstance(game.explain(game.view(state, seat), refused), str), f"seat {seat}'s view: explain"


def check_simultaneous(game: Game[Any], state: Any) -> None:
    """Several seats are asked at once only in a game that declares simultaneous choices."""
    deciders = game.current_deciders(state)
    assert len(deciders) <= 1 or game.info.simultaneous, (
        f"seats {deciders} decide at once but {game.display_name}'s GameInfo says simultaneous=False"
    )


def check_offered_options(game: Game[Any], players: int) -> None:
    """What the New-game dialog offers is declared: every offered option is one of ``info``'s, and
    every choice is a value its spec allows at this table."""
    for name, label, choices in game.info.offered_options(players):
        spec = game.info.option(name)
        assert spec is not None, f"the New-game dialog offers {name!r}, which {game.display_name} does not declare"
        assert label and choices, f"option {name}: an offer needs a label and choices"
        for value, text in choices:
            problem = spec.problem(value, players)
            assert problem is None and text, f"option {name}'s choice {text!r}: {problem}"


def check_determinize(game: Game[Any], state: Any, rng: Rng) -> None:
    """A determinization agrees with the view it came from, for every seat."""
    for seat in range(game.player_count(state)):
        view = game.view(state, seat)
        sample = game.determinize(view, seat, rng)
        assert _json(game, game.view(sample, seat)) == _json(game, view), (
            f"seat {seat}: determinize changed what the seat can see"
        )
        assert game.current_deciders(sample) == game.current_deciders(state)


def check_refusals(game: Game[Any], state: Any) -> None:
    """Actions that are not legal raise IllegalAction and leave the state untouched."""
    before = _json(game, state)
    deciders = game.current_deciders(state)
    bogus = [Action(deciders[0] if deciders else 0, "__no_such_move__", (99,))]
    outsiders = [s for s in range(game.player_count(state)) if s not in deciders]
    if outsiders and deciders:
        legal = game.legal_actions(state, deciders[0])
        if legal:
            first = legal[0]
            bogus.append(Action(outsiders[0], first.kind, first.args))
    for action in bogus:
        try:
            game.apply(state, action)
        except IllegalAction as exc:
            assert str(exc), "IllegalAction without a reason"
        else:
            raise AssertionError(f"illegal action {action} was accepted")
        assert _json(game, state) == before, f"refused {action} changed the state"


def check_scores_add_up(game: Game[Any], state: Any) -> None:
    scores = game.scores(state)
    assert len(scores) == game.player_count(state)
    for score in scores:
        assert sum(v for _, v in score.lines) == score.total, f"seat {score.seat}: lines do not add up"


def check_playout(game: Game[Any], players: int, seed: int, deep: bool = True) -> list[Action]:
    """A full random game with every per-step check; returns its actions."""
    config = GameConfig.make(players)
    rng = Rng(seed + 7)
    step = 0

    def on_step(before: Any, action: Action, after: Any) -> None:
        nonlocal step
        step += 1
        game.check_invariants(after)
        if not deep and step % 25:
            return
        before_json = _json(game, before)
        again, _ = game.apply(before, action)
        assert _json(game, before) == before_json, f"seed {seed} step {step}: apply mutated its input"
        assert _json(game, again) == _json(game, after), f"seed {seed} step {step}: apply not deterministic"
        restored = game.state_from_json(game.state_to_json(after))
        assert _json(game, restored) == _json(game, after), f"seed {seed} step {step}: JSON round trip"
        clone = game.clone(after)
        assert _json(game, clone) == _json(game, after), f"seed {seed} step {step}: clone differs"
        check_view_redaction(game, after)
        check_views_are_states(game, after)
        check_simultaneous(game, after)
        check_refusals(game, after)
        check_scores_add_up(game, after)
        if not game.is_over(after):
            check_determinize(game, after, rng)

    first = game.setup(config, seed)
    game.check_invariants(first)
    check_views_are_states(game, first)
    final, actions = random_playout(game, config, seed, chooser_seed=seed, on_step=on_step)
    assert game.is_over(final)
    check_scores_add_up(game, final)
    check_views_are_states(game, final)
    outcome = game.winner(final)
    assert outcome.winners, "a finished game has at least one winner"
    return actions


def check_replay_and_save(game: Game[Any], players: int, seed: int) -> None:
    """Same seed + actions ⇒ the same game; a save loads back to the identical state."""
    from zsgames.core import snapshot

    config = GameConfig.make(players)
    final, actions = random_playout(game, config, seed, chooser_seed=seed + 1)
    match = Match.replay(game, config, seed, actions)
    assert state_digest(game, match.state) == state_digest(game, final), "replay differs"
    data = snapshot.to_dict(match)
    reloaded = snapshot.load_dict(snapshot.parse(snapshot.dumps(match)))
    assert reloaded.digest() == data["state_digest"]
    half = len(actions) // 2
    partial = Match.replay(game, config, seed, actions[:half])
    resumed = snapshot.load_dict(snapshot.parse(snapshot.dumps(partial)))
    for action in actions[half:]:
        resumed.apply(action)
    assert resumed.digest() == match.digest(), "save → load → continue differs from uninterrupted"


def check_all(game: Game[Any], players: int, seeds: range | list[int] = range(3)) -> None:
    check_offered_options(game, players)
    for seed in seeds:
        check_playout(game, players, seed)
    check_replay_and_save(game, players, seeds[0] if seeds else 0)
