"""Premise "whale-lends-its-breath": Under the sunlit sea, a great whale swims up from the
deep and has breathed out one big silver bubble round a small bird that fell into the sea;
the bird sits dry inside it, and the bubble rises toward the bright surface on the whale's
stream of smaller bubbles.

The whale is drawn from shapes (a long body along a curved spine, a rounded head, a long
humpback flipper, flukes), lit from the surface: the scene's one light falls in a shaft onto
the bubble. The bubble's rim, its highlights, the little bubbles and the whale's eye come
after the paint.
"""

from __future__ import annotations

import numpy as np

from ..kit.light import after_mask, later_glow, later_icon
from ..kit.paint import XX, YY, Arr, H, W, blend, blur, disc, ellipse, glow, rgb, vgrad
from ..kit.place import add_element, focus_on, sec, third
from ..kit.premise import Painted, Premise
from ..kit.scene import Ctx
from ..kit.shapes import mask_bbox, polylines, ribbon

Pt = tuple[float, float]
SKINS = ("#2e4454", "#33445c", "#2b4450")
BIRDS = (("finch", "#b0703e"), ("finch", "#a0603a"))


def spine(n: Pt, t: Pt, bend: float, k: int = 60) -> list[Pt]:
    """`k` points from nose `n` to tail stock `t`, bowed sideways by `bend` px."""
    (x0, y0), (x1, y1) = n, t
    dx, dy = x1 - x0, y1 - y0
    ln = float(np.hypot(dx, dy))
    nx, ny = -dy / ln, dx / ln
    out = []
    for j in range(k + 1):
        u = j / k
        b = bend * np.sin(np.pi * u)
        out.append((x0 + dx * u + nx * b, y0 + dy * u + ny * b))
    return out


