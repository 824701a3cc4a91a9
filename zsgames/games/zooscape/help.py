"""The rules in the app's own words, with the decisions of NOTES.md and the data values used."""

from __future__ import annotations

from functools import cache

from zsgames.core.rulings import rulings_html
from zsgames.games.zooscape import cards as C


@cache
def rules_help() -> str:
    rows = "".join(
        f"<tr><td>{C.TYPE_NAMES[t]}</td><td>{C.TYPE_COUNTS[t]}</td><td>{C.FLOWER[t]}</td><td>{C.FLAG[t]}</td></tr>"
        for t in range(C.CURIO_TYPES)
    )
    coins = ", ".join(str(C.COIN_VALUE[c]) for c in range(C.MARKET_CARDS) if C.KIND[c] == C.COIN)
    return f"""
<h1>Zooscape</h1>
<p>3–6 collectors bid for curios in a market over five rounds. Whoever ends with the most points wins.</p>
<h2>Cards</h2>
<p>74 market cards (56 curios, 9 gold coins, 3 Fire, 2 Lucky Cat, 2 Breakage, 2 Copy), a separate pile
of 10 kimonos (which count as curios), and the apprentice card.</p>
<table border="1" cellpadding="3"><tr><th>Curio</th><th>Cards</th><th>Points each (flower)</th>
<th>Safe maximum (flag)</th></tr>{rows}</table>
<p>Gold coins: {coins}. Fire: {C.FIRE_POINTS} each. The rulebook's scoring example fixes only the
sword's 6 points, the lute's 4 points, the figurine's flag of 3 and the kimono's flag of 2; every other
flower, flag and coin value is our proposal for a value the rulebook does not print (points = 13 − cards
of the type).</p>
<h2>Setup</h2>
<p>The market cards are shuffled into five hidden round piles of {C.PILE_SIZE[3]} cards (3–4 players)
or {C.PILE_SIZE[5]} cards (5–6 players); the rest forms the deck. The first master is chosen in the
new-game dialog or at random.</p>
<h2>A round</h2>
<ol>
<li><b>Preparation.</b> The master lays out the next round pile as a row, keeping its order.</li>
<li><b>Market.</b> The master cuts the row into two groups (neither empty, order kept) and decides
which is group 1 and which group 2, then slips the apprentice into either group at any gap or end.
Everyone, the master too, secretly picks group 1 or 2; the disks are revealed together.
Group 1 is settled first, then group 2:
<ul><li>nobody wants it: its cards go face down into the bin (the apprentice goes back beside the piles);</li>
<li>one player wants it: they take it and are done for the round;</li>
<li>several want a single card: it goes to the bin and each of them takes a kimono instead — unless
there are not enough kimonos for all, in which case nobody gets one and the remaining kimonos leave
the game (from then on, such players get nothing);</li>
<li>several want a larger group: the master splits that group again and only those players choose
again (no apprentice this time). Contests are settled one after another, group 1's first, each one
completely before the next.</li></ul>
Whoever took a group, got a kimono or lost a single card to a contest chooses no more this round.</li>
<li><b>Empty the bin?</b> Whoever holds the apprentice takes the whole bin, resolves its action
cards and becomes the next master — after the fifth round too, before the scoring. If the apprentice
lies beside the piles, the master's role passes to the next player and the bin stays.</li>
</ol>
<h2>Action cards</h2>
<p>Received action cards are resolved at once — before the next contested group is split — in the
order you choose (asked only when different kinds wait). If several players received some in the same
reveal, group 1's taker resolves first.</p>
<ul><li><b>Fire</b>: keep it; {C.FIRE_POINTS} points at the end.</li>
<li><b>Lucky Cat</b>: goes to the box; draw a random card from the deck, shown to everyone, and keep
it (resolve it if it is an action card; a Fire is simply kept). An empty deck gives nothing.</li>
<li><b>Breakage</b>: goes to the box with two of your curios of your choice (one if you have one).
Kimonos are curios, coins are not. A copied type can be broken; its real cards go first.</li>
<li><b>Copy</b>: joins the type you hold most of (your pick on a tie; kimonos count) and counts as one
more card of that type for scoring, for Breakage and for a later Copy. Without curios it goes to the
box.</li></ul>
<h2>Scoring</h2>
<p>For each curio type (kimonos included, Copies counted): up to the flag every card scores its
flower value; above the flag every card of that type scores {C.OVER_FLAG_POINTS}. Coins score their
value, Fire {C.FIRE_POINTS}. Example: 1 lute, 2 swords, 4 figurines and 4 kimonos score
4 + 12 − 4 − 4 = 8.</p>
<p>Most points wins; on a tie, the one with more cards (curios, kimonos, Copies, coins, Fire);
still tied, the win is shared.</p>
<h2>On the board</h2>
<p>The master drags one of the two dividers into a gap of the row (“1 | 2” makes the left part
group 1, “2 | 1” makes it group 2), then drags the apprentice into any lit gap. Each chooser drags their
disk onto a group or clicks the group; in hot-seat play a curtain hides the board before each secret
choice. Each reveal is shown step by step at the bot speed (Game ▸ Bot speed; Instant shows it at
once): the disks turn over together, then group 1's outcome and group 2's (who takes it, who contests
it, the bin, a kimono), then the end of the round if it came; a click on the board or Escape shows the
end at once. The disks of the last reveal stay on show, its outcome written under the market, until
the next choice begins. Beside or under each stack: how many you hold / the flag, and what the stack
is worth now (red when over the flag). Rest the pointer on any card, stack, pile or disk (or
right-click it) to see it large with its whole text.</p>
<h2>Hidden information</h2>
<p>Nobody may look at the deck or the unplayed round piles (only their sizes are shown), and nobody
sees another player's disk before the reveal. The bin lies face down and nobody looks at it: the board
shows how many cards it holds, and the log says which cards went in at the moment they went (they
were on show in the row). Remembering them is up to you — the bots remember what they saw go in, no
more. Start a game with the option <i>Memory aid: list the bin's cards</i> to have the bin list
them when you rest the pointer on it.</p>
{rulings_html("zooscape")}
"""
