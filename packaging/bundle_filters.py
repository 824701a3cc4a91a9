"""Trim what PyInstaller's Qt hooks collect but zsgames never uses (imported by zsgames.spec).

Kept small and testable: each function takes and returns PyInstaller TOC lists, i.e. lists of
``(dest_name, src_path, typecode)`` tuples.
"""

from __future__ import annotations

import re
import subprocess
from collections.abc import Iterable
from pathlib import PurePosixPath

# Whole plugin folders the app has no use for: TLS backends and network status (no networking),
# embedded-Linux EGLFS and evdev/TUIO input, QML tooling, SQL drivers, Designer.
UNUSED_PLUGIN_TYPES = {
    "tls", "networkinformation", "egldeviceintegrations", "generic", "qmltooling", "sqldrivers", "designer",
}  # fmt: skip
# Single plugins: the GTK3 theme (it drags in GTK, Cairo and Pango; Qt falls back to its own
# style), image formats the app never reads (it reads PNG, SVG, ICO and JPEG) and the
# framebuffer/VNC/Vulkan-display platforms of embedded systems (desktops use xcb, wayland,
# windows or cocoa; the self-test uses offscreen).
UNUSED_PLUGINS = {
    "qgtk3", "qtiff", "qwebp", "qpdf", "qtga", "qwbmp",
    "qeglfs", "qlinuxfb", "qminimalegl", "qvkkhrdisplay", "qvnc",
}  # fmt: skip

Toc = list[tuple[str, str, str]]


def _posix(dest: str) -> PurePosixPath:
    return PurePosixPath(dest.replace("\\", "/"))


def plugin_name(dest: str) -> tuple[str, str] | None:
    """(plugin type, plugin name without 'lib' and suffix) for a Qt plugin file, else None."""
    parts = _posix(dest).parts
    if len(parts) < 3 or parts[-3] != "plugins":
        return None
    kind, filename = parts[-2], parts[-1]
    stem = re.sub(r"\.(so|dll|dylib)$", "", filename)
    stem = stem.removeprefix("lib")
    return kind, stem


def is_qt_translation(dest: str) -> bool:
    parts = _posix(dest).parts
    return "translations" in parts and any(p.startswith(("PySide6", "PyQt6")) for p in parts)


def drop_unused_qt(toc: Iterable[tuple[str, str, str]]) -> Toc:
    """Remove Qt translations (the app's text is its own) and the unused plugins above."""
    kept = []
    for entry in toc:
        dest = entry[0]
        if is_qt_translation(dest):
            continue
        plugin = plugin_name(dest)
        if plugin and (plugin[0] in UNUSED_PLUGIN_TYPES or plugin[1] in UNUSED_PLUGINS):
            continue
        kept.append(entry)
    return kept


def _needed(path: str) -> set[str]:
    """Every shared library ``path`` loads, directly or not (by soname), as ldd resolves them."""
    try:
        out = subprocess.run(["ldd", path], capture_output=True, text=True, check=False).stdout
    except OSError:
        return set()
    names = set()
    for line in out.splitlines():
        name = line.strip().split(" ", 1)[0]
        if name and ("=>" in line or name.startswith("/")):
            names.add(PurePosixPath(name).name)
    return names


def is_top_level_library(dest: str) -> bool:
    """A system library PyInstaller put at the top of the bundle as someone's dependency."""
    path = _posix(dest)
    return len(path.parts) == 1 and path.name.startswith("lib") and ".so" in path.name


def prune_orphan_libraries(binaries: Iterable[tuple[str, str, str]], keep: Iterable[str] = ()) -> Toc:
    """Linux: drop top-level libraries that no kept module, plugin or Qt library needs any more.

    After removing a plugin (e.g. the GTK3 theme) its dependencies are still in the list; this
    follows ldd from everything else and keeps only what is reachable, plus ``keep`` and
    libpython (loaded by the bootloader, not by any module).
    """
    binaries = list(binaries)
    roots = [src for dest, src, kind in binaries if kind != "SYMLINK" and not is_top_level_library(dest)]
    needed: set[str] = set()
    for src in roots:
        needed |= _needed(src)
    keep = set(keep)
    kept = []
    for entry in binaries:
        dest, _, kind = entry
        name = _posix(dest).name
        if (
            kind != "SYMLINK"
            and is_top_level_library(dest)
            and name not in needed
            and name not in keep
            and not name.startswith("libpython")
        ):
            continue
        kept.append(entry)
    return kept
