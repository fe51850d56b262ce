"""The painterly pass: curved brush strokes over a composed scene (after Hertzmann 1998,
"Painterly rendering with curved brush strokes of multiple sizes").

The composed scene (a float RGB canvas) is the reference. Layers of strokes go from large to
small brushes; each layer compares the canvas painted so far with the reference blurred to the
brush's scale, seeds strokes where they differ, and traces each stroke along the reference's
isophotes (perpendicular to its colour gradient) until the colour under it changes. Fine
brushes are only used where the importance map (the focal figures) asks for them, so the
background stays loose. Strokes are drawn at the output size with round ends; a streak
texture that follows the stroke directions gives each stroke bristle marks.

All tracing is vectorised over the strokes of a layer; drawing uses Pillow's line drawing.
"""

from __future__ import annotations

import numpy as np
from PIL import Image, ImageDraw

Arr = np.ndarray

# (brush radius in working pixels, error threshold, importance needed, max length in steps)
LAYERS = (
    (16.0, 0.045, 0.0, 10),
    (8.0, 0.05, 0.0, 12),
    (4.0, 0.06, 0.0, 12),
    (2.0, 0.07, 0.3, 10),
    (1.25, 0.08, 0.7, 8),
)


def box(a: Arr, r: int) -> Arr:
    """Mean over a (2r+1)^2 window with clamped edges (any trailing channels)."""
    if r <= 0:
        return a
    squeeze = a.ndim == 2
    if squeeze:
        a = a[..., None]
    p = np.pad(a, ((r + 1, r), (r + 1, r), (0, 0)), mode="edge")
    c = p.cumsum(0, dtype=np.float64).cumsum(1)
    k = 2 * r + 1
    s = (c[k:, k:] - c[:-k, k:] - c[k:, :-k] + c[:-k, :-k]) / (k * k)
    out = s.astype(np.float32)
    return out[..., 0] if squeeze else out


def gauss(a: Arr, sigma: float) -> Arr:
    """Approximately Gaussian blur: three box blurs."""
    rb = round((np.sqrt(4 * sigma * sigma + 1) - 1) / 2)
    for _ in range(3):
        a = box(a, rb)
    return a


def resize(a: Arr, w: int, h: int) -> Arr:
    """Resize a float array (H, W) or (H, W, 3) with Pillow's bilinear filter, per channel."""
    if a.ndim == 2:
        return np.asarray(
            Image.fromarray(a.astype(np.float32), "F").resize((w, h), Image.Resampling.BILINEAR)
        )
    return np.stack([resize(a[..., k], w, h) for k in range(a.shape[2])], axis=-1)


def _sample(a: Arr, x: Arr, y: Arr) -> Arr:
    h, w = a.shape[:2]
    xi = np.clip(x.astype(np.int32), 0, w - 1)
    yi = np.clip(y.astype(np.int32), 0, h - 1)
    return a[yi, xi]


