"""Small builders for Zooscape test scenarios: name cards by type, lay out a chosen row, play moves.

``scenario`` starts a real game and then rearranges the cards so that every card is still in
exactly one place (the invariants hold); ``act`` applies one move and re-checks the invariants.
"""

from __future__ import annotations

from zsgames.core.game import Action, Event, GameConfig
from zsgames.games.zooscape import GAME
from zsgames.games.zooscape import cards as C
from zsgames.games.zooscape.state import APP_MASTER, ZState

KINDS = {key: t for t, key in enumerate(C.TYPE_KEYS)}
KINDS.update({"coin": C.COIN, "fire": C.FIRE, "lucky_cat": C.CAT, "breakage": C.BREAK, "copy": C.COPY})
TYPE = {key: t for t, key in enumerate(C.TYPE_KEYS)}  # "fan" → 1, "kimono" → 7
APP = C.APPRENTICE_CARD


class Deal:
    """Hands out distinct card ids by kind: ``d("fan", 2)`` → two fan ids never handed out before."""

    def __init__(self) -> None:
        self.used: set[int] = set()

    def __call__(self, kind: str, count: int = 1) -> list[int]:
        k = KINDS[kind]
        out = [c for c in range(C.APPRENTICE_CARD) if C.KIND[c] == k and c not in self.used][:count]
        assert len(out) == count, f"not enough {kind} cards"
        self.used.update(out)
        return out

    def coin(self, value: int) -> int:
        c = next(
            c for c in range(C.MARKET_CARDS) if C.KIND[c] == C.COIN and C.COIN_VALUE[c] == value and c not in self.used
        )
        self.used.add(c)
        return c

    def one(self, kind: str) -> int:
        return self(kind)[0]


def start(players: int = 4, seed: int = 0, master: int = 0, aid: bool = False) -> ZState:
    """A new game; ``aid``: with the memory aid that lists the bin's cards."""
    options = {"first_master": master} | ({"memory_aid": True} if aid else {})
    return GAME.setup(GameConfig.make(players, options=options), seed)


def scenario(
    players: int = 4,
    master: int = 0,
    row: list[int] | tuple[int, ...] = (),
    won: dict[int, list[int]] | None = None,
    copies: dict[int, list[tuple[int, int]]] | None = None,
    bin_cards: list[int] | tuple[int, ...] = (),
    deck: list[int] | None = None,
    kimonos: int = 10,
    rnd: int = 1,
    seed: int = 0,
    aid: bool = False,
) -> ZState:
    """A game in round ``rnd`` whose master is about to split ``row`` (apprentice still to place).

    Cards named nowhere fill the unplayed round piles, then the deck — or the box when ``deck``
    is given exactly. Kimonos beyond ``kimonos`` are in the box. ``aid``: the memory aid is on.
    """
    s = start(players, seed, master, aid)
    won = won or {}
    copies = copies or {}
    placed = {*row, *bin_cards, *(deck or ())}
    for cards in won.values():
        placed.update(cards)
    for pairs in copies.values():
        placed.update(c for c, _ in pairs)
    kimono_ids = [c for c in C.KIMONO_IDS if c not in placed]
    rest = [c for c in range(C.MARKET_CARDS) if c not in placed]
    size = C.PILE_SIZE[players]
    piles = []
    for _ in range(C.ROUNDS - rnd):
        piles.append(tuple(rest[:size]))
        del rest[:size]
    assert all(len(p) == size for p in piles), "not enough cards left for the round piles"
    s.round = rnd
    s.piles = tuple(piles)
    s.cur = tuple(row)
    s.bin = tuple(bin_cards)
    if deck is None:
        s.deck, s.box = tuple(rest), ()
    else:
        s.deck, s.box = tuple(deck), tuple(rest)
    s.kimonos = tuple(kimono_ids[:kimonos])
    s.box += tuple(kimono_ids[kimonos:])
    s.won = tuple(tuple(won.get(p, ())) for p in range(players))
    s.copies = tuple(tuple(copies.get(p, ())) for p in range(players))
    s.app_at = APP_MASTER
    s.first_split = True
    GAME.check_invariants(s)
    return s


def act(s: ZState, seat: int, kind: str, *args: int | str) -> tuple[ZState, list[Event]]:
    new, events = GAME.apply(s, Action(seat, kind, tuple(args)))
    GAME.check_invariants(new)
    return new, events


def go(s: ZState, *moves: tuple) -> ZState:
    """Apply ``(seat, kind, *args)`` moves in order."""
    for seat, kind, *args in moves:
        s, _ = act(s, seat, kind, *args)
    return s


def select_all(s: ZState, picks: dict[int, int]) -> tuple[ZState, list[Event]]:
    """Every listed seat commits its group; returns the state and the events of the last commit."""
    events: list[Event] = []
    for seat, group in picks.items():
        s, events = act(s, seat, "select", group)
    return s, events


def json_of(s: ZState) -> str:
    from zsgames.core.match import canonical_json

    return canonical_json(GAME.state_to_json(s))


def counts(s: ZState, seat: int) -> dict[str, int]:
    from zsgames.games.zooscape.action_cards import curio_counts

    return {C.TYPE_KEYS[t]: n for t, n in enumerate(curio_counts(s, seat)) if n}
