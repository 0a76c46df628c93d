import * as migration_20261122_071336_initial from './20261122_071336_initial';
import * as migration_20261122_071806_map from './20261122_071806_map';

export const migrations = [
  {
    up: migration_20261122_071336_initial.up,
    down: migration_20261122_071336_initial.down,
    name: '20261122_071336_initial',
  },
  {
    up: migration_20261122_071806_map.up,
    down: migration_20261122_071806_map.down,
    name: '20261122_071806_map'
  },
];
