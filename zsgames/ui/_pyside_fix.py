"""Guard against reference-count bugs in some PySide6 builds (seen in 6.12.0 on Python 3.11).

That build treats ``None``, ``True`` and ``False`` as immortal (as they are from Python 3.12 on):
``Signal.emit()``, ``QGraphicsItem.parentItem()``, ``setCursor()``, ``processEvents()`` and
others hand them out or drop them without counting references. On Python 3.11 every such call
steals one reference, and after a few thousand calls the interpreter aborts with
"deallocating None / True or False". We detect the leak once at import and, only where it is
present, give those singletons a very large number of extra references — which makes them
immortal, exactly what Python 3.12 does. Nothing is done on a PySide6/Python without the bug.
"""

from __future__ import annotations

import ctypes
import sys

from PySide6.QtCore import QObject, Signal


class _Probe(QObject):
    ping = Signal()


def leaks_singletons() -> bool:
    probe = _Probe()
    before = sys.getrefcount(True)
    for _ in range(8):
        probe.ping.emit()
    return sys.getrefcount(True) < before


def apply() -> bool:
    """Make the singletons immortal if this PySide6 leaks them; returns whether it did."""
    if sys.version_info >= (3, 12) or sys.implementation.name != "cpython":
        return False
    if not leaks_singletons():
        return False
    for singleton in (None, True, False, Ellipsis, NotImplemented):
        refcnt = ctypes.c_ssize_t.from_address(id(singleton))  # ob_refcnt: first field of every object
        refcnt.value += 1 << 40
    return True


APPLIED = apply()
