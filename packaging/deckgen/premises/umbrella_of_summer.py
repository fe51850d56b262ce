"""Premise "umbrella-of-summer": A person walks through falling snow under a big dark umbrella;
under it, and only there, it is summer. In the desert variant the sun blazes and under the
umbrella it snows."""

from __future__ import annotations

import numpy as np

from ..kit.figures import bbox_of, his, joint_at, person
from ..kit.light import after_mask, later_glow
from ..kit.paint import YY, H, W, aniso_noise, blend, blur, disc, ellipse, glow, icon_mask, mix, rgb
from ..kit.people import WHO
from ..kit.place import add_element, pick, third
from ..kit.premise import Painted, Premise
from ..kit.scene import Ctx
from ..kit.shapes import polygon, segment

DARK_COATS = ["#23232f", "#3a2430", "#1f3040", "#2e2a24"]


def _flakes(ctx: Ctx, n: int, keep_out: np.ndarray | None, inside: np.ndarray | None) -> None:
    """Snow falling, drawn after the paint (a flake is smaller than a stroke): white flakes
    with a faint grey underside so they read on pale ground too; none where `keep_out` is
    set, or only where `inside` is set."""
    side = ctx.side()
    m = np.zeros((H, W), np.float32)
    for _ in range(n):
        fx, fy = float(side.uniform(10, W - 10)), float(side.uniform(10, H - 10))
        if keep_out is not None and keep_out[int(fy), int(fx)] > 0.2:
            continue
        if inside is not None and inside[int(fy), int(fx)] < 0.8:
            continue
        r = float(side.uniform(2.2, 5.5)) * (1 + 0.6 * fy / H)
        np.maximum(m, disc(fx, fy, r, 1.2), out=m)
    after_mask(ctx, np.roll(m, 2, axis=0), "#8a96a8", 0.35)
    after_mask(ctx, m, "#ffffff", 0.95)


def _umbrella(
    cx: float, rim: float, r: float, dome: float, hand: tuple[float, float]
) -> tuple[np.ndarray, np.ndarray]:
    """A big umbrella seen from the side: the canopy (a dome whose rim scallops up between
    eight ribs) and its shaft from the apex down to a hooked handle at `hand`."""
    can = ellipse(cx, rim, r, dome, 2) * np.clip((rim + 1 - YY) / 2, 0, 1)
    for k in range(8):
        px = cx - r + r * (k + 0.5) / 4
        can = np.clip(can - ellipse(px, rim + dome * 0.03, r / 8, dome * 0.16, 2), 0, 1)
    _hx, hy = hand
    shaft = segment(cx, rim - dome - 18, cx, hy + 30, 10)
    # the hook, bending back under the hand
    shaft = np.maximum(shaft, segment(cx, hy + 30, cx - 18, hy + 52, 10))
    shaft = np.maximum(shaft, segment(cx - 18, hy + 52, cx - 36, hy + 36, 10))
    return can, shaft


