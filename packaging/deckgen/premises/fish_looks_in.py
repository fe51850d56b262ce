"""Premise "fish-looks-in": Roles swapped: a big goldfish floats in the air of a room and looks
into a fishbowl on the table, where a cat sits in a paper boat looking back."""

from __future__ import annotations

import numpy as np

from ..kit.figures import bbox_of
from ..kit.light import after_mask
from ..kit.paint import XX, YY, H, W, blend, blur, box, disc, ellipse, glow, mix, rgb
from ..kit.place import add_element, focus_on, pick, third
from ..kit.premise import Painted, Premise
from ..kit.scene import Ctx
from ..kit.shapes import polygon_fine, polylines


def stage(ctx: Ctx) -> Painted:
    """Roles swapped: a big goldfish floats in the air of a room and looks into a fishbowl on
    the table, where a cat sits in a paper boat looking back."""
    fy = ctx.room(ctx.u(0.84, 0.87))
    x, s = third(ctx)
    # a window on the fish's side lights the room
    wx = W / 2 - s * ctx.u(260, 320)
    wy0, wy1 = H * 0.14, H * 0.38
    night = ctx.sub("night")
    night.texture_sky()
    night.stars(120, 0.4)
    night.celestial(wx + ctx.u(-40, 40), H * 0.22, 38, "moon")
    ctx.window(wx - 130, wy0, wx + 130, wy1, night.img)
    ctx.img[:] *= np.clip(
        0.62 + 0.45 * np.exp(-((XX - wx) ** 2 + (YY - H * 0.34) ** 2) / (2 * 520.0**2)), 0, 1
    )[..., None]
    ctx.light = (wx, H * 0.27)
    glow(ctx.img, wx, H * 0.27, 420, ctx.pal.light, 0.3)
    # the table and the bowl
    r = H * ctx.u(0.18, 0.195)
    bx = float(np.clip(x, r + 50, W - r - 50))
    ty = fy - H * 0.12
    top = box(bx - r * 1.25, ty - 16, bx + r * 1.25, ty + 10, 3)
    table = top.copy()
    for lx in (bx - r * 1.1, bx + r * 1.1 - 20):
        table = np.maximum(table, box(lx, ty, lx + 20, fy + 40, 2))
    tb = bbox_of(table)
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
    col = pick(ctx, ["#f08a2a", "#e8602a"])  # (a golden one painted olive on the pale wall)
    fish_said = {"#f08a2a": "a big orange", "#e8602a": "a big red"}[col]
    add_element(
        ctx,
        f"a round fishbowl watched by {fish_said} goldfish",
        "secondary",
        (int(bx - r), int(cy - r * 0.8), int(bx + r), int(cy + r)),
        ("fishbowl", "glass", "water"),
    )
    ctx.focus[:] = np.maximum(ctx.focus, bowl * 0.7)
    # a cat in the bowl, curled in a paper boat on the water, looking back at the fish
    bh = H * 0.14
    boat_x = bx + s * r * 0.12
    flip = s > 0  # the cat's head toward the fish, outside on the other side
    fur, fur_said = {
        "#2e2a2e": ("#2e2a2e", "black"),
        "#c8742a": ("#c8742a", "ginger"),
    }[pick(ctx, ["#2e2a2e", "#c8742a"])]
    ctx.subject(
        "cat",
        boat_x - s * bh * 0.05,
        wl - bh * 0.45,
        H * 0.105,
        "secondary",
        fill=fur,
        flip=flip,
        tags=("animal", "cat", "watched"),
        label=f"a {fur_said} cat sitting in a paper boat inside the fishbowl",
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
    # the fish outside, in the air, a big goldfish drawn from shapes: its nose to the glass,
    # tipped down to look in, its veil tail trailing
    fl = H * ctx.u(0.3, 0.32)  # nose to tail tip
    face = s  # toward the bowl
    fx = float(np.clip(bx - s * (r + fl * 0.36), fl * 0.64 + 20, W - fl * 0.64 - 20))
    fyy = cy - r * ctx.u(0.5, 0.6)
    tilt = -ctx.u(0.26, 0.34)  # radians, nose down
    ca, sa = float(np.cos(tilt)), float(np.sin(tilt))

    def at(u: float, v: float) -> tuple[float, float]:
        u, v = u * fl, v * fl
        return fx + face * (u * ca + v * sa), fyy - u * sa + v * ca

    ring = np.linspace(0, 2 * np.pi, 48)
    body = polygon_fine(
        [at(0.1 + 0.27 * np.cos(a), 0.17 * np.sin(a) * (0.78 + 0.22 * np.cos(a))) for a in ring]
    )
    wave = ctx.u(0.0, 1.0)
    edge = [
        at(-0.34 - 0.26 * np.sin(t * np.pi) - 0.05 * np.sin(t * 11 + wave * 6), -0.32 + 0.64 * t)
        for t in np.linspace(0, 1, 41)
    ]
    tail = polygon_fine([at(-0.12, -0.05), *edge, at(-0.12, 0.05)])
    dorsal = polygon_fine([at(-0.1, -0.09), at(-0.02, -0.3), at(0.08, -0.27), at(0.2, -0.12)])
    belly = polygon_fine([at(0.02, 0.1), at(-0.06, 0.27), at(0.1, 0.14)])
    fins = blur(np.maximum(np.maximum(tail, dorsal), belly), 3)
    gold = rgb(col)
    ctx.cast_shadow(np.maximum(body, fins), bbox_of(np.maximum(body, fins)), fy + 60, 0.3, k=0.2)
    # the fins thin and translucent: warm, lighter toward their edges, no dull shadow side
    near = np.clip(blur(body, fl * 0.12) * 2.2, 0, 1)
    blend(ctx.img, fins, mix(gold, rgb("#ffe6a8"), 0.55), 0.82)
    blend(ctx.img, fins * near, gold, 0.5)
    streaks = polylines(
        [
            [at(-0.14, 0.0), at(-0.5 - 0.1 * np.sin(t * np.pi), -0.26 + 0.52 * t)]
            for t in (0.2, 0.5, 0.8)
        ],
        5,
    )
    blend(ctx.img, streaks * tail, gold * 0.8, 0.5)
    ctx.lit(body, bbox_of(body), gold, rim=0.8)  # no darkening: orange against the pale wall
    gill = polylines([[at(0.2, -0.1), at(0.17, 0.0), at(0.2, 0.1)]], 6) * body
    blend(ctx.img, gill, gold * 0.6, 0.6)
    fm = np.maximum(body, fins)
    fb = bbox_of(fm)
    focus_on(ctx, fm, 5, 2.0)
    add_element(
        ctx,
        f"{fish_said} goldfish floating in the air, looking into the bowl",
        "main",
        fb,
        ("animal", "fish", "watching"),
    )
    # its eye, looking down into the bowl, and a few bubbles rising from its mouth into the air
    ex, ey = at(0.27, -0.05)
    er = fl * 0.034
    after_mask(ctx, disc(ex, ey, er, 1.2), "#fbf8f0", 0.95)
    after_mask(ctx, disc(ex + face * er * 0.35, ey + er * 0.3, er * 0.6, 1.2), "#141418", 0.95)
    mx, my = at(0.38, 0.02)
    bub = np.zeros((H, W), np.float32)
    hi = np.zeros((H, W), np.float32)
    for k, (du, rr) in enumerate(((0.0, 13.0), (0.55, 19.0), (1.2, 25.0))):
        bx_, by_ = mx + face * fl * 0.05 * k, my - fl * (0.08 + 0.14 * du)
        bub = np.maximum(bub, np.clip(disc(bx_, by_, rr, 1.5) - disc(bx_, by_, rr - 5, 1.5), 0, 1))
        hi = np.maximum(hi, disc(bx_ - rr * 0.35, by_ - rr * 0.35, rr * 0.25, 1.2))
    after_mask(ctx, bub, "#5f9fb4", 0.85)  # blue-grey rings: the wall behind is pale
    after_mask(ctx, hi, "#ffffff", 0.9)
    return Painted(
        f"Roles swapped: in a room with a moonlit window, {fish_said} goldfish floats in the "
        "air beside a table, bubbles rising from its mouth, and peers down into a round "
        f"fishbowl, where a {fur_said} cat sits in a paper boat on the water looking back at it.",
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
            "turning the tables",
        ],
    )


PREMISE = Premise(
    name="fish-looks-in",
    figure="fish",
    palettes=("mint", "snow"),
    stage=stage,
    max_cards=1,
)
