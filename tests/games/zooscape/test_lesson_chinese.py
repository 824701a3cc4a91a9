"""The Zooscape lesson speaks Chinese: every text of ``resources/zooscape/lesson.json`` a player
reads (its title, intro, outro, topics and each step's words) is declared in the game's data texts
and translated, with no English word left but the proper names (the game's, the lesson's seats)."""

from __future__ import annotations

import re

from zsgames.core.i18n import _, load_catalog, rendering_in
from zsgames.core.resources import load_json

ENGLISH_WORD = re.compile(r"[A-Za-z]{3,}")
PROPER_NAMES = {"Bot", "Zooscape"}  # the lesson's opponents are "Bot A" and "Bot B"; the game keeps its name


def lesson_texts() -> list[str]:
    lesson = load_json("zooscape", "lesson.json")
    texts = [lesson["title"], lesson["intro"], lesson["outro"]]
    texts += [text for key, text in lesson["topics"].items() if key != "source"]
    texts += [step["say"] for step in lesson["steps"] if step.get("say")]
    return texts


def test_every_lesson_text_reads_in_chinese():
    texts = lesson_texts()
    assert len(texts) > 30
    with rendering_in(load_catalog("zh_CN")):
        shown = {text: _(text, context="lesson") for text in texts}
    for english, chinese in shown.items():
        assert chinese != english, f"not translated: {english!r}"
        left = set(ENGLISH_WORD.findall(chinese)) - PROPER_NAMES
        assert not left, f"English words {sorted(left)} in {chinese!r}"
