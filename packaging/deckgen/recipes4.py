"""Scene recipes with a large subject, one strong light against real darks, and a camera
that is not the horizon-with-a-small-object formula: a moon wound up with a key, a lantern
whose light is a sunny day, a hole in a meadow onto the sky below (seen from above), a fish
looking into a person's fishbowl, a painted sea pouring out of its canvas, the sea hanging
overhead with a fishing line down to a child, a garden watered with light, the night pulled
down like a blind, and a coat lined with the night. People come from figures.py; the recipes
register in the RECIPES table like those of recipes.py."""

from __future__ import annotations

import itertools
from dataclasses import dataclass

import numpy as np

from .figures import _bbox, him, joint_at, person
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
    fbm,
    glow,
    icon_mask,
    mix,
    rgb,
    smooth_noise,
    vgrad,
)
from .recipes import ICONS, Painted, later_glow, pick, recipe, segment, sky, third
from .recipes2 import string_to
from .scene import Ctx

# Icons this file draws that recipes.py does not list (all game-icons.net, one author each).
ICONS4: dict[str, tuple[str, tuple[str, ...]]] = {
    "skeleton-key": ("a big key", ("object", "key", "winding")),
    "fishing-hook": ("a fishing hook", ("object", "bait", "catch")),
    "daisy": ("a daisy", ("plant", "flower")),
    "paint-brush": ("a paint brush", ("object", "art")),
}
ICONS.update(ICONS4)  # the manifest names an unlabelled figure by this table

WHO = ["a woman", "a man", "an old man", "a grandmother", "a girl", "a boy"]
CHILD_COATS = ["#c0503a", "#e0b13a", "#3f5f8a", "#2f6f5a"]


def _element(
    ctx: Ctx,
    label: str,
    role: str,
    bb: tuple[int, int, int, int],
    tags: tuple[str, ...],
    icon: str | None = None,
) -> None:
    e: dict[str, object] = {"icon": icon, "label": label, "role": role, "bbox": list(bb)}
    if icon is None:
        e["shape"] = "shape"
    e["tags"] = list(tags)
    ctx.elements.append(e)


def _union(boxes: list[tuple[int, int, int, int]]) -> tuple[int, int, int, int]:
    """The box around several boxes (a flock registered as one figure)."""
    return (
        min(b[0] for b in boxes),
        min(b[1] for b in boxes),
        max(b[2] for b in boxes),
        max(b[3] for b in boxes),
    )


def _after_mask(ctx: Ctx, m: np.ndarray, col: str | np.ndarray, alpha: float) -> None:
    """Paint mask `m` in `col` after the brushwork (for things thinner than a stroke)."""
    c = rgb(col) if isinstance(col, str) else col

    def draw(img: np.ndarray) -> None:
        blend(img, m, c, alpha)

    ctx.after.append(draw)


def _night(ctx: Ctx, stars: int = 220) -> None:
    ctx.texture_sky()
    ctx.stars(stars)


# --- the moon wound up like a clock ------------------------------------------------------------


@recipe("night", "dusk", "aurora")
def winding_the_moon(ctx: Ctx) -> Painted:
    """A huge moon rests on the hill, and a person turns a big key in its side to wind it."""
    _x, s = third(ctx)
    r = H * ctx.u(0.165, 0.18)
    mx = W / 2 + s * ctx.u(190, 240)
    mx = float(np.clip(mx, r + 40, W - r - 40))
    my = H * ctx.u(0.36, 0.4)
    _night(ctx)
    ctx.light = (mx, my)
    glow(ctx.img, mx, my, r * 2.6, ctx.pal.light, 0.55)
    moon = disc(mx, my, r, 2.5)
    face = mix(rgb(ctx.pal.light), rgb("#f4e6b8"), 0.5)
    blend(ctx.img, moon, face)
    # seas and craters: soft darker patches, and a lighter limb toward the top
    n = smooth_noise(ctx.rng, int(r * 0.35)) - 0.5
    blend(ctx.img, moon * np.clip(n * 3, 0, 1), face * 0.78, 0.7)
    blend(
        ctx.img, disc(mx - r * 0.25, my - r * 0.25, r * 0.75, r * 0.4) * moon, rgb("#fffbea"), 0.35
    )
    clock = ctx.rng.random() < 0.6
    if clock:
        ink = mix(face, rgb(ctx.pal.ink), 0.55)
        for k in range(12):
            a = k * np.pi / 6
            rr0, rr1 = r * (0.8 if k % 3 else 0.74), r * 0.9
            tick = segment(
                mx + rr0 * np.sin(a),
                my - rr0 * np.cos(a),
                mx + rr1 * np.sin(a),
                my - rr1 * np.cos(a),
                9 if k % 3 else 14,
            )
            blend(ctx.img, tick, ink, 0.75)
    ctx.focus[:] = np.maximum(ctx.focus, disc(mx, my, r + 20, 20))
    gy = ctx.hills(ctx.u(0.555, 0.575), 2, amp=28)
    mb = (int(mx - r), int(my - r), int(mx + r), int(min(my + r, gy + 40)))
    said_moon = "a huge moon with a clock's marks around its rim" if clock else "a huge moon"
    _element(ctx, said_moon, "main", mb, ("moon", "night", "clock", "time"))
    # the key: its bit in the moon's side, its bow out toward the middle of the card
    kh = ctx.u(330, 360)
    ky = my + r * ctx.u(0.0, 0.1)
    kx = mx - s * (r - kh * 0.08)
    km, _kb = icon_mask("skeleton-key", kx, ky, kh, flip=s < 0, rot=45 if s > 0 else -45)
    km = km * (1 - disc(mx, my, r - 4, 3))
    kb = _bbox(km)
    ctx.lit(km, kb, rgb("#c9a043"), rim=0.6)
    ctx.focus[:] = np.maximum(ctx.focus, blur(km, 6))
    _element(
        ctx,
        "a big golden key in the moon's side",
        "secondary",
        kb,
        ("key", "winding"),
        "skeleton-key",
    )
    # the winder stands on the hill below the key, one hand up on its bow
    bow = (kb[0] + 45, (kb[1] + kb[3]) / 2) if s > 0 else (kb[2] - 45, (kb[1] + kb[3]) / 2)
    flip = s < 0
    sg = -1 if flip else 1
    fy = H * ctx.u(0.68, 0.71)
    ph = (fy - bow[1]) / 1.15
    px = bow[0] - sg * 0.15 * ph
    who = pick(ctx, WHO)
    person(
        ctx,
        "reach",
        px,
        fy,
        ph,
        label=f"{who} turning the key to wind the moon",
        who=who,
        flip=flip,
        shadow=fy,
        tags=("person", "keeper", "work"),
    )
    cx = px - sg * ctx.u(0.3, 0.36) * ph
    cat = ctx.rng.random() < 0.5 and 110 < cx < W - 110
    if cat:
        ctx.subject(
            "cat",
            cx,
            fy - H * 0.045,
            H * 0.085,
            "secondary",
            flip=flip,
            tags=("animal", "home", "curious"),
            shadow=fy + 6,
        )
    return Painted(
        f"{said_moon.capitalize()} rests on a dark hill, and {who} turns a big golden key in "
        "its side to wind it up" + (", while a cat sits watching." if cat else "."),
        [
            "time",
            "night",
            "routine",
            "duty",
            "bedtime",
            "care",
            "magic",
            "patience",
            "clockwork",
            "keeping the world going",
        ],
    )


