"""Premise "holding-the-last-domino": Seen from low down on a wooden floor, a long curving line
of big dominoes has toppled one after another, each leaning on the next; at the end of the
line a small tortoise braces the last falling tile with the back of its shell and holds the
whole chain back from a little house of cards standing just ahead of it, in a low sun that lays
long shadows.

The dominoes, the floor and the house of cards are drawn in perspective from a camera low over
the floor (each tile a box leaning on the next, its visible faces lit by the one low light,
its shadow cast on the boards by the same light; the pips and edges drawn again after the
paint); the tortoise is an icon lit as a volume, its shell's gaps closed.
"""

from __future__ import annotations

import numpy as np
from PIL import Image, ImageDraw

from ..kit.figures import bbox_of
from ..kit.light import after_mask
from ..kit.paint import XX, YY, Arr, H, W, blend, blur, fbm, glow, icon_mask, mix, rgb
from ..kit.place import add_element, focus_on
from ..kit.premise import Painted, Premise
from ..kit.scene import Ctx
from ..kit.shapes import polylines

V3 = tuple[float, float, float]
HT, WT, TT = 1.0, 0.5, 0.15  # a tile's height, width and thickness (world units)
PIPS = {
    0: [],
    1: [(0, 0)],
    2: [(-1, -1), (1, 1)],
    3: [(-1, -1), (0, 0), (1, 1)],
    4: [(-1, -1), (1, -1), (-1, 1), (1, 1)],
    5: [(-1, -1), (1, -1), (0, 0), (-1, 1), (1, 1)],
    6: [(-1, -1), (-1, 0), (-1, 1), (1, -1), (1, 0), (1, 1)],
}
TILES = {"cream": ("#efe4cc", "#1c1816"), "black": ("#2a2624", "#f2ead8")}


def _norm(v: np.ndarray) -> np.ndarray:
    out: np.ndarray = v / float(np.linalg.norm(v))
    return out


def _lean_onto(theta_next: float, sp: float) -> float:
    """The lean (radians) of a tile whose top rests on the back of the next tile, `sp` ahead
    (pivot to pivot) and leaning `theta_next`."""
    c, s_ = np.cos(theta_next), np.sin(theta_next)
    q0 = np.array([sp - TT * c, TT * s_])
    nn = np.array([-c, s_])  # the back face's normal, toward this tile
    lo, hi = 0.0, np.pi / 2
    for _ in range(40):
        mid = (lo + hi) / 2
        p = np.array([HT * np.sin(mid), HT * np.cos(mid)])
        if float((p - q0) @ nn) > 0:
            lo = mid
        else:
            hi = mid
    return (lo + hi) / 2


