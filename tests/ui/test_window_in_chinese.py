"""The whole window in Chinese (issue 39): a seeded game of each game played through the window with
the most players, two people at the computer (the hot-seat curtain) and bots, to its end screen; then
the statistics window, the New-game dialog, the rules and a few steps of the lesson. No text on
screen may hold English: neither a translated text's English verbatim nor an ASCII word of three
letters or more outside a short list of proper names. The same journey in English shows no Chinese
but the names the English edition prints (促织, the crickets…), collected from the catalogs.

Texts other branches translate (a lesson script's words, the games' score lines) are let through
only while the merged catalogs lack them: once their translation is in, they must show in Chinese.
Painted board text and the rules help are checked on their own, in both languages.
"""

from __future__ import annotations

import random
import re
from collections.abc import Iterable

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QApplication

from tests.support.board_harness import open_window
from tests.support.screen_texts import screen_texts
from tests.support.text_probe import text_report, view_scale
from zsgames.core import i18n, registry
from zsgames.core.game import Action, GameConfig
from zsgames.core.match import Match
from zsgames.core.resources import load_json, resources_root
from zsgames.lessons.lesson import LESSON, LESSON_FILE
from zsgames.ui.shared import language
from zsgames.ui.shared.results import SCORE_LINE

#: The most players of each game (the side column and the charts at their fullest).
MOST = {"zongshi": 5, "zooscape": 6, "cuzhi": 4}
#: Decisions of people played from the start (the curtain comes before the first private one).
FIRST = 8
#: Moves left to play through the window at the end of a game played at random before.
LAST = 10
#: Proper names and keys a Chinese screen may show in Latin letters.
PROPER = {"zsgames", "English", "Zooscape", "Home", "End", "Ctrl", "Shift", "Alt", "Esc", "Enter", "Return", "Del"}
WORD = re.compile(r"[A-Za-z]{3,}")
CJK = re.compile(r"[\u3000-\u303f\u3400-\u9fff\uff00-\uffef]+")


@pytest.fixture
def window(qtbot):
    for top in QApplication.topLevelWidgets():  # an earlier test's windows and dialogs are not this journey's
        top.hide()
    yield from open_window(qtbot, 1280, 800)
    language.apply_language(i18n.SOURCE)
    for top in QApplication.topLevelWidgets():  # nothing of this journey stays on screen for the next
        top.hide()


def seats(players: int) -> GameConfig:
    """Two people (seats 0 and 2, a bot between them) and Random bots in the other seats."""
    controllers = ["human", "random", "human", *["random"] * (players - 3)]
    return GameConfig.make(players, seats=[{"controller": c} for c in controllers])


def lesson_texts(name: str) -> list[tuple[str | None, str]]:
    data = load_json(name, LESSON_FILE)
    texts = [data.get(k, "") for k in ("title", "intro", "outro")]
    texts += [v for k, v in data.get("topics", {}).items() if k != "source"]
    texts += [step.get("say", "") for step in data["steps"]]
    texts += list(data.get("names", []))  # the scripted seats' names ("Bot A"): the script's own
    return [(LESSON, t) for t in texts if t]


def score_lines(match: Match) -> list[tuple[str | None, str]]:
    return [(SCORE_LINE, line) for s in match.game.scores(match.state) for line, _points in s.lines]


def pending(texts: Iterable[tuple[str | None, str]]) -> list[str]:
    """Of ``texts`` (context, English), those the merged Chinese catalogs do not translate yet (their
    branches are not merged): longest first, so a longer one is taken out before its parts."""
    messages = i18n.load_catalog("zh_CN").messages
    return sorted({t for key in texts if key not in messages for t in [key[1]]}, key=len, reverse=True)


def translated_english() -> list[str]:
    """Every translated msgid of the catalogs that reads differently in Chinese and has a word (a key's
    name such as "Home" is a proper name on screen, even where a board translates the word)."""
    out = set()
    for (_context, msgid), forms in i18n.load_catalog("zh_CN").messages.items():
        if "{" not in msgid and forms[0] != msgid and WORD.search(msgid) and len(msgid) > 3 and msgid not in PROPER:
            out.add(msgid)
    return sorted(out, key=len, reverse=True)


