"""The stroke model of a drawn card, in plain Python (no Qt).

A :class:`Sketch` is a paper and a list of operations, in order: strokes (a tool, a colour, a
size and points), fills (a point and a colour), clears and paper changes. Coordinates are in
card units: ``x`` in [0, 1] across, ``y`` in [0, 1.5] down (the card is 2:3); a point outside
is clamped onto the card. Each point has a pressure in [0, 1] (1 for a mouse) and a time in
seconds since its stroke began. A stroke's ``size`` is its full-pressure width as a share of
the card's width (:data:`SIZES` names a few).

Editing: :meth:`Sketch.begin_stroke`, :meth:`~Sketch.extend_stroke`, :meth:`~Sketch.end_stroke`
(a stroke counts, and can be undone, once begun); :meth:`~Sketch.fill`,
:meth:`~Sketch.clear`, :meth:`~Sketch.set_paper`; :meth:`~Sketch.undo` and
:meth:`~Sketch.redo` step back and forth through every operation (as deep as the sketch:
up to :data:`MAX_OPS`); a new operation after an undo drops what could have been redone.
:attr:`~Sketch.revision` grows by one with every change (a point added included), so a view
knows when to look again.

Limits (a drawing is refused or cut, never a crash): a stroke holds at most
:data:`MAX_POINTS` points (past it, :meth:`~Sketch.extend_stroke` ends the stroke and goes on
in a new one of the same kind, so nothing drawn is lost); points closer than
:data:`MIN_STEP` to the last one are dropped; a sketch holds at most :data:`MAX_OPS`
operations (:class:`~.errors.SketchFullError` past it). :meth:`Sketch.from_json` refuses a
text over :data:`MAX_JSON_BYTES`, a stroke over :data:`MAX_POINTS`, more than
:data:`MAX_OPS` operations or a damaged shape with :class:`~.errors.SketchFormatError`.

JSON (``to_json``): ``{"format": "dixit-sketch", "version": 1, "paper": "cream", "ops": [...]}``
with ops ``{"op": "stroke", "tool", "colour": "#rrggbb", "size", "points": [x, y, p, t, ...]}``
(flat, four numbers a point), ``{"op": "fill", "x", "y", "colour"}``, ``{"op": "clear"}`` and
``{"op": "paper", "paper"}``. What could be redone is not saved.
"""

from __future__ import annotations

import json
import math
import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from .errors import SketchFormatError, SketchFullError

FORMAT = "dixit-sketch"
VERSION = 1
HEIGHT = 1.5
"""The card's height in card units (its width is 1)."""

TOOLS = ("pencil", "felt", "paint", "eraser")
PAPERS: dict[str, str] = {
    "white": "#fbfaf7",
    "cream": "#f3e9d2",
    "kraft": "#c8a779",
    "bluegrey": "#a9b7c6",
    "board": "#1f2b27",
}
"""The papers to draw on, by name, and their colour (``board`` is a dark chalk board)."""
DEFAULT_PAPER = "white"
SIZES: dict[str, float] = {"fine": 0.008, "small": 0.016, "medium": 0.032, "large": 0.064}
"""Named stroke sizes (share of the card's width at full pressure)."""
MIN_SIZE, MAX_SIZE = 0.002, 0.25

MAX_POINTS = 4000
MAX_OPS = 5000
MAX_JSON_BYTES = 16_000_000
MIN_STEP = 0.0008
"""Points closer than this (card units) to the previous one only update its pressure."""

_COLOUR = re.compile(r"^#[0-9a-fA-F]{6}$")

Point = tuple[float, float, float, float]
"""x, y (card units), pressure (0..1), time (seconds since the stroke began)."""


def _clamp(v: float, lo: float, hi: float) -> float:
    return lo if v < lo else hi if v > hi else v


def _number(v: object) -> float:
    if isinstance(v, bool) or not isinstance(v, int | float) or not math.isfinite(v):
        raise ValueError(f"not a number: {v!r}"[:80])
    return float(v)


def check_colour(colour: str) -> str:
    """``colour`` as ``#rrggbb`` (lower case); ValueError if it is not one."""
    if not isinstance(colour, str) or not _COLOUR.match(colour):
        raise ValueError(f"not a colour: {colour!r}"[:80])
    return colour.lower()


@dataclass
class Stroke:
    """One stroke: ``points`` grows while it is being drawn (see :meth:`Sketch.extend_stroke`)."""

    tool: str
    colour: str
    size: float
    points: list[Point] = field(default_factory=list)


@dataclass(frozen=True)
class Fill:
    """Fill the region around (x, y) that has about the colour found there, as it is then."""

    x: float
    y: float
    colour: str


@dataclass(frozen=True)
class Clear:
    """Everything before it is gone: the paper alone."""


@dataclass(frozen=True)
class PaperChange:
    """From now on (and under everything) the sketch is on this paper."""

    paper: str


