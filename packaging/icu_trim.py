"""Linux: a smaller ``libicudata`` for the bundle (imported by zsgames.spec).

PySide6's Linux wheels link Qt against their own ICU, whose data library (32 MB, the largest
file in the bundle) holds every locale's collation, display names, legacy text converters,
dictionaries and transliterators. Qt keeps its own locale data and Unicode tables; it asks ICU
only for collation (``QCollator``, ``localeAwareCompare``), locale-aware case mapping and
non-UTF text codecs. So the bundle keeps ICU's core (normalisation, properties, aliases), the
root, English and Chinese locales and the root collation, and drops the rest. A locale whose
data is gone falls back to root (plain Unicode order), which is what ICU does by design.

The trimmed data is packed back into a shared library exporting the same symbol
(``icudt<NN>_dat``) with the binutils PyInstaller already needs on Linux (``as``, ``ld``).
If anything is missing or unexpected, the original library is kept.
"""

from __future__ import annotations

import re
import shutil
import struct
import subprocess
from pathlib import Path

# Folders of ICU data items left out entirely: break-iterator dictionaries, display names of
# currencies, languages, regions and units, transliterators, spelled-out numbers.
DROP_FOLDERS = {"brkitr", "curr", "lang", "region", "unit", "translit", "rbnf"}
# Locales kept in the per-locale data (top level and zone/); the others fall back to root.
KEEP_LOCALES = {"root", "en", "zh", "zh_Hans", "zh_Hant", "res_index", "pool"}
KEEP_COLLATION = {"root", "res_index", "ucadata"}
# A locale id such as de, zh_Hant_TW, en_US_POSIX, es_419 (not metaZones, plurals, icuver...).
LOCALE_ID = re.compile(r"^[a-z]{2,3}(_[A-Z][a-z]{3})?(_([A-Z]{2}|\d{3}))?(_[A-Z0-9]+)*$")


def keep_item(name: str) -> bool:
    """Whether the ICU data item ``icudtNNl/<path>`` stays in the bundle."""
    path = name.split("/")[1:]
    if not path:
        return True
    folder = path[0] if len(path) > 1 else ""
    item = path[-1]
    stem, _, suffix = item.rpartition(".")
    if folder in DROP_FOLDERS:
        return False
    if folder == "coll":
        return stem in KEEP_COLLATION
    if not folder and suffix == "cnv":  # legacy charset converters (Qt reads and writes UTF-8)
        return False
    if not folder and (suffix in ("spp", "cfu") or item == "unames.icu"):
        return False  # StringPrep profiles, spoof checks, character names: nothing in Qt uses them
    if suffix == "res" and folder in ("", "zone") and LOCALE_ID.match(stem):
        return stem in KEEP_LOCALES
    return True


def _elf_section(data: bytes, wanted: str) -> tuple[int, int]:
    """(file offset, size) of a section of a 64-bit little-endian ELF file."""
    if data[:4] != b"\x7fELF" or data[4] != 2 or data[5] != 1:
        raise ValueError("not a 64-bit little-endian ELF file")
    shoff = struct.unpack_from("<Q", data, 0x28)[0]
    shentsize, shnum, shstrndx = struct.unpack_from("<HHH", data, 0x3A)
    sections = [struct.unpack_from("<IIQQQQIIQQ", data, shoff + i * shentsize) for i in range(shnum)]
    strtab = sections[shstrndx]
    names = data[strtab[4] : strtab[4] + strtab[5]]
    for sh in sections:
        name = names[sh[0] : names.index(b"\0", sh[0])].decode()
        if name == wanted:
            return sh[4], sh[5]
    raise ValueError(f"no {wanted} section")


def read_common_data(library: Path) -> bytes:
    """The ICU common data blob inside ``libicudata.so`` (it is the whole .rodata)."""
    data = library.read_bytes()
    offset, size = _elf_section(data, ".rodata")
    blob = data[offset : offset + size]
    if blob[2:4] != b"\xda\x27" or b"CmnD" not in blob[:32]:
        raise ValueError("no ICU common data at the start of .rodata")
    return blob


