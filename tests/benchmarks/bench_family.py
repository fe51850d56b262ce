"""The family's drawn cards: listing thousands, saving one, filling and exporting a card.

    python tests/benchmarks/bench_family.py [--cards 3000] [--saves 20] [--runs 5]

- **listing**: ``--cards`` cards are laid out in a fresh data folder as the store writes them
  (a real 1200x1800 WebP picture and its 240x360 thumbnail, shared by every card to save
  time; a card's JSON; its sketch), then ``FamilyStore.cards()`` is timed: the first time
  (no index yet: every card's JSON read and its picture's header checked, the index
  written), then ``--runs`` more times (the index and one look at the folder), and once
  after ten cards changed behind its back (those ten read again).
- **saving**: ``--saves`` cards drawn (40 strokes of each tool, a fill), exported
  (``export_card``: painted at 1200x1800, WebP and thumbnail) and saved (``save_new``: four
  files written and fsync'ed, atomically), timed apart.
- **fill**: the paint bucket on a 1200x1800 card with six nested boxes, outside them.
- **undo/redo** on the canvas's picture (``Raster`` at the screen's size, 800x1200, the
  size ``viewmodels.drawing`` keeps): seven long strokes (300 points each, two of them wide
  paint strokes) undone and redone one by one; and a 200-step drawing (strokes of every tool
  and a few fills) undone and redone 20 steps deep. ``--only undo`` runs just these.

Prints a Markdown table of medians (and the worst run).
"""

from __future__ import annotations

import argparse
import json
import math
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from PySide6.QtGui import QGuiApplication

from dixit_desktop.drawing import cardfiles, floodfill, raster
from dixit_desktop.drawing.family import FamilyStore
from dixit_desktop.drawing.sketch import TOOLS, Sketch


def drawing(seed: int) -> Sketch:
    s = Sketch("cream")
    for k in range(40):
        tool = TOOLS[k % len(TOOLS)]
        x0, y0 = (k * 37 % 100) / 100, (k * 53 % 150) / 100
        s.begin_stroke(tool, f"#{(k * 2654435 + seed) % 0xFFFFFF:06x}", 0.03, x0, y0, 0.5)
        for i in range(1, 30):
            a = i / 5 + k
            s.extend_stroke(x0 + 0.2 * math.cos(a), y0 + 0.2 * math.sin(a), 0.4 + i / 60, i / 60)
        s.end_stroke()
    s.fill(0.5, 0.75, "#ffcc00")
    return s


def long_strokes() -> Sketch:
    """Seven long strokes of 300 points each, the second and the fifth wide paint strokes."""
    s = Sketch("white")
    for k in range(7):
        tool, size = ("paint", 0.12) if k in (1, 4) else (TOOLS[k % 2], 0.03)
        s.begin_stroke(tool, f"#{(k * 2654435) % 0xFFFFFF:06x}", size, 0.1, 0.1 + k * 0.2)
        for i in range(1, 300):
            a = i / 15 + k
            s.extend_stroke(0.5 + 0.4 * math.cos(a), 0.75 + 0.6 * math.sin(a * 0.7), 0.8, i / 60)
        s.end_stroke()
    return s


def many_steps(steps: int = 200) -> Sketch:
    """``steps`` operations: strokes of 10-60 points of every tool, a fill every 25."""
    s = Sketch("cream")
    for k in range(steps):
        if k % 25 == 24:
            s.fill((k * 13 % 90) / 100 + 0.05, (k * 29 % 140) / 100 + 0.05, "#ffcc00")
            continue
        x0, y0 = (k * 37 % 100) / 100, (k * 53 % 150) / 100
        s.begin_stroke(TOOLS[k % len(TOOLS)], f"#{(k * 2654435) % 0xFFFFFF:06x}", 0.03, x0, y0)
        for i in range(1, 10 + k % 50):
            a = i / 5 + k
            s.extend_stroke(x0 + 0.2 * math.cos(a), y0 + 0.2 * math.sin(a), 0.7, i / 60)
        s.end_stroke()
    return s


def undo_redo(sketch: Sketch, depth: int) -> tuple[list[float], list[float]]:
    """Each of ``depth`` undos, then as many redos, on a canvas drawn op by op (as a hand
    would, so the raster keeps the checkpoints it keeps while drawing)."""
    from dixit_desktop.drawing.sketch import Stroke

    ops = list(sketch.ops)
    live = Sketch(sketch.first_paper)
    canvas = raster.Raster(live, 800, 1200)
    for op in ops:  # drawn point by point, as on screen
        if isinstance(op, Stroke):
            live.begin_stroke(op.tool, op.colour, op.size, *op.points[0][:3])
            for p in op.points[1:]:
                live.extend_stroke(*p)
                canvas.stroke_added_points()
            live.end_stroke()
        elif hasattr(op, "colour"):
            live.fill(op.x, op.y, op.colour)  # type: ignore[union-attr]
        canvas.sync()
    painted = [0]
    paint = canvas._paint  # counted: how many steps an undo or a redo paints again

    def counted(op):  # type: ignore[no-untyped-def]
        painted[0] += 1
        return paint(op)

    canvas._paint = counted  # type: ignore[method-assign]
    undos, redos, most = [], [], [0, 0]
    for _ in range(depth):
        painted[0] = 0
        undos.append(timed(lambda: (live.undo(), canvas.sync())))
        most[0] = max(most[0], painted[0])
    for _ in range(depth):
        painted[0] = 0
        redos.append(timed(lambda: (live.redo(), canvas.sync())))
        most[1] = max(most[1], painted[0])
    print(
        f"{len(ops)} steps, {depth} deep: at most {most[0]} steps painted again by an undo,"
        f" {most[1]} by a redo; {canvas.checkpoint_count} copies kept"
    )
    return undos, redos


