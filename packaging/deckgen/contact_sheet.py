"""Contact sheets of a folder of cards: /tmp/contact-sheet.png (whole deck, 12 per row) and
/tmp/contact-hand.png (first 12 at hand size, ~200 px wide)."""

from __future__ import annotations

import sys
from pathlib import Path

from PIL import Image


def sheet(files: list[Path], width: int, cols: int, out: Path) -> None:
    h = width * 3 // 2
    rows = (len(files) + cols - 1) // cols
    pad = 6
    im = Image.new("RGB", (cols * (width + pad) + pad, rows * (h + pad) + pad), (24, 22, 30))
    for k, f in enumerate(files):
        card = Image.open(f).convert("RGB").resize((width, h), Image.Resampling.LANCZOS)
        im.paste(card, (pad + (k % cols) * (width + pad), pad + (k // cols) * (h + pad)))
    im.save(out)


def main() -> None:
    deck = Path(sys.argv[1]) if len(sys.argv) > 1 else Path(__file__).parents[2] / "resources/deck"
    files = sorted(deck.glob("dd-*.webp"))
    sheet(files, 110, 12, Path("/tmp/contact-sheet.png"))
    for start in range(0, len(files), 12):
        sheet(files[start : start + 12], 200, 6, Path(f"/tmp/contact-hand-{start // 12}.png"))


if __name__ == "__main__":
    main()
