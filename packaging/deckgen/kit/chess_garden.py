"""A chess game in an old walled garden: turned chess pieces drawn from shapes, a sawn tree
stump with its growth rings and roots, a sandstone garden wall in courses of blocks, a round-topped
gate standing open with light through the gap, and pointed falling leaves."""

from __future__ import annotations

import numpy as np

from .paint import XX, YY, Arr, H, W, blend, blur, box, disc, ellipse, glow, rgb, vgrad
from .scene import Ctx
from .shapes import mask_bbox, polygon_fine, polylines

Pt = tuple[float, float]
BARK = "#c4a47c"
WOOD = "#e6c690"


# piece outlines in units of the piece's height, base at (0, 0), up is negative y
BASE = [(-0.42, 0.0), (0.42, 0.0), (0.36, -0.1), (0.26, -0.14), (-0.26, -0.14), (-0.36, -0.1)]
BODY = {
    "pawn": [(-0.24, -0.13), (0.24, -0.13), (0.1, -0.52), (-0.1, -0.52)],
    "rook": [(-0.27, -0.13), (0.27, -0.13), (0.22, -0.78), (-0.22, -0.78)],
    "king": [(-0.26, -0.13), (0.26, -0.13), (0.11, -0.62), (-0.11, -0.62)],
    "queen": [(-0.26, -0.13), (0.26, -0.13), (0.1, -0.62), (-0.1, -0.62)],
}
TOP = {
    "rook": [
        (-0.3, -0.76),
        (0.3, -0.76),
        (0.3, -1.0),
        (0.18, -1.0),
        (0.18, -0.9),
        (0.06, -0.9),
        (0.06, -1.0),
        (-0.06, -1.0),
        (-0.06, -0.9),
        (-0.18, -0.9),
        (-0.18, -1.0),
        (-0.3, -1.0),
    ],
    "king": [(-0.12, -0.64), (0.12, -0.64), (0.22, -0.84), (-0.22, -0.84)],
    "queen": [
        (-0.12, -0.64),
        (0.12, -0.64),
        (0.26, -0.9),
        (0.15, -0.82),
        (0.08, -0.94),
        (0.0, -0.84),
        (-0.08, -0.94),
        (-0.15, -0.82),
        (-0.26, -0.9),
    ],
}


def chess_piece(kind: str, x: float, y: float, h: float, a: float = 0.0) -> Arr:
    """Mask of a chess piece `h` tall standing on (x, y), turned `a` radians about its base."""
    ca, sa = np.cos(a), np.sin(a)

    def T(p: Pt) -> Pt:
        return (x + (p[0] * ca - p[1] * sa) * h, y + (p[0] * sa + p[1] * ca) * h)

    parts = [polygon_fine([T(p) for p in BASE]), polygon_fine([T(p) for p in BODY[kind]])]
    cy = BODY[kind][2][1]
    parts.append(
        polygon_fine(
            [
                T(p)
                for p in [(-0.2, cy + 0.03), (0.2, cy + 0.03), (0.2, cy - 0.03), (-0.2, cy - 0.03)]
            ]
        )
    )
    if kind == "pawn":
        parts.append(disc(*T((0.0, -0.72)), 0.22 * h, 1.2))
    else:
        parts.append(polygon_fine([T(p) for p in TOP[kind]]))
    if kind == "king":
        parts.append(
            polylines(
                [[T((0, -0.84)), T((0, -1.06))], [T((-0.09, -0.96)), T((0.09, -0.96))]], 0.06 * h
            )
        )
    if kind == "queen":
        for px, py in ((0.26, -0.9), (0.08, -0.94), (-0.08, -0.94), (-0.26, -0.9)):
            parts.append(disc(*T((px, py)), 0.045 * h, 1))
        parts.append(disc(*T((0.0, -0.9)), 0.07 * h, 1))
    out: Arr = np.maximum.reduce(parts)
    return out


