"""A desert under a low sun: rows of dunes to the horizon, near sand raked by wind
ripples, a line of small camels walking along a far crest."""

from __future__ import annotations

import numpy as np

from .light import after_mask
from .paint import XX, YY, Arr, H, W, aniso_noise, blend, blur, fbm, icon_mask, mix, rgb
from .scene import Ctx
from .shapes import polygon_fine


def dunes(ctx: Ctx, hz: float, foot: float, s: int) -> list[Arr]:
    """Rows of dunes from the horizon down to y=foot, nearer rows taller: each row's crest
    catches the low sun (gold, brightest where the crest faces it, on side s) and its face
    falls into a deep violet shadow toward the next row in front of it (row after row, like
    the swell of a sea). Returns the rows' crest lines, far to near."""
    far = ctx.sky_at(hz / H - 0.02)
    gold = rgb("#f0b468")
    violet = rgb("#5a3e66")
    xs = np.linspace(0, 1, W, dtype=np.float32)
    n = 5
    ys = [hz + (foot - hz) * ((k + 1) / n) ** 1.35 - 10 for k in range(n)]
    lines = []
    for k in range(n):
        t = (k + 1) / n
        ph = ctx.u(0, 6)
        per = ctx.u(0.4, 0.75) / (1 + 0.4 * t)
        # the swells differ: their height wanders along the row, their spacing too
        amp = (14 + 70 * t) * (0.55 + 0.9 * aniso_noise(ctx.rng, 300, 40, (1, W))[0])
        warp = 0.9 * np.sin(xs * ctx.u(2, 5) + ph) + 0.5 * np.sin(xs * ctx.u(7, 11) + 2 * ph)
        wav = np.abs(np.sin(xs / per * np.pi + ph + warp))
        noise = aniso_noise(ctx.rng, 150, 40, (1, W))[0]
        sharp = ctx.u(0.4, 0.7)
        line = (ys[k] - amp * (1 - wav**sharp) - 10 * (noise - 0.5)).astype(np.float32)
        lines.append(line)
        m = np.clip((YY - line[None, :]) / 1.5 + 0.5, 0, 1).astype(np.float32)
        slope = np.gradient(line)  # < 0 where the crest rises toward +x
        facing = np.clip(0.5 - slope * s * 0.8, 0, 1)[None, :]  # the crest's side toward the sun
        band = (ys[min(k + 1, n - 1)] - ys[k] if k < n - 1 else foot - ys[k]) + amp * 0.6
        down = np.clip((YY - line[None, :]) / (band * (0.35 + 0.6 * facing)), 0, 1)
        col = mix(gold, far, 0.55 * (1 - t) ** 1.5)
        shade = mix(violet, far, 0.5 * (1 - t) ** 1.5)
        tone = col + (shade - col) * (down[..., None] ** 0.8)
        grain = aniso_noise(ctx.side(), 90, 10) - 0.5
        tone = tone * (1 + 0.06 * t * grain[..., None])
        blend(ctx.img, m, np.clip(tone, 0, 1))
        crest = m * np.clip(1 - (YY - line[None, :]) / 4, 0, 1) * facing
        blend(ctx.img, crest, ctx.c("light"), 0.6)
    return lines


def rippled_sand(ctx: Ctx, top: float) -> None:
    """The near sand: a broad slope with sinuous wind ripples, wider toward the viewer, each a
    lit back and a thin shadowed lee (the low sun rakes across them)."""
    top_line = top + 22 * np.sin(XX / 310 + ctx.u(0, 6)) + 12 * np.sin(XX / 130 + ctx.u(0, 6))
    near = np.clip((YY - top_line) / 3, 0, 1).astype(np.float32)
    sand = rgb("#e4a868")
    d = np.clip((YY - top) / (H - top), 0, 1)
    side = ctx.side()
    wob = 2.6 * (fbm(side, 240, 2) - 0.5) + 0.7 * np.sin(
        XX / 300 + YY / 700 + float(side.uniform(0, 6))
    )
    phase = 11 * np.log1p((YY - top).clip(0) / 28) + wob * (0.4 + d)
    tooth = (phase % 1.0).astype(np.float32)
    back = np.clip((tooth - 0.55) / 0.45, 0, 1) ** 1.5  # the lit back of a ripple
    lee = np.clip((0.2 - tooth) / 0.2, 0, 1)  # its shadowed lee, just past the crest
    broad = fbm(ctx.rng, 200, 3) - 0.5
    col = sand[None, None, :] * (1 + 0.18 * broad[..., None]) * (1 - 0.12 * d[..., None])
    blend(ctx.img, near, np.clip(col, 0, 1))
    blend(ctx.img, near * back * (0.3 + 0.7 * d), ctx.c("light"), 0.3)
    blend(ctx.img, blur(near * lee, 1.5) * (0.3 + 0.7 * d), rgb("#9a5a48"), 0.45)
    # the dune's own swell: the foreground falls away into a soft shade
    sw = np.clip((YY - (H * 0.9 + 50 * np.sin(XX / 420 + ctx.u(0, 6)))) / 200, 0, 1)
    blend(ctx.img, sw * near, rgb("#8a5a58"), 0.35)


def camel_train(ctx: Ctx, crest: Arr, x0: float, s: int) -> list[tuple[int, int, int, int]]:
    """A line of small camels walking along a crest (its y at each x), dark against the
    glare, each with its long shadow toward s."""
    boxes = []
    n = 3 + int(ctx.rng.integers(2))
    ch = H * ctx.u(0.03, 0.033)
    for k in range(n):
        cx = x0 + s * k * ch * 1.4
        y = float(crest[int(np.clip(cx, 0, W - 1))]) + 4
        cy = y - ch / 2
        m, bb = icon_mask("camel", cx, cy, ch * (1 - 0.05 * k), flip=s < 0)
        sh = polygon_fine(
            [
                (cx - ch * 0.35, y),
                (cx + ch * 0.35, y),
                (cx + ch * 0.3 + s * ch * 1.6, y + ch * 0.45),
                (cx - ch * 0.4 + s * ch * 1.6, y + ch * 0.45),
            ]
        )
        blend(ctx.img, blur(sh, 2) * (1 - m), rgb("#8a5a58"), 0.45)
        blend(ctx.img, m, rgb("#4a2a2a"), 0.6)
        # smaller than the brush: the silhouette again, crisp, after the paint
        after_mask(ctx, m, "#3a2024", 0.92)
        boxes.append(bb)
    return boxes
