"""Premise "elephant-remembers": in the low evening sun a grey elephant stands alone before
a long mud wall and reaches its trunk out into the empty air; on the sunlit wall its shadow is
not alone: the shadow of a small calf faces it, their two shadow trunks twined together.
Where the calf would stand, there is nothing. Memory, loss, the child we were, never forgetting.

The elephant is drawn from shapes (torso, pillar legs, fan ear, domed head, trunk, tusk); its
shadow is the same shapes moved up the wall, the calf's the same builder smaller and turned
round. The eye, the wrinkles, the tail and the cracks in the wall come after the paint.
"""

from __future__ import annotations

import numpy as np

from ..kit.light import after_mask
from ..kit.paint import (
    XX,
    YY,
    Arr,
    H,
    W,
    aniso_noise,
    blend,
    blur,
    ellipse,
    mix,
    rgb,
    smooth_noise,
)
from ..kit.place import add_element, focus_on
from ..kit.premise import Painted, Premise
from ..kit.scene import Ctx
from ..kit.shapes import cubic, mask_bbox, polygon_fine, polylines, ribbon, tilted_ellipse

Pt = tuple[float, float]
GREYS = {"grey": "#6c686e", "dusty brown-grey": "#706258"}
WALLS = {"ochre": "#d8a06a", "rose": "#d49a80"}


def smooth(pts: list[Pt], rounds: int = 3) -> list[Pt]:
    """A closed outline rounded by Chaikin's corner cutting."""
    for _ in range(rounds):
        out: list[Pt] = []
        for i, a in enumerate(pts):
            b = pts[(i + 1) % len(pts)]
            out += [(0.75 * a[0] + 0.25 * b[0], 0.75 * a[1] + 0.25 * b[1])]
            out += [(0.25 * a[0] + 0.75 * b[0], 0.25 * a[1] + 0.75 * b[1])]
        pts = out
    return pts


# outlines in body units (u forward, v up from the feet): the torso of a grown elephant, its
# big fan ear (seen from behind, hanging from the head), a leg's two edges
TORSO = [
    (160, 215),
    (150, 300),
    (110, 380),
    (60, 415),
    (0, 400),
    (-60, 385),
    (-130, 398),
    (-200, 375),
    (-250, 300),
    (-258, 230),
    (-235, 175),
    (-180, 160),
    (-110, 150),
    (-20, 140),
    (70, 160),
    (130, 175),
]
EAR = [
    (0, 60),
    (-40, 75),
    (-105, 70),
    (-140, 20),
    (-145, -60),
    (-120, -140),
    (-95, -190),
    (-70, -165),
    (-55, -100),
    (-20, -40),
    (10, 0),
]


