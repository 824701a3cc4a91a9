"""The hot-seat curtain's words, written to the seat's name: "Pass the computer to Blue", and for the
seat named You (:data:`zsgames.core.text.YOU`) "Your turn — take the computer", never "to You"."""

from __future__ import annotations

from zsgames.core.i18n import _
from zsgames.core.text import YOU


def pass_to(name: str) -> str:
    """The curtain's title and the banner behind it."""
    return _("Your turn — take the computer") if name == YOU else _("Pass the computer to {name}", name=name)


def show_my_turn(name: str) -> str:
    """The button the named player presses once they are at the computer."""
    return _("It's me — show my turn") if name == YOU else _("I am {name} — show my turn", name=name)


def eyes_only(name: str) -> str:
    """The title over what a player just drew."""
    return _("For your eyes only") if name == YOU else _("{name}, for your eyes only", name=name)


def what_you_drew(name: str) -> str:
    """The banner while a player reads what they drew."""
    if name == YOU:
        return _("What you drew (only you see this)")
    return _("{name} — what you drew (only you see this)", name=name)
