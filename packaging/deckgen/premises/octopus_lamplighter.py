"""Premise "octopus-lamplighter": On the sea floor a road of old street lamps runs off into
the deep, lit one by one from far away up to here; an octopus clings with its arms to the
nearest lamp post and reaches up with one arm holding a tiny flame to light its lantern, and
small fish gather round the lit lamps like moths.

The octopus is drawn from shapes (a mantle turned three-quarter, eight tapered arms, two wound
round the post, one reaching to the lantern, the rest drifting), lit by the lantern it is
lighting: the scene's one warm light. No swimmer: the octopus is the only character.
"""

from __future__ import annotations

import numpy as np

from ..kit.light import later_glow, later_icon
from ..kit.paint import Arr, H, W, blend, ellipse, glow, rgb, vgrad
from ..kit.place import add_element, focus_on
from ..kit.premise import Painted, Premise
from ..kit.scene import Ctx
from ..kit.shapes import mask_bbox, polygon_fine, ribbon, segment, tilted_ellipse

SKINS = ("#c8553d", "#d0683a", "#b84a52")
IRON = "#1d2f36"
WARM = "#ffd47a"


def lamp(
    ctx: Ctx, x: float, y: float, h: float, lit: bool
) -> tuple[Arr, tuple[float, float], float]:
    """A street lamp whose foot is at (x, y), `h` px tall: a post, a lantern of glass under a
    little roof. Returns its mask, the lantern's centre and the lantern's half width."""
    w = h * 0.045
    post = polygon_fine(
        [(x - w, y), (x - w * 0.55, y - h * 0.8), (x + w * 0.55, y - h * 0.8), (x + w, y)]
    )
    base = polygon_fine(
        [
            (x - w * 2.2, y),
            (x - w * 1.4, y - h * 0.07),
            (x + w * 1.4, y - h * 0.07),
            (x + w * 2.2, y),
        ]
    )
    lw, ly = h * 0.085, y - h * 0.88  # the lantern's half width at its top, its centre
    glass = polygon_fine(
        [
            (x - lw * 0.7, ly + h * 0.08),
            (x - lw, ly - h * 0.07),
            (x + lw, ly - h * 0.07),
            (x + lw * 0.7, ly + h * 0.08),
        ]
    )
    roof = polygon_fine(
        [(x - lw * 1.35, ly - h * 0.065), (x, ly - h * 0.14), (x + lw * 1.35, ly - h * 0.065)]
    )
    roof = np.maximum(roof, ellipse(x, ly - h * 0.15, w * 0.9, w * 0.9, 1.5))
    collar = polygon_fine(
        [
            (x - lw * 0.75, ly + h * 0.075),
            (x + lw * 0.75, ly + h * 0.075),
            (x + w, ly + h * 0.11),
            (x - w, ly + h * 0.11),
        ]
    )
    iron = np.maximum(np.maximum(post, base), np.maximum(roof, collar))
    ctx.lit(iron, mask_bbox(iron), rgb(IRON), rim=0.6)
    blend(ctx.img, glass, rgb(WARM if lit else "#24505a"), 1.0)
    if lit:
        blend(ctx.img, glass * ellipse(x, ly, lw * 0.45, h * 0.045, 6), rgb("#ffe6a8"), 0.6)
    m = np.maximum(iron, glass)
    return m, (x, ly), lw


def arm(
    pts: list[tuple[float, float]], w0: float, w1: float
) -> tuple[Arr, list[tuple[float, float]]]:
    """A tapered arm along `pts` (smoothed to many points), `w0` px wide at its root."""
    p = np.asarray(pts, np.float64)
    t = np.linspace(0, 1, len(p))
    tt = np.linspace(0, 1, 40)
    fine = [(float(np.interp(u, t, p[:, 0])), float(np.interp(u, t, p[:, 1]))) for u in tt]
    sm = np.asarray(fine)
    for _ in range(3):  # round the corners of the control polygon
        sm[1:-1] = (sm[:-2] + 2 * sm[1:-1] + sm[2:]) / 4
    path = [(float(a), float(b)) for a, b in sm]
    widths = list(w0 + (w1 - w0) * tt**0.8)
    return ribbon(path, widths, soft=1.2), path