class Beast:
    """An elephant in side view from parts: feet at (ox, oy), facing d (+1 right, -1 left),
    k pixels a unit; `calf` gives a calf's proportions (big head, short legs, small ear)."""

    def __init__(self, ox: float, oy: float, d: int, k: float, calf: bool, reach: float) -> None:
        self.ox, self.oy, self.d, self.k = ox, oy, d, k
        self.calf = calf
        self.reach = reach  # how high the trunk's tip is lifted (0 hanging, 1 up to the brow)
        self.lift = -40.0 if calf else 0.0  # a calf's body sits lower on shorter legs
        self.tip: Pt = (0.0, 0.0)
        self.trunk_pts: list[Pt] = []

    def P(self, u: float, v: float) -> Pt:
        return (self.ox + self.d * u * self.k, self.oy - v * self.k)

    def L(self, r: float) -> float:
        return r * self.k

    def parts(self) -> dict[str, Arr]:
        P, L, d, lift = self.P, self.L, self.d, self.lift
        hs = 1.45 if self.calf else 1.12  # the head's size
        torso = polygon_fine(smooth([P(u, v + lift * (v > 180)) for u, v in TORSO]))
        legs_far, legs_near = [], []
        knee = 150 + lift
        for u0, far, hind in (
            (66, True, False),
            (-140, True, True),
            (104, False, False),
            (-178, False, True),
        ):
            bend = -14 if hind else 8
            top_w = 130 if hind else 112
            path = [P(u0, knee + 120), P(u0 + bend, knee), P(u0 + bend * 0.4, 60), P(u0, 16)]
            leg = ribbon(path, [L(top_w), L(90), L(84), L(94)]) * (self.P(0, 4)[1] > YY)
            foot = ellipse(*P(u0, 12), L(52), L(10), 2)
            (legs_far if far else legs_near).append(np.maximum(leg, foot))
        hx, hy = 175.0, 318.0 + lift
        head = np.maximum.reduce(
            [
                tilted_ellipse(*P(hx, hy), L(78 * hs), L(88 * hs), d * 0.25),
                ellipse(*P(hx - 15, hy + 50 * hs), L(66 * hs), L(50 * hs), 2),
                tilted_ellipse(*P(hx + 30, hy - 50 * hs), L(50 * hs), L(62 * hs), d * 0.4),
            ]
        )
        r = self.reach
        tl = 0.8 if self.calf else 1.0
        t0 = P(hx + 55 * hs, hy - 60 * hs)
        t1 = P(hx + 85 * hs, hy - 210 * tl)
        t2 = P(hx + 170 * tl, hy - 230 * tl + 120 * r)
        t3 = P(hx + 250 * tl, hy - 160 * tl + 175 * r)
        pts = cubic(t0, t1, t2, t3, 24)
        trunk = ribbon(pts, [L(76 * hs - 52 * hs * i / 24) for i in range(25)], 2)
        self.tip, self.trunk_pts = pts[-1], pts
        es = 0.62 if self.calf else 1.0
        ear = polygon_fine(smooth([P(hx - 20 + u * es, hy + 40 + v * es) for u, v in EAR], 2))
        if self.calf:
            tusk = np.zeros((H, W), np.float32)
        else:
            tusk = ribbon(
                cubic(
                    P(hx + 45, hy - 62),
                    P(hx + 70, hy - 100),
                    P(hx + 105, hy - 105),
                    P(hx + 128, hy - 88),
                    10,
                ),
                [L(22 - 1.5 * i) for i in range(11)],
                1.5,
            )
        tail = ribbon(
            [P(-236, 330 + lift), P(-258, 268 + lift), P(-262, 200 + lift)],
            [L(14), L(11), L(9)],
            1.5,
        )
        return {
            "torso": torso,
            "far": np.maximum.reduce(legs_far),
            "near": np.maximum.reduce(legs_near),
            "head": head,
            "trunk": trunk,
            "ear": ear,
            "tusk": tusk,
            "tail": tail,
        }


def whole(parts: dict[str, Arr]) -> Arr:
    return np.clip(np.maximum.reduce(list(parts.values())), 0, 1)


def shifted(m: Arr, dx: float, dy: float) -> Arr:
    return np.roll(np.roll(m, round(dy), 0), round(dx), 1)


def _wall(ctx: Ctx, top: float, base: float, col: np.ndarray, lx: float) -> Arr:
    """A long old mud wall across the card, its top edge worn, its plaster warm in the sun."""
    g = ctx.side()
    edge = top + (smooth_noise(g, 90)[0] - 0.5) * 40 + (smooth_noise(g, 25)[0] - 0.5) * 14
    notch = float(ctx.u(0.2, 0.8)) * W
    edge = edge + 50 * np.exp(-(((np.arange(W) - notch) / 60) ** 2))
    wall = blur((edge[None, :] <= YY).astype(np.float32) * (base > YY), 1.5)
    warm = 1.12 - 0.3 * np.abs(XX - lx) / W  # brighter toward the light's side
    tex = (aniso_noise(g, 160, 30) - 0.5) * 0.14 + (smooth_noise(g, 14) - 0.5) * 0.06
    stain = np.clip((smooth_noise(g, 120) - 0.6) * 4, 0, 1) * 0.1
    plaster = np.clip(col[None, None, :] * (warm + tex - stain)[..., None], 0, 1)
    blend(ctx.img, wall, plaster)
    lip = np.clip(wall - shifted(wall, 0, 8), 0, 1)  # the worn cap, lit by the low sun
    blend(ctx.img, lip, ctx.c("light"), 0.3)
    return wall


def _sky(ctx: Ctx, top: float, lx: float, ax: float) -> None:
    """The evening sky above the wall, warm toward the sun, and an acacia far off."""
    ctx.texture_sky()
    ctx.streaks(0.06, 0.16, 0.22)
    sun_side = np.clip(1 - np.abs(XX - lx) / (W * 1.4), 0, 1) * np.clip(1 - YY / top, 0, 1)
    blend(ctx.img, sun_side, ctx.c("light"), 0.3)
    crown = np.maximum.reduce(
        [ellipse(ax + a, top - 120 + b, r, 26, 6) for a, b, r in ((0, 0, 190), (-90, 20, 110))]
    )
    stems = [(ax, top + 20), (ax - 10, top - 60), (ax - 70, top - 108)]
    branch = polylines([stems, [(ax - 10, top - 60), (ax + 60, top - 110)]], 9)
    blend(ctx.img, np.maximum(crown, branch), mix(ctx.sky_at(0.25), ctx.c("ink"), 0.45), 0.85)


