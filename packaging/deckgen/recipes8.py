"""Bright scene recipes whose subject keeps strong darks against a high-key ground: a dark
umbrella in a snowstorm (or a blazing desert) with another season under it, black ink on a
giant white page rising off it as birds, a dragon or a horse, a puddle on a sunny lane that
holds another world, and a sandcastle whose long shadow on a pale beach is a real castle's.
The recipes register in the RECIPES table like those of recipes.py."""

from __future__ import annotations

from collections.abc import Callable

import numpy as np

from .figures import _bbox, his, joint_at, person
from .paint import XX, YY, H, W, aniso_noise, blend, blur, disc, ellipse, glow, icon_mask, mix, rgb
from .recipes import ICONS, Painted, later_glow, pick, recipe, segment, third
from .recipes4 import CHILD_COATS, WHO, _after_mask, _element
from .recipes6 import _poly
from .scene import Ctx

# Icons this file draws that the other tables do not list (game-icons.net, one author each).
ICONS8: dict[str, tuple[str, tuple[str, ...]]] = {
    "penguin": ("a penguin", ("animal", "bird", "cold")),
    "sand-castle": ("a sandcastle", ("object", "beach", "childhood")),
    "beach-bucket": ("a bucket and spade", ("object", "beach", "play")),
    "wyvern": ("a dragon", ("animal", "dragon", "myth")),
    "sitting-dog": ("a dog", ("animal", "dog", "faithful")),
}
for _k, _v in ICONS8.items():
    ICONS.setdefault(_k, _v)

DARK_COATS = ["#23232f", "#3a2430", "#1f3040", "#2e2a24"]


def _flakes(ctx: Ctx, n: int, keep_out: np.ndarray | None, inside: np.ndarray | None) -> None:
    """Snow falling, drawn after the paint (a flake is smaller than a stroke): white flakes
    with a faint grey underside so they read on pale ground too; none where `keep_out` is
    set, or only where `inside` is set."""
    side = ctx.side()
    m = np.zeros((H, W), np.float32)
    for _ in range(n):
        fx, fy = float(side.uniform(10, W - 10)), float(side.uniform(10, H - 10))
        if keep_out is not None and keep_out[int(fy), int(fx)] > 0.2:
            continue
        if inside is not None and inside[int(fy), int(fx)] < 0.8:
            continue
        r = float(side.uniform(2.2, 5.5)) * (1 + 0.6 * fy / H)
        np.maximum(m, disc(fx, fy, r, 1.2), out=m)
    _after_mask(ctx, np.roll(m, 2, axis=0), "#8a96a8", 0.35)
    _after_mask(ctx, m, "#ffffff", 0.95)


def _umbrella(
    cx: float, rim: float, r: float, dome: float, hand: tuple[float, float]
) -> tuple[np.ndarray, np.ndarray]:
    """A big umbrella seen from the side: the canopy (a dome whose rim scallops up between
    eight ribs) and its shaft from the apex down to a hooked handle at `hand`."""
    can = ellipse(cx, rim, r, dome, 2) * np.clip((rim + 1 - YY) / 2, 0, 1)
    for k in range(8):
        px = cx - r + r * (k + 0.5) / 4
        can = np.clip(can - ellipse(px, rim + dome * 0.03, r / 8, dome * 0.16, 2), 0, 1)
    _hx, hy = hand
    shaft = segment(cx, rim - dome - 18, cx, hy + 30, 10)
    # the hook, bending back under the hand
    shaft = np.maximum(shaft, segment(cx, hy + 30, cx - 18, hy + 52, 10))
    shaft = np.maximum(shaft, segment(cx - 18, hy + 52, cx - 36, hy + 36, 10))
    return can, shaft


