#!/usr/bin/env bash
# Wrap the .app in a compressed disk image with an Applications shortcut to drag it onto.
#   packaging/macos/make_dmg.sh "dist/Dixit Desktop.app" dist/Dixit-Desktop-0.1.0.dmg
# (packaging/build.py calls it on macOS with the version from pyproject.toml.)
set -euo pipefail

app="${1:?usage: make_dmg.sh APP DMG}"
dmg="${2:?usage: make_dmg.sh APP DMG}"
[ -d "$app" ] || { echo "make_dmg.sh: no app bundle at $app" >&2; exit 1; }
command -v hdiutil >/dev/null || { echo "make_dmg.sh: hdiutil is macOS-only" >&2; exit 1; }

stage="$(mktemp -d)"
trap 'rm -rf "$stage"' EXIT
# ditto keeps the symlinks, extended attributes and code signatures PyInstaller made.
ditto "$app" "$stage/$(basename "$app")"
ln -s /Applications "$stage/Applications"

rm -f "$dmg"
hdiutil create -volname "Dixit Desktop" -srcfolder "$stage" -fs HFS+ \
    -format UDZO -imagekey zlib-level=9 -ov "$dmg"
hdiutil verify "$dmg"
echo "make_dmg.sh: $dmg ($(du -h "$dmg" | cut -f1))"
