"""Premise "spider-mends-the-wing": in a meadow against a low sun, a big orange butterfly
rests on a daisy with its wings open, one forewing torn; a small dark garden spider, its hunter,
stands on the torn wing and sews the tear shut with a needle and its own white silk, the neat
stitches already closing half of it.

The butterfly is drawn from shapes in three-quarter view (the far wings narrower), its wings
lit from behind like stained glass; the spider is drawn from parts (cephalothorax, abdomen with
a pale cross, eight jointed legs, the front pair on the needle). The stitches, the thread, the
needle's glint, the spider's eyes and the butterfly's antennae come after the paint.
"""

from __future__ import annotations

import numpy as np

from ..kit.light import after_mask, later_glow
from ..kit.paint import XX, YY, Arr, H, W, blend, blur, disc, ellipse, glow, mix, rgb
from ..kit.paint import smooth_noise as snoise
from ..kit.place import add_element, focus_on, third
from ..kit.premise import Painted, Premise
from ..kit.scene import Ctx
from ..kit.shapes import cubic, mask_bbox, polygon_fine, polylines, ribbon, tilted_ellipse

Pt = tuple[float, float]
# wing outlines in the wing's own frame (x outward from the body, y down), as cubic chains
FORE = [
    ((16, -46), (150, -250), (370, -350), (505, -345)),
    ((505, -345), (535, -250), (500, -80), (425, 8)),
    ((425, 8), (300, 36), (120, 40), (16, 14)),
]
HIND = [
    ((14, 4), (190, -20), (390, 50), (385, 160)),
    ((385, 160), (375, 290), (230, 360), (130, 330)),
    ((130, 330), (60, 300), (30, 200), (14, 60)),
]
ORANGE = ("#d2600c", "#ffb444")  # a monarch's orange, in shade and with the sun behind it


def _outline(chain: list[tuple[Pt, Pt, Pt, Pt]], to: object) -> list[Pt]:
    pts: list[Pt] = []
    for a, b, c, d in chain:
        pts += cubic(to(*a), to(*b), to(*c), to(*d), 24)  # type: ignore[operator]
    return pts


def _wing(ctx: Ctx, to: object, chain: list, fore: bool, glow_m: Arr) -> tuple[Arr, list[Pt]]:
    """One wing: orange cells brighter where the sun shines through, black veins and a black
    margin; returns its mask and its outline."""
    pts = _outline(chain, to)
    m = polygon_fine(pts)
    inner = np.clip((blur(m, 16) - 0.72) * 6, 0, 1) * m
    dark, bright = (rgb(c) for c in ORANGE)
    base = to(24, -10 if fore else 20)  # type: ignore[operator]
    near = np.exp(-((XX - base[0]) ** 2 + (YY - base[1]) ** 2) / (2 * 210.0**2))
    cells = dark[None, None, :] + (bright - dark)[None, None, :] * glow_m[..., None]
    cells *= (1 - 0.3 * near)[..., None]
    blend(ctx.img, m, rgb("#1c1412"))
    blend(ctx.img, inner, np.clip(cells, 0, 1))
    veins = []
    for k in range(3, len(pts) - 3, 9 if fore else 8):
        tip = pts[k]
        mid = ((base[0] + tip[0]) / 2, (base[1] + tip[1]) / 2 + 8)
        veins.append([base, mid, tip])
    blend(ctx.img, polylines(veins, 9) * m, rgb("#1c1412"), 0.9)
    if fore:  # the black apex with two pale spots
        ax, ay = to(440, -300)  # type: ignore[operator]
        blend(ctx.img, blur(disc(ax, ay, 95, 2), 10) * m, rgb("#1c1412"), 0.95)
        for u, v in ((420, -290), (468, -250)):
            p = to(u, v)  # type: ignore[operator]
            blend(ctx.img, disc(p[0], p[1], 14, 2), rgb("#ffcf80"), 0.9)
    return m, pts