def english_in(texts: Iterable[str], waiting: list[str], catalog_english: list[str]) -> list[str]:
    """Each text holding English, with what gave it away."""
    verbatim = re.compile("|".join(rf"(?<![A-Za-z]){re.escape(m)}(?![A-Za-z])" for m in catalog_english))
    found = []
    for text in sorted(set(map(str, texts))):
        rest = text
        for words in waiting:
            rest = rest.replace(words, " ")
        rest = re.sub(r"\S+\.(?:zsg|json|txt|log|png)\b|(?:/|[A-Za-z]:\\)\S+", " ", rest)  # file names, paths
        words = [w for w in WORD.findall(rest) if w not in PROPER]
        said = verbatim.findall(rest)
        if words or said:
            found.append(f"{(said or words)[:3]} in {text[:160]!r}")
    return found


def chinese_in(texts: Iterable[str], printed: set[str]) -> list[str]:
    """Each text holding Chinese the English edition does not print."""
    found = []
    for text in texts:
        runs = [r for r in CJK.findall(str(text)) if not any(r in p for p in printed)]
        if runs:
            found.append(f"{runs[:3]} in {text[:160]!r}")
    return found


def printed_chinese() -> set[str]:
    """The Chinese the English edition shows: the Chinese inside the English msgids (促织, names
    printed beside English), and the languages' own names in View ▸ Language."""
    messages = i18n.load_catalog("zh_CN").messages
    runs = {r for _context, msgid in messages for r in CJK.findall(msgid)}
    for data in resources_root().glob("*/*.json"):  # the games' data: names printed beside English
        runs |= set(CJK.findall(data.read_text(encoding="utf-8")))
    for notes in resources_root().glob("*/NOTES.md"):  # the English rules help
        runs |= set(CJK.findall(notes.read_text(encoding="utf-8")))
    return runs | set(i18n.LANGUAGES.values())


def dialog_texts() -> list[str]:
    """The texts of every visible top-level dialog (message boxes, the rules, the end screen)."""
    texts: list[str] = []
    for top in QApplication.topLevelWidgets():
        if top.isVisible() and top.isWindow() and top.windowTitle() and not hasattr(top, "scene"):
            texts.append(top.windowTitle())
    return texts


def pyqtgraph_texts() -> set[str]:
    """The words of pyqtgraph's own menus and plot options, which the app turns off (charts have no
    context menu): the library's, never on screen."""
    texts: set[str] = set()
    for widget in QApplication.allWidgets():
        owner, foreign = widget, False
        while owner is not None and not foreign:
            foreign = type(owner).__module__.startswith("pyqtgraph")
            owner = owner.parent()
        if foreign:
            texts.update(str(getattr(widget, "text", lambda: "")()) for _ in [0])
            texts.update(str(getattr(widget, "title", lambda: "")()) for _ in [0])
            texts.add(widget.windowTitle())
            texts.update(a.text() for a in widget.actions())
    for window in QApplication.topLevelWidgets():
        for action in window.findChildren(QAction):
            owner, foreign = action.parent(), False
            while owner is not None and not foreign:
                foreign = type(owner).__module__.startswith("pyqtgraph")
                owner = owner.parent()
            if foreign:
                texts.add(action.text())
    # its export dialog (a window of its own, made with the first chart, never opened: no menu)
    texts.add("Export")
    return texts - {""}


def offered(window) -> list[Action]:
    rows = (window.actions_list.item(i).data(Qt.ItemDataRole.UserRole) for i in range(window.actions_list.count()))
    return [a for a in rows if isinstance(a, Action)]


def settled(window) -> bool:
    model = window.model
    if model.match.is_over() or window.curtain_up:
        return True
    humans = model.human_deciders()
    return bool(humans) and window.viewer == humans[0] and bool(offered(window))


