"""Painting a sketch: fill, eraser, smooth strokes, the incremental canvas picture, export."""

from __future__ import annotations

import time

import pytest
from PySide6.QtGui import QColor, QImage

from dixit_desktop.drawing import raster
from dixit_desktop.drawing.sketch import PAPERS, Sketch


@pytest.fixture(autouse=True)
def _app(qapp):  # type: ignore[no-untyped-def]
    return qapp


def rgb(image: QImage, x: int, y: int) -> tuple[int, int, int]:
    c = QColor(image.pixel(x, y))
    return c.red(), c.green(), c.blue()


def hexrgb(colour: str) -> tuple[int, int, int]:
    c = QColor(colour)
    return c.red(), c.green(), c.blue()


def box(s: Sketch, x0: float, y0: float, x1: float, y1: float, colour: str = "#000000") -> None:
    """A closed felt rectangle."""
    s.begin_stroke("felt", colour, 0.01, x0, y0)
    for x, y in ((x1, y0), (x1, y1), (x0, y1), (x0, y0)):
        s.extend_stroke(x, y)
    s.end_stroke()


def test_fill_takes_the_enclosed_region_only() -> None:
    s = Sketch("white")
    box(s, 0.25, 0.5, 0.75, 1.0)
    s.fill(0.5, 0.75, "#ff0000")
    image = raster.render(s, 200, 300)
    assert rgb(image, 100, 150) == (255, 0, 0)  # inside
    assert rgb(image, 60, 110) == (255, 0, 0)  # inside, near a corner
    assert rgb(image, 20, 20) == hexrgb(PAPERS["white"])  # outside
    assert rgb(image, 100, 250) == hexrgb(PAPERS["white"])
    line = rgb(image, 50, 150)
    assert max(line) < 80  # the black line is still there


def test_fill_outside_reaches_the_edges_and_not_inside() -> None:
    s = Sketch("cream")
    box(s, 0.25, 0.5, 0.75, 1.0)
    s.fill(0.0, 0.0, "#00ff00")  # at the very corner
    image = raster.render(s, 200, 300)
    for x, y in ((0, 0), (199, 0), (0, 299), (199, 299), (100, 20)):
        assert rgb(image, x, y) == (0, 255, 0), (x, y)
    assert rgb(image, 100, 150) == hexrgb(PAPERS["cream"])
    s.fill(1.0, 1.5, "#0000ff")  # the far corner, clamped onto the card
    assert rgb(raster.render(s, 200, 300), 199, 299) == (0, 0, 255)


def test_fill_tolerance_takes_close_colours_and_stops_at_far_ones() -> None:
    s = Sketch("white")
    s.fill(0.5, 0.5, "#808080")
    near = QColor(0x80 + raster.FILL_TOLERANCE - 2, 0x80, 0x80).name()
    far = QColor(0x80 + raster.FILL_TOLERANCE + 30, 0x80, 0x80).name()
    s.begin_stroke("felt", near, 0.2, 0.0, 0.2)
    s.extend_stroke(1.0, 0.2)
    s.end_stroke()
    s.begin_stroke("felt", far, 0.2, 0.0, 1.0)
    s.extend_stroke(1.0, 1.0)
    s.end_stroke()
    s.fill(0.5, 0.6, "#000080")
    image = raster.render(s, 100, 150)
    assert rgb(image, 50, 20) == (0, 0, 128)  # the near colour was filled over
    assert rgb(image, 50, 100) == hexrgb(far)  # the far one stopped it
    assert rgb(image, 50, 140) == hexrgb("#808080")  # and what lies behind it


def test_fill_at_1200x1800_is_well_under_a_second() -> None:
    s = Sketch("white")
    for i in range(6):
        box(s, 0.05 + i * 0.07, 0.05 + i * 0.1, 0.95 - i * 0.07, 1.45 - i * 0.1)
    image = raster.render(s)
    from dixit_desktop.drawing import floodfill

    start = time.perf_counter()
    floodfill.fill(image, 5, 5, "#ff00ff", raster.FILL_TOLERANCE)
    took = time.perf_counter() - start
    assert took < 0.5, took
    assert rgb(image, 5, 5) == (255, 0, 255)


def test_the_eraser_puts_the_paper_back() -> None:
    for paper in ("kraft", "board"):
        s = Sketch(paper)
        s.begin_stroke("paint", "#ff0000", 0.2, 0.0, 0.75)
        s.extend_stroke(1.0, 0.75)
        s.end_stroke()
        painted = raster.render(s, 100, 150)
        assert rgb(painted, 50, 75) != hexrgb(PAPERS[paper])
        s.begin_stroke("eraser", "#000000", 0.25, 0.0, 0.75)
        s.extend_stroke(1.0, 0.75)
        s.end_stroke()
        erased = raster.render(s, 100, 150)
        for x in range(0, 100, 7):
            assert rgb(erased, x, 75) == hexrgb(PAPERS[paper]), (paper, x)


