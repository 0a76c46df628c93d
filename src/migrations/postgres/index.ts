import * as migration_20261122_071313_initial from './20261122_071313_initial';
import * as migration_20261122_072205_shop from './20261122_072205_shop';

export const migrations = [
  {
    up: migration_20261122_071313_initial.up,
    down: migration_20261122_071313_initial.down,
    name: '20261122_071313_initial',
  },
  {
    up: migration_20261122_072205_shop.up,
    down: migration_20261122_072205_shop.down,
    name: '20261122_072205_shop'
  },
];
