"""A bot's judgement of a position: projected final margin plus what the workshop can still build."""

from __future__ import annotations

from typing import Any

from zsgames.core.i18n import N_, Text, _

from . import data as D
from .common import commas, hand_limit, pawn_title, storage_limit
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


#: a pawn sent to a location (not a bin), in words
_PLACES = {
    "temple": N_("goes to the Temple: draw scrolls"),
    "shop": N_("goes to the Pawn Shop: trade for an exchange tile"),
    "visits": N_("goes to the Respectful Visits: place visit tiles on townspeople"),
}
#: a pawn sent to a Marketplace bin, empty or with the share it would get
_BIN_EMPTY = {
    "large": N_("goes to the large Marketplace bin, empty now (storage holds {stored})"),
    "small": N_("goes to the small Marketplace bin, empty now (storage holds {stored})"),
}
_BIN_SHARE = {
    "large": N_(
        "goes to the large Marketplace bin: {picks} of its {boxes} boxes as the pawns stand now "
        "(storage holds {stored})"
    ),
    "small": N_(
        "goes to the small Marketplace bin: {picks} of its {boxes} boxes as the pawns stand now "
        "(storage holds {stored})"
    ),
}
#: a box taken from a bin, by bin and the English article its material takes ("an ivory box")
_TAKES = {
    ("large", "a"): N_("takes a {material} box from the large bin: {have} → {more} {material}"),
    ("large", "an"): N_("takes an {material} box from the large bin: {have} → {more} {material}"),
    ("small", "a"): N_("takes a {material} box from the small bin: {have} → {more} {material}"),
    ("small", "an"): N_("takes an {material} box from the small bin: {have} → {more} {material}"),
}
_DRAFTS = {
    "a": N_("drafts a {material} box: {have} → {more} {material}"),
    "an": N_("drafts an {material} box: {have} → {more} {material}"),
}
_GIVES_BACK = {
    "a": N_("gives back a {material} box to fit your storage"),
    "an": N_("gives back an {material} box to fit your storage"),
}
#: the townsfolk as a visit's args name them (the hint says "the scholar")
_PERSON_IDS = (
    N_("scholar", context="townsperson id"),
    N_("official", context="townsperson id"),
    N_("elder", context="townsperson id"),
    N_("merchant", context="townsperson id"),
)

_EFFECT_WORDS = {
    "storage": N_("+{n} storage"),
    "master_time": N_("master projects {n} round faster"),
    "temple_scrolls": N_("+{n} scroll per Temple visit"),
    "hand": N_("+{n} scroll in hand"),
    "market_boxes": N_("+{n} box per Marketplace visit"),
    "ignore": N_("master ignores 1 {material} in costs"),
}


def _effect_words(effect: D.Record) -> str:
    """A project's lasting effect in a few words ("+2 storage", "+1 box per Marketplace visit")."""
    words = [
        Text(_EFFECT_WORDS[key], n=value, material=_material(value))
        for key, value in effect.items()
        if key in _EFFECT_WORDS
    ]
    return str(commas(words)) if words else ""


def _material(value: object) -> object:
    """A material's word when ``value`` names one, else ``value`` as it is."""
    return D.material(D.MAT_INDEX[value]) if isinstance(value, str) and value in D.MAT_INDEX else value


def _article(word: str) -> str:
    """The English article before a material's name ("a jade", "an ivory")."""
    return "an" if word[:1] in "aeiou" else "a"


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
        effect = _effect_words(pt.effect)
        if effect:
            return _(
                "begins {project}: {vp} VP, {effect}, {n} round of work",
                plural="begins {project}: {vp} VP, {effect}, {n} rounds of work",
                project=pt.title,
                vp=pt.vp,
                effect=effect,
                n=pt.time,
            )
        return _(
            "begins {project}: {vp} VP, {n} round of work",
            plural="begins {project}: {vp} VP, {n} rounds of work",
            project=pt.title,
            vp=pt.vp,
            n=pt.time,
        )
    if kind == "go":
        loc = args[0]
        if loc in _PLACES:
            return _(_PLACES[loc])
        picks, boxes = _bin_share(view, seat, loc)
        if not boxes:
            return _(_BIN_EMPTY[loc], stored=sum(p.storage))
        return _(_BIN_SHARE[loc], picks=picks, boxes=boxes, stored=sum(p.storage))
    if kind == "take" and len(args) == 2 and args[1] in D.MAT_INDEX:
        m = args[1]
        have = p.storage[D.MAT_INDEX[m]]
        return _(_TAKES[args[0], _article(m)], material=_material(m), have=have, more=have + 1)
    if kind == "draft_box" and args and args[0] in D.MAT_INDEX:
        have = p.storage[D.MAT_INDEX[args[0]]]
        return _(_DRAFTS[_article(args[0])], material=_material(args[0]), have=have, more=have + 1)
    if kind == "return" and args and args[0] in D.MAT_INDEX:
        return _(_GIVES_BACK[_article(args[0])], material=_material(args[0]))
    if kind == "buy" and args and args[0] in D.PAIR_NAME:
        return _("buys the {tile} exchange tile", tile=D.pair_title(args[0]))
    if kind == "visit" and len(args) == 2:
        person = Text(args[0], context="townsperson id")
        return _("visits the {person} with a {tile} tile", person=person, tile=args[1])
    if kind in ("discard", "lessons") and args and args[0] in D.SCROLLS:
        if kind == "discard":
            return _("discards {scroll}", scroll=D.scroll_title(args[0]))
        return _("takes back {scroll}", scroll=D.scroll_title(args[0]))
    if kind == "play" and args and args[0] in D.SCROLLS:
        scroll = D.SCROLLS[args[0]]
        text = scroll["text"].split(". ")[0].split(" (")[0].split("; ")[0].rstrip(".")
        # the clause is the data's English rules text: not yet in the catalogs
        return _("plays {scroll}: {effect}", scroll=D.scroll_title(args[0]), effect=f"{text[:1].lower()}{text[1:]}")
    if kind == "pawn" and args:
        return _("acts with the {pawn} first", pawn=pawn_title(args[0]))
    if kind == "not_now":
        return _("keeps its scrolls for a better moment")
    if kind == "end":
        hand = p.hand if isinstance(p.hand, int) else len(p.hand)
        return _("ends the turn, keeping {n} scroll", plural="ends the turn, keeping {n} scrolls", n=hand)
    if kind in ("award_draw", "award_leave") and args and args[0] in D.PERSON_NAME:
        who = D.person_title(args[0])
        if kind == "award_leave":
            return _(
                "leaves the {person}'s award face down (storage holds {stored})", person=who, stored=sum(p.storage)
            )
        left = sum(1 for a in D.AWARD_IDS if a not in view.awards_done)
        return _(
            "draws the {person}'s award tile, face down: one of {n} kind still unseen",
            plural="draws the {person}'s award tile, face down: one of {n} kinds still unseen",
            person=who,
            n=left,
        )
    if kind == "pass":
        return _("passes, keeping {stored} boxes for a later project", stored=sum(p.storage))
    return None
