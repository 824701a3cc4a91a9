"""``zsgames`` with no arguments: the application window."""

from __future__ import annotations

import sys

from PySide6.QtWidgets import QApplication

from zsgames import __version__
from zsgames.ui.shared.paths import APPLICATION, ORGANISATION


def make_app(argv: list[str] | None = None) -> QApplication:
    existing = QApplication.instance()
    app = existing if isinstance(existing, QApplication) else QApplication(argv if argv is not None else sys.argv)
    app.setOrganizationName(ORGANISATION)
    app.setApplicationName(APPLICATION)
    app.setApplicationDisplayName("zsgames")
    app.setApplicationVersion(__version__)
    from zsgames.ui.shared.resources import app_icon

    app.setWindowIcon(app_icon())
    return app


def main(argv: list[str] | None = None) -> int:
    from zsgames.ui import app_log

    app_log.configure()  # once, first: warnings and crashes go to the rotating log file
    app = make_app(argv)
    from zsgames.ui.shared.language import apply_language, stored_choice

    apply_language(stored_choice())  # View ▸ Language as last chosen (the system's at first)
    from zsgames.ui import instance_lock
    from zsgames.ui.shared.paths import data_dir

    lock, busy = instance_lock.acquire(data_dir())  # held until the app ends: one copy per data folder
    if busy is not None:
        instance_lock.tell(busy)
        return 1
    from zsgames.ui.window.main_window import MainWindow

    window = MainWindow()
    from zsgames.ui.dialogs.crash_dialog import install_for_window

    install_for_window(window)  # unexpected exceptions: friendly dialog, traceback to the log folder
    app.aboutToQuit.connect(window.autosaver.flush)  # a quit that closes no window still saves the last move
    window.show()  # its first screen, the welcome, offers Resume when a game was left unfinished
    try:
        return app.exec()
    finally:
        lock.unlock()


if __name__ == "__main__":
    sys.exit(main())
