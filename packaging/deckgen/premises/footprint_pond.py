"""Premise "footprint-pond": Seen from a little above, in a wet marsh meadow after rain, one
enormous bare footprint pressed deep into the ground has filled with rainwater: a pond with
five toe pools that holds the bright sky, where a duck leads her ducklings across; reeds grow
at its rim, and a small person in a hooded raincoat, seen from behind, stands at the heel with
an umbrella (or a lantern) looking at it, while far off in the mist lies a second print.

The footprint is drawn in plan (a sole with a waist, a heel, a ball and five toes on an arc,
the big toe largest) and laid into the ground in perspective; each hollow shows its far wall
of wet earth above the water and a lip of pale grass round it.
"""

from __future__ import annotations

import numpy as np

from ..kit.creatures import swimming_bird
from ..kit.figures import bbox_of, joint_at, person
from ..kit.light import after_mask, later_glow, later_icon
from ..kit.paint import YY, H, W, aniso_noise, blend, blur, ellipse, fbm, glow, mix, rgb
from ..kit.perspective import lay_plan
from ..kit.place import add_element, focus_on, pick
from ..kit.plans import footprint_plan
from ..kit.premise import Painted, Premise
from ..kit.props import umbrella_from_behind
from ..kit.scene import Ctx
from ..kit.shapes import polylines, union_box
from ..kit.sky import rain_streaks

Pt = tuple[float, float]


