"""Figures on a painting context: a subject placed, lit, grounded and recorded, its cast
shadow, and shapes recorded without an icon."""

from __future__ import annotations

from typing import Any

import numpy as np

from .canvas import Canvas
from .colours import COATS, MATERIAL
from .paint import (
    YY,
    Arr,
    H,
    W,
    blend,
    blur,
    ellipse,
    icon_mask,
    mix,
    rgb,
    smooth_noise,
)

# Secondary figures are at least this share of the card's height (readable at hand size).
MIN_SECONDARY = 0.075
# People give the card its point of view: they must read at 200 px wide.
MIN_PERSON = 0.115
PEOPLE = ("person", "walk", "kneeling", "meditation", "tightrope")


class FigureLayer(Canvas):
    """Figures: placed, lit, grounded, recorded."""

    def subject(
        self,
        name: str,
        cx: float,
        cy: float,
        h: float,
        role: str = "secondary",
        fill: str | np.ndarray | None = None,
        halo: float = 0.0,
        flip: bool = False,
        rot: float = 0.0,
        alpha: float = 1.0,
        tags: tuple[str, ...] = (),
        shadow: float | None = None,
        rim: float = 0.55,
        label: str | None = None,
        separate: bool = True,
    ) -> Arr:
        """Place an icon lit by the scene's light: body tone turning toward the light, a rim of
        light on that side, and (with `shadow` = the ground's y) a shadow cast away from it."""
        if role == "secondary":  # grow small figures upward: their feet stay where they were
            grown = max(h, (MIN_PERSON if name in PEOPLE else MIN_SECONDARY) * H)
            cy -= (grown - h) / 2
            h = grown
        m, bb = icon_mask(name, cx, cy, h, flip, rot)
        if shadow is not None:
            self.cast_shadow(m, bb, shadow)
            self.contact(m, bb)
        if halo > 0:
            hm = blur(m, h * 0.06)
            blend(self.img, np.clip(hm * 1.6, 0, 1), self.c("light"), halo)
        if fill is None:
            if name in PEOPLE or name == "lovers":
                col = rgb(COATS[int(self.rng.integers(len(COATS)))])
            else:
                col = rgb(MATERIAL.get(name, self.pal.ink))
            if self.pal.dark:
                col = mix(col, self.c("light"), 0.3 if role == "main" else 0.22)
        elif isinstance(fill, str):
            col = rgb(fill)
        else:
            col = fill
        self.lit(m, bb, np.asarray(col, np.float32), alpha, rim, separate=separate)
        wgt = 1.0 if role == "main" else 0.8
        x0, y0, x1, y1 = bb
        pad = 12
        sl = (slice(max(0, y0 - pad), y1 + pad), slice(max(0, x0 - pad), x1 + pad))
        self.focus[sl] = np.maximum(self.focus[sl], np.clip(m[sl] * 2, 0, 1) * wgt)
        e: dict[str, Any] = {"icon": name, "role": role, "bbox": list(bb), "tags": list(tags)}
        if label:
            e["label"] = label
        self.elements.append(e)
        return m

    def lit(
        self,
        m: Arr,
        bb: tuple[int, int, int, int],
        col: np.ndarray,
        alpha: float = 1.0,
        rim: float = 0.55,
        separate: bool = False,
    ) -> None:
        """Paint mask `m` in `col` as a rounded volume lit by the scene's one light.

        The silhouette is inflated into a height field (blurred masks at the figure's scale,
        its limbs' scale and a few pixels, each weighted by its radius so that every part
        turns the same amount at its edge), whose normals take a wrapped diffuse light: a lit
        side warmed toward the light's colour, a core shadow at the terminator, a shadow side
        cooled toward the sky, reflected light from the ground on the shadow side's underside,
        a little mottling of local colour, and a rim of light on the light's side."""
        x0, y0, x1, y1 = bb
        if x1 <= x0 or y1 <= y0:
            return
        pad = 8
        ys = slice(max(0, y0 - pad), min(H, y1 + pad))
        xs = slice(max(0, x0 - pad), min(W, x1 + pad))
        mc = m[ys, xs]
        nzy, nzx = np.nonzero(mc > 0.3)
        if len(nzx) == 0:
            return
        # the figure's real extent (some callers pass the whole card as bbox)
        fx0, fx1 = xs.start + nzx.min(), xs.start + nzx.max()
        fy0, fy1 = ys.start + nzy.min(), ys.start + nzy.max()
        size = max(fx1 - fx0, fy1 - fy0, 8) / 2
        # a typical thickness of its parts: area over half its perimeter box
        thick = float(np.clip(mc.sum() / max(1.0, fx1 - fx0 + fy1 - fy0), 3, size))
        lx, ly = self.light
        bx, by = (fx0 + fx1) / 2, (fy0 + fy1) / 2
        dx, dy = lx - bx, ly - by
        n = float(np.hypot(dx, dy)) or 1.0
        dx, dy = dx / n, dy / n
        # height field at three scales
        hgt = np.zeros(mc.shape, np.float32)
        for sigma, wgt in ((min(size * 0.3, thick * 1.2), 0.55), (thick * 0.45, 0.3), (3.0, 0.15)):
            sigma = max(2.0, float(sigma))
            hgt += blur(mc, sigma) * sigma * wgt
        gy, gx = np.gradient(hgt)
        k = 2.2
        nx, ny, nz = -gx * k, -gy * k, np.ones_like(gx)
        nn = np.sqrt(nx * nx + ny * ny + nz * nz)
        nx, ny, nz = nx / nn, ny / nn, nz / nn
        lz = 0.45
        ln = float(np.sqrt(dx * dx + dy * dy + lz * lz))
        ndl = (nx * dx + ny * dy + nz * lz) / ln
        d = np.clip((ndl + 0.12) / 1.1, 0, 1)
        d = d * d * (3 - 2 * d)
        light_c = self.c("light")
        amb = self.sky_at(0.1)
        lum = float(col @ np.array([0.3, 0.59, 0.11], np.float32))
        shadow_c = mix(col * (0.42 if lum > 0.25 else 0.62), amb * 0.4, 0.2)
        lit_c = mix(np.clip(col * 1.08 + 0.02, 0, 1), light_c, 0.15)
        tone = shadow_c + (lit_c - shadow_c) * d[..., None]
        core = np.exp(-(((d - 0.22) / 0.13) ** 2))
        tone *= (1 - 0.16 * core)[..., None]
        ground_c = self.c("ground")
        bounce = np.clip(ny, 0, 1) * (1 - d)
        tone += (mix(ground_c, light_c, 0.3) * 0.22) * bounce[..., None]
        spec = np.clip(ndl, 0, 1) ** 14 * 0.18
        tone += light_c * spec[..., None]
        mot = smooth_noise(self.rng, max(4, int(thick * 0.6)), mc.shape) - 0.5
        tone *= (1 + 0.1 * mot)[..., None]
        sub = self.img[ys, xs]
        # value separation: a figure must not melt into what is behind it at hand size
        wl = np.array([0.3, 0.59, 0.11], np.float32)
        ring = np.clip(blur(mc, 12) * 1.5 - mc, 0, 1)
        if separate and ring.sum() > 10 and mc.sum() > 10:
            bg = float(((sub @ wl) * ring).sum() / ring.sum())
            fg = float(((tone @ wl) * mc).sum() / mc.sum())
            if abs(fg - bg) < 0.2:
                if bg > 0.45:
                    f = max(0.45, (bg - 0.2) / max(fg, 1e-3))
                    tone = tone * min(1.0, f)
                else:
                    lift = min(0.6, (bg + 0.2 - fg) / max(1e-3, 1 - fg))
                    tone = tone + (1 - tone) * max(0.0, lift)
        blend(sub, mc, np.clip(tone, 0, 1), alpha)
        if rim > 0:
            kk = max(2, int(min(size * 0.03, thick * 0.25)))
            shifted = np.roll(np.roll(mc, round(-dy * kk), 0), round(-dx * kk), 1)
            edge = np.clip(mc - shifted, 0, 1)
            blend(sub, edge * np.clip(ndl * 1.5, 0, 1), light_c, rim * alpha * 0.7)

    def contact(self, m: Arr, bb: tuple[int, int, int, int]) -> None:
        """Ambient occlusion where a figure stands: a soft dark pool under its lowest part."""
        x0, y0, x1, y1 = bb
        if x1 <= x0 or y1 <= y0:
            return
        row = m[max(0, y1 - 12) : y1].max(0)
        xs = np.nonzero(row > 0.3)[0]
        if len(xs) == 0:
            return
        a, b = xs.min(), xs.max()
        w = max(20.0, (b - a) * 0.6 + (x1 - x0) * 0.15)
        pool = ellipse((a + b) / 2, y1 - 2, w, max(8.0, w * 0.12), 10) * (1 - m)
        blend(self.img, blur(pool, 6), self.img * 0.4, 0.55)

    def cast_shadow(
        self,
        m: Arr,
        bb: tuple[int, int, int, int],
        ground: float,
        strength: float = 0.4,
        k: float = 0.28,
        reach: float = 1.6,
    ) -> Arr:
        """A shadow of mask `m` lying on the ground at y=`ground`, cast away from the light;
        returns the shadow's mask."""
        from PIL import Image

        lx, ly = self.light
        bx = (bb[0] + bb[2]) / 2
        sh = float(np.clip((bx - lx) / max(200.0, abs(ly - ground)), -reach, reach))
        base = ground
        im = Image.fromarray((m * 255).astype(np.uint8))
        coeffs = (1, -sh / k, sh * base / k, 0, -1 / k, base * (1 + 1 / k))
        t = im.transform((W, H), Image.Transform.AFFINE, coeffs, resample=Image.Resampling.BILINEAR)
        sm = np.asarray(t, np.float32) / 255 * (base - 2 < YY)
        sm = blur(sm, 6)
        blend(self.img, sm, self.img * 0.35, strength)
        return sm

    def shape(self, kind: str, role: str, tags: tuple[str, ...], bbox: tuple[float, ...]) -> None:
        self.elements.append(
            {
                "icon": None,
                "shape": kind,
                "role": role,
                "bbox": [int(v) for v in bbox],
                "tags": list(tags),
            }
        )
