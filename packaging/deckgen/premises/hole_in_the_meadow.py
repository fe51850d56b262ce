"""Premise "hole-in-the-meadow": Seen from above: a round hole in a meadow opens onto the sky
far below, and a child sits on its edge, legs dangling over the clouds."""

from __future__ import annotations

import numpy as np

from ..kit.figures import bbox_of, joint_at, person
from ..kit.ground import meadow_from_above
from ..kit.paint import XX, YY, H, W, aniso_noise, blend, disc, ellipse, mix, rgb, vgrad
from ..kit.people import CHILD_COATS
from ..kit.place import add_element, pick, third
from ..kit.premise import Painted, Premise
from ..kit.scene import Ctx
from ..kit.shapes import segment, string_to


def stage(ctx: Ctx) -> Painted:
    """Seen from above: a round hole in a meadow opens onto the sky far below, and a child
    sits on its edge, legs dangling over the clouds."""
    _x, s = third(ctx)
    ctx.light = (W / 2 - s * W * 0.6, -H * 0.2)
    meadow_from_above(ctx)
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
    add_element(
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
        lb = bbox_of(lad)
        ctx.lit(lad, lb, rgb("#a0764a"), rim=0.4)
        add_element(
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


PREMISE = Premise(
    name="hole-in-the-meadow",
    figure="person",
    palettes=("spring", "noon", "golden", "snow", "desert"),
    stage=stage,
)
