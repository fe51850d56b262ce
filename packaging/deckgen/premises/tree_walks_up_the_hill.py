"""Premise "tree-walks-up-the-hill": an old tree has pulled its roots out of the ground and
walks on them like legs up a grassy hillside toward the rising sun, leaving a trail of round
holes behind it in the meadow; birds still sit in its branches and a nest rides along, and a
small rabbit watches from beside the last hole.

The tree is drawn from shapes: a round crown of leaf masses, a gnarled trunk and two thick
root-legs mid-step (one planted, one lifted with its root-toes trailing soil).
"""

from __future__ import annotations

import numpy as np

from ..kit.light import after_mask, later_glow, later_icon
from ..kit.paint import XX, YY, H, W, blend, ellipse, fbm, glow, mix, rgb
from ..kit.place import add_element, focus_on, sec, third
from ..kit.premise import Painted, Premise
from ..kit.scene import Ctx
from ..kit.shapes import cubic, mask_bbox, polygon_fine, polylines, ribbon

Pt = tuple[float, float]


def _leg(hip: Pt, knee: Pt, foot: Pt, s: int, w0: float) -> tuple[np.ndarray, list[Pt]]:
    """A root-leg from the trunk's base through a knee to a foot, and its toes' tips."""
    path = cubic(hip, knee, knee, foot, 20)
    m = ribbon(path, [w0 * (1 - 0.55 * k / 20) for k in range(21)], 2)
    toes = []
    tips = []
    for k, a in enumerate((-0.5, 0.0, 0.45, 0.9)):
        ln = w0 * (1.0 - 0.15 * abs(k - 1))
        tip = (foot[0] + s * np.cos(a) * ln, foot[1] + np.sin(a) * ln * 0.55 + 6)
        mid = ((foot[0] + tip[0]) / 2, (foot[1] + tip[1]) / 2 + 8)
        toes.append(ribbon([foot, mid, tip], [w0 * 0.32, w0 * 0.2, w0 * 0.06], 2))
        tips.append(tip)
    back = (foot[0] - s * w0 * 0.6, foot[1] + 4)
    toes.append(ribbon([foot, back], [w0 * 0.3, w0 * 0.08], 2))
    return np.maximum(m, np.maximum.reduce(toes)), tips


