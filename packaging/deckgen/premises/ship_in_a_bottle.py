"""Premise "ship-in-a-bottle": A big bottle lies on a table in a calm, sunny room; inside it a
real storm rages, with dark waves, lightning and a small ship, and a cat on the table steps up
to the glass, tail up."""

from __future__ import annotations

import numpy as np
from PIL import Image

from ..kit.figures import bbox_of
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
    box,
    ellipse,
    glow,
    mix,
    rgb,
    vgrad,
)
from ..kit.place import add_element, focus_on, pick, third
from ..kit.premise import Painted, Premise
from ..kit.scene import Ctx
from ..kit.shapes import polygon_fine, polylines


def _storm(ctx: Ctx, x0: float, y0: float, x1: float, y1: float, s: int) -> tuple[Ctx, str]:
    """A sea in a storm, painted to fill the box (x0, y0)-(x1, y1): dark clouds, lightning,
    high waves and a small ship; returns the canvas and the ship's icon."""
    st = ctx.sub("storm")
    st.img[:] = vgrad([(0, "#1a2624"), (y0 / H, "#1f302c"), (y1 / H, "#40584f"), (1, "#40584f")])
    st.texture_sky(0.08)
    st.light = ((x0 + x1) / 2, y0)
    st.clouds(5, y0 / H - 0.02, (y0 + (y1 - y0) * 0.35) / H, 0.6, tint="#8a9a90")
    st.rain(0.3, 0.3 * s)
    sea_y = y0 + (y1 - y0) * 0.56
    waves = sea_y + 26 * np.sin(XX / 70 + 1.3) + 18 * np.sin(XX / 31 + 0.4)
    crest_x = x0 + (x1 - x0) * (0.5 - 0.06 * s)
    waves = waves - 70 * np.exp(-(((XX - crest_x) / 110) ** 2))
    water = np.clip((YY - waves) / 2 + 0.5, 0, 1).astype(np.float32)
    deep = np.clip((YY - waves) / max(1.0, y1 - sea_y), 0, 1)[..., None]
    sea = rgb("#1e4a4a") * (1 - deep) + rgb("#0a1a1e") * deep
    sea = sea * (1 + 0.25 * (aniso_noise(ctx.rng, 50, 10)[..., None] - 0.5))
    blend(st.img, water, np.clip(sea, 0, 1))
    foam = np.clip((YY - waves) / 2 + 0.5, 0, 1) * np.clip((waves + 14 - YY) / 4, 0, 1)
    foam = foam * (aniso_noise(ctx.rng, 30, 6) > 0.45)
    blend(st.img, foam.astype(np.float32), rgb("#dfeee8"), 0.8)
    ship = pick(ctx, ["shooner-sailboat", "sailboat"])
    sh_h = min((y1 - y0) * 0.3, H * 0.095)
    st.subject(
        ship,
        crest_x,
        sea_y - 50 - sh_h * 0.3,
        sh_h,
        "secondary",
        fill="#f2eadb",
        rot=-10 * s,
        rim=0.9,
        tags=("vehicle", "sea", "journey"),
        label="a small ship tossed by the storm",
    )
    # lightning from the clouds down to the sea
    lx = x0 + (x1 - x0) * (0.5 + 0.22 * s)
    pts = [(lx, y0 + 8)]
    side = ctx.side()
    for k in range(1, 7):
        pts.append((lx + side.uniform(-36, 36) + k * 6 * s, y0 + 8 + (sea_y - y0 - 8) * k / 6))
    bolt = polylines([pts], 9)
    glow(st.img, lx, (y0 + sea_y) / 2, (sea_y - y0) * 0.6, "#d8f0ff", 0.35)
    blend(st.img, bolt, rgb("#fbfff0"))
    return st, ship


