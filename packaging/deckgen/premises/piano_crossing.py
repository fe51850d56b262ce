"""Premise "piano-crossing": Seen from high above, the crossing over a grey street is a
piano keyboard; one small person in a yellow coat walks across it, the key under their foot
pressed down, the keys behind them still glowing, and notes rising from where they step."""

from __future__ import annotations

import numpy as np

from ..kit.light import after_mask, later_glow
from ..kit.paint import Arr, H, W, blend, blur, box, disc, ellipse, fbm, rgb
from ..kit.place import add_element
from ..kit.premise import Painted, Premise
from ..kit.scene import Ctx
from ..kit.shapes import polylines, segment


def note(x: float, y: float, size: float) -> Arr:
    """An eighth note: a tilted head, a stem and a flag."""
    head = ellipse(x, y, size * 0.36, size * 0.26, 1.5)
    stem = segment(x + size * 0.3, y - size * 0.05, x + size * 0.3, y - size * 1.1, size * 0.1)
    flag = segment(x + size * 0.3, y - size * 1.1, x + size * 0.65, y - size * 0.7, size * 0.12)
    out: Arr = np.maximum(np.maximum(head, stem), flag)
    return out


def stage(ctx: Ctx) -> Painted:
    s = 1 if ctx.rng.random() < 0.5 else -1
    ctx.light = (W / 2 - s * W, -H * 0.5)
    # the street seen straight down: asphalt between two pavements
    y0, y1 = H * ctx.u(0.25, 0.27), H * ctx.u(0.73, 0.75)
    n = fbm(ctx.rng, 40, 3) - 0.5
    ctx.img[:] = np.clip(rgb("#4a4c52") * (1 + 0.25 * n[..., None]), 0, 1)
    paving = rgb("#c8bca8") * (1 + 0.12 * (fbm(ctx.rng, 60, 2) - 0.5))[..., None]
    for a, b in ((-5.0, y0 - 26), (y1 + 26, H + 5.0)):
        m = box(-5, a, W + 5, b, 2)
        blend(ctx.img, m, np.clip(paving, 0, 1))
        # slabs
        lines = [[(-5.0, float(yy)), (W + 5.0, float(yy))] for yy in np.arange(a + 40, b, 110)]
        lines += [[(float(xx), a), (float(xx), b)] for xx in np.arange(30, W, 150)]
        blend(ctx.img, polylines(lines, 3) * m, rgb("#8a8070"), 0.5)
    for yy in (y0 - 26, y1):
        blend(ctx.img, box(-5, yy, W + 5, yy + 26, 2), rgb("#9a948a"))
    blend(ctx.img, box(-5, y0, W + 5, y0 + 14, 4), ctx.img * 0.5, 0.6)  # the curb's shadow
    # trees on the pavements, round crowns from above with their shadows
    for yy in (y0 * 0.45, (y1 + H) / 2 + 40):
        for tx in (ctx.u(60, 200), ctx.u(W - 260, W - 80)):
            tr = ctx.u(70, 100)
            blend(
                ctx.img,
                blur(disc(tx + s * tr * 0.8, yy + tr * 0.8, tr, 3), 10),
                ctx.img * 0.45,
                0.8,
            )
            blend(ctx.img, disc(tx, yy, tr, 3), rgb("#3e6a34"))
            blend(
                ctx.img,
                blur(disc(tx - s * tr * 0.3, yy - tr * 0.3, tr * 0.55, 4), 8),
                rgb("#7aa858"),
                0.6,
            )
    # the lane line, dashed, on the asphalt either side of the crossing
    mid = (y0 + y1) / 2
    dashes = [[(float(xx), mid), (float(xx) + 90, mid)] for xx in np.arange(-40, W, 170)]
    # the keyboard: the crossing's stripes are its white keys, laid across the street from
    # one pavement to the other, the black keys along one side
    cw = W * 0.46
    cx0 = W / 2 - cw / 2 + s * ctx.u(0, 40)
    cx1 = cx0 + cw
    nk = 11
    ky0, ky1 = y0 + 10, y1 - 10
    kh = (ky1 - ky0) / nk
    blend(
        ctx.img,
        polylines(dashes, 10) * (1 - box(cx0 - 60, y0, cx1 + 60, y1, 2)),
        rgb("#e8e0c8"),
        0.85,
    )
    walker = int(ctx.rng.integers(4, 6))
    d = 1  # the walker goes down the card, toward the near pavement
    bside = 1 if ctx.rng.random() < 0.5 else -1  # the black keys' side
    keys = np.zeros((H, W), np.float32)
    for k in range(nk):
        m = box(cx0, ky0 + k * kh + 3, cx1, ky0 + (k + 1) * kh - 3, 2)
        keys = np.maximum(keys, m)
        pressed = k == walker
        blend(ctx.img, m, rgb("#d0ccc0") if pressed else rgb("#f2efe6"))
    black = np.zeros((H, W), np.float32)
    bl = cw * 0.58
    bx0, bx1 = (cx0, cx0 + bl) if bside < 0 else (cx1 - bl, cx1)
    for k in range(1, nk):
        if k % 7 in (3, 0):
            continue  # no black key between E and F, or B and C
        by = ky0 + k * kh
        black = np.maximum(black, box(bx0, by - kh * 0.3, bx1, by + kh * 0.3, 2))
    blend(ctx.img, blur(black, 3), ctx.img * 0.5, 0.5)
    blend(ctx.img, black, rgb("#1e1c20"))
    add_element(
        ctx,
        "a street crossing painted as a piano keyboard",
        "main",
        (int(cx0), int(ky0), int(cx1), int(ky1)),
        ("street", "piano", "music", "crossing"),
    )
    ctx.focus[:] = np.maximum(ctx.focus, np.maximum(keys, black) * 0.9)
    # the walker stands on the keys' white ends; the keys behind them still glow
    wx0, wx1 = (cx0 + bl, cx1) if bside < 0 else (cx0, cx1 - bl)
    lit = np.zeros((H, W), np.float32)
    for k in range(max(0, walker - 3), walker):
        lit = np.maximum(
            lit,
            box(wx0 + 4, ky0 + k * kh + 5, wx1 - 4, ky0 + (k + 1) * kh - 5, 4)
            * (1 - 0.2 * (walker - k)),
        )
    blend(ctx.img, lit, rgb("#ffd870"), 0.75)
    px = (wx0 + wx1) / 2
    py = ky0 + (walker + 0.5) * kh
    shadow = np.maximum(
        segment(px, py, px + s * 160, py + 170, 44),
        disc(px + s * 175, py + 185, 32, 3),
    )
    blend(ctx.img, blur(shadow, 3), ctx.img * 0.35, 0.75)
    blend(ctx.img, ellipse(px + 18, py + d * 52, 13, 20, 2), rgb("#2a2a3a"))  # the stepping foot
    coat = ellipse(px, py, 62, 40, 2)
    blend(ctx.img, coat, rgb("#e8b428"))
    blend(ctx.img, ellipse(px - s * 14, py - 12, 38, 20, 8), rgb("#ffe070"), 0.5)
    blend(ctx.img, disc(px + s * 3, py + 3, 25, 1.5), rgb("#4a3020"))
    add_element(
        ctx,
        "a small person in a yellow coat seen from above",
        "secondary",
        (int(px - 64), int(py - 42), int(px + 64), int(py + 74)),
        ("person", "small", "walking"),
    )
    ctx.focus[int(py - 60) : int(py + 90), int(px - 90) : int(px + 90)] = 1.0
    # notes rising from the key under their foot, drawn after the paint
    gen = ctx.side()
    notes = np.zeros((H, W), np.float32)
    for k in range(5):
        nx = px + float(gen.uniform(-60, 60)) - s * 50 * k
        ny = py - 70 - k * 80
        notes = np.maximum(notes, note(nx, ny, float(gen.uniform(44, 56))))
    after_mask(ctx, np.clip(blur(notes, 5) * 2.5, 0, 1), "#fff6d8", 0.7)
    after_mask(ctx, notes, "#2a2018", 0.95)
    later_glow(ctx, px, py + 20, 90, "#ffe08a", 0.4)
    return Painted(
        "Seen from high above, the crossing over a grey street is a piano keyboard; one small "
        "person in a yellow coat walks across it, the key under their foot pressed down, the "
        "keys behind them still glowing, and musical notes rising from where they step.",
        [
            "music",
            "everyday magic",
            "joy",
            "the city",
            "step by step",
            "crossing",
            "from above",
            "playing",
            "rhythm",
        ],
        setting="in the street",
    )


PREMISE = Premise(
    name="piano-crossing",
    figure="piano",
    palettes=("noon",),
    stage=stage,
    max_cards=1,
    frame=False,
)
