"""Issue 33: the New-game dialog keeps one size while the game and the number of players change."""

from __future__ import annotations

from zsgames.ui.dialogs.new_game_dialog import NewGameDialog


def test_the_dialog_keeps_its_size_across_games_and_player_counts(qtbot):
    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    size = dialog.size()
    seen = set()
    for index in reversed(range(dialog.game_box.count())):  # the largest game first: then the smaller
        dialog.game_box.setCurrentIndex(index)
        for count in range(dialog.players.minimum(), dialog.players.maximum() + 1):
            dialog.players.setValue(count)
            qtbot.wait(1)
            seen.add((dialog.game_box.currentData(), count))
            assert dialog.size() == size, (dialog.game_box.currentData(), count)
    assert {"zongshi", "zooscape", "cuzhi"} <= {game for game, _ in seen}
    assert all(dialog.rows[s][1].isVisible() == (s < dialog.players.value()) for s in range(len(dialog.rows)))
