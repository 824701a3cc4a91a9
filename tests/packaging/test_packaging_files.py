"""The packaging helpers: Qt trimming rules, icon containers, and a spec with no absolute paths."""

from __future__ import annotations

import importlib.util
import re
import shutil
import struct
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
PACKAGING = ROOT / "packaging"
ICONS = ROOT / "resources" / "icons"


def load(name: str):
    spec = importlib.util.spec_from_file_location(f"packaging_{name}", PACKAGING / f"{name}.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


filters = load("bundle_filters")
icons = load("make_icons")


@pytest.mark.parametrize(
    ("dest", "expected"),
    [
        ("PySide6/Qt/plugins/platformthemes/libqgtk3.so", ("platformthemes", "qgtk3")),
        ("PySide6\\plugins\\imageformats\\qtiff.dll", ("imageformats", "qtiff")),
        ("PySide6/Qt/plugins/platforms/libqcocoa.dylib", ("platforms", "qcocoa")),
        ("PySide6/Qt/lib/libQt6Gui.so.6", None),
        ("libpython3.11.so.1.0", None),
    ],
)
def test_plugin_names(dest, expected):
    assert filters.plugin_name(dest) == expected


def test_drop_unused_qt_keeps_what_the_app_needs():
    toc = [
        ("PySide6/Qt/plugins/platforms/libqxcb.so", "/x/libqxcb.so", "BINARY"),
        ("PySide6/Qt/plugins/platforms/libqoffscreen.so", "/x/libqoffscreen.so", "BINARY"),
        ("PySide6/Qt/plugins/imageformats/libqsvg.so", "/x/libqsvg.so", "BINARY"),
        ("PySide6/Qt/plugins/imageformats/libqtiff.so", "/x/libqtiff.so", "BINARY"),
        ("PySide6/Qt/plugins/platformthemes/libqgtk3.so", "/x/libqgtk3.so", "BINARY"),
        ("PySide6/Qt/plugins/tls/libqopensslbackend.so", "/x/libqopensslbackend.so", "BINARY"),
        ("PySide6/Qt/translations/qtbase_de.qm", "/x/qtbase_de.qm", "DATA"),
        ("PySide6/Qt/translations/qtbase_zh_CN.qm", "/x/qtbase_zh_CN.qm", "DATA"),  # the app speaks Chinese
        ("PySide6/Qt/translations/qt_zh_CN.qm", "/x/qt_zh_CN.qm", "DATA"),
        ("zsgames/resources/zooscape/cards.json", "/r/cards.json", "DATA"),
        ("zsgames/resources/zooscape/translations/notes.md", "/r/notes.md", "DATA"),
    ]
    kept = [dest for dest, _, _ in filters.drop_unused_qt(toc)]
    assert kept == [
        "PySide6/Qt/plugins/platforms/libqxcb.so",
        "PySide6/Qt/plugins/platforms/libqoffscreen.so",
        "PySide6/Qt/plugins/imageformats/libqsvg.so",
        "PySide6/Qt/translations/qtbase_zh_CN.qm",
        "zsgames/resources/zooscape/cards.json",
        "zsgames/resources/zooscape/translations/notes.md",
    ]


def test_prune_drops_only_libraries_nobody_needs(monkeypatch):
    needs = {"/x/QtGui.abi3.so": {"libQt6Gui.so.6", "libfreetype.so.6"}, "/x/libqxcb.so": {"libxcb.so.1"}}
    monkeypatch.setattr(filters, "_needed", lambda src: needs.get(src, set()))
    toc = [
        ("PySide6/QtGui.abi3.so", "/x/QtGui.abi3.so", "EXTENSION"),
        ("PySide6/Qt/plugins/platforms/libqxcb.so", "/x/libqxcb.so", "BINARY"),
        ("libfreetype.so.6", "/usr/lib/libfreetype.so.6", "BINARY"),
        ("libxcb.so.1", "/usr/lib/libxcb.so.1", "BINARY"),
        ("libcairo.so.2", "/usr/lib/libcairo.so.2", "BINARY"),  # only the GTK theme wanted it
        ("libpython3.11.so.1.0", "/py/libpython3.11.so.1.0", "BINARY"),
        ("libQt6Gui.so.6", "PySide6/Qt/lib/libQt6Gui.so.6", "SYMLINK"),
        ("PySide6/Qt/lib/libQt6Gui.so.6", "/q/libQt6Gui.so.6", "BINARY"),
        ("PySide6/Qt/lib/libQt6EglFSDeviceIntegration.so.6", "/q/libQt6EglFS.so.6", "BINARY"),  # eglfs is gone
        ("libQt6EglFSDeviceIntegration.so.6", "PySide6/Qt/lib/libQt6EglFSDeviceIntegration.so.6", "SYMLINK"),
    ]
    kept = [dest for dest, _, _ in filters.prune_orphan_libraries(toc)]
    assert "libcairo.so.2" not in kept
    assert not any("EglFS" in dest for dest in kept)
    assert "PySide6/Qt/lib/libQt6Gui.so.6" in kept
    assert {"libfreetype.so.6", "libxcb.so.1", "libpython3.11.so.1.0", "libQt6Gui.so.6"} <= set(kept)


def test_ico_container_lists_every_size():
    pngs = {16: b"\x89PNG-a", 256: b"\x89PNG-bbbb"}
    data = icons.pack_ico(pngs, classic_below=0)
    reserved, kind, count = struct.unpack_from("<HHH", data)
    assert (reserved, kind, count) == (0, 1, 2)
    width16, _, _, _, _, _, size16, offset16 = struct.unpack_from("<BBBBHHII", data, 6)
    width256, _, _, _, _, _, size256, offset256 = struct.unpack_from("<BBBBHHII", data, 22)
    assert (width16, width256) == (16, 0)  # 0 stands for 256
    assert data[offset16 : offset16 + size16] == pngs[16]
    assert data[offset256 : offset256 + size256] == pngs[256]


def test_small_ico_entries_are_classic_bitmaps(qapp):
    png = (ICONS / "app-16.png").read_bytes()
    dib = icons.png_to_dib(png)
    size, width, height, planes, bits = struct.unpack_from("<IiiHH", dib)
    assert (size, width, height, planes, bits) == (40, 16, 32, 1, 32)  # height counts the AND mask too
    assert len(dib) == 40 + 16 * 16 * 4 + 16 * 4
    # the committed .ico reads back in Qt with every size
    from PySide6.QtGui import QImageReader

    reader = QImageReader(str(ICONS / "app.ico"))
    sizes = set()
    for index in range(reader.imageCount()):
        reader.jumpToImage(index)
        sizes.add(reader.read().width())
    assert sizes == set(icons.ICO_SIZES)


def test_icns_container_is_well_formed():
    data = icons.pack_icns({b"icp4": b"png16", b"ic08": b"png256!"})
    assert data[:4] == b"icns" and struct.unpack(">I", data[4:8])[0] == len(data)
    assert data[8:12] == b"icp4" and struct.unpack(">I", data[12:16])[0] == 8 + 5


def test_committed_icons_exist_for_every_platform():
    folder = ICONS
    for name in ["app.svg", "app.ico", "app.icns"] + [f"app-{s}.png" for s in icons.PNG_SIZES]:
        assert (folder / name).stat().st_size > 0, name
    assert (folder / "app.ico").read_bytes()[:4] == b"\x00\x00\x01\x00"


def test_spec_anchors_every_path_on_specpath():
    text = (PACKAGING / "zsgames.spec").read_text(encoding="utf-8")
    compile(text, "zsgames.spec", "exec")
    assert "Path(SPECPATH)" in text
    literals = re.findall(r"""["']([^"'\n]*)["']""", text)
    absolute = [s for s in literals if s.startswith(("/", "~")) or re.match(r"^[A-Za-z]:[\\/]", s)]
    assert not absolute, absolute
    for platform_marker in ('"win32"', '"darwin"', "BUNDLE("):
        assert platform_marker in text


def test_desktop_file_names_the_program_and_icon():
    text = (PACKAGING / "linux" / "zsgames.desktop").read_text(encoding="utf-8")
    entries = dict(line.split("=", 1) for line in text.splitlines() if "=" in line)
    assert text.startswith("[Desktop Entry]")
    assert entries["Type"] == "Application" and entries["Icon"] == "zsgames"
    assert entries["Exec"].split()[0] == "zsgames"
    assert "Game" in entries["Categories"].split(";")


@pytest.mark.skipif(sys.platform == "win32", reason="shell script")
def test_linux_install_script_is_valid_shell():
    import subprocess

    script = PACKAGING / "linux" / "install.sh"
    subprocess.run(["bash", "-n", str(script)], check=True)


icu = load("icu_trim")


@pytest.mark.parametrize(
    ("item", "kept"),
    [
        ("icudt73l/root.res", True),
        ("icudt73l/en.res", True),
        ("icudt73l/zh_Hant.res", True),
        ("icudt73l/de_CH.res", False),
        ("icudt73l/en_US_POSIX.res", False),
        ("icudt73l/es_419.res", False),
        ("icudt73l/likelySubtags.res", True),  # not a locale: ICU's own tables stay
        ("icudt73l/zoneinfo64.res", True),
        ("icudt73l/icuver.res", True),
        ("icudt73l/uts46.nrm", True),
        ("icudt73l/ibm-943_P15A-2003.cnv", False),
        ("icudt73l/coll/root.res", True),
        ("icudt73l/coll/ucadata.icu", True),
        ("icudt73l/coll/zh.res", False),
        ("icudt73l/brkitr/cjdict.dict", False),
        ("icudt73l/zone/fr.res", False),
        ("icudt73l/zone/zh.res", True),
        ("icudt73l/curr/en.res", False),
    ],
)
def test_icu_items_kept(item, kept):
    assert icu.keep_item(item) is kept


def test_icu_common_data_round_trip():
    header = struct.pack("<HBB", 16, 0xDA, 0x27) + b"\x14\x00\x00\x00CmnD\x01\x00\x00\x00"[:12]
    items = [("icudt73l/a.res", b"A" * 20), ("icudt73l/b.icu", b"B" * 3), ("icudt73l/c/d.res", b"")]
    blob = icu.build_common_data(header, items)
    header2, items2 = icu.parse_common_data(blob)
    assert header2 == header
    assert [(n, d.rstrip(b"\0")) for n, d in items2] == items
    toc = blob[len(header) :]
    offsets = [struct.unpack_from("<II", toc, 4 + 8 * i)[1] for i in range(3)]
    assert all(o % 16 == 0 for o in offsets)  # ICU reads items in place: keep them aligned


def pyside_icu_library():
    try:
        import PySide6
    except ImportError:
        return None
    found = sorted((Path(PySide6.__file__).parent / "Qt" / "lib").glob("libicudata.so.*"))
    return found[0] if found else None


@pytest.mark.skipif(
    not sys.platform.startswith("linux") or pyside_icu_library() is None or not all(map(shutil.which, ("as", "ld"))),
    reason="Linux PySide6 wheels with their own ICU, and binutils",
)
def test_trimmed_icu_library_exports_the_data_symbol(tmp_path):
    library = pyside_icu_library()
    out, old_size, new_size = icu.trimmed_library(library, tmp_path)
    assert new_size < old_size / 4
    symbol = icu.symbol_name(library)
    _, items = icu.parse_common_data(icu.read_common_data(out))
    names = {name.split("/", 1)[1] for name, _ in items}
    assert {"root.res", "coll/ucadata.icu", "likelySubtags.res"} <= names
    assert "coll/de.res" not in names
    assert icu.symbol_name(out) == symbol


def test_debug_info_detection(tmp_path):
    not_elf = tmp_path / "x.so"
    not_elf.write_bytes(b"hello")
    assert filters.has_debug_info(str(not_elf)) is False
    assert filters.has_debug_info(str(tmp_path / "missing.so")) is False
    # the running interpreter's extension modules are ELF files on Linux; either answer is fine, no crash
    import _json

    assert filters.has_debug_info(getattr(_json, "__file__", sys.executable)) in (True, False)
