"""Look at cards before painting a deck.

    python -m deckgen.preview        # /tmp/deckprev/*.png as one sheet: /tmp/deckprev.png
    python -m deckgen.preview --stage NAME [--seed N] [--seed M ...]
        # premise NAME staged without paint (a second or two each, what the brush starts
        # from) at hand size: /tmp/deckstage-NAME-SEED.png, and its words on stdout

Seeds default to the first one a selection run paints (`generate.seed_of(NAME, 0)`).
"""

from __future__ import annotations

import argparse
from pathlib import Path

import numpy as np
from PIL import Image

from .contact_sheet import sheet
from .generate import SETTING, seed_of
from .kit.stage import stage


def staged_png(name: str, seed: int, out: Path) -> str:
    """Stage premise `name` for `seed` and write it at 400x600; returns what it says."""
    s = stage(name, seed)
    for touch in s.ctx.after:  # touches drawn after the paint, here on the staged picture
        touch(s.ctx.img)
    img = Image.fromarray((np.clip(s.ctx.img, 0, 1) * 255).astype(np.uint8))
    img.resize((400, 600), Image.Resampling.LANCZOS).save(out)
    said = ", ".join(
        [s.painted.description.rstrip("."), s.painted.setting or SETTING[s.palette.name]]
    )
    mains = [e.get("label") or e.get("icon") for e in s.ctx.elements if e["role"] == "main"]
    return f"{out}: {said}. (palette {s.palette.name}, main figure {mains})"


def main() -> None:
    ap = argparse.ArgumentParser(prog="deckgen.preview")
    ap.add_argument("folder", nargs="?", default="/tmp/deckprev")
    ap.add_argument("--stage", default="", help="a premise's name: stage it without paint")
    ap.add_argument("--seed", type=int, action="append", default=[], help="may repeat")
    args = ap.parse_args()
    if args.stage:
        for seed in args.seed or [seed_of(args.stage, 0)]:
            print(staged_png(args.stage, seed, Path(f"/tmp/deckstage-{args.stage}-{seed}.png")))
        return
    folder = Path(args.folder)
    sheet(sorted(folder.glob("*.png")), 200, 6, Path("/tmp/deckprev.png"))


if __name__ == "__main__":
    main()
