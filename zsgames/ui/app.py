"""``zsgames`` with no arguments: the application window."""

from __future__ import annotations

import sys

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QMessageBox

from zsgames import __version__
from zsgames.ui.paths import APPLICATION, ORGANISATION


def make_app(argv: list[str] | None = None) -> QApplication:
    existing = QApplication.instance()
    app = existing if isinstance(existing, QApplication) else QApplication(argv if argv is not None else sys.argv)
    app.setOrganizationName(ORGANISATION)
    app.setApplicationName(APPLICATION)
    app.setApplicationDisplayName("zsgames")
    app.setApplicationVersion(__version__)
    from zsgames.ui.resources import app_icon

    app.setWindowIcon(app_icon())
    return app


def offer_resume(window: object) -> None:
    """On start: offer to resume an unfinished autosaved game, else open the New-game dialog."""
    from zsgames.ui.window_menus import resumable

    match = resumable()
    if match is None:
        window.open_new_game_dialog()  # type: ignore[attr-defined]
        return
    answer = QMessageBox.question(
        window,  # type: ignore[arg-type]
        "Resume last game?",
        f"You have an unfinished game of {match.game.display_name} ({len(match.actions)} moves). Resume it?",
        QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
        QMessageBox.StandardButton.Yes,
    )
    if answer == QMessageBox.StandardButton.Yes:
        window.start_match(match)  # type: ignore[attr-defined]
    else:
        window.open_new_game_dialog()  # type: ignore[attr-defined]


def main(argv: list[str] | None = None) -> int:
    from zsgames.ui import app_log

    app_log.configure()  # once, first: warnings and crashes go to the rotating log file
    app = make_app(argv)
    from zsgames.ui.main_window import MainWindow

    window = MainWindow()
    from zsgames.ui.crash_dialog import install_for_window

    install_for_window(window)  # unexpected exceptions: friendly dialog, traceback to the log folder
    app.aboutToQuit.connect(window.autosaver.flush)  # a quit that closes no window still saves the last move
    window.show()
    QTimer.singleShot(0, lambda: offer_resume(window))
    return app.exec()


if __name__ == "__main__":
    sys.exit(main())
