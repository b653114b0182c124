#!/usr/bin/env bash
# Installs what the gallery's browser test needs, when missing, and prints the Python to run
# Tools/gallery/gallery-browser-check.py with (last line of output):
#   - chromium and fonts-dejavu-core from Debian (apt-get);
#   - Playwright (drives that chromium through its executable path; Playwright's own browser
#     download is never used) and axe-playwright-python (bundles axe-core) from PyPI, into a
#     virtual environment under .build/gallery-venv (GALLERY_VENV overrides), pinned below.
set -euo pipefail
cd "$(dirname "$0")/../.."

playwright_version="1.65.2"
axe_version="0.1.8"
venv="${GALLERY_VENV:-$PWD/.build/gallery-venv}"

missing=()
command -v chromium >/dev/null 2>&1 || missing+=(chromium)
dpkg -s fonts-dejavu-core >/dev/null 2>&1 || missing+=(fonts-dejavu-core)
python3 -c 'import venv, ensurepip' >/dev/null 2>&1 || missing+=(python3-venv)
if [ "${#missing[@]}" -gt 0 ]; then
  echo "installing ${missing[*]}" >&2
  sudo=""
  if [ "$(id -u)" -ne 0 ] && command -v sudo >/dev/null 2>&1; then sudo="sudo"; fi
  export DEBIAN_FRONTEND=noninteractive
  $sudo apt-get update -qq >&2
  $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >&2
fi

if ! "$venv/bin/python" -c "
import importlib.metadata as m, sys
sys.exit(0 if m.version('playwright') == '$playwright_version'
         and m.version('axe-playwright-python') == '$axe_version' else 1)" >/dev/null 2>&1; then
  echo "installing playwright $playwright_version and axe-playwright-python $axe_version" >&2
  rm -rf "$venv"
  python3 -m venv "$venv" >&2
  "$venv/bin/pip" install -q --disable-pip-version-check \
    "playwright==$playwright_version" "axe-playwright-python==$axe_version" >&2
fi
echo "$venv/bin/python"
