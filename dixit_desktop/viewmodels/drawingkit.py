"""What the drawing screen lists, as rows for QML: the tools, the sizes, the papers and the
palette, named in the players' language; and the small helpers of :mod:`.drawing`."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from dixit_desktop.words import tr

if TYPE_CHECKING:
    from dixit_desktop.notices import Notice

    from .drawing import Drawing

PALETTE = (
    "#1d1a2e",
    "#ffffff",
    "#8a8797",
    "#7a4a2a",
    "#d7263d",
    "#f08a24",
    "#f6d33c",
    "#8cc63f",
    "#2f9e58",
    "#1fa3a3",
    "#56b4e9",
    "#2f5fd0",
    "#7b4fc9",
    "#e76fb3",
    "#f4b38a",
    "#e9c9a0",
)
"""Sixteen colours that sit well together (night ink to white, earth, a rainbow, skin tones)."""

FILL = "fill"
"""The fill tool: a tap fills the region around it (not one of the sketch's brushes)."""

LEAST_DOT = 0.15
"""The finest size's dot, as a share of its button (the dots grow as the square root of the
width, so that the fine one still shows)."""


def _colour_names() -> tuple[str, ...]:
    return (
        tr("Night black"),
        tr("White"),
        tr("Grey"),
        tr("Brown"),
        tr("Red"),
        tr("Orange"),
        tr("Yellow"),
        tr("Light green"),
        tr("Green"),
        tr("Sea green"),
        tr("Sky blue"),
        tr("Blue"),
        tr("Purple"),
        tr("Pink"),
        tr("Peach"),
        tr("Sand"),
    )


def palette_rows() -> list[dict[str, str]]:
    return [{"colour": c, "name": n} for c, n in zip(PALETTE, _colour_names(), strict=True)]


def tool_rows() -> list[dict[str, str]]:
    names = {
        "pencil": tr("Pencil"),
        "felt": tr("Felt pen"),
        "paint": tr("Paint"),
        "eraser": tr("Eraser"),
        FILL: tr("Fill"),
    }
    return [{"id": k, "name": v} for k, v in names.items()]


def size_rows() -> list[dict[str, Any]]:
    from dixit_desktop.drawing.sketch import SIZES

    names = {"fine": tr("Fine"), "small": tr("Small"), "medium": tr("Medium"), "large": tr("Large")}
    most = max(SIZES.values())
    return [
        {"id": k, "name": names.get(k, k), "share": max(LEAST_DOT, (v / most) ** 0.5)}
        for k, v in SIZES.items()
    ]


def paper_rows() -> list[dict[str, str]]:
    from dixit_desktop.drawing.sketch import PAPERS

    names = {
        "white": tr("White"),
        "cream": tr("Cream"),
        "kraft": tr("Brown paper"),
        "bluegrey": tr("Blue-grey"),
        "board": tr("Chalkboard"),
    }
    return [{"id": k, "name": names.get(k, k), "colour": c} for k, c in PAPERS.items()]


def text_setter(attr: str) -> Callable[[Drawing, str], None]:
    """A setter of one of the card's texts: kept in the draft as it is typed."""

    def set_text(self: Drawing, value: str) -> None:
        if value != getattr(self, attr):
            setattr(self, attr, value)
            self.cardChanged.emit()
            self.keep_draft()

    return set_text


def limit(name: str) -> int:
    """One of the family store's text limits (``MAX_TITLE``...)."""
    from dixit_desktop.drawing import family

    value: int = getattr(family, name)
    return value


def notice_of(e: Exception) -> Notice:
    """The notice of a failed save: the store's own, or (an encoder's OSError) its words."""
    from dixit_desktop.notices import Notice

    notice = getattr(e, "notice", None)
    if isinstance(notice, Notice):
        return notice
    return Notice("family.unusable", {"folder": "", "error": str(e)})
