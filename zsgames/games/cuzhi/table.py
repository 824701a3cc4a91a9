"""What the Cuzhi 促织 board shows, as plain frozen values (Qt-free).

:func:`table_of` turns a seat's view and its legal moves into a :class:`Table`: what each zone of
the board shows (the worker spaces, the seats' mats, the market, Area 3, the yamen and the
bustling market, the fight), who decides, the moves by kind, the prompt and the rules' refusals.
The board (``zsgames/ui/boards/cuzhi/``) imports nothing else of the game: what it needs of the
rules' vocabulary (the component data, the words, the public refusal functions) is re-exported
here, so a change inside the rules stays inside the rules (an import-linter contract).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from types import MappingProxyType

from zsgames.core.game import Action, Args, Score
from zsgames.core.i18n import _
from zsgames.games.cuzhi import data as D
from zsgames.games.cuzhi import words as W
from zsgames.games.cuzhi.area1 import EXCHANGES
from zsgames.games.cuzhi.area2 import hire_refusal
from zsgames.games.cuzhi.common import jar_buy_price
from zsgames.games.cuzhi.fight_calc import total
from zsgames.games.cuzhi.flow import current_area, yamen_in_play
from zsgames.games.cuzhi.game import GAME, place_refusal
from zsgames.games.cuzhi.scoring import scores
from zsgames.games.cuzhi.state import (
    F_BET,
    F_BOOST,
    F_EXCITE,
    F_EXCITE_BOOST,
    F_PICK_C,
    F_PICK_D,
    F_ROLL,
    CuzhiState,
    Fight,
    Frame,
)
from zsgames.games.cuzhi.tribute import card_refusal
from zsgames.games.cuzhi.view import bag_counts
from zsgames.games.cuzhi.words import YAMEN, area_name, count, reward_text, space_text

#: A seat's redacted view of the game (the board's ``s``): read its plain fields, ask the rules here.
CuzhiView = CuzhiState

__all__ = [
    "EXCHANGES",
    "FIGHT_STEPS",
    "CuzhiView",
    "D",
    "Fight",
    "FightShown",
    "FightSide",
    "Frame",
    "MarketShown",
    "Move",
    "SeatShown",
    "SpaceShown",
    "Spot",
    "Table",
    "TributeShown",
    "W",
    "card_refusal",
    "count",
    "hire_refusal",
    "place_refusal",
    "refusal",
    "reward_text",
    "space_text",
    "table_of",
]

#: A fight's step by name (the rules number them).
FIGHT_STEPS = {
    F_PICK_C: "pick_challenger",
    F_PICK_D: "pick_defender",
    F_BET: "bet",
    F_EXCITE: "excite",
    F_EXCITE_BOOST: "excite_boost",
    F_ROLL: "roll",
    F_BOOST: "boost",
}


def refusal(view: CuzhiView, action: Action) -> str | None:
    """The rule that refuses ``action`` in ``view``, in the game's words (None: no rule says more
    than "not one of the choices now"). When it is a sentence, it is what ``Game.explain`` says."""
    return GAME.refusal(view, action)


@dataclass(frozen=True)
class SpaceShown:
    """A worker space: open this round (and at this player count), whose head is on it (-1: nobody's),
    and while the decider places a head, why it cannot go there (None: it can)."""

    index: int
    opened: bool
    seat: int
    refusal: str | None


@dataclass(frozen=True)
class SeatShown:
    """A seat's mat and what stands on it."""

    seat: int
    first: bool
    home: int  # heads still to place this dispatch, drawn at home
    heads: int
    hired_next: int
    chairs: int  # heads waiting on the market's chairs
    indicators: int  # not at a yamen nor on a hire space
    stipend: int
    crickets: tuple[int, ...]  # count by grade
    coins: int
    grass: int
    jars: int
    sounds: int
    titles: tuple[int, ...]
    owned: tuple[int, ...]  # tribute cards
    virtue: int
    rep: int
    score: Score


@dataclass(frozen=True)
class MarketShown:
    """Areas 1 and 2: the bag, the wild, the stalls, the jar and grass piles, hiring and the chairs."""

    bag_total: int
    bag_inside: tuple[int, ...]  # by kind, deduced from the open pile and the kept Sounds
    pile: tuple[int, ...]
    wild: int
    stalls: int  # crickets on the stalls (the first empty stall)
    jar_price: int
    trader: int | None  # the seat trading now
    jar_buy: int | None  # what a jar costs the trader
    hired: tuple[int, ...]  # each hire space's seat (-1: free)
    hire_refusals: tuple[str | None, ...]  # while trading: why the trader cannot hire there
    chairs: tuple[int, ...]


@dataclass(frozen=True)
class TributeShown:
    """Area 4's yamen with their cards and lanterns, and Area 5's bustling-market cards."""

    in_play: int  # yamen used at this player count
    cards: tuple[tuple[int, ...], ...]  # per yamen (none for one not in play)
    lanterns: tuple[tuple[int, ...], ...]  # per yamen, the seats hanging there
    deck: int
    challenges: int
    card_refusals: Mapping[int, str | None]  # while paying tribute: each face-up card's refusal
    bust: tuple[int, ...]
    bust_ran: tuple[bool, ...]


@dataclass(frozen=True)
class FightSide:
    seat: int
    code: int  # the cricket fighting (-1: none yet); a title cricket is D.TITLE_CODE + its title
    excited: bool
    waiting: bool  # this die rolls next (both at the excitement roll)
    roll: int  # the roll shown (0: none, or about to be rolled)
    total: int | None  # the roll with its bonuses, once rolled
    grass_used: bool
    brave: bool
    winner: bool
    pos: int  # cells from this side's own end
    dice: int
    rerolls: int


@dataclass(frozen=True)
class FightShown:
    step: str  # a FIGHT_STEPS name ("" between steps)
    sides: tuple[FightSide, FightSide]
    bets: tuple[int, ...]  # per seat: the side backed (-1: none)
    picking: int | None  # the side whose cricket is chosen now
    boosting: int | None  # the side whose roll may be fed grass, rerolled or kept
    both_roll: bool  # the excitement roll rolls both dice
    arrow: int


#: A piece or a zone of the board by name: ("seat", "c2") is the decider's 二品 crickets, ("space", 7)
#: worker space 7, ("stall", 3) market stall 4, ("fight box", 0) the challenger's box, ("bag",) …
Spot = tuple[str | int, ...]


@dataclass(frozen=True)
class Move:
    """Where a legal move is made on the board: one of ``pieces`` dragged onto one of ``zones``, or
    clicked when there are no zones; a move with no pieces is a button of the strip."""

    action: Action
    pieces: tuple[Spot, ...] = ()
    zones: tuple[Spot, ...] = ()
    click_zone: bool = True  # a plain click on the zone chooses the move (False: only a drop)
    button: bool = False  # the strip offers it as a button as well


@dataclass(frozen=True)
class Table:
    """Everything the board draws and binds at one position, for one viewer."""

    view: CuzhiView
    players: int
    round: int
    legal: tuple[Action, ...]
    decider: int | None  # who decides now, if they have moves in ``legal``
    winners: tuple[int, ...]  # once nobody decides (the game is over): who won
    frame: Frame | None  # the question on top of the rules' stack
    prompt: str
    phase: str  # the strip's heading
    round_shown: int  # the round track's lit round (0 once the game is scored)
    placing: bool  # dispatch: the decider places a head
    trading: bool  # Area 2: the decider has trades left
    spaces: tuple[SpaceShown, ...]
    seats: tuple[SeatShown, ...]
    market: MarketShown
    titles: tuple[int, ...]  # Area 3's title cards on display
    title_deck: int
    tribute: TributeShown
    fight: FightShown | None
    moves: tuple[Move, ...]  # every legal move, in the order the board binds them
    by_kind: Mapping[str, tuple[Action, ...]] = field(default_factory=dict)

    @property
    def frame_kind(self) -> str:
        return self.frame[0] if self.frame else ""

    def acts(self, kind: str) -> tuple[Action, ...]:
        return self.by_kind.get(kind, ())

    def why_not(self, kind: str, args: Args) -> str | None:
        """The rules' reason why the decider cannot make this move now (None: it can, or no reason)."""
        if self.frame is None or self.decider is None:
            return None
        action = Action(self.decider, kind, args)
        if action in self.by_kind.get(kind, ()):
            return None
        return refusal(self.view, action)


def table_of(view: CuzhiView, legal: Sequence[Action]) -> Table:
    """What the board shows of ``view`` with the viewer's ``legal`` moves."""
    s = view
    deciders = GAME.current_deciders(s)
    decider = deciders[0] if deciders and legal else None
    frame = s.stack[-1] if s.stack else None
    by_kind: dict[str, list[Action]] = {}
    for a in legal:
        by_kind.setdefault(a.kind, []).append(a)
    placing = s.stage == "dispatch" and not s.stack and decider is not None
    trading = bool(frame and frame[0] == "trade" and frame[2] > 0)
    fight = _fight(s, s.fight)
    return Table(
        view=s,
        players=s.n,
        round=s.round,
        legal=tuple(legal),
        decider=decider,
        winners=() if deciders else tuple(GAME.winner(s).winners),
        frame=frame,
        prompt=GAME.prompt(s, decider) if decider is not None else "",
        phase=_phase(s),
        round_shown=s.round if s.stage not in ("end", "over") else 0,
        placing=placing,
        trading=trading,
        spaces=_spaces(s, placing),
        seats=_seats(s),
        market=_market(s, frame if trading else None),
        titles=tuple(s.title_display),
        title_deck=s.title_deck if isinstance(s.title_deck, int) else len(s.title_deck),
        tribute=_tribute(s, frame),
        fight=fight,
        moves=_moves(s, legal, frame, fight),
        by_kind=MappingProxyType({k: tuple(v) for k, v in by_kind.items()}),
    )


def _phase(s: CuzhiView) -> str:
    if s.stage == "over":
        return _("Game over 游戏结束")
    if s.stage == "end":
        return _("End-game scoring 终局计分")
    if s.stage == "dispatch" and not s.stack:
        return _("Dispatch 派遣: heads go out in turn")
    area = current_area(s) or 1
    return _("Now: Area {area} {name}", area=area, name=area_name(area))


def _spaces(s: CuzhiView, placing: bool) -> tuple[SpaceShown, ...]:
    return tuple(
        SpaceShown(
            i,
            sp["round"] <= s.round and sp["min_players"] <= s.n,
            s.occ[i] if s.occ else -1,
            place_refusal(s, i) if placing else None,
        )
        for i, sp in enumerate(D.SPACES)
    )


def _seats(s: CuzhiView) -> tuple[SeatShown, ...]:
    totals = scores(s)
    placing = s.stage == "dispatch" and not s.stack
    return tuple(
        SeatShown(
            seat=seat,
            first=seat == s.first,
            home=s.to_place[seat] if placing else 0,
            heads=s.heads[seat],
            hired_next=s.hired_next[seat],
            chairs=s.chairs[seat],
            indicators=D.INDICATORS - s.yamen_count(seat) - s.hire.count(seat),
            stipend=s.yamen_count(seat) * D.STIPEND,
            crickets=tuple(s.crick[seat * 5 : seat * 5 + 5]),
            coins=s.coins[seat],
            grass=s.grass[seat],
            jars=s.jars[seat],
            sounds=s.sounds[seat],
            titles=tuple(s.titles_of(seat)),
            owned=tuple(s.owned[seat]),
            virtue=s.virtue[seat],
            rep=s.rep[seat],
            score=totals[seat],
        )
        for seat in range(s.n)
    )


def _market(s: CuzhiView, trade: Frame | None) -> MarketShown:
    trader = trade[1] if trade is not None else None
    return MarketShown(
        bag_total=s.bag if isinstance(s.bag, int) else len(s.bag),
        bag_inside=tuple(bag_counts(s)),
        pile=tuple(s.pile),
        wild=s.wild,
        stalls=s.market,
        jar_price=D.JAR_PRICE[s.market],
        trader=trader,
        jar_buy=jar_buy_price(s, trader) if trader is not None else None,
        hired=tuple(s.hire),
        hire_refusals=tuple(
            hire_refusal(s, trade[1], h, trade[3]) if trade is not None else None for h in range(len(D.HIRE_SPACES))
        ),
        chairs=tuple(s.chairs),
    )


def _tribute(s: CuzhiView, frame: Frame | None) -> TributeShown:
    in_play = yamen_in_play(s.n)
    cards = tuple(tuple(s.yamen_cards[yi]) if yi < in_play else () for yi in range(len(D.YAMEN)))
    refusals: dict[int, str | None] = {}
    if frame is not None and frame[0] in ("tribute", "second"):
        for yi, faces in enumerate(cards):
            for k in faces:
                if frame[0] == "tribute" or frame[2] == yi:
                    refusals[k] = card_refusal(s, frame[1], k)
                else:
                    refusals[k] = _("this tribute may complete only the other card at {yamen}", yamen=YAMEN[frame[2]])
    return TributeShown(
        in_play=in_play,
        cards=cards,
        lanterns=tuple(tuple(s.lantern[yi]) if yi < in_play else () for yi in range(len(D.YAMEN))),
        deck=s.trib_deck if isinstance(s.trib_deck, int) else len(s.trib_deck),
        challenges=s.challenges,
        card_refusals=MappingProxyType(refusals),
        bust=tuple(s.bust),
        bust_ran=tuple(s.bust_run[k] if k < len(s.bust_run) else False for k in range(len(s.bust))),
    )


def _fight(s: CuzhiView, f: Fight | None) -> FightShown | None:
    if f is None:
        return None
    boosting = (f.boost_side if f.step == F_EXCITE_BOOST else f.mover) if f.step in (F_BOOST, F_EXCITE_BOOST) else None
    picking = 0 if f.step == F_PICK_C else 1 if f.step == F_PICK_D else None
    return FightShown(
        step=FIGHT_STEPS.get(f.step, ""),
        sides=(_side(s, f, 0), _side(s, f, 1)),
        bets=tuple(f.bets),
        picking=picking,
        boosting=boosting,
        both_roll=f.step in (F_EXCITE, F_EXCITE_BOOST) or not any(f.excited),
        arrow=f.arrow,
    )


def _side(s: CuzhiView, f: Fight, side: int) -> FightSide:
    waiting = f.step == F_EXCITE or (f.step == F_ROLL and f.mover == side)
    code = f.cfighter if side == 0 else f.dfighter
    rolled = code >= 0 and bool(f.roll[side]) and not waiting
    exciting = not f.excited[side] or f.step in (F_EXCITE, F_EXCITE_BOOST)
    return FightSide(
        seat=f.chal if side == 0 else f.defn,
        code=code,
        excited=bool(f.excited[side]),
        waiting=waiting,
        roll=0 if waiting else f.roll[side],
        total=total(s, f, side, exciting) if rolled else None,
        grass_used=bool(f.grass_used[side]),
        brave=f.brave == side,
        winner=f.winner == side,
        pos=f.pos[side] if side == 0 else D.FIGHT_LENGTH - f.pos[side],
        dice=f.dice[side],
        rerolls=f.rerolls[side],
    )


# --- where each move is made ------------------------------------------------------------------------
#: The order the board's parts bind their moves (the strip's buttons come last): a piece's moves and
#: a zone's moves are listed in this order wherever the board lists them.
_RANK = {
    kind: rank
    for rank, kinds in enumerate(
        (
            ("roll", "grass", "fighter", "bet"),  # the fight board covers Areas 1–2 while it is fought
            ("place",),
            ("draw", "exchange"),
            ("buy_jar",),
            ("sell_jar",),
            ("buy_grass", "sell_grass"),
            ("buy_cricket", "sell_cricket"),
            ("hire",),
            ("cultivate", "upgrade", "pay", "title"),
            ("gain",),
            ("tribute",),
            ("run",),
        )
    )
    for kind in kinds
}
_AREAS_1_2 = frozenset(
    ("draw", "exchange", "buy_jar", "sell_jar", "buy_grass", "sell_grass", "buy_cricket", "sell_cricket", "hire")
)
_TRIBUTE_ROWS = tuple(i for row in (1, 2) for i in D.AREA_SPACES[4] if D.SPACES[i]["row"] == row)


def cricket_spot(code: int) -> Spot:
    """The decider's cricket of grade ``code``, or its title cricket (D.TITLE_CODE + its title)."""
    return ("seat", f"t{code - D.TITLE_CODE}" if code >= D.TITLE_CODE else f"c{code}")


def _moves(s: CuzhiView, legal: Sequence[Action], frame: Frame | None, fight: FightShown | None) -> tuple[Move, ...]:
    moves = [_move(s, a, frame, fight) for a in legal]
    return tuple(sorted(moves, key=_order))


def _order(move: Move) -> tuple[int, int, int]:
    """Where the board binds ``move``: by part (``_RANK``), grass by its pile (a buy, then a sale),
    the fight by side; buttons last. (Ties keep the legal order.)"""
    kind, args = move.action.kind, move.action.args
    if not move.pieces:
        return (len(_RANK), 0, 0)
    if kind in ("buy_grass", "sell_grass"):
        piles = [g for g, _coins in D.GRASS_TRADES]
        return (_RANK[kind], piles.index(args[0]) if args[0] in piles else 0, kind == "sell_grass")
    if kind in ("roll", "grass", "fighter", "bet"):
        spot = move.zones[0] if move.zones else move.pieces[0]  # the die or box of the side it is made at
        side = int(spot[1]) if len(spot) > 1 and isinstance(spot[1], int) else 0
        return (0, side, ("roll", "grass", "fighter", "bet").index(kind) // 2 + (kind == "bet"))
    return (_RANK.get(kind, len(_RANK)), 0, 0)


def _move(s: CuzhiView, a: Action, frame: Frame | None, fight: FightShown | None) -> Move:
    kind, args = a.kind, a.args
    if fight is not None and kind in _AREAS_1_2:
        return Move(a)  # their areas are under the fight board
    if kind == "place":
        return Move(a, (("seat", "heads"),), (("space", args[0]),))
    if kind == "draw":
        return Move(a, (("bag",),))
    if kind == "exchange":
        n, what = args
        zones = tuple(("exchange", j) for j, (m, w) in enumerate(EXCHANGES) if m == n or (j == 2 and w == what))
        return Move(a, (("seat", "sound"),), zones) if zones else Move(a)
    if kind == "buy_jar":
        return Move(a, (("jar pile",),))
    if kind == "sell_jar":
        return Move(a, (("seat", "jar"),), (("jar pile",),))
    if kind == "buy_grass":
        return Move(a, (("grass pile", args[0]),))
    if kind == "sell_grass":
        return Move(a, (("seat", "grass"),), (("grass pile", args[0]),))
    if kind == "buy_cricket":
        return Move(a, (("market cricket", s.market - 1),), (("seat", "mat"),)) if s.market > 0 else Move(a)
    if kind == "sell_cricket":
        return Move(a, (cricket_spot(args[0]),), (("stall", s.market),)) if s.market < D.MARKET_SLOTS else Move(a)
    if kind == "hire":
        return Move(a, (("seat", "indicator"),), (("hire", args[0]),))
    if kind == "cultivate":
        return Move(a, (("seat", f"c{args[0]}"),), (("cult", args[1]),))
    if kind in ("upgrade", "pay"):
        return Move(a, (cricket_spot(args[0]),))
    if kind == "title":
        return Move(a, (("title", args[0]),)) if args[0] in s.title_display else Move(a)
    if kind == "gain":
        return Move(a, (("track", args[0]),))
    if kind == "tribute":
        return _tribute_move(s, a, frame)
    if kind == "run":
        return Move(a, (("bust", args[0]),)) if args[0] in s.bust else Move(a)
    if fight is not None:
        return _fight_move(a, fight)
    return Move(a)


def _tribute_move(s: CuzhiView, a: Action, frame: Frame | None) -> Move:
    """A face-up card dragged onto the decider's mat, or onto its village head paying tribute (the
    head on the tribute's space; for a second card, every head of the seat in Area 4) or that
    head's space; only a drop pays, never a plain click on the seat."""
    yi, k = a.args
    if not (isinstance(yi, int) and yi < yamen_in_play(s.n) and k in s.yamen_cards[yi]):
        return Move(a)
    zones: list[Spot] = [("seat", "mat")]
    if frame is not None and frame[0] in ("tribute", "second") and s.occ:
        spaces = [frame[2]] if frame[0] == "tribute" else [i for i in _TRIBUTE_ROWS if s.occ[i] == frame[1]]
        for i in spaces:
            zones.append(("space", i))
            if s.occ[i] >= 0:
                zones.append(("space head", i))
    return Move(a, (("card", k),), tuple(zones), click_zone=False)


def _fight_move(a: Action, f: FightShown) -> Move:
    kind = a.kind
    if kind == "roll":
        dice = tuple(("die", side) for side in (0, 1) if f.sides[side].waiting and f.sides[side].dice)
        return Move(a, dice) if dice else Move(a)
    if kind == "grass" and f.boosting is not None and f.sides[f.boosting].dice:
        # dropped on the die (a plain click on it rolled a moment ago); the strip has a button too
        return Move(a, (("seat", "grass"),), (("die", f.boosting),), click_zone=False, button=True)
    if kind == "fighter" and f.picking is not None:
        return Move(a, (cricket_spot(a.args[0]),), (("fight box", f.picking),))
    if kind == "bet":
        return Move(a, (("seat", "indicator"),), (("fight box", a.args[0]),))
    return Move(a)
