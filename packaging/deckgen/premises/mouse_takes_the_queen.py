"""Premise "mouse-takes-the-queen": in a walled garden in low late-afternoon sun, a big grey
tabby cat and a little mouse play chess on an old tree stump. The cat, hunched behind the stump,
its head lowered in profile and one eye half shut, hesitates with one white paw raised over the
board; the mouse, standing on its hind legs at the far side of the board beside its own ivory
pieces, holds up the cat's ebony queen, crown high, against the light of a gate in the old wall
that stands open. Rivals at peace, the small one winning: who is really playing whom?

The pieces are drawn from shapes (a base, a turned body, a collar, a head: a ball for a pawn,
battlements for a rook, a cross for a king, a spiked crown for the queen); the cat is drawn from
parts (a hunched back, shoulder, haunch and tail, a head in profile with its muzzle, two ears and
a neck) lit as volumes; its eye, nose, mouth and whiskers come after the paint, as do the
falling leaves. The wall is drawn in courses of sandstone blocks, the gate from shapes; the
mouse is the kit's "rat" icon.
"""

from __future__ import annotations

import numpy as np

from ..kit.chess_garden import chess_piece, falling_leaf, garden_gate, garden_wall, tree_stump
from ..kit.light import after_mask
from ..kit.masks import holes
from ..kit.paint import XX, YY, Arr, H, W, blend, blur, disc, ellipse, glow, rgb, vgrad
from ..kit.place import add_element, focus_on, sec
from ..kit.premise import Painted, Premise
from ..kit.scene import Ctx
from ..kit.shapes import cubic, mask_bbox, polygon_fine, polylines, ribbon, union_box

Pt = tuple[float, float]
IVORY = "#efe4cc"
EBONY = "#2a2226"
CAT = "#7c8494"


def _lit_piece(
    ctx: Ctx, kind: str, x: float, y: float, h: float, col: str, a: float = 0.0, shadow: bool = True
) -> Arr:
    m = chess_piece(kind, x, y, h, a)
    bb = mask_bbox(m)
    if shadow:
        ctx.cast_shadow(m, bb, y, 0.3)
        ctx.contact(m, bb)
    ctx.lit(m, bb, rgb(col), rim=0.7, separate=True)
    focus_on(ctx, m, 2, 2.0, weight=0.9)
    return m


