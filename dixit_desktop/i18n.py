"""Languages at run time: which one to use, and installing its compiled translation.

Translations live in ``resources/i18n``: ``<lang>.json`` maps each English source string to
its translation (a plural string, containing ``%n``, maps to a list of plural forms; English
has a file too, for its plural forms), and ``dixit_<lang>.qm`` is the compiled Qt file the app
loads. Rebuilding them is a developer's tool, never imported at start:
``python -m dixit_desktop.devtools.translations update``.

A ``.qm`` file is checked completely before Qt sees it (:func:`qm_problem`): Qt's translator
trusts every length and offset in it, and a damaged file crashed the app (a segmentation fault)
as soon as its language was chosen. A file that fails the check is refused: the app speaks
English and says why (:attr:`Translations.problem`).
"""

from __future__ import annotations

import functools
import logging
import struct
from pathlib import Path

from dixit_desktop import paths
from dixit_desktop.notices import Notice

log = logging.getLogger(__name__)

I18N_DIR = paths.RESOURCES / "i18n"
LANGUAGES: dict[str, str] = {"en": "English", "fr": "Français", "de": "Deutsch", "es": "Español"}
"""Languages the app offers, by code, each named in its own language."""


def qm_path(lang: str) -> Path:
    return I18N_DIR / f"dixit_{lang}.qm"


# --- checking a .qm file before Qt reads it ------------------------------------------------------

QM_MAGIC = bytes.fromhex("3cb86418caef9c95cd211cbf60a1bddd")
MAX_QM_BYTES = 16 * 1024 * 1024
LANGUAGE, HASHES, MESSAGES, NUMERUS = 0xA7, 0x42, 0x69, 0x88
"""The sections lrelease writes (contexts and dependencies are refused: ours have none)."""
END, TRANSLATION, SOURCE, CONTEXT, COMMENT = 1, 3, 6, 7, 8
"""The tags of a message lrelease writes."""
MAX_PLURAL_FORMS = 6
_U32 = struct.Struct(">I")


@functools.lru_cache(maxsize=16384)
def _elf_hash(text: bytes) -> int:
    """Qt's hash of a message's source text and comment (qtranslator.cpp, elfHash). Kept for
    texts seen before: the four languages share their sources, and this loop is most of the
    time a check takes."""
    h = 0
    for ch in text.split(b"\0", 1)[0]:
        h = ((h << 4) + ch) & 0xFFFFFFFF
        g = h & 0xF0000000
        if g:
            h = (h ^ (g >> 24)) & 0x0FFFFFFF
    return h or 1


def _numerus_ok(rules: bytes) -> bool:
    """Qt's own check of plural rules (isValidNumerusRules), and at most a few forms."""
    if not rules:
        return True
    i, forms, n = 0, 1, len(rules)
    while True:
        op = rules[i] & 0x07
        if rules[i] & 0x80 or op not in (1, 2, 3, 4):
            return False
        i += 3 if op == 4 else 2
        if i > n:
            return False
        if i == n:
            return forms <= MAX_PLURAL_FORMS
        if rules[i] not in (0xFD, 0xFE, 0xFF):
            return False
        forms += rules[i] == 0xFF
        i += 1
        if i == n:
            return False


def _messages(data: bytes) -> dict[int, tuple[bytes, int]] | str:
    """Every message of the Messages section by its offset: (source text + comment, number of
    translations), or what is wrong."""
    out: dict[int, tuple[bytes, int]] = {}
    i, n = 0, len(data)
    while i < n:
        start = i
        source = comment = b""
        translations = 0
        seen_source = False
        while True:
            if i >= n:
                return "a message without its end"
            tag = data[i]
            i += 1
            if tag == END:
                break
            if tag not in (TRANSLATION, SOURCE, CONTEXT, COMMENT) or i + 4 > n:
                return "an unknown or cut tag in a message"
            (length,) = _U32.unpack_from(data, i)
            i += 4
            if length > n - i:
                return "a text longer than its message"
            if tag == TRANSLATION:
                if length % 2:
                    return "a translation of an odd length"
                translations += 1
            elif tag == SOURCE:
                source, seen_source = data[i : i + length], True
            elif tag == COMMENT:
                comment = data[i : i + length]
            i += length
        if not seen_source or not translations or translations > MAX_PLURAL_FORMS:
            return "a message without its source text or its translation"
        out[start] = (source.rstrip(b"\0") + comment.rstrip(b"\0"), translations)
    return out


