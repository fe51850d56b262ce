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
Deck-wide: how spread the centres are (`centre_entropy`, 0 all in one third-by-third cell, 1
evenly over the nine), for the image-weight centres and for the main figures' bbox middles
(`figure_centres`, from cards.json); closest pair by dHash (17x16 grayscale difference hash,
256 bits, as in the deck check), dark share (mean luminance < 0.33), total size in MB.

Two reports for issue 23's done-when (the deck passes both; `tests/packaging/test_deckgen_kit.py`
holds it to the twins bar):

    cd packaging && ../.venv/bin/python -m deckgen.measure twins [folder] [--under 64] [--store]
    cd packaging && ../.venv/bin/python -m deckgen.measure figures [folder] [--over 8]

- twins: for every pair of cards, the smallest 256-bit dHash distance: grayscale against
  grayscale and edge map against edge map, each also with either card mirrored
  (`twin_distance`, the same in both orders), so that a mirrored or recoloured copy of a
  picture idea is caught. Lists the pairs under the bar (64). The generator stores each
  card's four hashes in cards.json ("twins"); `--store` hashes every file again into it
  (after a merge, or a file placed by hand).
- figures: cards per main figure: the kind the card's premise declares it depicts
  (`Premise.figure`), or, where the premise lets the seed pick it ("varies"), the card's
  main element in cards.json (its icon, or its first tag). Lists the figures over the bar
  (8 cards).
"""

from __future__ import annotations

import argparse
import hashlib
import io
import json
import sys
from collections import Counter
from pathlib import Path
from typing import IO, Any

import numpy as np
from PIL import Image, ImageOps


def dhash(img: Image.Image) -> np.ndarray:
    """256-bit difference hash: 17x16 grayscale, each pixel brighter than its right neighbour."""
    g = np.asarray(img.convert("L").resize((17, 16), Image.Resampling.LANCZOS), np.int16)
    return (g[:, 1:] > g[:, :-1]).flatten()


def edge_map(img: Image.Image) -> Image.Image:
    """The picture's edges: gradient magnitude of its grayscale at 240x360, a little blurred,
    stretched to 0-255 (a recoloured copy keeps its edges where its grey values change)."""
    g = np.asarray(img.convert("L").resize((240, 360), Image.Resampling.LANCZOS), np.float32)
    gx = np.zeros_like(g)
    gy = np.zeros_like(g)
    gx[:, 1:-1] = g[:, 2:] - g[:, :-2]
    gy[1:-1, :] = g[2:, :] - g[:-2, :]
    mag = _gauss(np.hypot(gx, gy)[..., None], 2.0)[..., 0]
    mag = mag / max(float(mag.max()), 1e-6) * 255
    return Image.fromarray(mag.astype(np.uint8))


def dhash_area(img: Image.Image) -> np.ndarray:
    """256-bit difference hash on an area-averaged 17x16 grayscale (every pixel counts, so
    a small change of detail moves it less than `dhash`)."""
    g = np.asarray(img.convert("L").resize((17, 16), Image.Resampling.BOX), np.int16)
    return (g[:, 1:] > g[:, :-1]).flatten()


def twin_hashes(img: Image.Image) -> np.ndarray:
    """Four 256-bit dHashes (`dhash_area`), as rows: grayscale, grayscale mirrored, edge
    map, edge map mirrored."""
    edges = edge_map(img)
    return np.stack(
        [
            dhash_area(img),
            dhash_area(ImageOps.mirror(img)),
            dhash_area(edges),
            dhash_area(ImageOps.mirror(edges)),
        ]
    )


def twin_distance(a: np.ndarray, b: np.ndarray) -> int:
    """The smallest distance between two cards' `twin_hashes`: grayscale and edge map, each
    also with one card mirrored. Mirroring either card is tried, so the distance is the same
    in both orders: a mirrored dHash is the plain one reversed and inverted only where two
    neighbours differ, and where they are equal it is not (one order alone read dd-038 and
    dd-081 as 65 apart, the other as 62)."""
    return int(
        min(
            (a[0] != b[0]).sum(),
            (a[0] != b[1]).sum(),
            (a[1] != b[0]).sum(),
            (a[2] != b[2]).sum(),
            (a[2] != b[3]).sum(),
            (a[3] != b[2]).sum(),
        )
    )


def file_twin_hashes(source: Path | IO[bytes]) -> np.ndarray:
    """`twin_hashes` of a card file, decoded the one way both the generator and `twins` use."""
    with Image.open(source) as im:
        im.draft("RGB", (600, 900))
        return twin_hashes(im.convert("RGB"))


def digest(data: bytes) -> str:
    """The first 16 hex digits of a file's SHA-256: which file stored twin hashes belong to."""
    return hashlib.sha256(data).hexdigest()[:16]


