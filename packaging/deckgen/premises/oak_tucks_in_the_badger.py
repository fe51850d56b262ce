"""Premise "oak-tucks-in-the-badger": late autumn in a wood, a low golden sun; an old oak has
bent one long branch down to the ground like an arm, and with its twig fingers draws a thick
blanket of red and orange fallen leaves up over a badger asleep among its roots, the way a
parent tucks in a child for the winter. A few leaves still fall; the badger's striped
head rests on the leaves, eyes shut, tucked in up to the ears, the arch of its grey back
showing above the hem where the oak's wooden hand pinches it.

Everything is drawn from shapes: the oak (trunk, roots, crown, the arm-branch and its twig
fingers), the leaf blanket (a lit volume covered in leaves, a golden hem), the badger's face
(white blaze, black stripes, grey cheeks, small white-rimmed ears). Falling leaves and the closed
eyes come after the paint.
"""

from __future__ import annotations

import math

import numpy as np

from ..kit.light import after_mask, later_glow
from ..kit.paint import XX, YY, Arr, H, W, blend, blur, disc, ellipse, glow, rgb, smooth_noise
from ..kit.place import add_element, focus_on, third
from ..kit.premise import Painted, Premise
from ..kit.scene import Ctx
from ..kit.shapes import cubic, mask_bbox, polygon, polygon_fine, polylines, ribbon, union_box

Pt = tuple[float, float]
LEAVES = ["#c8321c", "#e0601e", "#ee8a22", "#b82418", "#d84a1a"]
HEM = ["#f2b22e", "#f6c440", "#e89a24"]
BARK = "#6a4428"


def _leaf(cx: float, cy: float, r: float, a: float) -> list[Pt]:
    """An oak-ish leaf's outline: a long blade with three rounded lobes a side, its tip
    toward angle `a` (radians)."""
    ux, uy = math.cos(a), math.sin(a)
    pts = []
    for k in range(13):
        t = k / 12
        w = 0.42 * math.sin(math.pi * t) * (1 + 0.25 * math.cos(t * 6 * math.pi))
        pts.append((t - 0.5, w))
    outline = pts + [(x, -y) for x, y in pts[::-1]]
    return [(cx + (x * ux - y * uy) * 2 * r, cy + (x * uy + y * ux) * 2 * r) for x, y in outline]


def _scatter(
    ctx: Ctx, gen: np.random.Generator, inside: Arr, n: int, r0: float, r1: float, cols: list[str]
) -> Arr:
    """`n` leaves laid flat inside mask `inside` (texture: from a side generator); returns
    their union."""
    from PIL import Image, ImageDraw

    ys, xs = np.nonzero(inside > 0.5)
    out = np.zeros((H, W), np.float32)
    if len(xs) == 0:
        return out
    layers = [Image.new("L", (W, H), 0) for _ in cols]
    draws = [ImageDraw.Draw(im) for im in layers]
    for _ in range(n):
        i = int(gen.integers(len(xs)))
        r = float(gen.uniform(r0, r1))
        pts = _leaf(float(xs[i]), float(ys[i]), r, float(gen.uniform(-3.2, 3.2)))
        draws[int(gen.integers(len(cols)))].polygon(pts, fill=255)
    for im, col in zip(layers, cols, strict=True):
        m = np.asarray(im, np.float32) / 255
        shade = 0.85 + 0.3 * float(gen.uniform(0, 1))
        blend(ctx.img, m, np.clip(rgb(col) * shade, 0, 1), 0.9)
        np.maximum(out, m, out=out)
    return out


def _furrows(gen: np.random.Generator, pts: list[Pt], widths: list[float]) -> list[list[Pt]]:
    """Bark furrows along a branch: broken lines offset across its width."""
    p = np.asarray(pts, np.float64)
    d = np.gradient(p, axis=0)
    n = np.stack([-d[:, 1], d[:, 0]], 1) / np.maximum(1e-6, np.hypot(d[:, 0], d[:, 1]))[:, None]
    paths = []
    for f in (-0.34, -0.16, 0.02, 0.2, 0.36):
        q = p + n * np.asarray(widths)[:, None] * (f + float(gen.uniform(-0.05, 0.05)))
        i = int(gen.integers(0, 4))
        while i < len(p) - 2:
            j = min(len(p), i + int(gen.integers(3, 9)))
            paths.append([(float(x), float(y)) for x, y in q[i:j]])
            i = j + int(gen.integers(1, 3))
    return paths


