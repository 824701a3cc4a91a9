import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest

from tests.support import tiny_game
from zsgames.core import registry

registry.register(tiny_game.GAME)


@pytest.fixture
def tiny():
    return tiny_game.GAME
