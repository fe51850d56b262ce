"""Premise "chameleon-on-the-quilt": Close up on a patchwork quilt on a bed, in a patch of
sunlight from the window, a chameleon basks with its tail curled, and it has turned into
patchwork itself: its body carries the quilt's own squares (stripes, checks, dots, flowers),
bent round its volume, so that only the light along its back, its curled tail and its one
bright eye give it away; a little mouse reared up on the quilt stares at the spot, puzzled.

Readings: hiding in plain sight, fitting in, shyness, a secret self, home, being overlooked.

The quilt is one pattern function over a plane in perspective; the chameleon is drawn from
parts (a tall, flat body, a casque head, four gripping legs, a spiral tail) and filled with the
same pattern sampled through its height field, like a lens, then lit as a volume.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from ..kit.light import after_mask, later_glow
from ..kit.paint import (
    XX,
    YY,
    Arr,
    H,
    W,
    blend,
    blur,
    box,
    disc,
    ellipse,
    fbm,
    glow,
    icon_mask,
    rgb,
)
from ..kit.place import add_element, focus_on, sec
from ..kit.premise import Painted, Premise
from ..kit.scene import Ctx
from ..kit.shapes import cubic, mask_bbox, polygon_fine, polylines, ribbon

Pt = tuple[float, float]

# the quilt's fabrics: (colour, kinds of print it comes in); one set per seed
FABRICS = (
    ("#2f7a78", "#b8503c", "#d8a23a", "#2f4272", "#7f9a5c", "#b86a7a"),
    ("#3a6a94", "#c8643f", "#e0b448", "#2f6448", "#a84848", "#8a6aa0"),
    ("#3f7f6a", "#c05a48", "#d89a3a", "#3a4a7a", "#c88a8a", "#6a8a9a"),
)
CREAM = "#efe4cc"
KINDS = ("solid", "stripes", "diagonal", "gingham", "dots", "flower")
G = 14.0  # squares per unit of the plane's width at the bottom of the card (220 px)


@dataclass
class Quilt:
    """The patchwork: per square, a kind of print and two colours; a plane in perspective
    with its horizon at `yh` (above the card) and its middle at `cx`; the cloth's folds bend
    its squares (`fx`, `fy`: how far a point's pattern is pushed)."""

    kind: np.ndarray
    a: np.ndarray
    b: np.ndarray
    yh: float
    cx: float
    off: tuple[float, float]
    fx: Arr
    fy: Arr

    def uv(self, x: Arr, y: Arr) -> tuple[Arr, Arr]:
        xi = np.clip(x.astype(np.int32), 0, W - 1)
        yi = np.clip(y.astype(np.int32), 0, H - 1)
        x, y = x + self.fx[yi, xi], y + self.fy[yi, xi]
        d = np.maximum(y - self.yh, 1.0)
        return (x - self.cx) / d * G + self.off[0], G * (H - self.yh) / d + self.off[1]

    def colour(self, x: Arr, y: Arr) -> Arr:
        """The quilt's colour at screen points (x, y): prints, seams and quilted puff."""
        u, v = self.uv(x, y)
        i, j = np.floor(u).astype(np.int64), np.floor(v).astype(np.int64)
        fu, fv = u - i, v - j
        n0, n1 = self.kind.shape
        jj, ii = j % n0, i % n1
        kind = self.kind[jj, ii]
        ca, cb = self.a[jj, ii], self.b[jj, ii]
        t = np.zeros(u.shape, np.float32)
        two = 2 * np.pi
        stripes = np.clip(np.sin(two * fu * 3) * 3 + 0.5, 0, 1)
        diag = np.clip(np.sin(two * (fu + fv) * 2) * 3 + 0.5, 0, 1)
        gx = (np.sin(two * fu * 2.5) > 0).astype(np.float32)
        gy = (np.sin(two * fv * 2.5) > 0).astype(np.float32)
        ging = (gx + gy) / 2
        du, dv = (fu * 2) % 1 - 0.5, (fv * 2) % 1 - 0.5
        dots = np.clip((0.24 - np.hypot(du, dv)) * 40, 0, 1)
        pr = np.hypot(fu - 0.5, fv - 0.5)
        pa = np.arctan2(fv - 0.5, fu - 0.5)
        petal = np.clip((0.4 * (0.55 + 0.45 * np.abs(np.cos(2.5 * pa))) - pr) * 40, 0, 1)
        for k, m in enumerate((None, stripes, diag, ging, dots, petal)):
            if m is not None:
                t = np.where(kind == k, m, t)
        col = ca + (cb - ca) * t[..., None]
        heart = np.clip((0.1 - pr) * 40, 0, 1) * (kind == 5)
        col = col + (np.array([0.95, 0.78, 0.3], np.float32) - col) * heart[..., None]
        # the seams between squares, and each square puffed up between its stitches
        e = np.minimum(np.minimum(fu, 1 - fu), np.minimum(fv, 1 - fv))
        puff = np.clip(e / 0.22, 0, 1)
        col = col * (0.8 + 0.2 * (puff * (2 - puff)))[..., None]
        seam = np.clip((0.025 - e) / 0.012, 0, 1)
        col = col * (1 - 0.35 * seam)[..., None]
        out: Arr = np.asarray(col, np.float32)
        return out


def _folds(ctx: Ctx, y_far: float, calm: Arr) -> Arr:
    """The cloth's height field: a few long soft wrinkles and a gentle swell, flattened where
    `calm` is 1 (where the chameleon lies)."""
    f = (fbm(ctx.rng, 300, 2) - 0.5) * 60
    for _ in range(6):
        cx, cy = ctx.u(-100, W + 100), ctx.u(y_far + 150, H + 100)
        a = ctx.u(0.5, 1.2) * (1 if ctx.rng.random() < 0.5 else -1)
        ln, wd, amp = ctx.u(300, 650), ctx.u(40, 80), ctx.u(30, 55)
        along = (XX - cx) * np.cos(a) + (YY - cy) * np.sin(a)
        across = -(XX - cx) * np.sin(a) + (YY - cy) * np.cos(a)
        f += amp * np.exp(-((across / wd) ** 2) - (along / ln) ** 2)
    out: Arr = (f * (1 - calm) * np.clip((YY - y_far) / 120, 0, 1)).astype(np.float32)
    return out


def _quilt(ctx: Ctx, yh: float, fold: Arr) -> Quilt:
    fab = [rgb(c) for c in FABRICS[int(ctx.rng.integers(len(FABRICS)))]]
    n = 24
    kinds = ctx.rng.choice(len(KINDS), (n, n), p=[0.3, 0.15, 0.1, 0.17, 0.12, 0.16])
    ia = ctx.rng.integers(0, len(fab), (n, n))
    ib = (ia + ctx.rng.integers(1, len(fab), (n, n))) % len(fab)
    # no two neighbours of one colour where it can be helped
    for j in range(n):
        for i in range(n):
            while (i and ia[j, i] == ia[j, i - 1]) or (j and ia[j, i] == ia[j - 1, i]):
                ia[j, i] = (ia[j, i] + 1) % len(fab)
                if ib[j, i] == ia[j, i]:
                    ib[j, i] = (ib[j, i] + 1) % len(fab)
    pal = np.stack(fab)
    a, b = pal[ia], pal[ib]
    # most prints are a colour on cream, as old quilts are
    on_cream = ctx.rng.random((n, n)) < 0.6
    b[on_cream] = rgb(CREAM)
    # a little faded
    grey = rgb("#8a7a68")
    a, b = a * 0.85 + grey * 0.15, b * 0.9 + grey * 0.1
    gy, gx = np.gradient(fold)
    return Quilt(
        kinds,
        a.astype(np.float32),
        b.astype(np.float32),
        yh,
        W / 2 + ctx.u(-60, 60),
        (ctx.u(0, 1), ctx.u(0, 1)),
        (gx * 18).astype(np.float32),
        (gy * 18).astype(np.float32),
    )


def _chameleon(cx: float, fy: float, d: int, sc: float) -> tuple[dict[str, Arr], Pt]:
    """The chameleon's parts as masks, side on, facing d (1: right), its feet on y = fy,
    `sc` the scale (1: a body about 560 px from tail root to snout); and its eye's centre."""

    def p(x: float, y: float) -> Pt:
        return (cx + d * x * sc, fy + y * sc)

    # a tall, flat body with a high arched back, from the hip to the neck
    spine = cubic(p(-210, -150), p(-120, -250), p(60, -250), p(170, -170), 30)
    widths = [sc * (120 + 95 * np.sin(np.pi * (k / 30) ** 0.9)) for k in range(31)]
    body = ribbon(spine, widths, 2)
    # the head: a helmet (casque) swept back over the neck, a blunt snout, a deep jaw
    head = polygon_fine(
        [
            p(140, -235),
            p(205, -300),
            p(250, -262),
            p(300, -205),
            p(322, -168),
            p(312, -140),
            p(270, -118),
            p(200, -102),
            p(150, -110),
        ]
    )
    eye_c = p(243, -190)
    turret = disc(eye_c[0], eye_c[1], 48 * sc, 2)
    legs = np.zeros((H, W), np.float32)
    far = np.zeros((H, W), np.float32)
    # near front leg, near hind leg; the far pair behind, a step apart
    for (hx, hy), (kx, ky), (ftx, fty), tgt, w0 in (
        ((110, -140), (160, -80), (130, -10), legs, 46),
        ((-170, -140), (-235, -80), (-185, -10), legs, 50),
        ((60, -150), (40, -80), (70, -18), far, 40),
        ((-120, -150), (-100, -80), (-130, -18), far, 42),
    ):
        leg = ribbon([p(hx, hy), p(kx, ky), p(ftx, fty)], [w0 * sc, 38 * sc, 30 * sc], 2)
        # a gripping foot: two bundles of toes, one forward and one back
        f1 = ellipse(*p(ftx + 22, fty + 4), 26 * sc, 11 * sc, 2)
        f2 = ellipse(*p(ftx - 22, fty + 4), 24 * sc, 11 * sc, 2)
        np.maximum(tgt, np.maximum.reduce([leg, f1, f2]), out=tgt)
    # the tail: out from the hip, then curled down into a tight spiral
    tail_pts = cubic(p(-200, -165), p(-300, -190), p(-385, -170), p(-405, -105), 14)
    tw = [sc * (76 - 40 * k / 14) for k in range(15)]
    spc, spr = p(-335, -105), 70 * sc
    for k in range(1, 46):
        t = k / 45
        a = np.pi - 2 * np.pi * 1.5 * t  # from its outer end, down and curling inward
        r = spr * (1 - 0.8 * t)
        tail_pts.append((spc[0] + d * r * np.cos(a), spc[1] + r * np.sin(a)))
        tw.append(sc * (36 - 26 * t))
    tail = ribbon(tail_pts, tw, 2)
    parts = {"body": body, "head": head, "turret": turret, "legs": legs, "far": far, "tail": tail}
    return parts, eye_c


def _shade(m: Arr, light: Pt, bb: tuple[int, int, int, int]) -> tuple[Arr, Arr, Arr]:
    """A height field for mask m and its diffuse light from the scene's light: (height,
    gradient x, gradient y) and the light term, over the box bb."""
    x0, y0, x1, y1 = bb
    mc = m[y0:y1, x0:x1]
    hgt = blur(mc, 34) * 34 * 0.5 + blur(mc, 14) * 14 * 0.35 + blur(mc, 4) * 4 * 0.15
    gy, gx = np.gradient(hgt)
    nx, ny, nz = -gx * 2.0, -gy * 2.0, np.ones_like(gx)
    nn = np.sqrt(nx * nx + ny * ny + nz * nz)
    lx, ly = light
    bx, by = (x0 + x1) / 2, (y0 + y1) / 2
    dx, dy = lx - bx, ly - by
    ln = float(np.hypot(dx, dy)) or 1.0
    dx, dy = dx / ln, dy / ln
    ndl = (nx * dx + ny * dy + nz * 0.5) / nn / float(np.sqrt(1 + 0.25))
    return (
        np.asarray(gx, np.float32),
        np.asarray(gy, np.float32),
        np.asarray(np.clip(ndl, -1, 1), np.float32),
    )


def _pillow(cx: float, cy: float, a: float, b: float) -> Arr:
    """A plump pillow seen from the foot of the bed: a rounded box with pulled-out corners."""
    pts = []
    for t in np.linspace(0, 2 * np.pi, 80, endpoint=False):
        c, sn = np.cos(t), np.sin(t)
        r = (abs(c) ** 3.5 + abs(sn) ** 3.5) ** (-1 / 3.5)
        corner = 1 + 0.08 * abs(np.sin(2 * t)) ** 6
        pts.append((cx + a * r * c * corner, cy + b * r * sn * corner))
    return polygon_fine(pts)


def stage(ctx: Ctx) -> Painted:
    s = 1 if ctx.rng.random() < 0.5 else -1  # the chameleon's side; the window is at -s
    wall = ctx.img.copy()
    y_far = H * ctx.u(0.25, 0.27)  # the quilt's far edge, at the pillows
    yh = y_far - H * ctx.u(0.8, 0.9)
    x = W / 2 + s * ctx.u(0.015, 0.035) * W
    fy = H * ctx.u(0.68, 0.7)
    calm = np.clip(ellipse(x - s * 60, fy - 120, 520, 340, 120) * 1.5, 0, 1)
    fold = _folds(ctx, y_far, calm)
    q = _quilt(ctx, yh, fold)
    quilt = q.colour(XX, YY)
    sheet = np.clip((YY - y_far) / 3 + 0.5, 0, 1)
    # the wall above the bed, and its sunny window over the headboard: the one light, behind
    # the chameleon, so that its shadow falls toward us across the quilt
    ctx.img[:] = wall * (1 + 0.1 * (fbm(ctx.rng, 160, 3) - 0.5))[..., None]
    wxc = x - s * ctx.u(0.1, 0.14) * W
    wx0, wx1 = wxc - W * 0.27, wxc + W * 0.27
    wy0, wy1 = -40, y_far - H * 0.12
    view = ctx.sub("noon")
    view.texture_sky()
    view.celestial(wxc - s * W * 0.12, H * 0.06, 46, "sun")
    view.clouds(3, 0.05, 0.2, 0.6)
    ctx.window(wx0, wy0, wx1, wy1, view.img)
    ctx.light = (wxc, wy1 * 0.45)
    glow(ctx.img, wxc, wy1 * 0.6, 620, "#fff2d0", 0.3)
    # the headboard: a dark wooden rail along the wall
    hb = box(-5, y_far - H * 0.1, W + 5, y_far + 20, 3)
    wood = rgb("#6a3f28") * (1 + 0.2 * (fbm(ctx.rng, 40, 2) - 0.5))[..., None]
    blend(ctx.img, hb, np.clip(wood, 0, 1))
    blend(ctx.img, box(-5, y_far - H * 0.1, W + 5, y_far - H * 0.094, 2), rgb("#b07a50"), 0.7)
    # the quilt, in the room's shade, its folds lit on the window's side
    gy, gx = np.gradient(fold)
    lx = ctx.light[0]
    slope = (gx * np.sign(lx - XX) * 0.4 - gy * 0.9) * 1.2
    fshade = np.clip(1 + slope, 0.6, 1.35)
    lum = quilt @ np.array([0.3, 0.59, 0.11], np.float32)
    dull = quilt * 0.8 + lum[..., None] * 0.2
    shade = 0.7 * fshade
    blend(ctx.img, sheet, np.clip(dull * shade[..., None] * rgb("#e8eef8"), 0, 1))
    # its top edge turned down with the white sheet over it, and two pillows
    band_y = y_far + H * 0.035
    wave = np.sin(XX / 70 + 1.3) * 6 + np.sin(XX / 23) * 2
    turn = np.clip((band_y + wave - YY) / 2 + 0.5, 0, 1) * sheet
    linen = rgb("#e8e2d6") * (0.72 + 0.1 * np.sin(XX / 37 + YY / 90))[..., None]
    blend(ctx.img, turn, np.clip(linen, 0, 1))
    hem = np.clip(1 - np.abs(YY - band_y - wave) / 5, 0, 1) * sheet
    blend(ctx.img, hem, rgb("#6a5a4a"), 0.5)
    for k, px in enumerate((W / 2 - s * W * 0.26, W / 2 + s * W * 0.28)):
        pil = _pillow(px, y_far - H * 0.005 - k * 8, W * 0.25, H * 0.042)
        ctx.lit(pil, mask_bbox(pil), rgb("#f0ebe2" if k == 0 else "#dcd4c8"), rim=0.4)
        crease = polylines([[(px - W * 0.15, y_far + 6), (px + W * 0.1, y_far - 18)]], 5)
        blend(ctx.img, blur(crease, 3) * pil, rgb("#9a9088"), 0.4)
    # the sun's patch through the window: the window's shape stretched toward us on the
    # quilt, its two bars in shadow; the chameleon basks in it
    top, bot = fy - H * 0.2, min(H * 0.99, fy + H * 0.2)
    pcx = (x + wxc) / 2
    corners = [
        (pcx - W * 0.34, top),
        (pcx + W * 0.34, top),
        (x + s * W * 0.05 + W * 0.45, bot),
        (x + s * W * 0.05 - W * 0.45, bot),
    ]
    pcy = top + (bot - top) * 0.42
    patch = blur(polygon_fine(corners), 10)
    midx = (corners[0][0] + corners[1][0]) / 2, (corners[3][0] + corners[2][0]) / 2
    bar_v = polylines([[(midx[0], top), (midx[1], bot)]], 22)
    lx0 = corners[0][0] + (corners[3][0] - corners[0][0]) * 0.42
    lx1 = corners[1][0] + (corners[2][0] - corners[1][0]) * 0.42
    bar_h = polylines([[(lx0, pcy), (lx1, pcy)]], 26)
    patch = np.clip(patch - blur(np.maximum(bar_v, bar_h), 5), 0, 1) * sheet * (band_y + 8 < YY)
    sun = np.clip(quilt * fshade[..., None] * rgb("#fff0d4") * 1.28, 0, 1)
    blend(ctx.img, patch, sun)
    # the beam of light through the room
    beam = polygon_fine([(wx0 + 40, wy1 - 20), (wx1 - 40, wy1 - 20), corners[1], corners[0]])
    blend(ctx.img, blur(beam, 60), rgb("#fff4dc"), 0.12)
    add_element(
        ctx,
        "a patchwork quilt on a bed",
        "frame",
        (0, int(y_far), W, H),
        ("quilt", "bed", "home", "pattern"),
    )
    # the chameleon: its parts, its shadow on the quilt, then its patchwork skin
    sc = ctx.u(1.1, 1.14)
    d = -s  # it faces the middle of the card, and the mouse
    parts, (ex, ey) = _chameleon(x, fy, d, sc)
    near = np.maximum.reduce(
        [parts["body"], parts["head"], parts["turret"], parts["legs"], parts["tail"]]
    )
    cham = np.maximum(near, parts["far"])
    bb = mask_bbox(cham)
    ctx.cast_shadow(cham, bb, fy, strength=0.9, k=0.5)
    # a soft shadow under its belly, between its legs, where the sun does not reach
    belly = ellipse(x - d * 20 * sc, fy - 8, 300 * sc, 34, 24)
    blend(ctx.img, belly, ctx.img * 0.35, 0.7)
    ctx.contact(cham, bb)
    pad = 40
    x0, y0 = max(0, bb[0] - pad), max(0, bb[1] - pad)
    x1, y1 = min(W, bb[2] + pad), min(H, bb[3] + pad)
    sl = (slice(y0, y1), slice(x0, x1))
    for m, dark in ((parts["far"], 0.6), (near, 1.0)):
        gx, gy, ndl = _shade(m, ctx.light, (x0, y0, x1, y1))
        # the quilt seen through the body: its squares bent round the volume
        xs, ys = XX[sl] + gx * 26, YY[sl] + gy * 26 - 30 * sc
        skin = q.colour(xs, ys)
        lit = 0.45 + 0.75 * np.clip(ndl, 0, 1)
        inside = patch[sl] * 0.5 + 0.5
        edge = np.clip((blur(m[sl], 9) - 0.5) * 2.2 + 0.5, 0, 1)
        lit = lit * (0.62 + 0.38 * edge)
        tone = np.clip(skin * (lit * dark)[..., None] * (0.8 + 0.35 * inside[..., None]), 0, 1)
        blend(ctx.img[sl], m[sl], tone)
    # a thin line of light along its back and casque, on the window's side
    rim_src = blur(near, 3)
    lx, ly = ctx.light
    ux, uy = lx - (bb[0] + bb[2]) / 2, ly - (bb[1] + bb[3]) / 2
    un = float(np.hypot(ux, uy)) or 1.0
    sh = np.roll(np.roll(rim_src, round(-uy / un * 10), 0), round(-ux / un * 10), 1)
    rim = np.clip(near - sh, 0, 1)
    blend(ctx.img, rim, rgb("#fff6e0"), 0.7)
    thin = np.roll(np.roll(rim_src, round(-uy / un * 5), 0), round(-ux / un * 5), 1)
    after_mask(ctx, np.clip(near - thin, 0, 1), "#fff8e8", 0.75)
    # its eye: a scaly turret, a gold ring and a black pupil turned toward the mouse
    ring_m = np.zeros((H, W), np.float32)
    for r in (42, 32):
        ring_m = np.maximum(
            ring_m, np.clip(disc(ex, ey, r * sc, 1.5) - disc(ex, ey, r * sc - 4, 1.5), 0, 1)
        )
    blend(ctx.img, ring_m, ctx.img * 0.5, 0.6)
    iris = disc(ex + d * 6, ey + 3, 23 * sc, 1.5)
    blend(ctx.img, iris, rgb("#e8c040"))
    pupil = disc(ex + d * 13, ey + 7, 12 * sc, 1.2)
    blend(ctx.img, pupil, rgb("#120c08"))
    focus_on(ctx, cham, 6, 1.6)
    focus_on(ctx, parts["turret"], 4, 3.0)
    after_mask(ctx, iris, "#f0c838", 1.0)
    after_mask(ctx, pupil, "#0c0806", 1.0)
    after_mask(ctx, disc(ex + d * 8, ey - 4, 5.5, 1.2), "#ffffff", 0.95)
    after_mask(ctx, ring_m, "#2a1a10", 0.35)
    # the mouth, a long smile from the snout under the eye
    sx0, sy0 = x + d * 315 * sc, fy - 150 * sc
    mouth = polylines(
        [[(sx0, sy0), (x + d * 270 * sc, fy - 136 * sc), (x + d * 212 * sc, fy - 140 * sc)]], 4
    )
    after_mask(ctx, mouth, "#2a1a10", 0.55)
    add_element(
        ctx,
        "a chameleon turned to patchwork, nearly invisible on the quilt",
        "main",
        bb,
        ("animal", "chameleon", "hidden", "camouflage", "pattern"),
    )
    # the mouse, reared up on the quilt, staring at the spot where the chameleon should be
    # (in the near corner on the side the chameleon faces, looking up at it)
    mh = H * ctx.u(0.13, 0.14)
    mx = x + d * ctx.u(0.32, 0.34) * W
    my = fy + H * ctx.u(0.16, 0.17)
    # a pale mouse, set off from the busy quilt by a soft dark ring of shade
    mm, _mb = icon_mask("rat", mx, my - mh / 2, mh, d > 0)
    blend(ctx.img, np.clip(blur(mm, 10) * 2.2 - mm, 0, 1), ctx.img * 0.3, 0.6)
    sec(ctx, "rat", mx, my - mh / 2, mh, fill="#ddd2c4", flip=d > 0, shadow=my, separate=False)
    later_glow(ctx, ex, ey, 60, "#fff0c0", 0.12)
    return Painted(
        "Close up on a patchwork quilt on a bed, in a patch of sunlight from the window, a "
        "chameleon basks with its tail curled and has turned into patchwork itself, its body "
        "covered in the quilt's own striped, checked, dotted and flowered squares so that only "
        "the light along its back, its curled tail and its round eye give it away, while a "
        "little mouse reared up on the quilt stares at it, puzzled.",
        [
            "hidden in plain sight",
            "fitting in",
            "belonging",
            "identity",
            "home",
            "shyness",
            "secret self",
            "being different",
            "curiosity",
        ],
        setting="on a bright morning indoors",
    )


PREMISE = Premise(
    name="chameleon-on-the-quilt",
    figure="chameleon",
    palettes=("interior", "mint"),
    stage=stage,
    max_cards=1,
    frame=False,
)
