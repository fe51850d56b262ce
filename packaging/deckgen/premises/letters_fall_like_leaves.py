"""Premise "letters-fall-like-leaves": At the edge of a field an old mailbox on its post has
grown branches like a tree, and its leaves are letters: envelopes turned autumn colours hang
from the twigs and fall in the wind, and a dog sits under it, waiting, looking up at one
envelope drifting down toward it.

The mailbox, its branches and the envelopes are drawn from shapes; the envelopes are painted
with the brush, then drawn again crisply after it (their flaps and seals are smaller than a
stroke), so that they read as letters at hand size."""

from __future__ import annotations

import math

import numpy as np
from PIL import Image, ImageDraw

from ..kit.figures import bbox_of
from ..kit.light import after_mask
from ..kit.paint import YY, Arr, H, W, blend, blur, box, ellipse, glow, mix, rgb
from ..kit.place import add_element, focus_on, third
from ..kit.premise import Painted, Premise
from ..kit.scene import Ctx
from ..kit.shapes import ribbon

Pt = tuple[float, float]
# paper turning with the season: pale, straw, amber, rust, red, a last green one
PAPERS = ("#f1e6cc", "#e8c468", "#e39a3c", "#c8582c", "#a83428", "#b8c08a")
LEAF = tuple[float, float, float, float, float, int]  # x, y, width, angle, turn, paper


def _corners(x: float, y: float, w: float, a: float, turn: float) -> list[Pt]:
    """The four corners of an envelope `w` wide (two thirds as tall) centred at (x, y), turned
    by `a` radians in the picture and by `turn` about its long axis (foreshortened)."""
    hw, hh = w / 2, w / 3 * max(0.18, abs(math.cos(turn)))
    ca, sa = math.cos(a), math.sin(a)
    return [
        (x + u * ca - v * sa, y + u * sa + v * ca)
        for u, v in ((-hw, -hh), (hw, -hh), (hw, hh), (-hw, hh))
    ]


def _draw(leaves: list[LEAF]) -> tuple[list[Arr], Arr, Arr]:
    """Masks of many envelopes at once: one mask per paper colour, the flap lines (a V from
    the top corners to just below the middle) and a dark edge round each."""
    ss = 2
    bodies = [Image.new("L", (W * ss, H * ss), 0) for _ in PAPERS]
    lines = Image.new("L", (W * ss, H * ss), 0)
    edges = Image.new("L", (W * ss, H * ss), 0)
    dl, de = ImageDraw.Draw(lines), ImageDraw.Draw(edges)
    for x, y, w, a, turn, c in leaves:
        pts = [(px * ss, py * ss) for px, py in _corners(x, y, w, a, turn)]
        ImageDraw.Draw(bodies[c]).polygon(pts, fill=255)
        de.line([*pts, pts[0]], fill=255, width=max(2, round(w * 0.05 * ss)), joint="curve")
        if abs(math.cos(turn)) > 0.45:  # the flap shows when the face is turned to us
            mx = sum(p[0] for p in pts) / 4 + (pts[3][0] - pts[0][0]) * 0.12
            my = sum(p[1] for p in pts) / 4 + (pts[3][1] - pts[0][1]) * 0.12
            dl.line([pts[0], (mx, my), pts[1]], fill=255, width=max(2, round(w * 0.045 * ss)))

    def down(im: Image.Image) -> Arr:
        return np.asarray(im.resize((W, H), Image.Resampling.BOX), np.float32) / 255

    return [down(b) for b in bodies], down(lines), down(edges)