@recipe("snow", "desert")
def umbrella_of_summer(ctx: Ctx) -> Painted:
    """A person walks through falling snow under a big dark umbrella; under it, and only
    there, it is summer. In the desert variant the sun blazes and under the umbrella it
    snows."""
    _, s = third(ctx)
    x = W / 2 + s * W * ctx.u(0.27, 0.3)
    flip = s > 0  # they walk into the card
    d = -1 if flip else 1
    snow = ctx.pal.name == "snow"
    hz = ctx.u(0.5, 0.54)
    ctx.texture_sky()
    if snow:
        ctx.light = (W / 2 - s * W * 0.35, -H * 0.1)
        ctx.img[:] = mix(ctx.img, rgb("#c4cfdc"), 0.25)  # a white-grey storm sky
    else:
        ctx.celestial(W / 2 - s * W * ctx.u(0.22, 0.3), H * ctx.u(0.1, 0.14), 75)
    ctx.hills(hz, 2, amp=24)
    field = np.clip((YY - H * (hz + 0.03)) / 60, 0, 1).astype(np.float32)
    blend(ctx.img, field, rgb("#f4f7fb" if snow else "#f8e2b4"), 0.5 if snow else 0.55)
    if not snow:  # a hot, pale sky
        ctx.img[:] = mix(ctx.img, rgb("#fbe6c0"), 0.25)
    ph = H * ctx.u(0.35, 0.38)
    fy = H * ctx.u(0.82, 0.85)
    hand = joint_at("walk", "ha_r", x, fy, ph, flip)
    cx, rim = hand[0] + d * 10, fy - ph * 1.1
    r, dome = ph * ctx.u(0.46, 0.5), ph * 0.34
    if snow:
        # a dark wood on the horizon, kept clear of the umbrella's circle
        side = ctx.side()
        for k in range(11):
            px = W * (k + side.uniform(0.1, 0.9)) / 11
            th = H * side.uniform(0.07, 0.13) * (1.5 if abs(px - cx) > r * 1.6 else 0.6)
            m, _ = icon_mask("pine-tree", px, H * (hz + 0.03) - th / 2, th)
            blend(ctx.img, m, rgb("#1f2a33"), 0.92)
    # the other season, under the umbrella only
    # a bell of the other season from the canopy's rim down to a round patch of ground
    edge = [(cx + r * (0.95 + 0.4 * t**1.6), rim + (fy - rim) * t) for t in np.linspace(0, 1, 12)]
    region = _poly(edge + [(2 * cx - ex, ey) for ex, ey in edge[::-1]], 1)
    region = np.maximum(region, ellipse(cx, fy + 6, r * 1.35, H * 0.045, 4))
    region = blur(region, 9)
    season = pick(ctx, ["spring", "golden", "noon"]) if snow else "snow"
    sub = ctx.sub(season)
    sub.texture_sky()
    sub.celestial(cx - d * r * 0.35, rim + ph * 0.1, 30)
    if not snow:  # a grey-blue snow sky, so the flakes show
        sub.img[:] = mix(sub.img, rgb("#6f86a6"), 0.6)
    sub.hills((fy - ph * 0.3) / H, 2, amp=18, ground="#5f9a3c" if snow else "#e8eef4")
    sg = rgb("#f6f9fc")
    if snow:
        side = sub.side()
        for _ in range(70):
            fx, fyy = side.uniform(cx - r * 1.2, cx + r * 1.2), side.uniform(fy - ph * 0.2, fy + 30)
            col = ["#fff6dc", "#f2c84b", "#e8708a", "#c04a6a"][int(side.integers(4))]
            blend(sub.img, disc(fx, fyy, side.uniform(6, 11), 2), rgb(col))
    else:
        blend(sub.img, np.clip((YY - (fy - ph * 0.3)) / 30, 0, 1).astype(np.float32), sg, 0.6)
        for k in (-1, 1):
            th = ph * (0.42 if k == d else 0.3)
            m, _ = icon_mask("pine-tree", cx + k * r * 0.75, fy - ph * 0.3 - th * 0.4, th)
            blend(sub.img, m, rgb("#24384a"))
            blend(sub.img, m * np.clip(aniso_noise(sub.side(), 12, 6) * 2 - 0.9, 0, 1), sg, 0.9)
    ctx.fill_with(region, sub, rim=0.0)
    warm = "#ffd98a" if snow else "#dfeeff"
    glow(ctx.img, cx, rim + ph * 0.3, r * 1.1, warm, 0.25)
    ctx.focus[:] = np.maximum(ctx.focus, blur(region, 12) * 0.9)
    who = pick(ctx, WHO[:4])
    if snow:
        ctx.subject(
            "butterfly",
            cx + d * r * 0.55,
            rim + ph * 0.42,
            H * 0.085,
            "secondary",
            fill="#2f5fc0" if season == "golden" else "#e8602a",
            flip=flip,
            tags=("animal", "insect", "summer"),
        )
    else:
        ctx.subject(
            "penguin",
            cx + d * r * 0.72,
            fy - H * 0.065,
            H * 0.13,
            "secondary",
            fill="#2a2a34",
            flip=flip,
            shadow=fy + 4,
            label="a penguin in the snow under the umbrella",
            tags=("animal", "bird", "cold"),
        )
    what = "it is summer" if snow else "it is snowing"
    person(
        ctx,
        "walk",
        x,
        fy,
        ph,
        "main",
        label=f"{who} under an umbrella where {what}",
        coat=pick(ctx, DARK_COATS),
        flip=flip,
        shadow=fy,
        tags=("person", "journey", "shelter"),
        who=who,
    )
    can, shaft = _umbrella(cx, rim, r, dome, hand)
    ctx.lit(shaft, _bbox(shaft), rgb("#2a2420"), rim=0.3)
    ctx.lit(can, _bbox(can), rgb(pick(ctx, ["#1d1d28", "#2a1a22", "#16232c"])), rim=0.6)
    ub = _bbox(np.maximum(can, shaft))
    _element(ctx, "a big dark umbrella", "secondary", ub, ("umbrella", "shelter"), "umbrella")
    _element(
        ctx,
        "summer under the umbrella" if snow else "snow under the umbrella",
        "frame",
        _bbox(region),
        ("season", "another world", "shelter"),
    )
    if snow:
        _flakes(ctx, 900, region, None)
        later_glow(ctx, cx - d * r * 0.35, rim + ph * 0.1, 70, "#fff0b8", 0.35)
        said = {
            "spring": "spring-green grass",
            "golden": "a golden sky, green grass",
            "noon": "a blue sky, green grass",
        }[season]
        return Painted(
            f"{who.capitalize()} in a dark coat walks through falling snow past dark pines "
            "under a big dark umbrella, and under it, and only there, it is summer: "
            f"{said} and flowers at {his(who)} feet, a butterfly and a little sun glowing "
            "inside the umbrella.",
            [
                "inner warmth",
                "hope",
                "shelter",
                "carrying your own weather",
                "optimism",
                "summer",
                "loneliness",
                "memory",
                "protection",
                "contrast",
            ],
        )
    _flakes(ctx, 500, None, region)
    return Painted(
        f"In a blazing sandy desert, {who} in a dark coat walks under a big dark umbrella, and "
        f"under it, and only there, it is snowing: white snow at {his(who)} feet, snowy pines "
        "and a penguin.",
        [
            "relief",
            "carrying your own weather",
            "homesickness",
            "shelter",
            "contrast",
            "cool head",
            "memory",
            "difference",
            "protection",
            "winter",
        ],
        setting="under a hot sun",
    )


