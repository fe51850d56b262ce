"""Generate the built-in deck: paint candidates, keep the best 84, write WebP + cards.json.

Run from the `packaging` folder (the name `packaging` clashes with the pip library):

    cd packaging && ../.venv/bin/python -m deckgen.generate --candidates 4     # explore
    cd packaging && ../.venv/bin/python -m deckgen.generate --from-list        # reproduce

Icons come from `@iconify-json/game-icons` (npm pack into /tmp/npmcache) the first time and
from the vendored copies in resources/icons/game-icons afterwards.
"""

from __future__ import annotations

import argparse
import hashlib
import io
import json
import multiprocessing
import shutil
import time
import zlib
from collections import Counter
from pathlib import Path
from typing import Any

import numpy as np
from PIL import Image

from .kit.brush import paint
from .kit.paint import ROOT, USED, VENDORED, H, W, blur, finish, icon_svg
from .kit.premise import files_of, premises
from .kit.scene import Ctx
from .kit.stage import Staged, stage
from .kit.tables import ICONS, UNREADABLE
from .measure import dhash, twin_record

DECK = ROOT / "resources" / "deck"
LIST = DECK / "recipes.json"
# The design folder sits beside the repository (../shared/design), as in the workplace.
DESIGN = ROOT.parent / "shared" / "design"
AUTHORS = DESIGN / "game-icons-authors.json"
N_CARDS = 84
MAX_PER_RECIPE = 3
MAX_DARK = 16  # under 20% of 84
MAX_PER_PALETTE = 12
# 17x16 difference hash (256 bits) on the encoded card; the deck check asks for >= 50.
MIN_DHASH = 56
MIN_MAIN = 0.15  # the main figure's size: its height or its width, as a share of the card's
EDGE = 6  # pixels: a figure closer to the card's edge than this is cut by it
WEBP_QUALITY = 82


# Said after each description: the light and colour of the card, for screen-reader users.
SETTING = {
    "dawn": "in pink dawn light",
    "noon": "under a clear blue sky",
    "golden": "in golden evening light",
    "storm": "under a green storm sky",
    "snow": "in white winter light",
    "mist": "in soft grey-green mist",
    "desert": "in warm sandy light",
    "spring": "in fresh spring greens",
    "lavender": "in a lavender haze",
    "dusk": "in purple dusk",
    "night": "on a deep blue night",
    "aurora": "on a green-lit night",
    "under": "in teal underwater light",
    "interior": "in warm lamplight",
    "mint": "in pale mint light",
}


def seed_of(recipe: str, n: int) -> int:
    return zlib.crc32(f"{recipe}:{n}".encode()) & 0x7FFFFFFF


def card_words(staged: Staged) -> tuple[str, list[str]]:
    """What cards.json says of a staged card: its description (the premise's words, the light
    of its palette and the staging's notes) and its concepts (the premise's, then the
    palette's moods, at most 12)."""
    painted, pal = staged.painted, staged.palette
    said = painted.setting or SETTING[pal.name]
    description = ", ".join([painted.description.rstrip("."), said, *staged.ctx.notes]) + "."
    return description, list(dict.fromkeys([*painted.concepts, *pal.moods]))[:12]


def render(recipe: str, seed: int) -> tuple[Image.Image, dict[str, Any]]:
    staged = stage(recipe, seed)
    ctx, pal, rng = staged.ctx, staged.palette, staged.ctx.rng
    focus = blur(np.clip(ctx.focus, 0, 1), 10)
    canvas = paint(values(ctx.img), focus, rng)
    for touch in ctx.after:
        touch(canvas)
    img = finish(canvas, rng, grain=0.025, centre=focal_centre(ctx), vignette=0.55)
    description, concepts = card_words(staged)
    meta = {
        "recipe": recipe,
        "seed": seed,
        "palette": pal.name,
        "elements": ctx.elements,
        "description": description,
        "concepts": concepts,
        "icons": sorted(USED),
    }
    return img, meta


def values(img: np.ndarray) -> np.ndarray:
    """A painter's value plan on the staged picture: contrast widened around the card's own
    mean (darks darker, lights lighter, gently compressed at both ends) and colour a little
    richer, so that the card holds one strong light against real darks."""
    img = np.clip(img, 0, 1)
    wl = np.array([0.3, 0.59, 0.11], np.float32)
    lum = img @ wl
    m = float(lum.mean())
    t = lum - m
    new = m + 1.3 * t - 0.4 * t * np.abs(t)
    new = np.clip(new, 0.02, 0.99)
    out = img * ((new + 1e-3) / (lum + 1e-3))[..., None]
    grey = (out @ wl)[..., None]
    out = grey + (out - grey) * 1.12
    return np.clip(out, 0, 1).astype(np.float32)