def _margin_dots(ctx: Ctx, pts: list[Pt], m: Arr, r: float) -> None:
    field = np.zeros((H, W), np.float32)
    for k in range(2, len(pts) - 2, 4):
        (x0, y0), (x1, y1) = pts[k - 1], pts[k + 1]
        nx, ny = y1 - y0, -(x1 - x0)
        n = float(np.hypot(nx, ny)) or 1.0
        cx, cy = pts[k][0] + nx / n * 13, pts[k][1] + ny / n * 13
        if m[int(np.clip(cy, 0, H - 1)), int(np.clip(cx, 0, W - 1))] > 0.5:
            field = np.maximum(field, disc(cx, cy, r, 1.2))
        cx, cy = pts[k][0] - nx / n * 13, pts[k][1] - ny / n * 13
        if m[int(np.clip(cy, 0, H - 1)), int(np.clip(cx, 0, W - 1))] > 0.5:
            field = np.maximum(field, disc(cx, cy, r, 1.2))
    after_mask(ctx, field, "#f6efe0", 0.7)


def _spider(ctx: Ctx, c: Pt, ang: float, sc: float, grip: Pt) -> Arr:
    """A garden spider seen from above at ``c`` facing ``ang`` (radians), its front feet on
    ``grip``; paints it and returns its mask."""
    fx, fy = float(np.cos(ang)), float(np.sin(ang))

    def p(a: float, b: float) -> Pt:
        return (c[0] + (fx * a - fy * b) * sc, c[1] + (fy * a + fx * b) * sc)

    legs = []
    for sd in (-1, 1):  # the front pair up to the needle, three pairs planted on the wing
        legs.append(
            [p(34, sd * 18), p(90, sd * 80), (grip[0] - fy * sd * 9, grip[1] + fx * sd * 9)]
        )
        for a0, kn, tp in (
            ((12, 24), (50, 125), (110, 175)),
            ((-6, 26), (-10, 140), (20, 210)),
            ((-22, 22), (-90, 120), (-140, 175)),
        ):
            legs.append([p(a0[0], sd * a0[1]), p(kn[0], sd * kn[1]), p(tp[0], sd * tp[1])])
    leg_m = np.maximum(polylines(legs, 20 * sc), polylines([[q[1]] for q in legs], 27 * sc))
    ceph = tilted_ellipse(*p(22, 0), 52 * sc, 44 * sc, ang)
    abdomen = tilted_ellipse(*p(-92, 0), 92 * sc, 76 * sc, ang)
    fur = rgb(str(ctx.rng.choice(["#2a1a12", "#261c16", "#30201a"])))
    ctx.lit(leg_m, mask_bbox(leg_m), fur, rim=0.9)
    body = np.maximum(ceph, abdomen)
    ctx.lit(abdomen, mask_bbox(abdomen), fur * 1.15, rim=0.9, separate=True)
    ctx.lit(ceph, mask_bbox(ceph), fur * 1.3, rim=0.9)
    # a garden spider's pale freckles on its back, and two big shiny eyes
    dots = [
        disc(*p(a, b), 8 * sc, 1.2)
        for a, b in ((-60, -30), (-60, 30), (-110, -26), (-110, 26), (-85, 0))
    ]
    blend(ctx.img, np.maximum.reduce(dots), rgb("#e8d4b0"), 0.75)
    eyes = np.maximum(disc(*p(58, -16), 11 * sc, 1.2), disc(*p(58, 16), 11 * sc, 1.2))
    after_mask(ctx, eyes, "#0c0808", 0.95)
    shine = np.maximum(disc(*p(62, -18), 4 * sc, 1), disc(*p(62, 14), 4 * sc, 1))
    after_mask(ctx, shine, "#ffffff", 0.95)
    whole = np.clip(np.maximum(body, leg_m), 0, 1)
    focus_on(ctx, whole, 4, 2.0)
    return whole


