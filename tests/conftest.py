import gc
import os
import sys

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest

from tests.support import tiny_game
from zsgames.core import registry
from zsgames.core.i18n import use_catalog
from zsgames.core.state_diff import FieldEquality, field_diff

registry.register(tiny_game.GAME)


def pytest_configure(config):
    # Under xdist a worker has a second thread running Python (execnet's receiver), and CPython's
    # automatic collector runs in whichever thread crosses a threshold. There it would destroy an
    # old board caught in a garbage cycle while the test's thread is still delivering it events:
    # "Internal C++ object (ZongShiBoard) already deleted", then a segfault. So the automatic
    # collector stays off in tests; the GUI thread collects (zsgames.ui.background.gui_gc while a worker
    # lives, and after every test below), as the app does while its own workers run.
    gc.disable()


def pytest_assertrepr_compare(op, left, right):
    """``assert a == b`` on two game states (or workshops, fights) names the fields that differ."""
    if op == "==" and isinstance(left, FieldEquality) and type(left) is type(right):
        diff = field_diff(left, right)
        return [f"{type(left).__name__} objects differ in {len(diff)} field(s):", *diff]
    return None


@pytest.fixture(autouse=True)
def _english_after_each_test():
    """A test that switches the language (the menu, --lang) leaves English, the source, behind."""
    yield
    use_catalog(None)


@pytest.fixture(autouse=True)
def _collect_garbage_on_this_thread():
    """After each test: the widgets pytest-qt closed are deleted, then garbage is collected here."""
    yield
    if "PySide6.QtCore" in sys.modules:
        from PySide6.QtCore import QCoreApplication, QEvent

        if QCoreApplication.instance() is not None:
            QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    gc.collect()


@pytest.fixture
def tiny():
    return tiny_game.GAME
