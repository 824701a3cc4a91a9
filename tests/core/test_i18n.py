"""Text in two languages (zsgames.core.i18n): immediate and lazy texts, plurals, the language words
of zsgames.core.text, and English as the source language — through a tiny test catalog."""

from __future__ import annotations

import pytest

from zsgames.core import i18n
from zsgames.core.game import Action, Event, IllegalAction
from zsgames.core.i18n import N_, Catalog, Text, _, english, rendering_in, use_catalog
from zsgames.core.po import read_po
from zsgames.core.text import join_and, ordinal, plural, possessive, seat_name, subject, subjects, who_won

TINY_ZH = r"""
msgid ""
msgstr ""
"Language: zh_CN\n"
"Plural-Forms: nplurals=1; plural=0;\n"

msgctxt "list"
msgid ", "
msgstr "、"

msgctxt "list"
msgid "{first} and {last}"
msgstr "{first}和{last}"

msgctxt "list"
msgid "{first} or {last}"
msgstr "{first}或{last}"

msgctxt "counted"
msgid "scroll"
msgid_plural "scrolls"
msgstr[0] "卷轴"

msgctxt "counted"
msgid "{n} {noun}"
msgstr "{n} {noun}"

msgid "You"
msgstr "你"

msgid "Your"
msgstr "你的"

msgid "your"
msgstr "你的"

msgid "{name}'s"
msgstr "{name}的"

msgctxt "verb"
msgid "starts"
msgstr "先手"

msgctxt "verb"
msgid "start"
msgstr "先手"

msgctxt "verb"
msgid "{name} {verb}"
msgstr "{name}{verb}"

msgid "{name} wins"
msgstr "{name}获胜"

msgid "You win"
msgstr "你获胜"

msgid "{names} share the win"
msgstr "{names}共同获胜"

msgctxt "ordinal"
msgid "{n}th"
msgstr "第{n}"

msgid "{name} takes {card}."
msgstr "{name}拿走了{card}。"

msgctxt "card"
msgid "Swift Fingers"
msgstr "妙手"

msgid "{n} move left"
msgid_plural "{n} moves left"
msgstr[0] "还剩 {n} 步"

msgid "Open"
msgstr "打开"

msgctxt "verb"
msgid "Open"
msgstr "开启"

#, fuzzy
msgid "Save"
msgstr "保存"

msgid "Quit"
msgstr ""

msgid "{name} passes."
msgstr "{who}跳过。"

msgid "{names} tie."
msgstr "{names}平局。"
"""


def tiny_catalog() -> Catalog:
    return Catalog.of("zh_CN", read_po(TINY_ZH, "tiny"))


@pytest.fixture
def chinese():
    use_catalog(tiny_catalog())
    yield
    use_catalog(None)


# --- English: the code's own words, no catalog -------------------------------------------------
def test_english_is_the_source_language_with_no_catalog():
    assert i18n.language() == "en"
    assert _("Open") == "Open"
    assert _("{n} move left", plural="{n} moves left", n=1) == "1 move left"
    assert _("{n} move left", plural="{n} moves left", n=3) == "3 moves left"
    assert str(Text("{name} takes {card}.", name="Blue", card=Text("Swift Fingers", context="card"))) == (
        "Blue takes Swift Fingers."
    )
    assert N_("Fast") == "Fast"


def test_english_text_helpers_keep_their_words():
    assert plural(1, "box", "boxes") == "1 box" and plural(2, "scroll") == "2 scrolls"
    assert join_and(["Blue", "Orange", "Green"]) == "Blue, Orange and Green"
    assert join_and(["Blue", "Orange"], "or") == "Blue or Orange"
    assert possessive("You") == "Your" and possessive("You", mid_sentence=True) == "your"
    assert possessive("Bot A") == "Bot A's"
    assert subject("You", "starts", "start") == "You start" and subject("Blue", "starts", "start") == "Blue starts"
    assert subjects(["Blue", "You"], "wins", "win") == "Blue and You win"
    assert who_won(["Blue", "You"]) == "Blue and You share the win" and who_won(["You"]) == "You win"
    assert [ordinal(p) for p in (1, 2, 3, 11, 23)] == ["1st", "2nd", "3rd", "11th", "23rd"]
    assert seat_name("You") == "You"


