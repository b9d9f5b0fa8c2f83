import type { Migration } from './types';

/**
 * Points revisions written for X-Wing 2.0 (X2PO) price some upgrades by the ship they go on: a
 * table of costs by the pilot's agility, initiative or ship size. The table is kept as the
 * revision states it (`{"variable":"agility","values":{"0":2,...}}`); `cost` stays null for such
 * an upgrade, as for one whose cost the revision does not set.
 */
export const pointsVariableCosts: Migration = {
  version: 200,
  name: 'points-variable-costs',
  up(db) {
    db.exec(`ALTER TABLE points_entries ADD COLUMN cost_variable TEXT CHECK (cost_variable IS NULL OR json_valid(cost_variable));`);
  },
};
