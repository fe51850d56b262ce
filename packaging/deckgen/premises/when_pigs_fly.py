"""Premise "when-pigs-fly": the day pigs flew. High over a patchwork of fields a plump pink pig
with white feathered bird wings leads a V of wild geese south, its legs dangling; down on a
grassy knoll a small farmer points up at it, his straw hat tumbling off his head.

The pig is the game-icons pig; its wings (a row of long flight feathers under rounded
coverts), the geese, the fields and the hat are drawn from shapes; the lines between the
feathers and the pig's eye come after the paint.
"""

from __future__ import annotations

import numpy as np

from ..kit.figures import bbox_of, joint_at, person
from ..kit.light import after_mask
from ..kit.paint import XX, YY, Arr, H, W, aniso_noise, blend, disc, mix, rgb
from ..kit.place import add_element, focus_on, main, pick, relabel, sec, third
from ..kit.premise import Painted, Premise
from ..kit.scene import Ctx
from ..kit.shapes import mix_arr, polygon_fine, polylines, ribbon, tilted_ellipse, union_box

Pt = tuple[float, float]
PINK = "#f294a8"
FIELDS = ("#7f9c4e", "#a8bd5c", "#d9bf6a", "#8c6a4a", "#c3cf84", "#5f8446", "#b89a5e")


def _wing(root: Pt, f: int, size: float, lift: float) -> tuple[Arr, list[list[Pt]]]:
    """A bird's wing raised from `root` and swept back (away from facing `f`), tipped back by
    `lift` radians: long primaries fanning from the wrist, shorter secondaries toward the
    root, rounded coverts over their bases. Returns its mask and the lines between feathers."""
    rx, ry = root
    c, sn = np.cos(lift), np.sin(lift)

    def at(a: float, b: float) -> Pt:  # a forward, b up, in wing units, turned back by lift
        a, b = a * c - b * sn, a * sn + b * c
        return (rx + f * a * size, ry - b * size)

    parts: list[Arr] = []
    lines: list[list[Pt]] = []
    feathers = [  # base (a, b), direction (degrees above "straight back"), length
        ((-0.12, 0.62), 48, 0.5),
        ((-0.18, 0.58), 36, 0.56),
        ((-0.24, 0.52), 24, 0.58),
        ((-0.28, 0.45), 12, 0.56),
        ((-0.3, 0.37), 2, 0.5),
        ((-0.28, 0.28), -8, 0.44),
        ((-0.24, 0.19), -16, 0.38),
        ((-0.18, 0.1), -24, 0.32),
    ]
    for (ba, bb), deg, ln in feathers:
        d = np.radians(deg)
        ea, eb = ba - np.cos(d) * ln, bb + np.sin(d) * ln
        p0, p1 = at(ba, bb), at(ea, eb)
        mx, my = (p0[0] + p1[0]) / 2, (p0[1] + p1[1]) / 2
        th = float(np.arctan2(p1[1] - p0[1], p1[0] - p0[0]))
        parts.append(tilted_ellipse(mx, my, ln * size / 2, size * 0.075, th))
        lines.append([at(ba - np.cos(d) * ln * 0.3, bb + np.sin(d) * ln * 0.3), p1])
    cov = polygon_fine(
        [
            at(0.06, -0.02),
            at(0.04, 0.4),
            at(-0.04, 0.66),
            at(-0.16, 0.68),
            at(-0.34, 0.4),
            at(-0.32, 0.14),
            at(-0.16, -0.04),
        ]
    )
    parts.append(cov)
    parts.append(ribbon([at(0.02, 0.0), at(0.02, 0.4), at(-0.08, 0.66)], [size * 0.16] * 3, 2))
    edge = [at(-0.06 - 0.26 * np.sin(k), 0.64 - 0.6 * k / 1.4) for k in np.linspace(0, 1.4, 7)]
    lines.append(edge)
    return np.clip(np.maximum.reduce(parts), 0, 1), lines


def _goose(x: float, y: float, g: float, f: int, beat: float) -> Arr:
    """A wild goose flying toward `f`, `g` px long, its wings at `beat` (-1 down .. 1 up)."""

    def p(u: float, v: float) -> Pt:
        return (x + f * u * g, y + v * g)

    body = tilted_ellipse(x, y, g * 0.27, g * 0.085, -f * 0.08)
    neck = ribbon([p(0.18, -0.02), p(0.42, -0.05), p(0.6, -0.07)], [g * 0.07, g * 0.045, g * 0.04])
    head = tilted_ellipse(*p(0.64, -0.075), g * 0.065, g * 0.042, 0.0)
    beak = polygon_fine([p(0.68, -0.09), p(0.79, -0.07), p(0.68, -0.055)])
    tail = polygon_fine([p(-0.22, -0.05), p(-0.38, -0.02), p(-0.22, 0.05)])
    wings = []
    for k, b in enumerate((beat, beat * 0.75)):
        wrist, tip = p(0.06 - 0.08 * k, -0.34 * b), p(-0.2 - 0.1 * k, -0.7 * b)
        notch = p(-0.12 - 0.08 * k, -0.36 * b)
        wings.append(polygon_fine([p(0.12, -0.03), wrist, tip, notch, p(-0.16, -0.03)]))
    return np.clip(np.maximum.reduce([body, neck, head, beak, tail, *wings]), 0, 1)