# --- a lantern whose light is a sunny day ----------------------------------------------------


@recipe("night", "aurora", "dusk")
def lantern_of_day(ctx: Ctx) -> Painted:
    """At night a person holds a lantern high; inside its circle of light it is a sunny day."""
    x, s = third(ctx)
    flip = s > 0  # they face into the card
    _night(ctx, 240)
    gy = ctx.hills(ctx.u(0.6, 0.64), 2, amp=40)
    ctx.img *= 0.8
    day_pal = pick(ctx, ["noon", "spring", "golden"])
    day = ctx.sub(day_pal)
    day.texture_sky()
    day.light = (W / 2, -H * 0.2)
    day.clouds(3, 0.18, 0.45, 0.5)
    day.hills(gy / H - 0.05, 2, amp=40)
    for _ in range(40):
        fx, fyy = day.u(0, W), day.u(gy + 40, H)
        blend(
            day.img,
            disc(fx, fyy, day.u(5, 9), 2),
            rgb(pick(ctx, ["#fff6dc", "#f2c84b", "#e8708a"])),
        )
    ph = H * ctx.u(0.36, 0.4)
    fy = H * ctx.u(0.86, 0.9)
    hand = joint_at("reach", "ha_r", x, fy, ph, flip)
    lh = H * 0.085
    lx, ly = hand[0], hand[1] + lh * 0.45
    ctx.light = (lx, ly)
    cy = ly + H * 0.1
    rx, ry = W * ctx.u(0.4, 0.44), H * ctx.u(0.27, 0.3)
    pool = ellipse(lx, cy, rx, ry, 40)
    ctx.fill_with(pool, day, rim=0.0)
    glow(ctx.img, lx, ly, rx * 1.2, ctx.pal.light, 0.25)
    _element(
        ctx,
        "a circle of sunny day in the night",
        "frame",
        (int(lx - rx), int(cy - ry), int(lx + rx), int(cy + ry)),
        ("day", "light", "sun", "another world"),
    )
    # a butterfly in the day, on the far side from the lantern
    bx = float(np.clip(lx - (-1 if flip else 1) * rx * 0.55, 140, W - 140))
    by = cy - ry * ctx.u(0.2, 0.4)
    ctx.subject(
        "butterfly",
        bx,
        by,
        H * 0.08,
        "secondary",
        fill="#e89a3a",
        flip=not flip,
        tags=("animal", "insect", "summer"),
    )
    who = pick(ctx, WHO)
    person(
        ctx,
        "reach",
        x,
        fy,
        ph,
        "main",
        label=f"{who} holding up a lantern",
        who=who,
        flip=flip,
        shadow=fy,
        tags=("person", "light", "hope"),
    )
    lm, lb = icon_mask("old-lantern", lx, ly, lh)
    ctx.lit(lm, lb, rgb("#3a3030"), rim=0.3)
    _element(ctx, "a lantern", "secondary", lb, ("object", "light"), "old-lantern")
    later_glow(ctx, lx, ly + lh * 0.1, 120, "#ffe9a8", 0.6, core=14)
    return Painted(
        f"{who.capitalize()} holds a lantern high in the dark, and inside its circle of light it "
        "is a sunny day, with sky, green grass, flowers and a butterfly, while all around it "
        "stays dark.",
        [
            "hope",
            "light",
            "optimism",
            "joy",
            "inner sun",
            "contrast",
            "memory",
            "courage",
            "magic",
            "summer",
        ],
    )


# --- a hole in the meadow onto the sky below -------------------------------------------------


def _meadow(ctx: Ctx) -> None:
    """The whole card is ground seen from above: mottled grass (or snow, or sand), paler and
    hazier toward the top, where it is farther away."""
    far = ctx.sky_at(0.9)
    base = rgb(ctx.pal.ground)
    n1 = fbm(ctx.rng, 140, 3) - 0.5
    n2 = aniso_noise(ctx.rng, 40, 12) - 0.5
    side = ctx.side()
    n3 = aniso_noise(side, 14, 6) - 0.5
    depth = (YY / H)[..., None]
    tex = 1 + 0.22 * n1[..., None] + 0.16 * n2[..., None] + 0.12 * n3[..., None]
    warm = n2[..., None] * np.array([0.08, 0.05, -0.06], np.float32)
    img = base * tex + warm
    img = mix_arr(img, far, 0.35 * (1 - depth) ** 2)
    img *= 0.78 + 0.32 * (1 - depth)
    ctx.img[:] = np.clip(img, 0, 1)


def mix_arr(a: np.ndarray, b: np.ndarray, t: np.ndarray) -> np.ndarray:
    out: np.ndarray = a + (b - a) * t
    return out