def _tree(rng: np.random.Generator, x: float, y: float, reach: float) -> tuple[Arr, list[Pt]]:
    """Branches growing up out of the mailbox's roof at (x, y): their mask and the points
    along the outer twigs where envelopes hang."""
    paths: list[tuple[list[Pt], list[float]]] = []
    outer: list[Pt] = []

    def grow(x0: float, y0: float, ang: float, length: float, width: float, depth: int) -> None:
        n = 6
        bend = float(rng.uniform(-0.3, 0.3))
        pts, ws = [], []
        for k in range(n + 1):
            t = k / n
            a = ang + bend * t
            pts.append((x0 + math.sin(a) * length * t, y0 - math.cos(a) * length * t))
            ws.append(width * (1 - 0.5 * t))
        # a branch stops short of the card's edge (the tree stays whole on the card); its
        # random draws are made all the same, so a seed stages the same tree
        ins = 0
        while ins < len(pts) and 40 < pts[ins][0] < W - 40 and pts[ins][1] > 40:
            ins += 1
        if ins >= 2:
            paths.append((pts[:ins], ws[:ins]))
            if depth <= 1:
                outer.extend(pts[2:ins])
        if depth == 0:
            return
        ex, ey = pts[-1]
        for da in (-0.5, 0.45):
            grow(
                ex,
                ey,
                ang + da + float(rng.uniform(-0.18, 0.18)),
                length * float(rng.uniform(0.66, 0.76)),
                width * 0.62,
                depth - 1,
            )

    for a, ln, wd in ((-0.95, 0.8, 36), (-0.3, 1.0, 46), (0.35, 0.95, 44), (0.95, 0.8, 36)):
        grow(x + a * 40, y + 10, a + float(rng.uniform(-0.08, 0.08)), reach * ln, wd, 3)
    m = np.zeros((H, W), np.float32)
    for pts, ws in paths:
        np.maximum(m, ribbon(pts, ws, 1.2), out=m)
    return m, outer


