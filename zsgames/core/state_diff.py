"""Game states compared field by field: what their ``==`` means and what a failing test prints.

A state's *fields* are its slots, minus the private ones (``_legal``, a copy-on-write flag) and
the caches the class names in ``CACHES``: two states are equal when every field is, so a state
whose cache was filled equals one whose cache was not. :class:`FieldEquality` gives a slotted
class that ``__eq__`` (and no hash: states change); :func:`field_diff` names the fields that
differ, descending into lists, tuples and nested slotted objects (a Zong Shi workshop, a Cuzhi
fight), so ``assert a == b`` under pytest says ``players[1].storage: [0, 2, 0, 0] != [0, 1, 0, 0]``
(``tests/conftest.py`` hooks it in) instead of printing two long states.
"""

from __future__ import annotations

from typing import Any, ClassVar

_MISSING = object()
_SHOWN = 80  # characters of a value shown in a difference
_FIELDS: dict[type, tuple[str, ...]] = {}


def game_fields(cls: type) -> tuple[str, ...]:
    """The slots of ``cls`` (and its bases) that hold the game, in declaration order."""
    known = _FIELDS.get(cls)
    if known is not None:
        return known
    skip = set(getattr(cls, "CACHES", ()))
    names: list[str] = []
    for klass in reversed(cls.__mro__):
        slots = klass.__dict__.get("__slots__", ())
        for name in (slots,) if isinstance(slots, str) else slots:
            if not name.startswith("_") and name not in skip and name not in names:
                names.append(name)
    known = _FIELDS[cls] = tuple(names)
    return known


def fields_equal(a: object, b: object) -> bool:
    """True when ``a`` and ``b`` are of one class and every game field of theirs is equal."""
    if a is b:
        return True
    if type(a) is not type(b):
        return False
    return all(getattr(a, n, _MISSING) == getattr(b, n, _MISSING) for n in game_fields(type(a)))


class FieldEquality:
    """``==`` by :func:`fields_equal` for a slotted class; ``CACHES`` names slots it ignores."""

    __slots__ = ()
    CACHES: ClassVar[tuple[str, ...]] = ()

    def __eq__(self, other: object) -> bool:
        if type(other) is not type(self):
            return NotImplemented
        return fields_equal(self, other)

    __hash__ = None  # type: ignore[assignment]  # a state changes: it is never a dict key


def field_diff(a: Any, b: Any, path: str = "") -> list[str]:
    """One line per differing leaf, ``path: a's value != b's value``; empty when ``a == b``."""
    if a is b or (type(a) is type(b) and a == b):
        return []
    here = path or "state"
    if type(a) is not type(b):
        return [f"{here}: {_short(a)} != {_short(b)}"]
    if game_fields(type(a)):
        lines: list[str] = []
        for name in game_fields(type(a)):
            lines += field_diff(
                getattr(a, name, _MISSING), getattr(b, name, _MISSING), f"{path}.{name}" if path else name
            )
        return lines
    if isinstance(a, list | tuple) and len(a) == len(b):
        return [line for i, (x, y) in enumerate(zip(a, b, strict=True)) for line in field_diff(x, y, f"{here}[{i}]")]
    if isinstance(a, dict) and a.keys() == b.keys():
        return [line for k in a for line in field_diff(a[k], b[k], f"{here}[{k!r}]")]
    return [f"{here}: {_short(a)} != {_short(b)}"]


def _short(value: Any) -> str:
    text = "<unset>" if value is _MISSING else repr(value)
    return text if len(text) <= _SHOWN else text[: _SHOWN - 1] + "…"
