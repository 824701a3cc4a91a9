"""Rules help in the app's own words, with the data values and the NOTES decisions."""

from __future__ import annotations

import html

from zsgames.core.rulings import rulings_html

from . import data as D


def _cost(cost: tuple[int, ...]) -> str:
    return ", ".join(f"{n} {D.MATERIALS[i]}" for i, n in enumerate(cost) if n)


PROPOSED = "†"  # marks a value of ours where the rulebook prints none


def rules_help_html() -> str:
    rows = "".join(
        f"<tr><td>{p.name}{PROPOSED if p.source == 'proposal' else ''}</td><td>{_cost(p.cost)}</td>"
        f"<td>{p.time}</td><td>{p.vp}</td><td>{html.escape(p.text)}</td></tr>"
        for p in D.PROJECT_LIST
    )
    mws = "".join(
        f"<tr><td>{p.id}</td><td>{_cost(p.cost)}</td><td>{p.time}</td><td>{p.vp}</td></tr>" for p in D.MASTERWORK_LIST
    )
    scrolls = "".join(
        f"<li><b>{html.escape(s['name'])}</b> ×{s['count']} "
        f"({'start of your master turn' if s['timing'] == 'master' else 'any time'}): "
        f"{html.escape(s['text'])}</li>"
        for s in D.SCROLLS.values()
    )
    folk = ", ".join(f"{D.PERSON_NAME[p]} wants {D.MATERIALS[D.PERSON_MAT[i]]}" for i, p in enumerate(D.PERSONS))
    setup = "".join(
        f"<tr><td>{n}</td><td>{r.project_copies}</td><td>{r.tile_copies}</td><td>{r.draft_scrolls} + "
        f"{r.draft_boxes}</td><td>{r.large_bin} / {r.small_bin}</td></tr>"
        for n, r in sorted(D.SETUP.items())
    )
    visits = ", ".join(f"{k} → {v}" for k, v in sorted(D.VISIT_BONUS.items()) if k)
    penalties = ", ".join(f"{k} left → −{v}" for k, v in sorted(D.INCOMPLETE_PENALTY.items()))
    return f"""<h1>Zong Shi</h1>
<p>Each of you runs a craftsman's workshop with a master and an apprentice. Gather jade, bronze,
ivory and gold, build projects, and pay respect to the townsfolk; the best score becomes the Zong Shi.</p>
<h2>Start</h2>
<p>Everyone drafts three items, one at a time, from a face-up pool of scrolls and boxes, beginning
to the right of the start player and going the other way round. Then the Marketplace bins are filled.</p>
<table border=1 cellpadding=3><tr><th>Players</th><th>Projects per type</th><th>Tiles per pair</th>
<th>Draft pool</th><th>Bins large / small</th></tr>{setup}</table>
<h2>A round</h2>
<ol><li><b>Turns.</b> Twice round the table from the start player: first with the pawn you choose,
then with the other. Play scrolls at the start, then begin a project (master), go to a location, or
pass; scrolls marked "any time" may also follow the main action. A pawn working on a project can only
pass.</li>
<li><b>Marketplace shares.</b> The large bin, then the small: masters pick one box at a time, an
apprentice gets a single box after each master there took one.</li>
<li><b>Projects advance</b> one step; at 0 they are completed and score.</li>
<li><b>End of round.</b> Pawns come home, bins are emptied and refilled, the start marker moves left.</li></ol>
<h2>Locations</h2>
<ul><li><b>Marketplace</b>: wait in a bin for Step 2.</li>
<li><b>Temple</b>: draw a scroll; a master may first give boxes to the bag for one more scroll each.
You may keep {D.BASE_HAND} scrolls (more with Temple Offerings).</li>
<li><b>Pawn Shop</b>: an exchange tile costs one box of each of its two materials (apprentice: one tile).
It lets you pay one material as the other once per payment.</li>
<li><b>Respectful Visits</b>: put a visit tile ({", ".join(map(str, D.VISIT_TILES))}) on a townsperson you
have not visited and give that many boxes: {folk}. A master may visit several at once for one extra box
each. The first master at a person may draw its award or leave it face down.</li></ul>
<p>Between turns, before each bin is shared out and once both are, the app asks a player who holds
an "any time" scroll that could matter then (Fortune, Lessons, Writ) whether to play it now. In the
final round a player whose two turns are over has no next turn, so at those moments the app also
offers Gift From the Priests and Lucky Discovery (while the bag holds a box); "not now" keeps them.</p>
<p>Your storage holds {D.BASE_STORAGE} boxes; extras go back to the bag.</p>
<h2>Projects</h2>
<table border=1 cellpadding=3>
<tr><th>Project</th><th>Cost</th><th>Time</th><th>VP</th><th>Effect</th></tr>
{rows}</table>
<p>{PROPOSED} our proposal for values the rulebook does not print (cost, time and points); the
masterworks below are our proposal too.</p>
<h3>Masterworks (no effect, {D.FACE_UP_MASTERWORKS} face up)</h3>
<table border=1 cellpadding=3><tr><th>#</th><th>Cost</th><th>Time</th><th>VP</th></tr>{mws}</table>
<h2>Scrolls</h2><ul>{scrolls}</ul>
<h2>End and scoring</h2>
<p>When someone completes a {D.COMPLETED_SPACES}th project, one final round follows (without Step 4);
whoever did it gets +{D.TRIGGER_BONUS}. Seats with a full workshop may then only go to locations or pass.</p>
<ul><li>Completed projects: their VP.</li><li>Exchange tiles: {D.TILE_VP} each; +{D.ALL_PAIRS_BONUS}
for all six pairs.</li><li>Persons visited: {visits}.</li><li>Unfinished project: its VP minus ({penalties}).</li>
<li>Every {D.LEFTOVER_DIVISOR} leftover boxes and scrolls together: 1.</li></ul>
<p>Ties go to the most completed projects, then the victory is shared.</p>
{rulings_html("zongshi")}"""
