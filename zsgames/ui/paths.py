"""Where the app keeps its files and settings (overridable for tests).

* data: ``$ZSGAMES_DATA_DIR`` or the platform's user data directory (platformdirs) — autosave.
* settings: QSettings with organisation "zsgames", application "zsgames"; ``$ZSGAMES_SETTINGS_DIR``
  switches to an INI file in that folder (tests never touch the real settings).
"""

from __future__ import annotations

import os
from pathlib import Path

from PySide6.QtCore import QSettings

ORGANISATION = "zsgames"
APPLICATION = "zsgames"


def data_dir() -> Path:
    override = os.environ.get("ZSGAMES_DATA_DIR")
    if override:
        return Path(override)
    from platformdirs import user_data_dir

    return Path(user_data_dir(APPLICATION, ORGANISATION))


def autosave_path() -> Path:
    return data_dir() / "autosave.json"


def settings() -> QSettings:
    override = os.environ.get("ZSGAMES_SETTINGS_DIR")
    if override:
        Path(override).mkdir(parents=True, exist_ok=True)
        return QSettings(str(Path(override) / "zsgames.ini"), QSettings.Format.IniFormat)
    return QSettings(ORGANISATION, APPLICATION)
