"""Premise "planes-become-birds": From the open window of a snowy attic, paper planes fly out;
the farther they fly, the more they become birds: planes, then folded paper cranes, then a
flock of live birds."""

from __future__ import annotations

import numpy as np

from ..kit.figures import bbox_of
from ..kit.ground import pine_row
from ..kit.light import after_mask
from ..kit.paint import YY, H, W, blend, blur, box, ellipse, glow, icon_mask, mix, rgb
from ..kit.place import add_element, focus_on, third
from ..kit.premise import Painted, Premise
from ..kit.scene import Ctx
from ..kit.shapes import polygon, segment, union_box
from ..kit.sky import sky

MIN_FLYER = 0.072  # the deck check's smallest readable figure (7% of the card's height)


def _flyer(
    ctx: Ctx, name: str, x: float, y: float, h: float, ang: float, col: np.ndarray, label: str
) -> None:
    """A paper plane, a paper crane or a bird at (x, y), headed along `ang` (radians, y up)."""
    left = np.cos(ang) < 0
    deg = float(np.degrees(ang))
    if name == "paper-plane":  # its nose points up and to the right in the icon
        rot = deg - 135 if left else deg - 45
        rot = (rot + 180) % 360 - 180
    else:
        rot = float(np.clip((180 - deg if left else deg) * 0.5, -25, 25)) * (-1 if left else 1)
    m, bb = icon_mask(name, x, y, h, flip=left, rot=rot)
    if bb[3] - bb[1] < MIN_FLYER * H:  # a plane flying level is flat: grow it to read
        h *= MIN_FLYER * H / max(1, bb[3] - bb[1])
        m, bb = icon_mask(name, x, y, h, flip=left, rot=rot)
    ctx.lit(
        m, bb, col, rim=0.6, separate=name != "dove"
    )  # a bird keeps the colour it is said to be
    if name != "dove":  # a crisp folded-paper edge, thinner than a stroke
        edge = np.clip(m - blur(m, 2.5) * 1.1, 0, 1) * 2
        after_mask(ctx, np.clip(edge, 0, 1), "#5a6070", 0.55)
    ctx.focus[:] = np.maximum(ctx.focus, np.clip(blur(m, 4) * 2, 0, 1) * 0.8)
    add_element(ctx, label, "secondary", bb, ("flight", "paper", "bird"), name)


