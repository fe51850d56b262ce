"""Scene recipes where people stand in a relation that the picture contradicts: a shadow
that holds a hand nobody holds, reflections reconciled while their owners turn away, a home
carried on a back. People come from figures.py; the recipes register in the RECIPES table."""

from __future__ import annotations

import numpy as np

from .figures import _bbox, his, joint_at, person, silhouette
from .paint import YY, H, W, blend, blur, ellipse, icon_mask, mix, rgb, ridge
from .recipes import Painted, lit_windows, pick, recipe, segment, sky, third
from .scene import Ctx

WHO = ["a woman", "a man", "an old man", "a grandmother", "a girl", "a boy"]


def _element(ctx: Ctx, label: str, role: str, m: np.ndarray, tags: tuple[str, ...]) -> None:
    ctx.elements.append(
        {
            "icon": None,
            "shape": "shadow",
            "label": label,
            "role": role,
            "bbox": list(_bbox(m)),
            "tags": list(tags),
        }
    )


@recipe("snow", "golden", "desert", "dawn")
def shadow_keeps_company(ctx: Ctx) -> Painted:
    """A person alone on an evening field, one hand held out at their side; their long shadow
    holds a child's hand, or a friend's, or has wings."""
    x, s = third(ctx)
    lx, ly = x - s * ctx.u(60, 120), H * ctx.u(0.36, 0.4)
    sky(ctx, sx=lx, sy=ly, r=72, clouds=3, kind="sun")
    gy = ctx.hills(ctx.u(0.44, 0.47), 2, amp=22)
    ctx.light = (lx, ly + 30)
    who = pick(ctx, WHO[:4])
    company = pick(ctx, ["child", "friend", "wings"])
    ph = H * ctx.u(0.28, 0.31)
    fy = min(gy + ctx.u(200, 260), H * 0.6)
    flip = s > 0  # the person faces into the card, toward the light
    sg = -1 if flip else 1
    pose = "stand" if company == "wings" else "hand"
    # the shadow: what the person would cast if someone were beside them
    if company == "wings":
        # butterfly wings at the shoulders, in the shadow only
        sh = joint_at("stand", "neck", x, fy, ph, flip)
        wings, _ = icon_mask("butterfly", sh[0], sh[1] + 0.12 * ph, ph * 0.9, flip=flip)
        shape = np.maximum(silhouette("stand", x, fy, ph, flip), wings)
    elif company == "child":
        hand = joint_at("hand", "ha_r", x, fy, ph, flip)
        ch = ph * 0.62
        cx = hand[0] + sg * 0.26 * ch
        shape = np.maximum(
            silhouette("hand", x, fy, ph, flip),
            silhouette("reach", cx, fy, ch, not flip),
        )
    else:
        shape = np.maximum(
            silhouette("hand", x, fy, ph, flip),
            silhouette("hand", x + sg * 0.46 * ph, fy, ph * 0.97, not flip, dress=True),
        )
    bb = _bbox(shape)
    sm = ctx.cast_shadow(shape, bb, fy, 0.85, k=0.85, reach=0.6)
    said = {
        "child": "holds a child's hand",
        "friend": "holds hands with someone who is not there",
        "wings": "has the wings of a butterfly",
    }[company]
    opening = "" if company == "wings" else ", one hand a little open"
    _element(
        ctx,
        {
            "child": "the shadow of a child holding the hand",
            "friend": "the shadow of a missing friend",
            "wings": "a shadow with butterfly wings",
        }[company],
        "secondary",
        sm * (sm > 0.25),
        ("shadow", "absence", "memory"),
    )
    person(
        ctx,
        pose,
        x,
        fy,
        ph,
        "main",
        label=f"{who} alone whose shadow is not alone"
        if company != "wings"
        else f"{who} whose shadow has butterfly wings",
        flip=flip,
        tags=("person", "alone", "walking"),
    )
    ctx.contact(silhouette(pose, x, fy, ph, flip), bb)
    return Painted(
        f"{who.capitalize()} stands alone in a field{opening}, and {his(who)} long shadow {said}.",
        [
            "memory",
            "absence",
            "loneliness",
            "imagination",
            "love",
            "evening",
            "secret self",
            "company",
        ],
    )