@recipe("spring", "noon", "golden", "snow", "desert")
def hole_in_the_meadow(ctx: Ctx) -> Painted:
    """Seen from above: a round hole in a meadow opens onto the sky far below, and a child
    sits on its edge, legs dangling over the clouds."""
    _x, s = third(ctx)
    ctx.light = (W / 2 - s * W * 0.6, -H * 0.2)
    _meadow(ctx)
    # flowers (or pebbles) scattered in the grass
    for _ in range(90):
        fx, fyy = ctx.u(0, W), ctx.u(0, H)
        r = 3 + 6 * fyy / H
        col = pick(ctx, ["#fff6dc", "#f2c84b", "#e8708a"]) if ctx.pal.name != "snow" else "#9fb3c8"
        blend(ctx.img, disc(fx, fyy, r, 1.5), rgb(col), 0.85)
    hx = W / 2 + s * ctx.u(40, 90)
    hy = H * ctx.u(0.5, 0.55)
    rx, ry = W * ctx.u(0.33, 0.36), H * ctx.u(0.2, 0.22)
    hx = float(np.clip(hx, rx + 50, W - rx - 50))
    wob = 1 + 0.04 * (np.sin(np.arctan2(YY - hy, XX - hx) * 5 + ctx.u(0, 6)))
    d = np.sqrt(((XX - hx) / rx) ** 2 + ((YY - hy) / ry) ** 2) / wob
    hole = np.clip((1 - d) * ry / 3 + 0.5, 0, 1).astype(np.float32)
    sky_pal = pick(ctx, ["noon", "dawn", "lavender"]) if ctx.pal.name != "golden" else "golden"
    below = ctx.sub(sky_pal)
    below.img[:] = vgrad(list(reversed([(1 - t, c) for t, c in below.pal.sky])))
    below.texture_sky()
    below.light = ctx.light
    below.clouds(6, hy / H - 0.15, hy / H + 0.22, 0.7)
    ctx.fill_with(hole, below, rim=0.0)
    # the far inner wall: earth, lit from above, darker toward the depth
    wall_d = ry * 0.15
    inner = np.clip(hole - ellipse(hx, hy + wall_d, rx * 0.985, ry, 3), 0, 1) * (hy > YY)
    soil = rgb("#6a4a32")
    shade = np.clip((YY - (hy - ry)) / (wall_d * 1.6), 0, 1)[..., None]
    wallc = soil * (1.1 - 0.55 * shade)
    roots = (aniso_noise(ctx.rng, 8, 60) > 0.62).astype(np.float32)
    blend(ctx.img, inner, np.clip(wallc, 0, 1))
    blend(ctx.img, inner * roots, soil * 0.45, 0.6)
    # a lip of grass around the rim
    lip = np.clip(ellipse(hx, hy, rx + 16, ry + 12, 6) - hole, 0, 1)
    blend(ctx.img, lip, mix(rgb(ctx.pal.ground), rgb(ctx.pal.light), 0.25), 0.55)
    hb = (int(hx - rx * 1.04), int(hy - ry * 1.04), int(hx + rx * 1.04), int(hy + ry * 1.04))
    _element(
        ctx, "a hole in the meadow onto the sky below", "main", hb, ("hole", "sky", "another world")
    )
    ctx.focus[:] = np.maximum(ctx.focus, hole * 0.7)
    # what is down there
    what = pick(ctx, ["kite", "dove", "ladder"])
    # the child sits on the far rim, legs over the edge
    cxr = hx - s * rx * ctx.u(0.2, 0.35)
    rim_y = hy - ry * float(np.sqrt(max(0.0, 1 - ((cxr - hx) / rx) ** 2))) + 6
    ch = H * ctx.u(0.26, 0.28)
    flip = s < 0
    if what == "kite":
        kx, ky = hx + s * rx * 0.35, hy + ry * 0.45
        hand = joint_at("sit", "ha_r", cxr, rim_y, ch, flip)
        string_to(ctx, (hand[0], hand[1] - 4), (kx, ky - H * 0.03), 30, "#3a2a24", 3, 0.85, 14)
        ctx.subject(
            "kite",
            kx,
            ky,
            H * 0.1,
            "secondary",
            fill="#c0503a",
            rot=-20 * s,
            tags=("object", "wind", "child"),
        )
    elif what == "dove":
        ctx.subject(
            "dove",
            hx + s * rx * 0.3,
            hy + ry * 0.35,
            H * 0.085,
            "secondary",
            fill="#f4f1ea",
            flip=s < 0,
            tags=("animal", "bird", "peace"),
        )
    else:
        lx0 = cxr + s * ctx.u(90, 130)
        lad = np.zeros((H, W), np.float32)
        top, bot = rim_y - 10, hy + ry * 0.8
        for dx in (-38, 38):
            lad = np.maximum(lad, segment(lx0 + dx, top, lx0 + dx * 0.8, bot, 8))
        for k in range(1, 9):
            yy = top + (bot - top) * k / 9
            lad = np.maximum(lad, segment(lx0 - 36, yy, lx0 + 36, yy, 7))
        lad *= np.clip((bot - YY) / 80, 0, 1)  # fading into the far-off sky
        lb = _bbox(lad)
        ctx.lit(lad, lb, rgb("#a0764a"), rim=0.4)
        _element(
            ctx,
            "a rope ladder hanging down into the sky",
            "secondary",
            lb,
            ("ladder", "descent", "climb"),
        )
    if what == "kite":
        hand_note = "one hand flying a kite down into it"
    elif what == "dove":
        hand_note = "watching a dove fly far below"
    else:
        hand_note = "beside a rope ladder that hangs down into the sky"
    person(
        ctx,
        "sit",
        cxr,
        rim_y,
        ch,
        "secondary",
        label="a child sitting on the edge, legs over the sky",
        flip=flip,
        tags=("person", "child", "curious"),
        coat=pick(ctx, CHILD_COATS),
    )
    ground = {"snow": "snowfield", "desert": "stretch of sand"}.get(ctx.pal.name, "meadow")
    thing = {"kite": "a kite", "dove": "a dove", "ladder": "a rope ladder"}[what]
    for e in ctx.elements:
        if e["role"] == "main":
            e["label"] = f"a hole in the {ground} onto the sky below, with {thing} in it"
    return Painted(
        f"Seen from above, a round hole in a {ground} opens onto an open sky far below, with "
        f"clouds drifting in it; a child sits on its edge with legs dangling over the sky, "
        f"{hand_note}.",
        [
            "another world",
            "upside down",
            "curiosity",
            "edge",
            "daring",
            "secret",
            "falling",
            "discovery",
            "freedom",
            "vertigo",
        ],
        # seen from above there is no sky over the meadow: say its light instead
        "on a sunny green meadow" if ctx.pal.name == "noon" else None,
    )


