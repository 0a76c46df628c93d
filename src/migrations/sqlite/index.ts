import * as migration_20261122_071336_initial from './20261122_071336_initial';
import * as migration_20261122_071748_news from './20261122_071748_news';

export const migrations = [
  {
    up: migration_20261122_071336_initial.up,
    down: migration_20261122_071336_initial.down,
    name: '20261122_071336_initial',
  },
  {
    up: migration_20261122_071748_news.up,
    down: migration_20261122_071748_news.down,
    name: '20261122_071748_news'
  },
];
