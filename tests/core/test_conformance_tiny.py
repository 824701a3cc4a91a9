import pytest

from zsgames.core import conformance
from zsgames.core.game import Score


@pytest.mark.parametrize("players", [2, 3, 4])
def test_tiny_game_passes_conformance(tiny, players):
    conformance.check_all(tiny, players, seeds=range(4))


def test_conformance_catches_a_leaky_view(tiny, monkeypatch):
    state = tiny.setup(conformance.GameConfig.make(2), 1)
    state, _ = tiny.apply(state, tiny.legal_actions(state, 0)[0])
    monkeypatch.setattr(type(tiny), "view", lambda self, s, seat: s.clone())
    with pytest.raises(AssertionError, match="hidden data"):
        conformance.check_view_redaction(tiny, state)


def test_conformance_catches_mutation(tiny, monkeypatch):
    original = type(tiny).apply

    def mutating(self, state, action):
        new, events = original(self, state, action)
        state.moves += 1
        return new, events

    monkeypatch.setattr(type(tiny), "apply", mutating)
    with pytest.raises(AssertionError):
        conformance.check_playout(tiny, 2, 0)


def test_conformance_catches_scores_that_cannot_read_a_view(tiny, monkeypatch):
    """Views are states: a score that needs another seat's hidden hand fails the check."""

    def hand_sums(self, state):
        return [Score(s, (("cards", sum(h)),), sum(h)) for s, h in enumerate(state.hands)]

    monkeypatch.setattr(type(tiny), "scores", hand_sums)
    state = tiny.setup(conformance.GameConfig.make(2), 1)
    with pytest.raises(TypeError):
        conformance.check_views_are_states(tiny, state)


def test_conformance_catches_a_view_that_forgets_the_round(tiny, monkeypatch):
    monkeypatch.setattr(type(tiny), "round_of", lambda self, s: 1 if isinstance(s.deck, int) else 2)
    with pytest.raises(AssertionError, match="view is in round 1, not 2"):
        conformance.check_views_are_states(tiny, tiny.setup(conformance.GameConfig.make(3), 1))


def test_conformance_holds_a_game_to_its_simultaneous_declaration(monkeypatch):
    from dataclasses import replace

    from tests.bots.commit_game import GAME as COMMIT

    conformance.check_playout(COMMIT, 3, 0)
    monkeypatch.setattr(type(COMMIT), "info", replace(COMMIT.info, simultaneous=False))
    with pytest.raises(AssertionError, match="decide at once but Commit Test Game's GameInfo says simultaneous=False"):
        conformance.check_playout(COMMIT, 3, 0)


def test_conformance_refuses_an_offered_option_the_game_does_not_declare(tiny, monkeypatch):
    from zsgames.core.info import GameInfo

    monkeypatch.setattr(GameInfo, "offered_options", lambda self, players: [("speed", "Speed", [(1, "fast")])])
    with pytest.raises(AssertionError, match="offers 'speed', which Tiny Test Game does not declare"):
        conformance.check_all(tiny, 2, seeds=range(1))
