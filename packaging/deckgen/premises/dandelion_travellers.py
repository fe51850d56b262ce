"""Premise "dandelion-travellers": A dandelion clock taller than a house stands in a meadow;
its seeds float away on the wind, and under each white parachute hangs a small animal
traveller: mice, a frog with a bundle, a ladybird."""

from __future__ import annotations

import itertools

import numpy as np

from ..kit.light import after_mask
from ..kit.names import WHERE
from ..kit.paint import H, W, blend, disc, icon_mask, rgb
from ..kit.place import add_element, focus_on, third
from ..kit.premise import Painted, Premise
from ..kit.scene import Ctx
from ..kit.shapes import segment, union_box


def _tuft(m: np.ndarray, cx: float, cy: float, r: float, up: float, n: int, w: float) -> None:
    """A dandelion seed's parachute into mask `m`: `n` fine rays fanning around direction
    `up` (radians) from (cx, cy), each `r` long."""
    for a in np.linspace(up - 1.2, up + 1.2, n):
        x1, y1 = cx + np.cos(a) * r, cy - np.sin(a) * r
        np.maximum(m, segment(cx, cy, x1, y1, w), out=m)


def stage(ctx: Ctx) -> Painted:
    """A dandelion clock taller than a house stands in a meadow; its seeds float away on the
    wind, and under each white parachute hangs a small animal traveller."""
    x, s = third(ctx)
    ctx.texture_sky()
    ctx.celestial(W / 2 - s * W * 0.3, H * ctx.u(0.1, 0.16), 55)
    ctx.clouds(2, 0.12, 0.3, 0.45)
    gy = ctx.hills(ctx.u(0.74, 0.78), 2, amp=30)
    ctx.staged[:] = [f for f in ctx.staged if f != ctx.repoussoir]  # no dark framing tree
    # the stem, gently bent, and the seed head
    hx, hy, hr = x, H * ctx.u(0.3, 0.34), H * ctx.u(0.11, 0.125)
    pts = [
        (x + s * 40 * np.sin(t * 2.2) + (1 - t) * s * 30, hy + (gy + 30 - hy) * t)
        for t in np.linspace(0, 1, 10)
    ]
    stem = np.zeros((H, W), np.float32)
    for (a, b), (c, d) in itertools.pairwise(pts):
        np.maximum(stem, segment(a, b, c, d, 14), out=stem)
    ctx.lit(stem, (int(x - 80), int(hy), int(x + 80), int(gy + 40)), rgb("#5f8a3a"), rim=0.4)
    blend(ctx.img, disc(hx, hy, hr * 0.95, 24), rgb("#ffffff"), 0.4)
    # a sphere of seeds: fluffy puffs at the ray ends, paler on the lit top, a lilac-grey
    # shade under the ball
    puffs = np.zeros((H, W), np.float32)
    gap = ctx.u(0, 2 * np.pi)  # the side the wind has already stripped
    side = ctx.side()
    for a in np.linspace(0, 2 * np.pi, 64, endpoint=False):
        if abs((a - gap + np.pi) % (2 * np.pi) - np.pi) < 0.45:
            continue
        for rr in (0.9, 0.72):
            aa = a + float(side.uniform(-0.04, 0.04)) + (0.05 if rr < 0.8 else 0.0)
            px, py = hx + np.cos(aa) * hr * rr, hy + np.sin(aa) * hr * rr
            np.maximum(puffs, disc(px, py, hr * float(side.uniform(0.06, 0.09)), 3), out=puffs)
    blend(ctx.img, puffs, rgb("#fdfdf8"), 0.75)
    under = disc(hx, hy + hr * 0.35, hr * 0.8, 40) * disc(hx, hy, hr, 10)
    blend(ctx.img, under, rgb("#b8aabd"), 0.25)
    blend(ctx.img, disc(hx, hy, 26, 3), rgb("#7a6a3a"))
    rays = np.zeros((H, W), np.float32)
    for a in np.linspace(0, 2 * np.pi, 64, endpoint=False):
        if abs((a - gap + np.pi) % (2 * np.pi) - np.pi) < 0.45:
            continue
        ex, ey = hx + np.cos(a) * hr * 0.82, hy + np.sin(a) * hr * 0.82
        np.maximum(rays, segment(hx, hy, ex, ey, 1.6), out=rays)
        _tuft(rays, ex, ey, hr * 0.2, -a, 5, 1.4)
    after_mask(ctx, rays, "#fbfbf6", 0.9)
    ctx.focus[:] = np.maximum(ctx.focus, disc(hx, hy, hr * 1.2, 30))
    add_element(
        ctx,
        f"a giant dandelion clock {WHERE[ctx.pal.name]}",
        "main",
        (int(hx - hr * 1.2), int(hy - hr * 1.2), int(hx + hr * 1.2), int(gy + 40)),
        ("plant", "flower", "wish"),
    )
    # the seeds on the wind, each carrying a small traveller, drifting up and away
    tufts = np.zeros((H, W), np.float32)
    # (icon, colour, rotation, flipped, what it is): a mouse hanging head up by both paws, a
    # frog with a bundle, a ladybird, a squirrel turned round to look back at the dandelion
    flyers = [
        (
            "rat",  # a mouse reared up, forepaws raised: upright, it hangs by them
            "#7a665a",
            0.0,
            s > 0,
            "a mouse holding on with both paws",
        ),
        ("frog", "#5f9a48", 0.0, False, "a frog with a bundle"),
        ("ladybug", "#c83a30", -20.0 * s, False, "a ladybird"),
        ("squirrel", "#b0642e", 0.0, s < 0, "a squirrel looking back"),
    ]
    # along a diagonal from beside the head up to the far top corner, evenly spaced
    room = (hx - hr * 1.1 - 120) if s > 0 else (W - 120 - hx - hr * 1.1)
    for k, (icon, col, rot, flip, said) in enumerate(flyers):
        t = k / 3
        sx = hx - s * (hr * 1.15 + t * room)
        sy = hy + H * 0.23 - t * (hy + H * 0.16)
        ph = H * (0.105 - 0.02 * t)
        r = ph * 0.6
        _tuft(tufts, sx, sy, r, np.pi / 2 + s * 0.15, 11, 3.0)
        line = ph * 0.25
        np.maximum(tufts, segment(sx, sy, sx, sy + line, 2.6), out=tufts)
        rot += float(ctx.u(-8, 8))
        m, bb = icon_mask(icon, sx, sy, ph, flip=flip, rot=rot)
        m, bb = icon_mask(icon, sx, sy + line + (sy - bb[1]) - 4, ph, flip=flip, rot=rot)
        if icon == "frog":  # a bundle on a stick, trailing on the wind beside it
            bm, bbb = icon_mask(
                "bindle", sx - s * ph * 0.55, bb[1] + ph * 0.1, ph * 0.75, flip=s > 0
            )
            ctx.lit(m, bb, rgb(col), rim=0.6, separate=True)
            focus_on(ctx, m, 8, 3.0)
            m = bm
            col = "#b0623a"
            bb = union_box([bb, bbb])
        ctx.lit(m, bb, rgb(col), rim=0.6, separate=True)
        focus_on(ctx, m, 8, 3.0)
        add_element(
            ctx,
            f"{said} hanging from a flying seed",
            "secondary",
            bb,
            ("animal", "journey", "wind"),
            icon,
        )
    # a little house at the stem's foot, for scale: the travellers' home
    hh = H * 0.075
    hm, hb = icon_mask("house", x + s * H * 0.09, gy + 20 - hh / 2, hh, flip=s < 0)
    ctx.cast_shadow(hm, hb, hb[3], strength=0.35)
    ctx.contact(hm, hb)
    ctx.lit(hm, hb, rgb("#8a4a36"), rim=0.6)
    focus_on(ctx, hm, 6, 2.5)
    add_element(ctx, "a little house at its foot", "secondary", hb, ("home", "house"), "house")
    # a grey edge under the white, so the parachutes read against a pale sky too
    after_mask(ctx, np.roll(tufts, 3, axis=0), "#6a6a78", 0.45)
    after_mask(ctx, tufts, "#fbfbf6", 0.95)
    return Painted(
        "A dandelion clock taller than the little house at its foot stands in a meadow; its "
        "seeds float away on the wind, and under each white parachute hangs a small traveller: "
        "a mouse holding on with both paws, a frog with a bundle on a stick, a ladybird, and a "
        "squirrel looking back at home.",
        [
            "leaving home",
            "growing up",
            "journey",
            "wish",
            "wind",
            "letting go",
            "freedom",
            "adventure",
            "family",
            "scattering",
            "small",
        ],
    )


PREMISE = Premise(
    name="dandelion-travellers",
    figure="dandelion",
    max_cards=1,
    palettes=("spring", "noon", "dawn"),
    stage=stage,
)
