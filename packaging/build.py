"""``make bundle``: build dist/zsgames/ with PyInstaller, then measure and check it.

Prints the build time, the bundle size (MB, with the biggest parts) and runs the frozen
``zsgames --selftest --timing``: every game end to end, plus the cold start to a shown main
window against a bare PySide6 window. Exits non-zero if the build or the self-test fails.

    .venv/bin/python packaging/build.py [--clean] [--no-check]
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
DIST = ROOT / "dist"
WORK = ROOT / "build" / "pyinstaller"
SIZE_GOAL_MB = 150


def executable() -> Path:
    name = "zsgames.exe" if sys.platform == "win32" else "zsgames"
    return DIST / "zsgames" / name


def folder_size(path: Path) -> int:
    return sum(p.stat().st_size for p in path.rglob("*") if p.is_file() and not p.is_symlink())


def biggest_parts(folder: Path, count: int = 8) -> list[tuple[int, str]]:
    """The largest files in the bundle (symlinks not counted), with paths relative to it."""
    files = [(p.stat().st_size, p.relative_to(folder).as_posix()) for p in folder.rglob("*") if p.is_file()]
    return sorted((size, name) for size, name in files if not (folder / name).is_symlink())[::-1][:count]


def archive_size(folder: Path) -> int:
    """Bytes of a .tar.gz of ``folder`` (what a download would weigh), computed without writing it."""
    import tarfile

    class Counter:
        total = 0

        def write(self, data: bytes) -> int:
            self.total += len(data)
            return len(data)

    counter = Counter()
    with tarfile.open(fileobj=counter, mode="w:gz", compresslevel=6) as tar:  # type: ignore[call-overload]
        tar.add(folder, arcname=folder.name)
    return counter.total


def ensure_icons() -> None:
    icons = ROOT / "resources" / "icons"
    needed = [icons / "app.ico", icons / "app.icns", icons / "app-256.png"]
    if not all(p.is_file() for p in needed):
        subprocess.run([sys.executable, str(HERE / "make_icons.py")], check=True)


def build(clean: bool) -> float:
    ensure_icons()
    command = [
        sys.executable, "-m", "PyInstaller", "--noconfirm", "--log-level", "WARN",
        "--distpath", str(DIST), "--workpath", str(WORK), str(HERE / "zsgames.spec"),
    ]  # fmt: skip
    if clean:
        command.insert(3, "--clean")
    if (DIST / "zsgames").exists():
        shutil.rmtree(DIST / "zsgames")
    print("building:", " ".join(command[1:]), flush=True)
    start = time.perf_counter()
    subprocess.run(command, check=True, cwd=ROOT)
    return time.perf_counter() - start


def check(exe: Path) -> int:
    env = dict(os.environ)
    if not sys.platform.startswith(("win", "darwin")) and not env.get("DISPLAY") and not env.get("WAYLAND_DISPLAY"):
        env.setdefault("QT_QPA_PLATFORM", "offscreen")
    print(f"\n$ {exe.relative_to(ROOT)} --selftest --timing", flush=True)
    return subprocess.run([str(exe), "--selftest", "--timing"], env=env, cwd=ROOT).returncode


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--clean", action="store_true", help="empty PyInstaller's cache first")
    parser.add_argument("--no-check", action="store_true", help="skip the frozen self-test and timing")
    args = parser.parse_args(argv)
    try:
        seconds = build(args.clean)
    except subprocess.CalledProcessError as exc:
        print(f"bundle: PyInstaller failed (exit {exc.returncode})", file=sys.stderr)
        return 1
    exe = executable()
    if not exe.is_file():
        print(f"bundle: {exe} was not produced", file=sys.stderr)
        return 1
    size_mb = folder_size(DIST / "zsgames") / 1e6
    print(f"\nbuilt {exe.relative_to(ROOT)} in {seconds:.0f} s")
    print(f"bundle size: {size_mb:.1f} MB (goal: under {SIZE_GOAL_MB} MB)")
    print(f"as a .tar.gz download: {archive_size(DIST / 'zsgames') / 1e6:.1f} MB")
    print("largest files:")
    for size, name in biggest_parts(DIST / "zsgames"):
        print(f"  {size / 1e6:7.1f} MB  {name}")
    if sys.platform == "darwin" and (DIST / "zsgames.app").is_dir():
        print(f"macOS app: dist/zsgames.app ({folder_size(DIST / 'zsgames.app') / 1e6:.1f} MB)")
    if size_mb > SIZE_GOAL_MB:
        print(f"warning: the bundle is over {SIZE_GOAL_MB} MB")
    if args.no_check:
        return 0
    return check(exe)


if __name__ == "__main__":
    sys.exit(main())
