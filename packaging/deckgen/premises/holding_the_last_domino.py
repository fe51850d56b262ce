"""Premise "holding-the-last-domino": Seen from low down on a wooden floor, a long curving line
of big dominoes has toppled one after another, each leaning on the next; at the end of the
line a small tortoise braces the last falling tile with the back of its shell and holds the
whole chain back from a little house of cards standing just ahead of it, in a low sun that lays
long shadows.

The dominoes, the floor and the house of cards are drawn in perspective from a camera low over
the floor (each tile a box leaning on the next, its visible faces lit by the one low light,
its shadow cast on the boards by the same light; the pips and edges drawn again after the
paint); the tortoise is an icon lit as a volume, its shell's gaps closed.
"""

from __future__ import annotations

import numpy as np
from PIL import Image, ImageDraw

from ..kit.figures import bbox_of
from ..kit.games import TILE_H, Dominoes, cubic_along, domino_lean, domino_shadows, house_of_cards
from ..kit.light import after_mask
from ..kit.masks import closed_silhouette
from ..kit.paint import XX, YY, Arr, H, W, blend, blur, fbm, glow, icon_mask, mix, rgb
from ..kit.perspective import flat_shadow, shadow_dir
from ..kit.place import add_element, focus_on
from ..kit.premise import Painted, Premise
from ..kit.scene import Ctx
from ..kit.shapes import polylines

V3 = tuple[float, float, float]


def _norm(v: np.ndarray) -> np.ndarray:
    out: np.ndarray = v / float(np.linalg.norm(v))
    return out


