"""Small helpers every section uses: limits from completed projects, draws, overflow checks."""

from __future__ import annotations

from functools import lru_cache

from zsgames.core.game import Event
from zsgames.core.i18n import N_, Message, Text
from zsgames.core.text import YOU

from . import data as D
from .flow import push
from .state import MASTER, State

#: The edition of the rules a new game is played by. Edition 1 (a game saved before edition 2, its
#: ``config`` option ``rules`` = 1) played scrolls only at the start of a turn, never one gained that
#: turn, and always drew a townsfolk award; edition 2 opens the windows of ``windows.py`` and lets
#: the first master leave an award face down; edition 3 (issue 35) offers every any-time scroll to
#: a seat whose turns of the final round are over (``windows.last_chance``). A game saved under an
#: older edition carries ``rules`` = that edition and plays on by it.
RULES_EDITION = 3


def edition(s: State) -> int:
    """The edition of the rules this game is played by (``rules`` in an older save's config)."""
    rules: object = s.config.option("rules")
    return rules if isinstance(rules, int) else RULES_EDITION


def first_edition(s: State) -> bool:
    """Is this a game begun under the first edition of the rules (an older save, replayed as it was)?"""
    rules: object = s.config.option("rules")
    return rules == 1


def owned(s: State, seat: int, pid: str) -> int:
    """Copies of project type ``pid`` this seat may use now (its own + one borrowed by Ear to the Wall)."""
    p = s.players[seat]
    return p.completed.count(pid) + (1 if p.ear == pid else 0)


def _effect(s: State, seat: int, table: dict[str, int]) -> int:
    p = s.players[seat]
    total = 0
    for pid in p.completed:
        if pid in table:
            total += table[pid]
    if p.ear in table:
        total += table[p.ear]
    return total


def storage_limit(s: State, seat: int) -> int:
    return D.BASE_STORAGE + _effect(s, seat, D.EFFECT_STORAGE)


def hand_limit(s: State, seat: int) -> int:
    return D.BASE_HAND + _effect(s, seat, D.EFFECT_HAND)


def temple_bonus(s: State, seat: int) -> int:
    return _effect(s, seat, D.EFFECT_TEMPLE)


def market_bonus(s: State, seat: int) -> int:
    return _effect(s, seat, D.EFFECT_MARKET)


def time_cut(s: State, seat: int) -> int:
    return _effect(s, seat, D.EFFECT_MASTER_TIME)


def ignored_key(s: State, seat: int) -> tuple[int, ...]:
    """``ignored`` as a tuple, cached on the completed projects (they rarely change)."""
    p = s.players[seat]
    return _ignored(tuple(p.completed), p.ear)


@lru_cache(maxsize=4096)
def _ignored(completed: tuple[str, ...], ear: str) -> tuple[int, ...]:
    out = [0, 0, 0, 0]
    for pid in (*completed, ear):
        if pid in D.EFFECT_IGNORE:
            out[D.EFFECT_IGNORE[pid]] += 1
    return tuple(out)


def ignored(s: State, seat: int) -> list[int]:
    """Boxes per material a master ignores in project costs (Masteries)."""
    out = [0, 0, 0, 0]
    p = s.players[seat]
    for pid in p.completed:
        if pid in D.EFFECT_IGNORE:
            out[D.EFFECT_IGNORE[pid]] += 1
    if p.ear in D.EFFECT_IGNORE:
        out[D.EFFECT_IGNORE[p.ear]] += 1
    return out


def acts_as_master(s: State, seat: int, pawn: str) -> bool:
    """Master abilities at locations: the master, or the apprentice under a Writ of Authority."""
    return pawn == MASTER or s.players[seat].writ


def name(s: State, seat: int) -> str:
    names = s.config.names  # GameConfig.name, inlined (event texts name a seat on every action)
    return names[seat] if seat < len(names) else s.config.name(seat)


def who(s: State, seat: int) -> Message:
    """A seat's name as the subject of an event: the seat named You in the reader's language."""
    n = name(s, seat)
    return Text("You") if n == YOU else n


def whose(s: State, seat: int) -> Text:
    """A seat's name as an owner ("Blue's", "Your") in the reader's language."""
    n = name(s, seat)
    return Text("Your") if n == YOU else Text("{name}'s", name=n)


#: the two pawns' words, as the rules name them
PAWN_WORDS = (N_("master", context="pawn"), N_("apprentice", context="pawn"))


def pawn_title(pawn: str) -> Text:
    """A pawn's word (master, apprentice) as a player reads it."""
    return Text(pawn, context="pawn")


#: why boxes, scrolls or a tile came (kept in English in the state, shown through ``reason``)
REASONS = (
    N_("Temple", context="reason"),
    N_("award", context="reason"),
    N_("Merchant Statue", context="reason"),
    N_("Pawn Shop", context="reason"),
    N_("A Gift From the Priests", context="reason"),
    N_("A Lucky Discovery", context="reason"),
    N_("Pawn Shop Owner's Gift", context="reason"),
    N_("Fortune Brings Opportunity", context="reason"),
)


