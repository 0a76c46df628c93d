import * as migration_20261122_065110_initial from './20261122_065110_initial';

export const migrations = [
  {
    up: migration_20261122_065110_initial.up,
    down: migration_20261122_065110_initial.down,
    name: '20261122_065110_initial'
  },
];
