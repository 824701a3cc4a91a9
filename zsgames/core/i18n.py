"""Text in the player's language: gettext-style ``.po`` catalogs, Qt-free.

Code is written in English; each text a player reads is marked where it is written:

* ``_("Save the game?")`` — translated **now**, into the current language (the UI, the CLI);
* ``Text("{name} takes {scroll}.", name=name, scroll=card)`` — **lazy**: made by the engine, read
  later (event text, prompts, refusals, action labels). ``str()`` renders it in the language current
  *at display time*, so a log made in English reads in Chinese after a switch. Its params may be
  lazy too (a card's name as a ``Text``); a list or tuple param is joined ("A, B and C", "A、B和C");
* both take ``plural="…"`` (the count is the ``n`` param: ``_("{n} scroll", plural="{n} scrolls",
  n=2)``) and ``context="…"`` (msgctxt: one English word with two meanings);
* ``N_("Fast")`` only marks a text for the catalogs (a table of constants), translated later with
  ``_(value)``.

The catalogs are ``resources/i18n/<lang>.po`` (the app's) and ``resources/<game>/i18n/<lang>.po``
(each game's), merged into one. English is the source language: it uses no catalog, and a text
missing from a catalog (or fuzzy, or empty) shows in English. ``packaging/catalogs.py`` (``make po``)
extracts the marked texts into the catalogs. Nothing saved, logged on disk or digested holds
rendered text: engines keep structured events and lazy ``Text``; :func:`english` renders one in
the source language wherever a file needs words.
"""

from __future__ import annotations

import itertools
import logging
import os
import string
import threading
from collections.abc import Callable, Iterable, Iterator, Mapping
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, TypeAlias

from zsgames.core.po import Entry, PoError, plural_rule, read_po

log = logging.getLogger(__name__)

__all__ = [
    "CATALOG_GLOB",
    "LANGUAGES",
    "N_",
    "SOURCE",
    "SYSTEM",
    "Catalog",
    "Message",
    "Text",
    "_",
    "english",
    "join_and",
    "language",
    "load_catalog",
    "normalise",
    "placeholders",
    "render",
    "rendering_in",
    "set_language",
    "system_language",
    "use_catalog",
]

#: The source language: the code's own texts, no catalog.
SOURCE = "en"
#: The languages offered, each by its code and its own name (View ▸ Language, ``--lang``).
LANGUAGES: dict[str, str] = {"en": "English", "zh_CN": "简体中文"}
#: The choice "whatever the system's locale says" (the default).
SYSTEM = "system"
#: Where each catalog lives under ``resources/`` (``<lang>`` is the language's code).
CATALOG_GLOB = "**/i18n/{lang}.po"


_SERIALS = itertools.count(1)  # 0: English, no catalog


@dataclass(frozen=True)
class Catalog:
    """One language's translations, merged from every catalog file: (context, msgid) → forms."""

    language: str
    messages: Mapping[tuple[str | None, str], tuple[str, ...]]
    plural: Callable[[int], int]
    #: told apart from every other catalog (a lazy text keeps its words for the catalog they came from)
    serial: int = field(default_factory=lambda: next(_SERIALS), compare=False)

    def lookup(self, msgid: str, plural: str | None, context: str | None, n: Any) -> str | None:
        forms = self.messages.get((context, msgid))
        if forms is None:
            return None
        if plural is None:
            return forms[0]
        index = self.plural(n) if isinstance(n, int) else 0
        return forms[index] if 0 <= index < len(forms) else None

    @classmethod
    def of(cls, language: str, entries: list[Entry]) -> Catalog:
        usable = {e.key: e.msgstr for e in entries if e.msgid and e.translated}
        return cls(language, usable, plural_rule(entries))


_catalog: Catalog | None = None  # None: the source language
# rendering_in() overrides the catalog for its own thread only: the autosave thread writes English
# (english()) while the window renders Chinese, and neither may see the other's language
_here = threading.local()


def _current() -> Catalog | None:
    """The catalog texts are rendered with on this thread now."""
    override: list[Catalog | None] | None = getattr(_here, "stack", None)
    return override[-1] if override else _catalog


