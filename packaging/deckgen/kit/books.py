"""Books drawn from shapes: spines with bands of gilt and page edges, each a turned box, laid
over the card together; tall bookcases full of standing books."""

from __future__ import annotations

import numpy as np
from PIL import Image, ImageDraw

from .paint import XX, YY, Arr, H, W, aniso_noise, blend, mix, rgb
from .scene import Ctx

BOOK_COLOURS = (
    "#8a2a2a",
    "#2a4a7a",
    "#2f6a44",
    "#b0822e",
    "#5a2a5a",
    "#6a3a1e",
    "#1f5a5e",
    "#a8502a",
    "#3a3a5a",
    "#c8b48a",
)
GILT = (0.86, 0.7, 0.34)


class Books:
    """Books drawn at twice the size with PIL and brought down: spines with gilt bands, page
    edges, each a rotated box; `im` and `m` are the layer to lay over the card."""

    def __init__(self) -> None:
        self.im = Image.new("RGB", (W * 2, H * 2), (0, 0, 0))
        self.m = Image.new("L", (W * 2, H * 2), 0)
        self.d = ImageDraw.Draw(self.im)
        self.dm = ImageDraw.Draw(self.m)

    def book(
        self,
        cx: float,
        cy: float,
        w: float,
        h: float,
        ang: float,
        col: tuple[float, ...] | np.ndarray,
        edge: bool = False,
        upright: bool = False,
    ) -> None:
        """A book seen end on: its spine (or its pages' edge) a w x h box centred at
        (cx, cy) turned by `ang` degrees; a standing book's bands run across its width."""
        ca, sa = np.cos(np.radians(ang)), np.sin(np.radians(ang))

        def at(u: float, v: float) -> tuple[float, float]:
            return (2 * (cx + u * ca - v * sa), 2 * (cy + u * sa + v * ca))

        def quad(
            u0: float, v0: float, u1: float, v1: float, c: tuple[float, ...] | np.ndarray
        ) -> None:
            pts = [at(u0, v0), at(u1, v0), at(u1, v1), at(u0, v1)]
            rgb8 = np.clip(np.asarray(c, np.float64), 0, 1) * 255
            self.d.polygon(pts, fill=(int(rgb8[0]), int(rgb8[1]), int(rgb8[2])))

        hw, hh = w / 2, h / 2
        self.dm.polygon([at(-hw, -hh), at(hw, -hh), at(hw, hh), at(-hw, hh)], fill=255)
        c = np.asarray(col)
        if edge:  # the pages' edge: cream, with the covers' thin rims above and below
            quad(-hw, -hh, hw, hh, c * 0.8)
            quad(-hw + 3, -hh + 4, hw - 3, hh - 4, (0.9, 0.85, 0.72))
            for k in range(1, 4):
                v = -hh + 4 + k * (h - 8) / 4
                quad(-hw + 4, v - 0.6, hw - 4, v + 0.6, (0.72, 0.66, 0.55))
            return
        # the spine: rounded, lighter along its middle, darker at its edges
        if upright:
            quad(-hw, -hh, hw, hh, c * 0.7)
            quad(-hw * 0.6, -hh, hw * 0.6, hh, c * 0.95)
            quad(-hw * 0.15, -hh, hw * 0.3, hh, np.clip(c * 1.15 + 0.03, 0, 1))
            for v in (-hh + h * 0.12, -hh + h * 0.18, hh - h * 0.14):
                quad(-hw, v - 1.5, hw, v + 1.5, GILT)
            if h > 90:
                quad(-hw * 0.55, -hh + h * 0.28, hw * 0.55, -hh + h * 0.42, c * 0.6)
            return
        quad(-hw, -hh, hw, hh, c * 0.7)
        quad(-hw, -hh * 0.6, hw, hh * 0.6, c * 0.95)
        quad(-hw, -hh * 0.3, hw, hh * 0.15, np.clip(c * 1.15 + 0.03, 0, 1))
        for u in (-hw + w * 0.07, -hw + w * 0.11, hw - w * 0.09):
            quad(u - 1.5, -hh, u + 1.5, hh, GILT)
        if w > 150:
            quad(-hw * 0.3, -hh * 0.45, hw * 0.2, hh * 0.45, c * 0.6)

    def lay(self, ctx: Ctx) -> Arr:
        """Lay the books over the card; returns their mask."""
        img = np.asarray(self.im.resize((W, H), Image.Resampling.BOX), np.float32) / 255
        m = np.asarray(self.m.resize((W, H), Image.Resampling.BOX), np.float32) / 255
        blend(ctx.img, m, img / np.maximum(m[..., None], 1e-3))
        return m


def bookshelves(ctx: Ctx, fy: float, wood: np.ndarray) -> None:
    """The back wall: tall bookcases of dark wood from the ceiling to the floor, full of
    standing books."""
    gen = ctx.side()
    case = np.zeros((H, W), np.float32)
    blend(ctx.img, (fy > YY).astype(np.float32), wood * 0.55)
    books = Books()
    rows = np.arange(-30.0, fy - 120, 210.0) + ctx.u(0, 60)
    posts = [-20.0, W * 0.33, W * 0.67, W + 20]
    for y0 in rows:
        y1 = y0 + 190
        x = -10.0
        while x < W:
            w = float(gen.uniform(18, 42))
            h = float(gen.uniform(120, 176))
            if gen.random() < 0.07:  # a gap now and then, or a book leaning
                x += w * 1.5
                continue
            lean = float(gen.uniform(-14, 14)) if gen.random() < 0.06 else 0.0
            col = BOOK_COLOURS[int(gen.integers(len(BOOK_COLOURS)))]
            c = tuple(np.clip(rgb(col) * float(gen.uniform(0.75, 1.1)), 0, 1))
            books.book(x + w / 2, y1 - h / 2, w, h, lean, c, upright=True)
            x += w + float(gen.uniform(0, 3))
        case = np.maximum(case, ((y1 < YY) & (y1 + 22 > YY)).astype(np.float32))
    books.lay(ctx)
    # the far shelves are in the dark: duller and darker than the hoard
    grey = (ctx.img @ np.array([0.3, 0.59, 0.11], np.float32))[..., None]
    back = (fy > YY)[..., None]
    ctx.img[:] = np.where(back, mix(ctx.img, grey, 0.35) * 0.7, ctx.img)
    for px in posts:
        case = np.maximum(case, ((px - 22 < XX) & (px + 22 > XX)).astype(np.float32))
    case = case * (fy > YY)
    grain = aniso_noise(gen, 8, 90) - 0.5
    blend(ctx.img, case, np.clip(wood * (1 + 0.2 * grain)[..., None], 0, 1))
