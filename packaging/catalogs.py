"""The translation catalogs: extract every marked text from the code and update the ``.po`` files.

``python packaging/catalogs.py`` (``make po``) reads every module of ``zsgames/`` and writes, for each
translated language, the app's catalog ``resources/i18n/<lang>.po`` and each game's
``resources/<game>/i18n/<lang>.po`` (the texts of ``zsgames/games/<game>/`` and
``zsgames/ui/boards/<game>/``; a text the app also uses stays in the app's catalog only). A text
already translated keeps its translation; a new one comes in empty, one whose English plural
changed comes in fuzzy, and one no longer in the code is dropped. ``--check`` changes nothing and
exits 1 naming what is missing, untranslated or fuzzy (``tests/core/test_catalogs.py`` does the
same in the suite).

The marks are :mod:`zsgames.core.i18n`'s ``_(…)``, ``Text(…)`` and ``N_(…)`` (their ``plural=``
and ``context=`` too), and :mod:`zsgames.core.text`'s words: the noun of ``plural(n, "scroll")``
(context ``counted``) and the verbs of ``subject(name, "starts", "start")`` and ``subjects``
(context ``verb``). Only literal texts are extracted; an f-string inside a mark is a mistake this
reports (its words could never be in a catalog).

A game's names and texts that live in its data files (cards, projects, crickets…) are declared in
``resources/<game>/i18n/data.json``: ``{"<file>.json": {"<path>": "<context>"}}``, where a path is
keys joined by dots and ``[]`` after a key walks every item of its list (``"cards[].name"``; a leading
``[]`` walks a top-level list, ``*`` every value of an object). Each text found there goes to the
game's catalog with that context; the code wraps the value where it reads it, with the same context
(``Text(card["name"], context="card")``). A path that finds no text is a mistake this reports.
"""

from __future__ import annotations

import argparse
import ast
import json
import sys
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:  # run as a script from anywhere: the checkout's zsgames
    sys.path.insert(0, str(ROOT))

from zsgames.core.po import Entry, read_po, write_po  # noqa: E402

#: The translated languages and their plural rule (gettext's Plural-Forms).
LANGUAGES = {"zh_CN": "nplurals=1; plural=0;"}
GAMES_DIRS = ("zsgames/games", "zsgames/ui/boards")
MARKS = ("_", "Text", "N_")
COUNTED, VERB = "counted", "verb"  # zsgames.core.text's contexts


@dataclass
class Found:
    """One text to translate, with the files that use it."""

    msgid: str
    context: str | None
    plural: str | None
    files: list[str] = field(default_factory=list)

    @property
    def key(self) -> tuple[str | None, str]:
        return (self.context, self.msgid)


def _literal(node: ast.expr | None, constants: dict[str, str] | None = None) -> str | None:
    """A literal text, or a module-level constant that holds one (``SPEED = "bot speed"``)."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value
    if isinstance(node, ast.Name) and constants:
        return constants.get(node.id)
    return None


def _constants(tree: ast.Module) -> dict[str, str]:
    """The module's own ``NAME = "text"`` assignments."""
    found: dict[str, str] = {}
    for node in tree.body:
        if isinstance(node, ast.Assign) and len(node.targets) == 1 and isinstance(node.targets[0], ast.Name):
            value = _literal(node.value)
            if value is not None:
                found[node.targets[0].id] = value
    return found


def _name(func: ast.expr) -> str | None:
    if isinstance(func, ast.Name):
        return func.id
    if isinstance(func, ast.Attribute):
        return func.attr
    return None


