"""Premise "cloud-shepherd": A shepherd with a crook and a dog herds a flock of small clouds
across a bright hill like sheep; one cloud has strayed over the village below and rains on
its roofs, and a child points at it."""

from __future__ import annotations

import itertools

import numpy as np

from ..kit.figures import bbox_of, joint_at, person
from ..kit.paint import YY, Arr, H, W, blend, blur, ellipse, rgb
from ..kit.people import CHILD_COATS, DARK_COATS, drawn_as
from ..kit.place import add_element, pick, third
from ..kit.premise import Painted, Premise
from ..kit.scene import Ctx
from ..kit.shapes import segment, union_box
from ..kit.sky import cloud_puff, day_zenith, rain_streaks, shade_under

HILLSIDE = {"noon": "a green hillside", "snow": "a snowy hillside", "spring": "a spring hill"}


def _cloud_sheep(ctx: Ctx, cx: float, cy: float, w: float, face: float) -> tuple[Arr, Arr]:
    """A small heaped cloud with a sheep's dark face at the front (side `face`) and four thin
    dark legs dangling under it: the fleece mask and the dark parts' mask."""
    fleece = cloud_puff(cx, cy, w, w * 0.55, ctx.rng, 5)
    bb = bbox_of(fleece)
    dark = np.zeros((H, W), np.float32)
    hx = cx + face * w * 0.5
    hy = cy - w * 0.02
    dark = np.maximum(dark, ellipse(hx, hy, w * 0.11, w * 0.14, 2))
    dark = np.maximum(dark, ellipse(hx - face * w * 0.04, hy - w * 0.1, w * 0.08, w * 0.035, 2))
    for k in range(4):
        lx = cx + (k - 1.5) * w * 0.2
        dark = np.maximum(dark, segment(lx, bb[3] - 10, lx, bb[3] + w * 0.16, max(6.0, w * 0.045)))
    return fleece, dark


