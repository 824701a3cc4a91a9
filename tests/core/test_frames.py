"""The frame mechanism on a tiny game: tasks run by themselves, a question stops the loop, a
question that needs no answer goes on, several seats decide one frame, refusals are explained."""

from __future__ import annotations

from dataclasses import dataclass, field

import pytest

from zsgames.core.frames import FrameKind, Frames
from zsgames.core.game import Action, Event

Frame = tuple[str, int]


@dataclass
class Tiny:
    stack: list[Frame] = field(default_factory=list)
    coins: list[int] = field(default_factory=lambda: [0, 0, 0])
    voted: dict[int, str] = field(default_factory=dict)
    rounds_left: int = 0


def _pay(s: Tiny, f: Frame, ev: list[Event]) -> bool:
    """A task: seat f[1] gets a coin, then the frame is gone."""
    s.stack.pop()
    s.coins[f[1]] += 1
    ev.append(Event("pay", f"seat {f[1]} got a coin", f[1]))
    return True


def _spend_options(s: Tiny, f: Frame, seat: int) -> list[Action]:
    return [Action(seat, "spend", (n,), f"Spend {n}") for n in range(1, s.coins[seat] + 1)]


def _spend(s: Tiny, f: Frame, a: Action, ev: list[Event]) -> None:
    s.stack.pop()
    s.coins[a.seat] -= a.args[0]
    ev.append(Event("spend", f"seat {a.seat} spent {a.args[0]}", a.seat))


def _spend_auto(s: Tiny, f: Frame, ev: list[Event]) -> bool:
    """Nothing to ask of a seat without coins: the question goes away by itself."""
    if s.coins[f[1]]:
        return False
    s.stack.pop()
    return True


def _spend_explain(s: Tiny, f: Frame, a: Action) -> str | None:
    if a.kind == "spend" and a.args and a.args[0] > s.coins[a.seat]:
        return f"you have only {s.coins[a.seat]}"
    return None


def _voters(s: Tiny, f: Frame) -> tuple[int, ...]:
    return tuple(seat for seat in range(3) if seat not in s.voted)


def _vote_options(s: Tiny, f: Frame, seat: int) -> list[Action]:
    if seat in s.voted:
        return []
    return [Action(seat, "vote", (v,), f"Vote {v}") for v in ("yes", "no")]


def _vote(s: Tiny, f: Frame, a: Action, ev: list[Event]) -> None:
    s.voted[a.seat] = a.args[0]
    if len(s.voted) == 3:
        s.stack.pop()


def _frames() -> Frames[Tiny, Frame]:
    frames: Frames[Tiny, Frame] = Frames("tiny", 0)
    frames.add("pay", FrameKind(auto=_pay))
    frames.add(
        "spend",
        FrameKind(
            options=_spend_options,
            apply=_spend,
            auto=_spend_auto,
            explain=_spend_explain,
            deciders=lambda s, f: (f[1],),
            prompt=lambda s, f: "spend some coins",
        ),
    )
    frames.add("vote", FrameKind(options=_vote_options, apply=_vote, deciders=_voters, prompt=lambda s, f: "vote"))
    return frames


def _stop(s: Tiny, ev: list[Event]) -> bool:
    return False


def _new_round(s: Tiny, ev: list[Event]) -> bool:
    """The stack ran empty: a new round pays seat 2 and asks it to spend, while rounds are left."""
    if not s.rounds_left:
        return False
    s.rounds_left -= 1
    s.stack += [("spend", 2), ("pay", 2)]
    return True


def test_tasks_run_until_a_question_is_on_top():
    frames = _frames()
    s = Tiny(stack=[("spend", 0), ("pay", 1), ("pay", 0)])
    ev: list[Event] = []
    top = frames.settle(s, s.stack, ev, _stop)
    assert top == ("spend", 0) and s.stack == [("spend", 0)]
    assert s.coins == [1, 1, 0]
    assert [e.text for e in ev] == ["seat 0 got a coin", "seat 1 got a coin"]  # top of the stack first


def test_a_question_with_nothing_to_ask_goes_on_by_itself():
    frames = _frames()
    s = Tiny(stack=[("spend", 0), ("spend", 1)])  # seat 1 has no coin: its question goes away
    s.coins[0] = 2
    assert frames.settle(s, s.stack, [], _stop) == ("spend", 0)
    assert s.stack == [("spend", 0)]


def test_an_empty_stack_asks_the_game_to_move_on_until_it_stops():
    frames = _frames()
    s = Tiny(rounds_left=2)
    ev: list[Event] = []
    assert frames.settle(s, s.stack, ev, _new_round) == ("spend", 2)
    spend = frames["spend"]
    answer = spend.options(s, s.stack[-1], 2)[0]
    spend.apply(s, s.stack[-1], answer, ev)
    assert frames.settle(s, s.stack, ev, _new_round) == ("spend", 2)  # the second round
    spend.apply(s, s.stack[-1], answer, ev)
    assert frames.settle(s, s.stack, ev, _new_round) is None and s.rounds_left == 0
    assert [e.kind for e in ev] == ["pay", "spend", "pay", "spend"]


def test_several_seats_decide_one_frame():
    frames = _frames()
    s = Tiny(stack=[("vote", -1)])
    vote = frames["vote"]
    frame = frames.settle(s, s.stack, [], _stop)
    assert frame == ("vote", -1)
    assert vote.deciders(s, frame) == (0, 1, 2)
    assert [a.seat for seat in (0, 1, 2) for a in vote.options(s, frame, seat)] == [0, 0, 1, 1, 2, 2]
    vote.apply(s, frame, vote.options(s, frame, 1)[0], [])
    assert vote.deciders(s, frame) == (0, 2) and vote.options(s, frame, 1) == []
    for seat in (0, 2):
        vote.apply(s, frame, vote.options(s, frame, seat)[1], [])
    assert s.voted == {0: "no", 1: "yes", 2: "no"} and not s.stack


def test_explain_and_prompt_come_from_the_kind():
    frames = _frames()
    s = Tiny(stack=[("spend", 0)])
    s.coins[0] = 1
    spend = frames["spend"]
    assert spend.explain(s, ("spend", 0), Action(0, "spend", (3,))) == "you have only 1"
    assert spend.explain(s, ("spend", 0), Action(0, "spend", (1,))) is None
    assert frames["vote"].explain(s, ("vote", -1), Action(0, "vote", ("maybe",))) is None  # no reason given
    assert spend.prompt(s, ("spend", 0)) == "spend some coins"
    assert frames["pay"].deciders(s, ("pay", 0)) == ()  # a task asks nobody


def test_dict_frames_name_their_kind_by_key():
    stack: list[dict[str, int | str]] = [{"kind": "ask", "seat": 0}, {"kind": "done", "seat": -1}]

    def done(s: object, f: dict[str, int | str], ev: list[Event]) -> bool:
        stack.pop()
        return True

    frames: Frames[object, dict[str, int | str]] = Frames("tiny", "kind")
    frames.add("done", FrameKind(auto=done))
    frames.add("ask", FrameKind(options=lambda s, f, seat: [Action(seat, "ok")]))
    assert frames.settle(object(), stack, [], lambda s, ev: False) == {"kind": "ask", "seat": 0}
    assert stack == [{"kind": "ask", "seat": 0}]


def test_a_kind_is_registered_once():
    frames = _frames()
    assert "pay" in frames and set(frames) == {"pay", "spend", "vote"}
    with pytest.raises(ValueError, match="twice"):
        frames.add("pay", FrameKind(auto=_pay))
