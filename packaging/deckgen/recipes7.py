"""Scene recipes with one impossible event each: something has left its picture (on a
canvas in a dim studio, a blank outline shows where a painted sun, a deer, a fox or a flock
of doves was, and the runaway is in the room with the painter; the studio and its easel are
recipes4's), footprints that flower behind a walker, a dandelion whose seeds carry tiny
travellers, and clouds hung on a washing line to dry. The recipes register in the RECIPES
table like those of recipes.py."""

from __future__ import annotations

import itertools

import numpy as np

from .figures import _bbox, him, his, joint_at, person, silhouette
from .paint import YY, H, W, blend, blur, box, disc, ellipse, icon_mask, rgb
from .recipes import Painted, later_glow, pick, recipe, segment, third
from .recipes4 import (
    CHILD_COATS,
    WHO,
    Easel,
    _after_mask,
    _element,
    _union,
    easel,
    hang_canvas,
)
from .scene import Ctx

CANVAS = "#efe7d6"  # bare primed canvas
PENCIL = "#5a5048"

CONCEPTS = [
    "creation",
    "freedom",
    "escape",
    "imagination",
    "absence",
    "letting go",
    "art",
    "coming to life",
    "magic",
    "emptiness",
]


def _blank(ctx: Ctx, m: np.ndarray) -> None:
    """Leave mask `m` of the canvas bare, with the pencil line the painter started from
    (drawn after the paint: it is thinner than a stroke)."""
    blend(ctx.img, m, rgb(CANVAS))
    line = np.clip(np.abs(blur(m, 2.0) - m) * 3.0, 0, 1)
    _after_mask(ctx, line, PENCIL, 0.75)
    ctx.focus[:] = np.maximum(ctx.focus, blur(m, 6) * 0.9)


def _landscape(ctx: Ctx, e: Easel, pal: str, sun: bool) -> Ctx:
    """The painting on the canvas: hills under a sky, with or without its sun."""
    pic = ctx.sub(pal)
    pic.texture_sky()
    hz = (e.cy + e.chh * 0.25) / H
    if sun:
        pic.celestial(e.cx - e.s * e.cw * 0.45, e.cy - e.chh * 0.45, 40)
    pic.clouds(3, (e.cy - e.chh) / H, hz - 0.06, 0.6)
    pic.hills(hz, 2, amp=30)
    return pic


def _place_painter(ctx: Ctx, e: Easel, gap: float) -> tuple[float, float, float, bool]:
    """Where the painter stands, on the far side of the easel facing it: x, foot y, height
    and whether the figure is flipped."""
    ph = H * ctx.u(0.34, 0.37)
    x = float(np.clip(e.cx - e.s * (e.cw + ph * gap), ph * 0.35, W - ph * 0.35))
    return x, e.fy + H * 0.1, ph, e.s < 0


def _painter(ctx: Ctx, e: Easel, pose: str, who: str, gap: float = 0.32) -> None:
    """The painter beside the easel, watching what left the canvas."""
    x, fy, ph, flip = _place_painter(ctx, e, gap)
    person(
        ctx,
        pose,
        x,
        fy,
        ph,
        "secondary",
        label=f"{who}, the painter",
        flip=flip,
        shadow=fy,
        tags=("person", "artist"),
        who=who,
    )