def stage(ctx: Ctx) -> Painted:
    s = 1 if ctx.rng.random() < 0.5 else -1  # the footprint lies toward side s
    hz = H * ctx.u(0.2, 0.23)  # the horizon, high: we look down a little
    # the sky: low cloud, and a break where the light comes through on side -s
    ctx.texture_sky(0.05)
    brk_x = W / 2 - s * W * ctx.u(0.15, 0.25)
    brk_y = hz - H * ctx.u(0.06, 0.08)
    light = ctx.c("light")
    ctx.streaks(0.06, hz / H - 0.03, 0.45)
    glow(ctx.img, brk_x, brk_y, 320, ctx.pal.light, 0.6)
    ctx.light = (brk_x, brk_y)
    sky = ctx.img.copy()  # what the water will hold
    # the marsh meadow from the horizon down: hazy far, green and tufted near
    g = mix(rgb(ctx.pal.ground), rgb("#4f7a34"), 0.45)  # a grass green, not a water green
    far = ctx.sky_at(hz / H - 0.01)
    t = np.clip((YY - hz) / (H - hz), 0, 1)
    n1 = aniso_noise(ctx.rng, 160, 30) - 0.5
    n2 = aniso_noise(ctx.rng, 40, 26) - 0.5
    side = ctx.side()
    # blades: narrow upright streaks, taller toward us
    blades_far = aniso_noise(side, 3, 9) - 0.5
    blades_near = aniso_noise(side, 6, 34) - 0.5
    blades = blades_far * (1 - t) + blades_near * t
    tex = 1 + (0.1 + 0.22 * t) * n1 + 0.2 * t * n2 + (0.1 + 0.25 * t) * blades
    warm = n2[..., None] * np.array([0.1, 0.06, -0.05], np.float32) * t[..., None]
    tt = t[..., None] ** 0.45
    ground = far * (1 - tt) + g * tt
    ground = np.clip(ground * tex[..., None] + warm, 0, 1) * (1 - 0.32 * t[..., None] ** 1.4)
    land = np.clip((YY - hz) / 2 + 0.5, 0, 1).astype(np.float32)
    blend(ctx.img, land, ground)
    # patches of darker rush and of pale dry grass in the marsh
    patch = fbm(ctx.rng, 120, 3)
    blend(ctx.img, land * np.clip((patch - 0.58) * 5, 0, 1) * t, g * 0.55, 0.45)
    blend(ctx.img, land * np.clip((0.38 - patch) * 5, 0, 1) * t, mix(g, rgb("#c8b878"), 0.5), 0.35)
    rows = np.arange(H)
    src = np.clip(hz - (rows - hz) * 0.3, 0, hz - 1).astype(int)
    refl_all = mix(sky[src], rgb("#2a3a40"), 0.12)  # the sky as still water holds it
    if ctx.pal.dark or ctx.pal.name == "storm":  # it gathers what light there is
        refl_all = mix(refl_all, light, 0.18)
    # --- the far prints: the next step, far off in the mist, and one beyond it -------------
    sole_p, toes_p = footprint_plan()
    both = np.maximum(sole_p, toes_p)
    flip = bool(ctx.rng.random() < 0.5)  # a left foot or a right one
    cx = W / 2 + s * W * ctx.u(0.05, 0.09)
    y_far = H * ctx.u(0.42, 0.44)
    y_near = H * ctx.u(0.87, 0.89)
    w_far = W * ctx.u(0.98, 1.04)
    w_near = w_far * 1.18
    far_prints = []
    for k, (dx, yf, yn, wf) in enumerate(
        (
            (-s * W * 0.3, hz + H * 0.1, hz + H * 0.19, W * 0.42),
            (s * W * 0.05, hz + H * 0.035, hz + H * 0.07, W * 0.2),
        )
    ):
        fp = lay_plan(both, yf, yn, cx + dx, wf, wf * 1.1, not flip if k == 0 else flip)
        wall_f = np.clip(fp - np.roll(fp, 6 - 3 * k, 0), 0, 1)
        blend(ctx.img, np.clip(blur(fp, 5) * 2, 0, 1) * (1 - fp), g * 0.5, 0.35)
        blend(ctx.img, fp, refl_all, 1.0)
        blend(ctx.img, wall_f, rgb("#4a3a2a"), 0.8)
        far_prints.append(fp)
    # a mist along the horizon, thick over the farthest print
    ctx.fog(hz / H + 0.03, 0.06, 0.65)
    fps = np.maximum(far_prints[0], far_prints[1])
    add_element(
        ctx,
        "a second giant footprint far off in the mist, and a third beyond it",
        "secondary",
        bbox_of(fps),
        ("footprint", "trace", "far", "giant"),
    )
    # --- the footprint --------------------------------------------------------------------
    sole = lay_plan(sole_p, y_far, y_near, cx, w_far, w_near, flip)
    toes = lay_plan(toes_p, y_far, y_near, cx, w_far, w_near, flip)
    hollow = np.maximum(sole, toes)
    hb = bbox_of(hollow)
    # its rim: grass pressed flat and pale round every hollow, a dark fringe beyond
    lip = np.clip(blur(hollow, 16) * 2.4, 0, 1) * (1 - hollow)
    blend(ctx.img, lip, mix(g, light, 0.3), 0.5)
    out_dark = np.clip(blur(hollow, 4) * 2, 0, 1) * (1 - hollow)
    blend(ctx.img, out_dark, g * 0.4, 0.55)
    # the far wall of each hollow, wet dark earth, showing above the water
    wall_h = 24
    shifted = np.roll(hollow, wall_h, 0)
    wall = np.clip(hollow - shifted, 0, 1)
    water = np.clip(hollow * shifted, 0, 1)
    mud = rgb("#4a3828")
    blend(ctx.img, wall, mud, 1.0)
    blend(ctx.img, wall * (aniso_noise(ctx.side(), 12, 4) > 0.6), mud * 0.6, 0.5)
    # the water: the sky mirrored (the near water holds the higher sky)
    rip = aniso_noise(ctx.side(), 140, 6) - 0.5
    refl = np.clip(refl_all * (1 + 0.1 * rip[..., None]), 0, 1)
    blend(ctx.img, water, refl)
    # the glint of the bright break on the water, and a lit line along the far edges
    gl_x = cx - s * W * 0.12
    gl = ellipse(gl_x, y_far + (y_near - y_far) * 0.35, W * 0.16, H * 0.14, 80) * water
    blend(ctx.img, gl, light, 0.55)
    gl2 = ellipse(gl_x, y_far + 10, W * 0.25, H * 0.05, 40) * water * toes
    blend(ctx.img, gl2, light, 0.45)
    edge = np.clip(water - np.roll(water, -5, 0), 0, 1)
    blend(ctx.img, edge, light, 0.6)
    focus_on(ctx, hollow, 6, 1.0, weight=0.75)
    focus_on(ctx, toes, 5, 2.0)
    add_element(
        ctx,
        "an enormous bare footprint pressed into the marsh, filled with rainwater",
        "main",
        hb,
        ("footprint", "giant", "water", "trace", "pond"),
    )
    # where the small person will stand: at the heel, a little to one side
    ph = H * ctx.u(0.105, 0.11)
    px = cx - s * W * ctx.u(0.13, 0.16)
    fy = y_near + H * ctx.u(0.04, 0.05)
    # --- reeds and bulrushes in clumps at its rim ---------------------------------------
    gen = ctx.side()
    stems: list[list[Pt]] = []
    heads: list[Pt] = []
    ys_, xs_ = np.nonzero(lip[::8, ::8] > 0.35)
    clumps = int(gen.integers(6, 9))
    picks: list[int] = (
        [int(i) for i in gen.choice(len(xs_), size=min(clumps, len(xs_)), replace=False)]
        if len(xs_)
        else []
    )
    for i in picks:
        bx0, by0 = float(xs_[i] * 8), float(ys_[i] * 8)
        if toes[int(by0) - 40 : int(by0) + 40, int(bx0) - 40 : int(bx0) + 40].max() > 0.3:
            continue  # keep the toes clear
        if abs(bx0 - px) < ph * 1.1 and by0 > fy - ph * 2.2:
            continue  # and the person
        sc = 0.5 + 0.8 * (by0 - hz) / (H - hz)
        for _ in range(int(gen.integers(5, 9))):
            rx = bx0 + float(gen.normal(0, 14)) * sc
            hgt = float(gen.uniform(70, 150)) * sc
            lean = float(gen.normal(0, 0.25))
            stems.append(
                [(rx, by0), (rx + lean * hgt * 0.5, by0 - hgt * 0.6), (rx + lean * hgt, by0 - hgt)]
            )
            if gen.random() < 0.3:
                heads.append((rx + lean * hgt * 0.9, by0 - hgt * 0.9))
    reed_m = polylines(stems, 4) if stems else np.zeros((H, W), np.float32)
    head_m = np.zeros((H, W), np.float32)
    for hx_, hy_ in heads:
        np.maximum(head_m, ellipse(hx_, hy_, 5, 16, 1.5), out=head_m)
    after_mask(ctx, reed_m, mix(g * 0.45, rgb("#2a3a20"), 0.4), 0.95)
    after_mask(ctx, head_m, "#5a3a22", 0.95)
    # --- a duck and her ducklings swimming across the sole ---------------------------------
    boxes = []
    dy0 = y_far + (y_near - y_far) * ctx.u(0.36, 0.42)
    dx0 = cx - s * W * ctx.u(0.0, 0.04)
    dh = H * 0.05
    lead = swimming_bird(ctx, "duck", dx0, dy0, dh, rgb("#7a5a3e"), s < 0, water)
    n_d = 3 + int(ctx.rng.integers(2))
    spots: list[Pt] = []
    for k in range(8):  # the ducklings trail behind her, down the sole, in the water only
        px = dx0 + s * (k + 1) * W * 0.045 - s * (k // 2) * W * 0.03
        py = dy0 + (k + 1) * H * 0.03
        if (
            len(spots) < n_d
            and water[int(py) - 4 : int(py) + 4, int(px) - 40 : int(px) + 40].min() > 0.9
        ):
            spots.append((px, py))
    n_d = len(spots)
    for px, py in spots:
        boxes.append(swimming_bird(ctx, "duck", px, py, dh * 0.55, rgb("#e8c84a"), s < 0, water))
    # their wakes: thin V lines behind each, drawn after the paint
    wakes: list[list[Pt]] = []
    for bx_, wl_ in [((lead[0] + lead[2]) / 2, lead[3])] + [
        ((b[0] + b[2]) / 2, b[3]) for b in boxes
    ]:
        for sgn in (-1, 1):
            wakes.append([(bx_ + s * 14, wl_ + 3.0), (bx_ + s * 60, wl_ + 3.0 + sgn * 9)])
    after_mask(ctx, polylines(wakes, 2.2) * water, "#f4f8f0", 0.4)
    add_element(
        ctx, "a duck swimming in the footprint", "secondary", lead, ("animal", "bird"), "duck"
    )
    add_element(
        ctx,
        "ducklings following her",
        "secondary",
        union_box(boxes),
        ("animal", "bird", "small", "family"),
        "duck",
    )
    ctx.grass(H * 0.8)
    # --- the small person at the heel, seen from behind, with an umbrella or a lantern -----
    coat = pick(ctx, ["#e0b13a", "#c0503a", "#2f6f5a"])
    carry = "lantern" if ctx.pal.name == "mist" else pick(ctx, ["umbrella", "lantern"])
    pose = "stand" if carry == "umbrella" else "hand"
    person(
        ctx,
        pose,
        px,
        fy,
        ph,
        "secondary",
        label="a small person in a hooded raincoat seen from behind",
        coat=coat,
        flip=s < 0,
        shadow=fy,
        tags=("person", "small", "looking"),
    )
    # the hood up over the back of the head: seen from behind, no face
    hx, hy = joint_at(pose, "head", px, fy, ph, s < 0)
    hood = ellipse(hx, hy - ph * 0.005, ph * 0.1, ph * 0.1, 2)
    ctx.lit(hood, bbox_of(hood), rgb(coat), rim=0.5)
    if carry == "umbrella":
        ucol = {"#e0b13a": "#c0302a", "#c0503a": "#2a3a6a", "#2f6f5a": "#e8b830"}[coat]
        can, shaft = umbrella_from_behind(
            hx + s * ph * 0.05, hy - ph * 0.12, ph * 0.42, ph * 0.28, -s * ph * 0.08
        )
        ctx.lit(shaft, bbox_of(shaft), rgb("#2a2420"), rim=0.3)
        ctx.lit(can, bbox_of(can), rgb(ucol), rim=0.6)
        focus_on(ctx, can, 3, 1.5)
        held = "an umbrella"
        add_element(
            ctx, "an open umbrella", "secondary", bbox_of(can), ("umbrella", "rain"), "umbrella"
        )
    else:
        lx, ly = joint_at(pose, "ha_r", px, fy, ph, s < 0)
        later_icon(ctx, "old-lantern", lx, ly + ph * 0.08, ph * 0.16, "#2a2218")
        later_glow(ctx, lx, ly + ph * 0.09, ph * 0.8, "#ffd890", 0.38, core=5)
        glow(ctx.img, lx, ly + ph * 0.09, ph * 1.6, "#ffd890", 0.18)
        held = "a lit lantern"
    rainy = ctx.pal.name == "storm"
    if rainy:
        ctx.rain(0.18, 0.2)
        rain_streaks(ctx, 0, W, 0, H, 130, "#b8c8c0", 0.2)
        rings = []
        for _ in range(40):
            rx, ry = float(gen.uniform(hb[0], hb[2])), float(gen.uniform(hb[1], hb[3]))
            if water[int(ry), int(np.clip(rx, 0, W - 1))] < 0.9:
                continue
            rr = float(gen.uniform(8, 22))
            ang = np.linspace(0, 2 * np.pi, 24)
            rings.append([(rx + rr * np.cos(a), ry + rr * 0.3 * np.sin(a)) for a in ang])
        if rings:
            after_mask(ctx, polylines(rings, 2) * water, "#e8f0ec", 0.45)
    weather = "in the rain" if rainy else "after the rain"
    count = ["no", "one", "two", "three", "four", "five"][n_d]
    return Painted(
        f"Seen from a little above, in a wet marsh meadow {weather}, one enormous bare footprint "
        "pressed deep into the ground has filled with water and holds the sky, its five "
        f"toes five little pools; a duck leads {count} ducklings across it, reeds grow at its rim, "
        f"and a small person in a hooded raincoat, seen from behind, stands at its heel with "
        f"{held}, looking at it, while far off in the mist lies a second footprint.",
        [
            "trace",
            "giant",
            "small and big",
            "wonder",
            "mystery",
            "after the storm",
            "passing",
            "home",
            "footsteps",
        ],
        setting="under a grey sky" if ctx.pal.name != "spring" else None,
    )


PREMISE = Premise(
    name="footprint-pond",
    figure="footprint",
    palettes=("mist", "storm", "spring"),
    stage=stage,
    max_cards=1,
    frame=False,
)
