"""Where the app keeps its files, without Qt (the headless commands need it too).

``$ZSGAMES_DATA_DIR`` or the platform's user data directory (platformdirs): the autosave, the logs'
folder when that variable is set, and the statistics database.
"""

from __future__ import annotations

import os
from pathlib import Path

ORGANISATION = "zsgames"
APPLICATION = "zsgames"


def data_dir() -> Path:
    override = os.environ.get("ZSGAMES_DATA_DIR")
    if override:
        return Path(override)
    from platformdirs import user_data_dir

    return Path(user_data_dir(APPLICATION, ORGANISATION))