def _cottage(
    ctx: Ctx, cx: float, base: float, s: int
) -> tuple[float, float, tuple[int, int, int, int]]:
    """A small snowed-in cottage seen three-quarter from its gable end, standing on the snow at
    (cx, base), its long side and snowy roof running back toward side `s`: its attic window
    stands open, lit warm from inside, shutters swung out. Returns the window's centre and the
    cottage's box."""
    dw, dh = W * 0.28, H * 0.12
    top = base - dh - dw * 0.45
    dx, dy = s * dw * 0.5, -dw * 0.16  # the house's depth, going back
    ex = cx + s * dw / 2  # the gable's corner on that side
    side = polygon([(ex, base), (ex, base - dh), (ex + dx, base - dh + dy), (ex + dx, base + dy)])
    roof = polygon(
        [
            (cx, top - 12),
            (ex + s * 30, base - dh + 14),
            (ex + s * 30 + dx, base - dh + 14 + dy),
            (cx + dx, top - 12 + dy),
        ]
    )
    wall = polygon(
        [
            (cx - dw / 2, base),
            (cx - dw / 2, base - dh),
            (cx, top),
            (cx + dw / 2, base - dh),
            (cx + dw / 2, base),
        ],
        1.5,
    )
    body = np.maximum(np.maximum(side, roof), wall)
    ctx.contact(body, bbox_of(body))
    ctx.lit(side, bbox_of(side), rgb("#6a3c2c"), rim=0.2)
    # a side window, lit
    sw = polygon(
        [
            (ex + dx * 0.35, base - dh * 0.7 + dy * 0.35),
            (ex + dx * 0.65, base - dh * 0.7 + dy * 0.65),
            (ex + dx * 0.65, base - dh * 0.3 + dy * 0.65),
            (ex + dx * 0.35, base - dh * 0.3 + dy * 0.35),
        ]
    )
    blend(ctx.img, sw, rgb("#ffc870"))
    ctx.lit(roof, bbox_of(roof), rgb("#f2f6fb"), rim=0.3)
    # a chimney standing on the roof, a third of the way down from the ridge
    rx, ry = cx + dx * 0.6, top - 12 + dy * 0.6
    chx = rx + (ex + s * 30 - cx) * 0.3
    chy = ry + (base - dh + 26 - top) * 0.3
    chim = box(chx - 22, chy - 90, chx + 22, chy + 6)
    ctx.lit(chim, bbox_of(chim), rgb("#6a3a30"), rim=0.4)
    ctx.lit(wall, bbox_of(wall), rgb("#8a5238"), rim=0.4)
    # the snow on the gable's two eaves, overhanging, and heaped at the foot
    cap = np.maximum(
        segment(cx - dw / 2 - 30, base - dh + 12, cx, top - 16, 34),
        segment(cx, top - 16, cx + dw / 2 + 30, base - dh + 12, 34),
    )
    ctx.lit(cap, bbox_of(cap), rgb("#f6f9fd"), rim=0.4)
    drift = ellipse(cx + dx / 2, base + 4, dw * 0.8, 22, 16) * (1 - body)
    blend(ctx.img, drift, rgb("#eef3f8"), 0.6)
    wall = np.maximum(body, np.maximum(cap, chim))
    # the door, and a small lit window beside it
    door = box(cx - dw * 0.3, base - dh * 0.62, cx - dw * 0.12, base, 1.5)
    blend(ctx.img, door, rgb("#3a2a2a"))
    low = box(cx + dw * 0.06, base - dh * 0.7, cx + dw * 0.3, base - dh * 0.3, 1.5)
    blend(ctx.img, low, rgb("#ffc870"))
    # the attic window, open: warm light inside, two blue shutters swung out
    wx, wy = cx, base - dh - dw * 0.17
    ww, wh = dw * 0.28, dw * 0.3
    opening = box(wx - ww / 2, wy - wh / 2, wx + ww / 2, wy + wh / 2, 2)
    blend(ctx.img, opening, rgb("#ffd27a"))
    lower = blur(box(wx - ww / 2, wy, wx + ww / 2, wy + wh / 2, 2), 20)
    blend(ctx.img, opening * lower, rgb("#e09a48"), 0.5)  # the room's warm depth
    glow(ctx.img, wx, wy, dw * 0.6, "#ffd98a", 0.2)
    for sg in (-1, 1):
        x0 = wx + sg * ww / 2
        sh = polygon(
            [
                (x0, wy - wh / 2),
                (x0 + sg * ww * 0.45, wy - wh / 2 - 10),
                (x0 + sg * ww * 0.45, wy + wh / 2 + 10),
                (x0, wy + wh / 2),
            ],
            1.5,
        )
        ctx.lit(sh, bbox_of(sh), rgb("#3f6a8e"), rim=0.5)
    house = wall
    focus_on(ctx, house, 6, weight=0.75)
    return wx, wy, bbox_of(house)


