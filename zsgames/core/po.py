"""gettext ``.po`` catalogs, read and written with the standard library only (Qt-free).

A catalog is a list of :class:`Entry`: an optional context (``msgctxt``), the English ``msgid``
(and ``msgid_plural``), the translations (``msgstr``, or ``msgstr[0..]`` for a plural) and the flags
(``#, fuzzy``). The header is the entry whose msgid is empty; its ``Plural-Forms`` line says how a
count picks a form. :func:`read_po` parses what :func:`write_po` writes and what gettext's and
Babel's tools write (comments, continued strings, escapes); obsolete entries (``#~``) are skipped.
"""

from __future__ import annotations

import gettext
import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass

__all__ = ["Entry", "PoError", "header_field", "plural_rule", "read_po", "write_po"]

_ESCAPES = {"n": "\n", "t": "\t", "r": "\r", '"': '"', "\\": "\\"}
_KEYWORD = re.compile(r"(msgctxt|msgid_plural|msgid|msgstr(?:\[(\d+)\])?)\s+(\".*\")\s*$")


class PoError(ValueError):
    """A catalog that cannot be read; ``str()`` names the line."""


@dataclass
class Entry:
    """One message: its English text (with a context and a plural when it has them), its
    translations, its flags and the comments that tell a translator where it is used."""

    msgid: str
    context: str | None = None
    msgid_plural: str | None = None
    msgstr: tuple[str, ...] = ("",)
    flags: frozenset[str] = frozenset()
    comments: tuple[str, ...] = ()  # "#." lines: notes for the translator (extracted)
    references: tuple[str, ...] = ()  # "#:" lines: file:line where the text is
    translator_comments: tuple[str, ...] = ()  # "# " lines: the translator's own notes

    @property
    def key(self) -> tuple[str | None, str]:
        return (self.context, self.msgid)

    @property
    def fuzzy(self) -> bool:
        return "fuzzy" in self.flags

    @property
    def translated(self) -> bool:
        """Whether every form has a translation and none is marked fuzzy."""
        return not self.fuzzy and all(self.msgstr) and bool(self.msgstr)


def _unquote(text: str, where: str) -> str:
    if len(text) < 2 or text[0] != '"' or text[-1] != '"':
        raise PoError(f"{where}: a string must be in double quotes")
    out: list[str] = []
    body, i = text[1:-1], 0
    while i < len(body):
        ch = body[i]
        if ch == "\\":
            if i + 1 >= len(body) or body[i + 1] not in _ESCAPES:
                raise PoError(f"{where}: unknown escape in {text[:40]}")
            out.append(_ESCAPES[body[i + 1]])
            i += 2
            continue
        if ch == '"':
            raise PoError(f"{where}: a quote inside a string must be escaped")
        out.append(ch)
        i += 1
    return "".join(out)


