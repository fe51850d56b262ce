"""Scene recipes with another world inside a shape or an impossible act, a large subject and
a person who reacts: a suitcase holding a summer valley, a grandmother knitting a river out
of the window, a person reading in an open birdcage watched by a big bird, paper planes that
turn into birds as they fly, and a painter putting the night onto the day sky. People come
from figures.py; the recipes register in the RECIPES table like those of recipes.py."""

from __future__ import annotations

from typing import Any

import numpy as np
from PIL import Image, ImageDraw

from .figures import MALE, POSES, _bbox, him, joint_at, person
from .paint import (
    XX,
    YY,
    H,
    W,
    aniso_noise,
    blend,
    blur,
    box,
    disc,
    ellipse,
    glow,
    icon_mask,
    mix,
    rgb,
)
from .recipes import ICONS, Painted, later_glow, pick, recipe, segment, sky, third
from .recipes4 import CHILD_COATS, WHO, _after_mask, _element
from .scene import Ctx

# Icons this file draws that the other recipe files do not list (game-icons.net, one author
# each: Caro Asercion's paper crane, Delapouite's paint bucket and brush).
ICONS6: dict[str, tuple[str, tuple[str, ...]]] = {
    "paper-crane": ("a paper crane", ("object", "paper", "bird")),
    "paint-bucket": ("a paint bucket", ("object", "paint", "art")),
    "large-paint-brush": ("a big paint brush", ("object", "paint", "art")),
}
ICONS.update(ICONS6)  # the manifest names an unlabelled figure by this table

# Poses this file needs (joints in body units, as in figures.POSES): sitting with both hands
# in the lap at work (knitting), and sitting holding a book up to read.
POSES.setdefault(
    "sit-knit",
    {
        "head": (0.03, -0.445),
        "neck": (0.01, -0.34),
        "sh_l": (-0.09, -0.31),
        "sh_r": (0.09, -0.31),
        "el_l": (-0.07, -0.15),
        "ha_l": (0.1, -0.13),
        "el_r": (0.15, -0.15),
        "ha_r": (0.2, -0.16),
        "hip_l": (-0.06, -0.02),
        "hip_r": (0.06, -0.02),
        "kn_l": (0.16, -0.03),
        "kn_r": (0.2, -0.01),
        "ft_l": (0.17, 0.24),
        "ft_r": (0.24, 0.25),
    },
)
POSES.setdefault(
    "sit-read",
    {
        "head": (0.03, -0.445),
        "neck": (0.01, -0.34),
        "sh_l": (-0.09, -0.31),
        "sh_r": (0.09, -0.31),
        "el_l": (0.0, -0.18),
        "ha_l": (0.14, -0.27),
        "el_r": (0.18, -0.17),
        "ha_r": (0.2, -0.27),
        "hip_l": (-0.06, -0.02),
        "hip_r": (0.06, -0.02),
        "kn_l": (0.15, -0.03),
        "kn_r": (0.19, -0.01),
        "ft_l": (0.15, 0.24),
        "ft_r": (0.21, 0.25),
    },
)

DARK_COATS = ["#2f3a4f", "#3a2e4a", "#4a2a2a", "#2e3447", "#26343a"]


# --- helpers -----------------------------------------------------------------------------------


def _poly(pts: list[tuple[float, float]], soft: float = 1.0) -> np.ndarray:
    """Mask of a filled polygon (antialiased by a small blur)."""
    im = Image.new("L", (W, H), 0)
    ImageDraw.Draw(im).polygon([(float(x), float(y)) for x, y in pts], fill=255)
    m = np.asarray(im, np.float32) / 255
    return blur(m, soft) if soft else m


def _ribbon(pts: list[tuple[float, float]], widths: list[float], soft: float = 1.5) -> np.ndarray:
    """Mask of a band along a path, `widths[k]` wide at `pts[k]` (a river, a yarn)."""
    p = np.asarray(pts, np.float64)
    d = np.gradient(p, axis=0)
    n = np.stack([-d[:, 1], d[:, 0]], 1)
    n /= np.maximum(1e-6, np.hypot(n[:, 0], n[:, 1]))[:, None]
    half = np.asarray(widths, np.float64)[:, None] / 2
    left, right = p + n * half, p - n * half
    outline = [tuple(v) for v in left] + [tuple(v) for v in right[::-1]]
    im = Image.new("L", (W, H), 0)
    dr = ImageDraw.Draw(im)
    dr.polygon([(float(x), float(y)) for x, y in outline], fill=255)
    for (x, y), w in zip(pts, widths, strict=True):  # round joints
        r = w / 2
        dr.ellipse((x - r, y - r, x + r, y + r), fill=255)
    m = np.asarray(im, np.float32) / 255
    return blur(m, soft) if soft else m


def _named(who: str) -> dict[str, Any]:
    """What a person's name says about how they are drawn: men and boys wear no dress, a
    grandmother wears one, and person() greys the hair of the old."""
    kw: dict[str, Any] = {"who": who}
    if who in MALE:
        kw["dress"] = False
    elif who == "a grandmother":
        kw["dress"] = True
    return kw


def _pines(ctx: Ctx, gy: float) -> None:
    """A row of small dark pines along a snowy horizon (the far edge of a wood)."""
    for k in range(9):
        tx = W * (k + ctx.u(0.1, 0.9)) / 9
        th = H * ctx.u(0.05, 0.09)
        tm, tb = icon_mask("pine-tree", tx, gy - th * 0.42, th)
        ctx.lit(tm, tb, rgb("#2a3a3a"), rim=0.2)


def _hex(c: np.ndarray) -> str:
    return "#" + "".join(f"{int(np.clip(v, 0, 1) * 255):02x}" for v in c)


# --- a suitcase holding a summer valley ------------------------------------------------------

PLACE = {
    "snow": "On a snowy road",
    "noon": "On a bright quay by the sea",
    "golden": "On a station platform",
    "dusk": "On a station platform at dusk",
}


GROUND = {"snow": "snowy road", "noon": "quay", "golden": "platform", "dusk": "platform at dusk"}
VALLEY = {"noon": "summer", "spring": "spring", "golden": "golden"}


