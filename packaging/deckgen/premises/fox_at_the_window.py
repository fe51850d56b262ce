"""Premise "fox-at-the-window": on a snowy winter night a red fox stands up on its hind legs in
the snow beside a cottage, front paws on the snowy sill of a lit window, and looks in; the
warm light falls on its face and chest, its breath mists the glass, and it holds a child's
small red mitten in its mouth. Inside, behind the steamy glass, a family at supper shows only
as warm dark shapes round a lamp. Its tracks run back across the snow to the dark wood.

The cottage wall recedes in perspective on the fox's side; the fox (long hind feet, haunch,
upright body, chest, neck, head in profile, ears, front legs on the sill, a bushy hanging tail
with a white tip) is drawn from shapes; the window's bars, the fox's eye and nose, the mist
on the glass and the falling snow come after the paint.
"""

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
        tiers = [
            polygon_fine(
                [
                    (x - w * f, base - th * (0.2 + 0.25 * j)),
                    (x, base - th),
                    (x + w * f, base - th * (0.2 + 0.25 * j)),
                ]
            )
            for j, f in enumerate((1.0, 0.8, 0.6))
        ]
        m = np.maximum.reduce(
            [m, *tiers, polylines([[(x, base + 4), (x, base - th * 0.3)]], w * 0.12)]
        )
    m *= np.clip((hz + 16 - YY) / 4, 0, 1)
    blend(ctx.img, m, mix(rgb(ctx.pal.ink), ctx.sky_at(0.5), 0.2), 0.95)
    ctx.fog(hz / H, 0.03, 0.35, SNOW[ctx.pal.name][0])
    return m


def _fox(ctx: Ctx, x0: float, gy: float, u: float, d: int) -> tuple[Arr, dict[str, Pt]]:
    """The fox standing up in profile facing `d`, its hind feet on y=gy at x0; `u` px a
    unit (about 100 units from its feet to its ear tips). Returns its mask and key points."""

    def p(a: float, b: float) -> Pt:
        return (x0 + d * a * u, gy - b * u)

    def ov(a: float, b: float, ra: float, rb: float, tilt: float = 0.0) -> Arr:
        c = p(a, b)
        return tilted_ellipse(c[0], c[1], ra * u, rb * u, d * tilt)

    def rib(pts: list[Pt], ws: list[float]) -> Arr:
        return ribbon([p(*q) for q in pts], [w * u for w in ws], 2)

    def pg(pts: list[Pt]) -> Arr:
        return polygon_fine([p(*q) for q in pts])

    fur = rgb(FUR)
    lean = ctx.u(-1.0, 1.0)
    far = {
        "far_leg": rib([(12, 63), (25, 64), (39, 63)], [6.5, 5, 4.5]),
        "far_paw": ov(40, 63.8, 4, 2.4),
        "far_ear": pg([(11, 86), (17, 88), (10 + lean, 99)]),
        "far_foot": rib([(-3, 9), (-8, 3), (-7, 1.5), (4, 1.4)], [6, 4, 3.6, 3.2]),
    }
    for m in far.values():
        ctx.lit(m, mask_bbox(m), fur * 0.55, rim=0.3)
    tail = rib(
        [(q[0], q[1]) for q in cubic((-10, 24), (-22, 20), (-26, 10), (-21, 1.5), 14)],
        list(np.interp(np.linspace(0, 1, 15), [0, 0.3, 0.75, 1], [8, 13, 11.5, 5])),
    )
    parts = {
        "trunk": rib([(-5, 18), (-1, 32), (4, 45), (10, 58)], [22, 16, 19, 22]),
        "thigh": ov(-1, 20, 11, 15, 0.45),
        "chest": ov(11, 54, 10, 11, -0.2),
        "neck": rib([(9, 62), (14, 71), (18, 78)], [15, 12.5, 11.5]),
        "head": ov(19, 81, 8.5, 7, -0.2),
        "snout": pg([(20, 85.5), (33.5, 79.8), (33.8, 78.2), (22, 75)]),
        "leg": rib([(4, 13), (-6, 6), (-8, 2.5)], [7, 4.8, 4.2]),
        "foot": rib([(-8, 2.2), (7, 1.6)], [4.4, 3.8]),
    }
    body = np.clip(np.maximum.reduce(list(parts.values())), 0, 1)
    ear = pg([(15, 85.5), (21.5, 87), (14 + lean, 99)])
    leg = np.maximum(rib([(10, 59), (24, 61), (37, 60)], [7, 5.5, 5]), ov(38, 60.6, 4.4, 2.6))
    whole = np.clip(np.maximum.reduce([body, tail, ear, leg, *far.values()]), 0, 1)
    bb = mask_bbox(whole)
    ctx.lit(tail, bb, fur * 1.02, rim=0.7)
    tip = tail * np.clip((YY - p(0, 8)[1]) / (3 * u), 0, 1)
    ctx.lit(tip, bb, rgb(CREAM), rim=0.4)
    ctx.lit(leg, bb, fur, rim=0.6)
    ctx.lit(body, bb, fur, rim=0.9)
    ctx.lit(ear, bb, fur * 0.9, rim=0.6)
    blend(ctx.img, ear * disc(*p(14, 97), 3.5 * u, 3), rgb(SOCK), 0.9)
    # dark stockings on the hind feet and the forepaws; a cream throat and chest in front
    feet = np.maximum(parts["leg"], parts["foot"]) * np.clip((YY - p(0, 7)[1]) / (2 * u), 0, 1)
    blend(ctx.img, blur(feet, 2), rgb(SOCK), 0.7)
    blend(ctx.img, blur(leg * disc(*p(38, 60.5), 5 * u, 3), 2), rgb(SOCK), 0.6)
    shift = round(d * 5.5 * u)
    front = np.clip(body - np.roll(body, -shift, axis=1), 0, 1)
    zone = np.clip((p(0, 54)[1] - YY) / (3 * u), 0, 1) * np.clip((YY - p(0, 82)[1]) / (2 * u), 0, 1)
    cheek = ov(23, 77.8, 4.5, 2.0, -0.35) * body
    blend(ctx.img, blur(np.maximum(front * zone, cheek), 6), rgb(CREAM), 0.6)
    return whole, {
        "eye": p(21, 82.5),
        "nose": p(32.6, 79.4),
        "mouth": p(27, 76.5),
        "sill": p(31, 58),
    }


