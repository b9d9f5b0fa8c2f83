import { ask, beforeDamage, effect, facts, resolving, whenActivates, type CardFacts } from './fact-builders';

// DESIGN §10 · Armada officers, commanders, retrofits and teams, round 6 (issue 35): damage the
// defender splits over its hull zones, a defense token spent to change the defending zone, and
// shields spent for engineering points. Our facts, our words; joined in upgrade-facts.ts, where a
// name written in two tables fails at load.

export const upgradeFactsOfficers: Readonly<Record<string, CardFacts>> = {
  // RRG · Spend Defense Tokens (redirect): a redirect spent for this card, instead of its own effect, moves the defending zone.
  'barriss offee': facts(
    beforeDamage('spend a redirect: another hull zone becomes the defending zone for this attack', [{ kind: 'changeDefendingZone' }], { pay: [{ kind: 'spendDefenseToken', token: 'redirect' }] }),
  ),
  // RRG · Repair: the points join the repair command's; the other ship's zone is the one the table cannot see the distance to.
  'wat tambor': facts(
    effect('unit', 'resolveCommand', 'repair: spend up to 2 shields of this ship for twice as many engineering points', [{ kind: 'shieldsForEngineering', max: 2, per: 2, friend: false }], {
      when: [whenActivates('self'), resolving('repair')],
    }),
    effect('unit', 'resolveCommand', 'repair: spend up to 2 shields of 1 zone of another friendly ship for twice as many engineering points', [{ kind: 'shieldsForEngineering', max: 2, per: 2, friend: true }], {
      when: [whenActivates('self'), resolving('repair'), ask('Is the other friendly ship at distance 1–5?')],
    }),
  ),
};