# --- ink that takes flight ----------------------------------------------------------------

PAGE = "#fbf8ee"
INK = "#0f0d16"


def _book(
    ctx: Ctx, bx: float, far: float, near: float, hw: tuple[float, float]
) -> tuple[np.ndarray, Callable[[float, float], tuple[float, float]]]:
    """A giant open book lying in the grass, seen from above its near edge: two white pages
    bowing up from the spine, a dark cover showing under their edges, grey lines of text.
    Returns the pages' mask and a function (u across -1..1, v far 0..near 1) -> (x, y)."""

    def at(u: float, v: float) -> tuple[float, float]:
        half = hw[0] + (hw[1] - hw[0]) * v
        y = far + (near - far) * v - (near - far) * 0.09 * np.sin(np.pi * min(1.0, abs(u)))
        return bx + u * half, y

    us = np.linspace(-1, 1, 41)
    outline = [at(u, 0) for u in us] + [at(u, 1) for u in us[::-1]]
    pages = _poly(outline, 1.2)
    cover = _poly([(px, py + 22) for px, py in outline], 2) * (1 - pages)
    bb = _bbox(np.maximum(pages, cover))
    ctx.cast_shadow(np.maximum(pages, cover), bb, bb[3])
    ctx.lit(cover, _bbox(cover), rgb("#6a2430"), rim=0.3)
    ctx.lit(pages, _bbox(pages), rgb(PAGE), rim=0.2, separate=False)
    blend(ctx.img, pages, rgb(PAGE), 0.55)  # keep the paper white after its shading
    # the gutter: greyer toward the spine
    spine = np.zeros((H, W), np.float32)
    for v0, v1 in zip(np.linspace(0, 1, 9)[:-1], np.linspace(0, 1, 9)[1:], strict=True):
        a, b = at(0, v0), at(0, v1)
        np.maximum(spine, segment(a[0], a[1], b[0], b[1], 34), out=spine)
    blend(ctx.img, blur(spine, 14) * pages, rgb("#b8b2a4"), 0.6)
    # lines of text, thinner than a stroke: drawn after the paint
    text = np.zeros((H, W), np.float32)
    side = ctx.side()
    for sgn in (-1, 1):
        for v in np.linspace(0.1, 0.88, 11):
            u0 = 0.12
            while u0 < 0.86:
                u1 = min(0.88, u0 + float(side.uniform(0.08, 0.22)))
                a, b = at(sgn * u0, v), at(sgn * u1, v)
                np.maximum(text, segment(a[0], a[1], b[0], b[1], 2.0 + 2.5 * v), out=text)
                u0 = u1 + float(side.uniform(0.02, 0.05))
    _after_mask(ctx, text * pages, "#8a8478", 0.55)
    return pages, at


def _blot(ctx: Ctx, cx: float, cy: float, r: float) -> np.ndarray:
    """A spreading puddle of ink on the page, flattened by the view."""
    side = ctx.side()
    m = ellipse(cx, cy, r, r * 0.45, 3)
    for _ in range(14):
        a = float(side.uniform(0, 2 * np.pi))
        dd = float(side.uniform(0.5, 1.05)) * r
        rr = float(side.uniform(0.15, 0.35)) * r
        np.maximum(
            m, ellipse(cx + np.cos(a) * dd, cy + np.sin(a) * dd * 0.45, rr, rr * 0.5, 2), out=m
        )
    for _ in range(10):  # splashes
        a = float(side.uniform(0, 2 * np.pi))
        dd = float(side.uniform(1.2, 1.6)) * r
        np.maximum(
            m,
            disc(cx + np.cos(a) * dd, cy + np.sin(a) * dd * 0.45, side.uniform(4, 10), 1.5),
            out=m,
        )
    return m