def stage(ctx: Ctx) -> Painted:
    s = 1 if ctx.rng.random() < 0.5 else -1  # the cat's side; it faces the mouse (-s)
    f = -s
    cx, ty = W / 2 - s * ctx.u(70, 85), H * ctx.u(0.63, 0.64)
    rx, ry = 480.0, 134.0
    top, foot = H * ctx.u(0.19, 0.21), H * ctx.u(0.47, 0.48)
    # a late-afternoon sun, low and out of the picture on the mouse's side
    ctx.light = (W / 2 - s * W * 0.75, H * 0.16)
    blend(
        ctx.img,
        np.ones((H, W), np.float32),
        vgrad([(0, "#fbe0aa"), (1, "#fff4dc")], 0, top / H + 0.05),
    )
    glow(ctx.img, *ctx.light, 900, ctx.pal.light, 0.45)
    garden_wall(ctx, top, foot, ctx.light[0])
    # the lawn, warm where the sun reaches it, in the wall's shade at its foot
    g = ctx.side()
    lawn = np.clip((YY - foot) / 2, 0, 1)
    from ..kit.paint import aniso_noise

    n1, n2 = aniso_noise(g, 90, 14), aniso_noise(g, 26, 8)
    tex = 1 + 0.18 * (n1 - 0.5) + 0.16 * (n2 - 0.5)
    depth = np.clip((YY - foot) / (H - foot), 0, 1)
    base = vgrad([(0, "#e2dc94"), (1, "#b0c46a")], foot / H, 1)
    sunny = 1 + 0.12 * (1 - np.clip(np.abs(XX - ctx.light[0]) / (1.4 * W), 0, 1))
    blend(ctx.img, lawn, np.clip(base * (tex * sunny * (1 - 0.12 * depth))[..., None], 0, 1))
    blend(ctx.img, lawn * np.clip(1 - (YY - foot) / 70, 0, 1), rgb("#6f6a3a"), 0.4)
    garden_gate(ctx, cx - s * 125, foot, 260, 420, s)
    # a few fallen leaves in the grass
    for _ in range(14):
        lx_, ly_ = float(g.uniform(0, W)), float(g.uniform(foot + 60, H - 20))
        if abs(lx_ - cx) < rx and ly_ < ty + 420:
            continue
        lc = ("#d6862e", "#c0602a", "#e2b04a")[int(g.integers(3))]
        blend(
            ctx.img,
            falling_leaf(lx_, ly_, 12 + 10 * (ly_ / H), float(g.uniform(0, 3))),
            rgb(lc),
            0.9,
        )

    # the cat, hunched behind the stump on its side, its head lowered over the board
    R = 122.0
    hx, hy = cx + s * 215, ty - 320

    def ph(a: float, b: float) -> Pt:  # a point of the head, in units of R, a toward its face
        return (hx + f * a * R, hy + b * R)

    back = ellipse(cx + s * 405, ty - 205, 225, 225, 2)
    shoulder = ellipse(cx + s * 290, ty - 180, 175, 185, 2)
    haunch = ellipse(cx + s * 480, ty - 70, 160, 175, 2)
    tail = ribbon(
        cubic((cx + s * 560, ty + 60), (cx + s * 625, ty + 230), (cx + s * 590, ty + 310),
              (cx + s * 500, ty + 300), 18),
        [54.0] * 13 + [50.0, 46.0, 40.0, 34.0, 26.0, 18.0],
    )  # fmt: skip
    body = np.maximum.reduce([back, shoulder, haunch])
    kbody = np.maximum(body, tail)
    kb0 = mask_bbox(kbody)
    ctx.cast_shadow(kbody, kb0, ty + 300, 0.3, reach=2.2)
    ctx.lit(body, mask_bbox(body), rgb(CAT), rim=0.8)
    ctx.lit(tail, mask_bbox(tail), rgb(CAT) * 1.05, rim=0.7, separate=True)
    # tabby bars over the back, darker on the shadow side
    bars = []
    for k in range(6):
        bx_ = cx + s * (330 + 55 * k)
        bars.append([(bx_, ty - 410 + 10 * k), (bx_ + s * 30, ty - 300), (bx_ + s * 10, ty - 200)])
    blend(ctx.img, blur(polylines(bars, 16), 5) * body, rgb("#3e4450"), 0.35)
    # the head in profile
    cran = ellipse(hx, hy, 1.0 * R, 0.86 * R, 2)
    cheek = ellipse(*ph(0.3, 0.28), 0.8 * R, 0.56 * R, 2)
    muzzle = ellipse(*ph(0.86, 0.3), 0.42 * R, 0.3 * R, 2)
    chin = ellipse(*ph(0.72, 0.54), 0.3 * R, 0.16 * R, 2)
    ear_n = polygon_fine([ph(-0.62, -0.42), ph(-0.42, -1.32), ph(0.02, -0.72)])
    ear_f = polygon_fine([ph(0.16, -0.74), ph(0.5, -1.24), ph(0.7, -0.48)])
    neck = ribbon([(cx + s * 330, ty - 230), ph(-0.3, 0.3)], [200, 170])
    head = np.maximum.reduce([cran, cheek, muzzle, chin, ear_n])
    ctx.lit(ear_f, mask_bbox(ear_f), rgb(CAT) * 0.85, rim=0.6, separate=True)
    ctx.lit(neck, mask_bbox(neck), rgb(CAT), rim=0.6)
    crease = np.clip(blur(head, 12) * 1.6 - head, 0, 1) * np.maximum(neck, body)
    blend(ctx.img, crease, rgb("#3a3e48"), 0.5)
    ctx.lit(head, mask_bbox(head), rgb(CAT) * 1.06, rim=0.9, separate=True)
    # pale muzzle and chin, the pink inside of the near ear, a darker brow
    blend(ctx.img, blur(np.maximum(muzzle, chin), 3), rgb("#ebe3d6"), 0.75)
    blend(
        ctx.img,
        polygon_fine([ph(-0.5, -0.5), ph(-0.4, -1.12), ph(-0.1, -0.72)]),
        rgb("#c88c88"),
        0.55,
    )
    cat_m = np.maximum.reduce([body, tail, head, neck, ear_f])
    focus_on(ctx, head, 3, 2.5)
    focus_on(ctx, cat_m, 5, 1.6, weight=0.8)
    # the face after the paint: a half-lidded amber eye looking down at the mouse
    ex, ey = ph(0.42, -0.04)
    eye = ellipse(ex, ey, 0.19 * R, 0.11 * R, 1.5)
    after_mask(ctx, eye, "#d6b845", 0.95)
    after_mask(
        ctx, ellipse(ex + f * 0.06 * R, ey + 0.01 * R, 0.035 * R, 0.1 * R, 1) * eye, "#120e0c", 0.95
    )
    lid = polylines([[ph(0.2, -0.06), ph(0.42, -0.12), ph(0.64, -0.05)]], 7)
    after_mask(ctx, lid, "#22242a", 0.9)
    after_mask(ctx, eye * (ey - 0.02 * R > YY), "#5a5040", 0.45)  # the upper lid half shut
    after_mask(ctx, disc(ex + f * 0.1 * R, ey + 0.03 * R, 3.2, 1), "#fff6e0", 0.9)
    after_mask(ctx, polygon_fine([ph(1.18, 0.1), ph(1.28, 0.12), ph(1.2, 0.24)]), "#8a5050", 0.95)
    after_mask(ctx, polylines([[ph(1.2, 0.24), ph(1.12, 0.4), ph(0.9, 0.44)]], 3), "#3a2e2e", 0.7)
    whisk = [[ph(0.95, 0.34 + 0.04 * k), ph(1.75, 0.16 + 0.14 * k)] for k in range(4)]
    whisk += [[ph(0.9, 0.36), ph(0.55, 0.62)]]
    after_mask(ctx, polylines(whisk, 2.2), "#f6f0e6", 0.8)
    after_mask(ctx, polylines([[ph(0.55, -0.26), ph(0.75, -0.34)]], 2), "#f0eae0", 0.6)

    # the stump, in front of the cat's body
    stump = tree_stump(ctx, cx, ty, rx, ry, H * 0.15)
    add_element(ctx, "an old tree stump", "frame", mask_bbox(stump), ("wood", "table", "garden"))
    # the board in perspective on the stump's top
    h0, h1 = 300.0, 350.0
    by0, by1 = ty - ry * 0.62, ty + ry * 0.5

    def at(u: float, v: float) -> tuple[float, float, float]:
        half = h0 + (h1 - h0) * v
        return cx + (u - 0.5) * 2 * half, by0 + (by1 - by0) * v, 0.85 + 0.2 * v

    t = np.clip((YY - by0) / (by1 - by0), 0, 1)
    uu = (XX - cx) / (2 * (h0 + (h1 - h0) * t)) + 0.5
    board = polygon_fine([(cx - h0, by0), (cx + h0, by0), (cx + h1, by1), (cx - h1, by1)])
    checks = ((np.floor(uu * 8) + np.floor(t * 8)) % 2).astype(np.float32)
    edge = polygon_fine([(cx - h1, by1), (cx + h1, by1), (cx + h1, by1 + 16), (cx - h1, by1 + 16)])
    blend(ctx.img, blur(edge, 8), rgb("#2a1a10"), 0.4)
    blend(ctx.img, board, rgb("#f0e2c0"))
    blend(ctx.img, board * checks, rgb("#7a5236"))
    blend(ctx.img, edge, rgb("#3e2a1e"))
    rim_ = polylines(
        [[(cx - h0, by0), (cx + h0, by0), (cx + h1, by1), (cx - h1, by1), (cx - h0, by0)]], 6
    )
    blend(ctx.img, rim_, rgb("#4a3222"))
    boxes = [mask_bbox(np.maximum(board, edge))]

    # columns counted from the cat's side: its ebony pieces near it, the mouse's ivory far
    def col(c: float) -> float:
        return (c + 0.5) / 8 if s < 0 else 1 - (c + 0.5) / 8

    pieces = [
        (1, 0, "rook", EBONY),
        (3, 1, "king", EBONY),
        (5, 1, "pawn", EBONY),
        (6, 2, "pawn", EBONY),
        (2, 5, "pawn", IVORY),
        (4, 6, "king", IVORY),
        (6, 7, "rook", IVORY),
        (3, 3, "pawn", EBONY),
        (5, 5, "pawn", IVORY),
    ]
    ivory = np.zeros((H, W), np.float32)
    for r, c, kind, colour in sorted(pieces, key=lambda p: p[0]):
        px, py, sc = at(col(c), (r + 0.65) / 8)
        ph_ = (66 if kind == "pawn" else 100) * sc
        m = _lit_piece(ctx, kind, px, py, ph_, colour)
        if colour == IVORY:
            ivory = np.maximum(ivory, m)
        boxes.append(mask_bbox(m))
    after_mask(ctx, ivory * np.clip((ctx.light[0] - XX) * f / 400 + 0.6, 0.2, 1), "#fff8e8", 0.35)
    add_element(
        ctx,
        "a chessboard with ivory and ebony pieces",
        "secondary",
        union_box(boxes),
        ("game", "chess", "strategy", "toy"),
    )
    # the cat's raised paw, hesitating over the board
    sh = (cx + s * 250, ty - 110)
    tip = (cx + s * 10, ty - 150)
    mid = (cx + s * 130, ty - 185)
    arm = ribbon([sh, mid, tip], [74, 56, 46])
    paw = ellipse(tip[0] + f * 14, tip[1] + 16, 42, 30, 2)
    pm = np.maximum(arm, paw)
    ctx.lit(pm, mask_bbox(pm), rgb(CAT), rim=0.8, separate=True)
    sock = np.clip(
        pm * np.clip(1 - np.hypot(XX - tip[0] - f * 14, YY - tip[1] - 16) / 60, 0, 1) * 3, 0, 1
    )
    blend(ctx.img, sock, rgb("#ece6dc"), 0.9)
    after_mask(ctx, np.clip(blur(pm, 2.5) * 2 - pm * 1.8, 0, 1), "#2a2e38", 0.5)
    focus_on(ctx, pm, 3, 2.0)
    toes = [
        [(tip[0] + f * 14 + dx, tip[1] + 30), (tip[0] + f * 14 + dx, tip[1] + 44)]
        for dx in (-12, 12)
    ]
    after_mask(ctx, polylines(toes, 3), "#8a8680", 0.6)
    kb = union_box([mask_bbox(cat_m), mask_bbox(pm)])
    add_element(
        ctx,
        "a big grey tabby cat hunched over the board, one white paw raised",
        "main",
        kb,
        ("animal", "cat", "game", "hesitation", "thinking"),
    )
    # the mouse on the stump's far side, on its hind legs, holding up the ebony queen
    mh = H * ctx.u(0.235, 0.245)
    mx = cx - s * (rx * 0.6)
    my = ty + ry * 0.05
    mm = sec(ctx, "rat", mx, my - mh / 2, mh, flip=s < 0, shadow=my, fill="#c9b6a0")
    mb = mask_bbox(mm)
    focus_on(ctx, mm, 2, 2.0)
    after_mask(ctx, np.clip(blur(mm, 2.0) * 2 - mm * 1.8, 0, 1), "#5a4a3e", 0.6)
    after_mask(ctx, holes(mm), "#1a1416", 0.95)
    qx = (mb[0] + mb[2]) / 2 + s * 0.5 * (mb[2] - mb[0])
    qy = mb[1] + 0.56 * (mb[3] - mb[1])
    qh = mh * 0.58
    q = _lit_piece(ctx, "queen", qx, qy, qh, EBONY, a=s * 0.1, shadow=False)
    focus_on(ctx, q, 2, 2.5)
    add_element(
        ctx,
        "the ebony queen, held up in the mouse's arms",
        "secondary",
        mask_bbox(q),
        ("chess", "queen", "prize", "victory"),
    )
    # leaves falling through the golden air
    for _ in range(7):
        lx_, ly_ = float(g.uniform(40, W - 40)), float(g.uniform(top - 150, foot + 60))
        if abs(lx_ - hx) < 260 and abs(ly_ - hy) < 260:
            continue
        col_ = ("#d6862e", "#c0602a", "#e2b04a")[int(g.integers(3))]
        lf = falling_leaf(lx_, ly_, float(g.uniform(20, 28)), float(g.uniform(0, 3)))
        after_mask(ctx, lf, col_, 0.9)
    return Painted(
        "In a walled garden a big grey tabby cat and a little mouse play "
        "chess with ivory and ebony pieces on an old tree stump: the cat, hunched behind the "
        "stump, hesitates with one white paw raised over the board, while the mouse, on its hind "
        "legs, holds up in both arms the ebony queen it has just taken; behind them a gate in the "
        "old wall stands open.",
        [
            "game",
            "strategy",
            "small but mighty",
            "roles reversed",
            "cunning",
            "victory",
            "hesitation",
            "patience",
            "courage",
            "unlikely friends",
            "play",
        ],
    )


PREMISE = Premise(
    name="mouse-takes-the-queen",
    figure="cat",
    palettes=("golden",),
    stage=stage,
    max_cards=1,
    frame=False,
)
