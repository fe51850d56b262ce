"""Premise "fox-serenades-the-crow": the fable of the fox and the crow, told sideways: a black
crow sits on the branch of an old tree with a yellow wedge of cheese in its beak, and below
it a fox stands up on its hind legs and serenades it on a guitar, eyes half closed, singing
up at it, while musical notes rise between them.

The fox is drawn from parts in profile (feet, haunch, a leaning body, a cream bib, a head
thrown back with an open muzzle, tall ears, a bushy white-tipped tail, arms on the guitar);
the guitar, the cheese, the tree and its branch are shapes; the crow is the raven icon. The
closed eye, the whiskers, the strings and the notes are drawn after the paint.
"""

from __future__ import annotations

import numpy as np

from ..kit.figures import bbox_of
from ..kit.light import after_mask
from ..kit.paint import Arr, H, W, blend, blur, disc, glow, mix, rgb
from ..kit.place import add_element, focus_on, sec
from ..kit.premise import Painted, Premise
from ..kit.scene import Ctx
from ..kit.shapes import cubic, hex_colour, polygon_fine, polylines, ribbon, union_box

Pt = tuple[float, float]
FUR = "#c8692f"
CREAM = "#f4e8d2"
SOCK = "#2a1c18"
WOOD = ("#d89a4a", "#c97a3a", "#e0b060")


class Fox:
    """Local coordinates of the fox: `a` forward (toward the crow), `b` up from its feet."""

    def __init__(self, x: float, gy: float, u: float, f: int) -> None:
        self.x, self.gy, self.u, self.f = x, gy, u, f

    def p(self, a: float, b: float) -> Pt:
        return (self.x + self.f * a * self.u, self.gy - b * self.u)

    def poly(self, pts: list[Pt]) -> Arr:
        return polygon_fine([self.p(a, b) for a, b in pts])

    def oval(self, a: float, b: float, ra: float, rb: float, deg: float = 0.0) -> Arr:
        t = np.linspace(0, 2 * np.pi, 40, endpoint=False)
        c, s = np.cos(np.radians(deg)), np.sin(np.radians(deg))
        xs, ys = ra * np.cos(t), rb * np.sin(t)
        return self.poly(
            [(a + x * c - y * s, b + x * s + y * c) for x, y in zip(xs, ys, strict=True)]
        )

    def rib(self, pts: list[Pt], widths: list[float]) -> Arr:
        return ribbon([self.p(a, b) for a, b in pts], [w * self.u for w in widths], 1.5)


def _paint(ctx: Ctx, m: Arr, col: str | np.ndarray, rim: float = 0.5, sep: bool = False) -> None:
    c = rgb(col) if isinstance(col, str) else col
    ctx.lit(m, bbox_of(m), c, rim=rim, separate=sep)


