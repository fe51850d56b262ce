"""Premise "knitting-the-river": A grandmother knits in a rocking chair by an open window; her
yarn runs over the sill and out of the window, where it becomes a river winding through the
hills, with a boat on it."""

from __future__ import annotations

import numpy as np

from ..kit.figures import bbox_of, joint_at, person
from ..kit.light import after_mask
from ..kit.paint import XX, YY, H, W, aniso_noise, blend, blur, box, glow, icon_mask, mix, rgb
from ..kit.people import drawn_as
from ..kit.place import add_element, pick, third
from ..kit.premise import Painted, Premise
from ..kit.scene import Ctx
from ..kit.shapes import hex_colour, polygon, ribbon, segment


def _open_window(ctx: Ctx, x0: float, y0: float, x1: float, y1: float, view: np.ndarray) -> None:
    """An open window onto `view`: a deep frame, a sill, and two casements swung into the room,
    their panes catching the light."""
    inside = box(x0, y0, x1, y1, 2)
    ctx.img[:] = ctx.img * (1 - inside[..., None]) + view * inside[..., None]
    frame_c = mix(rgb(ctx.pal.ink), rgb("#f0e8dc"), 0.55)
    t = 22
    frame = np.clip(box(x0 - t, y0 - t, x1 + t, y1 + t, 2) - inside, 0, 1)
    ctx.lit(frame, bbox_of(frame), frame_c, rim=0.4)
    sill = box(x0 - t - 30, y1 + t - 6, x1 + t + 30, y1 + t + 22, 2)
    ctx.lit(sill, bbox_of(sill), mix(frame_c, rgb("#ffffff"), 0.2), rim=0.6)
    glass = mix(view[int(y0 + 20), int((x0 + x1) / 2)], rgb("#ffffff"), 0.45)
    ww = (x1 - x0) / 2
    for side, ex in ((-1, x0 - t), (1, x1 + t)):
        far = ex + side * ww * 0.55
        leaf = polygon([(ex, y0 - t), (far, y0 - t - 40), (far, y1 + t + 40), (ex, y1 + t)], 2)
        pane = polygon(
            [
                (ex + side * 16, y0 - t + 16),
                (far - side * 14, y0 - t - 40 + 22),
                (far - side * 14, y1 + t + 40 - 22),
                (ex + side * 16, y1 + t - 16),
            ],
            2,
        )
        ctx.lit(leaf, bbox_of(leaf), frame_c, rim=0.4)
        blend(ctx.img, pane, glass, 0.85)
        streak = polygon(
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


def stage(ctx: Ctx) -> Painted:
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
    river = ribbon(pts, wid, 2)
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
    glow(ctx.img, wx, H * 0.4, 700, hex_colour(mix(seen, rgb("#fff4dc"), 0.5)), 0.3)
    pool = polygon(
        [(wx - ww, fy), (wx + ww, fy), (wx + ww + s * 500, H + 20), (wx - ww + s * 500, H + 20)], 30
    )
    blend(ctx.img, pool * (fy < YY), mix(seen, rgb("#fff4dc"), 0.6), 0.3)
    # a heavy curtain drawn back on the far side of the window: the room's darkest dark
    cxc = W / 2 - s * (W / 2 - 80)  # at the card's edge, half behind the casement
    cur = polygon(
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
    ctx.lit(cur, bbox_of(cur), cur_c, rim=0.3)
    ctx.img[:] *= (1 - 0.3 * cur * (1 - folds / 1.35))[..., None]
    _open_window(ctx, wx - ww, wy0, wx + ww, wy1, view.img)
    ctx.focus[:] = np.maximum(ctx.focus, box(wx - ww, wy0, wx + ww, wy1, 10) * 0.6)
    add_element(
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
    add_element(
        ctx, "a rocking chair", "secondary", cb, ("object", "home", "rest"), "rocking-chair"
    )
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
        **drawn_as(who),
        tags=("person", "grandparent", "patience"),
    )
    # the knitting in her lap: rows in the yarn's colour
    h1, h2 = (
        joint_at("sit-knit", "ha_l", px, seat, ph, flip),
        joint_at("sit-knit", "ha_r", px, seat, ph, flip),
    )
    kx, ky = (h1[0] + h2[0]) / 2, (h1[1] + h2[1]) / 2
    knit = polygon(
        [
            (kx - 60, ky + 6),
            (kx + 60, ky + 6),
            (kx + 70 + sg * 10, ky + 110),
            (kx - 50 + sg * 10, ky + 118),
        ],
        2,
    )
    ctx.lit(knit, bbox_of(knit), yarn_c, rim=0.4)
    rows = (np.sin(YY / 9) > 0.3).astype(np.float32) * knit
    blend(ctx.img, rows, yarn_c * 0.7, 0.6)
    # needles: drawn after the paint (thinner than a stroke)
    needles = np.maximum(
        segment(kx - sg * 90, ky - 60, kx + sg * 40, ky + 30, 7),
        segment(kx + sg * 90, ky - 50, kx - sg * 30, ky + 30, 7),
    )
    after_mask(ctx, needles, "#d8d0c0", 0.95)
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
    yarn = ribbon(yp, yw, 1)
    ctx.lit(yarn, bbox_of(yarn), yarn_c, rim=0.6)
    ctx.focus[:] = np.maximum(ctx.focus, blur(yarn, 6))
    after_mask(
        ctx, ribbon(yp, [5.0] * len(yp), 1), hex_colour(mix(yarn_c, rgb("#ffffff"), 0.35)), 0.6
    )
    add_element(
        ctx,
        "blue yarn running out of the window",
        "secondary",
        bbox_of(np.maximum(yarn, river)),
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


PREMISE = Premise(
    name="knitting-the-river",
    figure="person",
    palettes=("interior", "mint", "interior", "mint"),
    stage=stage,
)
