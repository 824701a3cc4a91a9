"""View ▸ Language: the window speaks Chinese at once (menus, docks, status bar, banner, welcome, Qt's
own buttons), comes back to English, remembers the choice, and a game's log follows the switch."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication

from tests.support.board_harness import open_window
from tests.support.board_harness import seat_config as config
from zsgames.core import i18n
from zsgames.core.match import Match
from zsgames.core.rng import Rng
from zsgames.ui.shared import language, settings_store


@pytest.fixture
def window(qtbot):
    yield from open_window(qtbot, 1280, 800)
    language.apply_language(i18n.SOURCE)  # Qt's translation out again for the next test


def titles(window) -> list[str]:
    return [a.text() for a in window.menuBar().actions()]


def test_the_language_menu_offers_system_and_each_language_by_its_own_name(window):
    names = [a.text() for a in window.language.menu.actions()]
    assert names == ["&System", "English", "简体中文"]
    assert window.language.actions[i18n.SYSTEM].isChecked()  # the default: the system's locale


def test_chinese_is_applied_at_once_and_english_comes_back(window):
    english = titles(window)
    assert english[:3] == ["&Game", "&Edit", "&View"]
    window.language.choose("zh_CN")
    assert i18n.language() == "zh_CN"
    chinese = titles(window)
    assert chinese[0] == "游戏(&G)" and chinese != english
    assert window.players_dock.windowTitle() == "玩家"
    assert window.menus.save.text() == "保存(&S)"
    assert window.language.actions["zh_CN"].text() == "简体中文"
    assert window.banner.text() == "在下方选一个游戏：学习玩法，或开始一局"
    # Qt's own words (dialog buttons) come from its Chinese translation
    assert QCoreApplication.translate("QPlatformTheme", "Cancel") == "取消"
    assert settings_store.language_choice(language.CHOICES, i18n.SYSTEM) == "zh_CN"
    window.language.choose("en")
    assert titles(window) == english
    assert window.players_dock.windowTitle() == "Players"
    assert QCoreApplication.translate("QPlatformTheme", "Cancel") == "Cancel"


def test_the_welcome_is_drawn_again_in_the_new_language(window):
    before = window.welcome.scene
    window.language.choose("zh_CN")
    assert window.welcome.scene is not None and window.welcome.scene is not before
    assert window.welcome.scene.buttons[("quick", "zooscape")].text == "快速开局"


def kimono_match() -> Match:
    """A Zooscape game played at random until a kimono event (its text is lazy: a converted event)."""
    from zsgames.games.zooscape import GAME as ZOOSCAPE

    for seed in range(40):
        match = Match(ZOOSCAPE, config("human", "random", "random"), seed)
        rng = Rng(seed)
        while not match.is_over():
            legal = match.legal_actions(match.deciders()[0])
            if any(e.kind == "kimono" for e in match.apply(legal[rng.randbelow(len(legal))])):
                return match
    raise AssertionError("no kimono event in 40 games")


def test_a_game_s_log_follows_the_language(qtbot, window):
    match = kimono_match()
    said = [e.text_for(None) for e in match.events() if e.kind == "kimono"][-1]
    window.start_match(match)
    assert said in window.log_view.texts()
    window.language.choose("zh_CN")
    chinese = [e.text_for(None) for e in match.events() if e.kind == "kimono"][-1]
    assert chinese != said and "和服" in chinese
    assert chinese in window.log_view.texts()
    assert window.windowTitle() == "Zooscape · zsgames"


def all_actions(menu) -> list:
    found = []
    for act in menu.actions():
        found.append(act)
        if act.menu() is not None:
            found += all_actions(act.menu())
    return found


def test_in_chinese_no_menu_item_keeps_english_words_that_have_a_translation(window):
    window.language.choose("zh_CN")
    messages = i18n.load_catalog("zh_CN").messages
    translated = {msgid for (_context, msgid), forms in messages.items() if forms[0] != msgid}  # not names
    shown = [a.text() for top in window.menuBar().actions() for a in [top, *all_actions(top.menu())]]
    assert [text for text in shown if text in translated] == []
    assert sum(1 for text in shown if any("\u4e00" <= ch <= "\u9fff" for ch in text)) > 30


def history_headings(window) -> list[str]:
    tree = window.extras.history.tree
    out = []
    for i in range(tree.topLevelItemCount()):
        round_item = tree.topLevelItem(i)
        out.append(round_item.text(0))
        out += [round_item.child(j).text(0) for j in range(round_item.childCount())]
    return out


def test_the_history_s_rounds_and_turns_follow_the_language(qtbot, window):
    window.start_match(kimono_match())
    english = history_headings(window)
    assert any(h.startswith("Round ") for h in english) and any(h.endswith(" turn") for h in english)
    window.language.choose("zh_CN")
    chinese = history_headings(window)
    assert chinese and not any("Round" in h or "turn" in h for h in chinese)
    assert any(h.startswith("第 ") for h in chinese) and any(h.endswith("的回合") for h in chinese)
