#!/bin/sh
# Keeps the hashed assets of earlier releases available (README "Deploy", releases): a tab opened before a roll-out
# loads its lazy chunks after it. Run it with each release's assets BEFORE that release is served:
#   deploy/retain-assets.sh <the release's dist/assets> <retained>/assets [days]
# nginx serves /assets/ from the current release first, then from the retained directory. An asset stays there for
# `days` (default 30) after the last release that shipped it; older ones are removed.
set -eu

from=${1:?usage: retain-assets.sh <dist/assets> <retained/assets> [days]}
to=${2:?usage: retain-assets.sh <dist/assets> <retained/assets> [days]}
days=${3:-30}
case $days in '' | *[!0-9]*) echo "retain-assets.sh: days must be a whole number, not \"$days\"" >&2; exit 1 ;; esac
[ -d "$from" ] || { echo "retain-assets.sh: no assets at $from" >&2; exit 1; }

mkdir -p "$to"
# A retained file may be being served: it is never rewritten in place (a reader would see it half written and cache
# that for a year). New files appear whole (copy, then rename); the ones already there are only touched, which
# restarts their clock: an asset this release still ships stays for `days` after it.
(cd "$from" && find . -type f) | while IFS= read -r file; do
  if [ -f "$to/$file" ]; then
    touch "$to/$file"
  else
    mkdir -p "$(dirname "$to/$file")"
    cp "$from/$file" "$to/$file.partial.$$"
    mv -f "$to/$file.partial.$$" "$to/$file"
  fi
done
find "$to" -type f -mtime +"$days" -exec rm -f {} +
echo "retain-assets.sh: $(find "$to" -type f | wc -l | tr -d ' ') assets retained in $to"