def stage(ctx: Ctx) -> Painted:
    s = 1 if ctx.rng.random() < 0.5 else -1  # the tortoise's side; the chain comes from -s
    # a camera a little above the floor, looking down the room at a slant
    cam_h = ctx.u(3.6, 3.9)
    pitch = ctx.u(0.1, 0.16)
    cp, sp_ = float(np.cos(pitch)), float(np.sin(pitch))
    zt = 3.2  # the tortoise's depth

    def zc_of(y: float, z: float) -> float:
        return z * cp - (y - cam_h) * sp_

    f = ctx.u(280, 295) * zc_of(0.5, zt)  # a tile there is this many pixels tall
    # the tortoise's feet stand at 0.82 H
    cy0 = H * 0.82 + f * (-cam_h * cp + zt * sp_) / zc_of(0.0, zt)
    hy = cy0 - f * sp_ / cp  # the horizon

    def proj(p: V3 | np.ndarray) -> tuple[float, float]:
        x, y, z = float(p[0]), float(p[1]), float(p[2])
        zc = zc_of(y, z)
        return W / 2 + f * x / zc, cy0 - f * ((y - cam_h) * cp + z * sp_) / zc

    def wx(sx: float, z: float) -> float:
        return (sx - W / 2) * zc_of(0.0, z) / f

    def floor_z(sy: Arr) -> Arr:
        """The depth of the floor seen at screen row `sy`."""
        k = (cy0 - sy) / f
        out: Arr = cam_h * (cp + k * sp_) / np.maximum(sp_ - k * cp, 1e-3)
        return out

    z_wall = 18.0
    fy = proj((0.0, 0.0, z_wall))[1]  # where the floor meets the wall

    # the one light: a low sun through a window behind us on the chain's side, falling across
    # the floor in a broad band toward the tortoise's side and away from us
    lvec = _norm(np.array([-s * 0.8, 0.27, -0.55]))
    cam = np.array([0.0, cam_h, 0.0])
    warm = rgb("#ffd9a0")
    xt = W / 2 + s * ctx.u(0.03, 0.06) * W  # the tortoise
    xt_w = wx(xt, zt)
    dl = _norm(np.array([-lvec[0], -lvec[2]]))  # the light's way across the floor

    def in_sun(x: np.ndarray | float, z: np.ndarray | float) -> np.ndarray:
        """1 in the band of sun on the floor, 0 in the room's shade."""
        dist = np.abs((np.asarray(x) - xt_w) * dl[1] - (np.asarray(z) - zt) * dl[0])
        out: np.ndarray = np.clip((3.0 - dist) / 1.0, 0, 1)
        return out

    # the wall: plaster in the palette's colour, in the shade, dimmer toward the top
    wall = (fy > YY).astype(np.float32)
    ctx.img *= (1 - 0.4 * np.clip((fy - YY) / fy, 0, 1) * wall)[..., None]
    plaster = fbm(ctx.rng, 120, 3) - 0.5
    ctx.img *= ((1 + 0.16 * plaster * wall) * (1 - 0.2 * wall))[..., None]
    # where the sun reaches the wall: a bright four-paned patch, slanted
    px0 = W / 2 + s * ctx.u(0.12, 0.2) * W
    pw, ph = ctx.u(260, 300), ctx.u(190, 220)
    py1 = fy - ctx.u(50, 80)
    sk = s * ph * 0.6  # the slant of the light
    quad = [
        (px0 - pw / 2 + sk, py1 - ph),
        (px0 + pw / 2 + sk, py1 - ph),
        (px0 + pw / 2, py1),
        (px0 - pw / 2, py1),
    ]
    im = Image.new("L", (W, H), 0)
    ImageDraw.Draw(im).polygon(quad, fill=255)
    patch = np.asarray(im, np.float32) / 255
    bars = polylines(
        [
            [((quad[0][0] + quad[1][0]) / 2, py1 - ph), ((quad[3][0] + quad[2][0]) / 2, py1)],
            [
                ((quad[0][0] + quad[3][0]) / 2, py1 - ph / 2),
                ((quad[1][0] + quad[2][0]) / 2, py1 - ph / 2),
            ],
        ],
        14,
    )
    patch = blur(np.clip(patch - bars, 0, 1), 3)
    glow(ctx.img, px0 + sk / 2, py1 - ph / 2, 420, "#ffd9a0", 0.16)
    blend(ctx.img, patch, mix(ctx.c("light"), warm, 0.5), 0.6)
    # a skirting board along the foot of the wall
    base = (fy - 22 < YY) * (fy >= YY)
    blend(ctx.img, blur(base.astype(np.float32), 1.5), mix(ctx.c("ground"), ctx.c("ink"), 0.4))

    # the floor: boards running away from us, grain, the band of sun lying across it
    floor = np.clip((YY - fy) / 2 + 0.5, 0, 1).astype(np.float32)
    wood = mix(rgb("#8a5a36"), ctx.c("ground"), 0.2)
    gr = fbm(ctx.rng, 60, 3) - 0.5
    fz = floor_z(np.maximum(YY, hy + 1))
    sun_f = blur(in_sun((XX - W / 2) * (fz * cp + cam_h * sp_) / f, fz).astype(np.float32), 6)
    tone = wood * (1 + 0.18 * gr)[..., None]
    tone = tone * (0.6 + 0.7 * sun_f)[..., None] + warm * (0.12 * sun_f)[..., None]
    blend(ctx.img, floor, np.clip(tone, 0, 1))
    seams = []
    for k in range(-40, 41):
        xk = k * 0.42
        seams.append([proj((xk, 0.0, z_wall)), proj((xk, 0.0, 1.2))])
    seam_m = polylines(seams, 2.5) * floor  # drawn after the paint, between the figures
    blend(ctx.img, blur(seam_m, 2), rgb("#2a160c"), 0.25)

    # the tortoise, in front of the last tile, facing away from the chain
    gyt = proj((0.0, 0.0, zt))[1]  # the floor's y at the tortoise
    th = H * ctx.u(0.15, 0.16)
    tilt = s * ctx.u(4.0, 6.0)  # leaning into it, head low
    tm0, tbb = icon_mask("tortoise", xt, gyt - th / 2, th, s < 0, tilt)
    tw = tbb[2] - tbb[0]
    # where the last tile rests: on the back end of its shell, which it sets against it
    cx_s, cy_s = xt - s * tw * 0.36, tbb[1] + th * 0.28
    h_c = (gyt - cy_s) / (gyt - proj((0.0, 1.0, zt))[1])
    th_last = float(np.arccos(np.clip(h_c / HT, 0.2, 0.95)))
    # the chain's last stretch runs toward +s and a little away from us, so that the tiles
    # lying on one another turn their faces (and pips) up toward us
    a_end = ctx.u(0.35, 0.5)
    d_end = np.array([s * np.cos(a_end), np.sin(a_end)])
    contact = np.array([wx(cx_s, zt), zt])
    p3 = contact - d_end * HT * np.sin(th_last)
    # the chain's curve on the floor: from far back on the tortoise's side it swings across
    # to the other side, comes toward us and turns back along the front to the tortoise
    far_x, mid_x = ctx.u(3.6, 4.4), ctx.u(2.4, 2.8)
    mid_z = ctx.u(7.0, 8.0)
    sp = ctx.u(0.5, 0.55)
    tiles: list[tuple[float, float, np.ndarray, float]] = []
    tries = [(sw, dip) for sw in (1.0, 0.9, 0.8, 0.7, 0.6, 0.5) for dip in (1.0, 0.75, 0.5)]
    for swing, dip in tries:
        p0 = np.array([s * far_x * swing, 15.5])
        pm = np.array([-s * mid_x * swing, mid_z])
        ts = np.linspace(0, 1, 400)[:, None]
        seg_a = _bezier(p0, p0 + np.array([-s * 3.5 * swing, 0.0]), pm + np.array([0, 3.0]), pm, ts)
        seg_b = _bezier(pm, pm + np.array([0, -3.0 * dip]), p3 - d_end * 2.4 * dip, p3, ts)
        curve = np.concatenate([seg_a, seg_b[1:]])
        seg = np.hypot(*np.diff(curve, axis=0).T)
        arc = np.concatenate([[0], np.cumsum(seg)])
        n_tiles = int(arc[-1] / sp)
        tiles = []  # (pivot x, pivot z, direction, lean), from the tortoise back
        lean = th_last
        for k in range(n_tiles):
            at = arc[-1] - k * sp
            i = int(np.searchsorted(arc, at).clip(1, len(arc) - 1))
            d = _norm(curve[i] - curve[i - 1])
            tiles.append((float(curve[i][0]), float(curve[i][1]), d, lean))
            lean = min(_lean_onto(lean, sp), lean + 0.07) + ctx.u(-0.03, 0.03)
        tiles[0] = (float(p3[0]), float(p3[1]), d_end, th_last)
        xs = [proj((x + sg * 0.6, 0.0, z))[0] for x, z, _d, _l in tiles for sg in (-1, 1)]
        near_z = min(z for _x, z, _d, _l in tiles)
        if min(xs) > 30 and max(xs) < W - 30 and near_z > zt - 0.25:
            break
    kind = "cream" if ctx.rng.random() < 0.75 else "black"
    face_c, pip_c = (rgb(c) for c in TILES[kind])
    values = [(int(ctx.rng.integers(7)), int(ctx.rng.integers(7))) for _ in tiles]

    def corner(t: tuple[float, float, np.ndarray, float], a: float, b: float, c: float) -> V3:
        x0, z0, d, th_ = t
        a2, b2 = a * np.cos(th_) + b * np.sin(th_), -a * np.sin(th_) + b * np.cos(th_)
        return (x0 + d[0] * a2 + d[1] * c, b2, z0 + d[1] * a2 - d[0] * c)

    # their shadows on the boards, cast away from the light, long
    sc = 2
    sim = Image.new("L", (W * sc, H * sc), 0)
    sdr = ImageDraw.Draw(sim)
    boxes = [(a, b, c) for a in (-TT, 0.0) for b in (0.0, HT) for c in (-WT / 2, WT / 2)]
    for t in tiles:
        pts = []
        for a, b, c in boxes:
            x, y, z = corner(t, a, b, c)
            k = y / lvec[1]
            pts.append(proj((x - lvec[0] * k, 0.0, z - lvec[2] * k)))
        # the hull of the eight: the shadow of a box
        hull = _hull(pts)
        sdr.polygon([(sc * x, sc * y) for x, y in hull], fill=255)
    shadow = np.asarray(sim.resize((W, H), Image.Resampling.BOX), np.float32) / 255
    shadow = blur(shadow, 3) * floor
    blend(ctx.img, shadow * (0.3 + 0.7 * sun_f), ctx.img * 0.3, 0.85)

    # the tiles, far to near: each face a plane lit by the low sun, the pips on the broad face
    # turned toward us; those behind the tortoise first, then the animal, then those in front
    amb = mix(ctx.sky_at(0.4), ctx.c("ground"), 0.4)

    def shade(n: np.ndarray, base: np.ndarray, sun: float) -> tuple[int, int, int]:
        lam = max(0.0, float(n @ lvec)) * sun
        col = base * (0.4 + 0.1 * max(0.0, float(n[1]))) + amb * 0.1
        col = col + base * warm * 0.85 * lam
        return tuple(int(v) for v in np.clip(col, 0, 1) * 255)  # type: ignore[return-value]

    def draw_tiles(idx: list[int], cover: Arr) -> Arr:
        """Paint tiles `idx` onto the card; keep their pips and edges (where no nearer tile
        and nothing in `cover` hides them) for after the paint; return their mask."""
        rim = Image.new("RGB", (W * sc, H * sc))
        rmask = Image.new("L", (W * sc, H * sc), 0)
        dr, dm = ImageDraw.Draw(rim), ImageDraw.Draw(rmask)
        pips = Image.new("L", (W * sc, H * sc), 0)
        edges = Image.new("L", (W * sc, H * sc), 0)
        dp, de = ImageDraw.Draw(pips), ImageDraw.Draw(edges)
        for j in sorted(idx, key=lambda j: -tiles[j][1]):
            t = tiles[j]
            _x, _z, d, th_ = t
            fwd = np.array([d[0], 0.0, d[1]])
            up = np.array([0.0, 1.0, 0.0])
            side = np.array([d[1], 0.0, -d[0]])
            front_n = fwd * np.cos(th_) - up * np.sin(th_)
            top_n = fwd * np.sin(th_) + up * np.cos(th_)
            faces = [
                (front_n, [(0, 0, -1), (0, 0, 1), (0, 1, 1), (0, 1, -1)]),
                (-front_n, [(-1, 0, -1), (-1, 0, 1), (-1, 1, 1), (-1, 1, -1)]),
                (top_n, [(-1, 1, -1), (0, 1, -1), (0, 1, 1), (-1, 1, 1)]),
                (side, [(-1, 0, 1), (0, 0, 1), (0, 1, 1), (-1, 1, 1)]),
                (-side, [(-1, 0, -1), (0, 0, -1), (0, 1, -1), (-1, 1, -1)]),
            ]
            mid = np.array(corner(t, -TT / 2, HT / 2, 0.0))
            sun_t = float(in_sun(float(mid[0]), float(mid[2])))
            pipface = 0 if float(front_n @ (cam - mid)) > float(-front_n @ (cam - mid)) else 1
            for n, quad3 in faces:
                pts3 = [corner(t, ia * TT, ib * HT, ic * WT / 2) for ia, ib, ic in quad3]
                ctr = np.mean(np.array(pts3), axis=0)
                if float(n @ (cam - ctr)) <= 0:
                    continue
                poly = [(sc * px, sc * py) for px, py in (proj(p) for p in pts3)]
                dr.polygon(poly, fill=shade(n, face_c, sun_t))
                dm.polygon(poly, fill=255)
                dp.polygon(poly, fill=0)
                de.polygon(poly, fill=0)
                de.line([*poly, poly[0]], fill=255, width=3 * sc // 2)
                if n is faces[pipface][0]:
                    # the divider and the pips, on the broad face turned most toward us
                    fa = 0.002 if pipface == 0 else -TT - 0.002
                    pc = tuple(int(v * 255) for v in pip_c)
                    dv = [
                        corner(t, fa, HT / 2 + e, c * WT * 0.36)
                        for e, c in ((-0.016, -1), (-0.016, 1), (0.016, 1), (0.016, -1))
                    ]
                    dr.polygon([(sc * px, sc * py) for px, py in (proj(p) for p in dv)], fill=pc)
                    dp.polygon([(sc * px, sc * py) for px, py in (proj(p) for p in dv)], fill=255)
                    for half, val in ((0.25, values[j][0]), (0.75, values[j][1])):
                        for gx, gy in PIPS[val]:
                            cb, cc = HT * half + gy * 0.13, gx * 0.13
                            ring = [
                                proj(corner(t, fa, cb + 0.055 * np.sin(q), cc + 0.055 * np.cos(q)))
                                for q in np.linspace(0, 2 * np.pi, 12, endpoint=False)
                            ]
                            dr.polygon([(sc * px, sc * py) for px, py in ring], fill=pc)
                            dp.polygon([(sc * px, sc * py) for px, py in ring], fill=255)
        col = np.asarray(rim.resize((W, H), Image.Resampling.BOX), np.float32) / 255
        m = np.asarray(rmask.resize((W, H), Image.Resampling.BOX), np.float32) / 255
        ctx.img[:] = ctx.img * (1 - m[..., None]) + col * m[..., None]
        keep = 1 - np.clip(cover * 2, 0, 1)
        pip_m = np.asarray(pips.resize((W, H), Image.Resampling.BOX), np.float32) / 255
        edge_m = np.asarray(edges.resize((W, H), Image.Resampling.BOX), np.float32) / 255
        after_mask(ctx, edge_m * keep, face_c * 0.45 if kind == "cream" else "#7a7068", 0.45)
        after_mask(ctx, pip_m * keep, pip_c * (1.0 if kind == "cream" else 0.85), 0.9)
        grain = fbm(ctx.side(), 8, 2) - 0.5
        ctx.img *= (1 + 0.05 * grain * m)[..., None]
        return m

    body = _filled(tm0, tbb)
    behind = [j for j, t in enumerate(tiles) if t[1] >= zt]
    front = [j for j, t in enumerate(tiles) if t[1] < zt]
    chain = draw_tiles(behind, body)

    # the tortoise: its shadow first, cast by the same low sun, then the animal itself
    ctx.light = (xt + s * 900, gyt - 420)
    _flat_shadow(ctx, body, gyt, _shadow_dir(proj, lvec, wx(xt, zt), zt), floor * (1 - chain))
    ctx.contact(tm0, tbb)
    ctx.lit(body, tbb, rgb("#3a2e1e"), rim=0.0)
    ctx.subject(
        "tortoise",
        xt,
        gyt - th / 2,
        th,
        "main",
        fill="#8a7a48",
        flip=s < 0,
        rot=tilt,
        rim=0.8,
        tags=("animal", "slow", "shell", "strength"),
        label="a small tortoise bracing the last falling domino with its back",
        separate=False,
    )
    focus_on(ctx, tm0, 6, 2.0)
    chain = np.maximum(chain, draw_tiles(front, np.zeros((H, W), np.float32)))
    # the near tiles keep their pips under the brush; the far ones go loose
    depth_y = np.clip((YY - fy) / (gyt - fy), 0, 1)
    focus_on(ctx, chain * (0.4 + 0.6 * depth_y), 3, 1.6)
    add_element(
        ctx,
        f"a long curving line of toppled {kind} dominoes",
        "secondary",
        bbox_of(chain),
        ("dominoes", "chain", "game", "falling"),
    )

    # the house of cards just beyond it, safe
    zh = zt - 0.15
    gyh = proj((0.0, 0.0, zh))[1]
    hx = wx(xt + s * (tw * 0.5 + ctx.u(140, 160)), zh)
    hcol, house, h_ink, h_edge = _house_of_cards(proj, hx, zh, -s * ctx.u(0.5, 0.7), lvec, cam, sc)
    _flat_shadow(ctx, house, gyh, _shadow_dir(proj, lvec, hx, zh), floor * (1 - chain) * (1 - body))
    ctx.img[:] = ctx.img * (1 - house[..., None]) + hcol * house[..., None]
    focus_on(ctx, house, 4, 2.0, weight=0.9)
    after_mask(ctx, h_edge, "#fffaf0", 0.6)
    after_mask(ctx, h_ink, "#b02838", 0.85)
    # the boards' seams, crisp between the figures
    clear = floor * (1 - chain) * (1 - np.clip(body * 2, 0, 1)) * (1 - np.clip(house * 2, 0, 1))
    after_mask(ctx, seam_m * clear, "#2a160c", 0.3)
    add_element(
        ctx,
        "a little house of playing cards",
        "secondary",
        bbox_of(house),
        ("cards", "fragile", "house", "game"),
    )
    setting = {
        "interior": "in the low evening sun",
        "lavender": "in a lavender evening light",
        "desert": "in the warm low sun",
    }[ctx.pal.name]
    return Painted(
        f"Seen from low down on a wooden floor, a long curving line of big {kind} dominoes has "
        "toppled one after another, each leaning on the next; at the very end of the line a "
        "small tortoise braces the last falling tile with the back of its shell and holds the "
        "whole chain back from a little house of cards standing just ahead of it, their long "
        "shadows stretched across the boards.",
        [
            "courage",
            "protection",
            "holding on",
            "small but mighty",
            "fragility",
            "keeping safe",
            "responsibility",
            "chain reaction",
            "patience",
        ],
        setting=setting,
    )


def _bezier(
    p0: np.ndarray, p1: np.ndarray, p2: np.ndarray, p3: np.ndarray, ts: np.ndarray
) -> np.ndarray:
    out: np.ndarray = (
        (1 - ts) ** 3 * p0 + 3 * ts * (1 - ts) ** 2 * p1 + 3 * ts**2 * (1 - ts) * p2 + ts**3 * p3
    )
    return out


def _hull(pts: list[tuple[float, float]]) -> list[tuple[float, float]]:
    """The convex hull of points (monotone chain)."""
    p = sorted(set(pts))
    if len(p) < 3:
        return p

    def cross(o: tuple[float, float], a: tuple[float, float], b: tuple[float, float]) -> float:
        return (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0])

    lower: list[tuple[float, float]] = []
    for q in p:
        while len(lower) >= 2 and cross(lower[-2], lower[-1], q) <= 0:
            lower.pop()
        lower.append(q)
    upper: list[tuple[float, float]] = []
    for q in reversed(p):
        while len(upper) >= 2 and cross(upper[-2], upper[-1], q) <= 0:
            upper.pop()
        upper.append(q)
    return lower[:-1] + upper[:-1]


