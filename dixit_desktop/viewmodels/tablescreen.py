"""The table on a second screen (a TV): whether there is one, whether the family put the table
there (remembered), which screen it is, and what it may show now (only public things, decided
by :func:`dixit_desktop.session.tablescreen.table_show`). Follows screens coming and going."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import Property, QEnum, QObject, Signal
from PySide6.QtQml import QmlElement, QmlSingleton

from dixit_desktop.session.changes import Change
from dixit_desktop.session.tablescreen import TableShow

from . import wiring
from .base import SessionViewModel, model_property
from .models import BoardModel

if TYPE_CHECKING:
    from dixit_desktop.session import Session

QML_IMPORT_NAME = "DixitDesktop.Backend"
QML_IMPORT_MAJOR_VERSION = 1

SETTING = "table_screen"
"""The store's key for the family's choice (off until they turn it on)."""


@QmlElement
@QmlSingleton
class TableScreen(SessionViewModel):
    QEnum(TableShow)

    screensChanged = Signal()
    """available, enabled, shown or screen changed."""
    tableChanged = Signal()
    """show or headline changed."""

    def __init__(
        self,
        session: Session,
        describe: Any,
        store: Any = None,
        app: Any = None,
        parent: QObject | None = None,
    ) -> None:
        self._board = BoardModel()
        self._describe = describe
        self._store = store
        self._app = app
        self._screens: list[Any] = list(app.screens()) if app is not None else []
        self._home = ""
        self._enabled = bool(store.setting(SETTING, False)) if store is not None else False
        super().__init__(session, parent)
        self._board.setParent(self)
        if app is not None:
            app.screenAdded.connect(self.screen_added)
            app.screenRemoved.connect(self.screen_removed)
        self._refresh()

    @staticmethod
    def create(engine: Any) -> TableScreen:
        return wiring.of(engine).table_screen

    # --- the screens ---------------------------------------------------------------------------

    def screen_added(self, screen: QObject) -> None:
        if screen not in self._screens:
            self._screens.append(screen)
            self.screensChanged.emit()

    def screen_removed(self, screen: QObject) -> None:
        """A screen unplugged: the table window leaves it at once (Qt moves what is left on
        a removed screen to the main one only after this signal)."""
        if screen in self._screens:
            self._screens.remove(screen)
        self.screensChanged.emit()

    def _second(self) -> Any:
        """The first screen the app's own window is not on (a QScreen, or None). ``app`` is
        the QGuiApplication, or anything with its screens and their two signals."""
        home = self._home
        if not home and self._app is not None and self._app.primaryScreen() is not None:
            home = self._app.primaryScreen().name()
        others = [s for s in self._screens if s.name() != home]
        return others[0] if len(self._screens) > 1 and others else None

    available = Property(bool, lambda self: self._second() is not None, notify=screensChanged)
    """There is a second screen (otherwise nothing about it is offered)."""

    def _set_enabled(self, on: bool) -> None:
        if bool(on) != self._enabled:
            self._enabled = bool(on)
            if self._store is not None:
                self._store.set_setting(SETTING, self._enabled)
            self.screensChanged.emit()

    enabled = Property(bool, lambda self: self._enabled, _set_enabled, notify=screensChanged)
    """The family's choice, remembered: the table comes back when the screen does."""
    shown = Property(
        bool, lambda self: self._enabled and self._second() is not None, notify=screensChanged
    )

    def _screen_name(self) -> str:
        second = self._second() if self._enabled else None
        return str(second.name()) if second is not None else ""

    screenName = Property(str, _screen_name, notify=screensChanged)
    """The screen the table shows on ("" while it is not shown)."""

    def _set_home(self, name: str) -> None:
        if name != self._home:
            self._home = name
            self.screensChanged.emit()

    homeScreen = Property(str, lambda self: self._home, _set_home, notify=screensChanged)
    """The name of the screen the app's own window is on (the table goes to another one)."""

    # --- what the table screen shows -----------------------------------------------------------

    def changed(self, change: Change) -> None:
        if change & (Change.STEP | Change.TABLE | Change.HANDOFF | Change.VIEWER | Change.STORY):
            self._refresh()

    def retranslate(self) -> None:
        self._refresh()

    def _refresh(self) -> None:
        from dixit_desktop.session.tablescreen import table_show

        s = self._session
        g = s.game
        self._show = table_show(s.step, g.phase if g is not None else None, s.reveal is not None)
        self._headline = self._doing()
        self._board.set_rows(self._board_rows())
        self.tableChanged.emit()

    def _board_rows(self) -> list[dict[str, Any]]:
        """The public board only: never the viewer's marks, whatever the device shows."""
        from . import rows

        s = self._session
        g = s.game
        if self._show is TableShow.REVEAL and s.reveal is not None:
            return rows.revealed_board_rows(s.reveal, s.specs, self._describe)
        if self._show is TableShow.BOARD and g is not None:
            return rows.voting_board_rows(g, self._describe)
        return []

    def _doing(self) -> str:
        """Who the table waits for and what for ("Mia is voting…"), or nothing."""
        from dixit_desktop.notices import Notice
        from dixit_desktop.session.computers import DOING
        from dixit_desktop.session.tablescreen import acting_seat
        from dixit_desktop.words import text

        s = self._session
        g = s.game
        if g is None or self._show not in (TableShow.WAITING, TableShow.BOARD):
            return ""
        seat = acting_seat(
            s.step, s.handoff, s.viewer, s.computers.seat, g.storyteller, g.waiting_for()
        )
        req = g.request_for(seat) if 0 <= seat < len(s.specs) else None
        if req is None:
            return ""
        return text(Notice(DOING[req.kind], {"name": s.specs[seat].name}))

    show = Property(int, lambda self: int(self._show), notify=tableChanged)
    """A :class:`TableShow`: what the table screen shows now."""
    headline = Property(str, lambda self: self._headline, notify=tableChanged)
    board = model_property("_board")
