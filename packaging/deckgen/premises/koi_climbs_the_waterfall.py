"""Premise "koi-climbs-the-waterfall": a slender waterfall pours out of a single white cloud
into a green pool on a hillside, and a big orange-and-white koi swims up the falling water,
bent with the effort, drops flying; a frog (or a heron) and small fish look up from the pool.

The koi is drawn from parts along a curved spine (its fins' scalloped edges a little like a
dragon's wings); its eye, barbels, the fins' rays and the drops come after the paint."""

from __future__ import annotations

import numpy as np

from ..kit.figures import bbox_of
from ..kit.light import after_mask
from ..kit.paint import (
    XX,
    YY,
    Arr,
    H,
    W,
    aniso_noise,
    blend,
    blur,
    disc,
    ellipse,
    glow,
    rgb,
    smooth_noise,
)
from ..kit.place import add_element, focus_on, sec, third
from ..kit.premise import Painted, Premise
from ..kit.scene import Ctx
from ..kit.shapes import cubic, polygon_fine, polylines, ribbon, tilted_ellipse
from ..kit.sky import cloud_puff, day_zenith, shade_under

Pt = tuple[float, float]
WL = np.array([0.3, 0.59, 0.11], np.float32)
CONCEPTS = ["ambition", "effort", "against the current", "transformation", "perseverance"]
CONCEPTS += ["dream", "courage"]
ORANGES = {"orange": "#f46a12", "red-orange": "#e8501a", "golden orange": "#f5820e"}


def _along(pts: list[Pt], t: float) -> tuple[Pt, Pt, Pt]:
    """The point at fraction `t` of a path, its unit tangent and its unit normal."""
    k = min(len(pts) - 2, max(0, int(t * (len(pts) - 1))))
    (x0, y0), (x1, y1) = pts[k], pts[k + 1]
    f = t * (len(pts) - 1) - k
    dx, dy = x1 - x0, y1 - y0
    n = float(np.hypot(dx, dy)) or 1.0
    return (x0 + dx * f, y0 + dy * f), (dx / n, dy / n), (-dy / n, dx / n)


def _mid(a: float, b: float) -> float:
    """The angle halfway between angles `a` and `b`."""
    return float(np.arctan2(np.sin(a) + np.sin(b), np.cos(a) + np.cos(b)))


def _fan(base: Pt, ang: float, length: float, spread: float, points: int) -> Arr:
    """A rounded fan of a fin from `base` toward `ang`, its edge cut into `points` small
    pointed scallops (a koi's fin, a little like a dragon's wing)."""
    pts: list[Pt] = [base]
    n = points * 6
    for k in range(n + 1):
        u = k / n
        a = ang - spread / 2 + spread * u
        r = length * (0.7 + 0.3 * np.sin(np.pi * u) ** 0.5)
        r *= 1 - 0.13 * abs(np.sin(np.pi * u * points))
        pts.append((base[0] + r * np.cos(a), base[1] + r * np.sin(a)))
    return polygon_fine(pts)


