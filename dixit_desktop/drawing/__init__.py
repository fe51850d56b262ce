"""A family draws its own cards (issue 27): the plain-Python core under the ``Drawing``
view-model and screens.

API in short (details in each module's docstring):

- :mod:`.sketch` (pure Python): ``Sketch(paper="white")`` with ``begin_stroke(tool, colour,
  size, x, y, pressure=1.0, t=0.0)``, ``extend_stroke(x, y, pressure, t) -> bool``,
  ``end_stroke()``, ``fill(x, y, colour)``, ``clear()``, ``set_paper(name)``, ``undo()``,
  ``redo()`` (-> bool), ``can_undo``, ``can_redo``, ``revision``, ``paper``, ``ops``,
  ``is_empty``, ``to_json()`` / ``to_json_text()`` / ``Sketch.from_json(data)``. Card units:
  x in [0, 1], y in [0, 1.5]. ``TOOLS`` (pencil, felt, paint, eraser), ``PAPERS`` (name ->
  colour: white, cream, kraft, bluegrey, board), ``SIZES`` (fine, small, medium, large).
- :mod:`.raster` (QtGui): ``Raster(sketch, width, height)`` with ``sync() -> QRect`` (also
  named ``stroke_added_points()``; the part that changed), ``resize(w, h)``, ``image()``,
  ``set_sketch(sketch)``, ``export()``; ``render(sketch, w, h)``, ``export_card(sketch) ->
  (webp, thumbnail_webp)``, ``encode_webp(image)``.
- :mod:`.family` (pure Python): ``FamilyStore(data_folder)`` with ``cards() -> CardList``
  (``.cards``, ``.skipped``), ``card(id)``, ``sketch(id)``, ``save_new(picture=, thumbnail=,
  sketch=, title=, words=, maker=)``, ``save_changed(id, ...)``, ``duplicate(id)``,
  ``delete_card(id)``, ``decks()``, ``deck(id)``, ``create_deck(name)``, ``rename_deck(id,
  name)``, ``delete_deck(id)``, ``add_to_deck(deck, card)``, ``remove_from_deck(deck, card)``,
  ``deck_cards([deck ids])``, ``save_draft(Draft, force=False) -> bool``, ``load_draft()``,
  ``clear_draft()``, ``take_notices()``. ``FamilyCard`` (id, title, words, maker, created,
  changed, picture, thumbnail, sketch_path, word_list; made by the store: since 1a227f1 its
  constructor takes the folder and the three file names, and the paths are properties),
  ``FamilyDeck`` (id, name, card_ids), ``Draft`` (sketch, card_id, title, words, maker).
  Since b5a5718, ``take_notices()`` no longer repeats a listing's ``skipped`` cards.
- :mod:`.errors`: ``DrawingError`` (``code``, ``params``, ``notice``) and its kinds
  ``SketchFormatError``, ``SketchFullError``, ``FamilyStoreError``; the codes are listed there.

A game's deck of family cards is :mod:`dixit_desktop.deck.family`'s; the deck choice and its
count check are ``session.table.TableDraft``'s; the PIN to delete a deck in kiosk mode is
``session.kiosk.KioskLock.may_delete_deck``.

``raster`` needs Qt: it is loaded on first use of its names here, so the rest never imports
Qt.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from dixit_desktop.lazy import lazy_exports

from .errors import DrawingError, FamilyStoreError, SketchFormatError, SketchFullError
from .family import CardList, Draft, FamilyCard, FamilyDeck, FamilyStore
from .sketch import PAPERS, SIZES, TOOLS, Clear, Fill, PaperChange, Sketch, Stroke

if TYPE_CHECKING:
    from .raster import Raster, encode_webp, export_card, render

__all__ = [
    "PAPERS",
    "SIZES",
    "TOOLS",
    "CardList",
    "Clear",
    "Draft",
    "DrawingError",
    "FamilyCard",
    "FamilyDeck",
    "FamilyStore",
    "FamilyStoreError",
    "Fill",
    "PaperChange",
    "Raster",
    "Sketch",
    "SketchFormatError",
    "SketchFullError",
    "Stroke",
    "encode_webp",
    "export_card",
    "render",
]

__getattr__ = lazy_exports(
    __name__,
    {"Raster": "raster", "encode_webp": "raster", "export_card": "raster", "render": "raster"},
)
