"""Zong Shi's frame registry: every rules module's frame kinds, registered once, here (explicitly,
so no import order matters), with what each question asks and why it refuses an answer; and
``proceed``, the loop that moves the game on until a real question waits."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from zsgames.core.frames import FrameKind, Frames
from zsgames.core.game import Action, Event, IllegalAction
from zsgames.core.i18n import N_, Message, Text, _

from . import data as D
from . import hand, locations, payments, rounds, scrolls, turns, windows
from .common import acts_as_master, hand_limit, storage_limit
from .flow import Decision
from .state import State

#: what each question asks, in a few words
PROMPTS = {
    "draft": N_("draft one box or one scroll from the pool"),
    "pawn": N_("choose which pawn takes this turn (master or apprentice)"),
    "turn": N_("play scrolls, then begin a project, go to a location or pass"),
    "pay": N_("choose how to pay the next box"),
    "donate": N_("donate boxes to the Temple, then draw"),
    "shop": N_("buy an exchange tile (or leave)"),
    "visit": N_("choose a townsperson and a visit tile"),
    "award_tile": N_("take an exchange tile for one box, or decline"),
    "award_bin": N_("take one box from a Marketplace bin"),
    "gift": N_("choose the exchange tile to claim"),
    "ear": N_("choose a project type to use this round"),
    "fortune": N_("take one box from a Marketplace bin"),
    "lessons": N_("take a scroll from the discard pile"),
    "second": N_("begin a second project (Twofold Path) or skip"),
    "pick": N_("take one box from the bin"),
    "store": N_("return boxes to the bag down to your storage limit"),
    "hand": N_("discard scrolls down to your hand limit"),
    "score": N_("choose which project takes your last completed space"),
    "after": N_("play a scroll that may be played at any time, or end your turn"),
    "window": N_("play a scroll that may be played at any time now, or not now"),
    "award_offer": N_("draw the townsfolk award tile, or leave it face down"),
}


def _asks(text: str) -> Callable[[State, Decision], str]:
    return lambda s, d: _(text)


#: the turn's question, per pawn
TURN_PROMPTS = {
    "master": N_("master turn: play scrolls, then begin a project, go to a location or pass"),
    "apprentice": N_("apprentice turn: play scrolls, then begin a project, go to a location or pass"),
}


def _turn_prompt(s: State, d: Decision) -> str:
    return _(TURN_PROMPTS[s.cur_pawn]) if s.cur_pawn in TURN_PROMPTS else _(PROMPTS["turn"])


def _pay_prompt(s: State, d: Decision) -> str:
    return _("choose how to pay the next box for {what}", what=payments.payment_title(d))


def _hand_prompt(s: State, d: Decision) -> str:
    seat = d["seat"]
    known = isinstance(s.players[seat].hand, list)  # another seat's view holds only the count
    if known and any(a.kind == "play" for a in hand.hand_legal(s, d, seat)):
        return _("discard scrolls down to your hand limit (or first play a scroll)")
    return _(PROMPTS["hand"])


PROMPT_OF: dict[str, Callable[[State, Decision], str]] = {
    "turn": _turn_prompt,
    "pay": _pay_prompt,
    "hand": _hand_prompt,
}


# --- why an answer is refused (None: "now you must …", the question's own words) ----------------
def _play_refusal(s: State, d: Decision, action: Action) -> Message | None:
    return windows.explain_play(s, d, action) if action.kind == "play" else None


def _hand_refusal(s: State, d: Decision, action: Action) -> Message | None:
    if action.kind == "play":
        return windows.explain_play(s, d, action)
    if action.kind == "discard":
        return None
    held, limit = len(s.players[d["seat"]].hand), hand_limit(s, d["seat"])
    return Text(
        "you hold {n} scroll and may keep {limit}: discard {over} first (or play one that may be played now)",
        plural="you hold {n} scrolls and may keep {limit}: discard {over} first (or play one that may be played now)",
        n=held,
        limit=limit,
        over=held - limit,
    )


def _store_refusal(s: State, d: Decision, action: Action) -> Message | None:
    if action.kind not in ("store_done", "return"):
        return None
    limit = storage_limit(s, d["seat"])
    over = sum(s.players[d["seat"]].storage) - limit
    if action.kind == "store_done":
        return Text("your workshop holds {limit}; return {n} more", limit=limit, n=over)
    if action.args and action.args[0] in D.MAT_INDEX:
        return Text("you have no {material} to return", material=D.material(D.MAT_INDEX[action.args[0]]))
    if action.args:
        return Text("you have no {box} to return", box=action.args[0])
    return Text("you have no such box to return")


def _visit_refusal(s: State, d: Decision, action: Action) -> Message | None:
    if action.kind != "visit" or len(action.args) != 2:
        return None
    person_id, value = action.args
    if person_id not in D.PERSONS:
        return Text("'{id}' is not a townsperson", id=person_id)
    person = D.PERSONS.index(person_id)
    p = s.players[d["seat"]]
    who = D.person_title(person_id)
    if p.visits[person] or any(a == person for a, _v in d["chosen"]):
        return Text("you have already visited the {person}", person=who)
    left = list(p.visit_tiles)
    for _a, v in d["chosen"]:
        left.remove(v)
    if value not in left:
        return Text("you have no unused visit tile {tile}", tile=value)
    if d["chosen"] and not acts_as_master(s, d["seat"], d["pawn"]):
        return Text("an apprentice visits only one townsperson per turn")
    return Text("you cannot afford the gift for the {person}", person=who)


def _shop_refusal(s: State, d: Decision, action: Action) -> Message | None:
    if action.kind != "buy":
        return None
    if d["bought"] and not d["more"]:
        return Text("an apprentice may claim only one exchange tile")
    return Text("you cannot pay for that exchange tile (or none is left)")


EXPLAIN_OF: dict[str, Callable[[State, Decision, Action], Message | None]] = {
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


def _rendered(
    why: Callable[[State, Decision, Action], Message | None],
) -> Callable[[State, Decision, Action], str | None]:
    """A refusal as the frame registry wants it: words in the current language."""

    def explain(s: State, d: Decision, action: Action) -> str | None:
        reason = why(s, d, action)
        return None if reason is None else str(reason)

    return explain


FRAMES: Frames[State, Decision] = Frames("zongshi", "kind")
_TASK: FrameKind[State, Decision] = FrameKind()
for _module in (rounds, turns, windows, hand, locations, payments, scrolls):
    for _name, _kind in _module.KINDS.items():
        if _kind.apply is not _TASK.apply:  # a question: what it asks and why it refuses
            _kind = replace(
                _kind,
                prompt=PROMPT_OF.get(_name) or _asks(PROMPTS[_name]),
                explain=_rendered(EXPLAIN_OF[_name]) if _name in EXPLAIN_OF else _kind.explain,
            )
        FRAMES.add(_name, _kind)


def proceed(s: State, events: list[Event]) -> None:
    """Run tasks, forced single-choice answers and turn/step changes until a real question waits."""
    FRAMES.settle(s, s.pending, events, rounds.on_empty)


def explain(s: State, action: Action) -> Message:
    """A specific reason for refusing ``action`` at the question on top (it is not legal now)."""
    d = s.pending[-1]
    kind = d["kind"]
    why = EXPLAIN_OF.get(kind)
    try:
        reason = why(s, d, action) if why is not None else FRAMES.kinds[kind].explain(s, d, action)
    except IllegalAction as exc:
        return exc.reason
    if reason is not None:
        return reason
    if kind in PROMPTS:
        return Text("now you must {task}", task=Text(PROMPTS[kind]))
    return Text("now you must answer the current question")
