"""The Zong Shi lesson speaks Chinese: every text of resources/zongshi/lesson.json a player reads
(title, intro, outro, topics, what each step says) is declared in the game's data texts and renders
translated under zh_CN, with no English word left but the bots' names."""

from __future__ import annotations

import re

from zsgames.core.i18n import _, load_catalog, rendering_in
from zsgames.core.resources import load_json

#: names kept as they are in every language (the lesson's seats are "Bot A" and "Bot B")
PROPER = {"Bot"}
WORD = re.compile(r"[A-Za-z]{3,}")


def lesson_texts() -> list[str]:
    lesson = load_json("zongshi", "lesson.json")
    texts = [lesson["title"], lesson["intro"], lesson["outro"]]
    texts += [name for key, name in lesson["topics"].items() if key != "source"]
    texts += [step["say"] for step in lesson["steps"] if step.get("say")]
    return texts


def test_every_lesson_text_renders_in_chinese():
    texts = lesson_texts()
    assert len(texts) > 80
    with rendering_in(load_catalog("zh_CN")):
        shown = {text: _(text, context="lesson") for text in texts}
    untranslated = [text for text, zh in shown.items() if zh == text]
    english = {text: sorted(set(WORD.findall(zh)) - PROPER) for text, zh in shown.items()}
    assert not untranslated, untranslated[:5]
    assert not any(english.values()), {t: w for t, w in english.items() if w}


def test_the_lesson_still_reads_english_in_english():
    text = lesson_texts()[0]
    assert _(text, context="lesson") == text == "Learn to play Zong Shi"
