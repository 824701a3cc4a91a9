"""Setup 准备: supplies, bag, decks, bustling cards, seats' starting resources, round 1 preparation."""

from __future__ import annotations

from zsgames.core.game import Event, GameConfig
from zsgames.core.i18n import _
from zsgames.core.rng import Rng
from zsgames.games.cuzhi import data as D
from zsgames.games.cuzhi.flow import preparation, yamen_in_play
from zsgames.games.cuzhi.frame_kinds import advance
from zsgames.games.cuzhi.state import CuzhiState


def new_game(config: GameConfig, seed: int | str) -> CuzhiState:
    n = config.players
    if n not in D.PLAYER_COUNTS:
        raise ValueError(_("Cuzhi 促织 is for 2–4 players"))
    s = CuzhiState()
    s.config, s.n, s.rng = config, n, Rng(seed)
    rng = s.rng
    s.first = rng.randbelow(n)
    bag = [kind for kind, count in enumerate(D.BAG_COUNTS) for _ in range(count)]
    rng.shuffle(bag)
    s.bag = bag
    s.pile = [0] * len(D.BAG_COUNTS)
    tdeck = list(range(len(D.TITLES)))
    rng.shuffle(tdeck)
    s.title_deck = tdeck
    cards = list(range(len(D.CARDS)))
    rng.shuffle(cards)
    s.trib_deck = cards
    bust = list(range(len(D.BUSTLING)))
    rng.shuffle(bust)
    s.bust, s.bust_out = sorted(bust[: D.BUSTLING_IN_PLAY]), bust[D.BUSTLING_IN_PLAY :]
    s.heads = [D.START_HEADS] * n
    s.hired_next = [0] * n
    s.chairs = [D.CHAIRS] * n
    s.coins, s.grass, s.jars, s.sounds = [0] * n, [0] * n, [0] * n, [0] * n
    s.crick, s.fought = [0] * (5 * n), [0] * (5 * n)
    for seat in range(n):
        start = D.SEAT_START[(seat - s.first) % n]
        s.crick[seat * 5 + D.ORDINARY] = start["crickets"]
        s.coins[seat], s.grass[seat], s.jars[seat] = start["coins"], start["grass"], start["jars"]
    s.virtue, s.rep = [D.TRACK_START] * n, [D.TRACK_START] * n
    s.hire = [-1] * len(D.HIRE_SPACES)
    s.title_owner = [-1] * len(D.TITLES)
    s.title_fought = [False] * len(D.TITLES)
    s.title_tributed = [0] * n
    y = yamen_in_play(n)
    s.yamen_cards = [[] for _ in range(y)]
    s.lantern = [[] for _ in range(y)]
    s.owned = [[] for _ in range(n)]
    s.zhenghe = [-1] * n
    s.round = 1
    ev: list[Event] = []
    preparation(s, ev)
    advance(s, ev)
    return s