def read_po(text: str, name: str = "catalog") -> list[Entry]:
    """The entries of a catalog (the header first when there is one); :class:`PoError` names the
    first line it cannot read."""
    entries: list[Entry] = []
    fields: dict[str, str] = {}
    forms: dict[int, str] = {}
    flags: set[str] = set()
    notes: list[str] = []
    refs: list[str] = []
    mine: list[str] = []
    last: tuple[str, int | None] | None = None  # the field a continued string adds to

    def finish() -> None:
        nonlocal last
        if "msgid" in fields:
            plural = fields.get("msgid_plural")
            if plural is None:
                strs: tuple[str, ...] = (fields.get("msgstr", ""),)
            else:
                strs = tuple(forms[i] for i in sorted(forms)) or ("",)
            entries.append(
                Entry(
                    fields["msgid"],
                    fields.get("msgctxt"),
                    plural,
                    strs,
                    frozenset(flags),
                    tuple(notes),
                    tuple(refs),
                    tuple(mine),
                )
            )
        elif fields or forms:
            raise PoError(f"{name}: an entry without a msgid")
        for gathered in (fields, forms, flags, notes, refs, mine):
            gathered.clear()
        last = None

    for number, raw in enumerate(text.splitlines(), start=1):
        line, where = raw.strip(), f"{name}:{number}"
        if not line:
            finish()
            continue
        if line.startswith("#"):
            if "msgid" in fields:  # a comment starts the next entry
                finish()
            if line.startswith("#~"):
                continue
            if line.startswith("#,"):
                flags.update(f.strip() for f in line[2:].split(",") if f.strip())
            elif line.startswith("#."):
                notes.append(line[2:].strip())
            elif line.startswith("#:"):
                refs.extend(line[2:].split())
            elif not line.startswith("#|"):
                mine.append(line[1:].strip())
            continue
        if line.startswith('"'):
            if last is None:
                raise PoError(f"{where}: a string that continues nothing")
            key, index = last
            if index is None:
                fields[key] += _unquote(line, where)
            else:
                forms[index] += _unquote(line, where)
            continue
        match = _KEYWORD.match(line)
        if match is None:
            raise PoError(f"{where}: not a catalog line: {line[:40]}")
        keyword, index_text, value = match.groups()
        if keyword in ("msgctxt", "msgid") and "msgid" in fields:
            finish()
        if keyword.startswith("msgstr"):
            if "msgid" not in fields:
                raise PoError(f"{where}: a msgstr before its msgid")
            if index_text is not None:
                index = int(index_text)
                forms[index] = _unquote(value, where)
                last = ("msgstr", index)
                continue
        fields[keyword] = _unquote(value, where)
        last = (keyword, None)
    finish()
    return entries


def header_field(entries: Iterable[Entry], key: str) -> str | None:
    """A field of the catalog's header (``"Plural-Forms"``, ``"Language"``), or None."""
    for entry in entries:
        if entry.msgid == "" and entry.context is None:
            for line in entry.msgstr[0].splitlines():
                name, _sep, value = line.partition(":")
                if name.strip().lower() == key.lower():
                    return value.strip()
    return None


def plural_rule(entries: Iterable[Entry]) -> Callable[[int], int]:
    """The header's ``Plural-Forms`` as a function from a count to the index of its form (English's
    ``n != 1`` when the header has none). The formula is gettext's C expression, read by the
    standard library's own parser (never eval'd as Python)."""
    forms = header_field(entries, "Plural-Forms") or "nplurals=2; plural=(n != 1);"
    match = re.search(r"plural\s*=\s*([^;]+)", forms)
    if match is None:
        raise PoError(f"a Plural-Forms without its formula: {forms}")
    rule: Callable[[int], int] = gettext.c2py(match.group(1).strip())
    return rule


def _quote(text: str) -> str:
    escaped = text.replace("\\", "\\\\").replace('"', '\\"').replace("\t", "\\t").replace("\r", "\\r")
    return '"' + escaped.replace("\n", "\\n") + '"'


def _field(keyword: str, text: str) -> list[str]:
    """``keyword "text"``, a text with line breaks split after each (as gettext writes it)."""
    if "\n" not in text.rstrip("\n"):
        return [f"{keyword} {_quote(text)}"]
    parts = text.splitlines(keepends=True)
    return [f'{keyword} ""', *(_quote(part) for part in parts)]


def write_po(entries: Iterable[Entry]) -> str:
    """A catalog's text: entries apart by a blank line, in the order given."""
    blocks: list[str] = []
    for entry in entries:
        lines = [f"# {c}" if c else "#" for c in entry.translator_comments]
        lines += [f"#. {c}" for c in entry.comments]
        lines += [f"#: {r}" for r in entry.references]
        if entry.flags:
            lines.append("#, " + ", ".join(sorted(entry.flags)))
        if entry.context is not None:
            lines += _field("msgctxt", entry.context)
        lines += _field("msgid", entry.msgid)
        if entry.msgid_plural is None:
            lines += _field("msgstr", entry.msgstr[0] if entry.msgstr else "")
        else:
            lines += _field("msgid_plural", entry.msgid_plural)
            for index, form in enumerate(entry.msgstr):
                lines += _field(f"msgstr[{index}]", form)
        blocks.append("\n".join(lines))
    return "\n\n".join(blocks) + "\n"