@recipe("snow", "noon", "golden", "dusk")
def suitcase_of_home(ctx: Ctx) -> Painted:
    """A traveller has opened a big suitcase on a road, a quay or a platform, and inside it is
    a whole summer valley with its own sky, hills, a river and a tiny house."""
    place = ctx.pal.name
    _x, s = third(ctx)
    ws = W * ctx.u(0.26, 0.29)  # half the suitcase's width
    ph = H * ctx.u(0.36, 0.4)  # the traveller's height
    pose = pick(ctx, ["point", "hand", "arms-up"])
    m = ph * (0.36 if pose == "arms-up" else 0.3) + 16
    px = W / 2 - s * (W / 2 - m - ctx.u(0, 30))
    cx = float(np.clip(px + s * (ph * ctx.u(0.2, 0.26) + ws), ws + 50, W - ws - 50))
    fy = H * ctx.u(0.8, 0.83)  # the suitcase stands here
    hb, dep = H * 0.095, H * ctx.u(0.05, 0.06)
    hl = H * ctx.u(0.24, 0.27)
    yt = fy - hb  # top of the front face
    yb = yt - dep  # the hinge: the back edge of the body
    ylt = yb - hl  # top of the lid
    # the outside world
    sun_x = W / 2 - s * ctx.u(200, 330)
    if place == "dusk":
        sky(ctx, sx=sun_x, sy=H * ctx.u(0.4, 0.46), r=60, clouds=0)
        gy = H * ctx.u(0.55, 0.58)
    else:
        sky(ctx, sx=sun_x, sy=H * ctx.u(0.1, 0.18), r=55, clouds=3)
        gy = H * ctx.u(0.52, 0.56)
    if place == "noon":
        ctx.water(gy / H, ripple=5)
        qy = H * ctx.u(0.66, 0.69)  # the quay's edge
        stone = rgb("#d8d0c0")
        n = aniso_noise(ctx.rng, 120, 30) - 0.5
        slabs = stone * (1 + 0.12 * n[..., None])
        for k in range(9):
            yy = qy + (H - qy) * (k / 9) ** 1.5
            slabs *= (1 - 0.25 * box(-5, yy, W + 5, yy + 4, 1.5))[..., None]
        blend(ctx.img, box(-5, qy, W + 5, H + 5, 1.5), np.clip(slabs, 0, 1))
        blend(ctx.img, box(-5, qy - 4, W + 5, qy + 14, 1.5), rgb("#6a6258"))
        # a bollard at the quay's edge on the far side
        bx = W / 2 - s * ctx.u(380, 440)
        bm = np.maximum(
            box(bx - 34, qy - 110, bx + 34, qy + 30, 6), ellipse(bx, qy - 110, 48, 20, 3)
        )
        ctx.lit(bm, _bbox(bm), rgb("#2e2a2c"), rim=0.5)
        ctx.cast_shadow(bm, _bbox(bm), qy + 30, 0.35)
    elif place == "snow":
        ctx.is_sub = True  # no grass tufts on the snow
        gy = ctx.hills(gy / H, 2, amp=30, ground="#eef2f6")
        ctx.is_sub = False
        # fresh snow in front: lighter toward the viewer, not the grassy front ridge's dark
        snow = np.clip((YY - gy) / 200, 0, 1).astype(np.float32)
        blend(ctx.img, snow, rgb("#f2f5f9"), 0.45)
        # dark pines along the far edge of the snow, and a road running away to the horizon
        _pines(ctx, gy)
        vx = W / 2 - s * ctx.u(60, 160)
        for off in (-1, 1):
            rut = _poly(
                [
                    (vx + off * 4, gy),
                    (vx + off * 10, gy),
                    (vx + off * 250, H + 10),
                    (vx + off * 190, H + 10),
                ],
                3,
            )
            blend(ctx.img, rut * (gy < YY), rgb("#6f7f92"), 0.6)
    else:
        ctx.is_sub = True  # no grass tufts or framing tree on a platform
        gy = ctx.hills(gy / H, 1, amp=24)
        ctx.is_sub = False
        py = H * ctx.u(0.66, 0.69)  # the platform's near edge, rails beyond it
        blend(ctx.img, box(-5, gy, W + 5, py, 2), rgb("#5a5048"), 0.8)
        for ry in (gy + (py - gy) * 0.35, gy + (py - gy) * 0.7):
            blend(ctx.img, box(-5, ry, W + 5, ry + 7, 1.5), rgb("#c8c0b8"), 0.85)
        plat = rgb("#a8a098") * (0.75 if place == "dusk" else 1.0)
        n = aniso_noise(ctx.rng, 140, 26) - 0.5
        blend(
            ctx.img, box(-5, py, W + 5, H + 5, 1.5), np.clip(plat * (1 + 0.14 * n[..., None]), 0, 1)
        )
        blend(ctx.img, box(-5, py, W + 5, py + 20, 1.5), rgb("#e8c040"))  # the yellow line
        for k in range(1, 8):
            x0 = W * k / 8
            blend(
                ctx.img, segment(x0, py + 20, x0 + (x0 - W / 2) * 1.2, H + 10, 4), plat * 0.7, 0.5
            )
    ctx.img *= 0.92
    # the valley inside: its own sky, sun, hills and river
    vpal = "spring" if place == "noon" else pick(ctx, ["noon", "spring"])
    val = ctx.sub(vpal)
    val.texture_sky()
    hz = yb - hl * ctx.u(0.32, 0.42)  # the valley's horizon, inside the lid
    val.celestial(cx - s * ws * 0.45, ylt + hl * 0.28, 32)
    val.clouds(2, (ylt + 40) / H, (hz - 60) / H, 0.55)
    val.hills(hz / H, 3, amp=36, cell=160)
    # the river winds from the far hills to the front of the case
    pts, wid = [], []
    ph0 = ctx.u(0, 6)
    for k in range(40):
        t = k / 39
        y = hz + 30 + (fy - hb * 0.15 - hz - 30) * t
        x = cx + s * ws * 0.15 + ws * 0.45 * np.sin(ph0 + t * 5.0) * (0.3 + 0.7 * t)
        pts.append((x, y))
        wid.append(10 + 140 * t**1.6)
    river = _ribbon(pts, wid, 2)
    water = mix(val.sky_at(0.15), rgb("#ffffff"), 0.2)
    blend(val.img, river, water)
    glint = (aniso_noise(ctx.side(), 50, 6) > 0.6).astype(np.float32) * river
    blend(val.img, glint, rgb("#ffffff"), 0.5)
    # the tiny house on a hill beside the river
    hx = float(np.clip(cx - s * ws * 0.5, cx - ws + 90, cx + ws - 90))
    house_y = hz + (yb - hz) * 0.45
    val.subject(
        "house",
        hx,
        house_y,
        H * 0.075,
        "secondary",
        fill="#e8d8b8",
        tags=("building", "home", "far away"),
        label="a tiny house in the valley",
        shadow=house_y + H * 0.037,
    )
    # the suitcase's shapes
    rr = 26  # rim thickness
    lid_out = _poly(
        [
            (cx - ws * 0.93, yb + 8),
            (cx - ws * 0.97, ylt),
            (cx + ws * 0.97, ylt),
            (cx + ws * 0.93, yb + 8),
        ],
        2,
    )
    lid_in = _poly(
        [
            (cx - ws * 0.93 + rr, yb + 8),
            (cx - ws * 0.97 + rr, ylt + rr),
            (cx + ws * 0.97 - rr, ylt + rr),
            (cx + ws * 0.93 - rr, yb + 8),
        ],
        2,
    )
    body = _poly(
        [
            (cx - ws, yt),
            (cx - ws * 0.93, yb),
            (cx + ws * 0.93, yb),
            (cx + ws, yt),
            (cx + ws, fy),
            (cx - ws, fy),
        ],
        2,
    )
    opening = _poly(
        [
            (cx - ws + rr, yt + 4),
            (cx - ws * 0.93 + rr, yb + 6),
            (cx + ws * 0.93 - rr, yb + 6),
            (cx + ws - rr, yt + 4),
        ],
        2,
    )
    case = np.maximum(lid_out, body)
    world = np.maximum(lid_in, opening)
    # the valley's light spills out on the ground and the traveller
    glow_c = mix(val.sky_at(0.6), rgb("#fff2c8"), 0.5)
    ctx.light = (cx, (ylt + yb) / 2) if place == "dusk" else ctx.light
    glow(ctx.img, cx, (ylt + fy) / 2, ws * 1.6, _hex(glow_c), 0.35 if place != "dusk" else 0.6)
    ctx.cast_shadow(case, _bbox(case), fy, 0.45)
    ctx.contact(case, _bbox(case))
    leather = rgb(pick(ctx, ["#6a3a26", "#3a4a5a", "#7a2e2a", "#4a3a2a"]))
    ctx.lit(case, _bbox(case), leather, rim=0.5)
    ctx.fill_with(world, val, rim=0.0)
    # straps, clasps and a handle on the front face
    for side in (-1, 1):
        strap = box(cx + side * ws * 0.55 - 22, yt, cx + side * ws * 0.55 + 22, fy - 4, 2)
        blend(ctx.img, strap, leather * 0.55, 0.9)
        blend(
            ctx.img,
            box(
                cx + side * ws * 0.55 - 26,
                yt + hb * 0.3,
                cx + side * ws * 0.55 + 26,
                yt + hb * 0.5,
                2,
            ),
            rgb("#d8b060"),
        )
    for side in (-1, 1):  # brass corner caps
        cap = np.maximum(
            box(cx + side * ws - 40 * (side > 0), fy - 40, cx + side * ws + 40 * (side < 0), fy, 3),
            box(cx + side * ws - 40 * (side > 0), yt, cx + side * ws + 40 * (side < 0), yt + 40, 3),
        )
        blend(ctx.img, cap * body, rgb("#b08a48"), 0.9)
    # the handle, on the lid's edge (now its top)
    handle = np.clip(ellipse(cx, ylt - 4, 110, 62, 2) - ellipse(cx, ylt - 4, 84, 40, 2), 0, 1) * (
        ylt + 4 > YY
    )
    ctx.lit(handle, _bbox(handle), leather * 0.8, rim=0.6)
    case = np.maximum(case, handle)
    # a path of its light on the ground in front
    spill = _poly(
        [
            (cx - ws * 0.8, fy),
            (cx + ws * 0.8, fy),
            (cx + ws * 1.3, H + 20),
            (cx - ws * 1.3, H + 20),
        ],
        30,
    )
    blend(ctx.img, spill * (fy < YY), glow_c, 0.18 if place != "dusk" else 0.3)
    seam = box(cx - ws, yt - 2, cx + ws, yt + 8, 2)
    blend(ctx.img, seam, rgb("#d8b060"), 0.7)
    cb = _bbox(case)
    ctx.focus[:] = np.maximum(ctx.focus, blur(case, 8))
    # the traveller on the other side, facing the suitcase
    pfy = fy + H * ctx.u(0.03, 0.06)
    flip = s < 0
    who = pick(ctx, WHO[:4])
    person(
        ctx,
        pose,
        px,
        pfy,
        ph,
        "secondary",
        label=f"{who}, the traveller",
        **_named(who),
        flip=flip,
        shadow=pfy,
        coat=pick(ctx, DARK_COATS),
        tags=("person", "traveller", "journey"),
    )
    if place == "snow":  # their footprints in the snow, behind them (after the paint)
        prints = np.zeros((H, W), np.float32)
        for k in range(7):
            fx = px - s * (70 + k * 60) + (14 if k % 2 else -14)
            fyy = pfy - 6 - k * 24
            if 40 < fx < W - 40:
                prints = np.maximum(prints, ellipse(fx, fyy, 20 - k * 1.5, 9 - k * 0.7, 2))
        _after_mask(ctx, prints, "#6f7f92", 0.6)
    ctx.elements.insert(
        0,
        {
            "icon": None,
            "shape": "shape",
            "label": f"an open suitcase on a {GROUND[place]} holding a {VALLEY[vpal]} valley",
            "role": "main",
            "bbox": list(cb),
            "tags": ["suitcase", "valley", "home", "another world"],
        },
    )
    act = {
        "point": "points into it",
        "hand": "holds out a hand to it",
        "arms-up": "throws up both hands",
    }[pose]
    vsaid = {
        "noon": "a blue summer sky",
        "spring": "a fresh spring sky",
        "golden": "a golden evening sky",
    }[vpal]
    return Painted(
        f"{PLACE[place]}, {who} has opened a big suitcase, and inside it is a whole "
        f"{'green ' if vpal != 'golden' else ''}valley under {vsaid}, with a sun, hills, a "
        "winding river and a tiny house; the "
        f"traveller {act}.",
        [
            "home",
            "homesickness",
            "memory",
            "journey",
            "carrying the past",
            "another world",
            "belonging",
            "secret",
            "travel",
            "summer",
        ],
    )


