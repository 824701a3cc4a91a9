"""The last bot move on the three boards: ringed where it happened, slid into place, gone after the
human acts, and never a bot's secret choice (neither ringed nor named on the board or status bar)."""

from __future__ import annotations

import random
from typing import Any

import pytest

from tests.support import qt_drag
from tests.support.board_harness import centre, open_window
from zsgames.core.game import GameConfig
from zsgames.core.match import Match, Step
from zsgames.core.registry import get
from zsgames.ui.boards.base import LAST, HighlightItem
from zsgames.ui.boards.zongshi.last import KINDS as ZONG
from zsgames.ui.boards.zooscape.last import KINDS as ZOO
from zsgames.ui.boards.zooscape.pieces import FlipDisk
from zsgames.ui.shared.last_move import headline, secret_texts, since_human

HUMAN = 0


@pytest.fixture
def window(qtbot, monkeypatch):
    """The main window with the bots holding their next move, so the board stays as the test left it."""
    for w in open_window(qtbot):
        monkeypatch.setattr(w.bots, "start", lambda seat: None)
        yield w


def prepared(
    name: str, players: int, seed: int, kinds: tuple[str, ...], wanted: str, **options: Any
) -> tuple[Match, Step]:
    """Random moves (bots' decisions before the human's) until the human alone is asked and, of the
    bots' steps since the human's last move, the latest one of ``kinds`` is of kind ``wanted``: what
    the window shows when the human's turn comes. Returns the match and that step."""
    seats = [{"controller": "human" if s == HUMAN else "random"} for s in range(players)]
    match = Match(get(name), GameConfig.make(players, None, options, seats), seed)
    rng = random.Random(seed)
    for _ in range(3000):
        deciders = match.deciders()
        if not deciders:
            break
        seat = next((s for s in deciders if s != HUMAN), deciders[0])
        match.apply(rng.choice(match.legal_actions(seat)))
        if match.deciders() != [HUMAN]:
            continue
        for step in reversed(match.steps):
            if step.action.seat == HUMAN:
                break
            if step.action.kind in kinds:
                if step.action.kind == wanted:
                    return match, step
                break
    raise AssertionError("no such position in this game")


def marks(scene) -> list[HighlightItem]:
    """Every last-move ring on the scene (the rings of hints and legal targets are yellow)."""
    return [i for i in scene.items() if isinstance(i, HighlightItem) and i.colour == LAST]


def texts(scene) -> list[str]:
    out = []
    for item in scene.items():
        text = getattr(item, "text", None)
        text = text() if callable(text) else text
        out += [t for t in (text, item.toolTip()) if isinstance(t, str) and t]
    return out


def settle(qtbot, scene) -> None:
    """Let the slides end (each piece then stands where the view says)."""
    qtbot.waitUntil(lambda: all(a.state() != a.State.Running for a in scene.last_moves.slides), timeout=3000)


# --- Zooscape ---------------------------------------------------------------------------------------
def test_zooscape_a_bots_split_is_ringed_between_the_groups_until_the_human_chooses(qtbot, window):
    match, step = prepared("zooscape", 3, 5, ZOO, "split")
    window.runner.delay_ms = 700  # bots at a pace: the board stages their moves (at Instant nothing slides)
    window.start_match(match)
    scene = window.scene
    assert scene.last_moves.last_action == step.action
    (ring,) = marks(scene)
    assert scene.last_moves.slides, "the ring slides in from where the divider waits"
    settle(qtbot, scene)
    state = match.state
    left = scene.group_zones[state.left_num].sceneBoundingRect()
    right = scene.group_zones[3 - state.left_num].sceneBoundingRect()
    cut = ring.mapRectToScene(ring.rect)
    assert left.right() - 1 <= cut.left() and cut.right() <= right.left() + 1  # in the gap, on neither group
    qt_drag.drag(qtbot, window.board_view, centre(window.scene.my_disk), centre(window.scene.group_zones[1]))
    assert match.steps[-1].action.seat == HUMAN and match.steps[-1].action.kind == "select"
    assert not marks(window.scene) and window.scene.last_moves.last_action is None
    qtbot.waitUntil(window.last_move.isHidden, timeout=10_000)  # once the board has staged the reveal


