"""Premise "snail-lends-its-shell": close up on a windowsill by an open window on a windy
evening, a snail has taken off its shell and set it over the last lit candle like a lampshade so
the wind can't blow the flame out; the shell glows, and two candles nearer the window are out.

The snail and its shell are drawn from parts; the smoke and the petals come after the paint.
"""

from __future__ import annotations

import numpy as np

from ..kit.light import after_mask, later_glow
from ..kit.paint import XX, YY, H, W, blend, blur, box, ellipse, glow, mix, rgb
from ..kit.paint import smooth_noise as noise
from ..kit.paint import vgrad as gradient
from ..kit.place import add_element, focus_on, third
from ..kit.premise import Painted, Premise
from ..kit.scene import Ctx
from ..kit.shapes import cubic, mask_bbox, polygon_fine, polylines, tilted_ellipse

Pt = tuple[float, float]
SKIES = {
    "golden": [(0, "#b8643a"), (0.5, "#e9a25c"), (1, "#ffe2a4")],
    "spring": [(0, "#5f9e98"), (0.55, "#a9d6c6"), (1, "#f6f0d2")],
}
WALLS = {"golden": "#5e4636", "spring": "#4e625c"}


def _spiral(cx: float, cy: float, r0: float, r1: float, turns: float, s: int) -> list[Pt]:
    """A shell's spiral suture from radius r0 in to r1, `turns` times round, turning by s."""
    th = np.linspace(0, turns * 2 * np.pi, int(60 * turns))
    r = r0 * np.exp(np.log(r1 / r0) * th / th[-1])
    return [
        (cx + s * ri * np.cos(t + 1.2), cy + ri * np.sin(t + 1.2))
        for ri, t in zip(r, th, strict=True)
    ]


