import * as migration_20261122_071313_initial from './20261122_071313_initial';

export const migrations = [
  {
    up: migration_20261122_071313_initial.up,
    down: migration_20261122_071313_initial.down,
    name: '20261122_071313_initial'
  },
];
