"""The first screen: every button of a welcome card does what it says, with real clicks on the view.

Quick game, Learn to play, New game… and the rules on each card; Resume (only when an unfinished
game is autosaved) and the recent games below the cards; the board pictures; the card data against
the games' rules; the text legible at 1280×800 and 1024×700.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF
from PySide6.QtWidgets import QDialogButtonBox

from tests.support import qt_drag
from tests.support.board_harness import open_window
from tests.support.text_probe import legibility_problems, view_scale
from zsgames.core import registry, snapshot
from zsgames.core.game import GameConfig
from zsgames.core.match import Match
from zsgames.ui.shared.paths import autosave_path
from zsgames.ui.welcome import welcome_art
from zsgames.ui.welcome.quick_game import quick_config
from zsgames.ui.welcome.welcome import WelcomeScene
from zsgames.ui.welcome.welcome_info import intros, names

NAMES = names()


@pytest.fixture
def window(qtbot):
    yield from open_window(qtbot, 1280, 800)


def welcome(window) -> WelcomeScene:
    scene = window.board_view.scene()
    assert isinstance(scene, WelcomeScene)
    return scene


def click_button(qtbot, window, what: str, key: str) -> None:
    button = welcome(window).buttons[(what, key)]
    qt_drag.click(qtbot, window.board_view, button.sceneBoundingRect().center())


def save_unfinished(path, name: str = "cuzhi", moves: int = 5) -> Match:
    game = registry.get(name)
    match = Match(game, GameConfig.make(3, seats=[{"controller": "human"}] * 3), 4)
    for _ in range(moves):
        match.apply(match.legal_actions(match.deciders()[0])[0])
    snapshot.atomic_write_text(path, snapshot.dumps(match))
    return match


# --- the data on the cards -----------------------------------------------------------------------
def test_each_card_states_the_games_players_title_and_a_quick_table_its_rules_allow():
    for info in intros():
        game = registry.get(info.name)
        assert (info.min_players, info.max_players) == (game.min_players, game.max_players)
        assert info.title == game.display_name
        assert game.min_players <= info.quick_players <= game.max_players
        assert all(line.strip() for line in info.blurb) and len(info.blurb) == 2
        assert info.minutes > 0
    assert [i.quick_players for i in intros()] == [4, 4, 3]  # Zong Shi 4, Zooscape 4, Cuzhi 3 (see the data)


def test_every_welcome_value_says_where_it_comes_from():
    """The playing time and the Quick table are proposals: each declares why (players are the rules')."""
    assert NAMES == ["zongshi", "zooscape", "cuzhi"]  # the menu order the games declare
    for name in NAMES:
        welcome = registry.infos()[name].welcome
        assert welcome is not None and welcome.minutes_basis and welcome.quick_why


def test_the_quick_table_seats_you_first_and_bots_in_the_other_colours():
    config = quick_config(4, "Orange", "Blue")
    assert config.names == ("Orange", "Orange bot", "Green", "Pink")  # no two seats share a name
    assert [config.seat_info(s)["colour"] for s in range(4)] == ["Blue", "Orange", "Green", "Pink"]
    assert [config.seat_info(s)["controller"] for s in range(4)] == ["human", "normal", "normal", "normal"]


# --- the buttons -----------------------------------------------------------------------------------
def test_quick_game_starts_you_against_normal_bots_with_your_last_name_and_colour(qtbot, window):
    dialog = window.open_new_game_dialog("zongshi")  # the New-game dialog remembers who you are
    dialog.rows[0][1].setText("Ada")
    dialog.rows[0][2].setCurrentIndex(dialog.rows[0][2].findData("Green"))
    dialog.rows[2][2].setCurrentIndex(dialog.rows[2][2].findData("Blue"))
    dialog._remember()  # what its Start button keeps (without starting that game)
    dialog.reject()
    click_button(qtbot, window, "quick", "cuzhi")
    model = window.model
    assert model is not None and model.game.name == "cuzhi"
    config = model.match.config
    assert config.players == 3 and config.names[0] == "Ada"
    assert [config.seat_info(s)["colour"] for s in range(3)] == ["Green", "Blue", "Orange"]
    assert [model.controller(s) for s in range(3)] == ["human", "normal", "normal"]


@pytest.mark.parametrize("name", NAMES)
def test_new_game_opens_the_dialog_with_that_game(qtbot, window, name):
    click_button(qtbot, window, "new", name)
    dialog = window.files.new_game_dialog
    assert dialog is not None and dialog.isVisible() and dialog.game_box.currentData() == name
    dialog.reject()
    assert window.model is None


def test_learn_to_play_asks_for_the_lesson_and_opens_the_games_rules(qtbot, window, monkeypatch):
    """A game without a lesson opens its rules instead (Zooscape's lesson is hidden here: every game gets one)."""
    import zsgames.lessons.lesson as lessons

    monkeypatch.setattr(lessons, "has_lesson", lambda name: name != "zooscape")
    with qtbot.waitSignal(welcome(window).lessonWanted) as wanted:
        click_button(qtbot, window, "learn", "zooscape")
    assert wanted.args == ["zooscape"]
    assert window.help_commands.dialog.isVisible() and window.help_commands.dialog.windowTitle() == "Rules — Zooscape"
    window.help_commands.dialog.close()
    assert window.model is None


def test_learn_to_play_starts_the_lesson_of_a_game_that_has_one(qtbot, window):
    click_button(qtbot, window, "learn", "cuzhi")
    assert window.lessons.active and window.lessons.run is not None
    assert window.model is not None and window.model.match.game.name == "cuzhi"
    assert getattr(window, "rules_dialog", None) is None  # the lesson, not its rules


def test_resume_is_offered_only_when_an_unfinished_game_is_autosaved(qtbot, window):
    qtbot.wait(50)
    assert ("resume", "") not in welcome(window).buttons  # nothing saved: no Resume
    saved = save_unfinished(autosave_path())
    back = another_window(qtbot)
    scene = welcome(back)
    qtbot.waitUntil(lambda: ("resume", "") in scene.buttons, timeout=10000)
    assert scene.buttons[("resume", "")].text == "Resume: Cuzhi 促织, 5 moves"
    click_button(qtbot, back, "resume", "")
    assert back.model is not None and back.model.match.actions == saved.actions


def test_a_finished_autosave_offers_no_resume(qtbot, tmp_path):
    match = Match(registry.get("cuzhi"), GameConfig.make(2), 3)
    while not match.is_over():
        match.apply(match.legal_actions(match.deciders()[0])[0])
    snapshot.atomic_write_text(autosave_path(), snapshot.dumps(match))
    back = another_window(qtbot)
    qtbot.waitUntil(lambda: not back.welcome.resume_check.busy, timeout=20000)
    qtbot.wait(20)
    assert ("resume", "") not in welcome(back).buttons


def test_a_recent_game_opens_from_the_first_screen(qtbot, window, tmp_path):
    path = tmp_path / "evening game.json"
    saved = save_unfinished(path, moves=3)
    window.files.remember(str(path))
    window.refresh()  # the welcome lists what Game ▸ Open Recent lists
    scene = welcome(window)
    assert scene.buttons[("recent", str(path))].text == "evening game.json"
    click_button(qtbot, window, "recent", str(path))
    assert window.model is not None and window.model.path == str(path)
    assert window.model.match.actions == saved.actions


def test_a_press_dragged_off_a_button_or_a_click_on_art_does_nothing(qtbot, window):
    scene = welcome(window)
    heard: list[str] = []
    for signal in (scene.gameChosen, scene.quickGameWanted, scene.lessonWanted, scene.rulesWanted, scene.recentWanted):
        signal.connect(heard.append)
    quick = scene.buttons[("quick", "zongshi")].sceneBoundingRect()
    qt_drag.drag(qtbot, window.board_view, quick.center(), quick.center() + QPointF(0, 120))
    for name in NAMES:
        qt_drag.click(qtbot, window.board_view, scene.pictures[name].sceneBoundingRect().center())
        card = scene.cards[name].sceneBoundingRect()
        qt_drag.click(qtbot, window.board_view, QPointF(card.center().x(), card.top() + 232))  # the blurb
    qt_drag.click(qtbot, window.board_view, scene.sceneRect().bottomRight() - QPointF(30, 10))  # empty table
    assert heard == [] and window.model is None and window.files.new_game_dialog is None


# --- pictures and legibility -------------------------------------------------------------------------
def test_each_card_shows_a_picture_of_its_board_drawn_after_the_first_paint(qtbot, window):
    scene = welcome(window)
    qtbot.waitUntil(lambda: all(p.image is not None for p in scene.pictures.values()), timeout=20000)
    for name in NAMES:
        image = scene.pictures[name].image
        assert image is welcome_art.cached(name)  # drawn once for the process
        colours = {image.pixel(x, y) for x in range(0, image.width(), 7) for y in range(0, image.height(), 7)}
        assert len(colours) > 40, f"the {name} picture looks blank"


@pytest.mark.parametrize(("width", "height"), [(1280, 800), (1024, 700)])
def test_the_welcome_text_is_at_least_9_points_and_never_cut(qtbot, tmp_path, width, height):
    windows = open_window(qtbot, width, height)
    window = next(windows)
    for i in range(5):
        window.files.remember(str(tmp_path / f"a rather long name for saved game number {i}.json"))
    window.refresh()
    scene = welcome(window)
    scene.set_resume("Cuzhi 促织, 123 moves")
    qtbot.wait(10)
    problems = legibility_problems(scene, view_scale(window.board_view), 9.0)
    assert not problems, "\n".join(problems)
    assert scene.sceneRect().contains(scene.itemsBoundingRect())  # nothing off the table
    windows.close()


def another_window(qtbot):
    """Another shown main window, as the app starts one (it reads the autosave and the settings)."""
    return next(open_window(qtbot, 1280, 800))


def test_the_dialog_start_button_still_starts_the_chosen_game(qtbot, window):
    click_button(qtbot, window, "new", "zooscape")
    dialog = window.files.new_game_dialog
    dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).click()
    assert window.model is not None and window.model.game.name == "zooscape"
