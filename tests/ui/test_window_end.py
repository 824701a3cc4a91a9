"""The end of a game: places with shared ties, the tie-break in words, every hand shown on the final
board, and the scores after each round."""

from __future__ import annotations

import pytest

from tests.support.board_harness import open_window
from zsgames.core import registry
from zsgames.core.conformance import random_playout
from zsgames.core.game import GameConfig, Outcome, Score
from zsgames.core.match import Match
from zsgames.ui.dialogs.end_screen import EndScreen
from zsgames.ui.shared.results import places, result_words, score_by_round

CONFIG = GameConfig.make(4, ["Blue", "Orange", "Green", "Pink"])


def score(seat: int, total: int) -> Score:
    return Score(seat, (("Points", total),), total)


def test_places_share_ties_and_the_tie_break_is_said_in_words():
    scores = [score(0, 9), score(1, 13), score(2, 13), score(3, 9)]
    outcome = Outcome((2,), "tie on points: most completed projects")
    assert places(scores, outcome) == [(1, [2]), (2, [1]), (3, [0, 3])]
    words = result_words(CONFIG, scores, outcome)
    assert words.headline == "Green wins with 13 points"
    assert words.detail == "Orange and Green tie on 13 points; Green wins on most completed projects"
    assert words.standings == "1st Green 13 · 2nd Orange 13 · 3rd Blue and Pink 9"


def test_a_shared_win_and_a_plain_win():
    scores = [score(0, 1), score(1, 7), score(2, 7), score(3, 2)]
    shared = result_words(CONFIG, scores, Outcome((1, 2), "most points; equal totals share the win (D16)"))
    assert shared.headline == "Orange and Green share the win with 7 points each" and shared.detail == ""
    assert shared.standings == "1st Orange and Green 7 · 3rd Pink 2 · 4th Blue 1"
    plain = result_words(CONFIG, [score(0, 1), score(1, 2), score(2, 0), score(3, 0)], Outcome((1,), "most points"))
    assert plain.headline == "Orange wins with 2 points" and plain.detail == ""
    assert plain.standings.endswith("3rd Green and Pink 0")


def finished(name: str, players: int, seed: int = 3) -> Match:
    game = registry.get(name)
    seats = [{"controller": "human"} for _ in range(players)]
    config = GameConfig.make(players, seats=seats)
    actions = []
    random_playout(game, config, seed, on_step=lambda _b, action, _a: actions.append(action))
    match = Match(game, config, seed)
    for action in actions:
        match.apply(action)
    assert match.is_over()
    return match


@pytest.mark.parametrize("name,players", [("zongshi", 3), ("zooscape", 3)])
def test_the_scores_after_each_round_end_in_the_final_scores(name, players):
    match = finished(name, players)
    rounds, totals = score_by_round(match)
    final = {s.seat: s.total for s in match.game.scores(match.state)}
    assert rounds == sorted(rounds) and len(rounds) >= 2
    assert [totals[seat][-1] for seat in range(players)] == [final[seat] for seat in range(players)]


def test_the_end_screen_shows_places_rounds_and_the_final_board_hides_nothing(qtbot):
    gen = open_window(qtbot, 1280, 800)
    window = next(gen)
    try:
        match = finished("zongshi", 3)
        window.start_match(match)
        window.ending.show()
        screen = window.ending.dialog
        assert isinstance(screen, EndScreen)
        words = result_words(match.config, match.game.scores(match.state), match.game.winner(match.state))
        assert screen.standings.text() == words.standings and screen.detail.text() == words.detail
        headers = [screen.table.horizontalHeaderItem(c).text() for c in range(screen.table.columnCount())]
        assert all(h.split("\n")[1] in ("1st", "2nd", "3rd") for h in headers)
        assert screen.round_table.rowCount() == len(score_by_round(match)[0])
        assert window.banner.text().startswith(f"Game over — {words.headline}")
        # hot-seat, game over: the board draws the whole final state, every hand included
        assert window.scene.view_state is match.state
        screen.close()
    finally:
        gen.close()


