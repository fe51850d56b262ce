"""Premise "clouds-on-the-line": In a garden under an empty sky, someone pegs clouds on a
washing line to dry; one of them still drips rain into a bucket below."""

from __future__ import annotations

import numpy as np

from ..kit.figures import bbox_of, joint_at, person
from ..kit.light import after_mask
from ..kit.names import WHERE
from ..kit.paint import YY, H, W, blend, blur, box, disc, rgb
from ..kit.people import WHO
from ..kit.place import add_element, pick, third
from ..kit.premise import Painted, Premise
from ..kit.scene import Ctx
from ..kit.shapes import segment, string_to


def _cloud(cx: float, top: float, w: float, rng: np.random.Generator) -> np.ndarray:
    """A small heaped cloud `w` wide whose top is at `top`, flat-bottomed, as a mask."""
    m = np.zeros((H, W), np.float32)
    base = top + w * 0.5
    for k in range(5):
        t = k / 4 - 0.5
        r = w * (0.2 + 0.13 * (1 - abs(t) * 2)) * float(rng.uniform(0.9, 1.1))
        np.maximum(m, disc(cx + t * w * 0.62, base - r * 0.75, r, 3), out=m)
    return m * np.clip((base - YY) / 3, 0, 1)


def stage(ctx: Ctx) -> Painted:
    """In a garden under an empty sky, someone pegs clouds on a washing line to dry; one of
    them still drips rain into a bucket below."""
    _, s = third(ctx)
    ctx.texture_sky()
    ctx.celestial(W / 2 + s * W * ctx.u(0.2, 0.3), H * ctx.u(0.1, 0.15), 55)
    gy = ctx.hills(ctx.u(0.7, 0.74), 2, amp=28)
    # the line: between a post on the person's side and one across the card, sagging
    ly = H * ctx.u(0.42, 0.45)
    p0 = W / 2 + s * W * 0.42
    p1 = W / 2 - s * W * 0.42
    posts = np.maximum(
        segment(p0, ly - 30, p0, gy + 40, 16),
        segment(p1, ly - 30, p1, gy + 20, 16),
    )
    ctx.lit(posts, bbox_of(posts), rgb("#6a4a32"), rim=0.4)
    sag = H * 0.05

    def line_y(px: float) -> float:
        t = (px - min(p0, p1)) / abs(p1 - p0)
        return ly + sag * 4 * t * (1 - t)

    string_to(ctx, (min(p0, p1), ly), (max(p0, p1), ly), sag, "#3a3030", width=3, alpha=0.9)
    # two clouds pegged on it, hanging under the line, the first one still dripping; the
    # third is in the hand of the person at the line's empty end
    clouds = np.zeros((H, W), np.float32)
    pegs = np.zeros((H, W), np.float32)
    cxs = [W / 2 - s * W * (0.26 - 0.27 * k) for k in range(2)]
    drip = (0, 0, 0, 0)
    for k, cx in enumerate(cxs):
        w = W * ctx.u(0.21, 0.23)
        c = _cloud(cx, line_y(cx) - 6, w, ctx.rng)
        np.maximum(clouds, c, out=clouds)
        if k == 0:
            drip = bbox_of(c)
        for dx in (-w * 0.22, w * 0.22):
            yy = line_y(cx + dx)
            np.maximum(pegs, box(cx + dx - 8, yy - 18, cx + dx + 8, yy + 24, 2), out=pegs)
    who = pick(ctx, WHO)
    pfy = gy + H * 0.06
    px = float(W / 2 + s * W * 0.3)
    ph = (pfy - line_y(px)) / 1.1
    hand = joint_at("reach", "ha_r", px, pfy, ph, s > 0)
    held = _cloud(hand[0], hand[1] - W * 0.06, W * 0.2, ctx.rng)
    np.maximum(clouds, held, out=clouds)
    cb = bbox_of(clouds)
    ctx.lit(clouds, cb, rgb("#fbfbfd"), rim=0.6)
    blend(ctx.img, pegs, rgb("#c0804a"))
    ctx.focus[:] = np.maximum(ctx.focus, blur(clouds, 8))
    # rain from the first cloud into a wooden bucket
    bx = (drip[0] + drip[2]) / 2
    by = gy + H * 0.11
    drops = np.zeros((H, W), np.float32)
    for _ in range(30):
        dx = bx + ctx.u(-W * 0.06, W * 0.06)
        dy = ctx.u(drip[3] + 10, by - 50)
        np.maximum(drops, segment(dx, dy, dx - 3, dy + 30, 3.5), out=drops)
    after_mask(ctx, drops, "#3a5a98", 0.85)
    ctx.subject(
        "empty-wood-bucket",
        bx,
        by - H * 0.04,
        H * 0.08,
        "secondary",
        fill="#a8743f",
        shadow=by,
        label="a wooden bucket catching the rain",
        tags=("bucket", "home"),
    )
    add_element(
        ctx,
        f"clouds pegged on a washing line {WHERE[ctx.pal.name]}",
        "main",
        cb,
        ("cloud", "weather", "chores"),
    )
    person(
        ctx,
        "reach",
        px,
        pfy,
        ph,
        "secondary",
        label=f"{who} hanging out the clouds",
        flip=s > 0,
        shadow=pfy,
        tags=("person", "chores", "home"),
        who=who,
    )
    return Painted(
        f"In a garden under an empty sky, {who} hangs clouds on a washing line to dry, like "
        "sheets, holding up the last one; the first still drips rain into a wooden bucket "
        "below.",
        [
            "chores",
            "home",
            "weather",
            "patience",
            "control",
            "daily life",
            "fresh start",
            "dreams",
            "order",
            "calm",
        ],
    )


PREMISE = Premise(
    name="clouds-on-the-line",
    figure="person",
    palettes=("noon", "spring", "dawn"),
    stage=stage,
)
