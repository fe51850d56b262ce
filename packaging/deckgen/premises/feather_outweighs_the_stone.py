"""Premise "feather-outweighs-the-stone": An old brass balance scale stands on a flat rock in
a landscape under a low sun, its beam tipped hard to one side: the pan that has sunk all the
way down to the rock holds a single small feather, and the pan lifted high holds a great
heavy stone; the little bird the feather came from sits on the raised end of the beam,
looking down at it.

The scale is drawn from shapes (a foot, a column, a beam with a pointer, two bowls), lit as
volumes by the low sun; its strings are drawn after the paint, and the feather is laid again
after the paint so that its shape stays sharp at hand size.
"""

from __future__ import annotations

import numpy as np

from ..kit.figures import bbox_of
from ..kit.light import after_mask, later_glow, later_icon
from ..kit.paint import YY, Arr, H, W, blend, blur, disc, ellipse, fbm, glow, icon_mask, mix, rgb
from ..kit.place import add_element, focus_on
from ..kit.premise import Painted, Premise
from ..kit.scene import Ctx
from ..kit.shapes import mask_bbox, polygon_fine, polylines, ribbon, segment, string_to

BRASS = "#b8904a"
BIRDS = {  # the bird, its colour, its feather's colour, what the card calls them
    "blue": ("finch", "#4a74b0", "#6a9ad8", "a small blue bird", "a small blue feather"),
    "white": ("dove", "#eeeae2", "#fbf8f0", "a white dove", "a small white feather"),
    "red": ("finch", "#b8503a", "#e07050", "a small red bird", "a small red feather"),
}


def _stone(ctx: Ctx, cx: float, cy: float, rx: float, ry: float) -> tuple[Arr, Arr]:
    """A big rough boulder with a flattish underside and a few flat facets: (mask, the facet
    turned up toward the sky)."""
    pts = []
    n = 11
    for k in range(n):
        t = 2 * np.pi * (k + ctx.u(-0.2, 0.2)) / n
        r = ctx.u(0.9, 1.06)
        y = min(cy + ry * r * np.sin(t), cy + ry * 0.78)
        pts.append((cx + rx * r * np.cos(t), y))
    top = [(x, y) for x, y in pts if y < cy - ry * 0.25]
    top_m = polygon_fine([*top, (cx, cy - ry * 0.1)]) if len(top) >= 2 else np.zeros((H, W))
    return polygon_fine(pts), top_m.astype(np.float32)


def _closed(m: Arr, bb: tuple[int, int, int, int]) -> Arr:
    """Mask `m` closed over the thin gaps inside it (an icon's cut lines): its silhouette."""
    from PIL import Image, ImageFilter

    x0, y0, x1, y1 = max(0, bb[0] - 12), max(0, bb[1] - 12), min(W, bb[2] + 12), min(H, bb[3] + 12)
    sub = Image.fromarray(((m[y0:y1, x0:x1] > 0.5) * 255).astype(np.uint8))
    sub = sub.filter(ImageFilter.MaxFilter(9)).filter(ImageFilter.MinFilter(9))
    out = m.copy()
    out[y0:y1, x0:x1] = np.maximum(m[y0:y1, x0:x1], blur(np.asarray(sub, np.float32) / 255, 1))
    return out


def _ridge(ctx: Ctx, base: float, amp: float, cell: int) -> Arr:
    """Mask below a soft wavy line of far hills at y=base."""
    line = base - amp * (fbm(ctx.rng, cell, 2)[0] - 0.5) * 2
    out: Arr = np.clip((YY - line[None, :]) / 2 + 0.5, 0, 1).astype(np.float32)
    return out


def _pan(cx: float, rim_y: float, rx: float, ry: float, depth: float) -> tuple[Arr, Arr, Arr]:
    """A shallow bowl hanging level, seen a little from above: (bowl, its inside, its lip)."""
    top = ellipse(cx, rim_y, rx, ry, 1.5)
    under = ellipse(cx, rim_y, rx * 0.98, depth, 1.5) * (rim_y < YY)
    bowl = np.maximum(top, under)
    inside = ellipse(cx, rim_y + 2, rx * 0.9, ry * 0.78, 1.5)
    lip = np.clip(top - inside, 0, 1)
    return bowl, inside, lip