def _tendril(pts: list[tuple[float, float]], w0: float, w1: float) -> np.ndarray:
    """A tapering rope of ink through `pts`, `w0` wide at the start and `w1` at the end."""
    m = np.zeros((H, W), np.float32)
    n = len(pts) - 1
    for k in range(n):
        (a, b), (c, e) = pts[k], pts[k + 1]
        w = w0 + (w1 - w0) * k / n
        np.maximum(m, segment(a, b, c, e, w), out=m)
    return m


def _curve(
    p0: tuple[float, float], p1: tuple[float, float], p2: tuple[float, float], n: int = 24
) -> list[tuple[float, float]]:
    """Points along a quadratic Bezier curve."""
    out = []
    for t in np.linspace(0, 1, n):
        out.append(
            (
                float((1 - t) ** 2 * p0[0] + 2 * (1 - t) * t * p1[0] + t * t * p2[0]),
                float((1 - t) ** 2 * p0[1] + 2 * (1 - t) * t * p1[1] + t * t * p2[1]),
            )
        )
    return out


def _sway(pts: list[tuple[float, float]], amp: float) -> list[tuple[float, float]]:
    """The same path swaying side to side, as smoke or a ribbon would."""
    return [(x + amp * float(np.sin(k * 0.7)), y) for k, (x, y) in enumerate(pts)]


INKED = {
    "birds": "a flock of black birds rising out of spilled ink",
    "dragon": "a black dragon rising out of spilled ink",
    "horse": "a black winged horse rising out of spilled ink",
}


