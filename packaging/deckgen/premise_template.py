"""Premise "fox-keeps-the-moon" (a template): a fox on a hill at night holds the moon on a
string like a balloon, and a child below looks up at it.

Copy this file to `premises/<your_premise>.py`, rename the premise to match the file (dashes
for underscores), and draw your own idea in `stage`. Everything drawn comes from the kit
(`deckgen.kit`); icons, poses, materials and palettes come from its tables, and a new icon or
pose gets its row there, never from a premise. Only `ctx.rng` decides what a seed stages.
"""

from __future__ import annotations

from ..kit.figures import person
from ..kit.names import cap, label
from ..kit.paint import H, W
from ..kit.place import main, pick, third
from ..kit.premise import Painted, Premise
from ..kit.scene import Ctx
from ..kit.shapes import string_to
from ..kit.sky import sky


def stage(ctx: Ctx) -> Painted:
    x, s = third(ctx)  # the main figure stands on a vertical third, side s (-1 or 1)
    moon_x, moon_y = x + s * 160, H * 0.2
    sky(ctx, sx=moon_x, sy=moon_y, r=80, clouds=2, kind="moon")
    gy = ctx.hills(0.7, 3)  # the front ridge's y
    beast = pick(ctx, ["fox", "rabbit", "cat"])
    main(ctx, beast, x, gy - H * 0.09, H * 0.2, shadow=gy, flip=s < 0)
    # the string from the fox's raised nose to the moon, drawn after the paint (thinner than a
    # stroke)
    string_to(ctx, (x + s * 60, gy - H * 0.17), (moon_x, moon_y + 80), 30, "#f4ecd0")
    # people are built from parts (kit.figures, a pose from kit.poses), never an icon
    pose = pick(ctx, ["point-up", "reach"])
    person(
        ctx,
        pose,
        W / 2 - s * 300,
        gy + 60,
        H * 0.13,
        label="a child looking up",
        who="a child",
        tags=("person", "child"),
        flip=s > 0,
        shadow=gy + 120,
    )
    return Painted(
        f"{cap(label(beast))} on a hilltop holds the moon on a string like a balloon, "
        "and a child below looks up at it.",
        ["night", "wonder", "keeping", "childhood", "dream", "balloon"],
    )


PREMISE = Premise(
    name="fox-keeps-the-moon",
    figure="fox",  # what it depicts: its main figure's kind, or "varies"
    palettes=("night", "dusk", "aurora"),
    stage=stage,
    # selection rules (defaults shown): candidates=1, max_cards=None, frame=True
)
