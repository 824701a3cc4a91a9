"""Help ▸ Learn to play through the real window: the lesson is played to its end by mouse on the
board, another move is answered with what the step teaches (and nothing is played), a lesson
left part-way resumes at its step, and its end starts a real game against Easy bots."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from tests.support import qt_drag
from tests.support.board_harness import centre, open_window
from zsgames.core.game import Action
from zsgames.lessons.lesson import LEARNER, has_lesson, load_lesson
from zsgames.ui.window.window_lesson import stored_step

LESSONS = [name for name in ("cuzhi", "zooscape", "zongshi") if has_lesson(name)]


@pytest.fixture
def window(qtbot):
    yield from open_window(qtbot)


def gesture(qtbot, window, action: Action) -> None:
    """The move by mouse on the board's viewport: its drag where it has one, else its click."""
    sources, zones = window.scene.bindings.items_for(action)
    assert sources, f"the board offers no gesture for {action}"
    if zones:
        qt_drag.drag(qtbot, window.board_view, centre(sources[0]), zones[0].sceneBoundingRect().center())
    else:
        qt_drag.click(qtbot, window.board_view, centre(sources[0]))


def wait_for_learner(qtbot, window) -> None:
    """Until the lesson's next step is the learner's (the scripted bots play meanwhile) or it ends."""
    run = window.lessons.run
    qtbot.waitUntil(
        lambda: (
            run.finished()
            or (
                run.learner_to_move()
                and window.viewer == LEARNER
                and not window.curtain_up
                and bool(window.scene.legal)
            )
        ),
        timeout=15000,
    )


def play_learner_step(qtbot, window) -> None:
    run = window.lessons.run
    step = run.next_step
    before = run.position
    lit = window.scene.bindings.items_for(step.action)
    assert lit[0] and all(ring.scene() is window.scene for ring in window.scene.lights.hints), "the taught move is lit"
    assert window.lesson_panel.text.text() == run.lesson.prompt(before)
    gesture(qtbot, window, step.action)
    assert run.position > before, f"step {before} ({step.action}) was not played"


@pytest.mark.parametrize("name", LESSONS)
def test_the_lesson_is_played_to_its_end_on_the_board_and_then_a_real_game(qtbot, window, name):
    window.help_commands.learn(name)
    run = window.lessons.run
    assert run is not None and run.position == 0 and window.lesson_panel.isVisible()
    for _ in range(400):
        wait_for_learner(qtbot, window)
        if run.finished():
            break
        play_learner_step(qtbot, window)
    assert run.finished() and window.model.match.is_over()
    qtbot.waitUntil(lambda: window.lessons.dialog is not None and window.lessons.dialog.isVisible())
    assert stored_step(name) == 0  # a finished lesson starts afresh next time
    button = window.lessons.real_game_button()
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    match = window.model.match
    assert match.game.name == name and not match.steps
    controllers = [match.config.seat_info(s)["controller"] for s in range(match.config.players)]
    assert controllers == ["human"] + ["easy"] * (match.config.players - 1)
    assert window.lessons.run is None and not window.lesson_panel.isVisible()


@pytest.mark.parametrize("name", LESSONS)
def test_another_move_is_answered_with_the_lesson_and_changes_nothing(qtbot, window, name):
    window.help_commands.learn(name)
    run = window.lessons.run
    wait_for_learner(qtbot, window)
    step = run.next_step
    taught = step.action
    other = next(a for a in window.scene.legal if a != taught and window.scene.bindings.items_for(a)[0])
    before, digest = run.position, window.model.match.digest()
    gesture(qtbot, window, other)
    assert run.position == before and window.model.match.digest() == digest
    answer = window.lesson_panel.answer.text()
    topic = run.lesson.topic_name(step.topic) if step.topic else "the next move"
    assert answer.startswith(f"This step teaches {topic}:") and run.lesson.prompt(before) in answer
    if name == "cuzhi":
        assert answer.startswith("This step teaches Dispatch 派遣:")
    assert window.statusBar().currentMessage() == answer
    play_learner_step(qtbot, window)  # the taught move is still taken
    assert window.lesson_panel.answer.text() == ""


def test_leaving_and_coming_back_resumes_at_the_same_step(qtbot, window):
    window.help_commands.learn("cuzhi")
    run = window.lessons.run
    for _ in range(3):
        wait_for_learner(qtbot, window)
        play_learner_step(qtbot, window)
    wait_for_learner(qtbot, window)
    at = run.position
    qtbot.mouseClick(window.lesson_panel.leave, Qt.MouseButton.LeftButton)
    assert window.model is None and window.lessons.run is None and not window.lesson_panel.isVisible()
    assert stored_step("cuzhi") == at
    assert window.log_model.rowCount() == 0 and window.log_view.texts() == []  # nothing of the lesson stays
    assert window.extras.history.match is None and window.score_model.rowCount() == 0
    assert not window.menus.undo.isEnabled() and not window.extras.act_export.isEnabled()
    box = window.help_commands.learn("cuzhi")
    resume = next(b for b in box.buttons() if b.text() == f"Resume the lesson at step {at + 1}")
    qtbot.mouseClick(resume, Qt.MouseButton.LeftButton)
    again = window.lessons.run
    assert again is not run and again.position == at
    assert window.model.match.actions == [s.action for s in load_lesson("cuzhi").steps[:at]]
    wait_for_learner(qtbot, window)
    play_learner_step(qtbot, window)


def test_another_game_leaves_the_lesson_where_it_stood(qtbot, window):
    from zsgames.ui.window.window_lesson import real_game

    window.help_commands.learn("cuzhi")
    wait_for_learner(qtbot, window)
    play_learner_step(qtbot, window)
    at = window.lessons.run.position
    window.start_match(real_game("cuzhi", 2))  # as Game ▸ New or Open do
    assert window.lessons.run is None and stored_step("cuzhi") == at
    box = window.help_commands.learn("cuzhi")
    start_again = next(b for b in box.buttons() if b.text() == "Start again")
    qtbot.mouseClick(start_again, Qt.MouseButton.LeftButton)
    assert window.lessons.run.position == 0


def test_the_help_menu_offers_each_lesson(window):
    texts = {a.text() for a in window.menus.help.actions()}
    for name in LESSONS:
        assert window.menus.learn_of[name].text() in texts
    assert "&Learn to play Cuzhi 促织" in texts


def test_a_lesson_is_not_autosaved_over_the_last_real_game(qtbot, window):
    from zsgames.ui.shared.paths import autosave_path

    window.help_commands.learn("cuzhi")
    wait_for_learner(qtbot, window)
    play_learner_step(qtbot, window)
    window.autosaver.flush()
    assert not autosave_path().exists()
