"""Premise "footprints-bloom": A person in a dark coat walks away across a white snowfield (or
the sand); each of the footprints behind them has flowered, the oldest, nearest the viewer,
the most."""

from __future__ import annotations

import numpy as np

from ..kit.figures import him, his, person
from ..kit.light import after_mask
from ..kit.paint import YY, H, W, blend, blur, disc, ellipse, icon_mask, rgb
from ..kit.people import WHO
from ..kit.place import add_element, pick, third
from ..kit.premise import Painted, Premise
from ..kit.scene import Ctx
from ..kit.shapes import segment

FLOWERS = ["#e0405a", "#f0c030", "#e870a0", "#f08a30", "#b04ad0"]


def stage(ctx: Ctx) -> Painted:
    """A person in a dark coat walks away across a white snowfield (or the sand); each of the
    footprints behind them has flowered, the oldest, nearest the viewer, the most."""
    x, s = third(ctx)
    hz = ctx.u(0.4, 0.44)
    ctx.texture_sky()
    ctx.celestial(W / 2 - s * W * ctx.u(0.22, 0.3), H * (hz - 0.1), 60)
    ctx.hills(hz, 2, amp=26)
    if ctx.pal.name == "snow":
        # fresh snow: the field lifted toward white, a dark line of pines on the horizon
        field = np.clip((YY - H * (hz + 0.03)) / 60, 0, 1).astype(np.float32)
        blend(ctx.img, field, rgb("#f4f7fb"), 0.45)
        side = ctx.side()
        for k in range(9):
            px = W * (k + side.uniform(0.1, 0.9)) / 9
            th = H * side.uniform(0.035, 0.065)
            m, _ = icon_mask("pine-tree", px, H * (hz + 0.03) - th / 2, th)
            blend(ctx.img, m, rgb("#2a3440"), 0.9)
    who = pick(ctx, WHO)
    ph = H * ctx.u(0.3, 0.33)
    fy = H * ctx.u(0.62, 0.65)
    # the trail: from the bottom edge, winding up to the walker's feet; steps shrink with
    # distance and alternate left and right of the line
    n = 12
    pts = []
    for k in range(n):
        t = k / (n - 1)  # 0 near the viewer, 1 at the walker
        y = H * 0.985 - (H * 0.985 - fy - 10) * (1 - (1 - t) ** 1.4)
        sway = np.sin(t * np.pi * 1.6 + (0.3 if s > 0 else 2.0)) * W * 0.16 * (1 - t)
        px = x + sway + (W / 2 - x) * 0.5 * (1 - t)
        sc = 1.0 - 0.78 * t
        pts.append((px + (1 if k % 2 else -1) * 40 * sc, y, sc, t))
    prints = np.zeros((H, W), np.float32)
    for px, y, sc, _ in pts[:-1]:
        prints = np.maximum(prints, ellipse(px, y, 34 * sc, 26 * sc, 2))
    hollow = "#5d6a8a" if ctx.pal.name == "snow" else "#7a4a28"
    blend(ctx.img, prints, rgb(hollow), 0.85)
    after_mask(ctx, prints, hollow, 0.5)  # crisp again after the brush
    blooms = np.zeros((H, W), np.float32)
    # the flowers: stems and heads, bigger and more open the older the step
    for k, (px, y, sc, t) in enumerate(pts[:-3]):
        if sc < 0.42:
            continue
        col = rgb(FLOWERS[k % len(FLOWERS)])
        stem = 150 * sc * (1 - 0.5 * t)
        blend(ctx.img, segment(px, y, px + 8 * sc, y - stem, 10 * sc), rgb("#2f6a2a"))
        r = 40 * sc * (1 - 0.45 * t)
        head = np.zeros((H, W), np.float32)
        for a in np.linspace(0, 2 * np.pi, 6)[:-1]:
            head = np.maximum(head, disc(px + np.cos(a) * r, y - stem + np.sin(a) * r, r * 0.8, 2))
        lum = 0.75 if ctx.pal.name == "snow" else 0.9
        blend(ctx.img, head, col * lum)
        blend(ctx.img, disc(px, y - stem, r * 0.55, 2), rgb("#f8e070"))
        blooms = np.maximum(blooms, head)
    ctx.focus[:] = np.maximum(ctx.focus, blur(np.maximum(blooms, prints), 8))
    tb = (int(min(p[0] for p in pts) - 60), int(fy), int(max(p[0] for p in pts) + 60), H - 8)
    add_element(
        ctx,
        "a trail of footprints with a flower growing in each",
        "secondary",
        tb,
        ("flower", "spring", "trace"),
    )
    person(
        ctx,
        "walk",
        pts[-1][0],
        fy,
        ph,
        "main",
        label=f"{who} walking, flowers growing in {his(who)} footprints",
        coat=pick(ctx, ["#2a2a3a", "#3a2430", "#1f3040"]),
        flip=s < 0,
        shadow=fy,
        tags=("person", "journey", "hope"),
        who=who,
    )
    ground = "white snowfield" if ctx.pal.name == "snow" else "stretch of bare sand"
    return Painted(
        f"{who.capitalize()} in a dark coat walks across a {ground} under a low sun, and "
        f"behind {him(who)}, in each footprint, a flower has grown: the oldest steps, nearest "
        "to us, are in full bloom.",
        [
            "hope",
            "trace",
            "journey",
            "legacy",
            "spring",
            "kindness",
            "leaving",
            "growth",
            "memory",
            "path",
        ],
    )


PREMISE = Premise(
    name="footprints-bloom",
    figure="person",
    palettes=("snow", "desert"),
    stage=stage,
)