Op = Stroke | Fill | Clear | PaperChange


class Sketch:
    """A paper and a list of operations, with undo and redo (see the module's docstring)."""

    def __init__(self, paper: str = DEFAULT_PAPER) -> None:
        self.first_paper = paper if paper in PAPERS else DEFAULT_PAPER
        self._ops: list[Op] = []
        self._redo: list[Op] = []
        self._open: Stroke | None = None
        self.revision = 0

    # --- reading -------------------------------------------------------------------------

    @property
    def ops(self) -> Sequence[Op]:
        """The operations in order (the open stroke, being drawn, is the last)."""
        return tuple(self._ops)

    @property
    def paper(self) -> str:
        for op in reversed(self._ops):
            if isinstance(op, PaperChange):
                return op.paper
        return self.first_paper

    @property
    def open_stroke(self) -> Stroke | None:
        """The stroke being drawn (between begin_stroke and end_stroke), else None."""
        return self._open

    @property
    def can_undo(self) -> bool:
        return bool(self._ops)

    @property
    def can_redo(self) -> bool:
        return bool(self._redo)

    @property
    def is_empty(self) -> bool:
        """Nothing drawn that shows (no operation since the last clear, paper aside)."""
        for op in reversed(self._ops):
            if isinstance(op, Clear):
                return True
            if not isinstance(op, PaperChange):
                return False
        return True

    # --- editing -------------------------------------------------------------------------

    def _add(self, op: Op) -> None:
        if len(self._ops) >= MAX_OPS:
            raise SketchFullError(
                f"A drawing holds at most {MAX_OPS} steps.", None, {"limit": MAX_OPS}
            )
        self._ops.append(op)
        self._redo.clear()
        self.revision += 1

    def begin_stroke(
        self,
        tool: str,
        colour: str,
        size: float,
        x: float,
        y: float,
        pressure: float = 1.0,
        t: float = 0.0,
    ) -> Stroke:
        """Start a stroke at (x, y); an open stroke is ended first. ValueError for an unknown
        tool or a colour that is not ``#rrggbb``; SketchFullError when the sketch is full."""
        if tool not in TOOLS:
            raise ValueError(f"unknown tool {tool!r}"[:80])
        stroke = Stroke(tool, check_colour(colour), _clamp(_number(size), MIN_SIZE, MAX_SIZE))
        self.end_stroke()
        self._add(stroke)
        self._open = stroke
        stroke.points.append(self._point(x, y, pressure, t))
        return stroke

    @staticmethod
    def _point(x: float, y: float, pressure: float, t: float) -> Point:
        return (
            _clamp(_number(x), 0.0, 1.0),
            _clamp(_number(y), 0.0, HEIGHT),
            _clamp(_number(pressure), 0.0, 1.0),
            max(0.0, _number(t)),
        )

    def extend_stroke(self, x: float, y: float, pressure: float = 1.0, t: float = 0.0) -> bool:
        """Add a point to the open stroke; False if there is none or the point was too close
        to the last one to count (its pressure is kept). A stroke at :data:`MAX_POINTS` goes on
        as a new stroke of the same tool, colour and size from its last point."""
        stroke = self._open
        if stroke is None:
            return False
        point = self._point(x, y, pressure, t)
        last = stroke.points[-1]
        if math.hypot(point[0] - last[0], point[1] - last[1]) < MIN_STEP:
            if point[2] > last[2]:
                stroke.points[-1] = (last[0], last[1], point[2], last[3])
            return False
        if len(stroke.points) >= MAX_POINTS:
            self._open = None
            follow = self.begin_stroke(stroke.tool, stroke.colour, stroke.size, *last[:3], 0.0)
            follow.points.append((point[0], point[1], point[2], max(0.0, point[3] - last[3])))
            return True
        stroke.points.append(point)
        self.revision += 1
        return True

    def end_stroke(self) -> Stroke | None:
        """End the open stroke (it stays in the sketch); the stroke, or None if none was open."""
        stroke, self._open = self._open, None
        return stroke

    def fill(self, x: float, y: float, colour: str) -> None:
        self.end_stroke()
        self._add(
            Fill(_clamp(_number(x), 0, 1), _clamp(_number(y), 0, HEIGHT), check_colour(colour))
        )

    def clear(self) -> None:
        """Back to the bare paper (undoable like anything else); nothing happens on a sketch
        that is already empty."""
        self.end_stroke()
        if not self.is_empty:
            self._add(Clear())

    def set_paper(self, paper: str) -> None:
        """Draw on another paper (undoable). ValueError for a paper not in :data:`PAPERS`."""
        if paper not in PAPERS:
            raise ValueError(f"unknown paper {paper!r}"[:80])
        self.end_stroke()
        if paper != self.paper:
            self._add(PaperChange(paper))

    def undo(self) -> bool:
        """Take back the last operation (an open stroke is ended first); False if none."""
        self.end_stroke()
        if not self._ops:
            return False
        self._redo.append(self._ops.pop())
        self.revision += 1
        return True

    def redo(self) -> bool:
        """Put back the last operation taken back; False if none."""
        self.end_stroke()
        if not self._redo:
            return False
        self._ops.append(self._redo.pop())
        self.revision += 1
        return True

    # --- saving --------------------------------------------------------------------------

    def to_json(self) -> dict[str, Any]:
        """The sketch as plain data (see the module's docstring); numbers rounded to 5 places."""
        ops: list[dict[str, Any]] = []
        for op in self._ops:
            if isinstance(op, Stroke):
                flat = [round(v, 5) for p in op.points for v in p]
                ops.append(
                    {
                        "op": "stroke",
                        "tool": op.tool,
                        "colour": op.colour,
                        "size": op.size,
                        "points": flat,
                    }
                )
            elif isinstance(op, Fill):
                ops.append(
                    {"op": "fill", "x": round(op.x, 5), "y": round(op.y, 5), "colour": op.colour}
                )
            elif isinstance(op, Clear):
                ops.append({"op": "clear"})
            else:
                ops.append({"op": "paper", "paper": op.paper})
        return {"format": FORMAT, "version": VERSION, "paper": self.first_paper, "ops": ops}

    def to_json_text(self) -> str:
        return json.dumps(self.to_json(), separators=(",", ":"))

    @classmethod
    def from_json(cls, data: str | bytes | dict[str, Any]) -> Sketch:
        """A sketch from :meth:`to_json`'s data or its text; SketchFormatError (codes
        ``drawing.sketch_damaged``, ``drawing.sketch_too_big``, ``drawing.sketch_newer``) if it
        cannot be used. Never anything else, whatever the input."""
        if isinstance(data, str | bytes):
            if len(data) > MAX_JSON_BYTES:
                raise _too_big("bytes", MAX_JSON_BYTES)
            try:
                data = json.loads(data)
            except (ValueError, RecursionError) as e:
                raise _damaged(f"not JSON: {e}") from e
        try:
            return cls._from_data(data)
        except SketchFormatError:
            raise
        except (ValueError, TypeError, KeyError, AttributeError, RecursionError) as e:
            raise _damaged(f"{type(e).__name__}: {e}"[:200]) from e

    @classmethod
    def _from_data(cls, data: Any) -> Sketch:
        if not isinstance(data, dict) or data.get("format") != FORMAT:
            raise _damaged("not a sketch")
        version = data.get("version")
        if not isinstance(version, int) or isinstance(version, bool) or version < 1:
            raise _damaged("no version")
        if version > VERSION:
            raise SketchFormatError(
                f"This drawing comes from a newer version ({version}).",
                "drawing.sketch_newer",
                {"version": version, "supported": VERSION},
            )
        paper = data.get("paper", DEFAULT_PAPER)
        if paper not in PAPERS:
            raise _damaged("unknown paper")
        raw = data["ops"]
        if not isinstance(raw, list):
            raise _damaged("ops is not a list")
        if len(raw) > MAX_OPS:
            raise _too_big("ops", MAX_OPS)
        sketch = cls(paper)
        for item in raw:
            sketch._ops.append(_op_from(item))
        sketch.revision = len(sketch._ops)
        return sketch


