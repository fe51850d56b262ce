"""A theatre's things: a heavy stage curtain with a valance, a little puppet theatre (its
stage and the painted frame with red curtains round it), an upturned top hat, the dark heads
of an audience along the foot of the card."""

from __future__ import annotations

from typing import NamedTuple

import numpy as np

from .figures import bbox_of
from .paint import XX, YY, Arr, H, W, blend, box, disc, ellipse, fbm, mix, rgb
from .place import add_element
from .scene import Ctx
from .shapes import cubic, polygon_fine, polylines

Pt = tuple[float, float]
CURTAIN = "#a01c24"


def stage_curtain(ctx: Ctx, top: float, bottom: float, col: np.ndarray) -> None:
    """A heavy stage curtain across the back, hung in deep vertical folds, with a scalloped
    valance along its top."""
    ph = ctx.u(0, 6)
    fold = np.sin(XX / ctx.u(52, 62) + ph + 0.6 * np.sin(XX / 170 + ph))
    shade = 0.55 + 0.45 * (0.5 + 0.5 * fold) ** 1.5
    cur = col[None, None, :] * shade[..., None]
    m = box(-5, top, W + 5, bottom, 2)
    blend(ctx.img, m, np.clip(cur, 0, 1))
    # the valance: a row of swags across the top
    val = np.zeros((H, W), np.float32)
    n = 4
    for k in range(n + 1):
        cx = W * k / n
        val = np.maximum(val, ellipse(cx + W / (2 * n), top + 40, W / (2 * n) + 10, 120, 3))
    val = np.maximum(val, box(-5, -5, W + 5, top + 40, 2))
    swag = np.clip(0.7 + 0.3 * np.cos((YY - top) / 14), 0, 1)
    blend(ctx.img, val, np.clip(col[None, None, :] * 0.9 * swag[..., None], 0, 1))
    fringe = np.clip(val - np.roll(val, -14, 0), 0, 1)
    blend(ctx.img, fringe, rgb("#c89a48"), 0.7)


def top_hat(cx: float, base: float, h: float) -> tuple[Arr, Arr, Arr, Arr]:
    """An upturned top hat, its crown on the boards at y=`base` and its brim up: (crown,
    brim, opening, band)."""
    w0, w1 = h * 0.42, h * 0.47  # half widths at the crown (bottom) and under the brim
    top = base - h
    crown = polygon_fine([(cx - w1, top), (cx + w1, top), (cx + w0, base), (cx - w0, base)])
    crown = np.maximum(crown, ellipse(cx, base, w0, h * 0.1, 2))
    brim = ellipse(cx, top, h * 0.72, h * 0.17, 2)
    opening = ellipse(cx, top + 2, w1 * 0.92, h * 0.1, 2)
    band = (
        polygon_fine(
            [
                (cx - w1, top + h * 0.1),
                (cx + w1, top + h * 0.1),
                (cx + w1 * 0.99, top + h * 0.25),
                (cx - w1 * 0.99, top + h * 0.25),
            ]
        )
        * crown
    )
    return crown, brim, opening, band


def audience_row(ctx: Ctx, edge: float, rim: str) -> Arr:
    """The front row of an audience: five dark heads and shoulders along the bottom edge,
    below a stage's front edge at y=`edge`, its light (`rim`) catching their tops; returns
    their mask."""
    crowd = np.zeros((H, W), np.float32)
    n_heads = 5
    for i in range(n_heads):
        cx = -40 + (W + 80) * (i + ctx.u(0.3, 0.7)) / n_heads
        sz = ctx.u(0.72, 1.08)
        cy = edge - ctx.u(10, 40) * sz + (1.08 - sz) * 90
        crowd = np.maximum(crowd, ellipse(cx, cy, 68 * sz, 84 * sz, 3))
        crowd = np.maximum(crowd, ellipse(cx, cy + 190 * sz, 190 * sz, 120 * sz, 3))
    dark = mix(rgb(ctx.pal.ink), rgb("#000000"), 0.4)
    blend(ctx.img, crowd, dark, 0.96)
    rim_c = np.clip(crowd - np.roll(crowd, 7, 0), 0, 1) * (edge - 6 > YY)
    blend(ctx.img, rim_c, rgb(rim), 0.35)
    return crowd


