"""``python -m zsgames.preflight``: can Qt open a window here? One line naming what is missing.

On a bare Debian/Ubuntu, Qt's own message when a system library is missing names the wrong one
(issue 33: it asked for ``libxcb-cursor0``, which was installed, when ``libxcb-icccm4`` was not).
This asks ``ldd`` which shared libraries the Qt modules the app uses, and the xcb platform plugin it
opens a window with, cannot find, and names the Debian/Ubuntu package of each: ``make run`` runs it
first, and ``make setup`` when PySide6 does not import.

It imports nothing but the standard library (not even ``zsgames.ui``, which loads Qt): it must work
exactly when Qt cannot. Exit 0 when nothing is missing (or there is no ``ldd`` to ask: not Linux),
1 with the line on stderr otherwise; ``--packages`` prints the whole install list.
"""

from __future__ import annotations

import importlib.util
import os
import subprocess
import sys
from collections.abc import Callable, Iterable, Sequence
from pathlib import Path

#: Every system library the app's Qt (QtCore, QtGui, QtWidgets, QtSvg, QtOpenGL and the xcb platform
#: with its GLX/EGL, input-method and portal plugins) loads, by the Debian/Ubuntu package that holds
#: it: ``ldd`` on those files in the venv's PySide6, each path through ``dpkg -S`` (Debian 12).
#: Ubuntu 24.04 and Debian 13 renamed two (``libglib2.0-0t64``, ``libpng16-16t64``); apt installs
#: the new one when asked for the old name.
LIBRARY_PACKAGES: dict[str, str] = {
    "libbrotlicommon.so.1": "libbrotli1",
    "libbrotlidec.so.1": "libbrotli1",
    "libbsd.so.0": "libbsd0",
    "libdbus-1.so.3": "libdbus-1-3",
    "libEGL.so.1": "libegl1",
    "libfontconfig.so.1": "libfontconfig1",
    "libfreetype.so.6": "libfreetype6",
    "libGL.so.1": "libgl1",
    "libGLdispatch.so.0": "libglvnd0",
    "libGLX.so.0": "libglx0",
    "libglib-2.0.so.0": "libglib2.0-0",
    "libgthread-2.0.so.0": "libglib2.0-0",
    "libmd.so.0": "libmd0",
    "libpng16.so.16": "libpng16-16",
    "libX11.so.6": "libx11-6",
    "libX11-xcb.so.1": "libx11-xcb1",
    "libXau.so.6": "libxau6",
    "libxcb.so.1": "libxcb1",
    "libxcb-cursor.so.0": "libxcb-cursor0",
    "libxcb-glx.so.0": "libxcb-glx0",
    "libxcb-icccm.so.4": "libxcb-icccm4",
    "libxcb-image.so.0": "libxcb-image0",
    "libxcb-keysyms.so.1": "libxcb-keysyms1",
    "libxcb-randr.so.0": "libxcb-randr0",
    "libxcb-render.so.0": "libxcb-render0",
    "libxcb-render-util.so.0": "libxcb-render-util0",
    "libxcb-shape.so.0": "libxcb-shape0",
    "libxcb-shm.so.0": "libxcb-shm0",
    "libxcb-sync.so.1": "libxcb-sync1",
    "libxcb-util.so.1": "libxcb-util1",
    "libxcb-xfixes.so.0": "libxcb-xfixes0",
    "libxcb-xkb.so.1": "libxcb-xkb1",
    "libXdmcp.so.6": "libxdmcp6",
    "libxkbcommon.so.0": "libxkbcommon0",
    "libxkbcommon-x11.so.0": "libxkbcommon-x11-0",
    # Debian itself has these (Python and apt need them); listed so that a name is never unknown.
    "libc.so.6": "libc6",
    "libm.so.6": "libc6",
    "libcap.so.2": "libcap2",
    "libexpat.so.1": "libexpat1",
    "libgcc_s.so.1": "libgcc-s1",
    "libgcrypt.so.20": "libgcrypt20",
    "libgpg-error.so.0": "libgpg-error0",
    "liblz4.so.1": "liblz4-1",
    "liblzma.so.5": "liblzma5",
    "libpcre2-8.so.0": "libpcre2-8-0",
    "libstdc++.so.6": "libstdc++6",
    "libsystemd.so.0": "libsystemd0",
    "libz.so.1": "zlib1g",
    "libzstd.so.1": "libzstd1",
}
#: Always on Debian (see above): left out of the install list.
BASE_PACKAGES = frozenset(
    {
        "libc6",
        "libcap2",
        "libexpat1",
        "libgcc-s1",
        "libgcrypt20",
        "libgpg-error0",
        "liblz4-1",
        "liblzma5",
        "libpcre2-8-0",
        "libstdc++6",
        "libsystemd0",
        "zlib1g",
        "libzstd1",
    }
)
#: Not a library: Cuzhi's Chinese names are drawn with it (without it they are empty boxes).
FONT_PACKAGES = ("fonts-noto-cjk",)

