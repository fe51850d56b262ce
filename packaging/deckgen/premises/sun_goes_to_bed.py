"""Premise "sun-goes-to-bed": at the end of the day the big low sun goes to bed: wearing a
long striped nightcap with a bobble, its eyes closed, it sinks under the hills, which are a
patchwork quilt pulled up to its cheeks, a pale sheet turned down along the quilt's edge;
the first stars come out, a crescent moon hangs on a thread like a night-light, and an owl
on a fence post watches.

The sun, its cap and the quilts are drawn from shapes: the quilt's patches follow the hill's
edge (rows of squares of different colours and prints, puffed between stitched seams); the
running stitches, the sun's closed eyes, the stars and the moon's thread come after the paint.
"""

from __future__ import annotations

import numpy as np
from PIL import Image, ImageDraw

from ..kit.figures import bbox_of
from ..kit.light import after_mask, later_glow
from ..kit.paint import XX, YY, Arr, H, W, blend, blur, disc, ellipse, glow, icon_mask, mix, rgb
from ..kit.place import add_element, focus_on, third
from ..kit.premise import Painted, Premise
from ..kit.scene import Ctx
from ..kit.shapes import cubic, polygon_fine, polylines, ribbon, string_to

Pt = tuple[float, float]
PATCHES = (
    "#c8553a",
    "#e8b04a",
    "#f0e2c8",
    "#5f8a5a",
    "#3f5f8a",
    "#a8456a",
    "#7ab0b8",
    "#e08a5a",
    "#6a4a8a",
)
CAPS = {
    "red and cream": ("#b8323a", "#f4ead8"),
    "blue and white": ("#34508e", "#f2eee4"),
    "green and cream": ("#2f6f5a", "#f2e6c8"),
}


def _quilt(
    ctx: Ctx, edge: Arr, tw: float, th: float, haze: float, fold: float
) -> tuple[Arr, Arr, Arr]:
    """A patchwork quilt below the line y=edge[x]: rows of patches that follow the edge, each
    one colour or print, puffed between the seams, with a sheet `fold` px deep turned down
    along its top. Returns (quilt mask, stitch mask, sheet mask)."""
    d = YY - edge[None, :]
    m = np.clip(d / 2 + 0.5, 0, 1).astype(np.float32)
    ox = ctx.u(0, tw)
    u = XX - ox + 14 * np.sin(d / 90)
    dd = d - fold
    i = np.floor(u / tw).astype(int)
    j = np.floor(dd / th).astype(int)
    cols, rows = int(W / tw) + 4, int(H / th) + 4
    tbl = np.zeros((rows, cols), int)
    kind = ctx.rng.integers(0, 4, (rows, cols))
    for r in range(rows):
        for c in range(cols):
            bad = {tbl[r - 1, c] if r else -1, tbl[r, c - 1] if c else -1}
            opts = [k for k in range(len(PATCHES)) if k not in bad]
            tbl[r, c] = opts[int(ctx.rng.integers(len(opts)))]
    ii, jj = np.clip(i + 2, 0, cols - 1), np.clip(j, 0, rows - 1)
    pal = np.array([rgb(c) for c in PATCHES], np.float32)
    img = pal[tbl[jj, ii]]
    lu, lv = u - i * tw, dd - j * th
    k = kind[jj, ii]
    light = np.clip(img * 1.18 + 0.08, 0, 1)
    stripes = (np.sin((lu + lv) / 9) > 0.2) & (k == 1)
    dots = (np.hypot(lu % 44 - 22, lv % 44 - 22) < 8 * tw / 170) & (k == 2)
    check = ((np.floor(lu / 30) + np.floor(lv / 30)) % 2 == 0) & (k == 3)
    img = np.where((stripes | dots | check)[..., None], light, img)
    # puffed: each patch lighter in its middle, sunk at its seams
    ex = np.minimum(lu, tw - lu)
    ey = np.minimum(lv, th - lv)
    puff = np.clip(np.minimum(ex, ey) / (0.3 * min(tw, th)), 0, 1)
    img = img * (0.7 + 0.3 * puff)[..., None]
    # the hill's shape: lit along its crest, darker toward the viewer
    grey = img.mean(2, keepdims=True)
    img = grey + (img - grey) * 0.85
    img = img * (0.92 - 0.5 * np.clip(d / (H * 0.4), 0, 1))[..., None]
    if haze:
        sky = ctx.img[np.clip(edge.astype(int) - 30, 0, H - 1), np.arange(W)][None, :, :]
        img = img * (1 - haze) + sky * haze
    blend(ctx.img, m * (dd > 0), img)
    stitch = np.zeros((H, W), np.float32)
    if fold:
        sheet = m * np.clip((fold - d) / 2 + 0.5, 0, 1)
        crest = np.clip(1 - d / fold, 0, 1)
        col = mix(rgb("#dde2f4"), ctx.c("light"), 0.15) * (0.8 + 0.2 * crest[..., None])
        blend(ctx.img, sheet, col)
        under = m * np.clip((fold + 28 - d) / 28, 0, 1) * (dd > 0)
        blend(ctx.img, under, ctx.img * 0.45, 0.6)
        stitch = np.maximum(stitch, (np.abs(d - fold * 0.72) < 3) * (XX % 28 < 15) * m)
    else:
        sheet = np.zeros((H, W), np.float32)
    seam_u = np.abs(lu - tw / 2) > tw / 2 - 4
    seam_v = np.abs(lv - th / 2) > th / 2 - 4
    groove = ((seam_u | seam_v) & (dd > 0)).astype(np.float32) * m
    blend(ctx.img, blur(groove, 1.5), ctx.img * 0.5, 0.6)
    near_u = (np.abs(lu - tw / 2) > tw / 2 - 13) & (np.abs(lu - tw / 2) < tw / 2 - 7)
    near_v = (np.abs(lv - th / 2) > th / 2 - 13) & (np.abs(lv - th / 2) < th / 2 - 7)
    dash = (near_u & (dd % 26 < 14)) | (near_v & (u % 26 < 14))
    stitch = np.maximum(stitch, (dash & (dd > 0)).astype(np.float32) * m)
    return m, stitch, sheet