def _koi(ctx: Ctx, kx: float, ky: float, length: float, s: int) -> tuple[Arr, str]:
    """The koi swimming up, seen from the side, head up, its back arched out with effort and
    its tail swept to the side; returns its whole mask and the name of its colour."""
    bend = s * length * ctx.u(0.2, 0.26)
    tail = (kx + bend * 0.2, ky + length * 0.5)
    head = (kx - s * length * 0.1, ky - length * 0.5)
    spine = cubic(
        tail, (kx + bend * 1.5, ky + length * 0.15), (kx + bend * 1.1, ky - length * 0.3), head, 40
    )
    ts = np.linspace(0, 1, len(spine))
    knots = [0.055, 0.07, 0.18, 0.26, 0.23, 0.16, 0.085]
    widths = np.interp(ts, [0, 0.12, 0.35, 0.62, 0.82, 0.94, 1.0], knots) * length
    body = ribbon(spine, list(widths), 2)

    def at(t: float, off: float) -> Pt:
        """A point `off` (in body lengths) from the spine toward the back, at `t`."""
        (px, py), _, (qx, qy) = _along(spine, t)
        return (px + qx * back * off * length, py + qy * back * off * length)

    _, _, (nx, _ny) = _along(spine, 0.55)
    back = 1.0 if nx * s > 0 else -1.0  # the back on the arch's outside
    # the tail fin: a broad forked fan swept out to the side
    (bx, by), (tx0, ty0), _ = _along(spine, 0.0)
    tang = float(np.arctan2(-ty0, -tx0)) - s * ctx.u(0.3, 0.45)
    fork = _fan((bx, by), tang, length * 0.3, 1.25, 2)
    d = length * 0.33
    notch = tilted_ellipse(bx + np.cos(tang) * d, by + np.sin(tang) * d, d * 0.36, d * 0.15, tang)
    fork = np.clip(fork - notch, 0, 1)
    # the dorsal fin along the back; the pectoral and pelvic fins spread from the belly
    dorsal = polygon_fine(
        [at(0.34, 0.03), at(0.42, 0.13), at(0.5, 0.15), at(0.6, 0.15), at(0.7, 0.1), at(0.74, 0.06)]
    )
    (fx, fy), (ftx, fty), _ = _along(spine, 0.74)
    down = float(np.arctan2(-fty, -ftx))  # toward the tail
    ox, oy = at(0.74, -0.1)
    belly = float(np.arctan2(oy - fy, ox - fx))
    mid = _mid(down, belly)
    near_fin = _fan(at(0.73, -0.06), mid, length * 0.3, 0.95, 4)
    far_fin = _fan(at(0.76, -0.02), _mid(mid, down), length * 0.22, 0.8, 3)
    (vx, vy), (vtx, vty), _ = _along(spine, 0.34)
    ox, oy = at(0.34, -0.1)
    vb = float(np.arctan2(oy - vy, ox - vx))
    vd = float(np.arctan2(-vty, -vtx))
    vm = _mid(vd, vb)
    pelvic = _fan(at(0.34, -0.06), vm, length * 0.14, 0.8, 3)
    name = list(ORANGES)[int(ctx.rng.integers(len(ORANGES)))]
    orange = rgb(ORANGES[name])
    fin_c = rgb("#fbe2c4")
    for m in (far_fin, dorsal, fork, pelvic):
        blend(ctx.img, m, fin_c * 0.86, 0.92)
    ctx.lit(body, bbox_of(body), orange, rim=0.7, separate=True)
    # white patches on its flank and a white snout, keeping the body's light and shade
    shade = ((ctx.img @ WL) / float(orange @ WL))[..., None]
    blend(ctx.img, body, np.clip(orange * np.clip(shade, 0, 1.15) ** 1.2, 0, 1), 0.6)
    n = smooth_noise(ctx.rng, int(length * 0.14))
    patch = np.clip((n - 0.6) * 8, 0, 1) * body
    for t, o, r in ((0.97, 0.0, 0.075), (0.5, ctx.u(-0.08, 0.08), 0.07)):
        patch = np.maximum(patch, blur(disc(*at(t, o), length * r, 2), 8) * body)
    blend(ctx.img, patch, np.clip(rgb("#fff8ee") * np.clip(shade * 1.05, 0, 1.1), 0, 1), 0.9)
    blend(ctx.img, near_fin, fin_c, 0.95)
    root = disc(*at(0.73, -0.06), length * 0.12, 10) * near_fin
    blend(ctx.img, root, orange, 0.6)
    fins = np.maximum.reduce([near_fin, far_fin, dorsal, fork, pelvic])
    # the fins' rays, drawn after the paint
    rays = []
    for base, ang, ln, sp, k in (
        (at(0.73, -0.06), mid, 0.3, 0.95, 7),
        ((bx, by), tang, 0.3, 1.25, 9),
        (at(0.34, -0.06), vm, 0.14, 0.8, 4),
    ):
        for j in range(k):
            a = ang - sp / 2 + sp * (j + 0.5) / k
            r = ln * 0.85 * length
            rays.append([base, (base[0] + r * np.cos(a), base[1] + r * np.sin(a))])
    after_mask(ctx, polylines(rays, 2.4) * fins, "#e07a30", 0.6)
    whole = np.maximum(body, fins)
    # the eye, and two long barbels streaming back from the mouth (a dragon's whiskers)
    ex, ey = at(0.9, 0.02)
    _, (etx, ety), _ = _along(spine, 0.95)
    after_mask(ctx, disc(ex, ey, length * 0.024, 1.2), "#fff8e8", 0.95)
    after_mask(ctx, disc(ex + etx * 2, ey + ety * 2, length * 0.015, 1.2), "#1a1010", 0.95)
    bar = []
    for sg in (-1.0, 1.0):
        b0 = at(0.99, 0.03 * sg)
        nx_, ny_ = b0[0] - at(0.99, 0.0)[0], b0[1] - at(0.99, 0.0)[1]
        nn = float(np.hypot(nx_, ny_)) or 1.0
        nx_, ny_ = nx_ / nn * length, ny_ / nn * length

        def off(a: float, b: float, p: Pt = b0, u: Pt = (nx_, ny_)) -> Pt:
            return (p[0] + u[0] * a - etx * length * b, p[1] + u[1] * a - ety * length * b)

        bar.append(cubic(b0, off(0.06, -0.01), off(0.1, 0.08), off(0.07, 0.2), 16))
    after_mask(ctx, polylines(bar, 4.5), "#9a3a14", 0.9)
    focus_on(ctx, whole, 4, 2.0)
    return whole, name


