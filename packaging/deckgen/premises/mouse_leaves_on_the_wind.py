"""Premise "mouse-leaves-on-the-wind": on a bright, breezy spring meadow, seen from low down
and close, a small field mouse hangs by both paws from a single dandelion seed and floats up
and away on the wind as under a parachute, a tiny red bundle tied to its tail, looking back
over its shoulder; below, at the foot of the dandelion clock it left (most of its seeds still
on), its family of mice stands up on the grass looking after it, one waving; a few empty
seeds drift ahead of it toward the sun.

Every mouse is drawn from shapes (a pear of a body, a head with a pointed snout, a big round
ear, ribbons for arms, legs and tail); the seed's fine rays, whiskers, eyes and the drifting
seeds come after the paint.
"""

from __future__ import annotations

import numpy as np

from ..kit.light import after_mask, later_glow
from ..kit.paint import YY, Arr, H, W, blend, blur, disc, ellipse, glow, mix, rgb
from ..kit.place import add_element, focus_on, third
from ..kit.premise import Painted, Premise
from ..kit.scene import Ctx
from ..kit.shapes import cubic, mask_bbox, polygon_fine, polylines, ribbon, tilted_ellipse

Pt = tuple[float, float]
FUR = {"brown": ("#9a765c", "#e9d6bc"), "grey-brown": ("#8a7a6c", "#e6dccb")}
PINK = "#eaa39a"
CLOTH = "#c8322c"


def _seed_rays(cx: float, cy: float, r: float, up: float, n: int, w: float) -> tuple[Arr, Arr]:
    """A dandelion seed's parachute: `n` fine rays fanning like an umbrella around direction
    `up` (radians, 0 = straight up, positive leans right) from (cx, cy), each `r` long and
    curling a little outward, with fluffy tips. Returns (rays, tips)."""
    paths: list[list[Pt]] = []
    tips = np.zeros((H, W), np.float32)
    for t in np.linspace(-1.0, 1.0, n):
        a = up + t * 1.45
        # an umbrella seen from the side: rays rise, then arc outward and down at the ends
        p0 = (cx, cy)
        p1 = (cx + np.sin(a) * r * 0.45, cy - np.cos(a) * r * 0.45 - r * 0.08)
        p2 = (cx + np.sin(a) * r * 0.8, cy - np.cos(a) * r * 0.8 - r * 0.04)
        p3 = (cx + np.sin(a) * r, cy - np.cos(a) * r + r * 0.06 * abs(t))
        paths.append(cubic(p0, p1, p2, p3, 10))
        np.maximum(tips, disc(p3[0], p3[1], w * 1.2, 1.2), out=tips)
    return polylines(paths, w), tips


def _small_seed(cx: float, cy: float, r: float, lean: float) -> Arr:
    """A drifting seed: its stalk hanging under a small parachute, for after the paint."""
    rays, tips = _seed_rays(cx, cy, r, lean, 15, max(2.2, r * 0.04))
    dx, dy = -np.sin(lean) * r * 1.3, np.cos(lean) * r * 1.3
    stalk = polylines([[(cx, cy), (cx + dx, cy + dy)]], max(1.5, r * 0.03))
    ach = tilted_ellipse(cx + dx * 1.1, cy + dy * 1.1, r * 0.06, r * 0.16, lean)
    return np.maximum.reduce([rays, tips, stalk, ach])