# --- a grandmother knitting a river out of the window ------------------------------------------


def _open_window(ctx: Ctx, x0: float, y0: float, x1: float, y1: float, view: np.ndarray) -> None:
    """An open window onto `view`: a deep frame, a sill, and two casements swung into the room,
    their panes catching the light."""
    inside = box(x0, y0, x1, y1, 2)
    ctx.img[:] = ctx.img * (1 - inside[..., None]) + view * inside[..., None]
    frame_c = mix(rgb(ctx.pal.ink), rgb("#f0e8dc"), 0.55)
    t = 22
    frame = np.clip(box(x0 - t, y0 - t, x1 + t, y1 + t, 2) - inside, 0, 1)
    ctx.lit(frame, _bbox(frame), frame_c, rim=0.4)
    sill = box(x0 - t - 30, y1 + t - 6, x1 + t + 30, y1 + t + 22, 2)
    ctx.lit(sill, _bbox(sill), mix(frame_c, rgb("#ffffff"), 0.2), rim=0.6)
    glass = mix(view[int(y0 + 20), int((x0 + x1) / 2)], rgb("#ffffff"), 0.45)
    ww = (x1 - x0) / 2
    for side, ex in ((-1, x0 - t), (1, x1 + t)):
        far = ex + side * ww * 0.55
        leaf = _poly([(ex, y0 - t), (far, y0 - t - 40), (far, y1 + t + 40), (ex, y1 + t)], 2)
        pane = _poly(
            [
                (ex + side * 16, y0 - t + 16),
                (far - side * 14, y0 - t - 40 + 22),
                (far - side * 14, y1 + t + 40 - 22),
                (ex + side * 16, y1 + t - 16),
            ],
            2,
        )
        ctx.lit(leaf, _bbox(leaf), frame_c, rim=0.4)
        blend(ctx.img, pane, glass, 0.85)
        streak = _poly(
            [
                (ex + side * 30, y0 + 60),
                (ex + side * 60, y0 + 30),
                (ex + side * 60, y0 + 110),
                (ex + side * 30, y0 + 140),
            ],
            4,
        )
        blend(ctx.img, streak * pane, rgb("#ffffff"), 0.5)
        bar = segment(ex + side * 8, (y0 + y1) / 2, far - side * 8, (y0 + y1) / 2 + side * 0, 12)
        blend(ctx.img, bar * leaf, frame_c * 0.8, 0.9)