def qm_problem(data: bytes) -> str:
    """What is wrong with a compiled translation ("" when nothing): the magic number, every
    section tag and length within the file, the hash table sorted and each of its entries
    pointing at the start of a message whose text has that hash, every message well formed,
    the plural rules valid. Pure Python: nothing is handed to Qt before this says yes."""
    if len(data) > MAX_QM_BYTES:
        return "too large"
    if len(data) <= len(QM_MAGIC) or not data.startswith(QM_MAGIC):
        return "not a translation file"
    sections: dict[int, bytes] = {}
    i = len(QM_MAGIC)
    while i < len(data):
        if i + 5 > len(data):
            return "a cut section header"
        tag = data[i]
        (length,) = _U32.unpack_from(data, i + 1)
        i += 5
        if tag not in (LANGUAGE, HASHES, MESSAGES, NUMERUS) or tag in sections:
            return f"an unexpected section {tag:#x}"
        if not length or length > len(data) - i:
            return "a section longer than the file"
        sections[tag] = data[i : i + length]
        i += length
    hashes, messages = sections.get(HASHES), sections.get(MESSAGES)
    if hashes is None or messages is None:
        return "no messages"
    if len(hashes) % 8:
        return "a cut hash table"
    if not _numerus_ok(sections.get(NUMERUS, b"")):
        return "damaged plural rules"
    try:
        sections.get(LANGUAGE, b"").decode("ascii")
    except UnicodeDecodeError:
        return "a damaged language name"
    found = _messages(messages)
    if isinstance(found, str):
        return found
    last = 0
    for k in range(0, len(hashes), 8):
        h, offset = _U32.unpack_from(hashes, k)[0], _U32.unpack_from(hashes, k + 4)[0]
        if h < last:
            return "an unsorted hash table"
        last = h
        message = found.get(offset)
        if message is None or _elf_hash(message[0]) != h:
            return "a hash table that does not match the messages"
    if len(hashes) // 8 != len(found):
        return "messages missing from the hash table"
    return ""


def read_qm(path: Path) -> tuple[bytes | None, str]:
    """The bytes of a compiled translation and "", or None and why it cannot be used."""
    try:
        with path.open("rb") as f:
            data = f.read(MAX_QM_BYTES + 1)
    except FileNotFoundError:
        return None, "missing"
    except OSError as e:
        return None, f"unreadable ({e.strerror or e})"
    problem = qm_problem(data)
    return (None, problem) if problem else (data, "")


class Translations:
    """The installed translator; :meth:`use` swaps the language of a running app. The app has
    one (:data:`TRANSLATIONS`): a second one would leave its translator installed."""

    def __init__(self) -> None:
        self._translator: object | None = None
        self._data: bytes | None = None
        """The checked bytes the translator reads (Qt does not copy them: kept alive here)."""
        self.language = "en"
        self.problem: Notice | None = None
        """Why the language last asked for is not the one in use (None: it is)."""

    def use(self, lang: str) -> bool:
        """Install ``lang``. False if its file cannot be loaded: English is used then, and
        :attr:`problem` says why (a file that fails :func:`qm_problem` never reaches Qt)."""
        from PySide6.QtCore import QCoreApplication

        app = QCoreApplication.instance()
        if app is None:
            return False
        if self._translator is not None:
            QCoreApplication.removeTranslator(self._translator)  # type: ignore[arg-type]
            self._translator = None
        self.language = "en"
        self.problem = None
        if lang not in LANGUAGES:
            return False
        if self._install(app, lang):
            return True
        self.problem = Notice("i18n.unusable", {"language": LANGUAGES[lang]})
        if lang != "en":
            self._install(app, "en")  # English's plural forms, if its own file is whole
        return False

    def _install(self, app: object, lang: str) -> bool:
        from PySide6.QtCore import QCoreApplication, QTranslator

        data, why = read_qm(qm_path(lang))
        if data is None:
            log.warning("the %s translation cannot be used: %s", lang, why)
            return False
        translator = QTranslator(app)  # type: ignore[arg-type]  # English too: its plural forms
        if not translator.load(data):
            return False
        QCoreApplication.installTranslator(translator)
        self._translator, self._data = translator, data
        self.language = lang
        return True


TRANSLATIONS = Translations()


def resolve(setting: str, system_locale: str) -> str:
    """The language to use for a setting ("system", or a code) and the system's locale."""
    if setting in LANGUAGES:
        return setting
    code = system_locale.split("_")[0].split("-")[0].lower()
    return code if code in LANGUAGES else "en"
