"""Premise "teddy-keeps-watch": At night in a child's bedroom, a worn old teddy bear with a
patched ear stands awake on the windowsill, between the dark window and the bed where a child
sleeps (only a small shape under the covers), and holds up a little torch: where its beam
falls on the wall, the huge shadow of a monster looming over the bed shrinks away into the
small harmless shadow of a mouse.

The teddy is drawn from parts (round head, ears, muzzle, button eyes, a plump body, one arm
raised with the torch); the monster's shadow from shapes (a hunched body, a horned head, arms
raised with claws); the mouse's shadow is the reared-up mouse icon. Stars and stitches come
after the paint.
"""

from __future__ import annotations

import numpy as np

from ..kit.figures import bbox_of
from ..kit.light import after_mask, later_glow
from ..kit.paint import (
    XX,
    YY,
    Arr,
    H,
    W,
    aniso_noise,
    blend,
    blur,
    box,
    disc,
    ellipse,
    glow,
    icon_mask,
    mix,
    rgb,
    smooth_noise,
)
from ..kit.place import add_element, add_shadow_element, focus_on, third
from ..kit.premise import Painted, Premise
from ..kit.scene import Ctx
from ..kit.shapes import cubic, polygon_fine, polylines, ribbon, tilted_ellipse

Pt = tuple[float, float]
FURS = {"honey": "#c08a4c", "caramel": "#a8703e", "old gold": "#b89458"}
PATCHES = {"red": "#b8443a", "green": "#4f8a5a", "plum": "#8a3a6a"}
QUILTS = {"night": ("#b8503a", "#e0a040"), "interior": ("#3f6a8a", "#e8d8b0")}


def _hbox(xa: float, xb: float, y0: float, y1: float) -> Arr:
    return box(min(xa, xb), y0, max(xa, xb), y1, 3)


def _monster(mx: float, mb: float, mh: float, rng: np.random.Generator) -> Arr:
    """A monster's shadow: a hunched body, a horned head with a toothy grin, clawed arms."""
    hx, hy = mx + 0.02 * mh, mb - 0.74 * mh
    parts = [
        ellipse(mx, mb - 0.33 * mh, 0.3 * mh, 0.34 * mh, 3),
        ellipse(mx, mb - 0.6 * mh, 0.24 * mh, 0.14 * mh, 3),  # the shoulders
        ellipse(hx, hy, 0.16 * mh, 0.14 * mh, 3),
    ]
    for k in (-1, 1):
        horn = cubic(
            (hx + k * 0.08 * mh, hy - 0.08 * mh),
            (hx + k * 0.2 * mh, hy - 0.1 * mh),
            (hx + k * 0.24 * mh, hy - 0.16 * mh),
            (hx + k * 0.2 * mh, hy - 0.26 * mh),
            12,
        )
        parts.append(ribbon(horn, [0.08 * mh * (1 - 0.9 * j / 12) for j in range(13)], 2))
        sx, sy = mx + k * 0.22 * mh, mb - 0.58 * mh
        ex, ey = mx + k * 0.33 * mh, mb - 0.66 * mh
        px, py = mx + k * 0.36 * mh, mb - (0.82 + rng.uniform(0, 0.04)) * mh
        parts.append(ribbon([(sx, sy), (ex, ey), (px, py)], [0.14 * mh, 0.09 * mh, 0.07 * mh], 2))
        for a in (-0.55, 0.0, 0.55):  # three long hooked claws
            ang = -np.pi / 2 + k * 0.2 + a
            fx, fy = px + np.cos(ang) * 0.12 * mh, py + np.sin(ang) * 0.12 * mh
            tip = (fx + k * 0.04 * mh, fy + 0.03 * mh)
            parts.append(ribbon([(px, py), (fx, fy), tip], [0.045 * mh, 0.03 * mh, 0.006 * mh], 2))
    for k in range(14):  # a ragged fringe of fur along its flanks
        a = np.pi * (0.1 + 0.8 * k / 13)
        bx, by = np.cos(a) * 0.3 * mh, mb - 0.33 * mh - np.sin(a) * 0.34 * mh
        for x0 in (mx + bx, mx - bx):
            sg = 1 if x0 > mx else -1
            tri = [
                (x0, by - 0.04 * mh),
                (x0 + sg * 0.07 * mh, by + 0.02 * mh),
                (x0, by + 0.04 * mh),
            ]
            parts.append(polygon_fine(tri))
    m = np.clip(np.maximum.reduce(parts), 0, 1)
    holes = [
        tilted_ellipse(hx + k * 0.065 * mh, hy - 0.02 * mh, 0.04 * mh, 0.017 * mh, k * 0.4)
        for k in (-1, 1)
    ]
    teeth = [(hx + (j / 8 - 0.5) * 0.2 * mh, hy + (0.03 if j % 2 else 0.08) * mh) for j in range(9)]
    holes.append(
        polygon_fine([*teeth, (hx + 0.08 * mh, hy + 0.12 * mh), (hx - 0.08 * mh, hy + 0.12 * mh)])
    )
    return m * (1 - np.maximum.reduce(holes))


