"""Premise "keys-fly-home": At dusk, over the roofs of a small town, a flock of old keys flies
home like birds on little feathered wings; the first of them, big and close, glides down
toward the one lit door left open for it."""

from __future__ import annotations

import numpy as np

from ..kit.light import later_glow, lit_windows
from ..kit.paint import YY, H, W, blend, blur, box, disc, glow, icon_mask, mix, rgb
from ..kit.place import add_element, focus_on, third
from ..kit.premise import Painted, Premise
from ..kit.scene import Ctx
from ..kit.shapes import mask_bbox, polygon_fine, segment
from ..kit.sky import sky

METALS = ("#c9a24a", "#b87a3a", "#8a8a8e")


def flying_key(
    ctx: Ctx, cx: float, cy: float, size: float, s: int, metal: np.ndarray, beat: float
) -> np.ndarray:
    """A key `size` long flying bow first toward side -s, diving a little, with two feathered
    wings raised from its shaft (`beat` 0..1 how high); returns its mask (key and wings)."""
    # an old key from shapes: a ring bow leading, the shaft, two teeth on the bit; it dips
    # its bow a little as it glides down
    ang = np.radians(ctx.u(8, 16))
    ux, uy = s * np.cos(ang), -np.sin(ang)  # from the bow to the bit
    nx, ny = -uy * s, ux * s  # across the shaft, downward

    def P(a: float, b: float) -> tuple[float, float]:  # along (a) and across (b), in sizes
        return cx + (a * ux + b * nx) * size, cy + (a * uy + b * ny) * size

    bow_c = P(-0.36, 0)
    bow = disc(*bow_c, size * 0.15, 2) * (1 - disc(*bow_c, size * 0.075, 2))
    collar = segment(*P(-0.23, 0), *P(-0.17, 0), size * 0.1)
    shaft = segment(*P(-0.22, 0), *P(0.5, 0), size * 0.055)
    teeth = np.maximum(
        polygon_fine([P(0.3, 0), P(0.38, 0), P(0.38, 0.16), P(0.3, 0.16)]),
        polygon_fine([P(0.42, 0), P(0.5, 0), P(0.5, 0.12), P(0.42, 0.12)]),
    )
    key = np.clip(bow + collar + shaft + teeth, 0, 1)
    kb = mask_bbox(key)
    wh = size * (0.42 + 0.12 * beat)
    # the wings' root on the shaft, a little behind the middle; their tips sweep up and back
    rx, ry = P(0.02, -0.03)
    far, fb = icon_mask(
        "feathered-wing", rx - s * wh * 0.2, ry - wh * 0.5, wh * 0.85, flip=s > 0, rot=s * 22
    )
    near, nb = icon_mask(
        "feathered-wing", rx + s * wh * 0.42, ry - wh * 0.44, wh, flip=s > 0, rot=-s * 4
    )
    feathers = rgb("#f2ead8")
    ctx.lit(far, fb, mix(feathers, ctx.sky_at(0.3), 0.4), rim=0.3)
    ctx.lit(key, kb, metal, rim=0.8, separate=True)
    ctx.lit(near, nb, feathers, rim=0.6, separate=True)
    out: np.ndarray = np.clip(key + far + near, 0, 1)
    return out


