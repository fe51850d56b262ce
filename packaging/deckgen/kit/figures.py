"""People built from parts, with a pose: head, hair, coat, arms, legs and hands, each part a
rounded volume lit by the scene's light (not a stamped pictogram).

A pose is a set of joints in body units: feet (or the seat) at y = 0, the top of a standing
person's head at y = -1, x toward the side the figure faces. `person()` draws the parts as
thick round-ended limbs and a tapered coat, shades each with `Ctx.lit`, casts the figure's
shadow and records it as an element of the card.
"""

from __future__ import annotations

from typing import Any

import numpy as np
from PIL import Image, ImageDraw

from .colours import COATS
from .paint import Arr, H, W, blend, blur, disc, mix, rgb
from .poses import BASE, POSES, Pt
from .scene import Ctx

SKIN = ("#e8b894", "#c98f6a", "#8d5a3c", "#f0cdb0", "#a8704c")
HAIR = ("#2a1e18", "#5a3a22", "#b07a3a", "#1a1a22", "#8a4a2a", "#d8c08a")
GREY_HAIR = "#bdb8b0"
# the words a description names people by, and what the picture must then show
MALE = {"a man", "an old man", "a grandfather", "a boy"}
OLD = {"an old man", "a grandfather", "a grandmother"}
FEMALE = {"a woman", "a grandmother", "a girl"}


def him(who: str) -> str:
    """The pronoun a description refers back to `who` by: "him", "her", or "them" for
    "a child" and anyone else the picture does not tell apart."""
    return "him" if who in MALE else "her" if who in FEMALE else "them"


def his(who: str) -> str:
    """The possessive that goes with `who`: "his", "her" or "their"."""
    return "his" if who in MALE else "her" if who in FEMALE else "their"


LEGS = ("#2e3447", "#3a2e2a", "#4a4038", "#2a3a3a")


def joints(pose: str) -> dict[str, Pt]:
    j = dict(BASE)
    j.update(POSES[pose])
    return j


def _draw(
    parts: list[tuple[str, list[Pt], float]], x: float, y: float, h: float, flip: bool
) -> tuple[dict[str, Arr], tuple[int, int]]:
    """Rasterise limbs (polylines with a width) and polygons in a local box, 3x supersampled."""
    ss = 3
    pad = 0.6 * h
    x0, y0 = int(x - pad), int(y - 1.35 * h)
    bw, bh = int(2 * pad), int(1.75 * h)
    sgn = -1.0 if flip else 1.0
    out: dict[str, Any] = {}
    for layer in {p[0] for p in parts}:
        out[layer] = Image.new("L", (bw * ss, bh * ss), 0)
    for layer, pts, width in parts:
        d = ImageDraw.Draw(out[layer])
        q = [((x + sgn * px * h - x0) * ss, (y + py * h - y0) * ss) for px, py in pts]
        if width <= 0:  # a filled polygon
            d.polygon(q, fill=255)
            continue
        wpx = max(2, round(width * h * ss))
        if len(q) > 1:
            d.line(q, fill=255, width=wpx, joint="curve")
        for cx, cy in (q[0], q[-1]):
            r = wpx / 2
            d.ellipse((cx - r, cy - r, cx + r, cy + r), fill=255)
    masks: dict[str, Arr] = {}
    for layer, im in out.items():
        small = np.asarray(im.resize((bw, bh), Image.Resampling.LANCZOS), np.float32) / 255
        full = np.zeros((H, W), np.float32)
        sx0, sy0 = max(0, -x0), max(0, -y0)
        dx0, dy0 = max(0, x0), max(0, y0)
        dx1, dy1 = min(W, x0 + bw), min(H, y0 + bh)
        if dx1 > dx0 and dy1 > dy0:
            full[dy0:dy1, dx0:dx1] = small[sy0 : sy0 + dy1 - dy0, sx0 : sx0 + dx1 - dx0]
        masks[layer] = full
    return masks, (x0, y0)


def bbox_of(m: Arr) -> tuple[int, int, int, int]:
    ys, xs = np.nonzero(m > 0.3)
    if len(xs) == 0:
        return (0, 0, 0, 0)
    return int(xs.min()), int(ys.min()), int(xs.max()) + 1, int(ys.max()) + 1


HAIRSTYLES = ("short", "long", "bob", "bun")


