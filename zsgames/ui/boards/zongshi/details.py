"""The words on the Zong Shi board's large cards (``set_detail``): a title and the whole text of
every card, scroll, tile, award and place, in our own words. Hidden things say only what the viewer
may know. Pure functions of the view and the game data: nothing here draws."""

from __future__ import annotations

from typing import Any

from zsgames.core.text import join_and, plural, possessive
from zsgames.games.zongshi.table import D
from zsgames.ui.boards.zongshi.text import cost_text

AWARD_WORDS = {
    "scroll": "draw a scroll",
    "tile": "take an exchange tile for one of its two boxes",
    "boxes": "draw two random boxes from the bag",
    "gift": "get back the boxes given to that person",
    "bin": "take one box from a Marketplace bin",
}


def rounds(n: int) -> str:
    return plural(n, "round")


def project(pid: str, left: int | None = None) -> tuple[str, str]:
    pt = D.PROJECTS[pid]
    head = (
        f"Costs {cost_text(pt.cost)}. Takes {rounds(pt.time)} to build and is worth "
        f"{plural(pt.vp, 'point')} when completed."
    )
    if pt.masterwork:
        body = f"{head}\nA masterwork has no lasting effect: it is all points. Only a master builds one."
        title = f"Masterwork ({pt.id})"
    else:
        body = f"{head}\nOnce completed: {pt.text}\nSeveral copies add up."
        title = pt.name
    if left is not None:
        body += f"\n{plural(left, 'copy', 'copies')} left in the supply." if left else "\nNone left in the supply."
    return title, body


def in_progress(pid: str, seat_name: str, time_left: int) -> tuple[str, str]:
    title, body = project(pid)
    return title, f"{seat_name} is building it: {rounds(time_left)} to go.\n{body}"


def masterwork_deck(count: int) -> tuple[str, str]:
    return (
        "Masterwork deck",
        f"{plural(count, 'masterwork')} face down. When a face-up masterwork is begun, "
        "the top one is turned up in its place.",
    )


def scroll(sid: str, copies: bool = True) -> tuple[str, str]:
    rec = D.SCROLLS[sid]
    when = (
        "Play it at the start of your master's turn (red seal)."
        if rec["timing"] == "master"
        else "Play it at the start of either of your turns."
    )
    body = f"{rec['text']}\n{when} Each title only once per round."
    if copies:
        body += f"\nThe deck has {plural(D.SCROLL_COUNTS[sid], 'copy', 'copies')} of it."
    return rec["name"], body


def hidden_hand(seat_name: str, count: int, known: list[str]) -> tuple[str, str]:
    body = f"{seat_name} holds {plural(count, 'scroll')} face down."
    if known:
        names = join_and([D.SCROLLS[s]["name"] for s in known])
        body += f" Everyone saw {'it' if count == 1 else 'them'} take {names}."
        if len(known) < count:
            body += " The others are secret."
    else:
        body += " Which ones is secret."
    return f"{possessive(seat_name)} scrolls", body


def scroll_deck(count: int) -> tuple[str, str]:
    return (
        "Scroll deck",
        f"{plural(count, 'scroll')} face down. A pawn at the Temple draws here; when the deck "
        "runs out, the discard pile is shuffled into a new one.",
    )


def discard_pile(discard: list[str]) -> tuple[str, str]:
    if not discard:
        return "Discard pile", "Empty. Played and discarded scrolls land here face up."
    names = [D.SCROLLS[s]["name"] for s in discard]
    counted = join_and([f"{n} ×{names.count(n)}" if names.count(n) > 1 else n for n in dict.fromkeys(names)])
    return "Discard pile", (
        f"{plural(len(discard), 'scroll')} face up, the latest on top: {counted}. Lessons of "
        "the Past takes any one of them back."
    )


def tile(pair: int, left: int | None = None) -> tuple[str, str]:
    a, b = (D.MATERIALS[m] for m in D.PAIR_MATS[pair])
    body = (
        f"When you pay for a project or a visit, one {a} may stand in for one {b}, or one {b} for one {a} "
        f"(once per payment for each tile you own). Tiles never chain.\nCosts one {a} and one {b} at the "
        f"Pawn Shop. Worth 1 point at the end; one of each of the six pairs adds 2 more."
    )
    if left is not None:
        body += f"\n{left} left in the shop." if left else "\nNone left in the shop."
    return f"Exchange tile {a}/{b}", body


def visit_tile(value: int) -> tuple[str, str]:
    boxes = plural(value, "box", "boxes")
    return (
        f"Visit tile {value}",
        f"Put it on a townsperson you have not visited yet and give {boxes} "
        "of their material. A master visiting several people at once gives one more box to each. "
        "Each tile is used once.",
    )


def person(i: int, placed: list[tuple[str, int]]) -> tuple[str, str]:
    who, mat = D.PERSON_NAME[D.PERSONS[i]], D.MATERIALS[D.PERSON_MAT[i]]
    body = (
        f"The {who} wants {mat}: a visit gives as many {mat} as the visit tile's number. Everyone visits "
        "each person at most once."
    )
    if placed:
        body += "\nVisited by " + join_and([f"{name} (tile {v})" for name, v in placed]) + "."
    else:
        body += "\nNobody has visited yet."
    return f"The {who}", body


def award(i: int, face_down: bool, view: Any) -> tuple[str, str]:
    who = D.PERSON_NAME[D.PERSONS[i]]
    if not face_down:
        return f"The {who}'s award", "Already taken by the first master who visited."
    left = [a for a in D.AWARD_IDS if a not in view.awards_done]
    options = join_and([AWARD_WORDS[a] if a in AWARD_WORDS else D.AWARDS[a]["text"] for a in left])
    return (
        f"The {who}'s award",
        f"Face down. The first master (not an apprentice) to visit the {who} turns it "
        f"up and uses it at once. It is one of: {options}.",
    )


def bin_text(name: str, boxes: list[int], players: int) -> tuple[str, str]:
    held = cost_text(boxes) or "nothing"
    return (
        f"The {name} bin",
        f"Holds {held}. In Step 2 the pawns here share it: each master picks one box in "
        f"turn, an apprentice gets one box after every master there has picked, and masters go on until it is "
        f"empty. A master alone takes it all.\nRefilled each round ({players} players: "
        f"{D.SETUP[players].large_bin if name == 'large' else D.SETUP[players].small_bin} boxes).",
    )


def score_lines(seat_name: str, score: Any) -> tuple[str, str]:
    lines = "\n".join(f"{name}: {value}" for name, value in score.lines)
    return f"{seat_name}: {plural(score.total, 'point')} if the game ended now", lines


def start_marker(seat_name: str) -> tuple[str, str]:
    return "The Jade Buddha", f"{seat_name} is the start player this round; the Buddha moves left each round."