class Journey:
    """Plays through the window and gathers every text shown, screen by screen."""

    def __init__(self, qtbot, window) -> None:
        self.qtbot, self.window = qtbot, window
        self.texts: list[str] = []
        self.board: list[str] = []
        self.curtains = 0
        self.waiting: list[str] = []

    def look(self, board: bool = True, others: bool = False) -> None:
        """Gather what is on screen (``others``: into the texts other branches translate)."""
        window = self.window
        for top in QApplication.topLevelWidgets():  # a late dialog of an earlier test's window is not ours
            if top is not window and top.parentWidget() is not window and top.isVisible():
                top.hide()
        foreign = pyqtgraph_texts()
        shown = [t for t in screen_texts(window, board=False) + dialog_texts() if t not in foreign]
        if others:
            seen = set(self.texts)
            self.board += [t for t in shown if t not in seen]
            return
        self.texts += shown
        self.texts += [window.log_model.text(r) for r in range(window.log_model.rowCount())]
        if board and window.scene is not None and not window.curtain_up:
            self.board += [t for t in screen_texts(window) if t not in self.texts and t not in foreign]
            self.board += [r.text for r in text_report(window.scene, view_scale(window.board_view))]

    def play(self, decisions: int, rng: random.Random) -> None:
        window, qtbot = self.window, self.qtbot
        model = window.model
        for _ in range(decisions * 3):
            qtbot.waitUntil(lambda: settled(window), timeout=60_000)
            if model.match.is_over():
                return
            self.look(board=not window.curtain_up)
            if window.curtain_up:
                self.curtains += 1
                qtbot.mouseClick(window.curtain.button, Qt.MouseButton.LeftButton)
                continue
            window.play(rng.choice(offered(window)))
            decisions -= 1
            if decisions <= 0:
                return


def near_the_end(name: str, seed: int) -> Match:
    """A game played at random by every seat up to a few moves before its end."""
    game, config = registry.get(name), seats(MOST[name])
    rng = random.Random(seed)
    whole = Match(game, config, seed)
    while not whole.is_over():
        legal = whole.legal_actions(whole.deciders()[0])
        whole.apply(rng.choice(legal))
    return Match.replay(game, config, seed, whole.actions[: max(0, len(whole.actions) - LAST)])


def journey(qtbot, window, name: str) -> Journey:
    """The whole journey through one game, in the language now chosen."""
    trip = Journey(qtbot, window)
    rng = random.Random(5)
    window.bots.set_delay(0)
    window.start_match(Match(registry.get(name), seats(MOST[name]), 5))
    trip.play(FIRST, rng)
    ending = near_the_end(name, 5)
    window.start_match(ending)
    trip.play(10 * LAST, rng)
    qtbot.waitUntil(lambda: window.ending.dialog is not None, timeout=30_000)
    trip.look()
    window.ending.dialog.close()
    window.tools.open_stats()
    qtbot.waitUntil(lambda: not window.tools.stats.loading, timeout=10_000)
    trip.look(board=False)
    window.tools.stats.close()
    window.files.new_game(name)
    trip.look(board=False)
    window.files.new_game_dialog.close()
    window.help_commands.rules(name)
    trip.look(board=False, others=True)  # the rules help: the games' branches translate it
    window.help_commands.dialog.close()
    window.lessons.learn(name, resume=False)
    run = window.lessons.run
    for _ in range(4):  # a few steps: the learner's taught move, the scripted bots answer
        qtbot.waitUntil(lambda: run.finished() or (run.learner_to_move() and window.viewer == 0), timeout=15_000)
        trip.look()
        step = run.next_step
        if step is None:
            break
        window.play(step.action)
    trip.look()
    window.lessons.leave()
    # the tests' own games (a tiny one) are offered by the New-game dialog too: not the app's
    tests_games = [g.display_name for g in registry.games().values() if g.name not in MOST]
    trip.waiting = pending(lesson_texts(name) + score_lines(ending)) + tests_games
    return trip


@pytest.mark.parametrize("name", sorted(MOST))
def test_the_window_speaks_chinese_through_a_whole_game(qtbot, window, name):
    window.language.choose("zh_CN")
    trip = journey(qtbot, window, name)
    catalog_english = translated_english()
    problems = english_in(trip.texts, trip.waiting, catalog_english)
    assert not problems, f"{len(problems)} texts show English in Chinese:\n" + "\n".join(problems)
    assert trip.curtains > 0 or name != "zooscape"  # the hot-seat curtain was on screen, in Chinese
    board = english_in(trip.board, trip.waiting, catalog_english)  # the board's painted words, the rules help
    assert not board, f"{len(board)} board or rules texts show English in Chinese:\n" + "\n".join(board)


@pytest.mark.parametrize("name", sorted(MOST))
def test_the_same_journey_in_english_shows_no_chinese_but_the_printed_names(qtbot, window, name):
    window.language.choose("en")
    trip = journey(qtbot, window, name)
    printed = printed_chinese()
    problems = chinese_in(trip.texts, printed)
    assert not problems, f"{len(problems)} texts show Chinese in English:\n" + "\n".join(problems)
    board = chinese_in(trip.board, printed)  # a board's words: only what the English edition prints in Chinese
    assert not board, f"{len(board)} board texts show Chinese in English:\n" + "\n".join(board)
