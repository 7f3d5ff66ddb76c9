#!/bin/sh
# Renders console.conf for a deployment into $CONF_DIR with the defaults of deploy/README.md and
# copies security-headers.conf beside it. envsubst gets the list of our variables only, so nginx's
# own $variables ($uri, $request_id...) survive. Then: nginx -t && nginx -s reload.
set -eu
here=$(dirname "$0")
: "${BLADE_GATEWAY:?set BLADE_GATEWAY, e.g. http://blade-gateway:80 (no trailing slash)}"
export BLADE_GATEWAY
export LISTEN="${LISTEN:-8080}"
export CONSOLE_ROOT="${CONSOLE_ROOT:-/srv/dasha-console}"
export CONF_DIR="${CONF_DIR:-/etc/nginx/dasha-console}"
export API_ORIGINS="${API_ORIGINS:-}" FILE_ORIGINS="${FILE_ORIGINS:-}" FRAME_ORIGINS="${FRAME_ORIGINS:-}"
mkdir -p "$CONF_DIR"
envsubst '${LISTEN} ${CONSOLE_ROOT} ${BLADE_GATEWAY} ${CONF_DIR} ${API_ORIGINS} ${FILE_ORIGINS} ${FRAME_ORIGINS}' \
  < "$here/console.conf.template" > "$CONF_DIR/console.conf"
cp "$here/security-headers.conf" "$CONF_DIR/security-headers.conf"
echo "wrote $CONF_DIR/console.conf and security-headers.conf; include $CONF_DIR/console.conf in http {}"