def stage(ctx: Ctx) -> Painted:
    """A shepherd with a crook and a dog herds a flock of small clouds across a bright hill
    like sheep; one cloud has strayed over the village below and rains on its roofs, and a
    child points at it."""
    x, s = third(ctx)
    flip = s > 0  # the shepherd faces the flock, across the card
    sg = -1.0 if flip else 1.0
    ctx.texture_sky()
    ctx.celestial(W / 2 + s * W * ctx.u(0.26, 0.34), H * ctx.u(0.08, 0.12), 60)
    hz = ctx.u(0.52, 0.55)
    ctx.hills(hz, 2, amp=40)
    # a sunlit meadow: the near slope lifted toward a light, warm green (or white snow)
    lift = np.clip((YY - H * hz) / 60, 0, 1) * np.clip(1 - (YY - H * 0.8) / (H * 0.25), 0.3, 1)
    blend(ctx.img, lift, rgb("#f2f6f8" if ctx.pal.name == "snow" else "#e4f0b0"), 0.55)
    blend(
        ctx.img, np.clip(1 - lift * 2, 0, 1) * np.clip(YY / (H * 0.55), 0.4, 1), rgb("#f6f8f4"), 0.3
    )
    day_zenith(ctx, np.clip(1 - lift * 2, 0, 1))
    # the village on the far slope, on the flock's side, with the stray cloud raining on it
    vx = float(np.clip(W / 2 - s * W * ctx.u(0.3, 0.34), 150, W - 150))
    vh = H * 0.09
    vy = H * (hz + 0.06)
    ctx.subject(
        pick(ctx, ["village", "church"]),
        vx,
        vy,
        vh,
        "secondary",
        fill="#8a5a48",
        shadow=vy + vh / 2,
        label="a village on the far slope",
        tags=("building", "village", "home"),
    )
    stray_f, stray_d = _cloud_sheep(ctx, vx + sg * 20, vy - vh - H * 0.06, W * 0.19, -sg)
    # the flock: five clouds drifting across the near slope, the nearer the bigger
    fleece = stray_f.copy()
    darks = stray_d.copy()
    flock_boxes = []
    for k in range(5):
        t = k / 4
        fx = W / 2 + s * W * (0.26 - 0.58 * t) + ctx.u(-30, 30)
        fy = H * (0.3 - 0.14 * t + 0.05 * np.sin(t * 7.0)) + ctx.u(-20, 20)
        fw = W * (0.23 - 0.06 * t) * ctx.u(0.9, 1.1)
        fx = float(np.clip(fx, fw * 0.62 + 10, W - fw * 0.62 - 10))
        f, dk = _cloud_sheep(ctx, fx, fy, fw, sg)
        fleece = np.maximum(fleece, f)
        darks = np.maximum(darks, dk * (1 - f))
        flock_boxes.append(bbox_of(np.maximum(f, dk)))
    ctx.lit(fleece, bbox_of(fleece), rgb("#fbfaf6"), rim=0.6)
    shade_under(ctx, fleece, "#7a809a", 0.5)
    blend(ctx.img, darks, rgb("#24202a"))
    ctx.focus[:] = np.maximum(ctx.focus, blur(np.maximum(fleece, darks), 8))
    sb = bbox_of(np.maximum(stray_f, stray_d))
    rain_streaks(ctx, sb[0] + 20, sb[2] - 20, sb[3] - 10, vy + vh * 0.3, 40, "#34507e")
    add_element(
        ctx,
        "a small cloud strayed over the village, raining on its roofs",
        "secondary",
        sb,
        ("cloud", "rain", "stray"),
    )
    add_element(
        ctx,
        "a flock of small clouds with sheep's faces and legs",
        "secondary",
        union_box(flock_boxes),
        ("cloud", "sheep", "flock"),
    )
    # the shepherd in the foreground, crook in hand
    who = pick(ctx, ["an old man", "a man", "a woman", "a grandmother"])
    ph = H * ctx.u(0.42, 0.45)
    pfy = H * ctx.u(0.93, 0.95)
    x = float(np.clip(x, ph * 0.3 + 30, W - ph * 0.3 - 30))
    hand = joint_at("hold", "ha_r", x, pfy, ph, flip)
    crook = segment(hand[0], pfy - 6, hand[0], pfy - ph * 1.12, 16)
    hook_c = (hand[0] + sg * 34, pfy - ph * 1.12)
    hook = [
        (hook_c[0] - sg * 34 * np.cos(a), hook_c[1] + 34 * np.sin(a))
        for a in np.linspace(np.pi, 2 * np.pi, 8)
    ]
    for (a0, b0), (a1, b1) in itertools.pairwise(hook):
        crook = np.maximum(crook, segment(a0, b0, a1, b1, 16))
    person(
        ctx,
        "hold",
        x,
        pfy,
        ph,
        "main",
        label=f"{who} herding clouds like sheep",
        coat=pick(ctx, DARK_COATS),
        flip=flip,
        shadow=pfy,
        tags=("person", "shepherd", "care"),
        **drawn_as(who),
    )
    ctx.lit(crook, bbox_of(crook), rgb("#4a3020"), rim=0.5)
    add_element(ctx, "a shepherd's crook", "secondary", bbox_of(crook), ("crook", "shepherd"))
    # the dog, crouched ahead, toward the flock
    dx = float(np.clip(x + sg * ph * 0.45, 110, W - 110))
    dfy = pfy - H * 0.02
    ctx.subject(
        "sitting-dog",
        dx,
        dfy - H * 0.055,
        H * 0.11,
        "secondary",
        fill="#2a2422",
        flip=flip,
        shadow=dfy,
        label="a sheepdog",
        tags=("animal", "dog", "faithful"),
    )
    child = ctx.rng.random() < 0.6
    said = ""
    if child:
        kid = pick(ctx, ["a girl", "a boy"])
        kx = float(np.clip(x + sg * ph * 0.9, 270, W - 270))
        person(
            ctx,
            "point-up",
            kx,
            pfy + H * 0.01,
            ph * 0.6,
            "secondary",
            label=f"{kid} pointing at the stray cloud",
            coat=pick(ctx, CHILD_COATS),
            flip=flip,
            shadow=pfy + H * 0.01,
            tags=("person", "child", "wonder"),
            **drawn_as(kid),
        )
        said = f"; {kid} beside them points at it"
    return Painted(
        f"On {HILLSIDE[ctx.pal.name]}, {who} with a crook and a black sheepdog herd a flock "
        "of small white clouds with sheep's faces and legs; one cloud has strayed over the "
        f"village below and rains on its roofs{said}.",
        [
            "care",
            "responsibility",
            "the lost one",
            "weather",
            "guidance",
            "daydream",
            "gathering",
            "patience",
            "freedom",
            "home",
        ],
    )


PREMISE = Premise(
    name="cloud-shepherd",
    figure="person",
    palettes=("noon", "spring", "snow"),
    stage=stage,
)
