"""A bot's judgement of a position: projected final margin plus what the workshop can still build."""

from __future__ import annotations

from typing import Any

from . import data as D
from .scoring import scores
from .state import State


def potential(s: State, seat: int) -> float:
    """Rough points not yet on the score sheet: boxes toward projects, unused visit tiles, scrolls."""
    p = s.players[seat]
    boxes = sum(p.storage)
    hand = p.hand if isinstance(p.hand, int) else len(p.hand)
    free_spaces = D.COMPLETED_SPACES - len(p.completed) - len(p.in_progress)
    return 0.35 * boxes + 0.3 * hand + 0.4 * min(free_spaces, 2) + 0.2 * sum(1 for t in p.tiles if t)


def evaluate(s: State, seat: int) -> float:
    """A value in [0, 1]: 0.5 is even with the best opponent."""
    totals = [sc.total for sc in scores(s)]
    late = 1.0 if s.final or s.phase == "over" else 0.0
    values = [t + (1 - late) * potential(s, i) for i, t in enumerate(totals)]
    mine = values[seat]
    best_other = max(v for i, v in enumerate(values) if i != seat)
    return 0.5 + max(-0.5, min(0.5, (mine - best_other) / 30.0))


_PLACES = {"temple": "Temple: draw scrolls", "shop": "Pawn Shop: trade for an exchange tile",
           "visits": "Respectful Visits: place visit tiles on townspeople"}


def _effect_words(effect: dict) -> str:
    """A project's lasting effect in a few words ("+2 storage", "+1 box per Marketplace visit")."""
    words = []
    for key, value in effect.items():
        if key == "storage":
            words.append(f"+{value} storage")
        elif key == "master_time":
            words.append(f"master projects {value} round faster")
        elif key == "temple_scrolls":
            words.append(f"+{value} scroll per Temple visit")
        elif key == "hand":
            words.append(f"+{value} scroll in hand")
        elif key == "market_boxes":
            words.append(f"+{value} box per Marketplace visit")
        elif key == "ignore":
            words.append(f"master ignores 1 {value} in costs")
    return ", ".join(words)


def _a(word: str) -> str:
    return ("an " if word[:1] in "aeiou" else "a ") + word


def reason(view: State, seat: int, action: Any) -> str | None:
    """One line for a hint, in Zong Shi's terms, from the seat's own view."""
    kind, args = action.kind, action.args
    p = view.players[seat]
    if kind == "begin":
        pt = D.PROJECTS[args[0]]
        bits = [f"{pt.vp} VP"]
        effect = _effect_words(pt.effect)
        if effect:
            bits.append(effect)
        bits.append(f"{pt.time} round{'s' if pt.time != 1 else ''} of work")
        return f"begins {pt.name}: " + ", ".join(bits)
    if kind == "go":
        loc = args[0]
        if loc in _PLACES:
            return f"goes to the {_PLACES[loc]}"
        return f"goes to the {loc} Marketplace bin (storage now holds {sum(p.storage)})"
    if kind == "take" and len(args) == 2:
        m = args[1]
        have = p.storage[D.MAT_INDEX[m]] if m in D.MAT_INDEX else 0
        return f"takes {_a(m)} box from the {args[0]} bin: {have} → {have + 1} {m}"
    if kind == "draft_box" and args and args[0] in D.MAT_INDEX:
        have = p.storage[D.MAT_INDEX[args[0]]]
        return f"drafts {_a(args[0])} box: {have} → {have + 1} {args[0]}"
    if kind == "return" and args:
        return f"gives back {_a(args[0])} box to fit your storage"
    if kind == "buy" and args and args[0] in D.PAIR_NAME:
        return f"buys the {D.PAIR_NAME[args[0]]} exchange tile"
    if kind == "visit" and len(args) == 2:
        return f"visits the {args[0]} with a {args[1]} tile"
    if kind in ("discard", "lessons") and args and args[0] in D.SCROLLS:
        verb = "discards" if kind == "discard" else "takes back"
        return f"{verb} {D.SCROLLS[args[0]]['name']}"
    if kind == "play" and args and args[0] in D.SCROLLS:
        scroll = D.SCROLLS[args[0]]
        text = scroll["text"].split(". ")[0].split(" (")[0].split("; ")[0].rstrip(".")
        return f"plays {scroll['name']}: {text[:1].lower()}{text[1:]}"
    if kind == "pawn" and args:
        return f"acts with the {args[0]} first"
    if kind == "pass":
        return f"passes, keeping {sum(p.storage)} boxes for a later project"
    return None
