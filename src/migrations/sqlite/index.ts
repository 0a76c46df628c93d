import * as migration_20261122_071336_initial from './20261122_071336_initial';
import * as migration_20261122_071814_pages from './20261122_071814_pages';

export const migrations = [
  {
    up: migration_20261122_071336_initial.up,
    down: migration_20261122_071336_initial.down,
    name: '20261122_071336_initial',
  },
  {
    up: migration_20261122_071814_pages.up,
    down: migration_20261122_071814_pages.down,
    name: '20261122_071814_pages'
  },
];
