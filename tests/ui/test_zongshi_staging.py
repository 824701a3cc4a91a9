"""The bots' moves staged on the Zong Shi board (issue 21): at a bot pace the moved piece slides from
where it came to where it went and is ringed, and the window is told to hold the next bot move that
long; at Instant nothing slides but the move is still ringed; every bot that moved since the human
keeps a ring on its latest move."""

from __future__ import annotations

import pytest

from tests.support.board_harness import open_window
from tests.ui.test_last_move_boards import marks, prepared, settle
from zsgames.ui.boards.zongshi.last import KINDS

# (kind, seed of a 4-player random game where a bot's latest known move before the human's turn is one)
MOVES = [
    ("begin", 1),
    ("take", 1),
    ("visit", 1),
    ("buy", 2),
    ("play", 3),
    ("draft_box", 1),
    ("draft_scroll", 1),
    ("discard", 1),
    ("fortune", 5),
]


@pytest.fixture
def window(qtbot, monkeypatch):
    """The main window with the bots holding their next move, so the board stays as the test left it."""
    for w in open_window(qtbot):
        monkeypatch.setattr(w.bots, "start", lambda seat: None)
        yield w


@pytest.mark.parametrize(("kind", "seed"), MOVES)
def test_a_bots_move_slides_its_piece_in_and_rings_it(qtbot, window, kind, seed):
    match, step = prepared("zongshi", 4, seed, KINDS, kind)
    window.runner.delay_ms = 700
    window.start_match(match)
    scene = window.scene
    assert scene.latest(KINDS) == step.action
    assert scene._slides, f"nothing slides for a bot's {kind}"
    assert 0 < scene.busy_ms() <= 700  # the window holds the next bot move while the piece travels
    pieces = [anim.targetObject() for anim in scene._slides]
    starts = [anim.startValue() for anim in scene._slides]
    assert all(piece.pos() == start for piece, start in zip(pieces, starts, strict=True))  # it starts away …
    settle(qtbot, scene)
    rings = [r.mapRectToScene(r.rect) for r in marks(scene)]
    for piece in pieces:  # … and ends where the move put it, ringed
        assert any(r.contains(piece.sceneBoundingRect().center()) for r in rings), f"{kind}: the piece is not ringed"
    assert scene.busy_ms() == 0


def test_at_instant_pace_nothing_slides_but_the_move_is_ringed(qtbot, window):
    match, step = prepared("zongshi", 4, 1, KINDS, "begin")
    window.runner.delay_ms = 0
    window.start_match(match)
    scene = window.scene
    assert not scene._slides and scene.busy_ms() == 0
    card = scene.seat_projects[(step.action.seat, step.action.args[0])]
    assert any(r.mapRectToScene(r.rect).contains(card.sceneBoundingRect().center()) for r in marks(scene))


def test_every_bot_that_moved_keeps_its_latest_turn_ringed(qtbot, window):
    match, _ = prepared("zongshi", 4, 1, KINDS, "take")
    window.start_match(match)
    scene = window.scene
    movers = {a.seat for a in scene.recent_actions if a.kind in KINDS}
    assert len(movers) >= 2
    rings = [r.mapRectToScene(r.rect) for r in marks(scene)]
    last_turn: dict[int, list] = {}
    for before, action in zip([None, *scene.recent_actions], scene.recent_actions, strict=False):
        if before is None or before.seat != action.seat:
            last_turn[action.seat] = []
        last_turn[action.seat].append(action)
    places = [a.args[0] for run in last_turn.values() for a in run if a.kind == "go"]
    assert places
    for place in places:  # where each bot's pawn went in its latest turn is still ringed
        zone = scene.loc_zone[place]
        assert zone.mapRectToScene(zone.rect) in rings, place


def test_at_the_end_no_ring_floats_over_the_final_scores(qtbot, window):
    """The final scores cover the town: the last bot moves there (the bins) are not ringed over them."""
    from zsgames.lessons.lesson import LessonRun, load_lesson
    from zsgames.ui.boards.zongshi.layout import TOWN

    lesson = load_lesson("zongshi")  # its last moves take boxes from the large bin, in the town
    match = LessonRun.start(lesson, len(lesson.steps)).match
    assert match.is_over() and match.actions[-1].kind == "take"
    window.start_match(match)
    scene = window.scene
    settle(qtbot, scene)
    rings = [r.mapRectToScene(r.rect) for r in marks(scene)]
    assert rings, "the last moves outside the town are still ringed"
    assert not [r for r in rings if r.intersects(TOWN)]
