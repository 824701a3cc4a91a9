"""What a reveal did, group by group, read from two views (no Qt here).

The board keeps the view it drew while the disks lay face down (``before``: the two groups are on the
table). When the next view it draws shows those disks revealed (``after.revealed``), the rules' own
reveal is run on a copy of ``before`` with the revealed numbers: it says, for group 1 and
then group 2, who takes it, who contests it, whether it goes to the bin and who gets a kimono — in
the game's words. Nothing hidden is used: the groups were face up and the disks are now turned over.
"""

from __future__ import annotations

from dataclasses import dataclass

from zsgames.core.i18n import Message
from zsgames.games.zooscape.table import GOT_KIMONO, ZView, phase_of, reveal_events

BIN, TAKE, SINGLE, CONTEST = "bin", "take", "single", "contest"


@dataclass(frozen=True)
class GroupOutcome:
    """How one group was settled (the rulebook's cases a, b, c1 and c2)."""

    group: int  # 1 or 2
    cards: tuple[int, ...]  # the group's cards in row order (the apprentice included)
    wanters: tuple[int, ...]  # the seats whose disk showed this group
    kind: str  # BIN (nobody), TAKE (one seat), SINGLE (several, one card), CONTEST (several, more cards)
    kimonos: bool  # SINGLE: each wanter got a kimono
    lines: tuple[Message, ...]  # the log's lines for it (rendered when read: in the language now)

    @property
    def text(self) -> str:
        """The log's line for it, in the language now."""
        return " ".join(str(line) for line in self.lines)


@dataclass(frozen=True)
class RevealPlan:
    before: ZView  # the view the choices were made in
    choices: tuple[int, ...]  # per seat: 0 not involved, else the group its disk showed
    outcomes: tuple[GroupOutcome, GroupOutcome]
    holder: int  # who holds the apprentice once both groups are settled (-1: nobody)
    bin_after: tuple[int, ...] | int  # the bin once both groups are settled (only its size: no memory aid)
    round_ends: bool  # the round (or the game) ended right after: the bin went to the holder
    next_master: int  # the master after the reveal (the next round's, when the round ended)

    @property
    def seats(self) -> tuple[int, ...]:
        return tuple(p for p, c in enumerate(self.choices) if c)

    def matches(self, view: ZView) -> bool:
        """``view`` still shows this reveal as the last one (until the next selection begins)."""
        return tuple(view.revealed) == self.choices and view.round in (self.before.round, self.before.round + 1)


def plan_reveal(before: ZView | None, after: ZView | None) -> RevealPlan | None:
    """The reveal that led from ``before`` (a selection) to ``after``; None if ``after`` is not
    the view right after that selection's reveal."""
    if before is None or after is None or phase_of(before) != "select" or not any(after.revealed):
        return None
    choices = tuple(after.revealed)
    if tuple(p for p, c in enumerate(choices) if c) != tuple(sorted(before.players_in)):
        return None
    if after.round not in (before.round, before.round + 1):
        return None
    if any(c > 0 and c != choices[p] for p, c in enumerate(before.choice)):  # the viewer's own disk
        return None
    s, events = reveal_events(before, choices)
    lines = [e.text for e in events if e.kind != "reveal"]
    outcomes = []
    for gi in (0, 1):
        cards = tuple(before.groups[gi])
        wanters = tuple(p for p in before.players_in if choices[p] == gi + 1)
        if not wanters:
            kind = BIN
        elif len(wanters) == 1:
            kind = TAKE
        elif len(cards) == 1:
            kind = SINGLE
        else:
            kind = CONTEST
        count = 2 if kind == SINGLE else 1  # a single card's bin line is followed by the kimono line
        told, lines = tuple(lines[:count]), lines[count:]
        kimonos = kind == SINGLE and all(s.took[p] == GOT_KIMONO for p in wanters)
        outcomes.append(GroupOutcome(gi + 1, cards, wanters, kind, kimonos, told))
    round_ends = after.round > before.round or phase_of(after) == "over"
    holder = s.app_at if s.app_at >= 0 else -1
    return RevealPlan(before, choices, (outcomes[0], outcomes[1]), holder, s.bin, round_ends, after.master)