def audience_backs(ctx: Ctx, s: int) -> None:
    """The audience in the dark in front of a stage, toward side -s: the backs of two heads,
    a child's in a bobble hat and a grown-up's, their edges lit by the stage."""
    for k, (ax_, r_) in enumerate(((W / 2 - s * 330, 78), (W / 2 - s * 90, 96))):
        top = H - 40 - r_ * (1.6 if k else 1.2)
        head_m = np.maximum(
            ellipse(ax_, top + r_, r_ * 0.86, r_, 2),
            ellipse(ax_, H + 40, r_ * 2.3, r_ * 1.3, 2),
        )
        if k == 0:  # the child's bobble hat
            head_m = np.maximum(head_m, disc(ax_ + 10, top - 6, r_ * 0.3, 2))
        blend(ctx.img, head_m, rgb("#120c0e"))
        rim_m = np.clip(head_m - np.roll(head_m, 7, 0), 0, 1)
        blend(ctx.img, rim_m, rgb("#c8884a"), 0.6)
    add_element(
        ctx,
        "the backs of the audience's heads in the dark",
        "frame",
        (int(W / 2 - s * 330 - 190), int(H - 330), int(W / 2 - s * 90 + 220), H),
        ("audience", "person", "watching"),
    )


class PuppetStage(NamedTuple):
    """A puppet theatre's opening (ox0..ox1 across, from oy0 down to its front edge fy), the
    back edge of its floor, and the masks of its frame, its back cloth and its floor."""

    ox0: float
    ox1: float
    oy0: float
    fy: float
    back_y: float
    frame: Arr
    back: Arr
    floor: Arr


def puppet_stage(ctx: Ctx) -> PuppetStage:
    """A little puppet theatre's stage in a dark room: a deep blue painted cloth with soft
    folds at the back, floor boards converging to it (its frame is drawn later by
    :func:`puppet_theatre_front`)."""
    rng = ctx.rng
    ox0, ox1, oy0, fy = 150.0, 1050.0, 700.0, 1560.0  # the opening; fy: its front edge
    back_y = fy - 130  # the floor's back edge
    frame = np.clip(box(60, oy0 - 130, 1140, H + 10, 3) - box(ox0, oy0, ox1, fy, 3), 0, 1)
    crest = ellipse(W / 2, oy0 - 130, 330, 120, 3) * (oy0 - 130 > YY)
    frame = np.maximum(frame, crest)
    # the back wall of the stage: a deep blue painted cloth with soft vertical folds
    back = box(ox0, oy0, ox1, back_y + 4, 2)
    folds = 0.85 + 0.15 * np.sin(XX / 38 + 2 * fbm(rng, 120, 2))
    cloth = rgb("#232a4a")[None, None, :] * folds[..., None]
    ctx.img[:] = ctx.img * (1 - back[..., None]) + cloth * back[..., None]
    # the floor boards, seen a little from above, converging to the back
    floor = polygon_fine([(ox0 + 30, back_y), (ox1 - 30, back_y), (ox1, fy), (ox0, fy)])
    boards = rgb("#6a4428") * (1 + 0.18 * (fbm(rng, 40, 2) - 0.5))[..., None]
    blend(ctx.img, floor, np.clip(boards, 0, 1))
    lines = []
    for k in range(-7, 8):
        x0 = W / 2 + k * 58
        x1 = W / 2 + k * 64
        lines.append([(x0, back_y), (x1, fy)])
    blend(ctx.img, polylines(lines, 2.5) * floor, rgb("#3a2414"), 0.6)
    return PuppetStage(ox0, ox1, oy0, fy, back_y, frame, back, floor)


