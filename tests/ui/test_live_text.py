"""Kept widget texts (zsgames.ui.shared.live_text) follow the language and forget deleted widgets."""

from __future__ import annotations

from PySide6.QtWidgets import QLabel
from shiboken6 import delete

from zsgames.core.i18n import Catalog, Text, use_catalog
from zsgames.core.po import read_po
from zsgames.ui.shared import live_text

CATALOG = 'msgid ""\nmsgstr "Plural-Forms: nplurals=1; plural=0;\\n"\n\nmsgid "Players"\nmsgstr "玩家"\n'


def test_a_kept_text_is_set_now_and_again_after_a_switch(qtbot):
    label = QLabel()
    qtbot.addWidget(label)
    live_text.keep(label.setText, Text("Players"))
    assert label.text() == "Players"
    use_catalog(Catalog.of("zh_CN", read_po(CATALOG)))
    live_text.retranslate()
    assert label.text() == "玩家"
    use_catalog(None)
    live_text.retranslate()
    assert label.text() == "Players"


def test_a_deleted_widget_s_text_is_forgotten(qapp):
    label = QLabel()
    live_text.keep(label.setToolTip, Text("Players"))
    before = live_text.kept_count()
    delete(label)
    live_text.retranslate()  # no call on the deleted widget
    assert live_text.kept_count() < before
