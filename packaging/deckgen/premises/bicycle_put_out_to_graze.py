"""Premise "bicycle-put-out-to-graze": In a summer meadow an old bicycle has been tethered to a
stake like a goat; all round the stake it has eaten the grass bare in a wide circle, and at the
end of its rope it strains away, bending its handlebars down to the daisies just beyond, while
cows look on from the fence."""

from __future__ import annotations

import numpy as np

from ..kit.figures import Pt
from ..kit.light import after_mask
from ..kit.paint import YY, Arr, H, W, aniso_noise, blend, blur, box, disc, ellipse, mix, rgb, ridge
from ..kit.place import add_element, focus_on, sec, third
from ..kit.premise import Painted, Premise
from ..kit.scene import Ctx
from ..kit.shapes import mask_bbox, polylines, ribbon, segment, string_to
from ..kit.sky import sky

FRAMES = {"red": "#a8302a", "blue": "#2f5a8a", "green": "#2f6a4a"}


def ring(c: Pt, r: float, width: float) -> Arr:
    out: Arr = disc(c[0], c[1], r, 1.5) * (1 - disc(c[0], c[1], r - width, 1.5))
    return out


def stage(ctx: Ctx) -> Painted:
    x, s = third(ctx)
    f = s  # the bicycle faces out toward side s, straining away from its stake
    sky(ctx, sx=W / 2 + s * ctx.u(0.2, 0.3) * W, sy=H * ctx.u(0.12, 0.18), r=70, clouds=3)
    # the meadow: far hills, then one wide field of grass (no framing trees)
    far = ridge(ctx.rng, H * 0.44, 40, 260)
    blend(ctx.img, far, mix(ctx.sky_at(0.45), ctx.c("ground"), 0.55))
    field_y = H * 0.5
    field = np.clip((YY - field_y) / 3 + 0.5, 0, 1).astype(np.float32)
    grass = ctx.c("ground") * (1 + 0.2 * (aniso_noise(ctx.side(), 90, 12) - 0.5))[..., None]
    grass *= (1 - 0.25 * np.clip((YY - field_y) / (H - field_y), 0, 1))[..., None]
    blend(ctx.img, field, np.clip(grass, 0, 1))
    # a fence far off with cows looking on
    fy = H * ctx.u(0.53, 0.55)
    posts: list[list[Pt]] = [
        [(float(px), fy - 50), (float(px), fy + 16)] for px in range(-20, W + 40, 110)
    ]
    rails: list[list[Pt]] = [
        [(-20.0, fy - 36), (W + 20.0, fy - 40)],
        [(-20.0, fy - 12), (W + 20.0, fy - 14)],
    ]
    after_mask(ctx, polylines(posts + rails, 7), "#5a4634", 0.75)
    cows = []
    for k in range(2):
        cx_ = W / 2 - f * (ctx.u(0.12, 0.2) + 0.2 * k) * W
        m = sec(ctx, "cow", cx_, fy - 30, H * 0.07, flip=f > 0, shadow=fy + 20)
        cows.append(mask_bbox(m))
    # the bicycle's place (drawn below), h its wheel radius; its mouth reaches the daisies
    gl = H * ctx.u(0.83, 0.84)  # the ground line the bicycle stands on
    r = W * ctx.u(0.128, 0.132)
    bx = W / 2 - f * W * 0.07  # between the two wheels
    mouth_x = bx + f * 2.62 * r
    # the stake behind it and the circle of grass eaten bare round the stake, whose edge the
    # bicycle's mouth has just reached
    kx, ky = W / 2 - f * W * 0.4, gl - H * 0.1
    dx, dy = abs(mouth_x - kx), gl - ky
    rx = float(np.sqrt(dx**2 + (dy / 0.22) ** 2)) * 0.97
    ry = rx * 0.22
    eaten = ellipse(kx, ky, rx, ry, 10)
    blend(
        ctx.img, eaten, np.clip(ctx.c("ground") * 1.15 + np.array([0.08, 0.06, -0.02]), 0, 1), 0.6
    )
    edge = np.clip(ellipse(kx, ky, rx + 20, ry + 8, 4) - ellipse(kx, ky, rx - 6, ry - 4, 4), 0, 1)
    blend(ctx.img, edge, ctx.c("ground") * 0.7, 0.6)
    stake = box(kx - 11, ky - 100, kx + 11, ky + 4, 2)
    ctx.lit(stake, mask_bbox(stake), rgb("#6a4a30"), rim=0.4)
    add_element(
        ctx,
        "a circle of grass eaten bare round a stake",
        "secondary",
        mask_bbox(eaten),
        ("grass", "circle", "meadow"),
    )

    def X(v: float) -> float:
        return bx + f * v * r

    wy = gl - r  # the hubs' height
    rear, front = (X(-1.35), wy), (X(1.35), wy)
    bb_ = (X(-0.05), wy + r * 0.12)
    seat = (X(-0.45), wy - r * 1.2)
    head_top, head_bot = (X(0.95), wy - r * 1.1), (X(1.08), wy - r * 0.6)
    frame_name = list(FRAMES)[int(ctx.rng.integers(len(FRAMES)))]
    tube = r * 0.13
    frame = np.zeros((H, W), np.float32)
    for a, b in (
        (bb_, seat),
        (seat, head_top),
        (bb_, head_bot),
        (head_top, head_bot),
        (bb_, rear),
        ((X(-0.5), wy - r * 1.05), rear),
        (head_bot, front),
    ):
        frame = np.maximum(frame, segment(a[0], a[1], b[0], b[1], tube))
    # its neck: the stem bends forward and down like a grazing horse's, the handlebars in the
    # grass in front of the front wheel
    mouth = (X(2.62), gl - r * 0.12)
    neck_pts = [
        head_top,
        (X(1.4), wy - r * 1.5),
        (X(2.1), wy - r * 1.25),
        (X(2.5), wy - r * 0.4),
        mouth,
    ]
    neck = ribbon(neck_pts, [tube * 1.3, tube * 1.25, tube * 1.2, tube * 1.1, tube])
    bars = ribbon(
        [
            (X(2.37), mouth[1] - r * 0.35),
            (X(2.62), mouth[1] - r * 0.05),
            (X(2.87), mouth[1] - r * 0.3),
        ],
        [tube * 0.8, tube * 0.9, tube * 0.8],
    )
    grips = np.maximum(
        disc(X(2.37), mouth[1] - r * 0.38, tube * 0.75, 2),
        disc(X(2.87), mouth[1] - r * 0.33, tube * 0.75, 2),
    )
    saddle = ellipse(seat[0] - f * r * 0.05, seat[1] - r * 0.08, r * 0.32, r * 0.1, 2)
    wheels = np.maximum(ring(rear, r, r * 0.13), ring(front, r, r * 0.13))
    hubs = np.maximum(disc(*rear, r * 0.09, 1.5), disc(*front, r * 0.09, 1.5))
    crank = disc(*bb_, r * 0.2, 1.5)
    bike = np.clip(frame + neck + bars + grips + saddle + wheels + hubs + crank, 0, 1)
    bkb = mask_bbox(bike)
    ctx.light = (W / 2 + s * 0.3 * W, H * 0.15)
    ctx.cast_shadow(bike, bkb, gl, 0.35)
    ctx.contact(wheels, mask_bbox(wheels))
    ctx.lit(wheels, mask_bbox(wheels), rgb("#26221e"), rim=0.5)
    ctx.lit(np.clip(frame + neck + bars, 0, 1), bkb, rgb(FRAMES[frame_name]), rim=0.8)
    ctx.lit(np.clip(grips + saddle, 0, 1), bkb, rgb("#3a2418"), rim=0.4, separate=True)
    ctx.lit(np.clip(hubs + crank, 0, 1), bkb, rgb("#b8b8b0"), rim=0.6, separate=True)
    # spokes, after the paint
    spokes: list[list[Pt]] = []
    for hub in (rear, front):
        for k in range(12):
            dx, dy = (
                float(np.cos(k * np.pi / 12)) * r * 0.88,
                float(np.sin(k * np.pi / 12)) * r * 0.88,
            )
            spokes.append([(hub[0] + dx, hub[1] + dy), (hub[0] - dx, hub[1] - dy)])
    after_mask(ctx, polylines(spokes, 2.5), "#c8c4b8", 0.75)
    # the tuft of grass and daisies hanging from its handlebars, after the paint
    tuft = []
    for _ in range(14):
        ox = X(2.62 + ctx.u(-0.3, 0.3))
        tuft.append(
            [(ox, mouth[1] - r * 0.1), (ox + ctx.u(-24, 24), mouth[1] + r * ctx.u(0.3, 0.55))]
        )
    after_mask(ctx, polylines(tuft, 7), "#3f7a2e", 0.95)
    daisies = np.zeros((H, W), np.float32)
    hearts = np.zeros((H, W), np.float32)
    for k in range(5):
        dx_, dy_ = X(2.38 + 0.12 * k), mouth[1] + r * ctx.u(0.25, 0.5)
        for j in range(8):  # petals round a yellow heart
            px_, py_ = float(np.cos(j * np.pi / 4)) * 10, float(np.sin(j * np.pi / 4)) * 10
            daisies = np.maximum(daisies, disc(dx_ + px_, dy_ + py_, 7, 1.2))
        hearts = np.maximum(hearts, disc(dx_, dy_, 6, 1.2))
    after_mask(ctx, daisies, "#f8f4ea", 0.95)
    after_mask(ctx, hearts, "#f0c030", 1.0)
    # the meadow round about is full of daisies, the eaten circle bare of them (drawn after
    # the paint, nearer ones bigger)
    gen = ctx.side()
    meadow = np.zeros((H, W), np.float32)
    hearts_m = np.zeros((H, W), np.float32)
    for _ in range(260):
        px_, py_ = float(gen.uniform(0, W)), float(gen.uniform(fy + 40, H))
        if ((px_ - kx) / (rx + 20)) ** 2 + ((py_ - ky) / (ry + 10)) ** 2 < 1:
            continue
        rr = 3 + 7 * (py_ - fy) / (H - fy)
        meadow = np.maximum(meadow, disc(px_, py_, rr, 1.2))
        hearts_m = np.maximum(hearts_m, disc(px_, py_, rr * 0.4, 1.0))
    keep = 1 - np.clip(blur(bike, 3) * 2, 0, 1)
    after_mask(ctx, meadow * keep, "#f4f0e4", 0.9)
    after_mask(ctx, hearts_m * keep, "#e8b830", 0.9)
    # the rope from its neck to the stake
    string_to(ctx, (X(1.45), wy - r * 1.5), (kx, ky - 90), 8, "#e8dcb8")
    add_element(
        ctx,
        f"an old {frame_name} bicycle grazing, tethered like a goat",
        "main",
        bkb,
        ("bicycle", "machine", "grazing", "object", "animal"),
    )
    focus_on(ctx, bike, 6, box=bkb)
    del cows, x
    ctx.img *= (1 - 0.2 * np.clip((YY - H * 0.9) / (H * 0.1), 0, 1))[..., None]
    return Painted(
        f"In a summer meadow an old {frame_name} bicycle has been tethered to a stake like a "
        "goat; all round the stake it has eaten the grass bare in a wide circle, and at the "
        "end of its rope it strains away, bending its handlebars down to graze on the daisies "
        "just beyond, while cows look on from the fence.",
        [
            "patience",
            "rest",
            "holidays",
            "countryside",
            "the simple life",
            "a machine that lives",
            "slowness",
            "summer",
            "being tied down",
            "the grass is greener",
        ],
    )


PREMISE = Premise(
    name="bicycle-put-out-to-graze",
    figure="bicycle",
    palettes=("noon", "dawn"),
    stage=stage,
    max_cards=1,
    frame=False,
)