def _ground(ctx: Ctx, base: float, lx: float) -> np.ndarray:
    g = ctx.side()
    earth = rgb("#b07a4c")
    tex = (aniso_noise(g, 120, 16) - 0.5) * 0.2 + (smooth_noise(g, 10) - 0.5) * 0.08
    depth = np.clip((YY - base) / (H - base), 0, 1)
    tone = 0.95 + tex + 0.12 * depth - 0.12 * np.abs(XX - lx) / W
    blend(ctx.img, (base <= YY).astype(np.float32), np.clip(earth * tone[..., None], 0, 1))
    foot = ((base - 9 <= YY) & (base + 9 > YY)).astype(np.float32)
    blend(ctx.img, blur(foot, 8), rgb("#4a2a1a"), 0.45)
    return earth


def _skin(ctx: Ctx, e: Beast, mp: dict[str, Arr], skin: np.ndarray, earth: np.ndarray) -> Arr:
    """The elephant lit: far legs, body, near legs, ear, head, trunk, tusk; dust on its legs
    and the low sun along its back. Returns its whole mask."""
    dark = skin * 0.68
    body = whole({n: m for n, m in mp.items() if n not in ("tail", "tusk")})
    bb = mask_bbox(body)
    ctx.lit(body, bb, skin, rim=0.8)  # one heavy mass first
    g = ctx.side()
    far = np.clip(mp["far"] - mp["near"] - mp["torso"] - mp["head"] - mp["trunk"], 0, 1)
    blend(ctx.img, far, dark * 0.7, 0.45)
    legs = mp["near"] * (1 - mp["torso"])
    ctx.lit(legs, mask_bbox(legs), skin * 0.98, 0.35, rim=0.3)
    ctx.lit(mp["head"], mask_bbox(mp["head"]), skin * 1.04, 0.6, rim=0.6)
    ctx.lit(mp["trunk"], mask_bbox(mp["trunk"]), skin, 0.6, rim=0.7)
    ctx.lit(mp["ear"], mask_bbox(mp["ear"]), mix(skin, rgb("#b07870"), 0.12), rim=0.9)
    ear_edge = np.clip(mp["ear"] - blur(mp["ear"], 8), 0, 1) * 2.5
    blend(ctx.img, np.clip(ear_edge, 0, 1), dark * 0.55, 0.55)
    ctx.lit(mp["tusk"], mask_bbox(mp["tusk"]), rgb("#e2d4b0"), rim=0.5)
    # creased, leathery skin: fine horizontal folds and mottling that the brush breaks up
    folds = (aniso_noise(g, 40, 6) - 0.5) * 0.22 + (smooth_noise(g, 12) - 0.5) * 0.12
    ctx.img[:] = ctx.img * (1 + folds * body * (1 - mp["tusk"]))[..., None]
    dust = np.clip((YY - (e.oy - 110 * e.k)) / (90 * e.k), 0, 1) * np.maximum(mp["near"], mp["far"])
    blend(ctx.img, dust, earth * 0.85, 0.45)
    sunlit = (np.roll(body, round(-e.d * 16), 1) < 0.5) | (np.roll(body, 12, 0) < 0.5)
    sunlit = sunlit * body
    blend(ctx.img, blur(sunlit.astype(np.float32), 5) * body, ctx.c("light"), 0.38)
    return body


