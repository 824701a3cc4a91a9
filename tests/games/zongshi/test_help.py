"""Rules help in the app's own words (with data values and NOTES decisions) and the bot heuristic."""

from zsgames.core.conformance import random_playout
from zsgames.core.game import GameConfig
from zsgames.core.rulings import ruling_titles
from zsgames.games.zongshi import GAME

from .helpers import drafted


def test_rules_help_has_every_decision_and_the_data_values():
    text = GAME.rules_help()
    titles = ruling_titles("zongshi")
    assert len(titles) >= 14  # D1–D14 and the other readings (tests/games/test_rules_help.py checks each)
    assert all(f"<b>{t}</b>" in text for t in titles)
    assert "Merchant Statue" in text and "Masterwork" in text and "Scholar wants jade" in text
    assert "<table" in text and "our proposal" in text


def test_rules_help_tells_the_new_timing_of_scrolls_and_awards():
    """The help follows the rulebook's "some scrolls may be played at any time" and "you *may*
    immediately draw the townsfolk award tile" (issue 23), in our own words."""
    text = GAME.rules_help()
    assert "<b>Lessons of the Past</b> ×3 (any time)" in text
    assert "<b>Swift Fingers, Sure Fingers</b> ×3 (start of your master turn)" in text
    assert "after the main action" in text and "not now" in text and "leave it face down" in text
    assert "playable from your next turn" not in text and "Never on another player's turn" not in text


def test_rules_help_tells_the_last_chance_of_the_final_round():
    """Issue 35: in the final round a player whose turns are over is offered every any-time scroll."""
    text = GAME.rules_help()
    assert "final round a player whose two turns are over has no next turn" in text
    assert "except in the final round once both your turns are over" in text  # the D1 ruling


def test_evaluate_is_in_range_and_prefers_the_leader():
    s = drafted(4, seed=1)
    values = [GAME.evaluate(s, seat) for seat in range(4)]
    assert all(0.0 <= v <= 1.0 for v in values)
    final, _ = random_playout(GAME, GameConfig.make(3, options={"max_rounds": 3}), 2)
    totals = [sc.total for sc in GAME.scores(final)]
    best = totals.index(max(totals))
    assert GAME.evaluate(final, best) >= max(GAME.evaluate(final, i) for i in range(3)) - 1e-9


def test_prompt_names_the_question():
    s = drafted(4, seed=1)
    seat = GAME.current_deciders(s)[0]
    assert GAME.prompt(s, seat).startswith("Choose which pawn")
    assert GAME.prompt(s, (seat + 1) % 4) == ""
