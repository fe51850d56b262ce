"""The land's layers of a painting context: hills, the dark framing shape at an edge,
grass, water, a room's wall and floor, a window."""

from __future__ import annotations

import numpy as np

from .figure_layer import FigureLayer
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
    fbm,
    icon_mask,
    mix,
    rgb,
    ridge,
    smooth_noise,
)


class LandLayer(FigureLayer):
    """Ground, water and rooms; a framing shape is lit like a figure."""

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
