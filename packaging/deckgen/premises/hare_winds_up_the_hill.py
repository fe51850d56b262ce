"""Premise "hare-winds-up-the-hill": on a round green hilltop under the noon sun, a brown hare
stands on its hind legs and leans with all its weight against one wing of a huge brass wind-up
key stuck upright in the hill, turning it to wind the hill up like a clockwork toy; a ring of
bare earth is worn round the key where it walks.

The hare (hind legs, haunch, body, chest, head, ears, forelegs, tail), the key (its two
pierced wings, its hub, its shaft and the brass plate round its foot) and the worn path are
drawn from shapes; the eye, the nose and the whiskers come after the paint.
"""

from __future__ import annotations

import numpy as np

from ..kit.figures import bbox_of
from ..kit.light import after_mask
from ..kit.paint import XX, YY, Arr, H, W, blend, blur, disc, ellipse, glow, mix, rgb
from ..kit.place import add_element, focus_on, third
from ..kit.premise import Painted, Premise
from ..kit.scene import Ctx
from ..kit.shapes import polylines, ribbon, segment, tilted_ellipse
from ..kit.sky import cloud_puff, day_zenith, shade_under

Pt = tuple[float, float]
FURS = {"brown": "#7a5434", "sandy brown": "#8e6840", "grey-brown": "#6e5a48"}
BRASS = "#c8962e"


def _key(
    ctx: Ctx, kx: float, by: float, gk: float, lobe: float, r: float, c: float
) -> tuple[Arr, Arr]:
    """The wind-up key: a shaft from the hill at (kx, gk) up to a hub at (kx, by) and two
    round pierced wings `lobe` either side of it, `r` round, turned so that they look `c`
    as wide as they are; returns (key, plate) masks."""
    shaft = segment(kx, by, kx, gk - 6, 46)
    hub = ellipse(kx, by, 58, 74, 2)
    collar = ellipse(kx, gk - 34, 44, 14, 2)
    wings = np.zeros((H, W), np.float32)
    for d in (-1, 1):
        w = ellipse(kx + d * lobe * c, by, r * c, r * 0.96, 2)
        neck = segment(kx, by, kx + d * lobe * c, by, r * 1.05)
        w = np.maximum(w, neck * np.clip(1 - abs(XX - kx) / (lobe * c * 1.1), 0, 1) ** 0.2)
        hole = ellipse(kx + d * lobe * c * 1.08, by, r * 0.36 * c, r * 0.36, 2)
        np.maximum(wings, w * (1 - hole), out=wings)
    key = np.maximum.reduce([shaft, hub, wings, collar])
    plate = ellipse(kx, gk, 96, 24, 2)
    return key, plate


def _hare(ctx: Ctx, hx: float, fy: float, f: int, sc: float, fur: np.ndarray) -> dict[str, Arr]:
    """The hare reared up and leaning forward (facing `f`), feet planted far back, forepaws
    reaching out at about 265 units up; returns its parts' masks."""

    def q(a: float, v: float) -> Pt:
        return (hx + f * a * sc, fy - v * sc)

    def te(a: float, v: float, rx: float, ry: float, ang: float) -> Arr:
        return tilted_ellipse(*q(a, v), rx * sc, ry * sc, f * np.radians(ang))

    far_leg = ribbon([q(-90, 90), q(-165, 44), q(-232, 12)], [66 * sc, 42 * sc, 28 * sc])
    far_arm = ribbon([q(70, 280), q(140, 296), q(192, 290)], [40 * sc, 30 * sc, 28 * sc])
    far_ear = te(40, 452, 22, 96, -28)
    back = np.maximum.reduce([far_leg, far_arm, far_ear])
    ctx.lit(back, bbox_of(back), fur * 0.72, rim=0.6)
    haunch = te(-60, 100, 96, 88, -30)
    leg = ribbon(
        [q(-70, 70), q(-100, 22), q(-40, 12), q(10, 12)], [70 * sc, 40 * sc, 30 * sc, 24 * sc]
    )
    body = te(-5, 215, 140, 80, -52)
    chest = te(50, 285, 74, 70, 0)
    torso = np.maximum.reduce([haunch, leg, body, chest])
    head = te(100, 355, 64, 50, -22)
    muzzle = te(146, 342, 34, 30, 0)
    ear = te(26, 446, 26, 104, -34)
    arm = ribbon([q(70, 270), q(140, 290), q(196, 292)], [48 * sc, 34 * sc, 32 * sc])
    tail = disc(*q(-148, 140), 30 * sc, 2)
    parts = {"torso": torso, "head": np.maximum.reduce([head, muzzle, ear]), "arm": arm}
    whole = np.maximum.reduce([torso, parts["head"], arm, back, tail])
    bb = bbox_of(whole)
    ctx.cast_shadow(whole, bb, fy, 0.5)
    ctx.contact(np.maximum(leg, far_leg), bbox_of(np.maximum(leg, far_leg)))
    ctx.lit(torso, bbox_of(torso), fur, rim=0.9, separate=True)
    ctx.lit(parts["head"], bbox_of(parts["head"]), fur * 1.04, rim=0.9)
    blend(ctx.img, te(28, 448, 11, 80, -34), rgb("#c89a84"), 0.45)  # the inner ear
    ctx.lit(arm, bbox_of(arm), fur * 1.02, rim=0.8)
    ctx.lit(tail, bbox_of(tail), rgb("#f2ece0"), rim=0.5)
    blend(ctx.img, te(90, 275, 46, 40, -30) * chest, rgb("#d8c0a0"), 0.35)  # pale chest
    parts["whole"] = whole
    parts["eye"] = disc(*q(114, 366), 8 * sc, 1.2)
    parts["nose"] = disc(*q(176, 350), 6 * sc, 1.2)
    parts["whisk"] = polylines([[q(170, 342), q(210, 336 + d)] for d in (-14, 0, 14)], 2.2 * sc)
    return parts