def stage(ctx: Ctx) -> Painted:
    """A big bottle lies on a table in a calm, sunny room; inside it a real storm rages, with
    dark waves, lightning and a small ship, and a cat on the table steps up to the glass."""
    _x, s = third(ctx)
    fy = ctx.room(0.93)
    # a sunny window on the side away from the watcher
    wx = W / 2 - s * ctx.u(220, 280)
    day = ctx.sub("noon")
    day.texture_sky()
    day.celestial(wx + s * 60, H * 0.1, 50, "sun")
    day.clouds(2, 0.08, 0.25, 0.5)
    ctx.window(wx - 170, H * 0.13, wx + 170, H * 0.43, day.img)
    ctx.light = (wx, H * 0.22)
    glow(ctx.img, wx, H * 0.27, 620, ctx.pal.light, 0.5)
    patch = polygon_fine(
        [
            (wx - 150 + s * 220, H * 0.47),
            (wx + 150 + s * 220, H * 0.47),
            (wx + 190 + s * 300, H * 0.63),
            (wx - 110 + s * 300, H * 0.63),
        ]
    )
    blend(ctx.img, blur(patch, 10), rgb("#fff6dc"), 0.35)  # sunlight on the wall
    ty = H * ctx.u(0.72, 0.74)
    flip = s > 0  # the cat faces the bottle
    # the table: its top seen a little from above, across the card
    top = polygon_fine(
        [
            (-10, ty - H * 0.05),
            (W + 10, ty - H * 0.05),
            (W + 10, ty + H * 0.05),
            (-10, ty + H * 0.05),
        ]
    )
    wood = rgb(pick(ctx, ["#8a5a3a", "#a8744a", "#6a4a3a"]))
    grain = aniso_noise(ctx.rng, 260, 6) - 0.5
    blend(ctx.img, top, np.clip(wood * (1.15 + 0.25 * grain[..., None]), 0, 1))
    blend(ctx.img, box(-10, ty + H * 0.05, W + 10, ty + H * 0.09, 2), wood * 0.55)
    for lx in (W * 0.08, W * 0.92 - 40):
        blend(ctx.img, box(lx, ty + H * 0.09, lx + 40, fy + 60, 2), wood * 0.45)
    add_element(
        ctx,
        "a wooden table",
        "frame",
        (0, int(ty - H * 0.05), W, int(ty + H * 0.09)),
        ("table", "home"),
    )
    # the bottle lying on the table
    r = H * ctx.u(0.135, 0.14)
    L = W * ctx.u(0.44, 0.46)
    ns = -s  # the neck points away from the watcher's side
    total = L + 1.75 * r
    room_left = W - 60 - total  # spare width once the whole bottle is on the card
    body_end = 30 + room_left * ctx.u(0.92, 1.0)  # the body's end, room for the cat
    bx = (W - body_end - L / 2) if s > 0 else (body_end + L / 2)
    by = ty - r + H * 0.01
    body = np.maximum(
        box(bx - L / 2 + r * 0.6, by - r, bx + L / 2 - r * 0.6, by + r, 2),
        np.maximum(
            ellipse(bx - L / 2 + r * 0.6, by, r * 0.6, r, 2),
            ellipse(bx + L / 2 - r * 0.6, by, r * 0.6, r, 2),
        ),
    )
    shoulder_x = bx + ns * (L / 2 - r * 0.3)
    neck_end = shoulder_x + ns * r * 1.6
    neck = polygon_fine(
        [
            (shoulder_x, by - r * 0.8),
            (shoulder_x + ns * r * 0.7, by - r * 0.36),
            (neck_end, by - r * 0.34),
            (neck_end, by + r * 0.34),
            (shoulder_x + ns * r * 0.7, by + r * 0.36),
            (shoulder_x, by + r * 0.8),
        ]
    )
    glass = np.maximum(body, neck)
    cork = box(
        min(neck_end, neck_end + ns * r * 0.45),
        by - r * 0.3,
        max(neck_end, neck_end + ns * r * 0.45),
        by + r * 0.3,
        4,
    )
    ri, li = r * 0.92, L / 2 - r * 0.1
    inner = np.maximum(
        box(bx - li + ri * 0.6, by - ri, bx + li - ri * 0.6, by + ri, 2),
        np.maximum(
            ellipse(bx - li + ri * 0.6, by, ri * 0.6, ri, 2),
            ellipse(bx + li - ri * 0.6, by, ri * 0.6, ri, 2),
        ),
    )
    hl = box(bx - L * 0.42, by - r * 0.78, bx + L * 0.42, by - r * 0.66, 6) * body
    hl2 = box(bx - L * 0.3, by - r * 0.76, bx + L * 0.1, by - r * 0.71, 3)
    # the neck rests raised on a stack of books: the bottle lies at a slant
    tilt = ns * ctx.u(11, 15)

    def turn(m: Arr) -> Arr:
        im = Image.fromarray(m.astype(np.float32), "F")
        out = im.rotate(tilt, resample=Image.Resampling.BILINEAR, center=(bx, by))
        return np.asarray(out, np.float32)

    body, neck, cork, inner, hl, hl2 = (turn(m) for m in (body, neck, cork, inner, hl, hl2))
    glass = np.maximum(body, neck)
    low = bbox_of(body)[3]
    drop = round(ty + H * 0.012 - low)
    body, neck, cork, inner, hl, hl2, glass = (
        np.roll(m, drop, 0) for m in (body, neck, cork, inner, hl, hl2, glass)
    )
    by += drop
    # the books under the raised end
    sx_ = bx + ns * (L * 0.5 + r * 0.2)
    col_ = glass[:, int(np.clip(sx_, 0, W - 1))]
    under = float(np.nonzero(col_ > 0.5)[0].max()) if (col_ > 0.5).any() else ty
    bk_top = under
    books = np.zeros((H, W), np.float32)
    n_b = max(1, int((ty - bk_top) / 44))
    bh_ = (ty - bk_top + 8) / n_b
    for k in range(n_b):
        y_b = ty + 4 - (k + 1) * bh_
        off = ctx.u(-20, 20)
        bm_ = box(sx_ - 130 + off, y_b, sx_ + 130 + off, y_b + bh_ - 3, 3)
        ctx.lit(
            bm_, bbox_of(bm_), rgb(pick(ctx, ["#8a2f2f", "#2f4f7a", "#3a6a4a", "#a8783a"])), rim=0.4
        )
        blend(
            ctx.img, box(sx_ - 128 + off, y_b + 5, sx_ + 126 + off, y_b + 9, 1), rgb("#f0e6d0"), 0.6
        )
        books = np.maximum(books, bm_)
    # its shadow on the table, away from the window
    shd = ellipse(bx + s * 70, ty + H * 0.025, L * 0.55, H * 0.02, 16)
    blend(ctx.img, shd, ctx.img * 0.4, 0.7)
    ib = bbox_of(inner)
    storm, ship = _storm(ctx, ib[0], ib[1], ib[2], ib[3], s)
    ctx.fill_with(inner, storm, rim=0.0)
    green = rgb("#6a9a7a")
    edge = np.clip(glass - inner, 0, 1)
    blend(ctx.img, edge, mix(green, ctx.c("light"), 0.35), 0.8)
    blend(ctx.img, neck * (1 - inner), mix(green, rgb("#ffffff"), 0.3), 0.5)
    blend(ctx.img, hl, rgb("#ffffff"), 0.55)
    after_mask(ctx, hl2, "#ffffff", 0.6)
    ctx.lit(cork, bbox_of(cork), rgb("#a8784a"), rim=0.5)
    ctx.focus[:] = np.maximum(ctx.focus, blur(glass, 6))
    gb = bbox_of(np.maximum(glass, cork))
    shipw = {"shooner-sailboat": "a small sailing ship", "sailboat": "a small sailboat"}[ship]
    add_element(
        ctx,
        f"a big bottle with a storm and {shipw} inside, watched by a cat",
        "main",
        gb,
        ("bottle", "storm", "glass"),
    )
    # the watcher: a cat on the table, tail up, stepping up to the glass with a paw raised,
    # its nose almost on the bottle's end
    fur, fur_said = {
        "#2e2a2e": ("#2e2a2e", "black"),
        "#c8742a": ("#c8742a", "ginger"),
        "#e8e0d4": ("#e8e0d4", "white"),
    }[pick(ctx, ["#2e2a2e", "#c8742a", "#e8e0d4"])]
    ch = H * ctx.u(0.155, 0.165)
    end_x = gb[2] if s > 0 else gb[0]  # the bottle's end on the cat's side
    hw = ch * 0.62  # half the cat's width (the icon, grown to its least size)
    cx = float(np.clip(end_x + s * (hw - ch * 0.12), hw + 30, W - hw - 30))
    cm = ctx.subject(
        "feline",
        cx,
        ty - ch / 2 + H * 0.03,
        ch,
        "secondary",
        fill=fur,
        flip=flip,
        shadow=ty + H * 0.032,
        tags=("animal", "cat", "curious"),
        label=f"a {fur_said} cat stepping up to the bottle, tail up",
    )
    focus_on(ctx, cm, 4, 1.0)
    said = f"a {fur_said} cat on the table steps up to the glass, tail up and a paw raised"
    return Painted(
        f"In a calm room with a sunny window, a big glass bottle lies on a wooden table, its "
        f"neck resting on "
        f"{'a stack of books' if n_b > 1 else 'a book'}, and inside it a real storm rages: "
        f"dark waves, rain, lightning and {shipw} tossed on the sea; {said}.",
        [
            "inner turmoil",
            "calm and storm",
            "small world",
            "danger",
            "captivity",
            "adventure",
            "curiosity",
            "wonder",
            "contrast",
            "keeping safe",
            "home",
        ],
    )


PREMISE = Premise(
    name="ship-in-a-bottle",
    figure="bottle",
    max_cards=1,
    palettes=("mint", "spring", "dawn"),
    stage=stage,
)