def stage(ctx: Ctx) -> Painted:
    _x, s = third(ctx)  # the spider on a vertical third, side s
    # the sky against the sun, without the palette's dark top
    if ctx.pal.name == "golden":
        from ..kit.paint import vgrad

        ctx.img[:] = vgrad(ctx.pal.sky, -0.75, 1.05)
    ctx.texture_sky(0.04)
    bx, by = W / 2 - s * ctx.u(60, 80), H * ctx.u(0.47, 0.49)
    sun = (bx - s * ctx.u(230, 270), by - ctx.u(370, 400))  # just over the far forewing
    ctx.light = sun
    glow(ctx.img, sun[0], sun[1], 760, ctx.pal.light, 0.55)
    blend(ctx.img, disc(sun[0], sun[1], 95, 6), rgb(ctx.pal.light), 0.95)
    gen = ctx.side()
    for _ in range(14):  # out-of-focus specks of light in the air
        x, y, r = gen.uniform(0, W), gen.uniform(0, H * 0.75), gen.uniform(20, 60)
        blend(ctx.img, blur(disc(x, y, r, 3), 6), rgb(ctx.pal.light), float(gen.uniform(0.12, 0.3)))
    # the meadow below, out of focus: a green band, grass blades, a few blurred flowers
    gy = H * 0.7
    field = np.clip((YY - gy - 80 * (snoise(ctx.rng, 200) - 0.5)) / 90, 0, 1).astype(np.float32)
    green = mix(mix(rgb("#5e8a3a"), ctx.c("ground"), 0.3), ctx.c("light"), 0.2)
    blend(ctx.img, field, green * (1 - 0.25 * np.clip((YY - gy) / (H - gy), 0, 1))[..., None], 0.95)
    blades = []
    for _ in range(60):
        x0 = float(gen.uniform(-40, W + 40))
        y0 = H + 40
        top = float(gen.uniform(gy - 60, gy + 240))
        lean = float(gen.uniform(-90, 90))
        blades.append(
            cubic((x0, y0), (x0, (y0 + top) / 2), (x0 + lean * 0.6, top + 40), (x0 + lean, top), 10)
        )
    blend(ctx.img, blur(polylines(blades, 16), 5), green * 0.55, 0.7)
    tips = blur(polylines(blades, 7), 2) * np.clip((gy + 260 - YY) / 260, 0, 1)
    blend(ctx.img, tips, ctx.c("light"), 0.45)  # the low sun catching the grass
    for _ in range(12):
        x, y = gen.uniform(0, W), gen.uniform(gy + 40, H - 60)
        col = str(gen.choice(["#fff6e0", "#f4d040", "#e05a3a"]))
        blend(ctx.img, blur(disc(x, y, float(gen.uniform(14, 30)), 3), 5), rgb(col), 0.7)
    # the daisy it rests on: a stem from below, white petals seen from the side, a gold heart
    fx, fy = bx + s * 6, by + 310
    bend = [(fx + s * 140, H + 30), (fx + s * 90, H * 0.86), (fx - s * 20, fy + 200)]
    stem = ribbon(cubic(*bend, (fx, fy + 30), 30), [30] * 31, 2)
    ctx.lit(stem, mask_bbox(stem), mix(ctx.c("ground"), rgb("#3c6a2c"), 0.5), rim=0.5)
    petals = []
    for a in np.linspace(0, 2 * np.pi, 18, endpoint=False):
        ex, ey = fx + 170 * np.cos(a), fy + 50 * np.sin(a)
        petals.append(
            tilted_ellipse(
                (fx + ex) / 2, (fy + ey) / 2 + 8, 92, 20, float(np.arctan2(ey - fy, ex - fx))
            )
        )
    petal_m = np.maximum.reduce(petals)
    ctx.lit(petal_m, mask_bbox(petal_m), rgb("#f6f2ea"), rim=0.6)
    heart = ellipse(fx, fy - 8, 70, 40, 2)
    ctx.lit(heart, mask_bbox(heart), rgb("#e8a820"), rim=0.5)
    focus_on(ctx, np.maximum(petal_m, heart), 3, weight=0.6)
    daisy = mask_bbox(np.maximum(petal_m, heart))
    add_element(ctx, "a white daisy", "secondary", daisy, ("flower", "daisy", "meadow"))
    # the butterfly: far wings narrower (three-quarter view), wings lit from behind
    sz = ctx.u(0.96, 1.0)

    def frame(side: int) -> object:
        k = sz * (1.0 if side == s else 0.66)
        return lambda u, v: (bx + side * u * k, by + v * sz)

    shine = np.clip(blur(disc(sun[0], sun[1], 420, 2), 160) * 1.4, 0, 1) * 0.6 + 0.35
    shine = np.clip(shine + 0.25 * snoise(ctx.rng, 90), 0, 1).astype(np.float32)
    glow(ctx.img, bx, by - 80, 700, ctx.pal.light, 0.3)  # the sun's haze round the wings
    bg = ctx.img.copy()
    masks, outlines = [], []
    for side in (-s, s):
        to = frame(side)
        for chain, fore in ((HIND, False), (FORE, True)):
            m, pts = _wing(ctx, to, chain, fore, shine)
            masks.append(m)
            outlines.append((pts, m))
    # the tear in the near forewing: sewn shut from its inner end to the spider, open beyond
    to = frame(s)
    t_in, t_out = to(ctx.u(95, 115), ctx.u(-85, -70)), to(512, ctx.u(-105, -90))
    f = ctx.u(0.4, 0.46)
    mx, my = t_in[0] + (t_out[0] - t_in[0]) * f, t_in[1] + (t_out[1] - t_in[1]) * f
    ux, uy = t_out[0] - t_in[0], t_out[1] - t_in[1]
    ln = float(np.hypot(ux, uy))
    ux, uy = ux / ln, uy / ln
    nx, ny = (-uy, ux) if ux > 0 else (uy, -ux)  # toward the lower flap
    jag = ctx.side()
    upper, lower = [], []
    for k in range(13):
        t = k / 12
        px, py = mx + (t_out[0] - mx) * t, my + (t_out[1] - my) * t
        w = 5 + 60 * t**0.8
        upper.append(
            (px - nx * (w + float(jag.uniform(-6, 6))), py - ny * (w + float(jag.uniform(-6, 6))))
        )
        lower.append(
            (px + nx * (w + float(jag.uniform(-6, 6))), py + ny * (w + float(jag.uniform(-6, 6))))
        )
    gap = polygon_fine([*upper, (t_out[0] + ux * 60, t_out[1] + uy * 60), *lower[::-1]])
    near_fore = masks[3]
    sky_gap = np.clip(gap * near_fore, 0, 1)
    # what shows through the gap: the sky and the meadow behind, lit
    blend(ctx.img, sky_gap, bg, 1.0)
    seam = polylines([[t_in, (mx, my)]], 5) * near_fore
    blend(ctx.img, seam, rgb("#3a1c0c"), 0.8)
    wings = np.clip(np.maximum.reduce(masks) - sky_gap, 0, 1)
    for pts, m in outlines:
        _margin_dots(ctx, pts, m * (1 - sky_gap), 6.5)
    # the body: head, furry thorax, long abdomen resting on the daisy; white dots on it
    thorax = ellipse(bx, by + 10, 34, 66, 2)
    head = disc(bx + s * 4, by - 64, 30, 2)
    abdo = tilted_ellipse(bx - s * 4, by + 150, 26, 104, s * 0.05)
    body = np.clip(thorax + head + abdo, 0, 1)
    ctx.lit(body, mask_bbox(body), rgb("#241a16"), rim=0.7)
    spots = np.maximum.reduce([disc(bx + s * 10, by - 70 + k * 22, 5, 1.2) for k in range(3)])
    after_mask(ctx, spots, "#f6efe0", 0.9)
    ant = [
        cubic(
            (bx + d * 14, by - 88),
            (bx + d * 40, by - 180),
            (bx + d * 90, by - 240),
            (bx + d * 120, by - 290),
            16,
        )
        for d in (-1, 1)
    ]
    after_mask(ctx, polylines(ant, 6), "#1c1412", 0.95)
    after_mask(
        ctx, np.maximum(disc(*ant[0][-1], 11, 1.5), disc(*ant[1][-1], 11, 1.5)), "#1c1412", 0.95
    )
    fly = np.clip(wings + body, 0, 1)
    focus_on(ctx, fly, 4, weight=0.85)
    add_element(
        ctx,
        "a big orange butterfly with a torn wing, resting on a daisy",
        "secondary",
        mask_bbox(fly),
        ("butterfly", "wings", "insect", "fragile", "wound", "healing"),
    )
    # the stitches across the sewn part: white silk, slanted, after the paint
    n_st = 5
    stitches = []
    for k in range(n_st):
        t = (k + 0.5) / n_st
        px, py = t_in[0] + (mx - t_in[0]) * t, t_in[1] + (my - t_in[1]) * t
        stitches.append(
            [
                (px - nx * 36 - ux * 12, py - ny * 36 - uy * 12),
                (px + nx * 36 + ux * 12, py + ny * 36 + uy * 12),
            ]
        )
    st_m = polylines(stitches, 12)
    after_mask(ctx, blur(st_m, 3), "#3a1c0c", 0.5)
    after_mask(ctx, st_m, "#fffaf0", 0.97)
    # the spider on the upper flap behind the last stitch: it holds the needle up high and
    # draws the thread taut out of the seam
    sc = ctx.u(1.05, 1.12)
    cx_, cy_ = mx - nx * 150 * sc - ux * 40 * sc, my - ny * 150 * sc - uy * 40 * sc
    fa, fb = np.cos(0.35), np.sin(0.35)  # facing out along the tear, looking a little up
    hx, hy = ux * fa - nx * fb, uy * fa - ny * fb
    grip = (cx_ + hx * 230 * sc - nx * 90, cy_ + hy * 230 * sc - ny * 90)
    dx, dy = grip[0] - mx, grip[1] - my
    dl = float(np.hypot(dx, dy))
    dx, dy = dx / dl, dy / dl
    eye_p, tip = (grip[0] - dx * 60, grip[1] - dy * 60), (grip[0] + dx * 150, grip[1] + dy * 150)
    ang = float(np.arctan2(hy, hx))
    needle = polylines([[eye_p, tip]], 15)
    ctx.lit(needle, mask_bbox(needle), rgb("#b8bcc8"), rim=0.9)
    spider = _spider(ctx, (cx_, cy_), ang, sc, grip)
    after_mask(ctx, polylines([[eye_p, tip]], 4) * (1 - spider), "#ffffff", 0.8)
    after_mask(ctx, disc(eye_p[0] + dx * 8, eye_p[1] + dy * 8, 3, 1), "#30303a", 0.9)
    thread = polylines([[(mx, my), eye_p]], 7)
    after_mask(ctx, blur(thread, 3), "#3a1c0c", 0.35)
    after_mask(ctx, thread, "#fffaf0", 0.97)
    later_glow(ctx, tip[0], tip[1], 50, "#ffffff", 0.6)
    later_glow(ctx, sun[0], sun[1], 260, ctx.pal.light, 0.45)
    later_glow(ctx, mx, my, 30, "#ffffff", 0.4)
    add_element(
        ctx,
        "a small dark garden spider sewing",
        "main",
        mask_bbox(spider),
        ("spider", "animal", "sewing", "care", "hunter", "enemy", "mending"),
    )
    add_element(
        ctx,
        "a needle and white thread",
        "secondary",
        mask_bbox(np.maximum(needle, thread)),
        ("needle", "thread", "sewing", "stitches", "mending"),
    )
    return Painted(
        "In a summer meadow a big orange butterfly rests on a white daisy with its wings open, "
        "one of them torn; a small dark garden spider stands on the torn wing and sews it up "
        "with a needle and white thread, half of the tear already neatly stitched.",
        ["mending", "healing", "kindness", "enemies", "second chance", "care", "fragility"],
    )


PREMISE = Premise(
    name="spider-mends-the-wing",
    figure="spider",
    palettes=("golden",),
    stage=stage,
    max_cards=1,
    frame=False,
)
