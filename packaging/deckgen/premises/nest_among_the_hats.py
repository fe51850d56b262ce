"""Premise "nest-among-the-hats": Seen from high above, a crowd in winter coats and black hats
crosses a zebra crossing in a grey city; one of them wears, instead of a hat, a bird's nest
with three blue eggs, and a small bird flies down to it over the heads.

Seen straight down, each walker is only shoulders and a round hat with a long shadow beside
it; the nest is the one warm, round, living thing among the black discs.
"""

from __future__ import annotations

import numpy as np

from ..kit.light import after_mask
from ..kit.paint import XX, YY, Arr, H, W, blend, blur, disc, ellipse, fbm, icon_mask, rgb
from ..kit.place import add_element
from ..kit.premise import Painted, Premise
from ..kit.scene import Ctx
from ..kit.shapes import mask_bbox, segment

COATS = ("#5a6478", "#6a5a4a", "#4a5a6a", "#6a5a6a", "#58605a", "#7a6650", "#7a4a44")
HATS = ("#141418", "#1b1a1f", "#202028", "#17161a")


def shift(m: Arr, dx: int, dy: int) -> Arr:
    return np.roll(np.roll(m, dy, 0), dx, 1)


def walker(cx: float, cy: float, hat_r: float, turn: float) -> tuple[Arr, Arr]:
    """A walker seen from above: (shoulders' mask, head's mask)."""
    ca, sa = np.cos(turn), np.sin(turn)
    dx, dy = XX - cx, YY - cy
    u, v = dx * ca + dy * sa, -dx * sa + dy * ca
    shoulders = np.clip((1 - np.hypot(u / (hat_r * 1.8), v / (hat_r * 0.85))) * 30, 0, 1)
    head = disc(cx, cy, hat_r, 1.5)
    return shoulders.astype(np.float32), head