def _reflect(m: np.ndarray, hz: float) -> np.ndarray:
    """Mirror a mask about the water line y = hz (only below it)."""
    rows = np.arange(H)
    src = np.clip((2 * hz - rows).astype(int), 0, H - 1)
    return m[src] * (rows[:, None] > hz + 2)


@recipe("noon", "golden", "mist", "dawn", "lavender")
def reflections_hold_hands(ctx: Ctx) -> Painted:
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
    ctx.lit(refl, _bbox(refl), rc, alpha=0.85, rim=0.15)
    rip = (np.sin(YY * 0.35) > 0.6).astype(np.float32) * refl
    blend(ctx.img, rip, ctx.sky_at(0.1), 0.2)
    ctx.focus[:] = np.maximum(ctx.focus, blur(refl, 6) * 0.9)
    pair = pick(ctx, ["two friends", "a couple", "a brother and a sister"])
    _element(ctx, f"the reflections of {pair} holding hands", "main", refl, ("reflection", "love"))
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


@recipe("dawn", "golden", "noon", "spring", "lavender")
def home_on_the_back(ctx: Ctx) -> Painted:
    """A grown-up walks over the hills carrying a whole house on the back like a rucksack;
    a child walks ahead, pointing somewhere far off."""
    x, s = third(ctx)
    flip = s > 0  # they walk toward the middle and beyond
    sg = -1 if flip else 1
    sky(ctx, sx=W / 2 + s * ctx.u(-380, -250), sy=ctx.u(220, 340), clouds=4)
    gy = ctx.hills(ctx.u(0.55, 0.6), 3)
    ph = H * ctx.u(0.27, 0.3)
    fy = min(gy + ctx.u(240, 320), H * 0.86)
    ax = x - sg * 40
    thing = pick(ctx, ["house", "mushroom-house", "windmill"])
    said = {
        "house": "a whole house",
        "mushroom-house": "a mushroom house",
        "windmill": "a windmill",
    }
    hh = ph * (0.72 if thing != "windmill" else 0.85)
    hx, hy = ax - sg * 0.2 * ph, fy - 0.45 * ph - hh / 2
    hm, hbb = icon_mask(thing, hx, hy, hh, flip=flip)
    who = pick(ctx, ["a woman", "a man", "a grandfather", "a mother"])
    child = person(
        ctx,
        "point",
        ax + sg * 0.5 * ph,
        fy + 20,
        ph * 0.6,
        label="a child walking ahead and pointing far away",
        flip=flip,
        shadow=fy + 20,
        tags=("person", "child", "guide"),
        coat=pick(ctx, ["#c0503a", "#e0b13a", "#3f5f8a"]),
    )
    del child
    # the house is behind the walker: drawn first, with its own shadow
    ctx.cast_shadow(hm, hbb, fy, 0.35)
    colour = {"house": "#c98a6a", "mushroom-house": "#c0504a", "windmill": "#e0d4c0"}[thing]
    ctx.lit(hm, hbb, rgb(colour), rim=0.5)
    lit_windows(ctx, hm, 3 if thing != "windmill" else 1)
    ctx.focus[:] = np.maximum(ctx.focus, blur(hm, 6) * 0.9)
    ctx.elements.append(
        {
            "icon": thing,
            "role": "secondary",
            "bbox": list(hbb),
            "tags": ["home", "burden", "house"],
            "label": f"{said[thing]} carried like a rucksack",
        }
    )
    person(
        ctx,
        "haul",
        ax,
        fy,
        ph,
        "main",
        label=f"{who} carrying {said[thing]} on the back",
        flip=flip,
        shadow=fy,
        tags=("person", "traveller", "carrying"),
    )
    return Painted(
        f"{who.capitalize()} walks over the hills carrying {said[thing]} on the back like a "
        "rucksack, and a child walks ahead pointing somewhere far away.",
        [
            "home",
            "moving",
            "journey",
            "burden",
            "family",
            "hope",
            "exile",
            "belonging",
            "leaving",
        ],
    )


