import pytest

from zsgames.core import conformance


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
