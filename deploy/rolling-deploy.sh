#!/usr/bin/env bash
# A rolling deploy of one release to the instances behind nginx, with no request lost:
#   deploy/rolling-deploy.sh <git revision> [port…]        (default ports 3001 3002)
# 1. build the release in a directory of its own (the running instances keep reading theirs);
# 2. migrate the database once, before any instance runs the new code (migrations must suit the old
#    code too: add first, remove in a later release);
# 3. point `current` at the release, then one instance at a time: stop it (SIGTERM: it drains, nginx
#    sends its traffic to the others), start it on the new release, wait until /readyz says ready.
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
for port in "${ports[@]}"; do
  systemctl restart "voltra@$port"
  for _ in $(seq 1 120); do
    curl -fsS "http://127.0.0.1:$port/readyz" >/dev/null 2>&1 && break
    sleep 1
  done
  curl -fsS "http://127.0.0.1:$port/readyz" >/dev/null || { echo "instance $port is not ready" >&2; exit 1; }
  echo "instance $port runs $revision"
done