@recipe("noon", "spring")
def ink_takes_flight(ctx: Ctx) -> Painted:
    """A giant open book lies in a sunny meadow; an inkpot has tipped over on it and the
    black ink rises off the page as a flock of birds, a dragon or a winged horse, while a
    child with a quill in hand watches."""
    _, s = third(ctx)
    ctx.texture_sky()
    ctx.celestial(W / 2 + s * W * ctx.u(0.25, 0.32), H * ctx.u(0.08, 0.12), 55)
    ctx.clouds(2, 0.1, 0.3, 0.4)
    lift = 0.3 if ctx.pal.name == "noon" else 0.18
    ctx.img[:] = mix(ctx.img, rgb("#f4f8fb"), lift)  # a high, bright summer sky
    ctx.hills(ctx.u(0.47, 0.5), 2, amp=26)
    far, near = H * ctx.u(0.6, 0.63), H * ctx.u(0.9, 0.92)
    bx = W / 2 + s * W * 0.03
    pages, at = _book(ctx, bx, far, near, (W * 0.38, W * 0.5))
    # the inkpot lies on its side on the far page from the child, its mouth toward the blot
    iu, iv = -s * 0.55, 0.55
    ix, iy = at(iu, iv)
    bu, bv = -s * 0.4, 0.45
    blx, bly = at(bu, bv)
    blot = _blot(ctx, blx, bly, W * 0.13)
    what = pick(ctx, ["birds", "dragon", "horse"])
    # the rising ink: a rope from the blot, up across the sky, becoming the creature
    if what == "birds":
        top = (W / 2 - s * W * 0.32, H * 0.1)
    else:
        top = (W / 2 - s * W * 0.12, H * 0.22)
    ctrl = (blx - s * W * 0.02, bly - H * 0.25)
    path = _curve((blx, bly), ctrl, top, 30)
    flock = np.zeros((H, W), np.float32)
    if what == "birds":
        rope = _tendril(_sway(path[:10], 14), W * 0.04, W * 0.008)
        side = ctx.side()
        for k in range(8):
            t = 0.22 + 0.78 * k / 7
            px, py = path[int(t * (len(path) - 1))]
            px += float(side.uniform(-70, 70)) * t
            m, _ = icon_mask(
                "dove", px, py, H * (0.05 + 0.07 * t), flip=s > 0, rot=float(side.uniform(-15, 15))
            )
            np.maximum(flock, m, out=flock)
        kind = "a flock of black birds"
    else:
        icon = "wyvern" if what == "dragon" else "pegasus"
        bh = H * (0.26 if what == "dragon" else 0.27)
        bw = bh * 1.1
        cxx = float(np.clip(top[0], bw / 2 + 30, W - bw / 2 - 30))
        m, _ = icon_mask(icon, cxx, top[1], bh, flip=s > 0, rot=12 * s)
        np.maximum(flock, m, out=flock)
        # the ink rope feeds the creature's tail end (nearest the blot)
        ys, xs = np.nonzero(m > 0.5)
        tail = (float(xs.max() if s < 0 else xs.min()), float(ys.mean()))
        path = _curve((blx, bly), (blx - s * W * 0.05, (bly + tail[1]) / 2), tail, 24)
        rope = _tendril(_sway(path, 22), W * 0.038, W * 0.01)
        kind = "a black dragon" if what == "dragon" else "a black winged horse"
    ink = np.maximum(np.maximum(blot * pages, rope), flock)
    ctx.lit(ink, _bbox(ink), rgb(INK), rim=0.35)
    ctx.focus[:] = np.maximum(ctx.focus, blur(ink, 8))
    # the inkpot, over the blot's far end
    # a squat glass pot lying on its side, its neck toward the blot
    body = ellipse(ix + s * 60, iy, 72, 56, 2)
    neck = segment(ix - s * 20, iy - 4, ix - s * 70, iy - 8, 44)
    lip = ellipse(ix - s * 74, iy - 8, 12, 28, 2)
    pot = np.maximum(np.maximum(body, neck), lip)
    ctx.lit(pot, _bbox(pot), rgb("#2a3848"), rim=0.7)
    label_band = ellipse(ix + s * 60, iy, 30, 50, 2) * body
    blend(ctx.img, label_band, rgb("#e8dcc0"), 0.85)
    _after_mask(ctx, segment(ix + s * 30, iy - 38, ix + s * 90, iy - 40, 5), "#f4f8ff", 0.7)
    _element(
        ctx,
        "a tipped-over inkpot",
        "secondary",
        _bbox(np.maximum(pot, blot * pages)),
        ("ink", "accident"),
    )
    _element(ctx, INKED[what], "main", _bbox(np.maximum(flock, rope)), ("ink", "flight", "story"))
    _element(ctx, "a giant open book", "frame", _bbox(pages), ("book", "story", "page"))
    # the child on the other page, a quill in hand, watching
    who = pick(ctx, ["a girl", "a boy", "a child"])
    cu, cv = s * 0.5, 0.8
    cx, cfy = at(cu, cv)
    ph = H * ctx.u(0.25, 0.27)
    pose = pick(ctx, ["hold", "point"])
    flip = s > 0
    hand = joint_at(pose, "ha_r", cx, cfy, ph, flip)
    person(
        ctx,
        pose,
        cx,
        cfy,
        ph,
        "secondary",
        label=f"{who} with a quill, watching the ink fly",
        coat=pick(ctx, CHILD_COATS),
        flip=flip,
        shadow=cfy,
        tags=("person", "child", "writer"),
        who=who,
    )
    qm, qb = icon_mask(
        "quill", hand[0] + (-1 if flip else 1) * 20, hand[1] - 40, H * 0.09, flip=flip
    )
    ctx.lit(qm, qb, rgb("#f4efe4"), rim=0.5)
    blend(ctx.img, qm * ((qb[3] - (qb[3] - qb[1]) * 0.2) < YY), rgb(INK))  # its inked nib
    act = {"hold": "holds out a quill", "point": "points up with a quill in hand"}[pose]
    return Painted(
        "A giant open book lies in a sunny meadow; an inkpot has tipped over on its white "
        f"page, and the black ink rises off it as {kind} into the blue sky, while {who} "
        f"standing on the other page {act}.",
        [
            "creativity",
            "imagination",
            "accident",
            "inspiration",
            "stories",
            "freedom",
            "mistakes",
            "writing",
            "coming to life",
            "letting go",
        ],
    )


# --- a puddle that holds another world ----------------------------------------------------


def _boots(ctx: Ctx, pose: str, x: float, fy: float, h: float, flip: bool, col: str) -> None:
    """Rubber boots over a person's feet and shins (drawn after them)."""
    m = np.zeros((H, W), np.float32)
    d = -1 if flip else 1
    for foot, knee in (("ft_l", "kn_l"), ("ft_r", "kn_r")):
        fx, fyy = joint_at(pose, foot, x, fy, h, flip)
        kx, ky = joint_at(pose, knee, x, fy, h, flip)
        top = (fx + (kx - fx) * 0.75, fyy + (ky - fyy) * 0.75)
        np.maximum(m, segment(fx, fyy - h * 0.01, top[0], top[1], h * 0.085), out=m)
        np.maximum(m, ellipse(fx + d * h * 0.03, fyy - h * 0.005, h * 0.06, h * 0.028, 2), out=m)
    ctx.lit(m, _bbox(m), rgb(col), rim=0.6)


WORLDS = {
    "sea": "a sea turtle swimming in a deep blue sea",
    "night": "a starry night with the full moon",
    "castle": "a castle hanging upside down under a pink sky",
}