def _standing_mouse(
    ctx: Ctx,
    x: float,
    fy: float,
    h: float,
    f: int,
    fur: np.ndarray,
    belly: np.ndarray,
    wave: bool,
) -> tuple[Arr, list[Arr]]:
    """A mouse standing up on its hind legs at (x, fy), `h` tall, facing side `f`, its snout
    raised to look up; `wave`: one forepaw raised high, open. Returns its mask and the masks
    to draw after the paint (eye, nose)."""

    def Q(u: float, v: float) -> Pt:  # u forward, v up from the feet, in units of h
        return (x + f * u * h, fy - v * h)

    tail = ribbon(
        cubic(Q(-0.15, 0.1), Q(-0.45, 0.0), Q(-0.6, 0.08), Q(-0.72, 0.2), 14),
        [h * 0.05 * (1 - 0.8 * k / 14) for k in range(15)],
        1.5,
    )
    body = tilted_ellipse(*Q(-0.02, 0.38), h * 0.22, h * 0.34, -f * 0.18)
    thigh = ellipse(*Q(-0.08, 0.14), h * 0.16, h * 0.13, 2)
    feet = np.maximum(
        tilted_ellipse(*Q(0.06, 0.02), h * 0.12, h * 0.035, 0),
        tilted_ellipse(*Q(-0.12, 0.02), h * 0.1, h * 0.03, 0),
    )
    ang = np.radians(48)
    hc = Q(0.1, 0.8)
    head = tilted_ellipse(*hc, h * 0.16, h * 0.14, -f * ang)
    sn = (hc[0] + f * np.cos(ang) * h * 0.16, hc[1] - np.sin(ang) * h * 0.16)
    snout = tilted_ellipse(*sn, h * 0.11, h * 0.07, -f * ang)
    ear = ellipse(*Q(-0.06, 0.95), h * 0.1, h * 0.11, 1.5)
    inner = ellipse(*Q(-0.055, 0.95), h * 0.06, h * 0.07, 1.5)
    if wave:
        arm = ribbon([Q(0.06, 0.6), Q(0.24, 0.8), Q(0.34, 1.1)], [h * 0.08, h * 0.065, h * 0.055])
        paw = np.maximum(
            ellipse(*Q(0.35, 1.15), h * 0.05, h * 0.06, 1.2),
            polylines([[Q(0.35, 1.15), Q(0.3 + 0.04 * j, 1.24)] for j in range(3)], h * 0.018),
        )
    else:
        arm = ribbon([Q(0.06, 0.6), Q(0.16, 0.54), Q(0.2, 0.62)], [h * 0.07, h * 0.06, h * 0.05])
        paw = ellipse(*Q(0.21, 0.64), h * 0.04, h * 0.04, 1.2)
    whole = np.maximum.reduce([tail, body, thigh, feet, head, snout, ear, arm, paw])
    bb = mask_bbox(whole)
    ctx.cast_shadow(np.maximum.reduce([body, head, ear]), bb, fy, 0.3)
    ctx.contact(whole, bb)
    ctx.lit(tail, mask_bbox(tail), rgb(PINK) * 0.85, rim=0.3)
    ctx.lit(np.maximum.reduce([body, thigh, head, snout]), bb, fur, rim=0.7, separate=True)
    blend(ctx.img, ellipse(*Q(0.08, 0.4), h * 0.1, h * 0.22, 3) * body, belly, 0.7)
    ctx.lit(feet, mask_bbox(feet), rgb(PINK), rim=0.3)
    ctx.lit(ear, mask_bbox(ear), fur, rim=0.6)
    blend(ctx.img, inner, rgb(PINK), 0.85)
    ctx.lit(np.maximum(arm, paw), mask_bbox(arm), mix(fur, belly, 0.25), rim=0.6)
    blend(ctx.img, paw, rgb(PINK), 0.8)
    focus_on(ctx, whole, 4, 2.5)
    eye = Q(0.14, 0.84)
    nose = (sn[0] + f * np.cos(ang) * h * 0.1, sn[1] - np.sin(ang) * h * 0.1)
    marks = [
        disc(*eye, max(3.0, h * 0.03), 1.2),
        disc(eye[0] - f * 1.5, eye[1] - 2, max(1.2, h * 0.009), 0.8),
        disc(*nose, max(2.5, h * 0.025), 1.2),
    ]
    return whole, marks


