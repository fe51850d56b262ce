"""Premise "sky-between-the-leaves": Lying on the forest floor and looking straight up, the
tree trunks rise toward the middle and their crowns close overhead, and the only patch of
sky left between the leaves has the shape of a great swallow with its wings spread, as if the
forest were about to fly; a single white feather drifts down toward us.

The bird is not drawn: it is the hole in the canopy (the icon's silhouette), the sky behind
it the brightest thing on the card, its edge fringed with leaves.
"""

from __future__ import annotations

import numpy as np

from ..kit.light import later_glow, later_icon
from ..kit.paint import YY, Arr, H, W, blend, blur, disc, fbm, icon_mask, rgb, vgrad
from ..kit.place import add_element, focus_on
from ..kit.premise import Painted, Premise
from ..kit.scene import Ctx
from ..kit.shapes import mask_bbox, polygon_fine, polylines, ribbon

BARK = "#5a4436"


def leaves(
    img: Arr,
    gen: np.random.Generator,
    n: int,
    cols: list[np.ndarray],
    where: Arr,
    size: float = 1.0,
) -> Arr:
    """`n` small leaves (rotated ellipses, `size` times 12-26 px long) painted where `where`
    allows; returns their mask."""
    out = np.zeros((H, W), np.float32)
    ys, xs = np.nonzero(where > 0.5)
    if len(xs) == 0:
        return out
    for i in gen.integers(0, len(xs), n):
        x, y = float(xs[i]), float(ys[i])
        rx, ry = float(gen.uniform(12, 26)) * size, float(gen.uniform(6, 12)) * size
        a = float(gen.uniform(0, np.pi))
        pad = int(rx) + 3
        y0, y1, x0, x1 = (
            max(0, int(y) - pad),
            min(H, int(y) + pad),
            max(0, int(x) - pad),
            min(W, int(x) + pad),
        )
        if y1 <= y0 or x1 <= x0:
            continue
        yy, xx = np.mgrid[y0:y1, x0:x1].astype(np.float32)
        u = (xx - x) * np.cos(a) + (yy - y) * np.sin(a)
        v = -(xx - x) * np.sin(a) + (yy - y) * np.cos(a)
        m = np.clip((1 - np.sqrt((u / rx) ** 2 + (v / ry) ** 2)) * ry / 1.5 + 0.5, 0, 1)
        c = cols[int(gen.integers(len(cols)))] * float(gen.uniform(0.8, 1.15))
        sub = img[y0:y1, x0:x1]
        sub[:] = sub * (1 - m[..., None]) + np.clip(c, 0, 1) * m[..., None]
        np.maximum(out[y0:y1, x0:x1], m, out=out[y0:y1, x0:x1])
    return out


def swallow(cx: float, cy: float, span: float, tilt: float) -> Arr:
    """A swallow seen from below, wings spread, `span` wide, its head up and turned `tilt`
    radians: swept pointed wings, a small head, a forked tail."""
    ca, sa = np.cos(tilt), np.sin(tilt)

    def p(x: float, y: float) -> tuple[float, float]:
        return (cx + (x * ca - y * sa) * span, cy + (x * sa + y * ca) * span)

    m = np.zeros((H, W), np.float32)
    for d in (-1, 1):
        wing = [
            (0.02, -0.11),
            (0.2, -0.14),
            (0.4, -0.09),
            (0.56, 0.05),
            (0.36, 0.0),
            (0.17, 0.03),
            (0.02, 0.05),
        ]
        m = np.maximum(m, polygon_fine([p(d * x, y) for x, y in wing]))
        tail = [(0.0, 0.06), (d * 0.05, 0.08), (d * 0.15, 0.27), (d * 0.1, 0.28), (0.0, 0.16)]
        m = np.maximum(m, polygon_fine([p(x, y) for x, y in tail]))
    # the body a teardrop, the head its round front end
    body = [p(0.0, -0.23), p(0.045, -0.2), p(0.065, -0.1), p(0.05, 0.06), p(0.0, 0.12)]
    body += [p(-0.05, 0.06), p(-0.065, -0.1), p(-0.045, -0.2)]
    m = np.maximum(m, blur(polygon_fine(body), 3))
    hx, hy = p(0.0, -0.19)
    whole: Arr = np.maximum(m, disc(hx, hy, 0.055 * span, 2))
    return whole


