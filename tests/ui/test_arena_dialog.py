"""Tools ▸ Bot arena: a tiny background arena with progress, chart and table; Cancel works."""

from __future__ import annotations

import pytest

from zsgames.ui.dialogs.arena_dialog import ArenaDialog


@pytest.fixture
def dialog(qtbot):
    d = ArenaDialog()
    qtbot.addWidget(d)
    d.show()
    yield d
    d.cancel()


def choose(dialog: ArenaDialog, game: str, players: int, bots: list[str], games: int) -> None:
    dialog.set_game(game)
    dialog.players.setValue(players)
    for box, bot in zip(dialog.bot_boxes, bots, strict=False):
        box.setCurrentIndex(box.findData(bot))
    dialog.games_box.setValue(games)
    dialog.seed.setValue(3)


def test_defaults_are_small_and_bots_follow_the_player_count(dialog):
    assert dialog.games_box.value() == 6
    choose(dialog, "tiny", 2, ["random", "random"], 6)
    assert dialog.specs() == ["random", "random"]
    assert [not b.isHidden() for b in dialog.bot_boxes[:3]] == [True, True, False]


def test_a_tiny_arena_runs_in_the_background_and_shows_chart_and_table(qtbot, dialog, tmp_path):
    choose(dialog, "tiny", 2, ["random", "random"], 2)
    dialog.run_button.click()
    assert dialog.running and not dialog.run_button.isEnabled()
    qtbot.waitUntil(lambda: dialog.report is not None, timeout=20000)
    assert not dialog.running and dialog.run_button.isEnabled()
    assert dialog.progress.value() == dialog.progress.maximum() == 2
    rows = dialog.report["results"]
    assert [r["bot"] for r in rows] == ["random", "random"]
    assert sum(r["games"] for r in rows) == 4  # two seats in each of two games
    assert dialog.table.rowCount() == 2 and dialog.table.item(0, 0).text() == "1. random"
    assert dialog.chart is not None and dialog.chart.objectName() == "arenaChart"
    assert dialog.grab().save(str(tmp_path / "arena.png"))


def test_the_elo_ratings_of_every_bot_show_under_the_table(qtbot, dialog):
    assert dialog.elo_table.isHidden() and dialog.elo_title.isHidden()
    choose(dialog, "tiny", 3, ["easy", "random", "random"], 6)
    dialog.run_button.click()
    qtbot.waitUntil(lambda: dialog.report is not None, timeout=20000)
    ratings = dialog.report["elo"]
    assert sorted(r["bot"] for r in ratings) == ["easy", "random"]  # the two Random entries are one bot
    assert not dialog.elo_table.isHidden() and dialog.elo_table.rowCount() == 2
    for row, rating in enumerate(ratings):
        assert dialog.elo_table.item(row, 0).text() == rating["bot"]
        assert dialog.elo_table.item(row, 1).text() == f"{rating['elo']:.0f}"
        assert dialog.elo_table.item(row, 3).text() == str(rating["games"])
    choose(dialog, "tiny", 2, ["random", "random"], 2)  # one bot only: nothing to rate
    dialog.run_button.click()
    qtbot.waitUntil(lambda: dialog.report is not None and dialog.report["players"] == 2, timeout=20000)
    assert dialog.elo_table.isHidden() and dialog.report["elo"] == []


def test_zooscape_arena_of_two_games(qtbot, dialog):
    choose(dialog, "zooscape", 3, ["random", "random", "random"], 2)
    dialog.start()
    qtbot.waitUntil(lambda: dialog.report is not None, timeout=30000)
    assert dialog.report["game"] == "zooscape" and len(dialog.report["results"]) == 3
    assert all(0.0 <= r["ci95"][0] <= r["win_rate"] <= r["ci95"][1] <= 1.0 for r in dialog.report["results"])


def test_cancel_stops_at_once_and_drops_the_late_answer(qtbot, dialog):
    choose(dialog, "tiny", 2, ["random", "random"], 400)
    dialog.start()
    dialog.cancel()
    assert not dialog.running and dialog.run_button.isEnabled() and dialog.status.text() == "Cancelled."
    qtbot.wait(200)
    assert dialog.report is None


def test_a_run_after_a_cancel_shows_its_own_report(qtbot, dialog):
    choose(dialog, "zongshi", 5, ["random"] * 5, 500)  # minutes of games: it cannot end before the cancel
    dialog.start()
    qtbot.waitUntil(lambda: dialog.progress.value() >= 1, timeout=30000)  # the long run is under way
    assert dialog.report is None
    dialog.cancel()
    choose(dialog, "tiny", 2, ["random", "random"], 2)
    dialog.start()
    qtbot.waitUntil(lambda: dialog.report is not None, timeout=20000)
    assert dialog.report["games"] == 2 and dialog.progress.value() == dialog.progress.maximum() == 2


def test_a_new_run_forgets_the_last_runs_report(qtbot, dialog):
    choose(dialog, "tiny", 2, ["random", "random"], 2)
    dialog.start()
    qtbot.waitUntil(lambda: dialog.report is not None, timeout=20000)
    choose(dialog, "tiny", 2, ["random", "random"], 4)
    dialog.start()
    assert dialog.report is None
    qtbot.waitUntil(lambda: dialog.report is not None, timeout=20000)
    assert dialog.report["games"] == 4


def test_the_progress_bar_counts_the_games_set_before_a_run(dialog):
    """Issue 33: it said "0 / 100 games" while 6 were set."""
    assert dialog.progress.text() == "0 / 6 games"
    dialog.games_box.setValue(12)
    assert dialog.progress.text() == "0 / 12 games"


def test_the_arena_speaks_the_reader_s_language(qtbot):
    import re

    from zsgames.core.i18n import load_catalog, use_catalog

    use_catalog(load_catalog("zh_CN"))
    try:
        dialog = ArenaDialog()
        qtbot.addWidget(dialog)
        headers = [dialog.table.horizontalHeaderItem(c).text() for c in range(dialog.table.columnCount())]
        headers += [dialog.elo_table.horizontalHeaderItem(c).text() for c in range(dialog.elo_table.columnCount())]
        shown = [dialog.windowTitle(), dialog.status.text(), dialog.run_button.text(), dialog.elo_title.text()]
        shown += [dialog.games_box.toolTip(), dialog.bot_boxes[0].toolTip(), dialog.progress.format(), *headers]
    finally:
        use_catalog(None)
    assert dialog.windowTitle() == "电脑竞技场" and headers[0] == "电脑"
    assert [w for text in shown for w in re.findall(r"[A-Za-z]{3,}", text) if w != "Elo"] == []
