"""The translation catalogs are complete and sound: every marked text is translated (not empty, not
fuzzy) in every language, a translation fills the same placeholders as its English, no mark holds an
f-string, and a catalog holds no text the code no longer has (``make po`` drops those)."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

import pytest

from zsgames.core.i18n import load_catalog, placeholders
from zsgames.core.po import header_field, read_po

ROOT = Path(__file__).resolve().parents[2]


def load_tool():
    spec = importlib.util.spec_from_file_location("packaging_catalogs", ROOT / "packaging" / "catalogs.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # its dataclasses look their module up
    spec.loader.exec_module(module)
    return module


catalogs = load_tool()
EXTRACTED, PROBLEMS = catalogs.extract()
CATALOG_FILES = [
    (game, lang) for lang in catalogs.LANGUAGES for game in sorted(EXTRACTED) if EXTRACTED[game] or not game
]


def entries_of(game: str, lang: str):
    path = catalogs.po_path(game, lang)
    assert path.is_file(), f"{path.relative_to(ROOT)} is missing: run make po"
    return read_po(path.read_text(encoding="utf-8"), path.name)


def test_no_mark_holds_an_f_string_or_a_context_that_is_not_a_text():
    assert PROBLEMS == []


def test_the_app_and_a_game_have_marked_texts():
    assert ("game name", "Zooscape") in EXTRACTED["zooscape"]
    assert (None, "&Game") in EXTRACTED[""]
    assert ("counted", "{n} {noun}") in EXTRACTED[""]  # core/text.py's own words are the app's


@pytest.mark.parametrize(("game", "lang"), CATALOG_FILES)
def test_every_marked_text_is_translated(game, lang):
    where = catalogs.po_path(game, lang).relative_to(ROOT).as_posix()
    assert catalogs.problems_of(entries_of(game, lang), EXTRACTED[game], where) == []


@pytest.mark.parametrize(("game", "lang"), CATALOG_FILES)
def test_a_catalog_holds_only_texts_the_code_has(game, lang):
    stale = [e.msgid for e in entries_of(game, lang) if e.msgid and e.key not in EXTRACTED[game]]
    assert stale == [], "run make po: these texts are gone from the code"


@pytest.mark.parametrize(("game", "lang"), CATALOG_FILES)
def test_a_translation_fills_the_placeholders_of_its_english(game, lang):
    wrong = []
    for entry in entries_of(game, lang):
        if not entry.msgid:
            continue
        english = placeholders(entry.msgid) | placeholders(entry.msgid_plural or "")
        if entry.msgid_plural is not None:
            english.discard("n")  # a form may leave the count out ("a scroll" for one)
        for form in entry.msgstr:
            found = placeholders(form) - {"n"} if entry.msgid_plural is not None else placeholders(form)
            if form and found != english:
                wrong.append((entry.msgid, form))
    assert wrong == []


@pytest.mark.parametrize("lang", list(catalogs.LANGUAGES))
def test_every_catalog_of_a_language_has_its_plural_rule(lang):
    for game, _lang in [c for c in CATALOG_FILES if c[1] == lang]:
        assert header_field(entries_of(game, lang), "Plural-Forms") == catalogs.LANGUAGES[lang]


@pytest.mark.parametrize("lang", list(catalogs.LANGUAGES))
def test_a_text_in_two_catalogs_has_one_translation(lang):
    seen: dict[tuple[str | None, str], tuple[str, ...]] = {}
    clashes = []
    for game, _lang in [c for c in CATALOG_FILES if c[1] == lang]:
        for entry in entries_of(game, lang):
            if entry.msgid and seen.setdefault(entry.key, entry.msgstr) != entry.msgstr:
                clashes.append(entry.key)
    assert clashes == []
    assert len(load_catalog(lang).messages) == len({k for k in seen})


def test_the_extractor_reads_every_kind_of_mark():
    source = """
SPEED = "bot speed"
a = _("Open")
b = Text("{n} scroll", plural="{n} scrolls", n=2)
c = N_("Fast", context=SPEED)
d = plural(3, "box", "boxes")
e = subject(name, "starts", "start")
f = _(f"bad {x}")
g = _(variable)
h = Text("x", context=some_parameter)
"""
    found, problems = catalogs.extract_source(source, "demo.py")
    keys = {(f.context, f.msgid, f.plural) for f in found}
    assert keys == {
        (None, "Open", None),
        (None, "{n} scroll", "{n} scrolls"),
        ("bot speed", "Fast", None),
        ("counted", "box", "boxes"),
        ("verb", "starts", None),
        ("verb", "start", None),
    }
    assert [p.split(": ", 1)[1] for p in problems] == [
        "an f-string in _(): write a placeholder",
        "Text('x') has a context that is not a text",
    ]


def test_an_update_keeps_translations_and_marks_a_changed_plural_fuzzy():
    Found = catalogs.Found
    texts = {
        (None, "Open"): Found("Open", None, None, ["a.py"]),
        (None, "{n} move"): Found("{n} move", None, "{n} moves!", ["a.py"]),
        (None, "New"): Found("New", None, None, ["b.py"]),
    }
    old = read_po(
        'msgid "Open"\nmsgstr "打开"\n\nmsgid "{n} move"\nmsgid_plural "{n} moves"\nmsgstr[0] "{n} 步"\n\n'
        'msgid "Gone"\nmsgstr "没了"\n'
    )
    new = {e.key: e for e in catalogs.updated(old, texts, "zh_CN", "") if e.msgid}
    assert set(new) == set(texts)
    assert new[(None, "Open")].msgstr == ("打开",) and new[(None, "Open")].translated
    assert new[(None, "{n} move")].fuzzy and new[(None, "{n} move")].msgstr == ("{n} 步",)
    assert new[(None, "New")].msgstr == ("",)


def test_texts_declared_in_a_games_data_files_go_to_its_catalog(tmp_path):
    game = tmp_path / "resources" / "demo"
    (game / "i18n").mkdir(parents=True)
    (game / "cards.json").write_text(
        '{"cards": [{"name": "Fire", "effect": "Burns"}, {"name": "Fan"}], "areas": {"a": {"title": "Market"}}}',
        encoding="utf-8",
    )
    (game / "list.json").write_text('[{"name": "Cricket"}]', encoding="utf-8")
    (game / "i18n" / "data.json").write_text(
        '{"cards.json": {"cards[].name": "card", "cards[].effect": null, "areas.*.title": "area",'
        ' "cards[].missing": "card"}, "list.json": {"[].name": "cricket"}}',
        encoding="utf-8",
    )
    found, problems = catalogs.extract_data(tmp_path)
    keys = {(f.context, f.msgid) for f in found["demo"]}
    assert keys == {("card", "Fire"), ("card", "Fan"), (None, "Burns"), ("area", "Market"), ("cricket", "Cricket")}
    assert all(f.files[0].startswith("resources/demo/") for f in found["demo"])
    assert problems == ["resources/demo/i18n/data.json: cards.json cards[].missing finds no text"]  # a typo fails


def test_a_json_path_walks_lists_and_objects():
    data = {"a": [{"b": "x"}, {"b": "y"}], "c": {"d": {"e": "z"}}}
    assert catalogs.walk_path(data, "a[].b") == ["x", "y"]
    assert catalogs.walk_path(data, "c.*.e") == ["z"]
    assert catalogs.walk_path([{"n": "q"}], "[].n") == ["q"]
    assert catalogs.walk_path(data, "nothing.here") == []
