"""The Zooscape board in Chinese: over a seeded six-player game every text it paints, every details
card and every reason it gives reads in Chinese (no English word but the seats' names), the same
game in English paints no Chinese, a switch of language redraws the kept parts in the new language,
and the Chinese board reads at 9 points or more with nothing cut in the default window."""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest

from tests.support.board_harness import board_in_view, in_board_view, show_decider
from tests.support.text_probe import legibility_problems, text_report, view_scale
from tests.ui.test_board_legibility import board_size_in_window
from zsgames.core import registry
from zsgames.core.conformance import random_playout
from zsgames.core.game import GameConfig
from zsgames.core.i18n import load_catalog, use_catalog
from zsgames.ui.boards import board_for

PLAYERS = 6
#: Words that may stay English in Chinese: the seats' default names (translated elsewhere), the app's name.
PROPER = {"Blue", "Orange", "Green", "Pink", "Purple", "Teal", "zsgames"}
WORD = re.compile(r"[A-Za-z]{3,}")
CJK = re.compile(r"[\u3000-\u303f\u4e00-\u9fff\uff00-\uffef]")


@pytest.fixture
def chinese() -> Iterator[None]:
    use_catalog(load_catalog("zh_CN"))
    try:
        yield
    finally:
        use_catalog(None)


def board_texts(scene, view) -> Iterator[tuple[str, str]]:
    """(where, text) for everything the board shows now: painted texts, details cards, tooltips,
    the reasons a click or a drop gives, the staging banner."""
    for record in text_report(scene, view_scale(view)):
        yield "painted " + record.item, record.text
    for title, body in scene.details.texts.values():
        yield "details", title
        yield "details", body
    for item in scene.items():
        if item.toolTip():
            yield "tooltip", item.toolTip()
    for reason in [*scene.bindings.reasons.values(), *scene.bindings.piece_reasons.values()]:
        yield "reason", reason
    yield "banner", scene.staging_text()


def english_words(text: str) -> list[str]:
    return [w for w in WORD.findall(text) if w not in PROPER]


def texts_over_a_game(qtbot, seed: int, every: int = 3) -> list[tuple[str, str]]:
    game = registry.get("zooscape")
    scene, view, _chosen, _refused = board_in_view(qtbot, board_for("zooscape")(game), 1280, 800)
    seen: list[tuple[str, str]] = []
    count = 0

    def step(_before, _action, after):
        nonlocal count
        count += 1
        if count % every and not game.is_over(after):
            return
        show_decider(game, scene, view, after)
        scene.stop_slides()
        seen.extend(board_texts(scene, view))

    random_playout(game, GameConfig.make(PLAYERS), seed, on_step=step)
    assert count > 30
    return seen


@pytest.mark.parametrize("seed", [3, 8])
def test_the_board_shows_no_english_in_chinese(qtbot, chinese, seed):
    seen = texts_over_a_game(qtbot, seed)
    left = sorted({(where, text) for where, text in seen if english_words(text)})
    assert not left, left[:12]
    kinds = {where.split()[0] for where, _text in seen}
    assert {"painted", "details", "reason", "banner"} <= kinds
    assert sum(1 for _where, text in seen if CJK.search(text)) > 500


def test_the_board_shows_no_chinese_in_english(qtbot):
    seen = texts_over_a_game(qtbot, 3)
    assert not [(where, text) for where, text in seen if CJK.search(text)]
    assert any("Round" in text for _where, text in seen)


def test_a_language_switch_redraws_the_kept_parts(qtbot):
    """The window redraws the board after a switch: kept parts (keyed on what they show) are drawn
    again in the new language, and back."""
    game = registry.get("zooscape")
    scene, view, _chosen, _refused = board_in_view(qtbot, board_for("zooscape")(game), 1280, 800)
    states = []
    random_playout(game, GameConfig.make(PLAYERS), 5, on_step=lambda _b, _a, after: states.append(after))
    state = states[len(states) // 3]
    show_decider(game, scene, view, state)
    english = [text for _where, text in board_texts(scene, view)]
    assert not [t for t in english if CJK.search(t)]
    use_catalog(load_catalog("zh_CN"))
    try:
        show_decider(game, scene, view, state)
        assert scene.retained.kept == 0  # nothing drawn in English stayed
        chinese = [text for _where, text in board_texts(scene, view)]
        assert not [t for t in chinese if english_words(t)]
        assert any(CJK.search(t) for t in chinese)
        show_decider(game, scene, view, state)
        assert scene.retained.drawn == 0  # the same view in the same language keeps every part
    finally:
        use_catalog(None)
    show_decider(game, scene, view, state)
    assert [text for _where, text in board_texts(scene, view)] == english


def test_the_chinese_board_reads_at_9_points_uncut_in_the_default_window(qtbot, chinese):
    size = board_size_in_window(qtbot, "zooscape")
    game = registry.get("zooscape")
    scene = board_for("zooscape")(game)
    view = in_board_view(qtbot, scene, size)
    problems: dict[str, None] = {}
    count = 0

    def step(_before, _action, after):
        nonlocal count
        count += 1
        if count % 4 and not game.is_over(after):
            return
        show_decider(game, scene, view, after)
        view.fit()
        scene.stop_slides()
        for problem in legibility_problems(scene, view_scale(view), min_points=9.0):
            problems.setdefault(problem)
        problems.update(dict.fromkeys(f"squeezed: {text}" for text in scene.squeezed))

    random_playout(game, GameConfig.make(PLAYERS), 1, on_step=step)
    assert count > 30
    assert not problems, "\n".join(list(problems)[:40])
