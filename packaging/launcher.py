"""The frozen app's entry point: the same as ``python -m zsgames``.

On Windows the bundle is a windowed (no console) program, so a command such as
``zsgames.exe --selftest`` run from a terminal would print nothing; attach to the terminal's
console first when there are arguments.

``multiprocessing.freeze_support()`` comes before anything else: ``zsgames arena --jobs N`` starts
worker processes, and in a bundle each one is this same program started with multiprocessing's
own arguments (spawn: Windows, macOS). freeze_support runs the worker and exits there instead of
letting the command line read those arguments. PyInstaller's runtime hook makes it work on every
platform.
"""

from __future__ import annotations

import multiprocessing
import sys


def _attach_windows_console() -> None:
    if sys.platform != "win32" or len(sys.argv) < 2 or sys.stdout is not None:
        return
    import ctypes

    if ctypes.windll.kernel32.AttachConsole(-1):  # ATTACH_PARENT_PROCESS
        sys.stdout = open("CONOUT$", "w", encoding="utf-8", buffering=1)  # noqa: SIM115 - lives as long as the app
        sys.stderr = open("CONOUT$", "w", encoding="utf-8", buffering=1)  # noqa: SIM115


if __name__ == "__main__":
    multiprocessing.freeze_support()
    _attach_windows_console()
    from zsgames.__main__ import main

    sys.exit(main())
