import * as migration_20261122_071336_initial from './20261122_071336_initial';
import * as migration_20261122_071806_map from './20261122_071806_map';
import * as migration_20261122_073941_pay from './20261122_073941_pay';

export const migrations = [
  {
    up: migration_20261122_071336_initial.up,
    down: migration_20261122_071336_initial.down,
    name: '20261122_071336_initial',
  },
  {
    up: migration_20261122_071806_map.up,
    down: migration_20261122_071806_map.down,
    name: '20261122_071806_map',
  },
  {
    up: migration_20261122_073941_pay.up,
    down: migration_20261122_073941_pay.down,
    name: '20261122_073941_pay'
  },
];
