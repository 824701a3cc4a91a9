"""Zong Shi's frame registry: every rules module's frame kinds, registered once, here (explicitly,
so no import order matters), with what each question asks and why it refuses an answer; and
``proceed``, the loop that moves the game on until a real question waits."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from zsgames.core.frames import FrameKind, Frames
from zsgames.core.game import Action, Event, IllegalAction
from zsgames.core.text import plural

from . import data as D
from . import hand, locations, payments, rounds, scrolls, turns, windows
from .common import acts_as_master, hand_limit, storage_limit
from .flow import Decision
from .state import State

#: what each question asks, in a few words
PROMPTS = {
    "draft": "draft one box or one scroll from the pool",
    "pawn": "choose which pawn takes this turn (master or apprentice)",
    "turn": "play scrolls, then begin a project, go to a location or pass",
    "pay": "choose how to pay the next box",
    "donate": "donate boxes to the Temple, then draw",
    "shop": "buy an exchange tile (or leave)",
    "visit": "choose a townsperson and a visit tile",
    "award_tile": "take an exchange tile for one box, or decline",
    "award_bin": "take one box from a Marketplace bin",
    "gift": "choose the exchange tile to claim",
    "ear": "choose a project type to use this round",
    "fortune": "take one box from a Marketplace bin",
    "lessons": "take a scroll from the discard pile",
    "second": "begin a second project (Twofold Path) or skip",
    "pick": "take one box from the bin",
    "store": "return boxes to the bag down to your storage limit",
    "hand": "discard scrolls down to your hand limit",
    "score": "choose which project takes your last completed space",
    "after": "play a scroll that may be played at any time, or end your turn",
    "window": "play a scroll that may be played at any time now, or not now",
    "award_offer": "draw the townsfolk award tile, or leave it face down",
}


def _asks(text: str) -> Callable[[State, Decision], str]:
    return lambda s, d: text


def _turn_prompt(s: State, d: Decision) -> str:
    return f"{s.cur_pawn} turn: {PROMPTS['turn']}"


def _pay_prompt(s: State, d: Decision) -> str:
    return f"{PROMPTS['pay']} for {d['label']}"


def _hand_prompt(s: State, d: Decision) -> str:
    seat = d["seat"]
    known = isinstance(s.players[seat].hand, list)  # another seat's view holds only the count
    if known and any(a.kind == "play" for a in hand.hand_legal(s, d, seat)):
        return f"{PROMPTS['hand']} (or first play a scroll)"
    return PROMPTS["hand"]


PROMPT_OF: dict[str, Callable[[State, Decision], str]] = {
    "turn": _turn_prompt,
    "pay": _pay_prompt,
    "hand": _hand_prompt,
}


# --- why an answer is refused (None: "now you must …", the question's own words) ----------------
def _play_refusal(s: State, d: Decision, action: Action) -> str | None:
    return windows.explain_play(s, d, action) if action.kind == "play" else None


def _hand_refusal(s: State, d: Decision, action: Action) -> str | None:
    if action.kind == "play":
        return windows.explain_play(s, d, action)
    if action.kind == "discard":
        return None
    held, limit = len(s.players[d["seat"]].hand), hand_limit(s, d["seat"])
    return (
        f"you hold {plural(held, 'scroll')} and may keep {limit}: "
        f"discard {held - limit} first (or play one that may be played now)"
    )


def _store_refusal(s: State, d: Decision, action: Action) -> str | None:
    if action.kind not in ("store_done", "return"):
        return None
    limit = storage_limit(s, d["seat"])
    over = sum(s.players[d["seat"]].storage) - limit
    if action.kind == "store_done":
        return f"your workshop holds {limit}; return {over} more"
    return f"you have no {action.args[0] if action.args else 'such box'} to return"


def _visit_refusal(s: State, d: Decision, action: Action) -> str | None:
    if action.kind != "visit" or len(action.args) != 2:
        return None
    person_id, value = action.args
    if person_id not in D.PERSONS:
        return f"'{person_id}' is not a townsperson"
    person = D.PERSONS.index(person_id)
    p = s.players[d["seat"]]
    who = D.PERSON_NAME[person_id]
    if p.visits[person] or any(a == person for a, _ in d["chosen"]):
        return f"you have already visited the {who}"
    left = list(p.visit_tiles)
    for _, v in d["chosen"]:
        left.remove(v)
    if value not in left:
        return f"you have no unused visit tile {value}"
    if d["chosen"] and not acts_as_master(s, d["seat"], d["pawn"]):
        return "an apprentice visits only one townsperson per turn"
    return f"you cannot afford the gift for the {who}"


def _shop_refusal(s: State, d: Decision, action: Action) -> str | None:
    if action.kind != "buy":
        return None
    if d["bought"] and not d["more"]:
        return "an apprentice may claim only one exchange tile"
    return "you cannot pay for that exchange tile (or none is left)"


EXPLAIN_OF: dict[str, Callable[[State, Decision, Action], str | None]] = {
    "pay": payments.explain_pay,
    "turn": turns.explain_turn,
    "second": turns.explain_turn,
    "after": _play_refusal,
    "window": _play_refusal,
    "hand": _hand_refusal,
    "store": _store_refusal,
    "visit": _visit_refusal,
    "shop": _shop_refusal,
}


FRAMES: Frames[State, Decision] = Frames("zongshi", "kind")
_TASK: FrameKind[State, Decision] = FrameKind()
for _module in (rounds, turns, windows, hand, locations, payments, scrolls):
    for _name, _kind in _module.KINDS.items():
        if _kind.apply is not _TASK.apply:  # a question: what it asks and why it refuses
            _kind = replace(
                _kind,
                prompt=PROMPT_OF.get(_name) or _asks(PROMPTS[_name]),
                explain=EXPLAIN_OF.get(_name, _kind.explain),
            )
        FRAMES.add(_name, _kind)


def proceed(s: State, events: list[Event]) -> None:
    """Run tasks, forced single-choice answers and turn/step changes until a real question waits."""
    FRAMES.settle(s, s.pending, events, rounds.on_empty)


def explain(s: State, action: Action) -> str:
    """A specific reason for refusing ``action`` at the question on top (it is not legal now)."""
    d = s.pending[-1]
    kind = d["kind"]
    try:
        reason = FRAMES.kinds[kind].explain(s, d, action)
    except IllegalAction as exc:
        return str(exc)
    return reason if reason is not None else f"now you must {PROMPTS.get(kind, 'answer the current question')}"
