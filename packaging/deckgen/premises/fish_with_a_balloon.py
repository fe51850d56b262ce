"""Premise "fish-with-a-balloon": Half above, half below the waterline of a calm sea: under
the surface a little fish holds the string of a red balloon in its mouth, and the balloon
floats up in the open sky above the water, as a child would hold it.

The camera sits at the water's level: the top of the card is sky, the bottom the sea seen
from inside; the string crosses the surface. The fish is drawn from shapes: the clownfish
icon is cut into parts that read as separate blobs once painted.
"""

from __future__ import annotations

import numpy as np

from ..kit.light import after_mask, later_glow
from ..kit.paint import YY, Arr, H, W, blend, blur, box, ellipse, glow, rgb, vgrad
from ..kit.place import add_element
from ..kit.premise import Painted, Premise
from ..kit.scene import Ctx
from ..kit.shapes import mask_bbox, polygon_fine, string_to
from ..kit.sky import day_zenith

FISH = ("#f07a20", "#f48a24", "#ea6a1e")


def clownfish(
    ctx: Ctx, x: float, y: float, length: float, face: int, tilt: float, col: np.ndarray
) -> tuple[Arr, tuple[float, float]]:
    """A clownfish drawn from shapes (no icon shows one whole): an oval body, a forked tail,
    fins, two white bands and an eye, `length` px long, centred at (x, y), facing `face`
    (1 right, -1 left), its nose raised by `tilt` radians; returns its mask and its mouth."""
    ca, sa = float(np.cos(tilt)), float(np.sin(tilt))

    def at(u: float, v: float) -> tuple[float, float]:  # fish units -> card pixels
        u, v = u * length, v * length
        return x + face * (u * ca + v * sa), y - u * sa + v * ca

    oval = [at(0.05 + 0.37 * np.cos(a), 0.19 * np.sin(a)) for a in np.linspace(0, 2 * np.pi, 48)]
    body = polygon_fine(oval)
    tail = polygon_fine([at(-0.26, 0), at(-0.56, -0.22), at(-0.47, 0), at(-0.56, 0.22)])
    fins = polygon_fine([at(-0.12, -0.15), at(0.02, -0.3), at(0.2, -0.16)])
    fins = np.maximum(fins, polygon_fine([at(0.0, 0.14), at(-0.1, 0.28), at(0.12, 0.16)]))
    edge = np.maximum(tail, fins)
    ctx.lit(edge, mask_bbox(edge), col * 0.85, rim=0.5)
    ctx.lit(body, mask_bbox(body), col, rim=0.7)
    bands = np.zeros((H, W), np.float32)
    for u in (0.22, -0.1):
        band = polygon_fine(
            [at(u - 0.045, -0.3), at(u + 0.045, -0.3), at(u + 0.045, 0.3), at(u - 0.045, 0.3)]
        )
        bands = np.maximum(bands, band * body)
    blend(ctx.img, bands, rgb("#f6f2ea"), 0.95)
    ex, ey = at(0.3, -0.05)

    def eye(img: np.ndarray) -> None:  # smaller than a stroke
        blend(img, ellipse(ex, ey, length * 0.045, length * 0.045, 1.5), rgb("#fbf8f0"))
        blend(img, ellipse(ex + face * 2, ey, length * 0.026, length * 0.026, 1.5), rgb("#1a1a20"))

    ctx.after.append(eye)
    m = np.maximum(body, edge)
    return m, at(0.42, 0.02)


