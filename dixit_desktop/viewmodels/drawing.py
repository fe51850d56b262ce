"""Drawing one card: the brush (tool, size, colour), the paper, undo, redo, clear, the card's
title, words and maker, and saving it among the family's cards (exported and written on a
worker thread, :mod:`.drawingsave`; ``saving`` meanwhile). The drawing in progress is
kept as a draft (at each stroke's end, at most every few seconds, and whenever the screen is
left), so a closed or crashed app loses nothing.

The canvas (:mod:`.drawingcanvas`) hands its points here in the picture's pixels: ``press``,
``move`` and ``release`` feed the sketch (``dixit_desktop.drawing.sketch``) and return the
part of the picture that changed; ``picture()`` is the raster's image. The stroke model, its
rendering and the family's store are ``dixit_desktop.drawing``'s, imported on first use."""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import Property, QObject, QRect, QTimer, Signal, Slot
from PySide6.QtQml import QmlElement, QmlSingleton

from dixit_desktop.session.changes import Change
from dixit_desktop.session.steps import Step

from . import drawingkit as kit
from . import wiring
from .base import SessionViewModel
from .drawingsave import CardSaver, SaveJob

if TYPE_CHECKING:
    from PySide6.QtGui import QImage

    from dixit_desktop.drawing.family import FamilyCard, FamilyStore
    from dixit_desktop.drawing.raster import Raster
    from dixit_desktop.drawing.sketch import Sketch
    from dixit_desktop.session import Session

QML_IMPORT_NAME = "DixitDesktop.Backend"
QML_IMPORT_MAJOR_VERSION = 1

log = logging.getLogger(__name__)

PICTURE_WIDTH = 800
"""The canvas's picture, in pixels across (the card itself is saved at 1200x1800)."""


