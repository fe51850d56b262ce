"""Premise "book-bridge": A bridge of huge open books arches over a gorge between two sunlit
cliffs; a child with a backpack crosses it, and loose pages fly off it and turn into white
birds."""

from __future__ import annotations

import numpy as np

from ..kit.figures import bbox_of, joint_at, person
from ..kit.light import after_mask, later_glow
from ..kit.paint import YY, H, W, blend, blur, box, fbm, icon_mask, rgb
from ..kit.people import DARK_COATS, drawn_as
from ..kit.place import add_element, pick, third
from ..kit.premise import Painted, Premise
from ..kit.scene import Ctx
from ..kit.shapes import polygon, ribbon, union_box
from ..kit.sky import day_zenith

WALKER = {"backpack": "a child with a backpack on it", "lantern": "a child with a lantern on it"}


GORGE = {"noon": "a green gorge", "desert": "a sandy canyon", "snow": "a snowy gorge"}


COVERS = ["#5a1e22", "#1f3350", "#2a4a2e", "#4a2a4e", "#6a3a18"]


def stage(ctx: Ctx) -> Painted:
    """A bridge of huge open books arches over a gorge between two sunlit cliffs; a child
    with a backpack crosses it, and loose pages fly off it and turn into white birds."""
    _, s = third(ctx)
    sg = float(s)
    ctx.texture_sky()
    ctx.celestial(W / 2 + s * W * ctx.u(0.22, 0.32), H * ctx.u(0.08, 0.12), 60)
    ctx.clouds(2, 0.05, 0.25, 0.35)
    blend(ctx.img, np.clip(YY / (H * 0.7), 0.5, 1), rgb("#fff8ec"), 0.4)
    day_zenith(ctx)
    # the far side of the gorge: pale ridges, a river far below in the haze
    ctx.hills(ctx.u(0.5, 0.53), 2, amp=40)
    river = ribbon(
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
        m = polygon(pts, 2)
        np.maximum(rock, m, out=rock)
    strata = fbm(ctx.rng, 40, 3) - 0.5
    rockc = rgb("#5a4234" if ctx.pal.name != "snow" else "#3c4048")
    ctx.lit(rock, bbox_of(rock), rockc, rim=0.6)
    ctx.img *= (1 + 0.25 * rock * strata)[..., None]
    for x0, x1, y in ((-20.0, xl, yl), (xr, W + 20.0, yr)):
        cap = box(x0, y - 16, x1, y + 12, 4)
        top_c = {"noon": "#7aa84a", "desert": "#e0b070", "snow": "#f4f6fa"}[ctx.pal.name]
        blend(ctx.img, cap, rgb(top_c))
    add_element(ctx, "two dark cliffs", "frame", (0, int(min(yl, yr) - 16), W, H), ("cliff", "gap"))
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
    ctx.cast_shadow(bridge, bbox_of(bridge), H * 0.98, 0.15)
    ctx.lit(bridge, bbox_of(bridge), rgb("#fbf4e2"), rim=0.5)
    blend(ctx.img, covers, rgb(pick(ctx, COVERS)), 0.95)
    blend(ctx.img, lines, rgb("#5a4a3e"), 0.85)
    after_mask(ctx, lines, "#5a4a3e", 0.5)
    bb = bbox_of(bridge)
    ctx.focus[:] = np.maximum(ctx.focus, blur(bridge, 8))
    add_element(
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
            pm = polygon(
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
        boxes.append(bbox_of(pm))
    ctx.lit(flock, bbox_of(flock), rgb("#ffffff"), rim=0.6)
    blend(ctx.img, flock, rgb("#fffdf6"), 0.45)  # white paper, lit by the sun
    after_mask(ctx, np.clip(blur(flock, 3) - flock, 0, 1) * 2, "#4a4640", 0.7)
    ctx.focus[:] = np.maximum(ctx.focus, blur(flock, 8))
    add_element(
        ctx,
        "loose pages flying off the bridge and turning into white birds",
        "secondary",
        union_box(boxes),
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
        **drawn_as(who),
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
        **drawn_as(far),
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


PREMISE = Premise(
    name="book-bridge",
    figure="person",
    palettes=("noon", "desert", "snow"),
    stage=stage,
)