@recipe("interior", "mint", "interior", "mint")
def knitting_the_river(ctx: Ctx) -> Painted:
    """A grandmother knits in a rocking chair by an open window; her yarn runs over the sill and
    out of the window, where it becomes a river winding through the hills, with a boat on it."""
    fy = ctx.room(ctx.u(0.8, 0.83))
    x, s = third(ctx)
    flip = s > 0  # she faces the window, on the other side
    sg = -1.0 if flip else 1.0
    ww = W * ctx.u(0.2, 0.23)
    wx = float(np.clip(W / 2 - s * ctx.u(170, 220), ww + 60, W - ww - 60))
    wy0, wy1 = H * ctx.u(0.09, 0.12), H * ctx.u(0.46, 0.5)
    vpal = pick(ctx, ["noon", "spring"])  # green hills and a blue sky against the room
    view = ctx.sub(vpal)
    view.texture_sky()
    view.celestial(wx - s * ww * 0.5, wy0 + (wy1 - wy0) * 0.2, 34)
    view.clouds(2, wy0 / H + 0.02, wy0 / H + 0.12, 0.5)
    hz = wy0 + (wy1 - wy0) * ctx.u(0.34, 0.42)
    view.hills(hz / H, 3, amp=34, cell=150)
    # the river: from the sill near her, widening in the near fields, winding into the distance
    sx = wx + s * ww * 0.55
    yarn_c = rgb(pick(ctx, ["#3f7fc0", "#2f6fa8", "#4a8ac8"]))
    pts, wid = [], []
    ph0 = ctx.u(0, 6)
    for k in range(44):
        t = k / 43
        y = wy1 + 30 - (wy1 + 30 - hz - 12) * t
        x_ = sx + (wx - s * ww * 0.1 - sx) * t + ww * 0.55 * np.sin(ph0 + t * 6.5) * t * (1 - t)
        pts.append((x_, y))
        wid.append(14 + 150 * np.sin(np.pi * min(1.0, t * 1.6)) ** 0.8 * (1 - t) ** 0.6 + 6 * t)
    river = _ribbon(pts, wid, 2)
    water = mix(yarn_c, view.sky_at(0.1), 0.35)
    blend(view.img, river, water)
    glint = (aniso_noise(ctx.side(), 40, 5) > 0.62).astype(np.float32) * river
    blend(view.img, glint, rgb("#ffffff"), 0.55)
    # a boat on the river, in the near fields
    k = int(ctx.u(10, 14))
    bxx, byy = pts[k]
    boat = pick(ctx, ["sailboat", "paper-boat"])
    view.subject(
        boat,
        bxx,
        byy - H * 0.03,
        H * 0.08,
        "secondary",
        fill="#f4efe4" if boat == "paper-boat" else "#e8e0d0",
        flip=s > 0,
        tags=("vehicle", "journey", "river"),
        label="a small sailboat on the river"
        if boat == "sailboat"
        else "a paper boat on the river",
    )
    # the room is lit by the window
    ctx.light = (wx, (wy0 + wy1) / 2)
    ctx.img[:] *= np.clip(
        0.55 + 0.55 * np.exp(-((XX - wx) ** 2 + (YY - H * 0.35) ** 2) / (2 * 560.0**2)), 0, 1
    )[..., None]
    seen = view.img[int(wy0) : int(wy1), int(wx - ww) : int(wx + ww)].mean((0, 1))
    glow(ctx.img, wx, H * 0.4, 700, _hex(mix(seen, rgb("#fff4dc"), 0.5)), 0.3)
    pool = _poly(
        [(wx - ww, fy), (wx + ww, fy), (wx + ww + s * 500, H + 20), (wx - ww + s * 500, H + 20)], 30
    )
    blend(ctx.img, pool * (fy < YY), mix(seen, rgb("#fff4dc"), 0.6), 0.3)
    # a heavy curtain drawn back on the far side of the window: the room's darkest dark
    cxc = W / 2 - s * (W / 2 - 80)  # at the card's edge, half behind the casement
    cur = _poly(
        [
            (cxc - 90, H * 0.02),
            (cxc + 90, H * 0.02),
            (cxc + 60 + s * 30, fy),
            (cxc - 60 + s * 30, fy),
        ],
        3,
    )
    folds = 1 + 0.35 * np.sin((XX - cxc) / 22)
    cur_c = rgb(pick(ctx, ["#5a1e2a", "#1f3450", "#2a3a2a"]))
    ctx.lit(cur, _bbox(cur), cur_c, rim=0.3)
    ctx.img[:] *= (1 - 0.3 * cur * (1 - folds / 1.35))[..., None]
    _open_window(ctx, wx - ww, wy0, wx + ww, wy1, view.img)
    ctx.focus[:] = np.maximum(ctx.focus, box(wx - ww, wy0, wx + ww, wy1, 10) * 0.6)
    _element(
        ctx,
        f"an open window onto {'a golden evening' if vpal == 'golden' else 'green'} hills",
        "frame",
        (int(wx - ww - 22), int(wy0 - 22), int(wx + ww + 22), int(wy1 + 44)),
        ("window", "view", "outside"),
    )
    # the rocking chair and the knitter
    ph = H * ctx.u(0.44, 0.47)
    pfy = fy + H * ctx.u(0.05, 0.07)  # where her feet are
    seat = pfy - 0.25 * ph
    chh = ph * 0.78
    px = float(np.clip(x + s * 40, chh * 0.62 + 20, W - chh * 0.62 - 20))
    cm, cb = icon_mask("rocking-chair", px - sg * ph * 0.05, pfy - chh / 2 + 10, chh, flip=flip)
    ctx.cast_shadow(cm, cb, pfy + 10, 0.35)
    chair_c = rgb(pick(ctx, ["#5a3a26", "#3a2a22", "#6a3a2a"]))
    ctx.lit(cm, cb, chair_c, rim=0.5)
    _element(ctx, "a rocking chair", "secondary", cb, ("object", "home", "rest"), "rocking-chair")
    who = pick(ctx, ["a grandmother", "a grandmother", "a grandfather"])
    person(
        ctx,
        "sit-knit",
        px,
        seat,
        ph,
        "main",
        label=f"{who} knitting a river in a rocking chair, by a window onto "
        + ("a sunny day" if vpal == "noon" else "spring"),
        flip=flip,
        coat=pick(ctx, ["#8a3a4a", "#5a4a7a", "#3a5a6a", "#7a4a2a"]),
        **_named(who),
        tags=("person", "grandparent", "patience"),
    )
    # the knitting in her lap: rows in the yarn's colour
    h1, h2 = (
        joint_at("sit-knit", "ha_l", px, seat, ph, flip),
        joint_at("sit-knit", "ha_r", px, seat, ph, flip),
    )
    kx, ky = (h1[0] + h2[0]) / 2, (h1[1] + h2[1]) / 2
    knit = _poly(
        [
            (kx - 60, ky + 6),
            (kx + 60, ky + 6),
            (kx + 70 + sg * 10, ky + 110),
            (kx - 50 + sg * 10, ky + 118),
        ],
        2,
    )
    ctx.lit(knit, _bbox(knit), yarn_c, rim=0.4)
    rows = (np.sin(YY / 9) > 0.3).astype(np.float32) * knit
    blend(ctx.img, rows, yarn_c * 0.7, 0.6)
    # needles: drawn after the paint (thinner than a stroke)
    needles = np.maximum(
        segment(kx - sg * 90, ky - 60, kx + sg * 40, ky + 30, 7),
        segment(kx + sg * 90, ky - 50, kx - sg * 30, ky + 30, 7),
    )
    _after_mask(ctx, needles, "#d8d0c0", 0.95)
    # the yarn: from the knitting, sagging across the room, over the sill, into the river
    ex, ey = pts[0]
    c0x, c0y = (kx + ex) / 2, max(ky, ey) + ctx.u(120, 220)
    yp, yw = [], []
    for k in range(40):
        t = k / 39
        bx_ = (1 - t) ** 2 * (kx + sg * 40) + 2 * (1 - t) * t * c0x + t * t * ex
        by_ = (1 - t) ** 2 * (ky + 90) + 2 * (1 - t) * t * c0y + t * t * (ey - 30)
        yp.append((bx_, by_))
        yw.append(13.0)
    yarn = _ribbon(yp, yw, 1)
    ctx.lit(yarn, _bbox(yarn), yarn_c, rim=0.6)
    ctx.focus[:] = np.maximum(ctx.focus, blur(yarn, 6))
    _after_mask(ctx, _ribbon(yp, [5.0] * len(yp), 1), _hex(mix(yarn_c, rgb("#ffffff"), 0.35)), 0.6)
    _element(
        ctx,
        "blue yarn running out of the window",
        "secondary",
        _bbox(np.maximum(yarn, river)),
        ("yarn", "thread", "river"),
    )
    cat = ctx.rng.random() < 0.5
    if cat:
        catx = float(np.clip((px + wx) / 2 + ctx.u(-60, 60), 140, W - 140))
        ctx.subject(
            "cat",
            catx,
            fy + H * 0.05,
            H * 0.1,
            "secondary",
            flip=not flip,
            tags=("animal", "home", "curious"),
            shadow=fy + H * 0.1,
            label="a cat on the floor by the chair",
        )
    outside = {"noon": "a sunny day", "spring": "a fresh spring day", "golden": "a golden evening"}
    return Painted(
        f"By an open window, {who} knits in a rocking chair; the blue yarn runs up through the "
        f"room, over the sill and out into {outside[vpal]}, where it becomes a river winding "
        f"through the hills, with {'a small sailboat' if boat == 'sailboat' else 'a paper boat'} "
        "on it" + ("; a cat sits on the floor by the chair." if cat else "."),
        [
            "patience",
            "making",
            "time",
            "memory",
            "journey",
            "old age",
            "creation",
            "home",
            "storytelling",
            "connection",
        ],
    )


