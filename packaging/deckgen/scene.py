"""A painting context: palettes and the layers every recipe composes (sky, hills, water...)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import numpy as np

from .paint import (
    XX,
    YY,
    Arr,
    H,
    W,
    blend,
    blur,
    box,
    disc,
    ellipse,
    fbm,
    glow,
    icon_mask,
    mix,
    radial,
    rgb,
    ridge,
    smooth_noise,
    vgrad,
)

# Secondary figures are at least this share of the card's height (readable at hand size).
MIN_SECONDARY = 0.075
# People give the card its point of view: they must read at 200 px wide.
MIN_PERSON = 0.115
PEOPLE = ("person", "walk", "kneeling", "meditation", "tightrope")


@dataclass(frozen=True)
class Palette:
    name: str
    sky: list[tuple[float, str]]
    ground: str
    ink: str
    light: str
    dark: bool
    moods: tuple[str, ...]
    time: str  # "day", "night", "under", "inside"


PALETTES: dict[str, Palette] = {
    p.name: p
    for p in [
        Palette(
            "dawn",
            [(0, "#e9a7b8"), (0.5, "#f8d3c4"), (1, "#ffedc4")],
            "#6f8a6a",
            "#3a2340",
            "#fff6dc",
            False,
            ("beginning", "tenderness"),
            "day",
        ),
        Palette(
            "noon",
            [(0, "#4f93d6"), (0.55, "#9fcdf0"), (1, "#e4f4fb")],
            "#5f9a5c",
            "#1b2f4a",
            "#ffffff",
            False,
            ("clarity", "freedom"),
            "day",
        ),
        Palette(
            "golden",
            [(0, "#e98d3e"), (0.5, "#f7c77e"), (1, "#fff0c7")],
            "#8a5a3c",
            "#3a1f1a",
            "#fff4d0",
            False,
            ("nostalgia", "warmth"),
            "day",
        ),
        Palette(
            "storm",
            [(0, "#2c4541"), (0.5, "#58776a"), (1, "#a3b89b")],
            "#34473c",
            "#111b19",
            "#eef5cf",
            True,
            ("threat", "courage"),
            "day",
        ),
        Palette(
            "snow",
            [(0, "#c9d8e6"), (0.6, "#eef3f8"), (1, "#ffffff")],
            "#dfe8f0",
            "#233247",
            "#ffffff",
            False,
            ("silence", "purity"),
            "day",
        ),
        Palette(
            "mist",
            [(0, "#a9beb6"), (0.6, "#d9e3dc"), (1, "#eef1ea")],
            "#8ea79a",
            "#26332f",
            "#ffffff",
            False,
            ("mystery", "patience"),
            "day",
        ),
        Palette(
            "desert",
            [(0, "#e0a05e"), (0.5, "#f3d09a"), (1, "#f8e6c4")],
            "#cf9455",
            "#46260f",
            "#fff5e0",
            False,
            ("thirst", "endurance"),
            "day",
        ),
        Palette(
            "spring",
            [(0, "#9fd8c0"), (0.55, "#dff3df"), (1, "#fcf7de")],
            "#79b87c",
            "#1f3d2b",
            "#ffffff",
            False,
            ("growth", "hope"),
            "day",
        ),
        Palette(
            "lavender",
            [(0, "#9c8ad6"), (0.5, "#d8c8ee"), (1, "#f7e6ec")],
            "#8a6fa8",
            "#2a1f4a",
            "#fff8f0",
            False,
            ("daydream", "softness"),
            "day",
        ),
        Palette(
            "dusk",
            [(0, "#34285f"), (0.55, "#a3568a"), (1, "#f29c78")],
            "#3a2448",
            "#160c26",
            "#ffd9a0",
            True,
            ("farewell", "longing"),
            "night",
        ),
        Palette(
            "night",
            [(0, "#0a1530"), (0.6, "#1c2e5a"), (1, "#3d5487")],
            "#0f1a36",
            "#040916",
            "#f6efc9",
            True,
            ("solitude", "wonder"),
            "night",
        ),
        Palette(
            "aurora",
            [(0, "#062229"), (0.6, "#0f4148"), (1, "#2c706a")],
            "#0a2c2f",
            "#02100f",
            "#b9ffe2",
            True,
            ("magic", "the unknown"),
            "night",
        ),
        Palette(
            "under",
            [(0, "#7fd3cf"), (0.45, "#2a9aa0"), (1, "#0d5566")],
            "#0b4656",
            "#062630",
            "#dcfff8",
            False,
            ("depth", "calm"),
            "under",
        ),
        Palette(
            "interior",
            [(0, "#7a4530"), (0.6, "#c47d4f"), (1, "#e2ad79")],
            "#5b3020",
            "#2a140c",
            "#ffe4ae",
            False,
            ("home", "memory"),
            "inside",
        ),
        Palette(
            "mint",
            [(0, "#cfeee6"), (0.6, "#f2fbf6"), (1, "#fffdf4")],
            "#a5d3c0",
            "#21423b",
            "#ffffff",
            False,
            ("lightness", "play"),
            "inside",
        ),
    ]
}


@dataclass
class Ctx:
    rng: np.random.Generator
    pal: Palette
    img: Arr = field(init=False)
    elements: list[dict[str, Any]] = field(default_factory=list)
    # where the fine brushes go (the focal figures), and vector touches drawn after the paint
    focus: Arr = field(init=False)
    after: list[Callable[[Arr], None]] = field(default_factory=list)
    # the scene's one light: a point (x, y) in pixels, set by celestial() or a lamp
    light: tuple[float, float] = field(init=False)

    def __post_init__(self) -> None:
        self.img = vgrad(self.pal.sky)
        self.focus = np.zeros((H, W), np.float32)
        self.light = (W * (0.15 if self.rng.random() < 0.5 else 0.85), -H * 0.1)

    def sub(self, palette: str) -> Ctx:
        """Another scene painted on its own canvas (to fill a silhouette with, or a window);
        its figures count as this card's."""
        other = Ctx(self.rng, PALETTES[palette])
        other.elements = self.elements
        other.focus = self.focus
        other.after = self.after
        return other

    def fill_with(self, mask: Arr, other: Ctx, rim: float = 0.5) -> None:
        """Show `other`'s canvas inside `mask` (a silhouette holding another scene)."""
        m = mask[..., None]
        self.img[:] = self.img * (1 - m) + other.img * m
        if rim:
            edge = np.clip(blur(mask, 3) - blur(mask, 3) * mask, 0, 1) * 2.0
            edge = np.clip(edge + np.clip(mask - blur(mask, 4), 0, 1) * 2, 0, 1)
            blend(self.img, edge, self.c("light"), rim)

    # colours ------------------------------------------------------------------------------
    def c(self, name: str) -> np.ndarray:
        return rgb(getattr(self.pal, name))

    def sky_at(self, t: float) -> np.ndarray:
        return self.img[int(np.clip(t, 0, 0.999) * H), W // 2].copy()

    def u(self, a: float, b: float) -> float:
        return float(self.rng.uniform(a, b))

    # layers -------------------------------------------------------------------------------
    def texture_sky(self, amount: float = 0.05) -> None:
        n = fbm(self.rng, 300, 3) - 0.5
        self.img += n[..., None] * amount

    def celestial(self, cx: float, cy: float, r: float, kind: str | None = None) -> str:
        kind = kind or ("moon" if self.pal.time == "night" else "sun")
        self.light = (cx, cy)
        light = self.pal.light
        glow(self.img, cx, cy, r * 4, light, 0.35)
        col = rgb(light)
        blend(self.img, disc(cx, cy, r, 2.5), col)
        if kind == "moon":
            n = smooth_noise(self.rng, 30) - 0.5
            blend(self.img, disc(cx, cy, r, 2) * (n > 0.12), col * 0.88, 0.6)
        return kind

    def clouds(
        self, n: int, y0: float, y1: float, alpha: float = 0.55, tint: str | None = None
    ) -> None:
        col = rgb(tint or self.pal.light)
        m = np.zeros((H, W), np.float32)
        for _ in range(n):
            cx, cy = self.u(-100, W + 100), self.u(y0, y1) * H
            rx = self.u(140, 380)
            for _k in range(5):
                m = np.maximum(
                    m,
                    ellipse(
                        cx + self.u(-rx, rx) * 0.8,
                        cy + self.u(-30, 10),
                        rx * self.u(0.3, 0.6),
                        rx * self.u(0.14, 0.25),
                        8,
                    ),
                )
        m = blur(m, 14) * (0.7 + 0.6 * smooth_noise(self.rng, 60))
        blend(self.img, np.clip(m, 0, 1), col, alpha)

    def hills(
        self, start: float, layers: int, amp: float = 70, cell: int = 260, ground: str | None = None
    ) -> float:
        """Layered ridges from y=start*H downward; returns the y of the front ridge."""
        far = self.sky_at(start)
        near = rgb(ground or self.pal.ground)
        y = start * H
        for i in range(layers):
            t = (i + 1) / layers
            col = mix(far, near, 0.35 + 0.65 * t)
            m = ridge(self.rng, y, amp * (0.6 + t), cell)
            blend(self.img, m, col)
            if i < layers - 1:
                blend(self.img, m * np.clip(1 - (YY - y) / 160, 0, 1), far, 0.25)  # haze
            y += self.u(50, 110)
        return y

    def water(self, horizon: float, tint: str | None = None, ripple: float = 6.0) -> None:
        """Mirror everything above y=horizon*H into a rippled, tinted lake below it."""
        hy = int(horizon * H)
        rows = np.arange(hy, H)
        src = np.clip(2 * hy - rows, 0, H - 1)
        depth = (rows - hy) / max(1, H - hy)
        shift = (np.sin(rows * 0.21 + self.u(0, 6)) * ripple * (0.3 + depth)).astype(int)
        cols = (np.arange(W)[None, :] + shift[:, None]) % W
        refl = self.img[src[:, None], cols]
        tint_c = rgb(tint) if tint else self.sky_at(0.05) * 0.7
        refl = mix(refl, tint_c, 0.28 + 0.25 * depth[:, None, None])
        streak = (smooth_noise(self.rng, 6, (H - hy, W)) > 0.72) * 0.06
        self.img[hy:] = refl + streak[..., None] * (1 - depth[:, None, None])
        blend(self.img, box(0, hy - 2, W, hy + 2, 1.5), self.c("light"), 0.35)

    def fog(self, y: float, height: float, alpha: float = 0.5, color: str | None = None) -> None:
        n = smooth_noise(self.rng, 180)
        m = np.exp(-(((YY - y * H) / (height * H)) ** 2)) * (0.6 + 0.6 * n)
        col = rgb(color) if color else self.sky_at(min(0.99, y + 0.05))
        blend(self.img, np.clip(m, 0, 1), col, alpha)

    def stars(self, n: int = 220, ymax: float = 0.6) -> None:
        m = np.zeros((H, W), np.float32)
        xs = self.rng.integers(0, W, n)
        ys = (self.rng.random(n) ** 1.4 * ymax * H).astype(int)
        m[ys, xs] = self.rng.uniform(0.4, 1.0, n)
        m = np.clip(blur(m, 1.2) * 6, 0, 1)
        blend(self.img, m, self.c("light"))

    def rain(self, alpha: float = 0.25, slant: float = 0.25) -> None:
        n = self.rng.random((H // 3, W // 3)) > 0.985
        from PIL import Image, ImageFilter

        im = Image.fromarray((n * 255).astype(np.uint8)).resize((W, H), Image.Resampling.NEAREST)
        im = im.filter(ImageFilter.GaussianBlur(1)).rotate(
            np.degrees(slant), resample=Image.Resampling.BILINEAR
        )
        k = (
            np.asarray(im.resize((W, H // 8)).resize((W, H), Image.Resampling.BILINEAR), np.float32)
            / 255
        )
        blend(self.img, np.clip(k * 5, 0, 1), self.c("light"), alpha)

    def specks(
        self,
        n: int,
        r0: float,
        r1: float,
        y0: float,
        y1: float,
        color: str | None = None,
        alpha: float = 0.8,
        glowing: bool = False,
    ) -> None:
        col = color or self.pal.light
        for _ in range(n):
            cx, cy, r = self.u(0, W), self.u(y0, y1) * H, self.u(r0, r1)
            if glowing:
                glow(self.img, cx, cy, r * 6, col, 0.25)
            blend(self.img, disc(cx, cy, r, 1.5), rgb(col), alpha)

    def rays(
        self, cx: float, cy: float, n: int = 6, alpha: float = 0.18, spread: float = 0.9
    ) -> None:
        ang = np.arctan2(YY - cy, XX - cx)
        m = np.zeros((H, W), np.float32)
        for _ in range(n):
            a0 = np.pi / 2 + self.u(-spread, spread)
            m += np.exp(-(((ang - a0) / self.u(0.02, 0.06)) ** 2))
        d = np.sqrt((XX - cx) ** 2 + (YY - cy) ** 2)
        m *= np.exp(-d / (H * 0.8))
        blend(self.img, np.clip(m, 0, 1), self.c("light"), alpha)

    def room(self, wall: float = 0.78) -> float:
        """Wall and floor boards; returns the floor's y."""
        fy = wall * H
        floor = rgb(self.pal.ground)
        blend(self.img, box(-5, fy, W + 5, H + 5), floor)
        for k in range(8):
            y = fy + (H - fy) * (k / 8) ** 1.6
            blend(self.img, box(-5, y, W + 5, y + 3), floor * 0.75, 0.5)
        blend(self.img, box(-5, fy - 4, W + 5, fy + 6), floor * 0.6)
        stripes = (np.sin(XX / W * np.pi * self.u(10, 22)) > 0.6) * (fy > YY)
        blend(self.img, blur(stripes.astype(np.float32), 2), self.c("light"), 0.05)
        return fy

    def window(self, x0: float, y0: float, x1: float, y1: float, inside: Arr) -> None:
        """A window frame through which the `inside` painting (full canvas) is seen."""
        m = box(x0, y0, x1, y1, 2)
        self.img[:] = self.img * (1 - m[..., None]) + inside * m[..., None]
        frame = rgb(self.pal.ink) * 0.9 + 0.1
        t = 18
        for bx in (
            box(x0 - t, y0 - t, x1 + t, y0, 2),
            box(x0 - t, y1, x1 + t, y1 + t * 2, 2),
            box(x0 - t, y0, x0, y1, 2),
            box(x1, y0, x1 + t, y1, 2),
            box((x0 + x1) / 2 - 6, y0, (x0 + x1) / 2 + 6, y1, 2),
            box(x0, (y0 + y1) / 2 - 6, x1, (y0 + y1) / 2 + 6, 2),
        ):
            blend(self.img, bx, frame)

    # subjects -----------------------------------------------------------------------------
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
        if halo > 0:
            hm = blur(m, h * 0.06)
            blend(self.img, np.clip(hm * 1.6, 0, 1), self.c("light"), halo)
        if fill is None:
            col: Any = self.c("ink")
            if self.pal.dark:
                col = mix(self.c("ink"), self.c("light"), 0.75 if role == "main" else 0.55)
        elif isinstance(fill, str):
            col = rgb(fill)
        else:
            col = fill
        self.lit(m, bb, np.asarray(col, np.float32), alpha, rim)
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
    ) -> None:
        """Paint mask `m` in `col`, lighter toward the scene's light, with a rim on that side."""
        x0, y0, x1, y1 = bb
        if x1 <= x0 or y1 <= y0:
            return
        pad = 8
        ys = slice(max(0, y0 - pad), min(H, y1 + pad))
        xs = slice(max(0, x0 - pad), min(W, x1 + pad))
        mc = m[ys, xs]
        lx, ly = self.light
        bx, by = (x0 + x1) / 2, (y0 + y1) / 2
        dx, dy = lx - bx, ly - by
        n = float(np.hypot(dx, dy)) or 1.0
        dx, dy = dx / n, dy / n
        size = max(x1 - x0, y1 - y0) / 2
        t = ((XX[ys, xs] - bx) * dx + (YY[ys, xs] - by) * dy) / size
        light_c = self.c("light")
        tone = col[None, None, :] * (1.0 + 0.3 * np.clip(t, -1, 1)[..., None])
        tone = mix(tone, light_c, 0.25 * np.clip(t, 0, 1)[..., None])
        sub = self.img[ys, xs]
        blend(sub, mc, np.clip(tone, 0, 1), alpha)
        if rim > 0:
            k = max(3, int(size * 0.045))
            shifted = np.roll(np.roll(mc, round(-dy * k), 0), round(-dx * k), 1)
            edge = np.clip(mc - shifted, 0, 1)
            blend(sub, edge, light_c, rim * alpha)

    def cast_shadow(
        self,
        m: Arr,
        bb: tuple[int, int, int, int],
        ground: float,
        strength: float = 0.4,
        k: float = 0.28,
        reach: float = 1.6,
    ) -> None:
        """A shadow of mask `m` lying on the ground at y=`ground`, cast away from the light."""
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


def lighten(img: Arr, m: Arr, amount: float) -> None:
    img += (1 - img) * (m[..., None] * amount)


def vignette_glow(ctx: Ctx, cx: float, cy: float, r: float) -> None:
    ctx.img *= (0.75 + 0.25 * radial(cx, cy, r))[..., None]