def curl(
    root: tuple[float, float], ang: float, length: float, turn: float, k: int
) -> list[tuple[float, float]]:
    """A free arm: leaves `root` at angle `ang` (radians, y down) and bends ever tighter
    (`turn` radians over its length, mostly near the tip), as an octopus's arm curls."""
    x, y = root
    pts = [(x, y)]
    n = 24
    wob = 0.25 * np.sin(k * 1.7)
    for j in range(1, n + 1):
        t = j / n
        a = ang + wob * np.sin(t * np.pi) + turn * t**2.2
        step = length / n * (1 - 0.5 * t)
        x, y = x + np.cos(a) * step, y + np.sin(a) * step
        pts.append((float(x), float(y)))
    return pts


def stage(ctx: Ctx) -> Painted:
    s = 1 if ctx.rng.random() < 0.5 else -1  # the near lamp's side; the road runs off the other
    # the deep: pale water high up, dark toward the floor, light falling from the surface
    ctx.img[:] = vgrad([(0, "#6cc6c4"), (0.35, "#2a8a96"), (0.75, "#135460"), (1, "#0c3844")])
    ctx.texture_sky(0.04)
    ctx.rays(W * (0.5 - s * 0.15), -260, 6, 0.16, 0.45)
    floor = ctx.hills(0.7, 2, amp=34, ground="#3a7a78")  # pale sand, lit by the lamps
    # the road of lamps running off into the deep, toward a point on the far side
    vx, vy = W * (0.5 - s * 0.3), H * 0.66
    nx, ny, nh = W * (0.5 - s * 0.06), H * 0.95, H * 0.74
    far = []
    for k, f in enumerate((0.46, 0.3, 0.2, 0.13)):
        x = vx + (nx - vx) * f - s * 30 * k
        y = vy + (ny - vy) * f
        far.append((x, y, nh * f))
    ctx.light = (nx, ny - nh * 0.88)
    lamps: list[tuple[float, float, float]] = []
    for x, y, h in reversed(far):
        glow(ctx.img, x, y, h * 0.6, "#f0c070", 0.3)  # its pool of light on the sand
        _, (lx, ly), _ = lamp(ctx, x, y, h, True)
        lamps.append((lx, ly, h))
    for lx, ly, h in lamps:
        later_glow(ctx, lx, ly, h * 0.45, WARM, 0.4)
    # the near lamp, being lit now
    glow(ctx.img, nx, ny - nh * 0.05, nh * 0.45, "#f0c070", 0.22)
    nm, (lx, ly), lw = lamp(ctx, nx, ny, nh, True)
    add_element(ctx, "an old street lamp", "secondary", mask_bbox(nm), ("lamp", "light", "street"))
    fb = mask_bbox(
        np.clip(sum(ellipse(x, y - h * 0.5, h * 0.1, h * 0.5, 2) for x, y, h in far), 0, 1)
    )
    add_element(ctx, "a road of lit street lamps", "secondary", fb, ("lamp", "light", "road"))
    # the octopus on the post's open side: its head beside the post under the lantern,
    # its mantle tilted back away from the light
    skin = rgb(SKINS[int(ctx.rng.integers(len(SKINS)))])
    mh = H * 0.115
    mx, my = nx + s * mh * 0.75, ny - nh * 0.55
    head = ellipse(mx, my, mh * 0.36, mh * 0.32, 2)
    mantle = tilted_ellipse(mx + s * mh * 0.3, my - mh * 0.5, mh * 0.42, mh * 0.62, s * 0.55)
    root = (mx, my + mh * 0.22)
    arms: list[Arr] = []
    # two arms wound round the post below, across its front and back round behind it
    for k, yy in enumerate((my + mh * 0.5, my + mh * 1.25)):
        m, _ = arm(
            [
                root,
                (nx + s * mh * 0.3, yy - mh * 0.2),
                (nx - s * mh * 0.28, yy + mh * 0.05),
                (nx - s * mh * 0.2, yy + mh * 0.3),
                (nx + s * mh * (0.05 + 0.05 * k), yy + mh * 0.32),
            ],
            mh * 0.2,
            10,
        )
        arms.append(m)
    # one arm up to the lantern, its tip curled round a little flame
    tip = (lx + s * lw * 1.25, ly + nh * 0.05)
    reach, _ = arm(
        [
            (mx - s * mh * 0.1, my),
            (mx + s * mh * 0.05, my - mh * 0.9),
            (tip[0] + s * mh * 0.45, tip[1] + mh * 0.55),
            (tip[0] + s * mh * 0.12, tip[1] + mh * 0.02),
            tip,
        ],
        mh * 0.2,
        9,
    )
    arms.append(reach)
    # the rest drifting free, curling at their tips
    for k, (a0, ln, c) in enumerate(
        (
            (0.15, 2.6, 2.4),
            (0.55, 2.4, -2.8),
            (0.95, 2.2, 2.6),
            (1.5, 2.0, -2.2),
            (-0.25, 2.3, -2.6),
        )
    ):
        ang = np.pi / 2 - s * a0  # measured from straight down, fanning out to the open side
        pts = curl(root, ang, ln * mh, c * (1 if s > 0 else -1), k)
        m, _ = arm(pts, mh * 0.2, 6)
        arms.append(m)
    body = np.clip(np.maximum(np.maximum(head, mantle), np.max(np.stack(arms), 0)), 0, 1)
    ctx.lit(body, mask_bbox(body), skin, rim=0.9)
    focus_on(ctx, body, 6)
    add_element(
        ctx,
        "an octopus lighting a street lamp",
        "main",
        mask_bbox(body),
        ("animal", "sea", "arms"),
    )
    ex, ey = mx - s * mh * 0.12, my - mh * 0.08
    glass_y = ly

    def touches(img: np.ndarray) -> None:  # its eye and the flame, smaller than a stroke
        blend(img, ellipse(ex, ey, mh * 0.11, mh * 0.09, 1.2), rgb("#f2dca0"))
        blend(img, ellipse(ex - s * 2, ey, mh * 0.06, mh * 0.028, 1), rgb("#15120e"))
        fl = polygon_fine(
            [(tip[0] - 8, tip[1] - 4), (tip[0] - s * 4, tip[1] - 36), (tip[0] + 8, tip[1] - 4)]
        )
        fl = np.maximum(fl, ellipse(tip[0], tip[1] - 6, 8, 8, 1.2))
        blend(img, fl, rgb("#ff9a3a"), 1.0)
        blend(img, ellipse(tip[0], tip[1] - 9, 4, 7, 1), rgb("#fff0c0"), 0.95)
        for u in (-0.33, 0.33):  # the lantern's iron frame over its glass
            blend(
                img,
                segment(lx + u * lw, ly - nh * 0.065, lx + u * lw * 0.7, ly + nh * 0.075, 5),
                rgb(IRON),
                0.9,
            )

    ctx.after.append(touches)
    later_glow(ctx, lx, glass_y, nh * 0.22, WARM, 0.45)
    later_glow(ctx, tip[0], tip[1] - 14, 50, "#ffe9a8", 0.4)
    # small fish round the lamps like moths round a light
    side = ctx.side()
    for x, y, h in [(lx, ly, nh), *lamps]:
        for _ in range(2):
            a = float(side.uniform(0, 2 * np.pi))
            r = h * float(side.uniform(0.16, 0.28))
            later_icon(
                ctx,
                "tropical-fish",
                x + np.cos(a) * r,
                y + np.sin(a) * r * 0.8,
                max(14.0, h * 0.05),
                "#153640",
                flip=bool(side.random() < 0.5),
                alpha=0.85,
            )
    for _ in range(26):  # motes in the water, lit near the lamps
        later_glow(ctx, ctx.u(0, W), ctx.u(0, floor), 6, "#dcfff8", 0.3, core=2)
    return Painted(
        "On the sea floor a road of old street lamps runs off into the deep, lit one by one; "
        "an octopus clings with its arms to the nearest lamp post and reaches up with one arm "
        "holding a tiny flame to light its lantern, and small fish gather round the lights.",
        [
            "guidance",
            "kindness",
            "work",
            "patience",
            "light in the dark",
            "depth",
            "evening",
            "routine",
            "the way home",
        ],
    )


PREMISE = Premise(
    name="octopus-lamplighter",
    figure="octopus",
    palettes=("under",),
    stage=stage,
    max_cards=1,
    frame=False,
)
