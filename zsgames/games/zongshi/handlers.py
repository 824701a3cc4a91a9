"""The one module that fills the decision tables of ``flow`` (``LEGAL``, ``HANDLERS``, ``AUTO``,
``FINISH``, ``ON_EMPTY``): it imports every rules module that registers a question, an answer or a
task, so the rules modules import only what lies below them and none imports one that imports it
back. The game reads the filled tables from here."""

from __future__ import annotations

from . import hand, locations, payments, rounds, scrolls, turns, windows
from .flow import AUTO, FINISH, HANDLERS, LEGAL, ON_EMPTY

#: the modules whose decorators fill the tables, each imported once, here
REGISTERING = (hand, locations, payments, rounds, scrolls, turns, windows)

__all__ = ["AUTO", "FINISH", "HANDLERS", "LEGAL", "ON_EMPTY", "REGISTERING"]
