"""The hot-seat curtain's words, written to the seat's name: "Pass the computer to Blue", and for the
seat named You (:data:`zsgames.core.text.YOU`) "Your turn — take the computer", never "to You"."""

from __future__ import annotations

from zsgames.core.text import YOU


def pass_to(name: str) -> str:
    """The curtain's title and the banner behind it."""
    return "Your turn — take the computer" if name == YOU else f"Pass the computer to {name}"


def show_my_turn(name: str) -> str:
    """The button the named player presses once they are at the computer."""
    return "It's me — show my turn" if name == YOU else f"I am {name} — show my turn"


def eyes_only(name: str) -> str:
    """The title over what a player just drew."""
    return "For your eyes only" if name == YOU else f"{name}, for your eyes only"


def what_you_drew(name: str) -> str:
    """The banner while a player reads what they drew."""
    if name == YOU:
        return "What you drew (only you see this)"
    return f"{name} — what you drew (only you see this)"
