"""Issue 33 (a fresh machine): ``make run`` names the missing library and its package in one line,
read from ``ldd`` (faked here), and the install list is the same in the README, the Makefile and CI."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest

from zsgames import preflight

ROOT = Path(__file__).resolve().parent.parent

#: ``ldd`` on the Qt files of a bare Debian 12 with libegl1 and libxkbcommon0 installed (issue 33):
#: two xcb libraries missing, one of them twice (two files need it), the rest found.
BARE_LDD = """\
/venv/PySide6/Qt/plugins/platforms/libqxcb.so:
\tlinux-vdso.so.1 (0x00007ffd)
\tlibQt6XcbQpa.so.6 => /venv/PySide6/Qt/lib/libQt6XcbQpa.so.6 (0x00007fa0)
\tlibxcb-cursor.so.0 => /lib/x86_64-linux-gnu/libxcb-cursor.so.0 (0x00007fa1)
\tlibxcb-icccm.so.4 => not found
\tlibxcb-keysyms.so.1 => not found
\tlibEGL.so.1 => /lib/x86_64-linux-gnu/libEGL.so.1 (0x00007fa2)
/venv/PySide6/Qt/plugins/xcbglintegrations/libqxcb-glx-integration.so:
\tlibxcb-icccm.so.4 => not found
\tlibc.so.6 => /lib/x86_64-linux-gnu/libc.so.6 (0x00007fa3)
"""


def test_the_missing_libraries_are_read_from_ldd_once_each_in_order():
    assert preflight.not_found(BARE_LDD) == ["libxcb-icccm.so.4", "libxcb-keysyms.so.1"]
    assert preflight.not_found("\tlibc.so.6 => /lib/libc.so.6 (0x1)\n\tlinux-vdso.so.1 (0x2)\n") == []


def test_the_line_names_each_library_and_the_packages_to_install():
    assert preflight.message(["libxcb-icccm.so.4", "libxcb-keysyms.so.1"]) == (
        "The window cannot open: Qt needs libxcb-icccm.so.4 and libxcb-keysyms.so.1, which are not installed. "
        "On Debian/Ubuntu: sudo apt-get install libxcb-icccm4 libxcb-keysyms1."
    )
    assert preflight.message(["libglib-2.0.so.0", "libgthread-2.0.so.0"]).endswith(
        "sudo apt-get install libglib2.0-0."
    )  # one package for both
    unknown = preflight.message(["libGL.so.1", "libweird.so.3"])
    assert "sudo apt-get install libgl1 (and find the package of libweird.so.3 with apt-file search)." in unknown
    assert preflight.message(["libweird.so.3"]) == (
        "The window cannot open: Qt needs libweird.so.3, which is not installed. "
        "Install the system package that provides it (apt-file search libweird.so.3)."
    )


def test_check_asks_ldd_about_the_qt_modules_and_the_xcb_plugin_only_when_xcb_opens_the_window():
    pyside = Path(__import__("PySide6").__file__).parent
    asked: list[list[str]] = []

    def ldd(files):
        asked.append(list(files))
        return BARE_LDD

    line = preflight.check(pyside, {"DISPLAY": ":0"}, ldd)
    assert line is not None and line.endswith("sudo apt-get install libxcb-icccm4 libxcb-keysyms1.")
    assert any(f.endswith("platforms/libqxcb.so") for f in asked[0])
    assert any(Path(f).name.startswith("QtWidgets.") for f in asked[0])
    assert preflight.check(pyside, {"WAYLAND_DISPLAY": "wayland-0"}, lambda files: "") is None
    wayland: list[list[str]] = []
    preflight.check(pyside, {"WAYLAND_DISPLAY": "wayland-0"}, lambda files: wayland.append(list(files)) or "")
    assert not any("libqxcb" in f for f in wayland[0])  # a Wayland session: Qt does not open xcb
    assert preflight.uses_xcb({"QT_QPA_PLATFORM": "xcb", "WAYLAND_DISPLAY": "w"})
    assert not preflight.uses_xcb({"QT_QPA_PLATFORM": "offscreen"})


def test_no_ldd_means_no_line_and_a_complete_machine_passes():
    def no_ldd(files):
        raise FileNotFoundError("ldd")

    assert preflight.check(Path(__import__("PySide6").__file__).parent, {}, no_ldd) is None
    done = subprocess.run(
        [sys.executable, "-m", "zsgames.preflight"],
        capture_output=True,
        text=True,
        cwd=ROOT,
        env={"PATH": "/usr/bin:/bin", "DISPLAY": ":0"},
        check=False,
    )
    assert (done.returncode, done.stderr) == (0, "")  # this machine has them all (the UI tests need them)


def test_the_preflight_needs_no_qt_to_run():
    code = "import sys, zsgames.preflight; sys.exit(any(m.startswith('PySide6.Qt') for m in sys.modules))"
    assert subprocess.run([sys.executable, "-c", code], cwd=ROOT, check=False).returncode == 0


def words_after(text: str, start: str, end: str) -> list[str]:
    block = text[text.index(start) + len(start) :]
    return block[: block.index(end)].replace("\\", " ").split()


@pytest.mark.parametrize(
    "path,start,end",
    [
        ("README.md", "sudo apt-get install \\", "```"),
        ("Makefile", "QT_PACKAGES :=", "\n\n"),
        (".ci/run", 'packages="', '"'),
    ],
)
def test_the_install_list_is_the_same_everywhere(path, start, end):
    assert words_after((ROOT / path).read_text(encoding="utf-8"), start, end) == preflight.install_list()


def test_the_install_list_has_every_library_qt_needs_but_debians_own():
    listed = set(preflight.install_list())
    assert {"libxcb-icccm4", "libxcb-cursor0", "libxcb-keysyms1", "libegl1", "fonts-noto-cjk"} <= listed
    assert not listed & preflight.BASE_PACKAGES
    assert all(re.fullmatch(r"[a-z0-9.+-]+", name) for name in listed)


def test_on_a_bare_machine_the_command_prints_one_line_and_fails(tmp_path):
    fake = tmp_path / "ldd"  # an ldd that answers as on the bare Debian of issue 33
    fake.write_text(f"#!/bin/sh\ncat <<'END'\n{BARE_LDD}END\n", encoding="utf-8")
    fake.chmod(0o755)
    done = subprocess.run(
        [sys.executable, "-m", "zsgames.preflight"],
        capture_output=True,
        text=True,
        cwd=ROOT,
        env={"PATH": f"{tmp_path}:/usr/bin:/bin", "DISPLAY": ":0"},
        check=False,
    )
    assert done.returncode == 1 and done.stdout == ""
    assert done.stderr.count("\n") == 1 and "sudo apt-get install libxcb-icccm4 libxcb-keysyms1." in done.stderr