def _fields(ctx: Ctx, hz: float) -> None:
    """A wide plain quilted with fields and hedgerows from the horizon `hz` down, seen in
    perspective on a tilted grid, hazier far off, with the shading of a few long swells."""
    far = ctx.sky_at(hz / H - 0.01)
    gen = ctx.side()
    below = np.maximum(YY - hz, 0) + 14
    z = 900 / below  # depth
    gx = (XX - W * ctx.u(0.3, 0.7)) * z / 700
    th = ctx.u(0.45, 0.8) * (1 if ctx.rng.random() < 0.5 else -1)
    sa, sb = ctx.u(0.8, 1.1), ctx.u(0.6, 0.8)
    a = gx * np.cos(th) + z * np.sin(th)
    a = a + 0.22 * sa * np.sin(a / sa * 2.3 + 1.0)  # fields of uneven widths
    b = -gx * np.sin(th) + z * np.cos(th)
    col = np.floor(a / sa)
    hsh = (np.sin(col * 12.9898) * 43758.5453) % 1.0
    b = b + 0.2 * sb * np.sin(b / sb * 1.7 + col * 2.1)
    row = np.floor(b / sb + hsh)
    cell = (np.sin(col * 7.13 + row * 78.233) * 43758.5453) % 1.0
    pal = np.array([rgb(c) for c in FIELDS], np.float32)
    colour = pal[np.clip((cell * len(FIELDS)).astype(int), 0, len(FIELDS) - 1)]
    colour = mix(colour, rgb(ctx.pal.ground), 0.2)
    furrows = np.sin(a * 40 * (1 + (cell > 0.5))) * np.clip((below - 200) / 400, 0, 1)
    colour = colour * (1 + 0.05 * furrows + 0.12 * (aniso_noise(gen, 30, 8) - 0.5))[..., None]
    # hedgerows: a band a fixed width on the ground between cells
    da = np.abs(a / sa - np.round(a / sa)) * sa
    db = np.abs(b / sb + hsh - np.round(b / sb + hsh)) * sb
    px_per = 1 / np.maximum(z / 700, 1e-3)  # ground units to pixels, roughly
    hedge = np.clip((0.03 - np.minimum(da, db)) * px_per / 1.5, 0, 1)
    colour = mix_arr(colour, rgb("#3a4e2e"), hedge[..., None] * 0.9)
    # long swells: darker troughs, lit crests
    swell = np.sin(z * ctx.u(0.9, 1.3) + XX / W * 1.5)
    colour = colour * (1 + 0.08 * swell)[..., None]
    t = np.clip((YY - hz) / (H * 0.3), 0, 1)
    haze = (0.85 * (1 - t) ** 2.2)[..., None]
    colour = colour * (1 - haze) + far * haze
    land = np.clip((YY - hz) / 2 + 0.5, 0, 1).astype(np.float32)
    blend(ctx.img, land, np.clip(colour, 0, 1))


