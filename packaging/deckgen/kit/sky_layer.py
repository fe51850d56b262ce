"""The sky's layers of a painting context: a painted sky, sun or moon, clouds, stratus,
fog, stars, rain, specks and rays."""

from __future__ import annotations

import numpy as np

from .canvas import Canvas
from .paint import (
    XX,
    YY,
    Arr,
    H,
    W,
    aniso_noise,
    blend,
    blur,
    disc,
    ellipse,
    fbm,
    glow,
    mix,
    rgb,
    smooth_noise,
)


class SkyLayer(Canvas):
    """Sky and weather, painted on the canvas."""

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