@recipe("interior", "lavender")
def left_the_painting(ctx: Ctx) -> Painted:
    """In a dim studio something has left the canvas on the easel: a bare outline shows
    where it was painted, and it is in the room with the painter."""
    e = easel(ctx)
    what = pick(ctx, ["sun", "deer", "doves", "fox"])
    who = pick(ctx, WHO[:4])
    if what == "sun":
        pic = _landscape(ctx, e, "golden", sun=False)
        hang_canvas(ctx, e, pic)
        # a hole through the canvas where the sun was: the dark wall behind, a frayed edge
        hx, hy = e.cx - e.s * e.cw * 0.45, e.cy - e.chh * 0.5
        hole = disc(hx, hy, 48, 2)
        blend(ctx.img, np.clip(disc(hx, hy, 56, 3) - hole, 0, 1), rgb(CANVAS), 0.9)
        blend(ctx.img, hole, rgb("#2a2230"))
        ctx.focus[:] = np.maximum(ctx.focus, blur(hole, 8))
        # the painter holds it in cupped hands: the room's one light
        px, pfy, ph, flip = _place_painter(ctx, e, 0.3)
        hand = joint_at("cup", "ha_r", px, pfy, ph, flip)
        sx, sy = hand[0], hand[1] - 60
        ctx.img *= 0.85
        ctx.light = (sx, sy)
        person(
            ctx,
            "cup",
            px,
            pfy,
            ph,
            "main",
            label=f"{who} holding the sun of {his(who)} painting",
            who=who,
            flip=flip,
            shadow=pfy,
            tags=("person", "artist", "light"),
        )
        # warm light on the room and the face, not a white-out of the person holding it
        later_glow(ctx, sx, sy, 380, "#ffc86a", 0.3, core=0)
        later_glow(ctx, sx, sy, 90, "#fff0b8", 0.45, core=38)
        _element(
            ctx,
            "the painted sun, out of its canvas",
            "secondary",
            (int(sx - 60), int(sy - 60), int(sx + 60), int(sy + 60)),
            ("sun", "light", "warmth"),
        )
        return Painted(
            f"In a dim studio, {who} holds the glowing sun of {his(who)} own painting in cupped "
            "hands, and it lights the room; on the canvas, a golden evening over the hills, "
            "there is only a round hole where the sun was.",
            ["light", "warmth", *CONCEPTS[:4], "holding", "treasure", *CONCEPTS[4:8]],
        )
    if what == "doves":
        pic = _landscape(ctx, e, pick(ctx, ["noon", "spring"]), sun=True)
        hang_canvas(ctx, e, pic)
        # three doves already gone from the painted sky, and the flock in the room
        gone = np.zeros((H, W), np.float32)
        for k in range(3):
            gx = e.cx + e.s * e.cw * (0.35 - 0.3 * k)
            gy = e.cy - e.chh * (0.55 - 0.22 * k)
            m, _ = icon_mask("dove", gx, gy, e.chh * 0.3, flip=e.s > 0)
            gone = np.maximum(gone, m)
        _blank(ctx, gone)
        flock: list[tuple[int, int, int, int]] = []
        # the same three doves in the room: from above the canvas, up and across toward the
        # painter's side, the nearer ones bigger
        x0, y0 = e.cx - e.s * e.cw * 0.15, e.cy - e.chh - H * 0.07
        x1, y1 = W / 2 - e.s * W * 0.3, H * 0.09
        for k in range(3):
            t = k / 2
            fx = x0 + (x1 - x0) * t
            fy = y0 + (y1 - y0) * t + (35 if k == 1 else 0)
            m = ctx.subject(
                "dove",
                fx,
                fy,
                H * (0.08 + 0.035 * t),
                "secondary",
                fill="#f4f1ea",
                flip=e.s > 0,
                tags=("animal", "bird", "freedom"),
            )
            ys, xs = np.nonzero(m > 0.3)
            flock.append((int(xs.min()), int(ys.min()), int(xs.max()), int(ys.max())))
        del ctx.elements[-3:]  # the flock is one figure: the card's main
        _element(
            ctx, "white doves flying out of a painting", "main", _union(flock), ("bird", "freedom")
        )
        pose = pick(ctx, ["arms-up", "point"])
        _painter(ctx, e, pose, who)
        act = {"arms-up": "throws up both hands", "point": "points after them"}[pose]
        return Painted(
            "In a dim studio, white doves fly out of the painted sky on a canvas and up across "
            f"the room, leaving their bare outlines behind on the painting; {who}, the painter, "
            f"{act}.",
            ["flight", "peace", *CONCEPTS],
        )
    # an animal has stepped down out of a painted meadow onto the floor
    pal = pick(ctx, ["spring", "golden", "snow"] if what == "fox" else ["spring", "golden"])
    pic = _landscape(ctx, e, pal, sun=True)
    hang_canvas(ctx, e, pic)
    ah = e.chh * 0.85
    gm, _ = icon_mask(what, e.cx + e.s * e.cw * 0.25, e.cy + e.chh * 0.5 - ah / 2, ah, e.s > 0)
    _blank(ctx, gm)
    # nearer the viewer than the easel, between it and the painter
    big = H * (0.25 if what == "deer" else 0.19)
    ax = float(np.clip(e.cx - e.s * e.cw * 0.3, big * 0.6, W - big * 0.6))
    afy = e.fy + H * ctx.u(0.15, 0.17)
    ctx.subject(
        what,
        ax,
        afy - big / 2,
        big,
        "main",
        flip=e.s > 0,
        shadow=afy,
        label=f"a {what} that has stepped out of its painting",
        tags=("animal", "wild", "escape"),
    )
    pose = pick(ctx, ["hold", "point", "arms-up"])
    _painter(ctx, e, pose, who, gap=0.55)
    act = {
        "arms-up": "throws up both hands",
        "point": "points at it",
        "hold": "holds out a hand to it",
    }[pose]
    ground = {"spring": "a green meadow", "golden": "hills at sunset", "snow": "a snowy field"}
    return Painted(
        f"In a dim studio, a {what} has stepped down out of a painting of {ground[pal]} onto "
        f"the floor, leaving its bare outline on the canvas; {who}, the painter, {act}.",
        ["wild", "curiosity", *CONCEPTS],
    )