def _parts(pose: str, dress: bool, style: str = "short") -> list[tuple[str, list[Pt], float]]:
    """The parts of a person in body units: (layer, polyline or polygon, width)."""
    j = joints(pose)
    seated = pose in ("sit", "sit-hold", "astride-reach")
    parts: list[tuple[str, list[Pt], float]] = []
    # legs: thigh and shin, with a small foot pointing forward
    for side in ("l", "r"):
        hip, kn, ft = j[f"hip_{side}"], j[f"kn_{side}"], j[f"ft_{side}"]
        parts.append(("legs", [hip, kn, ft], 0.078))
        parts.append(("legs", [ft, (ft[0] + 0.05, ft[1] + 0.005)], 0.05))
    # coat: a tapered body from the shoulders to the hips (or the knees, as a dress)
    sl, sr = j["sh_l"], j["sh_r"]
    hl, hr = j["hip_l"], j["hip_r"]
    if dress and not seated:
        kl, kr = j["kn_l"], j["kn_r"]
        hem_y = max(kl[1], kr[1]) - 0.03
        body = [
            (sl[0] + 0.01, sl[1]),
            (sr[0] - 0.01, sr[1]),
            (hr[0] + 0.03, hr[1]),
            (max(kr[0], hr[0]) + 0.09, hem_y),
            (min(kl[0], hl[0]) - 0.09, hem_y),
            (hl[0] - 0.03, hl[1]),
        ]
    else:
        body = [
            (sl[0] + 0.01, sl[1]),
            (sr[0] - 0.01, sr[1]),
            (hr[0] + 0.035, hr[1] + 0.04),
            (hl[0] - 0.035, hl[1] + 0.04),
        ]
    parts.append(("coat", body, 0))
    parts.append(("coat", [sl, sr], 0.085))
    for side in ("l", "r"):
        parts.append(("coat", [j[f"sh_{side}"], j[f"el_{side}"], j[f"ha_{side}"]], 0.062))
        parts.append(("skin", [j[f"ha_{side}"], j[f"ha_{side}"]], 0.07))
    parts.append(("skin", [j["neck"], (j["neck"][0], j["neck"][1] - 0.04)], 0.055))
    hx, hy = j["head"]
    parts.append(("skin", [(hx, hy), (hx, hy + 0.01)], 0.17))
    # hair: a cap over the back and top of the head, and a style (hair to the shoulders,
    # a bob, a bun) so that heads are not all helmets
    parts.append(("hair", [(hx - 0.02, hy - 0.03), (hx - 0.01, hy - 0.04)], 0.17))
    if style == "long":
        parts.append(("hair", [(hx - 0.04, hy - 0.02), (hx - 0.055, hy + 0.1)], 0.1))
    elif style == "bob":
        parts.append(("hair", [(hx - 0.045, hy - 0.01), (hx - 0.05, hy + 0.05)], 0.11))
    elif style == "bun":
        parts.append(("hair", [(hx - 0.07, hy - 0.07), (hx - 0.07, hy - 0.07)], 0.08))
    return parts


def _masks(
    parts: list[tuple[str, list[Pt], float]], pose: str, x: float, y: float, h: float, flip: bool
) -> dict[str, Arr]:
    masks, _ = _draw(parts, x, y, h, flip)
    hx, hy = joints(pose)["head"]
    # the face shows: the hair layer is cut where the face is (the lower front of the head)
    face = _draw([("f", [(hx + 0.015, hy + 0.03), (hx + 0.015, hy + 0.035)], 0.14)], x, y, h, flip)[
        0
    ]["f"]
    masks["hair"] = np.clip(masks["hair"] - face, 0, 1)
    return masks


def silhouette(
    pose: str, x: float, y: float, h: float, flip: bool = False, dress: bool = False
) -> Arr:
    """The mask of a person drawn nowhere: for a shadow or a reflection that is not its
    owner's."""
    m = _masks(_parts(pose, dress), pose, x, y, h, flip)
    return np.clip(sum(m.values()), 0, 1)  # type: ignore[arg-type]