def stage(ctx: Ctx) -> Painted:
    _, s = third(ctx)
    x = W / 2 - s * ctx.u(0.1, 0.14) * W  # the leader, flying toward side -s
    # the low sun on the far side, the town along the bottom
    sun_x = W / 2 + s * ctx.u(0.26, 0.32) * W
    sky(ctx, sx=sun_x, sy=H * ctx.u(0.56, 0.6), r=70, clouds=2, kind="sun")
    roof_y = H * ctx.u(0.78, 0.8)
    town = np.zeros((H, W), np.float32)
    dark = mix(rgb(ctx.pal.ink), ctx.sky_at(0.9), 0.2)
    for row, (y0, shade) in enumerate(((roof_y - H * 0.07, 0.45), (roof_y, 0.0))):
        row_m = np.zeros((H, W), np.float32)
        xs = ctx.u(-160, -40) + row * 90
        while xs < W + 40:
            hw = ctx.u(210, 320)
            ridge = y0 - ctx.u(0, 90)
            eave = ridge + hw * ctx.u(0.32, 0.42)
            walls = box(xs, eave, xs + hw, H + 10, 1.5)
            roof = polygon_fine(
                [(xs - 18, eave + 4), (xs + hw / 2, ridge), (xs + hw + 18, eave + 4)]
            )
            row_m = np.maximum(row_m, np.maximum(walls, roof))
            if ctx.rng.random() < 0.7:
                chx = xs + hw * ctx.u(0.2, 0.7)
                row_m = np.maximum(row_m, box(chx, ridge - 20, chx + 26, eave, 1.5))
            xs += hw + ctx.u(10, 60)
        blend(ctx.img, row_m, mix(dark, ctx.sky_at(0.75), shade))
        town = np.maximum(town, row_m)
    add_element(
        ctx, "the roofs of a small town", "secondary", mask_bbox(town), ("town", "home", "roofs")
    )
    lit_windows(ctx, town * (roof_y - 40 < YY), 16)
    # the open door of the nearest house below the leading key, warm light spilling out
    dx = x - s * ctx.u(40, 90)
    dy = H * 0.93
    door = box(dx - 46, dy - 150, dx + 46, dy, 2)
    blend(ctx.img, door, rgb("#ffcf7a"))
    leaf = polygon_fine(
        [
            (dx + s * 46, dy - 150),
            (dx + s * 100, dy - 160),
            (dx + s * 100, dy + 8),
            (dx + s * 46, dy),
        ]
    )
    blend(ctx.img, leaf, mix(dark, rgb("#8a5a3c"), 0.5))
    later_glow(ctx, dx, dy - 70, 170, "#ffd890", 0.5)
    add_element(ctx, "an open lit door", "secondary", mask_bbox(door), ("door", "home", "welcome"))
    # the flock: far keys small up toward the sun, the leader big and near, gliding down
    gen_metal = METALS[int(ctx.rng.integers(len(METALS)))]
    flock = np.zeros((H, W), np.float32)
    # they trail back from the leader along a rising line, each placed clear of the ones
    # before it (nearer keys first, so the farther ones find the gaps)
    n = 7
    placed: list[tuple[float, float, float]] = []
    spots = []
    for k in range(1, n + 1):
        t = k / n
        size = H * (0.13 - 0.085 * t)
        fx, fy = 0.0, 0.0
        for _ in range(30):
            fx = x + s * (0.12 + 0.42 * t) * W + ctx.u(-170, 170)
            fx = float(np.clip(fx, 100, W - 100))
            fy = H * (0.4 - 0.32 * t) + ctx.u(-80, 80)
            if all(np.hypot(fx - px, (fy - py) * 1.6) > (size + ps) * 0.6 for px, py, ps in placed):
                break
        placed.append((fx, fy, size))
        spots.append((k, fx, fy, size))
    for k, fx, fy, size in reversed(spots):
        t = k / n
        metal = rgb(METALS[int(ctx.rng.integers(len(METALS)))])
        m = flying_key(ctx, fx, fy, size, s, mix(metal, ctx.sky_at(0.4), 0.35 * t), ctx.u(0, 1))
        flock = np.maximum(flock, m)
    fb = mask_bbox(flock)
    add_element(ctx, "a flock of winged keys", "secondary", fb, ("key", "flock", "flight"))
    lead_y = H * ctx.u(0.56, 0.58)
    lead = flying_key(ctx, x, lead_y, H * 0.3, s, rgb(gen_metal), 0.6)
    lb = mask_bbox(lead)
    add_element(
        ctx,
        "an old key flying on feathered wings",
        "main",
        lb,
        ("key", "wings", "flight", "home", "object"),
    )
    focus_on(ctx, lead, 5, box=lb)
    fsl = (slice(fb[1], fb[3]), slice(fb[0], fb[2]))
    ctx.focus[fsl] = np.maximum(ctx.focus[fsl], np.clip(blur(flock, 4)[fsl] * 1.5, 0, 0.8))
    glow(ctx.img, x, lead_y, 260, "#fff0c8", 0.15)
    # a glint on the leader, after the paint
    later_glow(ctx, x - s * H * 0.05, lead_y - H * 0.04, 30, "#fff8e0", 0.7, core=4)
    return Painted(
        "At dusk, over the roofs of a small town, a flock of old keys flies home like birds on "
        "little feathered wings; the first of them, big and close, glides down toward the one "
        "lit door left open for it.",
        [
            "home",
            "coming back",
            "migration",
            "evening",
            "belonging",
            "freedom",
            "secrets",
            "welcome",
            "journey",
        ],
    )


PREMISE = Premise(
    name="keys-fly-home",
    figure="key",
    palettes=("dusk", "golden", "dawn"),
    stage=stage,
    max_cards=1,
    frame=False,
)