# --- footprints that flower ----------------------------------------------------------------

FLOWERS = ["#e0405a", "#f0c030", "#e870a0", "#f08a30", "#b04ad0"]


@recipe("snow", "desert")
def footprints_bloom(ctx: Ctx) -> Painted:
    """A person in a dark coat walks away across a white snowfield (or the sand); each of the
    footprints behind them has flowered, the oldest, nearest the viewer, the most."""
    x, s = third(ctx)
    hz = ctx.u(0.4, 0.44)
    ctx.texture_sky()
    ctx.celestial(W / 2 - s * W * ctx.u(0.22, 0.3), H * (hz - 0.1), 60)
    ctx.hills(hz, 2, amp=26)
    if ctx.pal.name == "snow":
        # fresh snow: the field lifted toward white, a dark line of pines on the horizon
        field = np.clip((YY - H * (hz + 0.03)) / 60, 0, 1).astype(np.float32)
        blend(ctx.img, field, rgb("#f4f7fb"), 0.45)
        side = ctx.side()
        for k in range(9):
            px = W * (k + side.uniform(0.1, 0.9)) / 9
            th = H * side.uniform(0.035, 0.065)
            m, _ = icon_mask("pine-tree", px, H * (hz + 0.03) - th / 2, th)
            blend(ctx.img, m, rgb("#2a3440"), 0.9)
    who = pick(ctx, WHO)
    ph = H * ctx.u(0.3, 0.33)
    fy = H * ctx.u(0.62, 0.65)
    # the trail: from the bottom edge, winding up to the walker's feet; steps shrink with
    # distance and alternate left and right of the line
    n = 12
    pts = []
    for k in range(n):
        t = k / (n - 1)  # 0 near the viewer, 1 at the walker
        y = H * 0.985 - (H * 0.985 - fy - 10) * (1 - (1 - t) ** 1.4)
        sway = np.sin(t * np.pi * 1.6 + (0.3 if s > 0 else 2.0)) * W * 0.16 * (1 - t)
        px = x + sway + (W / 2 - x) * 0.5 * (1 - t)
        sc = 1.0 - 0.78 * t
        pts.append((px + (1 if k % 2 else -1) * 40 * sc, y, sc, t))
    prints = np.zeros((H, W), np.float32)
    for px, y, sc, _ in pts[:-1]:
        prints = np.maximum(prints, ellipse(px, y, 34 * sc, 26 * sc, 2))
    hollow = "#5d6a8a" if ctx.pal.name == "snow" else "#7a4a28"
    blend(ctx.img, prints, rgb(hollow), 0.85)
    _after_mask(ctx, prints, hollow, 0.5)  # crisp again after the brush
    blooms = np.zeros((H, W), np.float32)
    # the flowers: stems and heads, bigger and more open the older the step
    for k, (px, y, sc, t) in enumerate(pts[:-3]):
        if sc < 0.42:
            continue
        col = rgb(FLOWERS[k % len(FLOWERS)])
        stem = 150 * sc * (1 - 0.5 * t)
        blend(ctx.img, segment(px, y, px + 8 * sc, y - stem, 10 * sc), rgb("#2f6a2a"))
        r = 40 * sc * (1 - 0.45 * t)
        head = np.zeros((H, W), np.float32)
        for a in np.linspace(0, 2 * np.pi, 6)[:-1]:
            head = np.maximum(head, disc(px + np.cos(a) * r, y - stem + np.sin(a) * r, r * 0.8, 2))
        lum = 0.75 if ctx.pal.name == "snow" else 0.9
        blend(ctx.img, head, col * lum)
        blend(ctx.img, disc(px, y - stem, r * 0.55, 2), rgb("#f8e070"))
        blooms = np.maximum(blooms, head)
    ctx.focus[:] = np.maximum(ctx.focus, blur(np.maximum(blooms, prints), 8))
    tb = (int(min(p[0] for p in pts) - 60), int(fy), int(max(p[0] for p in pts) + 60), H - 8)
    _element(
        ctx,
        "a trail of footprints with a flower growing in each",
        "secondary",
        tb,
        ("flower", "spring", "trace"),
    )
    person(
        ctx,
        "walk",
        pts[-1][0],
        fy,
        ph,
        "main",
        label=f"{who} walking, flowers growing in {his(who)} footprints",
        coat=pick(ctx, ["#2a2a3a", "#3a2430", "#1f3040"]),
        flip=s < 0,
        shadow=fy,
        tags=("person", "journey", "hope"),
        who=who,
    )
    ground = "white snowfield" if ctx.pal.name == "snow" else "stretch of bare sand"
    return Painted(
        f"{who.capitalize()} in a dark coat walks across a {ground} under a low sun, and "
        f"behind {him(who)}, in each footprint, a flower has grown: the oldest steps, nearest "
        "to us, are in full bloom.",
        [
            "hope",
            "trace",
            "journey",
            "legacy",
            "spring",
            "kindness",
            "leaving",
            "growth",
            "memory",
            "path",
        ],
    )


