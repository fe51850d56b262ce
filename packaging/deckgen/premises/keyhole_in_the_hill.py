"""Premise "keyhole-in-the-hill": In a sunny green hillside a huge keyhole opens onto a
starry night with a crescent moon, and a rabbit stands up on its hind legs at its edge, ears
up, and peers in.

Value first: the keyhole is the card's one dark shape, set in a bright sunlit hill under a
pale sky, its cut edge showing the earth's thickness. The rabbit is drawn from shapes in
profile (haunch, chest, head, two tall ears, a white tail), its front paws on the keyhole's
rim and its nose at the dark; the night's cool light catches its face and its chest.
"""

from __future__ import annotations

import numpy as np

from ..kit.light import later_glow
from ..kit.names import WORLD
from ..kit.paint import YY, Arr, H, W, blend, blur, disc, ellipse, glow, rgb
from ..kit.place import add_element, focus_on
from ..kit.premise import Painted, Premise
from ..kit.scene import Ctx
from ..kit.shapes import mask_bbox, polygon_fine, tilted_ellipse
from ..kit.sky import sky

FURS = ("#8a6a52", "#9a7a5e", "#7a6a60")


def rabbit(
    ctx: Ctx, x: float, y: float, h: float, f: int, fur: np.ndarray
) -> tuple[Arr, tuple[float, float], Arr]:
    """A rabbit in profile standing on its hind legs, leaning forward, `h` px from its feet
    at (x, y) to its ear tips, facing `f` (1 right, -1 left). Returns its mask, its eye and
    the mask of its face and chest (the side toward what it looks at)."""

    def at(u: float, v: float) -> tuple[float, float]:  # rabbit units (h) -> card, v up
        return x + f * u * h, y - v * h

    def ov(u: float, v: float, rx: float, ry: float, a: float) -> Arr:
        cx, cy = at(u, v)
        return tilted_ellipse(cx, cy, rx * h, ry * h, -f * a)

    foot = ov(0.02, 0.025, 0.13, 0.03, 0.0)
    haunch = ov(-0.04, 0.16, 0.13, 0.16, 0.2)
    chest = ov(0.06, 0.36, 0.09, 0.16, -0.35)
    head = ov(0.17, 0.55, 0.1, 0.075, 0.25)
    snout = ov(0.25, 0.52, 0.05, 0.045, 0.0)
    ear_far = ov(0.1, 0.78, 0.035, 0.15, 0.25)
    ear = ov(0.13, 0.77, 0.04, 0.16, 0.12)
    arm = ov(0.19, 0.4, 0.03, 0.08, -0.7)
    body = np.maximum.reduce([foot, haunch, chest, head, snout, ear, arm])
    ctx.lit(ear_far, mask_bbox(ear_far), fur * 0.75, rim=0.6)
    ctx.lit(body, mask_bbox(body), fur, rim=0.8)
    inner = ov(0.135, 0.78, 0.018, 0.12, 0.12)  # the pink inside of the near ear
    blend(ctx.img, inner * ear, rgb("#d8a09a"), 0.6)
    tail = disc(*at(-0.17, 0.12), 0.045 * h, 2)
    ctx.lit(tail, mask_bbox(tail), rgb("#f2eee6"), rim=0.5)
    m = np.maximum(np.maximum(body, ear_far), tail)
    face = np.clip(np.maximum.reduce([head, snout, chest, arm]) * body, 0, 1)
    return m, at(0.2, 0.565), face


