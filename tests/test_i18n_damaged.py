"""A damaged translation file never kills the app (issue 25, item 6).

Qt's translator trusts every length and offset of a ``.qm`` file: byte-corrupted copies of
``dixit_fr.qm`` crashed it with a segmentation fault as soon as French was chosen. The app now
checks the whole structure in Python first (``i18n.qm_problem``) and refuses a damaged file:
English is used and a notice says why, in words readable in English.

The corpus (byte flips with fixed seeds, truncations, an empty file, targeted damage) is played
in a child process, so that a crash is a failed test and not a dead test run; the same corpus
is played once against the old loader (the file handed straight to QTranslator) to show that
it does crash on some of them.
"""

from __future__ import annotations

import json
import random
import struct
import subprocess
import sys
from pathlib import Path

import pytest

from dixit_desktop.i18n import I18N_DIR, qm_path, qm_problem, read_qm

FR = qm_path("fr").read_bytes()
SEEDS = range(300)
NOTICE_EN = "The translation (Français) is missing or damaged, so the game speaks English."


def _sections(data: bytes) -> dict[int, tuple[int, int]]:
    """Section tag -> (offset of its length field, offset of its data)."""
    out, i = {}, 16
    while i + 5 <= len(data):
        (length,) = struct.unpack_from(">I", data, i + 1)
        out[data[i]] = (i + 1, i + 5)
        i += 5 + length
    return out


def _put32(data: bytes, at: int, value: int) -> bytes:
    return data[:at] + struct.pack(">I", value) + data[at + 4 :]