# --- dandelion travellers ------------------------------------------------------------------

# where a day-lit card's main figure stands, in its label (two cards of a recipe differ by it)
WHERE = {"spring": "in a spring meadow", "noon": "under a blue sky", "dawn": "at dawn"}


def _tuft(m: np.ndarray, cx: float, cy: float, r: float, up: float, n: int, w: float) -> None:
    """A dandelion seed's parachute into mask `m`: `n` fine rays fanning around direction
    `up` (radians) from (cx, cy), each `r` long."""
    for a in np.linspace(up - 1.2, up + 1.2, n):
        x1, y1 = cx + np.cos(a) * r, cy - np.sin(a) * r
        np.maximum(m, segment(cx, cy, x1, y1, w), out=m)


@recipe("spring", "noon", "dawn")
def dandelion_travellers(ctx: Ctx) -> Painted:
    """A dandelion clock taller than a house stands in a meadow; its seeds float away on the
    wind, and under each white parachute hangs a tiny traveller. A child at its foot watches
    them go."""
    x, s = third(ctx)
    ctx.texture_sky()
    ctx.celestial(W / 2 - s * W * 0.3, H * ctx.u(0.1, 0.16), 55)
    ctx.clouds(2, 0.12, 0.3, 0.45)
    gy = ctx.hills(ctx.u(0.74, 0.78), 2, amp=30)
    # the stem, gently bent, and the seed head
    hx, hy, hr = x, H * ctx.u(0.3, 0.34), H * ctx.u(0.11, 0.125)
    pts = [
        (x + s * 40 * np.sin(t * 2.2) + (1 - t) * s * 30, hy + (gy + 30 - hy) * t)
        for t in np.linspace(0, 1, 10)
    ]
    stem = np.zeros((H, W), np.float32)
    for (a, b), (c, d) in itertools.pairwise(pts):
        np.maximum(stem, segment(a, b, c, d, 14), out=stem)
    ctx.lit(stem, (int(x - 80), int(hy), int(x + 80), int(gy + 40)), rgb("#5f8a3a"), rim=0.4)
    blend(ctx.img, disc(hx, hy, hr * 1.05, 20), rgb("#ffffff"), 0.55)
    blend(ctx.img, disc(hx, hy, 26, 3), rgb("#7a6a3a"))
    rays = np.zeros((H, W), np.float32)
    gap = ctx.u(0, 2 * np.pi)  # the side the wind has already stripped
    for a in np.linspace(0, 2 * np.pi, 64, endpoint=False):
        if abs((a - gap + np.pi) % (2 * np.pi) - np.pi) < 0.45:
            continue
        ex, ey = hx + np.cos(a) * hr * 0.82, hy + np.sin(a) * hr * 0.82
        np.maximum(rays, segment(hx, hy, ex, ey, 1.6), out=rays)
        _tuft(rays, ex, ey, hr * 0.2, -a, 5, 1.4)
    _after_mask(ctx, rays, "#fbfbf6", 0.9)
    ctx.focus[:] = np.maximum(ctx.focus, disc(hx, hy, hr * 1.2, 30))
    _element(
        ctx,
        f"a giant dandelion clock {WHERE[ctx.pal.name]}",
        "main",
        (int(hx - hr * 1.2), int(hy - hr * 1.2), int(hx + hr * 1.2), int(gy + 40)),
        ("plant", "flower", "wish"),
    )
    # the seeds on the wind, each carrying someone, drifting up and away from the head
    folk = np.zeros((H, W), np.float32)
    tufts = np.zeros((H, W), np.float32)
    boxes = []
    # along a diagonal from beside the head up to the far top corner, evenly spaced
    room = (hx - hr * 1.1 - 120) if s > 0 else (W - 120 - hx - hr * 1.1)
    for k in range(4):
        t = k / 3
        sx = hx - s * (hr * 1.1 + t * room)
        sy = hy + H * 0.03 - t * (hy - H * 0.05)
        ph = H * (0.1 - 0.025 * t)
        r = ph * 0.55
        _tuft(tufts, sx, sy, r, np.pi / 2, 9, 2.8)
        np.maximum(tufts, segment(sx, sy, sx, sy + r * 1.1, 2.4), out=tufts)
        fx, ffy = sx - (-0.3 if s > 0 else 0.3) * ph, sy + r * 1.1 + ph * 1.12
        np.maximum(folk, silhouette("arms-up", fx, ffy, ph, s > 0), out=folk)
        boxes.append((int(sx - r), int(sy - r), int(sx + r), int(ffy)))
    # a grey edge under the white, so the parachutes read against a pale sky too
    _after_mask(ctx, np.roll(tufts, 3, axis=0), "#6a6a78", 0.45)
    _after_mask(ctx, tufts, "#fbfbf6", 0.95)
    ctx.lit(folk, _bbox(folk), rgb("#3a2e40"), rim=0.5)
    ctx.focus[:] = np.maximum(ctx.focus, blur(folk, 10))
    _element(
        ctx,
        "tiny people hanging from the flying seeds",
        "secondary",
        _union(boxes),
        ("people", "journey", "wind"),
    )
    # a child at the dandelion's foot
    who = pick(ctx, ["a girl", "a boy", "a child"])
    pose = pick(ctx, ["arms-up", "point"])
    cx = float(np.clip(x + s * H * 0.14, H * 0.27 * 0.36 + 12, W - H * 0.27 * 0.36 - 12))
    cfy = min(gy + H * 0.12, H * 0.93)  # feet on the grass, not on the card's edge
    person(
        ctx,
        pose,
        cx,
        cfy,
        H * 0.27,
        "secondary",
        label=f"{who} watching the seeds fly",
        flip=s > 0,
        shadow=cfy,
        coat=pick(ctx, CHILD_COATS),
        tags=("person", "child", "wonder"),
        who=who,
    )
    act = {"arms-up": "waves both arms", "point": "points after them"}[pose]
    return Painted(
        "A dandelion clock taller than a house stands in a meadow; its seeds float away on "
        "the wind, and under each white parachute hangs a tiny traveller, while "
        f"{who} at its foot {act}.",
        [
            "leaving home",
            "growing up",
            "journey",
            "wish",
            "wind",
            "letting go",
            "freedom",
            "adventure",
            "family",
            "scattering",
        ],
    )


