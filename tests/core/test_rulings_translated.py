"""A translation of a game's rulings (``resources/<game>/NOTES.<lang>.md``) keeps the English's shape
(the same headings, paragraphs and list items in the same order, the same bold titles in each), and
the rules help shows it in its language and the English otherwise."""

from __future__ import annotations

import pytest

from zsgames.core import registry
from zsgames.core.i18n import load_catalog, rendering_in
from zsgames.core.resources import read_text, resource_path
from zsgames.core.rulings import player_part, player_rulings, rulings_html, shape, to_html, translation_name

LANGUAGES = ("zh_CN",)
GAMES = [name for name in registry.shipped() if resource_path(name, "NOTES.md").is_file()]


@pytest.mark.parametrize("code", LANGUAGES)
@pytest.mark.parametrize("game", GAMES)
def test_a_translation_has_the_english_rulings_shape(game, code):
    if not resource_path(game, translation_name(code)).is_file():
        pytest.skip(f"{game} has no {code} rulings")
    english = shape(player_part(read_text(game, "NOTES.md")))
    translated = shape(player_rulings(game, code))
    assert len(english) > 3
    assert translated == english


@pytest.mark.parametrize("game", GAMES)
def test_the_help_shows_the_rulings_of_the_language_now(game):
    english = to_html(player_part(read_text(game, "NOTES.md")))
    assert rulings_html(game) == english
    with rendering_in(load_catalog("zh_CN")):
        shown = rulings_html(game)
    if resource_path(game, translation_name("zh_CN")).is_file():
        assert shown != english and shape(player_rulings(game, "zh_CN")) == shape(
            player_part(read_text(game, "NOTES.md"))
        )
    else:
        assert shown == english


def test_shape_counts_blocks_and_bold_titles():
    assert shape("## Fights\n\n**One.** a\nb\n\n- **Two.** x\n- y\n") == ["h2:0", "p:1", "li:1", "li:0"]
