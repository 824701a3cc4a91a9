#!/usr/bin/env bash
# Install the built bundle (dist/zsgames) for the current user on Linux:
#   ~/.local/opt/zsgames/            the bundle
#   ~/.local/bin/zsgames             a link to its executable
#   ~/.local/share/applications/     zsgames.desktop (menu entry)
#   ~/.local/share/icons/hicolor/    the icon in every size
# Usage: packaging/linux/install.sh [--uninstall]     (PREFIX=/usr/local for all users, as root)
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/../.." && pwd)"
prefix="${PREFIX:-$HOME/.local}"
opt="$prefix/opt/zsgames"
bin="$prefix/bin/zsgames"
apps="$prefix/share/applications"
hicolor="$prefix/share/icons/hicolor"
sizes="16 24 32 48 64 128 256"

if [ "${1:-}" = "--uninstall" ]; then
  rm -rf "$opt" "$bin" "$apps/zsgames.desktop" "$hicolor/scalable/apps/zsgames.svg"
  for s in $sizes; do rm -f "$hicolor/${s}x${s}/apps/zsgames.png"; done
  echo "zsgames removed from $prefix (saves and settings are kept in your user data folders)"
  exit 0
fi

bundle="${BUNDLE:-$root/dist/zsgames}"
[ -x "$bundle/zsgames" ] || { echo "no bundle at $bundle: run 'make bundle' first" >&2; exit 2; }

rm -rf "$opt"
mkdir -p "$(dirname "$opt")" "$(dirname "$bin")" "$apps" "$hicolor/scalable/apps"
cp -a "$bundle" "$opt"
ln -sfn "$opt/zsgames" "$bin"
icons="$opt/_internal/zsgames/resources/icons"
[ -d "$icons" ] || icons="$root/resources/icons"
cp "$icons/app.svg" "$hicolor/scalable/apps/zsgames.svg"
for s in $sizes; do
  mkdir -p "$hicolor/${s}x${s}/apps"
  cp "$icons/app-$s.png" "$hicolor/${s}x${s}/apps/zsgames.png"
done
sed "s|^Exec=zsgames|Exec=$opt/zsgames|" "$here/zsgames.desktop" > "$apps/zsgames.desktop"
command -v update-desktop-database >/dev/null 2>&1 && update-desktop-database -q "$apps" || true
command -v gtk-update-icon-cache >/dev/null 2>&1 && gtk-update-icon-cache -q -t "$hicolor" || true
echo "zsgames installed in $opt; start it from the menu or with $bin"
