"""A :class:`~.sketch.Sketch` painted into a ``QImage`` with QPainter (QtGui only, no Qt Quick).

- :func:`render` paints a whole sketch at any size (the card's export size is
  :data:`EXPORT_SIZE`, 1200x1800); :func:`export_card` gives the WebP bytes of the card and of
  its thumbnail (:data:`THUMB_SIZE`) that :class:`~.family.FamilyStore` saves.
  Both use QImage and QPainter only, so they may run on a worker thread (exporting a busy
  card takes about half a second: better not on the GUI thread).
- :class:`Raster` is the canvas's picture, kept up to date as the sketch changes:

  ``Raster(sketch, width, height)``
      paints the sketch at that size.
  ``sync() -> QRect``
      brings the picture up to date with the sketch and returns the part that changed (an
      empty ``QRect`` when nothing did): while a stroke is being drawn only the newest
      points are painted (never the whole picture again), so drawing stays lag-free; after
      an undo, a redo or a clear the picture is rebuilt from the nearest cached checkpoint
      (a copy of the picture every few operations), not from the bare paper.
  ``stroke_added_points() -> QRect``
      the same as ``sync()``; the name says when the canvas calls it (after
      ``Sketch.extend_stroke``).
  ``resize(width, height)``
      another size (the checkpoints are dropped and the picture painted again).
  ``image() -> QImage``
      the picture (``QImage.Format_RGB32``); the canvas paints it scaled to its item. Do not
      keep it across ``sync()``: it is painted in place.

How it looks: strokes are smooth curves through the points (a Catmull-Rom spline whose
handles stay short at sharp corners), their width following the pressure. Each stroke is
first drawn as a grey mask with the lighten mode (overlaps never darken it, so a stroke
drawn piece by piece looks like one drawn at once), then laid on the picture in the tool's
way: ``pencil`` thin, a little transparent and grainy, darker when pressed; ``felt`` even,
rounded, flat colour; ``paint`` wide with soft edges, a little transparent so strokes build
up; ``eraser`` puts the paper back. A fill takes the region around its point whose colour is
within :data:`FILL_TOLERANCE` of the colour there, on the picture as it is at that step,
widened by a pixel under the edges' antialiasing.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QRect, Qt
from PySide6.QtGui import QColor, QImage, QImageWriter, QPainter

from . import brushes, floodfill
from .sketch import PAPERS, Clear, Fill, Op, PaperChange, Sketch, Stroke

EXPORT_SIZE = (1200, 1800)
THUMB_SIZE = (240, 360)
FILL_TOLERANCE = 40
"""Largest difference of any of red, green and blue (0..255) still filled."""
CHECKPOINT_EVERY = 8
"""Operations between two cached copies of the picture."""
MAX_CHECKPOINTS = 12
"""Copies kept (the oldest go first); at 600x900 each is about 2 MB."""


def paper_image(paper: str, width: int, height: int) -> QImage:
    """The bare paper at this size."""
    image = QImage(max(1, width), max(1, height), QImage.Format.Format_RGB32)
    image.fill(QColor(PAPERS.get(paper, PAPERS["white"])))
    return image


def render(sketch: Sketch, width: int = EXPORT_SIZE[0], height: int = EXPORT_SIZE[1]) -> QImage:
    """The whole sketch painted at ``width`` x ``height`` (an open stroke as drawn so far)."""
    raster = Raster(sketch, width, height, checkpoints=False)
    raster.finish_open()
    return raster.image()


def encode_webp(image: QImage, quality: int = 90) -> bytes:
    """``image`` as WebP bytes (OSError if Qt cannot encode it)."""
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    writer = QImageWriter(buffer, QByteArray(b"webp"))
    writer.setQuality(quality)
    if not writer.write(image):
        raise OSError(f"the picture could not be encoded as WebP ({writer.errorString()})")
    buffer.close()
    return bytes(data.data())


def export_card(sketch: Sketch) -> tuple[bytes, bytes]:
    """The card's picture at :data:`EXPORT_SIZE` and its thumbnail at :data:`THUMB_SIZE`, as
    WebP bytes, ready for :meth:`~.family.FamilyStore.save_new`."""
    image = render(sketch, *EXPORT_SIZE)
    thumb = image.scaled(
        *THUMB_SIZE,
        Qt.AspectRatioMode.IgnoreAspectRatio,
        Qt.TransformationMode.SmoothTransformation,
    )
    return encode_webp(image, 90), encode_webp(thumb, 82)


@dataclass
class _Live:
    """The stroke being drawn: the picture before it, and how many of its pieces are on the
    mask."""

    stroke: Stroke
    base: QImage
    drawn: int = 0
    tail: QRect = field(default_factory=QRect)
    """Where its last piece was shown for now (it waits for the next point to be drawn for
    good, but the finger must not wait for it)."""


class Raster:
    """The picture of a sketch at one size, kept up to date (see the module's docstring)."""

    def __init__(self, sketch: Sketch, width: int, height: int, checkpoints: bool = True) -> None:
        self._sketch = sketch
        self._keep = checkpoints
        self._size = (max(1, int(width)), max(1, int(height)))
        self._rebuild()

    @property
    def sketch(self) -> Sketch:
        return self._sketch

    def set_sketch(self, sketch: Sketch) -> None:
        """Show another sketch (a card opened again, a draft loaded): painted anew."""
        self._sketch = sketch
        self._rebuild()

    def resize(self, width: int, height: int) -> None:
        size = (max(1, int(width)), max(1, int(height)))
        if size != self._size:
            self._size = size
            self._rebuild()

    def image(self) -> QImage:
        return self._image

    def stroke_added_points(self) -> QRect:
        """The same as :meth:`sync` (called after ``Sketch.extend_stroke``)."""
        return self.sync()

    def export(self) -> QImage:
        """The sketch at :data:`EXPORT_SIZE` (painted anew: the screen's picture is smaller)."""
        return render(self._sketch, *EXPORT_SIZE)

    # --- keeping up ----------------------------------------------------------------------

    def _rebuild(self) -> None:
        w, h = self._size
        self._paper_name = self._sketch.paper
        self._paper = paper_image(self._paper_name, w, h)
        self._image = self._paper.copy()
        self._mask = brushes.new_mask(w, h)
        self._scratch = brushes.new_mask(w, h)
        self._done: list[Op] = []
        self._checkpoints: dict[int, QImage] = {}
        self._live: _Live | None = None
        self.sync()

    def sync(self) -> QRect:
        """Bring the picture up to date with the sketch; the part that changed (empty: none)."""
        sketch = self._sketch
        if sketch.paper != self._paper_name:
            self._rebuild()
            return self._image.rect()
        ops = sketch.ops
        done = self._done
        same = 0
        for mine, theirs in zip(done, ops, strict=False):
            if mine is not theirs:
                break
            same += 1
        dirty = QRect()
        live = self._live
        if live is not None and (len(ops) <= len(done) or ops[len(done)] is not live.stroke):
            self._image, self._live = live.base, None  # the stroke being drawn was undone
            self._blank_mask()
            dirty = self._image.rect()
        if same < len(done):  # undone or changed: back to a copy from before the change
            self._restore(same)
            dirty = self._image.rect()
        for index in range(len(self._done), len(ops)):
            op = ops[index]
            if self._live is not None and self._live.stroke is not op:
                self._live = None  # a different op took its place
            if isinstance(op, Stroke) and op is sketch.open_stroke:
                dirty = dirty.united(self._grow(op, final=False))
                break
            if isinstance(op, Stroke) and self._live is not None:
                dirty = dirty.united(self._grow(op, final=True))
            else:
                dirty = dirty.united(self._paint(op))
            self._done.append(op)
            self._checkpoint()
        return dirty

    def finish_open(self) -> None:
        """Paint the open stroke's last piece too (for a picture taken mid-stroke)."""
        live = self._live
        if live is not None:
            self._grow(live.stroke, final=True)
            self._live = None

    def _paint(self, op: Op) -> QRect:
        image = self._image
        if isinstance(op, Stroke):
            return brushes.paint_stroke(image, op, self._paper, self._mask)
        if isinstance(op, Fill):
            sx, sy = brushes.scale_of(image)
            x = min(image.width() - 1, int(op.x * sx))
            y = min(image.height() - 1, int(op.y * sy))
            return floodfill.fill(image, x, y, op.colour, FILL_TOLERANCE)
        if isinstance(op, Clear | PaperChange):
            painter = QPainter(image)
            painter.drawImage(0, 0, self._paper)
            painter.end()
            return image.rect()
        return QRect()

    def _grow(self, stroke: Stroke, final: bool) -> QRect:
        """Paint the pieces of the stroke being drawn that are new since last time, and, for
        now, its last piece as it would be if the stroke ended here (a dot at first): the
        line is under the finger at once. That piece lives in a scratch mask, laid with the
        stroke's own but never kept in it; the next call lays its place again without it."""
        live = self._live
        if live is None or live.stroke is not stroke:
            live = self._live = _Live(stroke, self._image.copy())
        sx, sy = brushes.scale_of(self._image)
        new = list(brushes.pieces(stroke.points, live.drawn, final))
        if new:
            live.drawn = new[-1][0] + 1
        rect = brushes.draw_pieces(self._mask, stroke, [p for _i, p in new], sx, sy)
        last = max(0, len(stroke.points) - 2)
        tail = [] if final else [p for _i, p in brushes.pieces(stroke.points, last, True)]
        shown = brushes.draw_pieces(self._scratch, stroke, tail, sx, sy)
        dirty = rect.united(live.tail).united(shown)
        if not dirty.isEmpty():
            part = self._mask.copy(dirty)
            if not shown.isEmpty():
                merge = QPainter(part)
                merge.setCompositionMode(QPainter.CompositionMode.CompositionMode_Lighten)
                merge.drawImage(0, 0, self._scratch.copy(dirty))
                merge.end()
                blank = QPainter(self._scratch)
                blank.fillRect(shown, Qt.GlobalColor.black)
                blank.end()
            brushes.lay(self._image, live.base, dirty, self._mask, dirty, stroke, self._paper, part)
        live.tail = shown
        if final:
            self._live = None
            self._blank_mask()
        return dirty

    def _checkpoint(self) -> None:
        n = len(self._done)
        if not self._keep or n % CHECKPOINT_EVERY:
            return
        self._checkpoints[n] = self._image.copy()
        while len(self._checkpoints) > MAX_CHECKPOINTS:
            del self._checkpoints[min(self._checkpoints)]

    def _blank_mask(self) -> None:
        blank = QPainter(self._mask)
        blank.fillRect(self._mask.rect(), Qt.GlobalColor.black)
        blank.end()

    def _restore(self, same: int) -> None:
        """Go back to the picture after the first ``same`` operations still shared with the
        sketch: the latest checkpoint (or clear) at or before it, then paint up to ``same``."""
        self._live = None
        self._blank_mask()
        for n in [k for k in self._checkpoints if k > same]:
            del self._checkpoints[n]
        start = max(self._checkpoints, default=0)
        shared = self._done[:same]
        cleared = max((i + 1 for i, op in enumerate(shared) if isinstance(op, Clear)), default=0)
        if cleared > start or not self._checkpoints:
            start = cleared
            self._image = self._paper.copy()
        else:
            self._image = self._checkpoints[start].copy()
        self._done = shared[:start]
        for op in shared[start:]:
            self._paint(op)
            self._done.append(op)
