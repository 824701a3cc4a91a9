"""The window's language: the app's catalogs (:mod:`zsgames.core.i18n`) and Qt's own words.

:func:`apply_language` renders the app's texts in the chosen language and installs Qt's translation of
its standard words (dialog buttons such as Yes, Cancel, Save; the file dialog; shortcut names),
``qtbase_<lang>.qm`` from PySide6's translations folder (shipped by PySide6-Essentials, kept in the
bundle by ``packaging/bundle_filters.py``). "System" follows the system's locale (Qt's UI
languages: the desktop's setting on every platform). The choice is remembered as
``view/language`` (:mod:`zsgames.ui.shared.settings_store`).
"""

from __future__ import annotations

import logging
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

from zsgames.core import i18n
from zsgames.ui.shared import settings_store

log = logging.getLogger(__name__)

__all__ = ["CHOICES", "apply_language", "qt_translations_folders", "stored_choice", "system_code"]

#: View ▸ Language's choices, in its order: the system's, then each language by its own name.
CHOICES: tuple[str, ...] = (i18n.SYSTEM, *i18n.LANGUAGES)

_installed: QTranslator | None = None  # Qt's translation in use (None: Qt's English)


def stored_choice() -> str:
    """The language chosen last ("system" when never chosen)."""
    return settings_store.language_choice(CHOICES, i18n.SYSTEM)


def system_code() -> str:
    """The language the system asks for, when offered (the desktop's UI languages, in order of
    preference); else the locale variables; else English."""
    for name in QLocale.system().uiLanguages():
        found = i18n.normalise(name)
        if found is not None:
            return found
    return i18n.system_language()


def qt_translations_folders() -> list[Path]:
    """Where Qt's translations may be: Qt's own idea, and the folder beside PySide6's modules (a
    frozen bundle keeps them there)."""
    import PySide6

    folders = [Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath))]
    folders.append(Path(PySide6.__file__).parent / "Qt" / "translations")
    return folders


def _qt_translator(code: str) -> QTranslator | None:
    translator = QTranslator()
    for folder in qt_translations_folders():
        if translator.load(f"qtbase_{code}", str(folder)):
            return translator
    log.warning("Qt's translation qtbase_%s was not found: its standard buttons stay in English", code)
    return None


def apply_language(choice: str) -> str:
    """Render texts in ``choice`` (a language's code or "system") and give Qt's standard words the
    same language; returns the language in use. Widgets get a LanguageChange event from Qt when its
    translation changes; the window retranslates itself when told (``MainWindow.retranslate``)."""
    global _installed
    code = i18n.set_language(system_code() if choice == i18n.SYSTEM else choice)
    # numbers, dates and the dialogs Qt makes: the system's own locale when it speaks this language
    QLocale.setDefault(QLocale.system() if code == system_code() else QLocale(code))
    app = QCoreApplication.instance()
    if _installed is not None:
        if app is not None:
            QCoreApplication.removeTranslator(_installed)
        _installed = None
    if code != i18n.SOURCE and app is not None:
        translator = _qt_translator(code)
        if translator is not None and QCoreApplication.installTranslator(translator):
            _installed = translator
    return code