def _shadow_dir(proj: object, lvec: np.ndarray, x: float, z: float) -> tuple[float, float]:
    """How far (in x, and up the card in y) the shadow of a point one pixel above the floor
    at world (x, z) falls from its foot, for the light `lvec`."""
    pr = proj  # (x, y, z) -> screen
    bx, by = pr((x, 0.0, z))  # type: ignore[operator]
    _tx, ty = pr((x, 1.0, z))  # type: ignore[operator]
    k = 1.0 / float(lvec[1])
    sx, sy = pr((x - lvec[0] * k, 0.0, z - lvec[2] * k))  # type: ignore[operator]
    hp = by - ty  # one unit of height, in pixels
    return (sx - bx) / hp, (by - sy) / hp


def _flat_shadow(ctx: Ctx, m: Arr, gy: float, dirs: tuple[float, float], floor: Arr) -> None:
    """The shadow on the floor of a figure standing upright with its foot at y `gy`, its
    points `h` pixels up falling (h * ax, -h * ay) from their foot (a linear map of its mask)."""
    ax, ay = dirs
    coeffs = (1, ax / ay, -gy * ax / ay, 0, 1 / ay, gy * (1 - 1 / ay))
    im = Image.fromarray((np.clip(m, 0, 1) * 255).astype(np.uint8))
    t = im.transform((W, H), Image.Transform.AFFINE, coeffs, resample=Image.Resampling.BILINEAR)
    sm = blur(np.asarray(t, np.float32) / 255 * (gy + 2 > YY), 4) * floor * (1 - m)
    blend(ctx.img, sm, ctx.img * 0.32, 0.75)


