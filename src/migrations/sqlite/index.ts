import * as migration_20261122_071336_initial from './20261122_071336_initial';
import * as migration_20261122_072159_forms from './20261122_072159_forms';

export const migrations = [
  {
    up: migration_20261122_071336_initial.up,
    down: migration_20261122_071336_initial.down,
    name: '20261122_071336_initial',
  },
  {
    up: migration_20261122_072159_forms.up,
    down: migration_20261122_072159_forms.down,
    name: '20261122_072159_forms'
  },
];
