#!/bin/sh
# The image's entry point: checks what every deployment mounts or sets (README "Deploy"), writes the per-deployment
# nginx files, keeps earlier releases' assets, then runs the command (nginx in the foreground).
set -eu

if [ ! -f /etc/console/config.json ]; then
  echo "docker-entrypoint.sh: mount the console's runtime config.json at /etc/console/config.json (see deploy/config.json)" >&2
  exit 1
fi
configure.sh /etc/nginx/console
retain-assets.sh /srv/console/dist/assets /srv/console/retained/assets "${RETAIN_ASSET_DAYS:-30}"
nginx -t -q
exec "$@"