# --- a fish looking into a person's fishbowl ------------------------------------------------


@recipe("interior", "mint", "dusk")
def fish_looks_in(ctx: Ctx) -> Painted:
    """Roles swapped: a big fish floats in the air of a room and looks into a fishbowl on the
    table, where a person sits in a paper boat looking back."""
    fy = ctx.room(ctx.u(0.76, 0.8))
    x, s = third(ctx)
    # a window on the fish's side lights the room
    wx = W / 2 - s * ctx.u(260, 320)
    wy0, wy1 = H * 0.12, H * 0.34
    night = ctx.sub("night")
    night.texture_sky()
    night.stars(120, 0.4)
    night.celestial(wx + ctx.u(-40, 40), H * 0.19, 38, "moon")
    ctx.window(wx - 130, wy0, wx + 130, wy1, night.img)
    ctx.img[:] *= np.clip(
        0.62 + 0.45 * np.exp(-((XX - wx) ** 2 + (YY - H * 0.3) ** 2) / (2 * 520.0**2)), 0, 1
    )[..., None]
    ctx.light = (wx, H * 0.23)
    glow(ctx.img, wx, H * 0.23, 420, ctx.pal.light, 0.3)
    # the table and the bowl
    r = H * ctx.u(0.18, 0.195)
    bx = float(np.clip(x, r + 50, W - r - 50))
    ty = fy - H * 0.12
    top = box(bx - r * 1.25, ty - 16, bx + r * 1.25, ty + 10, 3)
    table = top.copy()
    for lx in (bx - r * 1.1, bx + r * 1.1 - 20):
        table = np.maximum(table, box(lx, ty, lx + 20, fy + 40, 2))
    tb = _bbox(table)
    ctx.lit(table, tb, rgb("#5a3a2a"), rim=0.3)
    cy = ty - 16 - r * 0.92
    bowl = disc(bx, cy, r, 3) * (cy - r * 0.78 < YY)
    wl = cy - r * 0.12  # the water line
    water = bowl * (wl < YY)
    tint = rgb("#3f8f9a")
    blend(ctx.img, water, mix(tint, ctx.c("light"), 0.1), 0.72)
    deep = np.clip((YY - wl) / (r * 1.1), 0, 1)
    blend(ctx.img, water * deep, rgb("#0f3a48"), 0.45)
    for _ in range(9):  # pebbles at the bottom
        px = bx + ctx.u(-r * 0.6, r * 0.6)
        blend(
            ctx.img,
            ellipse(px, cy + r * 0.86, ctx.u(16, 30), ctx.u(10, 16), 3) * bowl,
            rgb(pick(ctx, ["#c8b89a", "#8a7a6a", "#e0d6c0"])),
            0.9,
        )
    glass = bowl * (wl >= YY)
    blend(ctx.img, glass, ctx.c("light"), 0.1)
    rim = np.clip(disc(bx, cy, r + 6, 3) - disc(bx, cy, r - 6, 3), 0, 1) * (cy - r * 0.78 < YY)
    blend(ctx.img, rim, mix(ctx.c("light"), tint, 0.3), 0.55)
    lipm = np.clip(
        ellipse(bx, cy - r * 0.78, r * 0.63, 16, 3) - ellipse(bx, cy - r * 0.78, r * 0.57, 9, 3),
        0,
        1,
    )
    blend(ctx.img, lipm, ctx.c("light"), 0.6)
    hl = np.clip(
        disc(bx, cy, r * 0.86, 4) - disc(bx + s * r * 0.12, cy + r * 0.08, r * 0.86, 4), 0, 1
    )
    blend(ctx.img, hl * (cy + r * 0.2 > YY), rgb("#ffffff"), 0.45)
    blend(ctx.img, box(bx - r * 0.7, wl - 3, bx + r * 0.7, wl + 3, 2) * bowl, ctx.c("light"), 0.5)
    col = pick(ctx, ["#f08a2a", "#f0b03a", "#e8602a"])
    fish_said = {"#f08a2a": "a big orange", "#f0b03a": "a big golden", "#e8602a": "a big red"}[col]
    _element(
        ctx,
        f"a round fishbowl watched by {fish_said} fish",
        "main",
        (int(bx - r), int(cy - r * 0.8), int(bx + r), int(cy + r)),
        ("fishbowl", "glass", "water"),
    )
    ctx.focus[:] = np.maximum(ctx.focus, bowl * 0.7)
    # the person in the bowl, in a paper boat on the water
    bh = H * 0.12
    boat_x = bx + s * r * 0.1
    ph = H * ctx.u(0.19, 0.2)
    flip = s > 0  # looking out toward the fish
    face = -1 if flip else 1
    person(
        ctx,
        "sit",
        boat_x - face * bh * 0.28,
        wl - bh * 0.2,
        ph,
        "secondary",
        label="a person sitting in a paper boat inside the fishbowl",
        flip=flip,
        tags=("person", "small", "watched"),
    )
    ctx.subject(
        "paper-boat",
        boat_x,
        wl - bh * 0.05,
        bh,
        "secondary",
        fill="#f2ede0",
        tags=("object", "water", "journey"),
        separate=False,
    )
    # the fish outside, in the air, its face to the glass
    fh = H * ctx.u(0.18, 0.2)
    fx = float(np.clip(bx - s * (r + fh * 0.62), fh * 0.62 + 20, W - fh * 0.62 - 20))
    fyy = cy - r * ctx.u(0.0, 0.15)
    fm = ctx.subject(
        "tropical-fish",
        fx,
        fyy,
        fh,
        "secondary",
        fill=col,
        flip=s < 0,
        tags=("animal", "fish", "watching"),
        label="a big fish floating in the air",
        separate=False,
    )
    ctx.cast_shadow(fm, _bbox(fm), fy + 60, 0.3, k=0.2)
    return Painted(
        f"In a room with a moonlit window, {fish_said} fish floats in the air beside a table "
        "and looks "
        "into a round fishbowl, where a person sits in a paper boat on the water looking back "
        "at it.",
        [
            "roles reversed",
            "watching",
            "captivity",
            "curiosity",
            "home",
            "small world",
            "freedom",
            "loneliness",
            "being observed",
            "strange",
        ],
    )