def face(ctx: Ctx, pose: str, x: float, y: float, h: float, flip: bool, haze: float) -> None:
    """A hint of a face in three-quarter view, drawn after the paint (smaller than a stroke):
    two eyes toward the side the person faces and a warm cheek."""
    if h < 200:
        return
    hx, hy = joints(pose)["head"]
    sg = -1.0 if flip else 1.0

    def at(px: float, py: float) -> tuple[float, float]:
        return x + sg * px * h, y + py * h

    def draw(img: Arr) -> None:
        ink = np.asarray([0.16, 0.11, 0.1], np.float32)
        a = 0.8 * (1 - haze * 0.8)
        ex, ey = at(hx + 0.048, hy + 0.012)
        blend(img, disc(*at(hx + 0.05, hy + 0.05), 0.02 * h, 0.012 * h), rgb("#d8785a"), 0.22 * a)
        blend(img, disc(ex, ey, max(1.6, 0.0085 * h), 1.0), ink, a)
        bx, by = at(hx + 0.005, hy + 0.012)
        blend(img, disc(bx, by, max(1.4, 0.0075 * h), 1.0), ink, a * 0.9)

    ctx.after.append(draw)


def person(
    ctx: Ctx,
    pose: str,
    x: float,
    y: float,
    h: float,
    role: str = "secondary",
    *,
    label: str,
    tags: tuple[str, ...] = ("person",),
    coat: str | None = None,
    flip: bool = False,
    shadow: float | None = None,
    dress: bool | None = None,
    haze: float = 0.0,
    extra: list[tuple[str, list[Pt], float]] | None = None,
    who: str | None = None,
) -> Arr:
    """Draw a person of standing height `h` whose feet (or seat) are at (x, y); returns the
    figure's mask. `haze` mixes it toward the sky (a giant far away); `extra` adds parts
    (in body units) to the coat layer, such as a held string's end or a basket. `who` is
    how the description names them ("an old man"): a man, a grandfather or a boy wears no
    dress, and old people have grey hair."""
    rng = ctx.rng
    coat_c = rgb(coat) if coat else rgb(COATS[int(rng.integers(len(COATS)))])
    skin = rgb(SKIN[int(rng.integers(len(SKIN)))])
    hair = rgb(HAIR[int(rng.integers(len(HAIR)))])
    legs = rgb(LEGS[int(rng.integers(len(LEGS)))])
    dress = bool(rng.random() < 0.45) if dress is None else dress
    # after the colour and dress draws, which stay as they were; but a dress taken off adds
    # a legs layer whose lighting draws from the generator, so later draws can move
    if who in MALE:
        dress = False
    if who in OLD:
        hair = rgb(GREY_HAIR)
    # hair style from a side generator (it does not change what the seed stages)
    style = HAIRSTYLES[int(ctx.side().integers(len(HAIRSTYLES)))]
    parts = _parts(pose, dress, style)
    if extra:
        parts.extend(extra)
    masks = _masks(parts, pose, x, y, h, flip)
    union = np.clip(sum(masks.values()), 0, 1)  # type: ignore[arg-type]
    bb = bbox_of(union)
    if shadow is not None:
        ctx.cast_shadow(union, bb, shadow)
        ctx.contact(union, bb)
    far = ctx.sky_at(0.5)
    for layer, col, sep in (
        ("legs", legs, False),
        ("coat", coat_c, True),
        ("skin", skin, False),
        ("hair", hair, False),
    ):
        m = masks.get(layer)
        if m is None or m.max() < 0.3:
            continue
        c = mix(col, far, haze) if haze else col
        if ctx.pal.dark and not haze:
            c = mix(c, ctx.c("light"), 0.18)
        ctx.lit(m, bbox_of(m), np.asarray(c, np.float32), rim=0.5, separate=sep)
    face(ctx, pose, x, y, h, flip, haze)
    wgt = 1.0 if role == "main" else 0.85
    ctx.focus[:] = np.maximum(ctx.focus, np.clip(blur(union, 6) * 2, 0, 1) * wgt)
    ctx.elements.append(
        {
            "icon": None,
            "shape": "person",
            "label": label,
            "role": role,
            "bbox": list(bb),
            "tags": list(tags),
        }
    )
    return union


def joint_at(pose: str, name: str, x: float, y: float, h: float, flip: bool = False) -> Pt:
    """Where a joint of a person drawn by `person(ctx, pose, x, y, h, flip=flip)` is on the card."""
    px, py = joints(pose)[name]
    return x + (-px if flip else px) * h, y + py * h
