"""Premise "tin-can-telephone": two old houses face each other across a narrow gap; from a
window in one, a child's hand (only the hand and a sleeve) holds a tin can, and in the window
opposite a cat holds up the other can; a taut string joins them, and halfway along it a little
bird has perched and tilts its head, listening in.

The cat and the bird are icons; the houses, the windows, the arm and the cans are shapes; the
string is drawn after the paint.
"""

from __future__ import annotations

import numpy as np

from ..kit.figures import bbox_of
from ..kit.paint import H, W, blend, box, ellipse, fbm, mix, rgb
from ..kit.place import add_element, focus_on
from ..kit.premise import Painted, Premise
from ..kit.scene import Ctx
from ..kit.shapes import polygon, segment, string_to
from ..kit.sky import sky

WALLS = ("#e8d2a8", "#d8e2ea", "#f0c8a8", "#e4dcc8")
SHUTTERS = ("#4a7a9a", "#5a8a4a", "#a84a3a", "#3a6a8a")
FURS = ("#e08a3c", "#f2ece2", "#d89a58")
SLEEVES = ("#d83a3a", "#f0b020", "#3a8ad8")


def _house(ctx: Ctx, xa: float, xb: float, roof: float, col: str) -> None:
    """A house's front wall from xa to xb with a tiled roof edge above it."""
    m = box(xa, roof, xb, H + 10, 2)
    tex = 1 + 0.12 * (fbm(ctx.rng, 60, 3) - 0.5)
    c = rgb(col)
    blend(ctx.img, m, np.clip(c[None, None, :] * tex[..., None], 0, 1))
    # its corner edge in shadow, plaster stains low down
    edge = box(min(xa, xb) if xa > W / 2 else xb - 24, roof, (xa + 24) if xa > W / 2 else xb, H, 3)
    blend(ctx.img, edge, c * 0.72, 0.6)
    eave = box(xa - 20, roof - 46, xb + 20, roof + 6, 3)
    blend(ctx.img, eave, rgb("#8a4a34"), 1.0)
    blend(ctx.img, box(xa - 20, roof - 10, xb + 20, roof + 6, 2), rgb("#5a3024"), 0.8)


def _window(ctx: Ctx, x0: float, y0: float, x1: float, y1: float, shutter: str, outer: int) -> None:
    """An open window: dim warm room behind, white frame, a sill and shutters folded back."""
    blend(ctx.img, box(x0, y0, x1, y1, 2), rgb("#4a3a30"), 1.0)
    blend(ctx.img, box(x0, y0, x1, y0 + (y1 - y0) * 0.35, 6), rgb("#2e2420"), 0.6)
    t = 14
    for bx in (
        box(x0 - t, y0 - t, x1 + t, y0, 2),
        box(x0 - t, y0, x0, y1, 2),
        box(x1, y0, x1 + t, y1, 2),
    ):
        blend(ctx.img, bx, rgb("#f6f2e8"), 1.0)
    blend(ctx.img, box(x0 - t * 2, y1, x1 + t * 2, y1 + t * 1.6, 2), rgb("#f0ebe0"), 1.0)
    blend(ctx.img, box(x0 - t * 2, y1 + t * 1.6, x1 + t * 2, y1 + t * 2.4, 3), rgb("#000000"), 0.25)
    sw = (x1 - x0) * 0.42
    # one shutter, folded back on the side away from the gap (`outer`: -1 left, 1 right)
    for sx0, sx1 in [(x1 + t, x1 + t + sw) if outer > 0 else (x0 - t - sw, x0 - t)]:
        sm = box(sx0, y0 - t, sx1, y1, 2)
        blend(ctx.img, sm, rgb(shutter), 1.0)
        for k in range(1, 9):
            yy = y0 + (y1 - y0) * k / 9
            blend(ctx.img, box(sx0 + 6, yy - 3, sx1 - 6, yy + 3, 1) * sm, rgb("#000000"), 0.25)