def twin_record(data: bytes) -> dict[str, str]:
    """A card file's four twin hashes as cards.json keeps them: the file's digest ("of") and
    the 1024 bits as 256 hex digits ("bits")."""
    bits = file_twin_hashes(io.BytesIO(data)).astype(bool)
    return {"of": digest(data), "bits": np.packbits(bits).tobytes().hex()}


def twin_hashes_from_hex(text: str) -> np.ndarray:
    bits = np.unpackbits(np.frombuffer(bytes.fromhex(text), np.uint8)).astype(bool)
    if bits.size != 4 * 256:
        raise ValueError(f"twin hashes need 1024 bits, not {bits.size}")
    return bits.reshape(4, 256)


def stored_twin_hashes(folder: Path) -> dict[str, np.ndarray]:
    """id -> the twin hashes stored in the folder's cards.json, for each card whose file is
    still the one they were taken from (a card without them, a file changed since, or a
    folder without a manifest gives nothing, and `twins` hashes those files itself)."""
    manifest = folder / "cards.json"
    if not manifest.exists():
        return {}
    out = {}
    for c in json.loads(manifest.read_text(encoding="utf-8")).get("cards", []):
        rec = c.get("twins")
        if isinstance(rec, dict) and rec.get("of") == digest((folder / c["file"]).read_bytes()):
            out[c["id"]] = twin_hashes_from_hex(rec["bits"])
    return out


