"""Premise "fox-at-the-window": on a snowy winter night a red fox stands up on tiptoe beside a
cottage, forepaws on the snowy sill of a lit window, a child's small mitten hanging by its cuff
from its jaws, and looks in at a family at supper (silhouettes under a lamp, a child's hand
raised); its tracks run back across the snow to the dark wood."""

from __future__ import annotations

import numpy as np

from ..kit.light import after_mask, later_glow
from ..kit.paint import YY, Arr, H, W, aniso_noise, blend, blur, disc, ellipse, glow, mix, rgb
from ..kit.place import add_element, focus_on
from ..kit.premise import Painted, Premise
from ..kit.scene import Ctx
from ..kit.shapes import cubic, mask_bbox, polygon_fine, polylines, ribbon, tilted_ellipse

Pt = tuple[float, float]
FUR = "#c8602a"
CREAM = "#f4ece0"
SOCK = "#2a1a16"
WARM = "#ffc870"
MITTENS = {"blue": "#2f5fb8", "green": "#2f8a5a"}
# per palette: snow in shadow, snow lit by the sky, the wall, the roof
SNOW = {
    "dusk": ("#4a3c70", "#9c8cc0", "#4a3442", "#2a1c2e"),
    "lavender": ("#6a5a98", "#c4b4e4", "#5a4456", "#34283e"),
    "storm": ("#3a4a58", "#8a9aa8", "#44403e", "#24282c"),
}


def _quad(a: Pt, b: Pt, c: Pt, e: Pt, u: float, v: float) -> Pt:
    """The point (u, v) of the quadrilateral a-b (top) e-c (bottom), bilinear."""
    top = (a[0] + (b[0] - a[0]) * u, a[1] + (b[1] - a[1]) * u)
    bot = (e[0] + (c[0] - e[0]) * u, e[1] + (c[1] - e[1]) * u)
    return (top[0] + (bot[0] - top[0]) * v, top[1] + (bot[1] - top[1]) * v)


def _ground(ctx: Ctx, hz: float) -> None:
    """Snow from the wood's foot down, paler toward us, in soft drifts."""
    shade, lit = rgb(SNOW[ctx.pal.name][0]), rgb(SNOW[ctx.pal.name][1])
    t = np.clip((YY - hz) / (H - hz), 0, 1)
    drift = aniso_noise(ctx.rng, 260, 40) - 0.5
    fine = aniso_noise(ctx.side(), 50, 10) - 0.5
    k = np.clip(0.3 + 0.55 * t + 0.45 * drift + 0.12 * fine, 0, 1)[..., None]
    col = shade * (1 - k) + lit * k
    land = np.clip((YY - hz) / 3 + 0.5, 0, 1).astype(np.float32)
    blend(ctx.img, land, col)


def _wood(ctx: Ctx, hz: float, d: int) -> Arr:
    """A dark wood along the far edge of the snow, on the side the fox came from."""
    g = ctx.rng
    m = np.zeros((H, W), np.float32)
    for _ in range(26):
        x = W / 2 - d * W * float(g.uniform(-0.1, 0.62))
        th = H * float(g.uniform(0.08, 0.17))
        w = th * float(g.uniform(0.28, 0.36))
        base = hz + float(g.uniform(-6, 14))
        lo = [(f, base - th * (0.2 + 0.25 * j)) for j, f in enumerate((1.0, 0.8, 0.6))]
        tiers = [polygon_fine([(x - w * f, y), (x, base - th), (x + w * f, y)]) for f, y in lo]
        m = np.maximum.reduce(
            [m, *tiers, polylines([[(x, base + 4), (x, base - th * 0.3)]], w * 0.12)]
        )
    m *= np.clip((hz + 16 - YY) / 4, 0, 1)
    blend(ctx.img, m, mix(rgb(ctx.pal.ink), ctx.sky_at(0.5), 0.2), 0.95)
    ctx.fog(hz / H, 0.03, 0.35, SNOW[ctx.pal.name][0])
    return m