def _can(ctx: Ctx, tip: tuple[float, float], d: int, ln: float, r: float) -> np.ndarray:
    """A tin can lying on its side, its closed end (where the string is) at `tip`, its open
    end `ln` away in direction d (-1 or 1)."""
    tx, ty = tip
    ox = tx + d * ln
    body = box(min(tx, ox), ty - r, max(tx, ox), ty + r, 1.5)
    end = ellipse(ox, ty, r * 0.35, r, 1.5)
    base = ellipse(tx, ty, r * 0.35, r, 1.5)
    m = np.maximum(np.maximum(body, end), base)
    ctx.lit(m, bbox_of(m), rgb("#b8c0c8"), rim=0.8)
    # ribs and a bright band of light along it, the tin's sheen
    for k in (0.3, 0.6):
        xx = tx + d * ln * k
        blend(ctx.img, box(xx - 2, ty - r, xx + 2, ty + r, 1) * body, rgb("#707880"), 0.6)
    blend(
        ctx.img,
        box(min(tx, ox), ty - r * 0.62, max(tx, ox), ty - r * 0.4, 2) * body,
        rgb("#ffffff"),
        0.7,
    )
    blend(ctx.img, base, rgb("#8a9098"), 0.6)
    focus_on(ctx, m, 4)
    out: np.ndarray = m
    return out


