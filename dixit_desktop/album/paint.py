"""Painting a planned page (:mod:`.plan`) with QPainter, on a PDF page or a PNG image: the
game's fonts and colours, each card's picture in its player's frame. Safe on a worker thread
(QPainter on QImage and QPdfWriter)."""

from __future__ import annotations

import math
from collections.abc import Callable
from concurrent.futures import Executor, Future
from pathlib import Path

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QFontMetricsF,
    QImage,
    QImageReader,
    QPainter,
    QPainterPath,
    QPen,
    QTextLayout,
    QTextOption,
)

from dixit_desktop.look.art import paint_rabbit, render_rabbit, symbol_path
from dixit_desktop.words_album import AlbumWords

from .page import (
    CARD_ASPECT,
    GOLD,
    INK,
    INK_SOFT,
    PAPER,
    PAPER_SHADE,
    RED_TOKEN,
    STYLES,
    Box,
    CardPicture,
    Page,
    PageSize,
    RabbitArt,
    Shape,
    Words,
)

FAMILIES = {"title": "Fredoka Light", "text": "Atkinson Hyperlegible"}
TRACK_NUMBER = "#fbf3e2"  # a space's number on the wood: 5.1:1 on light tiles, 7.6:1 on dark


class Pictures:
    """Card pictures decoded once, at the size the album needs (never larger than the file),
    on a pool of threads when given one (:meth:`prefetch`); a picture that cannot be read is
    counted in ``missing`` and left blank."""

    def __init__(self, path_of: Callable[[str], Path | None], max_width: int) -> None:
        self._path_of = path_of
        self._max_width = max_width
        self._cache: dict[str, Future[QImage | None]] = {}
        self.missing: set[str] = set()

    def prefetch(self, card_ids: list[str], pool: Executor) -> None:
        for card_id in card_ids:
            if card_id not in self._cache:
                self._cache[card_id] = pool.submit(self._load, card_id)

    def get(self, card_id: str) -> QImage | None:
        if card_id not in self._cache:
            done: Future[QImage | None] = Future()
            done.set_result(self._load(card_id))
            self._cache[card_id] = done
        image = self._cache[card_id].result()
        if image is None:
            self.missing.add(card_id)
        return image

    def _load(self, card_id: str) -> QImage | None:
        try:
            path = self._path_of(card_id)
        except Exception:
            path = None
        if path is None:
            return None
        reader = QImageReader(str(path))
        reader.setAutoTransform(True)
        image = reader.read()  # whole, then scaled: faster than the reader's own scaling
        if image.isNull():
            return None
        crop = _cover(image, CARD_ASPECT)  # a card's shape, once: then drawn whole, and
        if crop.toRect() != image.rect():  # a PDF holds each picture once however often drawn
            image = image.copy(crop.toRect())
        if image.width() > self._max_width:
            image = image.scaledToWidth(self._max_width, Qt.TransformationMode.SmoothTransformation)
        return image.convertToFormat(QImage.Format.Format_RGB32)