# --- who is in the cage? ------------------------------------------------------------------------


def _cage(
    cx: float, base: float, rw: float, hs: float, dome: float, door: tuple[float, float, float]
) -> tuple[np.ndarray, np.ndarray, tuple[float, float, float, float]]:
    """A birdcage seen from the front: bars on meridians up to a dome, rings, a tray, and an
    open door (x0, x1, top) whose leaf swings out to the right of it. Returns the bars' mask,
    the cage's inside and the leaf's box."""
    im = Image.new("L", (W, H), 0)
    d = ImageDraw.Draw(im)
    ys = base - hs
    n = 11
    dx0, dx1, dtop = door
    for k in range(n):
        f = -1 + 2 * k / (n - 1)
        bx = cx + rw * f
        lo = base
        if dx0 < bx < dx1:
            lo = dtop  # the doorway: no bar below its top
        d.line([(bx, lo), (bx, ys)], fill=255, width=9)
        arc = []
        for j in range(16):
            a = j / 15 * np.pi / 2
            arc.append((cx + (bx - cx) * np.cos(a), ys - dome * np.sin(a)))
        d.line(arc, fill=255, width=9, joint="curve")
    for yy, wdt in ((ys, 14), (ys + hs * 0.5, 9)):
        d.line([(cx - rw, yy), (dx0, yy)], fill=255, width=wdt)
        d.line([(dx1, yy), (cx + rw, yy)], fill=255, width=wdt)
    d.line([(dx0, dtop), (dx1, dtop)], fill=255, width=12)
    d.ellipse((cx - 36, ys - dome - 70, cx + 36, ys - dome + 4), outline=255, width=12)  # the ring
    # the open door's leaf, swung out toward the viewer (foreshortened)
    lw = (dx1 - dx0) * 0.55
    lx0, lx1 = dx1, dx1 + lw
    d.line([(lx0, dtop), (lx1, dtop - 30), (lx1, base - 30), (lx0, base)], fill=255, width=10)
    for j in range(1, 4):
        fx = lx0 + lw * j / 4
        d.line([(fx, dtop - 30 * j / 4), (fx, base - 30 * j / 4)], fill=255, width=7)
    bars = blur(np.asarray(im, np.float32) / 255, 1)
    tray = np.maximum(
        box(cx - rw - 30, base - 10, cx + rw + 30, base + 34, 3),
        box(cx - rw, base - 4, cx + rw, base + 4, 2),
    )
    bars = np.maximum(bars, tray)
    inside = _poly(
        [(cx - rw, base)]
        + [(cx - rw * np.cos(a), ys - dome * np.sin(a)) for a in np.linspace(0, np.pi, 24)]
        + [(cx + rw, base)],
        2,
    )
    return bars, inside, (lx0, dtop - 30, lx1, base)


