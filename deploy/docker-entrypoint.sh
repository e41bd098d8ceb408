#!/bin/sh
# The image's entry point: checks what every deployment mounts or sets (README "Deploy"), writes the per-deployment
# nginx files, keeps earlier releases' assets, then runs the command (nginx in the foreground).
# configure.sh reads the container's environment (`docker run -e`): CONSOLE_DOMAINS, MOVIE_API_URL, GATEWAY_API_URL,
# NOTICE_API_URL and, optional, CSP_IMG_HOSTS and CSP_CONNECT_HOSTS (the page's picture and connect hosts). It runs
# at every start, so a changed value needs only a new container, not a new image.
# /etc/console/upstream.json is optional: mounted, it replaces the release's upstream profile and mapping (nginx
# serves it as /upstream.json; locations.conf); the console checks it when the page loads.
set -eu

if [ ! -f /etc/console/config.json ]; then
  echo "docker-entrypoint.sh: mount the console's runtime config.json at /etc/console/config.json (see deploy/config.json)" >&2
  exit 1
fi
configure.sh /etc/nginx/console
retain-assets.sh /srv/console/dist/assets /srv/console/retained/assets "${RETAIN_ASSET_DAYS:-30}"
nginx -t -q
exec "$@"