def test_far_apart_points_are_joined_without_gaps() -> None:
    s = Sketch("white")
    s.begin_stroke("felt", "#000000", 0.02, 0.05, 0.1, 1.0)
    s.extend_stroke(0.95, 1.4, 0.2)  # far away, and a lighter pressure
    s.end_stroke()
    image = raster.render(s, 300, 450)
    for k in range(1, 40):  # every point along the straight line between them is inked
        t = k / 40
        x, y = (0.05 + 0.9 * t) * 300, (0.1 + 1.3 * t) * 300
        assert max(rgb(image, int(x), int(y))) < 120, (t, rgb(image, int(x), int(y)))


def test_the_four_tools_look_different() -> None:
    looks = {}
    for tool in ("pencil", "felt", "paint"):
        s = Sketch("white")
        s.begin_stroke(tool, "#224488", 0.05, 0.1, 0.75)
        s.extend_stroke(0.9, 0.75)
        s.end_stroke()
        image = raster.render(s, 200, 300)
        column = [rgb(image, 100, y) for y in range(130, 170)]
        looks[tool] = [c for c in column if c != hexrgb(PAPERS["white"])]
    assert len(looks["pencil"]) < len(looks["felt"]) < len(looks["paint"])  # thin, even, wide
    assert hexrgb("#224488") in looks["felt"]  # flat colour
    assert hexrgb("#224488") not in looks["paint"]  # a little transparent


def test_the_canvas_picture_drawn_point_by_point_equals_one_painted_at_once() -> None:
    s = Sketch("cream")
    canvas = raster.Raster(s, 120, 180)
    s.begin_stroke("pencil", "#aa3300", 0.04, 0.1, 0.2, 0.3)
    canvas.stroke_added_points()
    for i in range(1, 30):
        s.extend_stroke(0.1 + i * 0.025, 0.2 + (i % 7) * 0.04, 0.3 + i / 50, i * 0.02)
        changed = canvas.stroke_added_points()
        assert changed.width() < 120 or i < 3  # only the newest piece
    s.end_stroke()
    canvas.sync()
    whole = raster.render(s, 120, 180)
    assert canvas.image() == whole