def focal_centre(ctx: Ctx) -> tuple[float, float]:
    """The vignette's centre: between the card's middle and its main figure's, so that the
    light gathers where the story is."""
    for e in ctx.elements:
        if e["role"] == "main":
            x0, y0, x1, y1 = e["bbox"]
            return (W / 2 + (x0 + x1) / 2) / 2, (H / 2 + (y0 + y1) / 2) / 2
    return W / 2, H / 2


def encode(img: Image.Image) -> bytes:
    buf = io.BytesIO()
    img.save(buf, "WEBP", quality=WEBP_QUALITY, method=4)
    return buf.getvalue()


def cut_by_edge(meta: dict[str, Any]) -> bool:
    """Whether a figure (an icon, or a shape smaller than the card) touches the card's edge."""
    for e in meta["elements"]:
        x0, y0, x1, y1 = e["bbox"]
        if e["role"] == "frame" or (e.get("icon") is None and x1 - x0 >= W - 2 * EDGE):
            continue  # framing (a branch) and landscape features spanning the card (rails)
        if x0 < EDGE or y0 < EDGE or x1 > W - EDGE or y1 > H - EDGE:
            return True
    return False


def stats(img: Image.Image) -> dict[str, float]:
    small = img.resize((300, 450))
    lum = np.asarray(small.convert("L"), np.float32) / 255
    a = np.asarray(small, np.float32)
    rg = a[..., 0] - a[..., 1]
    yb = 0.5 * (a[..., 0] + a[..., 1]) - a[..., 2]
    colourful = np.hypot(rg.std(), yb.std()) + 0.3 * np.hypot(rg.mean(), yb.mean())
    return {"mean": float(lum.mean()), "contrast": float(lum.std()), "colourful": float(colourful)}


def dominant_colours(img: Image.Image, k: int = 4) -> list[str]:
    q = img.resize((120, 180)).quantize(colors=k, method=Image.Quantize.MEDIANCUT)
    pal = q.getpalette() or []
    counts = sorted(q.getcolors() or [], reverse=True)
    return ["#{:02x}{:02x}{:02x}".format(*pal[i * 3 : i * 3 + 3]) for _, i in counts[:k]]


def main_icon(meta: dict[str, Any]) -> str:
    for e in meta["elements"]:
        if e["role"] == "main":
            return str(e.get("label") or e.get("icon") or e.get("shape"))
    return "?"


def main_height(meta: dict[str, Any]) -> float:
    """The main figure's size on the card: its height or, for a wide, flat figure (a fish in
    flight, a bicycle), its width, as a share of the card's."""
    hs = [
        max((b[3] - b[1]) / 1800, (b[2] - b[0]) / 1200)
        for b in (e["bbox"] for e in meta["elements"] if e["role"] == "main")
    ]
    return max(hs) if hs else 0.0


def select(cands: list[tuple[Image.Image, dict[str, Any]]]) -> list[int]:
    """Greedy: best-scoring first, within the recipe limit (a premise's own `max_cards`), one
    card per (recipe, main figure), the dark cap and the dHash distance; relaxed in steps only
    if the deck is not full."""
    found = premises()

    def score(i: int) -> float:
        _, m = cands[i]
        s = m["stats"]
        return s["contrast"] * 2 + s["colourful"] / 100 + 0.05 * (m["n"] == 0)

    order = sorted(range(len(cands)), key=score, reverse=True)
    chosen: list[int] = []
    per_recipe: Counter[str] = Counter()
    pairs: set[tuple[str, str]] = set()
    per_pal: Counter[str] = Counter()
    dark = 0
    hashes: list[np.ndarray] = []
    for min_dist, max_recipe, weak_extra in (
        (MIN_DHASH, MAX_PER_RECIPE, 0),
        (MIN_DHASH, MAX_PER_RECIPE + 1, 0),
        (MIN_DHASH - 4, MAX_PER_RECIPE + 1, 0),
        (MIN_DHASH - 5, MAX_PER_RECIPE + 1, 0),
        (MIN_DHASH - 6, MAX_PER_RECIPE + 1, 0),
        (MIN_DHASH - 6, MAX_PER_RECIPE + 1, 1),  # only if still short: one more of a weak one
    ):
        for i in order:
            if len(chosen) >= N_CARDS or i in chosen:
                continue
            _, m = cands[i]
            if main_height(m) < MIN_MAIN or m["stats"]["contrast"] < 0.08 or cut_by_edge(m):
                continue
            p = found[m["recipe"]]
            if not p.frame and any(e["role"] == "frame" for e in m["elements"]):
                continue
            if UNREADABLE & set(m["icons"]):
                continue
            is_dark = m["stats"]["mean"] < 0.33
            key = (m["recipe"], main_icon(m))
            cap = max_recipe if p.max_cards is None else min(max_recipe, p.max_cards + weak_extra)
            if per_recipe[m["recipe"]] >= cap or key in pairs:
                continue
            if (is_dark and dark >= MAX_DARK) or per_pal[m["palette"]] >= MAX_PER_PALETTE:
                continue
            h = m["hash"]
            if hashes and min(int((h != o).sum()) for o in hashes) < min_dist:
                continue
            chosen.append(i)
            hashes.append(h)
            per_recipe[m["recipe"]] += 1
            pairs.add(key)
            per_pal[m["palette"]] += 1
            dark += is_dark
    return chosen


