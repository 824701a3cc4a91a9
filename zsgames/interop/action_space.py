"""Every small decision of each game as a ``(kind, args)`` entry, enumerated from the game's data.

A table may list a few entries no position ever allows (a superset is harmless: the legal moves
come from the rules); it must never miss one a position allows — the random-play tests encode
every legal move they meet. The order of the entries is their id (:mod:`zsgames.interop.action_codec`).

* Zooscape: ``split(cut, left)``, ``apprentice(group, pos)`` up to the longest row (a round pile
  plus the apprentice), ``select(group)``, ``resolve(card)``, ``break(type)``, ``copy(type)``.
* Cuzhi 促织: a cricket argument (``fighter``, ``pay``, ``sell_cricket``) is a grade 0–4 or
  ``TITLE_CODE + t`` for title cricket ``t``; ``exchange(sounds, what)`` is the rulebook's Sound
  exchanges plus a tribute card's cheaper one; the rest come from the spaces, hire spaces, bustling
  cards, yamen × tribute cards, titles, grass trades, the jar shop and Zheng He's tiers.
* Zong Shi: materials, bins, exchange tiles (an award tile names one of its two materials),
  projects and masterworks, scrolls, townsfolk × visit tiles, pawns, places and scroll windows.
"""

from __future__ import annotations

from collections.abc import Callable

from zsgames.core.game import Args
from zsgames.interop.action_codec import ActionCodec, bare, each, pairs


def zooscape_actions() -> list[tuple[str, Args]]:
    from zsgames.games.zooscape import cards as C

    longest_row = max(C.PILE_SIZE.values()) + 1  # the apprentice may join a row
    groups = (1, 2)
    return [
        *pairs("split", range(1, longest_row), groups),
        *pairs("apprentice", groups, range(longest_row + 1)),
        *each("select", groups),
        *each("resolve", [C.ACTION_KEYS[k] for k in C.ACTION_KINDS]),
        *each("break", range(C.CURIO_TYPES)),
        *each("copy", range(C.CURIO_TYPES)),
    ]


def cuzhi_actions() -> list[tuple[str, Args]]:
    from zsgames.games.cuzhi import data as D
    from zsgames.games.cuzhi.area1 import EXCHANGES

    grades = range(len(D.GRADES))
    crickets = [*grades, *(D.TITLE_CODE + t for t in range(len(D.TITLES)))]
    cheap = [(c["params"]["sounds"], c["params"]["grade"]) for c in D.CARDS if c["effect"] == "cheap_sound_cricket"]
    exchanges = list(dict.fromkeys([*EXCHANGES, *cheap]))
    jars = max(b["params"]["max"] for b in D.BUSTLING if b["effect"] == "cheap_jars")
    tiers = max(len(c["params"]["tiers"]) for c in D.CARDS if c["effect"] == "pay_for_virtue")
    grass = [g for g, _ in D.GRASS_TRADES]
    return [
        *each("place", range(len(D.SPACES))),
        *bare("draw", "stop", "keep_sound", "sell_sound"),
        *each("take", ("cricket", "grass")),
        *[("exchange", e) for e in exchanges],
        *each("buy_grass", grass),
        *each("sell_grass", grass),
        *bare("buy_jar", "sell_jar", "buy_cricket"),
        *each("sell_cricket", crickets),
        *each("hire", range(len(D.HIRE_SPACES))),
        *pairs("cultivate", range(D.ROYAL), (0,)),
        *pairs("cultivate", range(D.ROYAL - 1), (1,)),
        *each("gain", ("V", "R")),
        *each("title", range(len(D.TITLES))),
        *bare("no_title"),
        *each("upgrade", range(D.ROYAL)),
        *each("run", range(len(D.BUSTLING))),
        *each("buy_jars", range(jars + 1)),
        *each("zhenghe", range(tiers + 1)),
        *bare("challenge", "pass"),
        *each("fighter", crickets),
        *each("bet", (0, 1)),
        *bare("no_bet", "roll", "grass", "reroll", "accept", "swap", "stay"),
        *each("reward", ("grade", "coins")),
        *pairs("tribute", range(len(D.YAMEN)), range(len(D.CARDS))),
        *bare("normal", "skip"),
        *each("pay", crickets),
    ]


def zongshi_actions() -> list[tuple[str, Args]]:
    from zsgames.games.zongshi import data as D
    from zsgames.games.zongshi.state import APPRENTICE, BINS, MASTER
    from zsgames.games.zongshi.turns import GO_LABEL
    from zsgames.games.zongshi.windows import NOT_NOW_LABEL

    mats = D.MATERIALS
    projects = tuple(D.PROJECTS)  # projects, then masterworks
    scrolls = D.SCROLL_IDS
    tile_mats = [(pair, mats[m]) for pair, ms in zip(D.PAIRS, D.PAIR_MATS, strict=True) for m in ms]
    return [
        *each("pawn", (MASTER, APPRENTICE)),
        *each("begin", projects),
        *each("go", list(dict.fromkeys(loc for _, loc in GO_LABEL))),
        *bare("pass", "skip", "end", "draw", "shop_done", "visit_done", "decline"),
        *pairs("take", BINS, mats),
        *each("draft_box", mats),
        *each("draft_scroll", scrolls),
        *each("buy", D.PAIRS),
        *each("donate", mats),
        *pairs("visit", D.PERSONS, sorted(set(D.VISIT_TILES))),
        *each("award_draw", D.PERSONS),
        *each("award_leave", D.PERSONS),
        *[("award_tile", t) for t in tile_mats],
        *pairs("award_bin", BINS, mats),
        *each("return", mats),
        *pairs("pay", mats, mats),
        *each("waive", mats),
        *each("score", projects),
        *each("play", scrolls),
        *each("discard", scrolls),
        *each("lessons", scrolls),
        *each("gift", D.PAIRS),
        *each("ear", projects),
        *pairs("fortune", BINS, mats),
        *each("not_now", tuple(NOT_NOW_LABEL)),
    ]


TABLES: dict[str, Callable[[], list[tuple[str, Args]]]] = {
    "zongshi": zongshi_actions,
    "zooscape": zooscape_actions,
    "cuzhi": cuzhi_actions,
}

_codecs: dict[str, ActionCodec] = {}


def codec_for(game_name: str) -> ActionCodec:
    """The action table of the game called ``game_name`` (built once)."""
    codec = _codecs.get(game_name)
    if codec is None:
        codec = _codecs[game_name] = ActionCodec(TABLES[game_name]())
    return codec
