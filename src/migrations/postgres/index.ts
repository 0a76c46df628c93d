import * as migration_20261122_071313_initial from './20261122_071313_initial';
import * as migration_20261122_071815_map from './20261122_071815_map';

export const migrations = [
  {
    up: migration_20261122_071313_initial.up,
    down: migration_20261122_071313_initial.down,
    name: '20261122_071313_initial',
  },
  {
    up: migration_20261122_071815_map.up,
    down: migration_20261122_071815_map.down,
    name: '20261122_071815_map'
  },
];