def write_deck(cands: list[tuple[Image.Image, dict[str, Any]]], chosen: list[int]) -> None:
    authors = json.loads(AUTHORS.read_text())["icons"]
    DECK.mkdir(parents=True, exist_ok=True)
    for old in DECK.glob("dd-*.webp"):
        old.unlink()
    used_icons: set[str] = set()
    cards: list[dict[str, Any]] = []
    listing: list[dict[str, Any]] = []
    for n, i in enumerate(chosen, start=1):
        m = cands[i][1]
        cid = f"dd-{n:03d}"
        (DECK / f"{cid}.webp").write_bytes(m["webp"])
        used_icons.update(m["icons"])
        cards.append(card_entry(cid, m, authors))
        listing.append({"id": cid, "recipe": m["recipe"], "seed": m["seed"]})
    back = paint_back()
    back.save(DECK / "back.webp", "WEBP", quality=85, method=6)
    (DECK / "cards.json").write_text(
        json.dumps(
            {"version": 1, "size": [1200, 1800], "back": "back.webp", "cards": cards},
            indent=1,
            ensure_ascii=False,
        )
        + "\n"
    )
    LIST.write_text(json.dumps(listing, indent=1) + "\n")
    used_icons.add("rabbit")  # the card back
    vendor(sorted(used_icons), authors)


def card_entry(cid: str, m: dict[str, Any], authors: dict[str, list[str]]) -> dict[str, Any]:
    """The manifest entry of a painted card."""
    icons = sorted(m["icons"])
    elements = [
        {
            "icon": e.get("icon"),
            "label": e.get("label") or (ICONS[e["icon"]][0] if e.get("icon") else e["shape"]),
            "role": e["role"],
            "tags": e["tags"],
            "bbox": e["bbox"],
        }
        for e in m["elements"]
    ]
    return {
        "id": cid,
        "file": f"{cid}.webp",
        "recipe": m["recipe"],
        "palette": m["palette"],
        "elements": elements,
        "description": m["description"],
        "concepts": m["concepts"],
        "colours": m["colours"],
        "brightness": round(m["stats"]["mean"], 3),
        "dhash": np.packbits(m["hash"]).tobytes().hex(),
        "twins": twin_record(m["webp"]),
        "attribution": {
            "art": "Dixit Desktop deck generator (original, MIT)",
            "icons": [
                {"icon": ic, "author": authors[ic][0], "licence": "CC BY 3.0"} for ic in icons
            ],
        },
    }


