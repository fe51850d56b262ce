"""Premise "who-is-in-the-cage": A person sits reading on the perch of a big open birdcage,
while a big bird (or a cat) outside, on top of it or beside it, looks in."""

from __future__ import annotations

import numpy as np
from PIL import Image, ImageDraw

from ..kit.figures import bbox_of, him, joint_at, person
from ..kit.light import after_mask
from ..kit.paint import XX, YY, H, W, aniso_noise, blend, blur, box, glow, icon_mask, rgb
from ..kit.people import WHO, drawn_as
from ..kit.place import pick, third
from ..kit.premise import Painted, Premise
from ..kit.scene import Ctx
from ..kit.shapes import hex_colour, polygon, segment
from ..kit.sky import sky


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
    inside = polygon(
        [(cx - rw, base)]
        + [(cx - rw * np.cos(a), ys - dome * np.sin(a)) for a in np.linspace(0, np.pi, 24)]
        + [(cx + rw, base)],
        2,
    )
    return bars, inside, (lx0, dtop - 30, lx1, base)


def stage(ctx: Ctx) -> Painted:
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
    cage_bb = bbox_of(bars)
    ctx.cast_shadow(np.maximum(bars, inside * 0.5), cage_bb, base + 30, 0.3)
    # inside the cage: a swing perch on two cords, and the person reading on it
    perch_y = base - hs * ctx.u(0.42, 0.48)
    ph = H * ctx.u(0.3, 0.33)
    pflip = s < 0  # they face the door? no: they face away from the bird, into their book
    px = cx - s * rw * 0.08
    top = base - hs - dome + 10
    for ox in (-0.25 * ph, 0.25 * ph):
        cord = segment(px + ox, top, px + ox, perch_y, 6)
        after_mask(ctx, cord, "#6a5030", 0.9)
    perch = box(px - 0.3 * ph, perch_y - 6, px + 0.3 * ph, perch_y + 10, 3)
    ctx.lit(perch, bbox_of(perch), rgb("#8a5a3c"), rim=0.4)
    who = pick(ctx, WHO)
    person(
        ctx,
        "sit-read",
        px,
        perch_y - 4,
        ph,
        "secondary",
        label=f"{who} reading on a perch inside the cage",
        **drawn_as(who),
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
    after_mask(ctx, np.clip(bars * 1.2 - 0.2, 0, 1), hex_colour(brass * 0.95), 0.55)
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


PREMISE = Premise(
    name="who-is-in-the-cage",
    figure="person",
    palettes=("mint", "spring", "noon", "interior", "mint"),
    stage=stage,
)
