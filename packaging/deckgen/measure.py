"""Measure a deck from its images alone (no metadata), to compare decks before and after.

    cd packaging && ../.venv/bin/python -m deckgen.measure [folder] [--json out.json]

Per card, on a 400x600 decode:
- flat: share of the card whose 9x9 neighbourhood varies by less than 2.5 of 255 in every
  channel (large flat colour areas; paper grain below that level does not count as detail).
- detail: energy of a band-pass (difference of Gaussians) pyramid at 1, 2, 4, 8 and 16 px of
  the 400 px card, i.e. fine brush texture up to large shapes.
- value range: the spread of luminance between its 5th and 95th percentiles, and its RMS
  contrast (standard deviation), on 0-1 values: a card that holds one strong light against
  real darks spreads wide; a pastel card stays narrow.
- colourfulness: Hasler and Suesstrunk (2003), M = s_rgyb + 0.3 m_rgyb, on 0-255 values.
- centre: the visual centre of weight, the centroid of local contrast (gradient magnitude over
  a 5 px blur) plus colour distance from the card's mean colour, in card fractions; `off` is its
  distance from the middle in card widths.
Deck-wide: closest pair by dHash (17x16 grayscale difference hash, 256 bits, as in the deck
check), dark share (mean luminance < 0.33), total size in MB.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

import numpy as np
from PIL import Image


def dhash(img: Image.Image) -> np.ndarray:
    """256-bit difference hash: 17x16 grayscale, each pixel brighter than its right neighbour."""
    g = np.asarray(img.convert("L").resize((17, 16), Image.Resampling.LANCZOS), np.int16)
    return (g[:, 1:] > g[:, :-1]).flatten()


def closest_pair(hashes: dict[str, np.ndarray]) -> tuple[int, str, str]:
    ids = list(hashes)
    m = np.stack([hashes[i] for i in ids]).astype(np.uint8)
    d = (m[:, None, :] != m[None, :, :]).sum(-1)
    d[np.arange(len(ids)), np.arange(len(ids))] = 999
    a, b = np.unravel_index(int(d.argmin()), d.shape)
    return int(d[a, b]), ids[a], ids[b]


def _gauss(a: np.ndarray, r: float) -> np.ndarray:
    """Approximately Gaussian blur of sigma r: three box blurs (via cumulative sums)."""
    rb = max(1, round((np.sqrt(4 * r * r + 1) - 1) / 2))
    for _ in range(3):
        a = _box(a, rb)
    return a


def card_metrics(img: Image.Image) -> dict[str, Any]:
    a = np.asarray(img.convert("RGB").resize((400, 600), Image.Resampling.LANCZOS), np.float32)
    # flat area: max over channels of the 9x9 local standard deviation
    m1 = _box(a, 4)
    m2 = _box(a * a, 4)
    sd = np.sqrt(np.clip(m2 - m1 * m1, 0, None)).max(-1)
    flat = float((sd < 2.5).mean())
    # detail bands on luminance
    lum = (a @ np.array([0.299, 0.587, 0.114], np.float32))[..., None]
    bands = []
    prev = lum
    for r in (1, 2, 4, 8, 16):
        nxt = _gauss(lum, r)
        bands.append(float(np.abs(prev - nxt).mean()))
        prev = nxt
    # colourfulness
    rg = a[..., 0] - a[..., 1]
    yb = 0.5 * (a[..., 0] + a[..., 1]) - a[..., 2]
    colourful = float(np.hypot(rg.std(), yb.std()) + 0.3 * np.hypot(rg.mean(), yb.mean()))
    # visual centre of weight
    s = _gauss(lum, 2)[..., 0]
    gy, gx = np.gradient(s)
    contrast = _gauss(np.hypot(gx, gy)[..., None], 5)[..., 0]
    cdist = np.linalg.norm(_gauss(a, 4) - a.reshape(-1, 3).mean(0), axis=-1)
    w = contrast / (contrast.mean() + 1e-6) + cdist / (cdist.mean() + 1e-6)
    w = np.clip(w - np.median(w), 0, None)  # weight above the card's typical level
    ys, xs = np.mgrid[0:600, 0:400]
    cx = float((w * xs).sum() / w.sum() / 400)
    cy = float((w * ys).sum() / w.sum() / 600)
    off = float(np.hypot(cx - 0.5, (cy - 0.5) * 1.5))
    mean_lum = float(lum.mean() / 255)
    p5, p95 = np.percentile(lum, [5, 95]) / 255
    return {
        "flat": flat,
        "detail": bands,
        "colourfulness": colourful,
        "centre": [cx, cy],
        "off": off,
        "mean": mean_lum,
        "value_range": float(p95 - p5),
        "rms_contrast": float(lum.std() / 255),
    }


def _box(a: np.ndarray, r: int) -> np.ndarray:
    """Mean over a (2r+1)^2 window (edges clamped), per channel, via cumulative sums."""
    p = np.pad(a, ((r + 1, r), (r + 1, r), (0, 0)), mode="edge").astype(np.float64)
    c = p.cumsum(0).cumsum(1)
    k = 2 * r + 1
    s = c[k:, k:] - c[:-k, k:] - c[k:, :-k] + c[:-k, :-k]
    return (s / (k * k)).astype(np.float32)


def measure(folder: Path) -> dict[str, Any]:
    files = (
        sorted(folder.glob("dd-*.webp"))
        or sorted(folder.glob("*.png"))
        or sorted(folder.glob("*.jpg"))
    )
    per: dict[str, dict[str, Any]] = {}
    hashes: dict[str, np.ndarray] = {}
    for f in files:
        with Image.open(f) as im:
            im.draft("RGB", (600, 900))
            per[f.stem] = card_metrics(im)
            hashes[f.stem] = dhash(im)
    n = len(per)
    dist, a, b = closest_pair(hashes)
    cen = np.array([p["centre"] for p in per.values()])
    off = np.array([p["off"] for p in per.values()])
    size = sum(f.stat().st_size for f in folder.iterdir() if f.is_file())
    summary = {
        "cards": n,
        "flat_share_mean": float(np.mean([p["flat"] for p in per.values()])),
        "cards_over_20pct_flat": int(sum(p["flat"] > 0.2 for p in per.values())),
        "detail_bands_mean": [
            float(np.mean([p["detail"][k] for p in per.values()])) for k in range(5)
        ],
        "value_range_mean": float(np.mean([p["value_range"] for p in per.values()])),
        "rms_contrast_mean": float(np.mean([p["rms_contrast"] for p in per.values()])),
        "cards_value_range_under_0.45": int(sum(p["value_range"] < 0.45 for p in per.values())),
        "colourfulness_mean": float(np.mean([p["colourfulness"] for p in per.values()])),
        "colourfulness_min": float(np.min([p["colourfulness"] for p in per.values()])),
        "centre_mean": cen.mean(0).tolist(),
        "centre_spread": cen.std(0).tolist(),
        "off_centre_median": float(np.median(off)),
        "horizontal_off_median": float(np.median(np.abs(cen[:, 0] - 0.5))),
        "cards_horizontally_off_over_0.05": int((np.abs(cen[:, 0] - 0.5) > 0.05).sum()),
        "cards_off_centre_over_0.08": int((off > 0.08).sum()),
        "dhash_closest": [dist, a, b],
        "dark_share": float(np.mean([p["mean"] < 0.33 for p in per.values()])),
        "size_mb": size / 2**20,
    }
    return {"summary": summary, "cards": per}


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("folder", nargs="?", default=str(Path(__file__).parents[2] / "resources/deck"))
    ap.add_argument("--json", default="")
    args = ap.parse_args()
    res = measure(Path(args.folder))
    json.dump(res["summary"], sys.stdout, indent=1)
    print()
    if args.json:
        Path(args.json).write_text(json.dumps(res, indent=1))


if __name__ == "__main__":
    main()