def stage(ctx: Ctx) -> Painted:
    mx, s = third(ctx)  # the mailbox tree stands on side s; the dog sits toward the middle
    rng = ctx.rng
    wind = -s  # the wind blows the letters toward the dog and on past it
    ctx.texture_sky(0.06)
    # a low autumn sun behind the haze, on the dog's side, the one light
    sun_x, sun_y = W / 2 - s * W * ctx.u(0.22, 0.3), H * ctx.u(0.36, 0.42)
    ctx.celestial(sun_x, sun_y, 46, "sun")
    glow(ctx.img, sun_x, sun_y, 520, ctx.pal.light, 0.35)
    ctx.clouds(3, 0.04, 0.3, 0.5)
    ctx.streaks(0.3, 0.42, 0.5)
    ctx.hills(0.64, 3, amp=28)
    ctx.fog(0.64, 0.05, 0.45)
    # the mailbox on its post at the field's edge
    foot = H * ctx.u(0.8, 0.82)
    post_top = foot - H * 0.2
    bw, bh = 330.0, 175.0  # the box seen from the side: long, with a rounded top
    by1 = post_top + 8  # its flat bottom
    post = box(mx - 30, post_top - 4, mx + 30, foot, 2)
    roots = np.zeros((H, W), np.float32)
    for dx in (-1, -0.4, 0.5, 1):
        roots = np.maximum(
            roots,
            ribbon(
                [(mx + dx * 20, foot - 40), (mx + dx * 70, foot + 4), (mx + dx * 120, foot + 20)],
                [30, 18, 8],
                1.5,
            ),
        )
    body = np.maximum(
        box(mx - bw / 2, by1 - bh * 0.55, mx + bw / 2, by1, 2),
        ellipse(mx, by1 - bh * 0.55, bw / 2, bh * 0.45, 2) * (by1 - bh * 0.5 > YY),
    )
    reach = H * 0.19
    branches, outer = _tree(rng, mx, by1 - bh * 0.95, reach)
    branches *= 1 - body  # they grow out of its roof
    bark = rgb("#3e2c24")
    wood = rgb("#7a6048")
    metal = rgb("#5a6a72") if rng.random() < 0.5 else rgb("#6a5a4a")
    stand = np.maximum.reduce([post, roots, body, branches])
    ctx.cast_shadow(np.maximum(post, body), bbox_of(np.maximum(post, body)), foot, 0.3)
    ctx.lit(np.maximum(post, roots), bbox_of(np.maximum(post, roots)), wood, rim=0.4)
    ctx.lit(branches, bbox_of(branches), bark, rim=0.5)
    ctx.lit(body, bbox_of(body), metal, rim=0.7)
    # its door at the front end (toward the wind), a rim, rust, and the red flag raised
    fx = mx + wind * bw / 2
    door = ellipse(fx - wind * 6, by1 - bh * 0.5, 16, bh * 0.5, 2) * body
    blend(ctx.img, door, metal * 0.6, 0.8)
    rust = np.clip(blur((ctx.side().random((H, W)) > 0.996).astype(np.float32), 6) * 9, 0, 1)
    blend(ctx.img, rust * body, rgb("#8a4a28"), 0.35)
    flag_x = mx - wind * bw * 0.28
    arm = box(flag_x - 7, by1 - bh * 1.15, flag_x + 7, by1 - bh * 0.35, 2)
    flag = box(
        min(flag_x - wind * 4, flag_x - wind * 64),
        by1 - bh * 1.18,
        max(flag_x - wind * 4, flag_x - wind * 64),
        by1 - bh * 0.94,
        2,
    )
    ctx.lit(np.maximum(arm, flag), bbox_of(np.maximum(arm, flag)), rgb("#c0302a"), rim=0.6)
    box_m = np.maximum.reduce([body, post, arm, flag])
    focus_on(ctx, box_m, 4, 2.0)
    focus_on(ctx, branches, 3, 1.0, weight=0.5)
    outline = np.clip(np.clip(blur(body, 2) * 2.5, 0, 1) - body, 0, 1)
    crest = np.clip(body - np.roll(body, 9, 0), 0, 1) * (by1 - bh * 0.4 > YY)
    door_rim = (
        np.clip(
            ellipse(fx - wind * 6, by1 - bh * 0.5, 20, bh * 0.5, 2)
            - ellipse(fx - wind * 6, by1 - bh * 0.5, 12, bh * 0.44, 2),
            0,
            1,
        )
        * body
    )
    after_mask(ctx, outline, "#1a1614", 0.6)
    after_mask(ctx, crest, ctx.pal.light, 0.45)
    after_mask(ctx, door_rim, "#1a1614", 0.4)
    after_mask(ctx, np.maximum(arm, flag), "#c8342a", 0.8)
    # the envelopes on the twigs, hanging like leaves
    leaves: list[LEAF] = []
    placed: list[Pt] = []
    for tx, ty in outer:
        if not (60 < tx < W - 60 and 60 < ty < by1 - bh * 1.6):
            continue
        if any(math.hypot(tx - px, ty - py) < 56 for px, py in placed):
            continue
        placed.append((tx, ty))
        w = float(rng.uniform(62, 80))
        ang = float(rng.uniform(-0.9, 0.9))
        leaves.append(
            (
                tx + wind * 10,
                ty + w * 0.3,
                w,
                ang,
                float(rng.uniform(-0.6, 0.6)),
                int(rng.integers(len(PAPERS))),
            )
        )
    # and falling in the wind: the stream leaves the crown's underside on the downwind side
    # and sweeps down over the dog's head to the card's edge; a few more come down beyond the
    # dog, low over the grass
    dog_x = mx + wind * W * ctx.u(0.36, 0.42)
    dog_h = H * ctx.u(0.14, 0.15)
    low_y = by1 - bh * 1.5  # just under the crown
    y_end = foot - dog_h * 1.1
    span = (W - mx if wind > 0 else mx) - 100
    near_x = dog_x - wind * dog_h * 0.55
    near_y = foot - dog_h * 1.55
    spots: list[Pt] = []
    for k in range(14):
        t = (k + float(rng.uniform(0.15, 0.85))) / 14
        x = mx + wind * (120 + t * span) + float(rng.uniform(-50, 50))
        y = low_y + (y_end - low_y) * t**0.9 + float(rng.uniform(-90, 90))
        if math.hypot(x - near_x, y - near_y) > 150 and (
            abs(x - dog_x) > dog_h * 0.75 or y < foot - dog_h * 1.25
        ):
            spots.append((x, y))
    for _ in range(4):
        x = dog_x + wind * float(rng.uniform(dog_h * 0.7, W))
        spots.append((x, float(rng.uniform(foot - dog_h * 1.9, foot - 80))))
    falling: list[LEAF] = []
    for x, y in spots:
        if not 70 < x < W - 70:
            continue
        w = float(rng.uniform(58, 78))
        falling.append(
            (
                x,
                y,
                w,
                float(rng.uniform(-2.4, 2.4)),
                float(rng.uniform(-1.3, 1.3)),
                int(rng.integers(len(PAPERS))),
            )
        )
    # a few lying in the grass, flat, seen at a slant
    lying: list[LEAF] = []
    for _ in range(11):
        x = mx + wind * float(rng.uniform(-200, W * 0.8))
        y = float(rng.uniform(foot - 10, H - 70))
        near_k = (y - foot) / (H - foot)  # nearer the viewer, larger
        if 80 < x < W - 80 and abs(x - dog_x) > dog_h * 0.6 and abs(x - mx) > 140:
            lying.append(
                (
                    x,
                    y,
                    float(rng.uniform(76, 90)) * (1 + 0.4 * near_k),
                    float(rng.uniform(-0.4, 0.4)),
                    0.95,
                    int(rng.integers(len(PAPERS))),
                )
            )
    # the one drifting down to the dog, large and clear, its face to us, its seal showing
    dog_flip = wind > 0  # the dog faces the tree
    near: LEAF = (near_x, near_y, 120.0, float(rng.uniform(-0.35, 0.35)), 0.15, 0)
    bodies, lines, edges = _draw(leaves + falling + lying + [near])
    paper_cols = [rgb(c) for c in PAPERS]
    union = np.zeros((H, W), np.float32)
    for m, c in zip(bodies, paper_cols, strict=True):
        if m.max() > 0.3:
            ctx.lit(m, bbox_of(m), c, rim=0.3)
        np.maximum(union, m, out=union)
    blend(ctx.img, edges, rgb("#3a2a22"), 0.5)
    focus_on(ctx, union, 3, 2.0)
    # after the paint: the papers again, crisp, with their dark edges and flaps, and a red
    # seal on the one near the dog
    light = ctx.c("light")

    def papers(img: Arr) -> None:
        blend(img, edges, np.array([0.16, 0.11, 0.09], np.float32), 0.6)
        for m, c in zip(bodies, paper_cols, strict=True):
            blend(img, m, np.clip(mix(c, light, 0.08), 0, 1), 0.5)
        blend(img, lines, np.array([0.3, 0.2, 0.15], np.float32), 0.7)

    ctx.after.append(papers)
    after_mask(ctx, ellipse(near_x, near_y + 10, 13, 13, 1.5), "#b02a22", 0.95)
    sb = bbox_of(stand)
    if leaves:
        sb = (
            min(sb[0], int(min(lf[0] - lf[2] / 2 for lf in leaves))),
            min(sb[1], int(min(lf[1] - lf[2] / 2 for lf in leaves))),
            max(sb[2], int(max(lf[0] + lf[2] / 2 for lf in leaves))),
            sb[3],
        )
    add_element(
        ctx,
        "an old mailbox on a post grown into a tree whose leaves are letters",
        "main",
        (max(0, sb[0]), max(0, sb[1]), min(W, sb[2]), sb[3]),
        ("mailbox", "tree", "letter", "autumn", "message"),
    )
    add_element(
        ctx,
        "letters falling like leaves in the wind",
        "secondary",
        bbox_of(union),
        ("letter", "envelope", "falling", "wind"),
    )
    # the dog, sitting in the grass under the falling letters, its face turned up to one
    ctx.subject(
        "sitting-dog",
        dog_x,
        foot + 40 - dog_h / 2,
        dog_h,
        "secondary",
        fill="#8a5a34" if rng.random() < 0.5 else "#c8a070",
        flip=dog_flip,
        shadow=foot + 40,
        tags=("animal", "dog", "waiting", "faithful"),
        label="a dog sitting and waiting, looking up",
    )
    return Painted(
        "At the edge of a field an old mailbox on its post has grown branches like a tree, "
        "and its leaves are letters: envelopes turned yellow, orange and red hang from the "
        "twigs and blow away in the wind, and a dog sitting in the grass below looks up at "
        "one envelope drifting down toward it.",
        [
            "waiting",
            "news",
            "memory",
            "letting go",
            "autumn",
            "faithful",
            "longing",
            "message",
        ],
    )


PREMISE = Premise(
    name="letters-fall-like-leaves",
    figure="mailbox",
    palettes=("storm", "mist"),
    stage=stage,
    max_cards=1,
)