def paint(
    ref_full: Arr,
    focus_full: Arr,
    rng: np.random.Generator,
    work: tuple[int, int] = (600, 900),
    layers: tuple[tuple[float, float, float, int], ...] = LAYERS,
    jitter: float = 0.012,
) -> Arr:
    """Paint `ref_full` (H, W, 3 floats) with strokes; returns a float canvas of the same size."""
    H, W = ref_full.shape[:2]
    ww, wh = work
    s = W / ww
    ref = np.clip(resize(ref_full, ww, wh), 0, 1)
    foc = resize(focus_full, ww, wh)
    # loose noise flow for regions with no structure (skies): strokes sweep, not zig-zag
    ang = gauss(rng.random((wh // 30 + 2, ww // 30 + 2)).astype(np.float32), 1.0)
    ang = resize((ang - ang.mean()) * 1.6, ww, wh)
    flow = np.stack([np.cos(ang), np.sin(ang) * 0.5], -1)
    under = gauss(ref, 12)
    canvas = Image.fromarray((np.clip(resize(under, W, H), 0, 1) * 255).astype(np.uint8), "RGB")
    draw = ImageDraw.Draw(canvas)
    dirs_acc = np.zeros((wh, ww, 2), np.float32)
    for R, thresh, need, maxlen in layers:
        rb = gauss(ref, max(1.0, R * 0.5))
        lum = rb @ np.array([0.3, 0.59, 0.11], np.float32)
        gy, gx = np.gradient(gauss(lum, max(1.0, R * 0.35)))
        mag = np.hypot(gx, gy)
        tx, ty = -gy / (mag + 1e-6), gx / (mag + 1e-6)
        weak = np.clip(1 - mag / 0.008, 0, 1)
        tx = tx * (1 - weak) + flow[..., 0] * weak
        ty = ty * (1 - weak) + flow[..., 1] * weak
        dirs_acc[..., 0] += tx * R
        dirs_acc[..., 1] += ty * R
        cur = np.asarray(canvas.resize((ww, wh), Image.Resampling.BILINEAR), np.float32) / 255
        err = np.linalg.norm(cur - rb, axis=-1)
        step = max(1, round(R))
        gh, gw = wh // step, ww // step
        e = err[: gh * step, : gw * step].reshape(gh, step, gw, step)
        cell_err = e.mean((1, 3))
        fcell = foc[: gh * step, : gw * step].reshape(gh, step, gw, step).max((1, 3))
        arg = e.transpose(0, 2, 1, 3).reshape(gh, gw, -1).argmax(-1)
        want = (cell_err > thresh) & (fcell >= need)
        if R >= 8:  # the coarse brushes cover the whole card, as on a blank canvas: no area
            # is left as the smooth underpainting, so skies and grounds show their strokes
            want |= rng.random(want.shape) < (0.8 if R >= 16 else 0.45)
        if need > 0:  # small bright points (stars, lights) are restored anywhere
            want |= e.max((1, 3)) > 0.35
        cy, cx = np.nonzero(want)
        if len(cy) == 0:
            continue
        a = arg[cy, cx]
        py = (cy * step + a // step).astype(np.float32) + 0.5
        px = (cx * step + a % step).astype(np.float32) + 0.5
        n = len(px)
        col = _sample(rb, px, py)
        pts = np.zeros((maxlen + 1, n, 2), np.float32)
        pts[0, :, 0], pts[0, :, 1] = px, py
        alive = np.ones(n, bool)
        ddx = _sample(tx, px, py)
        ddy = _sample(ty, px, py)
        for i in range(1, maxlen + 1):
            x, y = pts[i - 1, :, 0], pts[i - 1, :, 1]
            nx, ny = _sample(tx, x, y), _sample(ty, x, y)
            flip = nx * ddx + ny * ddy < 0
            nx, ny = np.where(flip, -nx, nx), np.where(flip, -ny, ny)
            nx, ny = 0.6 * nx + 0.4 * ddx, 0.6 * ny + 0.4 * ddy
            norm = np.hypot(nx, ny) + 1e-6
            ddx, ddy = nx / norm, ny / norm
            x2, y2 = x + R * ddx, y + R * ddy
            inside = (x2 >= 0) & (x2 < ww) & (y2 >= 0) & (y2 < wh)
            here = _sample(rb, x2, y2)
            diff_c = np.linalg.norm(here - col, axis=-1)
            diff_v = np.linalg.norm(here - _sample(cur, x2, y2), axis=-1)
            stop = ~inside | (diff_c > 0.09 + 0.02 * R / 8)
            if i > 2:
                stop |= diff_v < diff_c
            alive &= ~stop
            pts[i, :, 0] = np.where(alive, x2, x)
            pts[i, :, 1] = np.where(alive, y2, y)
        order = rng.permutation(n)
        jl = jitter * (1.7 if R >= 8 else 1.0)  # coarse strokes vary more in value
        jit = rng.normal(0, jitter * 0.4, (n, 3)) + rng.normal(0, jl, (n, 1))
        colours = (np.clip(col + jit, 0, 1) * 255 + 0.5).astype(np.uint8)
        width = max(2, round(2 * R * s * rng.uniform(0.9, 1.1)))
        rad = width / 2
        for k in order:
            p = pts[:, k] * s
            keep = np.ones(len(p), bool)
            keep[1:] = np.any(p[1:] != p[:-1], axis=1)
            p = p[keep]
            c = tuple(int(v) for v in colours[k])
            if len(p) > 1:
                draw.line([tuple(q) for q in p.tolist()], fill=c, width=width, joint="curve")
            for q in (p[0], p[-1]):
                draw.ellipse((q[0] - rad, q[1] - rad, q[0] + rad, q[1] + rad), fill=c)
    out = np.asarray(canvas, np.float32) / 255
    return bristles(out, dirs_acc, rng)


def bristles(img: Arr, dirs: Arr, rng: np.random.Generator, amount: float = 0.035) -> Arr:
    """Streaks along the stroke directions (a line-integral blur of noise), as brush hairs."""
    H, W = img.shape[:2]
    d = resize(dirs, W, H)
    norm = np.hypot(d[..., 0], d[..., 1]) + 1e-6
    dx, dy = d[..., 0] / norm, d[..., 1] / norm
    noise = rng.normal(0, 1, (H, W)).astype(np.float32)
    yy, xx = np.mgrid[0:H, 0:W].astype(np.float32)
    acc = np.zeros((H, W), np.float32)
    L = 7
    for k in range(-L, L + 1):
        xi = np.clip((xx + dx * k * 1.5).astype(np.int32), 0, W - 1)
        yi = np.clip((yy + dy * k * 1.5).astype(np.int32), 0, H - 1)
        acc += noise[yi, xi]
    acc /= np.sqrt(2 * L + 1)
    acc = box(acc, 1)
    acc /= acc.std() + 1e-6
    lum = img.mean(-1, keepdims=True)
    return np.clip(
        img * (1 + amount * acc[..., None]) + 0.015 * acc[..., None] * (lum > 0.85), 0, 1
    )
