"""Bright scene recipes with strong darks in the subject: a rain cloud grown in a flowerpot
and watered like a plant, a zipper pulled open across the day sky onto another world, a
shepherd herding a flock of small clouds, and a bridge of giant open books over a gorge.
People come from figures.py; the recipes register in the RECIPES table like those of
recipes.py."""

from __future__ import annotations

import itertools
from collections.abc import Sequence

import numpy as np

from . import recipes5  # noqa: F401  (the "point-up" pose and the sitting dog)
from .figures import _bbox, him, joint_at, person
from .paint import YY, H, W, blend, blur, box, disc, ellipse, fbm, icon_mask, rgb
from .recipes import ICONS, Painted, later_glow, pick, recipe, segment, third
from .recipes4 import CHILD_COATS, WHO, _after_mask, _element, _union
from .recipes6 import DARK_COATS, _named, _poly, _ribbon
from .scene import Ctx

# Icons this file draws that the other recipe files do not list (game-icons.net).
ICONS9: dict[str, tuple[str, tuple[str, ...]]] = {
    "shepherds-crook": ("a shepherd's crook", ("object", "shepherd", "care")),
    "rooster": ("a rooster", ("animal", "bird", "farm", "morning")),
}
ICONS.update(ICONS9)  # the manifest names an unlabelled figure by this table

Arr = np.ndarray


def _puff(cx: float, cy: float, w: float, h: float, rng: np.random.Generator, n: int = 7) -> Arr:
    """A heaped cloud `w` wide and about `h` tall centred at (cx, cy), with a flattish base."""
    m = np.zeros((H, W), np.float32)
    base = cy + h * 0.45
    for k in range(n):
        t = k / (n - 1) - 0.5
        r = h * (0.32 + 0.3 * (1 - abs(t) * 2)) * float(rng.uniform(0.85, 1.15))
        px = cx + t * (w - r * 1.2)
        np.maximum(m, disc(px, base - r * 0.8, r, 3), out=m)
    m = np.maximum(m, ellipse(cx, base - h * 0.18, w * 0.47, h * 0.22, 3))
    return m * np.clip((base + 2 - YY) / 4, 0, 1)


def _zenith(ctx: Ctx, sky: Arr | float = 1.0) -> None:
    """Open a deep day zenith (noon's dark blue, spring's teal) toward a pale, high-key
    blue where mask `sky` says, so the card stays bright and the figures hold the darks."""
    if ctx.pal.name in ("noon", "spring"):
        top = np.clip(1 - YY / (H * 0.6), 0, 1) * sky
        blend(ctx.img, top, rgb("#dcebf6"), 0.45)


def _shade_under(ctx: Ctx, m: Arr, col: str, strength: float) -> None:
    """Darken the lower part of cloud mask `m` toward `col` (a shaded underside)."""
    bb = _bbox(m)
    y0, y1 = bb[1], bb[3]
    t = np.clip((YY - (y0 + (y1 - y0) * 0.35)) / max(1.0, (y1 - y0) * 0.65), 0, 1)
    blend(ctx.img, m * t, rgb(col), strength)


def _rain(
    ctx: Ctx, x0: float, x1: float, y0: float, y1: float, n: int, col: str, slant: float = 0.15
) -> Arr:
    """Rain streaks between x0..x1 falling from y0 to y1, drawn after the paint."""
    side = ctx.side()
    m = np.zeros((H, W), np.float32)
    for _ in range(n):
        dx = float(side.uniform(x0, x1))
        dy = float(side.uniform(y0, max(y0 + 1, y1 - 40)))
        ln = float(side.uniform(26, 44))
        np.maximum(m, segment(dx, dy, dx - slant * ln, dy + ln, 4.0), out=m)
    _after_mask(ctx, m, col, 0.9)
    return m


# --- watering a rain cloud in a flowerpot ----------------------------------------------------

FLOWER_BED = {
    "sunflower": ("sunflowers", "#e8a010"),
    "poppy": ("red poppies", "#c8283a"),
}
GARDEN = {"noon": "a sunny garden", "golden": "an evening garden", "desert": "a dry desert garden"}


