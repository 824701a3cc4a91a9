"""Trim what PyInstaller's Qt hooks collect but zsgames never uses (imported by zsgames.spec).

Kept small and testable: each function takes and returns PyInstaller TOC lists, i.e. lists of
``(dest_name, src_path, typecode)`` tuples.
"""

from __future__ import annotations

import re
import shutil
import subprocess
from collections.abc import Iterable
from pathlib import Path, PurePosixPath

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


#: Qt's own translations the app ships: those of the languages it offers (zsgames.core.i18n.LANGUAGES),
#: for Qt's standard words (dialog buttons, the file dialog); zsgames.ui.shared.language loads them.
KEPT_QT_TRANSLATIONS = {"qtbase_zh_CN.qm"}


def is_qt_translation(dest: str) -> bool:
    """A Qt translation the app does not ship (every one but :data:`KEPT_QT_TRANSLATIONS`)."""
    parts = _posix(dest).parts
    in_qt = "translations" in parts and any(p.startswith(("PySide6", "PyQt6")) for p in parts)
    return in_qt and parts[-1] not in KEPT_QT_TRANSLATIONS


def drop_unused_qt(toc: Iterable[tuple[str, str, str]]) -> Toc:
    """Remove Qt translations (but those of the app's languages) and the unused plugins above."""
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


def is_loaded_by_name(dest: str) -> bool:
    """Files Python or Qt open themselves: extension modules, Qt plugins and libpython."""
    path = _posix(dest)
    name = path.name
    return (
        plugin_name(dest) is not None
        or ".cpython-" in name
        or ".abi3." in name
        or name.startswith("libpython")
        or not name.startswith("lib")
        or ".so" not in name
    )


def prune_orphan_libraries(binaries: Iterable[tuple[str, str, str]], keep: Iterable[str] = ()) -> Toc:
    """Linux: drop shared libraries that no kept module, plugin or library needs any more.

    After removing plugins (the GTK3 theme, EGLFS) their dependencies are still in the list;
    this follows ldd from every extension module and plugin and keeps only the libraries they
    reach, plus ``keep`` and libpython (loaded by the bootloader, not by any module).
    """
    binaries = list(binaries)
    if not shutil.which("ldd"):
        return binaries
    roots = [src for dest, src, kind in binaries if kind != "SYMLINK" and is_loaded_by_name(dest)]
    needed: set[str] = set()
    for src in roots:
        needed |= _needed(src)
    if not needed:  # ldd told us nothing: better a larger bundle than a broken one
        return binaries
    keep = set(keep)
    kept, dropped = [], set()
    for entry in binaries:
        dest, _, kind = entry
        name = _posix(dest).name
        if kind != "SYMLINK" and not is_loaded_by_name(dest) and name not in needed and name not in keep:
            dropped.add(_posix(dest).as_posix())
            continue
        kept.append(entry)
    # links to a dropped library go too (PyInstaller links top-level names to Qt's lib folder)
    return [e for e in kept if e[2] != "SYMLINK" or _link_target(e) not in dropped]


def _link_target(entry: tuple[str, str, str]) -> str:
    dest, target, _ = entry
    parts: list[str] = []
    for part in (_posix(dest).parent / _posix(target)).parts:
        if part == "..":
            if parts:
                parts.pop()
        elif part != ".":
            parts.append(part)
    return "/".join(parts)


def has_debug_info(path: str) -> bool:
    """True for an ELF file that carries a .debug_info section (a locally built Python does)."""
    try:
        with open(path, "rb") as fh:
            head = fh.read(64)
            if head[:4] != b"\x7fELF" or head[4] != 2 or head[5] != 1:
                return False
            shoff = int.from_bytes(head[0x28:0x30], "little")
            shentsize, shnum, shstrndx = (int.from_bytes(head[i : i + 2], "little") for i in (0x3A, 0x3C, 0x3E))
            fh.seek(shoff)
            table = fh.read(shentsize * shnum)
            strtab = table[shstrndx * shentsize : (shstrndx + 1) * shentsize]
            fh.seek(int.from_bytes(strtab[0x18:0x20], "little"))
            names = fh.read(int.from_bytes(strtab[0x20:0x28], "little"))
    except (OSError, ValueError, IndexError):
        return False
    return b"\0.debug_info\0" in b"\0" + names


def strip_debug_info(binaries: Iterable[tuple[str, str, str]], workdir: Path) -> Toc:
    """Replace binaries that carry debug info by stripped copies (Linux).

    PyInstaller's own ``strip=True`` strips everything, which breaks libraries that wheels
    patched with patchelf (numpy's OpenBLAS: "ELF load command address/offset not
    page-aligned"). Only files with debug info gain much from stripping, and those come from
    a locally built Python, never patched, so only they are stripped.
    """
    if not shutil.which("strip"):
        return list(binaries)
    result = []
    for dest, src, kind in binaries:
        if kind != "SYMLINK" and has_debug_info(src):
            target = workdir / dest
            target.parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(src, target)
            if subprocess.run(["strip", "--strip-debug", str(target)], check=False).returncode == 0:
                src = str(target)
        result.append((dest, src, kind))
    return result