def stage(ctx: Ctx) -> Painted:
    s = 1 if ctx.rng.random() < 0.5 else -1  # the side of the sunk pan
    # the sky: a low sun on the feather's side, a band of cloud, hills far off in the haze
    hz = H * ctx.u(0.58, 0.6)
    sun_x, sun_y = W / 2 + s * ctx.u(0.22, 0.28) * W, hz - H * ctx.u(0.1, 0.12)
    ctx.texture_sky(0.05)
    ctx.clouds(2, 0.03, 0.12, 0.4)
    ctx.streaks(ctx.u(0.2, 0.24), ctx.u(0.3, 0.34), 0.5)
    ctx.celestial(sun_x, sun_y, 54, "sun")
    glow(ctx.img, sun_x, sun_y, 700, ctx.pal.light, 0.3)
    # mountains far off, layer behind layer in the haze, paler the farther
    far = mix(ctx.sky_at(0.5), ctx.c("ink"), 0.5)
    for k, (amp, cell, t) in enumerate(((150, 260, 0.35), (90, 220, 0.55), (40, 200, 0.75))):
        ridge_m = _ridge(ctx, hz - 120 + k * 90, amp, cell)
        blend(ctx.img, ridge_m, mix(ctx.sky_at(0.55), far, t))
        ctx.fog((hz - 60 + k * 90) / H, 0.025, 0.35)
    ctx.rays(sun_x, sun_y, 7, 0.12, 1.2)
    ctx.light = (sun_x, sun_y)
    # the rock: a broad flat-topped boulder in the foreground, its shoulders falling away at
    # the card's edges
    rock_y = H * ctx.u(0.79, 0.81)
    xs = np.arange(W, dtype=np.float32)
    out = np.clip(np.abs(xs - W / 2) / (W / 2) - 0.78, 0, 1)
    edge = rock_y + 10 * (fbm(ctx.rng, 160, 2)[0] - 0.5) * 2 + 1400 * out**1.6
    rock = np.clip((YY - edge[None, :]) / 2 + 0.5, 0, 1).astype(np.float32)
    stone_c = mix(rgb("#6e665c"), ctx.c("ground"), 0.25)
    tex = fbm(ctx.rng, 40, 3) - 0.5
    strata = np.sin(YY / 23 + 3 * fbm(ctx.rng, 120, 2)) * 0.5
    depth_r = np.clip((YY - rock_y) / (H - rock_y), 0, 1)
    # backlit by the low sun: the face toward us in shade, darker toward the bottom
    face = stone_c * (1 + 0.35 * tex + 0.1 * strata)[..., None] * (0.8 - 0.45 * depth_r)[..., None]
    blend(ctx.img, rock, np.clip(face, 0, 1))
    top_band = rock * np.clip(1 - (YY - edge[None, :]) / 46, 0, 1)
    cap = mix(stone_c * 1.5, ctx.c("light"), 0.6 if ctx.pal.name == "snow" else 0.35)
    blend(ctx.img, blur(top_band, 4), np.clip(cap, 0, 1), 0.8)
    # moss, lichen and (in the snow) snow lying in its hollows
    patch_c = rgb("#f4f6fa") if ctx.pal.name == "snow" else rgb("#5a6a3a")
    patches = np.clip((fbm(ctx.rng, 60, 3) - 0.58) * 5, 0, 1) * rock * (1 - depth_r * 0.7)
    blend(ctx.img, patches, patch_c, 0.45)
    ctx.shape("a flat rock", "frame", ("rock", "stone", "ground"), (0, int(rock_y - 20), W, H))

    brass = rgb(BRASS)
    dark_brass = rgb("#6a4a22")
    wood = rgb("#3e2616")
    # the scale: a stepped wooden foot on the rock, a brass column, a fork and a pivot
    px = W / 2 - s * ctx.u(0.02, 0.04) * W
    piv_y = H * ctx.u(0.34, 0.36)
    tilt = ctx.u(0.36, 0.4)  # radians: tipped hard toward s
    half = ctx.u(350, 365)
    ca, sa = np.cos(tilt), np.sin(tilt)
    low_end = (px + s * half * ca, piv_y + half * sa)
    high_end = (px - s * half * ca, piv_y - half * sa)
    foot = polygon_fine(
        [
            (px - 160, rock_y + 8),
            (px + 160, rock_y + 8),
            (px + 128, rock_y - 36),
            (px - 128, rock_y - 36),
        ]
    )
    foot = np.maximum(
        foot,
        polygon_fine(
            [
                (px - 96, rock_y - 32),
                (px + 96, rock_y - 32),
                (px + 74, rock_y - 72),
                (px - 74, rock_y - 72),
            ]
        ),
    )
    ctx.cast_shadow(foot, bbox_of(foot), rock_y + 8, 0.45)
    ctx.contact(foot, bbox_of(foot))
    column = polygon_fine(
        [
            (px - 26, rock_y - 66),
            (px + 26, rock_y - 66),
            (px + 17, piv_y + 40),
            (px - 17, piv_y + 40),
        ]
    )
    for ky, kr in (
        (rock_y - 80, 40),
        (rock_y - 230, 34),
        ((rock_y + piv_y) / 2 - 60, 28),
        (piv_y + 50, 30),
    ):
        column = np.maximum(column, ellipse(px, ky, kr, kr * 0.45, 2))
    fork = np.maximum(
        ribbon([(px - 34, piv_y + 44), (px - 38, piv_y - 12)], [18, 12], 1.5),
        ribbon([(px + 34, piv_y + 44), (px + 38, piv_y - 12)], [18, 12], 1.5),
    )
    ctx.lit(foot, bbox_of(foot), wood, rim=0.5)
    ctx.lit(column, bbox_of(column), brass, rim=0.7)
    # the beam, thick at the middle and thin at its ends, with a ring below each end
    pts = [(px + s * t * half * ca, piv_y + t * half * sa) for t in np.linspace(-1, 1, 41)]
    widths = [20 + 22 * (1 - abs(t)) ** 1.5 for t in np.linspace(-1, 1, 41)]
    beam = ribbon(pts, widths, 1.5)
    rings = np.zeros((H, W), np.float32)
    for ex, ey in (low_end, high_end):
        rings = np.maximum(rings, disc(ex, ey, 17, 1.5))
        ring = np.clip(disc(ex, ey + 22, 15, 1.5) - disc(ex, ey + 22, 8, 1.5), 0, 1)
        rings = np.maximum(rings, ring)
    # the pointer standing up from the pivot, square to the beam: it leans away from the sunk
    # side and shows at a glance how far the scale has tipped
    ptr_len = ctx.u(200, 230)
    ptr_tip = (px - s * ptr_len * sa, piv_y - ptr_len * ca)
    pointer = polygon_fine(
        [(px - 12 * ca, piv_y - 12 * s * sa), (px + 12 * ca, piv_y + 12 * s * sa), ptr_tip]
    )
    scale_m = np.maximum.reduce([beam, rings, pointer, fork])
    ctx.lit(scale_m, bbox_of(scale_m), brass, rim=0.8)
    hub = disc(px, piv_y, 24, 1.5)
    ctx.lit(hub, bbox_of(hub), dark_brass, rim=0.6)
    blend(ctx.img, disc(px, piv_y, 7, 1.5), rgb("#f0d8a0"), 0.9)
    # the pans, hanging level on three strings from the rings
    rx, depth = ctx.u(158, 166), 52
    low_rim = rock_y - depth - 4  # sunk all the way down: its bowl just off the rock
    drop = low_rim - (low_end[1] + 34)
    high_rim = high_end[1] + 34 + drop
    ry_low, ry_high = rx * 0.3, rx * 0.2  # seen from a little above, the low one more so
    low_bowl, low_in, low_lip = _pan(low_end[0], low_rim, rx, ry_low, depth)
    high_bowl, high_in, high_lip = _pan(high_end[0], high_rim, rx, ry_high, depth)
    ctx.cast_shadow(low_bowl, bbox_of(low_bowl), rock_y, 0.5)
    for bowl, inside, lip in ((low_bowl, low_in, low_lip), (high_bowl, high_in, high_lip)):
        ctx.lit(bowl, bbox_of(bowl), brass, rim=0.8)
        ctx.lit(inside, bbox_of(inside), dark_brass * 0.7, rim=0.0)
        blend(ctx.img, lip, mix(brass, ctx.c("light"), 0.45), 0.8)
    # the feather, alone in the sunk pan, lying across it with its tip raised over the rim
    bird, bird_c, feather_c, bird_said, feather_said = BIRDS[
        ["blue", "white", "red"][int(ctx.rng.integers(3))]
    ]
    fh = ctx.u(160, 170)  # its icon's height: about 230 px long
    fx, fy = low_end[0] + s * ctx.u(0, 14), low_rim - fh * 0.3
    frot = -(20 + ctx.u(0, 5)) * s  # the icon's quill low in the pan, its tip raised
    fm, fbb = icon_mask("feather", fx, fy, fh, flip=s < 0, rot=frot)
    ctx.lit(fm, fbb, rgb(feather_c), rim=0.6)
    later_glow(ctx, fx, fy, 180, "#fff4d8", 0.2)
    later_icon(ctx, "feather", fx, fy, fh, feather_c, rot=frot, flip=s < 0, alpha=0.5)
    focus_on(ctx, fm, 4, 2.5)
    add_element(ctx, feather_said, "secondary", fbb, ("feather", "light", "bird"), icon="feather")
    # the great stone riding high in the other pan
    srx, sry = rx * ctx.u(1.0, 1.08), rx * ctx.u(0.82, 0.9)
    scx, scy = high_end[0] + ctx.u(-8, 8), high_rim - sry * 0.7
    boulder, facet = _stone(ctx, scx, scy, srx, sry)
    boulder = boulder * (1 - high_bowl * (high_rim < YY))
    ctx.lit(boulder, bbox_of(boulder), rgb("#5a5654"), rim=0.7)
    blend(ctx.img, blur(facet, 3) * boulder, rgb("#8a8680"), 0.35)
    cracks = polylines(
        [
            [
                (scx - srx * 0.5, scy - sry * 0.2),
                (scx - srx * 0.1, scy + sry * 0.05),
                (scx + srx * 0.05, scy + sry * 0.4),
            ],
            [(scx + srx * 0.2, scy - sry * 0.6), (scx + srx * 0.35, scy - sry * 0.2)],
        ],
        5,
    )
    blend(ctx.img, cracks * boulder, rgb("#2a2826"), 0.6)
    moss = np.clip(fbm(ctx.rng, 20, 2) - 0.55, 0, 1) * 4 * boulder * (scy - sry * 0.3 > YY)
    blend(ctx.img, np.clip(moss, 0, 1), rgb("#5a7040"), 0.5)
    focus_on(ctx, boulder, 6, 1.5, weight=0.8)
    add_element(
        ctx, "a great heavy stone", "secondary", bbox_of(boulder), ("stone", "heavy", "weight")
    )
    # the strings, drawn after the paint: from each ring to the rim's two sides
    for (ex, ey), rim_y in ((low_end, low_rim), (high_end, high_rim)):
        for ax, ay in ((ex - rx * 0.97, rim_y), (ex + rx * 0.97, rim_y)):
            string_to(ctx, (ex, ey + 30), (ax, ay), 0, "#3a2c1c", width=3.5, alpha=0.85)
    # a third string to each pan's far rim, passing behind what lies in it
    behind = np.maximum(fm, boulder)
    back = np.maximum(
        segment(low_end[0], low_end[1] + 30, low_end[0], low_rim - ry_low, 3.5),
        segment(high_end[0], high_end[1] + 30, high_end[0], high_rim - ry_high, 3.5),
    ) * (1 - np.clip(behind * 1.5, 0, 1))
    after_mask(ctx, back, "#3a2c1c", 0.8)
    scale_all = np.maximum.reduce([foot, column, scale_m, hub, low_bowl, high_bowl])
    focus_on(ctx, scale_all, 6, 1.8)
    add_element(
        ctx,
        "an old brass balance scale tipped hard toward a single feather",
        "main",
        mask_bbox(scale_all),
        ("scales", "balance", "weight", "justice"),
    )
    # the bird on the raised end of the beam, looking down at its feather
    bh = H * ctx.u(0.1, 0.11)
    bx = high_end[0] + s * ctx.u(70, 90)
    by = piv_y + s * (bx - px) * np.tan(tilt) - bh * 0.5 - 14
    brot = -np.degrees(tilt) * s * 0.6
    bm, bbb = icon_mask(bird, bx, by, bh, s < 0, brot)
    ctx.lit(_closed(bm, bbb), bbb, rgb(bird_c) * 0.45, rim=0.0)  # the gaps in its wing
    ctx.subject(
        bird,
        bx,
        by,
        bh,
        "secondary",
        fill=bird_c,
        flip=s < 0,
        rot=brot,
        tags=("animal", "bird", "small"),
        label=f"{bird_said} on the raised end of the beam",
    )
    return Painted(
        "An old brass balance scale stands on a flat rock under a low sun, its beam tipped hard "
        f"to one side: the pan sunk all the way down holds only {feather_said}, and the pan "
        f"lifted high holds a great heavy stone, while {bird_said} perched on the raised end "
        "of the beam looks down at its feather.",
        [
            "lightness",
            "the impossible",
            "truth",
            "gentleness",
            "small things",
            "contrast",
            "justice",
            "balance",
            "what matters",
        ],
    )


PREMISE = Premise(
    name="feather-outweighs-the-stone",
    figure="scales",
    palettes=("storm", "mist"),
    stage=stage,
    max_cards=1,
    frame=False,
)