def stage(ctx: Ctx) -> Painted:
    x, s = third(ctx)
    ctx.texture_sky(0.02)
    # the sun rising over the crest of the hill, ahead of the tree
    sx, sy = W / 2 + s * W * ctx.u(0.39, 0.42), H * ctx.u(0.5, 0.53)
    ctx.celestial(sx, sy, 78, "sun")
    glow(ctx.img, sx, sy, 380, "#fff6d0", 0.3)
    ctx.clouds(2, 0.06, 0.25, 0.35)
    ctx.hills(0.56, 2, amp=30)
    # the hillside: a long grassy slope rising toward the sun
    slope = ctx.u(0.3, 0.36)

    def g(px: float) -> float:
        return H * 0.74 - s * (px - W / 2) * slope

    edge = [(float(px), g(px)) for px in np.linspace(-20, W + 20, 40)]
    del edge
    gline = np.array([g(px) for px in range(W)], np.float32)
    hill = np.clip((YY - gline[None, :]) / 2, 0, 1).astype(np.float32)
    ground = rgb(ctx.pal.ground)
    tex = 1 + 0.14 * (fbm(ctx.rng, 90, 3) - 0.5)
    depth = np.clip((YY - H * 0.55) / (H * 0.45), 0, 1)
    col = mix(ground, ctx.c("light"), 0.12)[None, None, :] * tex[..., None]
    col = col * (1 - 0.3 * depth[..., None])
    blend(ctx.img, hill, np.clip(col, 0, 1))
    crest = np.clip(1 - np.abs(YY - np.array([g(px) for px in range(W)])[None, :]) / 14, 0, 1)
    blend(ctx.img, crest * hill, mix(ground, ctx.c("light"), 0.6), 0.5)
    ctx.light = (sx, sy)
    # the trail of round holes where it stood and stepped, coming up the hill from the front
    holes = np.zeros((H, W), np.float32)
    rims = np.zeros((H, W), np.float32)
    hole_pts = []
    n_holes = 4
    for k in range(n_holes):
        hx = x - s * (200 + 135 * k) + (22 if k % 2 else -22)
        hy = g(hx) + 50 + 80 * k
        rx, ry = 52 + 9 * k, 19 + 5 * k
        hole_pts.append((hx, hy, rx, ry))
        rims = np.maximum(rims, ellipse(hx, hy + 2, rx * 1.35, ry * 1.7, 4))
        holes = np.maximum(holes, ellipse(hx, hy, rx, ry, 2.5))
    earth = rgb("#8a6040")
    blend(ctx.img, rims * (1 - holes), earth, 0.9)
    hole_in = mix(rgb("#2a1a10"), earth, 0.15)
    blend(ctx.img, holes, hole_in)
    # the lit far lip inside each hole
    for hx, hy, rx, ry in hole_pts:
        lip = np.clip(ellipse(hx, hy + ry * 0.35, rx * 0.95, ry * 0.8, 2) - 0, 0, 1) * holes
        lipm = np.clip(holes - lip, 0, 1)
        blend(ctx.img, lipm, rgb("#6a4a30"), 0.7)
    focus_on(ctx, rims, 3, weight=0.7)
    add_element(  # it comes in from the card's bottom edge: a leading line, like a road
        ctx,
        "a trail of round holes in the meadow",
        "frame",
        mask_bbox(rims),
        ("hole", "trail", "footprints"),
    )
    # the tree: root-legs mid-step under a gnarled trunk and a round crown
    leg_len = H * 0.12
    base = (x, g(x) - leg_len * 1.25)
    back_foot = (x - s * 95, g(x - s * 95) + 6)
    front_foot = (x + s * 140, g(x + s * 140) - leg_len * 0.55)
    back_leg, _ = _leg(
        (base[0] - s * 20, base[1]),
        (x - s * 55, base[1] + leg_len * 0.6),
        back_foot,
        s,
        84,
    )
    front_leg, front_tips = _leg(
        (base[0] + s * 25, base[1]),
        (x + s * 135, base[1] + leg_len * 0.25),
        front_foot,
        s,
        80,
    )
    trunk_top = (x - s * 10, H * 0.36)
    trunk_path = cubic(
        base, (x + s * 30, base[1] - 120), (x - s * 40, trunk_top[1] + 140), trunk_top, 24
    )
    trunk = ribbon(trunk_path, [190 - 80 * k / 24 for k in range(25)], 2)
    br = []
    for a, ln in ((-0.5, 230), (0.35, 250), (-1.25, 170), (1.1, 190)):
        ang = -np.pi / 2 + a * 1.0
        tip = (trunk_top[0] + np.cos(ang) * ln, trunk_top[1] + np.sin(ang) * ln * 0.8)
        mid = ((trunk_top[0] + tip[0]) / 2 + 20 * np.sign(a), (trunk_top[1] + tip[1]) / 2 + 20)
        br.append(ribbon([trunk_top, mid, tip], [60, 36, 14], 2))
    dangle = []
    for k, dx in enumerate((-30, 10, 45)):
        p0 = (base[0] + dx, base[1] + 10)
        p1 = (p0[0] + s * (15 - 20 * k), p0[1] + 60 + 25 * k)
        p2 = (p1[0] - s * 20, p1[1] + 40)
        dangle.append(ribbon([p0, p1, p2], [34, 18, 5], 2))
    wood = np.maximum.reduce([trunk, back_leg, front_leg, *br, *dangle])
    bark = rgb(["#6a4a34", "#5e4a3a", "#74523a"][int(ctx.rng.integers(3))])
    ctx.cast_shadow(wood, mask_bbox(wood), g(x) + 10, strength=0.35)
    ctx.contact(back_leg, mask_bbox(back_leg))
    ctx.lit(wood, mask_bbox(wood), bark, rim=0.8, separate=True)
    # furrows of bark along the trunk
    furrow = np.sin(XX / 9 + 4 * fbm(ctx.rng, 50, 2)) > 0.75
    blend(ctx.img, furrow.astype(np.float32) * trunk, bark * 0.55, 0.45)
    # the crown: leaf masses, lit toward the sun
    cx, cy = trunk_top[0] - s * 10, H * 0.24
    crown = np.zeros((H, W), np.float32)
    for _ in range(14):
        a = ctx.u(0, 2 * np.pi)
        r = ctx.u(0, 1) ** 0.6
        bx, by = cx + np.cos(a) * r * 250, cy + np.sin(a) * r * 140
        crown = np.maximum(crown, ellipse(bx, by, ctx.u(110, 150), ctx.u(90, 120), 3))
    crown = np.clip(crown * (1 + 0.35 * (fbm(ctx.rng, 28, 2) - 0.5)) * 1.2 - 0.1, 0, 1)
    crown = np.clip((crown - 0.5) * 6, 0, 1)
    # gaps in the leaves show the branches
    leaf = rgb(["#4f8a44", "#5a9650", "#468050"][int(ctx.rng.integers(3))])
    ctx.lit(crown, mask_bbox(crown), leaf, rim=0.8)
    clumps = np.clip((fbm(ctx.rng, 40, 2) - 0.5) * 4, 0, 1) * crown
    blend(ctx.img, clumps, mix(leaf, ctx.c("light"), 0.35), 0.35)
    tree_m = np.maximum(wood, crown)
    focus_on(ctx, np.maximum(back_leg, front_leg), 5)
    focus_on(ctx, tree_m, 6, weight=0.85)
    add_element(
        ctx,
        "an old tree walking up the hill on its roots",
        "main",
        mask_bbox(tree_m),
        ("tree", "plant", "old", "walking", "roots"),
    )
    # soil falling from the lifted root-toes, drawn after the paint
    gen = ctx.rng
    crumbs = np.zeros((H, W), np.float32)
    for tx, ty in front_tips:
        for _ in range(2):
            crumbs = np.maximum(
                crumbs,
                ellipse(tx + gen.uniform(-10, 10), ty + gen.uniform(18, 70), 7, 6, 1.5),
            )
    after_mask(ctx, crumbs, "#5a3a22", 0.9)
    # the nest riding on a low branch, a bird sitting in it, and birds on the branch tips
    bl = br[1] if s > 0 else br[0]
    nb = mask_bbox(bl)
    nx = (nb[0] + nb[2]) / 2 + s * 30
    bb_crown = mask_bbox(crown)
    ny = bb_crown[3] - 20
    nx = cx + s * 150
    nest = np.maximum(
        ellipse(nx, ny, 62, 28, 3),
        polygon_fine([(nx - 62, ny - 6), (nx + 62, ny - 6), (nx, ny + 30)]),
    )
    ctx.lit(nest, mask_bbox(nest), rgb("#8a6238"), rim=0.5)
    twigs = polylines([[(nx - 56, ny - 4 + 6 * k), (nx + 56, ny + 2 - 5 * k)] for k in range(3)], 4)
    after_mask(ctx, twigs * nest, "#4a321c", 0.6)
    later_icon(ctx, "sparrow", nx - s * 4, ny - 34, 60, "#5a4034", flip=s < 0)
    add_element(
        ctx, "a bird's nest riding in its branches", "secondary", mask_bbox(nest), ("nest", "home")
    )
    for a_k, dy in ((0, -30), (2, -20)):
        b = br[a_k] if s > 0 else br[[1, 3][a_k // 2]]
        bb = mask_bbox(b)
        tipx = bb[0] + 30 if (bb[0] + bb[2]) / 2 < cx else bb[2] - 30
        tipy = bb[1] + 25
        later_icon(ctx, "sparrow", tipx, tipy + dy, 44, "#3a3040", flip=tipx < cx)
    # the rabbit beside the last hole, sitting up and watching the tree go
    lx, ly, lrx, _lry = hole_pts[-1]
    rbx = lx - s * (lrx + 70)
    rbx = float(np.clip(rbx, 90, W - 90))
    sec(
        ctx,
        "rabbit",
        rbx,
        ly - H * 0.035,
        H * 0.085,
        flip=s < 0,
        shadow=ly + 20,
        fill="#b89a7a",
    )
    later_glow(ctx, sx, sy, 260, "#fffbe4", 0.3)
    return Painted(
        "An old tree has pulled its roots out of the ground and walks on them like legs up a "
        "grassy hillside toward the rising sun, leaving a trail of round holes in the meadow "
        "behind it, with birds in its branches and a nest riding along, while a small rabbit "
        "watches from beside the last hole.",
        ["freedom", "leaving", "journey", "change", "home", "courage", "beginning", "roots"],
    )


PREMISE = Premise(
    name="tree-walks-up-the-hill",
    figure="tree",
    palettes=("spring", "mint"),
    stage=stage,
    max_cards=1,
)