def test_zooscape_a_bots_apprentice_is_ringed_and_slides_in(qtbot, window):
    match, step = prepared("zooscape", 4, 5, ZOO, "apprentice")
    window.runner.delay_ms = 700  # bots at a pace: the board stages their moves (at Instant nothing slides)
    window.start_match(match)
    scene = window.scene
    group, pos = step.action.args
    card = scene.group_cards[(group, pos)]
    assert scene.last_moves.slides
    settle(qtbot, scene)
    (ring,) = marks(scene)
    assert ring.rect.contains(card.sceneBoundingRect().center())


def test_zooscape_secret_choices_of_bots_are_neither_ringed_nor_named(qtbot, window):
    # the human is master: it splits and places the apprentice, then the bots choose in secret first
    match, _ = prepared("zooscape", 3, 9, (*ZOO, "select"), "select", first_master=HUMAN)
    bot_steps = [s for s in match.steps if s.action.seat != HUMAN][-2:]
    assert all(s.action.kind == "select" for s in bot_steps) and match.steps[-3].action.seat == HUMAN
    window.start_match(match)
    scene = window.scene
    assert scene.last_moves.recent_actions == [] and scene.last_moves.last_action is None and not marks(scene)
    shown = [*texts(scene), window.last_move.text(), window.statusBar().currentMessage()]
    for step in bot_steps:
        group = step.action.args[0]
        for secret in secret_texts(step.events, HUMAN):  # "You secretly chose group 2"
            assert not any(secret in t for t in shown), secret
        assert not any(f"{match.config.name(step.action.seat)} → group {group}" in t for t in shown)
    assert window.last_move.text() == f"Last move: {match.config.name(bot_steps[-1].action.seat)} has chosen"
    disks = [d for d in scene.items() if isinstance(d, FlipDisk) and d is not scene.my_disk]
    assert disks and all(d.label == "?" for d in disks)  # the bots' disks lie face down


# --- Zong Shi -----------------------------------------------------------------------------------------
def header(scene) -> list[str]:
    return [t for t in texts(scene) if t.startswith("Last move — ")]


def test_zongshi_a_bots_pawn_is_ringed_where_it_went_and_slides_from_home(qtbot, window):
    match, step = prepared("zongshi", 4, 3, ZONG, "go")
    window.runner.delay_ms = 700  # bots at a pace: the board stages their moves (at Instant nothing slides)
    window.start_match(match)
    scene = window.scene
    loc = step.action.args[0]
    seat = step.action.seat
    pawn = "master" if "master" in str(step.action.label) else "apprentice"
    item = scene.pawns[(seat, pawn)]
    assert scene.last_moves.slides and item.pos() == scene.home_spots[(seat, pawn)]  # it starts at home …
    settle(qtbot, scene)
    zone = scene.loc_zone[loc].mapRectToScene(scene.loc_zone[loc].rect)
    rings = [r.mapRectToScene(r.rect) for r in marks(scene)]
    assert zone in rings  # … ends at the place it went to, which is ringed, and so is the pawn
    assert any(r.contains(item.sceneBoundingRect().center()) for r in rings)
    assert zone.contains(item.sceneBoundingRect().center())
    words = next(e.text_for(HUMAN) for e in step.events if e.actor == seat)
    assert header(scene) == [f"Last move — {words}"]
    window.play(match.legal_actions(HUMAN)[0])
    assert not marks(window.scene) and not header(window.scene)


