import * as migration_20261122_071313_initial from './20261122_071313_initial';
import * as migration_20261122_071815_map from './20261122_071815_map';
import * as migration_20261122_074010_pay from './20261122_074010_pay';

export const migrations = [
  {
    up: migration_20261122_071313_initial.up,
    down: migration_20261122_071313_initial.down,
    name: '20261122_071313_initial',
  },
  {
    up: migration_20261122_071815_map.up,
    down: migration_20261122_071815_map.down,
    name: '20261122_071815_map',
  },
  {
    up: migration_20261122_074010_pay.up,
    down: migration_20261122_074010_pay.down,
    name: '20261122_074010_pay'
  },
];
