"""Premise "clock-oversleeps": Roles swapped: the morning sun is already high, and the alarm
clock sleeps in, tucked up in bed with its head on the pillow under a patchwork quilt, while
a rooster crows at it from the windowsill."""

from __future__ import annotations

import numpy as np

from ..kit.paint import XX, YY, H, W, aniso_noise, blend, blur, box, disc, ellipse, glow, rgb
from ..kit.place import add_element, focus_on, main, pick, sec, third
from ..kit.premise import Painted, Premise
from ..kit.scene import Ctx
from ..kit.shapes import mask_bbox, polygon_fine, polylines

QUILTS = {
    "warm": ("#c8553a", "#e8b04a", "#f0e4cc", "#6a8a5a", "#a8453a"),
    "cool": ("#3f5f8a", "#e8d8b0", "#8ab0c8", "#c8603a", "#f0ece4"),
    "green": ("#5f8a4a", "#f0e4cc", "#c89a3a", "#3a6a6a", "#e8a080"),
}


def stage(ctx: Ctx) -> Painted:
    x, s = third(ctx)
    ctx.room(0.88)
    # a bright morning window on the far side, the sun already high in it
    wx = W / 2 - s * ctx.u(230, 270)
    wy0, wy1 = H * 0.07, H * 0.36
    day = ctx.sub(pick(ctx, ["noon", "spring"]))
    day.texture_sky()
    day.celestial(wx + s * 50, wy0 + 90, 46, "sun")
    day.clouds(2, 0.12, 0.3, 0.5)
    ctx.window(wx - 165, wy0, wx + 165, wy1, day.img)
    ctx.light = (wx, wy0 + 100)
    glow(ctx.img, wx, H * 0.22, 700, ctx.pal.light, 0.35)
    # a beam of sun slanting from the window across the bed
    beam = polygon_fine(
        [
            (wx - 150, wy1),
            (wx + 150, wy1),
            (x + s * 60 + 260, H * 0.78),
            (x + s * 60 - 260, H * 0.78),
        ]
    )
    blend(ctx.img, blur(beam, 30), ctx.c("light"), 0.22)
    # the sill, and a rooster on it crowing toward the bed
    sill = box(wx - 200, wy1 + 36, wx + 200, wy1 + 62, 2)
    ctx.lit(sill, mask_bbox(sill), rgb("#efe6d6"), rim=0.2)
    sec(ctx, "rooster", wx, wy1 + 36 - H * 0.05, H * 0.1, flip=s < 0)
    # the bed seen from its side, close: a wooden headboard behind the pillow on the clock's
    # side, the mattress across the card
    by = H * 0.6  # the top of the mattress
    wood = rgb(pick(ctx, ["#7a4a2e", "#5a3a2a", "#9a6a3e"]))
    hb_x = x + s * 330
    head = box(min(hb_x, hb_x + s * 110), H * 0.38, max(hb_x, hb_x + s * 110), H * 0.92, 3)
    head = np.maximum(head, ellipse(hb_x + s * 55, H * 0.38, 70, 40, 3))
    ctx.lit(head, mask_bbox(head), wood, rim=0.3)
    this_side = (XX * s < (hb_x - s * 2) * s).astype(np.float32)  # the bed's side of the head
    frame = box(-10, by + H * 0.2, W + 10, by + H * 0.3, 3) * this_side
    ctx.lit(frame, mask_bbox(frame), wood * 0.9, rim=0.2)
    # the pillow, and the clock lying back on it, a nightcap on its head
    ch = H * 0.28
    rot = -22 * s
    th = np.radians(rot)
    cx, cy = x, by - ch * 0.32

    def at(dx: float, dy: float) -> tuple[float, float]:
        """A point of the clock (offsets in its own upright frame) on the card."""
        return (
            cx + dx * np.cos(th) + dy * np.sin(th),
            cy - dx * np.sin(th) + dy * np.cos(th),
        )

    px, _ = at(0, -0.25 * ch)
    pillow = ellipse(px + s * 40, by - 30, 290, 120, 8)
    ctx.lit(pillow, mask_bbox(pillow), rgb("#f4efe6"), rim=0.4)
    cm = main(ctx, "alarm-clock", cx, cy, ch, rot=rot, label="an alarm clock asleep in bed")
    dx_, dy_ = at(0, 0.09 * ch)
    dial = disc(dx_, dy_, 0.36 * ch, 3) * np.clip(1 - cm * 1.4, 0, 1)
    blend(ctx.img, dial, rgb("#f6efdc"), 0.95)
    blend(ctx.img, dial * np.clip((YY - dy_) / (0.7 * ch), 0, 1), rgb("#b8a890"), 0.5)
    cap_col, band_col = [("#3f5f8a", "#f0ece4"), ("#2f6f5a", "#f4e8d0")][int(ctx.rng.integers(2))]
    tip = at(-s * 0.42 * ch, -0.62 * ch)
    cap_pts = [at(-0.22 * ch, -0.4 * ch), at(-0.05 * ch, -0.66 * ch), tip]
    cap_pts += [at(0.12 * ch, -0.6 * ch), at(0.24 * ch, -0.4 * ch)]
    if s > 0:
        cap_pts = [at(-0.24 * ch, -0.4 * ch), at(-0.12 * ch, -0.6 * ch), tip]
        cap_pts += [at(0.05 * ch, -0.66 * ch), at(0.22 * ch, -0.4 * ch)]
    cap = polygon_fine(cap_pts)
    ctx.lit(cap, mask_bbox(cap), rgb(cap_col), rim=0.5)
    b0, b1 = at(-0.25 * ch, -0.4 * ch), at(0.25 * ch, -0.4 * ch)
    band = polylines([[b0, b1]], 0.07 * ch)
    ctx.lit(band, mask_bbox(band), rgb(band_col), rim=0.3)
    pom = disc(tip[0], tip[1], 0.06 * ch, 3)
    ctx.lit(pom, mask_bbox(pom), rgb(band_col), rim=0.4)
    add_element(ctx, "a nightcap", "secondary", mask_bbox(cap), ("object", "sleep", "bedtime"))
    focus_on(ctx, cap + pom + dial, 4)
    # the quilt, pulled up to the clock's face, over the mattress to the card's far edge
    top = by + ch * 0.02
    xs = np.linspace(-20, W + 20, 40)
    lump = np.exp(-(((xs - x) / 200) ** 2)) * 60
    edge = top + 14 * np.sin(xs / 90 + ctx.u(0, 6)) - lump
    pts = [(float(a), float(b)) for a, b in zip(xs, edge, strict=True)]
    quilt = polygon_fine([*pts, (W + 20, by + H * 0.23), (-20, by + H * 0.23)])
    quilt *= this_side
    colours = QUILTS[pick(ctx, list(QUILTS))]
    tile = 120
    ox, oy = ctx.u(0, tile), ctx.u(0, tile)
    img = np.zeros((H, W, 3), np.float32)
    for j in range(-1, H // tile + 2):
        for i in range(-1, W // tile + 2):
            c = rgb(colours[(i * 2 + j * 3) % len(colours)])
            img[
                max(0, int(oy + j * tile)) : max(0, int(oy + (j + 1) * tile)),
                max(0, int(ox + i * tile)) : max(0, int(ox + (i + 1) * tile)),
            ] = c
    folds = aniso_noise(ctx.side(), 90, 260) - 0.5
    img *= (1 + 0.25 * folds)[..., None]
    # seams between the patches
    seam = ((np.arange(W) - ox) % tile < 5)[None, :] | ((np.arange(H) - oy) % tile < 5)[:, None]
    img *= 1 - 0.3 * seam[..., None]
    # shade: lit toward the window, darker under the lump and toward the viewer
    shade = np.clip((YY - top) / (H * 0.3), 0, 1)
    img *= (1 - 0.3 * shade)[..., None]
    blend(ctx.img, quilt, np.clip(img, 0, 1))
    # the turned-down sheet along the quilt's top edge, and the quilt's shadow on the clock
    sheet = np.clip(quilt - np.roll(quilt, 34, 0), 0, 1)
    blend(ctx.img, sheet, rgb("#f6f1e8"), 0.9)
    shadow = np.clip(np.roll(quilt, -14, 0) - quilt, 0, 1) * np.maximum(cm, dial)
    blend(ctx.img, blur(shadow, 5), ctx.img * 0.5, 0.6)
    # the bed runs off the card on purpose: the quilt frames the scene, as a table does
    qb = mask_bbox(quilt)
    add_element(ctx, "a patchwork quilt", "frame", qb, ("object", "home", "sleep", "bed"))
    ctx.focus[:] = np.maximum(ctx.focus, blur(sheet, 4) * 0.6)
    return Painted(
        "The morning sun is already high, and an alarm clock sleeps in, tucked up in bed with "
        "its head on the pillow under a patchwork quilt, while a rooster crows at it from the "
        "windowsill.",
        ["roles reversed", "rest", "time", "routine", "habit", "bedtime", "waiting", "cosiness"],
        setting="in a sunny bedroom in the morning",
    )


PREMISE = Premise(
    name="clock-oversleeps",
    figure="alarm-clock",
    palettes=("dawn", "mint", "spring"),
    stage=stage,
    max_cards=1,
)