def stage(ctx: Ctx) -> Painted:
    s = 1 if ctx.rng.random() < 0.5 else -1  # the fish's side; it faces toward -s
    wl = H * ctx.u(0.42, 0.45)  # the waterline, a little above the middle of the card
    # the sky: the palette's lighter half, a few clouds, the light high on the fish's side
    ctx.img[:] = vgrad(ctx.pal.sky, -0.25, wl / H)
    ctx.texture_sky(0.05)
    ctx.light = (W / 2 + s * ctx.u(250, 400), -H * 0.2)
    day_zenith(ctx, (wl > YY).astype(np.float32))
    ctx.clouds(2, 0.06, 0.28, 0.4)
    # the sea seen from inside: bright just under the surface, deep below
    sea = vgrad([(0, "#8ad0d0"), (0.2, "#3a9aa8"), (0.6, "#1a607a"), (1, "#0c3448")], wl / H, 1)
    under = (wl < YY)[..., None]
    ctx.img[:] = np.where(under, sea, ctx.img)
    ctx.rays(W / 2 + s * 200, wl - 80, 7, 0.14, 0.6)
    # the surface: a bright line, its underside a band of silvery light
    blend(ctx.img, box(0, wl - 3, W, wl + 4, 2), rgb("#f4fbfa"), 0.8)
    blend(ctx.img, box(0, wl + 4, W, wl + 70, 30), rgb("#cdeceb"), 0.3)
    # the little fish just under the surface, nose up toward its string
    fx = W / 2 + s * ctx.u(0.1, 0.16) * W
    fy = wl + H * ctx.u(0.15, 0.18)
    fl = W * 0.36
    fh = fl * 0.5
    skin = rgb(FISH[int(ctx.rng.integers(len(FISH)))])
    fm, (mx, my) = clownfish(ctx, fx, fy, fl, -s, 0.5, skin)
    fbb = mask_bbox(fm)
    pad = 14
    sl = (slice(fbb[1] - pad, fbb[3] + pad), slice(max(0, fbb[0] - pad), fbb[2] + pad))
    ctx.focus[sl] = np.maximum(ctx.focus[sl], np.clip(fm[sl] * 2, 0, 1))
    add_element(ctx, "a clownfish", "main", fbb, ("animal", "sea", "fish", "small"))
    # the balloon high in the sky, a little toward the open side
    bx = fx - s * ctx.u(0.12, 0.2) * W
    by = H * ctx.u(0.13, 0.17)
    rx, ry = W * 0.085, W * 0.1
    ball = ellipse(bx, by, rx, ry, 2)
    knot = polygon_fine([(bx, by + ry - 6), (bx - 16, by + ry + 22), (bx + 16, by + ry + 22)])
    bm = np.maximum(ball, knot)
    glow(ctx.img, bx, by, rx * 3, ctx.pal.light, 0.25)
    ctx.lit(bm, mask_bbox(bm), rgb("#d8302a"), rim=0.8)
    ctx.focus[:] = np.maximum(ctx.focus, blur(bm, 6))
    add_element(ctx, "a red balloon", "secondary", mask_bbox(bm), ("object", "party", "float"))

    def shine(img: np.ndarray) -> None:  # the balloon's gloss, smaller than a stroke
        hx = bx + np.sign(ctx.light[0] - bx) * rx * 0.35
        blend(img, ellipse(hx, by - ry * 0.4, rx * 0.16, ry * 0.24, 4), rgb("#ffd8d0"), 0.75)

    ctx.after.append(shine)
    # the string from the knot down through the surface to the fish's mouth, in two pieces
    # (it kinks where it enters the water)
    cross = (mx + (bx - mx) * 0.35, wl)
    string_to(ctx, (bx, by + ry + 20), cross, 40, "#5a4a52", 6)
    string_to(ctx, cross, (mx, my), 10, "#eef6f2", 5, alpha=0.85)
    rings = np.zeros((H, W), np.float32)
    for k, r in enumerate((28, 52, 80)):
        ring = ellipse(cross[0], wl, r, r * 0.16, 2) - ellipse(cross[0], wl, r - 4, r * 0.16 - 3, 2)
        rings = np.maximum(rings, np.clip(ring, 0, 1) * (1 - 0.25 * k))
    after_mask(ctx, rings, "#ffffff", 0.7)
    # a second, smaller clownfish deeper down, looking up at it
    kx, ky = W / 2 - s * ctx.u(0.2, 0.28) * W, wl + H * ctx.u(0.32, 0.36)
    km, _ = clownfish(ctx, kx, ky, W * 0.17, s, 0.25, skin * 0.9)
    kb = mask_bbox(km)
    ctx.focus[kb[1] : kb[3], kb[0] : kb[2]] = np.maximum(
        ctx.focus[kb[1] : kb[3], kb[0] : kb[2]], km[kb[1] : kb[3], kb[0] : kb[2]] * 0.8
    )
    add_element(ctx, "a small clownfish", "secondary", kb, ("animal", "sea", "fish", "small"))
    side = ctx.side()
    for _ in range(18):  # bubbles rising from the fish to the surface
        ux = mx + float(side.uniform(-40, 40))
        uy = float(side.uniform(wl + 30, my))
        later_glow(ctx, ux, uy, 8, "#e8fff8", 0.35, core=3.5)
    glow(ctx.img, fx, fy, fh * 1.2, "#bff0e8", 0.12)
    return Painted(
        "Half above and half below the waterline of a calm sea: under the surface a clownfish "
        "holds the string of a red balloon in its mouth, and the balloon floats high in the "
        "open sky above the water; a smaller clownfish looks up at it from deeper down.",
        [
            "wishing to fly",
            "dream",
            "childhood",
            "two worlds",
            "joy",
            "celebration",
            "longing",
            "lightness",
            "holding on",
        ],
        setting="on a bright day, half in the sky and half in the sea",
    )


PREMISE = Premise(
    name="fish-with-a-balloon",
    figure="clownfish",
    palettes=("noon", "lavender", "spring"),
    stage=stage,
    max_cards=1,
    frame=False,
)