def stage(ctx: Ctx) -> Painted:
    s = 1 if ctx.rng.random() < 0.5 else -1  # the tortoise's side; the chain comes from -s
    # a camera a little above the floor, looking down the room at a slant
    cam_h = ctx.u(3.6, 3.9)
    pitch = ctx.u(0.1, 0.16)
    cp, sp_ = float(np.cos(pitch)), float(np.sin(pitch))
    zt = 3.2  # the tortoise's depth

    def zc_of(y: float, z: float) -> float:
        return z * cp - (y - cam_h) * sp_

    f = ctx.u(280, 295) * zc_of(0.5, zt)  # a tile there is this many pixels tall
    # the tortoise's feet stand at 0.82 H
    cy0 = H * 0.82 + f * (-cam_h * cp + zt * sp_) / zc_of(0.0, zt)
    hy = cy0 - f * sp_ / cp  # the horizon

    def proj(p: V3 | np.ndarray) -> tuple[float, float]:
        x, y, z = float(p[0]), float(p[1]), float(p[2])
        zc = zc_of(y, z)
        return W / 2 + f * x / zc, cy0 - f * ((y - cam_h) * cp + z * sp_) / zc

    def wx(sx: float, z: float) -> float:
        return (sx - W / 2) * zc_of(0.0, z) / f

    def floor_z(sy: Arr) -> Arr:
        """The depth of the floor seen at screen row `sy`."""
        k = (cy0 - sy) / f
        out: Arr = cam_h * (cp + k * sp_) / np.maximum(sp_ - k * cp, 1e-3)
        return out

    z_wall = 18.0
    fy = proj((0.0, 0.0, z_wall))[1]  # where the floor meets the wall

    # the one light: a low sun through a window behind us on the chain's side, falling across
    # the floor in a broad band toward the tortoise's side and away from us
    lvec = _norm(np.array([-s * 0.8, 0.27, -0.55]))
    cam = np.array([0.0, cam_h, 0.0])
    warm = rgb("#ffd9a0")
    xt = W / 2 + s * ctx.u(0.03, 0.06) * W  # the tortoise
    xt_w = wx(xt, zt)
    dl = _norm(np.array([-lvec[0], -lvec[2]]))  # the light's way across the floor

    def in_sun(x: np.ndarray | float, z: np.ndarray | float) -> np.ndarray:
        """1 in the band of sun on the floor, 0 in the room's shade."""
        dist = np.abs((np.asarray(x) - xt_w) * dl[1] - (np.asarray(z) - zt) * dl[0])
        out: np.ndarray = np.clip((3.0 - dist) / 1.0, 0, 1)
        return out

    # the wall: plaster in the palette's colour, in the shade, dimmer toward the top
    wall = (fy > YY).astype(np.float32)
    ctx.img *= (1 - 0.4 * np.clip((fy - YY) / fy, 0, 1) * wall)[..., None]
    plaster = fbm(ctx.rng, 120, 3) - 0.5
    ctx.img *= ((1 + 0.16 * plaster * wall) * (1 - 0.2 * wall))[..., None]
    # where the sun reaches the wall: a bright four-paned patch, slanted
    px0 = W / 2 + s * ctx.u(0.12, 0.2) * W
    pw, ph = ctx.u(260, 300), ctx.u(190, 220)
    py1 = fy - ctx.u(50, 80)
    sk = s * ph * 0.6  # the slant of the light
    quad = [
        (px0 - pw / 2 + sk, py1 - ph),
        (px0 + pw / 2 + sk, py1 - ph),
        (px0 + pw / 2, py1),
        (px0 - pw / 2, py1),
    ]
    im = Image.new("L", (W, H), 0)
    ImageDraw.Draw(im).polygon(quad, fill=255)
    patch = np.asarray(im, np.float32) / 255
    bars = polylines(
        [
            [((quad[0][0] + quad[1][0]) / 2, py1 - ph), ((quad[3][0] + quad[2][0]) / 2, py1)],
            [
                ((quad[0][0] + quad[3][0]) / 2, py1 - ph / 2),
                ((quad[1][0] + quad[2][0]) / 2, py1 - ph / 2),
            ],
        ],
        14,
    )
    patch = blur(np.clip(patch - bars, 0, 1), 3)
    glow(ctx.img, px0 + sk / 2, py1 - ph / 2, 420, "#ffd9a0", 0.16)
    blend(ctx.img, patch, mix(ctx.c("light"), warm, 0.5), 0.6)
    # a skirting board along the foot of the wall
    base = (fy - 22 < YY) * (fy >= YY)
    blend(ctx.img, blur(base.astype(np.float32), 1.5), mix(ctx.c("ground"), ctx.c("ink"), 0.4))

    # the floor: boards running away from us, grain, the band of sun lying across it
    floor = np.clip((YY - fy) / 2 + 0.5, 0, 1).astype(np.float32)
    wood = mix(rgb("#8a5a36"), ctx.c("ground"), 0.2)
    gr = fbm(ctx.rng, 60, 3) - 0.5
    fz = floor_z(np.maximum(YY, hy + 1))
    sun_f = blur(in_sun((XX - W / 2) * (fz * cp + cam_h * sp_) / f, fz).astype(np.float32), 6)
    tone = wood * (1 + 0.18 * gr)[..., None]
    tone = tone * (0.6 + 0.7 * sun_f)[..., None] + warm * (0.12 * sun_f)[..., None]
    blend(ctx.img, floor, np.clip(tone, 0, 1))
    seams = []
    for k in range(-40, 41):
        xk = k * 0.42
        seams.append([proj((xk, 0.0, z_wall)), proj((xk, 0.0, 1.2))])
    seam_m = polylines(seams, 2.5) * floor  # drawn after the paint, between the figures
    blend(ctx.img, blur(seam_m, 2), rgb("#2a160c"), 0.25)

    # the tortoise, in front of the last tile, facing away from the chain
    gyt = proj((0.0, 0.0, zt))[1]  # the floor's y at the tortoise
    th = H * ctx.u(0.15, 0.16)
    tilt = s * ctx.u(4.0, 6.0)  # leaning into it, head low
    tm0, tbb = icon_mask("tortoise", xt, gyt - th / 2, th, s < 0, tilt)
    tw = tbb[2] - tbb[0]
    # where the last tile rests: on the back end of its shell, which it sets against it
    cx_s, cy_s = xt - s * tw * 0.36, tbb[1] + th * 0.28
    h_c = (gyt - cy_s) / (gyt - proj((0.0, 1.0, zt))[1])
    th_last = float(np.arccos(np.clip(h_c / TILE_H, 0.2, 0.95)))
    # the chain's last stretch runs toward +s and a little away from us, so that the tiles
    # lying on one another turn their faces (and pips) up toward us
    a_end = ctx.u(0.35, 0.5)
    d_end = np.array([s * np.cos(a_end), np.sin(a_end)])
    contact = np.array([wx(cx_s, zt), zt])
    p3 = contact - d_end * TILE_H * np.sin(th_last)
    # the chain's curve on the floor: from far back on the tortoise's side it swings across
    # to the other side, comes toward us and turns back along the front to the tortoise
    far_x, mid_x = ctx.u(3.6, 4.4), ctx.u(2.4, 2.8)
    mid_z = ctx.u(7.0, 8.0)
    sp = ctx.u(0.5, 0.55)
    tiles: list[tuple[float, float, np.ndarray, float]] = []
    tries = [(sw, dip) for sw in (1.0, 0.9, 0.8, 0.7, 0.6, 0.5) for dip in (1.0, 0.75, 0.5)]
    for swing, dip in tries:
        p0 = np.array([s * far_x * swing, 15.5])
        pm = np.array([-s * mid_x * swing, mid_z])
        ts = np.linspace(0, 1, 400)[:, None]
        seg_a = cubic_along(
            p0, p0 + np.array([-s * 3.5 * swing, 0.0]), pm + np.array([0, 3.0]), pm, ts
        )
        seg_b = cubic_along(pm, pm + np.array([0, -3.0 * dip]), p3 - d_end * 2.4 * dip, p3, ts)
        curve = np.concatenate([seg_a, seg_b[1:]])
        seg = np.hypot(*np.diff(curve, axis=0).T)
        arc = np.concatenate([[0], np.cumsum(seg)])
        n_tiles = int(arc[-1] / sp)
        tiles = []  # (pivot x, pivot z, direction, lean), from the tortoise back
        lean = th_last
        for k in range(n_tiles):
            at = arc[-1] - k * sp
            i = int(np.searchsorted(arc, at).clip(1, len(arc) - 1))
            d = _norm(curve[i] - curve[i - 1])
            tiles.append((float(curve[i][0]), float(curve[i][1]), d, lean))
            lean = min(domino_lean(lean, sp), lean + 0.07) + ctx.u(-0.03, 0.03)
        tiles[0] = (float(p3[0]), float(p3[1]), d_end, th_last)
        xs = [proj((x + sg * 0.6, 0.0, z))[0] for x, z, _d, _l in tiles for sg in (-1, 1)]
        near_z = min(z for _x, z, _d, _l in tiles)
        if min(xs) > 30 and max(xs) < W - 30 and near_z > zt - 0.25:
            break
    kind = "cream" if ctx.rng.random() < 0.75 else "black"
    values = [(int(ctx.rng.integers(7)), int(ctx.rng.integers(7))) for _ in tiles]

    # their shadows on the boards, cast away from the light, long
    sc = 2
    shadow = blur(domino_shadows(tiles, proj, lvec, sc), 3) * floor
    blend(ctx.img, shadow * (0.3 + 0.7 * sun_f), ctx.img * 0.3, 0.85)

    # the tiles, far to near: each face a plane lit by the low sun, the pips on the broad face
    # turned toward us; those behind the tortoise first, then the animal, then those in front
    amb = mix(ctx.sky_at(0.4), ctx.c("ground"), 0.4)
    dominoes = Dominoes(tiles, values, kind, proj, cam, lvec, warm, amb, in_sun, sc)
    body = closed_silhouette(tm0, tbb)
    behind = [j for j, t in enumerate(tiles) if t[1] >= zt]
    front = [j for j, t in enumerate(tiles) if t[1] < zt]
    chain = dominoes.paint(ctx, behind, body)

    # the tortoise: its shadow first, cast by the same low sun, then the animal itself
    ctx.light = (xt + s * 900, gyt - 420)
    flat_shadow(ctx, body, gyt, shadow_dir(proj, lvec, wx(xt, zt), zt), floor * (1 - chain))
    ctx.contact(tm0, tbb)
    ctx.lit(body, tbb, rgb("#3a2e1e"), rim=0.0)
    ctx.subject(
        "tortoise",
        xt,
        gyt - th / 2,
        th,
        "main",
        fill="#8a7a48",
        flip=s < 0,
        rot=tilt,
        rim=0.8,
        tags=("animal", "slow", "shell", "strength"),
        label="a small tortoise bracing the last falling domino with its back",
        separate=False,
    )
    focus_on(ctx, tm0, 6, 2.0)
    chain = np.maximum(chain, dominoes.paint(ctx, front, np.zeros((H, W), np.float32)))
    # the near tiles keep their pips under the brush; the far ones go loose
    depth_y = np.clip((YY - fy) / (gyt - fy), 0, 1)
    focus_on(ctx, chain * (0.4 + 0.6 * depth_y), 3, 1.6)
    add_element(
        ctx,
        f"a long curving line of toppled {kind} dominoes",
        "secondary",
        bbox_of(chain),
        ("dominoes", "chain", "game", "falling"),
    )

    # the house of cards just beyond it, safe
    zh = zt - 0.15
    gyh = proj((0.0, 0.0, zh))[1]
    hx = wx(xt + s * (tw * 0.5 + ctx.u(140, 160)), zh)
    hcol, house, h_ink, h_edge = house_of_cards(proj, hx, zh, -s * ctx.u(0.5, 0.7), lvec, cam, sc)
    flat_shadow(ctx, house, gyh, shadow_dir(proj, lvec, hx, zh), floor * (1 - chain) * (1 - body))
    ctx.img[:] = ctx.img * (1 - house[..., None]) + hcol * house[..., None]
    focus_on(ctx, house, 4, 2.0, weight=0.9)
    after_mask(ctx, h_edge, "#fffaf0", 0.6)
    after_mask(ctx, h_ink, "#b02838", 0.85)
    # the boards' seams, crisp between the figures
    clear = floor * (1 - chain) * (1 - np.clip(body * 2, 0, 1)) * (1 - np.clip(house * 2, 0, 1))
    after_mask(ctx, seam_m * clear, "#2a160c", 0.3)
    add_element(
        ctx,
        "a little house of playing cards",
        "secondary",
        bbox_of(house),
        ("cards", "fragile", "house", "game"),
    )
    setting = {
        "interior": "in the low evening sun",
        "lavender": "in a lavender evening light",
        "desert": "in the warm low sun",
    }[ctx.pal.name]
    return Painted(
        f"Seen from low down on a wooden floor, a long curving line of big {kind} dominoes has "
        "toppled one after another, each leaning on the next; at the very end of the line a "
        "small tortoise braces the last falling tile with the back of its shell and holds the "
        "whole chain back from a little house of cards standing just ahead of it, their long "
        "shadows stretched across the boards.",
        [
            "courage",
            "protection",
            "holding on",
            "small but mighty",
            "fragility",
            "keeping safe",
            "responsibility",
            "chain reaction",
            "patience",
        ],
        setting=setting,
    )


PREMISE = Premise(
    name="holding-the-last-domino",
    figure="tortoise",
    palettes=("interior", "lavender"),
    stage=stage,
    max_cards=1,
    frame=False,
)