def tree_stump(ctx: Ctx, cx: float, ty: float, rx: float, ry: float, hgt: float) -> Arr:
    """An old sawn tree stump: weathered bark sides, a pale top with growth rings."""
    g = ctx.side()
    side = np.maximum(
        polygon_fine(
            [(cx - rx, ty), (cx + rx, ty), (cx + rx * 1.06, ty + hgt), (cx - rx * 1.06, ty + hgt)]
        ),
        ellipse(cx, ty + hgt, rx * 1.06, ry, 2),
    )
    # old roots flaring into the lawn at the foot
    roots = []
    for u in (-0.86, -0.3, 0.38, 0.9):
        x0 = cx + u * rx * 1.04
        y0 = ty + hgt + ry * 0.92 * np.sqrt(1 - u * u)
        roots.append(
            polygon_fine(
                [(x0 - 55, y0 - 90), (x0 + 55, y0 - 90), (x0 + 30 + u * 90, y0 + 18),
                 (x0 + u * 170, y0 + 34), (x0 - 30 + u * 90, y0 + 22)]
            )
        )  # fmt: skip
    side = np.maximum(side, np.maximum.reduce(roots))
    bb = mask_bbox(side)
    ctx.cast_shadow(side, bb, ty + hgt + ry * 0.6, 0.35)
    ctx.contact(side, bb)
    lx = ctx.light[0]
    turn = np.clip((XX - cx) / rx * (1 if lx > cx else -1), -1, 1)  # +1 toward the light
    bark = rgb(BARK)[None, None, :] * (0.55 + 0.45 * (turn[..., None] + 1) / 2)
    blend(ctx.img, side, bark)
    # weathered bark: grooves running down the side, and a little moss at the foot
    grooves = []
    for _ in range(30):
        u = float(g.uniform(-0.95, 0.95))
        x0 = cx + u * rx
        y0 = ty + ry * 0.9 * np.sqrt(1 - u * u)
        grooves.append([(x0, y0), (x0 + u * 16 + float(g.uniform(-8, 8)), y0 + hgt * 0.95)])
    blend(ctx.img, polylines(grooves, 6) * side, rgb("#4a3a2a"), 0.45)
    moss = side * np.clip((YY - ty - hgt * 0.8) / (hgt * 0.5), 0, 1)
    blend(ctx.img, moss * (0.6 + 0.4 * (g.random((H, W)) > 0.5)), rgb("#6f9a48"), 0.3)
    top = ellipse(cx, ty, rx, ry, 2)
    blend(ctx.img, top, rgb(WOOD))
    rings = []
    for k in range(1, 9):
        f = k / 9
        pts = [
            (cx + np.cos(t) * rx * f, ty + np.sin(t) * ry * f)
            for t in np.linspace(0, 2 * np.pi, 90)
        ]
        rings.append(pts)
    blend(ctx.img, polylines(rings, 2.5) * top, rgb("#9a6e44"), 0.35)
    blend(
        ctx.img, np.clip(top - ellipse(cx, ty + 6, rx - 10, ry - 8, 3), 0, 1), rgb("#7a5232"), 0.6
    )
    out: Arr = np.maximum(side, top)
    return out


def garden_wall(ctx: Ctx, top: float, foot: float, light_x: float) -> Arr:
    """An old sandstone garden wall across the card, its courses of blocks warmed by the low sun."""
    g = ctx.side()
    edge = top + 7 * np.sin(XX / 41.0) + 5 * np.sin(XX / 13.0 + 1.3)
    wall = np.clip((YY - edge) / 2.0, 0, 1) * np.clip((foot - YY) / 2.0, 0, 1)
    warm = 1.0 - 0.22 * np.clip(np.abs(XX - light_x) / W, 0, 1)
    col = rgb("#f0dbb2")[None, None, :] * warm[..., None]
    blend(ctx.img, wall, col)
    tone = np.zeros((H, W), np.float32)
    mortar = []
    y, row = top + 4, 0
    while y < foot:
        ch = float(g.uniform(50, 64))
        x = -float(g.uniform(0, 120)) if row % 2 else -float(g.uniform(40, 90))
        while x < W:
            bw = float(g.uniform(95, 175))
            tone[int(max(0, y)) : int(min(H, y + ch)), int(max(0, x)) : int(min(W, x + bw))] = (
                float(g.uniform(-1, 1))
            )
            mortar.append([(x, y), (x, y + ch)])
            x += bw
        mortar.append([(0, y), (W, y)])
        y += ch
        row += 1
    blend(ctx.img, wall * np.clip(tone, 0, 1), rgb("#f4e2bc"), 0.35)
    blend(ctx.img, wall * np.clip(-tone, 0, 1), rgb("#b89a74"), 0.35)
    blend(ctx.img, polylines(mortar, 4) * wall, rgb("#9c8062"), 0.55)
    # the coping along the top, in light, and a band of shade at the wall's foot
    cap = np.clip((YY - edge + 3) / 2, 0, 1) * np.clip((edge + 26 - YY) / 2, 0, 1)
    blend(ctx.img, cap, rgb("#f6e6c4"), 0.8)
    blend(
        ctx.img, np.clip((edge + 34 - YY) / 8, 0, 1) * wall * (edge + 24 < YY), rgb("#8a6a4c"), 0.35
    )
    out: Arr = wall
    return out


