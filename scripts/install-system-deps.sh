#!/usr/bin/env bash
# Installs what the tests need from Debian's packages when it is missing: Chromium for the browser tests,
# PostgreSQL for the second run of the server tests, the DejaVu font the screenshot tests draw with.
# Nothing is downloaded from anywhere else.
set -euo pipefail
missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium)
ls -d /usr/lib/postgresql/*/bin >/dev/null 2>&1 || missing+=(postgresql)
# The font the screenshot tests draw their bet slips with (server/test/helpers/slip-image.ts).
[ -f /usr/share/fonts/truetype/dejavu/DejaVuSans.ttf ] || missing+=(fonts-dejavu-core)
[ ${#missing[@]} -eq 0 ] && exit 0

if [ "$(id -u)" = 0 ]; then sudo=(); elif command -v sudo >/dev/null; then sudo=(sudo); else
  echo "install-system-deps: please install ${missing[*]} (apt-get install ${missing[*]})" >&2
  exit 1
fi
echo "install-system-deps: installing ${missing[*]}"
export DEBIAN_FRONTEND=noninteractive
"${sudo[@]}" apt-get update -qq
"${sudo[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
