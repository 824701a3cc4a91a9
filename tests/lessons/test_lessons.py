"""Every lesson script is legal move by move in its position and plays its game to the end; each
teaches every part of its game the issue names; a LessonRun accepts only the taught move."""

from __future__ import annotations

import pytest

from zsgames.core import registry
from zsgames.core.game import Action
from zsgames.lessons.lesson import LEARNER, LessonRun, has_lesson, load_lesson
from zsgames.lessons.record import merge, next_seat

#: The parts of each game its lesson must teach with words of its own (issue 26).
TOPICS = {
    "cuzhi": {
        "dispatch",
        "area1",
        "area2",
        "area3",
        "area4",
        "area5",
        "market",
        "cultivation",
        "titles",
        "fight",
        "bets",
        "lanterns",
        "scoring",
    },
    "zooscape": {"split", "secret", "contest", "kimono", "bin", "apprentice", "action_cards", "flags", "scoring"},
    "zongshi": {"draft", "locations", "projects", "masterworks", "visits", "awards", "scrolls", "steps", "scoring"},
}
LESSONS = [name for name in registry.games() if has_lesson(name)]


def test_every_game_has_a_lesson():
    assert set(LESSONS) == set(registry.shipped()) == set(TOPICS)


@pytest.mark.parametrize("name", LESSONS)
def test_every_step_is_legal_in_its_position_and_the_game_ends(name):
    lesson = load_lesson(name)
    run = LessonRun.start(lesson)
    game = run.match.game
    for index, step in enumerate(lesson.steps):
        deciders = run.match.deciders()
        assert step.seat == next_seat(deciders), f"step {index}: {step.seat} moves, but the script order is bots first"
        legal = run.match.legal_actions(step.seat)
        assert step.action in legal, f"step {index} ({step.action}) is not legal: {game.display_name}'s rules changed?"
        assert run.check(step.action) is None
        run.match.apply(step.action)
    assert run.match.is_over() and run.finished()
    assert run.next_step is None


@pytest.mark.parametrize("name", LESSONS)
def test_the_lesson_teaches_every_part_of_its_game(name):
    lesson = load_lesson(name)
    declared = dict(lesson.topics)
    taught = {s.topic for s in lesson.steps if s.topic and s.say}
    assert TOPICS[name] <= taught, f"not taught: {sorted(TOPICS[name] - taught)}"
    assert {s.topic for s in lesson.steps if s.topic} <= declared.keys() and "source" not in declared
    assert lesson.steps[0].say or lesson.intro
    assert lesson.outro and lesson.intro
    for index, step in enumerate(lesson.steps):
        assert step.seat == LEARNER or not step.topic or step.say, index
        if step.seat == LEARNER:  # every learner step has a prompt: its own words or the move's label
            assert lesson.prompt(index).strip()


@pytest.mark.parametrize("name", LESSONS)
def test_the_lesson_is_short_and_says_why_its_deal(name):
    from zsgames.core.resources import load_json

    data = load_json(name, "lesson.json")
    assert data["why"].strip()
    lesson = load_lesson(name)
    assert sum(s.seat == LEARNER for s in lesson.steps) <= 80  # a whole game, but a short one


def test_another_move_is_answered_with_what_the_step_teaches_and_changes_nothing():
    lesson = load_lesson("cuzhi")
    run = LessonRun.start(lesson)
    while not run.learner_to_move():
        step = run.next_step
        assert step is not None
        run.match.apply(step.action)
    taught = run.next_step
    assert taught is not None
    other = next(a for a in run.match.legal_actions(LEARNER) if a != taught.action)
    before = run.position
    reason = run.check(other)
    assert reason is not None and reason.startswith("this step teaches")
    assert lesson.prompt(before) in reason
    assert run.position == before and run.next_step == taught
    bot = Action(1, taught.action.kind, taught.action.args)
    assert run.check(bot) is not None


def test_a_lesson_resumes_at_a_step():
    lesson = load_lesson("cuzhi")
    run = LessonRun.start(lesson, 10)
    assert run.position == 10 and run.on_script()
    assert run.match.actions == [s.action for s in lesson.steps[:10]]
    run.match.undo()  # an undo steps the lesson back with the game
    assert run.position == 9 and run.next_step == lesson.steps[9]


def test_rerecording_keeps_the_words_of_unchanged_steps():
    old = [
        {"seat": 0, "kind": "a", "args": [1], "say": "why a", "topic": "t"},
        {"seat": 1, "kind": "b", "args": [], "say": "b happened"},
    ]
    new = merge(old, [Action(0, "a", (1,), "A"), Action(1, "c", (), "C")])
    assert new[0]["say"] == "why a" and new[0]["topic"] == "t" and new[0]["label"] == "A"
    assert new[0]["source"] == new[1]["source"] == "proposal"
    assert "say" not in new[1]