def _lines(ctx: Ctx, e: Beast, mp: dict[str, Arr], skin: np.ndarray) -> None:
    """After the paint: the tail's tuft, wrinkles on trunk, legs and flank, the kind eye."""
    dark = skin * 0.5
    g = ctx.side()
    after_mask(ctx, mp["tail"], dark, 0.9)
    after_mask(ctx, ellipse(*e.P(-262, 196), e.L(7), e.L(15), 2), "#2a2426", 0.8)
    rings = []
    pts = e.trunk_pts
    for i in range(3, 23, 2 if e.k > 0 else 1):
        (x0, y0), (x1, y1) = pts[i - 1], pts[i + 1]
        nn = float(np.hypot(x1 - x0, y1 - y0)) or 1.0
        nx, ny = -(y1 - y0) / nn, (x1 - x0) / nn
        w = e.L(76 - 52 * i / 24) * 0.5
        c = pts[i]
        j = float(g.uniform(-0.15, 0.35))
        bow = (c[0] + (x1 - x0) * j, c[1] + (y1 - y0) * j)
        rings.append([(c[0] - nx * w, c[1] - ny * w), bow, (c[0] + nx * w, c[1] + ny * w)])
    after_mask(ctx, polylines(rings, 2.5) * mp["trunk"], dark, 0.4)
    creases = []
    for u0 in (66, -140, 104, -178):
        for _ in range(5):
            v0, du = float(g.uniform(30, 230)), float(g.uniform(20, 36))
            dv = float(g.uniform(-6, 6))
            creases.append([e.P(u0 - du, v0 + dv), e.P(u0, v0 - 6), e.P(u0 + du, v0 - dv)])
    for j in range(4):  # folds behind the shoulder and over the flank
        u0 = -40 + 36 * j + float(g.uniform(-8, 8))
        creases.append(cubic(e.P(u0, 360), e.P(u0 - 12, 300), e.P(u0 + 10, 250), e.P(u0, 200), 8))
    skinned = np.maximum.reduce([mp["near"], mp["far"], mp["torso"]])
    after_mask(ctx, polylines(creases, 3) * skinned, dark, 0.33)
    hx, hy = 175.0, 318.0  # the eye, low on the head toward the ear, under a heavy lid
    ex, ev = hx + 12, hy + 2
    eye = e.P(ex, ev)
    after_mask(ctx, ellipse(*eye, e.L(10), e.L(7), 1.5), "#24180f", 0.95)
    after_mask(ctx, ellipse(eye[0] + e.d * 2.5, eye[1] - 2, e.L(3), e.L(2.5), 1), "#f4e4c0", 0.8)

    def arc(*uv: float) -> list[Pt]:  # a curve through four (u, v) points around the eye
        q = [e.P(ex + uv[i], ev + uv[i + 1]) for i in range(0, 8, 2)]
        return cubic(q[0], q[1], q[2], q[3], 8)

    lid = arc(-16, 2, -8, 14, 10, 14, 18, 0)
    under, brow = arc(-12, -8, -2, -14, 10, -12, 16, -4), arc(-20, 20, -6, 30, 14, 28, 24, 16)
    after_mask(ctx, polylines([lid], 4), dark, 0.85)
    after_mask(ctx, polylines([under, brow], 3), dark, 0.45)
    lashes = [[e.P(ex + 2 + 6 * j, ev + 10), e.P(ex + 6 + 8 * j, ev + 2)] for j in range(3)]
    after_mask(ctx, polylines(lashes, 2.2), "#24180f", 0.7)