@recipe("noon", "spring")
def puddle_world(ctx: Ctx) -> Painted:
    """On a country lane in the sun after rain, a child in rubber boots looks down into a
    big puddle that holds another world: a sea turtle in the deep sea, a starry night, or a
    castle upside down; a dog sits on the other side."""
    _, s = third(ctx)
    ctx.texture_sky()
    ctx.celestial(W / 2 - s * W * ctx.u(0.24, 0.3), H * ctx.u(0.08, 0.12), 55)
    ctx.clouds(3, 0.1, 0.32, 0.55)
    ctx.img[:] = mix(ctx.img, rgb("#f4f8fb"), 0.15)  # washed clean by the rain
    hz = ctx.u(0.42, 0.45)
    ctx.hills(hz, 2, amp=30)
    # the lane: pale wet earth narrowing to the horizon, lit from the sky
    vx = W / 2 - s * W * 0.1
    top = H * hz + 24
    t = np.clip((YY - top) / (H - top), 0, 1)
    half = W * 0.045 + t * W * 0.95
    lane = np.clip((half - np.abs(XX - (vx + t * (W / 2 - vx)))) / 3, 0, 1) * (top < YY)
    lane = lane.astype(np.float32)
    side = ctx.side()
    grain = aniso_noise(side, 60, 14) - 0.5
    col = rgb("#e2d2b0")[None, None, :] * (1 + 0.18 * grain[..., None])
    ctx.img[:] = ctx.img * (1 - lane[..., None]) + np.clip(col, 0, 1) * lane[..., None]
    ctx.img[:] = mix(ctx.img, rgb("#f4f1e8"), 0.12)
    # the puddle: a wide irregular pool across the lane, near the viewer
    px, py = W / 2 + s * W * 0.06, H * ctx.u(0.72, 0.75)
    rx, ry = W * ctx.u(0.36, 0.39), H * ctx.u(0.1, 0.11)
    pool = ellipse(px, py, rx, ry, 3)
    for k in (-1, 1):
        np.maximum(
            pool, ellipse(px + k * rx * 0.55, py + k * ry * 0.25, rx * 0.55, ry * 0.9, 3), out=pool
        )
    world = pick(ctx, ["sea", "night", "castle"])
    inner = ctx.sub({"sea": "under", "night": "night", "castle": "dawn"}[world])
    inner.texture_sky()
    pb = _bbox(pool)
    if world == "night":
        # stars are smaller than a stroke: drawn after the paint, inside the puddle only
        side = ctx.side()
        st = np.zeros((H, W), np.float32)
        for _ in range(90):
            qx, qy = side.uniform(px - rx, px + rx), side.uniform(py - ry, py + ry)
            np.maximum(st, disc(qx, qy, side.uniform(1.8, 3.6), 1.0), out=st)
        _after_mask(
            ctx,
            st * (pool > 0.9) * (1 - disc(px + s * rx * 0.45, py - ry * 0.15, 80, 4)),
            "#fff6d0",
            0.9,
        )
        inner.celestial(px + s * rx * 0.45, py - ry * 0.15, 62, "moon")
        _element(
            ctx,
            "the full moon in the puddle",
            "secondary",
            (
                int(px + s * rx * 0.45 - 64),
                int(py - ry * 0.15 - 64),
                int(px + s * rx * 0.45 + 64),
                int(py - ry * 0.15 + 64),
            ),
            ("moon", "night"),
        )
    elif world == "sea":
        inner.img[:] = mix(inner.img, rgb("#0c3a66"), 0.55)
        inner.subject(
            "sea-turtle",
            px - s * rx * 0.15,
            py + ry * 0.05,
            ry * 1.35,
            "secondary",
            fill="#2a3a5a",
            flip=s > 0,
            label="a sea turtle in the deep sea inside the puddle",
            tags=("animal", "sea", "giant"),
        )
    else:
        inner.clouds(2, (py - ry) / H, (py + ry * 0.3) / H, 0.5)
        inner.subject(
            "elven-castle",
            px - s * rx * 0.25,
            py + ry * 0.2,
            ry * 1.5,
            "secondary",
            fill="#4a3a5a",
            rot=180,
            label="an upside-down castle inside the puddle",
            tags=("castle", "another world"),
        )
    ctx.fill_with(pool, inner, rim=0.0)
    # the wet rim: a dark edge and a bright line of sky where the water meets the earth
    ring = np.clip(blur(pool, 5) - pool * 0.7, 0, 1) * 1.5
    blend(ctx.img, np.clip(ring, 0, 1), rgb("#5a4a38"), 0.6)
    hi = np.clip(pool - np.roll(pool, 8, axis=0), 0, 1)
    _after_mask(ctx, hi, "#f6fbff", 0.6)
    ctx.focus[:] = np.maximum(ctx.focus, blur(pool, 10))
    _element(
        ctx, f"a puddle holding {WORLDS[world]}", "main", pb, ("puddle", "another world", "rain")
    )
    # the child on the far rim, looking down into it; the dog across the puddle
    who = pick(ctx, ["a girl", "a boy", "a child"])
    flip = s > 0
    ph = H * ctx.u(0.3, 0.32)
    cx = px + s * rx * 0.45
    cfy = py - ry * 0.75
    pose = pick(ctx, ["hand", "point", "stand"])
    person(
        ctx,
        pose,
        cx,
        cfy,
        ph,
        "secondary",
        label=f"{who} in rubber boots looking into the puddle",
        coat=pick(ctx, CHILD_COATS),
        flip=flip,
        shadow=cfy,
        tags=("person", "child", "wonder"),
        who=who,
    )
    boots = pick(ctx, ["#f0c020", "#d03a2a", "#2a6a3a"])
    _boots(ctx, pose, cx, cfy, ph, flip, boots)
    dx = px - s * rx * 0.72
    dfy = py + ry * 1.05 + H * 0.03
    ctx.subject(
        "sitting-dog",
        dx,
        dfy - H * 0.065,
        H * 0.13,
        "secondary",
        fill=pick(ctx, ["#3a2a22", "#5a3a22", "#2a2a2e"]),
        flip=s < 0,
        shadow=dfy,
        label="a dog sitting at the puddle's edge",
        tags=("animal", "dog", "faithful"),
    )
    colour = {"#f0c020": "yellow", "#d03a2a": "red", "#2a6a3a": "green"}[boots]
    act = {"hand": " and holds out a hand over it", "point": " and points into it", "stand": ""}[
        pose
    ]
    return Painted(
        f"On a sunny country lane after the rain, {who} in {colour} rubber boots stands at the "
        f"edge of a big puddle{act}, and the puddle holds {WORLDS[world]}; a dark dog sits "
        "on the other side, looking in.",
        [
            "another world",
            "curiosity",
            "childhood",
            "imagination",
            "depth",
            "secret",
            "wonder",
            "portal",
            "rain",
            "hidden",
        ],
    )


