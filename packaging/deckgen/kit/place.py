"""Placing figures on the card: a vertical third, a pick from a pool, the main and
secondary figures, and the manifest's elements (what the card says it shows)."""

from __future__ import annotations

import numpy as np

from .figures import bbox_of
from .names import tags
from .paint import W, blur
from .scene import Ctx


def pick(ctx: Ctx, pool: list[str], avoid: tuple[str, ...] = ()) -> str:
    options = [p for p in pool if p not in avoid]
    return str(options[int(ctx.rng.integers(len(options)))])


def main(ctx: Ctx, name: str, cx: float, cy: float, h: float, **kw: object) -> np.ndarray:
    return ctx.subject(name, cx, cy, h, "main", tags=tags(name), **kw)  # type: ignore[arg-type]


def sec(ctx: Ctx, name: str, cx: float, cy: float, h: float, **kw: object) -> np.ndarray:
    return ctx.subject(name, cx, cy, h, "secondary", tags=tags(name), **kw)  # type: ignore[arg-type]


def third(ctx: Ctx, side: int | None = None) -> tuple[float, int]:
    """An x on one of the card's vertical thirds (jittered) and which side it is (-1 or 1)."""
    s = side if side is not None else (1 if ctx.rng.random() < 0.5 else -1)
    return W * (0.5 + s * ctx.u(0.13, 0.19)), s


def relabel(ctx: Ctx, text: str) -> None:
    """Name the card's main figure by what varies in it (a tree made of doves, of sparrows)."""
    next(e for e in ctx.elements if e["role"] == "main")["label"] = text


def add_shadow_element(
    ctx: Ctx, label: str, role: str, m: np.ndarray, tags: tuple[str, ...]
) -> None:
    ctx.elements.append(
        {
            "icon": None,
            "shape": "shadow",
            "label": label,
            "role": role,
            "bbox": list(bbox_of(m)),
            "tags": list(tags),
        }
    )


def add_element(
    ctx: Ctx,
    label: str,
    role: str,
    bb: tuple[int, int, int, int],
    tags: tuple[str, ...],
    icon: str | None = None,
) -> None:
    e: dict[str, object] = {"icon": icon, "label": label, "role": role, "bbox": list(bb)}
    if icon is None:
        e["shape"] = "shape"
    e["tags"] = list(tags)
    ctx.elements.append(e)


def focus_on(
    ctx: Ctx,
    m: np.ndarray,
    soft: float,
    gain: float = 2.0,
    box: tuple[int, int, int, int] | None = None,
    weight: float = 1.0,
) -> None:
    """Keep the brush fine on a figure drawn from shapes (`Ctx.subject` does it for icons):
    the mask ``m`` softened by ``soft`` px, times ``gain``, at most 1, times ``weight``, into
    the card's focus map, within ``box`` (x0, y0, x1, y1) or over the whole card."""
    sl = (
        (slice(None), slice(None))
        if box is None
        else (slice(box[1], box[3]), slice(box[0], box[2]))
    )
    ctx.focus[sl] = np.maximum(ctx.focus[sl], np.clip(blur(m, soft)[sl] * gain, 0, 1) * weight)