def _op_from(item: Any) -> Op:
    kind = item["op"]
    if kind == "stroke":
        tool = item["tool"]
        if tool not in TOOLS:
            raise ValueError("unknown tool")
        flat = item["points"]
        if not isinstance(flat, list) or not flat or len(flat) % 4:
            raise ValueError("points are not x, y, pressure, time")
        if len(flat) // 4 > MAX_POINTS:
            raise _too_big("points", MAX_POINTS)
        size = _clamp(_number(item["size"]), MIN_SIZE, MAX_SIZE)
        values = [_number(v) for v in flat]
        points = [
            Sketch._point(values[i], values[i + 1], values[i + 2], values[i + 3])
            for i in range(0, len(values), 4)
        ]
        return Stroke(tool, check_colour(item["colour"]), size, points)
    if kind == "fill":
        x, y = _number(item["x"]), _number(item["y"])
        return Fill(_clamp(x, 0, 1), _clamp(y, 0, HEIGHT), check_colour(item["colour"]))
    if kind == "clear":
        return Clear()
    if kind == "paper" and item["paper"] in PAPERS:
        return PaperChange(item["paper"])
    raise ValueError(f"unknown op {kind!r}"[:80])


def _damaged(problem: str) -> SketchFormatError:
    return SketchFormatError(
        f"The drawing cannot be read ({problem}).", "drawing.sketch_damaged", {"problem": problem}
    )


def _too_big(what: str, limit: int) -> SketchFormatError:
    return SketchFormatError(
        f"The drawing is too big to open ({what} over {limit}).",
        "drawing.sketch_too_big",
        {"what": what, "limit": limit},
    )
