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
      an undo, a redo or a clear the picture is rebuilt from the nearest cached checkpoint,
      not from the bare paper. Checkpoints follow the cost: a copy of the picture is kept
      after any operation once painting since the last copy took :data:`CHECKPOINT_COST_S`
      (a long stroke, a wide paint stroke, a fill), and at least every
      :data:`CHECKPOINT_EVERY` operations; they are kept through undos (a redo jumps to one)
      within :data:`CHECKPOINT_BUDGET` bytes, and when that is full the copy whose loss costs
      least for how far back it is goes (the gaps around it, merged, over its distance in
      steps): copies are dense near the picture now, sparser further back.
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

import time
from collections.abc import Callable, Sequence
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
"""Most operations between two cached copies of the picture."""
CHECKPOINT_COST_S = 0.004
"""Painting time after which a copy of the picture is kept (at the next operation's end)."""
CHECKPOINT_BUDGET = 80 * 1024 * 1024
"""Bytes the copies may take: 21 at the canvas's 800x1200 (3.8 MB each)."""
MAX_CHECKPOINTS = 64
"""Copies kept at most, however small the picture."""


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
class _Checkpoint:
    """The picture after the first ``n`` operations, the last of which is ``last`` (it is
    still valid while that very operation is there: ops only come and go at the end)."""

    image: QImage
    last: Op
    gap: float
    """Painting time between the copy before it and this one (what dropping it would add)."""


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
        self._checkpoints: dict[int, _Checkpoint] = {}
        self._cost = 0.0  # painting time since the last checkpoint (or the paper)
        self._since = 0  # operations since then
        self._live: _Live | None = None
        self.sync()

    @property
    def checkpoint_count(self) -> int:
        """How many copies of the picture are kept now."""
        return len(self._checkpoints)

    @property
    def checkpoint_room(self) -> int:
        """How many copies of the picture may be kept at this size."""
        w, h = self._size
        return max(2, min(MAX_CHECKPOINTS, CHECKPOINT_BUDGET // (w * h * 4)))

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
            self._forget_stale(ops)
            self._restore(ops, same)
            dirty = self._image.rect()
        elif self._jump(ops):  # redone: a copy kept of the picture with those steps
            dirty = self._image.rect()
        for index in range(len(self._done), len(ops)):
            op = ops[index]
            if self._live is not None and self._live.stroke is not op:
                self._live = None  # a different op took its place
            if isinstance(op, Stroke) and op is sketch.open_stroke:
                dirty = dirty.united(self._timed(self._grow, op, False))
                break
            if isinstance(op, Stroke) and self._live is not None:
                dirty = dirty.united(self._timed(self._grow, op, True))
            else:
                dirty = dirty.united(self._timed(self._paint, op))
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

    # --- checkpoints ----------------------------------------------------------------------

    def _timed(self, paint: Callable[..., QRect], *args: object) -> QRect:
        start = time.perf_counter()
        try:
            return paint(*args)
        finally:
            self._cost += time.perf_counter() - start

    def _valid(self, n: int, ops: Sequence[Op]) -> bool:
        kept = self._checkpoints.get(n)
        return kept is not None and 0 < n <= len(ops) and ops[n - 1] is kept.last

    def _checkpoint(self) -> None:
        """Keep a copy of the picture now if painting since the last one cost enough (or
        enough operations went by); make room within the budget first."""
        self._since += 1
        if not self._keep or (self._cost < CHECKPOINT_COST_S and self._since < CHECKPOINT_EVERY):
            return
        n = len(self._done)
        room = self.checkpoint_room
        if len(self._checkpoints) >= room:  # copies left behind by a new step after undos first
            self._forget_stale(self._sketch.ops)
        while len(self._checkpoints) >= room:
            self._drop_one()
        self._checkpoints[n] = _Checkpoint(self._image.copy(), self._done[-1], self._cost)
        self._cost, self._since = 0.0, 0

    def _drop_one(self) -> None:
        """Drop the copy whose loss costs least for its distance from the picture now: the
        gaps before and after it, merged, over how many steps away it is (so copies grow
        sparser the further back they are, and the next undos find one close by)."""
        order = sorted(self._checkpoints)
        here = len(self._done)
        best, best_score = order[0], float("inf")
        for i, n in enumerate(order):
            merged = self._checkpoints[n].gap
            if i + 1 < len(order):
                merged += self._checkpoints[order[i + 1]].gap
            score = merged / max(1, abs(here - n))
            if score < best_score:
                best, best_score = n, score
        gone = self._checkpoints.pop(best)
        later = [n for n in order if n > best]
        if later:
            self._checkpoints[later[0]].gap += gone.gap

    def _forget_stale(self, ops: Sequence[Op]) -> None:
        """Drop the copies that can never be used again: another operation took the place of
        one they include, or they are past the end with nothing left to redo."""
        redo = self._sketch.can_redo
        for n in sorted(self._checkpoints):
            if (n <= len(ops) and not self._valid(n, ops)) or (n > len(ops) and not redo):
                del self._checkpoints[n]

    def _start(self, ops: Sequence[Op], upto: int) -> int:
        """The latest point at or before ``upto`` the picture can start from without
        painting: a valid copy, or the paper after a clear (0: the bare paper)."""
        cleared = max((i + 1 for i in range(upto) if isinstance(ops[i], Clear)), default=0)
        kept = max((n for n in self._checkpoints if n <= upto and self._valid(n, ops)), default=0)
        return max(cleared, kept)

    def _set_start(self, ops: Sequence[Op], start: int) -> None:
        kept = self._checkpoints.get(start)
        if start and kept is not None and self._valid(start, ops):
            self._image = kept.image.copy()
        else:
            self._image = self._paper.copy()
        self._done = list(ops[:start])
        self._cost, self._since = 0.0, 0

    def _jump(self, ops: Sequence[Op]) -> bool:
        """Steps redone: start from a valid copy past what is painted, if one is kept."""
        upto = len(ops) - (1 if self._sketch.open_stroke is not None else 0)
        if upto <= len(self._done) or not self._checkpoints:
            return False  # nothing redone (a point added, a new stroke): nothing to look up
        ahead = [n for n in self._checkpoints if len(self._done) < n <= upto]
        start = max((n for n in ahead if self._valid(n, ops)), default=0)
        if not start:
            return False
        self._live = None
        self._blank_mask()
        self._set_start(ops, start)
        return True

    def _blank_mask(self) -> None:
        blank = QPainter(self._mask)
        blank.fillRect(self._mask.rect(), Qt.GlobalColor.black)
        blank.end()

    def _restore(self, ops: Sequence[Op], same: int) -> None:
        """Go back to the picture after the first ``same`` operations still shared with the
        sketch, or further on when a copy is kept (a redo after undos): the latest copy (or
        clear) at or before the sketch's end, then ``sync`` paints what follows."""
        self._live = None
        self._blank_mask()
        upto = len(ops) - (1 if self._sketch.open_stroke is not None else 0)
        self._set_start(ops, self._start(ops, upto))
