"""The Cuzhi 促织 board in Chinese: over a whole seeded game with the most players, no painted text,
tooltip or details card holds an English word (seat names aside, which the window translates); the
same game in English paints only the rulebook's printed Chinese; a language switch redraws every
kept piece in the new words."""

from __future__ import annotations

import re

from PySide6.QtCore import Qt

from tests.support.board_harness import board_in_view
from tests.support.text_probe import text_report
from zsgames.core.conformance import random_playout
from zsgames.core.game import GameConfig
from zsgames.core.i18n import load_catalog, use_catalog
from zsgames.core.po import read_po
from zsgames.core.resources import resource_path
from zsgames.games.cuzhi import GAME
from zsgames.games.cuzhi import data as D
from zsgames.ui.boards.cuzhi.board import CuzhiBoard
from zsgames.ui.boards.cuzhi.icons import GRADE_BADGE

PLAYERS = 4
SEED = 3
ENGLISH_WORD = re.compile(r"[A-Za-z]{3,}")
CJK = re.compile(r"[\u3000-\u303f\u4e00-\u9fff\uff00-\uffef]+")
SEAT_NAMES = {"Blue", "Orange", "Green", "Pink", "Purple", "Teal"}  # translated by the window, not the board


def board_texts(scene) -> list[tuple[str, str]]:
    """(where, text) of everything the board shows: painted texts, tooltips and details cards."""
    texts = [(f"painted by {r.item}", r.text) for r in text_report(scene, 1.0)]
    texts += [(f"tooltip of {type(i).__name__}", i.toolTip()) for i in scene.items() if i.toolTip()]
    for item, (title, body) in scene.details.texts.items():
        texts += [(f"details of {type(item).__name__}", title), (f"details of {type(item).__name__}", body)]
    return texts


def show(scene, view, state) -> None:
    deciders = GAME.current_deciders(state)
    seat = deciders[0] if deciders else 0
    scene.show(GAME.view(state, seat), seat, GAME.legal_actions(state, seat), state.config)
    view.fitInView(scene.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)
    scene.stop_slides()


def texts_over_a_game(qtbot, every: int = 4) -> list[tuple[str, str]]:
    scene, view, _chosen, _refused = board_in_view(qtbot, CuzhiBoard(GAME))
    seen: dict[tuple[str, str], None] = {}
    count = 0

    def step(_before, _action, after):
        nonlocal count
        count += 1
        if count % every == 0 or GAME.is_over(after):
            show(scene, view, after)
            seen.update(dict.fromkeys(board_texts(scene)))

    random_playout(GAME, GameConfig.make(PLAYERS), SEED, on_step=step)
    assert count > 100 and len(seen) > 200
    return list(seen)


def english_words(text: str) -> set[str]:
    return set(ENGLISH_WORD.findall(text)) - SEAT_NAMES


def printed_chinese() -> set[str]:
    """Every run of Chinese the English edition may show: the rulebook's names in the data and the
    Chinese inside the English texts of the game and its board."""
    runs: set[str] = set(GRADE_BADGE)  # a grade's badge: the first character of its name
    for table in (D.GRADES, D.BAG_INDICATORS, D.YAMEN, D.TITLES, D.CARDS, D.BUSTLING, D.AREAS):
        for record in table:
            runs.update(CJK.findall(record["zh"]))
    for entry in read_po(resource_path("cuzhi", "i18n", "zh_CN.po").read_text(encoding="utf-8"), "zh_CN.po"):
        runs.update(CJK.findall(entry.msgid))
    return runs


def test_the_board_shows_no_english_word_in_chinese(qtbot):
    use_catalog(load_catalog("zh_CN"))
    texts = texts_over_a_game(qtbot)
    english = [f"{where}: {text!r}" for where, text in texts if english_words(text)]
    assert not english, f"{len(english)} texts in English on the Chinese board, e.g.:\n" + "\n".join(english[:20])
    assert any("斗争版图" in text for _where, text in texts)  # the game's fight was drawn too


def test_the_english_board_shows_only_the_rulebook_chinese(qtbot):
    texts = texts_over_a_game(qtbot)
    printed = printed_chinese()
    translated = [f"{where}: {text!r}" for where, text in texts if set(CJK.findall(text)) - printed]
    assert not translated, "Chinese of the translation on the English board:\n" + "\n".join(translated[:20])
    assert any(text == "Area 1 Resources 资源区" for _where, text in texts)


def test_a_language_switch_redraws_every_kept_piece(qtbot):
    scene, view, _chosen, _refused = board_in_view(qtbot, CuzhiBoard(GAME))
    states = []
    random_playout(GAME, GameConfig.make(PLAYERS), SEED, on_step=lambda _b, _a, after: states.append(after))
    state = states[len(states) // 2]
    show(scene, view, state)
    before = sorted(board_texts(scene))
    use_catalog(load_catalog("zh_CN"))
    show(scene, view, state)  # what MainWindow.retranslate does to the board
    assert scene.retained.kept == 0  # nothing drawn in English is kept
    chinese = [text for _where, text in board_texts(scene) if english_words(text)]
    assert not chinese, chinese[:10]
    use_catalog(None)
    show(scene, view, state)
    assert sorted(board_texts(scene)) == before