# --- a painted sea pouring out of its canvas --------------------------------------------------


@dataclass(frozen=True)
class Easel:
    """A canvas on an easel in a dim studio: where it stands and how big it is."""

    x: float  # the third the scene leans to
    s: int  # which side that is (-1 or 1)
    fy: float  # the floor's y
    cx: float  # the canvas's centre and half sizes
    cy: float
    cw: float
    chh: float
    lb: tuple[int, int, int, int]  # the easel's box


def easel(ctx: Ctx) -> Easel:
    """A dim studio with an easel on one third, lit from its canvas (not yet painted)."""
    fy = ctx.room(ctx.u(0.76, 0.8))
    ctx.img *= 0.62
    x, s = third(ctx)
    cw, chh = W * ctx.u(0.27, 0.3), H * ctx.u(0.15, 0.17)
    cx = float(np.clip(x + s * 30, cw + 40, W - cw - 40))
    cy = fy - H * 0.3
    ctx.light = (cx, cy - chh * 0.3)
    glow(ctx.img, cx, cy, cw * 2.2, ctx.pal.light, 0.35)
    # the easel: three legs and a ledge
    leg = np.maximum(
        segment(cx - cw * 0.7, fy + 30, cx - 20, cy - chh - 60, 22),
        segment(cx + cw * 0.7, fy + 30, cx + 20, cy - chh - 60, 22),
    )
    leg = np.maximum(leg, segment(cx, cy, cx, fy + 10, 18))
    leg = np.maximum(leg, box(cx - cw - 20, cy + chh, cx + cw + 20, cy + chh + 26, 2))
    lb = _bbox(leg)
    ctx.lit(leg, lb, rgb("#6a4428"), rim=0.4)
    return Easel(x, s, fy, cx, cy, cw, chh, lb)


def hang_canvas(ctx: Ctx, e: Easel, pic: Ctx) -> np.ndarray:
    """Show `pic` on the easel's canvas, in a pale frame; returns the canvas's mask."""
    cx, cy, cw, chh = e.cx, e.cy, e.cw, e.chh
    canvas = box(cx - cw, cy - chh, cx + cw, cy + chh, 2)
    ctx.fill_with(canvas, pic, rim=0.0)
    frame = np.clip(box(cx - cw - 14, cy - chh - 14, cx + cw + 14, cy + chh + 14, 2) - canvas, 0, 1)
    blend(ctx.img, frame, rgb("#e8dcc0"))
    return canvas


@recipe("interior", "mint", "lavender")
def painting_spills(ctx: Ctx) -> Painted:
    """In a dim studio the sea painted on a canvas pours out of the picture onto the floor;
    the painter beside it reacts."""
    e = easel(ctx)
    s, fy, cx, cy, cw, chh, lb = e.s, e.fy, e.cx, e.cy, e.cw, e.chh, e.lb
    # the canvas holds a sea under a sky
    sea_pal = pick(ctx, ["noon", "golden", "dawn"])
    pic = ctx.sub(sea_pal)
    pic.texture_sky()
    hz = (cy + chh * 0.1) / H
    pic.celestial(cx - s * cw * 0.45, cy - chh * 0.45, 40)
    pic.clouds(3, (cy - chh) / H, hz - 0.02, 0.6)
    pic.water(hz, ripple=5)
    canvas = hang_canvas(ctx, e, pic)
    ctx.light = (cx, cy)
    sea = np.asarray(pic.img[int(cy + chh - 10), int(cx)], np.float32)
    # the spill: over the canvas's lower edge, down past the ledge, into a pool on the floor
    sx0, sx1 = cx - cw * 0.55, cx + cw * 0.35
    fall = box(sx0, cy + chh - 4, sx1, fy + 40, 4)
    fall *= 1 - 0.35 * (aniso_noise(ctx.rng, 18, 120) > 0.55) * (cy + chh + 30 < YY)
    px = (sx0 + sx1) / 2 + s * 40
    pool = ellipse(px, fy + H * 0.1, W * 0.4, H * 0.065, 12)
    water = np.maximum(fall, pool)
    wc = mix(sea, rgb("#2f7f95"), 0.35)
    blend(ctx.img, water, wc, 0.92)
    streaks = (aniso_noise(ctx.rng, 6, 80) > 0.6).astype(np.float32) * fall
    blend(ctx.img, streaks, rgb("#e8f6f8"), 0.5)
    rip = (aniso_noise(ctx.rng, 90, 8) > 0.62).astype(np.float32) * pool
    blend(ctx.img, rip, rgb("#dff4f4"), 0.3)
    blend(ctx.img, ellipse(px, fy + 40, 200, 26, 10), rgb("#ffffff"), 0.45)  # foam
    ctx.focus[:] = np.maximum(ctx.focus, blur(np.maximum(canvas, water), 8) * 0.8)
    eb = (
        int(min(lb[0], cx - cw - 14)),
        int(cy - chh - 60),
        int(max(lb[2], cx + cw + 14)),
        int(fy + 40),
    )
    _element(
        ctx,
        "a painted {} pouring out of its canvas".format(
            {"noon": "blue sea", "golden": "sunset sea", "dawn": "pink sea at dawn"}[sea_pal]
        ),
        "main",
        eb,
        ("painting", "sea", "waterfall", "art"),
    )
    # a paper boat sails out across the pool
    bx = px - s * W * 0.2
    ctx.subject(
        "paper-boat",
        bx,
        fy + H * 0.09,
        H * 0.08,
        "secondary",
        fill="#f4efe4",
        flip=s > 0,
        tags=("object", "water", "journey"),
    )
    # the painter, on the other side, facing the canvas
    ph = H * ctx.u(0.33, 0.36)
    pxp = float(np.clip(cx - s * (cw + ph * 0.32), ph * 0.35, W - ph * 0.35))
    pfy = fy + H * 0.1
    pose = pick(ctx, ["arms-up", "point", "hold"])
    flip = s < 0
    who = pick(ctx, WHO[:4])
    person(
        ctx,
        pose,
        pxp,
        pfy,
        ph,
        "secondary",
        label=f"{who}, the painter",
        who=who,
        flip=flip,
        shadow=pfy,
        tags=("person", "artist", "surprise"),
    )
    if pose == "hold":
        hand = joint_at("hold", "ha_r", pxp, pfy, ph, flip)
        from .recipes import later_icon

        later_icon(
            ctx, "paint-brush", hand[0], hand[1] - 30, 90, "#3a2a20", rot=-30 if s > 0 else 30
        )
    act = {
        "arms-up": "throws up both hands",
        "point": "points at it",
        "hold": "holds out a brush",
    }[pose]
    return Painted(
        f"In a dim studio, the sea painted on a canvas pours over the frame, down the easel and "
        f"into a pool on the floor where a paper boat sails away; {who} beside it, the painter, "
        f"{act}.",
        [
            "creation",
            "art",
            "imagination",
            "overflowing",
            "inspiration",
            "out of control",
            "dream",
            "surprise",
            "flood",
            "making",
        ],
    )


