"""Issue 40: the New-game dialog says what each bot level is like in one sentence, as the seat's
tooltip and on the line under the seats, in the reader's language."""

from __future__ import annotations

import re

import pytest

from zsgames.bots import BOT_LEVELS
from zsgames.core import i18n
from zsgames.core.i18n import load_catalog, use_catalog
from zsgames.ui.dialogs.new_game_dialog import NewGameDialog
from zsgames.ui.shared.level_words import LEVEL_SENTENCES, LEVEL_WORDS

CJK = re.compile(r"[\u4e00-\u9fff]")


@pytest.fixture(params=[i18n.SOURCE, "zh_CN"])
def lang(request):
    use_catalog(None if request.param == i18n.SOURCE else load_catalog(request.param))
    yield request.param
    use_catalog(None)


def test_each_level_shows_its_sentence_in_the_reader_s_language(qtbot, lang):
    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    plays = dialog.rows[1][3]
    assert set(LEVEL_SENTENCES) == set(LEVEL_WORDS) and set(BOT_LEVELS) <= set(LEVEL_SENTENCES)
    said = set()
    for level in LEVEL_SENTENCES:
        plays.setCurrentIndex(plays.findData(level))
        sentence = i18n._(LEVEL_SENTENCES[level])
        assert plays.toolTip() == sentence and dialog.level_line.text() == sentence
        assert not dialog.level_line.isHidden()
        if lang == i18n.SOURCE:
            assert sentence == LEVEL_SENTENCES[level] and sentence.startswith(LEVEL_WORDS[level])
        else:
            assert CJK.search(sentence) and not re.search(r"[A-Za-z]{3,}", sentence)
        said.add(sentence)
    assert len(said) == len(LEVEL_SENTENCES)  # four different sentences
    plays.setCurrentIndex(plays.findData("human"))
    assert plays.toolTip() == "" and dialog.level_line.isHidden()


def test_a_seat_named_by_its_colour_shows_in_the_language_and_is_kept_in_english(qtbot):
    use_catalog(load_catalog("zh_CN"))
    try:
        dialog = NewGameDialog()
        qtbot.addWidget(dialog)
        dialog.players.setValue(3)
        shown = [dialog.rows[s][1].text() for s in range(3)]
        new = dialog.result_game()
    finally:
        use_catalog(None)
    assert all(CJK.search(name) for name in shown), shown
    assert list(new.config.names) == ["Blue", "Orange", "Green"]  # the saves keep the English key
