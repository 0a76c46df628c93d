import * as migration_20261122_071336_initial from './20261122_071336_initial';
import * as migration_20261122_072158_shop from './20261122_072158_shop';

export const migrations = [
  {
    up: migration_20261122_071336_initial.up,
    down: migration_20261122_071336_initial.down,
    name: '20261122_071336_initial',
  },
  {
    up: migration_20261122_072158_shop.up,
    down: migration_20261122_072158_shop.down,
    name: '20261122_072158_shop'
  },
];
