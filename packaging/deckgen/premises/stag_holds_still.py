"""Premise "stag-holds-still": in a misty spring wood at morning, a great red stag stands
side-on and looks back over its shoulder, very still, because its antlers have grown into the
branches of a little tree in full blossom, with a nest in it; a small bird flies in out of the
low sun with a twig in its beak to finish the nest.

The stag is drawn from parts (a deep chest, a barrel body, a round haunch, four jointed legs
with dark hooves, a neck that turns back, a head in profile with a long muzzle, an ear and a
pale throat); the antlers rise from its head as pale bone and darken into bark as they
branch on into a tree whose crown is clusters of blossom. The eye, the bird's twig and the
drifting petals come after the paint.
"""

from __future__ import annotations

import numpy as np

from ..kit.light import after_mask, later_glow
from ..kit.paint import (
    XX,
    YY,
    Arr,
    H,
    W,
    blend,
    blur,
    disc,
    ellipse,
    mix,
    rgb,
)
from ..kit.place import add_element, focus_on
from ..kit.premise import Painted, Premise
from ..kit.scene import Ctx
from ..kit.shapes import blossoms, cubic, mask_bbox, polygon_fine, polylines, ribbon, tilted_ellipse

Pt = tuple[float, float]
COATS = {"red-brown": ("#9c5630", "#3e2214"), "tawny": ("#a8683a", "#46281a")}
BLOSSOMS = {
    "pink-and-white": ("#f6c4d0", "#fff2f4", "#d88aa0"),
    "white": ("#f4ece8", "#ffffff", "#c8a8b0"),
}
ANTLER, BARK = "#e6d8b8", "#5a4030"


def _wood(ctx: Ctx, hz: float) -> None:
    """Pale trunks far off in the mist, and banks of mist lying between them."""
    g = ctx.rng
    far = mix(ctx.sky_at(0.45), rgb(ctx.pal.ink), 0.16)
    near = mix(ctx.sky_at(0.45), rgb(ctx.pal.ink), 0.3)
    for k in range(9):
        x = float(g.uniform(-0.02, 1.02)) * W
        w = float(g.uniform(14, 34)) * (1.5 if k > 6 else 1.0)
        col = near if k > 6 else far
        lean = float(g.uniform(-20, 20))
        trunk = polygon_fine(
            [
                (x - w, hz + 40),
                (x - w * 0.6 + lean, -10),
                (x + w * 0.6 + lean, -10),
                (x + w, hz + 40),
            ]
        )
        fade = np.clip(0.15 + YY / hz * 0.75, 0, 1).astype(np.float32)
        blend(ctx.img, blur(trunk, 5) * fade, col, 0.55 if k > 6 else 0.35)
    ctx.fog(hz / H - 0.02, 0.1, 0.55)
    ctx.fog(hz / H - 0.16, 0.08, 0.3)


def _tree(ctx: Ctx, roots: list[tuple[Pt, float, float]], d: int) -> tuple[list, list[Pt]]:
    """Branches growing on from the antlers' tips: (start, angle, width) roots, each forking
    upward; returns the branch segments (path, width) and the twig tips."""
    g = ctx.rng
    segs: list[tuple[list[Pt], float]] = []
    tips: list[Pt] = []
    todo = [(p, a, w, 0) for p, a, w in roots]
    while todo:
        (x, y), a, w, depth = todo.pop()
        ln = float(g.uniform(85, 120)) * (0.85**depth)
        bend = float(g.uniform(-0.25, 0.25))
        mx, my = x + ln * 0.5 * np.cos(a), y + ln * 0.5 * np.sin(a)
        a2 = a + bend
        ex, ey = mx + ln * 0.5 * np.cos(a2), my + ln * 0.5 * np.sin(a2)
        ex = float(np.clip(ex, 150, W - 150))  # the crown stays on the card
        ey = max(ey, 150.0)
        segs.append(([(x, y), (mx, my), (ex, ey)], w))
        if depth >= 4 or w < 5:
            tips.append((ex, ey))
            continue
        spread = float(g.uniform(0.45, 0.75))
        for sgn in (-1, 1):
            na = a2 + sgn * spread + float(g.normal(0, 0.1))
            na = float(np.clip(na, -np.pi + 0.12, -0.12))  # keep growing upward
            todo.append(((ex, ey), na, w * 0.68, depth + 1))
    return segs, tips


