"""Premise "sandcastle-shadow": On a pale beach under a low sun, a child stands by a small
sandcastle with a bucket and spade; the sandcastle's long shadow on the sand is that of a
real, huge castle."""

from __future__ import annotations

import numpy as np
from PIL import Image, ImageDraw

from ..kit.figures import bbox_of, person
from ..kit.paint import XX, YY, H, W, aniso_noise, blend, blur, icon_mask, mix, rgb
from ..kit.people import CHILD_COATS
from ..kit.place import add_element, pick, third
from ..kit.premise import Painted, Premise
from ..kit.scene import Ctx


def _castle_plan(kind: str, w: int = 300, h: int = 470) -> np.ndarray:
    """A castle's silhouette on a small canvas (base at the bottom row): a keep with
    battlements, two tall towers with pointed roofs and pennants, and on the tallest tower a
    dragon, or flags, or at the gate a knight riding out."""

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


def stage(ctx: Ctx) -> Painted:
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
    add_element(ctx, CASTLE[kind], "main", bbox_of(shadow), ("shadow", "castle", "dream"))
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


PREMISE = Premise(
    name="sandcastle-shadow",
    figure="person",
    palettes=("golden", "noon", "desert"),
    stage=stage,
)