def _bed(ctx: Ctx, s: int, top: float, quilt_c: tuple[str, str]) -> tuple[Arr, Arr]:
    """A bed seen side on, its head at the card's edge on side -s, running off the bottom; a
    child asleep under a patchwork quilt, only a tuft of hair on the pillow. Returns the
    child's and the bed's masks."""
    edge = W * (0.5 - s * 0.5)
    foot = W * (0.5 - s * 0.03)
    wood = rgb("#6a4430")
    head_b = np.maximum(
        _hbox(edge - s * 10, edge + s * 60, H * 0.55, H + 5), disc(edge + s * 25, H * 0.55, 38, 3)
    )
    foot_b = np.maximum(
        _hbox(foot - s * 50, foot, top - 50, H + 5), disc(foot - s * 25, top - 50, 34, 3)
    )
    ctx.lit(head_b, bbox_of(head_b), wood, rim=0.4)
    pil_x = edge + s * 190
    pillow = ellipse(pil_x, top - 28, 135, 52, 4)
    ctx.lit(pillow, bbox_of(pillow), rgb("#ece4d4"), rim=0.3)
    hair = np.maximum(
        disc(pil_x + s * 25, top - 48, 46, 3), ellipse(pil_x + s * 5, top - 88, 24, 16, 2)
    )
    ctx.lit(hair, bbox_of(hair), rgb("#5a3a24"), rim=0.5, separate=True)
    cx = pil_x + s * 165
    mound = np.maximum(ellipse(cx, top + 5, 150, 78, 6), ellipse(cx + s * 110, top + 20, 90, 50, 6))
    quilt = np.maximum(mound * (top + 40 > YY), _hbox(edge + s * 50, foot - s * 40, top, H + 5))
    quilt = np.maximum(quilt, ellipse(pil_x + s * 60, top + 10, 70, 35, 4))
    ctx.lit(quilt, bbox_of(quilt), rgb(quilt_c[0]), rim=0.4)
    squares = (np.floor((XX - edge) / 95) + np.floor((YY - top) / 95)) % 2 == 0
    blend(ctx.img, quilt * blur(squares.astype(np.float32), 2), rgb(quilt_c[1]), 0.35)
    ctx.lit(foot_b, bbox_of(foot_b), wood, rim=0.4)
    child = np.maximum(hair, mound * (top + 40 > YY))
    return child, np.maximum.reduce([head_b, foot_b, quilt])


def _window(ctx: Ctx, s: int, wall: np.ndarray) -> tuple[float, float, float]:
    """The dark window behind the teddy on side s: stars and the moon over rooftops, and its
    sill. Returns the sill's top y and the window's x extent."""
    wx0, wx1 = sorted((W * (0.5 + s * 0.08), W * (0.5 + s * 0.46)))
    wy0, wy1 = H * 0.1, H * ctx.u(0.65, 0.66)
    view = ctx.sub("night")
    view.texture_sky(0.04)
    moon_x, moon_y = W * (0.5 + s * 0.36), H * ctx.u(0.16, 0.19)
    view.celestial(moon_x, moon_y, 44, kind="moon")
    gen = ctx.side()
    roofs = np.zeros((H, W), np.float32)
    x = wx0 - 40
    while x < wx1 + 40:
        rw, ry = float(gen.uniform(120, 200)), wy1 - float(gen.uniform(60, 150))
        roof = [
            (x, wy1 + 5),
            (x, ry),
            (x + rw / 2, ry - rw * 0.35),
            (x + rw, ry),
            (x + rw, wy1 + 5),
        ]
        roofs = np.maximum(roofs, polygon_fine(roof))
        x += rw * float(gen.uniform(0.8, 1.0))
    blend(view.img, roofs, rgb("#0c1428"), 1.0)
    ctx.window(wx0, wy0, wx1, wy1, view.img)
    stars = np.zeros((H, W), np.float32)
    for u, v, k in gen.uniform(0, 1, (40, 3)):
        sx, sy = wx0 + u * (wx1 - wx0), wy0 + v * (wy1 - wy0) * 0.6
        if np.hypot(sx - moon_x, sy - moon_y) > 90:
            stars = np.maximum(stars, disc(sx, sy, 2 + 2.5 * k**2, 1))
    after_mask(ctx, stars * box(wx0, wy0, wx1, wy1, 1) * (1 - roofs), "#fff4d0", 0.85)
    sy = wy1 + 18
    blend(ctx.img, box(wx0 - 50, sy, wx1 + 50, sy + 24, 2), mix(wall, rgb("#f0e4d0"), 0.45))
    blend(ctx.img, box(wx0 - 50, sy + 24, wx1 + 50, sy + 46, 2), wall * 0.55)
    bb = (int(wx0 - 50), int(wy0 - 18), int(wx1 + 50), int(sy + 46))
    add_element(ctx, "a window on a starry night", "frame", bb, ("window", "night", "moon"))
    return sy, wx0, wx1