def stage(ctx: Ctx) -> Painted:
    s = 1 if ctx.rng.random() < 0.5 else -1  # the keyhole's side of the card
    sky(ctx, sx=W / 2 - s * 330, sy=H * 0.05, clouds=3)
    before = ctx.img.copy()
    ctx.hills(0.36, 3, amp=46, ground="#a4d276")  # a sunny meadow, light in value
    # the meadow in full sun down to the card's foot (the hills darken toward the viewer)
    ground = np.clip(np.abs(ctx.img - before).sum(2) * 20, 0, 1) * np.clip(
        (YY / H - 0.36) * 2, 0, 1
    )
    blend(ctx.img, ground, rgb("#d6eea0"), 0.22)
    ctx.staged[:] = [f for f in ctx.staged if f != ctx.repoussoir]  # no dark framing tree
    gy = H * 0.88  # where the keyhole's foot and the rabbit's feet meet the slope
    kx = W / 2 + s * W * 0.12
    r = W * 0.13
    cy = gy - H * 0.27
    slot = polygon_fine(
        [
            (kx - r * 0.5, cy + r * 0.4),
            (kx + r * 0.5, cy + r * 0.4),
            (kx + r * 0.8, gy),
            (kx - r * 0.8, gy),
        ]
    )
    hole = np.clip(np.maximum(disc(kx, cy, r, 2), slot), 0, 1)
    # the hill in full sun around it, a little lighter round the opening
    glow(ctx.img, kx, cy + r, r * 3.2, "#fff2c0", 0.18)
    # the cut: the earth's thickness showing on the sunny side of the opening
    lx = np.sign(ctx.light[0] - kx)
    cut = np.clip(hole - np.roll(np.roll(hole, 14, 0), int(-lx * 12), 1), 0, 1)
    inside = ctx.sub("night")
    inside.stars(420, 1.0)
    mx, my = kx + r * 0.3, cy - r * 0.25
    glow(inside.img, mx, my, r * 0.9, "#eef4ff", 0.35)
    moon = np.clip(
        disc(mx, my, r * 0.22, 1.5) - disc(mx + r * 0.1, my - r * 0.06, r * 0.2, 1.5), 0, 1
    )
    blend(inside.img, moon, rgb("#f6f0da"))
    ctx.fill_with(hole, inside, rim=0.0)
    blend(ctx.img, cut, rgb("#5a3e2a"), 0.95)
    add_element(
        ctx,
        f"a keyhole in the hill onto {WORLD[inside.pal.name]}",
        "main",
        mask_bbox(hole),
        ("keyhole", "secret", "door", "night"),
    )
    focus_on(ctx, hole, 8, weight=0.8)
    # the rabbit at its edge, on its hind legs, nose at the dark
    f = int(s)  # it faces the keyhole
    rh = H * 0.25
    rx = kx - f * (r * 0.8 + rh * 0.22)
    fur = rgb(FURS[int(ctx.rng.integers(len(FURS)))])
    shadow = ellipse(rx - f * rh * 0.02, gy + 6, rh * 0.2, rh * 0.035, 10)
    blend(ctx.img, shadow, rgb("#2c3a20"), 0.45)
    rm, (ex, ey), face = rabbit(ctx, rx, gy, rh, f, fur)
    blend(ctx.img, blur(face, 6) * face, rgb("#c8d4ec"), 0.28)  # the night's light on its face
    focus_on(ctx, rm, 6)
    add_element(
        ctx,
        "a rabbit peering into the keyhole",
        "secondary",
        mask_bbox(rm),
        ("animal", "small", "quick", "curious"),
    )

    def eye(img: np.ndarray) -> None:  # smaller than a stroke
        blend(img, ellipse(ex, ey, rh * 0.022, rh * 0.022, 1.2), rgb("#1a1412"))
        blend(img, ellipse(ex + f * 2, ey - 3, 2.5, 2.5, 0.8), rgb("#ffffff"), 0.9)

    ctx.after.append(eye)
    later_glow(ctx, kx, cy, r * 0.5, "#dfe8ff", 0.12)
    side = ctx.side()
    deep = np.clip(hole - blur(1 - hole, 14) * 3, 0, 1)  # well inside the opening
    for _ in range(40):  # stars in the night beyond, smaller than a stroke
        sx, sy = float(side.uniform(kx - r, kx + r)), float(side.uniform(cy - r, gy))
        if deep[int(sy), int(sx)] > 0.9 and np.hypot(sx - mx, sy - my) > r * 0.3:
            later_glow(ctx, sx, sy, 7, "#f4f6ff", 0.35, core=float(side.uniform(1.2, 2.6)))
    return Painted(
        f"In a sunny green hillside a huge keyhole opens onto {WORLD[inside.pal.name]} with a "
        "crescent moon, and a rabbit stands up on its hind legs at its edge, ears up, and "
        "peers in.",
        [
            "curiosity",
            "secret",
            "another world",
            "night and day",
            "discovery",
            "the unknown",
            "temptation",
            "wonder",
        ],
    )


PREMISE = Premise(
    name="keyhole-in-the-hill",
    figure="keyhole",
    palettes=("spring",),  # the bright one: a noon sky pulls the card under 0.55
    stage=stage,
    max_cards=1,
)