def extract_source(source: str, where: str) -> tuple[list[Found], list[str]]:
    """The marked texts of one module, and its mistakes (an f-string in a mark)."""
    found: list[Found] = []
    problems: list[str] = []
    tree = ast.parse(source, where)
    constants = _constants(tree)
    for node in ast.walk(tree):
        if not isinstance(node, ast.Call) or not node.args:
            continue
        name = _name(node.func)
        keywords = {k.arg: k.value for k in node.keywords if k.arg}
        if name in MARKS:
            first = node.args[0]
            if isinstance(first, ast.JoinedStr):
                problems.append(f"{where}:{node.lineno}: an f-string in {name}(): write a placeholder")
                continue
            msgid = _literal(first)
            if msgid is None:
                continue  # a variable: its text is marked where it is written (N_ or a table)
            context = _literal(keywords.get("context"), constants)
            if context is None and "context" in keywords:
                problems.append(f"{where}:{node.lineno}: {name}({msgid!r}) has a context that is not a text")
                continue
            found.append(Found(msgid, context, _literal(keywords.get("plural"), constants), [where]))
        elif name == "plural" and len(node.args) >= 2:
            noun = _literal(node.args[1])
            if noun is not None:
                many = _literal(node.args[2]) if len(node.args) > 2 else _literal(keywords.get("many"))
                found.append(Found(noun, COUNTED, many if many is not None else noun + "s", [where]))
        elif name in ("subject", "subjects") and len(node.args) >= 3:
            for verb in node.args[1:3]:
                said = _literal(verb)
                if said is not None:
                    found.append(Found(said, VERB, None, [where]))
    return found, problems


DATA_TEXTS = "data.json"  # under resources/<game>/i18n/: the texts of the game's data files


def walk_path(value: object, path: str) -> list[object]:
    """The values at ``path`` in a JSON value: keys joined by dots, ``key[]`` every item of a list,
    ``[]`` alone every item of this list, ``*`` every value of this object."""
    found = [value]
    for part in [p for p in path.split(".") if p]:
        step: list[object] = []
        key, _brackets, _rest = part.partition("[]")
        every = part.endswith("[]")
        for item in found:
            if key == "*":
                step += list(item.values()) if isinstance(item, dict) else []
            elif key:
                if isinstance(item, dict) and key in item:
                    step.append(item[key])
            else:
                step.append(item)
        if every:
            step = [x for lst in step if isinstance(lst, list) for x in lst]
        found = step
    return found


def extract_data(root: Path = ROOT) -> tuple[dict[str, list[Found]], list[str]]:
    """The texts each game declares in its data files (``resources/<game>/i18n/data.json``)."""
    out: dict[str, list[Found]] = {}
    problems: list[str] = []
    for declared in sorted((root / "resources").glob(f"*/i18n/{DATA_TEXTS}")):
        game = declared.parent.parent.name
        where = declared.relative_to(root).as_posix()
        try:
            spec = json.loads(declared.read_text(encoding="utf-8"))
        except (OSError, ValueError) as exc:
            problems.append(f"{where}: not read ({exc})")
            continue
        if not isinstance(spec, dict):
            problems.append(f"{where}: an object of data files is expected")
            continue
        for file, paths in spec.items():
            source = root / "resources" / game / file
            try:
                data = json.loads(source.read_text(encoding="utf-8"))
            except (OSError, ValueError) as exc:
                problems.append(f"{where}: {file} not read ({exc})")
                continue
            for path, context in paths.items() if isinstance(paths, dict) else []:
                texts = [t for t in walk_path(data, path) if isinstance(t, str) and t]
                if not texts:
                    problems.append(f"{where}: {file} {path} finds no text")
                for text in texts:
                    ctx = context if isinstance(context, str) and context else None
                    out.setdefault(game, []).append(Found(text, ctx, None, [f"resources/{game}/{file}"]))
    return out, problems


def catalog_of(module: Path) -> str:
    """Which catalog a module's texts go to: "" for the app's, else the game's name."""
    rel = module.relative_to(ROOT).as_posix()
    for base in GAMES_DIRS:
        if rel.startswith(base + "/"):
            game = rel[len(base) + 1 :].split("/")[0]
            if (ROOT / "resources" / game).is_dir():
                return game
    return ""


