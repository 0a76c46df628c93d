import * as migration_20261122_071313_initial from './20261122_071313_initial';
import * as migration_20261122_071759_news from './20261122_071759_news';

export const migrations = [
  {
    up: migration_20261122_071313_initial.up,
    down: migration_20261122_071313_initial.down,
    name: '20261122_071313_initial',
  },
  {
    up: migration_20261122_071759_news.up,
    down: migration_20261122_071759_news.down,
    name: '20261122_071759_news'
  },
];
