"""Games drawn from shapes: domino tiles toppled in a chain on a floor seen in perspective,
a house of playing cards, and playing cards fluttering down."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import numpy as np
from PIL import Image, ImageDraw

from .light import after_mask
from .paint import Arr, H, W, blend, blur, disc, fbm, rgb
from .perspective import convex_hull
from .scene import Ctx
from .shapes import polygon_fine

V3 = tuple[float, float, float]
Proj = Callable[[V3 | np.ndarray], tuple[float, float]]
# a domino on the floor: its pivot (x, z), its direction on the floor, its lean (radians)
Tile = tuple[float, float, np.ndarray, float]
TILE_H, TILE_W, TILE_T = 1.0, 0.5, 0.15  # a tile's height, width and thickness (world units)
PIPS = {
    0: [],
    1: [(0, 0)],
    2: [(-1, -1), (1, 1)],
    3: [(-1, -1), (0, 0), (1, 1)],
    4: [(-1, -1), (1, -1), (-1, 1), (1, 1)],
    5: [(-1, -1), (1, -1), (0, 0), (-1, 1), (1, 1)],
    6: [(-1, -1), (-1, 0), (-1, 1), (1, -1), (1, 0), (1, 1)],
}
DOMINO_COLOURS = {"cream": ("#efe4cc", "#1c1816"), "black": ("#2a2624", "#f2ead8")}


def cubic_along(
    p0: np.ndarray, p1: np.ndarray, p2: np.ndarray, p3: np.ndarray, ts: np.ndarray
) -> np.ndarray:
    """Points of the cubic Bezier curve from p0 to p3 (pulled by p1 and p2) at the ts."""
    out: np.ndarray = (
        (1 - ts) ** 3 * p0 + 3 * ts * (1 - ts) ** 2 * p1 + 3 * ts**2 * (1 - ts) * p2 + ts**3 * p3
    )
    return out


def domino_lean(theta_next: float, sp: float) -> float:
    """The lean (radians) of a tile whose top rests on the back of the next tile, `sp` ahead
    (pivot to pivot) and leaning `theta_next`."""
    c, s_ = np.cos(theta_next), np.sin(theta_next)
    q0 = np.array([sp - TILE_T * c, TILE_T * s_])
    nn = np.array([-c, s_])  # the back face's normal, toward this tile
    lo, hi = 0.0, np.pi / 2
    for _ in range(40):
        mid = (lo + hi) / 2
        p = np.array([TILE_H * np.sin(mid), TILE_H * np.cos(mid)])
        if float((p - q0) @ nn) > 0:
            lo = mid
        else:
            hi = mid
    return (lo + hi) / 2


def domino_corner(t: Tile, a: float, b: float, c: float) -> V3:
    """The world point of tile `t` at `a` along its thickness, `b` up it, `c` across it."""
    x0, z0, d, th_ = t
    a2, b2 = a * np.cos(th_) + b * np.sin(th_), -a * np.sin(th_) + b * np.cos(th_)
    return (x0 + d[0] * a2 + d[1] * c, b2, z0 + d[1] * a2 - d[0] * c)


def domino_shadows(tiles: list[Tile], proj: Proj, lvec: np.ndarray, sc: int) -> Arr:
    """The shadows the tiles cast on the floor (y = 0) under the light `lvec`, each the hull
    of its box's eight corners, drawn `sc` times larger and brought down."""
    sim = Image.new("L", (W * sc, H * sc), 0)
    sdr = ImageDraw.Draw(sim)
    boxes = [
        (a, b, c) for a in (-TILE_T, 0.0) for b in (0.0, TILE_H) for c in (-TILE_W / 2, TILE_W / 2)
    ]
    for t in tiles:
        pts = []
        for a, b, c in boxes:
            x, y, z = domino_corner(t, a, b, c)
            k = y / lvec[1]
            pts.append(proj((x - lvec[0] * k, 0.0, z - lvec[2] * k)))
        # the hull of the eight: the shadow of a box
        hull = convex_hull(pts)
        sdr.polygon([(sc * x, sc * y) for x, y in hull], fill=255)
    return np.asarray(sim.resize((W, H), Image.Resampling.BOX), np.float32) / 255


