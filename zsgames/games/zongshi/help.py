"""Rules help in the app's own words, with the data values and the NOTES decisions (rendered in the
current language when the help opens; the data's rules texts of projects and scrolls are English)."""

from __future__ import annotations

import html

from zsgames.core.i18n import N_, _
from zsgames.core.rulings import rulings_html

from . import data as D
from .common import boxes_text


def _cost(cost: tuple[int, ...]) -> str:
    return str(boxes_text(cost))


PROPOSED = "†"  # marks a value of ours where the rulebook prints none
#: a scroll's line, by when it is played
_SCROLL_LINE = {
    "master": N_("<li><b>{name}</b> ×{count} (start of your master turn): {text}</li>"),
    "any": N_("<li><b>{name}</b> ×{count} (any time): {text}</li>"),
}


def rules_help_html() -> str:
    rows = "".join(
        f"<tr><td>{p.title}{PROPOSED if p.source == 'proposal' else ''}</td><td>{_cost(p.cost)}</td>"
        f"<td>{p.time}</td><td>{p.vp}</td><td>{html.escape(_(p.text, context='project text'))}</td></tr>"
        for p in D.PROJECT_LIST
    )
    mws = "".join(
        f"<tr><td>{p.id}</td><td>{_cost(p.cost)}</td><td>{p.time}</td><td>{p.vp}</td></tr>" for p in D.MASTERWORK_LIST
    )
    scrolls = "".join(
        _(
            _SCROLL_LINE["master" if s["timing"] == "master" else "any"],
            name=html.escape(str(D.scroll_title(s["id"]))),
            count=s["count"],
            text=html.escape(_(s["text"], context="scroll text")),
        )
        for s in D.SCROLLS.values()
    )
    folk = _(", ", context="list").join(
        _("{person} wants {material}", person=D.person_title(p), material=D.material(D.PERSON_MAT[i]))
        for i, p in enumerate(D.PERSONS)
    )
    setup = "".join(
        f"<tr><td>{n}</td><td>{r.project_copies}</td><td>{r.tile_copies}</td><td>{r.draft_scrolls} + "
        f"{r.draft_boxes}</td><td>{r.large_bin} / {r.small_bin}</td></tr>"
        for n, r in sorted(D.SETUP.items())
    )
    visits = ", ".join(f"{k} → {v}" for k, v in sorted(D.VISIT_BONUS.items()) if k)
    penalties = ", ".join(_("{n} left → −{penalty}", n=k, penalty=v) for k, v in sorted(D.INCOMPLETE_PENALTY.items()))
    parts = (
        _("<h1>Zong Shi</h1>"),
        _(
            "<p>Each of you runs a craftsman's workshop with a master and an apprentice. Gather jade, bronze,\n"
            "ivory and gold, build projects, and pay respect to the townsfolk; the best score becomes the Zong Shi.</p>"
        ),
        _(
            "<h2>Start</h2>\n"
            "<p>Everyone drafts three items, one at a time, from a face-up pool of scrolls and boxes, beginning\n"
            "to the right of the start player and going the other way round. Then the Marketplace bins are filled.</p>"
        ),
        _(
            "<table border=1 cellpadding=3><tr><th>Players</th><th>Projects per type</th><th>Tiles per pair</th>\n"
            "<th>Draft pool</th><th>Bins large / small</th></tr>{setup}</table>",
            setup=setup,
        ),
        _(
            "<h2>A round</h2>\n"
            "<ol><li><b>Turns.</b> Twice round the table from the start player: first with the pawn you choose,\n"
            "then with the other. Play scrolls at the start, then begin a project (master), go to a location, or\n"
            'pass; scrolls marked "any time" may also follow the main action. A pawn working on a project can only\n'
            "pass.</li>\n"
            "<li><b>Marketplace shares.</b> The large bin, then the small: masters pick one box at a time, an\n"
            "apprentice gets a single box after each master there took one.</li>\n"
            "<li><b>Projects advance</b> one step; at 0 they are completed and score.</li>\n"
            "<li><b>End of round.</b> Pawns come home, bins are emptied and refilled, the start marker moves left."
            "</li></ol>"
        ),
        _(
            "<h2>Locations</h2>\n"
            "<ul><li><b>Marketplace</b>: wait in a bin for Step 2.</li>\n"
            "<li><b>Temple</b>: draw a scroll; a master may first give boxes to the bag for one more scroll each.\n"
            "You may keep {hand} scrolls (more with Temple Offerings).</li>\n"
            "<li><b>Pawn Shop</b>: an exchange tile costs one box of each of its two materials "
            "(apprentice: one tile).\n"
            "It lets you pay one material as the other once per payment.</li>\n"
            "<li><b>Respectful Visits</b>: put a visit tile ({tiles}) on a townsperson you\n"
            "have not visited and give that many boxes: {folk}. A master may visit several at once for one extra box\n"
            "each. The first master at a person may draw its award or leave it face down.</li></ul>",
            hand=D.BASE_HAND,
            tiles=", ".join(map(str, D.VISIT_TILES)),
            folk=folk,
        ),
        _(
            "<p>Between turns, before each bin is shared out and once both are, the app asks a player who holds\n"
            'an "any time" scroll that could matter then (Fortune, Lessons, Writ) whether to play it now. In the\n'
            "final round a player whose two turns are over has no next turn, so at those moments the app also\n"
            'offers Gift From the Priests and Lucky Discovery (while the bag holds a box); "not now" keeps them.</p>'
        ),
        _("<p>Your storage holds {storage} boxes; extras go back to the bag.</p>", storage=D.BASE_STORAGE),
        _(
            "<h2>Projects</h2>\n"
            "<table border=1 cellpadding=3>\n"
            "<tr><th>Project</th><th>Cost</th><th>Time</th><th>VP</th><th>Effect</th></tr>\n"
            "{rows}</table>",
            rows=rows,
        ),
        _(
            "<p>{mark} our proposal for values the rulebook does not print (cost, time and points); the\n"
            "masterworks below are our proposal too.</p>",
            mark=PROPOSED,
        ),
        _(
            "<h3>Masterworks (no effect, {face_up} face up)</h3>\n"
            "<table border=1 cellpadding=3><tr><th>#</th><th>Cost</th><th>Time</th><th>VP</th></tr>{rows}</table>",
            face_up=D.FACE_UP_MASTERWORKS,
            rows=mws,
        ),
        _("<h2>Scrolls</h2><ul>{scrolls}</ul>", scrolls=scrolls),
        _(
            "<h2>End and scoring</h2>\n"
            "<p>When someone completes a {spaces}th project, one final round follows (without Step 4);\n"
            "whoever did it gets +{bonus}. Seats with a full workshop may then only go to locations or pass.</p>",
            spaces=D.COMPLETED_SPACES,
            bonus=D.TRIGGER_BONUS,
        ),
        _(
            "<ul><li>Completed projects: their VP.</li><li>Exchange tiles: {tile_vp} each; +{all_pairs}\n"
            "for all six pairs.</li><li>Persons visited: {visits}.</li>"
            "<li>Unfinished project: its VP minus ({penalties}).</li>\n"
            "<li>Every {divisor} leftover boxes and scrolls together: 1.</li></ul>",
            tile_vp=D.TILE_VP,
            all_pairs=D.ALL_PAIRS_BONUS,
            visits=visits,
            penalties=penalties,
            divisor=D.LEFTOVER_DIVISOR,
        ),
        _("<p>Ties go to the most completed projects, then the victory is shared.</p>"),
    )
    return "\n".join(parts) + "\n" + rulings_html("zongshi")