@recipe("mint", "spring", "noon", "interior", "mint")
def who_is_in_the_cage(ctx: Ctx) -> Painted:
    """A person sits reading on the perch of a big open birdcage, while a big bird (or a cat)
    outside, on top of it or beside it, looks in."""
    x, s = third(ctx)
    garden = ctx.pal.name in ("spring", "noon")
    if garden:
        sky(ctx, sx=W / 2 - s * ctx.u(250, 350), sy=H * ctx.u(0.1, 0.16), r=55, clouds=3)
        gy = ctx.hills(ctx.u(0.6, 0.64), 2, amp=26)
        hedge = (gy - 140 - 40 * aniso_noise(ctx.rng, 60, 200) < YY) * (gy + 20 > YY)
        hc = rgb("#2f5a34") * (1 + 0.3 * (aniso_noise(ctx.rng, 18, 14) - 0.5))[..., None]
        blend(ctx.img, blur(hedge.astype(np.float32), 3), np.clip(hc, 0, 1))
        base = H * ctx.u(0.8, 0.83)
    else:
        fy = ctx.room(ctx.u(0.74, 0.77))
        wx = W / 2 - s * ctx.u(250, 320)
        ctx.light = (wx, H * 0.25)
        ctx.img[:] *= np.clip(
            0.62 + 0.45 * np.exp(-((XX - wx) ** 2 + (YY - H * 0.3) ** 2) / (2 * 600.0**2)), 0, 1
        )[..., None]
        glow(ctx.img, wx, H * 0.3, 600, ctx.pal.light, 0.35)
        # a tall window on the light's side, with a garden in it
        view = ctx.sub("spring")
        view.texture_sky()
        view.celestial(wx, H * 0.14, 30)
        view.hills(0.3, 2, amp=30)
        w0, w1 = wx - 150, wx + 150
        ctx.window(w0, H * 0.08, w1, H * 0.44, view.img)
        base = fy + H * ctx.u(0.06, 0.08)
    rw = W * ctx.u(0.24, 0.27)
    cx = float(np.clip(x + s * ctx.u(40, 90), rw + 60, W - rw - 60))
    hs = H * ctx.u(0.3, 0.33)
    dome = rw * ctx.u(0.6, 0.7)
    dside = -s  # the door opens on the side away from the bird
    dx0 = cx + dside * rw * 0.05 - (0 if dside > 0 else rw * 0.42)
    dx1 = dx0 + rw * 0.42
    dtop = base - hs * 0.75
    bars, inside, leaf = _cage(cx, base, rw, hs, dome, (dx0, dx1, dtop))
    if dside < 0:  # the leaf swings out to the left: mirror the cage about its middle
        bars, inside = bars[:, ::-1].copy(), inside[:, ::-1].copy()
        sh = round(2 * cx - W + 1)
        bars, inside = np.roll(bars, sh, 1), np.roll(inside, sh, 1)
        leaf = (2 * cx - leaf[2], leaf[1], 2 * cx - leaf[0], leaf[3])
    cage_bb = _bbox(bars)
    ctx.cast_shadow(np.maximum(bars, inside * 0.5), cage_bb, base + 30, 0.3)
    # inside the cage: a swing perch on two cords, and the person reading on it
    perch_y = base - hs * ctx.u(0.42, 0.48)
    ph = H * ctx.u(0.3, 0.33)
    pflip = s < 0  # they face the door? no: they face away from the bird, into their book
    px = cx - s * rw * 0.08
    top = base - hs - dome + 10
    for ox in (-0.25 * ph, 0.25 * ph):
        cord = segment(px + ox, top, px + ox, perch_y, 6)
        _after_mask(ctx, cord, "#6a5030", 0.9)
    perch = box(px - 0.3 * ph, perch_y - 6, px + 0.3 * ph, perch_y + 10, 3)
    ctx.lit(perch, _bbox(perch), rgb("#8a5a3c"), rim=0.4)
    who = pick(ctx, WHO)
    person(
        ctx,
        "sit-read",
        px,
        perch_y - 4,
        ph,
        "secondary",
        label=f"{who} reading on a perch inside the cage",
        **_named(who),
        flip=pflip,
        tags=("person", "reader", "captive"),
    )
    h1 = joint_at("sit-read", "ha_l", px, perch_y - 4, ph, pflip)
    h2 = joint_at("sit-read", "ha_r", px, perch_y - 4, ph, pflip)
    bk, bkb = icon_mask(
        "open-book",
        (h1[0] + h2[0]) / 2,
        (h1[1] + h2[1]) / 2 - 10,
        ph * 0.13,
        rot=-20 if not pflip else 20,
    )
    ctx.lit(bk, bkb, rgb("#f3ead8"), rim=0.5)
    # the bars in front of everything, drawn again after the paint so they stay crisp
    brass = rgb(pick(ctx, ["#c9a45c", "#2e2a30", "#3a5a4a"]))
    ctx.lit(bars, cage_bb, brass, rim=0.6)
    _after_mask(ctx, np.clip(bars * 1.2 - 0.2, 0, 1), _hex(brass * 0.95), 0.55)
    ctx.focus[:] = np.maximum(ctx.focus, blur(bars, 4) * 0.8)
    # the big animal outside
    animal = pick(ctx, ["raven", "owl", "cat", "raven"])
    if animal in ("raven", "owl"):
        ah = H * ctx.u(0.2, 0.23)
        ax, ay = cx + s * rw * 0.12, base - hs - dome - ah * 0.42
        where = "perched on top of the cage"
        shadow = None
    else:
        ah = H * ctx.u(0.15, 0.17)
        ax = float(np.clip(cx - s * (rw + ah * 0.62), ah * 0.62, W - ah * 0.62))
        ay = base + 20 - ah / 2
        where = "sitting beside the cage"
        shadow = base + 20
    fill = {"raven": "#26242e", "owl": "#4a3424", "cat": "#2a2628"}[animal]
    ctx.subject(
        animal,
        ax,
        ay,
        ah,
        "secondary",
        fill=fill,
        flip=(s < 0) if animal == "cat" else (s > 0) if animal != "raven" else (s < 0),
        tags=("animal", "watching", "free"),
        label=f"a big {animal} {where}, looking in",
        shadow=shadow,
        separate=False,
    )
    ctx.elements.insert(
        0,
        {
            "icon": None,
            "shape": "shape",
            "label": "an open birdcage with a person reading inside, watched by "
            + ("an owl" if animal == "owl" else f"a {animal}")
            + (", in a garden" if garden else ", in a room"),
            "role": "main",
            "bbox": list(cage_bb),
            "tags": ["cage", "bird cage", "open door", "captivity"],
        },
    )
    place = (
        "In a sunny garden"
        if garden
        else "In a bright room"
        if ctx.pal.name == "mint"
        else "In a warm room"
    )
    return Painted(
        f"{place}, {who} sits reading a book on the swing perch of a big birdcage whose door "
        f"stands open, while a big {animal} {where} looks in at {him(who)}.",
        [
            "roles reversed",
            "freedom",
            "captivity",
            "comfort zone",
            "choice",
            "reading",
            "safety",
            "being watched",
            "home",
            "escape",
        ],
    )


# --- paper planes that become birds -------------------------------------------------------------


HILL = {
    "snow": "from a snowy hill",
    "noon": "from a green hill",
    "dawn": "from a hill at dawn",
    "golden": "from a hill at sunset",
}


MIN_FLYER = 0.072  # the deck check's smallest readable figure (7% of the card's height)