def store_twin_hashes(folder: Path) -> int:
    """Hash every card file of the folder again and write the hashes into its cards.json
    (after a merge, or a card placed by hand); returns how many entries changed."""
    manifest = folder / "cards.json"
    data = json.loads(manifest.read_text(encoding="utf-8"))
    changed = 0
    cards = []
    for c in data["cards"]:
        rec = twin_record((folder / c["file"]).read_bytes())
        changed += c.get("twins") != rec
        entry = {k: v for k, v in c.items() if k != "twins"}
        keys = list(entry)
        # where the generator puts it: after the dHash
        at = keys.index("dhash") + 1 if "dhash" in keys else len(keys)
        items = list(entry.items())
        cards.append(dict([*items[:at], ("twins", rec), *items[at:]]))
    data["cards"] = cards
    manifest.write_text(json.dumps(data, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    return changed


def deck_files(folder: Path) -> list[Path]:
    return (
        sorted(folder.glob("dd-*.webp"))
        or sorted(folder.glob("*.png"))
        or sorted(folder.glob("*.jpg"))
    )


def twins(folder: Path, under: int = 64) -> tuple[int, list[tuple[int, str, str]]]:
    """The smallest twin distance over every pair of cards, and the pairs under `under`
    (closest first). A card's hashes come from cards.json where the generator stored them
    for the file there now (the deck's test checks a sample against the files), else from
    its file."""
    stored = stored_twin_hashes(folder)
    hashes = {
        f.stem: stored[f.stem] if f.stem in stored else file_twin_hashes(f)
        for f in deck_files(folder)
    }
    ids = list(hashes)
    pairs = []
    for i, a in enumerate(ids):
        for b in ids[i + 1 :]:
            pairs.append((twin_distance(hashes[a], hashes[b]), a, b))
    pairs.sort()
    return (pairs[0][0] if pairs else 256), [p for p in pairs if p[0] < under]


def figures(folder: Path) -> Counter[str]:
    """Cards per main figure: the premise's declared kind, or the card's main element where
    the premise lets its seed pick (figure "varies"): its icon, or the first of its tags
    (a shape's kind: "globe", "well")."""
    from .kit.premise import premises

    found = premises()
    cards = json.loads((folder / "cards.json").read_text(encoding="utf-8"))["cards"]
    count: Counter[str] = Counter()
    for c in cards:
        p = found.get(c.get("recipe", ""))
        kind = p.figure if p is not None else "varies"
        if kind == "varies":
            main = [e for e in c["elements"] if e["role"] == "main"]
            e = main[0] if main else {"label": "?", "tags": []}
            kind = str(e.get("icon") or (e["tags"] or [e["label"]])[0])
        count[kind] += 1
    return count


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


def centre_entropy(centres: np.ndarray) -> float:
    """How spread the visual centres are over the card: the entropy of their 3x3 grid
    histogram (thirds of the width and height), 0 all in one cell to 1 evenly spread."""
    cells = np.clip((centres * 3).astype(int), 0, 2)
    counts = np.bincount(cells[:, 1] * 3 + cells[:, 0], minlength=9).astype(float)
    p = counts[counts > 0] / counts.sum()
    return float(-(p * np.log(p)).sum() / np.log(9))


def figure_centres(folder: Path) -> np.ndarray:
    """Where each card's main figure sits, in card fractions: the middle of its bbox in
    cards.json (the composition a premise staged, where the image-weight centre above is
    pulled to the middle by the detail spread over the whole card)."""
    cards = json.loads((folder / "cards.json").read_text(encoding="utf-8"))["cards"]
    out = []
    for c in cards:
        main = [e for e in c["elements"] if e["role"] == "main"]
        if main:
            x0, y0, x1, y1 = main[0]["bbox"]
            out.append(((x0 + x1) / 2 / 1200, (y0 + y1) / 2 / 1800))
    return np.array(out, dtype=np.float64).reshape(-1, 2)


def measure(folder: Path) -> dict[str, Any]:
    files = deck_files(folder)
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
        "flat_max": float(np.max([p["flat"] for p in per.values()])),
        "centre_entropy_3x3": centre_entropy(cen),
        "main_figure_centre_entropy_3x3": (
            centre_entropy(figure_centres(folder)) if (folder / "cards.json").exists() else None
        ),
        "dhash_closest": [dist, a, b],
        "dark_share": float(np.mean([p["mean"] < 0.33 for p in per.values()])),
        "size_mb": size / 2**20,
    }
    return {"summary": summary, "cards": per}


def report(argv: list[str]) -> None:
    """`twins` or `figures`: issue 23's measures, printed."""
    ap = argparse.ArgumentParser(prog="deckgen.measure " + argv[0])
    ap.add_argument("folder", nargs="?", default=str(Path(__file__).parents[2] / "resources/deck"))
    ap.add_argument("--under", type=int, default=64, help="twins: list pairs closer than this")
    ap.add_argument("--over", type=int, default=8, help="figures: flag figures on more cards")
    ap.add_argument(
        "--store", action="store_true", help="twins: hash every file again into cards.json first"
    )
    args = ap.parse_args(argv[1:])
    folder = Path(args.folder)
    if argv[0] == "twins":
        if args.store:
            print(f"{store_twin_hashes(folder)} cards' twin hashes stored again")
        closest, close = twins(folder, args.under)
        print(f"closest pair: {closest} (bar {args.under}); {len(close)} pairs under the bar")
        for d, a, b in close:
            print(f"  {d:3d}  {a} {b}")
    else:
        count = figures(folder)
        over = [k for k, n in count.items() if n > args.over]
        print(f"{sum(count.values())} cards, {len(count)} main figures; over {args.over}: {over}")
        for k, n in count.most_common():
            print(f"  {n:3d}  {k}")


def main() -> None:
    if len(sys.argv) > 1 and sys.argv[1] in ("twins", "figures"):
        report(sys.argv[1:])
        return
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