def test_zongshi_a_bots_new_project_is_ringed_in_its_workshop(qtbot, window):
    match, step = prepared("zongshi", 3, 4, ZONG, "begin")
    window.start_match(match)
    scene = window.scene
    seat, pid = step.action.seat, step.action.args[0]
    card = scene.seat_projects[(seat, pid)]
    settle(qtbot, scene)
    assert any(r.rect.contains(card.sceneBoundingRect().center()) for r in marks(scene))


def test_zongshi_what_a_bot_drew_is_never_shown_to_the_human(qtbot, window):
    match, step = prepared("zongshi", 3, 6, ("draw",), "draw")
    secrets = secret_texts(step.events, HUMAN)
    assert secrets and step.action.seat != HUMAN  # "You drew …" is for the drawer only
    window.start_match(match)
    shown = [*texts(window.scene), window.last_move.text()]
    for secret in secrets:
        assert not any(secret in t for t in shown)
    last = since_human(match, (HUMAN,), HUMAN)
    words = headline(last).text  # the public words stand in for it
    assert words and window.last_move.text() == f"Last move: {words}"


# --- Cuzhi ------------------------------------------------------------------------------------------
def test_cuzhi_a_bots_head_is_ringed_on_its_space_until_the_human_moves(qtbot, window):
    match, step = prepared("cuzhi", 3, 2, ("place",), "place")
    window.runner.delay_ms = 700  # a bot speed that shows moves (the Cuzhi board slides nothing at Instant)
    window.start_match(match)
    scene = window.scene
    space = scene.space_items[step.action.args[0]]
    assert scene.last_moves.slides and scene.busy_ms() > 0
    settle(qtbot, scene)
    (ring,) = marks(scene)
    assert ring.rect.contains(space.sceneBoundingRect().center())
    window.refresh()  # a redraw for another reason: still marked, but the head does not slide again
    assert marks(scene) and not scene.last_moves.slides
    window.play(match.legal_actions(HUMAN)[0])
    assert not marks(window.scene)


def test_looking_back_at_the_history_shows_no_last_move(qtbot, window):
    match, _ = prepared("cuzhi", 3, 2, ("place",), "place")
    window.start_match(match)
    assert marks(window.scene)
    window.extras.history.set_position(len(match.steps) - 1)  # one move back: a past position
    assert not window.extras.history.at_end and not marks(window.scene)
    window.extras.history.set_position(len(match.steps))  # back to the live game
    assert marks(window.scene)


# --- the ring's colour and the mover's badge --------------------------------------------------------
@pytest.mark.parametrize(
    ("name", "players", "kinds", "wanted"),
    [("zooscape", 4, ZOO, "split"), ("zongshi", 4, ZONG, "go")],
)
def test_the_last_move_is_ringed_in_no_seats_colour_and_badged_with_the_movers_symbol(
    qtbot, window, name, players, kinds, wanted
):
    from PySide6.QtWidgets import QGraphicsPixmapItem

    from tests.support.colour_vision import VISIONS, seen_difference
    from zsgames.ui.shared import seat_palette

    match, step = prepared(name, players, 3, kinds, wanted)
    window.start_match(match)
    rings = marks(window.scene)
    assert rings, "the bot's move is ringed"
    for palette in (seat_palette.DEFAULT_SEAT_COLOURS, seat_palette.COLOUR_BLIND_SEAT_COLOURS):
        for seat_name in seat_palette.SEAT_ORDER:
            for vision in VISIONS:
                difference = seen_difference(LAST.name(), palette[seat_name], vision)
                # as far from every seat as the colour-blind palette keeps two seats (ΔE00 ≥ 10)
                assert difference >= 10, f"the ring looks like {seat_name} to {vision} vision"
    movers = {c.data(0) for ring in rings for c in ring.childItems() if isinstance(c, QGraphicsPixmapItem)}
    assert step.action.seat in movers  # each ring carries the badge of the seat whose move it rings
    assert movers <= {a.seat for a in window.scene.last_moves.recent_actions}