def stage(ctx: Ctx) -> Painted:
    """From the open window of a snowy attic, paper planes fly out; the farther they fly, the
    more they become birds: planes, then folded paper cranes, then a flock of live birds."""
    _, s = third(ctx)
    sg = -float(s)  # the planes fly toward the other side of the card
    pale = ctx.pal.name != "golden"  # dark birds, except against the golden hour's violet zenith
    sky(ctx, sx=W / 2 + s * ctx.u(0.25, 0.32) * W, sy=H * ctx.u(0.1, 0.14), r=45, clouds=2)
    gy = ctx.hills(ctx.u(0.6, 0.64), 2, amp=30)
    ctx.staged[:] = [f for f in ctx.staged if f != ctx.repoussoir]  # no dark framing tree
    # fresh snow in front: lighter and cleaner than the hills' shading leaves it
    below = np.clip((YY - (gy - 30)) / 60, 0, 1)[..., None]
    ctx.img[:] = ctx.img + (mix(ctx.img, rgb("#f2f6fa"), 0.45) - ctx.img) * below
    if ctx.pal.name == "snow":
        pine_row(ctx, gy - 40)
    cx = W / 2 + s * W * ctx.u(0.1, 0.13)
    wx, wy, house = _cottage(ctx, cx, H * ctx.u(0.86, 0.88), s)
    add_element(
        ctx,
        "a snowed-in cottage with an open attic window",
        "secondary",
        house,
        ("house", "window", "home", "snow"),
    )
    # the flight: a rising curve out of the window, across the sky and back over the roof
    p0 = (wx + sg * 40, wy - 150)
    p1 = (W / 2 + sg * W * ctx.u(0.5, 0.56), H * ctx.u(0.4, 0.46))
    p2 = (W / 2 - sg * W * ctx.u(0.22, 0.3), H * ctx.u(0.07, 0.09))
    paper = rgb("#f6f2e8")
    bird = rgb("#2a2632") if pale else rgb("#f4f2ee")
    # a plane, a plane, a folded crane, then two live birds: one step of the change each
    kinds = ["paper-plane", "paper-plane", "paper-crane", "dove", "dove"]
    n = len(kinds)
    boxes = []
    # the flyers evenly spaced along the curve's length, not its parameter
    ts = np.linspace(0, 1, 200)
    pts = np.stack(
        [
            (1 - ts) ** 2 * p0[0] + 2 * (1 - ts) * ts * p1[0] + ts * ts * p2[0],
            (1 - ts) ** 2 * p0[1] + 2 * (1 - ts) * ts * p1[1] + ts * ts * p2[1],
        ],
        1,
    )
    run = np.concatenate([[0.0], np.cumsum(np.hypot(*np.diff(pts, axis=0).T))])
    for k in range(n):
        t = float(np.interp(run[-1] * (k + 0.35) / n, run, ts))
        bx = (1 - t) ** 2 * p0[0] + 2 * (1 - t) * t * p1[0] + t * t * p2[0]
        by = (1 - t) ** 2 * p0[1] + 2 * (1 - t) * t * p1[1] + t * t * p2[1]
        dx = 2 * (1 - t) * (p1[0] - p0[0]) + 2 * t * (p2[0] - p1[0])
        dy = 2 * (1 - t) * (p1[1] - p0[1]) + 2 * t * (p2[1] - p1[1])
        ang = float(np.arctan2(-dy, dx))
        kind = kinds[k]
        f = max(0.0, (k - 1) / (n - 2))  # paper turning into bird along the way
        col = mix(paper, bird, f) if kind != "paper-plane" else paper
        h = H * (0.085 + 0.045 * k / (n - 1))
        bx = float(np.clip(bx, h * 0.7, W - h * 0.7))
        by = float(np.clip(by, h * 0.6 + 10, H))
        said = {
            "paper-plane": "a paper plane",
            "paper-crane": "a paper plane turning into a folded bird",
            "dove": "a bird that was a paper plane",
        }[kind]
        _flyer(ctx, kind, bx, by, h, ang, col, said)
        boxes.append(tuple(ctx.elements[-1]["bbox"]))
    add_element(
        ctx,
        f"paper planes flying out of a window and turning into {'dark' if pale else 'white'} birds",
        "main",
        union_box(boxes),
        ("flight", "paper", "bird", "change"),
    )
    birds = "dark birds" if pale else "white birds"
    return Painted(
        "From the open, lamp-lit attic window of a snowed-in cottage, paper planes fly out into "
        "the sky; the farther they fly the more they change, from white paper planes to folded "
        f"paper birds, and at last {birds} flying away.",
        [
            "freedom",
            "imagination",
            "childhood",
            "letting go",
            "transformation",
            "dreams",
            "growing up",
            "home",
            "hope",
            "coming to life",
        ],
    )


PREMISE = Premise(
    name="planes-become-birds",
    figure="paper plane",
    palettes=("snow", "noon", "dawn", "golden", "snow"),
    max_cards=1,
    stage=stage,
)