@dataclass
class Dominoes:
    """A chain of domino tiles of one `kind` (a key of DOMINO_COLOURS) showing `values`, seen
    through `proj` from `cam`, lit by the one light `lvec` (`warm`, where `in_sun` says) and
    the ambient colour `amb`; drawn `sc` times larger and brought down."""

    tiles: list[Tile]
    values: list[tuple[int, int]]
    kind: str
    proj: Proj
    cam: np.ndarray
    lvec: np.ndarray
    warm: np.ndarray
    amb: np.ndarray
    in_sun: Callable[[float, float], np.ndarray]
    sc: int = 2

    def shade(self, n: np.ndarray, base: np.ndarray, sun: float) -> tuple[int, int, int]:
        """The colour of a face with normal `n`, of colour `base`, `sun` in the light."""
        lam = max(0.0, float(n @ self.lvec)) * sun
        col = base * (0.4 + 0.1 * max(0.0, float(n[1]))) + self.amb * 0.1
        col = col + base * self.warm * 0.85 * lam
        return tuple(int(v) for v in np.clip(col, 0, 1) * 255)  # type: ignore[return-value]

    def paint(self, ctx: Ctx, idx: list[int], cover: Arr) -> Arr:
        """Paint tiles `idx` onto the card; keep their pips and edges (where no nearer tile
        and nothing in `cover` hides them) for after the paint; return their mask."""
        tiles, values, sc, cam, proj = self.tiles, self.values, self.sc, self.cam, self.proj
        face_c, pip_c = (rgb(c) for c in DOMINO_COLOURS[self.kind])
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
            mid = np.array(domino_corner(t, -TILE_T / 2, TILE_H / 2, 0.0))
            sun_t = float(self.in_sun(float(mid[0]), float(mid[2])))
            pipface = 0 if float(front_n @ (cam - mid)) > float(-front_n @ (cam - mid)) else 1
            for n, quad3 in faces:
                pts3 = [
                    domino_corner(t, ia * TILE_T, ib * TILE_H, ic * TILE_W / 2)
                    for ia, ib, ic in quad3
                ]
                ctr = np.mean(np.array(pts3), axis=0)
                if float(n @ (cam - ctr)) <= 0:
                    continue
                poly = [(sc * px, sc * py) for px, py in (proj(p) for p in pts3)]
                dr.polygon(poly, fill=self.shade(n, face_c, sun_t))
                dm.polygon(poly, fill=255)
                dp.polygon(poly, fill=0)
                de.polygon(poly, fill=0)
                de.line([*poly, poly[0]], fill=255, width=3 * sc // 2)
                if n is faces[pipface][0]:
                    # the divider and the pips, on the broad face turned most toward us
                    fa = 0.002 if pipface == 0 else -TILE_T - 0.002
                    pc = tuple(int(v * 255) for v in pip_c)
                    dv = [
                        domino_corner(t, fa, TILE_H / 2 + e, c * TILE_W * 0.36)
                        for e, c in ((-0.016, -1), (-0.016, 1), (0.016, 1), (0.016, -1))
                    ]
                    dr.polygon([(sc * px, sc * py) for px, py in (proj(p) for p in dv)], fill=pc)
                    dp.polygon([(sc * px, sc * py) for px, py in (proj(p) for p in dv)], fill=255)
                    for half, val in ((0.25, values[j][0]), (0.75, values[j][1])):
                        for gx, gy in PIPS[val]:
                            cb, cc = TILE_H * half + gy * 0.13, gx * 0.13
                            ring = [
                                proj(
                                    domino_corner(
                                        t, fa, cb + 0.055 * np.sin(q), cc + 0.055 * np.cos(q)
                                    )
                                )
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
        cream = self.kind == "cream"
        after_mask(ctx, edge_m * keep, face_c * 0.45 if cream else "#7a7068", 0.45)
        after_mask(ctx, pip_m * keep, pip_c * (1.0 if cream else 0.85), 0.9)
        grain = fbm(ctx.side(), 8, 2) - 0.5
        ctx.img *= (1 + 0.05 * grain * m)[..., None]
        return m


def house_of_cards(
    proj: Proj,
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
        poly = [(sc * x, sc * y) for x, y in (pr(p) for p in q)]
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
            dpoly = [(sc * x, sc * y) for x, y in (pr(p) for p in dia)]
            dr.polygon(dpoly, fill=tuple(int(v) for v in np.clip(rc, 0, 1) * 255))
            di.polygon(dpoly, fill=255)

    def arr(i: Image.Image) -> Arr:
        out: Arr = np.asarray(i.resize((W, H), Image.Resampling.BOX), np.float32) / 255
        return out

    return arr(im), arr(mk), arr(ink), arr(edg)


def falling_cards(img: Arr, cards: list[tuple[float, float, float, int]]) -> None:
    """Playing cards (centre x, y, turn in radians, n) fluttering down, each with one pip,
    red or black by n; the card numbered 3 lies flat on the floor, foreshortened."""
    for cx, cy, a, n in cards:
        sq = 0.35 if n == 3 else 1.0  # the one on the boards is seen flat, foreshortened
        ca, sa = np.cos(a), np.sin(a)
        pts = []
        for u, v in ((-24, -34), (24, -34), (24, 34), (-24, 34)):
            pts.append((cx + u * ca - v * sa, cy + (u * sa + v * ca) * sq))
        c = polygon_fine(pts)
        blend(img, blur(c, 3), np.asarray([0.1, 0.06, 0.06], np.float32), 0.3)
        blend(img, c, rgb("#f6f0e4"), 0.95)
        pip = disc(cx, cy, 9, 1.2) * c
        blend(img, pip, rgb("#c0283a" if n % 2 == 0 else "#1a1a22"), 0.95)
