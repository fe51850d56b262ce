"""Premise "turtle-carries-the-town": high above the clouds on a starry night, a great old sea
turtle swims slowly through the sky, flippers spread, and on its shell it carries a little
town: a grassy cap with a few houses whose windows are lit, a church spire, a tree, and a tiny
harbour light on a post at the front edge of the shell. Far below the clouds the dark sea and a
real coast lie under the moon.

The turtle is drawn from shapes in its own frame (u along the body, v up from its axis, in
half-shell lengths), tilted a little nose up: a domed shell with its scutes, a pale belly, a
raised neck and head, a near front flipper swept back, a far one reaching forward, small hind
flippers. The town stands upright on the shell in the same frame. Windows, the lantern, the
eye, the stars and the stardust wake come after the paint.
"""

from __future__ import annotations

import numpy as np

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
    mix,
    rgb,
)
from ..kit.place import add_element, focus_on
from ..kit.premise import Painted, Premise
from ..kit.scene import Ctx
from ..kit.shapes import mask_bbox, polygon_fine, polylines, ribbon
from ..kit.sky import cloud_puff, shade_under

Pt = tuple[float, float]
SHELLS = {"olive": "#7a7440", "bronze": "#8a6a3a"}
ART = {"olive": "an", "bronze": "a"}
SKIN = "#8a9a86"
BELLY = "#c8bc8a"
WALLS = ("#e6dcc8", "#d8c8b0", "#cfd4dc", "#e8d2b8")
ROOFS = ("#8a3a34", "#4a4a6a", "#7a4a30", "#5a3a50")
WARM = "#ffcf7a"


def _flipper(pts: list[Pt], w0: float) -> Arr:
    """A sea turtle's flipper along `pts`: broad near the body, narrowing to a point."""
    p = np.asarray(pts, np.float64)
    t = np.linspace(0, 1, len(p))
    tt = np.linspace(0, 1, 30)
    path = [(float(np.interp(u, t, p[:, 0])), float(np.interp(u, t, p[:, 1]))) for u in tt]
    widths = [
        max(3.0, w0 * (0.75 + 0.6 * np.sin(np.pi * min(1.0, u * 1.6 + 0.2))) * (1 - u) ** 0.7)
        for u in tt
    ]
    return ribbon(path, widths, 1.5)


def _below(ctx: Ctx, hz: float, s: int, mx: float) -> Arr:
    """Far below: the dark sea up to a hazy horizon at `hz`, the moon's path on it under `mx`,
    and a dark coast coming in from side `-s` with a few tiny lights. Returns the coast."""
    t = np.clip((YY - hz) / (H - hz), 0, 1)[..., None]
    sea = rgb("#2a2450") * (1 - t) + rgb("#0e0c22") * t
    under = np.clip((YY - hz + 2) / 4, 0, 1).astype(np.float32)
    blend(ctx.img, under, np.clip(sea, 0, 1))
    ripple = aniso_noise(ctx.rng, 90, 6) - 0.5
    blend(ctx.img, under * np.clip(ripple * 3, 0, 1), rgb("#4a3c70"), 0.35)
    # the moon's path: broken glitter in a column under the moon, widening toward us
    width = 40 + (YY - hz) * 0.5
    col = np.clip(1 - np.abs(XX - mx) / np.maximum(width, 1), 0, 1)
    glit = np.clip((aniso_noise(ctx.rng, 40, 4) - 0.52) * 6, 0, 1)
    blend(ctx.img, under * col * glit, rgb("#f2d8b8"), 0.7)
    # the coast: a dark headland from the far side, its ridge rising away from the sea
    edge = W / 2 - s * W * ctx.u(0.12, 0.2)
    ys = np.linspace(hz - 30, H + 10, 20)
    pts: list[Pt] = []
    for k, y in enumerate(ys):
        f = k / (len(ys) - 1)
        x = edge - s * (W * 0.5) * (1 - f) ** 2 * 0.9 + s * 60 * np.sin(f * 9 + ctx.u(0, 1))
        pts.append((float(x), float(y)))
    out = -s * 2000.0
    coast = polygon_fine([*pts, (out, H + 10), (out, hz - 30)])
    coast *= np.clip((YY - (hz - 60)) / 30, 0, 1)
    blend(ctx.img, coast, rgb("#120e24"))
    for _k in range(6):
        f = ctx.u(0.15, 0.6)
        x, y = pts[int(f * (len(pts) - 1))]
        later_glow(ctx, x - s * ctx.u(20, 90), y + ctx.u(0, 20), 12, "#ffd47a", 0.5, core=2.2)
    shore = np.clip(blur(coast, 4) - coast, 0, 1) * 3 * (hz + 10 < YY)
    blend(ctx.img, np.clip(shore, 0, 1), rgb("#5a4a80"), 0.5)
    return coast