def corpus() -> dict[str, bytes]:
    """Damaged copies of dixit_fr.qm, by name."""
    out: dict[str, bytes] = {}
    for seed in SEEDS:
        rng = random.Random(seed)
        raw = bytearray(FR)
        for _ in range(1 + seed % 8 if seed < 150 else 16 + seed % 48):  # a few, or many
            raw[rng.randrange(16, len(raw))] ^= 1 + rng.randrange(255)
        out[f"flip-{seed}"] = bytes(raw)
    for cut in (0, 8, 16, 17, 20, 21, 200, len(FR) // 3, len(FR) // 2, len(FR) - 1):
        out[f"cut-{cut}"] = FR[:cut]
    sec = _sections(FR)
    hashes_len, hashes = sec[0x42]
    messages_len, messages = sec[0x69]
    out["section-too-long"] = _put32(FR, messages_len, 0x7FFFFFF0)
    out["hash-offset-outside"] = _put32(FR, hashes + 4, 0x7FFFFFF0)
    first = struct.unpack_from(">I", FR, hashes + 4)[0]
    out["hash-offset-mid-message"] = _put32(FR, hashes + 4, first + 3)
    out["translation-too-long"] = _put32(FR, messages + 1, 0x7FFFFFF0)
    out["translation-null"] = _put32(FR, messages + 1, 0xFFFFFFFF)
    out["hash-table-cut"] = _put32(FR, hashes_len, struct.unpack_from(">I", FR, hashes_len)[0] - 3)
    out["garbage-after-magic"] = FR[:16] + random.Random(1).randbytes(4000)
    out["not-a-qm"] = b"<TS>this is a .ts file, not a .qm</TS>"
    return out


def test_the_shipped_files_pass_the_check() -> None:
    for lang in ("en", "fr", "de", "es"):
        data, why = read_qm(qm_path(lang))
        assert data is not None and why == "", (lang, why)


def test_the_check_refuses_structural_damage() -> None:
    damaged = corpus()
    for name in damaged:
        if not name.startswith("flip-"):
            assert qm_problem(damaged[name]), name
    assert read_qm(I18N_DIR / "dixit_xx.qm") == (None, "missing")


CHILD = r"""
import json, os, shutil, sys
from pathlib import Path
os.environ["QT_QPA_PLATFORM"] = "offscreen"
from PySide6.QtCore import QCoreApplication, QTranslator
app = QCoreApplication([])
mode, folder, messages, files, start = sys.argv[1:6]
messages = json.loads(Path(messages).read_text())
files = json.loads(Path(files).read_text())

def lookups():
    for ctx, src, plural in messages:
        for n in ((1, 2) if plural else (-1,)):
            QCoreApplication.translate(ctx, src, None, n)

if mode == "old":  # the loader before issue 25: the file straight to Qt
    for i in range(int(start), len(files)):
        t = QTranslator(app)
        if t.load(files[i]):
            QCoreApplication.installTranslator(t)
            lookups()
            QCoreApplication.removeTranslator(t)
        print(json.dumps({"done": i}), flush=True)
else:
    import dixit_desktop.i18n as i18n
    from dixit_desktop.words import text
    i18n.I18N_DIR = Path(folder)
    for i, f in enumerate(files):
        shutil.copy(f, Path(folder) / "dixit_fr.qm")
        ok = i18n.TRANSLATIONS.use("fr")
        lookups()
        problem = i18n.TRANSLATIONS.problem
        print(json.dumps({
            "done": i, "ok": ok, "language": i18n.TRANSLATIONS.language,
            "code": problem.code if problem else "", "notice": text(problem) if problem else "",
            "plural": QCoreApplication.translate(*next(m[:2] for m in messages if m[2]), None, 2),
        }), flush=True)
"""


def _run(
    mode: str, tmp: Path, files: list[Path], start: int = 0
) -> subprocess.CompletedProcess[str]:
    messages = tmp / "messages.json"
    if not messages.exists():
        from dixit_desktop.devtools.translations import extract

        messages.write_text(json.dumps([[c, s, "%n" in s] for c, s in extract()]))
    listing = tmp / "files.json"
    listing.write_text(json.dumps([str(f) for f in files]))
    return subprocess.run(
        [sys.executable, "-c", CHILD, mode, *map(str, (tmp / "i18n", messages, listing, start))],
        capture_output=True,
        text=True,
        timeout=600,
    )


@pytest.fixture(scope="module")
def damaged(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, list[Path], list[str]]:
    tmp = tmp_path_factory.mktemp("qm")
    (tmp / "i18n").mkdir()
    (tmp / "i18n" / "dixit_en.qm").write_bytes(qm_path("en").read_bytes())
    names, files = [], []
    for name, data in corpus().items():
        f = tmp / f"{name}.qm"
        f.write_bytes(data)
        names.append(name)
        files.append(f)
    return tmp, files, names


def test_no_damaged_file_crashes_the_app_and_each_falls_back_to_english_with_a_notice(
    damaged: tuple[Path, list[Path], list[str]],
) -> None:
    tmp, files, names = damaged
    run = _run("new", tmp, files)
    assert run.returncode == 0, f"the child process died ({run.returncode}): {run.stderr[-2000:]}"
    results = [json.loads(line) for line in run.stdout.splitlines()]
    from dixit_desktop.devtools.translations import extract

    source = next(src for _ctx, src in extract() if "%n" in src)
    english = json.loads((I18N_DIR / "en.json").read_text(encoding="utf-8"))[source]
    plural = english[1].replace("%n", "2")
    assert len(results) == len(files)
    refused = accepted = 0
    for name, r in zip(names, results, strict=True):
        if r["ok"]:  # damage only inside a translation's letters: French, still whole
            accepted += 1
            assert r["language"] == "fr" and not r["code"], name
            assert qm_problem((tmp / f"{name}.qm").read_bytes()) == ""
        else:
            refused += 1
            assert r["language"] == "en" and r["code"] == "i18n.unusable", name
            assert r["notice"] == NOTICE_EN, name  # in English, since French failed
            assert r["plural"] == plural, name  # English's own plural forms still load
    print(f"\n{refused} damaged files refused, {accepted} accepted (text bytes only), 0 crashes")
    assert refused > accepted


ENOUGH_CRASHES = 6


def test_the_old_loader_crashed_on_some_of_the_same_files(
    damaged: tuple[Path, list[Path], list[str]],
) -> None:
    """The corpus is not harmless: handed straight to QTranslator, some of it kills the
    process (each crash restarts the child after the file that crashed). A quarter of the
    random flips crash it; the first few crashes are proof enough, and each restart costs a
    Qt start, so the search stops there."""
    tmp, files, names = damaged
    crashed: list[str] = []
    start = 0
    while start < len(files) and len(crashed) < ENOUGH_CRASHES:
        run = _run("old", tmp, files, start)
        lines = [line for line in run.stdout.splitlines() if line.startswith("{")]
        done = [json.loads(line)["done"] for line in lines]
        if run.returncode == 0:
            break
        bad = (done[-1] + 1) if done else start
        assert run.returncode < 0, run.stderr[-2000:]  # killed by a signal: a crash
        crashed.append(f"{names[bad]} ({run.returncode})")
        start = bad + 1
    print(f"\nthe old loader crashed on {len(crashed)} of the first {start} files: {crashed}")
    assert crashed
    for c in crashed:  # each file that crashed the old loader is refused by the new one
        assert qm_problem((tmp / f"{c.split()[0]}.qm").read_bytes()), c


def test_choosing_a_damaged_language_keeps_english_and_says_why(
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    qtbot,  # type: ignore[no-untyped-def]
) -> None:
    """Through the app's own wiring: Settings -> the language -> a notice on screen."""
    from PySide6.QtCore import QObject

    from dixit_desktop import app as appmod
    from dixit_desktop import i18n

    for lang in ("en", "de"):
        (tmp_path / f"dixit_{lang}.qm").write_bytes(qm_path(lang).read_bytes())
    (tmp_path / "dixit_fr.qm").write_bytes(FR[: len(FR) // 2])
    monkeypatch.setattr(i18n, "I18N_DIR", tmp_path)
    engine, session, vms = appmod.create_engine(appmod.Parts(deck=None, seed_source=lambda: 3))
    owner = QObject()
    engine.setParent(owner)
    try:
        vms.settings.setProperty("language", "fr")
        assert i18n.TRANSLATIONS.language == "en" and session.notice is not None
        assert session.notice.code == "i18n.unusable"
        assert vms.navigator.property("notice") == NOTICE_EN
        vms.settings.setProperty("language", "de")  # a whole file: German, and no notice
        assert i18n.TRANSLATIONS.language == "de" and i18n.TRANSLATIONS.problem is None
        assert session.notice is None
    finally:
        i18n.TRANSLATIONS.use("en")