# --- the sea overhead, a fishing line down to a child ---------------------------------------


@recipe("golden", "spring", "dawn", "noon")
def sea_overhead(ctx: Ctx) -> Painted:
    """The sky is the underside of the sea: a boat floats overhead among fish, and its fishing
    line hangs down to a child on a hill who reaches up for the hook."""
    x, s = third(ctx)
    flip = s > 0
    sea = ctx.sub("under")
    sea.img[:] = vgrad([(0, "#bff0e8"), (0.1, "#5fc3c0"), (0.45, "#1f7f8e"), (0.62, "#0d4f62")])
    sea.texture_sky()
    surface = H * 0.07
    sea.light = (W / 2, -H)
    sea.rays(W / 2 + s * 200, surface, 7, 0.22, 0.5)
    ctx.img[:] = sea.img
    ctx.light = (W / 2 - s * W * 0.2, 0)
    blend(ctx.img, box(-5, surface - 8, W + 5, surface + 4, 4), rgb("#f4fffb"), 0.7)
    # the boat's hull seen from below, breaking the surface
    hx = W / 2 - s * ctx.u(140, 200)
    hull = ellipse(hx, surface, W * 0.2, H * 0.055, 4) * (surface - 6 < YY)
    hb = _bbox(hull)
    ctx.lit(hull, hb, rgb("#3a2a2a"), rim=0.3)
    _element(ctx, "a boat's hull seen from below", "secondary", hb, ("boat", "fisher", "above"))
    # fish swim in this sky
    for k in range(2):
        fxx = W / 2 + (s if k else -s) * ctx.u(260, 380)
        fyy = H * ctx.u(0.24, 0.42)
        ctx.subject(
            "tropical-fish",
            fxx,
            fyy,
            H * (0.095 if k else 0.08),
            "secondary",
            fill=pick(ctx, ["#e07a2a", "#e8c04a", "#d8605a"]),
            flip=ctx.rng.random() < 0.5,
            tags=("animal", "fish", "swim"),
        )
    gy = ctx.hills(ctx.u(0.66, 0.7), 2, amp=40)
    ctx.fog(gy / H - 0.01, 0.03, 0.45, "#9fd6cf")
    ph = H * ctx.u(0.34, 0.37)
    fy = H * ctx.u(0.9, 0.92)
    hand = joint_at("reach", "ha_r", x, fy, ph, flip)
    hk = H * 0.075
    hkx, hky = hand[0] + (4 if not flip else -4), hand[1] - hk * 0.42
    km, kb = icon_mask("fishing-hook", hkx, hky, hk, flip=flip)
    ctx.lit(km, kb, rgb("#c8ccd4"), rim=0.8)
    _element(ctx, "a fishing hook", "secondary", kb, ("bait", "catch", "hook"), "fishing-hook")
    top_hook = (kb[0] + (kb[2] - kb[0]) * (0.25 if not flip else 0.75), kb[1] + 4)
    string_to(ctx, (hx + s * W * 0.12, hb[3] - 16), top_hook, 20, "#1e2a2a", 3, 0.85, 14)
    who = pick(ctx, ["a girl", "a boy", "a child"])
    person(
        ctx,
        "reach",
        x,
        fy,
        ph,
        "main",
        label=f"{who} reaching up to the hook",
        who=who,
        flip=flip,
        shadow=fy,
        tags=("person", "child", "curious"),
        coat=pick(ctx, CHILD_COATS),
    )
    return Painted(
        f"The sky is the underside of the sea: a boat floats overhead with fish swimming below "
        f"it, and its fishing line hangs down to a hill where {who} reaches up to take the hook.",
        [
            "temptation",
            "upside down",
            "caught",
            "curiosity",
            "bait",
            "another world",
            "desire",
            "trap",
            "wonder",
            "fishing",
        ],
    )


# --- a gardener watering the night with light --------------------------------------------