def stage(ctx: Ctx) -> Painted:
    s = 1 if ctx.rng.random() < 0.5 else -1
    d = -s  # the elephant stands on one third and faces the card's other side
    grey_name = list(GREYS)[int(ctx.rng.integers(len(GREYS)))]
    wall_name = list(WALLS)[int(ctx.rng.integers(len(WALLS)))]
    skin, wall_col = rgb(GREYS[grey_name]), rgb(WALLS[wall_name])
    k = ctx.u(0.99, 1.03)
    oy = H * ctx.u(0.87, 0.89)
    top, base = H * ctx.u(0.26, 0.29), H * ctx.u(0.63, 0.65)
    lx = W / 2 + d * W * 0.9  # the low sun: out of the picture, in front of it
    ctx.light = (lx, H * 0.42)
    dx, dy = -d * ctx.u(90, 110), base - oy  # where the sun throws its shadow on the wall
    _sky(ctx, top, lx, W / 2 - d * ctx.u(250, 340))
    wall = _wall(ctx, top, base, wall_col, lx)
    earth = _ground(ctx, base, lx)
    # the elephant, its trunk held out low, and the calf that is only a shadow on the wall:
    # staged once in the middle to measure them, then the pair centred on the card
    reach, ck = ctx.u(0.0, 0.08), k * ctx.u(0.53, 0.56)
    mom = Beast(W / 2, oy, d, k, False, reach)
    mb = mask_bbox(whole(mom.parts()))
    tip_u = (mom.tip[0] - W / 2) * d
    meet_v = mom.tip[1] + dy + 6
    rc = float(np.clip(((base - meet_v) / ck - 150) / 175, 0.3, 1.2))  # the calf's trunk lift
    probe = Beast(W / 2, base, -d, ck, True, rc)
    pb = mask_bbox(whole(probe.parts()))
    calf_u = (probe.tip[0] - W / 2) * d  # its tip, seen from its feet, toward the elephant
    calf_end = max((pb[0] - W / 2) * d, (pb[2] - W / 2) * d) - calf_u  # its rump past the tip
    rear = min((mb[0] - W / 2) * d, (mb[2] - W / 2) * d) - abs(dx)
    front = tip_u - abs(dx) + 6 + calf_end
    ox = W / 2 - d * (rear + front) / 2 + d * ctx.u(-20, 20)
    mom = Beast(ox, oy, d, k, False, reach)
    mp = mom.parts()
    m_all = whole(mp)
    meet_x = mom.tip[0] + dx + d * 6
    calf = Beast(meet_x - (probe.tip[0] - W / 2), base, -d, ck, True, rc)
    c_all = whole(calf.parts())
    sh_wall = np.maximum(shifted(m_all, dx, dy), c_all) * (base + 2 > YY)
    # on the ground, the elephant's shadow runs back from its feet to the wall's foot
    sweep = np.zeros((H, W), np.float32)
    feet_m = np.maximum(mp["near"], mp["far"]) * (oy - 90 * k < YY)
    for t in np.linspace(0, 1, 24):
        sweep = np.maximum(sweep, shifted(feet_m, dx * t, dy * t))
    sweep = sweep * (base - 2 <= YY)
    shade = mix(wall_col * 0.4, rgb("#3a2a52"), 0.35)
    blend(ctx.img, blur(sh_wall, 2.5), shade, 0.8)
    blend(ctx.img, blur(sweep, 5), mix(earth * 0.4, rgb("#3a2a52"), 0.3), 0.45)
    focus_on(ctx, sh_wall, 3, 2.0, weight=0.85)
    ctx.contact(m_all, mask_bbox(m_all))
    body = _skin(ctx, mom, mp, skin, earth)
    focus_on(ctx, body, 5, 2.0)
    focus_on(ctx, np.maximum(mp["head"], mp["trunk"]), 3, 2.5)
    _lines(ctx, mom, mp, skin)
    side = ctx.side()
    cracks = []
    for _ in range(6):
        path = [(side.uniform(30, W - 30), side.uniform(top + 30, base - 60))]
        for _ in range(5):
            path.append((path[-1][0] + side.uniform(-18, 18), path[-1][1] + side.uniform(12, 30)))
        cracks.append(path)
    after_mask(
        ctx,
        polylines(cracks, 2.5)
        * wall
        * (1 - np.clip(blur(np.maximum(m_all, sh_wall), 30) * 3, 0, 1)),
        "#6a3e2a",
        0.45,
    )
    add_element(
        ctx,
        f"a {grey_name} elephant reaching out its trunk",
        "main",
        mask_bbox(body),
        ("animal", "elephant", "giant", "memory", "mother"),
    )
    add_element(
        ctx,
        "the shadow of a small elephant calf on the wall, its trunk twined with the elephant's",
        "secondary",
        mask_bbox(c_all),
        ("shadow", "calf", "child", "memory", "absence"),
    )
    own = shifted(m_all, dx, dy) * (base > YY)
    add_element(ctx, "the elephant's shadow on the wall", "secondary", mask_bbox(own), ("shadow",))
    wbox = (0, int(top - 40), W, int(base))
    add_element(ctx, f"a long old {wall_name} mud wall", "frame", wbox, ("wall", "evening"))
    return Painted(
        f"In the low evening sun a {grey_name} elephant stands alone before a long "
        f"{wall_name} mud wall and reaches its trunk out into the empty air; on the sunlit "
        "wall its shadow is not alone: the shadow of a small calf stands facing it, and "
        "their two shadow trunks twine together, though on the ground in front of the "
        "elephant there is no calf at all.",
        ["memory", "loss", "absence", "motherhood", "childhood", "shadow", "never forgetting"],
    )


PREMISE = Premise(
    name="elephant-remembers",
    figure="elephant",
    palettes=("golden", "desert"),
    stage=stage,
)
