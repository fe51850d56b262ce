"""Premise "puddle-world": On a country lane in the sun after rain, a child in rubber boots
looks down into a big puddle that holds another world: a sea turtle in the deep sea, a
starry night, or a castle upside down; a dog sits on the other side."""

from __future__ import annotations

import numpy as np

from ..kit.figures import bbox_of, joint_at, person
from ..kit.light import after_mask
from ..kit.paint import XX, YY, H, W, aniso_noise, blend, blur, disc, ellipse, mix, rgb
from ..kit.people import CHILD_COATS
from ..kit.place import add_element, pick, third
from ..kit.premise import Painted, Premise
from ..kit.scene import Ctx
from ..kit.shapes import segment


def _boots(ctx: Ctx, pose: str, x: float, fy: float, h: float, flip: bool, col: str) -> None:
    """Rubber boots over a person's feet and shins (drawn after them)."""
    m = np.zeros((H, W), np.float32)
    d = -1 if flip else 1
    for foot, knee in (("ft_l", "kn_l"), ("ft_r", "kn_r")):
        fx, fyy = joint_at(pose, foot, x, fy, h, flip)
        kx, ky = joint_at(pose, knee, x, fy, h, flip)
        top = (fx + (kx - fx) * 0.75, fyy + (ky - fyy) * 0.75)
        np.maximum(m, segment(fx, fyy - h * 0.01, top[0], top[1], h * 0.085), out=m)
        np.maximum(m, ellipse(fx + d * h * 0.03, fyy - h * 0.005, h * 0.06, h * 0.028, 2), out=m)
    ctx.lit(m, bbox_of(m), rgb(col), rim=0.6)


WORLDS = {
    "sea": "a sea turtle swimming in a deep blue sea",
    "night": "a starry night with the full moon",
    "castle": "a castle hanging upside down under a pink sky",
}


