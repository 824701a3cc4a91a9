"""Every lesson speaks Chinese: each text of ``resources/<game>/lesson.json`` a player reads (title,
intro, outro, topics, what each step says) is declared in the game's data texts (context "lesson")
and renders translated under zh_CN, with no English word left but the proper names a lesson keeps;
in English it reads as written."""

from __future__ import annotations

import re

import pytest

from zsgames.core.i18n import _, load_catalog, rendering_in
from zsgames.core.resources import load_json

WORD = re.compile(r"[A-Za-z]{3,}")
#: names kept in every language: the lessons' seats "Bot A" and "Bot B", and Zooscape's own name
PROPER = {"Bot", "Zooscape"}
#: the fewest texts each lesson has (a lesson that lost its texts fails)
AT_LEAST = {"cuzhi": 30, "zongshi": 80, "zooscape": 30}


def lesson_texts(game: str) -> list[str]:
    lesson = load_json(game, "lesson.json")
    texts = [lesson["title"], lesson["intro"], lesson["outro"]]
    texts += [text for key, text in lesson["topics"].items() if key != "source"]
    texts += [step["say"] for step in lesson["steps"] if step.get("say")]
    return texts


@pytest.mark.parametrize("game", sorted(AT_LEAST))
def test_every_lesson_text_renders_in_chinese(game):
    texts = lesson_texts(game)
    assert len(texts) > AT_LEAST[game]
    with rendering_in(load_catalog("zh_CN")):
        shown = {text: _(text, context="lesson") for text in texts}
    untranslated = [text for text, zh in shown.items() if zh == text]
    english = {text: sorted(set(WORD.findall(zh)) - PROPER) for text, zh in shown.items()}
    assert not untranslated, untranslated[:5]
    assert not any(english.values()), {t: w for t, w in english.items() if w}


def test_the_lesson_still_reads_english_in_english():
    text = lesson_texts("zongshi")[0]
    assert _(text, context="lesson") == text == "Learn to play Zong Shi"
