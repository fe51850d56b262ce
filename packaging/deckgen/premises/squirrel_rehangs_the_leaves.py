"""Premise "squirrel-rehangs-the-leaves": In autumn a squirrel up a bare tree ties the fallen
red leaves back onto the twigs with thread, one by one; half the crown is already hung again,
the ground below is still red with leaves, and a small bird flies up with one more."""

from __future__ import annotations

import math

import numpy as np
from PIL import Image, ImageDraw

from ..kit.light import after_mask
from ..kit.paint import H, W, blend, blur, glow, rgb
from ..kit.place import add_element, focus_on, main, sec, third
from ..kit.premise import Painted, Premise
from ..kit.scene import Ctx
from ..kit.shapes import mask_bbox, polygon, ribbon, segment, string_to

LEAF_COLOURS = ["#d2401e", "#e8712a", "#f0a22c", "#c22a26", "#e05a22"]


def _maple_pts(cx: float, cy: float, r: float, ang: float) -> list[tuple[float, float]]:
    """A maple leaf's outline seen flat: five pointed lobes around a heart, its stem toward
    `ang` (radians, 0 = down)."""
    pts = []
    lobes = [(-2.2, 0.75), (-1.15, 0.95), (0.0, 1.0), (1.15, 0.95), (2.2, 0.75)]
    base = ang + math.pi  # the lobes point away from the stem
    for k, (a, rr) in enumerate(lobes):
        th = base + a * 0.62
        if k:  # a notch between lobes
            tn = base + (a - 0.55) * 0.62
            pts.append((cx + math.sin(tn) * r * 0.42, cy + math.cos(tn) * r * 0.42))
        pts.append((cx + math.sin(th) * r * rr, cy + math.cos(th) * r * rr))
    pts.append((cx + math.sin(ang) * r * 0.25, cy + math.cos(ang) * r * 0.25))
    return pts


def _maple(cx: float, cy: float, r: float, ang: float) -> np.ndarray:
    """A maple leaf's mask with its stem."""
    m = polygon(_maple_pts(cx, cy, r, ang), 1)
    stem = segment(
        cx + math.sin(ang) * r * 0.2,
        cy + math.cos(ang) * r * 0.2,
        cx + math.sin(ang) * r * 0.7,
        cy + math.cos(ang) * r * 0.7,
        max(2.0, r * 0.09),
    )
    out: np.ndarray = np.maximum(m, stem)
    return out


def _leaves(ctx: Ctx, leaves: list[tuple[float, float, float, float, int]]) -> np.ndarray:
    """Many small maple leaves (x, y, r, angle, colour index) painted flat in one go, each
    colour a layer; returns their union."""
    out = np.zeros((H, W), np.float32)
    for ci, col in enumerate(LEAF_COLOURS):
        im = Image.new("L", (W, H), 0)
        dr = ImageDraw.Draw(im)
        for x, y, r, a, c in leaves:
            if c == ci:
                dr.polygon(_maple_pts(x, y, r, a), fill=255)
        m = np.asarray(im, np.float32) / 255
        blend(ctx.img, m, rgb(col), 0.95)
        np.maximum(out, m, out=out)
    return out


