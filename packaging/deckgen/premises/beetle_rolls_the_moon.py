"""Premise "beetle-rolls-the-moon": At night in wide sand dunes, a small dark scarab beetle
stands on its front legs and pushes the full moon across the sand with its hind legs, the way
dung beetles roll their balls; the moon lies down on the sand, huge and glowing, and behind
them a faintly shining furrow runs back up over a dune. The sky has stars but no moon, and a
fennec fox watches from a dune top.

The moon is a glowing disc with its seas (roughly where they lie on the real moon, turned as
it rolls); the beetle is drawn from parts in profile (a shovel head down in the sand, a round
pronotum, domed wing cases, six toothed legs: the front pair planted, the hind pair braced on
the moon), dark against the moon's face; its legs and antennae are crisp after the paint.
"""

from __future__ import annotations

import numpy as np

from ..kit.creatures import fennec
from ..kit.figures import bbox_of
from ..kit.light import after_mask, later_glow
from ..kit.paint import XX, YY, Arr, H, W, aniso_noise, blend, blur, disc, ellipse, glow, rgb
from ..kit.place import add_element, focus_on
from ..kit.premise import Painted, Premise
from ..kit.scene import Ctx
from ..kit.shapes import cubic, polygon_fine, polylines, ribbon, tilted_ellipse

Pt = tuple[float, float]
# the moon's seas on a disc of radius 1 (x right, y down): centre, radii
SEAS = (
    ((-0.3, -0.36), (0.27, 0.21)),  # Imbrium
    ((0.2, -0.38), (0.16, 0.15)),  # Serenitatis
    ((0.36, -0.1), (0.2, 0.16)),  # Tranquillitatis
    ((0.68, -0.3), (0.1, 0.12)),  # Crisium
    ((0.55, 0.16), (0.11, 0.2)),  # Fecunditatis
    ((-0.58, -0.02), (0.22, 0.42)),  # Procellarum
    ((-0.14, 0.3), (0.18, 0.12)),  # Nubium
    ((-0.46, 0.36), (0.1, 0.1)),  # Humorum
    ((0.3, 0.27), (0.08, 0.08)),  # Nectaris
)


def _crest(ctx: Ctx, base: float, amp: float, per: float) -> Arr:
    """A dune row's crest line: a y for every x, soft swells with a sharper ridge."""
    xs = np.arange(W, dtype=np.float32)
    ph = ctx.u(0, 6)
    wav = np.abs(np.sin(xs / per + ph + 0.6 * np.sin(xs / (per * 2.3) + ph)))
    out: Arr = (base - amp * (1 - wav**0.6)).astype(np.float32)
    return out


def _sand(ctx: Ctx, line: Arr, col: np.ndarray, depth: float, rim: float) -> Arr:
    """Fill the sand below a crest line, its crest catching the starlight, its face darker."""
    m = np.clip((YY - line[None, :]) / 1.5 + 0.5, 0, 1).astype(np.float32)
    down = np.clip((YY - line[None, :]) / depth, 0, 1)
    tone = col * (1.08 - 0.3 * down[..., None] ** 0.7)
    grain = aniso_noise(ctx.side(), 110, 12) - 0.5
    blend(ctx.img, m, np.clip(tone * (1 + 0.1 * grain[..., None]), 0, 1))
    crest = m * np.clip(1 - (YY - line[None, :]) / 5, 0, 1)
    blend(ctx.img, crest, rgb("#9aa8d0"), rim)
    return m


def _furrow(ctx: Ctx, path: list[Pt], widths: list[float], where: Arr, lum: Arr) -> Arr:
    """The groove the moon rolled in the sand: dark edges, moon dust shining along it, and
    glints of it after the paint."""
    furrow = ribbon(path, widths, 3) * where
    edge = np.clip(ribbon(path, [w * 1.3 + 4 for w in widths], 3) * where - furrow, 0, 1)
    blend(ctx.img, edge * (1 - 0.6 * lum), rgb("#c8c4b4"), 0.45)  # the sand pushed aside
    blend(ctx.img, furrow, rgb("#121a38"), 0.45)  # near: a groove in shade
    blend(ctx.img, furrow * lum, rgb("#a8b2d8"), 0.55)  # far: shining with moon dust
    core = ribbon(path, [w * 0.5 for w in widths], 3) * where * lum
    blend(ctx.img, blur(core, 4), rgb("#eef0fa"), 0.5)
    dust = np.zeros((H, W), np.float32)
    gd = ctx.side()
    for (x0, y0), w in zip(path, widths, strict=True):
        if gd.random() < 0.7:
            px, py = x0 + float(gd.normal(0, w * 0.25)), y0 + float(gd.normal(0, w * 0.1))
            np.maximum(dust, disc(px, py, 1.5 + 0.012 * w, 1), out=dust)
    after_mask(ctx, dust * furrow, "#fffbe8", 0.7)
    focus_on(ctx, furrow, 3, 1.0, weight=0.5)
    return furrow