def stage(ctx: Ctx) -> Painted:
    s = 1 if ctx.rng.random() < 0.5 else -1  # the moon's side; the turtle swims toward it
    f = s
    ctx.texture_sky(0.04)
    mx, my = W / 2 + s * W * ctx.u(0.3, 0.34), H * ctx.u(0.1, 0.13)
    ctx.celestial(mx, my, 66, "moon")
    hz = H * ctx.u(0.65, 0.67)
    _below(ctx, hz, s, mx)
    # the clouds far beneath the turtle: a bank of moonlit heaps with gaps onto the sea
    g = ctx.rng
    cm = np.zeros((H, W), np.float32)
    gap_x = mx + ctx.u(-60, 60)
    for k in range(6):  # a far row, small and low over the horizon
        cx = -100 + k * (W + 200) / 5 + ctx.u(-60, 60)
        cm = np.maximum(cm, cloud_puff(cx, hz + ctx.u(30, 60), ctx.u(180, 260), ctx.u(50, 70), g))
    for k in range(5):  # a near row, big, with a gap under the moon onto the sea
        cx = -150 + k * (W + 300) / 4 + ctx.u(-50, 50)
        if abs(cx - gap_x) < 200:
            continue
        cy = H * ctx.u(0.8, 0.86) + (k % 2) * 60
        cm = np.maximum(cm, cloud_puff(cx, cy, ctx.u(380, 480), ctx.u(140, 190), g))
    tex = 0.85 + 0.3 * aniso_noise(g, 60, 20)
    base_c = mix(ctx.sky_at(0.8), rgb("#5a4a80"), 0.5)
    blend(ctx.img, cm, np.clip(base_c[None, None, :] * tex[..., None], 0, 1), 0.95)
    # moonlight on the cloud tops: a broad lit cap fading down each heap, brightest on the
    # moon's side
    cap = np.clip(cm - np.roll(np.roll(cm, 70, 0), -s * 30, 1), 0, 1)
    cap = blur(cap, 18) * cm
    blend(
        ctx.img,
        np.clip(cap * 1.3, 0, 1),
        np.clip(rgb("#d8c0dc")[None, None, :] * tex[..., None], 0, 1),
        0.8,
    )
    shade_under(ctx, cm, "#241c44", 0.4)
    top_lit = blur(np.clip(cm - np.roll(np.roll(cm, 16, 0), -s * 8, 1), 0, 1), 4)
    blend(ctx.img, np.clip(top_lit * 1.4, 0, 1) * cm, rgb("#f6e2ec"), 0.5)
    # a few thin streaks of cloud in the high sky
    ctx.streaks(0.24, 0.3, 0.25)
    # the turtle's frame: centre (bx, by) on its axis, L half the shell's length, nose up by a
    L = W * ctx.u(0.29, 0.3)
    bx = W / 2 - f * W * ctx.u(0.07, 0.09)
    by = H * ctx.u(0.47, 0.49)
    a = ctx.u(0.1, 0.14)
    ca, sa = float(np.cos(a)), float(np.sin(a))

    def P(u: float, v: float) -> Pt:
        return (bx + f * L * (u * ca - v * sa), by - L * (u * sa + v * ca))

    dx, dy = XX - bx, YY - by
    U = (f * dx * ca - dy * sa) / L
    V = (-f * dx * sa - dy * ca) / L

    def quad(u0: float, u1: float, v0: float, v1: float) -> Arr:  # a box upright on the shell
        return polygon_fine([P(u0, v0), P(u1, v0), P(u1, v1), P(u0, v1)])

    def tri(*q: float) -> Arr:  # a triangle from three (u, v) points
        return polygon_fine([P(q[0], q[1]), P(q[2], q[3]), P(q[4], q[5])])

    hr = 0.58  # the dome's height, in L
    rr = np.sqrt(U**2 + (np.clip(V, 0, None) / hr) ** 2)
    dome = np.clip((1 - rr) * L * 0.5, 0, 1) * np.clip((V + 0.04) * L / 2, 0, 1)
    dome = dome.astype(np.float32)
    belly_r = np.sqrt((U / 0.9) ** 2 + ((V + 0.02) / 0.14) ** 2)
    plastron = np.clip((1 - belly_r) * L * 0.14 / 1.5, 0, 1).astype(np.float32)
    plastron *= (V < 0.02).astype(np.float32)
    shell_name = list(SHELLS)[int(ctx.rng.integers(len(SHELLS)))]
    shell_c = rgb(SHELLS[shell_name])
    skin = rgb(SKIN)
    # the far limbs first, darker: the far front flipper reaching forward and down
    far_fl = _flipper([P(0.5, -0.02), P(0.85, -0.08), P(1.12, -0.26), P(1.26, -0.46)], L * 0.2)
    far_hind = _flipper([P(-0.75, -0.06), P(-0.95, -0.14), P(-1.08, -0.1)], L * 0.14)
    for m in (far_fl, far_hind):
        ctx.lit(m, mask_bbox(m), skin * 0.6, rim=0.4)
    # neck and head, raised a little ahead
    hx, hy = P(1.2, 0.1)
    neck = ribbon([P(0.72, 0.0), P(0.95, 0.06), P(1.1, 0.1)], [L * 0.34, L * 0.27, L * 0.22], 1.5)
    head = ellipse(hx, hy, L * 0.22, L * 0.16, 2)
    snout = ellipse(*P(1.34, 0.07), L * 0.1, L * 0.095, 2)
    skin_parts = np.clip(neck + head + snout, 0, 1)
    ctx.lit(skin_parts, mask_bbox(skin_parts), skin, rim=0.9, separate=True)
    # the shell: belly, dome, scutes
    ctx.lit(plastron, mask_bbox(plastron), rgb(BELLY) * 0.8, rim=0.3)
    ctx.lit(dome, mask_bbox(dome), shell_c, rim=0.8)
    hind = _flipper([P(-0.8, -0.02), P(-1.0, -0.1), P(-1.16, -0.04)], L * 0.15)
    ctx.lit(hind, mask_bbox(hind), skin * 0.85, rim=0.5)

    def top(u: float, k: float = 1.0) -> float:  # the dome's height above the axis at u
        return hr * k * float(np.sqrt(max(0.0, 1 - (u / k) ** 2)))

    scute = []
    mid = [P(u, top(u, 0.72) * 0.95) for u in np.linspace(-0.7, 0.7, 24)]
    rimline = [P(u, max(0.1, top(u) - 0.12)) for u in np.linspace(-0.94, 0.94, 30)]
    for u in (-0.55, -0.18, 0.18, 0.55):
        scute.append([P(u * 1.05, 0.1), P(u * 1.1, top(u, 0.72) * 0.95)])
    for u in np.linspace(-0.86, 0.86, 11):
        scute.append([P(u, 0.02), P(u, max(0.1, top(u) - 0.12))])
    lines = polylines([*scute, mid, rimline], 8) * dome
    blend(ctx.img, lines, mix(shell_c, rgb("#1a140c"), 0.7), 0.7)
    plates = np.clip(blur(dome * (1 - blur(lines, 4) * 3), 10) - 0.6, 0, 1) * dome
    blend(ctx.img, plates, mix(shell_c, rgb("#f0d890"), 0.5), 0.25)
    # the near front flipper, swept back and down like a wing
    near_fl = _flipper([P(0.5, -0.04), P(0.78, -0.2), P(0.6, -0.5), P(0.12, -0.74)], L * 0.26)
    ctx.lit(near_fl, mask_bbox(near_fl), skin, rim=0.9)
    scales = polylines(
        [
            [P(0.6 - 0.06 * k, -0.12 - 0.13 * k), P(0.76 - 0.1 * k, -0.2 - 0.13 * k)]
            for k in range(4)
        ],
        5,
    )
    blend(ctx.img, scales * near_fl, skin * 0.55, 0.5)
    caps = np.zeros((H, W), np.float32)
    for du, dv, r in ((-0.08, 0.07, 0.06), (0.03, 0.09, 0.055), (0.12, 0.07, 0.05)):
        caps = np.maximum(caps, ellipse(*P(1.2 + du, 0.1 + dv), r * L, r * L * 0.8, 2))
    blend(ctx.img, caps * head, mix(skin, rgb("#e8e4c0"), 0.35), 0.45)
    turtle = np.clip(dome + plastron + skin_parts + near_fl + far_fl + hind + far_hind, 0, 1)
    # the town's ground: a grassy cap on the top of the shell
    ground = dome * np.clip(
        (V - (0.62 * hr * np.sqrt(np.clip(1 - (U / 0.8) ** 2, 0, 1)))) * L / 3, 0, 1
    )
    ground *= np.clip((0.8 - np.abs(U)) * L / 4, 0, 1)
    ground = ground.astype(np.float32)
    ctx.lit(ground, mask_bbox(ground), rgb("#4a6a44"), rim=0.7)
    # the town: houses standing upright on the shell, a church spire near the top, a tree at the
    # back and a harbour light on a post at the front edge
    walls_m: list[Arr] = []
    roofs_m: list[Arr] = []
    wins: list[tuple[Pt, float]] = []
    spire_u = ctx.u(-0.12, 0.05)
    slots = [u for u in (-0.58, -0.38, -0.18, 0.22, 0.4, 0.58) if abs(u - spire_u) > 0.17]
    houses = []
    for u in slots:
        w = ctx.u(0.15, 0.19)
        h = ctx.u(0.13, 0.2) * (1.0 - 0.35 * abs(u))
        base = min(top(u - w / 2), top(u + w / 2)) - 0.04
        houses.append((u, w, h, base))
    for u, w, h, base in sorted(houses, key=lambda q: -abs(q[0])):
        wall = quad(u - w / 2, u + w / 2, base, base + h)
        roof_h = w * ctx.u(0.6, 0.85)
        roof = tri(u - w / 2 - 0.02, base + h, u + w / 2 + 0.02, base + h, u, base + h + roof_h)
        k = int(ctx.rng.integers(len(WALLS)))
        blend(ctx.img, wall, rgb(WALLS[k]) * 0.62)
        lit_side = quad(u, u + w / 2, base, base + h)
        blend(ctx.img, lit_side * wall, rgb(WALLS[k]) * 0.78, 0.6)
        blend(ctx.img, roof, rgb(ROOFS[int(ctx.rng.integers(len(ROOFS)))]))
        blend(
            ctx.img,
            polylines([[P(u - w / 2 - 0.02, base + h), P(u, base + h + roof_h)]], 4) * roof,
            rgb("#f0e0d0"),
            0.35,
        )
        walls_m.append(wall)
        roofs_m.append(roof)
        nwin = 2 if w > 0.17 else 1
        for j in range(nwin):
            wu = u + (j - (nwin - 1) / 2) * w * 0.45
            wins.append((P(wu, base + h * 0.55), w))
    # the church: a tall tower with a pointed spire and a lit window
    cb = top(spire_u) - 0.05
    tw = 0.1
    su, t2 = spire_u, tw / 2
    tower = quad(su - t2, su + t2, cb, cb + 0.42)
    nave = quad(su - t2 - 0.16, su - t2, cb, cb + 0.17)
    nave_roof = tri(su - t2 - 0.18, cb + 0.17, su - t2, cb + 0.17, su - t2, cb + 0.27)
    spire = tri(su - t2 - 0.015, cb + 0.42, su + t2 + 0.015, cb + 0.42, su, cb + 0.78)
    church = np.maximum.reduce([tower, nave])
    blend(ctx.img, church, rgb("#d8ccb8") * 0.7)
    blend(ctx.img, quad(su, su + t2, cb, cb + 0.42), rgb("#e8dcc8") * 0.8, 0.7)
    blend(ctx.img, np.maximum(spire, nave_roof), rgb("#3e3c5e"))
    edge = polylines([[P(su + t2 * f, cb + 0.42), P(su, cb + 0.78)]], 4)
    blend(ctx.img, edge * spire, rgb("#c8c0e0"), 0.4)
    wins.append((P(spire_u, cb + 0.3), 0.12))
    wins.append((P(spire_u - tw / 2 - 0.08, cb + 0.08), 0.14))
    # the tree at the back of the town
    tu = -0.74
    tb_ = top(tu) - 0.12
    trunk = ribbon([P(tu, tb_), P(tu - 0.01, tb_ + 0.16)], [L * 0.035, L * 0.025], 1.5)
    crown = np.maximum.reduce(
        [
            ellipse(*P(tu - 0.01, tb_ + 0.26), L * 0.12, L * 0.11, 3),
            ellipse(*P(tu - 0.08, tb_ + 0.2), L * 0.08, L * 0.07, 3),
            ellipse(*P(tu + 0.06, tb_ + 0.2), L * 0.08, L * 0.07, 3),
        ]
    )
    blend(ctx.img, trunk, rgb("#3a2a1e"))
    ctx.lit(crown, mask_bbox(crown), rgb("#3e6a44"), rim=0.8)
    # the harbour light: a post at the front edge of the shell with a lantern
    pu = 0.8
    pb = top(pu) - 0.1
    post = ribbon([P(pu, pb), P(pu, pb + 0.24)], [L * 0.025, L * 0.02], 1.2)
    blend(ctx.img, post, rgb("#2a2430"))
    lantern = ellipse(*P(pu, pb + 0.28), L * 0.035, L * 0.045, 1.5)
    blend(ctx.img, lantern, rgb("#ffe6a0"))
    lx, ly = P(pu, pb + 0.28)
    glow(ctx.img, lx, ly, L * 0.5, WARM, 0.35)
    # the town's glow on the shell and the grass
    tcx, tcy = P(0.0, top(0.0) + 0.15)
    glow(ctx.img, tcx, tcy, L * 1.1, "#ffb870", 0.12)
    town = np.maximum.reduce(
        [*walls_m, *roofs_m, church, spire, nave_roof, crown, trunk, post, lantern, ground]
    )
    whole = np.clip(turtle + town, 0, 1)
    focus_on(ctx, whole, 5, 2.0)
    focus_on(ctx, town, 3, 3.0)
    focus_on(ctx, np.clip(head + snout, 0, 1), 3, 2.5)
    add_element(
        ctx,
        f"a great old sea turtle with {ART[shell_name]} {shell_name} shell swimming through "
        "the sky",
        "main",
        mask_bbox(whole),
        ("animal", "turtle", "sea turtle", "shell", "swimming", "old age", "carrying"),
    )
    add_element(
        ctx,
        "a little town on the turtle's shell: houses with lit windows and a church spire",
        "secondary",
        mask_bbox(town),
        ("town", "village", "house", "home", "church", "window", "light"),
    )
    add_element(ctx, "a tree on the shell", "secondary", mask_bbox(crown), ("tree",))
    add_element(
        ctx,
        "a harbour light on a post at the front of the shell",
        "secondary",
        mask_bbox(np.maximum(post, lantern)),
        ("lantern", "light", "harbour"),
    )
    add_element(ctx, "clouds far below", "secondary", mask_bbox(cm), ("cloud", "sky", "height"))
    add_element(
        ctx,
        "the dark sea and a coast far below",
        "secondary",
        (0, int(hz), W, H),
        ("sea", "coast", "night"),
    )
    add_element(
        ctx,
        "the moon",
        "secondary",
        (int(mx - 66), int(my - 66), int(mx + 66), int(my + 66)),
        ("moon", "night", "light"),
    )
    # after the paint: lit windows, the lantern's light, the eye, the beak line, stars, the wake
    wm = np.zeros((H, W), np.float32)
    for (wx, wy), w in wins:
        ww = L * min(0.035, w * 0.22)
        wm = np.maximum(wm, box(wx - ww, wy - ww * 1.3, wx + ww, wy + ww * 1.3, 1.2))
    after_mask(ctx, wm, "#ffd47a", 0.97)
    for (wx, wy), _w in wins:
        later_glow(ctx, wx, wy, 26, WARM, 0.22)
    later_glow(ctx, lx, ly, 40, "#fff0c0", 0.5, core=6)
    ex, ey = P(1.24, 0.14)
    # a calm, heavy-lidded eye: the lower half dark, the upper half under a drooping lid
    after_mask(ctx, ellipse(ex, ey, L * 0.032, L * 0.024, 1.2), "#120c08", 0.95)
    after_mask(ctx, disc(ex + f * 5, ey + 3, 3, 1), "#fff0d0", 0.9)
    lid_m = ellipse(ex, ey, L * 0.036, L * 0.028, 1.2) * np.clip((ey + 1 - YY) / 2, 0, 1)
    after_mask(ctx, lid_m, skin * 0.9, 0.97)
    arc = [(ex + L * 0.04 * c, ey + 1 - L * 0.012 * (1 - c * c)) for c in np.linspace(-1, 1, 9)]
    after_mask(ctx, polylines([arc], 4), "#2a2a1e", 0.85)
    beak = polylines([[P(1.28, 0.03), P(1.43, 0.05)]], 4)
    after_mask(ctx, beak, "#2a2418", 0.6)
    side = ctx.side()
    stars = np.zeros((H, W), np.float32)
    for _ in range(90):
        px, py = float(side.uniform(0, W)), float(side.uniform(0, H * 0.66)) ** 1.0
        if whole[int(py), int(px)] > 0.05 or np.hypot(px - mx, py - my) < 130:
            continue
        stars = np.maximum(stars, disc(px, py, float(side.uniform(1.6, 3.6)), 1))
    after_mask(ctx, stars, "#fff4dc", 0.9)
    wake = np.zeros((H, W), np.float32)
    for _ in range(60):
        t = float(side.uniform(0, 1))
        wu = -1.1 - t * 1.6
        wv = -0.1 + float(side.normal(0, 0.08 + 0.15 * t))
        px, py = P(wu, wv)
        if 0 < px < W and 0 < py < H:
            wake = np.maximum(wake, disc(px, py, float(side.uniform(1.5, 3.5)) * (1 - 0.5 * t), 1))
    after_mask(ctx, wake, "#f6e8ff", 0.7)
    return Painted(
        f"High above the clouds, a great old sea turtle with {ART[shell_name]} {shell_name} "
        "shell swims slowly through the sky with its flippers spread, carrying a little town "
        "on its back: a few houses with lit windows, a church spire, a tree and a tiny harbour "
        "light at the front edge of the shell, while far below the clouds lie the dark sea and "
        "a coast with a few lights.",
        ["home", "journey", "patience", "carrying", "old age", "night", "shelter", "dream"],
        setting="under a full moon in a starry violet night sky",
    )


PREMISE = Premise(
    name="turtle-carries-the-town",
    figure="turtle",
    palettes=("dusk",),
    stage=stage,
    max_cards=1,
    frame=False,
)