# --- Chinese through the tiny catalog ---------------------------------------------------------
def test_immediate_text_is_translated_with_its_context(chinese):
    assert _("Open") == "打开"
    assert _("Open", context="verb") == "开启"
    assert _("{n} move left", plural="{n} moves left", n=1) == "还剩 1 步"
    assert _("{n} move left", plural="{n} moves left", n=5) == "还剩 5 步"


def test_missing_fuzzy_or_empty_translations_show_the_english(chinese):
    assert _("Close game") == "Close game"
    assert _("Save") == "Save"  # fuzzy
    assert _("Quit") == "Quit"  # empty


def test_a_translation_whose_placeholders_differ_shows_the_english(chinese, caplog):
    assert _("{name} passes.", name="Blue") == "Blue passes."
    assert "does not format" in caplog.text


def test_chinese_text_helpers_have_no_plural_inflection_and_list_with_the_chinese_marks(chinese):
    assert plural(1, "scroll") == "1 卷轴" and plural(3, "scroll") == "3 卷轴"
    assert join_and(["甲", "乙", "丙"]) == "甲、乙和丙"
    assert join_and(["甲", "乙"], "or") == "甲或乙"
    assert join_and(["甲"]) == "甲" and join_and([]) == ""
    assert possessive("Blue") == "Blue的" and possessive("You") == "你的"
    assert subject("You", "starts", "start") == "你先手" and subject("Blue", "starts", "start") == "Blue先手"
    assert subjects(["Blue", "You"], "starts", "start") == "Blue和你先手"
    assert who_won(["You"]) == "你获胜" and who_won(["Blue"]) == "Blue获胜"
    assert who_won(["Blue", "You"]) == "Blue和你共同获胜"
    assert ordinal(2) == "第2"
    assert seat_name("You") == "你" and seat_name("Blue") == "Blue"


def test_a_counted_noun_missing_from_the_catalog_keeps_its_english_plural(chinese):
    assert plural(2, "box", "boxes") == "2 boxes"


def test_lazy_text_is_rendered_in_the_language_current_when_it_is_read():
    card = Text("Swift Fingers", context="card")
    taken = Text("{name} takes {card}.", name="Blue", card=card)
    left = Text("{n} move left", plural="{n} moves left", n=4)
    assert str(taken) == "Blue takes Swift Fingers."
    use_catalog(tiny_catalog())
    try:
        assert str(taken) == "Blue拿走了妙手。"
        assert f"{left}" == "还剩 4 步"
        assert english(taken) == "Blue takes Swift Fingers." and english(left) == "4 moves left"
        assert str(taken) == "Blue拿走了妙手。"  # english() leaves the language as it was
    finally:
        use_catalog(None)
    assert str(left) == "4 moves left"


def test_english_on_another_thread_leaves_this_thread_s_language_alone(chinese):
    """The autosave thread writes English (english()) while the window renders Chinese."""
    import threading

    inside, leave = threading.Event(), threading.Event()
    seen: list[str] = []

    def autosave() -> None:
        with rendering_in(None):
            seen.append(_("Swift Fingers", context="card"))
            inside.set()
            leave.wait(5)
            seen.append(i18n.language())

    worker = threading.Thread(target=autosave)
    worker.start()
    assert inside.wait(5)
    taken = Text("{name} takes {card}.", name="Blue", card=Text("Swift Fingers", context="card"))
    assert str(taken) == "Blue拿走了妙手。" and i18n.language() == "zh_CN"  # while the other thread is in English
    leave.set()
    worker.join(5)
    assert seen == ["Swift Fingers", "en"]
    assert english(taken) == "Blue takes Swift Fingers." and str(taken) == "Blue拿走了妙手。"


