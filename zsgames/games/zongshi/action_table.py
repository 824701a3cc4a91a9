"""Zong Shi's action table (``GameInfo.action_table``; the OpenSpiel adapter numbers its entries):
materials, bins, exchange tiles (an award tile names one of its two materials), projects and
masterworks, scrolls, townsfolk × visit tiles, pawns, places and scroll windows. A superset of the
moves any position allows; it never misses one.
"""

from __future__ import annotations

from zsgames.core.action_table import ActionTable, bare, each, pairs


def action_table() -> ActionTable:
    """Every entry, in id order (the game's data is read only when the table is built)."""
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
