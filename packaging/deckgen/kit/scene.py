"""A painting context: the layers every premise composes (sky, hills, water...) and the figures
it lights and records; its colour tables are in `colours.py`."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import numpy as np

from .colours import COATS, MATERIAL, PALETTES, Palette
from .paint import (
    XX,
    YY,
    Arr,
    H,
    W,
    aniso_noise,
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
    # touches made once the scene is staged, before the paint (they need the final focus)
    staged: list[Callable[[], None]] = field(default_factory=list)
    is_sub: bool = False
    sides: int = 0  # side() generators handed out so far
    # what the staged touches add to the picture, said after the premise's description
    notes: list[str] = field(default_factory=list)

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
        other.is_sub = True
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

    def side(self) -> np.random.Generator:
        """A generator for surface texture (brush-scale broken colour, ripples) seeded from
        the scene's generator without advancing it: texture can change without changing
        what a seed stages (its figures, places and palette)."""
        self.sides += 1
        st = int(self.rng.bit_generator.state["state"]["state"])
        return np.random.default_rng([st & 0xFFFFFFFF, (st >> 32) & 0xFFFFFFFF, self.sides])

    def sky_at(self, t: float) -> np.ndarray:
        return self.img[int(np.clip(t, 0, 0.999) * H), W // 2].copy()

    def u(self, a: float, b: float) -> float:
        return float(self.rng.uniform(a, b))

    # layers -------------------------------------------------------------------------------
    def texture_sky(self, amount: float = 0.05) -> None:
        """A painted sky, not a gradient: slow swells, horizontal drifts of warmer and cooler
        paint at the size of the brush's strokes (so that neighbouring strokes differ and the
        brushwork shows), and on light-coloured palettes bands of glow low in the sky."""
        n = fbm(self.rng, 300, 3) - 0.5
        self.img += n[..., None] * amount * 0.5
        drift = aniso_noise(self.rng, 260, 22) - 0.5
        hue = aniso_noise(self.rng, 240, 40) - 0.5
        self.img += drift[..., None] * amount * 0.9
        self.img += hue[..., None] * np.array([0.035, 0.0, -0.035], np.float32)
        # broken colour at stroke scale: long thin patches, a little darker or lighter
        k = 1.0 if not self.pal.dark else 0.8
        side = self.side()
        for cx, cy, a in ((150, 26, 0.09), (70, 14, 0.07)):
            d = aniso_noise(side, cx, cy) - 0.5
            self.img += d[..., None] * (amount * k * a / 0.05)
        warm = aniso_noise(side, 120, 20) - 0.5
        self.img += warm[..., None] * np.array([0.05, 0.012, -0.05], np.float32) * k
        if self.pal.time in ("day", "night") and self.pal.name != "night":
            # glow bands: bright, level banks low in the sky where the light gathers
            light = self.c("light")
            g = aniso_noise(side, 380, 30)
            low = np.clip((YY / H - 0.25) / 0.35, 0, 1) * np.clip((0.85 - YY / H) / 0.1, 0, 1)
            band = np.clip((g - 0.55) * 3.2, 0, 1) * low
            blend(self.img, blur(band, 4), light, 0.4 if not self.pal.dark else 0.22)
        np.clip(self.img, 0, 1, out=self.img)

    def celestial(self, cx: float, cy: float, r: float, kind: str | None = None) -> str:
        kind = kind or ("moon" if self.pal.time == "night" else "sun")
        self.light = (cx, cy)
        light = self.pal.light
        glow(self.img, cx, cy, r * 5, light, 0.5)
        col = rgb(light)
        blend(self.img, disc(cx, cy, r, 2.5), col)
        if kind == "moon":
            n = smooth_noise(self.rng, 30) - 0.5
            blend(self.img, disc(cx, cy, r, 2) * (n > 0.12), col * 0.88, 0.6)
        return kind

    def clouds(
        self, n: int, y0: float, y1: float, alpha: float = 0.55, tint: str | None = None
    ) -> None:
        """Heaped clouds lit on the side of the light and shaded on the other."""
        light = rgb(tint or self.pal.light)
        m = np.zeros((H, W), np.float32)
        for _ in range(n):
            cx, cy = self.u(-100, W + 100), self.u(y0, y1) * H
            rx = self.u(140, 380)
            for _k in range(int(self.u(5, 9))):
                ox = self.u(-rx, rx) * 0.8
                m = np.maximum(
                    m,
                    ellipse(
                        cx + ox,
                        cy + self.u(-40, 10) * (1 - abs(ox) / rx),
                        rx * self.u(0.25, 0.55),
                        rx * self.u(0.14, 0.28),
                        8,
                    ),
                )
        self._shade_cloud(m, light, alpha, 12)

    def _shade_cloud(self, m: Arr, light: np.ndarray, alpha: float, soft: float) -> None:
        side = self.side()
        m = blur(m, soft * 0.6) * (0.75 + 0.5 * smooth_noise(self.rng, 50))
        m = np.clip(m * (0.85 + 0.5 * aniso_noise(side, 70, 22)), 0, 1)
        lx, _ly = self.light
        ddx = float(np.sign(lx - W / 2)) * 0.45
        ddy = -0.9
        off = 22
        toward = np.roll(np.roll(m, round(-ddy * off), 0), round(-ddx * off), 1)
        litf = np.clip(0.4 + 2.6 * (m - toward), 0, 1)
        if self.pal.dark:  # moonlit clouds: paler than the night behind them
            shade = mix(self.img, light, 0.12)
        else:
            shade = mix(self.img * 0.88, self.c("ink"), 0.14)
        col = shade + (light - shade) * litf[..., None]
        # inner broken colour: the strokes that build a cloud are not all one grey
        inner = aniso_noise(side, 60, 16) - 0.5
        col = np.clip(col * (1 + 0.22 * inner[..., None]), 0, 1)
        blend(self.img, m, col, min(1.0, alpha * 1.35))

    def streaks(self, y0: float, y1: float, alpha: float = 0.5, tint: str | None = None) -> None:
        """Long thin banks of cloud across the sky (the evening's stratus)."""
        light = rgb(tint or self.pal.light)
        n = aniso_noise(self.rng, int(self.u(260, 420)), int(self.u(22, 34)))
        band = np.exp(-(((YY / H - (y0 + y1) / 2) / max(0.02, (y1 - y0) / 2)) ** 2))
        m = np.clip((n - 0.58) * 5, 0, 1) * band
        self._shade_cloud(m, light, alpha, 5)

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
            # fields and tufts: mottled patches, wider and coarser toward the front
            n1 = aniso_noise(self.rng, int(50 + 140 * t), int(10 + 26 * t))
            n2 = aniso_noise(self.rng, int(20 + 50 * t), int(6 + 14 * t))
            n3 = aniso_noise(self.side(), int(16 + 30 * t), int(5 + 10 * t))
            tex = 1 + (0.16 + 0.22 * t) * (n1 - 0.5) + 0.2 * t * (n2 - 0.5) + 0.18 * t * (n3 - 0.5)
            warm = (n2[..., None] - 0.5) * np.array([0.1, 0.06, -0.07], np.float32) * t
            warm += (n1[..., None] - 0.5) * np.array([-0.03, 0.02, 0.04], np.float32) * t
            blend(self.img, m, np.clip(col * tex[..., None] + warm, 0, 1))
            if i < layers - 1:
                blend(self.img, m * np.clip(1 - (YY - y) / 160, 0, 1), far, 0.25)  # haze
            else:
                # the front ridge lit at its crest, darker and greener toward the viewer
                depth = np.clip((YY - y) / max(1.0, H - y), 0, 1)
                self.img *= (1 - 0.42 * m * depth)[..., None]
                blades = aniso_noise(self.rng, 9, 46) - 0.5
                self.img *= (1 + 0.16 * m * depth * blades)[..., None]
            y += self.u(50, 110)
        if self.pal.time != "under" and not self.is_sub and self.rng.random() < 0.5:
            self.staged.append(self.repoussoir)
        if self.pal.time != "under" and y < H * 0.97 and not self.is_sub:
            self.grass(y)
        return y

    def repoussoir(self) -> None:
        """A dark tree in the near foreground at one edge, half off the card, on the side away
        from the story: it frames the picture, pushes the rest back and gives the card its
        darkest dark. Skipped when it would touch a figure or hide the light."""
        kinds = {
            "day": ["oak", "pine-tree"],
            "night": ["pine-tree", "oak"],
        }.get(self.pal.time, ["oak"])
        if self.pal.name == "desert":
            kinds = ["palm-tree"]
        name = kinds[int(self.rng.integers(len(kinds)))]
        main = [e for e in self.elements if e["role"] == "main"]
        mx = (main[0]["bbox"][0] + main[0]["bbox"][2]) / 2 if main else W / 2
        side = -1 if mx > W / 2 else 1  # -1: left edge
        h = H * self.u(0.55, 0.75)
        flip = bool(self.rng.random() < 0.5)
        busy = (self.focus > 0.08).astype(np.float32)
        lx, ly = self.light
        busy = np.maximum(busy, disc(lx, ly, 150, 4))
        from .paint import USED

        known = name in USED
        w = icon_mask(name, W / 2, H / 2, h, flip)[1]
        w = w[2] - w[0]
        for out in (0.36, 0.26, 0.16):  # the share of the tree's width on the card
            cx = (W - w * out + w / 2) if side > 0 else (w * out - w / 2)
            m, bb = icon_mask(name, cx, H - h / 2 + h * 0.06, h, flip)
            if m.sum() > 100 and (m * busy).sum() / m.sum() < 0.004:
                break
        else:
            if not known:
                USED.discard(name)
            return
        col = rgb(self.pal.ground) * (0.3 if not self.pal.dark else 0.5)
        col = mix(col, rgb(self.pal.ink), 0.3)
        self.lit(m, bb, col, rim=0.35)
        said = {"oak": "an oak", "pine-tree": "a pine", "palm-tree": "a palm tree"}[name]
        self.elements.append(
            {
                "icon": name,
                "role": "frame",
                "bbox": list(bb),
                "tags": ["tree", "foreground", "frame"],
                "label": f"{said} in the foreground",
            }
        )
        edge = "right" if side > 0 else "left"
        self.notes.append(f"seen past the dark shape of {said} at the {edge} edge")

    def grass(self, gy: float) -> None:
        """Tufts of grass in the near corners, drawn once the scene is staged (never over a
        figure) and marked in the importance map so the fine brush paints them."""
        rng = self.rng
        base = rgb(self.pal.ground)
        dark = np.clip(base * 0.55, 0, 1)
        tip = np.clip(mix(base, self.c("light"), 0.3) * 1.05, 0, 1)
        if self.pal.dark:  # at night the near grass is a silhouette, barely lit at its tips
            dark, tip = np.clip(base * 0.5, 0, 1), np.clip(mix(base, self.c("light"), 0.08), 0, 1)
        blades: list[tuple[list[tuple[float, float]], tuple[int, int, int], int]] = []
        for side in (-1, 1):
            if rng.random() < 0.25:
                continue
            cx = W * (0.5 + side * 0.5)
            for _ in range(int(rng.uniform(25, 50))):
                x = cx - side * abs(rng.normal(0, W * 0.2))
                y = H + 10 - abs(rng.normal(0, 20))
                h = rng.uniform(70, 230) * (1 - abs(x - cx) / W)
                if y - h < gy + 40:
                    h = max(20.0, y - gy - 40)
                lean = rng.normal(0, 0.35) + side * 0.15
                pts = []
                for k in range(6):
                    f = k / 5
                    pts.append((x + lean * h * f * f, y - h * f))
                c = mix(dark, tip, float(rng.uniform(0, 0.8)))
                blades.append(
                    (pts, tuple(int(v * 255) for v in c), int(rng.uniform(6, 12)))  # type: ignore[misc]
                )

        def clear(pts: list[tuple[float, float]]) -> bool:
            for x, y in pts:
                xi, yi = int(np.clip(x, 0, W - 1)), int(np.clip(y, 0, H - 1))
                if self.focus[yi, xi] > 0.12:
                    return False
            return True

        def draw() -> None:
            from PIL import Image, ImageDraw

            y0 = int(max(0, gy - 10))
            sub = self.img[y0:]
            im = Image.fromarray((np.clip(sub, 0, 1) * 255).astype(np.uint8), "RGB")
            big = Image.new("RGB", (im.width * 2, im.height * 2))
            bm = Image.new("L", big.size, 0)
            d, dm = ImageDraw.Draw(big), ImageDraw.Draw(bm)
            for pts, col, w in blades:
                if not clear(pts):
                    continue
                p2 = [(2 * x, 2 * (y - y0)) for x, y in pts]
                for k in range(len(p2) - 1):
                    ww = max(1, round(2 * w * (1 - k / len(p2))))
                    d.line([p2[k], p2[k + 1]], fill=col, width=ww)
                    dm.line([p2[k], p2[k + 1]], fill=255, width=ww)
            big = big.resize(im.size, Image.Resampling.LANCZOS)
            mask = bm.resize(im.size, Image.Resampling.LANCZOS)
            a = np.asarray(mask, np.float32) / 255
            c = np.asarray(big, np.float32) / 255
            sub *= 1 - a[..., None]
            sub += c * a[..., None]
            self.focus[y0:] = np.maximum(self.focus[y0:], blur(a, 4) * 0.5)

        if blades:
            self.staged.append(draw)

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
        # ripples: long level bands, lighter and darker, wider toward the viewer
        side = self.side()
        rip = aniso_noise(side, 160, 9, (H - hy, W)) - 0.5
        rip2 = aniso_noise(side, 60, 5, (H - hy, W)) - 0.5
        refl = refl * (1 + (0.16 * rip + 0.1 * rip2)[..., None] * (0.4 + depth[:, None, None]))
        self.img[hy:] = np.clip(refl + streak[..., None] * (1 - depth[:, None, None]), 0, 1)
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
        # plaster: mottled, with a few darker stains
        plaster = fbm(self.rng, 160, 3) - 0.5
        self.img *= (1 + 0.14 * plaster * (fy > YY))[..., None]
        grain = aniso_noise(self.rng, 220, 5) - 0.5
        wood = np.clip(floor[None, None, :] * (1 + 0.22 * grain[..., None]), 0, 1)
        blend(self.img, box(-5, fy, W + 5, H + 5), wood)
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


def lighten(img: Arr, m: Arr, amount: float) -> None:
    img += (1 - img) * (m[..., None] * amount)


def vignette_glow(ctx: Ctx, cx: float, cy: float, r: float) -> None:
    ctx.img *= (0.75 + 0.25 * radial(cx, cy, r))[..., None]