@recipe("night", "aurora", "dusk")
def watering_with_light(ctx: Ctx) -> Painted:
    """At night a person waters a dark garden with a can that pours light: where it falls the
    flowers open and glow, the rest stay shut in the dark."""
    x, s = third(ctx)
    flip = s > 0  # they face into the card, where the light falls
    sg = -1 if flip else 1
    _night(ctx, 200)
    gy = ctx.hills(ctx.u(0.6, 0.64), 2, amp=36)
    ctx.img *= 0.78
    ph = H * ctx.u(0.38, 0.41)
    fy = H * ctx.u(0.86, 0.89)
    hand = joint_at("hold", "ha_r", x, fy, ph, flip)
    ch = H * 0.1
    cxn, cyn = hand[0] + sg * ch * 0.35, hand[1] + ch * 0.2
    cm, cb = icon_mask("watering-can", cxn, cyn, ch, flip=flip, rot=-28 * sg)
    spout = (
        (cb[2] - 8, cb[1] + (cb[3] - cb[1]) * 0.35)
        if not flip
        else (cb[0] + 8, cb[1] + (cb[3] - cb[1]) * 0.35)
    )
    # the flowers the light falls on, in front of the gardener
    fx0 = spout[0] + sg * ctx.u(150, 200)
    fbase = fy + ctx.u(-30, 10)
    ctx.light = (fx0, fbase - H * 0.05)
    glow(ctx.img, fx0, fbase - H * 0.04, 420, ctx.pal.light, 0.45)
    # the stream of light: a soft glow now, sparks after the paint
    pts = []
    for k in range(24):
        t = k / 23
        px = spout[0] + (fx0 - spout[0]) * t
        py = spout[1] + (fbase - H * 0.06 - spout[1]) * t * t
        pts.append((px, py))
    trail = np.zeros((H, W), np.float32)
    for p, q in itertools.pairwise(pts):
        trail = np.maximum(trail, segment(p[0], p[1], q[0], q[1], 26))
    blend(ctx.img, blur(trail, 14), ctx.c("light"), 0.55)
    blend(ctx.img, trail, rgb("#fff4c8"), 0.7)
    jit = ctx.side().uniform(-1, 1, (60, 3))

    def sparks(img: np.ndarray) -> None:
        for j in jit:
            k = int((j[0] * 0.5 + 0.5) * 22)
            px, py = pts[k]
            glow(img, px + j[1] * 30, py + j[2] * 30, 14, "#fff4c8", 0.35)
            blend(img, disc(px + j[1] * 30, py + j[2] * 30, 3.5, 1.2), rgb("#fffbe6"), 0.9)

    ctx.after.append(sparks)
    ctx.focus[:] = np.maximum(ctx.focus, blur(trail, 10))
    # the flowers: glowing where the light falls, shut and dark elsewhere
    lit_n = 0
    for k, (ox, hh) in enumerate(((0, 0.1), (sg * 120, 0.08), (-sg * 110, 0.078))):
        fxk = fx0 + ox
        if not 80 < fxk < W - 80:
            continue
        hk = H * hh
        ctx.subject(
            "daisy",
            fxk,
            fbase - hk / 2 + k * 14,
            hk,
            "secondary",
            fill="#fff0b0",
            halo=0.35,
            tags=("plant", "flower", "light"),
            label="a flower glowing where the light falls",
        )
        lit_n += 1
    for _ in range(7):
        dx = ctx.u(0, W)
        if abs(dx - fx0) < 260 or abs(dx - x) < 140:
            continue
        bm, bb = icon_mask("daisy", dx, fy + ctx.u(-40, 60), H * 0.05)
        ctx.lit(bm, bb, mix(rgb(ctx.pal.ground), rgb("#3a4a5a"), 0.4), rim=0.2)
    who = pick(ctx, WHO)
    person(
        ctx,
        "hold",
        x,
        fy,
        ph,
        "main",
        label=f"{who} watering the garden with light",
        who=who,
        flip=flip,
        shadow=fy,
        tags=("person", "gardener", "care"),
    )
    ctx.lit(cm, cb, rgb("#6a7f8a"), rim=0.6)
    _element(
        ctx,
        "a watering can pouring light",
        "secondary",
        cb,
        ("object", "garden", "light"),
        "watering-can",
    )
    later_glow(ctx, spout[0], spout[1], 60, "#fff4c8", 0.5)
    del gy
    return Painted(
        f"In the dark, {who} waters a garden with a watering can that pours out light; where "
        "it falls, the flowers open and glow, and the others stay shut in the dark.",
        [
            "care",
            "hope",
            "growth",
            "kindness",
            "light",
            "patience",
            "nurture",
            "magic",
            "night",
            "teaching",
        ],
    )


# --- pulling the night down like a blind ---------------------------------------------------


@recipe("golden", "dawn", "desert", "lavender")
def pulling_down_the_night(ctx: Ctx) -> Painted:
    """In the evening a person on a hill pulls the night down over the sky like a blind, by a
    cord with a ring; above its edge it is already dark, with stars."""
    x, s = third(ctx)
    flip = s > 0
    ph = H * ctx.u(0.35, 0.38)
    fy = H * ctx.u(0.87, 0.9)
    hand = joint_at("reach", "ha_r", x, fy, ph, flip)
    ring_r = 34
    by = hand[1] - ring_r - H * ctx.u(0.05, 0.07)  # the blind's hem
    sx = W / 2 - s * ctx.u(150, 260)
    sky(ctx, sx=sx, sy=by + H * ctx.u(0.1, 0.13), r=64, clouds=0)
    ctx.streaks(by / H + 0.05, by / H + 0.16, 0.5)
    ctx.hills(ctx.u(0.64, 0.68), 2, amp=34)
    night = ctx.sub("night")
    night.texture_sky()
    night.stars(360, by / H)
    moon = ctx.rng.random() < 0.6
    if moon:
        night.celestial(W / 2 + s * ctx.u(80, 240), by * ctx.u(0.3, 0.5), 46, "moon")
        ctx.light = (sx, by + H * 0.11)
    wave = by + 10 * np.sin(XX / 140 + ctx.u(0, 6))
    blind = np.clip((wave - YY) / 2 + 0.5, 0, 1).astype(np.float32)
    below = np.clip((YY - wave) / 60, 0, 1) * np.clip((wave + 90 - YY) / 90, 0, 1)
    blend(ctx.img, below, ctx.img * 0.5, 0.45)  # the blind's shadow on the evening sky
    ctx.fill_with(blind, night, rim=0.0)
    rod = np.clip((wave + 22 - YY) / 2 + 0.5, 0, 1) * np.clip((YY - wave + 8) / 2 + 0.5, 0, 1)
    ctx.lit(rod.astype(np.float32), (0, int(by - 20), W, int(by + 34)), rgb("#c8945a"), rim=0.6)
    _element(
        ctx,
        "the night pulled down over the sky like a blind",
        "frame",
        (0, 0, W, int(by + 16)),
        ("night", "stars", "blind", "bedtime"),
    )
    # the cord and its ring, in the hand
    ring = np.clip(
        disc(hand[0], hand[1] - 4, ring_r, 2) - disc(hand[0], hand[1] - 4, ring_r - 12, 2), 0, 1
    )
    cord = segment(hand[0], by + 20, hand[0], hand[1] - ring_r - 2, 9)
    rc = np.maximum(ring, cord)
    who = pick(ctx, WHO)
    person(
        ctx,
        "reach",
        x,
        fy,
        ph,
        "main",
        label=f"{who} pulling down the night by its cord",
        who=who,
        flip=flip,
        shadow=fy,
        tags=("person", "evening", "bedtime"),
    )
    rb = _bbox(rc)
    ctx.lit(rc, rb, rgb("#d8b060"), rim=0.6)
    ctx.focus[:] = np.maximum(ctx.focus, blur(rc, 6))
    # the hem's lit edge and the cord are thinner than a stroke: drawn again after the paint
    hem = np.clip((wave + 16 - YY) / 1.5 + 0.5, 0, 1) * np.clip((YY - wave - 4) / 1.5 + 0.5, 0, 1)
    _after_mask(ctx, hem.astype(np.float32), "#e8c48a", 0.9)
    _after_mask(ctx, rc, "#e0b868", 0.95)
    child = ctx.rng.random() < 0.5
    if child:
        cxp = float(np.clip(x + (-1 if flip else 1) * ph * 0.4, 120, W - 120))
        person(
            ctx,
            "arms-up",
            cxp,
            fy + 14,
            ph * 0.56,
            label="a child raising both arms",
            flip=flip,
            shadow=fy + 14,
            tags=("person", "child", "wonder"),
            coat=pick(ctx, CHILD_COATS),
        )
    return Painted(
        f"On a hill, {who} pulls the night down over the sky like a blind, by a "
        "cord with a ring; above its edge it is already dark, with stars"
        + (" and the moon" if moon else "")
        + (f", and a child beside {him(who)} raises both arms to the stars." if child else "."),
        [
            "bedtime",
            "end of the day",
            "night",
            "control",
            "time",
            "routine",
            "rest",
            "farewell",
            "magic",
            "closing",
        ],
    )