def _fox(ctx: Ctx, x0: float, gy: float, u: float, d: int) -> tuple[Arr, dict[str, Pt]]:
    """The fox on tiptoe in profile facing `d`, hind toes on y=gy at x0, `u` px a unit (95 units
    toes to ear tips): haunch, narrow waist, deep chest, long neck. Its mask and key points."""

    def p(a: float, b: float) -> Pt:
        return (x0 + d * a * u, gy - b * u)

    def ov(a: float, b: float, ra: float, rb: float, tilt: float = 0.0) -> Arr:
        return tilted_ellipse(*p(a, b), ra * u, rb * u, d * tilt)

    def rib(pts: list[Pt], ws: list[float]) -> Arr:
        return ribbon([p(*q) for q in pts], [w * u for w in ws], 1.5)

    def pg(pts: list[Pt]) -> Arr:
        return polygon_fine([p(*q) for q in pts])

    def curve(a: Pt, b: Pt, c: Pt, e: Pt, ws: list[float], n: int = 16) -> Arr:
        pts = [(q[0], q[1]) for q in cubic(a, b, c, e, n)]
        k = np.linspace(0, 1, len(pts))
        return rib(pts, list(np.interp(k, np.linspace(0, 1, len(ws)), ws)))

    fur, sock = rgb(FUR), rgb(SOCK)
    lean = ctx.u(-0.8, 0.8)
    # the far legs and ear, in the fox's own shade
    far = {
        "far_arm": curve((13, 62), (20, 63.5), (28, 64), (35, 64), [6.5, 5, 4.2, 4]),
        "far_paw": ov(36.5, 64.2, 2.8, 1.7),
        "far_ear": pg([(12, 80), (16.5, 83.5), (9.5 + lean, 94)]),
        "far_shin": curve((-7, 18), (-8, 11), (-4, 5), (-2.5, 1.6), [5.5, 4, 3.2, 3]),
        "far_toes": ov(-0.5, 1.3, 3.2, 1.3),
    }
    for m in far.values():
        ctx.lit(m, mask_bbox(m), fur * 0.5, rim=0.3)
    for key in ("far_arm", "far_paw"):
        blend(ctx.img, blur(far[key] * disc(*p(33, 64), 7 * u, 3), 1.5), sock, 0.8)
    blend(ctx.img, blur(far["far_shin"] + far["far_toes"], 1.5), sock, 0.85)
    tail_path = [(q[0], q[1]) for q in cubic((-8, 24), (-21, 20), (-25, 3), (-15, 1.8), 24)]
    kk = np.linspace(0, 1, len(tail_path))
    tail = rib(tail_path, list(np.interp(kk, [0, 0.2, 0.6, 0.9, 1], [7, 11.5, 12, 9.5, 4])))
    tip = rib(tail_path[18:], list(np.interp(kk[18:], [0, 0.9, 1], [10.5, 10, 4])))
    back = [(q[0], q[1]) for q in cubic((-12, 22), (-12, 34), (-7, 38), (-7, 47), 10)]
    back += [(q[0], q[1]) for q in cubic((-7, 47), (-8, 57), (4, 64), (14, 78), 12)][1:]
    front = [(q[0], q[1]) for q in cubic((3, 17), (-2, 34), (26, 42), (23, 73), 20)]
    parts = {
        "torso": pg(back + front[::-1]),
        "haunch": ov(-3, 25, 10, 12.5, 0.35),
        "chest": ov(13, 51, 9.5, 10.5, -0.35),
        "head": ov(18.5, 78.5, 6.2, 5.3, -0.3),
        "muzzle": pg([(21, 83), (31, 79.3), (33.6, 78.3), (34.4, 77.2), (33, 76), (22.5, 73.2)]),
        "shin": curve((-4, 19), (-5, 12), (-1, 5), (1, 1.8), [6.5, 4.8, 3.6, 3.3]),
        "toes": ov(3, 1.4, 3.6, 1.4),
    }
    body = np.clip(np.maximum.reduce(list(parts.values())), 0, 1)
    ear = pg([(15.5, 82.5), (21, 84.5), (15 + lean, 96)])
    paw = ov(37, 61, 3, 1.8)
    arm = np.maximum(curve((14, 58), (22, 59.5), (29, 60.5), (35, 60.8), [8, 6, 4.6, 4.2]), paw)
    whole = np.clip(np.maximum.reduce([body, tail, ear, arm, *far.values()]), 0, 1)
    bb = mask_bbox(whole)
    ctx.lit(tail, bb, fur * 1.02, rim=0.7)
    ctx.lit(tip, mask_bbox(tip), rgb(CREAM), rim=0.4)
    ctx.lit(arm, bb, fur, rim=0.6)
    ctx.lit(body, bb, fur, rim=0.9)
    ctx.lit(ear, bb, fur * 0.9, rim=0.6)
    # black backs of the ears, black stockings on the hind feet and the forepaws
    blend(ctx.img, blur(ear * disc(*p(15, 94), 7 * u, 3), 1), sock, 0.9)
    blend(ctx.img, blur(far["far_ear"] * disc(*p(10, 92), 6 * u, 3), 1), sock, 0.9)
    feet = np.maximum(parts["shin"], parts["toes"]) * np.clip((YY - p(0, 12)[1]) / (2 * u), 0, 1)
    blend(ctx.img, blur(feet, 1.5), sock, 0.85)
    blend(ctx.img, blur(arm * disc(*p(35, 60.8), 8 * u, 4), 1.5), sock, 0.8)
    # a cream throat and chest in front, cream cheek and lower jaw
    shift = round(d * 4.2 * u)
    fr = np.clip(body - np.roll(body, -shift, axis=1), 0, 1)
    zone = np.clip((p(0, 49)[1] - YY) / (5 * u), 0, 1) * np.clip((YY - p(0, 75)[1]) / (3 * u), 0, 1)
    jaw = pg([(18, 75.5), (24, 77), (34.2, 77.2), (33, 76), (22.5, 73.2), (19, 72)]) * body
    blend(ctx.img, blur(np.maximum(fr * zone, jaw), 5), rgb(CREAM), 0.7)
    # fur: fine strokes at the edges of the body and the tail
    g = ctx.side()
    edge_m = blur(np.maximum(body, tail), 3)
    gyy, gxx = np.gradient(edge_m)
    ys_, xs_ = np.nonzero((edge_m > 0.35) & (edge_m < 0.65))
    strokes = []
    for i in g.choice(len(xs_), min(len(xs_), 90), replace=False):
        y_, x_ = ys_[i], xs_[i]
        nx_, ny_ = -gxx[y_, x_], -gyy[y_, x_]
        n_ = float(np.hypot(nx_, ny_)) or 1.0
        ln = float(g.uniform(0.5, 1.1)) * u
        tx, ty = nx_ / n_ * ln, ny_ / n_ * ln + 0.4 * ln
        strokes.append([(x_ - tx * 0.8, y_ - ty * 0.8), (x_ + tx * 0.5, y_ + ty * 0.5)])
    after_mask(ctx, polylines(strokes, 1.8) * (1 - blur(fr * zone, 2)), "#e0864a", 0.4)
    keys = {"eye": (21.3, 80.4), "nose": (34.1, 77.6), "mouth": (27.5, 75), "whisk": (30, 76.8)}
    return whole, {k: p(*v) for k, v in keys.items()}


