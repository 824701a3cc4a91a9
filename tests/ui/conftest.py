import pytest

from tests.support.tiny_board import TinyBoard
from zsgames.ui.boards import register_board
from zsgames.ui.shared import seat_palette

register_board("tiny", TinyBoard)


@pytest.fixture(autouse=True)
def _private_dirs(tmp_path, monkeypatch):
    """Never touch the real user data or settings during UI tests."""
    monkeypatch.setenv("ZSGAMES_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setenv("ZSGAMES_SETTINGS_DIR", str(tmp_path / "settings"))
    seat_palette.forget_setting()  # the palette is read from this test's settings
    yield
    seat_palette.forget_setting()
