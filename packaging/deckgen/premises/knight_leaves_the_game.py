"""Premise "knight-leaves-the-game": At night on a table, a game of chess waits with every
piece in its place but one: the white knight has hopped off the board in three leaps,
traced behind it as dotted arcs, and stands on the bare table facing the window and the
starry night outside."""

from __future__ import annotations

import itertools

import numpy as np

from ..kit.light import after_mask
from ..kit.paint import XX, YY, H, W, blend, blur, box, glow, icon_mask, rgb
from ..kit.place import add_element, third
from ..kit.premise import Painted, Premise
from ..kit.scene import Ctx
from ..kit.shapes import mask_bbox, polygon_fine, polylines, union_box

IVORY = "#eadfc8"
EBONY = "#3a2a24"


def stage(ctx: Ctx) -> Painted:
    x, s = third(ctx)
    x = W / 2 + s * ctx.u(0.27, 0.28) * W
    fy = ctx.room(0.5)
    # the window, on the knight's side: a starry night with dark hills
    wx = W / 2 + s * ctx.u(300, 330)
    wy0, wy1 = H * 0.07, H * 0.4
    view = ctx.sub("night")
    view.texture_sky()
    view.stars(420, 0.7)
    view.celestial(wx + s * 100, H * 0.14, 34, kind="moon")
    view.hills(0.36, 2)
    ctx.window(wx - 230, wy0, wx + 230, wy1, view.img)
    ctx.light = (wx, H * 0.2)
    glow(ctx.img, wx, H * 0.26, 620, "#9fb4e0", 0.22)
    # moonlight lying on the table toward the knight
    pool = polygon_fine(
        [(wx - 240, fy + 4), (wx + 240, fy + 4), (x + 360, H * 0.97), (x - 360, H * 0.97)]
    )
    blend(ctx.img, blur(pool, 40) * (fy < YY), rgb("#c8d4ee"), 0.22)
    ctx.img *= (1 - 0.35 * np.clip((YY - H * 0.88) / (H * 0.12), 0, 1))[..., None]
    # the board in perspective on the other side, far edge near the wall
    bx = W / 2 - s * ctx.u(255, 265)
    by0, by1 = fy + H * 0.045, fy + H * 0.19
    h0, h1 = 175.0, 240.0

    def at(u: float, v: float) -> tuple[float, float, float]:
        """A point of the board (u, v in 0..1 across, far to near) and its scale."""
        vy = v**1.15
        half = h0 + (h1 - h0) * vy
        return bx + (u - 0.5) * 2 * half, by0 + (by1 - by0) * vy, 0.75 + 0.35 * vy

    t = np.clip((YY - by0) / (by1 - by0), 0, 1) ** (1 / 1.15)
    half = h0 + (h1 - h0) * t**1.15
    u = (XX - bx) / (2 * half) + 0.5
    board = polygon_fine([(bx - h0, by0), (bx + h0, by0), (bx + h1, by1), (bx - h1, by1)])
    checks = ((np.floor(u * 8) + np.floor(t * 8)) % 2).astype(np.float32)
    blend(ctx.img, board, rgb("#d9c29a"))
    blend(ctx.img, board * checks, rgb("#6a4630"))
    edge = polygon_fine([(bx - h1, by1), (bx + h1, by1), (bx + h1, by1 + 26), (bx - h1, by1 + 26)])
    blend(ctx.img, edge, rgb("#3e2a1e"))
    rim = polylines(
        [[(bx - h0, by0), (bx + h0, by0), (bx + h1, by1), (bx - h1, by1), (bx - h0, by0)]], 8
    )
    blend(ctx.img, rim, rgb("#4a3222"))
    board_bb = mask_bbox(np.maximum(board, edge))
    # the pieces, back to front; the white knight's square (near row, toward the window) empty
    empty_col = 6 if s > 0 else 1
    rows: list[tuple[int, list[tuple[int, str]], str]] = [
        (0, [(0, "chess-rook"), (4, "chess-king"), (7, "chess-rook")], EBONY),
        (1, [(c, "chess-pawn") for c in (1, 3, 4, 6)], EBONY),
        (6, [(c, "chess-pawn") for c in (0, 2, 5, 7)], IVORY),
        (7, [(0, "chess-rook"), (3, "chess-king"), (7, "chess-rook")], IVORY),
    ]
    boxes = []
    for r, pieces, col in rows:
        for c, name in pieces:
            px, py, sc = at((c + 0.5) / 8, (r + 0.72) / 8)
            ph = H * (0.055 if name == "chess-pawn" else 0.08) * sc
            m, bb = icon_mask(name, px, py - ph / 2, ph)
            ctx.cast_shadow(m, bb, py, 0.3)
            ctx.contact(m, bb)
            ctx.lit(m, bb, rgb(col), rim=0.5)
            boxes.append(bb)
            sl = (slice(bb[1], bb[3]), slice(bb[0], bb[2]))
            ctx.focus[sl] = np.maximum(ctx.focus[sl], np.clip(m[sl] * 2, 0, 1) * 0.75)
    add_element(
        ctx,
        "a chessboard with its pieces",
        "secondary",
        union_box([board_bb, *boxes]),
        ("game", "chess", "toy", "waiting"),
    )
    ex, ey, _ = at((empty_col + 0.5) / 8, 7.5 / 8)
    # the knight on the bare table, turned to the window
    kh = H * ctx.u(0.22, 0.23)
    ky = H * ctx.u(0.9, 0.91)
    km = ctx.subject(
        "chess-knight",
        x,
        ky - kh / 2,
        kh,
        role="main",
        fill=IVORY,
        flip=s < 0,
        shadow=ky,
        rim=0.8,
        tags=("object", "game", "toy", "horse"),
    )
    kb = mask_bbox(km)
    # its leaps from the empty square: dotted arcs drawn after the paint
    hops = []
    land = (x - s * kh * 0.55, ky - 4)
    pts = [(ex + (land[0] - ex) * f, ey + (land[1] - ey) * f) for f in (0.0, 0.5, 1.0)]
    for (ax, ay), (cx, cy) in itertools.pairwise(pts):
        arc = []
        for k in range(0, 25):
            f = k / 24
            lift = np.sin(np.pi * f) * 150
            arc.append((ax + (cx - ax) * f, ay + (cy - ay) * f - lift))
        for k in range(0, len(arc) - 1, 3):
            hops.append([arc[k], arc[k + 1]])
    after_mask(ctx, polylines(hops, 7), "#f4ecd8", 0.85)
    marks = np.zeros((H, W), np.float32)
    for px, py in pts[1:-1]:
        marks = np.maximum(marks, box(px - 22, py - 5, px + 22, py + 5, 4))
    after_mask(ctx, marks, "#2a1e18", 0.35)
    ctx.focus[kb[1] : kb[3], kb[0] : kb[2]] = np.maximum(
        ctx.focus[kb[1] : kb[3], kb[0] : kb[2]], 1.0
    )
    return Painted(
        "At night on a table, a game of chess waits with every piece in its place but one: "
        "the white knight has hopped off the board, its leaps traced behind it, and stands on "
        "the bare table facing the window and the starry night outside.",
        [
            "freedom",
            "leaving",
            "escape",
            "adventure",
            "breaking the rules",
            "game",
            "night",
            "courage",
            "the one who is different",
        ],
    )


PREMISE = Premise(
    name="knight-leaves-the-game",
    figure="chess knight",
    palettes=("interior",),
    stage=stage,
    max_cards=1,
    frame=False,
)