def stage(ctx: Ctx) -> Painted:
    px, s = third(ctx)
    f = s  # the pig flies toward its own side; the geese trail behind it across the card
    ctx.texture_sky(0.05)
    # a deeper sky above, so the pink pig and its white wings stand out
    top = np.clip(1 - YY / (H * 0.66), 0, 1) ** 0.9
    deep = rgb(ctx.pal.sky[0][1]) * (0.8 if not ctx.pal.dark else 1.0)
    blend(ctx.img, top, deep, 0.7)
    ctx.light = (W / 2 + f * W * 0.55, -H * 0.05)
    hz = H * ctx.u(0.6, 0.63)
    ctx.fog(hz / H - 0.02, 0.05, 0.35)
    _fields(ctx, hz)
    # the near knoll, grass, rising toward the farmer's side
    kx = W / 2 - s * W * ctx.u(0.2, 0.26)
    knoll = np.clip((YY - (H * 0.86 + ((XX - kx) / W) ** 2 * H * 0.35)) / 2 + 0.5, 0, 1)
    grass = mix(rgb(ctx.pal.ground), rgb("#5a7a3a"), 0.75)
    tex = 1 + 0.2 * (aniso_noise(ctx.rng, 8, 30) - 0.5)
    blend(ctx.img, knoll, np.clip(grass * tex[..., None] * 0.8, 0, 1))
    # the geese: a V trailing behind the pig, two arms, spread back and up, back and down
    py = H * ctx.u(0.34, 0.36)
    ph = H * ctx.u(0.185, 0.195)
    g = W * ctx.u(0.095, 0.105)
    geese = []
    spread = np.radians(ctx.u(20, 25))
    for arm in (-1, 1):
        for k in range(4):
            d = ph * 0.85 + g * 0.8 + k * g * 1.15 + (g * 0.5 if arm < 0 else 0)
            gx = px - f * d * np.cos(spread)
            gy = py - ph * 0.1 + arm * d * np.sin(spread) + ctx.u(-12, 12)
            if g * 0.45 < gx < W - g * 0.45:  # the whole goose on the card
                geese.append(_goose(gx, gy, g, f, ctx.u(0.5, 1.0)))
    flock = np.clip(np.maximum.reduce(geese), 0, 1)
    ctx.lit(flock, bbox_of(flock), rgb("#3a3532"), rim=0.3)
    focus_on(ctx, flock, 2, 2.0, weight=0.75)
    add_element(
        ctx, "a V of wild geese flying south", "secondary", bbox_of(flock), ("bird", "flock"), None
    )
    # the pig and its wings: the far wing behind it, the near one in front
    w = ph * 470 / 286

    def pp(u: float, v: float) -> Pt:
        return (px + f * (u - 0.5) * w, py + (v - 0.5) * ph)

    lift = ctx.u(0.25, 0.45)
    far_w, _ = _wing(pp(0.66, 0.08), f, ph * 0.9, lift - 0.25)
    ctx.lit(far_w, bbox_of(far_w), rgb("#d8d4d8"), rim=0.3)
    pig = main(ctx, "pig", px, py, ph, flip=f < 0, fill=PINK, rot=f * ctx.u(4, 8), separate=False)
    near_w, lines = _wing(pp(0.54, 0.14), f, ph * 1.0, lift)
    ctx.lit(near_w, bbox_of(near_w), rgb("#fbf8f4"), rim=0.6)
    wings = np.maximum(near_w, far_w)
    focus_on(ctx, wings, 3, 2.0)
    ctx.elements[-1]["bbox"] = list(union_box([bbox_of(pig), bbox_of(wings)]))
    relabel(ctx, "a pink pig with white feathered wings")
    after_mask(ctx, polylines(lines, 3.0) * near_w, "#9a96a4", 0.55)
    ex, ey = pp(0.83, 0.45)
    after_mask(ctx, disc(ex, ey, ph * 0.03, 1.2), "#2a1a20", 0.95)
    # the farmer on the knoll, pointing up, his straw hat tumbling off behind him
    fx = kx + ctx.u(-40, 40)
    fy = H * 0.86 + ((fx - kx) / W) ** 2 * H * 0.35 + H * 0.035
    fh = H * ctx.u(0.115, 0.125)
    person(
        ctx,
        "point-up",
        fx,
        fy,
        fh,
        label="a small farmer pointing up at the sky",
        who="a man",
        coat=pick(ctx, ["#3f5f8a", "#a8382f", "#c8862f"]),
        flip=f < 0,
        shadow=fy,
        tags=("person", "small", "farm", "looking"),
    )
    hx, hy = joint_at("point-up", "head", fx, fy, fh, f < 0)
    hat_c = (hx - f * fh * 0.36, hy + fh * 0.02)
    hat_a = ctx.u(0.9, 1.2) * -f  # tumbling backward
    brim = tilted_ellipse(*hat_c, fh * 0.2, fh * 0.05, hat_a)
    crown = tilted_ellipse(
        hat_c[0] + np.sin(hat_a) * fh * 0.06,
        hat_c[1] - np.cos(hat_a) * fh * 0.06,
        fh * 0.11,
        fh * 0.08,
        hat_a,
    )
    hat = np.maximum(brim, crown)
    ctx.lit(hat, bbox_of(hat), rgb("#ecd078"), rim=0.5)
    focus_on(ctx, hat, 4, 2.0)
    add_element(ctx, "his straw hat falling off", "secondary", bbox_of(hat), ("hat",), None)
    dog = ctx.rng.random() < 0.5
    if dog:
        sec(
            ctx,
            "sitting-dog",
            fx + f * fh * 0.35,
            fy - fh * 0.2,
            fh * 0.4,
            fill="#2e2a28",
            flip=f < 0,
            shadow=fy,
        )
    told = ", his sheepdog looking up beside him" if dog else ""
    return Painted(
        "High over a patchwork of fields, a plump pink pig with white feathered wings flies "
        "at the head of a V of wild geese heading south, while on a grassy knoll below a small "
        f"farmer points up at it, his straw hat tumbling off{told}.",
        ["impossible", "freedom", "joy", "surprise", "migration", "dream", "belonging"],
    )


PREMISE = Premise(
    name="when-pigs-fly",
    figure="pig",
    palettes=("mist", "storm", "lavender"),
    stage=stage,
    max_cards=1,
)
