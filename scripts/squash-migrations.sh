#!/usr/bin/env bash
# Replaces every migration with one fresh "initial" migration per adapter (both from the current
# collections). Only for a project not yet deployed anywhere: a live database keeps its history.
set -euo pipefail
cd "$(dirname "$0")/.."
for adapter in sqlite postgres; do
  rm -f src/migrations/$adapter/2*.ts src/migrations/$adapter/2*.json
  printf 'export const migrations = []\n' > src/migrations/$adapter/index.ts
done
node scripts/migrate-create.mjs initial