def stage(ctx: Ctx) -> Painted:
    x, s = third(ctx)
    ctx.texture_sky(0.04)
    day_zenith(ctx)
    # the sun high on the far side; no disc too near the cloud
    sun = (W / 2 - s * W * 0.42, H * 0.07)
    ctx.light = sun
    glow(ctx.img, sun[0], sun[1], 420, "#fffbe8", 0.55)
    blend(ctx.img, disc(sun[0], sun[1], 60, 3), rgb("#fffdf2"))
    ctx.hills(0.72, 2, amp=45, ground="#86c070")
    ctx.staged = [f for f in ctx.staged if f != ctx.repoussoir]  # no dark framing tree
    # the hillside: a green slope rising away from the fall, on the far side
    far, near = W / 2 - s * W * 0.56, W / 2 + s * W * 0.56
    crest = cubic((far, H * 0.6), (far + s * W * 0.4, H * 0.6), (W / 2, H * 0.76), (near, H * 0.79))
    crest = [(cx, cy + 9 * np.sin(cx / 37.0 + cy)) for cx, cy in crest]
    slope = polygon_fine([*crest, (near, H + 10), (far, H + 10)])
    tex = aniso_noise(ctx.rng, 60, 14) - 0.5
    depth = np.clip((YY - H * 0.6) / (H * 0.4), 0, 1)
    col = rgb("#9ccf7e")[None, None, :] * (1 - 0.35 * depth[..., None]) * (1 + 0.2 * tex[..., None])
    blend(ctx.img, blur(slope, 3), np.clip(col, 0, 1))
    blend(ctx.img, slope - blur(np.roll(slope, 16, 0), 4), rgb("#e8f6c8"), 0.5)
    # the pool on the hillside, among rocks
    py = H * ctx.u(0.8, 0.82)
    prx, pry = W * 0.3, H * 0.045
    px = x - s * W * 0.04
    pool = ellipse(px, py, prx, pry, 4)
    sky_c = ctx.sky_at(0.45)
    deep = np.clip((YY - (py - pry)) / (2 * pry), 0, 1)[..., None]
    pool_c = rgb("#7cc4b0") * (1 - deep) + rgb("#3f8a78") * deep
    blend(ctx.img, pool, pool_c)
    rip = aniso_noise(ctx.side(), 90, 6) - 0.5
    blend(ctx.img, pool * np.clip(rip * 4, 0, 1), sky_c, 0.5)
    rocks = np.zeros((H, W), np.float32)
    for k in range(9):
        a = np.pi * (0.1 + 0.8 * k / 8) + ctx.u(-0.1, 0.1)
        rx_, ry_ = px + prx * 1.02 * np.cos(a + np.pi), py + pry * 1.1 * np.sin(a) - 8
        r = ctx.u(40, 75)
        rocks = np.maximum(rocks, ellipse(rx_, ry_, r * 1.3, r * 0.7, 3))
    ctx.lit(rocks, bbox_of(rocks), rgb("#9a9890"), rim=0.5)
    # a long low cumulus drifting across the sky; the fall leaves it off-centre, on the third
    cx_, cy_ = x - s * W * ctx.u(0.13, 0.16), H * ctx.u(0.12, 0.14)
    cloud = cloud_puff(cx_, cy_, W * 0.64, H * 0.09, ctx.rng, 9)
    cloud = np.maximum(
        cloud, cloud_puff(cx_ - s * W * 0.1, cy_ - H * 0.04, W * 0.34, H * 0.1, ctx.rng, 5)
    )
    for k in range(6):  # a lumpy underside
        cloud = np.maximum(
            cloud,
            ellipse(
                cx_ + W * (k - 2.5) * 0.1 + ctx.u(-20, 20), cy_ + H * 0.04, W * 0.06, H * 0.018, 6
            ),
        )
    wx = x + s * W * 0.01
    top = cy_ + H * 0.045
    ph = ctx.u(0, 6)
    fall_pts = [(wx + 14 * np.sin(ph + k * 0.8), top + (py - top) * k / 12) for k in range(13)]
    fall_w = [W * (0.08 + 0.03 * k / 12 + 0.06 * (k / 12) ** 3) for k in range(13)]
    fall = ribbon(fall_pts, fall_w, 3)
    streak = aniso_noise(ctx.side(), 9, 140) - 0.5
    edge = np.clip(np.abs(XX - wx) / (W * 0.08), 0, 1) ** 2
    lx = np.clip((XX - wx) * np.sign(sun[0] - wx) / (W * 0.08), -1, 1)
    water_c = np.clip(
        rgb("#f4fbff")[None, None, :] * (1 + 0.3 * streak[..., None])
        - (0.1 * edge + 0.06 * (1 - lx))[..., None] * rgb("#6a8aa0"),
        0,
        1,
    )
    blend(ctx.img, fall, water_c, 0.95)
    blend(ctx.img, fall * np.clip(streak * 6, 0, 1), rgb("#ffffff"), 0.6)
    blend(ctx.img, fall * np.clip(-streak * 5 - 0.6, 0, 1), rgb("#8fb0c8"), 0.45)
    focus_on(ctx, fall, 3, 1.0, weight=0.5)
    blend(ctx.img, cloud, rgb("#ffffff"))
    toward = np.roll(np.roll(blur(cloud, 14), 24, 0), int(np.sign(wx - sun[0]) * 24), 1)
    blend(ctx.img, np.clip(toward - 0.3, 0, 1) * cloud, rgb("#c4d2e2"), 0.5)
    shade_under(ctx, cloud, "#b4c4d8", 0.3)
    add_element(
        ctx,
        "a white cloud with a waterfall pouring out of it",
        "secondary",
        bbox_of(np.maximum(cloud, fall)),
        ("cloud", "waterfall", "sky", "water", "stream", "current"),
    )
    # foam where it lands
    foam = np.zeros((H, W), np.float32)
    for _ in range(14):
        foam = np.maximum(
            foam, disc(wx + ctx.u(-1, 1) * W * 0.12, py + ctx.u(-40, 10), ctx.u(22, 46), 6)
        )
    blend(ctx.img, blur(foam, 4), rgb("#ffffff"), 0.9)
    mist = ellipse(wx, py - H * 0.03, W * 0.2, H * 0.05, 40)
    blend(ctx.img, mist * (0.6 + 0.4 * smooth_noise(ctx.rng, 40)), rgb("#f6fbff"), 0.6)
    # small fish in the pool, their heads up toward the fall
    fish = np.zeros((H, W), np.float32)
    for k in range(3):
        fx = px + s * prx * (0.35 + 0.18 * k) * (1 if k % 2 else 0.9)
        fy = py + pry * ctx.u(-0.1, 0.5)
        a = np.pi * 1.5 - s * ctx.u(0.5, 0.9)
        fish = np.maximum(fish, tilted_ellipse(fx, fy, 34, 13, a))
        tx, ty = fx - 40 * np.cos(a), fy - 40 * np.sin(a)
        fish = np.maximum(
            fish,
            polygon_fine(
                [
                    (fx - 26 * np.cos(a), fy - 26 * np.sin(a)),
                    (tx - 14 * np.sin(a), ty + 14 * np.cos(a)),
                    (tx + 14 * np.sin(a), ty - 14 * np.cos(a)),
                ]
            ),
        )
    blend(ctx.img, fish * pool, rgb("#2f5a50"), 0.8)
    fb = bbox_of(fish * pool)
    add_element(ctx, "small dark fish in the pool", "secondary", fb, ("fish", "pond", "watching"))
    # the one who looks up from the pool's edge: a frog on a rock, or a heron in the shallows
    watcher = "frog" if ctx.rng.random() < 0.3 else "heron"
    wxx = px + s * prx * 0.78
    if watcher == "frog":
        ry = py - pry * 0.9
        boulder = ellipse(wxx, ry, W * 0.1, H * 0.03, 3) * (ry - H * 0.022 < YY)
        ctx.lit(boulder, bbox_of(boulder), rgb("#c4c0b4"), rim=0.6)
        sec(ctx, "frog", wxx, ry - H * 0.062, H * 0.09, fill="#78c444", shadow=ry - H * 0.018)
    else:
        sec(ctx, "heron", wxx, py - H * 0.07, H * 0.15, flip=s > 0, shadow=py + H * 0.005)
    # the koi halfway up, bent with effort, swimming up against the falling water
    length = H * ctx.u(0.24, 0.26)
    ky = top + (py - top) * ctx.u(0.44, 0.5)
    koi, colour = _koi(ctx, wx, ky, length, s)
    # white water breaking over its tail and the drops it throws off
    (_, _, _, kb) = bbox_of(koi)
    spill = ribbon([(wx, ky + length * 0.2), (wx + s * 10, kb + 30)], [W * 0.12, W * 0.14], 4)
    spill *= np.clip(streak * 5 + 0.4, 0, 1) * np.clip((YY - ky - length * 0.25) / 80, 0, 1)
    blend(ctx.img, spill * fall, rgb("#ffffff"), 0.55)
    side = ctx.side()
    drops = np.zeros((H, W), np.float32)
    hx, hy = bbox_of(koi)[0] / 2 + bbox_of(koi)[2] / 2, bbox_of(koi)[1] + length * 0.08
    for k in range(34):
        if k < 16:  # a bow wave flung off its head, out and down on both sides
            sg, u = (-1 if k % 2 else 1), float(side.uniform(0.15, 1))
            dx_ = hx + sg * length * (0.12 + 0.42 * u)
            dy_ = hy - length * 0.08 + length * 0.35 * u**2 + float(side.uniform(-12, 12))
            a = np.pi / 2 - sg * 0.9
        else:
            a = float(side.uniform(0, 2 * np.pi))
            r = length * float(side.uniform(0.35, 0.62))
            dx_, dy_ = wx + r * np.cos(a) * 1.1, ky + r * np.sin(a) * 0.8
        sz = float(side.uniform(5, 12))
        drops = np.maximum(drops, tilted_ellipse(dx_, dy_, sz * 1.5, sz, a))
    drops *= 1 - np.clip(blur(koi, 2) * 3, 0, 1)
    after_mask(ctx, blur(drops, 1) * 1.0, "#7aa6c8", 0.5)
    after_mask(ctx, np.roll(drops, -2, 0), "#ffffff", 0.95)
    add_element(
        ctx,
        f"a big {colour} and white koi swimming up the waterfall",
        "main",
        bbox_of(koi),
        ("animal", "fish", "koi", "carp", "leap", "effort", "climbing"),
    )
    add_element(
        ctx, "drops of water flung off the koi", "secondary", bbox_of(drops), ("drop", "splash")
    )
    # the noon sun's rays slanting down across the sky, behind the koi
    before = ctx.img.copy()
    ctx.rays(sun[0], sun[1], 7, 0.22, 0.7)
    keep = np.clip(blur(koi, 2) * 2, 0, 1)[..., None]
    ctx.img[:] = ctx.img * (1 - keep) + before * keep
    who = "a frog on a rock" if watcher == "frog" else "a heron in the shallows"
    return Painted(
        f"A slender waterfall pours out of a single white cloud into a green pool on a "
        f"hillside, and a big {colour} and white koi swims up the falling water, halfway to "
        f"the cloud, while {who} and a few small fish look up at it from the pool.",
        CONCEPTS,
    )


PREMISE = Premise(
    name="koi-climbs-the-waterfall",
    figure="koi",
    palettes=("noon",),
    stage=stage,
    frame=False,
)
