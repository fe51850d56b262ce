"""Premise "planes-become-birds": From a hilltop a child throws paper planes; the farther they
fly, the more they become birds: planes, then folded paper cranes, then a flock of live
birds."""

from __future__ import annotations

import numpy as np

from ..kit.figures import joint_at, person
from ..kit.ground import pine_row
from ..kit.light import after_mask
from ..kit.paint import H, W, blur, icon_mask, mix, rgb
from ..kit.people import CHILD_COATS, DARK_COATS, drawn_as
from ..kit.place import add_element, pick, third
from ..kit.premise import Painted, Premise
from ..kit.scene import Ctx
from ..kit.sky import sky

HILL = {
    "snow": "from a snowy hill",
    "noon": "from a green hill",
    "dawn": "from a hill at dawn",
    "golden": "from a hill at sunset",
}


MIN_FLYER = 0.072  # the deck check's smallest readable figure (7% of the card's height)


def _flyer(
    ctx: Ctx, name: str, x: float, y: float, h: float, ang: float, col: np.ndarray, label: str
) -> None:
    """A paper plane, a paper crane or a bird at (x, y), headed along `ang` (radians, y up)."""
    left = np.cos(ang) < 0
    deg = float(np.degrees(ang))
    if name == "paper-plane":  # its nose points up and to the right in the icon
        rot = deg - 135 if left else deg - 45
        rot = (rot + 180) % 360 - 180
    else:
        rot = float(np.clip((180 - deg if left else deg) * 0.5, -25, 25)) * (-1 if left else 1)
    m, bb = icon_mask(name, x, y, h, flip=left, rot=rot)
    if bb[3] - bb[1] < MIN_FLYER * H:  # a plane flying level is flat: grow it to read
        h *= MIN_FLYER * H / max(1, bb[3] - bb[1])
        m, bb = icon_mask(name, x, y, h, flip=left, rot=rot)
    ctx.lit(
        m, bb, col, rim=0.6, separate=name != "dove"
    )  # a bird keeps the colour it is said to be
    if name != "dove":  # a crisp folded-paper edge, thinner than a stroke
        edge = np.clip(m - blur(m, 2.5) * 1.1, 0, 1) * 2
        after_mask(ctx, np.clip(edge, 0, 1), "#5a6070", 0.55)
    ctx.focus[:] = np.maximum(ctx.focus, np.clip(blur(m, 4) * 2, 0, 1) * 0.8)
    add_element(ctx, label, "secondary", bb, ("flight", "paper", "bird"), name)


def stage(ctx: Ctx) -> Painted:
    """From a hilltop a child throws paper planes; the farther they fly, the more they become
    birds: planes, then folded paper cranes, then a flock of live birds."""
    x, s = third(ctx)
    flip = s > 0  # the child throws toward the other side of the card
    sg = -1.0 if flip else 1.0
    pale = ctx.pal.name != "golden"  # dark birds, except against the golden hour's violet zenith
    sky(ctx, sx=x + sg * ctx.u(60, 160), sy=H * ctx.u(0.5, 0.56), r=60, clouds=2)
    gy = ctx.hills(ctx.u(0.66, 0.7), 2, amp=30)
    if ctx.pal.name == "snow":
        pine_row(ctx, gy - 50)
    ph = H * ctx.u(0.32, 0.35)
    fy = H * ctx.u(0.88, 0.9)
    x = float(np.clip(x, ph * 0.3 + 20, W - ph * 0.3 - 20))
    hand = joint_at("reach", "ha_r", x, fy, ph, flip)
    who = pick(ctx, ["a girl", "a boy", "a child"])
    # the flight: a rising curve from the hand across the sky and back over the child
    ex = W / 2 - s * ctx.u(0.05, 0.15) * W
    p0 = (hand[0] + sg * 40, hand[1] - 60)
    p1 = (W / 2 - s * W * ctx.u(0.75, 0.85), H * ctx.u(0.3, 0.36))
    p2 = (ex + s * W * ctx.u(0.25, 0.32), H * ctx.u(0.07, 0.09))
    n = 6
    paper = rgb("#f6f2e8")
    bird = rgb("#2a2632") if pale else rgb("#f4f2ee")
    kinds = ["paper-plane", "paper-plane", "paper-crane", "paper-crane", "dove", "dove"]
    if ctx.rng.random() < 0.5:
        kinds = ["paper-plane", "paper-plane", "paper-crane", "dove", "dove", "dove"]
    for k in range(n):
        t = (k + 0.5) / n
        bx = (1 - t) ** 2 * p0[0] + 2 * (1 - t) * t * p1[0] + t * t * p2[0]
        by = (1 - t) ** 2 * p0[1] + 2 * (1 - t) * t * p1[1] + t * t * p2[1]
        dx = 2 * (1 - t) * (p1[0] - p0[0]) + 2 * t * (p2[0] - p1[0])
        dy = 2 * (1 - t) * (p1[1] - p0[1]) + 2 * t * (p2[1] - p1[1])
        ang = float(np.arctan2(-dy, dx))
        kind = kinds[k]
        f = max(0.0, (k - 2) / (n - 3))  # paper turning into bird along the way
        col = mix(paper, bird, f) if kind != "paper-plane" else paper
        h = H * (0.09 + 0.035 * k / (n - 1))
        bx = float(np.clip(bx, h * 0.7, W - h * 0.7))
        by = float(np.clip(by, h * 0.6 + 10, H))
        said = {
            "paper-plane": "a paper plane",
            "paper-crane": "a paper plane turning into a folded bird",
            "dove": "a bird that was a paper plane",
        }[kind]
        _flyer(ctx, kind, bx, by, h, ang, col, said)
    person(
        ctx,
        "reach",
        x,
        fy,
        ph,
        "main",
        label=f"{who} throwing paper planes that become {'dark' if pale else 'white'} birds, "
        + HILL[ctx.pal.name],
        **drawn_as(who),
        flip=flip,
        shadow=fy,
        coat=pick(ctx, DARK_COATS if pale else CHILD_COATS),
        tags=("person", "child", "play"),
    )
    # a few more planes in the grass at the child's feet, ready to throw
    for k in range(2):
        later = x - sg * (ph * 0.22 + k * 70)
        m, bb = icon_mask("paper-plane", later, fy - 20 + k * 14, H * 0.045, flip=k == 1, rot=-60)
        ctx.lit(m, bb, paper, rim=0.4)
    birds = "dark birds" if pale else "white birds"
    del gy
    return Painted(
        f"On a hilltop, {who} throws paper planes into the sky; the farther they fly the more "
        f"they change, from white paper planes to folded paper birds, and at last {birds} "
        "flying away.",
        [
            "freedom",
            "imagination",
            "childhood",
            "letting go",
            "transformation",
            "dreams",
            "growing up",
            "play",
            "hope",
            "coming to life",
        ],
    )


PREMISE = Premise(
    name="planes-become-birds",
    figure="person",
    palettes=("snow", "noon", "dawn", "golden", "snow"),
    stage=stage,
)