def stage(ctx: Ctx) -> Painted:
    s = 1 if ctx.rng.random() < 0.5 else -1
    ctx.light = (W / 2 - s * W * 1.2, -H * 0.6)  # a low sun beyond one top corner
    sdx, sdy = int(s * 64), 58  # where shadows fall, seen from above
    # the street: wet grey asphalt between two pavements of square stone slabs
    top, bot = H * 0.12, H * 0.88
    n = fbm(ctx.rng, 60, 3) - 0.5
    asphalt = rgb("#4a4d52") * (1 + 0.22 * n[..., None])
    ctx.img[:] = np.clip(asphalt, 0, 1)
    pave = ((top > YY) | (bot < YY)).astype(np.float32)
    slab = rgb("#9a958a") * (1 + 0.12 * (fbm(ctx.rng, 30, 2) - 0.5))[..., None]
    blend(ctx.img, pave, np.clip(slab, 0, 1))
    joints = (((XX % 150) < 4) | (((YY - top) % 150) < 4)).astype(np.float32) * pave
    blend(ctx.img, joints, rgb("#6a665e"), 0.7)
    kerb = (np.abs(YY - top) < 12) | (np.abs(YY - bot) < 12)
    blend(ctx.img, kerb.astype(np.float32), rgb("#b8b2a6"), 0.9)
    # the zebra crossing: white bars across the road, a little worn
    x0, x1 = W * 0.1, W * 0.9
    wear = np.clip(0.85 + 0.4 * (fbm(ctx.rng, 14, 2) - 0.5), 0, 1)
    bars = ((((YY - top - 40) % 120) < 62) & (top + 30 < YY) & (bot - 30 > YY)).astype(np.float32)
    bars *= ((x0 < XX) & (x1 > XX)).astype(np.float32)
    blend(ctx.img, blur(bars, 1.5) * wear, rgb("#dcdad2"), 0.9)
    # the crowd: walkers spread over the crossing and the kerbs, none touching
    nest_x = W / 2 + s * ctx.u(0.14, 0.2) * W
    nest_y = H * ctx.u(0.44, 0.52)
    hat_r = 46.0
    spots: list[tuple[float, float]] = [(nest_x, nest_y)]
    for _ in range(600):
        if len(spots) >= 26:
            break
        px, py = ctx.u(70, W - 70), ctx.u(70, H - 70)
        if all(np.hypot(px - qx, py - qy) > 165 for qx, qy in spots):
            spots.append((px, py))
    bodies = np.zeros((H, W), np.float32)
    people: list[tuple[Arr, Arr, float, float, float]] = []
    for k, (px, py) in enumerate(spots):
        turn = ctx.u(-0.35, 0.35)
        sh, hd = walker(px, py, hat_r * (1.0 if k else 1.2), turn)
        people.append((sh, hd, px, py, turn))
        bodies = np.maximum(bodies, np.maximum(sh, hd))
    # their long shadows on the road, all one way
    ctx.focus[:] = np.maximum(ctx.focus, np.clip(blur(bodies, 6) * 1.5, 0, 1) * 0.7)
    shadow = blur(shift(bodies, sdx, sdy), 5) * (1 - bodies)
    blend(ctx.img, shadow, ctx.img * 0.35, 0.75)
    for k, (sh, hd, px, py, _turn) in enumerate(people):
        coat = rgb(COATS[int(ctx.rng.integers(len(COATS)))])
        ctx.lit(sh, mask_bbox(sh), coat, rim=0.35)
        if k == 0:
            continue  # the nest, below
        hat = rgb(HATS[int(ctx.rng.integers(len(HATS)))])
        ctx.lit(hd, mask_bbox(hd), hat, rim=0.45)
        crown = disc(px - s * 4, py - 4, hat_r * 0.6, 1.5)
        ctx.lit(crown, mask_bbox(crown), hat * 1.4 + 0.03, rim=0.5)
        band = np.clip(disc(px - s * 4, py - 4, hat_r * 0.66, 1.2) - crown, 0, 1)
        blend(ctx.img, band, rgb("#3a3440"), 0.9)
        # after the paint: the brim's edge and the crown's sheen keep each hat round
        brim = np.clip(disc(px, py, hat_r, 1.2) - disc(px, py, hat_r - 5, 1.2), 0, 1)
        after_mask(ctx, brim, "#5a5a66", 0.55)
        sheen = np.clip(
            disc(px - s * 10, py - 14, hat_r * 0.42, 2) - disc(px - s * 4, py - 6, hat_r * 0.42, 2),
            0,
            1,
        )
        after_mask(ctx, sheen, "#8a8a96", 0.5)
    # the nest on the one walker's head: a ring of twigs, a hollow, three blue eggs
    nr = 80.0
    nx, ny = nest_x, nest_y
    gen = ctx.side()
    ring = np.clip(disc(nx, ny, nr, 3) - disc(nx, ny, nr * 0.58, 3), 0, 1)
    ctx.lit(
        disc(nx, ny, nr, 3),
        (int(nx - nr), int(ny - nr), int(nx + nr), int(ny + nr)),
        rgb("#7a5532"),
        rim=0.5,
    )
    twigs = np.zeros((H, W), np.float32)
    light_twigs = np.zeros((H, W), np.float32)
    for _ in range(90):
        a = float(gen.uniform(0, 2 * np.pi))
        rr = float(gen.uniform(nr * 0.6, nr * 1.02))
        la = float(gen.uniform(0.25, 0.6))
        ax, ay = nx + rr * np.cos(a), ny + rr * np.sin(a)
        bx, by = nx + rr * np.cos(a + la), ny + rr * np.sin(a + la)
        target = light_twigs if gen.random() < 0.45 else twigs
        np.maximum(target, segment(ax, ay, bx, by, float(gen.uniform(3, 6))), out=target)
    blend(ctx.img, twigs * ring, rgb("#4a3220"), 0.85)
    blend(ctx.img, light_twigs * ring, rgb("#b58a58"), 0.85)
    hollow = disc(nx, ny, nr * 0.6, 4)
    blend(ctx.img, hollow, rgb("#3a2616"), 0.9)
    blend(ctx.img, blur(hollow, 10) * hollow, rgb("#5a3e26"), 0.5)
    eggs = np.zeros((H, W), np.float32)
    for k in range(3):
        a = ctx.u(0, 0.3) + k * 2 * np.pi / 3
        ex, ey = nx + 25 * np.cos(a), ny + 25 * np.sin(a)
        e = ellipse(ex, ey, 17, 13, 1.5)
        eggs = np.maximum(eggs, e)
    ctx.lit(eggs, mask_bbox(eggs), rgb("#a8d4dc"), rim=0.6, separate=False)
    # stray straws sticking out of the nest, thinner than a stroke
    straws = np.zeros((H, W), np.float32)
    for _ in range(9):
        a = float(gen.uniform(0, 2 * np.pi))
        ax, ay = nx + nr * 0.85 * np.cos(a), ny + nr * 0.85 * np.sin(a)
        ln = float(gen.uniform(18, 34))
        b = a + float(gen.uniform(-0.5, 0.5))
        np.maximum(straws, segment(ax, ay, ax + ln * np.cos(b), ay + ln * np.sin(b), 3), out=straws)
    after_mask(ctx, straws, "#c8a068", 0.9)
    speck = np.zeros((H, W), np.float32)
    for k in range(3):
        a = k * 2 * np.pi / 3
        np.maximum(speck, disc(nx + 25 * np.cos(a) - 5, ny + 25 * np.sin(a) - 4, 4, 1), out=speck)
    after_mask(ctx, speck * eggs, "#eef8f6", 0.7)
    nb = (int(nx - nr - 30), int(ny - nr - 30), int(nx + nr + 30), int(ny + nr + 30))
    add_element(
        ctx,
        "a bird's nest with three blue eggs worn as a hat",
        "main",
        nb,
        ("nest", "egg", "bird", "home", "hat"),
        "nest-eggs",
    )
    ctx.focus[:] = np.maximum(ctx.focus, np.clip(disc(nx, ny, nr * 1.5, 30) * 1.2, 0, 1))
    # the mother bird flying down to it, seen from above, and its small shadow far below
    bx, by = nx - s * ctx.u(180, 240), ny - ctx.u(230, 300)
    bm, bbb = icon_mask("dove", bx, by, H * 0.09, flip=s < 0, rot=s * 25)
    blend(ctx.img, blur(shift(bm, sdx * 3, sdy * 3), 4) * (1 - bodies), ctx.img * 0.4, 0.6)
    ctx.lit(bm, bbb, rgb("#8a6a4a"), rim=0.6)
    ctx.focus[:] = np.maximum(ctx.focus, np.clip(blur(bm, 8) * 2, 0, 1) * 0.9)
    add_element(ctx, "a small bird", "secondary", bbb, ("animal", "bird", "flight"), "dove")
    add_element(
        ctx,
        "a crowd in black hats, seen from above",
        "secondary",
        mask_bbox(bodies),
        ("person", "crowd", "hat", "city"),
    )
    return Painted(
        "Seen from high above, a crowd in winter coats and round black hats crosses a zebra "
        "crossing in a grey city street; one of them wears, instead of a hat, a bird's nest "
        "with three blue eggs, and a small bird flies down to it over the heads.",
        [
            "being different",
            "the odd one out",
            "nest",
            "new life",
            "carrying",
            "home",
            "city",
            "crowd",
            "from above",
            "care",
        ],
        setting="in the low light of a sunny morning",
    )


PREMISE = Premise(
    name="nest-among-the-hats",
    figure="nest",
    palettes=("noon", "golden"),
    stage=stage,
    max_cards=1,
    frame=False,
)