def repaint(ids: list[str], sets: list[str], jobs: int = 1) -> None:
    """Re-render only the cards `ids` of recipes.json (after `sets`, "dd-017=recipe:seed",
    have changed what those cards are), in `jobs` worker processes, and update their manifest
    entries, the vendored icons and the credits. The rest of the deck is left as it is."""
    authors = json.loads(AUTHORS.read_text())["icons"]
    listing = json.loads(LIST.read_text())
    by_id = {e["id"]: e for e in listing}
    for spec in sets:
        cid, what = spec.split("=")
        recipe, seed = what.split(":")
        assert recipe in premises() and cid in by_id, spec
        by_id[cid].update(recipe=recipe, seed=int(seed))
        ids.append(cid)
    manifest = json.loads((DECK / "cards.json").read_text())
    cards = {c["id"]: c for c in manifest["cards"]}
    todo = list(dict.fromkeys(ids))
    work = [(by_id[cid]["recipe"], by_id[cid]["seed"], 0) for cid in todo]
    with multiprocessing.get_context("fork").Pool(max(1, jobs)) as pool:
        painted = list(zip(todo, pool.imap(candidate, work), strict=True))
    for cid, (_, m) in painted:
        e = by_id[cid]
        (DECK / f"{cid}.webp").write_bytes(m["webp"])
        cards[cid] = card_entry(cid, m, authors)
        print(cid, e["recipe"], e["seed"], m["palette"], m["description"], flush=True)
    manifest["cards"] = [cards[e["id"]] for e in listing]
    (DECK / "cards.json").write_text(json.dumps(manifest, indent=1, ensure_ascii=False) + "\n")
    LIST.write_text(json.dumps(listing, indent=1) + "\n")
    # the icons credited and those an element names (a figure built from shapes may still name
    # the icon it stands for, as the polar bear does): tests/deck checks the same two
    used = {a["icon"] for c in manifest["cards"] for a in c["attribution"]["icons"]}
    used |= {e["icon"] for c in manifest["cards"] for e in c["elements"] if e.get("icon")}
    vendor(sorted(used | {"rabbit"}), authors)


def vendor(icons: list[str], authors: dict[str, list[str]]) -> None:
    svgs = {ic: icon_svg(ic) for ic in icons}
    if VENDORED.exists():
        shutil.rmtree(VENDORED)
    VENDORED.mkdir(parents=True)
    for ic, svg in svgs.items():
        (VENDORED / f"{ic}.svg").write_text(svg)
    table = {ic: authors[ic][0] for ic in icons}
    (VENDORED / "authors.json").write_text(json.dumps(table, indent=1, sort_keys=True) + "\n")
    lic = DESIGN / "game-icons-license.txt"
    shutil.copy(lic, VENDORED / "LICENSE.txt")
    by_author: dict[str, list[str]] = {}
    for ic, a in table.items():
        by_author.setdefault(a, []).append(ic)
    from dixit_desktop.deck.model import author_name  # one list of display names

    lines = [
        "# Credits",
        "",
        "## Card art",
        "",
        "The built-in deck was painted by the Dixit Desktop deck generator "
        "(`packaging/deckgen`), original work under the project's MIT licence.",
        "",
        "## Icons",
        "",
        "Silhouettes on the cards are icons from [game-icons.net](https://game-icons.net), "
        "licensed under [CC BY 3.0](https://creativecommons.org/licenses/by/3.0/), "
        "recoloured, scaled and composed into scenes.",
        "",
    ]
    for a in sorted(by_author):
        lines.append(f"- Icons made by {author_name(a)}: " + ", ".join(sorted(by_author[a])))
    words = (ROOT / "packaging" / "lexicon" / "CREDITS-words.md").read_text(encoding="utf-8")
    (ROOT / "resources" / "CREDITS.md").write_text("\n".join(lines) + "\n" + words)


def paint_back() -> Image.Image:
    from .kit.paint import XX, YY, H, W, blend, disc, glow, icon_mask, rgb, vgrad

    rng = np.random.default_rng(84)
    img = vgrad([(0, "#1b2550"), (0.5, "#2c3a78"), (1, "#1b2550")])
    glow(img, W / 2, H / 2, 900, "#f6d58a", 0.35)
    ring = np.clip(disc(W / 2, H / 2, 330, 2) - disc(W / 2, H / 2, 310, 2), 0, 1)
    blend(img, ring, rgb("#f6d58a"))
    m, _ = icon_mask("rabbit", W / 2, H / 2, 380)
    blend(img, m, rgb("#f6d58a"))
    frame = ((np.abs(XX - W / 2) > W / 2 - 60) | (np.abs(YY - H / 2) > H / 2 - 60)).astype(
        np.float32
    )
    blend(img, frame, rgb("#141b3d"), 0.6)
    for _ in range(160):
        x, y = rng.uniform(0, W), rng.uniform(0, H)
        blend(img, disc(x, y, rng.uniform(1.5, 4), 1.5), rgb("#f6efc9"), 0.7)
    return finish(img, rng, 0.02)


CACHE: Path | None = None  # --cache: candidates already painted by the same code


def cache_key(recipe: str, seed: int) -> str:
    """Every file a card depends on (the whole kit, the premise's module and this one), hashed:
    a change to any of them repaints."""
    h = hashlib.sha1()
    for path in [*files_of(premises()[recipe]), Path(__file__)]:
        h.update(path.name.encode() + b"\0" + path.read_bytes())
    return f"{recipe}-{seed}-{h.hexdigest()[:12]}"