def test_the_end_waits_for_the_boards_staging_of_the_last_move(qtbot):
    """Zooscape's last move is a secret choice: its reveal is staged on the board, and the end of the
    game (its dialog, or a lesson's last words) comes once the board has shown it."""
    from tests.support import qt_drag
    from zsgames.ui.window.window_lesson import store_step

    gen = open_window(qtbot, 1280, 800)
    window = next(gen)
    try:
        done = finished("zooscape", 3, seed=1)
        last = done.actions[-1]
        assert last.kind == "select"
        seats = [{"controller": "human" if s == last.seat else "random"} for s in range(3)]
        config = GameConfig.make(3, seats=seats)
        window.start_match(Match.replay(done.game, config, 1, done.actions[:-1]))
        window.runner.delay_ms = window.scene.pace_ms = 150
        qt_drag.gesture(qtbot, window.board_view, last)
        assert window.model.match.is_over() and window.scene.stage.running
        qtbot.wait(100)
        assert window.ending.dialog is None  # not over the reveal being shown
        qtbot.waitUntil(lambda: window.ending.dialog is not None and window.ending.dialog.isVisible(), timeout=10_000)
        assert not window.scene.stage.running
        window.ending.dialog.close()

        store_step("zooscape", 63)  # the lesson's last step: your last choice, then the last reveal
        window.lessons.learn("zooscape", resume=True)
        run = window.lessons.run
        window.runner.delay_ms = window.scene.pace_ms = 150
        qtbot.waitUntil(lambda: run.learner_to_move() and bool(window.scene.legal), timeout=10_000)
        qt_drag.gesture(qtbot, window.board_view, run.next_step.action)
        assert run.finished() and window.scene.stage.running
        qtbot.wait(100)
        assert window.lessons.dialog is None
        qtbot.waitUntil(lambda: window.lessons.dialog is not None and window.lessons.dialog.isVisible(), timeout=10_000)
        assert not window.scene.stage.running
    finally:
        gen.close()


def test_a_game_won_by_the_seat_named_you_says_you_win(qtbot):
    """A lesson's learner is the seat named You: the last move made on the board with the mouse, the
    end dialog, the banner and the board's status say "You win", and the log speaks to You."""
    import re

    from tests.support import qt_drag
    from zsgames.core.text import YOU
    from zsgames.ui.shared.pieces import LabelItem

    def won_by_its_last_mover(seed: int) -> Match | None:
        match = finished("zooscape", 3, seed)
        last = match.actions[-1]
        return match if last.kind == "select" and match.game.winner(match.state).winners == (last.seat,) else None

    done = next(m for seed in range(20) if (m := won_by_its_last_mover(seed)) is not None)
    you = done.actions[-1].seat
    names = [YOU if s == you else f"Bot {chr(65 + s)}" for s in range(3)]
    seats = [{"controller": "human" if s == you else "random"} for s in range(3)]
    config = GameConfig.make(3, names, seats=seats)
    gen = open_window(qtbot, 1280, 800)
    window = next(gen)
    try:
        window.start_match(Match.replay(done.game, config, done.seed, done.actions[:-1]))
        window.runner.delay_ms = window.scene.pace_ms = 150
        qt_drag.gesture(qtbot, window.board_view, done.actions[-1])  # your disk onto your group
        qtbot.waitUntil(lambda: window.ending.dialog is not None and window.ending.dialog.isVisible(), timeout=10_000)
        screen = window.ending.dialog
        assert isinstance(screen, EndScreen)
        assert screen.headline.text().startswith("You win — ")
        points = {s.seat: s.total for s in done.game.scores(done.state)}[you]
        assert window.banner.text().startswith(f"Game over — You win with {points} points")
        statuses = [i.text for i in window.scene.items() if isinstance(i, LabelItem) and "Game over" in i.text]
        assert statuses and all(t.startswith("Game over: You win (") for t in statuses)
        log = window.log_view.texts()
        assert any(t.startswith("You have chosen") or t.startswith("You secretly chose") for t in log)
        assert not [t for t in log if re.search(r"\bYou('s|\s+(has|is|was|\w+s)\b)", t)]
        screen.close()
    finally:
        gen.close()