def stage(ctx: Ctx) -> Painted:
    pal = ctx.pal.name
    mx, s = third(ctx)  # the snail and its candle on a vertical third, side s
    mx = W / 2 + s * W * 0.2
    ox = W / 2 - s * W * ctx.u(0.32, 0.34)  # the candle blown out, on the other side
    wind = s  # the wind blows in at the window and on toward the snail
    # the room: a dim plastered wall
    wall = rgb(WALLS[pal])
    ctx.img[:] = wall * (1 + 0.1 * (noise(ctx.rng, 120) - 0.5))[..., None]
    # old striped wallpaper
    stripes = np.sin(XX * np.pi * 17 / W)
    ctx.img *= (1 + 0.07 * np.sign(stripes) * np.abs(stripes) ** 0.3)[..., None]
    # the window: wide open onto a windy evening sky, low hills and bent trees
    wx0, wx1 = (W * 0.05, W * 0.74) if s > 0 else (W * 0.26, W * 0.95)
    wy0, wy1 = H * 0.05, H * ctx.u(0.63, 0.65)
    view = ctx.sub(pal)
    view.img[:] = gradient(SKIES[pal])
    view.texture_sky(0.05)
    sun_x, sun_y = ox + wind * W * 0.05, H * 0.42
    glow(view.img, sun_x, sun_y, 420, "#fff4d8", 0.6)
    view.streaks(0.12, 0.3, 0.5)
    view.hills(0.47, 3, amp=36)
    ctx.img[:] = (
        ctx.img * (1 - box(wx0, wy0, wx1, wy1, 2)[..., None])
        + view.img * box(wx0, wy0, wx1, wy1, 2)[..., None]
    )
    frame = mix(wall, rgb("#1c1410"), 0.45)
    t = 26
    for bx in (
        box(wx0 - t, wy0 - t, wx1 + t, wy0, 2),
        box(wx0 - t, wy0, wx0, wy1, 2),
        box(wx1, wy0, wx1 + t, wy1, 2),
    ):
        blend(ctx.img, bx, frame)
    # the casement swung open into the room on the far side, its glass catching the sky
    hx = wx0 if wind > 0 else wx1
    cwd = W * 0.17
    case = polygon_fine(
        [(hx, wy0 + 10), (hx + wind * cwd, wy0 + 60), (hx + wind * cwd, wy1 - 40), (hx, wy1)]
    )
    inner_case = polygon_fine(
        [
            (hx + wind * 22, wy0 + 36),
            (hx + wind * (cwd - 18), wy0 + 82),
            (hx + wind * (cwd - 18), wy1 - 64),
            (hx + wind * 22, wy1 - 24),
        ]
    )
    blend(ctx.img, case, frame * 1.2)
    blend(ctx.img, inner_case, mix(view.sky_at(0.2), rgb("#ffffff"), 0.3), 0.85)
    blend(ctx.img, inner_case * (np.abs(XX - hx - wind * cwd * 0.5) < 6), frame, 0.9)
    # the sill: a deep wooden ledge seen from a little above, and the wall under it
    sy0, sy1 = wy1 + 20, H * 0.86
    sill = polygon_fine([(wx0 - 50, sy0), (wx1 + 50, sy0), (W + 40, sy1), (-40, sy1)])
    wood = rgb("#9c7452" if pal == "golden" else "#8c7a62")
    grain = 1 + 0.14 * (noise(ctx.rng, 40) - 0.5)
    blend(ctx.img, sill, np.clip(wood * grain[..., None], 0, 1), 1.0)
    blend(ctx.img, box(-40, sy1, W + 40, sy1 + 50, 2), wood * 0.7, 1.0)
    blend(ctx.img, box(-40, sy1 + 50, W + 40, H + 40, 2), wall * 0.6, 1.0)
    # the candle flame is the scene's light
    cy_base = sy0 + (sy1 - sy0) * 0.52
    ch = H * 0.1
    ctop = cy_base - ch
    fx, fy = mx, ctop - 70
    ctx.light = (fx, fy)
    # its warm light on the wall, the sill and the air round it
    warm = np.exp(-(((XX - fx) ** 2 + ((YY - fy) * 0.8) ** 2) / (2 * 420.0**2))).astype(np.float32)
    tint = rgb("#ffb45a")
    ctx.img[:] = np.clip(
        ctx.img * (1 + 0.35 * warm[..., None]) + tint * 0.16 * warm[..., None], 0, 1
    )
    # the candle: a cream stub with drips, in a brass saucer
    cw = 48
    wax = box(mx - cw, ctop, mx + cw, cy_base, 2)
    wax = np.maximum(wax, ellipse(mx, ctop, cw, 14, 2))
    for dx in (-0.6, 0.1, 0.7):
        dl = ctx.u(30, 90)
        wax = np.maximum(wax, ellipse(mx + dx * cw, ctop + dl * 0.5, 9, dl * 0.5, 2))
    saucer = ellipse(mx, cy_base + 6, 120, 26, 2)
    ctx.contact(saucer, mask_bbox(saucer))
    ctx.lit(saucer, mask_bbox(saucer), rgb("#c99a46"), rim=0.6)
    ctx.lit(wax, mask_bbox(wax), rgb("#f4e6c8"), rim=0.9)
    blend(ctx.img, ellipse(mx, ctop + 2, cw - 6, 10, 2), rgb("#fff2cc"), 0.9)
    # the flame: tall and still, bright white at the core
    flame = tilted_ellipse(fx, fy, 26, 66, 0.0) * (fy + 50 > YY)
    flame = np.maximum(flame, ellipse(fx, fy + 30, 22, 34, 2))
    glow(ctx.img, fx, fy, 260, "#ffb040", 0.55)
    blend(ctx.img, flame, rgb("#ffc850"), 1.0)
    blend(ctx.img, ellipse(fx, fy + 14, 13, 36, 3), rgb("#fffbe8"), 1.0)
    blend(ctx.img, ellipse(fx, fy + 52, 7, 9, 2), rgb("#5a70c8"), 0.6)
    later_glow(ctx, fx, fy, 230, "#ffd27a", 0.4, core=0)
    after_mask(ctx, ellipse(fx, fy + 14, 11, 30, 3), "#fffdf0", 0.85)
    # the shell, set over the candle's top like a lampshade, glowing from within
    sr = ctx.u(160, 172)
    scx, scy = mx - s * 10, fy - 40
    shell = ellipse(scx, scy, sr, sr * 0.94, 3)
    mouth = ellipse(mx, ctop - 8, 70, 34, 4)  # its opening, where the candle goes in
    inner = np.exp(-(((XX - fx) ** 2 + (YY - fy - 20) ** 2) / (2 * (sr * 0.7) ** 2)))
    ctx.lit(shell, mask_bbox(shell), rgb("#c98a44"), rim=0.6)
    blend(ctx.img, shell * inner.astype(np.float32), rgb("#ffd27e"), 0.75)
    spiral = _spiral(scx + s * 6, scy + 6, sr * 0.92, sr * 0.08, 2.6, s)
    sut = polylines([spiral], 10) * shell
    blend(ctx.img, blur(sut, 2), rgb("#6a3a1c"), 0.65)
    bands = polylines([_spiral(scx + s * 6, scy + 6, sr * 0.75, sr * 0.06, 2.6, s)], 22) * shell
    blend(ctx.img, blur(bands, 6), rgb("#ffe6b0"), 0.35)
    blend(ctx.img, mouth * (1 - blur(wax, 2)), rgb("#fff0c0"), 0.9)
    after_mask(ctx, polylines([spiral], 4) * shell, "#5a3018", 0.6)
    later_glow(ctx, mx, ctop - 4, 170, "#ffcf70", 0.45)
    # the snail, bare without its shell, on the sill beside the candle, looking up at it
    c = rgb("#a08e7a")
    k = 1.3  # the snail's size
    hx, hy = mx - s * 250, cy_base - 128 * k
    foot = ellipse(hx - s * 100 * k, cy_base + 8, 130 * k, 30 * k, 4)
    neck = tilted_ellipse(hx - s * 14 * k, cy_base - 58 * k, 40 * k, 84 * k, s * 0.3)
    head = ellipse(hx, hy, 40 * k, 36 * k, 3)
    body = np.clip(foot + neck + head, 0, 1)
    ctx.contact(body, mask_bbox(body))
    ctx.lit(body, mask_bbox(body), c, rim=0.9, separate=True)
    slime = ellipse(hx - s * 120 * k, cy_base + 24, 150 * k, 12, 4) * (1 - body)
    blend(ctx.img, slime, rgb("#fff4dc"), 0.35)
    stalks = [
        [
            (hx - s * 12 * k, hy - 20 * k),
            (hx + s * 4 * k, hy - 90 * k),
            (hx + s * 30 * k, hy - 130 * k),
        ],
        [
            (hx + s * 14 * k, hy - 16 * k),
            (hx + s * 50 * k, hy - 80 * k),
            (hx + s * 84 * k, hy - 108 * k),
        ],
    ]
    stalk_m = polylines(stalks, 11 * k)
    ctx.lit(stalk_m, mask_bbox(stalk_m), c * 0.95, rim=0.8)
    for p in stalks:
        blend(ctx.img, ellipse(p[-1][0], p[-1][1], 13 * k, 13 * k, 2), rgb("#3a2c26"))
        after_mask(ctx, ellipse(p[-1][0] + s * 3 * k, p[-1][1] - 4, 4, 4, 1), "#fff4dc", 0.9)
    feelers = [[(hx + s * 20 * k, hy + 14 * k), (hx + s * 56 * k, hy + 20 * k)]]
    feelers.append([(hx + s * 16 * k, hy + 24 * k), (hx + s * 48 * k, hy + 44 * k)])
    fm = polylines(feelers, 8 * k)
    ctx.lit(fm, mask_bbox(fm), c, rim=0.5)
    blend(
        ctx.img,
        polylines([[(hx + s * 10 * k, hy + 6 * k), (hx + s * 30 * k, hy + 4 * k)]], 4),
        rgb("#4a3a32"),
        0.7,
    )
    snail = np.clip(body + stalk_m + fm + shell, 0, 1)
    mb = mask_bbox(snail)
    focus_on(ctx, np.clip(snail + wax, 0, 1), 5, box=mb)
    add_element(
        ctx,
        "a bare snail whose shell sits over a lit candle like a lampshade",
        "main",
        mb,
        ("snail", "shell", "animal", "home", "protection"),
    )
    add_element(
        ctx,
        "a lit candle stub in a brass saucer",
        "secondary",
        mask_bbox(np.clip(wax + saucer + flame, 0, 1)),
        ("candle", "flame", "light", "hope"),
        icon=None,
    )
    # the other candles, blown out: their smoke streams off with the wind
    blown = np.zeros((H, W), np.float32)
    for j, (bx_, hf) in enumerate(((ox, ctx.u(0.15, 0.17)), (ox - wind * 120, ctx.u(0.09, 0.11)))):
        oh, obase = H * hf, cy_base + 14 + 30 * j
        owax = box(bx_ - 32, obase - oh, bx_ + 32, obase, 2)
        owax = np.maximum(owax, ellipse(bx_, obase - oh, 32, 9, 2))
        osaucer = ellipse(bx_, obase + 6, 80, 18, 2)
        ctx.contact(osaucer, mask_bbox(osaucer))
        ctx.lit(osaucer, mask_bbox(osaucer), rgb("#b98c40"), rim=0.5)
        ctx.lit(owax, mask_bbox(owax), rgb("#f2e8d2"), rim=0.5)
        blown = np.maximum(blown, np.clip(owax + osaucer, 0, 1))
        wick = (bx_, obase - oh - 14)
        smoke = cubic(
            wick,
            (bx_ + wind * 30, wick[1] - 110),
            (bx_ + wind * 170, wick[1] - 90),
            (bx_ + wind * 320, wick[1] - 260),
            40,
        )
        ph = ctx.u(0, 6)
        smoke = [(x, y + 14 * np.sin(i * 0.45 + ph) * i / 40) for i, (x, y) in enumerate(smoke)]
        for k in range(8):  # wisps widening and fading as they blow away
            seg = smoke[k * 5 : k * 5 + 6]
            fade = (1 - k / 8) ** 0.8
            sm = blur(polylines([seg], 22 + 7 * k), 3 + 2 * k)
            after_mask(ctx, sm, "#75706e", 0.6 * fade)
            after_mask(ctx, blur(polylines([seg], 9 + 3 * k), 2 + k), "#fbf7ee", 0.8 * fade)
        after_mask(ctx, polylines([[wick, (wick[0], wick[1] + 14)]], 4), "#1a1410", 0.9)
    add_element(
        ctx,
        "two candles just blown out, smoking",
        "frame",  # at the sill's end, their saucers run off the card's edge
        mask_bbox(blown),
        ("candle", "smoke", "wind"),
    )
    # petals blown in through the window, flying the wind's way
    pet = np.zeros((H, W), np.float32)
    for _ in range(22):
        u = ctx.u(0, 1)
        px = W / 2 - wind * W * 0.45 + wind * u * W * 0.95
        py = H * (0.16 + 0.22 * u) + ctx.u(-90, 90)
        if np.hypot(px - mx, py - fy) < 300:
            continue
        pet = np.maximum(pet, tilted_ellipse(px, py, 17, 9, ctx.u(-1, 1)))
    after_mask(ctx, pet, "#ffd6dc" if pal == "spring" else "#f2a54a", 0.9)
    flying = "blossom petals" if pal == "spring" else "leaves"
    return Painted(
        "Close up on a windowsill by an open window on a windy evening, a little snail has "
        "taken off its shell and set it over the last lit candle like a lampshade, so the wind "
        "cannot blow the flame out; the shell glows like a lamp while the bare snail looks up at "
        "it, and two candles nearer the window have already gone out, their smoke streaming "
        f"toward it with the blowing {flying}.",
        ["hope", "protection", "home", "light", "tenderness", "sacrifice", "giving"],
    )


PREMISE = Premise(
    name="snail-lends-its-shell",
    figure="snail",
    palettes=("golden", "spring"),
    stage=stage,
    max_cards=1,
)
