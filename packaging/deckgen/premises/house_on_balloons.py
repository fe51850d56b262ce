"""Premise "house-on-balloons": A snail moves house by air: a bunch of balloons tied to the
chimney of its shell lifts it high over the fields, its shell a little house with an arched
door and a lit window, and the snail leans out below it, eye stalks stretched, looking down
at the land it leaves.

Not a people's house on balloons (a film's picture), and no lighthouse: the snail and its shell
are drawn from shapes, the shell turned by a spiral, the door, window and chimney set into it,
the body hanging loose under it as a lifted snail's would.
"""

from __future__ import annotations

import numpy as np

from ..kit.light import later_glow, later_icon
from ..kit.paint import Arr, H, W, blend, disc, ellipse, rgb
from ..kit.place import add_element, focus_on
from ..kit.premise import Painted, Premise
from ..kit.scene import Ctx
from ..kit.shapes import mask_bbox, polygon_fine, polylines, ribbon, string_to
from ..kit.sky import sky

SHELLS = ("#d98a4a", "#c8703e", "#d9a05a")
BALLOONS = ("#e05a4f", "#f2b33d", "#4f9fd9", "#6cc08a", "#c86fd0", "#f08fb0", "#f07a3a")


def stage(ctx: Ctx) -> Painted:
    s = 1 if ctx.rng.random() < 0.5 else -1  # the snail's head points toward s
    sky(ctx, sx=W / 2 - s * 330, sy=H * 0.12, clouds=4)
    ctx.hills(0.8, 3, amp=40)
    for k in range(3):  # a hamlet far below, the home it leaves
        later_icon(
            ctx,
            "house",
            W / 2 + s * W * (0.1 + 0.09 * k),
            H * 0.84 + 12 * k,
            H * 0.035,
            "#8a5e4c",
            flip=k == 1,
            alpha=0.85,
        )
    ctx.staged[:] = [f for f in ctx.staged if f != ctx.repoussoir]  # no dark framing tree
    # the shell: a round house, its centre a little off the middle
    sx, sy, r = W / 2 - s * W * 0.07, H * 0.54, W * 0.17
    shell = disc(sx, sy, r, 2)
    # the body under and ahead of it, hanging loose, the head lifted to look down and out
    path = [
        (sx - s * r * 0.95, sy + r * 1.45),
        (sx - s * r * 0.55, sy + r * 1.12),
        (sx + s * r * 0.15, sy + r * 1.0),
        (sx + s * r * 0.8, sy + r * 0.98),
        (sx + s * r * 1.25, sy + r * 1.12),
    ]
    body = ribbon(path, [r * 0.14, r * 0.36, r * 0.44, r * 0.38, r * 0.32])
    hx, hy = sx + s * r * 1.32, sy + r * 1.16
    head = ellipse(hx, hy, r * 0.2, r * 0.18, 2)
    # eye stalks stretched forward and a little down: it looks at the land it leaves
    stalks = [
        [(hx + s * r * 0.05, hy - r * 0.08), (hx + s * r * 0.42, hy - r * 0.22)],
        [(hx - s * r * 0.02, hy - r * 0.1), (hx + s * r * 0.28, hy - r * 0.36)],
    ]
    eyes = [stalks[0][1], stalks[1][1]]
    stalk_m = polylines(stalks, r * 0.07)
    skin = rgb("#bfae8c")
    snail = np.clip(np.maximum.reduce([body, head, stalk_m]), 0, 1)
    ctx.lit(snail, mask_bbox(snail), skin, rim=0.7)
    col = rgb(SHELLS[int(ctx.rng.integers(len(SHELLS)))])
    ctx.lit(shell, mask_bbox(shell), col, rim=0.8, separate=True)
    # the spiral of the shell, drawn a little wider than a stroke so the paint keeps it
    spiral = []
    for t in np.linspace(0, 2.6 * np.pi, 80):
        rr = r * (0.88 - 0.3 * t / np.pi)
        if rr < r * 0.08:
            break
        spiral.append((sx + s * rr * np.cos(t + 2.2), sy + rr * np.sin(t + 2.2)))
    sp = polylines([spiral], r * 0.06) * shell
    blend(ctx.img, sp, col * 0.55, 0.8)
    # an arched door low on the shell, a lit window, a chimney on top
    dx, dy = sx + s * r * 0.3, sy + r * 0.36
    door = np.clip(
        np.maximum(
            ellipse(dx, dy - r * 0.1, r * 0.16, r * 0.18, 1.5),
            polygon_fine(
                [
                    (dx - r * 0.16, dy - r * 0.1),
                    (dx + r * 0.16, dy - r * 0.1),
                    (dx + r * 0.16, dy + r * 0.3),
                    (dx - r * 0.16, dy + r * 0.3),
                ]
            ),
        )
        * shell,
        0,
        1,
    )
    blend(ctx.img, door, rgb("#2f6482"))  # painted, and again crisp after the paint
    wx, wy = sx - s * r * 0.35, sy - r * 0.1
    window = ellipse(wx, wy, r * 0.15, r * 0.15, 1.5)
    blend(ctx.img, window, rgb("#3a2a22"))
    blend(ctx.img, ellipse(wx, wy, r * 0.11, r * 0.11, 1.5), rgb("#ffd98a"))
    cx0, cy0 = sx + s * r * 0.15, sy - r * 0.92
    chimney = polygon_fine(
        [
            (cx0 - r * 0.09, cy0 + r * 0.1),
            (cx0 - r * 0.09, cy0 - r * 0.28),
            (cx0 + r * 0.09, cy0 - r * 0.28),
            (cx0 + r * 0.09, cy0 + r * 0.1),
        ]
    )
    ctx.lit(chimney, mask_bbox(chimney), rgb("#8a4a3a"), rim=0.6)
    whole = np.clip(np.maximum.reduce([snail, shell, chimney]), 0, 1)
    focus_on(ctx, whole, 6)
    add_element(
        ctx,
        "a snail whose shell is a little house",
        "main",
        mask_bbox(whole),
        ("animal", "slow", "shell", "home"),
    )
    # the balloons above, their strings gathered at the chimney
    knot = (cx0, cy0 - r * 0.3)
    bal: list[Arr] = []
    cols = list(BALLOONS)
    ctx.rng.shuffle(cols)
    spots = []
    for k in range(9):
        a = -np.pi / 2 + (k - 4) * 0.19 + ctx.u(-0.05, 0.05)
        d = H * ctx.u(0.25, 0.33) - abs(k - 4) * 22
        bx, by = knot[0] + np.cos(a) * d * 0.95, knot[1] + np.sin(a) * d
        rr = ctx.u(48, 62)
        spots.append((bx, by, rr))
    spots.sort(key=lambda p: p[1])
    for k, (bx, by, rr) in enumerate(spots):
        bm = ellipse(bx, by, rr, rr * 1.18, 2)
        ctx.lit(bm, mask_bbox(bm), rgb(cols[k % len(cols)]), rim=0.7)
        bal.append(bm)
        string_to(ctx, (bx, by + rr * 1.18), knot, 8, "#f4efe4", width=2.5, alpha=0.85)
    bm_all = np.clip(np.max(np.stack(bal), 0), 0, 1)
    focus_on(ctx, bm_all, 6, weight=0.6)
    add_element(ctx, "a bunch of balloons", "secondary", mask_bbox(bm_all), ("balloons", "float"))
    side = ctx.side()
    for _ in range(5):  # a wisp of smoke from the chimney, blown back
        t = float(side.uniform(0.15, 1.0))
        later_glow(ctx, cx0 - s * t * 90, cy0 - r * 0.35 - t * 40, 18 + 14 * t, "#f2efe8", 0.25)

    def eyes_after(img: np.ndarray) -> None:  # smaller than a stroke
        frame = np.clip(ellipse(dx, dy - r * 0.1, r * 0.2, r * 0.22, 1.5), 0, 1)
        frame = (
            np.maximum(
                frame,
                polygon_fine(
                    [
                        (dx - r * 0.2, dy - r * 0.1),
                        (dx + r * 0.2, dy - r * 0.1),
                        (dx + r * 0.2, dy + r * 0.3),
                        (dx - r * 0.2, dy + r * 0.3),
                    ]
                ),
            )
            * shell
        )
        blend(img, frame, rgb("#ecdcb4"), 0.95)
        blend(img, door, rgb("#2f6482"), 1.0)
        blend(img, ellipse(dx + s * r * 0.08, dy + r * 0.08, 4, 4, 1), rgb("#e8c070"))
        blend(img, window, rgb("#3a2a22"), 0.8)
        blend(img, ellipse(wx, wy, r * 0.11, r * 0.11, 1.5), rgb("#ffd98a"), 0.9)
        for ex, ey in eyes:
            blend(img, ellipse(ex, ey, r * 0.075, r * 0.075, 1.2), rgb("#3a3028"))
            blend(img, ellipse(ex + s * 2, ey - 2, 2.5, 2.5, 0.8), rgb("#ffffff"), 0.9)
        later = ellipse(wx - 3, wy - 3, r * 0.04, r * 0.04, 1)
        blend(img, later, rgb("#fff4d0"), 0.8)

    ctx.after.append(eyes_after)
    return Painted(
        "A snail moves house by air: a bunch of bright balloons tied to the chimney of its "
        "shell lifts it high over the fields; its shell is a little house with a blue arched "
        "door and a lit window, and the snail hangs below it, eye stalks stretched, looking "
        "out and down.",
        [
            "moving away",
            "home",
            "adventure",
            "lightness",
            "slowness",
            "leaving",
            "dream",
            "freedom",
            "carrying your home",
        ],
    )


PREMISE = Premise(
    name="house-on-balloons",
    figure="snail",
    palettes=("dawn", "spring", "noon"),
    stage=stage,
    candidates=3,  # the balloons, the side and the light vary: more to choose from
    max_cards=1,
)
