import * as migration_20261122_071313_initial from './20261122_071313_initial';
import * as migration_20261122_071825_pages from './20261122_071825_pages';

export const migrations = [
  {
    up: migration_20261122_071313_initial.up,
    down: migration_20261122_071313_initial.down,
    name: '20261122_071313_initial',
  },
  {
    up: migration_20261122_071825_pages.up,
    down: migration_20261122_071825_pages.down,
    name: '20261122_071825_pages'
  },
];