class PagePainter:
    """Draws pages at ``dpi`` device pixels per inch (a PDF writer's resolution, or a PNG's)."""

    def __init__(self, pictures: Pictures, dpi: float, raster: bool) -> None:
        self.pictures = pictures
        self.k = dpi / 25.4  # device pixels per millimetre
        self.raster = raster
        self._fonts: dict[tuple[str, float], QFont] = {}
        self._cut: dict[tuple[str, int, int], QImage] = {}
        self._rabbits: dict[tuple[str, str, int], QImage] = {}

    def rect(self, b: Box) -> QRectF:
        k = self.k
        return QRectF(b.x * k, b.y * k, b.w * k, b.h * k)

    def font(self, style: str, scale: float = 1.0) -> QFont:
        key = (style, scale)
        if key not in self._fonts:
            s = STYLES[style]
            f = QFont(FAMILIES[s.family])
            f.setPixelSize(max(1, round(s.points * scale * 0.3528 * self.k)))
            f.setWeight(QFont.Weight(s.weight))
            if s.caps:
                f.setCapitalization(QFont.Capitalization.AllUppercase)
                f.setLetterSpacing(QFont.SpacingType.PercentageSpacing, 112)
            f.setHintingPreference(QFont.HintingPreference.PreferNoHinting)
            self._fonts[key] = f
        return self._fonts[key]

    def paint(self, painter: QPainter, page: Page, size: PageSize) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        painter.fillRect(self.rect(Box(0, 0, size.width, size.height)), QColor(PAPER))
        for item in page.items:
            if isinstance(item, Words):
                self._words(painter, item)
            elif isinstance(item, CardPicture):
                self._card(painter, item)
            elif isinstance(item, RabbitArt):
                self._rabbit(painter, item)
            else:
                self._shape(painter, item)

    # --- text ------------------------------------------------------------------------------

    def _layout(self, text: str, font: QFont, width: float) -> tuple[QTextLayout, int]:
        layout = QTextLayout(text, font)
        option = QTextOption()
        option.setWrapMode(QTextOption.WrapMode.WordWrap)
        layout.setTextOption(option)
        layout.beginLayout()
        n = 0
        while True:
            line = layout.createLine()
            if not line.isValid():
                break
            line.setLineWidth(width)
            n += 1
        layout.endLayout()
        return layout, n

    def _words(self, painter: QPainter, w: Words) -> None:
        if not w.text:
            return
        r = self.rect(w.box)
        scale = 1.0
        font = self.font(w.style)
        lines = 1
        text = w.text
        while True:
            font = self.font(w.style, scale)
            if w.lines <= 1:
                width = QFontMetricsF(font).horizontalAdvance(text)
                if width <= r.width() or scale <= 0.72:
                    lines = 1
                    break
            else:
                _layout, lines = self._layout(text, font, r.width())
                if lines <= w.lines or scale <= 0.72:
                    break
            scale = round(scale - 0.07, 2)
        painter.setFont(font)
        painter.setPen(QColor(w.colour))
        metrics = QFontMetricsF(font)
        line_h = metrics.lineSpacing()
        if w.lines <= 1:
            shown = [metrics.elidedText(text, Qt.TextElideMode.ElideRight, r.width())]
        else:
            shown = self._wrapped(text, font, r.width(), w.lines, metrics)
        block = line_h * len(shown)
        y = r.y()
        if w.valign == "center":
            y = r.y() + (r.height() - block) / 2
        elif w.valign == "bottom":
            y = r.bottom() - block
        for s in shown:
            width = metrics.horizontalAdvance(s)
            if w.align == "center":
                x = r.x() + (r.width() - width) / 2
            elif w.align == "right":
                x = r.right() - width
            else:
                x = r.x()
            painter.drawText(QPointF(x, y + metrics.ascent()), s)
            y += line_h

    def _wrapped(
        self, text: str, font: QFont, width: float, most: int, metrics: QFontMetricsF
    ) -> list[str]:
        layout, n = self._layout(text, font, width)
        out = []
        for i in range(min(n, most)):
            line = layout.lineAt(i)
            part = text[line.textStart() : line.textStart() + line.textLength()].strip()
            out.append(part)
        if n > most and out:
            rest = text[layout.lineAt(most - 1).textStart() :]
            out[-1] = metrics.elidedText(rest, Qt.TextElideMode.ElideRight, width)
        return out

    # --- cards, shapes ---------------------------------------------------------------------

    def _card(self, painter: QPainter, c: CardPicture) -> None:
        r = self.rect(c.box)
        radius = r.width() * 0.06
        frame = max(1.0, self.k * (1.4 if c.storyteller else 0.9))
        # a soft shadow, as a printed card lying on paper. Its translucent brush must not
        # outlive it: Qt's PDF engine writes the painter's brush alpha as the page's fill
        # alpha (/ca), and a PDF applies that to images too, so the picture drawn next
        # came out 11 % opaque over its frame on every PDF page (the PNGs were right).
        painter.save()
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 28))
        painter.drawRoundedRect(r.translated(self.k * 0.5, self.k * 0.7), radius, radius)
        painter.restore()
        outer = QPainterPath()
        outer.addRoundedRect(r, radius, radius)
        painter.fillPath(outer, QColor(c.frame))
        inner = r.adjusted(frame, frame, -frame, -frame)
        image = self.pictures.get(c.card_id)
        if image is not None and self.raster:  # cut and scaled once per card and size
            painter.drawImage(inner.topLeft(), self._rounded(c.card_id, image, inner, radius * 0.7))
        elif image is not None:  # a vector page keeps the picture whole, clipped round
            clip = QPainterPath()
            clip.addRoundedRect(inner, radius * 0.7, radius * 0.7)
            painter.save()
            painter.setClipPath(clip)
            painter.setBrush(QColor(INK))  # opaque, whatever came before (see the shadow)
            painter.setOpacity(1.0)
            painter.drawImage(inner, image)
            painter.restore()
        else:
            painter.fillRect(inner, QColor(PAPER_SHADE))
            painter.setPen(QColor(INK_SOFT))
            painter.setFont(self.font("caption"))
            painter.drawText(inner, Qt.AlignmentFlag.AlignCenter, AlbumWords.picture_missing())
        badge = max(self.k * 3.2, r.width() * 0.2)
        if c.storyteller:  # the storyteller's star, top left
            self._badge(
                painter, QPointF(r.x() + badge * 0.55, r.y() + badge * 0.55), badge, GOLD, "star"
            )
        if c.red_token:
            self._badge(
                painter,
                QPointF(r.right() - badge * 0.55, r.y() + badge * 0.55),
                badge,
                RED_TOKEN,
                "circle",
            )

    def _rounded(self, card_id: str, image: QImage, inner: QRectF, radius: float) -> QImage:
        w, h = max(1, round(inner.width())), max(1, round(inner.height()))
        key = (card_id, w, h)
        found = self._cut.get(key)
        if found is None:
            found = QImage(w, h, QImage.Format.Format_ARGB32_Premultiplied)
            found.fill(Qt.GlobalColor.transparent)
            p = QPainter(found)
            p.setRenderHint(QPainter.RenderHint.Antialiasing)
            p.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
            clip = QPainterPath()
            clip.addRoundedRect(QRectF(0, 0, w, h), radius, radius)
            p.setClipPath(clip)
            p.drawImage(QRectF(0, 0, w, h), image, _cover(image, h / w))
            p.end()
            self._cut[key] = found
        return found

    def _rabbit(self, painter: QPainter, item: RabbitArt) -> None:
        """A rabbit: vectors on a PDF; on an image, drawn once per colour, symbol and size."""
        r = self.rect(item.box)
        side = min(r.width(), r.height())
        x, y = r.x() + (r.width() - side) / 2, r.y() + (r.height() - side) / 2
        if not self.raster:
            painter.save()
            painter.translate(x, y)
            paint_rabbit(painter, side, QColor(item.colour), item.symbol)
            painter.restore()
            return
        px = max(1, round(side))
        key = (item.colour, item.symbol, px)
        image = self._rabbits.get(key)
        if image is None:
            image = render_rabbit(px, item.colour, item.symbol)
            self._rabbits[key] = image
        painter.drawImage(QPointF(x, y), image)

    def _badge(
        self, painter: QPainter, centre: QPointF, size: float, fill: str, symbol: str
    ) -> None:
        painter.save()
        painter.setPen(QPen(QColor(INK), max(1.0, size * 0.06)))
        painter.setBrush(QColor(PAPER))
        painter.drawEllipse(centre, size / 2, size / 2)
        painter.setBrush(QBrush(QColor(fill)))
        painter.setPen(QPen(QColor(INK), max(0.6, size * 0.03)))
        painter.drawPath(symbol_path(symbol, centre.x(), centre.y(), size * 0.34))
        painter.restore()

    def _shape(self, painter: QPainter, s: Shape) -> None:
        r = self.rect(s.box)
        if s.kind == "rule":
            painter.setPen(QPen(QColor(s.stroke or INK), max(1.0, self.k * 0.35)))
            painter.drawLine(QPointF(r.x(), r.y()), QPointF(r.right(), r.y()))
        elif s.kind == "tile":  # a space of the wooden track, with its number
            radius = r.width() * 0.18
            painter.setPen(QPen(QColor("#3f2619"), max(1.0, self.k * 0.3)))
            painter.setBrush(QColor(s.fill))
            painter.drawRoundedRect(r, radius, radius)
            if s.text:
                f = QFont(FAMILIES["title"])
                f.setPixelSize(max(1, round(r.height() * 0.3)))
                f.setWeight(QFont.Weight.DemiBold)
                painter.setFont(f)
                painter.setPen(QColor(TRACK_NUMBER))
                inset = r.adjusted(r.width() * 0.1, r.height() * 0.04, -r.width() * 0.1, 0)
                painter.drawText(
                    inset, int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop), s.text
                )
        else:  # panel, dot
            painter.setPen(QPen(QColor(s.stroke), 1) if s.stroke else Qt.PenStyle.NoPen)
            painter.setBrush(QColor(s.fill or PAPER_SHADE))
            if s.kind == "dot":
                painter.drawEllipse(r)
            else:
                painter.drawRoundedRect(r, self.k * 3, self.k * 3)


def _cover(image: QImage, aspect: float) -> QRectF:
    """The part of ``image`` that fills a frame of ``aspect`` (height / width), centred."""
    w, h = image.width(), image.height()
    if h / w > aspect:
        ch = w * aspect
        return QRectF(0, (h - ch) / 2, w, ch)
    cw = h / aspect
    return QRectF((w - cw) / 2, 0, cw, h)


def page_pixels(size: PageSize, dpi: float) -> QSize:
    """A page's size in pixels at ``dpi``."""
    return QSize(round(size.width / 25.4 * dpi), round(size.height / 25.4 * dpi))


def card_pixels(pages: list[Page], dpi: float) -> int:
    """The widest card of the album, in pixels at ``dpi``: pictures are decoded at that."""
    widest = max((c.box.w for p in pages for c in p.cards()), default=0.0)
    return max(16, math.ceil(widest / 25.4 * dpi))


__all__ = ["CARD_ASPECT", "INK", "PagePainter", "Pictures", "card_pixels", "page_pixels"]
