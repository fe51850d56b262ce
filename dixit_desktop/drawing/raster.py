"""A :class:`~.sketch.Sketch` painted into a ``QImage`` with QPainter (QtGui only, no Qt Quick).

- :func:`render` paints a whole sketch at any size (the card's export size is
  :data:`EXPORT_SIZE`, 1200x1800); :func:`export_card` gives the WebP bytes of the card and of
  its thumbnail (:data:`THUMB_SIZE`) that :class:`~.family.FamilyStore` saves.
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

How it looks: strokes are smooth curves through the points (quadratic curves through the
midpoints), their width following the pressure. Each stroke is first drawn as a grey mask
with the lighten mode (overlaps never darken it, so a stroke drawn piece by piece looks like
one drawn at once), then laid on the picture in the tool's way: ``pencil`` thin, a little
transparent and grainy; ``felt`` even, rounded, flat colour; ``paint`` wide with soft edges,
a little transparent so strokes build up; ``eraser`` puts the paper back. A fill takes the
region around its point whose colour is within :data:`FILL_TOLERANCE` of the colour there,
on the picture as it is at that step, widened by a pixel under the edges' antialiasing.
"""

from __future__ import annotations

from PySide6.QtCore import QRect
from PySide6.QtGui import QImage

from .sketch import Sketch

EXPORT_SIZE = (1200, 1800)
THUMB_SIZE = (240, 360)
FILL_TOLERANCE = 40
"""Largest difference of any of red, green and blue (0..255) still filled."""
CHECKPOINT_EVERY = 8
"""Operations between two cached copies of the picture."""
MAX_CHECKPOINTS = 12


def render(sketch: Sketch, width: int = EXPORT_SIZE[0], height: int = EXPORT_SIZE[1]) -> QImage:
    """The whole sketch painted at ``width`` x ``height`` (the open stroke included)."""
    raise NotImplementedError


def encode_webp(image: QImage, quality: int = 90) -> bytes:
    """``image`` as WebP bytes (OSError if Qt cannot encode it)."""
    raise NotImplementedError


def export_card(sketch: Sketch) -> tuple[bytes, bytes]:
    """The card's picture at :data:`EXPORT_SIZE` and its thumbnail at :data:`THUMB_SIZE`, as
    WebP bytes, ready for :meth:`~.family.FamilyStore.save_new`."""
    raise NotImplementedError


class Raster:
    """The picture of a sketch at one size, kept up to date (see the module's docstring)."""

    def __init__(self, sketch: Sketch, width: int, height: int) -> None:
        raise NotImplementedError

    @property
    def sketch(self) -> Sketch:
        raise NotImplementedError

    def set_sketch(self, sketch: Sketch) -> None:
        """Show another sketch (a card opened again, a draft loaded): painted anew."""
        raise NotImplementedError

    def resize(self, width: int, height: int) -> None:
        raise NotImplementedError

    def sync(self) -> QRect:
        raise NotImplementedError

    def stroke_added_points(self) -> QRect:
        return self.sync()

    def image(self) -> QImage:
        raise NotImplementedError

    def export(self) -> QImage:
        """The sketch at :data:`EXPORT_SIZE` (painted anew: the screen's picture is smaller)."""
        return render(self.sketch, *EXPORT_SIZE)