def _window(ctx: Ctx, q: tuple[Pt, Pt, Pt, Pt]) -> Arr:
    """The lit window, quad `q` (far top, near top, near bottom, far bottom): a warm room
    behind steamy glass, a lamp and the dark warm shapes of a family at the table."""
    a, b, c, e = q
    glass = polygon_fine([a, b, c, e])
    room = np.zeros((H, W, 3), np.float32) + rgb("#d87434")
    lamp = _quad(a, b, c, e, 0.5, 0.28)
    glow(room, lamp[0], lamp[1], 300, "#ffcc80", 0.65)
    shapes = []
    for uu, vv, r in ((0.45, 0.42, 0.12), (0.66, 0.6, 0.08), (0.88, 0.4, 0.12)):
        hx, hy = _quad(a, b, c, e, uu, vv)
        rr = r * abs(b[0] - a[0])
        sy = hy + rr * 0.5 + rr * 0.75
        shapes += [disc(hx, hy, rr * 0.5, 2), ellipse(hx, sy, rr * 1.25, rr * 0.85, 2)]
    t0, t1 = _quad(a, b, c, e, 0, 0.86), _quad(a, b, c, e, 1, 0.86)
    table = polylines([[t0, t1]], 26)
    folk = np.clip(np.maximum.reduce([*shapes, table]), 0, 1)
    blend(room, blur(folk, 2.5), rgb("#3e1a12"), 0.9)
    blend(ctx.img, glass, room)
    focus_on(ctx, folk * glass, 3, 2.0, weight=0.8)
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
    snow_edge = polygon_fine(
        [
            on_wall(xc - d * 40, -0.1),
            (xe, -20.0),
            (xe, on_wall(xe, -0.01)[1] + 10),
            on_wall(xc - d * 40, -0.04),
        ]
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
    frame = polygon_fine(
        [
            on_wall(w0 - d * 20, fa - 0.02),
            on_wall(w1 + d * 20, fa - 0.02),
            on_wall(w1 + d * 20, fb + 0.03),
            on_wall(w0 - d * 20, fb + 0.03),
        ]
    )
    blend(ctx.img, frame, rgb("#3a2620"), 1.0)
    glass = _window(ctx, q)
    sill = polygon_fine(
        [
            on_wall(w0 - d * 34, fb + 0.005),
            on_wall(w1 + d * 34, fb + 0.005),
            on_wall(w1 + d * 34, fb + 0.04),
            on_wall(w0 - d * 34, fb + 0.04),
        ]
    )
    wx, wy = _quad(*q, 0.5, 0.5)
    ctx.light = (wx, wy)
    # the window's light thrown out onto the snow, toward the middle of the card
    ga, gb_ = on_wall(w0, 1.0), on_wall(w1, 1.0)
    spill = polygon_fine(
        [ga, gb_, (gb_[0] - d * W * 0.5, H + 40.0), (ga[0] - d * W * 0.55, ga[1] + H * 0.12)]
    )
    spill = blur(spill, 40) * np.clip((YY - hz - 20) / 60, 0, 1) * (1 - wall)
    blend(ctx.img, blur(spill, 30), rgb(WARM), 0.3)
    glow(ctx.img, wx - d * 80, wy, 520, WARM, 0.3)
    # the fox: hind feet in the snow, forepaws on the sill
    sill_x, sill_y = on_wall(w0 + d * W * 0.01, fb)
    gy = H * ctx.u(0.85, 0.87)
    u = (gy - sill_y) / 59.0
    x0 = sill_x - d * 31 * u
    fox, pts = _fox(ctx, x0, gy, u, d)
    fb_ = mask_bbox(fox)
    ctx.cast_shadow(fox, fb_, gy, 0.25)
    ctx.contact(fox, fb_)
    # snow on the sill, over and round the forepaws
    blend(ctx.img, sill * (1 - blur(fox, 3) * 0.9), mix(snow_c, rgb("#fff4e0"), 0.5), 1.0)
    focus_on(ctx, fox, 5, 2.5)
    hx_, hy_ = pts["eye"]
    focus_on(ctx, disc(hx_ + d * 6 * u, hy_, 16 * u, 4), 3, 3.0)
    # the mitten held in the jaws, hanging below the muzzle
    mname = str(ctx.rng.choice(list(MITTENS)))
    mx, my = pts["mouth"]
    mk = u * 1.1
    mit = np.maximum.reduce(
        [
            tilted_ellipse(mx + d * 1.5 * mk, my + 7 * mk, 4.2 * mk, 6.5 * mk, d * 0.15),
            tilted_ellipse(mx + d * 5.6 * mk, my + 7.5 * mk, 1.6 * mk, 3.0 * mk, d * 0.55),
        ]
    )
    cuff = ribbon(
        [(mx - d * 3 * mk, my + 12.5 * mk), (mx + d * 5.5 * mk, my + 11.5 * mk)],
        [3.6 * mk, 3.6 * mk],
        1.5,
    )
    ctx.lit(mit, mask_bbox(mit), rgb(MITTENS[mname]), rim=0.8)
    ctx.lit(cuff, mask_bbox(cuff), rgb("#f2ece0"), rim=0.5)
    mitten = np.maximum(mit, cuff)
    focus_on(ctx, mitten, 3, 3.0)
    # its tracks back across the snow to the wood
    far_pt = (W / 2 - d * W * ctx.u(0.28, 0.36), hz + 20)
    near_pt = (x0 - d * 20 * u, gy + 4 * u)
    path = cubic(far_pt, (far_pt[0], hz + 200), (near_pt[0] - d * 300, gy + 140), near_pt, 40)
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
    after_mask(ctx, blur(ellipse(nx + d * 24, ny, 46, 34, 2), 10) * glass, "#fff4e4", 0.6)
    later_glow(ctx, wx, wy, 200, "#ffd890", 0.18)
    ex, ey = pts["eye"]
    after_mask(ctx, tilted_ellipse(ex, ey, 1.9 * u, 1.0 * u, -d * 0.3), "#1a0e0a", 0.95)
    after_mask(ctx, disc(ex + d * 0.5 * u, ey - 0.3 * u, 0.45 * u, 1), "#fff4e0", 0.9)
    after_mask(ctx, disc(nx, ny, 1.4 * u, 1.5), "#1a0e0a", 0.95)
    flakes = np.zeros((H, W), np.float32)
    for fx, fy, k in ctx.side().uniform(0, 1, (140, 3)):
        flakes = np.maximum(flakes, disc(fx * W, fy * H, 1.8 + 3.5 * k**2, 1.2))
    after_mask(ctx, flakes, "#ffffff", 0.75)
    add_element(
        ctx,
        "a red fox standing up on its hind legs at a lit window",
        "main",
        mask_bbox(np.maximum(fox, mitten)),
        ("fox", "animal", "wild", "outside", "longing", "visitor"),
    )
    add_element(
        ctx,
        f"a small {mname} mitten in the fox's mouth",
        "secondary",
        mask_bbox(mitten),
        ("mitten", "glove", "lost", "gift", "child"),
    )
    add_element(
        ctx,
        "a lit cottage window, a family at supper inside",
        "secondary",
        mask_bbox(frame),
        ("window", "home", "house", "family", "warmth", "light"),
    )
    add_element(
        ctx, "the wall of a snowy cottage", "frame", mask_bbox(wall), ("house", "home", "winter")
    )
    add_element(ctx, "a dark wood", "frame", mask_bbox(wood), ("forest", "pine", "night"))
    add_element(
        ctx,
        "a line of paw prints in the snow",
        "secondary",
        mask_bbox(trail),
        ("footprint", "trail", "snow"),
    )
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
