"""Premise "polar-bear-in-a-glass": close up on a café table by the sea in the summer heat, a
tall glass of lemonade with a striped straw and a slice of lemon on its rim; inside it, a
small polar bear stands on the last ice cube, melting, the last piece of home; drops run
down the cold glass, and a sparrow on the table looks on.

The glass is drawn from shapes: what is behind it shows through the lemonade shifted,
flipped and tinted (refraction), its walls catch the sun in long highlights, and the drops
of condensation on it are drawn after the paint.
"""

from __future__ import annotations

import numpy as np

from ..kit.drinks import (
    condensation,
    draw_drops,
    gingham_cloth,
    ice_cube,
    lemon_slice,
    striped_straw,
)
from ..kit.figures import bbox_of
from ..kit.light import after_mask, later_glow
from ..kit.masks import holes
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
    mix,
    rgb,
)
from ..kit.place import add_element, focus_on, sec
from ..kit.premise import Painted, Premise
from ..kit.scene import Ctx
from ..kit.shapes import polygon_fine, segment


def stage(ctx: Ctx) -> Painted:
    s = 1 if ctx.rng.random() < 0.5 else -1  # the glass stands on side s, the sun on -s
    ctx.texture_sky(0.05)
    sun_x, sun_y = W / 2 - s * W * ctx.u(0.28, 0.34), H * ctx.u(0.08, 0.12)
    ctx.celestial(sun_x, sun_y, 70, "sun")
    glow(ctx.img, sun_x, sun_y, 700, ctx.pal.light, 0.35)
    # the sea beyond the table: a deep band under the bright sky (the white bear stands out
    # against it), a path of glitter under the sun, and a low headland far off
    y_t = H * ctx.u(0.6, 0.62)
    y_sea = H * ctx.u(0.3, 0.32)
    gen = ctx.side()
    far_t = np.clip((YY - y_sea) / (y_t - y_sea), 0, 1)[..., None]
    deep_c = rgb("#1d4a78") if ctx.pal.name != "lavender" else rgb("#2a3f7a")
    sea = mix(ctx.sky_at(0.3), deep_c, 0.55) * (1 - far_t) + deep_c * far_t
    rip = aniso_noise(gen, 140, 8) - 0.5
    sea = sea * (1 + 0.16 * rip)[..., None]
    sea_m = np.clip((YY - y_sea) / 1.5 + 0.5, 0, 1).astype(np.float32)
    blend(ctx.img, sea_m, np.clip(sea, 0, 1))
    path = np.exp(-(((XX - sun_x) / (90 + 0.35 * (YY - y_sea))) ** 2)) * sea_m
    glint = np.clip((aniso_noise(gen, 40, 5) - 0.55) * 5, 0, 1) * path
    blend(ctx.img, glint, ctx.c("light"), 0.85)
    blend(ctx.img, box(-5, y_sea - 2, W + 5, y_sea + 3, 1.5), ctx.c("light"), 0.4)
    hx = W / 2 + s * W * ctx.u(0.36, 0.44)
    head = np.clip(ellipse(hx, y_sea + 10, W * 0.3, 70, 3) * (y_sea + 10 >= YY), 0, 1)
    blend(ctx.img, head, mix(rgb("#9a7a5a"), ctx.sky_at(0.3), 0.5))
    cloth = "#3a64a8"
    table = gingham_cloth(ctx, y_t, H * 0.42, cloth)
    hem = np.clip(blur(table, 3) - table, 0, 1)
    blend(ctx.img, np.clip(hem * 4, 0, 1), rgb("#2a3450"), 0.6)
    add_element(
        ctx, "a café table with a checked cloth", "frame", (0, int(y_t), W, H), ("table", "summer")
    )
    bg = ctx.img.copy()  # what the glass stands in front of

    # the glass: a tall tumbler, a little wider at the rim, seen a little from above
    gx = W / 2 + s * W * ctx.u(0.06, 0.09)
    y_top, y_bot = H * ctx.u(0.26, 0.28), H * ctx.u(0.83, 0.85)
    a_top, a_bot = ctx.u(285, 300), ctx.u(235, 245)
    e = 0.13  # ellipses' height over width

    def half(y: Arr | float) -> Arr | float:
        t = np.clip((y - y_top) / (y_bot - y_top), 0, 1)
        return a_top + (a_bot - a_top) * t

    hw = half(YY)
    body = np.clip((hw - np.abs(XX - gx)) / 1.5 + 0.5, 0, 1) * (y_top <= YY) * (y_bot >= YY)
    glass = np.maximum.reduce(
        [
            body.astype(np.float32),
            ellipse(gx, y_top, a_top, a_top * e, 1.5),
            ellipse(gx, y_bot, a_bot, a_bot * e, 1.5),
        ]
    )
    wall = 16.0
    inner = np.clip((hw - wall - np.abs(XX - gx)) / 1.5 + 0.5, 0, 1) * (y_top <= YY)
    inner = np.maximum(
        inner * (y_bot - 46 >= YY), ellipse(gx, y_top, a_top - wall, (a_top - wall) * e, 1.5)
    )
    # the drink's level: a little under half the glass (it has been drunk from, and the ice
    # has melted into it)
    y_l = y_top + (y_bot - y_top) * ctx.u(0.36, 0.4)
    a_l = float(half(y_l)) - wall
    surface = ellipse(gx, y_l, a_l, a_l * e, 1.5)
    drink = np.maximum(inner * (y_l <= YY), surface) * (y_bot - 40 >= YY)
    bottom = np.clip(glass - inner, 0, 1) * (y_bot - 60 < YY)  # the thick glass foot
    # its shadow on the cloth, cast away from the sun, light and lit by a caustic of
    # lemon-yellow light focused through the drink
    shx = gx + s * 230
    shadow = polygon_fine(
        [
            (gx - a_bot * 0.95, y_bot + 10),
            (gx + a_bot * 0.95, y_bot + 10),
            (shx + s * 60 + a_bot * 0.85, y_bot + 230),
            (shx + s * 60 - a_bot * 0.85, y_bot + 230),
        ]
    )
    shadow = blur(np.maximum(shadow, ellipse(shx + s * 60, y_bot + 230, a_bot * 0.85, 40, 2)), 12)
    blend(ctx.img, shadow * table, ctx.img * 0.35, 0.75)
    caus = blur(ellipse(shx + s * 40, y_bot + 170, 110, 30, 6), 16)
    blend(ctx.img, caus * shadow, rgb("#ffe680"), 0.55)
    glow(ctx.img, shx + s * 40, y_bot + 170, 110, "#ffe680", 0.2)
    # a wet ring on the cloth round its foot
    wet = np.clip(ellipse(gx, y_bot + 4, a_bot + 26, a_bot * e + 14, 6) - glass, 0, 1)
    blend(ctx.img, wet, ctx.img * 0.7, 0.6)

    # through the drink: what is behind the glass, flipped and squeezed by the water's lens,
    # lifted a little, tinted lemon and brightened by the sun in it
    sx_ = np.clip(gx - (XX - gx) * 1.5, 0, W - 1).astype(np.int32)
    sy_ = np.clip(YY + 70, 0, H - 1).astype(np.int32)
    seen = bg[sy_, sx_]
    lemon = rgb("#f0cc48")
    u = np.clip(np.abs(XX - gx) / np.maximum(hw - wall, 1), 0, 1)
    through = mix(seen, lemon, 0.55) * (1 + 0.18 * (1 - u**2))[..., None]
    through = through * (1 - 0.35 * np.clip((u - 0.8) / 0.2, 0, 1) ** 2)[..., None]
    deep = np.clip((YY - y_l) / (y_bot - y_l), 0, 1)[..., None]
    through = through * (1 - 0.12 * deep)
    blend(ctx.img, drink, np.clip(through, 0, 1))
    # above the drink: the glass's far wall, a faint cool tint and the background a little
    # shifted toward its edges
    air = np.clip(inner - drink, 0, 1) * (y_l + 4 > YY)
    # (near the walls the glass bends what is behind it: the horizon steps up there)
    sx2 = np.clip(XX + (XX - gx) * 0.08 * u**3, 0, W - 1).astype(np.int32)
    sy2 = np.clip(YY + 46 * np.clip((u - 0.72) / 0.2, 0, 1), 0, H - 1).astype(np.int32)
    seen2 = bg[sy2, sx2]
    blend(ctx.img, air, mix(seen2, rgb("#eef6f4"), 0.2) * 1.06)
    # the walls: the glass seen edge on, darker, then bright
    walls = np.clip(glass - inner, 0, 1) * (1 - bottom)
    edge_t = mix(bg, rgb("#3a4a48"), 0.35)
    blend(ctx.img, walls, edge_t, 0.85)
    # the thick foot: bright, full of broken refractions of the lemonade
    foot_seen = mix(bg[np.clip(2 * int(y_bot) - YY.astype(np.int32), 0, H - 1), sx_], lemon, 0.5)
    blend(ctx.img, bottom * (1 - drink), np.clip(foot_seen * 1.15, 0, 1), 0.9)
    # bubbles rising in the lemonade
    bub = np.zeros((H, W), np.float32)
    for _ in range(26):
        bx = gx + float(gen.uniform(-0.8, 0.8)) * a_bot
        by = float(gen.uniform(y_l + 40, y_bot - 70))
        bub = np.maximum(bub, disc(bx, by, float(gen.uniform(3, 8)), 1.2))
    blend(ctx.img, bub * drink, rgb("#fff8d8"), 0.6)
    # the surface of the drink: the sky's light on it, and the meniscus's bright line
    blend(ctx.img, surface, mix(lemon, rgb("#fff6d0"), 0.5), 0.75)
    men = np.clip(surface - ellipse(gx, y_l, a_l - 5, (a_l - 5) * e, 1.5), 0, 1)
    blend(ctx.img, men, rgb("#fffbe8"), 0.8)

    # the last ice cube, floating; mostly under the surface, its top just out of it, its
    # corners rounded off by melting
    cx = gx - s * ctx.u(0.0, 0.1) * a_l
    cw, ch = ctx.u(210, 225), ctx.u(175, 185)
    cube_top = y_l - ctx.u(62, 70)
    cube = ice_cube(ctx, cx, cube_top, cw, ch, y_l, s, lemon)
    focus_on(ctx, cube, 4, 1.5)
    # meltwater: a ring of ripples round it on the surface
    rip = np.clip(
        ellipse(cx, y_l + 4, cw * 0.95, cw * 0.95 * e + 6, 2)
        - ellipse(cx, y_l + 4, cw * 0.85, cw * 0.85 * e + 3, 2),
        0,
        1,
    ) * (1 - cube)
    after_mask(ctx, rip * surface, "#fffbe0", 0.6)
    add_element(
        ctx,
        "the last ice cube, melting",
        "secondary",
        bbox_of(cube),
        ("ice", "melting", "cold"),
    )
    # the polar bear, sitting on it, hunched, looking out over the rim
    bh = H * ctx.u(0.15, 0.16)
    bear = ctx.subject(
        "polar-bear",
        cx + s * 6,
        cube_top - bh * 0.46,
        bh,
        "main",
        flip=s > 0,
        tags=("animal", "cold", "melting", "home"),
        label="a small polar bear on the last ice cube",
        rim=0.7,
        fill="#f6f4ee",
        separate=False,
    )
    # white fur: its shadow side a cool pale blue-grey, not a grey
    blend(ctx.img, bear, rgb("#fbfaf4"), 0.5)
    blend(ctx.img, bear * np.clip((XX - (cx + s * 6)) * s / 120, 0, 1), rgb("#b8c8e0"), 0.25)
    focus_on(ctx, bear, 4, 2.0)
    # its eyes and nose (the icon's holes), dark and crisp after the paint
    after_mask(ctx, holes(bear), "#1e2230", 0.9)

    # the straw: red and white stripes, in the glass leaning on its rim on the far side
    # from the bear, bent at the surface where the water breaks its line
    sd = s
    p_low = (gx + sd * 0.15 * a_bot, y_bot - 70)
    p_surf = (gx + sd * 0.55 * a_l, y_l)
    kink = -sd * 40
    p_rim = (gx + sd * (a_top - 30), y_top)
    dxu, dyu = p_rim[0] - p_surf[0], p_rim[1] - p_surf[1]
    p_end = (p_rim[0] + dxu * 0.55, p_rim[1] + dyu * 0.55)
    sw = 30.0
    under_m, under_b = striped_straw((p_low[0] + kink, p_low[1]), (p_surf[0] + kink, p_surf[1]), sw)
    under_m = under_m * drink
    red = rgb("#d8343a")
    blend(ctx.img, under_m, mix(rgb("#fff4e8"), lemon, 0.35), 0.8)
    blend(ctx.img, under_m * under_b, mix(red, lemon, 0.35), 0.85)
    up_m, up_b = striped_straw(p_surf, p_end, sw)
    up_m = up_m * (y_l + 2 >= YY)
    ctx.lit(up_m, bbox_of(up_m), rgb("#fbf4ea"), rim=0.6, separate=False)
    blend(ctx.img, up_m * up_b, red, 0.85)
    # the straw's shading along its length: light on the sun's side
    ang = np.arctan2(dyu, dxu)
    off = np.cos(ang + np.pi / 2) * -s * 9, np.sin(ang + np.pi / 2) * -s * 9
    hl_s = segment(p_surf[0] + off[0], p_surf[1] + off[1], p_end[0] + off[0], p_end[1] + off[1], 6)
    after_mask(ctx, hl_s * up_m, "#ffffff", 0.5)
    add_element(
        ctx,
        "a striped straw",
        "secondary",
        bbox_of(np.maximum(up_m, under_m)),
        ("straw", "summer", "drink"),
    )

    # a slice of lemon on the rim on the sun's side: a wheel cut to the middle, sitting
    # astride the glass like a little sun
    lr = ctx.u(82, 90)
    lx, ly = gx - s * (a_top - 6), y_top - lr * 0.35
    wheel = lemon_slice(ctx, lx, ly, lr)
    focus_on(ctx, wheel, 4, 1.5, weight=0.8)
    add_element(
        ctx, "a slice of lemon on the rim", "secondary", bbox_of(wheel), ("lemon", "sun", "summer")
    )

    # the rim: a bright ring; long highlights down the walls on the sun's side
    rim_m = np.clip(
        ellipse(gx, y_top, a_top, a_top * e, 1.5)
        - ellipse(gx, y_top, a_top - 9, (a_top - 9) * e, 1.5),
        0,
        1,
    ) * (1 - wheel)
    blend(ctx.img, rim_m, rgb("#ffffff"), 0.8)
    # the glass's outline stays crisp through the paint: its two outer edges from the rim down
    # and the front of the rim, thin bright lines drawn after the brush
    outl = np.maximum.reduce(
        [
            segment(gx - a_top + 3, y_top, gx - a_bot + 3, y_bot - 10, 4),
            segment(gx + a_top - 3, y_top, gx + a_bot - 3, y_bot - 10, 4),
            rim_m * (y_top <= YY) * 0.9,
        ]
    ) * (1 - wheel)
    after_mask(ctx, outl, "#ffffff", 0.55)
    ls = -s  # the sun's side
    hl = np.zeros((H, W), np.float32)
    for frac, w, a in ((0.78, 22, 0.55), (0.62, 8, 0.45), (-0.86, 10, 0.35)):
        xx0 = gx + ls * frac * a_top
        xx1 = gx + ls * frac * a_bot
        m = segment(xx0, y_top + 40, xx1, y_bot - 60, w) * (1 - wheel)
        hl = np.maximum(hl, m * a)
    blend(ctx.img, blur(hl, 2), rgb("#ffffff"), 1.0)
    # the glass is cold: below the drink's level its outside is misted with condensation
    mistm = glass * (y_l + 10 < YY) * (1 - blur(hl, 3) * 2).clip(0, 1)
    fog_n = aniso_noise(gen, 8, 8) * 0.6 + 0.4
    blend(ctx.img, mistm * fog_n, rgb("#fbfbf0"), 0.18)
    focus_on(ctx, glass, 6, 1.2, weight=0.6)
    add_element(
        ctx,
        "a tall glass of lemonade",
        "secondary",
        bbox_of(np.maximum(glass, wheel)),
        ("glass", "drink", "summer", "cold"),
    )

    # drops of condensation running down the glass, and their trails: after the paint
    drops = condensation(gen, gx, y_top, y_l, y_bot, half)
    ctx.after.append(lambda img: draw_drops(img, drops, ls))
    # the rim's sparkle where the sun strikes it
    later_glow(ctx, gx + ls * a_top * 0.7, y_top + 6, 40, "#ffffff", 0.7, core=4)
    # a sparrow on the table by the glass's foot, looking at the glass
    spx = gx - s * (a_bot + ctx.u(150, 200))
    spx = float(np.clip(spx, 120, W - 120))
    spy = y_bot + H * 0.02
    bird = sec(
        ctx,
        "finch",  # plump, short-beaked: a sparrow's shape
        spx,
        spy - H * 0.05,
        H * 0.1,
        flip=s < 0,
        shadow=spy + 4,
        fill="#8a6446",
        label="a sparrow on the table",
    )
    # its eye (the icon's hole), dark and crisp after the paint
    after_mask(ctx, holes(bird), "#2a1c12", 0.9)
    focus_on(ctx, bird, 3, 2.0)
    return Painted(
        "Close up on a café table by the sea in the summer heat, a tall glass of lemonade with "
        "a striped straw and a slice of lemon on its rim, and inside it a small polar bear "
        "stands on the last ice cube as it melts, drops running down the cold glass, while a "
        "sparrow on the table looks on.",
        [
            "home",
            "homesickness",
            "holding on",
            "summer",
            "fragility",
            "time passing",
            "small and big",
            "irony",
        ],
    )


PREMISE = Premise(
    name="polar-bear-in-a-glass",
    figure="polar-bear",
    palettes=("desert", "lavender"),
    stage=stage,
    max_cards=1,
)