def whale(n: Pt, t: Pt, bend: float) -> tuple[Arr, Arr, Arr, dict[str, object]]:
    """A humpback-like whale from nose `n` to tail stock `t`: its body, its far flipper, its
    near flipper and flukes, and where its eye, mouth, grooves and blowhole are."""
    pts = spine(n, t, bend)
    ln = float(np.hypot(t[0] - n[0], t[1] - n[1]))
    u = np.linspace(0, 1, len(pts))
    prof = np.interp(
        u, [0, 0.04, 0.14, 0.32, 0.55, 0.8, 0.93, 1], [0.55, 0.8, 0.97, 1.0, 0.8, 0.4, 0.2, 0.12]
    )
    body = ribbon(pts, list(prof * ln * 0.28), soft=1.5)
    p = np.asarray(pts)
    d = np.gradient(p, axis=0)
    d /= np.hypot(d[:, 0], d[:, 1])[:, None]
    nrm = np.stack([-d[:, 1], d[:, 0]], 1)
    if nrm[len(pts) // 4, 1] < 0:  # belly side: the lower side
        nrm = -nrm

    def at(v: float, off: float) -> Pt:  # a point at spine fraction v, off widths to the belly
        i = round(v * (len(pts) - 1))
        w = float(np.interp(v, u, prof)) * ln * 0.14
        return (float(p[i, 0] + nrm[i, 0] * w * off), float(p[i, 1] + nrm[i, 1] * w * off))

    def fin(root: float, out: float, length: float, width: float) -> Arr:
        """A long flipper from the belly side at spine fraction `root`, pointing back toward
        the tail and `out` (0-1) away from the body, curving back at its tip."""
        i = round(root * (len(pts) - 1))
        r0 = at(root, 0.5)
        path = []
        for j in range(20):
            s = j / 19
            o = out * (1 - 0.45 * s)
            v = d[i] * (1 - o) + nrm[i] * o
            v = v / np.hypot(v[0], v[1])
            path.append((r0[0] + v[0] * length * s, r0[1] + v[1] * length * s))
        w = [width * (1 - 0.75 * (j / 19) ** 1.3) for j in range(20)]
        return ribbon(path, w, soft=1.5)

    near = fin(0.33, 0.75, ln * 0.34, ln * 0.08)
    far = fin(0.3, 0.45, ln * 0.22, ln * 0.06)
    # the flukes: two swept lobes across the tail stock
    ti = len(pts) - 1
    tx, ty = pts[ti]
    tail: Arr = np.zeros((H, W), np.float32)
    for sgn in (1, -1):
        q = [(tx, ty)]
        for j in range(1, 14):
            s = j / 13
            q.append(
                (
                    tx + nrm[ti, 0] * sgn * ln * 0.2 * s - d[ti, 0] * ln * 0.1 * s * s * -1,
                    ty + nrm[ti, 1] * sgn * ln * 0.2 * s - d[ti, 1] * ln * 0.1 * s * s * -1,
                )
            )
        tail = np.maximum(tail, ribbon(q, [ln * 0.06 * (1 - 0.7 * j / 13) for j in range(14)]))
    geo: dict[str, object] = {
        "eye": at(0.2, 0.35),
        "mouth": [at(v, 0.2 + 0.5 * v) for v in np.linspace(0.01, 0.17, 10)],
        "grooves": [[at(v, o) for v in np.linspace(0.05, 0.4, 12)] for o in (0.55, 0.72, 0.86)],
        "blow": at(0.1, -0.9),
        "len": ln,
    }
    return np.maximum(body, tail), far, near, geo


def stage(ctx: Ctx) -> Painted:
    bx, s = third(ctx)  # the bubble on a vertical third; the whale comes up from the other side
    by, r = H * ctx.u(0.25, 0.27), H * ctx.u(0.12, 0.13)
    # the sea: bright just under the surface, deepening below
    ctx.img[:] = vgrad(
        [(0, "#d8f7ef"), (0.08, "#9fe0d6"), (0.35, "#3fa3a4"), (0.7, "#1c6e7a"), (1, "#0d4250")]
    )
    ctx.texture_sky(0.04)
    sun = (bx - s * r * 0.4, -H * 0.06)
    ctx.light = sun
    ctx.rays(sun[0], sun[1], 8, 0.3, 0.55)
    # a broad shaft of light straight down onto the bubble
    ang = np.abs(XX - (sun[0] + (YY - sun[1]) * (bx - sun[0]) / (by - sun[1])))
    shaft = np.exp(-((ang / (r * (1.1 + YY / H))) ** 2)) * np.clip(1 - YY / (H * 0.95), 0, 1)
    blend(ctx.img, shaft.astype(np.float32), rgb("#f4fff0"), 0.45)
    # the underside of the surface: a bright wavy skin with ripples
    wave = H * 0.045 + 12 * np.sin(XX / 70 + 1.3) + 7 * np.sin(XX / 31)
    skin = np.clip((wave - YY) / 6, 0, 1).astype(np.float32)
    blend(ctx.img, skin, rgb("#e4fbf4"), 0.7)
    side = ctx.side()
    for _ in range(9):  # ripple lines of light under the skin
        y = float(side.uniform(H * 0.06, H * 0.13))
        x = float(side.uniform(0, W))
        ln = float(side.uniform(80, 200))
        pts = [(x + k * ln / 8, y + 6 * np.sin(k)) for k in range(9)]
        blend(ctx.img, blur(polylines([pts], 5), 2), rgb("#f6fffa"), 0.35)
    glow(ctx.img, sun[0], 0, W * 0.35, "#ffffff", 0.55)
    # far off in the blue: a few dim fish
    for _ in range(5):
        later_icon(
            ctx,
            "tropical-fish",
            float(side.uniform(W * 0.08, W * 0.92)),
            float(side.uniform(H * 0.45, H * 0.62)),
            float(side.uniform(22, 34)),
            "#2f7f86",
            flip=bool(side.random() < 0.5),
            alpha=0.6,
        )
    # the whale, rising from the deep on the far side, nose up under the bubble
    nose = (bx + s * r * 0.1, by + r + H * ctx.u(0.07, 0.085))
    tail = (W * (0.5 - s * ctx.u(0.29, 0.31)), H * ctx.u(0.82, 0.84))
    body, far, near, geo = whale(nose, tail, s * H * 0.035)
    skin_c = rgb(SKINS[int(ctx.rng.integers(len(SKINS)))])
    ctx.lit(far, mask_bbox(far), skin_c * 0.75, rim=0.6)
    glow(ctx.img, bx, by + r * 0.5, r * 3.0, "#eafff6", 0.2)
    ctx.lit(body, mask_bbox(body), skin_c, rim=0.9)
    # a paler throat and belly on the lower side
    belly = body * blur(ribbon(geo["grooves"][1], [geo["len"] * 0.09] * 12), 20)  # type: ignore[arg-type,index]
    blend(ctx.img, np.clip(belly * 1.5, 0, 1), rgb("#9db7bc"), 0.55)
    ctx.lit(near, mask_bbox(near), skin_c * 1.08, rim=0.9)
    whole = np.maximum(np.maximum(body, far), near)
    focus_on(ctx, whole, 5)
    add_element(
        ctx,
        "a great whale",
        "main",
        mask_bbox(whole),
        ("animal", "sea", "whale", "water"),
        icon=None,
    )
    # the big bubble: air, lit from above, a darker lower rim where the sea bends the light
    air = disc(bx, by, r, 2.0)
    blend(ctx.img, air, rgb("#fff4d6"), 0.72)
    blend(
        ctx.img, air * ellipse(bx, by - r * 0.45, r * 0.8, r * 0.5, r * 0.4), rgb("#ffffff"), 0.35
    )
    blend(
        ctx.img,
        air
        * np.clip(
            blur(disc(bx, by + r * 0.3, r, 2), r * 0.3) - disc(bx, by - r * 0.05, r * 0.86, 2), 0, 1
        ),
        rgb("#5fb0ac"),
        0.45,
    )
    bird, bcol = BIRDS[int(ctx.rng.integers(len(BIRDS)))]
    bh = r * 0.95
    sec(ctx, bird, bx + s * r * 0.05, by + r * 0.18, bh, fill=bcol, flip=s > 0)
    focus_on(ctx, air, 4, weight=0.8)
    add_element(
        ctx,
        "a big air bubble",
        "secondary",
        mask_bbox(air),
        ("bubble", "air", "water", "breath", "safety"),
    )
    # the stream of smaller bubbles from the whale's blowhole up to the big one
    bl = geo["blow"]
    stream = []
    for k in range(11):
        f = k / 10
        x = bl[0] + (bx - bl[0]) * f + s * 14 * np.sin(f * 7)  # type: ignore[index]
        y = bl[1] + (by + r - bl[1]) * f  # type: ignore[index]
        stream.append((float(x), float(y), 6 + 16 * f**1.4))
    stream = stream[:-1]
    eye = geo["eye"]
    ring = np.clip(disc(bx, by, r, 1.5) - disc(bx, by, r - 7, 1.5) - near, 0, 1)
    hi = ellipse(bx - s * r * 0.42, by - r * 0.5, r * 0.2, r * 0.11, 2)
    hi2 = ellipse(bx + s * r * 0.5, by + r * 0.55, r * 0.09, r * 0.05, 2)
    after_mask(ctx, ring, "#f4fffc", 0.85)
    after_mask(ctx, hi, "#ffffff", 0.9)
    after_mask(ctx, hi2, "#ffffff", 0.6)
    mouth = polylines([geo["mouth"]], 4)  # type: ignore[list-item]
    after_mask(ctx, mouth, "#1d2c34", 0.7)
    for g in geo["grooves"]:  # type: ignore[attr-defined]
        after_mask(ctx, polylines([g], 2.5) * body, "#c9dcdc", 0.35)

    def touches(img: Arr) -> None:  # the little bubbles and the whale's eye
        for x, y, rr in stream:
            blend(
                img,
                np.clip(disc(x, y, rr, 1.2) - disc(x, y, rr - 3, 1.2), 0, 1),
                rgb("#f0fffa"),
                0.85,
            )
            blend(img, disc(x - rr * 0.35, y - rr * 0.35, rr * 0.28, 1), rgb("#ffffff"), 0.9)
        ex, ey = eye  # type: ignore[misc]
        blend(img, ellipse(ex, ey, 13, 10, 1.2), rgb("#e8efe6"))
        blend(img, ellipse(ex + s * 3, ey - 2, 7, 7, 1), rgb("#10181c"))

    ctx.after.append(touches)
    later_glow(ctx, bx, by, r * 1.7, "#fff3cc", 0.35)
    later_glow(ctx, sun[0], H * 0.01, W * 0.28, "#ffffff", 0.55)
    later_glow(ctx, sun[0], H * 0.0, W * 0.1, "#fffbe8", 0.6)
    for _ in range(24):  # motes drifting in the light
        later_glow(ctx, ctx.u(0, W), ctx.u(H * 0.1, H * 0.8), 6, "#e8fff6", 0.3, core=2)
    for k in range(2):  # two feathers drifting down from where the bird fell in
        later_icon(
            ctx,
            "feather",
            bx - s * r * (0.9 + 0.9 * k),
            H * (0.1 + 0.05 * k),
            64 - 14 * k,
            "#a8896a",
            rot=float(side.uniform(-60, 60)),
            alpha=0.85,
        )
    word = "finch" if bird == "finch" else "sparrow"
    return Painted(
        f"Under the sunlit sea, a great whale swims up from the deep and has breathed out one "
        f"big silver bubble round a small {word} that fell into the sea; the bird sits dry "
        "inside it as the bubble rises toward the bright surface.",
        ["rescue", "kindness", "breath", "shelter", "hope", "safety"],
    )


PREMISE = Premise(
    name="whale-lends-its-breath",
    figure="whale",
    palettes=("under",),
    stage=stage,
    frame=False,
)