#: a box taken from a Marketplace bin, per bin ("large" or "small")
BIN_TAKE = {
    "large": N_("Take one {material} from the large bin"),
    "small": N_("Take one {material} from the small bin"),
}


def reason(why: str) -> Text:
    """Why something came (one of ``REASONS``), in the reader's language."""
    return Text(why, context="reason")


def boxes_text(counts: list[int] | tuple[int, ...]) -> Text:
    """ "2 jade, 1 gold" (remembered per count vector: the same few recur all game)."""
    return _boxes_text(counts if type(counts) is tuple else tuple(counts))


@lru_cache(maxsize=4096)
def _boxes_text(counts: tuple[int, ...]) -> Text:
    parts = [Text("{n} {material}", context="boxes", n=n, material=D.material(i)) for i, n in enumerate(counts) if n]
    if not parts:
        return Text("nothing", context="boxes")
    return commas(parts)


def commas(parts: list[Text]) -> Text:
    """Items listed with commas, "A, B, C" (no "and"), in the reader's language."""
    out = parts[0]
    for part in parts[1:]:
        out = Text("{items}, {item}", context="list", items=out, item=part)
    return out


def draw_boxes(s: State, seat: int, k: int, events: list[Event], why: str) -> list[int]:
    """Draw up to ``k`` random boxes from the bag into the seat's storage (D5: what exists)."""
    got = [0, 0, 0, 0]
    p = s.me(seat)
    s.own_boxes()
    for _ in range(k):
        total = s.bag[0] + s.bag[1] + s.bag[2] + s.bag[3]
        if not total:
            break
        r = s.rng.randbelow(total)
        for i in range(4):
            if r < s.bag[i]:
                break
            r -= s.bag[i]
        s.bag[i] -= 1
        p.storage[i] += 1
        got[i] += 1
    events.append(
        Event(
            "draw_boxes",
            Text("{name} drew {boxes} from the bag ({why})", name=who(s, seat), boxes=boxes_text(got), why=reason(why)),
            seat,
            chance=True,
            data=(("boxes", tuple(got)),),
        )
    )
    return got


def draw_scrolls(s: State, seat: int, k: int, events: list[Event], why: str) -> int:
    """Draw ``k`` scrolls (reshuffling the discard when the deck runs out). Returns how many."""
    p = s.mine(seat)
    s.own_board()
    drawn: list[str] = []
    for _ in range(k):
        if not s.deck:
            if not s.discard:
                break
            s.deck = s.discard
            s.discard = []
            s.rng.shuffle(s.deck)
            events.append(
                Event("reshuffle", Text("The scroll discard pile was shuffled into a new deck"), None, chance=True)
            )
        sid = s.deck.pop()
        drawn.append(sid)
        p.hand.append(sid)
        if first_edition(s):
            p.fresh.append(sid)  # edition 1: playable from the next turn only
    titles = commas([D.scroll_title(t) for t in drawn]) if drawn else Text("nothing", context="scrolls")
    events.append(
        Event(
            "draw_scrolls",
            Text(
                "{name} drew {n} scroll ({why})",
                plural="{name} drew {n} scrolls ({why})",
                name=who(s, seat),
                n=len(drawn),
                why=reason(why),
            ),
            seat,
            ((seat, Text("You drew {scrolls} ({why})", scrolls=titles, why=reason(why))),),
            chance=True,
        )
    )
    return len(drawn)


def seat_order(s: State) -> list[int]:
    """The seats in turn order from the start player (a fresh list the caller may reorder)."""
    return list(_SEAT_ORDER[s.n][s.start])


_SEAT_ORDER = {n: tuple(tuple((start + i) % n for i in range(n)) for start in range(n)) for n in D.SETUP}


def check_storage(s: State, seat: int) -> None:
    """Over the storage limit: ask the owner which boxes go back to the bag."""
    st = s.players[seat].storage
    total = st[0] + st[1] + st[2] + st[3]
    if total > D.BASE_STORAGE and total > storage_limit(s, seat):
        push(s, "store", seat)


def check_hand(s: State, seat: int) -> None:
    """Over the hand limit: ask the owner which scrolls to discard (once: a discard already asked
    goes on until the hand fits)."""
    held = len(s.players[seat].hand)
    if held > D.BASE_HAND and held > hand_limit(s, seat):
        for d in s.pending:
            if d["kind"] == "hand" and d["seat"] == seat:
                return
        push(s, "hand", seat)


def forget_known(s: State, seat: int, sid: str) -> None:
    """Keep the public 'known' scrolls a sub-multiset of the hand after a scroll leaves it."""
    p = s.mine(seat)
    if sid in p.known and p.known.count(sid) > p.hand.count(sid):
        p.known.remove(sid)


def lose_scroll(s: State, seat: int, sid: str) -> None:
    p = s.mine(seat)
    p.hand.remove(sid)
    if sid in p.fresh and p.fresh.count(sid) > p.hand.count(sid):
        p.fresh.remove(sid)
    forget_known(s, seat, sid)