def stage(ctx: Ctx) -> Painted:
    hx0, s = third(ctx)  # the badger's face on a vertical third; the oak on the other side

    def X(x: float) -> float:  # drawn for the oak on the left; mirrored when s < 0
        return x if s > 0 else W - x

    def P(x: float, y: float) -> Pt:
        return (X(x), y)

    hx = X(hx0)  # the face's x in the unmirrored drawing
    gy = H * 0.77  # where the badger lies
    # the sky through the wood: a low sun between the oak and the badger
    ctx.texture_sky(0.05)
    warm = np.clip(1 - YY / (H * 0.55), 0, 1)[..., None] * 0.6  # no mauve: a golden haze
    ctx.img[:] = ctx.img * (1 - warm) + rgb("#e39a56") * warm
    sun = P(ctx.u(520, 580), H * ctx.u(0.5, 0.53))
    ctx.light = sun
    glow(ctx.img, sun[0], sun[1], 950, "#ffcf86", 0.6)
    glow(ctx.img, sun[0], sun[1], 300, "#fff0c0", 0.75)
    blend(ctx.img, disc(sun[0], sun[1], 60, 3), rgb("#fff8e0"), 1.0)
    ctx.rays(sun[0], sun[1], 7, 0.16, 1.3)
    # the far wood: hazy trunks on a far leafy floor
    fy = H * ctx.u(0.63, 0.65)
    side = ctx.side()
    for _ in range(10):
        tx = float(side.uniform(-40, W + 40))
        if abs(tx - sun[0]) < 110:
            continue
        tw, haze = float(side.uniform(24, 66)), float(side.uniform(0.45, 0.7))
        col = ctx.sky_at(0.55) * haze + rgb("#5a4260") * (1 - haze)
        tm = ribbon([(tx, -20), (tx + float(side.uniform(-30, 30)), fy + 10)], [tw * 0.8, tw], 3)
        blend(ctx.img, tm, col, 0.8)
    floor = np.clip((YY - fy) / 30, 0, 1).astype(np.float32)
    depth = np.clip((YY - fy) / (H - fy), 0, 1)
    far_c = ctx.sky_at(0.62) * 0.6 + rgb("#9a5a30") * 0.4
    ground = far_c[None, None, :] * (1 - depth[..., None]) + rgb("#3c2638") * depth[..., None]
    blend(ctx.img, floor, ground)
    glow(ctx.img, sun[0], fy + 20, 500, "#ffc070", 0.35)
    gen = ctx.side()
    _scatter(ctx, gen, floor * (fy + 40 < YY), 1100, 10, 22, ["#8a4a24", "#a85a2a", "#5a3444"])
    # the old oak: a thick trunk at the card's edge, leaning a little over the badger
    tb = ctx.u(70, 100)
    trunk_pts = [P(tb + 100 * t * t, gy + 80 - (gy + 180) * t) for t in np.linspace(0, 1, 12)]
    trunk = ribbon(trunk_pts, [300 - 110 * k / 11 for k in range(12)], 2)
    wood = [trunk, ellipse(*P(tb, gy + 80), 250, 70, 6)]
    for a, b, c, d, w0 in (
        ((240, gy + 40), (380, gy + 40), (420, gy + 120), (560, gy + 170), 90),
        ((120, gy + 60), (60, gy + 140), (20, gy + 150), (-40, gy + 220), 90),
    ):
        wood.append(
            ribbon(cubic(P(*a), P(*b), P(*c), P(*d), 16), [w0 - 60 * k / 16 for k in range(17)], 2)
        )
    # the arm: one long oak branch out of the trunk (a flared joint), arching over and down to
    # the blanket, tapering to twig fingers; a little crooked, like real wood
    shoulder = trunk_pts[5]
    wx, grip_y = hx - ctx.u(250, 280), gy - ctx.u(285, 305)
    wrist = P(wx - 30, grip_y - 110)
    elbow_y = H * ctx.u(0.3, 0.33)
    a = np.array(
        cubic(shoulder, P(X(shoulder[0]) + 300, elbow_y - 120), P(wx + 130, elbow_y), wrist, 40)
    )
    dn = np.gradient(a, axis=0)[:, ::-1] * [1, -1]
    wob = 9 * np.sin(np.arange(41) * 0.9 + ctx.u(0, 6)) * np.linspace(1, 0.2, 41)
    a += dn / np.hypot(dn[:, 0], dn[:, 1])[:, None] * wob[:, None]
    arm_pts = [(float(x), float(y)) for x, y in a]
    aw = [120 * (1 - k / 40) ** 0.9 + 56 + 50 * max(0.0, 1 - k / 5) for k in range(41)]
    bx, by = arm_pts[14]  # a side twig with three leaves still on it
    twig_pts = [(bx, by), (bx + 50 * s, by - 100), (bx + 120 * s, by - 165)]
    twig = np.maximum(
        ribbon(twig_pts, [36, 20, 9], 2), ribbon([twig_pts[1], (bx + 5 * s, by - 190)], [16, 7], 2)
    )
    kx, ky = arm_pts[22]  # a broken twig stub
    stub = ribbon([(kx, ky), (kx + 40 * s, ky + 50)], [30, 22], 2)
    limb = np.maximum.reduce([ribbon(arm_pts, aw, 2), twig, stub])
    wood.append(limb)
    wood_m = np.maximum.reduce(wood)
    ctx.contact(wood_m, mask_bbox(wood_m))
    ctx.lit(wood_m, mask_bbox(wood_m), rgb(BARK), rim=0.8)
    grain = np.sin(XX / 11.0 + smooth_noise(ctx.side(), 70) * 12) > 0.55
    blend(ctx.img, trunk * grain * smooth_noise(ctx.side(), 16), rgb("#2a1c16"), 0.4)
    away = np.clip((np.abs(XX - sun[0]) - 380) / 260, 0, 1)  # the trunk's side away from the sun
    blend(ctx.img, blur(wood_m, 6) * away, rgb("#3e3458"), 0.45)
    bark = polylines(_furrows(ctx.side(), arm_pts, aw), 7) * limb
    blend(ctx.img, blur(bark, 1.5), rgb("#2a1c16"), 0.55)
    blend(ctx.img, ellipse(kx + 40 * s, ky + 50, 10, 8, 2), rgb("#c8a070"), 0.9)
    # the crown: golden clumps across the whole top, the wood's canopy
    crown = np.zeros((H, W), np.float32)
    for _ in range(34):
        cx, cy = float(gen.uniform(-150, W + 150)), float(gen.uniform(-100, H * 0.1))
        cy += abs(cx - X(300)) / W * 110
        crown = np.maximum(
            crown, ellipse(cx, cy, float(gen.uniform(120, 220)), float(gen.uniform(80, 130)), 6)
        )
    crown = np.clip((crown * (0.8 + 0.4 * smooth_noise(gen, 30)) - 0.35) * 3, 0, 1)
    ctx.lit(crown, mask_bbox(crown), rgb("#c86a24"), rim=0.8)
    _scatter(ctx, gen, crown, 600, 14, 26, ["#e8902a", "#d0521e", "#f0b03a", "#a83a1a"])
    for j, (lx, ly) in enumerate((twig_pts[2], (bx + 5 * s, by - 190), (bx + 85 * s, by - 135))):
        ang = (-0.9 - 0.5 * j) if s > 0 else (math.pi + 0.9 + 0.5 * j)
        lf = polygon(_leaf(lx + 36 * math.cos(ang), ly + 36 * math.sin(ang), 44, ang), 1)
        ctx.lit(lf, mask_bbox(lf), rgb(LEAVES[(j * 2) % 5]), rim=0.6)
    # the blanket: a rounded mound over the curled badger's body, spilling onto the ground;
    # its hem pulled up to a point in the twig fingers, tucked behind the badger's head
    hem_pts = [
        P(hx - 560, gy - 40),
        P(hx - 510, gy - 150),
        P(hx - 440, gy - 225),
        P(wx - 80, grip_y + 45),
        P(wx, grip_y - 15),
        P(wx + 80, grip_y + 40),
        P(hx - 180, gy - 245),
        P(hx - 130, gy - 200),
        P(hx - 112, gy - 130),
        P(hx - 118, gy - 40),
    ]
    low = [
        P(hx + 60, gy + 20),
        P(hx + 200, gy + 30),
        P(hx + 245, gy + 100),
        P(hx + 150, gy + 170),
        P(hx - 250, gy + 180),
        P(hx - 540, gy + 155),
        P(hx - 590, gy + 60),
    ]
    blanket = polygon_fine(hem_pts + low)
    # the badger's grey back, curled under the blanket, a rim of fur above its hem
    back = np.maximum(
        ellipse(*P(hx - 320, gy - 215), 260, 125, 4), ellipse(*P(hx - 150, gy - 185), 130, 115, 4)
    )
    ctx.lit(back, mask_bbox(back), rgb("#9a948c"), rim=0.8)
    blend(ctx.img, back * (smooth_noise(ctx.side(), 6) > 0.55), rgb("#6a645e"), 0.35)
    bb = mask_bbox(blanket)
    shadow = ellipse((bb[0] + bb[2]) / 2, gy + 175, (bb[2] - bb[0]) * 0.55, 45, 10)
    blend(ctx.img, blur(shadow, 8), rgb("#2a1830"), 0.6)
    ctx.lit(blanket, bb, rgb("#c8461e"), rim=0.6)
    _scatter(ctx, ctx.side(), blanket * (blur(blanket, 14) > 0.8), 900, 16, 30, LEAVES)
    creases = polylines(
        [
            [P(wx, grip_y + 40), P(wx + d * 0.5, gy - 90), P(wx + d, gy + 120)]
            for d in (-220, -70, 90)
        ],
        16,
    )
    blend(ctx.img, blur(creases, 10) * blanket, rgb("#6a1a0c"), 0.55)
    # the badger's head lying on the leaves, chin down, eyes shut, tucked in up to the ears
    k = ctx.u(1.22, 1.28)  # a big head: the badger reads at hand size
    tilt = -math.radians(ctx.u(30, 36)) * s
    fx_, fy_ = X(hx), gy - ctx.u(105, 115)
    blend(ctx.img, blur(ellipse(*P(hx + 70, gy + 30), 110, 36, 6), 8), rgb("#3a140a"), 0.6)

    def hp(u: float, v: float) -> Pt:
        """A point of the face: `u` across (right), `v` down the face toward the nose."""
        c, sn = math.cos(tilt), math.sin(tilt)
        return (fx_ + (u * c - v * sn) * k, fy_ + (u * sn + v * c) * k)

    def poly(pts: list[tuple[float, float]]) -> Arr:
        return polygon([hp(u, v) for u, v in pts], 1.5)

    hd = [(-120, -90), (-70, -135), (0, -145), (70, -135), (120, -90), (128, -20), (105, 50)]
    hd += [(70, 110), (38, 155), (0, 172)]
    head = poly(hd + [(-u, v) for u, v in hd[-2:0:-1]])
    ears = [disc(*hp(sg * 112, -112), 36 * k, 2) for sg in (-1, 1)]
    for e in ears:
        blend(ctx.img, e, rgb("#f4efe6"), 1.0)
    for sg in (-1, 1):
        blend(ctx.img, disc(*hp(sg * 106, -106), 25 * k, 2), rgb("#1a1614"), 1.0)
    ctx.lit(head, mask_bbox(head), rgb("#efebe4"), rim=0.8)
    for sg in (-1, 1):
        jowl = poly([(sg * 112, -70), (sg * 128, -20), (sg * 105, 50), (sg * 80, 90)])
        blend(ctx.img, blur(jowl, 6) * head, rgb("#a8a29a"), 0.55)
        path = [hp(sg * u, v) for u, v in ((22, 150), (50, 60), (72, -30), (92, -120))]
        st = ribbon(path, [14 * k, 40 * k, 56 * k, 50 * k], 2) * blur(head, 1.5)
        ctx.lit(st, mask_bbox(st), rgb("#1e1a18"), rim=0.3)
    blaze = poly(
        [(-10, 140), (-22, 60), (-34, -30), (-52, -135), (52, -135), (34, -30), (22, 60), (10, 140)]
    )
    blend(ctx.img, blur(blaze, 4), rgb("#f8f4ec"), 0.8)
    blend(ctx.img, ellipse(*hp(0, 158), 36 * k, 24 * k, 2), rgb("#141010"), 1.0)
    eyes = polylines([[hp(sg * 34, -8), hp(sg * 52, 6), hp(sg * 72, -2)] for sg in (-1, 1)], 13)
    after_mask(ctx, eyes, "#e0d8cc", 0.9)
    # the turned-down hem: a band of golden leaves along the top edge, over the back of the head
    hem = ribbon(hem_pts, [70] * len(hem_pts), 2)
    hem = np.maximum(
        hem * blur(blanket, 3), hem * (np.abs(XX - X(hx - 120)) < 60) * (gy - 215 < YY)
    )
    ctx.lit(hem, mask_bbox(hem), rgb("#eea22a"), rim=0.7)
    _scatter(ctx, ctx.side(), hem * (blur(hem, 6) > 0.7), 220, 14, 24, HEM)
    fold = ribbon([(x, y + 38) for x, y in hem_pts[:-3]], [12] * (len(hem_pts) - 3), 4) * blanket
    blend(ctx.img, fold, rgb("#7a2410"), 0.5)
    focus_on(ctx, blanket, 3, 2.0, weight=0.7)
    # a wooden hand: a knotty palm at the end of the forearm, four short round-tipped twig
    # fingers laid over the hem's point and a thumb behind it, gently pinching the leaves
    palm = P(wx - 12, grip_y - 62)
    hand = [ellipse(*palm, 64, 50, 3), ribbon([wrist, palm], [70, 96], 2)]
    for j, dx in enumerate((-50, -14, 22, 58)):
        pts = cubic(
            P(wx + dx * 0.6 - 12, grip_y - 70),
            P(wx + dx * 1.1, grip_y - 50),
            P(wx + dx * 1.15, grip_y + 4),
            P(wx + dx * 1.05 + 6, grip_y + (44, 60, 56, 40)[j]),
            8,
        )
        hand.append(ribbon(pts, [32 - 1.2 * i for i in range(9)], 2))
        hand.append(disc(*pts[-1], 12, 2))
    thumb = [palm, P(wx - 82, grip_y - 30), P(wx - 70, grip_y + 6)]
    hand.append(ribbon(thumb, [34, 28, 22], 2))
    hand_m = np.maximum.reduce(hand)
    ctx.lit(hand_m, mask_bbox(hand_m), rgb(BARK), rim=0.9)
    branch = np.maximum(limb, hand_m)
    focus_on(ctx, branch, 3, 2.0)
    add_element(
        ctx,
        "an old oak's long branch bent down like an arm, its twig fingers holding the blanket",
        "secondary",
        mask_bbox(branch * (trunk < 0.5)),  # from where it leaves the trunk
        ("tree", "branch", "oak", "arm", "hand"),
    )
    face = np.clip(head + ears[0] + ears[1], 0, 1)
    focus_on(ctx, face, 3, 2.5)
    later_glow(ctx, sun[0], sun[1], 140, "#fff2c8", 0.25)
    body = (bb[0] + 40, int(grip_y), bb[2] - 40, int(gy + 150))
    add_element(
        ctx,
        "a badger curled up sleeping, its striped head resting, eyes shut",
        "main",
        union_box([mask_bbox(face), body]),
        ("badger", "animal", "sleep", "winter"),
    )
    add_element(
        ctx,
        "a thick blanket of red and orange fallen leaves, tucked up to its ears for its "
        "winter sleep",
        "secondary",
        bb,
        ("leaf", "autumn", "blanket", "bed"),
    )
    oak_bb = mask_bbox(np.maximum(trunk, crown))
    add_element(
        ctx,
        "an old oak's thick trunk and roots",
        "frame",
        oak_bb,
        ("tree", "oak", "trunk", "root"),
    )
    # a few leaves still falling through the light
    for _ in range(8):
        lx = X(float(ctx.rng.uniform(380, 1150)))
        ly = float(ctx.rng.uniform(H * 0.22, gy - 460))
        if abs(lx - fx_) < 230 and ly > gy - 720:
            lx = X(hx + 360)
        fl = polygon(_leaf(lx, ly, ctx.u(30, 40), ctx.u(-3, 3)), 1)
        focus_on(ctx, fl, 10, 2.0, weight=0.3)
        after_mask(ctx, fl, LEAVES[int(ctx.rng.integers(len(LEAVES)))], 0.95)
    return Painted(
        "In an autumn wood an old oak has bent one long branch down like an arm and, with its "
        "twig fingers, draws a thick blanket of red and orange fallen leaves up over a badger "
        "curled asleep at its foot; the badger's striped head rests on the leaves with its eyes "
        "shut, and a few leaves are still falling.",
        [
            "tenderness",
            "bedtime",
            "autumn",
            "care",
            "winter sleep",
            "parenthood",
            "shelter",
            "home",
        ],
    )


PREMISE = Premise(
    name="oak-tucks-in-the-badger",
    figure="badger",
    palettes=("golden",),
    stage=stage,
    max_cards=1,
    frame=False,
)
