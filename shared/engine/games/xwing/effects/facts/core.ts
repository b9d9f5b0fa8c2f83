import type { FactTable } from './fact-entry';

// DESIGN §10 · the core damage deck and the first cards whose wording the reader does not follow.

const damageDeckRule = 'the damage deck rule (damage/damage.ts)';

export const coreFacts: FactTable = {
  // --- The core damage deck: each card applies itself through the damage rules. ---
  'Panicked Pilot': { engine: damageDeckRule },
  'Blinded Pilot': { engine: 'Modify Dice: only Force changes its dice (attack/modify-dice.ts)' },
  'Wounded Pilot': { engine: 'its prompt after each action (abilities/prompts.ts)' },
  'Stunned Pilot': { engine: 'its prompt after a maneuver (abilities/prompts.ts)' },
  'Console Fire': { engine: 'its prompt before engaging (abilities/prompts.ts)' },
  'Damaged Engine': { yourCall: 'Its turns are one difficulty harder: the players read that off the dial.' },
  'Weapons Failure': { engine: 'the attack dice count (attack/dice-count.ts)' },
  'Hull Breach': { engine: damageDeckRule },
  'Structural Damage': { engine: 'the defense dice count (attack/dice-count.ts)' },
  'Damaged Sensor Array': { engine: 'the action rule (actions/actions.ts)' },
  'Loose Stabilizer': { engine: 'its prompt after a maneuver (abilities/prompts.ts)' },
  'Disabled Power Regulator': { engine: 'its ion token before engaging (turn/)' },
  'Fuel Leak': { engine: damageDeckRule },
  'Direct Hit!': { engine: damageDeckRule },
  // --- Pilots and upgrades whose wording the reader does not follow. ---
  /** Focus-result spending in the Neutralize step (2.5 wording "spend 1 [Focus] result"): a judgement of which result. */
  chaffparticles: { yourCall: 'It spends a result, not a token: the players choose it.' },
  /** A lock on the defender lets it reroll 1 attack die; then that lock cannot be spent in the attack. */
  firecontrolsystem: {
    facts: [
      { moment: 'modifyAttackDice', role: 'attacker', conditions: [{ kind: 'lock', who: 'self' }], costs: [], effects: [{ kind: 'reroll', pool: 'attack', count: 1 }, { kind: 'keepLock' }], optional: true, summary: 'Fire-Control System: reroll 1 attack die (its lock then stays unspent)' },
    ],
  },
  /** A friendly ship at range 0–1 spends its calculate token: 1 focus → hit attacking, → evade defending. */
  'Networked Calculations': {
    facts: [
      { moment: 'modifyAttackDice', role: 'attacker', conditions: [{ kind: 'ask', question: 'Is that friendly ship at range 0–1?' }], costs: [{ kind: 'friendToken', token: 'calculate', amount: 1 }], effects: [{ kind: 'change', pool: 'attack', count: 1, from: ['focus'], to: 'hit' }], optional: true, summary: "Networked Calculations: 1 focus → hit (a friend's calculate)" },
      { moment: 'modifyDefenseDice', role: 'defender', conditions: [{ kind: 'ask', question: 'Is that friendly ship at range 0–1?' }], costs: [{ kind: 'friendToken', token: 'calculate', amount: 1 }], effects: [{ kind: 'change', pool: 'defense', count: 1, from: ['focus'], to: 'evade' }], optional: true, summary: "Networked Calculations: 1 focus → evade (a friend's calculate)" },
    ],
  },
  /** One more defense die at attack range 3, one more attack die at attack range 1 (no choice): one timing naming two ranges. */
  talonbanecobra: {
    facts: [
      { moment: 'rollDefenseDice', role: 'defender', conditions: [{ kind: 'range', min: 3, max: 3 }], costs: [], effects: [{ kind: 'dice', pool: 'defense', count: 1 }], optional: false, summary: 'Talonbane Cobra: +1 defense die at range 3' },
      { moment: 'rollAttackDice', role: 'attacker', conditions: [{ kind: 'range', min: 1, max: 1 }], costs: [], effects: [{ kind: 'dice', pool: 'attack', count: 1 }], optional: false, summary: 'Talonbane Cobra: +1 attack die at range 1' },
    ],
  },
  /** Rolls one more attack die at range 1 (no choice). */
  dbs404: {
    facts: [
      { moment: 'rollAttackDice', role: 'attacker', conditions: [{ kind: 'range', min: 1, max: 1 }], costs: [], effects: [{ kind: 'dice', pool: 'attack', count: 1 }], optional: false, summary: 'DBS-404: +1 attack die at range 1' },
      { moment: 'afterAttack', role: 'attacker', conditions: [{ kind: 'hit', hit: true }], costs: [], effects: [{ kind: 'damage', who: 'self', hits: 0, crits: 1 }], optional: false, summary: 'DBS-404: suffers 1 crit after its attack hits' },
    ],
  },
};

