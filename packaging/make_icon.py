"""Draw the app icon from the game's own art: the gold rabbit with its star on a night-blue
rounded square. Writes PNGs (16 to 1024 px), a Windows .ico and a macOS .icns into OUTDIR
(build/icon/ by default; generated, never committed).

    python packaging/make_icon.py [OUTDIR]
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SIZES = (16, 24, 32, 48, 64, 128, 256, 512, 1024)
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
NIGHT = "#161a36"  # Theme.night
NIGHT_GLOW = "#2a2f5e"  # Theme.nightGlow
GOLD = "#F4B942"


def render_png(size: int, path: Path) -> None:
    from PySide6.QtCore import QPointF, QRectF, Qt
    from PySide6.QtGui import QColor, QImage, QPainter, QRadialGradient

    from dixit_desktop.look.art import render_rabbit

    img = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    img.fill(Qt.GlobalColor.transparent)
    p = QPainter(img)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    # macOS-style margins: the square fills ~80% of the canvas at large sizes; small sizes
    # use the whole canvas so the rabbit stays legible.
    margin = size * 0.06 if size >= 64 else 0.0
    square = QRectF(margin, margin, size - 2 * margin, size - 2 * margin)
    glow = QRadialGradient(
        QPointF(square.center().x(), square.top() + square.height() * 0.35), square.width() * 0.75
    )
    glow.setColorAt(0.0, QColor(NIGHT_GLOW))
    glow.setColorAt(1.0, QColor(NIGHT))
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(glow)
    radius = square.width() * 0.22
    p.drawRoundedRect(square, radius, radius)
    rabbit_size = round(square.width() * (0.84 if size >= 32 else 0.96))
    rabbit = render_rabbit(rabbit_size, GOLD, "star")
    x = square.center().x() - rabbit_size / 2
    y = square.center().y() - rabbit_size / 2
    p.drawImage(QPointF(x, y), rabbit)
    p.end()
    if not img.save(str(path)):
        raise OSError(f"could not write {path}")


def make_icons(outdir: Path) -> dict[str, Path]:
    """Render every size, then pack the .ico and .icns with Pillow."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtGui import QGuiApplication

    app = QGuiApplication.instance() or QGuiApplication([])  # noqa: F841 (QPainter needs it)
    outdir.mkdir(parents=True, exist_ok=True)
    pngs = {}
    for size in SIZES:
        pngs[size] = outdir / f"dixit-desktop-{size}.png"
        render_png(size, pngs[size])

    from PIL import Image

    images = {size: Image.open(path).convert("RGBA") for size, path in pngs.items()}
    ico = outdir / "dixit-desktop.ico"
    images[256].save(
        ico,
        format="ICO",
        sizes=[(s, s) for s in ICO_SIZES],
        append_images=[images[s] for s in ICO_SIZES if s != 256],
    )
    icns = outdir / "dixit-desktop.icns"
    images[1024].save(
        icns, format="ICNS", append_images=[images[s] for s in (16, 32, 64, 128, 256, 512)]
    )
    return {"png": pngs[256], "ico": ico, "icns": icns, "dir": outdir}


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    outdir = Path(args[0]) if args else ROOT / "build" / "icon"
    sys.path.insert(0, str(ROOT))
    made = make_icons(outdir)
    print(f"icon: {made['dir']} ({len(SIZES)} PNGs, {made['ico'].name}, {made['icns'].name})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