def stage(ctx: Ctx) -> Painted:
    s = 1 if ctx.rng.random() < 0.5 else -1  # the cat's house is on side s

    def X(f: float) -> float:
        return W * (0.5 + s * (f - 0.5))

    sun_x = X(ctx.u(0.3, 0.4))
    sky(ctx, sx=sun_x, sy=H * ctx.u(0.1, 0.14), r=70, clouds=2)
    ctx.light = (sun_x, H * 0.12)
    # far roofs down the gap, hazy
    far = np.zeros((H, W), np.float32)
    for k in range(6):
        fx0 = W * (0.2 + 0.1 * k) + ctx.u(-30, 30)
        far = np.maximum(far, box(fx0, H * ctx.u(0.7, 0.78), fx0 + W * ctx.u(0.1, 0.16), H, 2))
    blend(ctx.img, far, mix(rgb("#8a7a70"), ctx.sky_at(0.7), 0.55), 1.0)
    walls = list(WALLS)
    ctx.rng.shuffle(walls)
    # the cat's house, nearer the middle; the child's house at the other edge
    edge_c = ctx.u(0.52, 0.54)
    edge_h = ctx.u(0.2, 0.23)
    _house(ctx, X(edge_c), X(1.05), H * ctx.u(0.14, 0.2), walls[0])
    _house(ctx, X(-0.05), X(edge_h), H * ctx.u(0.26, 0.32), walls[1])
    shutter = SHUTTERS[int(ctx.rng.integers(len(SHUTTERS)))]
    # the cat's window, large, the cat on its sill on the third
    wy0, wy1 = H * ctx.u(0.34, 0.36), H * ctx.u(0.56, 0.58)
    wa, wb = sorted((X(edge_c + 0.05), X(0.89)))
    _window(ctx, wa, wy0, wb, wy1, shutter, s)
    cx = X(ctx.u(0.72, 0.74))
    ch = H * ctx.u(0.17, 0.18)
    fur = FURS[int(ctx.rng.integers(len(FURS)))]
    cat = ctx.subject(
        "cat",
        cx,
        wy1 - ch / 2 + 4,
        ch,
        "main",
        fill=fur,
        flip=s > 0,
        separate=False,
        tags=("animal", "home", "curious", "listening"),
        label="a cat holding a tin can",
    )
    cb = bbox_of(cat)
    # the child's window, smaller and lower, and the arm reaching out of it
    ly0, ly1 = H * ctx.u(0.4, 0.42), H * ctx.u(0.56, 0.58)
    la, lb = sorted((X(0.02), X(edge_h - 0.04)))
    _window(ctx, la, ly0, lb, ly1, SHUTTERS[(SHUTTERS.index(shutter) + 1) % len(SHUTTERS)], -s)
    hy = (ly0 + ly1) / 2 + H * 0.01
    hx = X(edge_h + 0.005)
    sleeve = SLEEVES[int(ctx.rng.integers(len(SLEEVES)))]
    arm = polygon(
        [(X(0.03), ly1 - 20), (X(0.03), ly1 - 120), (hx - s * 30, hy - 38), (hx - s * 30, hy + 38)]
    )
    ctx.lit(arm, bbox_of(arm), rgb(sleeve), rim=0.5)
    cuff = box(min(hx - s * 48, hx - s * 28), hy - 40, max(hx - s * 48, hx - s * 28), hy + 40, 2)
    blend(ctx.img, cuff, rgb("#f6f2e8"), 0.95)
    can_r = H * 0.03
    ltip = (hx + s * W * 0.085, hy)
    lcan = _can(ctx, ltip, -s, W * 0.075, can_r)
    # the hand round the can: a palm on top, fingers curled under it
    hand = np.maximum(
        ellipse(hx + s * 10, hy - can_r * 0.2, 44, 40, 2),
        np.maximum(
            ellipse(hx + s * 40, hy + can_r * 0.55, 34, 16, 2),
            ellipse(hx + s * 38, hy - can_r * 0.85, 30, 14, 2),
        ),
    )
    ctx.lit(hand, bbox_of(hand), rgb("#f0c0a0"), rim=0.5)
    focus_on(ctx, np.maximum(hand, arm), 5)
    add_element(
        ctx,
        "a child's hand holding a tin can",
        "secondary",
        bbox_of(np.maximum(np.maximum(hand, arm), lcan)),
        ("hand", "child", "can", "holding"),
    )
    # the cat's can, held up by its face on the gap side with one paw
    ry = cb[1] + ch * 0.38
    head_x = cb[0] + (cb[2] - cb[0]) * 0.22 if s > 0 else cb[2] - (cb[2] - cb[0]) * 0.22
    rtip = (head_x - s * W * 0.11, ry)
    rcan = _can(ctx, rtip, s, W * 0.07, can_r)
    paw = ellipse(rtip[0] + s * W * 0.06, ry + can_r * 0.8, 30, 22, 2)
    ctx.lit(paw, bbox_of(paw), rgb(fur), rim=0.4)
    add_element(
        ctx, "a tin can held up by the cat", "secondary", bbox_of(rcan), ("can", "telephone")
    )
    # the bird halfway along the string, head tilted, listening
    sx0, sy0 = ltip
    sx1, sy1 = rtip
    t = ctx.u(0.45, 0.55)
    bx, by = sx0 + (sx1 - sx0) * t, sy0 + (sy1 - sy0) * t + 2
    bh = H * 0.1
    ctx.subject(
        "finch",
        bx,
        by - bh / 2 + bh * 0.06,
        bh,
        "secondary",
        fill="#8a5a3a",
        flip=bool(ctx.rng.random() < 0.5),
        rot=ctx.u(12, 20) * (1 if ctx.rng.random() < 0.5 else -1),
        separate=False,
        tags=("animal", "bird", "small", "listening"),
        label="a little bird perched on the string, listening",
    )
    string_to(ctx, (sx0, sy0), (sx1, sy1), 3, "#3a2e28", width=5, alpha=0.95, n=16)
    seg = segment(sx0, sy0, sx1, sy1, 24)
    focus_on(ctx, seg, 4, weight=0.7)
    add_element(
        ctx,
        "a taut string between the two cans",
        "secondary",
        bbox_of(seg),
        ("string", "telephone", "connection"),
    )
    return Painted(
        "Across a narrow gap between two old houses, a child's hand holds a tin can out of one "
        "window and a cat holds up the other can in the window opposite, joined by a taut "
        "string on which a little bird has perched, tilting its head to listen in.",
        ["connection", "secret", "friendship", "listening", "childhood", "distance", "curiosity"],
    )


PREMISE = Premise(
    name="tin-can-telephone",
    figure="cat",
    palettes=("noon", "snow"),
    stage=stage,
)
