"""The stroke model: undo and redo many steps deep, the redo tail, limits, JSON."""

from __future__ import annotations

import contextlib
import json
import random

import pytest

from dixit_desktop.drawing import sketch as sk
from dixit_desktop.drawing.errors import SketchFormatError, SketchFullError
from dixit_desktop.drawing.sketch import Clear, Fill, PaperChange, Sketch, Stroke


def line(s: Sketch, x0: float = 0.1, tool: str = "felt", n: int = 5) -> Stroke:
    stroke = s.begin_stroke(tool, "#336699", 0.02, x0, 0.1, 0.5, 0.0)
    for i in range(1, n):
        s.extend_stroke(x0 + i * 0.01, 0.1 + i * 0.02, 0.5, i * 0.01)
    s.end_stroke()
    return stroke


def test_undo_and_redo_go_150_steps_deep_and_back() -> None:
    s = Sketch()
    strokes = [line(s, 0.001 * i) for i in range(150)]
    assert list(s.ops) == strokes
    for left in range(149, -1, -1):
        assert s.undo()
        assert list(s.ops) == strokes[:left]
    assert not s.can_undo and not s.undo() and s.can_redo
    for k in range(150):
        assert s.redo()
        assert s.ops[-1] is strokes[k]
    assert not s.can_redo and not s.redo()


def test_a_new_step_after_undo_drops_what_could_be_redone() -> None:
    s = Sketch()
    first, second = line(s), line(s, 0.3)
    s.undo()
    assert s.can_redo
    s.fill(0.5, 0.5, "#ff0000")
    assert not s.can_redo and not s.redo()
    assert s.ops == (first, Fill(0.5, 0.5, "#ff0000"))
    assert second not in s.ops


def test_the_revision_grows_with_every_change() -> None:
    s = Sketch()
    seen = [s.revision]
    s.begin_stroke("pencil", "#000000", 0.01, 0.1, 0.1)
    seen.append(s.revision)
    s.extend_stroke(0.2, 0.2)
    seen.append(s.revision)
    s.end_stroke()
    s.undo()
    seen.append(s.revision)
    s.redo()
    seen.append(s.revision)
    assert seen == sorted(seen) and len(set(seen)) == len(seen)


def test_clear_and_paper_are_steps_that_undo() -> None:
    s = Sketch("cream")
    line(s)
    s.clear()
    assert s.is_empty and isinstance(s.ops[-1], Clear)
    s.undo()
    assert not s.is_empty
    s.set_paper("board")
    assert s.paper == "board" and isinstance(s.ops[-1], PaperChange)
    s.undo()
    assert s.paper == "cream"
    s.clear()
    s.clear()  # already empty: no second step
    assert sum(isinstance(o, Clear) for o in s.ops) == 1


def test_points_are_clamped_onto_the_card_and_near_ones_dropped() -> None:
    s = Sketch()
    stroke = s.begin_stroke("felt", "#000000", 0.02, -1.0, 9.0, 3.0, -5.0)
    assert stroke.points[0] == (0.0, sk.HEIGHT, 1.0, 0.0)
    assert not s.extend_stroke(0.0, sk.HEIGHT - sk.MIN_STEP / 4)
    assert len(stroke.points) == 1


def test_bad_tool_colour_or_number_is_refused() -> None:
    s = Sketch()
    with pytest.raises(ValueError):
        s.begin_stroke("spray", "#000000", 0.02, 0.1, 0.1)
    with pytest.raises(ValueError):
        s.begin_stroke("felt", "red", 0.02, 0.1, 0.1)
    with pytest.raises(ValueError):
        s.fill(float("nan"), 0.1, "#000000")
    with pytest.raises(ValueError):
        s.set_paper("gold")
    assert not s.ops