def _tree(ctx: Ctx, s: int, by: float, crow_x: float) -> Arr:
    """An old tree at the card's edge on side -s, a branch reaching out under the crow and
    leaves at the top; returns the tree's mask."""
    tx = W / 2 - s * W * ctx.u(0.44, 0.47)
    ts = np.linspace(0, 1, 12)
    trunk = [(tx + s * (30 * t * t - 40 * np.sin(np.pi * t)), H + 20 - (H + 60) * t) for t in ts]
    tm = ribbon(trunk, [150 - 30 * t + 200 * (1 - t) ** 6 for t in ts], 2)
    end_x = crow_x + s * W * ctx.u(0.14, 0.18)
    p0, p3 = (tx, by + 70), (end_x, by - 30)
    pts = cubic(p0, (tx + s * 200, by + 10), (crow_x - s * 60, by + 12), p3, 24)
    bm = ribbon(pts, [84 - 60 * k / 24 for k in range(25)], 1.5)
    m = np.maximum(tm, bm)
    bark = mix(rgb(ctx.pal.ground), rgb("#5a3a22"), 0.8)
    _paint(ctx, m, bark * (0.8 if ctx.pal.dark else 1.0), rim=0.4)
    side = ctx.side()
    grain = np.zeros((H, W), np.float32)
    for k in range(26):
        gx, y0 = tx + float(side.uniform(-80, 80)), float(side.uniform(-100, H))
        pts_g = [(gx + 8 * np.sin(t * 3 + k), y0 + t * 380) for t in np.linspace(0, 1, 6)]
        grain = np.maximum(grain, ribbon(pts_g, [7] * 6, 1.5) * (0.5 + 0.5 * (k % 2)))
    blend(ctx.img, grain * tm, bark * 0.5, 0.7)
    blend(ctx.img, blur(tm * (np.abs(np.arange(W) - tx - s * 40) < 25), 8), bark * 1.5, 0.5)
    # leaves: a crown at the top on the tree's side and a tuft at the branch's end
    leaves = np.zeros((H, W), np.float32)
    for _ in range(40):
        fx, fy, r = ctx.u(-0.2, 0.48), ctx.u(-0.03, 0.07), ctx.u(40, 100)
        leaves = np.maximum(leaves, disc(W / 2 - s * W * (0.5 - fx), fy * H, r, 6))
    green = mix(rgb(ctx.pal.ground), rgb("#3c6a34"), 0.6) * (0.75 if ctx.pal.dark else 1.0)
    _paint(ctx, leaves, green, rim=0.5)
    speck = (blur(np.asarray(side.random((H, W)) > 0.97, np.float32), 3) > 0.12) * leaves
    blend(ctx.img, speck, mix(green, rgb(ctx.pal.light), 0.4), 0.5)
    return np.maximum(m, leaves)


def _guitar(fox: Fox, g0: Pt, deg: float, wood: str) -> tuple[Arr, Arr, list[Pt]]:
    """A guitar whose body centre is g0, its neck up at `deg`: (body, neck, its strings)."""
    g = np.array([np.cos(np.radians(deg)), np.sin(np.radians(deg))])
    n = np.array([-g[1], g[0]])

    def at(t: float, w: float = 0.0) -> Pt:
        q = np.array(g0) + g * t + n * w
        return (float(q[0]), float(q[1]))

    body = np.maximum.reduce(
        [
            fox.oval(*at(-4.5), 12, 11.4, deg),
            fox.oval(*at(9.5), 9, 8.5, deg),
            fox.poly([at(-4, -9.5), at(9.5, -7), at(9.5, 7), at(-4, 9.5)]),
        ]
    )
    neck = np.maximum(
        fox.poly([at(16, -2.0), at(46, -1.7), at(46, 1.7), at(16, 2.0)]),
        fox.poly([at(45.5, -2.7), at(54, -2.3), at(54, 2.9), at(45.5, 2.5)]),
    )
    strings = [(at(-10, w), at(46, w * 0.8)) for w in (-1.35, -0.45, 0.45, 1.35)]
    flat = [fox.p(*q) for pair in strings for q in pair]
    return body, neck, flat


