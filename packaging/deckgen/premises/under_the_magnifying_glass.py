"""Premise "under-the-magnifying-glass": A magnifying glass hovers over a lawn; outside it the
grass is just grass, but inside the lens its blades stand tall as a forest, and a tiny
traveller walks between them."""

from __future__ import annotations

import numpy as np

from ..kit.figures import person
from ..kit.ground import meadow_from_above
from ..kit.light import after_mask
from ..kit.paint import YY, H, W, blend, blur, disc, glow, rgb
from ..kit.people import drawn_as
from ..kit.place import add_element, pick
from ..kit.premise import Painted, Premise
from ..kit.scene import Ctx
from ..kit.shapes import mask_bbox, polygon_fine, polylines, ribbon, segment


def blades(
    ctx: Ctx,
    n: int,
    y0: float,
    y1: float,
    hmin: float,
    hmax: float,
    wid: float,
    dark: float,
    clear: tuple[float, float] = (0.0, 0.0),
) -> None:
    """Grass blades rising from between y0 and y1, `hmin`..`hmax` tall, about `wid` wide."""
    m = np.zeros((H, W), np.float32)
    tone = np.zeros((H, W), np.float32)
    for _ in range(n):
        bx, by = ctx.u(-40, W + 40), ctx.u(y0, y1)
        if clear[0] - clear[1] < bx < clear[0] + clear[1]:
            continue  # keep the blades off the traveller
        bh, lean = ctx.u(hmin, hmax), ctx.u(-0.35, 0.35)
        w = wid * ctx.u(0.7, 1.3)
        tip = (bx + lean * bh, by - bh)
        mid = (bx + lean * bh * 0.4, by - bh * 0.55)
        b = polygon_fine(
            [
                (bx - w, by),
                (mid[0] - w * 0.6, mid[1]),
                tip,
                (mid[0] + w * 0.6, mid[1]),
                (bx + w, by),
            ]
        )
        m = np.maximum(m, b)
        tone = np.where(b > 0.5, ctx.u(0.75, 1.15), tone)
    green = rgb(ctx.pal.ground) * tone[..., None] * dark
    blend(ctx.img, m, np.clip(green, 0, 1))
    # a light midrib on each blade's lit side
    blend(ctx.img, np.clip(m - blur(m, 6), 0, 1), rgb("#d8f0a0"), 0.25)