@QmlElement
@QmlSingleton
class Drawing(SessionViewModel):
    pictureChanged = Signal()
    """The whole picture changed (undo, redo, clear, fill, paper, another drawing)."""
    brushChanged = Signal()
    historyChanged = Signal()
    cardChanged = Signal()
    wordsChanged = Signal()
    saved = Signal(str)
    """A card was saved (its id): the family's cards show it chosen."""
    savingChanged = Signal()

    def __init__(
        self,
        session: Session,
        family: Callable[[], FamilyStore | None],
        parent: QObject | None = None,
    ) -> None:
        super().__init__(session, parent)
        self._family = family
        self._sketch_: Sketch | None = None
        self._raster_: Raster | None = None
        self._tool = "felt"
        self._size = "small"
        self._colour = kit.PALETTE[0]
        self._custom = "#3c8dbc"
        self._card_id = ""
        self._title = ""
        self._words = ""
        self._maker = ""
        self._was_drawing = False
        self._draft_timer = QTimer(self)
        self._draft_timer.setSingleShot(True)
        self._draft_timer.timeout.connect(lambda: self.keep_draft(force=True))
        self._saver = CardSaver(self)
        self._saver.runningChanged.connect(self.savingChanged)
        self._saver.finished.connect(self._card_saved)
        self._saver.failed.connect(self._save_failed)
        from PySide6.QtCore import QCoreApplication

        app = QCoreApplication.instance()
        if app is not None:  # the app closing: the drawing in progress is kept first
            app.aboutToQuit.connect(self._quitting)

    @staticmethod
    def create(engine: Any) -> Drawing:
        return wiring.of(engine).drawing

    @Slot()
    def _quitting(self) -> None:
        self._saver.wait()  # a card being saved is saved first (or kept as a draft)
        self.keep_draft(force=True)

    def changed(self, change: Change) -> None:
        if change & Change.STEP:
            drawing = self._session.step is Step.DRAWING
            if self._was_drawing and not drawing:
                self.keep_draft(force=True)  # Back: the drawing waits as a draft
            self._was_drawing = drawing

    def retranslate(self) -> None:
        self.wordsChanged.emit()

    # --- the sketch and its picture, made on first use ------------------------------------------

    @property
    def sketch(self) -> Sketch:
        if self._sketch_ is None:
            from dixit_desktop.drawing.sketch import Sketch

            self._sketch_ = Sketch()
        return self._sketch_

    @property
    def raster(self) -> Raster:
        if self._raster_ is None:
            from dixit_desktop.drawing.raster import Raster
            from dixit_desktop.drawing.sketch import HEIGHT

            self._raster_ = Raster(self.sketch, PICTURE_WIDTH, round(PICTURE_WIDTH * HEIGHT))
        return self._raster_

    def _show_sketch(self, sketch: Sketch) -> None:
        self._sketch_ = sketch
        if self._raster_ is not None:
            self._raster_.set_sketch(sketch)
        self.pictureChanged.emit()
        self.historyChanged.emit()
        self.brushChanged.emit()

    def picture(self) -> QImage:
        """The canvas's picture (the canvas paints it scaled). Every change brings it up to
        date as it happens, on this thread: painting (on Qt Quick's render thread) only
        reads it."""
        return self.raster.image()

    # --- the canvas's points (picture pixels) ---------------------------------------------------

    def _card_point(self, x: float, y: float) -> tuple[float, float]:
        width = float(self.raster.image().width()) or 1.0
        return x / width, y / width

    def _synced(self) -> QRect:
        return self.raster.sync()

    def press(self, x: float, y: float, pressure: float = 1.0) -> QRect:
        """A finger, a pen or the mouse comes down at (x, y): a stroke begins, or (the fill
        tool) the region there is filled."""
        from dixit_desktop.drawing.errors import SketchFullError
        from dixit_desktop.drawing.sketch import SIZES

        if self._saver.running:  # the card is being saved as it is
            return QRect()
        cx, cy = self._card_point(x, y)
        try:
            if self._tool == kit.FILL:
                self.sketch.fill(cx, cy, self._colour)
                rect = self._synced()
                self.pictureChanged.emit()
            else:
                self.sketch.begin_stroke(
                    self._tool, self._colour, SIZES[self._size], cx, cy, pressure
                )
                rect = self._synced()
        except SketchFullError as e:
            self._session.say(e.notice)
            return QRect()
        self.historyChanged.emit()
        return rect

    def move(self, x: float, y: float, pressure: float = 1.0) -> QRect:
        from dixit_desktop.drawing.errors import SketchFullError

        cx, cy = self._card_point(x, y)
        try:
            grew = self.sketch.extend_stroke(cx, cy, pressure)
        except SketchFullError as e:  # the sketch filled up while a long stroke went on
            self._session.say(e.notice)
            return QRect()
        return self.raster.stroke_added_points() if grew else QRect()

    def release(self) -> QRect:
        """The stroke ends (a tap's dot shows now); it is kept in the draft."""
        ended = self.sketch.end_stroke() is not None
        rect = self._synced()
        if ended:
            self.historyChanged.emit()
        self.keep_draft()
        return rect

    # --- the drawing in progress ----------------------------------------------------------------

    def keep_draft(self, force: bool = False) -> None:
        """Keep the drawing in progress: now if forced, else at most every few seconds (the
        last stroke is always kept, a moment later)."""
        from dixit_desktop.drawing.errors import DrawingError
        from dixit_desktop.drawing.family import DRAFT_EVERY_S, Draft

        family = self._family()
        sketch = self._sketch_
        if family is None or sketch is None:
            return
        if not sketch.can_undo and not (self._title or self._words or self._maker):
            return  # nothing done on this sheet: an older draft stays as it is
        draft = Draft(self.sketch, self._card_id, self._title, self._words, self._maker)
        try:
            written = family.save_draft(draft, force=force)
        except DrawingError as e:
            self._session.say(e.notice)
            return
        if written:
            self._draft_timer.stop()
        elif not self._draft_timer.isActive():
            self._draft_timer.start(round(DRAFT_EVERY_S * 1000))

    def has_draft(self) -> bool:
        family = self._family()
        return family is not None and family.folder.joinpath("draft.json").exists()

    def begin(self, card_id: str = "", draft: bool = False) -> bool:
        """Start drawing: a new card, a card opened again (``card_id``), or (``draft``) the
        drawing in progress left last time. False (said) when that card cannot be opened (its
        drawing damaged or too big): nothing changes."""
        from dixit_desktop.drawing.errors import DrawingError
        from dixit_desktop.drawing.sketch import Sketch

        family = self._family()
        sketch, title, words, maker = Sketch(), "", "", ""
        try:
            if draft and family is not None:
                kept = family.load_draft()
                for notice in family.take_notices():
                    self._session.say(notice)
                if kept is not None:
                    sketch, card_id = kept.sketch, kept.card_id
                    title, words, maker = kept.title, kept.words, kept.maker
            elif card_id and family is not None:
                card = family.card(card_id)
                sketch = family.sketch(card_id)
                title, words, maker = card.title, card.words, card.maker
        except DrawingError as e:
            self._session.say(e.notice)
            return False
        self._card_id, self._title, self._words, self._maker = card_id, title, words, maker
        self._show_sketch(sketch)
        self.cardChanged.emit()
        return True

    # --- the brush ------------------------------------------------------------------------------

    def _set_tool(self, tool: str) -> None:
        from dixit_desktop.drawing.sketch import TOOLS

        if tool != self._tool and (tool in TOOLS or tool == kit.FILL):
            self._tool = tool
            self.brushChanged.emit()

    def _set_size(self, size: str) -> None:
        from dixit_desktop.drawing.sketch import SIZES

        if size != self._size and size in SIZES:
            self._size = size
            self.brushChanged.emit()

    def _set_colour(self, colour: str) -> None:
        from dixit_desktop.drawing.sketch import check_colour

        try:
            colour = check_colour(colour)
        except ValueError:
            return
        if colour != self._colour:
            self._colour = colour
            if self._tool == "eraser":
                self._tool = "felt"  # a colour chosen is a colour to draw with
            self.brushChanged.emit()

    def _set_custom(self, colour: str) -> None:
        from dixit_desktop.drawing.sketch import check_colour

        try:
            self._custom = check_colour(colour)
        except ValueError:
            return
        self.brushChanged.emit()

    def _set_paper(self, paper: str) -> None:
        if self._saver.running:
            return
        try:
            self.sketch.set_paper(paper)
        except ValueError:  # an unknown paper: nothing changes
            log.warning("unknown paper %r", paper)
            return
        self.raster.sync()
        self.pictureChanged.emit()
        self.brushChanged.emit()
        self.historyChanged.emit()
        self.keep_draft()

    tool = Property(str, lambda self: self._tool, _set_tool, notify=brushChanged)
    size = Property(str, lambda self: self._size, _set_size, notify=brushChanged)
    colour = Property(str, lambda self: self._colour, _set_colour, notify=brushChanged)
    customColour = Property(str, lambda self: self._custom, _set_custom, notify=brushChanged)
    paper = Property(str, lambda self: self.sketch.paper, _set_paper, notify=brushChanged)

    tools = Property(list, lambda self: kit.tool_rows(), notify=wordsChanged)
    sizes = Property(list, lambda self: kit.size_rows(), notify=wordsChanged)
    papers = Property(list, lambda self: kit.paper_rows(), notify=wordsChanged)
    palette = Property(list, lambda self: kit.palette_rows(), notify=wordsChanged)

    # --- undo, redo, clear ----------------------------------------------------------------------

    canUndo = Property(bool, lambda self: self.sketch.can_undo, notify=historyChanged)
    canRedo = Property(bool, lambda self: self.sketch.can_redo, notify=historyChanged)
    blank = Property(bool, lambda self: self.sketch.is_empty, notify=historyChanged)
    """Nothing drawn yet (or cleared): nothing to clear or save."""

    def _changed_whole(self) -> None:
        self.raster.sync()
        self.pictureChanged.emit()
        self.historyChanged.emit()
        self.brushChanged.emit()  # the paper may have changed back
        self.keep_draft()

    @Slot()
    def undo(self) -> None:
        if not self._saver.running and self.sketch.undo():
            self._changed_whole()

    @Slot()
    def redo(self) -> None:
        if not self._saver.running and self.sketch.redo():
            self._changed_whole()

    @Slot()
    def clear(self) -> None:
        """Back to the bare paper (asked first on screen; undo brings it back)."""
        if not self._saver.running:
            self.sketch.clear()
            self._changed_whole()

    # --- the card's words and saving it ---------------------------------------------------------

    title = Property(str, lambda self: self._title, kit.text_setter("_title"), notify=cardChanged)
    words = Property(str, lambda self: self._words, kit.text_setter("_words"), notify=cardChanged)
    maker = Property(str, lambda self: self._maker, kit.text_setter("_maker"), notify=cardChanged)
    editing = Property(bool, lambda self: self._card_id != "", notify=cardChanged)
    """A card opened again (saving changes it), not a new one."""
    titleMax = Property(int, lambda self: kit.limit("MAX_TITLE"), constant=True)
    wordsMax = Property(int, lambda self: kit.limit("MAX_WORDS"), constant=True)
    makerMax = Property(int, lambda self: kit.limit("MAX_MAKER"), constant=True)

    saving = Property(bool, lambda self: self._saver.running, notify=savingChanged)
    """The card is being saved (on a worker thread): the drawing waits as it is."""

    @Slot()
    def save(self) -> None:
        """Save the drawing as a card (a new one, or the one opened again) on a worker thread;
        once saved, forget the draft and go back to the family's cards. A failed save says
        why and loses nothing: the drawing stays on screen and in its draft. A second tap
        while saving does nothing."""
        family = self._family()
        if family is None or self.sketch.is_empty or self._saver.running:
            return
        self.sketch.end_stroke()
        texts = (self._title, self._words, self._maker)
        self._saver.start(SaveJob(family, self.sketch, self._card_id, *texts))

    def wait_saving(self, timeout_ms: int = 30_000) -> None:
        """Wait for the card being saved, and finish its saving now (tests, quitting)."""
        self._saver.wait(timeout_ms)

    def _save_failed(self, error: Exception) -> None:
        self._session.say(kit.notice_of(error))
        self.keep_draft(force=True)

    def _card_saved(self, card: FamilyCard) -> None:
        from dixit_desktop.drawing.errors import DrawingError

        self._draft_timer.stop()
        family = self._family()
        try:
            if family is not None:
                family.clear_draft()
        except DrawingError as e:
            log.warning("the draft stays: %s", e)
        self.begin()  # a fresh sheet for the next card
        self.saved.emit(card.id)
        if self._session.step is Step.DRAWING:
            self._was_drawing = False  # nothing to keep: it is saved
            self._session.back()