def stage(ctx: Ctx) -> Painted:
    """A person walks through falling snow under a big dark umbrella; under it, and only
    there, it is summer. In the desert variant the sun blazes and under the umbrella it
    snows."""
    _, s = third(ctx)
    x = W / 2 + s * W * ctx.u(0.27, 0.3)
    flip = s > 0  # they walk into the card
    d = -1 if flip else 1
    snow = ctx.pal.name == "snow"
    hz = ctx.u(0.5, 0.54)
    ctx.texture_sky()
    if snow:
        ctx.light = (W / 2 - s * W * 0.35, -H * 0.1)
        ctx.img[:] = mix(ctx.img, rgb("#c4cfdc"), 0.25)  # a white-grey storm sky
    else:
        ctx.celestial(W / 2 - s * W * ctx.u(0.22, 0.3), H * ctx.u(0.1, 0.14), 75)
    ctx.hills(hz, 2, amp=24)
    field = np.clip((YY - H * (hz + 0.03)) / 60, 0, 1).astype(np.float32)
    blend(ctx.img, field, rgb("#f4f7fb" if snow else "#f8e2b4"), 0.5 if snow else 0.55)
    if not snow:  # a hot, pale sky
        ctx.img[:] = mix(ctx.img, rgb("#fbe6c0"), 0.25)
    ph = H * ctx.u(0.35, 0.38)
    fy = H * ctx.u(0.82, 0.85)
    hand = joint_at("walk", "ha_r", x, fy, ph, flip)
    cx, rim = hand[0] + d * 10, fy - ph * 1.1
    r, dome = ph * ctx.u(0.46, 0.5), ph * 0.34
    if snow:
        # a dark wood on the horizon, kept clear of the umbrella's circle
        side = ctx.side()
        for k in range(11):
            px = W * (k + side.uniform(0.1, 0.9)) / 11
            th = H * side.uniform(0.07, 0.13) * (1.5 if abs(px - cx) > r * 1.6 else 0.6)
            m, _ = icon_mask("pine-tree", px, H * (hz + 0.03) - th / 2, th)
            blend(ctx.img, m, rgb("#1f2a33"), 0.92)
    # the other season, under the umbrella only
    # a bell of the other season from the canopy's rim down to a round patch of ground
    edge = [(cx + r * (0.95 + 0.4 * t**1.6), rim + (fy - rim) * t) for t in np.linspace(0, 1, 12)]
    region = polygon(edge + [(2 * cx - ex, ey) for ex, ey in edge[::-1]], 1)
    region = np.maximum(region, ellipse(cx, fy + 6, r * 1.35, H * 0.045, 4))
    region = blur(region, 9)
    season = pick(ctx, ["spring", "golden", "noon"]) if snow else "snow"
    sub = ctx.sub(season)
    sub.texture_sky()
    sub.celestial(cx - d * r * 0.35, rim + ph * 0.1, 30)
    if not snow:  # a grey-blue snow sky, so the flakes show
        sub.img[:] = mix(sub.img, rgb("#6f86a6"), 0.6)
    sub.hills((fy - ph * 0.3) / H, 2, amp=18, ground="#5f9a3c" if snow else "#e8eef4")
    sg = rgb("#f6f9fc")
    if snow:
        side = sub.side()
        for _ in range(70):
            fx, fyy = side.uniform(cx - r * 1.2, cx + r * 1.2), side.uniform(fy - ph * 0.2, fy + 30)
            col = ["#fff6dc", "#f2c84b", "#e8708a", "#c04a6a"][int(side.integers(4))]
            blend(sub.img, disc(fx, fyy, side.uniform(6, 11), 2), rgb(col))
    else:
        blend(sub.img, np.clip((YY - (fy - ph * 0.3)) / 30, 0, 1).astype(np.float32), sg, 0.6)
        for k in (-1, 1):
            th = ph * (0.42 if k == d else 0.3)
            m, _ = icon_mask("pine-tree", cx + k * r * 0.75, fy - ph * 0.3 - th * 0.4, th)
            blend(sub.img, m, rgb("#24384a"))
            blend(sub.img, m * np.clip(aniso_noise(sub.side(), 12, 6) * 2 - 0.9, 0, 1), sg, 0.9)
    ctx.fill_with(region, sub, rim=0.0)
    warm = "#ffd98a" if snow else "#dfeeff"
    glow(ctx.img, cx, rim + ph * 0.3, r * 1.1, warm, 0.25)
    ctx.focus[:] = np.maximum(ctx.focus, blur(region, 12) * 0.9)
    who = pick(ctx, WHO[:4])
    if snow:
        ctx.subject(
            "butterfly",
            cx + d * r * 0.55,
            rim + ph * 0.42,
            H * 0.085,
            "secondary",
            fill="#2f5fc0" if season == "golden" else "#e8602a",
            flip=flip,
            tags=("animal", "insect", "summer"),
        )
    else:
        ctx.subject(
            "penguin",
            cx + d * r * 0.72,
            fy - H * 0.065,
            H * 0.13,
            "secondary",
            fill="#2a2a34",
            flip=flip,
            shadow=fy + 4,
            label="a penguin in the snow under the umbrella",
            tags=("animal", "bird", "cold"),
        )
    what = "it is summer" if snow else "it is snowing"
    person(
        ctx,
        "walk",
        x,
        fy,
        ph,
        "main",
        label=f"{who} under an umbrella where {what}",
        coat=pick(ctx, DARK_COATS),
        flip=flip,
        shadow=fy,
        tags=("person", "journey", "shelter"),
        who=who,
    )
    can, shaft = _umbrella(cx, rim, r, dome, hand)
    ctx.lit(shaft, bbox_of(shaft), rgb("#2a2420"), rim=0.3)
    ctx.lit(can, bbox_of(can), rgb(pick(ctx, ["#1d1d28", "#2a1a22", "#16232c"])), rim=0.6)
    ub = bbox_of(np.maximum(can, shaft))
    add_element(ctx, "a big dark umbrella", "secondary", ub, ("umbrella", "shelter"), "umbrella")
    add_element(
        ctx,
        "summer under the umbrella" if snow else "snow under the umbrella",
        "frame",
        bbox_of(region),
        ("season", "another world", "shelter"),
    )
    if snow:
        _flakes(ctx, 900, region, None)
        later_glow(ctx, cx - d * r * 0.35, rim + ph * 0.1, 70, "#fff0b8", 0.35)
        said = {
            "spring": "spring-green grass",
            "golden": "a golden sky, green grass",
            "noon": "a blue sky, green grass",
        }[season]
        return Painted(
            f"{who.capitalize()} in a dark coat walks through falling snow past dark pines "
            "under a big dark umbrella, and under it, and only there, it is summer: "
            f"{said} and flowers at {his(who)} feet, a butterfly and a little sun glowing "
            "inside the umbrella.",
            [
                "inner warmth",
                "hope",
                "shelter",
                "carrying your own weather",
                "optimism",
                "summer",
                "loneliness",
                "memory",
                "protection",
                "contrast",
            ],
        )
    _flakes(ctx, 500, None, region)
    return Painted(
        f"In a blazing sandy desert, {who} in a dark coat walks under a big dark umbrella, and "
        f"under it, and only there, it is snowing: white snow at {his(who)} feet, snowy pines "
        "and a penguin.",
        [
            "relief",
            "carrying your own weather",
            "homesickness",
            "shelter",
            "contrast",
            "cool head",
            "memory",
            "difference",
            "protection",
            "winter",
        ],
        setting="under a hot sun",
    )


PREMISE = Premise(
    name="umbrella-of-summer",
    figure="person",
    palettes=("snow", "desert"),
    stage=stage,
)