def test_a_stroke_past_its_point_limit_goes_on_as_a_new_stroke(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(sk, "MAX_POINTS", 10)
    s = Sketch()
    s.begin_stroke("paint", "#123456", 0.05, 0.0, 0.0)
    for i in range(1, 25):
        s.extend_stroke(i * 0.01, 0.5, 1.0, i * 0.1)
    s.end_stroke()
    strokes = [o for o in s.ops if isinstance(o, Stroke)]
    assert len(strokes) == 3 and all(len(o.points) <= 10 for o in strokes)
    assert strokes[1].points[0][:2] == strokes[0].points[-1][:2]  # no gap between them
    assert sum(len(o.points) for o in strokes) == 25 + 2


def test_a_full_sketch_refuses_more_with_a_typed_error(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(sk, "MAX_OPS", 3)
    s = Sketch()
    for _ in range(3):
        s.fill(0.5, 0.5, "#000000")
    with pytest.raises(SketchFullError) as e:
        s.begin_stroke("felt", "#000000", 0.02, 0.1, 0.1)
    assert e.value.code == "drawing.sketch_full" and e.value.params == {"limit": 3}
    assert len(s.ops) == 3


def test_json_round_trip_keeps_every_step() -> None:
    s = Sketch("kraft")
    line(s, tool="pencil")
    s.fill(0.25, 1.25, "#ABCDEF")
    line(s, 0.4, tool="eraser")
    s.clear()
    s.set_paper("bluegrey")
    back = Sketch.from_json(s.to_json_text())
    assert back.to_json() == s.to_json()
    assert back.paper == "bluegrey" and back.first_paper == "kraft"
    assert [type(o) for o in back.ops] == [Stroke, Fill, Stroke, Clear, PaperChange]
    assert back.ops[1] == Fill(0.25, 1.25, "#abcdef")
    assert Sketch.from_json(s.to_json()).to_json() == s.to_json()


@pytest.mark.parametrize(
    ("text", "code"),
    [
        ("{", "drawing.sketch_damaged"),
        ("[]", "drawing.sketch_damaged"),
        ('{"format": "dixit-sketch", "version": 1, "ops": 3}', "drawing.sketch_damaged"),
        ('{"format": "dixit-sketch", "version": 9, "ops": []}', "drawing.sketch_newer"),
        (
            '{"format": "dixit-sketch", "version": 1, "ops": [{"op": "boom"}]}',
            "drawing.sketch_damaged",
        ),
        (
            '{"format": "dixit-sketch", "version": 1, "ops": [{"op": "stroke", "tool": "felt",'
            ' "colour": "#000000", "size": 0.1, "points": [1, 2, 3]}]}',
            "drawing.sketch_damaged",
        ),
        ("[" * 100_000 + "]" * 100_000, "drawing.sketch_damaged"),
    ],
)
def test_damaged_json_gives_a_typed_error(text: str, code: str) -> None:
    with pytest.raises(SketchFormatError) as e:
        Sketch.from_json(text)
    assert e.value.code == code


def test_huge_json_is_refused_by_its_size_before_reading(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(sk, "MAX_JSON_BYTES", 1000)
    with pytest.raises(SketchFormatError) as e:
        Sketch.from_json(" " * 1001)
    assert e.value.code == "drawing.sketch_too_big" and e.value.params["what"] == "bytes"


def test_too_many_ops_or_points_are_refused(monkeypatch: pytest.MonkeyPatch) -> None:
    s = Sketch()
    line(s, n=20)
    line(s)
    data = s.to_json()
    monkeypatch.setattr(sk, "MAX_POINTS", 10)
    with pytest.raises(SketchFormatError) as e:
        Sketch.from_json(json.dumps(data))
    assert e.value.params == {"what": "points", "limit": 10}
    monkeypatch.setattr(sk, "MAX_POINTS", 4000)
    monkeypatch.setattr(sk, "MAX_OPS", 1)
    with pytest.raises(SketchFormatError) as e:
        Sketch.from_json(json.dumps(data))
    assert e.value.params == {"what": "ops", "limit": 1}


def test_random_damage_never_raises_anything_but_the_typed_error() -> None:
    s = Sketch()
    for i in range(5):
        line(s, 0.1 * i)
    text = s.to_json_text()
    rng = random.Random(5)
    for _ in range(300):
        chars = list(text)
        for _ in range(rng.randint(1, 6)):
            chars[rng.randrange(len(chars))] = rng.choice('{}[],:"0-9.eaZ\\')
        with contextlib.suppress(SketchFormatError):
            Sketch.from_json("".join(chars))
