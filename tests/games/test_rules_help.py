"""The in-app rules help of every game: every ruling of its NOTES.md, and no developer words."""

from __future__ import annotations

import re

import pytest

from zsgames.core import registry
from zsgames.core.rulings import ruling_titles, to_html

DEVELOPER_WORDS = [
    (re.compile(r"`|\*\*|<pre>"), "raw markup"),
    (re.compile(r"max_rounds|first_master|forced_final|min_players|\bRNG\b|\bseeded\b"), "a code name"),
    (re.compile(r"\bD\d{1,2}\b"), "a decision code"),
    (re.compile(r"test_|\.json\b|\.md\b|component-data|§"), "a developer reference"),
    (re.compile(r"\bsource\b|\(proposal\)", re.IGNORECASE), "a data-source column"),
]


@pytest.mark.parametrize("name", ["zongshi", "zooscape", "cuzhi"])
def test_rules_help_shows_every_ruling_in_players_words(name):
    text = registry.get(name).rules_help()
    titles = ruling_titles(name)
    assert len(titles) >= 15
    for title in titles:
        assert f"<b>{title}</b>" in text, title
    found = [
        f"{what}: …{text[max(0, m.start() - 30) : m.end() + 30]}…"
        for pattern, what in DEVELOPER_WORDS
        for m in pattern.finditer(text)
    ]
    assert not found, "\n".join(found[:10])
    assert "our proposal for" in text  # values the rulebook does not print are said to be ours


def test_ruling_markdown_becomes_html_without_the_developer_notes():
    html = to_html("## Title\n- **Bold** and *master* here. [D4; test_x]\n  goes on\n\n1. one\n2. two\n\nText.")
    assert html == (
        "<h2>Title</h2>\n<ul><li><b>Bold</b> and <i>master</i> here. goes on</li></ul>\n"
        "<ol><li>one</li><li>two</li></ol>\n<p>Text.</p>"
    )
