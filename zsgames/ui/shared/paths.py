"""Where the app keeps its files and settings (overridable for tests).

* data: ``$ZSGAMES_DATA_DIR`` or the platform's user data directory (platformdirs) — autosave and
  the statistics database (:mod:`zsgames.core.dirs`, which the headless commands share).
* settings: QSettings with organisation "zsgames", application "zsgames"; ``$ZSGAMES_SETTINGS_DIR``
  switches to an INI file in that folder (tests never touch the real settings).
"""

from __future__ import annotations

import os
from pathlib import Path

from PySide6.QtCore import QSettings

from zsgames.core.dirs import APPLICATION, ORGANISATION, data_dir

__all__ = ["APPLICATION", "ORGANISATION", "autosave_path", "data_dir", "settings"]


def autosave_path() -> Path:
    return data_dir() / "autosave.json"


def settings() -> QSettings:
    override = os.environ.get("ZSGAMES_SETTINGS_DIR")
    if override:
        Path(override).mkdir(parents=True, exist_ok=True)
        return QSettings(str(Path(override) / "zsgames.ini"), QSettings.Format.IniFormat)
    return QSettings(ORGANISATION, APPLICATION)