def normalise(code: str | None) -> str | None:
    """The offered language a locale name means, or None: "zh_CN.UTF-8", "zh-Hans", "zh_SG" and
    "zh" are Simplified Chinese; "en_GB", "C" and "POSIX" English; anything else None."""
    if not code:
        return None
    base = code.split(".")[0].split("@")[0].replace("-", "_")
    lang, _sep, region = base.partition("_")
    lang = lang.lower()
    if lang in ("c", "posix", "en"):
        return SOURCE
    if lang == "zh":
        # Traditional script (Taiwan, Hong Kong, Macau) is not offered: English, not the other script
        return None if region.upper() in ("TW", "HK", "MO", "HANT") else "zh_CN"
    return None


def system_language(environ: Mapping[str, str] | None = None) -> str:
    """The language the system's locale asks for (``LANGUAGE``, ``LC_ALL``, ``LC_MESSAGES``,
    ``LANG``, as gettext reads them), when it is offered; else English."""
    env = os.environ if environ is None else environ
    for key in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        value = env.get(key, "")
        if value:
            for item in value.split(":"):  # LANGUAGE is a list of preferences
                found = normalise(item)
                if found is not None:
                    return found
            if key != "LANGUAGE":
                return SOURCE  # the first set variable decides, as gettext does
    return SOURCE


def language() -> str:
    """The language texts are rendered in now."""
    catalog = _current()
    return catalog.language if catalog is not None else SOURCE


def load_catalog(code: str, root: Path | None = None) -> Catalog:
    """Every catalog file of ``code`` under the resources (or ``root``), merged."""
    from zsgames.core.resources import resources_root

    base = root if root is not None else resources_root()
    entries: list[Entry] = []
    header: list[Entry] = []
    for path in sorted(base.glob(CATALOG_GLOB.format(lang=code))):
        try:
            found = read_po(path.read_text(encoding="utf-8"), path.name)
        except (OSError, UnicodeDecodeError, PoError) as exc:
            log.warning("catalog %s not read: %s", path, exc)
            continue
        header = header or [e for e in found if e.msgid == ""]
        entries += found
    return Catalog.of(code, header + [e for e in entries if e.msgid])


def set_language(code: str | None) -> str:
    """Render texts in ``code`` from now on (None or :data:`SYSTEM`: the system's); returns the
    language used. An unknown code is English."""
    wanted = system_language() if code in (None, SYSTEM) else (normalise(code) or SOURCE)
    use_catalog(None if wanted == SOURCE else load_catalog(wanted))
    return language()


def use_catalog(catalog: Catalog | None) -> None:
    """Render texts with ``catalog`` (None: English) from now on. Tests hand in a small one."""
    global _catalog
    _catalog = catalog


# --- rendering -------------------------------------------------------------------------------
@contextmanager
def rendering_in(catalog: Catalog | None) -> Iterator[None]:
    """Render in ``catalog``'s language (None: English) inside the block, on this thread only: the
    params of a text and the list and count words of :mod:`zsgames.core.text` follow the text they
    are in."""
    stack: list[Catalog | None] | None = getattr(_here, "stack", None)
    if stack is None:
        stack = _here.stack = []
    stack.append(catalog)
    try:
        yield
    finally:
        stack.pop()


def join_and(items: Iterable[str], conjunction: str = "and") -> str:
    """ "A", "A and B", "A, B and C" (no serial comma; empty items left out); "" for nothing.
    ``conjunction`` is "and" or "or" (in another language, its list words)."""
    words = [format(i) for i in items if i]  # format: a seat's colour name reads in the language now
    if len(words) <= 1:
        return words[0] if words else ""
    if language() == SOURCE:
        return f"{', '.join(words[:-1])} {conjunction} {words[-1]}"
    separator = _(", ", context="list")
    first = separator.join(words[:-1])
    if conjunction == "or":
        return _("{first} or {last}", context="list", first=first, last=words[-1])
    return _("{first} and {last}", context="list", first=first, last=words[-1])


