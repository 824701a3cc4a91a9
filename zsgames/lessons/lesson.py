"""A lesson: a fixed deal, the whole game's moves in order, and what each of the learner's steps teaches.

The script is data (``resources/<game>/lesson.json``): the game, the seats, the seed and
options that make the deal, and ``steps`` — every action of the game as a save writes it (seat,
kind, args, label), the learner's (seat 0) with a ``say`` text and, where it teaches a part of the
game, a ``topic``. The rules engine plays the steps: a :class:`LessonRun` holds the match and says
whether a move is the one the lesson teaches now; it never changes the match itself.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from zsgames.core import registry
from zsgames.core.game import Action, Game, GameConfig
from zsgames.core.i18n import _
from zsgames.core.match import Match
from zsgames.core.resources import load_json, resource_path
from zsgames.core.text import subject

LEARNER = 0  # the learner always sits in seat 0; the other seats are the scripted bots
LESSON_FILE = "lesson.json"
#: The catalogs' context of a lesson script's texts (declared per game in i18n/data.json).
LESSON = "lesson"


@dataclass(frozen=True, slots=True)
class LessonStep:
    """One move of the script; ``say`` is what the lesson tells about it (may be empty for a bot)."""

    action: Action
    say: str = ""
    topic: str = ""

    @property
    def seat(self) -> int:
        return self.action.seat


@dataclass(frozen=True, slots=True)
class Lesson:
    game: str
    title: str
    players: int
    seed: int
    options: tuple[tuple[str, Any], ...]
    names: tuple[str, ...]
    bots: str  # the level the scripted seats show as (the level the script was recorded with)
    intro: str
    outro: str
    topics: tuple[tuple[str, str], ...]  # (id, the words the learner reads), in the order taught
    steps: tuple[LessonStep, ...]

    @property
    def rules(self) -> Game[Any]:
        return registry.get(self.game)

    def config(self) -> GameConfig:
        """The lesson's seats: you in seat 0, the scripted bots after you."""
        seats = [{"controller": "human"}] + [{"controller": self.bots}] * (self.players - 1)
        return GameConfig.make(self.players, self.names, dict(self.options), seats)

    def topic_name(self, topic: str) -> str:
        """A topic's name in the reader's language (the script's texts are translated with the
        context ``lesson``, declared in each game's ``i18n/data.json``)."""
        return _(dict(self.topics).get(topic, topic), context=LESSON)

    def words(self, text: str) -> str:
        """One of the script's own texts (title, intro, outro, a step's words) in the reader's language."""
        return _(text, context=LESSON) if text else ""

    def prompt(self, index: int) -> str:
        """What the lesson says at step ``index``: its own words, else a short prompt built from the move."""
        step = self.steps[index]
        if step.say:
            return self.words(step.say)
        if step.seat == LEARNER:
            return _("Now: {move}.", move=step.action.label or step.action.kind)
        return ""


def lesson_from_json(data: Mapping[str, Any]) -> Lesson:
    """A lesson from its parsed script (ValueError names what is wrong)."""
    try:
        steps = tuple(
            LessonStep(Action.from_json(raw), str(raw.get("say", "")), str(raw.get("topic", "")))
            for raw in data["steps"]
        )
        players = int(data["players"])
        names = tuple(str(n) for n in data["names"])
        if len(names) != players:
            raise ValueError(f"{len(names)} names for {players} players")
        return Lesson(
            game=str(data["game"]),
            title=str(data["title"]),
            players=players,
            seed=int(data["seed"]),
            options=tuple(sorted(dict(data.get("options", {})).items())),
            names=names,
            bots=str(data.get("bots", "normal")),
            intro=str(data.get("intro", "")),
            outro=str(data.get("outro", "")),
            topics=tuple((str(k), str(v)) for k, v in dict(data.get("topics", {})).items() if k != "source"),
            steps=steps,
        )
    except (KeyError, TypeError) as exc:
        raise ValueError(f"a lesson script needs {exc}") from None


def has_lesson(game: str) -> bool:
    return resource_path(game, LESSON_FILE).is_file()


def load_lesson(game: str) -> Lesson:
    """The lesson of ``game`` from its resources folder."""
    return lesson_from_json(load_json(game, LESSON_FILE))


class LessonRun:
    """A lesson being played: the match and where it stands in the script (its move count)."""

    def __init__(self, lesson: Lesson, match: Match) -> None:
        self.lesson, self.match = lesson, match

    @classmethod
    def start(cls, lesson: Lesson, at: int = 0) -> LessonRun:
        """The lesson's game with its first ``at`` steps played (0: from the start)."""
        at = max(0, min(at, len(lesson.steps)))
        match = Match.replay(lesson.rules, lesson.config(), lesson.seed, (s.action for s in lesson.steps[:at]))
        return cls(lesson, match)

    @property
    def position(self) -> int:
        """How many steps are played: the match's moves (an undo steps the lesson back too)."""
        return len(self.match.steps)

    @property
    def total(self) -> int:
        return len(self.lesson.steps)

    def on_script(self) -> bool:
        """The match's moves are the script's first ones (always, unless something else moved)."""
        return self.match.actions == [s.action for s in self.lesson.steps[: self.position]]

    @property
    def next_step(self) -> LessonStep | None:
        if not self.on_script() or self.position >= self.total:
            return None
        return self.lesson.steps[self.position]

    def learner_to_move(self) -> bool:
        step = self.next_step
        return step is not None and step.seat == LEARNER

    def bot_to_move(self) -> bool:
        step = self.next_step
        return step is not None and step.seat != LEARNER

    def finished(self) -> bool:
        return self.position >= self.total and self.match.is_over()

    def prompt(self) -> str:
        return self.lesson.prompt(self.position) if self.next_step is not None else self.lesson.words(self.lesson.outro)

    def topic(self) -> str:
        step = self.next_step
        return self.lesson.topic_name(step.topic) if step is not None and step.topic else ""

    def check(self, action: Action) -> str | None:
        """None when ``action`` is the move the lesson teaches now; else why not, in the lesson's words."""
        step = self.next_step
        if step is None:
            return _("the lesson has no move to make here")
        if step.seat != action.seat:
            return _(
                "wait: {who} first in this lesson", who=subject(self.match.config.name(step.seat), "moves", "move")
            )
        if step.action == action:
            return None
        topic = self.lesson.topic_name(step.topic) if step.topic else _("the next move")
        return _("this step teaches {topic}: {prompt}", topic=topic, prompt=self.lesson.prompt(self.position))