def extract(root: Path = ROOT) -> tuple[dict[str, dict[tuple[str | None, str], Found]], list[str]]:
    """Every marked text of ``zsgames/``, by catalog ("" the app's, else a game's), and the mistakes."""
    catalogs: dict[str, dict[tuple[str | None, str], Found]] = {}
    problems: list[str] = []
    for module in sorted((root / "zsgames").rglob("*.py")):
        where = module.relative_to(root).as_posix()
        texts, wrong = extract_source(module.read_text(encoding="utf-8"), where)
        problems += wrong
        into = catalogs.setdefault(catalog_of(module), {})
        for text in texts:
            have = into.get(text.key)
            if have is None:
                into[text.key] = text
            else:
                if text.plural and have.plural and text.plural != have.plural:
                    problems.append(f"{where}: {text.msgid!r} has two English plurals")
                have.plural = have.plural or text.plural
                if where not in have.files:
                    have.files.append(where)
    data, wrong = extract_data(root)
    problems += wrong
    for game, declared in data.items():
        into = catalogs.setdefault(game, {})
        for item in declared:
            have = into.get(item.key)
            if have is None:
                into[item.key] = item
            elif item.files[0] not in have.files:
                have.files.append(item.files[0])
    app = catalogs.setdefault("", {})
    for game, found in catalogs.items():
        if game:
            for key in [k for k in found if k in app]:  # one text, one catalog: the app's
                app[key].files += found.pop(key).files
    return catalogs, problems


def po_path(game: str, lang: str, root: Path = ROOT) -> Path:
    return (root / "resources" / game / "i18n" if game else root / "resources" / "i18n") / f"{lang}.po"


def header(lang: str, game: str) -> Entry:
    fields = [
        f"Project-Id-Version: zsgames{' ' + game if game else ''}",
        f"Language: {lang}",
        "MIME-Version: 1.0",
        "Content-Type: text/plain; charset=UTF-8",
        "Content-Transfer-Encoding: 8bit",
        f"Plural-Forms: {LANGUAGES[lang]}",
    ]
    return Entry("", msgstr=("".join(f + "\n" for f in fields),))


def updated(old: list[Entry], texts: dict[tuple[str | None, str], Found], lang: str, game: str) -> list[Entry]:
    """The catalog's entries for ``texts``, keeping what ``old`` translated."""
    nplurals = int(LANGUAGES[lang].split("nplurals=")[1].split(";")[0])
    before = {e.key: e for e in old if e.msgid}
    head = next((e for e in old if not e.msgid), None) or header(lang, game)
    entries = [head]
    for text in sorted(texts.values(), key=lambda t: (t.files[0], t.context or "", t.msgid)):
        was = before.get(text.key)
        forms = nplurals if text.plural is not None else 1
        msgstr = was.msgstr if was is not None else ("",) * forms
        flags = set(was.flags) if was is not None else set()
        if was is not None and (was.msgid_plural != text.plural or len(msgstr) != forms):
            flags.add("fuzzy")  # the English changed its plural: the translation needs a look
            msgstr = (tuple(msgstr) + ("",) * forms)[:forms]
        entries.append(
            Entry(
                text.msgid,
                text.context,
                text.plural,
                tuple(msgstr),
                frozenset(flags),
                was.comments if was is not None else (),
                tuple(text.files),
                was.translator_comments if was is not None else (),
            )
        )
    return entries


def problems_of(entries: list[Entry], texts: dict[tuple[str | None, str], Found], where: str) -> list[str]:
    """What a catalog lacks: texts missing, untranslated or fuzzy."""
    have = {e.key: e for e in entries if e.msgid}
    out: list[str] = []
    for key, text in texts.items():
        entry = have.get(key)
        context = f" ({key[0]})" if key[0] else ""
        if entry is None:
            out.append(f"{where}: missing {text.msgid!r}{context}")
        elif not entry.translated:
            out.append(f"{where}: {'fuzzy' if entry.fuzzy else 'untranslated'} {text.msgid!r}{context}")
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--check", action="store_true", help="change nothing; exit 1 when a catalog lacks a text")
    args = parser.parse_args(argv)
    catalogs, problems = extract()
    for lang in LANGUAGES:
        for game, texts in sorted(catalogs.items()):
            if game and not texts:
                continue  # a game with no text of its own yet: no catalog
            path = po_path(game, lang)
            old = read_po(path.read_text(encoding="utf-8"), path.name) if path.is_file() else []
            where = path.relative_to(ROOT).as_posix()
            if args.check:
                problems += problems_of(old, texts, where)
                continue
            new = updated(old, texts, lang, game)
            gone = {e.key for e in old if e.msgid} - {e.key for e in new}
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(write_po(new), encoding="utf-8")
            todo = len(problems_of(new, texts, where))
            print(f"{where}: {len(new) - 1} texts, {todo} to translate, {len(gone)} dropped")
    for problem in problems:
        print(problem, file=sys.stderr)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