def parse_common_data(blob: bytes) -> tuple[bytes, list[tuple[str, bytes]]]:
    """(header, [(item name, item bytes)]) of an ICU common data package."""
    header_size = struct.unpack_from("<H", blob, 0)[0]
    toc = blob[header_size:]
    count = struct.unpack_from("<I", toc, 0)[0]
    raw = [struct.unpack_from("<II", toc, 4 + 8 * i) for i in range(count)]
    items = []
    for index, (name_offset, data_offset) in enumerate(raw):
        name = toc[name_offset : toc.index(b"\0", name_offset)].decode("ascii")
        end = raw[index + 1][1] if index + 1 < count else len(toc)
        items.append((name, toc[data_offset:end]))
    return blob[:header_size], items


def build_common_data(header: bytes, items: list[tuple[str, bytes]]) -> bytes:
    """Pack items (kept in their sorted order: ICU binary-searches the names) with a new TOC."""
    names = b"".join(name.encode("ascii") + b"\0" for name, _ in items)
    toc_size = 4 + 8 * len(items)
    names_start = toc_size
    data_start = (names_start + len(names) + 15) // 16 * 16
    entries, body = b"", b""
    name_offset, data_offset = names_start, data_start
    for name, item in items:
        entries += struct.pack("<II", name_offset, data_offset)
        name_offset += len(name) + 1
        padded = item + b"\0" * (-len(item) % 16)
        body += padded
        data_offset += len(padded)
    toc = struct.pack("<I", len(items)) + entries + names
    toc += b"\0" * (data_start - len(toc))
    return header + toc + body


def symbol_name(library: Path) -> str:
    match = re.search(rb"icudt\d+_dat", library.read_bytes())
    if not match:
        raise ValueError("no icudt<NN>_dat symbol")
    return match.group().decode()


def trimmed_library(library: Path, workdir: Path) -> tuple[Path, int, int]:
    """Build the smaller library in ``workdir``; (path, old size, new size)."""
    symbol = symbol_name(library)
    header, items = parse_common_data(read_common_data(library))
    kept = [(name, data) for name, data in items if keep_item(name)]
    blob = build_common_data(header, kept)
    # the result must read back the same way
    header2, items2 = parse_common_data(blob)
    if header2 != header or [n for n, _ in items2] != [n for n, _ in kept]:
        raise ValueError("the trimmed ICU data does not read back")
    workdir.mkdir(parents=True, exist_ok=True)
    dat = workdir / f"{symbol}.dat"
    dat.write_bytes(blob)
    asm = workdir / "icudata.s"
    asm.write_text(
        "\t.section .rodata\n"
        f"\t.globl {symbol}\n\t.type {symbol}, @object\n\t.balign 16\n"
        f'{symbol}:\n\t.incbin "{dat}"\n\t.size {symbol}, .-{symbol}\n'
        '\t.section .note.GNU-stack,"",@progbits\n',
        encoding="ascii",
    )
    obj, out = workdir / "icudata.o", workdir / library.name
    subprocess.run(["as", "-o", str(obj), str(asm)], check=True)
    subprocess.run(["ld", "-shared", "-soname", library.name, "-o", str(out), str(obj)], check=True)
    return out, library.stat().st_size, out.stat().st_size


def trim_icu(binaries: list[tuple[str, str, str]], workdir: Path) -> list[tuple[str, str, str]]:
    """Swap libicudata in a PyInstaller TOC for the trimmed build; unchanged if that fails."""
    if not (shutil.which("as") and shutil.which("ld")):
        print("icu_trim: binutils (as, ld) not found; keeping the full ICU data")
        return binaries
    result = []
    for dest, src, kind in binaries:
        if kind != "SYMLINK" and Path(dest).name.startswith("libicudata.so"):
            try:
                new, old_size, new_size = trimmed_library(Path(src), workdir)
                print(f"icu_trim: {Path(dest).name} {old_size / 1e6:.1f} MB -> {new_size / 1e6:.1f} MB")
                src = str(new)
            except (OSError, ValueError, subprocess.CalledProcessError) as exc:
                print(f"icu_trim: keeping the full ICU data ({exc})")
        result.append((dest, src, kind))
    return result
