"""Render ``resources/icons/app.svg`` to the icon files each platform needs.

Writes ``app-<N>.png`` (16…256, Linux and the window icon), ``app.ico`` (Windows) and
``app.icns`` (macOS). Qt does the drawing (QtSvg); the ICO and ICNS containers are packed here
with PNG entries, so no image library beyond PySide6 is needed. Run it after changing the SVG::

    .venv/bin/python packaging/make_icons.py
"""

from __future__ import annotations

import os
import struct
import sys
from pathlib import Path

ICONS = Path(__file__).resolve().parents[1] / "resources" / "icons"
PNG_SIZES = (16, 24, 32, 48, 64, 128, 256)
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
# ICNS types that hold PNG data: (type, pixel size)
ICNS_TYPES = (
    (b"icp4", 16),
    (b"icp5", 32),
    (b"icp6", 64),
    (b"ic07", 128),
    (b"ic08", 256),
    (b"ic09", 512),
    (b"ic10", 1024),
)


def render_png(svg: Path, size: int) -> bytes:
    """The SVG drawn into a transparent ``size``×``size`` image, as PNG bytes."""
    from PySide6.QtCore import QBuffer, QByteArray, QIODevice, Qt
    from PySide6.QtGui import QGuiApplication, QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    if QGuiApplication.instance() is None:
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
        render_png.app = QGuiApplication(sys.argv[:1])  # type: ignore[attr-defined]
    renderer = QSvgRenderer(str(svg))
    if not renderer.isValid():
        raise ValueError(f"{svg} is not a valid SVG")
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    renderer.render(painter)
    painter.end()
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    image.save(buffer, "PNG")
    buffer.close()
    return bytes(data.data())


def png_to_dib(png: bytes) -> bytes:
    """An ICO image entry in the classic format: 32-bit BGRA rows bottom-up, then the AND mask.

    Windows reads PNG entries since Vista, but the small sizes are stored the classic way, as
    every Windows tool expects; only the 256 px entry stays PNG (the usual practice).
    """
    from PySide6.QtGui import QImage

    image = QImage.fromData(png, "PNG").convertToFormat(QImage.Format.Format_ARGB32)
    width, height = image.width(), image.height()
    header = struct.pack("<IiiHHIIiiII", 40, width, height * 2, 1, 32, 0, 0, 0, 0, 0, 0)
    rows = []
    for y in range(height - 1, -1, -1):  # bottom-up
        rows.append(bytes(image.constScanLine(y))[: width * 4])  # ARGB32 is B, G, R, A in memory
    mask_row = b"\0" * (((width + 31) // 32) * 4)  # all zero: the alpha channel decides
    return header + b"".join(rows) + mask_row * height


def pack_ico(pngs: dict[int, bytes], classic_below: int = 256) -> bytes:
    """A Windows .ico: entries below ``classic_below`` px as DIBs, the larger ones as PNG."""
    sizes = sorted(pngs)
    header = struct.pack("<HHH", 0, 1, len(sizes))
    offset = 6 + 16 * len(sizes)
    entries, blobs = b"", b""
    for size in sizes:
        blob = png_to_dib(pngs[size]) if size < classic_below else pngs[size]
        dim = 0 if size >= 256 else size  # 0 means 256 in the ICO directory
        entries += struct.pack("<BBBBHHII", dim, dim, 0, 0, 1, 32, len(blob), offset)
        blobs += blob
        offset += len(blob)
    return header + entries + blobs


def pack_icns(pngs: dict[bytes, bytes]) -> bytes:
    """A macOS .icns made of PNG chunks."""
    body = b"".join(kind + struct.pack(">I", 8 + len(blob)) + blob for kind, blob in pngs.items())
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def main() -> int:
    svg = ICONS / "app.svg"
    cache: dict[int, bytes] = {}

    def png(size: int) -> bytes:
        if size not in cache:
            cache[size] = render_png(svg, size)
        return cache[size]

    for size in PNG_SIZES:
        (ICONS / f"app-{size}.png").write_bytes(png(size))
    (ICONS / "app.ico").write_bytes(pack_ico({s: png(s) for s in ICO_SIZES}))
    (ICONS / "app.icns").write_bytes(pack_icns({kind: png(size) for kind, size in ICNS_TYPES}))
    print(f"wrote {len(PNG_SIZES)} PNGs, app.ico and app.icns in {ICONS}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
