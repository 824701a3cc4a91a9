"""The rules in the app's own words, with the decisions of NOTES.md and the data values used, in
the language current when the help is opened (one paragraph or item to a catalog entry)."""

from __future__ import annotations

from functools import cache

from zsgames.core.i18n import _, language
from zsgames.core.rulings import rulings_html
from zsgames.games.zooscape import cards as C
from zsgames.games.zooscape.names import type_name


def rules_help() -> str:
    return _rules_help(language())


@cache
def _rules_help(lang: str) -> str:
    """The help in ``lang`` (the current language; the argument only keys the cache)."""
    rows = "".join(
        f"<tr><td>{type_name(t)}</td><td>{C.TYPE_COUNTS[t]}</td><td>{C.FLOWER[t]}</td><td>{C.FLAG[t]}</td></tr>"
        for t in range(C.CURIO_TYPES)
    )
    coins = _(", ", context="list").join(str(C.COIN_VALUE[c]) for c in range(C.MARKET_CARDS) if C.KIND[c] == C.COIN)
    fire = C.FIRE_POINTS
    title = _("Zooscape", context="game name")
    intro = _("3–6 collectors bid for curios in a market over five rounds. Whoever ends with the most points wins.")
    cards_h = _("Cards")
    cards = _(
        "74 market cards (56 curios, 9 gold coins, 3 Fire, 2 Lucky Cat, 2 Breakage, 2 Copy), a separate pile\n"
        "of 10 kimonos (which count as curios), and the apprentice card."
    )
    curio_h = _("Curio")
    count_h = _("Cards")
    flower_h = _("Points each (flower)")
    flag_h = _("Safe maximum (flag)")
    values = _(
        "Gold coins: {coins}. Fire: {fire} each. The rulebook's scoring example fixes only the\n"
        "sword's 6 points, the lute's 4 points, the figurine's flag of 3 and the kimono's flag of 2; every other\n"
        "flower, flag and coin value is our proposal for a value the rulebook does not print (points = 13 − cards\n"
        "of the type).",
        coins=coins,
        fire=fire,
    )
    setup_h = _("Setup")
    setup = _(
        "The market cards are shuffled into five hidden round piles of {small} cards (3–4 players)\n"
        "or {large} cards (5–6 players); the rest forms the deck. The first master is chosen in the\n"
        "new-game dialog or at random.",
        small=C.PILE_SIZE[3],
        large=C.PILE_SIZE[5],
    )
    round_h = _("A round")
    prepare = _("<b>Preparation.</b> The master lays out the next round pile as a row, keeping its order.")
    market = _(
        "<b>Market.</b> The master cuts the row into two groups (neither empty, order kept) and decides\n"
        "which is group 1 and which group 2, then slips the apprentice into either group at any gap or end.\n"
        "Everyone, the master too, secretly picks group 1 or 2; the disks are revealed together.\n"
        "Group 1 is settled first, then group 2:"
    )
    nobody = _("nobody wants it: its cards go face down into the bin (the apprentice goes back beside the piles);")
    one = _("one player wants it: they take it and are done for the round;")
    single = _(
        "several want a single card: it goes to the bin and each of them takes a kimono instead — unless\n"
        "there are not enough kimonos for all, in which case nobody gets one and the remaining kimonos leave\n"
        "the game (from then on, such players get nothing);"
    )
    larger = _(
        "several want a larger group: the master splits that group again and only those players choose\n"
        "again (no apprentice this time). Contests are settled one after another, group 1's first, each one\n"
        "completely before the next."
    )
    done = _("Whoever took a group, got a kimono or lost a single card to a contest chooses no more this round.")
    empty_bin = _(
        "<b>Empty the bin?</b> Whoever holds the apprentice takes the whole bin, resolves its action\n"
        "cards and becomes the next master — after the fifth round too, before the scoring. If the apprentice\n"
        "lies beside the piles, the master's role passes to the next player and the bin stays."
    )
    actions_h = _("Action cards")
    actions = _(
        "Received action cards are resolved at once — before the next contested group is split — in the\n"
        "order you choose (asked only when different kinds wait). If several players received some in the same\n"
        "reveal, group 1's taker resolves first."
    )
    fire_card = _("<b>Fire</b>: keep it; {fire} points at the end.", fire=fire)
    cat = _(
        "<b>Lucky Cat</b>: goes to the box; draw a random card from the deck, shown to everyone, and keep\n"
        "it (resolve it if it is an action card; a Fire is simply kept). An empty deck gives nothing."
    )
    breakage = _(
        "<b>Breakage</b>: goes to the box with two of your curios of your choice (one if you have one).\n"
        "Kimonos are curios, coins are not. A copied type can be broken; its real cards go first."
    )
    copy = _(
        "<b>Copy</b>: joins the type you hold most of (your pick on a tie; kimonos count) and counts as one\n"
        "more card of that type for scoring, for Breakage and for a later Copy. Without curios it goes to the\n"
        "box."
    )
    scoring_h = _("Scoring")
    scoring = _(
        "For each curio type (kimonos included, Copies counted): up to the flag every card scores its\n"
        "flower value; above the flag every card of that type scores {over}. Coins score their\n"
        "value, Fire {fire}. Example: 1 lute, 2 swords, 4 figurines and 4 kimonos score\n"
        "4 + 12 − 4 − 4 = 8.",
        over=C.OVER_FLAG_POINTS,
        fire=fire,
    )
    winning = _(
        "Most points wins; on a tie, the one with more cards (curios, kimonos, Copies, coins, Fire);\n"
        "still tied, the win is shared."
    )
    board_h = _("On the board")
    board = _(
        "The master drags one of the two dividers into a gap of the row (“1 | 2” makes the left part\n"
        "group 1, “2 | 1” makes it group 2), then drags the apprentice into any lit gap. Each chooser drags their\n"
        "disk onto a group or clicks the group; in hot-seat play a curtain hides the board before each secret\n"
        "choice. Each reveal is shown step by step at the bot speed (Game ▸ Bot speed; Instant shows it at\n"
        "once): the disks turn over together, then group 1's outcome and group 2's (who takes it, who contests\n"
        "it, the bin, a kimono), then the end of the round if it came; a click on the board or Escape shows the\n"
        "end at once. The disks of the last reveal stay on show, its outcome written under the market, until\n"
        "the next choice begins. Beside or under each stack: how many you hold / the flag, and what the stack\n"
        "is worth now (red when over the flag). Rest the pointer on any card, stack, pile or disk (or\n"
        "right-click it) to see it large with its whole text."
    )
    hidden_h = _("Hidden information")
    hidden = _(
        "Nobody may look at the deck or the unplayed round piles (only their sizes are shown), and nobody\n"
        "sees another player's disk before the reveal. The bin lies face down and nobody looks at it: the board\n"
        "shows how many cards it holds, and the log says which cards went in at the moment they went (they\n"
        "were on show in the row). Remembering them is up to you — the bots remember what they saw go in, no\n"
        "more. Start a game with the option <i>{aid}</i> to have the bin list\n"
        "them when you rest the pointer on it.",
        aid=_("Memory aid: list the bin's cards"),
    )
    return f"""
<h1>{title}</h1>
<p>{intro}</p>
<h2>{cards_h}</h2>
<p>{cards}</p>
<table border="1" cellpadding="3"><tr><th>{curio_h}</th><th>{count_h}</th><th>{flower_h}</th>
<th>{flag_h}</th></tr>{rows}</table>
<p>{values}</p>
<h2>{setup_h}</h2>
<p>{setup}</p>
<h2>{round_h}</h2>
<ol>
<li>{prepare}</li>
<li>{market}
<ul><li>{nobody}</li>
<li>{one}</li>
<li>{single}</li>
<li>{larger}</li></ul>
{done}</li>
<li>{empty_bin}</li>
</ol>
<h2>{actions_h}</h2>
<p>{actions}</p>
<ul><li>{fire_card}</li>
<li>{cat}</li>
<li>{breakage}</li>
<li>{copy}</li></ul>
<h2>{scoring_h}</h2>
<p>{scoring}</p>
<p>{winning}</p>
<h2>{board_h}</h2>
<p>{board}</p>
<h2>{hidden_h}</h2>
<p>{hidden}</p>
{rulings_html("zooscape")}
"""