@recipe("noon", "spring", "golden", "dawn")
def seesaw(ctx: Ctx) -> Painted:
    """A small child holds down the low end of a seesaw and holds up, on the high end, an
    animal or a thing many times heavier: a weight that is not what it seems."""
    _x, s = third(ctx)
    sky(ctx, sx=W / 2 + s * ctx.u(250, 380), sy=ctx.u(200, 320), clouds=4)
    gy = ctx.hills(ctx.u(0.58, 0.62), 2)
    heavy = pick(ctx, ["elephant", "polar-bear", "house"])
    said = {
        "elephant": "an elephant",
        "polar-bear": "a polar bear",
        "house": "a whole house",
    }[heavy]
    # the pivot, a rock on the ground; the plank tilts down toward the child's side
    px, py = W / 2 + s * 30, gy + ctx.u(230, 280)
    half = ctx.u(300, 330)
    tilt = ctx.u(0.28, 0.34)  # radians
    lowx, lowy = px + s * half * np.cos(tilt), py - 70 + half * np.sin(tilt)
    highx, highy = px - s * half * np.cos(tilt), py - 70 - half * np.sin(tilt)
    rock = ellipse(px, py - 20, 110, 90, 4) * (py > YY)
    ctx.cast_shadow(rock, (int(px - 90), int(py - 95), int(px + 90), int(py)), py, 0.3)
    ctx.lit(rock, (int(px - 90), int(py - 95), int(px + 90), int(py)), rgb("#7a6a5a"), rim=0.4)
    plank = segment(lowx, lowy, highx, highy, 26)
    pbb = _bbox(plank)
    ctx.lit(plank, pbb, rgb("#8a5a3a"), rim=0.5)
    ctx.shape("a seesaw", "frame", ("seesaw", "balance"), pbb)
    # the heavy thing rides the high end, tilted with the plank
    hh = H * (0.17 if heavy != "house" else 0.15)
    deg = float(np.degrees(tilt)) * (1 if s > 0 else -1)
    cx = highx + s * 0.25 * hh
    hm, hbb = icon_mask(heavy, cx, highy - hh * 0.42, hh, flip=s < 0, rot=deg)
    col = {"elephant": "#8e8a92", "polar-bear": "#e8e4dc", "house": "#c98a6a"}[heavy]
    ctx.lit(hm, hbb, rgb(col), rim=0.5, separate=True)  # it must not melt into the hills
    ctx.focus[:] = np.maximum(ctx.focus, blur(hm, 6) * 0.9)
    ctx.elements.append(
        {
            "icon": heavy,
            "role": "secondary",
            "bbox": list(hbb),
            "tags": ["heavy", "up in the air"],
            "label": f"{said} lifted on the high end",
        }
    )
    ch = H * ctx.u(0.2, 0.22)
    person(
        ctx,
        "sit",
        lowx - s * 40,
        lowy - 14,
        ch,
        "main",
        label=f"a child holding down a seesaw with {said} on it",
        flip=s > 0,
        tags=("person", "child", "strength"),
        coat=pick(ctx, ["#c0503a", "#e0b13a", "#3f5f8a", "#2f6f5a"]),
    )
    return Painted(
        f"A small child holds down one end of a seesaw, and on the other end, up in the air, "
        f"sits {said}.",
        [
            "balance",
            "strength",
            "childhood",
            "weight",
            "play",
            "surprise",
            "courage",
            "lightness",
            "impossible",
        ],
    )