def _teddy(
    ctx: Ctx, tx: float, fb: float, u: float, s: int, paw: Pt, lens: Pt, fur: np.ndarray
) -> tuple[Arr, Arr, str]:
    """A worn teddy `u` tall standing at (tx, fb), facing us, its arm on side -s raised and
    bent, the paw at `paw` holding a torch whose lens is at `lens`; one ear patched. Returns
    its mask, the torch's mask and the patch's colour."""
    pale = mix(fur, rgb("#f4e4c4"), 0.55)
    hx, hy = tx - s * 0.02 * u, fb - 0.7 * u
    legs = [ellipse(tx + k * 0.12 * u, fb - 0.1 * u, 0.1 * u, 0.11 * u, 3) for k in (-1, 1)]
    body = ellipse(tx, fb - 0.33 * u, 0.2 * u, 0.23 * u, 3)
    ears = [disc(hx + k * 0.14 * u, hy - 0.14 * u, 0.07 * u, 3) for k in (-1, 1)]
    head = ellipse(hx, hy, 0.18 * u, 0.16 * u, 3)
    pts = [(tx + s * 0.16 * u, fb - 0.47 * u), (tx + s * 0.24 * u, fb - 0.35 * u)]
    arm_dn = ribbon([*pts, (tx + s * 0.24 * u, fb - 0.25 * u)], [0.11 * u, 0.1 * u, 0.1 * u], 3)
    elbow = (tx - s * 0.3 * u, fb - 0.36 * u)
    arm_up = ribbon(
        [(tx - s * 0.14 * u, fb - 0.46 * u), elbow, paw], [0.11 * u, 0.1 * u, 0.1 * u], 3
    )
    for m in [*legs, arm_dn]:
        ctx.lit(m, bbox_of(m), fur * 0.92, rim=0.5)
    ctx.lit(body, bbox_of(body), fur, rim=0.7, separate=True)
    blend(ctx.img, ellipse(tx, fb - 0.31 * u, 0.12 * u, 0.14 * u, 3), pale, 0.55)
    for k, m in zip((-1, 1), legs, strict=True):
        pad = ellipse(tx + k * 0.12 * u, fb - 0.07 * u, 0.06 * u, 0.045 * u, 2)
        blend(ctx.img, pad * m, pale, 0.8)
    ctx.lit(arm_up, bbox_of(arm_up), fur, rim=0.7, separate=True)
    # the torch: a red barrel in the paw, its head flaring to the lens
    dx, dy = lens[0] - paw[0], lens[1] - paw[1]
    dn = float(np.hypot(dx, dy))
    back = (paw[0] - dx / dn * 0.06 * u, paw[1] - dy / dn * 0.06 * u)
    neck = (lens[0] - dx / dn * 0.06 * u, lens[1] - dy / dn * 0.06 * u)
    torch = ribbon([back, neck, lens], [0.05 * u, 0.05 * u, 0.09 * u], 2)
    ctx.lit(torch, bbox_of(torch), rgb("#8a2420"), rim=0.5)
    blend(ctx.img, disc(*paw, 0.055 * u, 2), fur * 1.05, 1.0)  # the paw wrapped round it
    patch = list(PATCHES)[int(ctx.rng.integers(len(PATCHES)))]
    pk = -s  # the patched ear: the one toward the torch, in its light
    ex, ey = hx + pk * 0.145 * u, hy - 0.145 * u
    for k, m in zip((-1, 1), ears, strict=True):
        ctx.lit(m, bbox_of(m), fur, rim=0.6)
        if k == pk:
            pm = tilted_ellipse(ex, ey, 0.055 * u, 0.05 * u, 0.3, 6) * m
            ctx.lit(pm, bbox_of(pm), rgb(PATCHES[patch]), rim=0.4)
        else:
            blend(ctx.img, disc(hx + k * 0.14 * u, hy - 0.13 * u, 0.035 * u, 2), pale, 0.6)
    ctx.lit(head, bbox_of(head), fur, rim=0.7, separate=True)
    mx, my = hx - s * 0.03 * u, hy + 0.05 * u
    blend(ctx.img, ellipse(mx, my, 0.085 * u, 0.062 * u, 3), pale, 0.85)
    blend(ctx.img, ellipse(mx, my - 0.03 * u, 0.032 * u, 0.022 * u, 2), rgb("#2a1810"), 0.95)
    # after the paint: button eyes with a glint, the smile, stitches round the patch, a seam
    eyes = [(mx + k * 0.065 * u, hy - 0.03 * u) for k in (-1, 1)]
    dots = [disc(x, y, 0.022 * u, 1.5) for x, y in eyes]
    after_mask(ctx, np.maximum.reduce(dots), "#120a08", 0.95)
    glints = [disc(x + 3, y - 4, 3, 1) for x, y in eyes]
    after_mask(ctx, np.maximum.reduce(glints), "#fff4e0", 0.9)
    smile = [(mx + d * u, my + e * u) for d, e in ((-0.04, 0.0), (-0.02, 0.028), (0, 0.012))]
    smile += [(2 * mx - x, y) for x, y in smile[::-1]][1:]
    mouth = polylines([smile, [(mx, my - 0.015 * u), (mx, my + 0.012 * u)]], 3)
    after_mask(ctx, mouth, "#2a1810", 0.85)
    st = [
        [(ex + np.cos(a) * r0 * u, ey + np.sin(a) * r0 * u) for r0 in (0.05, 0.068)]
        for a in np.linspace(0, 2 * np.pi, 9, endpoint=False)
    ]
    after_mask(ctx, polylines(st, 2.5), "#f0e0c0", 0.8)
    seam = polylines([[(tx, fb - 0.44 * u), (tx, fb - 0.2 * u)]], 2.5)
    after_mask(ctx, seam, fur * 0.5, 0.5)
    teddy = np.clip(np.maximum.reduce([*legs, body, *ears, head, arm_dn, arm_up, torch]), 0, 1)
    return teddy, torch, patch


