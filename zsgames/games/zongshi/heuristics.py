"""A bot's judgement of a position: projected final margin plus what the workshop can still build."""

from __future__ import annotations

from typing import Any

from zsgames.core.text import plural

from . import data as D
from .common import hand_limit, storage_limit
from .rounds import pick_order
from .scoring import in_progress_value, scores
from .state import BINS, State
from .turns import available_projects

#: A box on its own is worth a little (leftovers, a later project); boxes that pay for a project on
#: offer are worth that project's VP, scaled by how much of its cost storage already covers (squared:
#: the last missing box is the one that lets the work begin). Scrolls count up to the hand limit.
BOX_VALUE = 0.2
TARGET_SHARE = 0.4
SCROLL_VALUE = 0.3
#: Share of a project's VP a bot expects from a project in progress before the final round (it
#: finishes by itself; the live score only shows it after the incomplete-project penalty).
IN_PROGRESS_SHARE = 1.0
#: What a project's lasting effect (storage, faster or cheaper projects, scrolls, Marketplace boxes)
#: is worth before the final round, on top of its VP, once it is begun: without it a bot looking one
#: action ahead never begins a 1-VP Larger Workshop (the boxes it costs count for more). The value
#: was chosen with Easy against Random bots (docs/ARENA.md, session 6).
EFFECT_VALUE = 1.5


_COSTS = {pid: (pt.cost, sum(pt.cost), pt.vp) for pid, pt in D.PROJECTS.items()}


def next_project_value(s: State, seat: int) -> float:
    """VP of the project on offer that storage is closest to paying for, times (covered share)²;
    only projects whose cost fits in storage (plus exchange tiles) count."""
    p = s.players[seat]
    j, b, i, g = p.storage
    room = storage_limit(s, seat) + sum(1 for t in p.tiles if t)
    best = 0.0
    for pid in available_projects(s):
        cost, total, vp = _COSTS[pid]
        if total > room:
            continue
        covered = min(j, cost[0]) + min(b, cost[1]) + min(i, cost[2]) + min(g, cost[3])
        value = vp * (covered / total) ** 2
        if value > best:
            best = value
    return best


def pending_boxes_all(s: State) -> list[int]:
    """Per seat, the boxes its pawns will pick from the Marketplace bins when the turns end (as the
    pawns stand now): going to a bin pays only after the round's turns, but it is already worth them."""
    out = [0] * s.n
    if s.phase != "turns":
        return out
    for b in BINS:
        if any(p.master == b or p.apprentice == b for p in s.players):
            for seat in pick_order(s, b):
                out[seat] += 1
    return out


def pending_boxes(s: State, seat: int) -> int:
    """:func:`pending_boxes_all` for one seat."""
    return pending_boxes_all(s)[seat]


def potential(s: State, seat: int, pending: int | None = None) -> float:
    """Rough points not yet on the score sheet: projects being built, the lasting effects of
    projects begun, boxes toward the next one (those waiting in a Marketplace bin included;
    ``pending`` if already counted), unused visit tiles, scrolls."""
    p = s.players[seat]
    if pending is None:
        pending = pending_boxes(s, seat)
    boxes = min(sum(p.storage) + pending, storage_limit(s, seat))  # over the limit go back
    hand = p.hand if isinstance(p.hand, int) else len(p.hand)
    free_spaces = D.COMPLETED_SPACES - len(p.completed) - len(p.in_progress)
    building = 0.0
    for pid in p.in_progress:
        vp = D.PROJECTS[pid].vp
        building += max(0.0, IN_PROGRESS_SHARE * vp - in_progress_value(vp, p.time_left))
    building += EFFECT_VALUE * sum(1 for pid in (*p.in_progress, *p.completed) if D.PROJECTS[pid].effect)
    scrolls = min(hand, max(D.BASE_HAND, hand_limit(s, seat)))
    target = TARGET_SHARE * next_project_value(s, seat) if free_spaces > 0 else 0.0
    return building + target + BOX_VALUE * boxes + SCROLL_VALUE * scrolls + 0.2 * sum(1 for t in p.tiles if t)


def evaluate(s: State, seat: int) -> float:
    """A value in [0, 1]: 0.5 is even with the best opponent."""
    return evaluate_all(s)[seat]


def evaluate_all(s: State) -> list[float]:
    """:func:`evaluate` for every seat at once (the searches score all seats of each state)."""
    values: list[float] = [sc.total for sc in scores(s)]
    if not (s.final or s.phase == "over"):  # in the final round only the live score counts
        pending = pending_boxes_all(s)
        values = [t + potential(s, i, pending[i]) for i, t in enumerate(values)]
    out = []
    for seat, mine in enumerate(values):
        best_other = max(v for i, v in enumerate(values) if i != seat)
        out.append(0.5 + max(-0.5, min(0.5, (mine - best_other) / 30.0)))
    return out


_PLACES = {
    "temple": "Temple: draw scrolls",
    "shop": "Pawn Shop: trade for an exchange tile",
    "visits": "Respectful Visits: place visit tiles on townspeople",
}


_EFFECT_WORDS = {
    "storage": "+{} storage",
    "master_time": "master projects {} round faster",
    "temple_scrolls": "+{} scroll per Temple visit",
    "hand": "+{} scroll in hand",
    "market_boxes": "+{} box per Marketplace visit",
    "ignore": "master ignores 1 {} in costs",
}


def _effect_words(effect: D.Record) -> str:
    """A project's lasting effect in a few words ("+2 storage", "+1 box per Marketplace visit")."""
    return ", ".join(_EFFECT_WORDS[key].format(value) for key, value in effect.items() if key in _EFFECT_WORDS)


def _a(word: str) -> str:
    return ("an " if word[:1] in "aeiou" else "a ") + word


def _bin_share(view: State, seat: int, bin_name: str) -> tuple[int, int]:
    """(boxes the seat would pick, boxes in the bin) if the pawn whose turn it is went to ``bin_name``."""
    s = view.deep_clone()
    pawn = s.cur_pawn if s.cur_seat == seat and s.cur_pawn else "master"
    s.players[seat].set_pawn(pawn, bin_name)
    return pick_order(s, bin_name).count(seat), sum(s.bin(bin_name))


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
        picks, boxes = _bin_share(view, seat, loc)
        if not boxes:
            return f"goes to the {loc} Marketplace bin, empty now (storage holds {sum(p.storage)})"
        return (
            f"goes to the {loc} Marketplace bin: {picks} of its {boxes} boxes as the pawns stand now "
            f"(storage holds {sum(p.storage)})"
        )
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
    if kind == "not_now":
        return "keeps its scrolls for a better moment"
    if kind == "end":
        hand = p.hand if isinstance(p.hand, int) else len(p.hand)
        return f"ends the turn, keeping {plural(hand, 'scroll')}"
    if kind in ("award_draw", "award_leave") and args and args[0] in D.PERSON_NAME:
        who = D.PERSON_NAME[args[0]]
        if kind == "award_leave":
            return f"leaves the {who}'s award face down (storage holds {sum(p.storage)})"
        left = sum(1 for a in D.AWARD_IDS if a not in view.awards_done)
        return f"draws the {who}'s award tile, face down: one of {plural(left, 'kind')} still unseen"
    if kind == "pass":
        return f"passes, keeping {sum(p.storage)} boxes for a later project"
    return None