@recipe("noon", "desert")
def watering_the_cloud(ctx: Ctx) -> Painted:
    """In a sunny garden, a person reaches up with a watering can to water a small dark rain
    cloud growing in a flowerpot on a whitewashed wall; the cloud rains onto the flowers at
    the wall's foot, and a cat or a bird watches."""
    _, s = third(ctx)
    x = W / 2 + s * W * ctx.u(0.25, 0.3)
    flip = s > 0  # they face into the card, toward the pot
    sg = -1.0 if flip else 1.0
    ctx.texture_sky()
    ctx.celestial(W / 2 + s * W * ctx.u(0.2, 0.3), H * ctx.u(0.08, 0.12), 62)
    ctx.clouds(2, 0.04, 0.18, 0.35)
    # a high-key summer sky, opened toward the light
    blend(ctx.img, np.clip(YY / (H * 0.6), 0.6, 1), rgb("#fff6e4"), 0.5)
    _zenith(ctx)
    who = pick(ctx, ["a girl", "a boy", "a grandmother", "an old man"])
    child = who in ("a girl", "a boy")
    ph = H * (ctx.u(0.46, 0.48) if child else ctx.u(0.5, 0.52))
    pfy = H * ctx.u(0.94, 0.95)
    x = float(np.clip(x, ph * 0.3 + 20, W - ph * 0.3 - 20))
    hand = joint_at("reach", "ha_r", x, pfy, ph, flip)
    # the can in the raised hand, tipped toward the cloud; its spout's end
    ch = H * 0.095
    cxn, cyn = hand[0] + sg * ch * 0.35, hand[1] + ch * 0.2
    spout = (cxn + sg * ch * 0.72, cyn + ch * 0.2)
    # the cloud just below the spout, in a pot standing on the wall
    cw, chh = W * ctx.u(0.4, 0.44), H * ctx.u(0.14, 0.15)
    ccx = float(np.clip(spout[0] + sg * cw * 0.42, cw / 2 + 70, W - cw / 2 - 70))
    ccy = spout[1] + H * 0.035 + chh / 2
    pot_h = H * 0.085
    pot_x = ccx - sg * cw * 0.2
    pot_top = ccy + chh * 0.4
    wy = pot_top + pot_h  # the wall's top
    gy = max(wy + H * 0.17, H * 0.8)
    # dark cypresses behind the wall, then the whitewashed wall with its coping
    side = ctx.side()
    for k in range(5):
        tx = W * (k + side.uniform(0.15, 0.85)) / 5
        th = H * side.uniform(0.12, 0.2)
        tm, _ = icon_mask("pine-tree", tx, wy - th * 0.4, th)
        blend(ctx.img, tm, rgb("#22382c"), 0.95)
    wall = box(-5, wy, W + 5, gy + 30, 1.5)
    plaster = fbm(ctx.rng, 90, 3) - 0.5
    wallc = rgb("#f6f0e2")[None, None, :] * (1 + 0.08 * plaster[..., None])
    blend(ctx.img, wall, np.clip(wallc, 0, 1))
    blend(ctx.img, box(-5, wy - 14, W + 5, wy + 6, 1.5), rgb("#fbf8f0"))
    blend(ctx.img, box(-5, wy + 6, W + 5, wy + 26, 6), rgb("#b8ae9c"), 0.6)  # coping's shadow
    gy = ctx.hills(gy / H, 1, amp=10)
    lawn = np.clip((YY - gy) / 30, 0, 1)
    blend(ctx.img, lawn, rgb("#f0e0b0" if ctx.pal.name == "desert" else "#d0e898"), 0.5)
    # the pot: a terracotta cone with a rim
    pw = W * 0.15
    potm = _poly(
        [
            (pot_x - pw / 2, pot_top + 16),
            (pot_x + pw / 2, pot_top + 16),
            (pot_x + pw * 0.36, wy),
            (pot_x - pw * 0.36, wy),
        ]
    )
    potm = np.maximum(potm, box(pot_x - pw * 0.56, pot_top - 8, pot_x + pw * 0.56, pot_top + 26))
    ctx.cast_shadow(potm, _bbox(potm), wy, 0.35)
    ctx.lit(potm, _bbox(potm), rgb("#b4552e"), rim=0.5)
    _element(ctx, "a terracotta flowerpot", "secondary", _bbox(potm), ("pot", "garden", "grow"))
    # the cloud rising out of the pot: slate blue, a dark underside, raining on the far side
    cm = _puff(ccx, ccy, cw, chh, ctx.rng)
    cm = np.clip(cm - potm * (pot_top + 10 < YY), 0, 1)
    cb = _bbox(cm)
    ctx.lit(cm, cb, rgb("#8591ad"), rim=0.7)
    _shade_under(ctx, cm, "#3a4662", 0.75)
    ctx.focus[:] = np.maximum(ctx.focus, blur(cm, 8))
    _element(
        ctx, "a small rain cloud growing in the pot", "secondary", cb, ("cloud", "rain", "weather")
    )
    # the flower bed at the wall's foot, under the cloud's far side
    kind = pick(ctx, list(FLOWER_BED))
    far_end = min(cb[2], W - 150) - 30 if sg > 0 else max(cb[0], 150) + 30
    near_end = pot_x + sg * pw * 0.7
    bed_x0, bed_x1 = min(far_end, near_end), max(far_end, near_end)
    fls, heads, hearts = (np.zeros((H, W), np.float32) for _ in range(3))
    stems = np.zeros((H, W), np.float32)
    heads_y: list[float] = []
    for k in range(3):
        fx = bed_x0 + (bed_x1 - bed_x0) * (k + 0.5) / 3 + side.uniform(-15, 15)
        fh = H * (0.13 + 0.035 * ((k + 1) % 2))
        top = gy + 18 - fh
        np.maximum(stems, segment(fx, gy + 18, fx + 6, top, 12), out=stems)
        for dy, lr in ((0.45, -1), (0.65, 1)):
            ly = gy + 18 - fh * dy
            np.maximum(stems, ellipse(fx + lr * 30, ly, 30, 11, 2), out=stems)
        r = H * (0.03 if kind == "sunflower" else 0.026)
        for a in np.linspace(0, 2 * np.pi, 10 if kind == "sunflower" else 6)[:-1]:
            pr = r * (0.5 if kind == "sunflower" else 0.75)
            np.maximum(heads, disc(fx + np.cos(a) * r, top + np.sin(a) * r, pr, 2), out=heads)
        np.maximum(
            hearts, disc(fx, top, r * (0.62 if kind == "sunflower" else 0.45), 2), out=hearts
        )
        heads_y.append(top - r)
    fls = np.maximum(np.maximum(stems, heads), hearts)
    ctx.cast_shadow(fls, _bbox(fls), gy + 18, 0.3)
    ctx.lit(stems, _bbox(stems), rgb("#3f7a2e"), rim=0.3)
    ctx.lit(heads, _bbox(heads), rgb(FLOWER_BED[kind][1]), rim=0.4)
    blend(ctx.img, hearts, rgb("#3a2416" if kind == "sunflower" else "#1e1418"))
    ctx.focus[:] = np.maximum(ctx.focus, blur(fls, 6))
    _element(
        ctx,
        f"{FLOWER_BED[kind][0]} at the foot of the wall",
        "secondary",
        _bbox(fls),
        ("flower", "garden", "growth"),
    )
    under_x0 = max(cb[0] + 30, bed_x0 - 20)
    under_x1 = min(cb[2] - 30, bed_x1 + 20)
    _rain(ctx, under_x0, under_x1, cb[3] - 10, min(heads_y) + 30, 60, "#2f4f8a")
    # the watcher on the lawn between the person and the flowers, looking up at the cloud
    watcher = pick(ctx, ["cat", "rooster"])
    wx = float(np.clip((x + near_end) / 2 + sg * 20, 120, W - 120))
    wh = H * 0.1
    wfy = gy + H * 0.08
    ctx.subject(
        watcher,
        wx,
        wfy - wh / 2,
        wh,
        "secondary",
        fill="#2a2428" if watcher == "cat" else "#8a3a22",
        flip=flip if watcher == "cat" else not flip,
        shadow=wfy,
        tags=("animal", "curious", "home"),
    )
    # the person and their can, the water arching from the spout onto the cloud
    person(
        ctx,
        "reach",
        x,
        pfy,
        ph,
        "main",
        label=f"{who} watering a rain cloud in a flowerpot",
        coat=pick(ctx, CHILD_COATS if child else DARK_COATS),
        flip=flip,
        shadow=pfy,
        tags=("person", "gardener", "care"),
        **_named(who),
    )
    km, kb = icon_mask("watering-can", cxn, cyn, ch, flip=flip, rot=-28 * sg)
    ctx.lit(km, kb, rgb("#4f7a8a"), rim=0.6)
    _element(ctx, "a watering can", "secondary", kb, ("can", "garden", "care"), "watering-can")
    stream = np.zeros((H, W), np.float32)
    for k in range(3):
        o = (k - 1) * 10
        pts = [
            (spout[0] + sg * (t * 50 + o), spout[1] + t * t * (ccy - chh * 0.25 - spout[1]))
            for t in np.linspace(0, 1, 9)
        ]
        for (a, b), (c, d) in itertools.pairwise(pts):
            np.maximum(stream, segment(a, b, c, d, 4), out=stream)
    _after_mask(ctx, stream, "#3a70b8", 0.85)
    ctx.focus[:] = np.maximum(ctx.focus, blur(np.maximum(km, stream), 8))
    act = "reaches up with" if child else "lifts"
    return Painted(
        f"In {GARDEN[ctx.pal.name]}, {who} {act} a watering can to water a small dark rain "
        "cloud growing in a terracotta pot on a white wall, and the cloud rains onto the "
        f"{FLOWER_BED[kind][0]} below it, while a {watcher} on the lawn watches.",
        [
            "care",
            "growth",
            "patience",
            "weather",
            "nurture",
            "sadness",
            "gardening",
            "childhood",
            "cycle",
            "tenderness",
        ],
    )


