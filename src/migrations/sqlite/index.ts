import * as migration_20261122_071336_initial from './20261122_071336_initial';

export const migrations = [
  {
    up: migration_20261122_071336_initial.up,
    down: migration_20261122_071336_initial.down,
    name: '20261122_071336_initial'
  },
];