def test_undo_rebuilds_from_a_checkpoint_not_from_the_paper(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    s = Sketch("white")
    canvas = raster.Raster(s, 60, 90)
    for i in range(30):
        s.fill(0.5, 0.5, QColor(i * 8, 0, 0).name())
        canvas.sync()
    painted: list[object] = []
    real = canvas._paint

    def counting(op):  # type: ignore[no-untyped-def]
        painted.append(op)
        return real(op)

    monkeypatch.setattr(canvas, "_paint", counting)
    s.undo()
    assert not canvas.sync().isEmpty()
    assert len(painted) < raster.CHECKPOINT_EVERY  # not 29
    assert canvas.image() == raster.render(s, 60, 90)
    s.redo()
    canvas.sync()
    assert canvas.image() == raster.render(s, 60, 90)


def test_undoing_the_stroke_being_drawn_takes_it_off_the_picture() -> None:
    s = Sketch("white")
    canvas = raster.Raster(s, 60, 90)
    blank = canvas.image().copy()
    s.begin_stroke("felt", "#000000", 0.1, 0.1, 0.1)
    s.extend_stroke(0.5, 0.5)
    s.extend_stroke(0.9, 0.9)
    canvas.sync()
    assert canvas.image() != blank
    s.undo()
    canvas.sync()
    assert canvas.image() == blank


def test_resize_and_a_new_paper_paint_again() -> None:
    s = Sketch("white")
    canvas = raster.Raster(s, 60, 90)
    canvas.resize(80, 120)
    assert canvas.image().size().width() == 80
    s.set_paper("board")
    canvas.sync()
    assert rgb(canvas.image(), 5, 5) == hexrgb(PAPERS["board"])


def test_export_gives_a_card_and_a_thumbnail_in_webp() -> None:
    s = Sketch("white")
    box(s, 0.2, 0.2, 0.8, 1.2)
    picture, thumb = raster.export_card(s)
    for data, size in ((picture, raster.EXPORT_SIZE), (thumb, raster.THUMB_SIZE)):
        assert data[:4] == b"RIFF" and data[8:12] == b"WEBP"
        image = QImage.fromData(data)
        assert (image.width(), image.height()) == size


def test_the_canvas_picture_follows_any_mix_of_steps_undos_and_redos() -> None:
    """Random strokes, fills, clears, papers, undos and redos, the canvas synced after each:
    its picture is always the sketch painted afresh (checkpoints, the stroke being drawn and
    rebuilds never drift)."""
    import random

    rng = random.Random(27)
    s = Sketch("white")
    canvas = raster.Raster(s, 48, 72)
    for step in range(260):
        roll = rng.random()
        if roll < 0.45:
            tool = rng.choice(("pencil", "felt", "paint", "eraser"))
            s.begin_stroke(
                tool, QColor(rng.randrange(1 << 24)).name(), 0.05, rng.random(), rng.random()
            )
            for _ in range(rng.randint(0, 6)):
                s.extend_stroke(rng.random(), rng.random() * 1.5, rng.random())
                canvas.sync()
            if rng.random() < 0.8:
                s.end_stroke()
        elif roll < 0.55:
            s.fill(rng.random(), rng.random() * 1.5, QColor(rng.randrange(1 << 24)).name())
        elif roll < 0.58:
            s.clear()
        elif roll < 0.6:
            s.set_paper(rng.choice(list(PAPERS)))
        elif roll < 0.85:
            for _ in range(rng.randint(1, 12)):
                s.undo()
        else:
            for _ in range(rng.randint(1, 12)):
                s.redo()
        canvas.sync()
        if (step % 20 == 0 or step > 250) and s.open_stroke is None:
            assert canvas.image() == raster.render(s, 48, 72), step


def test_a_card_exports_the_same_on_a_worker_thread() -> None:
    import threading

    s = Sketch("kraft")
    box(s, 0.2, 0.2, 0.8, 1.2, "#aa3300")
    s.begin_stroke("pencil", "#000000", 0.03, 0.1, 0.1)
    s.extend_stroke(0.9, 1.4)
    s.end_stroke()
    s.fill(0.5, 0.7, "#33aa00")
    here = raster.render(s, 300, 450)
    there: list[QImage] = []
    worker = threading.Thread(target=lambda: there.append(raster.render(s, 300, 450)))
    worker.start()
    worker.join(30)
    assert there and there[0] == here


def test_pressure_darkens_a_pencil_and_widens_paint_more_than_a_felt_pen() -> None:
    def look(tool: str, pressure: float) -> tuple[int, int]:
        s = Sketch("white")
        s.begin_stroke(tool, "#000000", 0.06, 0.1, 0.75, pressure)
        s.extend_stroke(0.9, 0.75, pressure)
        s.end_stroke()
        image = raster.render(s, 200, 300)
        column = [rgb(image, 100, y)[0] for y in range(120, 180)]
        return min(column), sum(1 for v in column if v < 200)  # darkest, width

    assert look("pencil", 1.0)[0] < look("pencil", 0.1)[0] - 40
    felt = look("felt", 0.1)[1] / look("felt", 1.0)[1]
    paint = look("paint", 0.1)[1] / look("paint", 1.0)[1]
    assert felt > 0.75 and paint < 0.5, (felt, paint)


def test_a_stroke_goes_through_its_points_and_keeps_sharp_corners() -> None:
    """Sparse points (a fast mouse): the curve passes through every one, a zigzag's corners
    stay sharp, and a gentle bend stays round."""
    s = Sketch("white")
    zigzag = [(0.1, 0.2), (0.5, 0.6), (0.9, 0.2), (0.9, 1.3), (0.1, 1.3)]
    s.begin_stroke("felt", "#000000", 0.015, *zigzag[0])
    for x, y in zigzag[1:]:
        s.extend_stroke(x, y)
    s.end_stroke()
    image = raster.render(s, 200, 300)
    for x, y in zigzag:  # through every point
        assert max(rgb(image, min(199, int(x * 200)), min(299, int(y * 200)))) < 100, (x, y)
    # the corner at (0.9, 1.3): both sides run straight into it
    assert max(rgb(image, 179, 240)) < 100 and max(rgb(image, 150, 259)) < 100
    assert min(rgb(image, 172, 252)) > 200  # nothing rounds it off inside


def test_the_line_is_under_the_finger_at_once() -> None:
    """No lag: a touch shows a dot, and each new point is reached by the line as soon as it
    is added (the last piece is shown for now, and drawn for good once the next point
    says how it bends)."""
    s = Sketch("white")
    canvas = raster.Raster(s, 200, 300)
    s.begin_stroke("felt", "#000000", 0.03, 0.2, 0.2)
    canvas.sync()
    assert max(rgb(canvas.image(), 40, 40)) < 100  # the dot
    for x, y in ((0.8, 0.2), (0.8, 1.2), (0.3, 1.0)):
        s.extend_stroke(x, y)
        canvas.stroke_added_points()
        assert max(rgb(canvas.image(), min(199, int(x * 200)), int(y * 200))) < 100, (x, y)
    s.undo()  # the stroke taken back while drawn: nothing of it stays, its preview neither
    canvas.sync()
    assert canvas.image() == raster.render(Sketch("white"), 200, 300)


def _draw_by_hand(canvas: raster.Raster, s: Sketch, strokes: list[tuple[str, float]]) -> None:
    """Long strokes (300 points each) drawn point by point, as on screen."""
    import math

    for k, (tool, size) in enumerate(strokes):
        s.begin_stroke(tool, QColor((k * 2654435) % 0xFFFFFF).name(), size, 0.1, 0.1 + k * 0.2)
        for i in range(1, 300):
            a = i / 15 + k
            s.extend_stroke(0.5 + 0.4 * math.cos(a), 0.75 + 0.6 * math.sin(a * 0.7), 0.8, i / 60)
            canvas.stroke_added_points()
        s.end_stroke()
        canvas.sync()


def _counting(canvas: raster.Raster, monkeypatch: pytest.MonkeyPatch) -> list[object]:
    painted: list[object] = []
    for name in ("_paint", "_grow"):
        real = getattr(canvas, name)

        def counting(*args, real=real):  # type: ignore[no-untyped-def]
            painted.append(args[0])
            return real(*args)

        monkeypatch.setattr(canvas, name, counting)
    return painted


def test_undo_and_redo_after_long_strokes_repaint_nothing_at_screen_size(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Seven long strokes (two of them wide paint) at the canvas's 800x1200: a copy is kept
    after each (each cost more than a few ms to paint), so undoing or redoing any of them
    paints no stroke again (it took 350-400 ms from a copy kept every 8 steps)."""
    s = Sketch("white")
    canvas = raster.Raster(s, 800, 1200)
    wide = [("paint", 0.12) if k in (1, 4) else ("felt", 0.03) for k in range(7)]
    _draw_by_hand(canvas, s, wide)
    painted = _counting(canvas, monkeypatch)
    slowest = 0.0
    for _ in range(7):
        start = time.perf_counter()
        s.undo()
        canvas.sync()
        slowest = max(slowest, time.perf_counter() - start)
    assert painted == [] and s.is_empty
    assert canvas.image() == raster.render(s, 800, 1200)
    for _ in range(7):
        start = time.perf_counter()
        s.redo()
        canvas.sync()
        slowest = max(slowest, time.perf_counter() - start)
    assert painted == []  # a redo jumps to the copy kept of that step
    assert canvas.image() == raster.render(s, 800, 1200)
    assert slowest < 0.1  # a copy of the picture, no painting (5 ms here, quiet)
    assert canvas.checkpoint_count * 800 * 1200 * 4 <= raster.CHECKPOINT_BUDGET


def test_a_200_step_drawing_undoes_and_redoes_20_deep_from_a_copy_close_by(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """200 steps each costing 2.5 ms to paint (a clock of our own), room for 20 copies: the
    copies stay within the budget, dense near the end, so each of 20 undos and redos paints
    at most a few steps again, and the picture is always the sketch's."""
    clock = [0.0]

    def tick() -> float:
        clock[0] += 0.00125  # two reads a paint: 2.5 ms each
        return clock[0]

    monkeypatch.setattr(raster.time, "perf_counter", tick)
    monkeypatch.setattr(raster, "CHECKPOINT_BUDGET", 20 * 60 * 90 * 4)
    s = Sketch("cream")
    canvas = raster.Raster(s, 60, 90)
    assert canvas.checkpoint_room == 20
    for k in range(200):
        if k % 25 == 24:
            s.fill((k * 13 % 90) / 100 + 0.05, (k * 29 % 140) / 100 + 0.05, "#ffcc00")
        else:
            s.begin_stroke("felt", QColor(k * 40503 % 0xFFFFFF).name(), 0.03, k / 200, 0.2)
            s.extend_stroke(k / 200, 1.2)
            canvas.sync()
            s.end_stroke()
        canvas.sync()
        assert canvas.checkpoint_count <= 20
    painted = _counting(canvas, monkeypatch)
    for step in range(20):
        painted.clear()
        s.undo()
        canvas.sync()
        assert len(painted) <= 3, step  # up to 7 from a copy every 8 steps
    assert canvas.image() == raster.render(s, 60, 90)
    for step in range(20):
        painted.clear()
        s.redo()
        canvas.sync()
        assert len(painted) <= 3, step
    assert canvas.image() == raster.render(s, 60, 90)
    assert canvas.checkpoint_count <= 20