def stage(ctx: Ctx) -> Painted:
    s = 1 if ctx.rng.random() < 0.5 else -1  # which way the bird flies
    # the sky, seen straight up: the palette's lighter half, brightest toward the sun
    ctx.img[:] = vgrad(ctx.pal.sky, -0.1, 1.2)
    ctx.texture_sky(0.04)
    cx, cy = W / 2 + ctx.u(-30, 30), H * ctx.u(0.4, 0.43)
    ctx.light = (cx + s * W * 0.15, cy - H * 0.1)
    sky = ctx.img.copy()
    # the hole: a swallow with its wings spread, big, in the middle of the canopy
    bird = swallow(cx, cy, W * ctx.u(0.84, 0.88), np.radians(ctx.u(8, 16)) * s)
    bird = blur(bird, 1.5)
    bb = mask_bbox(bird)
    # the canopy's dark, and the trunks rising toward the middle from every edge
    green = rgb(ctx.pal.ground)
    dark = np.clip(green * 0.35 + rgb(ctx.pal.ink) * 0.25, 0, 1)
    canopy = np.clip(dark * (1 + 0.5 * (fbm(ctx.rng, 90, 3) - 0.5))[..., None], 0, 1)
    ctx.img[:] = canopy
    trunks = np.zeros((H, W), np.float32)
    n = 7
    for k in range(n):
        a = 2 * np.pi * (k + ctx.u(0.2, 0.8)) / n + np.pi / 2
        far = (cx + np.cos(a) * W * 0.9, cy + np.sin(a) * H * 0.75)
        near = (cx + np.cos(a) * W * 0.32, cy + np.sin(a) * H * 0.3)
        wf, wn = ctx.u(240, 320), ctx.u(50, 80)
        t = ribbon([far, near], [wf, wn], 2)
        t = t * (1 - blur(bird, 30) * 1.5).clip(0, 1)
        trunks = np.maximum(trunks, t)
        ctx.lit(t, mask_bbox(t), rgb(BARK), rim=0.8, separate=True)
        # bark furrows along the trunk
        # bark furrows along the trunk, across its whole width, converging with it
        nx_, ny_ = -np.sin(a), np.cos(a)
        fur = [
            [
                (far[0] + nx_ * f * wf, far[1] + ny_ * f * wf),
                (near[0] + nx_ * f * wn, near[1] + ny_ * f * wn),
            ]
            for f in np.linspace(-0.38, 0.38, 7)
        ]
        blend(ctx.img, polylines(fur, 6) * t, rgb("#1e1612"), 0.55)
    # leaves: dark masses in the crowns, lighter ones where light comes through
    gen = ctx.side()
    darkish = [green * 0.45, green * 0.6, dark]
    # the leaves cover the trunks' upper ends (they vanish into the crowns), not their feet
    dist = np.hypot(np.arange(W)[None, :] - cx, (YY - cy) * 0.8)
    feet = trunks * np.clip((dist - H * 0.3) / 40, 0, 1)
    crown = np.clip(1 - feet * 1.5, 0, 1) * np.clip(1 - bird * 1.5, 0, 1)
    leaves(ctx.img, gen, 3000, darkish, crown)
    near_hole = np.clip(blur(bird, 30) * 3, 0, 1) * (1 - np.clip(blur(bird, 8) * 3, 0, 1))
    leaves(ctx.img, gen, 700, [green * 0.55, green * 0.7], near_hole)
    # the sky only through the bird, its edge fringed by small leaves
    ctx.img[:] = ctx.img * (1 - bird[..., None]) + sky * bird[..., None]
    edge = np.clip(blur(bird, 10) - blur(bird, 10) * bird, 0, 1) * 2 + np.clip(
        bird - blur(bird, 12), 0, 1
    )
    outside = (np.clip(blur(bird, 6) * 2, 0, 1) * (1 - bird) > 0.3).astype(np.float32)
    leaves(ctx.img, gen, 50, darkish, outside, 0.45)
    glow_ring = np.clip(blur(bird, 24) - bird, 0, 1)
    blend(ctx.img, glow_ring, ctx.c("light"), 0.15)
    add_element(
        ctx,
        "a patch of sky in the shape of a bird",
        "main",
        bb,
        ("sky", "bird", "freedom", "flight"),
    )
    focus_on(ctx, bird, 8, 1.6)
    focus_on(ctx, edge, 4, 1.2)
    # a white feather drifting down toward us, in front of everything (after the paint)
    fx, fy = cx - s * W * 0.24, H * ctx.u(0.76, 0.8)
    fh = H * 0.13
    rot = ctx.u(20, 45) * s
    later_icon(ctx, "feather", fx, fy, fh, "#f4f2ec", rot=rot, flip=s < 0)
    fm, fb = icon_mask("feather", fx, fy, fh, flip=s < 0, rot=rot)
    focus_on(ctx, fm, 6)
    add_element(ctx, "a white feather", "secondary", fb, ("bird", "light", "falling"), "feather")
    later_glow(ctx, fx, fy, 90, ctx.pal.light, 0.15)
    return Painted(
        "Looking straight up from the forest floor: the tree trunks rise toward the middle and "
        "their crowns close overhead, and the only patch of sky left between the leaves has the "
        "shape of a great swallow with its wings spread; a single white feather drifts down "
        "toward us.",
        [
            "freedom",
            "hidden in plain sight",
            "looking up",
            "the forest's soul",
            "flight",
            "escape",
            "nature",
            "daydream",
            "a sign",
        ],
        setting="in the woods by day",
    )


PREMISE = Premise(
    name="sky-between-the-leaves",
    figure="bird",
    palettes=("noon", "spring"),
    stage=stage,
    max_cards=1,
    frame=False,
)
