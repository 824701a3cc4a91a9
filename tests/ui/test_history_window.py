"""History, score projection, branching, export and bug report inside the real main window."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication, QMessageBox

from tests.core.test_undo_games import present_game
from tests.support.board_harness import open_window
from tests.support.tiny_game import GAME
from tests.ui.test_history_panel import half_game, screenshot, tree_texts
from zsgames.core import snapshot
from zsgames.core.game import Action, GameConfig
from zsgames.core.match import Match, canonical_json
from zsgames.ui.window.main_window import MainWindow


def hotseat(players: int) -> GameConfig:
    return GameConfig.make(players, None, None, [{"controller": "human"} for _ in range(players)])


@pytest.fixture
def window(qtbot):
    yield from open_window(qtbot, 1400, 820)


def play_moves(window: MainWindow, count: int) -> None:
    for _ in range(count):
        window.lift_curtain()
        window.play(window.model.match.legal_actions(window.viewer)[0])
        window.hot_seat.close_notice()  # the drawer has seen their card: the screen passes on
    window.lift_curtain()


def menu_action(window: MainWindow, menu: str, text: str):
    for top in window.menuBar().actions():
        if top.text().replace("&", "") == menu:
            for action in top.menu().actions():
                if action.text().replace("&", "").startswith(text):
                    return action
    raise AssertionError(f"no {menu} ▸ {text}")


def test_docks_follow_the_game(window):
    window.start_match(Match(GAME, hotseat(2), 3))
    play_moves(window, 3)
    extras = window.extras
    assert extras.history_dock.isVisible() or extras.chart_dock.isVisible()
    assert extras.history.end == 3 and extras.history.at_end
    assert extras.history.viewer == window.viewer == 1
    assert "Your turn" in tree_texts(extras.history)  # Orange reads its own draws
    assert len(extras.chart.curve_data()) == 2


def test_looking_back_is_read_only_and_end_returns(window):
    window.start_match(Match(GAME, hotseat(2), 3))
    play_moves(window, 4)
    history, scene, match = window.extras.history, window.scene, window.model.match
    viewer = window.viewer
    assert scene.legal
    history.set_position(1)
    assert scene.legal == [] and window.actions_list.item(0).text() == "(nothing to decide now)"
    shown = canonical_json(GAME.view_to_json(scene.view_state))
    assert shown == canonical_json(GAME.view_to_json(GAME.view(match.state_at(1), viewer)))
    assert isinstance(GAME.view_to_json(scene.view_state)["hands"][1 - viewer], int)  # still redacted
    assert window.extras.chart.series.rounds == (0.0, 0.5)
    assert window.banner.text().startswith("Looking back at move 1 of 4")
    window.refresh()  # anything redrawing the window keeps the look-back on screen
    assert window.scene.legal == [] and history.position == 1
    history.go_end()
    assert window.scene.legal == window.model.match.legal_actions(viewer)
    assert not window.banner.text().startswith("Looking back")
    assert window.actions_list.item(0).text() == str(window.model.match.legal_actions(viewer)[0])


def test_play_on_from_here_says_when_the_original_cannot_be_kept(window, qtbot, monkeypatch):
    window.start_match(Match(GAME, hotseat(3), 5))
    play_moves(window, 3)

    def refuse(match, path):
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(snapshot, "save", refuse)
    branch = window.extras.play_on_from(1)
    assert branch is not None and "original" not in (branch.branch_of or {})
    message = window.statusBar().currentMessage()
    assert message == "Playing on from move 1 as a new game. The original game could not be saved (Permission denied)."


def test_play_on_from_here_keeps_the_original(window, qtbot):
    window.start_match(Match(GAME, hotseat(3), 5))
    play_moves(window, 5)
    original = window.model.match
    history = window.extras.history
    history.set_position(2)
    asked: list[str] = []
    history.ask_consent = lambda text: asked.append(text) or True
    assert history.request_branch()
    assert asked and asked[0].startswith("Blue, Orange and Green: do you all agree")
    branch = window.model.match
    assert branch is not original and branch.actions == original.actions[:2]
    assert branch.branch_of["at"] == 2 and branch.branch_of["of_moves"] == 5
    kept = Path(branch.branch_of["original"])
    assert kept.parent == Path(os.environ["ZSGAMES_DATA_DIR"]) / "games"
    assert snapshot.load(kept).actions == original.actions  # the original stays saved
    window.lift_curtain()
    assert tree_texts(window.extras.history)[0].startswith("⑂ Branch: plays on from move 2")
    assert window.extras.history.at_end and window.scene.legal


def test_export_log_and_report_a_problem(window, tmp_path, qtbot):
    window.start_match(Match(GAME, hotseat(2), 7))
    play_moves(window, 2)
    export = menu_action(window, "Game", "Export log")
    assert export.isEnabled()
    path = window.extras.export_log(str(tmp_path / "log.txt"))
    assert "Tiny Test Game — 2 players" in Path(path).read_text(encoding="utf-8")
    report = menu_action(window, "Help", "Report a problem")
    report.trigger()
    data = json.loads(QApplication.clipboard().text())
    assert "seed" not in data and data["moves"] == 2 and data["config"]["players"] == 2  # in play: no seed
    assert json.loads(Path(data["full_report"]).read_text(encoding="utf-8"))["seed"] == 7
    box = window.findChild(QMessageBox, "reportProblemBox")
    assert box is not None and box.isVisible()
    box.close()


@pytest.mark.parametrize("name", ["zongshi", "zooscape", "cuzhi"])
def test_every_game_looks_back_read_only(name, window, tmp_path):
    game = present_game(name)
    players = game.min_players
    match = half_game(game, players, seed=2, config=hotseat(players), fraction=0.4)
    window.start_match(match)
    window.lift_curtain()
    history = window.extras.history
    assert history.end == len(match.steps) and history.at_end
    history.set_position(len(match.steps) // 2)
    assert window.scene.legal == []
    viewer = history.viewer
    expected = game.view_to_json(game.view(match.state_at(history.position), viewer))
    assert canonical_json(game.view_to_json(window.scene.view_state)) == canonical_json(expected)
    screenshot(window, f"window_history_{name}", tmp_path)
    window.extras.chart_dock.raise_()
    screenshot(window, f"window_chart_{name}", tmp_path)
    history.go_end()
    assert window.scene.legal == match.legal_actions(viewer)


def test_hotseat_undo_shows_only_the_undoing_seats_eyes(window):
    """Undo in hot-seat: only your own move of this turn, the board stays in your view; once the
    turn passes on (curtain), undo is off and the history/chart read public facts only."""
    from tests.core.test_undo import EDGE

    window.start_match(Match(EDGE, hotseat(2), 3))
    window.lift_curtain()
    match = window.model.match
    window.play(Action(0, "move", (4,)))  # Blue's first move of two: no card drawn
    assert window.viewer == 0 and window.menus.undo.isEnabled()
    window.edit.undo()
    assert not match.steps and window.viewer == 0 and not window.curtain_up
    shown = EDGE.view_to_json(window.scene.view_state)
    assert isinstance(shown["hands"][1], int) and isinstance(shown["deck"], int)  # Orange's secrets hidden
    window.edit.redo()
    window.play(Action(0, "move", (5,)))  # the turn passes to Orange: curtain
    assert window.curtain_up and window.viewer is None and not window.menus.undo.isEnabled()
    assert window.extras.history.viewer is None and window.extras.chart.viewer is None
    window.lift_curtain()
    assert window.viewer == 1
    assert window.model.undo_check(1).reason == "Blue has moved since; only your own moves can be taken back"


def test_spectator_projection_uses_public_facts_only():
    from zsgames.ui.panels.score_chart import scores_seen_by

    match = half_game(GAME, 2, fraction=0.5)
    public = scores_seen_by(GAME, match.state, None)
    assert [s.line("cards") for s in public] == [0, 0]  # nobody's hand is public
    assert [s.line("cell") for s in public] == list(match.state.positions)