# --- clouds hung out to dry ----------------------------------------------------------------


def _cloud(cx: float, top: float, w: float, rng: np.random.Generator) -> np.ndarray:
    """A small heaped cloud `w` wide whose top is at `top`, flat-bottomed, as a mask."""
    m = np.zeros((H, W), np.float32)
    base = top + w * 0.5
    for k in range(5):
        t = k / 4 - 0.5
        r = w * (0.2 + 0.13 * (1 - abs(t) * 2)) * float(rng.uniform(0.9, 1.1))
        np.maximum(m, disc(cx + t * w * 0.62, base - r * 0.75, r, 3), out=m)
    return m * np.clip((base - YY) / 3, 0, 1)


@recipe("noon", "spring", "dawn")
def clouds_on_the_line(ctx: Ctx) -> Painted:
    """In a garden under an empty sky, someone pegs clouds on a washing line to dry; one of
    them still drips rain into a bucket below."""
    _, s = third(ctx)
    ctx.texture_sky()
    ctx.celestial(W / 2 + s * W * ctx.u(0.2, 0.3), H * ctx.u(0.1, 0.15), 55)
    gy = ctx.hills(ctx.u(0.7, 0.74), 2, amp=28)
    # the line: between a post on the person's side and one across the card, sagging
    ly = H * ctx.u(0.42, 0.45)
    p0 = W / 2 + s * W * 0.42
    p1 = W / 2 - s * W * 0.42
    posts = np.maximum(
        segment(p0, ly - 30, p0, gy + 40, 16),
        segment(p1, ly - 30, p1, gy + 20, 16),
    )
    ctx.lit(posts, _bbox(posts), rgb("#6a4a32"), rim=0.4)
    sag = H * 0.05

    def line_y(px: float) -> float:
        t = (px - min(p0, p1)) / abs(p1 - p0)
        return ly + sag * 4 * t * (1 - t)

    from .recipes2 import string_to

    string_to(ctx, (min(p0, p1), ly), (max(p0, p1), ly), sag, "#3a3030", width=3, alpha=0.9)
    # two clouds pegged on it, hanging under the line, the first one still dripping; the
    # third is in the hand of the person at the line's empty end
    clouds = np.zeros((H, W), np.float32)
    pegs = np.zeros((H, W), np.float32)
    cxs = [W / 2 - s * W * (0.26 - 0.27 * k) for k in range(2)]
    drip = (0, 0, 0, 0)
    for k, cx in enumerate(cxs):
        w = W * ctx.u(0.21, 0.23)
        c = _cloud(cx, line_y(cx) - 6, w, ctx.rng)
        np.maximum(clouds, c, out=clouds)
        if k == 0:
            drip = _bbox(c)
        for dx in (-w * 0.22, w * 0.22):
            yy = line_y(cx + dx)
            np.maximum(pegs, box(cx + dx - 8, yy - 18, cx + dx + 8, yy + 24, 2), out=pegs)
    who = pick(ctx, WHO)
    pfy = gy + H * 0.06
    px = float(W / 2 + s * W * 0.3)
    ph = (pfy - line_y(px)) / 1.1
    hand = joint_at("reach", "ha_r", px, pfy, ph, s > 0)
    held = _cloud(hand[0], hand[1] - W * 0.06, W * 0.2, ctx.rng)
    np.maximum(clouds, held, out=clouds)
    cb = _bbox(clouds)
    ctx.lit(clouds, cb, rgb("#fbfbfd"), rim=0.6)
    blend(ctx.img, pegs, rgb("#c0804a"))
    ctx.focus[:] = np.maximum(ctx.focus, blur(clouds, 8))
    # rain from the first cloud into a wooden bucket
    bx = (drip[0] + drip[2]) / 2
    by = gy + H * 0.11
    drops = np.zeros((H, W), np.float32)
    for _ in range(30):
        dx = bx + ctx.u(-W * 0.06, W * 0.06)
        dy = ctx.u(drip[3] + 10, by - 50)
        np.maximum(drops, segment(dx, dy, dx - 3, dy + 30, 3.5), out=drops)
    _after_mask(ctx, drops, "#3a5a98", 0.85)
    ctx.subject(
        "empty-wood-bucket",
        bx,
        by - H * 0.04,
        H * 0.08,
        "secondary",
        fill="#a8743f",
        shadow=by,
        label="a wooden bucket catching the rain",
        tags=("bucket", "home"),
    )
    _element(
        ctx,
        f"clouds pegged on a washing line {WHERE[ctx.pal.name]}",
        "main",
        cb,
        ("cloud", "weather", "chores"),
    )
    person(
        ctx,
        "reach",
        px,
        pfy,
        ph,
        "secondary",
        label=f"{who} hanging out the clouds",
        flip=s > 0,
        shadow=pfy,
        tags=("person", "chores", "home"),
        who=who,
    )
    return Painted(
        f"In a garden under an empty sky, {who} hangs clouds on a washing line to dry, like "
        "sheets, holding up the last one; the first still drips rain into a wooden bucket "
        "below.",
        [
            "chores",
            "home",
            "weather",
            "patience",
            "control",
            "daily life",
            "fresh start",
            "dreams",
            "order",
            "calm",
        ],
    )
