"""The Qt application: main window, boards, dialogs. The only package that imports PySide6."""

from zsgames.ui import _pyside_fix  # noqa: F401  (must run before any signal is emitted)