def stage(ctx: Ctx) -> Painted:
    s = 1 if ctx.rng.random() < 0.5 else -1  # the beetle stands on side s, the moon on -s
    hz = H * ctx.u(0.4, 0.42)
    # --- the night sky: deep, starry, and no moon in it --------------------------------------
    ctx.texture_sky(0.04)
    # a faint milky way across the sky, slanting, thick with small stars
    ang_mw = ctx.u(-0.5, -0.3) * s
    dist = (YY - hz * 0.45) * np.cos(ang_mw) - (XX - W / 2) * np.sin(ang_mw)
    band = np.exp(-((dist / (H * 0.07)) ** 2)) * (hz > YY) * (0.5 + aniso_noise(ctx.side(), 90, 40))
    blend(ctx.img, np.clip(band, 0, 1).astype(np.float32), rgb("#8a9cc8"), 0.22)
    ctx.stars(260, hz / H)
    ctx.specks(90, 1.2, 2.2, hz * 0.2 / H, hz * 0.75 / H, "#dfe6ff", 0.35)
    big = np.zeros((H, W), np.float32)
    gs = ctx.side()
    for _ in range(34):
        px, py = float(gs.uniform(20, W - 20)), float(gs.uniform(20, hz - 60) ** 1.0)
        np.maximum(big, disc(px, py, float(gs.uniform(2.2, 4.2)), 1.2), out=big)
    after_mask(ctx, big, "#fff8e0", 0.9)
    blend(ctx.img, np.clip((YY - hz * 0.7) / (hz * 0.3), 0, 1) * (hz > YY), rgb("#4a5c8e"), 0.3)
    # --- the dunes: a far row on the horizon, a middle row, the near dune the furrow crosses --
    far = _crest(ctx, hz, 30, ctx.u(90, 140))
    _sand(ctx, far, rgb("#1e2a52"), 120, 0.25)
    mid = _crest(ctx, hz + H * 0.05, 60, ctx.u(120, 180))
    mid_m = _sand(ctx, mid, rgb("#222e5a"), 160, 0.3)
    # the near dune: high on the moon's side (a peak against the sky), lower on the beetle's
    xs = np.arange(W, dtype=np.float32)
    t = (xs / W) if s < 0 else (1 - xs / W)  # 1 on the moon's side
    peak_x = W / 2 - s * W * ctx.u(0.3, 0.34)
    near = H * 0.575 - H * 0.2 * np.exp(-(((xs - peak_x) / (W * 0.22)) ** 2)) - 40 * t
    near = (near + 12 * np.sin(xs / 140 + ctx.u(0, 6))).astype(np.float32)
    land = _sand(ctx, near, rgb("#2a3662"), 500, 0.45)
    # --- the moon, down on the sand ----------------------------------------------------------
    R = H * ctx.u(0.17, 0.18)
    gy = H * ctx.u(0.82, 0.83)
    mx, my = W / 2 - s * W * ctx.u(0.14, 0.16), gy - R * 0.96
    ctx.light = (mx, my)
    # its light on the sand: a broad warm pool round where it lies, brightest at its foot
    pool = ellipse(mx + s * R * 0.6, gy - R * 0.2, R * 2.3, R * 0.9, R * 0.7) * land
    blend(ctx.img, pool, rgb("#b4ae94"), 0.6)
    blend(ctx.img, ellipse(mx, gy, R * 1.2, R * 0.22, R * 0.3) * land, rgb("#f0e6c4"), 0.5)
    glow(ctx.img, mx, my, R * 2.3, ctx.pal.light, 0.28)
    # the furrow it left: back from its foot, past the beetle, up over the near dune's crest
    cx_ = lambda f: W / 2 + s * W * f  # noqa: E731
    crest_x = cx_(ctx.u(0.18, 0.22))
    crest_y = float(near[int(crest_x)]) + 4
    path = cubic(
        (mx + s * R * 0.3, gy + 6),
        (cx_(0.36), gy - H * 0.01),
        (cx_(0.32), crest_y + H * 0.1),
        (crest_x, crest_y),
        40,
    )
    widths = [R * 0.06 + R * 0.36 * ((y - crest_y) / (gy - crest_y)) ** 1.2 for _, y in path]
    lum = np.clip((gy - H * 0.06 - YY) / (gy - crest_y), 0, 1) ** 0.7
    furrow = _furrow(ctx, path, widths, land, lum)
    # and beyond the crest it shows again, thin, climbing the next dune
    mid_x = crest_x + s * W * ctx.u(0.06, 0.09)
    far_path = cubic(
        (crest_x + s * W * 0.02, crest_y + 30),
        (crest_x + s * W * 0.04, crest_y - H * 0.02),
        (mid_x, float(mid[int(np.clip(mid_x, 0, W - 1))]) + H * 0.03),
        (mid_x - s * W * 0.02, float(mid[int(np.clip(mid_x - s * W * 0.02, 0, W - 1))]) + 3),
        20,
    )
    behind_m = mid_m * (1 - land)
    furrow = np.maximum(
        furrow, _furrow(ctx, far_path, [R * 0.05] * len(far_path), behind_m, lum * 0 + 1)
    )
    add_element(
        ctx,
        "a long furrow in the sand running back up over a dune",
        "secondary",
        bbox_of(furrow),
        ("trail", "trace", "path", "sand", "journey"),
    )
    # the disc: bright cream, its seas turned as it rolls, darker toward its limb
    face = disc(mx, my, R, 2.5)
    d = np.sqrt((XX - mx) ** 2 + (YY - my) ** 2) / R
    moon_c = rgb("#fbf4dc")[None, None, :] * (1.03 - 0.12 * np.clip(d, 0, 1) ** 3)[..., None]
    blend(ctx.img, face, np.clip(moon_c, 0, 1))
    rot = ctx.u(-0.6, 0.6)
    cr, sr = np.cos(rot), np.sin(rot)
    seas = np.zeros((H, W), np.float32)
    for (ux, uy), (rx, ry) in SEAS:
        px, py = mx + R * (ux * cr - uy * sr), my + R * (ux * sr + uy * cr)
        np.maximum(seas, tilted_ellipse(px, py, R * rx, R * ry, rot), out=seas)
    edgey = 0.75 + 0.5 * aniso_noise(ctx.side(), 26, 26)
    seas = np.clip(blur(seas, 10) * edgey * 1.3, 0, 1) * face
    blend(ctx.img, seas, rgb("#9a9cac"), 0.75)
    tx, ty = mx + R * (-0.1 * cr - 0.66 * sr), my + R * (-0.1 * sr + 0.66 * cr)
    blend(ctx.img, disc(tx, ty, R * 0.05, 2) * face, rgb("#ffffff"), 0.8)  # Tycho
    focus_on(ctx, face, 6, 1.2, weight=0.85)
    # sand heaped a little in front of it, where it rolls to, and its dark seam on the sand
    heap = ellipse(mx - s * R * 0.5, gy + 4, R * 0.55, R * 0.09, 8) * (1 - face)
    blend(ctx.img, heap, rgb("#b8b09a"), 0.6)
    blend(ctx.img, ellipse(mx, gy + 2, R * 0.45, 10, 6) * (1 - face), rgb("#101830"), 0.5)
    add_element(
        ctx,
        "the full moon, huge and glowing, lying on the sand",
        "secondary",
        bbox_of(face),
        ("moon", "light", "night", "giant", "ball"),
    )
    # --- the beetle: head down in the sand on side s, its rear and hind legs on the moon -----
    L = R * ctx.u(1.12, 1.18)  # its length, head to the wing cases' tip
    th = np.radians(ctx.u(44, 48))  # its lean: head down, rear up against the moon
    ux_, uy_ = -s * np.cos(th), -np.sin(th)  # from the head toward the rear
    ry = gy - L * 0.14 + uy_ * L
    rear = (mx + s * np.sqrt(max(0.0, (R * 0.96) ** 2 - (ry - my) ** 2)), ry)
    phi = float(np.arctan2(ry - my, abs(rear[0] - mx)))  # the rear's angle on the disc
    nx_, ny_ = s * np.sin(th), -np.cos(th)  # toward its back (up, away from the moon)
    head = (rear[0] - ux_ * L, rear[1] - uy_ * L)
    sc = L / 300
    ang = float(np.arctan2(uy_, ux_))

    def bp(a: float, b: float) -> Pt:
        """A point of the beetle: `a` along it from the head's tip, `b` toward its back."""
        return (head[0] + (ux_ * a + nx_ * b) * sc, head[1] + (uy_ * a + ny_ * b) * sc)

    def oval(a: float, b: float, ra: float, rb: float) -> Arr:
        p = bp(a, b)
        return tilted_ellipse(p[0], p[1], ra * sc, rb * sc, ang)

    def on_sand(x: float) -> Pt:
        return (x, gy - 2)

    # the legs: femur and toothed tibia, the front pair planted in the sand ahead of the head,
    # the middle pair splayed to the sand, the hind pair long and braced against the moon
    hx, hy = head
    front = [on_sand(hx + s * 62 * sc), on_sand(hx + s * 22 * sc)]
    mid_f = [on_sand(bp(150, -150)[0]), on_sand(bp(110, -150)[0])]
    # the hind legs reach back past its rear and press their feet flat on the moon
    hind = []
    for k, al in enumerate((phi - np.radians(20), phi - np.radians(38))):
        f = (mx + s * R * 1.0 * np.cos(al), my + R * 1.0 * np.sin(al))
        c0 = bp(298 - 8 * k, -24 + 20 * k)
        ox, oy = (f[0] + c0[0]) / 2 - mx, (f[1] + c0[1]) / 2 - my
        on = float(np.hypot(ox, oy)) or 1.0
        knee = ((f[0] + c0[0]) / 2 + ox / on * 44 * sc, (f[1] + c0[1]) / 2 + oy / on * 44 * sc)
        hind.append([c0, knee, f])
    legs = [
        ([bp(80, -30), (hx + s * 20 * sc, hy - 8 * sc), front[0]], 1),
        ([bp(70, -24), (hx - s * 12 * sc, hy + 6 * sc), front[1]], 0),
        ([bp(150, -40), bp(180, -115), mid_f[0]], 1),
        ([bp(140, -36), bp(120, -105), mid_f[1]], 0),
        (hind[0], 1),
        (hind[1], 0),
    ]
    near_legs: list[list[Pt]] = []
    far_legs: list[list[Pt]] = []
    for pts, is_near in legs:
        (near_legs if is_near else far_legs).append(pts)

    def limbs(group: list[list[Pt]], w: float) -> Arr:
        out: Arr = np.zeros((H, W), np.float32)
        for pts in group:
            ws = [w * 1.5] + [w] * (len(pts) - 2) + [w * 0.8]
            np.maximum(out, ribbon(pts, ws, 1.5), out=out)
        return out

    far_m = limbs(far_legs, 14 * sc)
    near_m = limbs(near_legs, 18 * sc)
    # teeth along each tibia's outer edge, and the front tibiae's spade-like tips
    teeth: list[list[Pt]] = []
    for pts, _ in legs[2:]:
        (x0, y0), (x1, y1) = pts[-2], pts[-1]
        for f in (0.6,):
            px, py = x0 + (x1 - x0) * f, y0 + (y1 - y0) * f
            dx, dy = (x1 - x0), (y1 - y0)
            n = float(np.hypot(dx, dy)) or 1.0
            teeth.append(
                [(px, py), (px - dy / n * 14 * sc + dx / n * 8 * sc, py + dx / n * 14 * sc)]
            )
    teeth_m = polylines(teeth, 6 * sc)
    body = np.maximum.reduce(
        [
            oval(30, 4, 34, 28),  # the head
            polygon_fine([bp(-6, -12), bp(-10, 22), bp(30, 36), bp(40, -26)]),  # its shovel
            oval(92, 12, 58, 58),  # the pronotum
            oval(208, 18, 104, 80),  # the wing cases
            oval(190, -22, 80, 30),  # the underside
        ]
    )
    beetle = np.clip(np.maximum.reduce([body, near_m, far_m, teeth_m]), 0, 1)
    shell = rgb(["#1a1a24", "#1c2020", "#221a1c"][int(ctx.rng.integers(3))])
    ctx.lit(far_m, bbox_of(far_m), shell * 0.7, rim=0.3)
    ctx.lit(body, bbox_of(body), shell, rim=0.9)
    # a blue-green sheen along the dome of the wing cases and the pronotum, where stars fall
    sheen = np.maximum(oval(215, 50, 62, 18), oval(96, 40, 30, 12)) * body
    blend(ctx.img, blur(sheen, 8), rgb("#4a6a8a"), 0.55)
    focus_on(ctx, beetle, 3, 2.5)
    bb = bbox_of(beetle)
    add_element(
        ctx,
        "a small dark scarab beetle standing on its front legs, pushing the moon with its "
        "hind legs",
        "main",
        bb,
        ("animal", "beetle", "insect", "small", "effort", "pushing"),
    )
    # its shadow on the sand away from the moon, and the sand kicked up by its front feet
    sh = blur(np.roll(beetle * (gy - L * 0.5 < YY), int(s * L * 0.25), 1), 6)
    blend(ctx.img, sh * np.clip((YY - gy + 30) / 30, 0, 1) * (1 - beetle), rgb("#0e1428"), 0.5)
    # after the paint: crisp legs, teeth and antennae, the seam between the wing cases
    after_mask(ctx, far_m, shell * 0.8, 0.95)
    # the moon's light catching its edge on the side toward it: a thin bright rim
    dx, dy = mx - (bb[0] + bb[2]) / 2, my - (bb[1] + bb[3]) / 2
    dn = float(np.hypot(dx, dy)) or 1.0
    moved = np.roll(np.roll(body, round(-dy / dn * 7), 0), round(-dx / dn * 7), 1)
    after_mask(ctx, np.clip(body - moved, 0, 1), "#f6ecc8", 0.75)
    after_mask(ctx, np.maximum(near_m, teeth_m), shell, 0.97)
    antennae = [[bp(34, 20), bp(10, 58), bp(-4, 70)], [bp(38, 14), bp(24, 60), bp(12, 78)]]
    after_mask(ctx, polylines(antennae, 5 * sc), shell, 0.95)
    clubs = np.maximum(oval(-8, 74, 12, 7), oval(8, 84, 12, 7))
    after_mask(ctx, clubs, shell, 0.97)
    seam = polylines([[bp(142, -20), bp(144, 30), bp(140, 62)]], 4 * sc)
    after_mask(ctx, seam, "#6a7c9a", 0.6)  # where the pronotum meets the wing cases
    gen = ctx.side()
    grains = np.zeros((H, W), np.float32)
    for fx, fy in front:
        for _ in range(10):
            a = float(gen.uniform(0.3, 1.3))
            r = float(gen.uniform(20, 70)) * sc * 2
            gx, gy_ = fx + s * np.cos(a) * r, fy - np.sin(a) * r
            np.maximum(grains, disc(gx, gy_, float(gen.uniform(2, 4.5)), 1), out=grains)
    after_mask(ctx, grains, "#c8c0a8", 0.85)
    # --- a fennec fox on the peak of the near dune, watching, dark against the stars ---------
    fh = H * ctx.u(0.04, 0.043)
    fx = peak_x + s * W * 0.03
    feet_y = float(near[int(np.clip(fx, 0, W - 1))]) + 4
    d = s
    nose = (fx + d * fh * 0.85, feet_y - fh * 0.92)
    near_f, far_f, _snout, _tip, ears, _hc = fennec(nose, feet_y, fh, d)
    fox = np.maximum(near_f, far_f)
    blend(ctx.img, fox, rgb("#0c1226"), 1.0)
    after_mask(ctx, fox, "#0c1226", 0.9)
    ear_rim = np.clip(ears - np.roll(ears, 4, 0), 0, 1)
    after_mask(ctx, ear_rim, "#8a9ac8", 0.6)
    focus_on(ctx, fox, 3, 2.0, weight=0.8)
    add_element(
        ctx,
        "a fennec fox watching from a dune top",
        "secondary",
        bbox_of(fox),
        ("animal", "fox", "desert", "watching", "small"),
    )
    later_glow(ctx, mx, my, R * 1.5, "#fff6d8", 0.18)
    return Painted(
        "At night in wide sand dunes, a small dark scarab beetle stands on its front legs and "
        "pushes the full moon across the sand with its hind legs, the way dung beetles roll "
        "their balls; the huge glowing moon lies on the sand, a long furrow runs behind them "
        "up over a dune, and a fennec fox watches from a dune top under a sky of stars.",
        ["effort", "small but mighty", "journey", "night", "burden", "patience", "wonder"],
        setting="by the light of the moon on the sand",
    )


PREMISE = Premise(
    name="beetle-rolls-the-moon",
    figure="beetle",
    palettes=("night",),
    stage=stage,
    max_cards=1,
    frame=False,
)