def undo_rows() -> list[str]:
    undos, redos = undo_redo(long_strokes(), 7)
    rows = [row("undo, 7 long strokes (800x1200)", undos)]
    rows.append(row("redo, 7 long strokes (800x1200)", redos))
    undos, redos = undo_redo(many_steps(200), 20)
    rows.append(row("undo, 200 steps, 20 deep (800x1200)", undos))
    rows.append(row("redo, 200 steps, 20 deep (800x1200)", redos))
    return rows


def lay_out(store: FamilyStore, count: int, picture: bytes, thumb: bytes) -> None:
    folder = store.cards_folder
    folder.mkdir(parents=True, exist_ok=True)
    sketch = drawing(1).to_json_text().encode()
    for i in range(count):
        cid = f"fm-{i:012x}"
        names = (f"{cid}-1.webp", f"{cid}-1.thumb.webp", f"{cid}-1.sketch.json")
        for name, data in zip(names, (picture, thumb, sketch), strict=True):
            (folder / name).write_bytes(data)
        when = f"2026-01-01T00:{i // 60 % 60:02d}:{i % 60:02d}.000000+00:00"
        record = cardfiles.CardRecord(
            cid, 1, f"Card {i}", "a cat, the moon", "Mia", when, when, *names
        )
        (folder / f"{cid}.json").write_text(json.dumps(record.to_json()))


def timed(work) -> float:  # type: ignore[no-untyped-def]
    start = time.perf_counter()
    work()
    return (time.perf_counter() - start) * 1000


def row(name: str, times: list[float]) -> str:
    return f"| {name} | {statistics.median(times):.1f} ms | {max(times):.1f} ms | {len(times)} |"


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--cards", type=int, default=3000)
    parser.add_argument("--saves", type=int, default=20)
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--only", choices=["undo"], default=None)
    args = parser.parse_args()
    QGuiApplication([])
    rows = undo_rows()
    if args.only == "undo":
        print("| | median | worst | runs |\n|---|---:|---:|---:|")
        print("\n".join(rows))
        return
    with tempfile.TemporaryDirectory() as tmp:
        store = FamilyStore(Path(tmp) / "list")
        picture, thumb = raster.export_card(drawing(0))
        lay_out(store, args.cards, picture, thumb)
        first = timed(lambda: store.cards())
        assert len(store.cards().cards) == args.cards
        rows.append(row(f"list {args.cards} cards, first time (no index)", [first]))
        rows.append(row(f"list {args.cards} cards", [timed(store.cards) for _ in range(args.runs)]))
        for i in range(10):
            (store.cards_folder / f"fm-{i:012x}.json").touch()
        rows.append(row(f"list {args.cards} cards, 10 changed", [timed(store.cards)]))

        saver = FamilyStore(Path(tmp) / "save")
        sketches = [drawing(i) for i in range(args.saves)]
        exports, saves = [], []
        for s in sketches:
            out: list[tuple[bytes, bytes]] = []
            exports.append(timed(lambda s=s, out=out: out.append(raster.export_card(s))))
            pic, th = out[0]
            saves.append(
                timed(
                    lambda s=s, pic=pic, th=th: saver.save_new(
                        picture=pic, thumbnail=th, sketch=s, title="A card", words="cat"
                    )
                )
            )
        rows.append(row("export a card (paint 1200x1800, WebP, thumbnail)", exports))
        rows.append(row("save a card (4 files, atomic, fsync'ed)", saves))

        box = Sketch("white")
        for i in range(6):
            x0, y0, x1, y1 = 0.05 + i * 0.07, 0.05 + i * 0.1, 0.95 - i * 0.07, 1.45 - i * 0.1
            box.begin_stroke("felt", "#000000", 0.01, x0, y0)
            for x, y in ((x1, y0), (x1, y1), (x0, y1), (x0, y0)):
                box.extend_stroke(x, y)
            box.end_stroke()
        image = raster.render(box)
        fills = [
            timed(lambda: floodfill.fill(image.copy(), 5, 5, "#ff00ff", raster.FILL_TOLERANCE))
            for _ in range(args.runs)
        ]
        rows.append(row("fill at 1200x1800 (around six boxes)", fills))
    print("| | median | worst | runs |\n|---|---:|---:|---:|")
    print("\n".join(rows))


if __name__ == "__main__":
    main()
