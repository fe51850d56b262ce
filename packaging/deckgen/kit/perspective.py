"""Flat things seen in perspective: the projective map of a sheet onto the card, a plan laid
into the ground, and shadows on a floor seen from a low camera (the hull of a box's corners,
which way a shadow falls, an upright figure's shadow laid along the floor)."""

from __future__ import annotations

from collections.abc import Callable

import numpy as np
from PIL import Image

from .paint import XX, YY, Arr, H, W, blend, blur
from .scene import Ctx

Pt = tuple[float, float]


def homography(src: list[Pt], dst: list[Pt]) -> np.ndarray:
    """The 3x3 projective map taking the four points src onto dst."""
    a = []
    b = []
    for (x, y), (u, v) in zip(src, dst, strict=True):
        a.append([x, y, 1, 0, 0, 0, -u * x, -u * y])
        a.append([0, 0, 0, x, y, 1, -v * x, -v * y])
        b += [u, v]
    h = np.linalg.solve(np.array(a, np.float64), np.array(b, np.float64))
    return np.append(h, 1.0).reshape(3, 3)


def apply_homography(hm: np.ndarray, x: Arr | float, y: Arr | float) -> tuple[Arr, Arr]:
    """Points (x, y) carried by the projective map `hm`."""
    d = hm[2, 0] * x + hm[2, 1] * y + hm[2, 2]
    return (hm[0, 0] * x + hm[0, 1] * y + hm[0, 2]) / d, (
        hm[1, 0] * x + hm[1, 1] * y + hm[1, 2]
    ) / d


def lay_plan(
    plan: Arr, y_far: float, y_near: float, cx: float, w_far: float, w_near: float, flip: bool
) -> Arr:
    """Lay a plan mask into the ground in perspective: its top row at y_far (w_far wide), its
    bottom row at y_near (w_near wide), centred on cx."""
    n = plan.shape[0]
    out = np.zeros((H, W), np.float32)
    y0, y1 = int(max(0, y_far - 2)), int(min(H, y_near + 2))
    yy = YY[y0:y1]
    xx = XX[y0:y1]
    # depth: rows far away are squeezed (a gentle perspective, not a flat squash)
    t = np.clip((yy - y_far) / max(1.0, y_near - y_far), 0, 1)
    v = t
    wid = w_far + (w_near - w_far) * t
    u = (xx - cx) / wid + 0.5
    if flip:
        u = 1 - u
    iu = np.clip((u * n).astype(int), 0, n - 1)
    iv = np.clip((v * n).astype(int), 0, n - 1)
    ok = (u >= 0) & (u < 1) & (yy >= y_far) & (yy <= y_near)
    out[y0:y1] = np.where(ok, plan[iv, iu], 0)
    return blur(out, 1.2)


def convex_hull(pts: list[Pt]) -> list[Pt]:
    """The convex hull of points (monotone chain)."""
    p = sorted(set(pts))
    if len(p) < 3:
        return p

    def cross(o: Pt, a: Pt, b: Pt) -> float:
        return (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0])

    lower: list[Pt] = []
    for q in p:
        while len(lower) >= 2 and cross(lower[-2], lower[-1], q) <= 0:
            lower.pop()
        lower.append(q)
    upper: list[Pt] = []
    for q in reversed(p):
        while len(upper) >= 2 and cross(upper[-2], upper[-1], q) <= 0:
            upper.pop()
        upper.append(q)
    return lower[:-1] + upper[:-1]


def shadow_dir(
    proj: Callable[[tuple[float, float, float]], Pt], lvec: np.ndarray, x: float, z: float
) -> Pt:
    """How far (in x, and up the card in y) the shadow of a point one pixel above the floor
    at world (x, z) falls from its foot, for the light `lvec`."""
    bx, by = proj((x, 0.0, z))
    _tx, ty = proj((x, 1.0, z))
    k = 1.0 / float(lvec[1])
    sx, sy = proj((x - lvec[0] * k, 0.0, z - lvec[2] * k))
    hp = by - ty  # one unit of height, in pixels
    return (sx - bx) / hp, (by - sy) / hp


def flat_shadow(ctx: Ctx, m: Arr, gy: float, dirs: Pt, floor: Arr) -> None:
    """The shadow on the floor of a figure standing upright with its foot at y `gy`, its
    points `h` pixels up falling (h * ax, -h * ay) from their foot (a linear map of its mask)."""
    ax, ay = dirs
    coeffs = (1, ax / ay, -gy * ax / ay, 0, 1 / ay, gy * (1 - 1 / ay))
    im = Image.fromarray((np.clip(m, 0, 1) * 255).astype(np.uint8))
    t = im.transform((W, H), Image.Transform.AFFINE, coeffs, resample=Image.Resampling.BILINEAR)
    sm = blur(np.asarray(t, np.float32) / 255 * (gy + 2 > YY), 4) * floor * (1 - m)
    blend(ctx.img, sm, ctx.img * 0.32, 0.75)