def _filled(m: Arr, bb: tuple[int, int, int, int]) -> Arr:
    """Silhouette `m` with its holes filled (a living owl, not a line drawing)."""
    x0, y0, x1, y1 = bb
    im = Image.fromarray(np.pad((m[y0:y1, x0:x1] > 0.5).astype(np.uint8) * 255, 2)).copy()
    ImageDraw.floodfill(im, (0, 0), 128)
    out = np.zeros((H, W), np.float32)
    out[y0:y1, x0:x1] = (np.asarray(im) != 128)[2:-2, 2:-2]
    return np.maximum(blur(out, 1.5), m)


def _bands(path: list[Pt], widths: list[float], every: int) -> Arr:
    """Every other band `every` points long across a ribbon along `path`."""
    p = np.asarray(path, np.float64)
    d = np.gradient(p, axis=0)
    n = np.stack([-d[:, 1], d[:, 0]], 1)
    n /= np.maximum(1e-6, np.hypot(n[:, 0], n[:, 1]))[:, None]
    half = np.asarray(widths, np.float64)[:, None] / 2 + 6
    left, right = p + n * half, p - n * half
    out = np.zeros((H, W), np.float32)
    for k in range(every, len(path) - 1, every * 2):
        e = min(len(path), k + every + 1)
        pts = [tuple(v) for v in left[k:e]] + [tuple(v) for v in right[k:e][::-1]]
        out = np.maximum(out, polygon_fine([(float(x), float(y)) for x, y in pts]))
    return out


