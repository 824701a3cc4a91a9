"""The Zooscape board driven like a person would: real drags for the split, the apprentice and
the secret selections (with the hot-seat curtain), the reveal, and the action-card clicks."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, Qt

from tests.games.zooscape.helpers import TYPE, Deal, go, scenario, select_all
from tests.support import qt_drag
from tests.support.board_harness import board_in_view, centre, open_window, show_seat
from zsgames.core.game import GameConfig
from zsgames.core.match import Match
from zsgames.games.zooscape import GAME
from zsgames.games.zooscape.state import P_APPRENTICE, P_OVER, P_SELECT, P_SPLIT
from zsgames.ui.boards import board_for
from zsgames.ui.boards.zooscape.board import ZooscapeBoard
from zsgames.ui.boards.zooscape.pieces import FlipDisk, ZooCard


@pytest.fixture
def window(qtbot):
    yield from open_window(qtbot)


@pytest.fixture
def board(qtbot):
    return board_in_view(qtbot, ZooscapeBoard(GAME))


def show(scene, view, state, seat):
    show_seat(GAME, scene, view, state, seat)


def test_board_is_registered():
    assert board_for("zooscape") is ZooscapeBoard


def test_full_round_hot_seat_with_real_drags(qtbot, window, tmp_path):
    config = GameConfig.make(4, options={"first_master": 0}, seats=[{"controller": "human"} for _ in range(4)])
    window.start_match(Match(GAME, config, 3))
    window.scene.pace_ms = 150  # hot-seat has no bots, but the reveal is staged at the chosen pace
    match = lambda: window.model.match  # noqa: E731
    saw_reveal = curtains = drags = 0
    for _ in range(80):
        state = match().state
        if state.round > 1:
            break
        if window.curtain_up:
            assert window.stack.currentWidget() is window.curtain  # the board is hidden
            curtains += 1
            qtbot.mouseClick(window.curtain.button, Qt.MouseButton.LeftButton)
            continue
        scene, view, seat = window.scene, window.board_view, window.viewer
        before = len(match().actions)
        if state.phase == P_SPLIT:
            cut = max(1, len(state.cur) // 2)
            qt_drag.drag(qtbot, view, centre(scene.dividers[1]), centre(scene.gaps[cut]))
            assert match().actions[-1].args == (cut, 1)
        elif state.phase == P_APPRENTICE:
            qt_drag.drag(qtbot, view, centre(scene.apprentice), centre(scene.app_gaps[(2, 0)]))
            assert match().state.groups[1][0] == 84
        elif state.phase == P_SELECT:
            for disk in scene.items():  # nobody else's choice shows before the reveal
                if isinstance(disk, FlipDisk) and disk is not scene.my_disk:
                    assert disk.label == "?"
            group = 1 + state.players_in.index(seat) % 2
            qt_drag.drag(qtbot, view, centre(scene.my_disk), centre(scene.group_zones[group]))
            assert match().actions[-1].args == (group,)
            if any(match().state.revealed):
                saw_reveal += 1
                stage = scene.stage
                assert stage.running and not scene.dividers and not scene.bindings.sources()  # nothing offered yet
                assert scene.reveal_disks and all(x.label == "?" for x in scene.reveal_disks)  # the disks turn over
                qtbot.waitUntil(lambda s=scene: all(x.label != "?" for x in s.reveal_disks), timeout=3000)  # at once
                qtbot.waitUntil(lambda s=stage: not s.running, timeout=5000)
                assert stage.steps_shown[:3] == ["flip", "group 1", "group 2"]  # (then the round's end, if it came)
        else:  # an action-card question: click what the board offers for the first choice
            action = window.model.legal(seat)[0]
            sources, _ = scene.bindings.items_for(action)
            qt_drag.click(qtbot, view, centre(sources[0]))
        drags += 1
        assert len(match().actions) == before + 1, "the gesture did not play a move"
    assert match().state.round == 2, "the round did not finish"
    assert curtains >= 4 and saw_reveal >= 1 and drags >= 7
    path = tmp_path / "zooscape_round.png"
    assert window.grab().save(str(path)) and path.stat().st_size > 10_000


def test_either_divider_splits_and_names_the_groups(qtbot, board):
    scene, view, chosen, refused = board
    d = Deal()
    state = scenario(players=4, row=d("lute", 6))
    show(scene, view, state, 0)
    assert {left: divider.left for left, divider in scene.dividers.items()} == {1: 1, 2: 2}
    qt_drag.drag(qtbot, view, centre(scene.dividers[2]), QPointF(700, 900))  # onto no gap
    assert not chosen and refused
    qt_drag.drag(qtbot, view, centre(scene.dividers[2]), centre(scene.gaps[2]))
    assert chosen[-1].kind == "split" and chosen[-1].args == (2, 2)
    qt_drag.drag(qtbot, view, centre(scene.dividers[1]), centre(scene.gaps[4]))
    assert chosen[-1].args == (4, 1)
    show(scene, view, state, 1)  # not the master: nothing to drag
    assert not scene.dividers and not scene.bindings.sources()


def test_selection_by_click_and_hidden_disks(qtbot, board):
    scene, view, chosen, _ = board
    d = Deal()
    state = go(scenario(players=4, row=d("lute", 6)), (0, "split", 3, 1), (0, "apprentice", 1, 0))
    state, _ = select_all(state, {0: 2})
    show(scene, view, state, 1)
    blue = [i for i in scene.items() if isinstance(i, FlipDisk) and i is not scene.my_disk]
    assert blue and all(i.label == "?" for i in blue)  # Blue's disk lies face down for Orange
    qt_drag.click(qtbot, view, centre(scene.group_zones[1]))
    assert chosen[-1].seat == 1 and chosen[-1].args == (1,)
    assert state.phase == P_SELECT


def test_action_card_choices_on_the_board(qtbot, board):
    scene, view, chosen, _ = board
    d = Deal()
    brk, copy = d("breakage", 1), d("copy", 1)
    won0 = d("fan", 1) + d("sword", 2)
    state = scenario(players=3, row=[*brk, *copy, *d("chopsticks", 3)], won={0: won0})
    state = go(state, (0, "split", 2, 1), (0, "apprentice", 2, 0))
    state, _ = select_all(state, {0: 1, 1: 2, 2: 2})
    show(scene, view, state, 0)
    qt_drag.click(qtbot, view, centre(scene.pending_cards["copy"]))
    assert chosen[-1].kind == "resolve" and chosen[-1].args == ("copy",)
    state = go(state, (0, "resolve", "breakage"))
    show(scene, view, state, 0)
    qt_drag.click(qtbot, view, centre(scene.type_stacks[(0, TYPE["fan"])]))
    assert chosen[-1].kind == "break" and chosen[-1].args == (TYPE["fan"],)


def test_every_card_has_its_details_and_six_players_fit(qtbot, board, tmp_path):
    scene, view, _, _ = board
    from zsgames.core.conformance import random_playout
    from zsgames.ui.shared.render import render_scene

    config = GameConfig.make(6)
    _, actions = random_playout(GAME, config, 5)
    m = Match.replay(GAME, config, 5, actions[:60])
    seat = m.deciders()[0]
    show(scene, view, m.state, seat)
    cards = [i for i in scene.items() if isinstance(i, ZooCard)]
    assert cards and all(scene.details.texts.get(c, ("", ""))[1] for c in cards)  # a title and a whole text
    assert scene.sceneRect().width() <= 934 and scene.sceneRect().height() <= 715  # one unit a pixel at 1280×800
    path = tmp_path / "zooscape_6p.png"
    render_scene(scene, path, 934, 715)
    assert path.stat().st_size > 10_000


def test_every_legal_action_is_bound_on_the_board(qtbot, board):
    scene = board[0]
    scene.pace_ms = 0  # a staged reveal offers nothing until it ends (tested in test_zooscape_reveal.py)
    from zsgames.core.conformance import random_playout

    kinds = set()
    for players, seed in ((3, 1), (5, 2), (6, 7)):
        config = GameConfig.make(players)

        def on_step(before, action, after):
            for seat in GAME.current_deciders(after)[:1]:
                legal = GAME.legal_actions(after, seat)
                scene.show(GAME.view(after, seat), seat, legal, after.config)
                for a in legal:
                    sources, _ = scene.bindings.items_for(a)
                    assert sources, f"no gesture for {a}"
                    kinds.add(a.kind)

        random_playout(GAME, config, seed, on_step=on_step)
    assert {"split", "apprentice", "select"} <= kinds


def test_whole_game_against_bots_through_the_board(qtbot, window):
    seats = [{"controller": "human"}] + [{"controller": "random"}] * 3
    window.start_match(Match(GAME, GameConfig.make(4, seats=seats), 11))
    model = window.model
    for _ in range(400):
        if model.match.is_over():
            break
        if model.bot_deciders() or 0 not in model.match.deciders():
            qtbot.waitUntil(
                lambda: model.match.is_over() or (0 in model.match.deciders() and not model.bot_deciders()),
                timeout=5000,
            )
            continue
        bv = window.board_view
        before = len(model.match.actions)
        legal = model.legal(0)
        action = legal[before % len(legal)]  # vary the choices over the game
        qt_drag.gesture(qtbot, bv, action)
        assert len(model.match.actions) > before, f"{action} was not played"
    assert model.match.is_over()


def test_text_stays_readable_and_nothing_leaves_the_table(qtbot, board):
    """No caption under SMALL points in the scene (one unit a pixel at 1280×800), no text cut short to
    fit, and no piece (row, divider, waiting apprentice, collections) past the table's edges, at any
    step, for every player count; the legibility test measures what is painted."""
    from zsgames.core.conformance import random_playout
    from zsgames.ui.boards.zooscape.board import H, W
    from zsgames.ui.boards.zooscape.labels import fits
    from zsgames.ui.boards.zooscape.layout import SMALL
    from zsgames.ui.shared.pieces import LabelItem

    scene = board[0]
    scene.pace_ms = 0
    seen = set()

    def on_step(before, action, after):
        for seat in GAME.current_deciders(after)[:1] or [0]:  # the final scores too
            scene.show(GAME.view(after, seat), seat, GAME.legal_actions(after, seat), after.config)
            seen.add(after.phase)
            for item in scene.items():
                if isinstance(item, LabelItem):
                    assert item.size >= SMALL, f"caption too small: {item.text!r}"
                    assert fits(item.text, item.rect, item.size, item.bold, item.align), f"spills: {item.text!r}"
                r = item.sceneBoundingRect()
                assert r.left() >= -4 and r.right() <= W + 4 and r.top() >= -4 and r.bottom() <= H + 4, (
                    f"{type(item).__name__} at {r} leaves the {W:.0f}×{H:.0f} table in phase {after.phase}"
                )
        assert not scene.squeezed, f"cut short to fit: {scene.squeezed}"

    for players, seed in ((6, 2), (4, 3), (5, 3), (3, 4)):
        random_playout(GAME, GameConfig.make(players), seed, on_step=on_step)
    assert {P_SPLIT, P_APPRENTICE, P_SELECT, P_OVER} <= seen


def test_the_bin_shows_how_many_cards_only(qtbot, board):
    """ "Never look at the cards that have been thrown in the bin": its hover gives the count only."""
    scene, view, _, _ = board
    d = Deal()
    s = scenario(players=3, row=d("lute", 9), bin_cards=d("fire", 1) + d("fan", 1))
    show(scene, view, s, 1)
    bodies = [body for title, body in scene.details.texts.values() if title == "The bin"]
    assert bodies and all(b.startswith("2 cards face down") for b in bodies)
    from tests.ui.test_zooscape_reveal import texts

    shown = texts(scene)
    assert "bin 2" in shown
    assert not any("Fan" in t or "Fire" in t for t in shown)  # no card of the bin is named anywhere


def test_the_memory_aid_lists_the_bin_on_hover(qtbot, board):
    scene, view, _, _ = board
    d = Deal()
    s = scenario(players=3, row=d("lute", 9), bin_cards=d("fire", 1) + d("fan", 1), aid=True)
    show(scene, view, s, 1)
    bodies = [body for title, body in scene.details.texts.values() if title == "The bin"]
    assert bodies and all("everyone saw them go in: Fan, Fire." in b for b in bodies)


def test_every_refused_drop_says_why_in_the_games_words(qtbot, board):
    """A piece dropped off its targets snaps back and the status bar gets the rules' own reason and
    where the piece can go; a click on what the viewer cannot use says whose decision it is."""
    scene, view, chosen, refused = board
    d = Deal()
    state = scenario(players=4, row=d("lute", 6))
    show(scene, view, state, 0)
    rows = scene.rows.rects
    for target in (centre(scene.row_cards[2]), rows[2].center(), QPointF(450, 20)):  # a card, a row, the strip
        qt_drag.drag(qtbot, view, centre(scene.dividers[1]), target)
        # the board's word for where a divider goes (issue 33: not the rules' "each group needs a card")
        assert refused[-1] == "drop the divider into a gap between two cards (they light up while you drag it)"
    state = go(state, (0, "split", 3, 1))
    show(scene, view, state, 0)
    qt_drag.drag(qtbot, view, centre(scene.apprentice), rows[1].center())
    assert refused[-1].startswith("the apprentice goes into group 1 or group 2 — drop it into a gap of a group")
    state = go(state, (0, "apprentice", 1, 0))
    show(scene, view, state, 0)
    qt_drag.drag(qtbot, view, centre(scene.my_disk), rows[3].center())
    assert refused[-1] == "choose group 1 or group 2 — drop your disk on a group, or click the group"
    state, _ = select_all(state, {0: 1})
    show(scene, view, state, 0)  # Blue has chosen: the groups say who is still to choose
    qt_drag.click(qtbot, view, centre(scene.group_cards[(2, 0)]))
    assert refused[-1] == "it is not your decision now: Orange, Green and Pink must secretly choose group 1 or group 2"
    assert not chosen


def test_an_action_card_question_explains_the_stacks_it_cannot_use(qtbot, board):
    scene, view, chosen, refused = board
    d = Deal()
    copy = d("copy", 1)
    state = scenario(
        players=3,
        row=[*copy, *d("chopsticks", 4)],
        won={0: d("fan", 1) + d("sword", 1) + d("lute", 2) + d("parasol", 2), 1: d("tea_bowl", 1)},
    )
    state = go(state, (0, "split", 1, 1), (0, "apprentice", 2, 0))
    state, _ = select_all(state, {0: 1, 1: 2, 2: 2})
    show(scene, view, state, 0)  # the Copy joins lutes or parasols (two each), not the fan
    assert {a.args for a in GAME.legal_actions(state, 0)} == {(TYPE["lute"],), (TYPE["parasol"],)}
    qt_drag.click(qtbot, view, centre(scene.type_stacks[(0, TYPE["fan"])]))
    assert refused[-1] == ("the Copy goes on a type you hold most of (Parasols, Lutes: 2 each), not Fans (1)")
    qt_drag.click(qtbot, view, centre(scene.type_stacks[(1, TYPE["tea_bowl"])]))
    assert refused[-1] == "an action card works on your own collection: click one of your stacks"
    assert not chosen
    qt_drag.click(qtbot, view, centre(scene.type_stacks[(0, TYPE["lute"])]))
    assert chosen[-1].kind == "copy" and chosen[-1].args == (TYPE["lute"],)


def test_a_bots_lucky_cat_card_slides_from_the_deck_onto_its_stack(qtbot, board):
    scene, view, _, _ = board
    from zsgames.core.game import Action
    from zsgames.ui.boards.base import LAST

    d = Deal()
    cat, brk = d("lucky_cat", 1), d("breakage", 1)
    state = scenario(
        players=3, row=[*cat, *brk, *d("chopsticks", 4)], deck=d("sword", 1), won={1: d("fan", 1) + d("lute", 1)}
    )
    state = go(state, (0, "split", 2, 1), (0, "apprentice", 2, 0))
    state, _ = select_all(state, {0: 2, 1: 1, 2: 2})  # Orange takes the Lucky Cat and the Breakage
    assert GAME.current_deciders(state) == [1]  # and chooses which to resolve first
    show(scene, view, state, 0)
    resolve = Action(1, "resolve", ("lucky_cat",), "")
    after, _ = GAME.apply(state, resolve)
    scene.last_moves.set_last_moves([resolve])
    show(scene, view, after, 0)
    sword = scene.stack_items[(1, TYPE["sword"])]
    (slide,) = [a for a in scene.last_moves.slides if a.targetObject() is sword]  # the drawn sword slides in …
    assert slide.startValue() == scene.table.spots["deck"]  # … from the deck …
    landed = sword.boundingRect().translated(slide.endValue())
    rings = [i for i in scene.items() if getattr(i, "colour", None) == LAST]
    assert any(r.rect.contains(landed) for r in rings)  # … onto its stack, ringed


def test_the_end_of_the_round_stays_written_after_the_reveal(qtbot, board):
    scene, view, _, _ = board
    scene.pace_ms = 0
    d = Deal()
    state = scenario(players=3, row=d("lute", 3) + d("fan", 1), bin_cards=d("sword", 2))
    state = go(state, (0, "split", 3, 1), (0, "apprentice", 1, 0))
    before, _ = select_all(state, {0: 1, 1: 2})
    after, _ = select_all(before, {2: 2})  # Blue takes the lutes and the apprentice; the fan goes to the bin
    assert after.round == 2
    show(scene, view, before, 2)
    show(scene, view, after, 2)
    from tests.ui.test_zooscape_reveal import texts

    shown = texts(scene)
    assert "Group 1 → Blue takes it (4 cards)" in shown
    assert "Group 2 → Orange and Green want its one card: to the bin, a kimono each" in shown
    assert "Round over: Blue held the apprentice, took the bin (3 cards) and became master" in shown


def test_a_bots_piece_slides_once_not_again_after_each_secret_choice(qtbot, board):
    """A bot places the apprentice; then the other bots choose in secret, one redraw each: the
    apprentice slid in once and then stays put (it used to slide in again after every choice)."""
    from zsgames.core.game import Action
    from zsgames.ui.shared.last_move import LastMove

    scene, view, _, _ = board
    d = Deal()
    state = scenario(players=4, master=1, row=d("lute", 6))
    split, place = Action(1, "split", (3, 1), ""), Action(1, "apprentice", (2, 0), "")
    state = go(state, (1, "split", 3, 1), (1, "apprentice", 2, 0))
    scene.last_moves.set_last_moves([split, place], LastMove(2, 1, place, "Orange puts the apprentice into group 2"))
    show(scene, view, state, 0)
    assert [a.targetObject() for a in scene.last_moves.slides] == [scene.group_cards[(2, 0)]]
    for index, seat in enumerate((1, 2, 3), start=3):
        state, _ = select_all(state, {seat: 1})
        scene.last_moves.set_last_moves(
            [split, place], LastMove(index, seat, None, f"{scene.seat_name(seat)} has chosen")
        )
        show(scene, view, state, 0)
        assert not scene.last_moves.slides, f"the apprentice slid in again after {scene.seat_name(seat)} chose"


def test_your_row_says_you_once(qtbot, board):
    """Your own row is marked "(you)", but not a seat already named You (the lesson's learner)."""
    from tests.ui.test_zooscape_reveal import texts

    scene, view, _, _ = board
    d = Deal()
    state = scenario(players=3, row=d("lute", 6))
    show(scene, view, state, 0)
    assert "Blue (you)" in texts(scene)
    state.config = GameConfig.make(3, ["You", "Bot A", "Bot B"])
    show(scene, view, state, 0)
    shown = texts(scene)
    assert "You" in shown and not any("(you)" in t for t in shown)


def test_the_final_board_counts_the_deck(qtbot, board):
    """A finished game's board draws the whole state (nothing is hidden then): the strip still says
    how many cards the deck holds, not which."""
    from tests.ui.test_zooscape_reveal import texts
    from zsgames.core.conformance import random_playout

    scene = board[0]
    config = GameConfig.make(3)
    final, _ = random_playout(GAME, config, 1)
    assert final.phase == P_OVER and isinstance(final.deck, tuple) and final.deck
    scene.show(final, 0, [], config)
    shown = texts(scene)
    assert f"deck {len(final.deck)}" in shown and not any(str(final.deck[:2])[:-1] in t for t in shown)