# --- a sandcastle whose shadow is a real castle's -----------------------------------------


def _castle_plan(kind: str, w: int = 300, h: int = 470) -> np.ndarray:
    """A castle's silhouette on a small canvas (base at the bottom row): a keep with
    battlements, two tall towers with pointed roofs and pennants, and on the tallest tower a
    dragon, or flags, or at the gate a knight riding out."""
    from PIL import Image, ImageDraw

    im = Image.new("L", (w, h), 0)
    dr = ImageDraw.Draw(im)
    dr.rectangle((40, h - 140, w - 40, h), fill=255)  # the curtain wall
    for k in range(9):  # battlements
        bx = 40 + k * (w - 80) / 8.5
        dr.rectangle((bx, h - 165, bx + 14, h - 140), fill=255)
    towers = [(20, 70, h - 250), (w - 70, w - 20, h - 270), (w / 2 - 36, w / 2 + 36, h - 310)]
    for x0, x1, top in towers:
        dr.rectangle((x0, top, x1, h), fill=255)
        mid = (x0 + x1) / 2
        dr.polygon([(x0 - 8, top), (x1 + 8, top), (mid, top - (x1 - x0) * 1.3)], fill=255)
        peak = top - (x1 - x0) * 1.3
        dr.line([(mid, peak), (mid, peak - 40)], fill=255, width=4)
        if kind != "dragon" or mid != w / 2:
            dr.polygon([(mid, peak - 40), (mid + 34, peak - 32), (mid, peak - 22)], fill=255)
    dr.rectangle((w / 2 - 26, h - 80, w / 2 + 26, h), fill=0)  # the gate
    dr.ellipse((w / 2 - 26, h - 106, w / 2 + 26, h - 54), fill=0)
    a = np.asarray(im, np.float32) / 255
    if kind in ("dragon", "knight"):
        name, ch = ("wyvern", 150) if kind == "dragon" else ("mounted-knight", 110)
        m, (x0, y0, x1, y1) = icon_mask(name, W / 2, H / 2, ch)
        crop = m[y0 : y1 + 1, x0 : x1 + 1]
        ph, pw = crop.shape
        if kind == "dragon":
            top = int(h - 310 - 72 * 1.3 - ph * 0.55)
            left = int(w / 2 - pw / 2)
        else:
            top, left = h - ph, int(w / 2 - pw / 2)
        top, left = max(0, top), min(max(0, left), w - pw)
        hh, ww = min(ph, h - top), min(pw, w - left)
        a[top : top + hh, left : left + ww] = np.maximum(
            a[top : top + hh, left : left + ww], crop[:hh, :ww]
        )
    return a


def _project(
    plan: np.ndarray,
    base: tuple[float, float],
    axis: tuple[float, float],
    length: float,
    w0: float,
    w1: float,
) -> np.ndarray:
    """Lay the castle's plan on the ground as a long shadow: its base at `base` (the
    sandcastle's foot), its height along `axis` for `length` px, `w0` wide at the base and
    widening to `w1` at its far end (nearer the viewer)."""
    dx, dy = XX - base[0], YY - base[1]
    ax, ay = axis
    v = (dx * ax + dy * ay) / length
    u = (dx * -ay + dy * ax) / (w0 + (w1 - w0) * np.clip(v, 0, 1))
    ph, pw = plan.shape
    rows = np.clip(((1 - v) * (ph - 1)).astype(np.int32), 0, ph - 1)
    cols = np.clip(((u + 0.5) * (pw - 1)).astype(np.int32), 0, pw - 1)
    inside = (v >= 0) & (v <= 1) & (np.abs(u) <= 0.5)
    return blur(np.where(inside, plan[rows, cols], 0).astype(np.float32), 1.5)


