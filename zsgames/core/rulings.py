"""A game's rulings (``resources/<game>/NOTES.md``) as the HTML of its in-app rules help.

NOTES.md starts with notes for developers; the line that opens with ``<!-- rulings`` marks where
the rulings for players begin. That part is a small Markdown: ``## headings``, paragraphs, ``-``,
``*`` and ``1.`` lists (a line indented under an item continues it), ``**bold**`` and ``*emphasis*``.
A note in square brackets (``[D4]``, ``[test_market::…]``) is for developers and is left out.

A translation of the rulings lives beside it as ``NOTES.<language>.md`` (``NOTES.zh_CN.md``): the
player part only, in the same Markdown, the same headings, rulings and list items in the same order
(``shape`` compares them; ``tests/core/test_rulings_translated.py`` holds every translation to it).
The rules help shows the translation of the language texts are rendered in, else the English.
"""

from __future__ import annotations

import html
import re

from zsgames.core.i18n import SOURCE, language
from zsgames.core.resources import read_text, resource_path

MARKER = "<!-- rulings"
_DEV_NOTE = re.compile(r"\s*\[[^\]]*\]")
_ITEM = re.compile(r"^(?:[-*]|\d+\.)\s+")


def player_part(notes: str) -> str:
    """The rulings for players: what follows the marker comment (the whole text if it has none)."""
    start = notes.find(MARKER)
    if start < 0:
        return notes
    end = notes.find("-->", start)
    return notes[end + 3 :] if end >= 0 else ""


def _inline(text: str) -> str:
    text = html.escape(_DEV_NOTE.sub("", text).strip(), quote=False)
    text = re.sub(r"\*\*(.+?)\*\*", r"<b>\1</b>", text)
    return re.sub(r"(?<![\w*])\*(\S(?:.*?\S)?)\*(?![\w*])", r"<i>\1</i>", text)


def to_html(markdown: str) -> str:
    """The small Markdown of the rulings as HTML (see the module docstring)."""
    blocks: list[tuple[str, list[str]]] = []  # (kind, lines): "h2", "p", "ul", "ol"
    for line in markdown.splitlines():
        stripped = line.strip()
        if not stripped:
            blocks.append(("", []))
            continue
        if stripped.startswith("#"):
            level = min(4, len(stripped) - len(stripped.lstrip("#")))
            blocks.append((f"h{max(2, level)}", [stripped.lstrip("#").strip()]))
            continue
        item = _ITEM.match(stripped)
        if item and not line.startswith(" "):
            kind = "ol" if stripped[0].isdigit() else "ul"
            if not blocks or blocks[-1][0] != kind:
                blocks.append((kind, []))
            blocks[-1][1].append(stripped[item.end() :])
            continue
        if blocks and blocks[-1][0] in ("ul", "ol", "p") and blocks[-1][1]:
            blocks[-1][1][-1] += " " + stripped  # a continuation line
            continue
        blocks.append(("p", [stripped]))
    out = []
    for kind, lines in blocks:
        if kind in ("ul", "ol"):
            out.append(f"<{kind}>" + "".join(f"<li>{_inline(i)}</li>" for i in lines) + f"</{kind}>")
        elif kind and lines:
            out.append(f"<{kind}>{_inline(lines[0])}</{kind}>")
    return "\n".join(out)


def translation_name(code: str) -> str:
    """The file of the rulings translated into ``code``: ``NOTES.zh_CN.md``."""
    return f"NOTES.{code}.md"


def player_rulings(game: str, code: str | None = None) -> str:
    """The rulings' Markdown in ``code`` (default: the language now), English where there is no
    translation."""
    code = code or language()
    if code != SOURCE and resource_path(game, translation_name(code)).is_file():
        return player_part(read_text(game, translation_name(code)))
    return player_part(read_text(game, "NOTES.md"))


def shape(markdown: str) -> list[str]:
    """What a translation must keep: the kind of every block in order (heading level, paragraph,
    list item) and how many bold titles each holds."""
    out = []
    for line in to_html(markdown).splitlines():
        for tag, body in re.findall(r"<(h\d|p|li)>(.*?)</\1>", line):
            out.append(f"{tag}:{body.count('<b>')}")
    return out


def rulings_html(game: str) -> str:
    """The player part of ``resources/<game>/NOTES.md`` as HTML, in the language now if the game has
    its translation."""
    return to_html(player_rulings(game))


def ruling_titles(game: str) -> list[str]:
    """The bold title of every ruling (for tests: each one must reach the rules help)."""
    return re.findall(r"\*\*(.+?)\*\*", player_part(read_text(game, "NOTES.md")))


__all__ = ["player_part", "player_rulings", "ruling_titles", "rulings_html", "shape", "to_html", "translation_name"]
