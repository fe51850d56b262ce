"""A sheet of preview cards (/tmp/deckprev/*.png) at hand size, to look at: /tmp/deckprev.png."""

from __future__ import annotations

import sys
from pathlib import Path

from .contact_sheet import sheet


def main() -> None:
    folder = Path(sys.argv[1] if len(sys.argv) > 1 else "/tmp/deckprev")
    sheet(sorted(folder.glob("*.png")), 200, 6, Path("/tmp/deckprev.png"))


if __name__ == "__main__":
    main()
