"""The .po reader and writer (zsgames.core.po): what gettext's tools write reads back the same."""

from __future__ import annotations

import pytest

from zsgames.core.po import Entry, PoError, header_field, plural_rule, read_po, write_po

GETTEXT_STYLE = r"""# A translator's note on the whole file.
msgid ""
msgstr ""
"Language: zh_CN\n"
"Plural-Forms: nplurals=1; plural=0;\n"

# the translator's own note
#. a note from the code
#: zsgames/ui/window/window_menus.py zsgames/cli.py
#, fuzzy, python-format
msgctxt "menu"
msgid "Open"
msgstr "打开"

msgid ""
"A long text "
"on two lines\n"
"and a \"quoted\" word\tafter a tab"
msgstr "长文本"

msgid "{n} scroll"
msgid_plural "{n} scrolls"
msgstr[0] "{n} 张卷轴"

#~ msgid "Gone"
#~ msgstr "已删除"
"""


def test_a_gettext_style_catalog_is_read_with_its_comments_flags_context_and_plurals():
    header, opened, long_text, scroll = read_po(GETTEXT_STYLE, "zh_CN.po")
    assert header.msgid == "" and header_field([header], "plural-forms") == "nplurals=1; plural=0;"
    assert opened.key == ("menu", "Open") and opened.msgstr == ("打开",)
    assert opened.fuzzy and not opened.translated and opened.flags == {"fuzzy", "python-format"}
    assert opened.comments == ("a note from the code",)
    assert opened.references == ("zsgames/ui/window/window_menus.py", "zsgames/cli.py")
    assert opened.translator_comments == ("the translator's own note",)
    assert long_text.msgid == 'A long text on two lines\nand a "quoted" word\tafter a tab'
    assert long_text.translated
    assert scroll.msgid_plural == "{n} scrolls" and scroll.msgstr == ("{n} 张卷轴",)


def test_what_is_written_reads_back_the_same():
    entries = read_po(GETTEXT_STYLE)
    again = read_po(write_po(entries))
    assert again == entries
    assert write_po(again) == write_po(entries)


def test_a_text_with_line_breaks_is_written_a_line_at_a_time():
    text = write_po([Entry("first line\nsecond line", msgstr=("第一行\n第二行",))])
    assert 'msgid ""\n"first line\\n"\n"second line"' in text
    assert read_po(text)[0].msgstr == ("第一行\n第二行",)


def test_the_plural_rule_is_the_header_s_and_english_s_without_one():
    chinese = plural_rule(read_po(GETTEXT_STYLE))
    assert [chinese(n) for n in (0, 1, 2, 11)] == [0, 0, 0, 0]
    english = plural_rule([])
    assert [english(n) for n in (0, 1, 2)] == [1, 0, 1]
    polish = plural_rule(
        [
            Entry(
                "",
                msgstr=(
                    "Plural-Forms: nplurals=3; plural=(n==1 ? 0 : n%10>=2 && n%10<=4 && "
                    "(n%100<10 || n%100>=20) ? 1 : 2);\n",
                ),
            )
        ]
    )
    assert [polish(n) for n in (1, 2, 5, 22, 12)] == [0, 1, 2, 1, 2]


@pytest.mark.parametrize(
    ("text", "line"),
    [
        ('msgid "Open"\nmsgstr "打开\n', 2),
        ('msgid "Open"\nmsgstr "a \\q"\n', 2),
        ('msgstr "打开"\n', 1),
        ('msgid "Open"\nnonsense\n', 2),
        ('"floating"\n', 1),
    ],
)
def test_a_broken_catalog_names_its_line(text, line):
    with pytest.raises(PoError, match=f"tiny.po:{line}:"):
        read_po(text, "tiny.po")