def _tree(
    ctx: Ctx, bx: float, gy: float, top: float, s: int
) -> tuple[np.ndarray, list[tuple[float, float]], tuple[float, float]]:
    """A bare tree: a trunk from the ground to `top`, forking into limbs, then twigs.
    Returns its mask, points along its outer twigs (where leaves hang), and the end of the
    low limb on side `s` (where the squirrel sits)."""
    rng = ctx.rng
    paths: list[tuple[list[tuple[float, float]], list[float]]] = []
    outer: list[tuple[float, float]] = []
    lean = s * 30
    trunk = [(bx + lean * t * t, gy - (gy - top) * t) for t in np.linspace(0, 1, 8)]
    paths.append((trunk, [130 - 70 * t for t in np.linspace(0, 1, 8)]))

    def grow(x: float, y: float, ang: float, length: float, width: float, depth: int) -> None:
        n = 6
        pts, ws = [], []
        bend = float(rng.uniform(-0.25, 0.25))
        for k in range(n + 1):
            t = k / n
            a = ang + bend * t
            pts.append((x + math.sin(a) * length * t, y - math.cos(a) * length * t))
            ws.append(width * (1 - 0.55 * t))
        paths.append((pts, ws))
        if depth <= 1:
            outer.extend(pts[2:])
        ex, ey = pts[-1]
        if depth == 0:
            return
        for da in (-0.45, 0.42):
            grow(
                ex,
                ey,
                ang + da + float(rng.uniform(-0.15, 0.15)),
                length * float(rng.uniform(0.62, 0.72)),
                width * 0.6,
                depth - 1,
            )

    tx, ty = trunk[-1]
    for a, ln in ((-1.05, 250), (-0.4, 240), (0.35, 240), (1.05, 260)):
        grow(tx, ty + 20, a + float(rng.uniform(-0.1, 0.1)), ln, 50, 3)
    # the low limb on side s, nearly level, where the squirrel sits
    px, py = trunk[4]
    limb = [(px + s * 330 * t, py - 60 * t + 30 * t * t) for t in np.linspace(0, 1, 7)]
    paths.append((limb, [46 - 22 * t for t in np.linspace(0, 1, 7)]))
    m = np.zeros((H, W), np.float32)
    for pts, ws in paths:
        np.maximum(m, ribbon(pts, ws, 1.2), out=m)
    return m, outer, limb[-2]