# --- a coat whose lining is the night ------------------------------------------------------


@recipe("golden", "mist", "snow", "dawn", "spring")
def coat_of_night(ctx: Ctx) -> Painted:
    """A person on a hill opens their long coat wide, and its lining is the night sky, with
    stars and the moon; a child looks up at it."""
    x, s = third(ctx)
    flip = s > 0
    sky(ctx, sx=W / 2 - s * ctx.u(250, 360), sy=ctx.u(220, 330), clouds=3)
    ctx.hills(ctx.u(0.62, 0.66), 2, amp=30)
    ph = H * ctx.u(0.44, 0.48)
    fy = H * ctx.u(0.88, 0.9)
    x = float(np.clip(x, 0.47 * ph + 20, W - 0.47 * ph - 20))
    who = pick(ctx, WHO[:4])
    coat = pick(ctx, ["#3a2e4a", "#2f3a4f", "#4a2a2a"])
    person(
        ctx,
        "wings",
        x,
        fy,
        ph,
        "main",
        label=f"{who} opening a coat lined with the night",
        who=who,
        flip=flip,
        shadow=fy,
        coat=coat,
        dress=False,
        tags=("person", "secret", "inner world"),
    )
    sg = -1.0 if flip else 1.0

    def pt(px: float, py: float) -> tuple[float, float]:
        return x + sg * px * ph, fy + py * ph

    flaps = np.zeros((H, W), np.float32)
    from PIL import Image, ImageDraw

    im = Image.new("L", (W, H), 0)
    d = ImageDraw.Draw(im)
    for side in (-1, 1):
        poly = [
            pt(side * 0.43, -0.88),
            pt(side * 0.1, -0.79),
            pt(side * 0.035, -0.5),
            pt(side * 0.05, -0.12),
            pt(side * 0.36, -0.15),
        ]
        d.polygon(poly, fill=255)
    flaps = blur(np.asarray(im, np.float32) / 255, 1.2)
    night = ctx.sub("night")
    night.texture_sky(0.06)
    night.stars(700, 1.0)
    mx, my = pt(-0.22, -0.62)
    night.celestial(mx, my, ph * 0.035, "moon")
    ctx.fill_with(flaps, night, rim=0.0)
    trim = np.clip(blur(flaps, 4) * 1.8 - flaps, 0, 1) * 0.9
    blend(ctx.img, trim, rgb(coat) * 0.8)
    later_glow(ctx, mx, my, ph * 0.09, "#f6efc9", 0.35)
    # stars are smaller than a stroke: drawn in the lining after the paint
    ys, xs = np.nonzero(blur(flaps, 8) > 0.97)
    if len(xs):
        pick_at = ctx.side().integers(0, len(xs), 70)
        stars = np.zeros((H, W), np.float32)
        for i in pick_at:
            stars = np.maximum(stars, disc(float(xs[i]), float(ys[i]), 2.2 + (i % 3) * 0.9, 1.0))
        _after_mask(ctx, stars, "#f6efc9", 0.9)
    fb = _bbox(flaps)
    _element(
        ctx,
        "a coat lining full of stars and the moon",
        "secondary",
        fb,
        ("night", "stars", "secret", "inner world"),
    )
    ctx.focus[:] = np.maximum(ctx.focus, flaps)
    child = pick(ctx, ["child", "dog", "none"])
    if child == "child":
        cx = x + sg * ph * ctx.u(0.5, 0.56)
        cx = float(np.clip(cx, 90, W - 90))
        person(
            ctx,
            "point",
            cx,
            fy + 10,
            ph * 0.46,
            label="a child pointing at the stars",
            flip=not flip,
            shadow=fy + 10,
            tags=("person", "child", "wonder"),
            coat=pick(ctx, CHILD_COATS),
        )
    elif child == "dog":
        cx = float(np.clip(x + sg * ph * 0.45, 110, W - 110))
        ctx.subject(
            "fox",
            cx,
            fy - H * 0.04,
            H * 0.085,
            "secondary",
            flip=not flip,
            tags=("animal", "wild", "curious"),
            shadow=fy + 6,
        )
    return Painted(
        f"On a hill by day, {who} opens a long coat wide, and its lining is the night sky, "
        "full of stars, with the moon"
        + {
            "child": "; a child points up at it.",
            "dog": "; a fox sits looking up at it.",
            "none": ".",
        }[child],
        [
            "secret",
            "inner world",
            "magic",
            "night",
            "dream",
            "surprise",
            "mystery",
            "hidden self",
            "wonder",
            "generosity",
        ],
    )