def test_a_list_param_is_joined_in_the_text_language():
    tie = Text("{names} tie.", names=("Blue", "Orange", "Green"))
    assert str(tie) == "Blue, Orange and Green tie."
    with rendering_in(tiny_catalog()):
        assert str(tie) == "Blue、Orange和Green平局。"
        assert english(tie) == "Blue, Orange and Green tie."


def test_lazy_texts_compare_by_their_words_and_params():
    assert Text("{name} wins", name="Blue") == Text("{name} wins", name="Blue")
    assert Text("{name} wins", name="Blue") != Text("{name} wins", name="Red")
    assert Text("Open") != Text("Open", context="verb")
    assert not Text("") and Text("Open")
    with pytest.raises(TypeError):
        Text("{n} move left", plural="{n} moves left")  # the count is the param n


def test_a_wrong_english_text_is_the_code_s_mistake():
    with pytest.raises(KeyError):
        _("{name} wins", who="Blue")


# --- the engine's values stay language-free ------------------------------------------------------
def test_an_action_saves_its_english_label_and_shows_the_current_language():
    action = Action(0, "take", (2,), Text("{n} move left", plural="{n} moves left", n=2))
    with rendering_in(tiny_catalog()):
        assert str(action) == "还剩 2 步"
        assert action.to_json() == {"seat": 0, "kind": "take", "args": [2], "label": "2 moves left"}
    assert Action.from_json(action.to_json()) == action


def test_an_event_s_text_is_read_in_the_viewer_s_language():
    card = Text("Swift Fingers", context="card")
    event = Event(
        "draw",
        Text("{name} takes {card}.", name="Blue", card=Text("a scroll")),
        actor=0,
        private=((0, Text("{name} takes {card}.", name="You", card=card)),),
    )
    assert event.text_for(1) == "Blue takes a scroll."
    with rendering_in(tiny_catalog()):
        assert event.text_for(0) == "You拿走了妙手。"
        assert event.text_for(None) == "Blue拿走了a scroll。"


def test_a_refusal_reads_in_the_current_language():
    refused = IllegalAction(Text("Open"))
    assert str(refused) == "Open"
    with rendering_in(tiny_catalog()):
        assert str(refused) == "打开"


# --- choosing the language -----------------------------------------------------------------------
@pytest.mark.parametrize(
    ("name", "code"),
    [
        ("zh_CN.UTF-8", "zh_CN"),
        ("zh-Hans", "zh_CN"),
        ("zh", "zh_CN"),
        ("zh_SG", "zh_CN"),
        ("zh_TW.UTF-8", None),
        ("en_GB.UTF-8", "en"),
        ("C", "en"),
        ("C.UTF-8", "en"),
        ("POSIX", "en"),
        ("de_DE", None),
        ("", None),
    ],
)
def test_a_locale_name_means_an_offered_language_or_none(name, code):
    assert i18n.normalise(name) == code


def test_the_system_language_is_read_as_gettext_reads_it():
    assert i18n.system_language({"LANG": "zh_CN.UTF-8"}) == "zh_CN"
    assert i18n.system_language({"LC_ALL": "C", "LANG": "zh_CN.UTF-8"}) == "en"
    assert i18n.system_language({"LANGUAGE": "de:zh_CN", "LANG": "de_DE.UTF-8"}) == "zh_CN"
    assert i18n.system_language({"LANG": "fr_FR.UTF-8"}) == "en"
    assert i18n.system_language({}) == "en"


def test_set_language_loads_the_shipped_catalogs_and_falls_back_to_english():
    try:
        assert i18n.set_language("zh_CN") == "zh_CN"
        assert _("&Game") != "&Game"  # the app's own catalog is shipped with the app
        assert i18n.set_language("klingon") == "en"
        assert _("&Game") == "&Game"
    finally:
        use_catalog(None)
