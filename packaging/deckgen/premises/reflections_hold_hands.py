"""Premise "reflections-hold-hands": Two people walk away from each other along a lake shore,
and neither has a reflection under them: in the water between them their reflections stand
together, holding hands."""

from __future__ import annotations

import numpy as np

from ..kit.figures import bbox_of, person, silhouette
from ..kit.paint import YY, H, W, blend, blur, mix, rgb, ridge
from ..kit.place import add_shadow_element, pick, third
from ..kit.premise import Painted, Premise
from ..kit.scene import Ctx
from ..kit.sky import sky


def _reflect(m: np.ndarray, hz: float) -> np.ndarray:
    """Mirror a mask about the water line y = hz (only below it)."""
    rows = np.arange(H)
    src = np.clip((2 * hz - rows).astype(int), 0, H - 1)
    return m[src] * (rows[:, None] > hz + 2)


def stage(ctx: Ctx) -> Painted:
    """Two people walk away from each other along a lake shore, and neither has a reflection
    under them: in the water between them their reflections stand together, holding hands."""
    x, s = third(ctx)
    sky(ctx, sx=W / 2 - s * ctx.u(260, 380), sy=ctx.u(200, 300), clouds=4)
    hz = H * ctx.u(0.5, 0.54)
    far = ridge(ctx.rng, hz - 40, 40, 200)
    blend(ctx.img, far * (hz + 2 > YY), mix(ctx.sky_at(0.5), rgb(ctx.pal.ground), 0.45))
    ctx.water(hz / H)
    # the shore: a low bank across the card at the water's edge
    bank = np.clip((hz + 6 - YY) / 3, 0, 1) * np.clip((YY - (hz - 26)) / 3, 0, 1)
    shore = mix(rgb(ctx.pal.ground), rgb(ctx.pal.ink), 0.3)
    ctx.lit(bank, (0, int(hz - 26), W, int(hz + 6)), shore)
    ph = H * ctx.u(0.2, 0.22)
    fy = hz - 12
    # the reflections, dark in the water on the card's third: facing, their hands joined
    gap = 0.44 * ph
    ra = _reflect(silhouette("hand", x - gap / 2, fy, ph, False), hz)
    rb = _reflect(silhouette("hand", x + gap / 2, fy, ph * 0.97, True, dress=True), hz)
    refl = np.maximum(ra, rb)
    rc = mix(ctx.sky_at(0.2) * 0.5, rgb(ctx.pal.ink), 0.4)
    ctx.lit(refl, bbox_of(refl), rc, alpha=0.85, rim=0.15)
    rip = (np.sin(YY * 0.35) > 0.6).astype(np.float32) * refl
    blend(ctx.img, rip, ctx.sky_at(0.1), 0.2)
    ctx.focus[:] = np.maximum(ctx.focus, blur(refl, 6) * 0.9)
    pair = pick(ctx, ["two friends", "a couple", "a brother and a sister"])
    add_shadow_element(
        ctx, f"the reflections of {pair} holding hands", "main", refl, ("reflection", "love")
    )
    # ... and on the shore the two walk apart, toward the card's sides
    xl, xr = W * ctx.u(0.14, 0.2), W * ctx.u(0.8, 0.86)
    person(
        ctx,
        "walk",
        xl,
        fy,
        ph,
        label="one walking away to the left",
        flip=True,
        tags=("person", "quarrel", "leaving"),
    )
    person(
        ctx,
        "walk",
        xr,
        fy,
        ph * 0.97,
        label="the other walking away to the right",
        dress=True,
        tags=("person", "quarrel", "leaving"),
    )
    return Painted(
        f"{pair.capitalize()} walk away from each other along a lake shore, and neither has a "
        "reflection: in the water between them, their two reflections stand together holding "
        "hands.",
        [
            "quarrel",
            "reconciliation",
            "pride",
            "love",
            "friendship",
            "true feelings",
            "mirror",
            "parting",
        ],
    )


PREMISE = Premise(
    name="reflections-hold-hands",
    figure="person",
    palettes=("noon", "golden", "mist", "dawn", "lavender"),
    stage=stage,
)