# --- unzipping the sky -------------------------------------------------------------------------

WORLDS = {
    "night": "a starry night with the full moon",
    "sea": "the deep sea, where a whale with a tiny palm island on its back swims",
    "storm": "a stormy ocean, where a small ship is tossed by the waves",
}
HILLTOP = {"noon": "On a green hilltop", "snow": "On a snowy hilltop", "desert": "On a sandy hill"}


def _bezier(p0: Sequence[float], c: Sequence[float], p1: Sequence[float], n: int) -> Arr:
    """`n` points along the quadratic Bezier curve from p0 to p1 bending toward c."""
    t = np.linspace(0, 1, n)[:, None]
    a, b, d = np.asarray(p0), np.asarray(c), np.asarray(p1)
    return (1 - t) ** 2 * a + 2 * (1 - t) * t * b + t * t * d


@recipe("noon", "snow", "desert")
def unzipping_the_sky(ctx: Ctx) -> Painted:
    """On a hilltop a person pulls a huge zipper down across the bright day sky; through the
    opening behind the pull shows another world: night, the deep sea or a storm."""
    x, s = third(ctx)
    flip = s > 0
    sg = -1.0 if flip else 1.0
    ctx.texture_sky()
    ctx.celestial(W / 2 + s * W * ctx.u(0.3, 0.36), H * ctx.u(0.1, 0.14), 55)
    ctx.clouds(2, 0.08, 0.3, 0.35)
    hz = ctx.u(0.72, 0.75)
    gy = ctx.hills(hz, 2, amp=36)
    # a high-key day: the sky opened toward the light, the sunlit hilltop lifted
    lifts = {"snow": "#f4f7fb", "desert": "#fbe6c0", "noon": "#e0f0b8"}
    ground = np.clip((YY - H * hz + 30) / 80, 0, 1)
    blend(ctx.img, ground, rgb(lifts[ctx.pal.name]), 0.4)
    blend(ctx.img, 1 - ground, rgb("#fff8ea" if ctx.pal.name == "desert" else "#f4f8fc"), 0.3)
    _zenith(ctx, 1 - ground)
    ph = H * ctx.u(0.3, 0.33)
    pfy = gy + H * 0.05
    x = float(np.clip(x, ph * 0.3 + 20, W - ph * 0.3 - 20))
    hand = joint_at("reach", "ha_r", x, pfy, ph, flip)
    # the zipper's path: from a stop high in the far sky, down and across to the pull in
    # the raised hand, and on, closed, behind the person to the hill
    slider = (hand[0] + sg * 10, hand[1] - H * 0.03)
    top = (W / 2 - s * W * ctx.u(0.3, 0.36), H * ctx.u(0.05, 0.08))
    ctrl = ((top[0] + slider[0]) / 2 - s * W * 0.06, (top[1] + slider[1]) / 2 - H * 0.06)
    path = _bezier(top, ctrl, slider, 60)
    n = len(path)
    wmax = W * ctx.u(0.3, 0.34)
    widths = [max(3.0, wmax * float(np.sin(np.pi * k / (n - 1))) ** 0.8) for k in range(n)]
    pts = [(float(a), float(b)) for a, b in path]
    hole = _ribbon(pts, widths, soft=1.5)
    world = pick(ctx, list(WORLDS))
    mid = path[n // 2]
    if world == "night":
        other = ctx.sub("night")
        other.texture_sky()
        other.stars(600, 1.0)
        other.celestial(float(mid[0]) + sg * 20, float(mid[1]) - 30, 62, "moon")
    else:
        other = ctx.sub("under" if world == "sea" else "storm")
        other.texture_sky()
        other.img *= 0.38 if world == "sea" else 0.5
    ctx.fill_with(hole, other, rim=0.0)
    if world == "night":
        later_glow(ctx, float(mid[0]) + sg * 20, float(mid[1]) - 30, 120, "#f6efc9", 0.35)
        ys_, xs_ = np.nonzero(blur(hole, 8) > 0.97)
        if len(xs_):
            idx = ctx.side().integers(0, len(xs_), 70)
            st = np.zeros((H, W), np.float32)
            for i in idx:
                st = np.maximum(st, disc(float(xs_[i]), float(ys_[i]), 2.2 + (i % 3), 1.0))
            _after_mask(ctx, st * (1 - disc(float(mid[0]), float(mid[1]) - 30, 90)), "#f6efc9", 0.9)
    # the sky's cut edges: a shadow just inside, a light lip, and the teeth along each lip
    inner = np.clip(hole - blur(1 - hole, 1) * 0, 0, 1) * np.clip(1 - blur(hole, 14) * 1.0, 0, 1)
    blend(ctx.img, np.clip(inner * 3, 0, 1) * hole, rgb("#05060c"), 0.5)
    lip = np.clip(blur(hole, 5) - hole, 0, 1) * 2
    blend(ctx.img, np.clip(lip, 0, 1), rgb("#fbfaf4"), 0.6)
    d = np.gradient(path, axis=0)
    nrm = np.stack([-d[:, 1], d[:, 0]], 1)
    nrm /= np.maximum(1e-6, np.hypot(nrm[:, 0], nrm[:, 1]))[:, None]
    teeth = np.zeros((H, W), np.float32)
    arc = np.concatenate([[0], np.cumsum(np.hypot(d[:, 0], d[:, 1]))])[:n]
    step = 34.0
    for sd in (-1, 1):
        for k0 in np.arange(step * (0.5 if sd > 0 else 1.0), arc[-1], step):
            k = int(np.searchsorted(arc, k0))
            k = min(k, n - 1)
            px, py = path[k] + nrm[k] * sd * (widths[k] / 2 + 6)
            ex, ey = path[k] + nrm[k] * sd * (widths[k] / 2 + 24)
            np.maximum(teeth, segment(float(px), float(py), float(ex), float(ey), 16), out=teeth)
    # closed below the pull: interlocked teeth on, down to the hill behind the person
    away = path[-1] - path[-4]
    away = away / max(1e-6, float(np.hypot(*away)))
    tail = _bezier(slider, tuple(slider + away * 60), tuple(slider + away * 110), 30)
    td = np.gradient(tail, axis=0)
    tn = np.stack([-td[:, 1], td[:, 0]], 1)
    tn /= np.maximum(1e-6, np.hypot(tn[:, 0], tn[:, 1]))[:, None]
    for k in range(8, 30, 3):
        sd = 1 if k % 4 else -1
        a = tail[k] + tn[k] * sd * 2
        b = tail[k] + tn[k] * sd * 20
        seg = segment(float(a[0]), float(a[1]), float(b[0]), float(b[1]), 16)
        np.maximum(teeth, seg, out=teeth)
    _after_mask(ctx, blur(teeth, 1.2), "#2c2a2e", 0.95)
    _after_mask(ctx, np.clip(teeth - blur(teeth, 3) * 0.2, 0, 1) * 0.6, "#c9c4b4", 0.7)
    ctx.focus[:] = np.maximum(ctx.focus, blur(np.maximum(lip, hole * 0.4), 10))
    hb = _bbox(hole)
    _element(
        ctx,
        f"an opening in the day sky onto {WORLDS[world]}",
        "frame",
        hb,
        ("another world", "sky", "opening"),
    )
    # what is inside: the moon (drawn above), a whale, or a ship on big waves
    if world == "sea":
        wx = float(mid[0])
        ctx.subject(
            "sperm-whale",
            wx,
            float(mid[1]),
            H * 0.11,
            "secondary",
            fill="#1c3a4a",
            flip=not flip,
            tags=("animal", "sea", "giant"),
        )
        # stay inside the opening
        m_last = ctx.elements[-1]
        m_last["label"] = "a whale in the deep sea"
    elif world == "storm":
        wv = np.zeros((H, W), np.float32)
        for k in range(4):
            yy = float(mid[1]) + 40 + k * 40
            wv = np.maximum(
                wv,
                np.clip(np.sin((np.arange(W)[None, :] + k * 70) / 38) * 0.5 + 0.5, 0, 1)
                * np.clip(1 - np.abs(YY - yy) / 12, 0, 1),
            )
        blend(ctx.img, wv * hole, rgb("#c8d8d0"), 0.5)
        ctx.subject(
            "sailboat",
            float(mid[0]),
            float(mid[1]) - 10,
            H * 0.09,
            "secondary",
            fill="#e8e0cc",
            rot=18 * sg,
            tags=("vehicle", "sea", "storm"),
        )
        ctx.elements[-1]["label"] = "a small ship in a storm"
        lightning = segment(
            float(mid[0]) + 80, hb[1] + 40, float(mid[0]) + 50, float(mid[1]) - 90, 5
        )
        _after_mask(ctx, lightning * hole, "#fff8d0", 0.9)
    # the pull: a slider on the teeth and its tab in the hand
    sl = _poly(
        [
            (slider[0] - 34, slider[1] - 40),
            (slider[0] + 34, slider[1] - 40),
            (slider[0] + 22, slider[1] + 30),
            (slider[0] - 22, slider[1] + 30),
        ]
    )
    tab = np.maximum(
        box(hand[0] - 20, slider[1] + 24, hand[0] + 20, hand[1] + 44, 3),
        disc(hand[0], hand[1] + 40, 22, 2),
    )
    pull = np.maximum(sl, tab)
    ctx.lit(pull, _bbox(pull), rgb("#b8b4a8"), rim=0.7)
    pb = _bbox(pull)
    _element(
        ctx,
        "the zipper's pull",
        "secondary",
        (pb[0], pb[1] - 40, pb[2], pb[3] + 20),
        ("zipper", "opening"),
    )
    who = pick(ctx, WHO)
    person(
        ctx,
        "reach",
        x,
        pfy,
        ph,
        "main",
        label=f"{who} unzipping the day sky",
        coat=pick(ctx, DARK_COATS),
        flip=flip,
        shadow=pfy,
        tags=("person", "discovery", "courage"),
        **_named(who),
    )
    # a dog or a child beside them, watching
    comp = pick(ctx, ["dog", "child"])
    cx = float(np.clip(x - sg * ph * 0.62, 130, W - 130))
    cfy = pfy + H * 0.015
    if comp == "dog":
        ctx.subject(
            "sitting-dog",
            cx,
            cfy - H * 0.05,
            H * 0.1,
            "secondary",
            fill="#3a2a22",
            flip=flip,
            shadow=cfy,
            label="a dog watching",
            tags=("animal", "dog", "faithful"),
        )
        said = f"a dog sits beside {him(who)}"
    else:
        kid = pick(ctx, ["a girl", "a boy"], avoid=(who,))
        person(
            ctx,
            "point-up",
            cx,
            cfy,
            ph * 0.62,
            "secondary",
            label=f"{kid} watching",
            coat=pick(ctx, CHILD_COATS),
            flip=flip,
            shadow=cfy,
            tags=("person", "child", "wonder"),
            **_named(kid),
        )
        said = f"{kid} beside {him(who)} points up"
    return Painted(
        f"{HILLTOP[ctx.pal.name]}, {who} pulls a huge zipper down across the bright day sky, "
        f"and through the opening shows {WORLDS[world]}; {said}.",
        [
            "secret",
            "another world",
            "curiosity",
            "discovery",
            "behind the scenes",
            "courage",
            "opening",
            "truth",
            "dreams",
            "the unknown",
        ],
    )


# --- the cloud shepherd --------------------------------------------------------------------------

HILLSIDE = {"noon": "a green hillside", "snow": "a snowy hillside", "spring": "a spring hill"}


def _cloud_sheep(ctx: Ctx, cx: float, cy: float, w: float, face: float) -> tuple[Arr, Arr]:
    """A small heaped cloud with a sheep's dark face at the front (side `face`) and four thin
    dark legs dangling under it: the fleece mask and the dark parts' mask."""
    fleece = _puff(cx, cy, w, w * 0.55, ctx.rng, 5)
    bb = _bbox(fleece)
    dark = np.zeros((H, W), np.float32)
    hx = cx + face * w * 0.5
    hy = cy - w * 0.02
    dark = np.maximum(dark, ellipse(hx, hy, w * 0.11, w * 0.14, 2))
    dark = np.maximum(dark, ellipse(hx - face * w * 0.04, hy - w * 0.1, w * 0.08, w * 0.035, 2))
    for k in range(4):
        lx = cx + (k - 1.5) * w * 0.2
        dark = np.maximum(dark, segment(lx, bb[3] - 10, lx, bb[3] + w * 0.16, max(6.0, w * 0.045)))
    return fleece, dark


@recipe("noon", "spring", "snow")
def cloud_shepherd(ctx: Ctx) -> Painted:
    """A shepherd with a crook and a dog herds a flock of small clouds across a bright hill
    like sheep; one cloud has strayed over the village below and rains on its roofs, and a
    child points at it."""
    x, s = third(ctx)
    flip = s > 0  # the shepherd faces the flock, across the card
    sg = -1.0 if flip else 1.0
    ctx.texture_sky()
    ctx.celestial(W / 2 + s * W * ctx.u(0.26, 0.34), H * ctx.u(0.08, 0.12), 60)
    hz = ctx.u(0.52, 0.55)
    ctx.hills(hz, 2, amp=40)
    # a sunlit meadow: the near slope lifted toward a light, warm green (or white snow)
    lift = np.clip((YY - H * hz) / 60, 0, 1) * np.clip(1 - (YY - H * 0.8) / (H * 0.25), 0.3, 1)
    blend(ctx.img, lift, rgb("#f2f6f8" if ctx.pal.name == "snow" else "#e4f0b0"), 0.55)
    blend(
        ctx.img, np.clip(1 - lift * 2, 0, 1) * np.clip(YY / (H * 0.55), 0.4, 1), rgb("#f6f8f4"), 0.3
    )
    _zenith(ctx, np.clip(1 - lift * 2, 0, 1))
    # the village on the far slope, on the flock's side, with the stray cloud raining on it
    vx = float(np.clip(W / 2 - s * W * ctx.u(0.3, 0.34), 150, W - 150))
    vh = H * 0.09
    vy = H * (hz + 0.06)
    ctx.subject(
        pick(ctx, ["village", "church"]),
        vx,
        vy,
        vh,
        "secondary",
        fill="#8a5a48",
        shadow=vy + vh / 2,
        label="a village on the far slope",
        tags=("building", "village", "home"),
    )
    stray_f, stray_d = _cloud_sheep(ctx, vx + sg * 20, vy - vh - H * 0.06, W * 0.19, -sg)
    # the flock: five clouds drifting across the near slope, the nearer the bigger
    fleece = stray_f.copy()
    darks = stray_d.copy()
    flock_boxes = []
    for k in range(5):
        t = k / 4
        fx = W / 2 + s * W * (0.26 - 0.58 * t) + ctx.u(-30, 30)
        fy = H * (0.3 - 0.14 * t + 0.05 * np.sin(t * 7.0)) + ctx.u(-20, 20)
        fw = W * (0.23 - 0.06 * t) * ctx.u(0.9, 1.1)
        fx = float(np.clip(fx, fw * 0.62 + 10, W - fw * 0.62 - 10))
        f, dk = _cloud_sheep(ctx, fx, fy, fw, sg)
        fleece = np.maximum(fleece, f)
        darks = np.maximum(darks, dk * (1 - f))
        flock_boxes.append(_bbox(np.maximum(f, dk)))
    ctx.lit(fleece, _bbox(fleece), rgb("#fbfaf6"), rim=0.6)
    _shade_under(ctx, fleece, "#7a809a", 0.5)
    blend(ctx.img, darks, rgb("#24202a"))
    ctx.focus[:] = np.maximum(ctx.focus, blur(np.maximum(fleece, darks), 8))
    sb = _bbox(np.maximum(stray_f, stray_d))
    _rain(ctx, sb[0] + 20, sb[2] - 20, sb[3] - 10, vy + vh * 0.3, 40, "#34507e")
    _element(
        ctx,
        "a small cloud strayed over the village, raining on its roofs",
        "secondary",
        sb,
        ("cloud", "rain", "stray"),
    )
    _element(
        ctx,
        "a flock of small clouds with sheep's faces and legs",
        "secondary",
        _union(flock_boxes),
        ("cloud", "sheep", "flock"),
    )
    # the shepherd in the foreground, crook in hand
    who = pick(ctx, ["an old man", "a man", "a woman", "a grandmother"])
    ph = H * ctx.u(0.42, 0.45)
    pfy = H * ctx.u(0.93, 0.95)
    x = float(np.clip(x, ph * 0.3 + 30, W - ph * 0.3 - 30))
    hand = joint_at("hold", "ha_r", x, pfy, ph, flip)
    crook = segment(hand[0], pfy - 6, hand[0], pfy - ph * 1.12, 16)
    hook_c = (hand[0] + sg * 34, pfy - ph * 1.12)
    hook = [
        (hook_c[0] - sg * 34 * np.cos(a), hook_c[1] + 34 * np.sin(a))
        for a in np.linspace(np.pi, 2 * np.pi, 8)
    ]
    for (a0, b0), (a1, b1) in itertools.pairwise(hook):
        crook = np.maximum(crook, segment(a0, b0, a1, b1, 16))
    person(
        ctx,
        "hold",
        x,
        pfy,
        ph,
        "main",
        label=f"{who} herding clouds like sheep",
        coat=pick(ctx, DARK_COATS),
        flip=flip,
        shadow=pfy,
        tags=("person", "shepherd", "care"),
        **_named(who),
    )
    ctx.lit(crook, _bbox(crook), rgb("#4a3020"), rim=0.5)
    _element(ctx, "a shepherd's crook", "secondary", _bbox(crook), ("crook", "shepherd"))
    # the dog, crouched ahead, toward the flock
    dx = float(np.clip(x + sg * ph * 0.45, 110, W - 110))
    dfy = pfy - H * 0.02
    ctx.subject(
        "sitting-dog",
        dx,
        dfy - H * 0.055,
        H * 0.11,
        "secondary",
        fill="#2a2422",
        flip=flip,
        shadow=dfy,
        label="a sheepdog",
        tags=("animal", "dog", "faithful"),
    )
    child = ctx.rng.random() < 0.6
    said = ""
    if child:
        kid = pick(ctx, ["a girl", "a boy"])
        kx = float(np.clip(x + sg * ph * 0.9, 270, W - 270))
        person(
            ctx,
            "point-up",
            kx,
            pfy + H * 0.01,
            ph * 0.6,
            "secondary",
            label=f"{kid} pointing at the stray cloud",
            coat=pick(ctx, CHILD_COATS),
            flip=flip,
            shadow=pfy + H * 0.01,
            tags=("person", "child", "wonder"),
            **_named(kid),
        )
        said = f"; {kid} beside them points at it"
    return Painted(
        f"On {HILLSIDE[ctx.pal.name]}, {who} with a crook and a black sheepdog herd a flock "
        "of small white clouds with sheep's faces and legs; one cloud has strayed over the "
        f"village below and rains on its roofs{said}.",
        [
            "care",
            "responsibility",
            "the lost one",
            "weather",
            "guidance",
            "daydream",
            "gathering",
            "patience",
            "freedom",
            "home",
        ],
    )


# --- a bridge of books ----------------------------------------------------------------------

WALKER = {"backpack": "a child with a backpack on it", "lantern": "a child with a lantern on it"}
GORGE = {"noon": "a green gorge", "desert": "a sandy canyon", "snow": "a snowy gorge"}
COVERS = ["#5a1e22", "#1f3350", "#2a4a2e", "#4a2a4e", "#6a3a18"]


def _book(cx: float, cy: float, bw: float, ang: float) -> tuple[Arr, Arr, Arr]:
    """An open book lying on its back, seen from the side, centred at (cx, cy) on its cover's
    underside, `bw` wide along direction `ang` (radians): its cover, its pages and the
    gutter line, as masks."""
    ca, sa = float(np.cos(ang)), float(np.sin(ang))

    def at(u: float, v: float) -> tuple[float, float]:
        return cx + u * ca + v * sa, cy + u * sa - v * ca

    us = np.linspace(-0.5, 0.5, 41)
    top = [
        at(u * bw, bw * (0.15 - 0.08 * (2 * abs(u)) ** 2 - 0.06 * np.exp(-((u / 0.05) ** 2))))
        for u in us
    ]
    pages = _poly([at(-0.5 * bw, 0.02 * bw), *top, at(0.5 * bw, 0.02 * bw)])
    cover = _poly(
        [
            at(-0.53 * bw, -0.035 * bw),
            at(0.53 * bw, -0.035 * bw),
            at(0.53 * bw, 0.09 * bw),
            at(0.5 * bw, 0.09 * bw),
            at(0.5 * bw, 0.02 * bw),
            at(-0.5 * bw, 0.02 * bw),
            at(-0.5 * bw, 0.09 * bw),
            at(-0.53 * bw, 0.09 * bw),
        ]
    )
    g0, g1 = at(0, 0.02 * bw), at(0, 0.09 * bw)
    gutter = segment(g0[0], g0[1], g1[0], g1[1], 4)
    return cover, pages, gutter


@recipe("noon", "desert", "snow")
def book_bridge(ctx: Ctx) -> Painted:
    """A bridge of huge open books arches over a gorge between two sunlit cliffs; a child
    with a backpack crosses it, and loose pages fly off it and turn into white birds."""
    _, s = third(ctx)
    sg = float(s)
    ctx.texture_sky()
    ctx.celestial(W / 2 + s * W * ctx.u(0.22, 0.32), H * ctx.u(0.08, 0.12), 60)
    ctx.clouds(2, 0.05, 0.25, 0.35)
    blend(ctx.img, np.clip(YY / (H * 0.7), 0.5, 1), rgb("#fff8ec"), 0.4)
    _zenith(ctx)
    # the far side of the gorge: pale ridges, a river far below in the haze
    ctx.hills(ctx.u(0.5, 0.53), 2, amp=40)
    river = _ribbon(
        [(W / 2 + sg * 60 * np.sin(t * 5), H * (0.7 + 0.3 * t)) for t in np.linspace(0, 1, 12)],
        [30 + 140 * t for t in np.linspace(0, 1, 12)],
    )
    blend(ctx.img, river, rgb("#8ab8d8" if ctx.pal.name != "desert" else "#7aa8c8"), 0.9)
    haze = np.clip((YY - H * 0.45) / (H * 0.4), 0, 1) * 0.6
    blend(ctx.img, haze, rgb("#f4f1ea"), 1.0)
    # the two cliffs: dark rock, lit on the sun's side, with a bright sunlit top
    yl, yr = H * ctx.u(0.56, 0.59), H * ctx.u(0.48, 0.51)
    if s < 0:
        yl, yr = yr, yl
    xl, xr = W * ctx.u(0.2, 0.22), W * ctx.u(0.78, 0.8)
    side = ctx.side()
    rock = np.zeros((H, W), np.float32)
    for x0, x1, y, d in ((-20.0, xl, yl, 1.0), (xr, W + 20.0, yr, -1.0)):
        edge = x1 if d > 0 else x0
        pts = [(x0 if d > 0 else x1, y - 10), (edge, y)]
        for k in range(1, 9):
            pts.append((edge - d * (k * 18 + side.uniform(-14, 14)), y + k * (H - y) / 8))
        pts.append((x0 if d > 0 else x1, H + 20))
        m = _poly(pts, 2)
        np.maximum(rock, m, out=rock)
    strata = fbm(ctx.rng, 40, 3) - 0.5
    rockc = rgb("#5a4234" if ctx.pal.name != "snow" else "#3c4048")
    ctx.lit(rock, _bbox(rock), rockc, rim=0.6)
    ctx.img *= (1 + 0.25 * rock * strata)[..., None]
    for x0, x1, y in ((-20.0, xl, yl), (xr, W + 20.0, yr)):
        cap = box(x0, y - 16, x1, y + 12, 4)
        top_c = {"noon": "#7aa84a", "desert": "#e0b070", "snow": "#f4f6fa"}[ctx.pal.name]
        blend(ctx.img, cap, rgb(top_c))
    _element(ctx, "two dark cliffs", "frame", (0, int(min(yl, yr) - 16), W, H), ("cliff", "gap"))
    carry = pick(ctx, ["backpack", "lantern"])
    # the bridge: three huge open books along an arch from cliff top to cliff top, seen
    # from the front, their pages spread; the child walks along their tops
    nb = 3
    a = (xl - 50, yl + 4)
    b = (xr + 50, yr + 4)
    rise = H * ctx.u(0.07, 0.09)
    span = b[0] - a[0]
    bh = H * ctx.u(0.13, 0.14)
    bridge = np.zeros((H, W), np.float32)
    lines = np.zeros((H, W), np.float32)
    covers = np.zeros((H, W), np.float32)
    tops: list[tuple[float, float, float]] = []
    for k in range(nb):
        t = (k + 0.5) / nb
        cx = a[0] + span * t
        base = a[1] + (b[1] - a[1]) * t - rise * 4 * t * (1 - t)
        dydt = (b[1] - a[1]) - rise * 4 * (1 - 2 * t)
        ang = float(np.degrees(np.arctan2(dydt, span)))
        m, _ = icon_mask("open-book", cx, base - bh * 0.4, bh, rot=-ang)
        solid = np.clip(blur((blur(m, 7) > 0.25).astype(np.float32), 1.5), 0, 1)
        lines = np.maximum(lines, np.clip(solid - m, 0, 1))
        bridge = np.maximum(bridge, solid)
        under = solid * np.clip((YY - (base - bh * 0.12)) / 8, 0, 1)
        covers = np.maximum(covers, under)
        tops.append((cx, base - bh * 0.86, ang))
    ctx.cast_shadow(bridge, _bbox(bridge), H * 0.98, 0.15)
    ctx.lit(bridge, _bbox(bridge), rgb("#fbf4e2"), rim=0.5)
    blend(ctx.img, covers, rgb(pick(ctx, COVERS)), 0.95)
    blend(ctx.img, lines, rgb("#5a4a3e"), 0.85)
    _after_mask(ctx, lines, "#5a4a3e", 0.5)
    bb = _bbox(bridge)
    ctx.focus[:] = np.maximum(ctx.focus, blur(bridge, 8))
    _element(
        ctx,
        f"a bridge of huge open books over {GORGE[ctx.pal.name]}, {WALKER[carry]}",
        "main",
        bb,
        ("book", "bridge", "story"),
    )
    # loose pages flying up off the bridge, turning into white birds as they rise
    flock = np.zeros((H, W), np.float32)
    boxes = []
    fx0, fy0, _ = tops[1]
    for j in range(4):
        t = j / 3
        px = fx0 + sg * W * 0.08 + sg * t * W * 0.2
        py = max(fy0 - H * 0.08 - t * H * 0.28, H * 0.07)
        hh = H * (0.08 + 0.02 * t)
        if j < 1:
            pm = _poly(
                [
                    (px - hh * 0.45, py - hh * 0.2),
                    (px + hh * 0.3, py - hh * 0.45),
                    (px + hh * 0.45, py + hh * 0.2),
                    (px - hh * 0.3, py + hh * 0.45),
                ]
            )
        elif j < 2:
            pm, _ = icon_mask("paper-crane", px, py, hh, flip=s > 0)
        else:
            pm, _ = icon_mask("dove", px, py, hh, flip=s > 0)
        flock = np.maximum(flock, pm)
        boxes.append(_bbox(pm))
    ctx.lit(flock, _bbox(flock), rgb("#ffffff"), rim=0.6)
    blend(ctx.img, flock, rgb("#fffdf6"), 0.45)  # white paper, lit by the sun
    _after_mask(ctx, np.clip(blur(flock, 3) - flock, 0, 1) * 2, "#4a4640", 0.7)
    ctx.focus[:] = np.maximum(ctx.focus, blur(flock, 8))
    _element(
        ctx,
        "loose pages flying off the bridge and turning into white birds",
        "secondary",
        _union(boxes),
        ("paper", "bird", "freedom"),
    )
    # the child crossing: on the book after the middle, walking toward the far cliff
    who = pick(ctx, ["a girl", "a boy"])
    cx, cy, ang = tops[1]
    cx -= sg * bh * 0.35
    ch = H * ctx.u(0.15, 0.16)
    flip = s > 0  # walking away from the birds' side, toward the far cliff
    person(
        ctx,
        "walk",
        cx,
        cy + 6,
        ch,
        "secondary",
        label=f"{who} crossing the bridge of books",
        coat=pick(ctx, DARK_COATS),
        flip=flip,
        shadow=cy + 6,
        tags=("person", "child", "journey"),
        **_named(who),
    )
    if carry == "backpack":
        bx = cx - (-1 if flip else 1) * ch * 0.12
        km, kb = icon_mask("backpack", bx, cy - ch * 0.62, ch * 0.36, flip=flip)
        ctx.lit(km, kb, rgb("#c0401e"), rim=0.5)
        said = "with a red backpack"
    else:
        hx, hy = joint_at("walk", "ha_r", cx, cy + 6, ch, flip)
        km, kb = icon_mask("old-lantern", hx, hy + ch * 0.1, ch * 0.22)
        ctx.lit(km, kb, rgb("#2a2624"), rim=0.4)
        later_glow(ctx, hx, hy + ch * 0.12, 50, "#ffe9a8", 0.5, core=7)
        said = "holding a lantern"
    # someone waiting on the far cliff, arms open
    far = "a grandmother" if ctx.rng.random() < 0.5 else "a man"
    wxp = float(np.clip(xl - 90 if s > 0 else xr + 90, 80, W - 80))
    wyp = (yl if s > 0 else yr) - 8
    person(
        ctx,
        "arms-up",
        wxp,
        wyp,
        H * 0.15,
        "secondary",
        label=f"{far} waiting on the far cliff",
        coat=pick(ctx, ["#a8382f", "#c8862f", "#3f5f8a"]),
        flip=s < 0,
        shadow=wyp,
        tags=("person", "welcome", "family"),
        **_named(far),
    )
    return Painted(
        f"A bridge of huge open books arches over {GORGE[ctx.pal.name]} between two dark "
        f"cliffs, and {who} {said} walks across it toward {far} waiting with open arms on the "
        "far side; loose pages fly up off the books and turn into white birds.",
        [
            "reading",
            "learning",
            "journey",
            "imagination",
            "courage",
            "connection",
            "stories",
            "crossing",
            "freedom",
            "growing up",
        ],
    )
