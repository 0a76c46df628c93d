#!/usr/bin/env bash
# A rolling deploy of one release to the instances behind nginx, with no request lost:
#   deploy/rolling-deploy.sh <git revision> [port…]        (default ports 3001 3002)
# 1. build the release in a directory of its own (the running instances keep reading theirs);
# 2. migrate the database once, before any instance runs the new code (migrations must suit the old
#    code too: add first, remove in a later release);
# 3. point `current` at the release, then one instance at a time: mark it `down` in nginx's upstream
#    and reload nginx (so no request is on its way to it: nginx does not read /readyz, and a POST
#    sent to a listener that is closing is answered 502, never retried), stop it (SIGTERM: it
#    drains what it holds), start it on the new release, wait until /readyz says ready, and put it
#    back in the upstream. NGINX_SITE names the site file (default below).
set -euo pipefail
revision=${1:?usage: rolling-deploy.sh <revision> [port…]}
shift
ports=("${@:-3001 3002}")
read -r -a ports <<<"${ports[*]}"
base=/srv/voltra
release="$base/releases/$(date +%Y%m%d%H%M%S)-$revision"

git -C "$base/repo" fetch --quiet origin
git -C "$base/repo" worktree add --detach "$release" "$revision"
cd "$release"
npm install --no-audit --no-fund
set -a && . /etc/voltra/env && set +a
npm run build
npm run migrate

ln -sfn "$release" "$base/current.next" && mv -T "$base/current.next" "$base/current"
site=${NGINX_SITE:-/etc/nginx/sites-enabled/voltra.conf}
upstream() { # upstream <port> down|up
  if [ "$2" = down ]; then
    sed -i "s/server 127.0.0.1:$1 max_fails=0;/server 127.0.0.1:$1 max_fails=0 down;/" "$site"
  else
    sed -i "s/server 127.0.0.1:$1 max_fails=0 down;/server 127.0.0.1:$1 max_fails=0;/" "$site"
  fi
  nginx -t -q && nginx -s reload
  sleep 1 # the old workers finish what they were sending
}
for port in "${ports[@]}"; do
  upstream "$port" down
  systemctl restart "voltra@$port"
  for _ in $(seq 1 120); do
    curl -fsS "http://127.0.0.1:$port/readyz" >/dev/null 2>&1 && break
    sleep 1
  done
  curl -fsS "http://127.0.0.1:$port/readyz" >/dev/null || { echo "instance $port is not ready" >&2; exit 1; }
  upstream "$port" up
  echo "instance $port runs $revision"
done