def garden_gate(ctx: Ctx, gx: float, foot: float, gw: float, gh: float, s: int) -> Arr:
    """A round-topped gate in the wall, open: warm light and a far meadow through the gap."""
    r = gw / 2
    opening = np.maximum(
        box(gx - r, foot - gh + r, gx + r, foot, 1.5), disc(gx, foot - gh + r, r, 1.5)
    )
    surround = np.clip(
        np.maximum(
            box(gx - r - 26, foot - gh + r, gx + r + 26, foot, 1.5),
            disc(gx, foot - gh + r, r + 26, 1.5),
        )
        - opening,
        0,
        1,
    )
    blend(ctx.img, surround, rgb("#f0dcb2"), 0.9)
    blend(ctx.img, polylines([[(gx + np.cos(t) * (r + 13), foot - gh + r - np.sin(t) * (r + 13)),
                               (gx + np.cos(t) * (r + 26), foot - gh + r - np.sin(t) * (r + 26))]
                              for t in np.linspace(0.1, np.pi - 0.1, 7)], 3) * surround,
          rgb("#a08466"), 0.5)  # fmt: skip
    beyond = vgrad([(0, "#fff3d2"), (0.6, "#fbe3a6"), (1, "#d8cf78")], (foot - gh) / H, foot / H)
    blend(ctx.img, opening, beyond)
    glow(ctx.img, gx, foot - gh * 0.35, gw * 0.9, ctx.pal.light, 0.25)
    # the door leaf swung wide open against the wall, on the cat's side of the gap
    lx = gx + s * (r + 20)
    leaf = polygon_fine(
        [(lx, foot - gh + r * 0.7), (lx + s * gw * 0.3, foot - gh + r * 0.5),
         (lx + s * gw * 0.3, foot + 14), (lx, foot + 4)]
    )  # fmt: skip
    blend(ctx.img, blur(leaf, 10), rgb("#5a4636"), 0.35)
    blend(ctx.img, leaf, rgb("#6e4e34"))
    planks = [
        [(lx + s * gw * k, foot - gh), (lx + s * gw * k, foot + 16)] for k in (0.075, 0.15, 0.225)
    ]
    blend(ctx.img, polylines(planks, 3) * leaf, rgb("#3e2a1c"), 0.7)
    # the light falling through the gap onto the lawn
    spill = polygon_fine(
        [
            (gx - r + 10, foot),
            (gx + r - 10, foot),
            (gx + r * 1.6, foot + 160),
            (gx - r * 1.6, foot + 160),
        ]
    )
    blend(ctx.img, blur(spill, 24), rgb("#fff0c0"), 0.35)
    out: Arr = opening
    return out


def falling_leaf(x: float, y: float, size: float, a: float) -> Arr:
    """A pointed leaf, `size` from its middle to its tip, turned `a` radians."""
    t = np.linspace(0, 2 * np.pi, 40)
    lx, ly = size * np.cos(t), 0.5 * size * np.sin(t) * np.abs(np.sin(t)) ** 0.6
    ca, sa = np.cos(a), np.sin(a)
    return polygon_fine(
        [(x + u * ca - v * sa, y + u * sa + v * ca) for u, v in zip(lx, ly, strict=False)]
    )