def stage(ctx: Ctx) -> Painted:
    """In autumn a squirrel up a bare tree ties the fallen leaves back onto its twigs with
    thread; the ground is red with leaves; a small bird flies up with one more."""
    _, s = third(ctx)
    ctx.texture_sky()
    sun_x = W / 2 - s * W * 0.3
    ctx.celestial(sun_x, H * ctx.u(0.1, 0.14), 70)
    gy = ctx.hills(0.8, 2, amp=26)
    # the carpet of fallen leaves on the ground, thick under the tree
    side = ctx.side()
    bx = W / 2 - s * W * 0.1
    carpet = []
    for _ in range(700):
        lx = float(side.normal(bx, W * 0.35))
        ly = float(side.uniform(gy + 6, H))
        r = float(side.uniform(13, 22)) * (0.7 + 0.6 * (ly - gy) / (H - gy))
        carpet.append(
            (lx, ly, r, float(side.uniform(-3, 3)), int(side.integers(len(LEAF_COLOURS))))
        )
    _leaves(ctx, carpet)
    top = H * 0.4
    tm, outer, (lx0, ly0) = _tree(ctx, bx, gy + 30, top, s)
    ctx.lit(tm, (0, 0, W, H), rgb("#4a3428"), rim=0.45)
    ctx.shape("tree", "frame", ("tree", "autumn"), mask_bbox(tm))
    # a little focus on the tree: the brush keeps its twigs, and no dark framing tree of the
    # kit's is set in front of it
    focus_on(ctx, tm, 2, 1.0, weight=0.15)
    # the leaves already hung back on: the outer twigs on the squirrel's side and the top of
    # the crown; the far side's twigs still bare
    rng = ctx.rng
    hung = np.zeros((H, W), np.float32)
    hung_col = np.zeros((H, W, 3), np.float32)
    threads: list[tuple[tuple[float, float], tuple[float, float]]] = []
    placed: list[tuple[float, float]] = []
    for tx, ty in outer:
        if (tx - bx) * s < -40 and ty > H * 0.12:
            continue
        if not (50 < tx < W - 50 and ty > 20):
            continue
        if any(abs(tx - px) < 80 and abs(ty - py) < 90 for px, py in placed):
            continue
        placed.append((tx, ty))
        drop = float(rng.uniform(10, 40))
        r = float(rng.uniform(38, 46))
        lm = _maple(tx, ty + drop + r * 0.7, r, float(rng.uniform(-0.4, 0.4)) + math.pi)
        col = rgb(LEAF_COLOURS[int(rng.integers(len(LEAF_COLOURS)))])
        ctx.lit(lm, mask_bbox(lm), col, rim=0.4)
        np.maximum(hung, lm, out=hung)
        hung_col[lm > 0.01] = col * 0.92
        threads.append(((tx, ty), (tx, ty + drop + 4)))
    focus_on(ctx, hung, 3, 2.0)
    # their lobes kept sharp over the paint, so they read as leaves, not fruit
    after_mask(ctx, hung, hung_col, 0.55)
    add_element(
        ctx,
        "red leaves tied back on the twigs",
        "secondary",
        mask_bbox(hung),
        ("leaf", "autumn", "thread"),
    )
    # the squirrel sitting up on the low limb, facing out, a big leaf raised in its paws
    flip = s < 0
    d = -1 if flip else 1
    sh = H * 0.19
    x = lx0 - d * 60
    glow(ctx.img, x, ly0 - sh * 0.6, 380, ctx.pal.light, 0.25)
    sq = main(
        ctx,
        "squirrel",
        x,
        ly0 - sh * 0.47,
        sh,
        fill="#b5602a",
        flip=flip,
        label="a squirrel tying a red leaf back onto the tree",
    )
    sb = mask_bbox(sq)
    # in front of its face, held up in its forepaws, stem up toward the twig
    lx = sb[2] + 10 if not flip else sb[0] - 10
    ly = sb[1] + (sb[3] - sb[1]) * 0.3
    held = _maple(lx, ly, 62, math.pi)
    ctx.lit(held, mask_bbox(held), rgb("#d8361c"), rim=0.6)
    focus_on(ctx, held, 3, 2.0)
    # the thread from the held leaf's stem up to the nearest twig above it
    above = [(px, py) for px, py in outer if py < ly - 120 and abs(px - lx) < 220]
    if above:
        tx, ty = min(above, key=lambda p: abs(p[0] - lx) + 0.5 * (ly - p[1]))
    else:
        tx, ty = lx, ly - 200
    threads.append(((tx, ty), (lx, ly - 44)))
    for a, b in threads:
        string_to(ctx, a, b, 0, "#f6eedc", width=3, alpha=0.95, n=2)
    # a spool of thread on the limb behind it
    spx = x - d * (sb[2] - sb[0]) * 0.62
    spy = ly0 - 6
    sp = np.maximum(
        segment(spx, spy - 34, spx, spy, 30),
        np.maximum(
            segment(spx - 22, spy - 38, spx + 22, spy - 38, 8),
            segment(spx - 22, spy, spx + 22, spy, 8),
        ),
    )
    ctx.lit(sp, mask_bbox(sp), rgb("#f2e6cc"), rim=0.3)
    # a small brown bird flying up from the red ground, wings spread, one more leaf hanging
    # from its beak
    fx, fy = bx + s * W * 0.2, gy - H * 0.1
    bm = sec(
        ctx,
        "dove",
        fx,
        fy,
        H * 0.085,
        fill="#7a5a40",
        flip=flip,
        rot=-d * 10,
        label="a small bird flying up with a leaf",
    )
    bb = mask_bbox(bm)
    bw, bh = bb[2] - bb[0], bb[3] - bb[1]
    bl = _maple((bb[0] + bb[2]) / 2 + d * bw * 0.17, bb[1] + bh * 0.62, 34, math.pi)
    ctx.lit(bl, mask_bbox(bl), rgb("#ef9a2a"), rim=0.4)
    # a few leaves still falling from the bare side, down to the card's edge there (kept in
    # focus: they are drawn after the paint, and no framing tree may hide them)
    for k in range(6):
        edge = k < 3
        px = (
            W / 2 - s * (W / 2 - float(rng.uniform(40, 200)))
            if edge
            else bx - s * float(rng.uniform(80, 300))
        )
        py = float(rng.uniform(H * 0.35, gy - 40))
        fl = _maple(px, py, float(rng.uniform(16, 22)), float(rng.uniform(-3, 3)))
        focus_on(ctx, fl, 20, 2.0, weight=0.3)
        after_mask(ctx, blur(fl, 1), LEAF_COLOURS[int(rng.integers(3))], 0.9)
    return Painted(
        "In autumn a squirrel sits up on the branch of a bare tree and ties a fallen red leaf "
        "back onto a twig with white thread, a spool beside it; half the tree already hangs "
        "with leaves tied back on, the other half is bare, the ground below is red with fallen "
        "leaves, and a small brown bird flies up carrying one more leaf.",
        [
            "autumn",
            "letting go",
            "holding on",
            "patience",
            "repair",
            "stubbornness",
            "hope",
            "change",
            "the passing of time",
            "helping",
        ],
        setting="under an autumn sun",
    )


PREMISE = Premise(
    name="squirrel-rehangs-the-leaves",
    figure="squirrel",
    palettes=("golden", "noon", "dawn"),
    stage=stage,
    max_cards=1,
)