CASTLE = {
    "dragon": "the long shadow of a huge castle with a dragon on its tower",
    "flags": "the long shadow of a huge castle with towers and flags",
    "knight": "the long shadow of a huge castle with a knight riding out",
}


@recipe("golden", "noon", "desert")
def sandcastle_shadow(ctx: Ctx) -> Painted:
    """On a pale beach under a low sun, a child stands by a small sandcastle with a bucket
    and spade; the sandcastle's long shadow on the sand is that of a real, huge castle."""
    _, s = third(ctx)
    hz = ctx.u(0.3, 0.33)
    ctx.texture_sky()
    sx = W / 2 + s * W * ctx.u(0.08, 0.11)
    # the low sun over the sea behind the sandcastle, a little to the far side
    sun = (sx - s * W * ctx.u(0.05, 0.08), H * (hz - 0.07))
    ctx.celestial(sun[0], sun[1], 60)
    ctx.clouds(2, 0.06, hz - 0.12, 0.4)
    ctx.water(hz)
    # the beach: pale sand from a wet dark band at the water's edge to the bottom
    beach = np.clip((YY - H * (hz + 0.08)) / 12, 0, 1).astype(np.float32)
    side = ctx.side()
    grain = aniso_noise(side, 90, 16) - 0.5
    sand = rgb("#f3e3c2" if ctx.pal.name != "golden" else "#f6dcb0")[None, None, :]
    sand = np.clip(sand * (1 + 0.1 * grain[..., None]), 0, 1)
    ctx.img[:] = ctx.img * (1 - beach[..., None]) + sand * beach[..., None]
    wet = beach * np.clip(1 - (YY - H * (hz + 0.08)) / 50, 0, 1)
    blend(ctx.img, wet, rgb("#b89a78"), 0.6)
    # the sandcastle and its shadow, falling away from the sun toward the viewer
    base = (sx, H * ctx.u(0.5, 0.53))
    ch = H * 0.13
    kind = pick(ctx, ["dragon", "flags", "knight"])
    plan = _castle_plan(kind)
    ax, ay = base[0] - sun[0], base[1] - sun[1]
    n = float(np.hypot(ax, ay))
    axis = (ax / n, ay / n)
    length = (H * 0.9 - base[1]) / axis[1]
    shadow = _project(plan, base, axis, length, ch * 1.25, W * 0.5)
    shade = mix(rgb("#2c2a58"), sand[0, 0], 0.08)
    blend(ctx.img, shadow, shade, 0.88)
    ctx.focus[:] = np.maximum(ctx.focus, blur(shadow, 8) * 0.9)
    _element(ctx, CASTLE[kind], "main", _bbox(shadow), ("shadow", "castle", "dream"))
    ctx.light = sun
    ctx.subject(
        "sand-castle",
        sx,
        base[1] - ch / 2,
        ch,
        "secondary",
        fill="#b8874e",
        label="a small sandcastle",
        tags=("object", "beach", "childhood"),
    )
    # the bucket and spade beside it, and the child on the near side
    ctx.subject(
        "beach-bucket",
        sx - s * W * 0.09,
        base[1] + H * 0.09,
        H * 0.085,
        "secondary",
        fill=pick(ctx, ["#d03a2a", "#2a6ac0", "#e0a020"]),
        shadow=base[1] + H * 0.13,
        label="a bucket and spade",
        tags=("object", "beach", "play"),
    )
    who = pick(ctx, ["a girl", "a boy", "a child"])
    pose = pick(ctx, ["point", "arms-up", "hold"])
    ph = H * ctx.u(0.27, 0.29)
    cx = sx - s * W * 0.3
    cx = float(np.clip(cx, ph * 0.4, W - ph * 0.4))
    cfy = base[1] + H * 0.13
    person(
        ctx,
        pose,
        cx,
        cfy,
        ph,
        "secondary",
        label=f"{who} by the sandcastle",
        coat=pick(ctx, CHILD_COATS),
        flip=s > 0,
        shadow=cfy,
        tags=("person", "child", "play"),
        who=who,
    )
    act = {
        "point": "points at its shadow",
        "arms-up": "throws up both arms",
        "hold": "holds out a hand",
    }[pose]
    what = CASTLE[kind].replace("the long shadow of ", "")
    return Painted(
        f"On a pale sunlit beach, {who} {act} beside a small sandcastle and a bucket and "
        f"spade; low sun over the sea casts the sandcastle's long dark shadow across the sand, "
        f"and it is the shadow of {what}.",
        [
            "dreams",
            "childhood",
            "imagination",
            "ambition",
            "play",
            "greatness",
            "make-believe",
            "summer",
            "hidden power",
            "growing up",
        ],
    )