def _house_of_cards(
    proj: object,
    hx: float,
    zh: float,
    yaw: float,
    lvec: np.ndarray,
    cam: np.ndarray,
    sc: int,
) -> tuple[Arr, Arr, Arr, Arr]:
    """A house of playing cards three storeys high standing at world (hx, zh), turned `yaw`
    radians so that its A-frames show: on each storey, cards leaning in pairs with a card
    laid flat across their tops. Returns its colours, its mask, and (for after the paint) the
    red of its diamonds and its cards' white edges, each where no nearer card covers it."""
    pr = proj  # (x, y, z) -> screen
    chh, cw = 0.25, 0.19  # a card's height and width
    lean = 0.33  # radians from upright
    dz, hgt = chh * np.sin(lean), chh * np.cos(lean)
    face, red = rgb("#ece4d4"), rgb("#b02838")
    warm = rgb("#ffd9a0")
    ca, sa = float(np.cos(yaw)), float(np.sin(yaw))

    def w(u: float, y: float, v: float) -> V3:
        return (hx + u * ca - v * sa, y, zh + u * sa + v * ca)

    def wn(nu: float, ny: float, nv: float) -> np.ndarray:
        return np.array([nu * ca - nv * sa, ny, nu * sa + nv * ca])

    cards: list[tuple[list[V3], np.ndarray]] = []  # corners, the normal of its face side
    floors = 3
    for level in range(floors):
        yb = level * (hgt + 0.006)
        n_frames = floors - level
        for k in range(n_frames):
            u0 = (k - (n_frames - 1) / 2) * cw * 1.08
            x0, x1 = u0 - cw / 2, u0 + cw / 2
            front = [w(x0, yb, -dz), w(x1, yb, -dz), w(x1, yb + hgt, 0), w(x0, yb + hgt, 0)]
            back = [w(x0, yb, dz), w(x1, yb, dz), w(x1, yb + hgt, 0), w(x0, yb + hgt, 0)]
            cards.append((front, wn(0, np.sin(lean), -np.cos(lean))))
            cards.append((back, wn(0, np.sin(lean), np.cos(lean))))
        if level < floors - 1:
            ua = ((n_frames - 1) / 2) * cw * 1.08 + cw / 2
            y = yb + hgt + 0.003
            flat = [
                w(-ua, y, -dz * 0.9),
                w(ua, y, -dz * 0.9),
                w(ua, y, dz * 0.9),
                w(-ua, y, dz * 0.9),
            ]
            cards.append((flat, np.array([0.0, 1.0, 0.0])))
    im = Image.new("RGB", (W * sc, H * sc))
    mk = Image.new("L", (W * sc, H * sc), 0)
    ink = Image.new("L", (W * sc, H * sc), 0)
    edg = Image.new("L", (W * sc, H * sc), 0)
    dr, dm = ImageDraw.Draw(im), ImageDraw.Draw(mk)
    di, de = ImageDraw.Draw(ink), ImageDraw.Draw(edg)

    def dist(c: tuple[list[V3], np.ndarray]) -> float:
        return -float(np.linalg.norm(np.mean(np.array(c[0]), axis=0) - cam))

    for k, (q, n) in enumerate(sorted(cards, key=dist)):
        ctr = np.mean(np.array(q), axis=0)
        shows_face = float(n @ (cam - ctr)) > 0
        nn = n if shows_face else -n
        lam = max(0.0, float(nn @ lvec))
        base = face if shows_face else red
        col = base * 0.5 + base * warm * 0.75 * lam
        poly = [(sc * x, sc * y) for x, y in (pr(p) for p in q)]  # type: ignore[operator]
        dr.polygon(poly, fill=tuple(int(v) for v in np.clip(col, 0, 1) * 255))
        dm.polygon(poly, fill=255)
        di.polygon(poly, fill=0)
        de.polygon(poly, fill=0)
        de.line([*poly, poly[0]], fill=255, width=2 * sc)
        if shows_face and k % 2 == 0 and abs(float(n[1])) < 0.9:  # a red diamond on its face
            cq = np.mean(np.array(q), axis=0)
            u = (np.array(q[1]) - np.array(q[0])) * 0.15
            v = (np.array(q[3]) - np.array(q[0])) * 0.2
            dia = [cq - v, cq + u, cq + v, cq - u]
            rc = red * 0.6 + red * warm * 0.7 * lam
            dpoly = [(sc * x, sc * y) for x, y in (pr(p) for p in dia)]  # type: ignore[operator]
            dr.polygon(dpoly, fill=tuple(int(v) for v in np.clip(rc, 0, 1) * 255))
            di.polygon(dpoly, fill=255)

    def arr(i: Image.Image) -> Arr:
        out: Arr = np.asarray(i.resize((W, H), Image.Resampling.BOX), np.float32) / 255
        return out

    return arr(im), arr(mk), arr(ink), arr(edg)


def _filled(m: Arr, bb: tuple[int, int, int, int]) -> Arr:
    """Mask `m` closed over its gaps and holes (the lines between a shell's plates): the
    figure's whole silhouette."""
    from PIL import ImageFilter

    x0, y0, x1, y1 = max(0, bb[0] - 16), max(0, bb[1] - 16), min(W, bb[2] + 16), min(H, bb[3] + 16)
    sub = Image.fromarray(((m[y0:y1, x0:x1] > 0.5) * 255).astype(np.uint8))
    sub = sub.filter(ImageFilter.MaxFilter(27)).filter(ImageFilter.MinFilter(27)).copy()
    ImageDraw.floodfill(sub, (0, 0), 128)
    a = np.asarray(sub)
    out = m.copy()
    closed = ((a == 255) | (a == 0)).astype(np.float32)
    out[y0:y1, x0:x1] = np.maximum(m[y0:y1, x0:x1], blur(closed, 1.0))
    return out


PREMISE = Premise(
    name="holding-the-last-domino",
    figure="tortoise",
    palettes=("interior", "lavender"),
    stage=stage,
    max_cards=1,
    frame=False,
)
