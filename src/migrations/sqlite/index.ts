import * as migration_20261122_081120_initial from './20261122_081120_initial';
import * as migration_20261123_065404_delivery_claims from './20261123_065404_delivery_claims';
import * as migration_20261123_073045_submission_notes from './20261123_073045_submission_notes';

export const migrations = [
  {
    up: migration_20261122_081120_initial.up,
    down: migration_20261122_081120_initial.down,
    name: '20261122_081120_initial',
  },
  {
    up: migration_20261123_065404_delivery_claims.up,
    down: migration_20261123_065404_delivery_claims.down,
    name: '20261123_065404_delivery_claims'
  },
  {
    up: migration_20261123_073045_submission_notes.up,
    down: migration_20261123_073045_submission_notes.down,
    name: '20261123_073045_submission_notes'
  },
];