class _Params(dict[str, Any]):
    """A text's params as ``str.format`` reads them, rendered in the current language: a lazy text
    as its words, a list or tuple of names as a list ("A, B and C", "A、B和C")."""

    def __getitem__(self, key: str) -> Any:
        value = super().__getitem__(key)
        if isinstance(value, Text):
            return str(value)
        if isinstance(value, list | tuple):
            return join_and(format(v) for v in value)
        return value


_FORMATTER = string.Formatter()


def placeholders(template: str) -> set[str]:
    """The ``{names}`` a template fills (the catalog test compares a translation's with its msgid's)."""
    try:
        return {name for _lit, name, _spec, _conv in _FORMATTER.parse(template) if name is not None}
    except ValueError:
        return {"<unbalanced braces>"}


def _format(msgid: str, plural: str | None, context: str | None, params: Mapping[str, Any]) -> str:
    n = params.get("n")
    english_form = plural if plural is not None and n != 1 else msgid
    template = english_form
    catalog = _current()
    if catalog is not None:
        template = catalog.lookup(msgid, plural, context, n) or english_form
    if not params:
        return template
    try:
        return template.format_map(_Params(params))
    except (KeyError, IndexError, ValueError, AttributeError) as exc:
        if template is english_form:
            raise  # the English text and its params disagree: the code's mistake
        log.warning("translation of %r does not format (%s): English is shown", msgid, exc)
        return english_form.format_map(_Params(params))


def _(msgid: str, /, *, plural: str | None = None, context: str | None = None, **params: Any) -> str:
    """``msgid`` in the current language now, its ``{placeholders}`` filled from ``params``
    (``plural``: the English plural, chosen by the count ``n``; ``context``: msgctxt)."""
    return _format(msgid, plural, context, params)


def N_(msgid: str, /, *, context: str | None = None) -> str:
    """``msgid`` unchanged, marked for the catalogs (with its ``context``, if any): translate it
    later with ``_(msgid, context=…)`` or ``Text(msgid, context=…)``."""
    return msgid


class Text:
    """A text the engine makes and a player reads later: ``str()`` renders it in the language
    current then. Equal when its msgid, plural, context and params are; falsy when empty."""

    __slots__ = ("_said", "context", "msgid", "params", "plural")

    def __init__(self, msgid: str, /, *, plural: str | None = None, context: str | None = None, **params: Any) -> None:
        if plural is not None and "n" not in params:
            raise TypeError("a Text with a plural needs its count as the param n")
        self.msgid, self.plural, self.context, self.params = msgid, plural, context, params
        # the words last rendered and the serial of the catalog they were rendered with (0: English):
        # a board and its panels read the same texts at every redraw, and they change only with the
        # catalog (a number, not the catalog, so a text still pickles and copies)
        self._said: tuple[int, str] | None = None

    def __str__(self) -> str:
        catalog = _current()
        serial = catalog.serial if catalog is not None else 0
        said = self._said
        if said is not None and said[0] == serial:
            return said[1]
        words = _format(self.msgid, self.plural, self.context, self.params)
        self._said = (serial, words)
        return words

    def __format__(self, spec: str) -> str:
        return format(str(self), spec)

    def __bool__(self) -> bool:
        return bool(self.msgid)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Text):
            return NotImplemented
        mine = (self.msgid, self.plural, self.context, self.params)
        return mine == (other.msgid, other.plural, other.context, other.params)

    def __hash__(self) -> int:
        return hash((self.msgid, self.context))

    def __repr__(self) -> str:
        extra = "".join(f", {k}={v!r}" for k, v in self.params.items())
        return f"Text({self.msgid!r}{extra})"


#: What a player reads, made now (``str``) or lazily (:class:`Text`).
Message: TypeAlias = str | Text


def render(message: object) -> str:
    """``message`` in the current language (a plain ``str`` as it is)."""
    return str(message)


def english(message: object) -> str:
    """``message`` in the source language, whatever the current one: the words a file on disk or a
    digest may hold (a save's action labels), so that no file depends on the viewer's language."""
    if not isinstance(message, Text):
        return str(message)
    with rendering_in(None):
        return str(message)