def stage(ctx: Ctx) -> Painted:
    g = ctx.rng
    d = 1 if g.random() < 0.5 else -1  # the stag's body faces d; it looks back toward -d
    x0 = W / 2 - d * ctx.u(50, 80)  # its body's middle; its head near the card's
    gy = H * ctx.u(0.85, 0.87)  # where its hooves stand
    hz = H * ctx.u(0.6, 0.63)
    # the sky: a low morning sun behind the mist, on the side the stag looks back to
    ctx.texture_sky()
    sun_x, sun_y = W / 2 - d * W * ctx.u(0.3, 0.34), H * ctx.u(0.42, 0.46)
    ctx.celestial(sun_x, sun_y, 46, "sun")
    _wood(ctx, hz)
    ctx.rays(sun_x, sun_y, 7, 0.12, 1.2)
    ctx.hills(hz / H, 2, amp=24, cell=420)
    ctx.staged[:] = [f for f in ctx.staged if f != ctx.repoussoir]  # the crown is the tree
    coat = list(COATS)[int(g.integers(len(COATS)))]
    fur, dark = (rgb(c) for c in COATS[coat])

    def P(a: float, b: float) -> Pt:  # a forward along its body, b up from its hooves
        return (x0 + d * a, gy - b)

    # the stag, in parts: far legs first (darker), then the body, then near legs
    def leg(pts: list[tuple[float, float]], widths: list[float]) -> Arr:
        return ribbon([P(a, b) for a, b in pts], widths, 2)

    far_legs = np.maximum(
        leg([(150, 330), (140, 170), (150, 30), (150, 8)], [64, 30, 22, 22]),
        leg([(-150, 360), (-118, 190), (-150, 30), (-150, 8)], [90, 36, 22, 22]),
    )
    near_legs = np.maximum(
        leg([(200, 340), (205, 170), (215, 30), (218, 8)], [74, 32, 24, 24]),
        leg([(-205, 360), (-172, 180), (-215, 30), (-218, 8)], [104, 38, 24, 24]),
    )
    hooves = np.maximum.reduce(
        [
            polygon_fine([P(a - 15, 26), P(a + 14, 26), P(a + 22, 0), P(a - 16, 0)])
            for a in (150, -150, 218, -218)
        ]
    )
    body = tilted_ellipse(*P(0, 410), 250, 105, 0)
    chest = tilted_ellipse(*P(175, 420), 118, 132, d * 0.2)
    haunch = tilted_ellipse(*P(-185, 420), 118, 125, 0)
    tail = tilted_ellipse(*P(-290, 466), 15, 28, -d * 0.5)
    # the neck rises from the shoulders and turns back; the head, in profile, faces -d
    neck = ribbon(
        cubic(P(180, 430), P(220, 540), P(205, 620), P(140, 690), 16),
        [200 - 90 * i / 16 for i in range(17)],
        2,
    )
    mane = ribbon(cubic(P(120, 470), P(150, 560), P(165, 610), P(150, 660), 10), [70] * 11, 2)
    skull = tilted_ellipse(*P(120, 700), 74, 58, -d * 0.15)
    muzzle = ribbon([P(100, 692), P(40, 670), P(-10, 654)], [96, 70, 52], 2)
    ear = tilted_ellipse(*P(178, 742), 50, 21, d * 0.6)
    stag = np.maximum.reduce([body, chest, haunch, tail, neck, mane, skull, muzzle, ear])
    whole = np.maximum.reduce([stag, far_legs, near_legs, hooves])
    sb = mask_bbox(whole)
    ctx.cast_shadow(whole, sb, gy, 0.4)
    ctx.contact(whole, sb)
    ctx.lit(far_legs, mask_bbox(far_legs), mix(fur, dark, 0.45), rim=0.3)
    ctx.lit(np.maximum.reduce([body, chest, haunch, neck, mane]), sb, fur, rim=0.7, separate=True)
    ctx.lit(near_legs, mask_bbox(near_legs), mix(fur, dark, 0.15), rim=0.5)
    ctx.lit(hooves, mask_bbox(hooves), rgb("#221812"), rim=0.2)
    # a darker shaggy mane, a pale belly line, a pale rump patch and tail
    blend(ctx.img, blur(mane * neck, 3), dark, 0.4)
    belly = ellipse(*P(0, 318), 220, 30, 12) * body
    blend(ctx.img, belly, mix(fur, rgb("#f0dcc0"), 0.5), 0.45)
    rump = ellipse(*P(-262, 440), 44, 70, 10) * haunch
    blend(ctx.img, rump, rgb("#eedcc0"), 0.6)
    ctx.lit(tail, mask_bbox(tail), rgb("#e8d4b4"), rim=0.4)
    head = np.maximum.reduce([skull, muzzle, ear])
    ctx.lit(head, mask_bbox(head), fur * 1.05, rim=0.7)
    throat = ellipse(*P(150, 642), 40, 26, 8) * neck
    blend(ctx.img, throat, rgb("#f0e0c8"), 0.55)
    inner = tilted_ellipse(*P(182, 742), 30, 10, d * 0.6)
    blend(ctx.img, inner, mix(fur, rgb("#e8b8a0"), 0.5), 0.7)
    nose = ellipse(*P(-6, 660), 22, 20, 2)
    blend(ctx.img, nose, rgb("#1e1410"), 0.95)
    mouth = ellipse(*P(12, 638), 26, 10, 2) * muzzle
    blend(ctx.img, mouth, rgb("#f0e0c8"), 0.5)
    # the antlers: two beams from the crown of its head, pale bone, darkening to bark as they
    # branch on into a tree
    base_a, base_b = 135.0, 742.0
    beams = [
        (P(base_a - 12, base_b), P(base_a - 90, base_b + 70), P(base_a - 110, base_b + 150)),
        (P(base_a + 18, base_b - 4), P(base_a + 110, base_b + 60), P(base_a + 150, base_b + 140)),
    ]
    roots: list[tuple[Pt, float, float]] = []
    bone = np.zeros((H, W), np.float32)
    brow = []
    for p0, p1, p2 in beams:
        pts = cubic(p0, p1, p1, p2, 12)
        bone = np.maximum(bone, ribbon(pts, [30 - 1.2 * i for i in range(13)], 2))
        a_end = float(np.arctan2(p2[1] - p1[1], p2[0] - p1[0]))
        roots.append((p2, a_end, 18.0))
        # a brow tine curving forward (toward the muzzle) low on each beam
        q = pts[3]
        brow.append([q, (q[0] - d * 50, q[1] - 12), (q[0] - d * 80, q[1] - 44)])
    bone = np.maximum(bone, polylines(brow, 12))
    segs, tips = _tree(ctx, roots, d)
    wood = np.zeros((H, W), np.float32)
    for path, w in segs:
        wood = np.maximum(wood, polylines([path], w))
    ctx.lit(wood, mask_bbox(wood), rgb(BARK), rim=0.5)
    ctx.lit(bone, mask_bbox(bone), rgb(ANTLER), rim=0.6)
    # where bone meets wood: a soft join
    join = blur(bone, 10) * wood * (1 - bone)
    blend(ctx.img, join, mix(rgb(ANTLER), rgb(BARK), 0.5), 0.6)
    # the crown: clusters of blossom round the twigs, fine flowers over them, young leaves
    bname = list(BLOSSOMS)[int(g.integers(len(BLOSSOMS)))]
    pink, pale, deep = (rgb(c) for c in BLOSSOMS[bname])
    pts: list[Pt] = list(tips)
    for path, w in segs:
        pts.append(path[2])
        if w < 13:
            pts.append(path[1])
    mass = np.zeros((H, W), np.float32)
    for px, py in pts:
        np.maximum(
            mass, ellipse(px, py, float(g.uniform(40, 62)), float(g.uniform(30, 46)), 4), out=mass
        )
    hb = mask_bbox(mass)
    leaves = np.zeros((H, W), np.float32)
    for px, py in pts[::2]:
        lx, ly = px + float(g.normal(0, 40)), py + float(g.normal(0, 30))
        np.maximum(leaves, tilted_ellipse(lx, ly, 22, 9, float(g.uniform(0, 3))), out=leaves)
    ctx.lit(leaves * (1 - mass), mask_bbox(leaves), rgb("#86b45c"), rim=0.3)
    ctx.lit(mass, hb, mix(pink, deep, 0.2), rim=0.6)
    blend(ctx.img, mass, pink, 0.3)  # blossom is translucent: its shade stays light
    # the light side of the crown toward the sun
    lightside = np.clip((XX - (hb[0] + hb[2]) / 2) * -d / ((hb[2] - hb[0]) / 2) + 0.4, 0, 1)
    blend(ctx.img, mass * lightside.astype(np.float32), pale, 0.35)
    bloom, hearts = blossoms(g, mass, 200, (11, 17))
    blend(ctx.img, bloom, pink, 0.85)
    lit_petal = np.clip(bloom - np.roll(bloom, (5, 5 * d), (0, 1)), 0, 1)
    blend(ctx.img, lit_petal, pale, 0.85)
    # the nest, in a fork on the sun side of the crown, woven of twigs
    cand = [(px, py) for (path, w) in segs for (px, py) in path[2:] if 8 < w < 13]
    sun_side = sorted(cand, key=lambda p: p[0] * d)
    nx, ny = sun_side[0] if sun_side else (P(0, 1100))
    nx, ny = float(nx), float(ny) + 10
    back = ellipse(nx, ny - 6, 66, 18, 2)
    blend(ctx.img, back, rgb("#2e2014"))
    cup = ellipse(nx, ny + 14, 74, 34, 2) * (ny - 6 < YY)
    ctx.lit(cup, mask_bbox(cup), rgb("#8a6440"), rim=0.6)
    side = ctx.side()
    weave = []
    for _ in range(22):
        a = float(side.uniform(-0.5, 0.5))
        cx_ = nx + float(side.uniform(-60, 60))
        cy_ = ny + float(side.uniform(-2, 30))
        ln = float(side.uniform(16, 34))
        weave.append(
            [
                (cx_ - ln * np.cos(a), cy_ - ln * np.sin(a)),
                (cx_ + ln * np.cos(a), cy_ + ln * np.sin(a)),
            ]
        )
    after_mask(ctx, polylines(weave, 2.5) * blur(cup, 2), "#c8a070", 0.6)
    nest = np.maximum(back, cup)
    # two chicks' heads peeping over the rim, beaks up
    chicks = np.zeros((H, W), np.float32)
    for k, off in enumerate((-22, 20)):
        hx_, hy_ = nx + off, ny - 20 - 6 * k
        chicks = np.maximum(chicks, disc(hx_, hy_, 15, 1.5))
        chicks = np.maximum(
            chicks,
            polygon_fine([(hx_ - 8, hy_ - 8), (hx_ + 2 * off / 20, hy_ - 36), (hx_ + 8, hy_ - 8)]),
        )
    blend(ctx.img, chicks * (1 - cup), rgb("#8a7a66"), 0.95)
    # the bird flying in out of the sun with a twig in its beak
    bx = float(np.clip(nx - d * ctx.u(190, 240), 130, W - 130))
    by = ny - ctx.u(20, 50)
    f = d  # it flies toward the nest (toward +d)
    kb = 1.4

    def Q(u: float, v: float) -> Pt:  # the bird's own frame: u ahead, v down
        return (bx + f * u * kb, by + v * kb)

    bird_body = tilted_ellipse(*Q(0, 0), 34 * kb, 15 * kb, f * 0.15)
    bird_head = disc(*Q(30, -8), 13 * kb, 1.5)
    up_wing = polygon_fine([Q(-6, -6), Q(-42, -70), Q(-10, -60), Q(16, -8)])
    low_wing = polygon_fine([Q(-4, 2), Q(-50, 24), Q(8, 8)])
    btail = polygon_fine([Q(-26, 0), Q(-64, -12), Q(-62, 12)])
    bird = np.maximum.reduce([bird_body, bird_head, up_wing, low_wing, btail])
    ctx.lit(bird, mask_bbox(bird), rgb("#5a4a3a"), rim=0.8)
    breast = ellipse(*Q(14, 6), 16 * kb, 9 * kb, 2)
    blend(ctx.img, breast, rgb("#d8843a"), 0.8)
    twig = [[Q(36, -4), Q(70, -14), Q(92, -8)], [Q(70, -14), Q(84, -32)]]
    after_mask(ctx, polylines(twig, 4), "#6a4a2a", 0.95)
    after_mask(ctx, disc(*Q(34, -11), 4, 1), "#100a06", 0.9)
    later_glow(ctx, sun_x, sun_y, 140, "#fff6e0", 0.2)
    # after the paint: the stag's eye, a catchlight, flower hearts, drifting petals
    eye = P(95, 704)
    after_mask(ctx, tilted_ellipse(*eye, 13, 9, -d * 0.2), "#140c08", 0.95)
    after_mask(ctx, disc(eye[0] - d * 3, eye[1] - 3, 3, 1), "#fff0dc", 0.85)
    hearts_m = np.zeros((H, W), np.float32)
    for hx, hy in hearts[::2]:
        np.maximum(hearts_m, disc(hx, hy, 2.5, 1), out=hearts_m)
    after_mask(ctx, hearts_m, "#c8903a", 0.6)
    petals = np.zeros((H, W), np.float32)
    for _ in range(60):
        px = float(side.uniform(hb[0] - 120, hb[2] + 120))
        py = float(side.uniform(hb[3] - 60, gy + 30))
        a = float(side.uniform(0, 3))
        np.maximum(petals, tilted_ellipse(px, py, float(side.uniform(5, 8)), 3.5, a), out=petals)
    after_mask(ctx, petals * (1 - np.clip(head * 2, 0, 1)), pale, 0.9)
    # a few petals resting on its back
    rest = np.zeros((H, W), np.float32)
    for _ in range(10):
        px, py = P(float(side.uniform(-200, 150)), float(side.uniform(480, 505)))
        np.maximum(rest, tilted_ellipse(px, py, 6, 3.5, float(side.uniform(0, 3))), out=rest)
    after_mask(ctx, rest * body, pale, 0.85)
    crown = np.clip(np.maximum.reduce([mass, bloom, wood, bone]), 0, 1)
    focus_on(ctx, whole, 4, 2.0)
    focus_on(ctx, np.maximum(head, bone), 3, 2.5)
    focus_on(ctx, np.maximum(nest, bird), 3, 2.5)
    focus_on(ctx, crown, 6, 1.2)
    add_element(
        ctx,
        f"a great {coat} stag looking back over its shoulder",
        "main",
        mask_bbox(np.maximum(whole, bone)),
        ("animal", "stag", "deer", "antlers", "looking back", "stillness"),
    )
    add_element(
        ctx,
        f"a little tree in {bname} blossom growing from its antlers",
        "secondary",
        mask_bbox(crown),
        ("tree", "blossom", "flower", "branch", "spring", "antlers"),
    )
    add_element(
        ctx,
        "a nest with two chicks",
        "secondary",
        mask_bbox(np.maximum(nest, chicks)),
        ("nest", "chick", "home"),
    )
    add_element(
        ctx,
        "a small bird flying in with a twig in its beak",
        "secondary",
        mask_bbox(bird),
        ("bird", "twig", "flying", "building"),
    )
    return Painted(
        f"In a misty wood in spring, a great {coat} stag stands still and looks back over its "
        f"shoulder: its antlers have grown into the branches of a little tree in full {bname} "
        "blossom, with a nest where two chicks wait, and a small bird flies in out of the low "
        "sun with a twig in its beak, while petals drift down around the stag.",
        ["patience", "stillness", "home", "spring", "growing", "gentleness", "carrying"],
        setting="in the soft light of a misty morning",
    )


PREMISE = Premise(
    name="stag-holds-still",
    figure="stag",
    palettes=("dawn", "mist", "lavender"),
    stage=stage,
    max_cards=1,
    frame=False,
)