#: The files of the venv's PySide6 whose libraries are checked: the Qt modules the app imports and
#: the plugins the xcb platform loads (the virtual-keyboard and GTK-theme plugins are not used).
QT_MODULES = ("QtCore", "QtGui", "QtWidgets", "QtSvg", "QtOpenGL", "QtOpenGLWidgets")
XCB_PLUGINS = (
    "platforms/libqxcb.so",
    "xcbglintegrations/libqxcb-glx-integration.so",
    "xcbglintegrations/libqxcb-egl-integration.so",
    "imageformats/libqsvg.so",
    "platforminputcontexts/libcomposeplatforminputcontextplugin.so",
    "platformthemes/libqxdgdesktopportal.so",
)

Ldd = Callable[[Sequence[str]], str]


def install_list() -> list[str]:
    """What ``apt-get install`` needs on a bare Debian/Ubuntu for the window, sorted, fonts last."""
    return [*sorted(set(LIBRARY_PACKAGES.values()) - BASE_PACKAGES), *FONT_PACKAGES]


def not_found(ldd_output: str) -> list[str]:
    """The libraries ``ldd`` could not find ("libxcb-icccm.so.4 => not found"), once each, in order."""
    missing: list[str] = []
    for line in ldd_output.splitlines():
        name, _, where = line.strip().partition("=>")
        if where.strip() == "not found" and name.strip() not in missing:
            missing.append(name.strip())
    return missing


def message(missing: Iterable[str]) -> str:
    """One line: what is missing and the command that installs it (an unknown library is named as is)."""
    libraries = list(missing)
    packages = list(dict.fromkeys(LIBRARY_PACKAGES[lib] for lib in libraries if lib in LIBRARY_PACKAGES))
    unknown = [lib for lib in libraries if lib not in LIBRARY_PACKAGES]
    them = "it" if len(libraries) == 1 else "them"
    line = (
        f"The window cannot open: Qt needs {_join(libraries)}, which {'is' if len(libraries) == 1 else 'are'} "
        f"not installed."
    )
    if packages:
        line += f" On Debian/Ubuntu: sudo apt-get install {' '.join(packages)}"
        line += f" (and find the package of {_join(unknown)} with apt-file search)." if unknown else "."
    else:
        line += f" Install the system package that provides {them} (apt-file search {libraries[0]})."
    return line


def _join(names: Sequence[str]) -> str:
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]


def qt_files(pyside: Path, xcb: bool) -> list[str]:
    """The venv's Qt files to check that exist (the xcb plugins only when the window would use xcb)."""
    files = [next(iter(sorted(pyside.glob(f"{module}.*.so"))), pyside / f"{module}.abi3.so") for module in QT_MODULES]
    if xcb:
        files += [pyside / "Qt" / "plugins" / plugin for plugin in XCB_PLUGINS]
    return [str(f) for f in files if f.exists()]


def uses_xcb(environ: dict[str, str]) -> bool:
    """Whether Qt would open the window with its xcb (X11) platform: asked for, or no Wayland session."""
    platform = environ.get("QT_QPA_PLATFORM", "")
    if platform:
        return platform.split(";")[0].split(":")[0] == "xcb"
    return not environ.get("WAYLAND_DISPLAY")


def run_ldd(files: Sequence[str]) -> str:
    done = subprocess.run(["ldd", *files], capture_output=True, text=True, check=False)
    return done.stdout


def check(pyside: Path | None = None, environ: dict[str, str] | None = None, ldd: Ldd = run_ldd) -> str | None:
    """The one line to show when a library Qt needs is missing, else None (also when nothing can be asked)."""
    if pyside is None:
        spec = importlib.util.find_spec("PySide6")
        if spec is None or spec.origin is None:
            return "The window cannot open: PySide6 is not installed (make setup installs it)."
        pyside = Path(spec.origin).parent
    files = qt_files(pyside, uses_xcb(dict(os.environ) if environ is None else environ))
    if not files:
        return None
    try:
        output = ldd(files)
    except OSError:  # no ldd (not Linux): Qt's own message is all there is
        return None
    missing = not_found(output)
    return message(missing) if missing else None


def main(argv: Sequence[str] | None = None) -> int:
    args = list(sys.argv[1:] if argv is None else argv)
    if args == ["--packages"]:
        print(" ".join(install_list()))
        return 0
    line = check()
    if line is None:
        return 0
    print(line, file=sys.stderr)
    return 1


if __name__ == "__main__":
    sys.exit(main())