def _flyer(
    ctx: Ctx, name: str, x: float, y: float, h: float, ang: float, col: np.ndarray, label: str
) -> None:
    """A paper plane, a paper crane or a bird at (x, y), headed along `ang` (radians, y up)."""
    left = np.cos(ang) < 0
    deg = float(np.degrees(ang))
    if name == "paper-plane":  # its nose points up and to the right in the icon
        rot = deg - 135 if left else deg - 45
        rot = (rot + 180) % 360 - 180
    else:
        rot = float(np.clip((180 - deg if left else deg) * 0.5, -25, 25)) * (-1 if left else 1)
    m, bb = icon_mask(name, x, y, h, flip=left, rot=rot)
    if bb[3] - bb[1] < MIN_FLYER * H:  # a plane flying level is flat: grow it to read
        h *= MIN_FLYER * H / max(1, bb[3] - bb[1])
        m, bb = icon_mask(name, x, y, h, flip=left, rot=rot)
    ctx.lit(
        m, bb, col, rim=0.6, separate=name != "dove"
    )  # a bird keeps the colour it is said to be
    if name != "dove":  # a crisp folded-paper edge, thinner than a stroke
        edge = np.clip(m - blur(m, 2.5) * 1.1, 0, 1) * 2
        _after_mask(ctx, np.clip(edge, 0, 1), "#5a6070", 0.55)
    ctx.focus[:] = np.maximum(ctx.focus, np.clip(blur(m, 4) * 2, 0, 1) * 0.8)
    _element(ctx, label, "secondary", bb, ("flight", "paper", "bird"), name)


@recipe("snow", "noon", "dawn", "golden", "snow")
def planes_become_birds(ctx: Ctx) -> Painted:
    """From a hilltop a child throws paper planes; the farther they fly, the more they become
    birds: planes, then folded paper cranes, then a flock of live birds."""
    x, s = third(ctx)
    flip = s > 0  # the child throws toward the other side of the card
    sg = -1.0 if flip else 1.0
    pale = ctx.pal.name != "golden"  # dark birds, except against the golden hour's violet zenith
    sky(ctx, sx=x + sg * ctx.u(60, 160), sy=H * ctx.u(0.5, 0.56), r=60, clouds=2)
    gy = ctx.hills(ctx.u(0.66, 0.7), 2, amp=30)
    if ctx.pal.name == "snow":
        _pines(ctx, gy - 50)
    ph = H * ctx.u(0.32, 0.35)
    fy = H * ctx.u(0.88, 0.9)
    x = float(np.clip(x, ph * 0.3 + 20, W - ph * 0.3 - 20))
    hand = joint_at("reach", "ha_r", x, fy, ph, flip)
    who = pick(ctx, ["a girl", "a boy", "a child"])
    # the flight: a rising curve from the hand across the sky and back over the child
    ex = W / 2 - s * ctx.u(0.05, 0.15) * W
    p0 = (hand[0] + sg * 40, hand[1] - 60)
    p1 = (W / 2 - s * W * ctx.u(0.75, 0.85), H * ctx.u(0.3, 0.36))
    p2 = (ex + s * W * ctx.u(0.25, 0.32), H * ctx.u(0.07, 0.09))
    n = 6
    paper = rgb("#f6f2e8")
    bird = rgb("#2a2632") if pale else rgb("#f4f2ee")
    kinds = ["paper-plane", "paper-plane", "paper-crane", "paper-crane", "dove", "dove"]
    if ctx.rng.random() < 0.5:
        kinds = ["paper-plane", "paper-plane", "paper-crane", "dove", "dove", "dove"]
    for k in range(n):
        t = (k + 0.5) / n
        bx = (1 - t) ** 2 * p0[0] + 2 * (1 - t) * t * p1[0] + t * t * p2[0]
        by = (1 - t) ** 2 * p0[1] + 2 * (1 - t) * t * p1[1] + t * t * p2[1]
        dx = 2 * (1 - t) * (p1[0] - p0[0]) + 2 * t * (p2[0] - p1[0])
        dy = 2 * (1 - t) * (p1[1] - p0[1]) + 2 * t * (p2[1] - p1[1])
        ang = float(np.arctan2(-dy, dx))
        kind = kinds[k]
        f = max(0.0, (k - 2) / (n - 3))  # paper turning into bird along the way
        col = mix(paper, bird, f) if kind != "paper-plane" else paper
        h = H * (0.09 + 0.035 * k / (n - 1))
        bx = float(np.clip(bx, h * 0.7, W - h * 0.7))
        by = float(np.clip(by, h * 0.6 + 10, H))
        said = {
            "paper-plane": "a paper plane",
            "paper-crane": "a paper plane turning into a folded bird",
            "dove": "a bird that was a paper plane",
        }[kind]
        _flyer(ctx, kind, bx, by, h, ang, col, said)
    person(
        ctx,
        "reach",
        x,
        fy,
        ph,
        "main",
        label=f"{who} throwing paper planes that become {'dark' if pale else 'white'} birds, "
        + HILL[ctx.pal.name],
        **_named(who),
        flip=flip,
        shadow=fy,
        coat=pick(ctx, DARK_COATS if pale else CHILD_COATS),
        tags=("person", "child", "play"),
    )
    # a few more planes in the grass at the child's feet, ready to throw
    for k in range(2):
        later = x - sg * (ph * 0.22 + k * 70)
        m, bb = icon_mask("paper-plane", later, fy - 20 + k * 14, H * 0.045, flip=k == 1, rot=-60)
        ctx.lit(m, bb, paper, rim=0.4)
    birds = "dark birds" if pale else "white birds"
    del gy
    return Painted(
        f"On a hilltop, {who} throws paper planes into the sky; the farther they fly the more "
        f"they change, from white paper planes to folded paper birds, and at last {birds} "
        "flying away.",
        [
            "freedom",
            "imagination",
            "childhood",
            "letting go",
            "transformation",
            "dreams",
            "growing up",
            "play",
            "hope",
            "coming to life",
        ],
    )


# --- painting the night onto the day sky ----------------------------------------------------------