def stage(ctx: Ctx) -> Painted:
    mx, s = third(ctx)  # the flying mouse on a third, drifting toward side s
    f = -s  # it looks back, toward its home
    # a bright spring sky, the sun high ahead, a few fair clouds
    ctx.texture_sky(0.05)
    sun = (W / 2 - s * W * ctx.u(0.02, 0.06), H * ctx.u(0.06, 0.08))
    ctx.celestial(*sun, 44)
    later_glow(ctx, *sun, 1, "#fffbea", 0.0, core=40)
    ctx.clouds(2, 0.3, 0.5, 0.4)
    top = np.clip(1 - YY / (H * 0.55), 0, 1)
    blend(ctx.img, top, rgb("#7fc2cc"), 0.35)  # a deeper clear zenith for the white seeds
    gy = ctx.hills(ctx.u(0.8, 0.82), 2, amp=26)
    ctx.staged[:] = [g for g in ctx.staged if g != ctx.repoussoir]  # no dark framing tree
    side = ctx.side()
    # flowers in the meadow: white and yellow dots, thicker toward the front
    fl = [np.zeros((H, W), np.float32), np.zeros((H, W), np.float32)]
    for _ in range(160):
        fx_, fy_ = float(side.uniform(0, W)), float(side.uniform(gy - 20, H))
        r = 2 + 6 * (fy_ - gy) / (H - gy)
        j = int(side.integers(2))
        np.maximum(fl[j], disc(fx_, fy_, r, 1.2), out=fl[j])
    # the dandelion clock it left, in the grass on the far side
    dx = W / 2 - s * W * ctx.u(0.22, 0.26)
    hy, hr = H * ctx.u(0.6, 0.62), H * ctx.u(0.1, 0.11)
    base = H * 0.93
    pts = cubic(
        (dx + s * 30, base), (dx - s * 20, base - 200), (dx + s * 40, hy + 200), (dx, hy), 20
    )
    stem = ribbon(pts, [22 - 0.4 * k for k in range(21)], 1.5)
    ctx.lit(stem, mask_bbox(stem), rgb("#6f9a48"), rim=0.5)
    leaves = []
    for k, (lx, ln) in enumerate(((-1, 220), (1, 260), (-1, 150))):
        tip = (dx + s * 30 + lx * ln, base - 60 - 60 * k)
        lp = cubic((dx + s * 30, base + 10), (dx + lx * ln * 0.3, base - 30), tip, tip, 12)
        leaves.append(ribbon(lp, [34 * np.sin(np.pi * (j + 0.5) / 13) + 4 for j in range(13)], 1.5))
    lv = np.maximum.reduce(leaves)
    ctx.lit(lv, mask_bbox(lv), rgb("#5e9440"), rim=0.5)
    # a sphere of seeds with a gap on the side the wind blows to, where the seed came from
    gap = -np.pi / 2 + s * 0.7  # angle (screen: x = cos, y = sin) of the stripped side
    blend(ctx.img, disc(dx, hy, hr * 0.96, 18), rgb("#ffffff"), 0.35)
    puffs = np.zeros((H, W), np.float32)
    for a in np.linspace(0, 2 * np.pi, 70, endpoint=False):
        if abs((a - gap + np.pi) % (2 * np.pi) - np.pi) < 0.55:
            continue
        for rr in (0.9, 0.7, 0.5):
            aa = a + float(side.uniform(-0.05, 0.05)) + 0.04 * rr
            px_, py_ = dx + np.cos(aa) * hr * rr, hy + np.sin(aa) * hr * rr
            np.maximum(puffs, disc(px_, py_, hr * float(side.uniform(0.07, 0.1)), 3), out=puffs)
    blend(ctx.img, puffs, rgb("#fcfbf4"), 0.8)
    blend(
        ctx.img, disc(dx, hy + hr * 0.4, hr * 0.8, 40) * disc(dx, hy, hr, 8), rgb("#a8a0b8"), 0.25
    )
    blend(ctx.img, disc(dx, hy, hr * 0.12, 2), rgb("#8a7a3a"))
    clock_rays = np.zeros((H, W), np.float32)
    for a in np.linspace(0, 2 * np.pi, 70, endpoint=False):
        if abs((a - gap + np.pi) % (2 * np.pi) - np.pi) < 0.55:
            continue
        a = a + float(side.uniform(-0.04, 0.04))
        rl = hr * float(side.uniform(0.7, 0.84))
        ex, ey = dx + np.cos(a) * rl, hy + np.sin(a) * rl
        np.maximum(clock_rays, polylines([[(dx, hy), (ex, ey)]], 1.5), out=clock_rays)
        tw = float(np.pi / 2 + a + side.uniform(-0.3, 0.3))
        r_, t_ = _seed_rays(ex, ey, hr * float(side.uniform(0.2, 0.28)), tw, 7, 1.4)
        np.maximum(clock_rays, np.maximum(r_, t_), out=clock_rays)
    focus_on(ctx, disc(dx, hy, hr * 1.1, 10), 10, 1.0, weight=0.7)
    clock_m = np.maximum(disc(dx, hy, hr, 2), stem)
    # the family at the clock's foot, standing up in the grass, looking up after it
    furs = list(FUR)
    fname = furs[int(ctx.rng.integers(len(furs)))]
    fur, belly = rgb(FUR[fname][0]), rgb(FUR[fname][1])
    fam_masks, marks = [], []
    fam = [
        (dx + s * W * 0.11, H * 0.13, True),
        (dx + s * W * 0.23, H * 0.09, False),
        (dx - s * W * 0.07, H * 0.095, False),
    ]
    for k, (fx0, fh, wave) in enumerate(fam):
        fyk = base + 6 + 14 * k
        fur_k = fur * (1.06 if k == 2 else 0.96 + 0.05 * k)
        m, mk = _standing_mouse(ctx, fx0, fyk, fh, s, fur_k, belly, wave)
        fam_masks.append(m)
        marks += mk
    family = np.maximum.reduce(fam_masks)
    # the flying mouse: its seed's parachute high up, the stalk down to the seed it holds
    lean = s * ctx.u(0.12, 0.18)
    pr = 255.0
    cx, cy = mx + s * 60, H * ctx.u(0.15, 0.16)
    down = (-np.sin(lean), np.cos(lean))
    a0 = (cx + down[0] * 230, cy + down[1] * 230)
    a1 = (a0[0] + down[0] * 80, a0[1] + down[1] * 80)
    blend(
        ctx.img, blur(ellipse(cx, cy - pr * 0.5, pr * 0.95, pr * 0.5, 4), 20), rgb("#ffffff"), 0.3
    )
    ach = ribbon([a0, ((a0[0] + a1[0]) / 2, (a0[1] + a1[1]) / 2), a1], [10, 20, 8], 1.2)
    ctx.lit(ach, mask_bbox(ach), rgb("#7a5a30"), rim=0.4)
    rays, tips = _seed_rays(cx, cy, pr, lean, 33, 3.2)
    stalk = polylines([[(cx, cy), a0]], 3.0)
    # the mouse hanging under it: P(u, v), u toward where it looks (home), v down from its grip
    g = (a0[0] + down[0] * 40, a0[1] + down[1] * 40)
    k = ctx.u(1.28, 1.34)

    def P(u: float, v: float) -> Pt:
        return (g[0] + f * u * k, g[1] + v * k)

    far_arm = ribbon([P(22, 150), P(18, 80), P(6, 8)], [34 * k, 28 * k, 22 * k])
    near_arm = ribbon([P(-44, 165), P(-30, 80), P(-8, 6)], [36 * k, 30 * k, 22 * k])
    paws = np.maximum(
        ellipse(*P(8, 2), 17 * k, 14 * k, 1.5), ellipse(*P(-10, 10), 18 * k, 15 * k, 1.5)
    )
    body = tilted_ellipse(*P(-8, 255), 66 * k, 112 * k, f * 0.1)
    rump = ellipse(*P(-20, 330), 58 * k, 46 * k, 2)
    legs = np.maximum(
        ribbon([P(6, 330), P(18, 372), P(38, 396)], [34 * k, 22 * k, 16 * k]),
        ribbon([P(-34, 348), P(-30, 392), P(-14, 420)], [32 * k, 20 * k, 14 * k]),
    )
    feet = np.maximum(
        tilted_ellipse(*P(48, 400), 22 * k, 9 * k, f * 0.5),
        tilted_ellipse(*P(-4, 426), 20 * k, 8 * k, f * 0.5),
    )
    ang = np.radians(32)  # its snout tipped down toward home
    hc = P(30, 118)
    head = tilted_ellipse(*hc, 60 * k, 50 * k, f * ang)
    sn = (hc[0] + f * np.cos(ang) * 58 * k, hc[1] + np.sin(ang) * 58 * k)
    snout = tilted_ellipse(*sn, 44 * k, 27 * k, f * ang)
    nose = (sn[0] + f * np.cos(ang) * 40 * k, sn[1] + np.sin(ang) * 40 * k)
    ear = ellipse(*P(-22, 88), 36 * k, 40 * k, 1.5)
    inner = ellipse(*P(-20, 90), 22 * k, 26 * k, 1.5)
    tail_pts = cubic(P(-60, 340), P(-150, 380), P(-100, 500), P(-150, 560), 24)
    tail = ribbon(tail_pts, [14 * k * (1 - 0.6 * j / 24) for j in range(25)], 1.5)
    # the bundle tied to the tail's end: a round red cloth with white dots, knotted on top
    bc = (tail_pts[-1][0] - f * 10, tail_pts[-1][1] + 52 * k)
    sack = ellipse(bc[0], bc[1], 50 * k, 44 * k, 2)
    knot = np.maximum(
        polygon_fine(
            [
                (bc[0], bc[1] - 40 * k),
                (bc[0] - 26 * k, bc[1] - 66 * k),
                (bc[0] - 6 * k, bc[1] - 34 * k),
            ]
        ),
        polygon_fine(
            [
                (bc[0], bc[1] - 40 * k),
                (bc[0] + 28 * k, bc[1] - 62 * k),
                (bc[0] + 8 * k, bc[1] - 34 * k),
            ]
        ),
    )
    bundle = np.maximum(sack, knot)
    mouse = np.maximum.reduce([far_arm, near_arm, paws, body, rump, legs, feet, head, snout, ear])
    ctx.lit(far_arm, mask_bbox(far_arm), fur * 0.85, rim=0.4)
    ctx.lit(tail, mask_bbox(tail), rgb(PINK) * 0.9, rim=0.4, separate=True)
    ctx.lit(bundle, mask_bbox(bundle), rgb(CLOTH), rim=0.6, separate=True)
    dots = np.zeros((H, W), np.float32)
    for u_ in (-28, 0, 26):
        for v_ in (-16, 12):
            np.maximum(
                dots, disc(bc[0] + (u_ + (v_ > 0) * 12) * k, bc[1] + v_ * k, 6 * k, 1), out=dots
            )
    blend(ctx.img, dots * sack, rgb("#fff4e4"), 0.9)
    trunk = np.maximum.reduce([body, rump, legs])
    ctx.lit(trunk, mask_bbox(trunk), fur, rim=0.7, separate=True)
    blend(ctx.img, tilted_ellipse(*P(16, 250), 36 * k, 88 * k, f * 0.1) * body, belly, 0.75)
    ctx.lit(feet, mask_bbox(feet), rgb(PINK), rim=0.4)
    ctx.lit(
        np.maximum(head, snout), mask_bbox(np.maximum(head, snout)), fur, rim=0.7, separate=True
    )
    blend(ctx.img, ellipse(sn[0], sn[1] + 8 * k, 30 * k, 14 * k, 3) * snout, belly, 0.5)
    ctx.lit(ear, mask_bbox(ear), fur, rim=0.6)
    blend(ctx.img, inner, rgb(PINK), 0.85)
    ctx.lit(near_arm, mask_bbox(near_arm), mix(fur, belly, 0.15), rim=0.6)
    ctx.lit(paws, mask_bbox(paws), rgb(PINK), rim=0.4)
    glow(ctx.img, sun[0], sun[1], 400, "#fff2c8", 0.15)
    whole = np.maximum.reduce([mouse, tail, bundle, ach])
    focus_on(ctx, whole, 4, 2.5)
    focus_on(ctx, np.maximum.reduce([head, snout, ear, paws]), 3, 3.0)
    # after the paint: the seed's rays (a grey edge under the white, so they read on the sky),
    # eyes, noses, whiskers, the tail's string, and other seeds drifting on the wind
    eye = P(44, 108)
    after_mask(ctx, disc(*eye, 9 * k, 1.5), "#1a120c", 0.95)
    after_mask(ctx, disc(eye[0] - f * 3, eye[1] - 3, 3 * k, 1), "#fff8e8", 0.9)
    after_mask(ctx, disc(*nose, 8 * k, 1.5), "#c86a6a", 0.95)
    wh = [
        [nose, (nose[0] + f * 70 * k * np.cos(b), nose[1] + 70 * k * np.sin(b))]
        for b in (-0.35, 0.05, 0.45)
    ]
    after_mask(ctx, polylines(wh, 1.6), "#4a3a30", 0.7)
    after_mask(ctx, polylines([[(bc[0] - 4, bc[1] - 40 * k), tail_pts[-2]]], 3), "#6a2a1c", 0.9)
    after_mask(ctx, np.maximum.reduce(marks[0::3]), "#1a120c", 0.95)
    after_mask(ctx, np.maximum.reduce(marks[1::3]), "#fff8e8", 0.9)
    after_mask(ctx, np.maximum.reduce(marks[2::3]), "#b85a5a", 0.95)
    drift = np.zeros((H, W), np.float32)
    keep_off = blur(np.maximum.reduce([whole, rays, tips, stalk, clock_m, family]), 30) > 0.02
    placed = 0
    for _ in range(40):  # a few seeds drifting on the wind, clear of the figures
        if placed == 5:
            break
        sx, sy = ctx.u(90, W - 90), ctx.u(H * 0.08, H * 0.7)
        r = ctx.u(50, 80)
        if keep_off[int(sy - r) : int(sy + r * 1.6), int(sx - r) : int(sx + r)].any():
            continue
        np.maximum(drift, _small_seed(sx, sy, r, lean + ctx.u(-0.2, 0.2)), out=drift)
        placed += 1
    seedish = np.maximum.reduce([rays, tips, stalk, clock_rays, drift])
    after_mask(ctx, np.roll(np.roll(seedish, 3, 0), -s * 2, 1), "#5e6c78", 0.45)
    after_mask(ctx, seedish, "#fdfcf4", 0.95)
    after_mask(ctx, fl[0] * (gy < YY), "#fbf6e6", 0.85)
    after_mask(ctx, fl[1] * (gy < YY), "#f4cc30", 0.9)
    add_element(
        ctx,
        f"a small {fname} field mouse hanging by both paws from a dandelion seed",
        "main",
        mask_bbox(np.maximum(whole, rays)),
        ("animal", "mouse", "flying", "holding", "journey", "wind", "looking back"),
    )
    add_element(
        ctx,
        "a dandelion seed carrying it like a parachute",
        "secondary",
        mask_bbox(np.maximum(rays, stalk)),
        ("seed", "dandelion", "parachute", "wind", "flying"),
    )
    add_element(
        ctx,
        "a tiny red bundle tied to its tail",
        "secondary",
        mask_bbox(bundle),
        ("bundle", "luggage", "journey"),
    )
    add_element(
        ctx,
        "the dandelion clock it left, most of its seeds still on",
        "secondary",
        mask_bbox(clock_m),
        ("dandelion", "flower", "plant", "seed", "wish", "home"),
    )
    add_element(
        ctx,
        "its family of three mice looking up after it, one waving",
        "secondary",
        mask_bbox(family),
        ("animal", "mouse", "family", "goodbye", "waving"),
    )
    return Painted(
        f"On a bright, breezy spring meadow, a small {fname} field mouse hangs by both paws "
        "from a single dandelion seed and floats up and away on the wind as under a parachute, "
        "a tiny red bundle tied to its tail, looking back; below, at the foot of the dandelion "
        "clock it left, its family of three mice stands in the grass looking up after it, one "
        "waving, while a few other seeds drift on the wind.",
        [
            "leaving home",
            "growing up",
            "goodbye",
            "freedom",
            "wind",
            "courage",
            "family",
            "journey",
        ],
    )


PREMISE = Premise(
    name="mouse-leaves-on-the-wind",
    figure="mouse",
    palettes=("spring",),
    stage=stage,
)
