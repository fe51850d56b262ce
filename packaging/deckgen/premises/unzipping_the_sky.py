"""Premise "unzipping-the-sky": On a hilltop a person pulls a huge zipper down across the
bright day sky; through the opening behind the pull shows another world: night, the deep sea
or a storm."""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np

from ..kit.figures import bbox_of, him, joint_at, person
from ..kit.light import after_mask, later_glow
from ..kit.paint import YY, Arr, H, W, blend, blur, box, disc, rgb
from ..kit.people import CHILD_COATS, DARK_COATS, WHO, drawn_as
from ..kit.place import add_element, pick, third
from ..kit.premise import Painted, Premise
from ..kit.scene import Ctx
from ..kit.shapes import polygon, ribbon, segment
from ..kit.sky import day_zenith

WORLDS = {
    "night": "a starry night with the full moon",
    "sea": "the deep sea, where a whale with a tiny palm island on its back swims",
    "storm": "a stormy ocean, where a small ship is tossed by the waves",
}


HILLTOP = {"noon": "On a green hilltop", "snow": "On a snowy hilltop", "desert": "On a sandy hill"}


def _bezier(p0: Sequence[float], c: Sequence[float], p1: Sequence[float], n: int) -> Arr:
    """`n` points along the quadratic Bezier curve from p0 to p1 bending toward c."""
    t = np.linspace(0, 1, n)[:, None]
    a, b, d = np.asarray(p0), np.asarray(c), np.asarray(p1)
    return (1 - t) ** 2 * a + 2 * (1 - t) * t * b + t * t * d


