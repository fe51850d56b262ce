"""Languages at run time: which one to use, and installing its compiled translation.

Translations live in ``resources/i18n``: ``<lang>.json`` maps each English source string to
its translation (a plural string, containing ``%n``, maps to a list of plural forms; English
has a file too, for its plural forms), and ``dixit_<lang>.qm`` is the compiled Qt file the app
loads. Rebuilding them is a developer's tool, never imported at start:
``python -m dixit_desktop.devtools.translations update``.
"""

from __future__ import annotations

from pathlib import Path

from dixit_desktop import paths

I18N_DIR = paths.RESOURCES / "i18n"
LANGUAGES: dict[str, str] = {"en": "English", "fr": "Français", "de": "Deutsch", "es": "Español"}
"""Languages the app offers, by code, each named in its own language."""


def qm_path(lang: str) -> Path:
    return I18N_DIR / f"dixit_{lang}.qm"


class Translations:
    """The installed translator; :meth:`use` swaps the language of a running app. The app has
    one (:data:`TRANSLATIONS`): a second one would leave its translator installed."""

    def __init__(self) -> None:
        self._translator: object | None = None
        self.language = "en"

    def use(self, lang: str) -> bool:
        """Install ``lang`` (English needs no file). False if its file cannot be loaded."""
        from PySide6.QtCore import QCoreApplication, QTranslator

        app = QCoreApplication.instance()
        if app is None:
            return False
        if self._translator is not None:
            QCoreApplication.removeTranslator(self._translator)  # type: ignore[arg-type]
            self._translator = None
        self.language = "en"
        if lang not in LANGUAGES:
            return False
        translator = QTranslator(app)  # English too: its plural forms ("1 card", "2 cards")
        if not translator.load(str(qm_path(lang))):
            return False
        QCoreApplication.installTranslator(translator)
        self._translator = translator
        self.language = lang
        return True


TRANSLATIONS = Translations()


def resolve(setting: str, system_locale: str) -> str:
    """The language to use for a setting ("system", or a code) and the system's locale."""
    if setting in LANGUAGES:
        return setting
    code = system_locale.split("_")[0].split("-")[0].lower()
    return code if code in LANGUAGES else "en"