def stage(ctx: Ctx) -> Painted:
    hx, s = third(ctx)  # the hare on a third, facing the key toward the middle (side -s)
    f = -s
    sc = ctx.u(1.0, 1.04)
    lobe, r, c = ctx.u(172, 180), ctx.u(146, 154), ctx.u(0.68, 0.74)
    reach = 200 * sc + (lobe + r * 0.9) * c  # from the hare's feet to the shaft
    kx = hx + f * reach
    over = f * (kx + f * ((lobe + r) * c + 60)) - (W if f > 0 else 0)
    if over > 0:
        hx, kx = hx - f * over, kx - f * over
    ctx.texture_sky(0.04)
    day_zenith(ctx)
    sun = (W / 2 - f * W * ctx.u(0.28, 0.34), H * ctx.u(0.08, 0.1))
    glow(ctx.img, *sun, 620, "#fff4d2", 0.45)
    ctx.celestial(*sun, 68)
    for k in range(int(ctx.rng.integers(2, 4))):
        cx = W / 2 + f * W * ctx.u(0.0, 0.4) * (1 if k % 2 else -1)
        cl = cloud_puff(cx, H * ctx.u(0.2, 0.36), ctx.u(170, 260), ctx.u(70, 100), ctx.rng, 5)
        blend(ctx.img, cl, rgb("#ffffff"), 0.9)
        shade_under(ctx, cl, "#c4d4e6", 0.4)
    ctx.hills(ctx.u(0.55, 0.57), 2, amp=26)
    ctx.staged[:] = [g for g in ctx.staged if g != ctx.repoussoir]
    blend(ctx.img, np.clip(1 - YY / (H * 0.3), 0, 1), rgb("#d6e8f6"), 0.35)
    # the near hill: a round green dome whose crest the hare and the key stand on
    xc = (hx + kx) / 2
    crest = H * ctx.u(0.575, 0.59)
    bow = ctx.u(190, 230) / (W * 0.5) ** 2

    def ground(x: float) -> float:
        return crest + bow * (x - xc) ** 2

    dome_y = crest + bow * (XX - xc) ** 2
    dome = np.clip((YY - dome_y) / 3, 0, 1)
    depth = np.clip((YY - dome_y) / (H - crest), 0, 1)
    green = mix(rgb(ctx.pal.ground), rgb("#cfe482"), 0.62)
    side = ctx.side()
    n = blur(side.random((H, W)).astype(np.float32), 5) - 0.5
    tone = green[None, None, :] * (1.1 - 0.3 * depth[..., None]) * (1 + 0.35 * n[..., None])
    blend(ctx.img, dome, np.clip(tone, 0, 1))
    lip = np.clip(1 - (YY - dome_y) / 26, 0, 1) * dome
    blend(ctx.img, lip, rgb("#eef6c0"), 0.5)
    add_element(
        ctx,
        "a round green hill",
        "frame",
        (0, int(crest), W, H),
        ("hill", "grass", "land"),
    )
    # daisies and buttercups scattered over the slope, bigger toward us
    petals = np.zeros((H, W), np.float32)
    gold = np.zeros((H, W), np.float32)
    for u, v, k in side.random((70, 3)):
        px, py = u * W, crest + 140 + v**0.8 * (H - crest - 160)
        if py < crest + bow * (px - xc) ** 2 + 290:
            continue
        rr = 4 + 9 * (py - crest) / (H - crest)
        np.maximum(
            petals if k < 0.65 else gold, disc(px, py, rr, 1.5), out=petals if k < 0.65 else gold
        )
    after_mask(ctx, petals, "#fbf8ee", 0.9)
    after_mask(ctx, gold, "#f2cc3a", 0.9)
    # the path worn in a ring round the key
    off = ctx.u(160, 180)  # they stand a little before the crest, on the near slope
    gk, fy = ground(kx) + off, ground(hx) + off
    ring_r = abs(hx - kx) - ctx.u(10, 30)
    cy = gk + ctx.u(4, 10)
    ring = np.clip(
        ellipse(kx, cy, ring_r + 30, 84, 10) - ellipse(kx, cy, ring_r - 30, 52, 10), 0, 1
    )
    ring = ring * np.clip((YY - dome_y - 6) / 8, 0, 1)
    blend(ctx.img, ring, rgb("#c9a670"), 0.75)
    blend(ctx.img, ring * np.clip(n * 4, 0, 1), rgb("#9a7a4e"), 0.4)
    add_element(
        ctx,
        "a path worn in a ring round the key",
        "frame",
        bbox_of(ring),
        ("path", "circle", "routine"),
    )
    # the key: its wings at the hare's reach, its shaft down into the hill
    by = fy - 292 * sc
    key, plate = _key(ctx, kx, by, gk, lobe, r, c)
    ctx.cast_shadow(key, bbox_of(key), gk, 0.35)
    ctx.lit(plate, bbox_of(plate), rgb("#8a6424"), rim=0.4)
    blend(ctx.img, ellipse(kx, gk, 40, 10, 2), rgb("#2a1c0c"), 0.9)
    ctx.lit(key, bbox_of(key), rgb(BRASS), rim=0.9, separate=True)
    focus_on(ctx, key, 4, weight=0.95)
    add_element(
        ctx,
        "a huge brass wind-up key stuck upright in the hill",
        "secondary",
        bbox_of(np.maximum(key, plate)),
        ("key", "winding", "clockwork", "brass"),
    )
    # the hare, leaning into the near wing
    fur_name = list(FURS)[int(ctx.rng.integers(len(FURS)))]
    hare = _hare(ctx, hx, fy, f, sc, rgb(FURS[fur_name]))
    focus_on(ctx, hare["whole"], 5)
    focus_on(ctx, np.maximum(hare["head"], hare["arm"]), 3, 2.5)
    add_element(
        ctx,
        f"a {fur_name} hare reared up and leaning with all its weight",
        "main",
        bbox_of(hare["whole"]),
        ("animal", "hare", "effort", "pushing"),
    )
    # dust kicked up at its heels, then the small things after the paint
    heel = hx - f * 240 * sc
    for k in range(3):
        blend(
            ctx.img,
            blur(disc(heel - f * (24 + 34 * k), fy - 10 - 12 * k, 16 - 3 * k, 4), 3),
            rgb("#e8dcc0"),
            0.55,
        )
    after_mask(ctx, hare["eye"], "#1a0f08", 0.95)
    after_mask(ctx, hare["nose"], "#4a2a22", 0.9)
    after_mask(ctx, hare["whisk"], "#f4ecdc", 0.7)
    return Painted(
        f"On a round green hilltop a {fur_name} hare, reared up on its hind legs, leans with "
        "all its weight against one wing of a huge brass wind-up key stuck upright in the "
        "hill, turning it to wind the hill up like a clockwork toy; a ring of bare earth is "
        "worn round the key where it walks.",
        ["routine", "time", "effort", "keeping going", "mystery", "duty"],
    )


PREMISE = Premise(
    name="hare-winds-up-the-hill",
    figure="hare",
    palettes=("noon",),
    stage=stage,
    max_cards=1,
)