def stage(ctx: Ctx) -> Painted:
    """On a hilltop a person pulls a huge zipper down across the bright day sky; through the
    opening behind the pull shows another world: night, the deep sea or a storm."""
    x, s = third(ctx)
    flip = s > 0
    sg = -1.0 if flip else 1.0
    ctx.texture_sky()
    ctx.celestial(W / 2 + s * W * ctx.u(0.3, 0.36), H * ctx.u(0.1, 0.14), 55)
    ctx.clouds(2, 0.08, 0.3, 0.35)
    hz = ctx.u(0.72, 0.75)
    gy = ctx.hills(hz, 2, amp=36)
    # a high-key day: the sky opened toward the light, the sunlit hilltop lifted
    lifts = {"snow": "#f4f7fb", "desert": "#fbe6c0", "noon": "#e0f0b8"}
    ground = np.clip((YY - H * hz + 30) / 80, 0, 1)
    blend(ctx.img, ground, rgb(lifts[ctx.pal.name]), 0.4)
    blend(ctx.img, 1 - ground, rgb("#fff8ea" if ctx.pal.name == "desert" else "#f4f8fc"), 0.3)
    day_zenith(ctx, 1 - ground)
    ph = H * ctx.u(0.3, 0.33)
    pfy = gy + H * 0.05
    x = float(np.clip(x, ph * 0.3 + 20, W - ph * 0.3 - 20))
    hand = joint_at("reach", "ha_r", x, pfy, ph, flip)
    # the zipper's path: from a stop high in the far sky, down and across to the pull in
    # the raised hand, and on, closed, behind the person to the hill
    slider = (hand[0] + sg * 10, hand[1] - H * 0.03)
    top = (W / 2 - s * W * ctx.u(0.3, 0.36), H * ctx.u(0.05, 0.08))
    ctrl = ((top[0] + slider[0]) / 2 - s * W * 0.06, (top[1] + slider[1]) / 2 - H * 0.06)
    path = _bezier(top, ctrl, slider, 60)
    n = len(path)
    wmax = W * ctx.u(0.3, 0.34)
    widths = [max(3.0, wmax * float(np.sin(np.pi * k / (n - 1))) ** 0.8) for k in range(n)]
    pts = [(float(a), float(b)) for a, b in path]
    hole = ribbon(pts, widths, soft=1.5)
    world = pick(ctx, list(WORLDS))
    mid = path[n // 2]
    if world == "night":
        other = ctx.sub("night")
        other.texture_sky()
        other.stars(600, 1.0)
        other.celestial(float(mid[0]) + sg * 20, float(mid[1]) - 30, 62, "moon")
    else:
        other = ctx.sub("under" if world == "sea" else "storm")
        other.texture_sky()
        other.img *= 0.38 if world == "sea" else 0.5
    ctx.fill_with(hole, other, rim=0.0)
    if world == "night":
        later_glow(ctx, float(mid[0]) + sg * 20, float(mid[1]) - 30, 120, "#f6efc9", 0.35)
        ys_, xs_ = np.nonzero(blur(hole, 8) > 0.97)
        if len(xs_):
            idx = ctx.side().integers(0, len(xs_), 70)
            st = np.zeros((H, W), np.float32)
            for i in idx:
                st = np.maximum(st, disc(float(xs_[i]), float(ys_[i]), 2.2 + (i % 3), 1.0))
            after_mask(ctx, st * (1 - disc(float(mid[0]), float(mid[1]) - 30, 90)), "#f6efc9", 0.9)
    # the sky's cut edges: a shadow just inside, a light lip, and the teeth along each lip
    inner = np.clip(hole - blur(1 - hole, 1) * 0, 0, 1) * np.clip(1 - blur(hole, 14) * 1.0, 0, 1)
    blend(ctx.img, np.clip(inner * 3, 0, 1) * hole, rgb("#05060c"), 0.5)
    lip = np.clip(blur(hole, 5) - hole, 0, 1) * 2
    blend(ctx.img, np.clip(lip, 0, 1), rgb("#fbfaf4"), 0.6)
    d = np.gradient(path, axis=0)
    nrm = np.stack([-d[:, 1], d[:, 0]], 1)
    nrm /= np.maximum(1e-6, np.hypot(nrm[:, 0], nrm[:, 1]))[:, None]
    teeth = np.zeros((H, W), np.float32)
    arc = np.concatenate([[0], np.cumsum(np.hypot(d[:, 0], d[:, 1]))])[:n]
    step = 34.0
    for sd in (-1, 1):
        for k0 in np.arange(step * (0.5 if sd > 0 else 1.0), arc[-1], step):
            k = int(np.searchsorted(arc, k0))
            k = min(k, n - 1)
            px, py = path[k] + nrm[k] * sd * (widths[k] / 2 + 6)
            ex, ey = path[k] + nrm[k] * sd * (widths[k] / 2 + 24)
            np.maximum(teeth, segment(float(px), float(py), float(ex), float(ey), 16), out=teeth)
    # closed below the pull: interlocked teeth on, down to the hill behind the person
    away = path[-1] - path[-4]
    away = away / max(1e-6, float(np.hypot(*away)))
    tail = _bezier(slider, tuple(slider + away * 60), tuple(slider + away * 110), 30)
    td = np.gradient(tail, axis=0)
    tn = np.stack([-td[:, 1], td[:, 0]], 1)
    tn /= np.maximum(1e-6, np.hypot(tn[:, 0], tn[:, 1]))[:, None]
    for k in range(8, 30, 3):
        sd = 1 if k % 4 else -1
        a = tail[k] + tn[k] * sd * 2
        b = tail[k] + tn[k] * sd * 20
        seg = segment(float(a[0]), float(a[1]), float(b[0]), float(b[1]), 16)
        np.maximum(teeth, seg, out=teeth)
    after_mask(ctx, blur(teeth, 1.2), "#2c2a2e", 0.95)
    after_mask(ctx, np.clip(teeth - blur(teeth, 3) * 0.2, 0, 1) * 0.6, "#c9c4b4", 0.7)
    ctx.focus[:] = np.maximum(ctx.focus, blur(np.maximum(lip, hole * 0.4), 10))
    hb = bbox_of(hole)
    add_element(
        ctx,
        f"an opening in the day sky onto {WORLDS[world]}",
        "frame",
        hb,
        ("another world", "sky", "opening"),
    )
    # what is inside: the moon (drawn above), a whale, or a ship on big waves
    if world == "sea":
        wx = float(mid[0])
        ctx.subject(
            "sperm-whale",
            wx,
            float(mid[1]),
            H * 0.11,
            "secondary",
            fill="#1c3a4a",
            flip=not flip,
            tags=("animal", "sea", "giant"),
        )
        # stay inside the opening
        m_last = ctx.elements[-1]
        m_last["label"] = "a whale in the deep sea"
    elif world == "storm":
        wv = np.zeros((H, W), np.float32)
        for k in range(4):
            yy = float(mid[1]) + 40 + k * 40
            wv = np.maximum(
                wv,
                np.clip(np.sin((np.arange(W)[None, :] + k * 70) / 38) * 0.5 + 0.5, 0, 1)
                * np.clip(1 - np.abs(YY - yy) / 12, 0, 1),
            )
        blend(ctx.img, wv * hole, rgb("#c8d8d0"), 0.5)
        ctx.subject(
            "sailboat",
            float(mid[0]),
            float(mid[1]) - 10,
            H * 0.09,
            "secondary",
            fill="#e8e0cc",
            rot=18 * sg,
            tags=("vehicle", "sea", "storm"),
        )
        ctx.elements[-1]["label"] = "a small ship in a storm"
        lightning = segment(
            float(mid[0]) + 80, hb[1] + 40, float(mid[0]) + 50, float(mid[1]) - 90, 5
        )
        after_mask(ctx, lightning * hole, "#fff8d0", 0.9)
    # the pull: a slider on the teeth and its tab in the hand
    sl = polygon(
        [
            (slider[0] - 34, slider[1] - 40),
            (slider[0] + 34, slider[1] - 40),
            (slider[0] + 22, slider[1] + 30),
            (slider[0] - 22, slider[1] + 30),
        ]
    )
    tab = np.maximum(
        box(hand[0] - 20, slider[1] + 24, hand[0] + 20, hand[1] + 44, 3),
        disc(hand[0], hand[1] + 40, 22, 2),
    )
    pull = np.maximum(sl, tab)
    ctx.lit(pull, bbox_of(pull), rgb("#b8b4a8"), rim=0.7)
    pb = bbox_of(pull)
    add_element(
        ctx,
        "the zipper's pull",
        "secondary",
        (pb[0], pb[1] - 40, pb[2], pb[3] + 20),
        ("zipper", "opening"),
    )
    who = pick(ctx, WHO)
    person(
        ctx,
        "reach",
        x,
        pfy,
        ph,
        "main",
        label=f"{who} unzipping the day sky",
        coat=pick(ctx, DARK_COATS),
        flip=flip,
        shadow=pfy,
        tags=("person", "discovery", "courage"),
        **drawn_as(who),
    )
    # a dog or a child beside them, watching
    comp = pick(ctx, ["dog", "child"])
    cx = float(np.clip(x - sg * ph * 0.62, 130, W - 130))
    cfy = pfy + H * 0.015
    if comp == "dog":
        ctx.subject(
            "sitting-dog",
            cx,
            cfy - H * 0.05,
            H * 0.1,
            "secondary",
            fill="#3a2a22",
            flip=flip,
            shadow=cfy,
            label="a dog watching",
            tags=("animal", "dog", "faithful"),
        )
        said = f"a dog sits beside {him(who)}"
    else:
        kid = pick(ctx, ["a girl", "a boy"], avoid=(who,))
        person(
            ctx,
            "point-up",
            cx,
            cfy,
            ph * 0.62,
            "secondary",
            label=f"{kid} watching",
            coat=pick(ctx, CHILD_COATS),
            flip=flip,
            shadow=cfy,
            tags=("person", "child", "wonder"),
            **drawn_as(kid),
        )
        said = f"{kid} beside {him(who)} points up"
    return Painted(
        f"{HILLTOP[ctx.pal.name]}, {who} pulls a huge zipper down across the bright day sky, "
        f"and through the opening shows {WORLDS[world]}; {said}.",
        [
            "secret",
            "another world",
            "curiosity",
            "discovery",
            "behind the scenes",
            "courage",
            "opening",
            "truth",
            "dreams",
            "the unknown",
        ],
    )


PREMISE = Premise(
    name="unzipping-the-sky",
    figure="person",
    palettes=("noon", "snow", "desert"),
    stage=stage,
)
