import pytest

from tests.support.tiny_board import TinyBoard
from zsgames.ui.boards import register_board

register_board("tiny", TinyBoard)


@pytest.fixture(autouse=True)
def _private_dirs(tmp_path, monkeypatch):
    """Never touch the real user data or settings during UI tests."""
    monkeypatch.setenv("ZSGAMES_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setenv("ZSGAMES_SETTINGS_DIR", str(tmp_path / "settings"))
    yield