def _window(ctx: Ctx, q: tuple[Pt, Pt, Pt, Pt]) -> Arr:
    """The lit window, quad `q` (far top, near top, near bottom, far bottom): a lamp over a table,
    the dark shapes of a family at it, a small child between two grown-ups raising a hand."""
    a, b, c, e = q
    glass = polygon_fine([a, b, c, e])
    room = np.zeros((H, W, 3), np.float32) + rgb("#c86a30")
    lamp = _quad(a, b, c, e, 0.5, 0.2)
    glow(room, lamp[0], lamp[1] + 30, 360, "#ffc878", 0.75)
    span = abs(b[0] - a[0])

    def at(uu: float, vv: float) -> Pt:
        return _quad(a, b, c, e, uu, vv)

    shapes = []
    # the lamp: a cord from the top and a dark shade, its light under it
    top, hang = at(0.5, 0.0), at(0.5, 0.14)
    sw = ((-0.035, 0), (0.035, 0), (0.1, 0.07), (-0.1, 0.07))
    shade = polygon_fine([(hang[0] + span * i, hang[1] + span * j) for i, j in sw])
    shapes += [polylines([[top, hang]], 3), shade]
    bulb = disc(hang[0], hang[1] + span * 0.075, span * 0.03, 2)
    for uu, vv, r, arm in (
        (0.22, 0.44, 0.07, 0.0),
        (0.4, 0.58, 0.05, 1.0),
        (0.76, 0.42, 0.07, 0.0),
    ):
        hx, hy = at(uu, vv)
        rr = r * span
        shapes.append(tilted_ellipse(hx, hy, rr * 0.82, rr, 0.0))
        shapes.append(ellipse(hx, hy + rr * 0.9, rr * 0.35, rr * 0.5, 1.5))  # the neck
        sh_y = hy + rr * 1.25
        shapes.append(tilted_ellipse(hx, sh_y + rr * 0.55, rr * 1.55, rr * 0.7, 0.0))
        x_a, x_b, y_a, y_b = hx - rr * 1.45, hx + rr * 1.45, sh_y + rr * 0.55, sh_y + rr * 4.0
        shapes.append(polygon_fine([(x_a, y_a), (x_b, y_a), (x_b, y_b), (x_a, y_b)]))
        shapes.append(ellipse(hx - rr * 1.0, sh_y + rr * 0.4, rr * 0.6, rr * 0.5, 1.5))
        shapes.append(ellipse(hx + rr * 1.0, sh_y + rr * 0.4, rr * 0.6, rr * 0.5, 1.5))
        if arm:
            # the child's hand raised toward the window
            hand = (hx - rr * 2.2, hy - rr * 1.6)
            shapes.append(polylines([[(hx - rr * 0.9, sh_y + rr * 0.3), hand]], rr * 0.55))
            shapes.append(disc(hand[0], hand[1], rr * 0.45, 1.5))
    t0, t1 = at(0, 0.8), at(1, 0.8)
    table = polygon_fine([t0, t1, at(1, 1.05), at(0, 1.05)])
    folk = np.clip(np.maximum.reduce(shapes), 0, 1)
    blend(room, blur(folk, 1.2), rgb("#3a1810"), 0.92)
    blend(room, blur(table, 1.2), rgb("#4a2214"), 0.95)
    blend(room, blur(polylines([[t0, t1]], 7), 1), rgb("#f0b070"), 0.8)
    blend(room, bulb, rgb("#ffe4a8"), 0.9)
    blend(ctx.img, glass, room)
    focus_on(ctx, np.maximum(folk, table) * glass, 2, 2.5, weight=0.9)
    return glass


