"""The history panel: per-viewer log grouped by round and turn, slider and keys, branching, export."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from tests.core.test_undo import solo_config
from tests.core.test_undo_games import present_game
from tests.support.tiny_game import GAME as TINY
from zsgames.core.conformance import check_view_redaction, is_redacted, random_playout
from zsgames.core.game import GameConfig
from zsgames.core.match import Match, canonical_json
from zsgames.ui.dialogs.bug_report import bug_report
from zsgames.ui.panels.history_panel import (
    HistoryPanel,
    branch_consent_text,
    export_log,
    log_text,
    move_lines,
    report_problem,
    turns,
)


def screenshot(widget, name: str, tmp_path: Path) -> Path:
    """Save a picture of ``widget`` (to $ZSGAMES_SHOTS if set, to look at) and check it is drawn."""
    folder = Path(os.environ.get("ZSGAMES_SHOTS") or tmp_path)
    folder.mkdir(parents=True, exist_ok=True)
    image = widget.grab().toImage()
    assert not image.isNull() and image.width() > 100
    path = folder / f"{name}.png"
    assert image.save(str(path))
    return path


def half_game(game, players: int, seed: int = 3, config: GameConfig | None = None, fraction: float = 0.5) -> Match:
    config = config or GameConfig.make(players)
    _, actions = random_playout(game, config, seed, chooser_seed=seed + 1)
    return Match.replay(game, config, seed, actions[: int(len(actions) * fraction)])


def tree_texts(panel: HistoryPanel) -> list[str]:
    out, stack = [], [panel.tree.topLevelItem(i) for i in range(panel.tree.topLevelItemCount())]
    while stack:
        item = stack.pop(0)
        out.append(item.text(0))
        stack[0:0] = [item.child(i) for i in range(item.childCount())]
    return out


@pytest.fixture
def panel(qtbot):
    widget = HistoryPanel()
    qtbot.addWidget(widget)
    widget.resize(420, 640)
    widget.show()
    return widget


def test_grouped_by_round_and_turn_in_the_viewers_words(panel):
    match = half_game(TINY, 3, fraction=1.0)
    panel.set_match(match, viewer=0)
    texts = tree_texts(panel)
    assert texts[0] == "Setup" and texts[1] == "Round 1" and texts[2] == "Your turn"
    assert texts.count("Orange's turn") == 4 and "Round 4" in texts
    own_cards = [e.text_for(0) for e in match.events() if e.kind == "draw" and e.actor == 0]
    assert all(t in texts for t in own_cards) and own_cards[0].startswith("You drew a")
    assert "Orange drew a card" in texts
    # Orange's view of the same log: Blue's draws are anonymous, Orange's own are named
    panel.set_viewer(1)
    texts = tree_texts(panel)
    assert sum(t.startswith("You drew a") for t in texts) == 4  # Orange's own four draws only
    assert texts.count("Blue drew a card") == 4 and "Blue's turn" in texts and "Your turn" in texts


def test_slider_and_keys_move_through_the_history(panel, qtbot):
    match = half_game(TINY, 2, fraction=1.0)
    panel.set_match(match, viewer=0)
    end = len(match.steps)
    assert panel.position == end and panel.at_end and panel.banner.isHidden()
    panel.tree.setFocus()
    with qtbot.waitSignal(panel.positionChanged) as moved:
        qtbot.keyClick(panel.tree, Qt.Key.Key_Home)
    assert moved.args == [0] and panel.position == 0 and not panel.at_end
    assert panel.banner.isVisible() and "read-only" in panel.banner.text()
    qtbot.keyClick(panel.tree, Qt.Key.Key_Right)
    qtbot.keyClick(panel.tree, Qt.Key.Key_Right)
    assert panel.position == 2 and panel.position_label.text() == f"2/{end}"
    qtbot.keyClick(panel.tree, Qt.Key.Key_Left)
    assert panel.position == 1
    qtbot.keyClick(panel.tree, Qt.Key.Key_End)
    assert panel.at_end
    qtbot.mouseClick(panel.back_button, Qt.MouseButton.LeftButton)
    assert panel.position == end - 1
    qtbot.mouseClick(panel.home_button, Qt.MouseButton.LeftButton)
    assert panel.position == 0 and not panel.home_button.isEnabled()
    qtbot.mouseClick(panel.forward_button, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(panel.end_button, Qt.MouseButton.LeftButton)
    assert panel.at_end and not panel.forward_button.isEnabled()


def test_board_state_is_the_viewers_view_at_that_time(panel):
    match = half_game(TINY, 3, fraction=1.0)
    panel.set_match(match, viewer=1)
    for position in (0, 2, 5, len(match.steps)):
        panel.set_position(position)
        shown = TINY.view_to_json(panel.view_at())
        expected = TINY.view_to_json(TINY.view(match.state_at(position), 1))
        assert shown == expected
        assert isinstance(shown["hands"][0], int) and isinstance(shown["hands"][2], int)
        assert isinstance(shown["deck"], int)


def test_new_moves_follow_the_end_but_not_a_look_back(panel):
    match = half_game(TINY, 2)
    panel.set_match(match, viewer=0)
    match.apply(match.legal_actions(match.deciders()[0])[0])
    panel.refresh()
    assert panel.at_end and panel.position == len(match.steps)
    panel.set_position(1)
    match.apply(match.legal_actions(match.deciders()[0])[0])
    panel.refresh()
    assert panel.position == 1 and panel.slider.maximum() == len(match.steps)
    fresh = HistoryPanel()
    fresh.set_match(match, viewer=0)
    assert tree_texts(panel) == tree_texts(fresh)  # appending gives the same tree as a rebuild
    grey = [item.foreground(0).color().name() for _pos, item in panel._leaves]
    assert grey == [item.foreground(0).color().name() if pos <= 1 else "#a0a0a0" for pos, item in fresh._leaves]
    match.truncate(2)  # undo shrinks the match: the tree is rebuilt
    panel.refresh()
    again = HistoryPanel()
    again.set_match(match, viewer=0)
    assert tree_texts(panel) == tree_texts(again) and panel.position == 1


def test_clicking_a_line_jumps_there(panel, qtbot):
    match = half_game(TINY, 2, fraction=1.0)
    panel.set_match(match, viewer=0)
    round_two = panel.tree.topLevelItem(2)
    line = round_two.child(0).child(0)
    rect = panel.tree.visualItemRect(line)
    qtbot.mouseClick(panel.tree.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert panel.position == 3  # the first move of round 2 (two players)


def test_play_on_from_here_solo_needs_no_vote(panel, qtbot):
    match = half_game(TINY, 3, config=solo_config(3))
    panel.set_match(match, viewer=0)
    assert not panel.branch_button.isEnabled()  # at the end there is nothing to branch from
    panel.set_position(2)
    panel.ask_consent = lambda text: pytest.fail("solo games need no vote")
    with qtbot.waitSignal(panel.branchRequested) as asked:
        qtbot.mouseClick(panel.branch_button, Qt.MouseButton.LeftButton)
    assert asked.args == [2]
    branch = match.branch(asked.args[0])
    assert branch.branch_of["at"] == 2 and len(match.steps) > 2
    panel.set_match(branch, viewer=0)
    assert tree_texts(panel)[0].startswith("⑂ Branch: plays on from move 2")
    assert "Branch: plays on from move 2" in log_text(branch, 0)


def test_play_on_from_here_hotseat_asks_everyone_by_name(panel, qtbot):
    match = half_game(TINY, 3)
    panel.set_match(match, viewer=0)
    panel.set_position(1)
    questions: list[str] = []
    panel.ask_consent = lambda text: questions.append(text) or False
    with qtbot.assertNotEmitted(panel.branchRequested):
        assert not panel.request_branch()
    assert questions == [branch_consent_text(match, 1)]
    assert questions[0].startswith("Blue, Orange and Green: do you all agree to play on from move 1")
    panel.ask_consent = lambda text: True
    with qtbot.waitSignal(panel.branchRequested):
        assert panel.request_branch()


def test_export_log_and_bug_report(panel, tmp_path, qapp):
    match = half_game(TINY, 2)
    path = export_log(panel, match, 0, str(tmp_path / "log.txt"))
    text = Path(path).read_text(encoding="utf-8")
    assert text.startswith("Tiny Test Game — 2 players: Blue, Orange") and "You drew a" in text
    assert "Orange drew a card" in text and "as seen by Blue" in text
    copied = report_problem(panel, match, quiet=True)
    assert qapp.clipboard().text() == copied
    data = json.loads(copied)  # a game in play: its seed, moves and digest only in the file named
    assert "seed" not in data and "actions" not in data and "state_digest" not in data
    assert data["game"] == "tiny" and data["config"]["players"] == 2 and data["moves"] == len(match.actions)
    data = json.loads(Path(data["full_report"]).read_text(encoding="utf-8"))
    assert data["seed"] == 3 and data["game"] == "tiny" and data["config"]["players"] == 2
    assert data["actions"] == [a.to_json() for a in match.actions] and data["state_digest"] == match.digest()
    assert "problem" in json.loads(bug_report(match, "boom"))


def test_finished_log_names_the_winner():
    match = half_game(TINY, 2, fraction=1.0)
    text = log_text(match, None)
    outcome = TINY.winner(match.state)
    assert f"Winner: {' and '.join(match.config.name(w) for w in outcome.winners)}" in text
    assert "You drew" not in text  # a spectator reads only public text


# --- every registered game ----------------------------------------------------------------------
def _private_leaks(match: Match, viewer: int) -> list[str]:
    """Texts only other seats may read: their private event texts and their secret choices' labels."""
    allowed = {e.text_for(viewer) for e in match.events()}
    secret = []
    for event in match.events():
        secret += [text for seat, text in event.private if seat != viewer]
    return sorted({str(s) for s in secret} - allowed)