def candidate(job: tuple[str, int, int]) -> tuple[Image.Image, dict[str, Any]]:
    """Paint one candidate and measure it (runs in a worker process)."""
    r, seed, n = job
    if CACHE is not None:
        key = CACHE / cache_key(r, seed)
        if key.with_suffix(".json").exists():
            meta = json.loads(key.with_suffix(".json").read_text())
            meta["webp"] = key.with_suffix(".webp").read_bytes()
            meta["hash"] = np.array(meta["hash"], bool)
            meta["n"] = n
            img = Image.open(io.BytesIO(meta["webp"])).convert("RGB")
            return img.resize((400, 600), Image.Resampling.LANCZOS), meta
    img, meta = render(r, seed)
    meta["stats"] = stats(img)
    meta["webp"] = encode(img)
    meta["hash"] = dhash(Image.open(io.BytesIO(meta["webp"])))
    meta["n"] = n
    meta["colours"] = dominant_colours(img)
    if CACHE is not None:
        key = CACHE / cache_key(r, seed)
        key.with_suffix(".webp").write_bytes(meta["webp"])
        plain = {k: v for k, v in meta.items() if k != "webp"}
        plain["hash"] = [bool(b) for b in meta["hash"]]
        key.with_suffix(".json").write_text(json.dumps(plain))
    return img.resize((400, 600), Image.Resampling.LANCZOS), meta


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--candidates", type=int, default=4, help="candidates per recipe")
    ap.add_argument("--from-list", action="store_true", help="re-render recipes.json exactly")
    ap.add_argument("--jobs", type=int, default=1, help="worker processes")
    ap.add_argument("--cache", default="", help="folder keeping painted candidates between runs")
    ap.add_argument("--only", default="", help="comma-separated recipes (preview to /tmp)")
    ap.add_argument(
        "--check",
        type=int,
        default=0,
        help="re-render the first N listed cards and compare them with the committed files",
    )
    ap.add_argument(
        "--cards", default="", help="comma-separated card ids of recipes.json to re-render alone"
    )
    ap.add_argument(
        "--set",
        action="append",
        default=[],
        help="ID=RECIPE:SEED, make card ID that painting (re-rendered alone), may repeat",
    )
    args = ap.parse_args()
    global CACHE
    if args.cache:
        CACHE = Path(args.cache)
        CACHE.mkdir(parents=True, exist_ok=True)
    t0 = time.time()
    if args.cards or args.set:
        repaint([c for c in args.cards.split(",") if c], args.set, args.jobs)
        print(f"done in {time.time() - t0:.0f}s")
        return
    if args.check:
        for e in json.loads(LIST.read_text())[: args.check]:
            img, _ = render(e["recipe"], e["seed"])
            same = encode(img) == (DECK / f"{e['id']}.webp").read_bytes()
            print(e["id"], "identical" if same else "DIFFERENT")
        return
    cands: list[tuple[Image.Image, dict[str, Any]]] = []
    if args.from_list:
        jobs = [(e["recipe"], e["seed"], 0) for e in json.loads(LIST.read_text())]
    else:
        found = premises()
        names = args.only.split(",") if args.only else sorted(found)
        jobs = [
            (r, seed_of(r, n), n)
            for r in names
            for n in range(args.candidates * (1 if args.only else found[r].candidates))
        ]
    with multiprocessing.get_context("fork").Pool(max(1, args.jobs)) as pool:
        for k, (small, meta) in enumerate(pool.imap(candidate, jobs)):
            cands.append((small, meta))
            r, seed = meta["recipe"], meta["seed"]
            print(f"[{k + 1}/{len(jobs)}] {r} {seed} {meta['palette']} {meta['stats']}", flush=True)
    if args.only:
        out = Path("/tmp/deckprev")
        out.mkdir(exist_ok=True)
        for img, meta in cands:
            img.resize((300, 450)).save(out / f"{meta['recipe']}-{meta['seed']}.png")
        return
    chosen = list(range(len(cands))) if args.from_list else select(cands)
    print(f"chosen {len(chosen)} of {len(cands)} in {time.time() - t0:.0f}s")
    print(Counter(cands[i][1]["recipe"] for i in chosen))
    write_deck(cands, chosen)
    print(f"done in {time.time() - t0:.0f}s")


if __name__ == "__main__":
    main()
