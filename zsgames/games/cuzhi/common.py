"""Small state helpers shared by every phase: gains, payments, tracks, dice and bag draws."""

from __future__ import annotations

from zsgames.core.game import Event
from zsgames.core.i18n import Message, Text
from zsgames.games.cuzhi import data as D
from zsgames.games.cuzhi.state import CuzhiState
from zsgames.games.cuzhi.words import GRADES, coins, cricket_name, jars, to_seat
from zsgames.games.cuzhi.words import seat as seat_word


def clamp_track(value: int) -> int:
    """Tracks stop at their ends (D17)."""
    return D.TRACK_MIN if value < D.TRACK_MIN else D.TRACK_MAX if value > D.TRACK_MAX else value


def gain_track(s: CuzhiState, seat: int, track: str, amount: int, ev: list[Event], why: Message = "") -> None:
    name = seat_word(s.name(seat))
    if track == "V":
        s.virtue[seat] = value = clamp_track(s.virtue[seat] + amount)
        if why:
            text = Text("{name} +{n} Virtue 德 → {value} ({why})", name=name, n=amount, value=value, why=why)
        else:
            text = Text("{name} +{n} Virtue 德 → {value}", name=name, n=amount, value=value)
    else:
        s.rep[seat] = value = clamp_track(s.rep[seat] + amount)
        if why:
            text = Text("{name} +{n} Reputation 望 → {value} ({why})", name=name, n=amount, value=value, why=why)
        else:
            text = Text("{name} +{n} Reputation 望 → {value}", name=name, n=amount, value=value)
    ev.append(Event("track", text, seat))


def add_cricket(s: CuzhiState, seat: int, grade: int, count: int = 1) -> None:
    s.crick[seat * 5 + grade] += count


def remove_cricket(s: CuzhiState, seat: int, grade: int) -> None:
    """Take one cricket of ``grade`` (one that has not fought, while there is one: the marks stay)."""
    i = seat * 5 + grade
    s.crick[i] -= 1
    if s.fought[i] > s.crick[i]:
        s.fought[i] = s.crick[i]


def upgrade_cricket(s: CuzhiState, seat: int, grade: int, steps: int, fought: bool = False) -> None:
    """Move one cricket up ``steps`` grades. ``fought``: it is the cricket that just fought (keeps its mark);
    otherwise a cricket that has not fought is chosen when there is one."""
    i = seat * 5 + grade
    move_mark = fought or s.fought[i] >= s.crick[i]
    s.crick[i] -= 1
    s.crick[i + steps] += 1
    if move_mark and s.fought[i] > 0:
        s.fought[i] -= 1
        s.fought[i + steps] += 1


def gain(s: CuzhiState, seat: int, what: D.Params, ev: list[Event], why: Message = "") -> None:
    """Apply a data reward such as ``{"coins": 2, "jars": 1, "cricket": "c3"}``."""
    parts: list[Text] = []
    if what.get("coins"):
        s.coins[seat] += what["coins"]
        parts.append(coins(what["coins"]))
    if what.get("grass"):
        s.grass[seat] += what["grass"]
        parts.append(Text("{n} grass 草", n=what["grass"]))
    if what.get("jars"):
        s.jars[seat] += what["jars"]
        parts.append(Text("{jars} 罐", jars=jars(what["jars"])))
    if what.get("cricket"):
        g = D.GRADE_INDEX[what["cricket"]]
        add_cricket(s, seat, g)
        parts.append(Text("a {grade} cricket", grade=GRADES[g]))
    if parts:
        name, got = s.name(seat), _comma_list(parts)
        if why:
            you = Text("You gain {what} ({why})", what=got, why=why)
            other = Text("{name} gains {what} ({why})", name=name, what=got, why=why)
        else:
            you, other = Text("You gain {what}", what=got), Text("{name} gains {what}", name=name, what=got)
        ev.append(Event("gain", to_seat(name, you, other), seat))


def _comma_list(parts: list[Text]) -> Text:
    """Gains listed one after another: "2 coins, 1 grass 草" ("2 枚铜钱，1 份草")."""
    out = parts[0]
    for part in parts[1:]:
        out = Text("{items}, {item}", context="gains", items=out, item=part)
    return out


def roll_die(s: CuzhiState, sides: int) -> int:
    """A die roll from the state's RNG (tests may script values on ``s.scripted``)."""
    if s.scripted:
        value, *s.scripted = s.scripted  # a shared list: replaced, not edited (see state.py)
        return value
    return s.rng.roll(sides)


def draw_indicator(s: CuzhiState) -> int:
    """Draw one capture indicator; an empty bag first takes back and shuffles the used pile."""
    bag = s.bag
    assert isinstance(bag, list)
    if not bag:
        for kind, count in enumerate(s.pile):
            bag.extend([kind] * count)
        s.pile = [0, 0, 0, 0]
        s.rng.shuffle(bag)
    return bag.pop()


def has_card(s: CuzhiState, seat: int, effect: str) -> bool:
    return D.card_has(effect, s.owned[seat])


def jar_buy_price(s: CuzhiState, seat: int) -> int:
    price = D.JAR_PRICE[s.market]
    for k in s.owned[seat]:
        if D.CARD_EFFECT[k] == "jar_discount":
            p = D.CARDS[k]["params"]
            price = max(p["min_price"], price - p["coins"])
    return price


def royal_cost(s: CuzhiState, seat: int) -> tuple[int, int]:
    """(coins, jars) to raise a first-grade cricket to royal."""
    coins = 0 if has_card(s, seat, "free_royal_coins") else D.ROYAL_COINS
    return coins, D.ROYAL_JARS


def can_make_royal(s: CuzhiState, seat: int, extra_coins: int = 0) -> bool:
    coins, jars = royal_cost(s, seat)
    return s.coins[seat] + extra_coins >= coins and s.jars[seat] >= jars


def fighters(s: CuzhiState, seat: int) -> list[int]:
    """Codes of the crickets that may still fight this round (三品 and up, not fought yet)."""
    out = [g for g in range(D.FIGHT_MIN_GRADE, D.ROYAL + 1) if s.crick[seat * 5 + g] > s.fought[seat * 5 + g]]
    out += [D.TITLE_CODE + t for t, o in enumerate(s.title_owner) if o == seat and not s.title_fought[t]]
    return out


def cricket_label(code: int) -> Text:
    return cricket_name(code)