@recipe("noon", "spring", "golden", "dawn")
def painting_the_sky(ctx: Ctx) -> Painted:
    """A person on a tall stepladder (or on a cloud) paints the night onto the day sky with a
    big brush: on one side it is still day, on the painted side night, with stars and a moon."""
    x, s = third(ctx)
    flip = s > 0  # they face the painted side, across the card
    sg = -1.0 if flip else 1.0
    on_cloud = ctx.rng.random() < 0.4
    sky(ctx, sx=W / 2 + s * ctx.u(250, 380), sy=H * ctx.u(0.14, 0.22), r=58, clouds=2)
    hz = ctx.u(0.68, 0.72)
    ph = H * ctx.u(0.27, 0.3)
    if on_cloud:
        fy = H * ctx.u(0.52, 0.56)
    else:
        fy = H * ctx.u(0.5, 0.54)  # the top step
    x = float(np.clip(x, ph * 0.32 + 20, W - ph * 0.32 - 20))
    hand = joint_at("reach", "ha_r", x, fy, ph, flip)
    # the brush in the raised hand, its tip on the night's edge
    bh = H * 0.12
    bxc, byc = hand[0] + sg * bh * 0.3, hand[1] - bh * 0.3
    tip = (bxc + sg * bh * 0.36, byc - bh * 0.36)
    # the night: everything beyond a ragged edge of level brush strokes through the tip, each
    # stroke ending in a round cap at its own place
    im = Image.new("L", (W, H), 0)
    dr = ImageDraw.Draw(im)
    rh = 48.0
    ph0 = ctx.u(0, 6)
    ends: list[float] = []
    for k in range(int(H * 0.8 / (rh * 0.8)) + 2):
        yy = -10 + k * rh * 0.8
        ex_ = tip[0] + sg * 10 + ctx.u(-80, 80) + 50 * np.sin(yy / 260 + ph0)
        if abs(yy - tip[1]) < rh:
            ex_ = tip[0] + sg * 10  # the stroke being painted ends at the brush
        ends.append(ex_)
        far = W + 60 if sg > 0 else -60
        dr.rectangle((min(ex_, far), yy, max(ex_, far), yy + rh), fill=255)
        dr.ellipse((ex_ - rh * 0.7, yy, ex_ + rh * 0.7, yy + rh), fill=255)
    night_m = blur(np.asarray(im, np.float32) / 255, 2)
    night = ctx.sub("night")
    night.texture_sky()
    night.stars(420, 1.0)
    mx = float(np.clip(tip[0] + sg * ctx.u(250, 360), 140, W - 140))
    my = H * ctx.u(0.12, 0.2)
    night.celestial(mx, my, 50, "moon")
    ctx.fill_with(night_m, night, rim=0.0)
    # stars are smaller than a stroke: drawn on the painted night after the paint
    ys_, xs_ = np.nonzero(blur(night_m, 10)[: int(H * 0.62)] > 0.97)
    if len(xs_):
        pick_at = ctx.side().integers(0, len(xs_), 90)
        st = np.zeros((H, W), np.float32)
        for i in pick_at:
            st = np.maximum(st, disc(float(xs_[i]), float(ys_[i]), 2.2 + (i % 3) * 1.1, 1.0))
        _after_mask(ctx, st, "#f6efc9", 0.9)
    later_glow(ctx, mx, my, 90, "#f6efc9", 0.25)
    # splashes of night flicked onto the day, and drips running down from the edge
    side = ctx.side()
    spl = np.zeros((H, W), np.float32)
    for _ in range(18):
        yy = side.uniform(H * 0.05, H * 0.62)
        ex_ = ends[min(len(ends) - 1, int((yy + 10) / (rh * 0.8)))] - sg * side.uniform(50, 150)
        spl = np.maximum(spl, disc(ex_, yy, side.uniform(5, 14), 1.5))
    blend(ctx.img, spl, night.img[int(H * 0.3), int(mx)], 0.95)
    gy = ctx.hills(hz, 2, amp=30)
    # no framing tree: it would stand in front of the painted night
    ctx.staged = [f for f in ctx.staged if getattr(f, "__name__", "") != "repoussoir"]
    # the painter's stand: a stepladder or a cloud
    if on_cloud:
        cl = np.zeros((H, W), np.float32)
        for _k in range(7):
            cl = np.maximum(
                cl,
                ellipse(
                    x + ctx.u(-170, 170), fy + ctx.u(-10, 50), ctx.u(90, 140), ctx.u(40, 70), 8
                ),
            )
        ctx.lit(cl, _bbox(cl), rgb("#fbf6ef"), rim=0.3)
        _element(ctx, "a cloud", "secondary", _bbox(cl), ("cloud", "sky", "high"))
        stand = "standing on a cloud"
        bkx, bky = x - sg * ph * 0.28, fy - H * 0.04
    else:
        lad = np.zeros((H, W), np.float32)
        foot = gy + (H - gy) * 0.6
        top_w = 70
        for fx_, tx_ in ((x - 190, x - top_w), (x + 190, x + top_w)):
            lad = np.maximum(lad, segment(fx_, foot, tx_, fy + 10, 22))
        for k in range(1, 7):
            t = k / 7
            yy = fy + 10 + (foot - fy - 10) * t
            half = top_w + (190 - top_w) * t
            lad = np.maximum(lad, segment(x - half, yy, x + half, yy, 14))
        lad = np.maximum(lad, box(x - top_w - 20, fy - 4, x + top_w + 20, fy + 18, 3))
        ctx.cast_shadow(lad, _bbox(lad), foot, 0.4)
        ctx.lit(lad, _bbox(lad), rgb(pick(ctx, ["#e8e2d6", "#c8642e", "#3a4a5a"])), rim=0.5)
        _element(ctx, "a tall stepladder", "secondary", _bbox(lad), ("ladder", "height", "work"))
        stand = "standing on top of a tall stepladder on a hill"
        bkx, bky = x - sg * (top_w + 60), fy + H * 0.05
        hook = segment(x - sg * (top_w + 10), fy + 6, bkx, bky - H * 0.04, 6)
        _after_mask(ctx, hook, "#3a3a40", 0.9)
    who = pick(ctx, WHO[:5])
    person(
        ctx,
        "reach",
        x,
        fy,
        ph,
        "main",
        label=f"{who} painting the night onto the sky",
        **_named(who),
        flip=flip,
        coat=pick(ctx, ["#e8e2d6", "#c8862f", "#a8382f"]),
        tags=("person", "painter", "work"),
    )
    # the brush's bristles (bottom right in the icon) point up toward the night's edge
    bm, bb = icon_mask("large-paint-brush", bxc, byc, bh, flip=flip, rot=-90 if flip else 90)
    ctx.lit(bm, bb, rgb("#6a4428"), rim=0.5)
    tipm = disc(tip[0], tip[1], 34, 6) * blur(bm, 3) * 1.5
    blend(ctx.img, np.clip(tipm, 0, 1), night.img[int(H * 0.3), int(mx)], 0.9)
    _element(
        ctx,
        "a big brush dipped in night",
        "secondary",
        bb,
        ("brush", "paint", "art"),
        "large-paint-brush",
    )
    # the bucket of night
    km, kb = icon_mask("paint-bucket", bkx, bky, H * 0.075, flip=flip)
    ctx.lit(km, kb, rgb("#8a9098"), rim=0.5)
    _element(
        ctx,
        "a paint bucket",
        "secondary",
        kb,
        ("paint", "bucket", "night"),
        "paint-bucket",
    )
    ctx.focus[:] = np.maximum(
        ctx.focus, blur(np.clip(np.abs(np.gradient(night_m, axis=1)) * 8, 0, 1), 10)
    )
    _element(
        ctx,
        "half the sky painted over with night",
        "frame",
        (0 if sg < 0 else int(tip[0]), 0, int(tip[0]) if sg < 0 else W, int(gy)),
        ("night", "stars", "moon", "painted"),
    )
    return Painted(
        f"{who.capitalize()}, {stand}, paints the night onto the day sky with a big brush: "
        "on one side the sky is still day with the sun, on the painted side it is night, with "
        "stars and a moon; a paint bucket "
        + (f"stands beside {him(who)} on the cloud." if on_cloud else "hangs from the ladder."),
        [
            "change",
            "night",
            "creation",
            "bedtime",
            "time",
            "art",
            "power",
            "end of the day",
            "dreams",
            "imagination",
        ],
    )