def stage(ctx: Ctx) -> Painted:
    s = 1 if ctx.rng.random() < 0.5 else -1  # the fox on the third of side s, the crow on -s
    f = -s
    ctx.texture_sky(0.05)
    crow_x = W / 2 - s * W * ctx.u(0.17, 0.21)
    crow_h = H * ctx.u(0.2, 0.22)
    crow_top = H * ctx.u(0.1, 0.12)
    ctx.light = (W / 2 - s * W * 0.1, -H * 0.08)
    glow(ctx.img, crow_x + s * 80, crow_top + crow_h * 0.4, 520, ctx.pal.light, 0.45)
    ctx.streaks(0.3, 0.42, 0.4)
    ground = hex_colour(
        mix(rgb(ctx.pal.ground), rgb("#4a5e30"), 0.55) * (0.75 if ctx.pal.dark else 1)
    )
    ctx.hills(0.68, 2, amp=34, ground=ground)
    if ctx.repoussoir in ctx.staged:  # the tree of the fable frames the card instead
        ctx.staged.remove(ctx.repoussoir)
    # the tree and its branch, the crow on it with the cheese
    branch_y = crow_top + crow_h * 0.74
    tm = _tree(ctx, s, branch_y, crow_x)
    add_element(
        ctx,
        "an old tree with a branch reaching out",
        "frame",
        bbox_of(tm),
        ("tree", "branch", "old"),
    )
    cm = sec(
        ctx,
        "raven",
        crow_x,
        crow_top + crow_h / 2,
        crow_h,
        flip=s < 0,
        label="a black crow on a branch",
        fill="#24222c",
    )
    ys, xs = np.nonzero(cm[: int(crow_top + crow_h * 0.3)] > 0.5)
    tip_x = float(xs.max() if s > 0 else xs.min())
    tip_y = float(ys[xs == (xs.max() if s > 0 else xs.min())].mean())
    cheese_col = rgb(ctx.rng.choice(["#f6c430", "#f2b82a", "#f8cc3c"]))
    cz = ctx.u(1.15, 1.25)

    def cp(a: float, b: float) -> Pt:
        return (tip_x + s * a * cz - s * 18, tip_y + b * cz)

    bites = [disc(*cp(70, 111), 13 * cz, 1.5), disc(*cp(42, 40), 11 * cz, 1.5)]
    face = polygon_fine([cp(-8, -4), cp(18, 130), cp(112, 96)]) * (1 - bites[1])
    rind = polygon_fine([cp(18, 130), cp(112, 96), cp(114, 134), cp(22, 170)]) * (1 - bites[0])
    _paint(ctx, face, cheese_col, rim=0.6)
    _paint(ctx, rind, cheese_col * 0.8, rim=0.3)
    for a, b, r in ((40, 86, 16), (14, 44, 9), (80, 78, 11), (44, 146, 10), (96, 126, 8)):
        hole = disc(*cp(a, b), r * cz, 1.5)
        lit_part = disc(*cp(a + r * 0.3, b + r * 0.35), r * cz, 1.5)
        after_mask(ctx, hole, cheese_col * 0.68, 0.95)
        after_mask(ctx, hole * (1 - lit_part), cheese_col * 0.5, 0.95)
    cheese = np.maximum(face, rind)
    focus_on(ctx, cheese, 2, 3.0)
    add_element(
        ctx,
        "a yellow wedge of cheese in the crow's beak",
        "secondary",
        bbox_of(cheese),
        ("cheese", "food", "prize"),
    )
    # the fox, standing on its hind legs below, serenading up at the crow
    gy = H * ctx.u(0.9, 0.92)
    u = H * ctx.u(0.41, 0.43) / 92
    fox = Fox(W / 2 + s * W * ctx.u(0.13, 0.15), gy, u, f)
    fur = rgb(FUR)
    dim = fur * 0.72
    tail_pts = cubic((-8, 20), (-30, 10), (-46, 30), (-36, 52), 20)
    tail = fox.rib(tail_pts, [6 + 12 * np.sin(np.pi * min(1, k / 16)) for k in range(21)])
    tip = tail * fox.oval(-37, 47, 9, 9)
    _paint(ctx, tail, fur, rim=0.5)
    blend(ctx.img, blur(tip, 3), rgb(CREAM), 0.95)
    far_leg = fox.rib([(-4, 3), (-7, 10), (-7, 17)], [4, 5.5, 7])
    far_foot = fox.oval(-1, 2.2, 7.5, 2.4)
    _paint(ctx, np.maximum(far_leg, far_foot), rgb(SOCK) * 1.2, rim=0.3)
    parts = [
        fox.oval(-3, 21, 11, 13, 10),  # haunch
        fox.oval(-1, 40, 11, 22, 8),  # body
        fox.oval(1, 60, 8, 9),  # neck
        fox.oval(2, 70, 10, 8.5, 25),  # head
        fox.poly([(4, 77.5), (20, 84.5), (21, 82.5), (8, 68)]),  # upper jaw
        fox.poly([(8, 68.5), (15.5, 73.5), (15.5, 72), (6, 64.5)]),  # lower jaw, dropped
        fox.rib([(3, 3), (-1, 9), (-2, 16)], [4.2, 5.5, 8]),  # near hind leg
        fox.oval(5, 2.4, 8.5, 2.6),  # near foot
    ]
    ears = [fox.poly([(-4, 75), (3, 78.5), (-4, 93)]), fox.poly([(-9, 72), (-3, 76), (-12, 88)])]
    _paint(ctx, ears[1], dim, rim=0.3)
    body = np.maximum.reduce(parts)
    _paint(ctx, body, fur, rim=0.6, sep=not ctx.pal.dark)
    _paint(ctx, ears[0], fur, rim=0.5)
    blend(ctx.img, fox.poly([(-3, 77), (1.5, 79), (-3.5, 89)]), rgb(CREAM), 0.8)
    blend(ctx.img, blur(fox.oval(4, 50, 6, 12, 12), 4) * body, rgb(CREAM), 0.9)
    blend(ctx.img, blur(fox.oval(8, 66, 8, 3.5, 30), 3) * body, rgb(CREAM), 0.9)
    socks = body * np.clip((gy - 9 * u - np.arange(H)[:, None]) / -4, 0, 1)
    blend(ctx.img, socks, rgb(SOCK), 0.9)
    blend(ctx.img, fox.poly([(9, 70), (20.5, 82), (15.5, 73.2)]), rgb("#3a1418"), 0.95)
    blend(ctx.img, disc(*fox.p(20.5, 83.5), 1.6 * u, 1.5), rgb(SOCK), 1.0)
    # the guitar held across the belly, the far paw on its neck, the near paw strumming
    far_arm = fox.rib([(3, 53), (16, 49), (29, 45.5)], [5, 4.2, 3.6])
    _paint(ctx, far_arm, dim, rim=0.3)
    wood = str(ctx.rng.choice(WOOD))
    gb, gn, strings = _guitar(fox, (3.5, 30), 30, wood)
    _paint(ctx, gb, wood, rim=0.6, sep=True)
    edge = np.clip(gb - np.clip(blur(gb, 3) * 1.6 - 0.6, 0, 1), 0, 1)
    blend(ctx.img, edge, rgb("#4a2410"), 0.8)
    g = np.array([np.cos(np.radians(30)), np.sin(np.radians(30))])
    hole_c = np.array([3.5, 30]) + g * 5.5
    blend(ctx.img, fox.oval(hole_c[0], hole_c[1], 3.6, 3.6), rgb("#1e120c"), 0.95)
    br = np.array([3.5, 30]) - g * 8.5
    blend(ctx.img, fox.oval(br[0], br[1], 0.7, 4.0, 30), rgb("#3a2010"), 0.95)
    _paint(ctx, gn, "#4a2a18", rim=0.4)
    far_paw = fox.oval(30, 45.5, 2.7, 2.5)
    _paint(ctx, far_paw, rgb(SOCK) * 1.3, rim=0.3)
    near_arm = fox.rib([(-2, 52), (-7, 42), (-2, 31), (3, 29)], [5.5, 5, 4.5, 4])
    _paint(ctx, near_arm, fur, rim=0.5)
    _paint(ctx, fox.oval(3.5, 29, 2.6, 2.4), rgb(SOCK) * 1.3, rim=0.3)
    whole = np.maximum.reduce([body, tail, far_leg, far_foot, *ears, far_arm, gb, gn, near_arm])
    focus_on(ctx, whole, 5, 2.0)
    focus_on(ctx, np.maximum(parts[3], ears[0]), 3, 2.5)
    ctx.cast_shadow(whole, bbox_of(whole), gy, 0.3)
    ctx.contact(whole, bbox_of(whole))
    add_element(
        ctx,
        "a fox standing on its hind legs, playing a guitar",
        "main",
        bbox_of(np.maximum.reduce([body, tail, *ears, far_arm, near_arm])),
        ("animal", "fox", "cunning", "music", "flattery"),
    )
    add_element(
        ctx, "a guitar", "secondary", bbox_of(np.maximum(gb, gn)), ("guitar", "music", "instrument")
    )
    # after the paint: the eye closed in bliss, whiskers, strings, the notes rising
    eye = [fox.p(3.5 + 2.6 * np.cos(t), 73.5 + 1.3 * np.sin(t)) for t in np.linspace(0.2, 2.9, 8)]
    after_mask(ctx, polylines([eye], 0.75 * u), SOCK, 0.95)
    half = [(3.5 + 2.3 * np.cos(t), 73.7 - 1.2 * np.sin(t)) for t in np.linspace(0, np.pi, 9)]
    after_mask(ctx, fox.poly(half), SOCK, 0.95)
    lash = [[fox.p(2.2, 74.4), fox.p(1.2, 76)], [fox.p(4, 74.8), fox.p(3.6, 76.6)]]
    after_mask(ctx, polylines(lash, 0.4 * u), SOCK, 0.9)
    wh = [[fox.p(15, 78), fox.p(23, 88)], [fox.p(15, 77.5), fox.p(25, 84)]]
    after_mask(ctx, polylines(wh, 2.0), "#2a2024", 0.75)
    sl = [[strings[2 * k], strings[2 * k + 1]] for k in range(4)]
    after_mask(ctx, polylines(sl, 1.8), "#f4ead0", 0.85)
    ink = rgb(ctx.pal.ink) if not ctx.pal.dark else rgb(ctx.pal.light)
    head = fox.p(14, 90)
    cheese_bb = bbox_of(cheese)
    goal = ((cheese_bb[0] + cheese_bb[2]) / 2, cheese_bb[3] + 40)
    notes, boxes = [], []
    for k, t in enumerate((0.25, 0.62)):
        nx = head[0] + (goal[0] - head[0]) * t + f * 30 * np.sin(t * 6)
        ny = head[1] + (goal[1] - head[1]) * t
        r = 17 - 3 * k
        heads = [(nx, ny)] if k else [(nx - 26, ny + 8), (nx + 26, ny - 6)]
        for hx, hy in heads:
            notes.append(
                np.maximum(
                    _note_head(hx, hy, r),
                    polylines([[(hx + r * 0.9, hy), (hx + r * 0.9, hy - 78)]], 6),
                )
            )
            boxes.append((int(hx - r), int(hy - 80), int(hx + r * 1.5), int(hy + r)))
        if k:
            flag = cubic(
                (nx + r * 0.9, ny - 78),
                (nx + 30, ny - 60),
                (nx + 34, ny - 40),
                (nx + 24, ny - 28),
                8,
            )
            notes.append(polylines([flag], 7))
        else:
            (ax, ay), (cx, cy) = heads
            notes.append(polylines([[(ax + r * 0.9, ay - 78), (cx + r * 0.9, cy - 78)]], 12))
    after_mask(ctx, np.maximum.reduce(notes), ink, 0.9)
    add_element(
        ctx,
        "musical notes rising toward the crow",
        "secondary",
        union_box(boxes),
        ("music", "song"),
    )
    return Painted(
        "Under an old tree, a fox stands on its hind legs, strums a guitar and sings up to a "
        "black crow with its eyes half closed, while the crow listens from a branch above with "
        "a yellow wedge of cheese in its beak and musical notes rise between them.",
        ["flattery", "temptation", "serenade", "cunning", "vanity", "music", "fable"],
    )


def _note_head(x: float, y: float, r: float) -> Arr:
    t = np.linspace(0, 2 * np.pi, 24, endpoint=False)
    c, s = np.cos(-0.45), np.sin(-0.45)
    return polygon_fine(
        [
            (
                x + r * np.cos(a) * c - 0.7 * r * np.sin(a) * s,
                y + r * np.cos(a) * s + 0.7 * r * np.sin(a) * c,
            )
            for a in t
        ]
    )


PREMISE = Premise(
    name="fox-serenades-the-crow",
    figure="fox",
    palettes=("desert", "dawn", "storm"),
    stage=stage,
)