def stage(ctx: Ctx) -> Painted:
    d = 1 if ctx.rng.random() < 0.5 else -1  # the fox faces the window at side d
    ink = rgb(ctx.pal.ink)
    hz = H * ctx.u(0.5, 0.53)  # the far edge of the snow, the wood's foot
    # the sky: stars, a deeper zenith
    ctx.texture_sky(0.05)
    blend(ctx.img, np.clip(1 - YY / (H * 0.4), 0, 1), ink, 0.35)
    ctx.stars(160, 0.45)
    _ground(ctx, hz)
    wood = _wood(ctx, hz, d)
    # the cottage wall receding from the card's edge at side d toward the vanishing point
    vx, vy = W / 2 - d * W * 0.72, hz - H * 0.03
    xe = W / 2 + d * W * 0.56
    yb_e, yt_e = H * ctx.u(0.9, 0.92), H * ctx.u(0.15, 0.17)

    def on_wall(x: float, f: float) -> Pt:
        """The point at x on the wall, f from the eaves (0) to the ground (1)."""
        t = (x - vx) / (xe - vx)
        top, bot = vy + (yt_e - vy) * t, vy + (yb_e - vy) * t
        return (x, top + (bot - top) * f)

    xc = W / 2 - d * W * ctx.u(0.3, 0.34)  # the wall's far corner
    wall = polygon_fine([on_wall(xc, 0), on_wall(xe, 0), on_wall(xe, 1), on_wall(xc, 1)])
    _, _, wall_c, roof_c = (rgb(c) for c in SNOW[ctx.pal.name])
    boards = aniso_noise(ctx.side(), 90, 6) - 0.5
    blend(ctx.img, wall, np.clip(wall_c * (1 + 0.2 * boards[..., None]), 0, 1))
    # the roof over the eaves, thick snow on its edge
    eave = polygon_fine(
        [
            on_wall(xc - d * 30, -0.06),
            (xe, -20.0),
            (xe, on_wall(xe, 0.02)[1]),
            on_wall(xc - d * 30, 0.02),
        ]
    )
    ridge_far, ridge_near = on_wall(xc - d * 30, -0.06), (xe, yt_e - H * 0.13)
    ridge_far = (ridge_far[0] - d * 60, ridge_far[1] - H * 0.08)
    roof = np.maximum(
        eave, polygon_fine([on_wall(xc - d * 30, -0.06), ridge_far, ridge_near, (xe, yt_e)])
    )
    blend(ctx.img, roof, roof_c)
    snow_c = rgb(SNOW[ctx.pal.name][1])
    ye = on_wall(xe, -0.01)[1] + 10
    snow_edge = polygon_fine(
        [on_wall(xc - d * 40, -0.1), (xe, -20.0), (xe, ye), on_wall(xc - d * 40, -0.04)]
    )
    blend(ctx.img, snow_edge, mix(snow_c, rgb("#ffffff"), 0.3), 0.9)
    # a snowdrift along the foot of the wall
    foot = polygon_fine(
        [on_wall(xc - d * 40, 0.94), on_wall(xe, 0.96), (xe, H + 10.0), on_wall(xc - d * 60, 1.04)]
    )
    blend(ctx.img, blur(foot, 8), snow_c, 0.8)
    # the window, a little nearer than the wall's middle
    w0, w1 = W / 2 + d * W * 0.1, W / 2 + d * W * 0.38
    fa, fb = 0.2, 0.52
    q = (on_wall(w0, fa), on_wall(w1, fa), on_wall(w1, fb), on_wall(w0, fb))

    def band(xa: float, xb: float, f0: float, f1: float) -> Arr:
        return polygon_fine([on_wall(xa, f0), on_wall(xb, f0), on_wall(xb, f1), on_wall(xa, f1)])

    frame = band(w0 - d * 20, w1 + d * 20, fa - 0.02, fb + 0.03)
    blend(ctx.img, frame, rgb("#3a2620"), 1.0)
    glass = _window(ctx, q)
    sill = band(w0 - d * 34, w1 + d * 34, fb + 0.005, fb + 0.04)
    wx, wy = _quad(*q, 0.5, 0.5)
    ctx.light = (wx, wy)
    # the window's light thrown out onto the snow, toward the middle of the card
    ga, gb_ = on_wall(w0, 1.0), on_wall(w1, 1.0)
    spill = polygon_fine(
        [ga, gb_, (gb_[0] - d * W * 0.5, H + 40.0), (ga[0] - d * W * 0.55, ga[1] + H * 0.12)]
    )
    spill = blur(spill, 40) * np.clip((YY - hz - 20) / 60, 0, 1) * (1 - wall)
    blend(ctx.img, blur(spill, 30), rgb(WARM), 0.3)
    pool = ellipse(wx - d * W * 0.12, H * 0.9, W * 0.42, H * 0.07, 2)
    blend(ctx.img, blur(pool, 50) * (1 - wall), rgb(WARM), 0.22)
    glow(ctx.img, wx - d * 80, wy, 520, WARM, 0.3)
    # the fox: hind feet in the snow, forepaws on the sill
    sill_x, sill_y = on_wall(w0 + d * W * 0.01, fb)
    gy = H * ctx.u(0.92, 0.94)
    u = (gy - sill_y) / 60.0
    x0 = sill_x - d * 33 * u
    fox, pts = _fox(ctx, x0, gy, u, d)
    fb_ = mask_bbox(fox)
    ctx.cast_shadow(fox, fb_, gy, 0.45)
    ctx.contact(fox, fb_)
    # snow on the sill, over and round the forepaws
    blend(ctx.img, sill * (1 - blur(fox, 3) * 0.9), mix(snow_c, rgb("#fff4e0"), 0.5), 1.0)
    focus_on(ctx, fox, 5, 2.5)
    focus_on(ctx, disc(pts["eye"][0] + d * 6 * u, pts["eye"][1], 16 * u, 4), 3, 3.0)
    # the mitten held by its cuff in the jaws, hanging below the muzzle: cuff, hand, thumb
    mname = str(ctx.rng.choice(list(MITTENS)))
    (mx, my), mk = pts["mouth"], u * 1.05

    def mp(a: float, b: float) -> Pt:
        return (mx + d * a * mk, my + b * mk)

    hand_ = ribbon([mp(0.3, 3.5), mp(0.6, 7), mp(0.8, 9.5)], [6.2 * mk, 6.8 * mk, 6.4 * mk], 1.5)
    thumb = tilted_ellipse(*mp(4.2, 7.2), 1.25 * mk, 2.6 * mk, -d * 0.5)
    mit = np.maximum.reduce([hand_, ellipse(*mp(0.8, 10), 3.2 * mk, 2.6 * mk, 1.5), thumb])
    cuff = polygon_fine([mp(-3.3, 1.4), mp(3.4, 1.7), mp(3.5, 4.0), mp(-3.1, 3.7)])
    ctx.lit(mit, mask_bbox(mit), rgb(MITTENS[mname]), rim=0.8)
    ctx.lit(cuff, mask_bbox(cuff), rgb("#f2ece0"), rim=0.5)
    mitten = np.maximum(mit, cuff)
    focus_on(ctx, mitten, 2, 3.0)
    # its tracks back across the snow to the wood
    far_pt = (W / 2 - d * W * ctx.u(0.28, 0.36), hz + 20)
    near_pt = (x0 - d * 14 * u, gy + 1.5 * u)
    path = cubic(far_pt, (far_pt[0], hz + 200), (far_pt[0], gy - 40), near_pt, 40)
    prints = []
    for k in range(2, 38, 2):
        px, py = path[k]
        sc = 0.35 + 0.65 * (py - hz) / (gy - hz)
        px += (1 if (k // 2) % 2 else -1) * 8 * sc
        prints.append(ellipse(px, py, 17 * sc, 10 * sc, 1.5))
    trail = np.maximum.reduce(prints) * (1 - blur(fox, 3))
    blend(ctx.img, trail, mix(rgb(SNOW[ctx.pal.name][0]), ink, 0.55), 0.85)
    # after the paint: the window's bars, mist where the fox breathes, its eye and nose, snow
    bars = polylines(
        [[_quad(*q, 0.5, 0), _quad(*q, 0.5, 1)], [_quad(*q, 0, 0.45), _quad(*q, 1, 0.45)]], 12
    )
    after_mask(ctx, bars * glass, "#3a2620", 0.95)
    nx, ny = pts["nose"]
    after_mask(ctx, blur(ellipse(nx + d * 16, ny, 30, 24, 2), 8) * glass, "#fff4e4", 0.45)
    later_glow(ctx, wx, wy, 200, "#ffd890", 0.18)
    # the window's light along its front: chest, forelegs, muzzle
    lxv, lyv = wx - fb_[0] if d > 0 else wx - fb_[2], wy - (fb_[1] + fb_[3]) / 2
    ln_ = float(np.hypot(lxv, lyv)) or 1.0
    sx_, sy_ = round(-lxv / ln_ * 0.9 * u), round(-lyv / ln_ * 0.9 * u)
    rim_edge = np.clip(fox - np.roll(np.roll(fox, sy_, 0), sx_, 1), 0, 1)
    after_mask(ctx, blur(rim_edge, 1.2) * (1 - mitten), "#ffd79a", 0.7)
    ex, ey = pts["eye"]
    after_mask(ctx, tilted_ellipse(ex, ey, 1.7 * u, 0.95 * u, -d * 0.35), "#8a4a10", 0.95)
    after_mask(ctx, disc(ex + d * 0.2 * u, ey, 0.7 * u, 1), "#120806", 0.95)
    after_mask(ctx, disc(ex + d * 0.55 * u, ey - 0.3 * u, 0.3 * u, 1), "#fff0d8", 0.95)
    after_mask(ctx, disc(nx, ny, 1.25 * u, 1.5), "#1a0e0a", 0.95)
    wkx, wky = pts["whisk"]
    ws_ = (((0, 0), (9, -1.8)), ((0, 0.6), (8.5, 1.2)), ((-0.6, 0.2), (7, -3.6)))
    whisk = polylines([[(wkx + d * a * u, wky + b * u) for a, b in w_] for w_ in ws_], 1.6)
    after_mask(ctx, whisk, "#fbe6c8", 0.75)
    flakes = np.zeros((H, W), np.float32)
    for fx, fy, k in ctx.side().uniform(0, 1, (140, 3)):
        flakes = np.maximum(flakes, disc(fx * W, fy * H, 1.8 + 3.5 * k**2, 1.2))
    after_mask(ctx, flakes, "#f2eefa", 0.75)
    for label, role, m, tags in (
        (
            "a red fox standing up on its hind legs at a lit window",
            "main",
            np.maximum(fox, mitten),
            ("fox", "animal", "wild", "outside", "longing", "visitor"),
        ),
        (
            f"a small {mname} mitten in the fox's mouth",
            "secondary",
            mitten,
            ("mitten", "glove", "lost", "gift", "child"),
        ),
        (
            "a lit cottage window, a family at supper inside",
            "secondary",
            frame,
            ("window", "home", "house", "family", "warmth", "light"),
        ),
        ("the wall of a snowy cottage", "frame", wall, ("house", "home", "winter")),
        ("a dark wood", "frame", wood, ("forest", "pine", "night")),
        ("a line of paw prints in the snow", "secondary", trail, ("footprint", "trail", "snow")),
    ):
        add_element(ctx, label, role, mask_bbox(m), tags)
    return Painted(
        "On a snowy winter night a red fox stands up on its hind legs beside a cottage, leaning "
        "on the snowy sill of a lit window, and looks in at a family at supper inside, seen only "
        f"as warm shapes; it holds a small {mname} mitten in its mouth, and its paw prints run "
        "back across the snow toward the dark wood.",
        ["outside looking in", "longing", "home", "lost and found", "visitor", "winter"],
        setting="by the warm light of the window on the snow",
    )


PREMISE = Premise(
    name="fox-at-the-window",
    figure="fox",
    palettes=("dusk", "lavender"),
    stage=stage,
    max_cards=1,
    frame=False,
)
