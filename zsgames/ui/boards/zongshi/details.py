"""The words on the Zong Shi board's large cards (``set_detail``): a title and the whole text of
every card, scroll, tile, award and place, in our own words. Hidden things say only what the viewer
may know. Pure functions of the view and the game data: nothing here draws. Each text is rendered
in the language of the moment (the board is drawn again when the language changes)."""

from __future__ import annotations

from typing import Any

from zsgames.core.i18n import N_, _
from zsgames.core.text import join_and, plural, possessive
from zsgames.games.zongshi.table import D
from zsgames.ui.boards.zongshi.text import cost_text

AWARD_WORDS = {
    "scroll": N_("draw a scroll", context="award"),
    "tile": N_("take an exchange tile for one of its two boxes", context="award"),
    "boxes": N_("draw two random boxes from the bag", context="award"),
    "gift": N_("get back the boxes given to that person", context="award"),
    "bin": N_("take one box from a Marketplace bin", context="award"),
}


def rounds(n: int) -> str:
    return plural(n, "round")


def project(pid: str, left: int | None = None) -> tuple[str, str]:
    pt = D.PROJECTS[pid]
    head = _(
        "Costs {cost}. Takes {rounds} to build and is worth {points} when completed.",
        cost=cost_text(pt.cost),
        rounds=rounds(pt.time),
        points=plural(pt.vp, "point"),
    )
    if pt.masterwork:
        body = head + "\n" + _("A masterwork has no lasting effect: it is all points. Only a master builds one.")
        title = _("Masterwork ({id})", id=pt.id)
    else:
        effect = _(pt.text, context="project text")
        body = head + "\n" + _("Once completed: {effect}\nSeveral copies add up.", effect=effect)
        title = str(pt.title)
    if left is not None:
        body += "\n" + (
            _("{n} copy left in the supply.", plural="{n} copies left in the supply.", n=left)
            if left
            else _("None left in the supply.")
        )
    return title, body


def in_progress(pid: str, seat_name: str, time_left: int) -> tuple[str, str]:
    title, body = project(pid)
    return title, _("{name} is building it: {rounds} to go.", name=seat_name, rounds=rounds(time_left)) + "\n" + body


def masterwork_deck(count: int) -> tuple[str, str]:
    return (
        _("Masterwork deck"),
        _(
            "{n} masterwork face down. When a face-up masterwork is begun, the top one is turned up in its place.",
            plural="{n} masterworks face down. When a face-up masterwork is begun, the top one is turned up in "
            "its place.",
            n=count,
        ),
    )


def scroll(sid: str, copies: bool = True) -> tuple[str, str]:
    rec = D.SCROLLS[sid]
    when = (
        _("Play it at the start of your master's turn (red seal).")
        if rec["timing"] == "master"
        else _("Play it at the start of either of your turns.")
    )
    text = _(rec["text"], context="scroll text")
    body = text + "\n" + _("{when} Each title only once per round.", when=when)
    if copies:
        n = D.SCROLL_COUNTS[sid]
        body += "\n" + _("The deck has {n} copy of it.", plural="The deck has {n} copies of it.", n=n)
    return str(D.scroll_title(sid)), body


def hidden_hand(seat_name: str, count: int, known: list[str]) -> tuple[str, str]:
    body = _(
        "{name} holds {n} scroll face down.", plural="{name} holds {n} scrolls face down.", name=seat_name, n=count
    )
    if known:
        names = join_and([str(D.scroll_title(s)) for s in known])
        body += " " + _("Everyone saw it take {names}.", plural="Everyone saw them take {names}.", n=count, names=names)
        if len(known) < count:
            body += " " + _("The others are secret.")
    else:
        body += " " + _("Which ones is secret.")
    return _("{whose} scrolls", whose=possessive(seat_name)), body


def scroll_deck(count: int) -> tuple[str, str]:
    return (
        _("Scroll deck"),
        _(
            "{n} scroll face down. A pawn at the Temple draws here; when the deck runs out, the discard pile is "
            "shuffled into a new one.",
            plural="{n} scrolls face down. A pawn at the Temple draws here; when the deck runs out, the discard "
            "pile is shuffled into a new one.",
            n=count,
        ),
    )