def stage(ctx: Ctx) -> Painted:
    _, s = third(ctx)  # the window behind the teddy on side s
    tx = W * (0.5 + s * ctx.u(0.17, 0.195))  # the teddy on that third, far from the wall's light
    night = ctx.pal.name == "night"
    wall = rgb("#3a4a78") if night else rgb("#6a4636")
    ctx.img[:] = wall * (0.8 + 0.35 * YY / H)[..., None]
    ctx.img *= (1 + 0.1 * (smooth_noise(ctx.rng, 160) - 0.5))[..., None]
    fy = H * 0.88  # the floor
    grain = aniso_noise(ctx.rng, 260, 6) - 0.5
    floor_c = (rgb("#27304e") if night else rgb("#4a2c1e")) * (1 + 0.25 * grain[..., None])
    blend(ctx.img, box(-5, fy, W + 5, H + 5, 2), np.clip(floor_c, 0, 1))
    blend(ctx.img, box(-5, fy - 6, W + 5, fy + 4, 2), wall * 0.5)
    sy, _, _ = _window(ctx, s, wall)
    # the bed on the other side: a headboard at the edge, a pillow, a quilt over a small child
    top = H * ctx.u(0.78, 0.79)
    child, bed = _bed(ctx, s, top, QUILTS["night" if night else "interior"])
    focus_on(ctx, child, 4, weight=0.7)
    said = "a child asleep in bed, only a small shape under the covers"
    add_element(ctx, said, "secondary", bbox_of(child), ("child", "sleep", "bed", "night"))
    add_element(ctx, "a bed with a patchwork quilt", "frame", bbox_of(bed), ("bed", "quilt"))
    # the monster's shadow on the wall over the bed, and the torch's pool of light on it
    pcx, pcy = W * (0.5 - s * ctx.u(0.225, 0.235)), H * ctx.u(0.235, 0.245)
    mh = H * ctx.u(0.34, 0.35)
    mon = blur(_monster(pcx, pcy + 0.36 * mh, mh, ctx.rng), 3) * (top - 60 > YY)
    blend(ctx.img, mon, wall * 0.28, 0.9)
    pool = tilted_ellipse(pcx, pcy, W * 0.115, H * 0.08, ctx.u(-0.25, 0.25))
    pool_soft = blur(pool, 18)
    blend(ctx.img, pool_soft, rgb("#ffdc98"), 0.85)
    glow(ctx.img, pcx, pcy, 420, "#ffd890", 0.3)
    # the monster's edge melts away round the light
    melt = np.clip(blur(pool, 60) * 1.6, 0, 1) * mon * (1 - pool_soft)
    blend(ctx.img, melt, rgb("#c8a070"), 0.4)
    mouse, _ = icon_mask("rat", pcx, pcy + H * 0.005, H * 0.105, flip=s < 0)
    blend(ctx.img, blur(mouse, 1.5), rgb("#3a2618"), 0.92)
    focus_on(ctx, np.maximum(pool, mon * 0.6), 6, weight=0.8)
    focus_on(ctx, mouse, 3)
    said = "the huge shadow of a scary monster on the wall, melting away"
    add_shadow_element(ctx, said, "secondary", mon, ("shadow", "monster", "fear", "night"))
    said = "the small shadow of a mouse in the torchlight"
    add_shadow_element(ctx, said, "secondary", mouse, ("shadow", "mouse", "small", "harmless"))
    # the teddy on the sill, its arm raised and bent, the torch by its cheek aimed at the pool
    u = H * ctx.u(0.36, 0.375)
    fb = sy + 6  # its feet
    paw = (tx - s * 0.33 * u, fb - 0.52 * u)
    dx, dy = pcx - paw[0], pcy - paw[1]
    dn = float(np.hypot(dx, dy))
    lens = (paw[0] + dx / dn * 0.14 * u, paw[1] + dy / dn * 0.14 * u)
    ctx.light = lens
    # the beam, from the lens to the pool
    nx, ny, r_far = -dy / dn, dx / dn, W * 0.12
    ends = [(lens[0] + nx * 20, lens[1] + ny * 20), (lens[0] - nx * 20, lens[1] - ny * 20)]
    ends += [(pcx - nx * r_far, pcy - ny * r_far), (pcx + nx * r_far, pcy + ny * r_far)]
    cone = polygon_fine(ends)
    blend(ctx.img, blur(cone, 6), rgb("#ffe0a0"), 0.55)
    blend(ctx.img, blur(cone, 40) * (1 - pool), rgb("#ffe8b8"), 0.25)
    glow(ctx.img, lens[0], lens[1], u * 0.8, "#ffd890", 0.35)
    fur_name = list(FURS)[int(ctx.rng.integers(len(FURS)))]
    teddy, torch, patch = _teddy(ctx, tx, fb, u, s, paw, lens, rgb(FURS[fur_name]))
    later_glow(ctx, lens[0], lens[1], 70, "#fff0c0", 0.7, core=10)
    focus_on(ctx, teddy, 5)
    said = f"a worn old {fur_name} teddy bear with a patched ear, holding up a torch"
    tags = ("teddy bear", "toy", "guardian", "childhood", "courage")
    add_element(ctx, said, "main", bbox_of(teddy), tags)
    add_element(ctx, "a little red torch", "secondary", bbox_of(torch), ("torch", "light"))
    return Painted(
        f"At night in a child's bedroom, a worn old {fur_name} teddy bear with a {patch} patch "
        "on its ear stands awake on the windowsill and holds up a little torch: on the wall above "
        "the sleeping child's bed, the huge shadow of a monster melts away where the beam falls, "
        "and in the light there is only the small shadow of a mouse.",
        ["courage", "childhood fears", "guardian", "night", "tenderness", "bedtime", "light"],
        setting="by torchlight in a dark bedroom",
    )


PREMISE = Premise(
    name="teddy-keeps-watch",
    figure="teddy bear",
    palettes=("interior", "night"),
    stage=stage,
    max_cards=1,
)