def _secret_labels_shown(match: Match, viewer: int) -> list[int]:
    """Moves whose label was a secret choice of another seat but is shown to ``viewer``."""
    shown = []
    for index, step in enumerate(match.steps, start=1):
        seat = step.action.seat
        secret = seat != viewer and match.game.is_private_decision(match.state_at(index - 1), seat)
        if secret and any(str(step.action) in line for line in move_lines(match, index, viewer)):
            shown.append(index)
    return shown


@pytest.mark.parametrize("name", ["zongshi", "zooscape", "cuzhi"])
def test_history_in_every_game(name, panel, tmp_path):
    game = present_game(name)
    players = min(game.max_players, game.min_players + 1)
    match = half_game(game, players, seed=5)
    viewer = 0
    panel.set_match(match, viewer=viewer)
    texts = tree_texts(panel)
    assert "Setup" in texts and any(t.startswith("Round ") for t in texts)
    for leak in _private_leaks(match, viewer):
        assert leak not in texts, f"seat {viewer} sees another seat's secret: {leak}"
    assert _secret_labels_shown(match, viewer) == []
    assert sum(len(t.lines) for t in turns(match, viewer)) >= len(match.steps) // 2
    end = len(match.steps)
    for position in sorted({0, 1, end // 3, end // 2, end - 1}):
        panel.set_position(position)
        assert not panel.at_end
        state = match.state_at(position)
        shown = game.view_to_json(panel.view_at())
        assert canonical_json(shown) == canonical_json(game.view_to_json(game.view(state, viewer)))
        for path in game.hidden_paths(state, viewer):
            value = shown
            for key in path:
                if (isinstance(value, dict) and key in value) or (isinstance(value, list) and isinstance(key, int)):
                    value = value[key] if not isinstance(value, list) or key < len(value) else None
                else:
                    value = None
                    break
            assert value is None or is_redacted(value), f"position {position}: {path} shown"
        check_view_redaction(game, state)
    panel.set_position(end // 2)
    screenshot(panel, f"history_{name}", tmp_path)


def test_zong_shi_history_says_what_was_chosen_never_just_made_a_choice():
    """Issue 33: a seat holding scrolls decides privately, so its "End your turn" and "Not now" were
    shown to the others as "Green made a choice"; the game now says what was chosen."""
    from zsgames.games.zongshi import GAME as ZONGSHI

    config = GameConfig.make(4)
    _, actions = random_playout(ZONGSHI, config, 1)
    match = Match.replay(ZONGSHI, config, 1, actions[:80])  # both kinds of answer, by several seats
    said: dict[str, set[str]] = {"end": set(), "not_now": set()}
    for index in range(1, len(match.steps) + 1):
        for viewer in (None, 0, 1, 2, 3):
            lines = move_lines(match, index, viewer)
            assert lines and not any("made a choice" in line for line in lines), (index, viewer, lines)
            kind = match.steps[index - 1].action.kind
            if kind in said and viewer != match.steps[index - 1].action.seat:
                said[kind].update(lines)
    assert any(line.endswith(" ends the turn without playing a scroll") for line in said["end"]), said["end"]
    assert any(
        " plays no scroll until " in line or line.endswith(" plays no scroll for the rest of this round")
        for line in said["not_now"]
    ), said["not_now"]
