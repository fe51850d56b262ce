"""View-models around a session, without QML: what the screens would read and call."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject

from dixit_desktop import app as appmod
from dixit_desktop.session import Session
from dixit_desktop.viewmodels import ViewModels


def build(
    store: Any = None, seed: int = 5, photo_cache: Path | None = None
) -> tuple[Session, ViewModels, QObject]:
    """A session with its view-models (an 84-card deck of ids when the pictures are not
    needed). The returned QObject owns them: keep it alive for the test."""
    from dixit_desktop.i18n import TRANSLATIONS

    TRANSLATIONS.use("en")  # English has its own plural forms
    owner = QObject()
    parts = appmod.Parts(
        store=store,
        deck=None,
        seed_source=lambda: seed,
        describe=lambda c: f"Picture {c}",
        photo_cache=photo_cache,
        min_hold_ms=0,
    )
    session, vms = appmod.build(parts, owner)
    if store is None:  # (with a store, the setting would be remembered)
        vms.settings.setProperty("holdMs", 0)  # a hold of no time (see test_handoff.py)
    return session, vms, owner
