import * as migration_20261122_071313_initial from './20261122_071313_initial';
import * as migration_20261122_072207_forms from './20261122_072207_forms';

export const migrations = [
  {
    up: migration_20261122_071313_initial.up,
    down: migration_20261122_071313_initial.down,
    name: '20261122_071313_initial',
  },
  {
    up: migration_20261122_072207_forms.up,
    down: migration_20261122_072207_forms.down,
    name: '20261122_072207_forms'
  },
];
