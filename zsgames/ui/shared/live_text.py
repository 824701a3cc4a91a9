"""Widget texts that follow the language: set once with :func:`keep`, set again by :func:`retranslate`.

A window's lasting words (menu items, dock titles, tooltips) are written once when it is built;
``keep(action.setText, Text("&Save"))`` sets the words now and remembers how to set them, so that a
language switch (View ▸ Language) re-renders every one in place, without a restart and without
each part knowing the others. A text whose widget has been deleted is forgotten.
"""

from __future__ import annotations

from collections.abc import Callable

from shiboken6 import isValid

from zsgames.core.i18n import Text

__all__ = ["keep", "kept_count", "retranslate"]

_kept: list[tuple[Callable[[str], object], Text]] = []


def _alive(setter: Callable[[str], object]) -> bool:
    owner = getattr(setter, "__self__", None)
    return owner is None or isValid(owner)


def keep(setter: Callable[[str], object], text: Text) -> None:
    """Call ``setter`` with ``text`` in the current language, now and after every switch."""
    setter(str(text))
    if len(_kept) > 64 and len(_kept) & (len(_kept) - 1) == 0:  # now and then: drop the deleted
        _kept[:] = [(s, t) for s, t in _kept if _alive(s)]
    _kept.append((setter, text))


def retranslate() -> None:
    """Every kept text, in the current language (the deleted widgets' are forgotten)."""
    alive = []
    for setter, text in _kept:
        if not _alive(setter):
            continue
        try:
            setter(str(text))
        except RuntimeError:  # a closure over a widget deleted since ("Internal C++ object already deleted")
            continue
        alive.append((setter, text))
    _kept[:] = alive


def kept_count() -> int:
    return len(_kept)