def stage(ctx: Ctx) -> Painted:
    s = 1 if ctx.rng.random() < 0.5 else -1
    ctx.light = (W / 2 - s * W * 0.6, -H * 0.3)
    meadow_from_above(ctx)
    # short grass strokes and a few daisies all over the lawn
    grass = []
    gen = ctx.side()
    for _ in range(900):
        gx, gy = float(gen.uniform(0, W)), float(gen.uniform(0, H))
        ln = float(gen.uniform(18, 34))
        grass.append([(gx, gy), (gx + float(gen.uniform(-8, 8)), gy - ln)])
    blend(ctx.img, polylines(grass, 4), rgb(ctx.pal.ground) * 0.7, 0.6)
    petals = np.zeros((H, W), np.float32)
    hearts = np.zeros((H, W), np.float32)
    for _ in range(22):
        dx, dy = ctx.u(40, W - 40), ctx.u(40, H - 40)
        for k in range(8):
            a = k * np.pi / 4
            petals = np.maximum(petals, disc(dx + 9 * np.cos(a), dy + 9 * np.sin(a), 6, 1.5))
        hearts = np.maximum(hearts, disc(dx, dy, 5, 1.5))
    # the lens and its handle
    cx, cy = W / 2 + s * ctx.u(20, 50), H * ctx.u(0.4, 0.43)
    r = W * ctx.u(0.3, 0.32)
    ang = np.pi / 2 + s * ctx.u(0.55, 0.7)  # the handle runs down toward the other side
    hx0, hy0 = cx + (r + 10) * np.cos(ang), cy + (r + 10) * np.sin(ang)
    hx1, hy1 = cx + (r + H * 0.25) * np.cos(ang), cy + (r + H * 0.25) * np.sin(ang)
    lens = disc(cx, cy, r, 2)
    # its shadow on the grass, away from the light, with a bright spot where it focuses
    sx, sy = cx + s * 60, cy + 90
    ring_sh = np.clip(disc(sx, sy, r + 26, 8) - disc(sx, sy, r - 6, 8), 0, 1)
    handle_sh = segment(hx0 + s * 60, hy0 + 90, hx1 + s * 60, hy1 + 90, 44)
    blend(ctx.img, blur(np.maximum(ring_sh, handle_sh), 10), ctx.img * 0.45, 0.7)
    glow(ctx.img, sx + s * 30, sy + 30, 70, "#fff4c0", 0.5)
    # inside the lens: the same lawn at the height of a blade, a forest of grass
    inner = ctx.sub(ctx.pal.name)
    inner.light = ctx.light
    # a green dusk among the blades, lighter toward the top where the sun comes through
    t = np.clip((YY - (cy - r)) / (2 * r), 0, 1)[..., None]
    inner.img[:] = rgb("#d8eeb0") * (1 - t) + rgb("#46703a") * t
    gy = cy + r * 0.55
    blades(inner, 30, cy - r * 0.3, gy - 30, r * 0.7, r * 1.5, 24, 0.55)
    blades(inner, 16, cy - r * 0.1, gy - 10, r * 0.6, r * 1.2, 28, 0.85)
    ground = np.clip((YY - gy) / 4, 0, 1).astype(np.float32)
    blend(inner.img, ground, rgb("#6a5434"))
    # a dewdrop as big as a ball lying by the path
    dx, dy, dr = cx + s * r * 0.4, gy + r * 0.05, r * 0.13
    drop = disc(dx, dy - dr * 0.8, dr, 2)
    blend(inner.img, drop, rgb("#a8d8e8"), 0.75)
    blend(inner.img, disc(dx - s * dr * 0.35, dy - dr * 1.2, dr * 0.28, 3), rgb("#ffffff"), 0.9)
    who = pick(ctx, ["a child", "a girl", "a boy"])
    px = cx - s * r * 0.15
    ph = r * 0.55
    person(
        inner,
        "walk",
        px,
        gy + 4,
        ph,
        "secondary",
        label="a tiny traveller walking between the blades of grass",
        coat=pick(ctx, ["#c8392e", "#e0a030"]),
        flip=s > 0,
        shadow=gy + 4,
        tags=("person", "small", "journey"),
        **drawn_as(who),
    )
    blades(inner, 12, gy + 30, cy + r, r * 0.5, r * 0.9, 30, 1.1, clear=(px, r * 0.3))
    ctx.fill_with(lens, inner, rim=0.0)
    # the frame and handle
    frame = np.clip(disc(cx, cy, r + 26, 2) - disc(cx, cy, r, 2), 0, 1)
    neck = segment(hx0, hy0, hx0 + 60 * np.cos(ang), hy0 + 60 * np.sin(ang), 40)
    handle = ribbon([(hx0 + 50 * np.cos(ang), hy0 + 50 * np.sin(ang)), (hx1, hy1)], [52, 60])
    brass = np.maximum(frame, neck)
    ctx.lit(brass, mask_bbox(brass), rgb("#b8923a"), rim=0.8)
    ctx.lit(handle, mask_bbox(handle), rgb("#5a2e1e"), rim=0.6)
    # a glint on the glass, after the paint
    arc = [
        (cx + r * 0.78 * np.cos(a), cy + r * 0.78 * np.sin(a))
        for a in np.linspace(np.pi * 1.1, np.pi * 1.4, 12) * 1.0
    ]
    if s < 0:
        arc = [(2 * cx - x, y) for x, y in arc]
    after_mask(ctx, polylines([arc], 12), "#ffffff", 0.55)
    glass = np.maximum(np.maximum(lens, brass), handle)
    gb = mask_bbox(glass)
    after_mask(ctx, petals * (1 - glass), "#f4f2ea", 0.9)
    after_mask(ctx, hearts * (1 - glass), "#f0c030", 0.95)
    add_element(
        ctx,
        "a magnifying glass",
        "main",
        gb,
        ("object", "looking", "small world", "discovery"),
    )
    ctx.focus[:] = np.maximum(ctx.focus, np.clip(disc(cx, cy, r + 30, 20) * 0.9, 0, 1))
    return Painted(
        "A magnifying glass hovers over a lawn: outside it the grass is just grass, but inside "
        f"the lens its blades stand as tall as a forest, and {who} no bigger than an ant walks "
        "between them, past a dewdrop as big as a ball.",
        [
            "small world",
            "discovery",
            "looking closer",
            "curiosity",
            "hidden worlds",
            "adventure",
            "scale",
            "details",
            "wonder",
        ],
    )


PREMISE = Premise(
    name="under-the-magnifying-glass",
    figure="magnifying glass",
    palettes=("spring", "noon"),
    stage=stage,
    max_cards=1,
    frame=False,
)