def puppet_theatre_front(ctx: Ctx, st: PuppetStage, curtain: str = CURTAIN) -> None:
    """The puppet theatre's curtains, drawn aside to both sides and tied, and its painted
    frame in front: dark red panels with gold mouldings, a crest, a scalloped valance."""
    rng = ctx.rng
    ox0, ox1, oy0, fy, frame = st.ox0, st.ox1, st.oy0, st.fy, st.frame
    curt = rgb(curtain)
    for side in (-1, 1):
        edge_x = ox0 if side < 0 else ox1
        inner_top = edge_x - side * 200
        tie_y = oy0 + ctx.u(300, 350)
        inner_tie = edge_x - side * 70
        inner_foot = edge_x - side * 130
        pts: list[Pt] = [(edge_x + side * 10, oy0 - 20), (inner_top, oy0 - 20)]
        pts += cubic(
            (inner_top, oy0),
            (inner_top, tie_y - 200),
            (inner_tie, tie_y - 80),
            (inner_tie, tie_y),
            16,
        )[1:]
        pts += cubic(
            (inner_tie, tie_y),
            (inner_tie, tie_y + 80),
            (inner_foot, fy - 200),
            (inner_foot, fy + 4),
            16,
        )[1:]
        pts += [(edge_x + side * 10, fy + 4)]
        cm = polygon_fine(pts)
        fold = 0.62 + 0.38 * np.sin((XX - edge_x) / 22 + 1.5 * np.sin(YY / 300))
        ctx.lit(cm, bbox_of(cm), curt, rim=0.6)
        ctx.img *= (1 - cm * (1 - fold) * 0.55)[..., None]
        tie = ellipse(inner_tie + side * 30, tie_y, 60, 16, 3) * cm
        blend(ctx.img, tie, rgb("#d8a84a"), 0.9)
    # the painted frame in front: dark red panels with gold mouldings; a scalloped valance
    panel = rgb("#5a1a1c") * (0.85 + 0.3 * fbm(rng, 60, 2))[..., None]
    panel *= (0.75 + 0.35 * np.clip(1 - np.hypot(XX - W / 2, YY - fy) / 900, 0, 1))[..., None]
    blend(ctx.img, frame, np.clip(panel, 0, 1))
    trim = np.clip(
        box(ox0 - 26, oy0 - 26, ox1 + 26, fy + 26, 3) - box(ox0 - 8, oy0 - 8, ox1 + 8, fy + 8, 3),
        0,
        1,
    )
    trim = np.maximum(trim, box(60, fy + 70, 1140, fy + 90, 3))
    trim = np.maximum(
        trim,
        np.clip(
            ellipse(W / 2, oy0 - 130, 330, 120, 3) - ellipse(W / 2, oy0 - 130, 300, 94, 3), 0, 1
        )
        * (oy0 - 156 > YY),
    )
    ctx.lit(trim, bbox_of(trim), rgb("#c89a3a"), rim=0.6)
    val = box(ox0, oy0 - 6, ox1, oy0 + 44, 2)
    for k in range(10):
        cx = ox0 + (k + 0.5) * (ox1 - ox0) / 10
        val = np.maximum(val, ellipse(cx, oy0 + 44, (ox1 - ox0) / 20, 30, 2) * (oy0 < YY))
    ctx.lit(val, bbox_of(val), curt * 0.9, rim=0.4)
    fringe = np.clip(val - np.roll(val, -8, 0), 0, 1) * (oy0 + 30 < YY)
    blend(ctx.img, fringe, rgb("#d8a84a"), 0.8)
    add_element(
        ctx,
        "a little puppet theatre with red curtains",
        "frame",
        (60, int(oy0 - 250), 1140, H),
        ("theatre", "stage", "curtain", "show"),
    )