def stage(ctx: Ctx) -> Painted:
    """On a country lane in the sun after rain, a child in rubber boots looks down into a
    big puddle that holds another world: a sea turtle in the deep sea, a starry night, or a
    castle upside down; a dog sits on the other side."""
    _, s = third(ctx)
    ctx.texture_sky()
    ctx.celestial(W / 2 - s * W * ctx.u(0.24, 0.3), H * ctx.u(0.08, 0.12), 55)
    ctx.clouds(3, 0.1, 0.32, 0.55)
    ctx.img[:] = mix(ctx.img, rgb("#f4f8fb"), 0.15)  # washed clean by the rain
    hz = ctx.u(0.42, 0.45)
    ctx.hills(hz, 2, amp=30)
    # the lane: pale wet earth narrowing to the horizon, lit from the sky
    vx = W / 2 - s * W * 0.1
    top = H * hz + 24
    t = np.clip((YY - top) / (H - top), 0, 1)
    half = W * 0.045 + t * W * 0.95
    lane = np.clip((half - np.abs(XX - (vx + t * (W / 2 - vx)))) / 3, 0, 1) * (top < YY)
    lane = lane.astype(np.float32)
    side = ctx.side()
    grain = aniso_noise(side, 60, 14) - 0.5
    col = rgb("#e2d2b0")[None, None, :] * (1 + 0.18 * grain[..., None])
    ctx.img[:] = ctx.img * (1 - lane[..., None]) + np.clip(col, 0, 1) * lane[..., None]
    ctx.img[:] = mix(ctx.img, rgb("#f4f1e8"), 0.12)
    # the puddle: a wide irregular pool across the lane, near the viewer
    px, py = W / 2 + s * W * 0.06, H * ctx.u(0.72, 0.75)
    rx, ry = W * ctx.u(0.36, 0.39), H * ctx.u(0.1, 0.11)
    pool = ellipse(px, py, rx, ry, 3)
    for k in (-1, 1):
        np.maximum(
            pool, ellipse(px + k * rx * 0.55, py + k * ry * 0.25, rx * 0.55, ry * 0.9, 3), out=pool
        )
    world = pick(ctx, ["sea", "night", "castle"])
    inner = ctx.sub({"sea": "under", "night": "night", "castle": "dawn"}[world])
    inner.texture_sky()
    pb = bbox_of(pool)
    if world == "night":
        # stars are smaller than a stroke: drawn after the paint, inside the puddle only
        side = ctx.side()
        st = np.zeros((H, W), np.float32)
        for _ in range(90):
            qx, qy = side.uniform(px - rx, px + rx), side.uniform(py - ry, py + ry)
            np.maximum(st, disc(qx, qy, side.uniform(1.8, 3.6), 1.0), out=st)
        after_mask(
            ctx,
            st * (pool > 0.9) * (1 - disc(px + s * rx * 0.45, py - ry * 0.15, 80, 4)),
            "#fff6d0",
            0.9,
        )
        inner.celestial(px + s * rx * 0.45, py - ry * 0.15, 62, "moon")
        add_element(
            ctx,
            "the full moon in the puddle",
            "secondary",
            (
                int(px + s * rx * 0.45 - 64),
                int(py - ry * 0.15 - 64),
                int(px + s * rx * 0.45 + 64),
                int(py - ry * 0.15 + 64),
            ),
            ("moon", "night"),
        )
    elif world == "sea":
        inner.img[:] = mix(inner.img, rgb("#0c3a66"), 0.55)
        inner.subject(
            "sea-turtle",
            px - s * rx * 0.15,
            py + ry * 0.05,
            ry * 1.35,
            "secondary",
            fill="#2a3a5a",
            flip=s > 0,
            label="a sea turtle in the deep sea inside the puddle",
            tags=("animal", "sea", "giant"),
        )
    else:
        inner.clouds(2, (py - ry) / H, (py + ry * 0.3) / H, 0.5)
        inner.subject(
            "elven-castle",
            px - s * rx * 0.25,
            py + ry * 0.2,
            ry * 1.5,
            "secondary",
            fill="#4a3a5a",
            rot=180,
            label="an upside-down castle inside the puddle",
            tags=("castle", "another world"),
        )
    ctx.fill_with(pool, inner, rim=0.0)
    # the wet rim: a dark edge and a bright line of sky where the water meets the earth
    ring = np.clip(blur(pool, 5) - pool * 0.7, 0, 1) * 1.5
    blend(ctx.img, np.clip(ring, 0, 1), rgb("#5a4a38"), 0.6)
    hi = np.clip(pool - np.roll(pool, 8, axis=0), 0, 1)
    after_mask(ctx, hi, "#f6fbff", 0.6)
    ctx.focus[:] = np.maximum(ctx.focus, blur(pool, 10))
    add_element(
        ctx, f"a puddle holding {WORLDS[world]}", "main", pb, ("puddle", "another world", "rain")
    )
    # the child on the far rim, looking down into it; the dog across the puddle
    who = pick(ctx, ["a girl", "a boy", "a child"])
    flip = s > 0
    ph = H * ctx.u(0.3, 0.32)
    cx = px + s * rx * 0.45
    cfy = py - ry * 0.75
    pose = pick(ctx, ["hand", "point", "stand"])
    person(
        ctx,
        pose,
        cx,
        cfy,
        ph,
        "secondary",
        label=f"{who} in rubber boots looking into the puddle",
        coat=pick(ctx, CHILD_COATS),
        flip=flip,
        shadow=cfy,
        tags=("person", "child", "wonder"),
        who=who,
    )
    boots = pick(ctx, ["#f0c020", "#d03a2a", "#2a6a3a"])
    _boots(ctx, pose, cx, cfy, ph, flip, boots)
    dx = px - s * rx * 0.72
    dfy = py + ry * 1.05 + H * 0.03
    ctx.subject(
        "sitting-dog",
        dx,
        dfy - H * 0.065,
        H * 0.13,
        "secondary",
        fill=pick(ctx, ["#3a2a22", "#5a3a22", "#2a2a2e"]),
        flip=s < 0,
        shadow=dfy,
        label="a dog sitting at the puddle's edge",
        tags=("animal", "dog", "faithful"),
    )
    colour = {"#f0c020": "yellow", "#d03a2a": "red", "#2a6a3a": "green"}[boots]
    act = {"hand": " and holds out a hand over it", "point": " and points into it", "stand": ""}[
        pose
    ]
    return Painted(
        f"On a sunny country lane after the rain, {who} in {colour} rubber boots stands at the "
        f"edge of a big puddle{act}, and the puddle holds {WORLDS[world]}; a dark dog sits "
        "on the other side, looking in.",
        [
            "another world",
            "curiosity",
            "childhood",
            "imagination",
            "depth",
            "secret",
            "wonder",
            "portal",
            "rain",
            "hidden",
        ],
    )


PREMISE = Premise(
    name="puddle-world",
    figure="person",
    palettes=("noon", "spring"),
    stage=stage,
)