def stage(ctx: Ctx) -> Painted:
    cx, s = third(ctx)  # the sun on a vertical third, side s; its cap flops toward the middle
    r = W * ctx.u(0.235, 0.25)
    yq = H * ctx.u(0.6, 0.63)  # the quilt's edge across the sun's cheeks
    cy = yq - 0.22 * r
    # an evening sky, deepened above so that the sun and the first stars stand out
    ctx.texture_sky(0.05)
    deep = 0.55 if ctx.pal.name == "lavender" else 0.75
    ctx.img *= (deep + (1 - deep) * np.clip(YY / (H * 0.7), 0, 1))[..., None]
    ctx.streaks(0.36, 0.44, 0.3)
    glow(ctx.img, cx, cy, r * 3.2, "#ffb870", 0.55)
    ctx.light = (cx, cy - r * 0.3)
    # the crescent moon on a thread, the night-light, high on the far side
    mx, my, mr = W / 2 - s * W * ctx.u(0.27, 0.32), H * ctx.u(0.12, 0.15), W * 0.06
    glow(ctx.img, mx, my, mr * 3.5, "#fff0c8", 0.3)
    moon = np.clip(
        disc(mx, my, mr, 2) - disc(mx + s * mr * 0.5, my - mr * 0.25, mr * 0.85, 2), 0, 1
    )
    blend(ctx.img, moon, rgb("#fff4d2"), 1.0)
    string_to(ctx, (mx - s * mr * 0.35, my - mr * 0.85), (mx - s * 30, -10), 6, "#e8dcc0")
    focus_on(ctx, moon, 3, weight=0.8)
    add_element(
        ctx,
        "a crescent moon hanging on a thread like a night-light",
        "secondary",
        bbox_of(moon),
        ("moon", "night", "night-light"),
    )
    # the far hill: another quilt, hazy, its crest on the far side
    xs = np.arange(W, dtype=np.float32)
    hx = cx - s * r * ctx.u(1.8, 2.1)
    far = yq - H * 0.03 - H * 0.07 * np.exp(-(((xs - hx) / (r * 1.6)) ** 2))
    far += 0.22 * r * np.clip(s * (xs - hx) / (r * 2.5), 0, 1)
    _quilt(ctx, far, 110, 72, 0.45, 0)
    # the sun: a glowing disc, pale at its heart
    sun = disc(cx, cy, r, 2.5)
    dd = np.clip(np.hypot(XX - cx, YY - cy) / r, 0, 1)
    sun_c = mix(rgb("#fff2b8"), rgb("#f8a23a"), 1.0)[None, None, :] * (dd**2)[..., None]
    sun_c += rgb("#fff2b8")[None, None, :] * (1 - dd**2)[..., None]
    blend(ctx.img, sun, np.clip(sun_c, 0, 1))
    cheeks = ellipse(cx - r * 0.45, cy + r * 0.06, r * 0.15, r * 0.09, 10)
    cheeks = np.maximum(cheeks, ellipse(cx + r * 0.45, cy + r * 0.06, r * 0.15, r * 0.09, 10))
    blend(ctx.img, cheeks, rgb("#f07a50"), 0.55)
    # the nightcap: over the top of its head, up, over and down toward the middle
    cuff_y = cy - r * 0.5
    dome = disc(cx, cy, r + 8, 2) * np.clip((cuff_y - YY) / 2 + 0.5, 0, 1)
    flop = ctx.u(1.2, 1.35)
    knee = (cx - s * r * 0.12, cy - r * 1.4)
    path = [
        (cx + (knee[0] - cx) * t, cy - r * 0.7 + (knee[1] - cy + r * 0.7) * t)
        for t in np.linspace(0, 1, 13)[:-1]
    ]
    path += cubic(
        knee,
        (cx - s * r * 0.22, cy - r * 1.95),
        (cx - s * r * 0.95, cy - r * 2.05),
        (cx - s * r * flop, cy - r * 0.9),
        24,
    )
    widths = [r * (1.6 * (1 - k / 36) ** 1.7 + 0.1) for k in range(37)]
    cone = ribbon(path, widths, 2) * np.clip((cuff_y + 10 - YY) / 2 + 0.5, 0, 1)
    cap = np.clip(np.maximum(dome, cone), 0, 1)
    cb = bbox_of(cap)
    cap_name = list(CAPS)[int(ctx.rng.integers(len(CAPS)))]
    c1, c2 = (rgb(c) for c in CAPS[cap_name])
    ctx.lit(cap, cb, c1, rim=0.5)
    # its stripes: bands across the cap, each cut square to its length
    band = _bands(path, widths, 3) * cap
    wl = np.array([0.3, 0.59, 0.11], np.float32)
    shade = (ctx.img @ wl) / float(c1 @ wl)
    blend(ctx.img, band, np.clip(c2 * np.clip(shade, 0.35, 1.1)[..., None], 0, 1))
    cuff_pts = [
        (cx + t * r * 0.93, cuff_y + r * 0.1 * (1 - t * t) - r * 0.05)
        for t in np.linspace(-1, 1, 24)
    ]
    cuff = polylines([cuff_pts], r * 0.22)
    ctx.lit(cuff, bbox_of(cuff), rgb("#f6f0e6"), rim=0.4)
    tip = path[-1]
    bob = disc(tip[0] - s * r * 0.02, tip[1] + r * 0.12, r * 0.19, 3)
    ctx.lit(bob, bbox_of(bob), rgb("#f6f0e6"), rim=0.6)
    fluff = (np.sin(np.arctan2(YY - tip[1], XX - tip[0]) * 14) > 0.3) * blur(bob, 6) * (1 - bob)
    blend(ctx.img, fluff.astype(np.float32), rgb("#e8e0d4"), 0.5)
    hat = np.clip(cap + cuff + bob, 0, 1)
    # its closed sleepy eyes, drawn after the paint (thin lines)
    eyes: list[list[Pt]] = []
    for side_ in (-1, 1):
        ex, ey = cx + side_ * r * 0.33, cy - r * 0.16
        eyes.append([(ex - r * 0.15, ey), (ex, ey + r * 0.09), (ex + r * 0.15, ey)])
        for a in (-0.09, 0.0, 0.09):
            eyes.append([(ex + a * r, ey + r * 0.075), (ex + a * 1.5 * r, ey + r * 0.16)])
    after_mask(ctx, polylines(eyes, r * 0.035), "#6a2a10", 0.9)
    # the quilt pulled up over it: flat-topped over the sun, down to the far side
    bump = np.exp(-(((xs - cx) / (r * 1.25)) ** 4)) + 0.06 * np.exp(-(((xs - cx) / (r * 0.7)) ** 2))
    low = H * ctx.u(0.72, 0.75)
    edge = low - (low - yq) * bump + 10 * np.sin(xs / 110 + ctx.u(0, 6))
    edge -= H * 0.045 * np.exp(-(((xs - cx + s * r * 2.3) / (r * 0.8)) ** 2))  # a far hummock
    qm, stitch, sheet = _quilt(ctx, edge, 175, 150, 0.0, 64)
    shadow = np.clip(np.roll(qm, -26, 0) - qm, 0, 1) * sun
    blend(ctx.img, blur(shadow, 8), rgb("#c05a2a"), 0.6)
    body = np.clip(sun + hat, 0, 1) * (1 - qm)
    focus_on(ctx, body, 4)
    focus_on(ctx, qm, 8, weight=0.45)
    focus_on(ctx, sheet, 3, weight=0.7)
    later_glow(ctx, cx, cy - r * 0.2, r * 1.6, "#ffe0a0", 0.12)
    add_element(
        ctx,
        "the setting sun in a striped nightcap, tucked in with its eyes closed",
        "main",
        bbox_of(body),
        ("sun", "sleep", "bedtime", "evening"),
    )
    add_element(
        ctx,
        "hills that are a patchwork quilt with a sheet turned down",
        "frame",
        bbox_of(qm),
        ("quilt", "hill", "bed", "home"),
    )
    # an owl on a fence post in the quilt, on the far side, watching
    px = cx - s * r * ctx.u(1.75, 1.9)
    if not 110 < px < W - 110:
        px = W / 2 - s * (W / 2 - 130)
    gy = float(edge[int(px)]) + 70
    ph = H * 0.085
    post = polygon_fine([(px - 24, gy), (px + 24, gy), (px + 22, gy - ph), (px - 22, gy - ph)])
    ctx.lit(post, bbox_of(post), rgb("#6a4a32"), rim=0.4)
    add_element(ctx, "a fence post", "secondary", bbox_of(post), ("fence", "post"))
    oh = H * 0.1
    om, ob = icon_mask("owl", px, gy - ph - oh * 0.46, oh, s < 0)
    owl = _filled(om, ob)
    ctx.cast_shadow(owl, ob, gy, 0.3)
    ctx.lit(owl, ob, rgb("#5e4632"), rim=0.9, separate=True)
    bw, bh = ob[2] - ob[0], ob[3] - ob[1]
    eye_w = np.zeros((H, W), np.float32)
    eye_p = np.zeros((H, W), np.float32)
    for fx in (0.3, 0.7):
        ex_, ey_ = ob[0] + bw * fx, ob[1] + bh * 0.27
        eye_w = np.maximum(eye_w, disc(ex_, ey_, bw * 0.13, 1.5))
        eye_p = np.maximum(eye_p, disc(ex_, ey_, bw * 0.055, 1.2))
    after_mask(ctx, eye_w, "#ffe27a", 0.95)
    after_mask(ctx, eye_p, "#1a1008", 0.95)
    blend(ctx.img, om, rgb("#3a2a1e"), 0.5)
    focus_on(ctx, owl, 3, box=ob)
    add_element(ctx, "an owl", "secondary", ob, ("animal", "bird", "night", "wise"), "owl")
    after_mask(ctx, blur(stitch, 0.8), "#fbf2dc", 0.75)
    focus_on(ctx, post, 3, weight=0.7)
    # the first stars: small, after the paint, away from the sun's glow and the moon
    gen = ctx.side()
    field = np.zeros((H, W), np.float32)
    for u_, v_, k_ in gen.uniform(0, 1, (45, 3)):
        px_, py_ = u_ * W, v_ * H * 0.45
        if np.hypot(px_ - cx, py_ - cy) < r * 2.3 or np.hypot(px_ - mx, py_ - my) < mr * 2:
            continue
        field = np.maximum(field, disc(px_, py_, 2.5 + 5 * k_**3, 1.0))
    after_mask(ctx, field, "#fff6dc", 0.9)
    return Painted(
        "At the end of the day the big setting sun goes to bed: wearing a long "
        f"{cap_name} striped nightcap with a bobble, its eyes closed, it sinks under the hills, "
        "which are a patchwork quilt pulled up to its cheeks, while the first stars come out, "
        "a crescent moon hangs on a thread like a night-light and an owl watches from a "
        "fence post.",
        ["bedtime", "sleep", "end of the day", "tenderness", "rest", "comfort", "goodnight"],
    )


PREMISE = Premise(
    name="sun-goes-to-bed",
    figure="sun",
    palettes=("dusk", "lavender"),
    stage=stage,
    max_cards=1,
)
