"""Premise "door-in-a-tree": At nightfall an old broad tree has an arched door open at the foot
of its trunk, warm light spilling out of it down a path of stepping stones, small round
windows lit higher up its trunk; a rabbit seen from the side, a lantern in its paws, sits
by the path looking at the door.

The tree is drawn from shapes (a trunk with roots and bark, its crown a dark mass off the top of
the card), lit by its own door."""

from __future__ import annotations

import numpy as np

from ..kit.light import after_mask, later_glow
from ..kit.paint import XX, YY, H, W, aniso_noise, blend, blur, disc, ellipse, glow, rgb
from ..kit.place import add_element, focus_on, sec, third
from ..kit.premise import Painted, Premise
from ..kit.scene import Ctx
from ..kit.shapes import mask_bbox, polygon_fine, ribbon, union_box


def _arch(cx: float, base: float, w: float, h: float) -> np.ndarray:
    """An arched doorway: straight sides, a round top."""
    r = w / 2
    pts = [(cx - r, base), (cx - r, base - h + r)]
    for a in np.linspace(np.pi, 0, 16):
        pts.append((cx + r * np.cos(a), base - h + r - r * np.sin(a)))
    pts.append((cx + r, base))
    return polygon_fine(pts)


def stage(ctx: Ctx) -> Painted:
    """An old tree with a lit door at its foot, lit windows above; a rabbit with a lantern
    sits by the path, looking at the door."""
    _, s = third(ctx)
    tx = W / 2 + s * W * 0.14  # the tree on side s, the rabbit coming from the other side
    ctx.texture_sky()
    ctx.stars(200, 0.45)
    ctx.celestial(W / 2 - s * W * 0.3, H * 0.24, 46, "moon")
    gy = ctx.hills(0.74, 2, amp=24)
    # the trunk: broad at the foot, roots spreading into the ground, leaning a little
    foot = gy + H * 0.05
    trunk = ribbon(
        [
            (tx, foot),
            (tx + s * 14, foot - H * 0.16),
            (tx - s * 8, foot - H * 0.34),
            (tx - s * 40, foot - H * 0.52),
            (tx - s * 50, foot - H * 0.7),
            (tx - s * 70, -40),
        ],
        [W * 0.4, W * 0.27, W * 0.24, W * 0.21, W * 0.2, W * 0.17],
        2,
    )
    for k, ang in enumerate((-1.0, -0.55, 0.5, 0.95)):
        rx = tx + np.sin(ang) * W * 0.22
        root = ribbon(
            [
                (tx + np.sin(ang) * W * 0.08, foot - 40),
                (rx, foot + 10 + 8 * (k % 3)),
                (rx + np.sin(ang) * 90, foot + 30),
            ],
            [90, 50, 14],
            2,
        )
        trunk = np.maximum(trunk, root)
    # two great limbs going up off the card into a dark crown
    for k in (-1, 1):
        limb = ribbon(
            [(tx - s * 40, H * 0.3), (tx + k * W * 0.2, H * 0.12), (tx + k * W * 0.42, -30)],
            [120, 80, 50],
            2,
        )
        trunk = np.maximum(trunk, limb)
    crown = np.zeros((H, W), np.float32)
    side = ctx.side()
    for _ in range(26):
        cx = tx + float(side.uniform(-0.6, 0.6)) * W
        cy = float(side.uniform(-0.06, 0.12)) * H
        np.maximum(
            crown,
            ellipse(cx, cy, float(side.uniform(90, 200)), float(side.uniform(60, 120)), 10),
            out=crown,
        )
    blend(ctx.img, crown, rgb("#1a1426"), 0.95)
    bark = rgb("#4a3a3c")
    ctx.light = (tx, foot - H * 0.1)  # the door lights the tree's foot
    ctx.lit(trunk, mask_bbox(trunk), bark, rim=0.25)
    # bark: long vertical grooves and ridges
    grain = aniso_noise(side, 10, 140) - 0.5
    ctx.img *= (1 + 0.55 * grain * trunk)[..., None]
    grooves = np.clip((aniso_noise(side, 7, 90) - 0.62) * 6, 0, 1) * trunk
    blend(ctx.img, grooves, rgb("#1c1418"), 0.7)
    ctx.shape("tree", "frame", ("tree", "home", "old"), mask_bbox(trunk))
    # a little focus on the trunk: the brush keeps its bark, and the kit sets no dark framing
    # tree in front of it
    focus_on(ctx, trunk, 2, 1.0, weight=0.15)
    # the door: an arch at the trunk's foot, warm light inside, the plank door swung open
    dw, dh = W * 0.13, H * 0.15
    door_x = tx - s * W * 0.02
    door = _arch(door_x, foot - 18, dw, dh)
    inside = np.clip((YY - (foot - 18 - dh)) / dh, 0, 1)[..., None]
    blend(ctx.img, door, rgb("#ffd27a") * (1 - 0.25 * inside) + rgb("#ff9a40") * 0.25 * inside)
    frame = np.clip(_arch(door_x, foot - 14, dw + 26, dh + 14) - door, 0, 1)
    ctx.lit(frame, mask_bbox(frame), rgb("#6a4630"), rim=0.6)
    leaf = _arch(door_x - s * dw * 0.72, foot - 18, dw * 0.42, dh * 0.97)
    ctx.lit(leaf, mask_bbox(leaf), rgb("#7a3a24"), rim=0.7)
    after_mask(ctx, disc(door_x - s * dw * 0.58, foot - 18 - dh * 0.45, 6, 1), "#f2c860", 0.95)
    glow(ctx.img, door_x, foot - dh * 0.5, W * 0.35, "#ffc870", 0.35)
    later_glow(ctx, door_x, foot - dh * 0.45, W * 0.22, "#ffd890", 0.3)
    # its light spilling out over the ground and down the path of stepping stones
    spill = polygon_fine(
        [
            (door_x - dw * 0.5, foot - 16),
            (door_x + dw * 0.5, foot - 16),
            (door_x + dw * 1.4 - s * W * 0.1, H + 10),
            (door_x - dw * 1.4 - s * W * 0.25, H + 10),
        ]
    )
    blend(ctx.img, blur(spill, 40) * np.clip((YY - foot) / 40, 0, 1), rgb("#ffb860"), 0.35)
    stones = np.zeros((H, W), np.float32)
    path = []
    for k in range(7):
        t = k / 6
        px = door_x - s * W * 0.42 * t + s * np.sin(t * 3.0) * W * 0.05
        py = foot + 20 + (H * 0.97 - foot - 20) * t**1.1
        path.append((px, py))
        rw = 40 + 70 * t
        np.maximum(stones, ellipse(px, py, rw, rw * 0.32, 3), out=stones)
    lit_amount = np.clip(1.2 - np.hypot(XX - door_x, YY - foot) / (H * 0.35), 0.25, 1)
    blend(ctx.img, stones, rgb("#e8c89a") * lit_amount[..., None], 0.9)
    add_element(
        ctx,
        "an old tree with a lit door open at its foot",
        "secondary",
        union_box([mask_bbox(door), mask_bbox(frame), mask_bbox(leaf)]),
        ("tree", "door", "home", "welcome", "light"),
    )
    # small round windows lit higher up the trunk: other neighbours at home
    wins = []
    for wx_, wy_, r in ((-0.07, 0.47, 26), (0.06, 0.36, 22), (-0.02, 0.26, 20)):
        wy = wy_ * H
        wx = tx - s * 30 * (1 - wy / foot) + wx_ * W
        wins.append((wx, wy, r))
        blend(ctx.img, disc(wx, wy, r + 9, 2), rgb("#3a2a24"))
        blend(ctx.img, disc(wx, wy, r, 2), rgb("#ffd27a"))
        later_glow(ctx, wx, wy, r * 4, "#ffcf80", 0.25)
        bars = np.maximum(ellipse(wx, wy, 3, r, 0.8), ellipse(wx, wy, r, 3, 0.8))
        after_mask(ctx, bars * disc(wx, wy, r, 1), "#5a3a24", 0.8)
    add_element(
        ctx,
        "small lit round windows up the trunk",
        "secondary",
        union_box([(int(x - r), int(y - r), int(x + r), int(y + r)) for x, y, r in wins]),
        ("window", "home", "light"),
    )
    # the rabbit on the path, seen from the side, hopping toward the door, a lantern in front
    rx_, ry_ = door_x - s * W * 0.36, foot + H * 0.025
    rh = H * 0.12
    flip = s < 0  # the icon faces right; it faces the tree
    rm = sec(
        ctx,
        "rabbit",
        rx_,
        ry_ - rh * 0.45,
        rh,
        fill="#8a7466",
        rim=0.9,
        separate=False,
        flip=flip,
        shadow=ry_ + 6,
        label="a rabbit with a lantern looking at the door",
    )
    # as the main figure of the card
    ctx.elements[-1]["role"] = "main"
    rb = mask_bbox(rm)
    lx = rb[2] + 22 if not flip else rb[0] - 22
    ly = rb[1] + (rb[3] - rb[1]) * 0.62
    lm = sec(ctx, "old-lantern", lx, ly, H * 0.075, fill="#4a3826")
    lb = mask_bbox(lm)
    later_glow(ctx, lx, (lb[1] + lb[3]) / 2 + 8, 150, "#ffd98a", 0.55, core=13)
    later_glow(ctx, lx, (lb[1] + lb[3]) / 2 + 8, 40, "#fff4d0", 0.6)
    focus_on(ctx, rm, 3, 2.0)
    return Painted(
        "At nightfall an old broad tree has an arched door open at the foot of its trunk, warm "
        "light spilling out of it down a path of stepping stones, and small round windows lit "
        "higher up the trunk; a rabbit holding a glowing lantern sits at the path's side, "
        "seen from the side, looking at the open door.",
        ["home", "secret", "invitation", "welcome", "mystery", "night", "journey", "coming home"],
    )


PREMISE = Premise(
    name="door-in-a-tree",
    figure="rabbit",
    palettes=("dusk",),
    stage=stage,
    max_cards=1,
)
