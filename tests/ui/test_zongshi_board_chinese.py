"""The Zong Shi board in Chinese (issue 39): over a seeded whole game with five players, every text
it paints, every tooltip, every details card and every reason it gives for a refused move is Chinese
(no English word of three letters or more but the seats' names, which the window translates); the
same game in English paints no CJK character (the rulebook prints no Chinese); a board drawn in
English and shown again after the language changes is redrawn in Chinese, its retained parts
included; and at 1280×800 no Chinese text is under 9 points or cut by its box."""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest

from tests.support.board_harness import board_in_view, show_decider
from tests.support.text_probe import text_report, view_scale
from zsgames.core.conformance import random_playout
from zsgames.core.game import GameConfig
from zsgames.core.i18n import load_catalog, use_catalog
from zsgames.games.zongshi import GAME
from zsgames.ui.boards.zongshi.board import ZongShiBoard

PLAYERS = 5
#: the seats' default names (another part of the app translates them) and the app's name
ALLOWED = {"Blue", "Orange", "Green", "Pink", "Purple", "Teal", "Player", "zsgames"}
WORD = re.compile(r"[A-Za-z]{3,}")
CJK = re.compile(r"[\u3000-\u303f\u3400-\u9fff\uff00-\uffef]")


def board_texts(scene, view) -> Iterator[tuple[str, str]]:
    """(where, text) for every word the board shows or says now."""
    for record in text_report(scene, view_scale(view)):
        yield f"painted by {record.item}", record.text
    for item in scene.items():
        if item.toolTip():
            yield f"tooltip of {type(item).__name__}", item.toolTip()
    for title, body in scene.details.texts.values():
        yield "details title", title
        yield f"details of {title}", body
    yield from (("reason", why) for why in scene.bindings.reasons.values())
    yield from (("reason for a piece", why) for why in scene.reasons.anywhere.values())
    for table in scene.reasons.at.values():
        yield from (("reason at a place", why) for why in table.values())


def over_a_game(qtbot, seed: int, every: int = 4) -> dict[str, str]:
    """Every text the board shows over a seeded whole game (seen every few moves and at the end)."""
    scene, view, _chosen, _refused = board_in_view(qtbot, ZongShiBoard(GAME), 1280, 800)
    seen: dict[str, str] = {}
    count = 0

    def step(_before, _action, after):
        nonlocal count
        count += 1
        if count % every and not GAME.is_over(after):
            return
        show_decider(GAME, scene, view, after)
        scene.stop_slides()
        for where, text in board_texts(scene, view):
            seen.setdefault(text, where)

    random_playout(GAME, GameConfig.make(PLAYERS), seed, on_step=step)
    assert count > 100 and len(seen) > 200
    return seen


def english_words(text: str) -> list[str]:
    return [w for w in WORD.findall(text) if w not in ALLOWED]


@pytest.mark.parametrize("seed", [3])
def test_every_board_text_is_chinese_over_a_whole_game(qtbot, seed):
    use_catalog(load_catalog("zh_CN"))
    seen = over_a_game(qtbot, seed)
    english = {text: where for text, where in seen.items() if english_words(text)}
    assert not english, f"{len(english)} texts with English words, e.g.:\n" + "\n".join(
        f"{where}: {text!r}" for text, where in list(english.items())[:25]
    )


def test_the_english_board_shows_no_chinese(qtbot):
    seen = over_a_game(qtbot, 3)
    chinese = {text: where for text, where in seen.items() if CJK.search(text)}
    assert not chinese, list(chinese.items())[:10]


def test_a_board_drawn_in_english_is_redrawn_in_chinese_when_the_language_changes(qtbot):
    scene, view, _chosen, _refused = board_in_view(qtbot, ZongShiBoard(GAME), 1280, 800)
    states = []
    random_playout(GAME, GameConfig.make(PLAYERS), 5, on_step=lambda _b, _a, after: states.append(after))
    middle = states[len(states) // 2]
    show_decider(GAME, scene, view, middle)
    before = {text for _where, text in board_texts(scene, view)}
    assert any(english_words(text) for text in before)
    use_catalog(load_catalog("zh_CN"))
    show_decider(GAME, scene, view, middle)  # as the window's retranslate does: the same view again
    after = {text: where for where, text in board_texts(scene, view)}
    left = {text: where for text, where in after.items() if english_words(text)}
    assert not left, list(left.items())[:10]
    assert sum(1 for text in after if CJK.search(text)) > 50
    use_catalog(None)
    show_decider(GAME, scene, view, middle)
    assert {text for _where, text in board_texts(scene, view)} == before