def discard_pile(discard: list[str]) -> tuple[str, str]:
    if not discard:
        return _("Discard pile"), _("Empty. Played and discarded scrolls land here face up.")
    names = [str(D.scroll_title(s)) for s in discard]
    counted = join_and(
        [_("{name} ×{n}", name=n, n=names.count(n)) if names.count(n) > 1 else n for n in dict.fromkeys(names)]
    )
    return _("Discard pile"), _(
        "{n} scroll face up, the latest on top: {names}. Lessons of the Past takes any one of them back.",
        plural="{n} scrolls face up, the latest on top: {names}. Lessons of the Past takes any one of them back.",
        n=len(discard),
        names=counted,
    )


def tile(pair: int, left: int | None = None) -> tuple[str, str]:
    a, b = (str(D.material(m)) for m in D.PAIR_MATS[pair])
    body = _(
        "When you pay for a project or a visit, one {a} may stand in for one {b}, or one {b} for one {a} "
        "(once per payment for each tile you own). Tiles never chain.\nCosts one {a} and one {b} at the "
        "Pawn Shop. Worth 1 point at the end; one of each of the six pairs adds 2 more.",
        a=a,
        b=b,
    )
    if left is not None:
        body += "\n" + (_("{n} left in the shop.", n=left) if left else _("None left in the shop."))
    return _("Exchange tile {a}/{b}", a=a, b=b), body


def visit_tile(value: int) -> tuple[str, str]:
    return (
        _("Visit tile {value}", value=value),
        _(
            "Put it on a townsperson you have not visited yet and give {n} box of their material. A master "
            "visiting several people at once gives one more box to each. Each tile is used once.",
            plural="Put it on a townsperson you have not visited yet and give {n} boxes of their material. A "
            "master visiting several people at once gives one more box to each. Each tile is used once.",
            n=value,
        ),
    )


def person(i: int, placed: list[tuple[str, int]]) -> tuple[str, str]:
    who, mat = str(D.person_title(D.PERSONS[i])), str(D.material(D.PERSON_MAT[i]))
    body = _(
        "The {person} wants {material}: a visit gives as many {material} as the visit tile's number. Everyone "
        "visits each person at most once.",
        person=who,
        material=mat,
    )
    if placed:
        visitors = join_and([_("{name} (tile {value})", name=name, value=v) for name, v in placed])
        body += "\n" + _("Visited by {visitors}.", visitors=visitors)
    else:
        body += "\n" + _("Nobody has visited yet.")
    return _("The {person}", person=who), body


def award(i: int, face_down: bool, view: Any) -> tuple[str, str]:
    who = str(D.person_title(D.PERSONS[i]))
    title = _("The {person}'s award", person=who)
    if not face_down:
        return title, _("Already taken by the first master who visited.")
    left = [a for a in D.AWARD_IDS if a not in view.awards_done]
    options = join_and([_(AWARD_WORDS[a], context="award") for a in left])
    return (
        title,
        _(
            "Face down. The first master (not an apprentice) to visit the {person} turns it up and uses it at "
            "once. It is one of: {options}.",
            person=who,
            options=options,
        ),
    )


def bin_text(name: str, boxes: list[int], players: int) -> tuple[str, str]:
    held = cost_text(boxes) or _("nothing", context="boxes")
    refill = D.SETUP[players].large_bin if name == "large" else D.SETUP[players].small_bin
    body = _(
        "Holds {boxes}. In Step 2 the pawns here share it: each master picks one box in turn, an apprentice "
        "gets one box after every master there has picked, and masters go on until it is empty. A master "
        "alone takes it all.",
        boxes=held,
    )
    body += "\n" + _("Refilled each round ({players} players: {n} boxes).", players=players, n=refill)
    title = _("The large bin") if name == "large" else _("The small bin")
    return title, body


def score_lines(seat_name: str, score: Any) -> tuple[str, str]:
    lines = "\n".join(
        _("{line}: {value}", line=_(name, context="score line"), value=value) for name, value in score.lines
    )
    return _("{name}: {points} if the game ended now", name=seat_name, points=plural(score.total, "point")), lines


def start_marker(seat_name: str) -> tuple[str, str]:
    return _("The Jade Buddha"), _(
        "{name} is the start player this round; the Buddha moves left each round.", name=seat_name
    )
