import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { factsOfCard } from '../../../shared/engine/games/xwing/effects/card-facts';
import { readCardEffects } from '../../../shared/engine/games/xwing/effects/read-effects';
import { withEffects } from './helpers/card-effects';
import { X_WING } from './helpers/xwing-game';
import { attackFaces, defenseFaces, howlrunner, luke, optionsOf, play, rosters, shipOf, startGame, toEngagement, wedge } from './helpers/xwing-game';

// Issue 34, item 5 · the reader of the templated card wording (effects/read-effects.ts): each pattern it
// learnt, proved on a real card of xwing-data2 (its text read at run time from ../shared/data, never
// copied here). The facts checked: moment, role, conditions, costs, effects.

type Edition = '2.0' | '2.5';
interface DataCard {
  kind: 'pilot' | 'upgrade';
  key: string;
  name: string;
  text: string;
}

const dataOf = (edition: Edition) => path.resolve(import.meta.dirname, `../../../../shared/data/xwing-data2-${edition}/data`);
const json = (file: string): unknown => JSON.parse(readFileSync(file, 'utf8'));
const cache = new Map<Edition, DataCard[]>();

function cardsOf(edition: Edition): DataCard[] {
  const known = cache.get(edition);
  if (known) return known;
  const base = dataOf(edition);
  const cards: DataCard[] = [];
  for (const faction of readdirSync(path.join(base, 'pilots'))) {
    for (const file of readdirSync(path.join(base, 'pilots', faction))) {
      for (const pilot of (json(path.join(base, 'pilots', faction, file)) as { pilots: { xws: string; name: string; ability?: string }[] }).pilots) cards.push({ kind: 'pilot', key: pilot.xws, name: pilot.name, text: pilot.ability ?? '' });
    }
  }
  for (const file of readdirSync(path.join(base, 'upgrades'))) {
    for (const upgrade of json(path.join(base, 'upgrades', file)) as { xws: string; sides: { title: string; ability?: string }[] }[]) {
      for (const side of upgrade.sides) cards.push({ kind: 'upgrade', key: upgrade.xws, name: side.title, text: side.ability ?? '' });
    }
  }
  cache.set(edition, cards);
  return cards;
}

/** The facts of the named card (pilot or upgrade side) of this edition; `kind` and `key` pick one of several cards of that name. */
function factsOf(edition: Edition, name: string, kind?: DataCard['kind'], key?: string) {
  const card = cardsOf(edition).find((candidate) => candidate.name === name && (kind === undefined || candidate.kind === kind) && (key === undefined || candidate.key === key));
  if (!card) throw new Error(`xwing-data2 ${edition} has no card ${name}`);
  return factsOfCard(card.key, card.name, card.text, card.kind === 'upgrade' ? 0 : undefined, edition);
}

describe('Reader · after an attack that hits or misses', () => {
  it('Card · IG-88B (2.5): after an attack that misses, a bonus cannon attack is offered (the attack did not hit)', () => {
    const facts = factsOf('2.5', 'IG-88B');
    expect(facts.yourCall).toEqual([]);
    expect(facts.effects).toEqual([expect.objectContaining({ moment: 'afterAttack', role: 'attacker', conditions: [{ kind: 'hit', hit: false }], costs: [], effects: [{ kind: 'bonusAttack', weapon: 'any' }], optional: true })]);
  });
});

describe('Reader · an obstructed attack', () => {
  it('Card · Trick Shot (2.5): 1 more attack die when the attack is obstructed, no choice', () => {
    const facts = factsOf('2.5', 'Trick Shot');
    expect(facts.yourCall).toEqual([]);
    expect(facts.effects).toEqual([expect.objectContaining({ moment: 'rollAttackDice', role: 'attacker', conditions: [{ kind: 'obstructed', obstructed: true }], costs: [], effects: [{ kind: 'dice', pool: 'attack', count: 1 }], optional: false })]);
  });
});

describe('Reader · reroll any number of your dice', () => {
  it('Card · R2-HA (2.5): its lock on the attacker is spent to reroll any of its defense dice', () => {
    const facts = factsOf('2.5', 'R2-HA');
    expect(facts.yourCall).toEqual([]);
    expect(facts.effects).toEqual([expect.objectContaining({ moment: 'modifyDefenseDice', role: 'defender', conditions: [], costs: [{ kind: 'spendToken', token: 'lock', amount: 1 }], effects: [{ kind: 'reroll', pool: 'defense', count: 'all' }], optional: true })]);
  });
});

describe('Reader · at range of the defender (asked)', () => {
  it('Card · Bo-Katan Kryze (2.5 crew): reroll 1 attack die, once the players say it is at range 0–1 of the defender', () => {
    const facts = factsOf('2.5', 'Bo-Katan Kryze', 'upgrade', 'bokatankryze');
    expect(facts.yourCall).toEqual([]);
    expect(facts.effects).toEqual([expect.objectContaining({ moment: 'modifyAttackDice', role: 'attacker', conditions: [{ kind: 'ask', question: 'Is it at range 0–1 of the defender?' }], costs: [], effects: [{ kind: 'reroll', pool: 'attack', count: 1 }], optional: true })]);
  });
});

describe('Reader · an action granted even while stressed', () => {
  it('Card · Turr Phennir (2.5): after attacking, a barrel roll or boost; being stressed is not a condition of it', () => {
    const facts = factsOf('2.5', 'Turr Phennir');
    expect(facts.yourCall).toEqual([]);
    expect(facts.effects).toEqual([
      expect.objectContaining({ moment: 'afterAttack', role: 'attacker', conditions: [], costs: [], effects: [{ kind: 'performAction', action: 'barrelRoll', difficulty: 'white' }, { kind: 'performAction', action: 'boost', difficulty: 'white' }], optional: true }),
    ]);
  });
});

describe('Reader · while a friendly ship performs a weapon’s attack, that ship modifies its dice', () => {
  it('Card · “Howlrunner” (2.5): a friend at range 0–1 (asked) making a primary attack rerolls 1 attack die; so does Howlrunner herself (a ship is friendly to itself, at range 0 of itself)', () => {
    const facts = factsOf('2.5', '“Howlrunner”');
    expect(facts.yourCall).toEqual([]);
    expect(facts.effects).toEqual([
      expect.objectContaining({ moment: 'modifyAttackDice', conditions: [{ kind: 'weapon', weapon: 'primary' }, { kind: 'friendly', role: 'attacker' }, { kind: 'ask', question: 'Is the attacker at range 0–1 of it?' }], costs: [], effects: [{ kind: 'reroll', pool: 'attack', count: 1 }], optional: true }),
      expect.objectContaining({ moment: 'modifyAttackDice', role: 'attacker', conditions: [{ kind: 'weapon', weapon: 'primary' }], costs: [], effects: [{ kind: 'reroll', pool: 'attack', count: 1 }], optional: true }),
    ]);
  });

  it('Card · Captain Jonus (2.5): one fact per weapon named (torpedo, missile), each rerolling up to 2 attack dice', () => {
    const facts = factsOf('2.5', 'Captain Jonus');
    expect(facts.yourCall).toEqual([]);
    expect(facts.effects.map((effect) => [effect.moment, effect.role, effect.conditions[0], effect.effects])).toEqual([
      ['modifyAttackDice', undefined, { kind: 'weapon', weapon: 'torpedo' }, [{ kind: 'reroll', pool: 'attack', count: 2 }]],
      ['modifyAttackDice', undefined, { kind: 'weapon', weapon: 'missile' }, [{ kind: 'reroll', pool: 'attack', count: 2 }]],
      ['modifyAttackDice', 'attacker', { kind: 'weapon', weapon: 'torpedo' }, [{ kind: 'reroll', pool: 'attack', count: 2 }]],
      ['modifyAttackDice', 'attacker', { kind: 'weapon', weapon: 'missile' }, [{ kind: 'reroll', pool: 'attack', count: 2 }]],
    ]);
  });
});

describe('Reader · after you defend or perform an attack', () => {
  it('Card · Laetin A’shera (2.5): one fact after defending, one after attacking, each when the attack missed; the evade token with no choice', () => {
    const facts = factsOf('2.5', 'Laetin A’shera');
    expect(facts.yourCall).toEqual([]);
    expect(facts.effects.map(({ moment, role, conditions, costs, effects, optional }) => ({ moment, role, conditions, costs, effects, optional }))).toEqual([
      { moment: 'afterAttack', role: 'attacker', conditions: [{ kind: 'hit', hit: false }], costs: [], effects: [{ kind: 'gainToken', who: 'self', token: 'evade', amount: 1 }], optional: false },
      { moment: 'afterDefend', role: 'defender', conditions: [{ kind: 'hit', hit: false }], costs: [], effects: [{ kind: 'gainToken', who: 'self', token: 'evade', amount: 1 }], optional: false },
    ]);
  });
});

describe('Reader · after one of two named actions', () => {
  it('Card · Leevan Tenza (2.5): after a barrel roll or a boost, a red evade action', () => {
    const facts = factsOf('2.5', 'Leevan Tenza');
    expect(facts.yourCall).toEqual([]);
    expect(facts.effects).toEqual([expect.objectContaining({ moment: 'afterAction', conditions: [{ kind: 'action', actions: ['barrelRoll', 'boost'] }], costs: [], effects: [{ kind: 'performAction', action: 'evade', difficulty: 'red' }], optional: true })]);
  });
});

describe('Reader · transfer a token to a friendly ship', () => {
  it('Card · Benthic Two Tubes (2.5): after a focus action, 1 focus token passed to a friendly ship the player names (range asked)', () => {
    const facts = factsOf('2.5', 'Benthic Two Tubes');
    expect(facts.yourCall).toEqual([]);
    expect(facts.effects).toEqual([
      expect.objectContaining({ moment: 'afterAction', conditions: [{ kind: 'action', actions: ['focus'] }, { kind: 'ask', question: 'Is there another friendly ship at range 1–2?' }], costs: [], effects: [{ kind: 'transferToken', to: 'friendly', token: 'focus', amount: 1 }], optional: true }),
    ]);
  });
});

describe('Reader · shielded (RRG · Shields: a ship with at least 1 active shield is shielded)', () => {
  const fanatical = () => factsOf('2.5', 'Fanatical');
  it('Card · Fanatical (2.5): on a primary attack, while it has no shield, 1 focus → hit', () => {
    const facts = fanatical();
    expect(facts.yourCall).toEqual([]);
    expect(facts.effects).toEqual([
      expect.objectContaining({ moment: 'modifyAttackDice', role: 'attacker', conditions: [{ kind: 'weapon', weapon: 'primary' }, { kind: 'shielded', who: 'self', none: true }], costs: [], effects: [{ kind: 'change', pool: 'attack', count: 1, from: ['focus'], to: 'hit' }], optional: true }),
    ]);
  });

  it('Card · Fanatical (2.5): the interpreter offers it only once the ship has lost every shield', () => {
    const attackWith = (shieldsLost: number) => {
      let session = toEngagement(startGame(rosters([{ ...luke(), effects: fanatical().effects.map(({ upgrade: _fitted, ...fact }) => fact) }, wedge()], [howlrunner()])));
      if (shieldsLost > 0) session = play(session, { type: 'sufferDamage', ship: 'luke', hits: shieldsLost, crits: 0 }).session;
      session = play(session, { type: 'declareAttack', attacker: 'luke', defender: 'howl', arc: 'front', range: 2 }, attackFaces('focus', 'blank', 'blank')).session;
      return session;
    };
    const shielded = attackWith(1);
    expect(shipOf(shielded, 'luke').shields.current).toBe(1);
    expect(optionsOf(shielded).attack?.cardEffects ?? []).toEqual([]);
    const bare = attackWith(2);
    expect(shipOf(bare, 'luke').shields.current).toBe(0);
    expect(optionsOf(bare).attack?.cardEffects).toEqual([expect.objectContaining({ ship: 'luke', source: 'Fanatical', dice: [0] })]);
  });
});

describe('Reader · the other ship’s initiative equal to or greater than yours', () => {
  it('Card · IG-102 (2.5): defending against an attacker of equal or higher initiative, 1 blank → focus', () => {
    const facts = factsOf('2.5', 'IG-102');
    expect(facts.yourCall).toEqual([]);
    expect(facts.effects).toEqual([expect.objectContaining({ moment: 'modifyDefenseDice', role: 'defender', conditions: [{ kind: 'initiative', compare: 'equalOrHigher' }], costs: [], effects: [{ kind: 'change', pool: 'defense', count: 1, from: ['blank'], to: 'focus' }], optional: true })]);
  });
});

describe('Reader · the enemy ship’s tokens', () => {
  it('Card · Koshka Frost (2.5): attacking or defending, the enemy ship stressed: reroll 1 of its own dice', () => {
    const facts = factsOf('2.5', 'Koshka Frost');
    expect(facts.yourCall).toEqual([]);
    expect(facts.effects.map(({ moment, role, conditions, effects }) => ({ moment, role, conditions, effects }))).toEqual([
      { moment: 'modifyAttackDice', role: 'attacker', conditions: [{ kind: 'token', who: 'other', token: 'stress' }], effects: [{ kind: 'reroll', pool: 'attack', count: 1 }] },
      { moment: 'modifyDefenseDice', role: 'defender', conditions: [{ kind: 'token', who: 'other', token: 'stress' }], effects: [{ kind: 'reroll', pool: 'defense', count: 1 }] },
    ]);
  });
});

describe('Reader · arcs the table cannot see (asked)', () => {
  it('Card · Soulless One (2.5): defending, the attacker outside its firing arc (asked): reroll 1 defense die', () => {
    const facts = factsOf('2.5', 'Soulless One', 'upgrade');
    expect(facts.yourCall).toEqual([]);
    expect(facts.effects).toEqual([expect.objectContaining({ moment: 'modifyDefenseDice', role: 'defender', conditions: [{ kind: 'ask', question: 'Is the attacker outside its firing arc?' }], costs: [], effects: [{ kind: 'reroll', pool: 'defense', count: 1 }], optional: true })]);
  });

  it('Card · Brilliant Evasion (2.5): outside the attacker’s bullseye arc (asked), 1 Force: 2 focus → evade', () => {
    const facts = factsOf('2.5', 'Brilliant Evasion');
    expect(facts.yourCall).toEqual([]);
    expect(facts.effects).toEqual([
      expect.objectContaining({ moment: 'modifyDefenseDice', role: 'defender', conditions: [{ kind: 'ask', question: "Is it outside the attacker's bullseye arc?" }], costs: [{ kind: 'force', amount: 1 }], effects: [{ kind: 'change', pool: 'defense', count: 2, from: ['focus'], to: 'evade' }], optional: true }),
    ]);
  });
});

describe('Reader · choose an enemy ship in an arc at a range', () => {
  it('Card · Foreman Proach (2.5): before engaging, for a disarm token, the chosen enemy ship (in its bullseye arc at range 1–2, asked) gains a tractor token', () => {
    const facts = factsOf('2.5', 'Foreman Proach');
    expect(facts.yourCall).toEqual([]);
    expect(facts.effects).toEqual([
      expect.objectContaining({ moment: 'beforeEngaging', conditions: [{ kind: 'ask', question: 'Is there an enemy ship at range 1–2 in its bullseye arc?' }], costs: [{ kind: 'gainToken', token: 'disarm', amount: 1 }], effects: [{ kind: 'gainToken', who: 'enemy', token: 'tractor', amount: 1 }], optional: true }),
    ]);
  });
});

describe('Reader · the other ship in an arc at a range', () => {
  it('Card · Sabine Wren (2.5, Lancer): defending, the attacker in its turret arc (asked) at range 0–2: add 1 focus result', () => {
    const facts = factsOf('2.5', 'Sabine Wren', 'pilot', 'sabinewren-lancerclasspursuitcraft');
    expect(facts.yourCall).toEqual([]);
    expect(facts.effects).toEqual([expect.objectContaining({ moment: 'modifyDefenseDice', role: 'defender', conditions: [{ kind: 'arc', arc: 'turret' }, { kind: 'range', min: 0, max: 2 }], costs: [], effects: [{ kind: 'add', pool: 'defense', face: 'focus', count: 1 }], optional: true })]);
  });
});

describe('Reader · moved through a friendly ship (asked)', () => {
  it('Card · C’ai Threnalli (2.5): after a maneuver through a friendly ship, an evade action', () => {
    const facts = factsOf('2.5', 'C’ai Threnalli');
    expect(facts.yourCall).toEqual([]);
    expect(facts.effects).toEqual([expect.objectContaining({ moment: 'afterManeuver', conditions: [{ kind: 'ask', question: 'Did it move through or overlap a friendly ship?' }], costs: [], effects: [{ kind: 'performAction', action: 'evade', difficulty: 'white' }], optional: true })]);
  });

  it('Card · “Breach” (2.5): "a maneuver or a boost action" is two moments the reader leaves alone; our table plays both (after the maneuver, after the boost)', () => {
    const read = readCardEffects('“Breach”', cardsOf('2.5').find((card) => card.name === '“Breach”')?.text ?? '');
    expect(read.effects).toEqual([]);
    const facts = factsOf('2.5', '“Breach”');
    expect(facts.yourCall).toEqual([]);
    expect(facts.effects.map((effect) => effect.moment)).toEqual(['afterManeuver', 'afterAction']);
  });
});

describe('Reader · the other ship must reroll', () => {
  it('Card · L3-37 (2.5): defending, flipping the card makes the attacker reroll every attack die', () => {
    const facts = factsOf('2.5', 'L3-37', 'upgrade');
    expect(facts.yourCall).toEqual([]);
    expect(facts.effects).toEqual([expect.objectContaining({ moment: 'modifyAttackDice', role: 'defender', conditions: [], costs: [{ kind: 'card', does: 'flip' }], effects: [{ kind: 'reroll', pool: 'attack', count: 'all' }], optional: true })]);
  });
});

describe('Reader · recover 1 shield', () => {
  it('Card · R2 Astromech (2.5): after revealing its dial, 1 charge and a disarm token recover 1 shield', () => {
    const facts = factsOf('2.5', 'R2 Astromech', 'upgrade');
    expect(facts.yourCall).toEqual([]);
    expect(facts.effects).toEqual([expect.objectContaining({ moment: 'afterRevealDial', conditions: [], costs: [{ kind: 'charge', amount: 1 }, { kind: 'gainToken', token: 'disarm', amount: 1 }], effects: [{ kind: 'recover', what: 'shield', amount: 1 }], optional: true })]);
  });
});

describe('Reader · an attack at a range named in the timing', () => {
  it('Card · Outrider (2.5): a primary attack at range 3 rolls 1 more attack die (no choice); its obstructed sentence is its own fact, at Modify Defense Dice (the defender’s evade → focus)', () => {
    const facts = factsOf('2.5', 'Outrider', 'upgrade');
    expect(facts.yourCall).toEqual([]);
    expect(facts.effects.map(({ moment, conditions, effects, optional }) => ({ moment, conditions, effects, optional }))).toEqual([
      { moment: 'rollAttackDice', conditions: [{ kind: 'weapon', weapon: 'primary' }, { kind: 'range', min: 3, max: 3 }], effects: [{ kind: 'dice', pool: 'attack', count: 1 }], optional: false },
      { moment: 'modifyDefenseDice', conditions: [{ kind: 'obstructed', obstructed: true }], effects: [{ kind: 'change', pool: 'defense', count: 1, from: ['evade'], to: 'focus' }], optional: true },
    ]);
  });
});

describe('Facts table · a timing naming two ranges', () => {
  for (const edition of ['2.0', '2.5'] as const) {
    it(`Card · Talonbane Cobra (${edition}): +1 defense die at attack range 3, +1 attack die at attack range 1, no choice`, () => {
      const facts = factsOf(edition, 'Talonbane Cobra', 'pilot');
      expect(facts.yourCall).toEqual([]);
      expect(facts.effects.map(({ moment, role, conditions, effects, optional }) => ({ moment, role, conditions, effects, optional }))).toEqual([
        { moment: 'rollDefenseDice', role: 'defender', conditions: [{ kind: 'range', min: 3, max: 3 }], effects: [{ kind: 'dice', pool: 'defense', count: 1 }], optional: false },
        { moment: 'rollAttackDice', role: 'attacker', conditions: [{ kind: 'range', min: 1, max: 1 }], effects: [{ kind: 'dice', pool: 'attack', count: 1 }], optional: false },
      ]);
    });
  }
});

describe('Reader · another friendly ship in the defender’s firing arc (asked)', () => {
  it('Card · Wedge Antilles (2.5, Battle of Yavin): on a primary attack, once the players say a friend is in the defender’s firing arc, the defender rolls 1 fewer die', () => {
    const facts = factsOf('2.5', 'Wedge Antilles', 'pilot', 'wedgeantilles-battleofyavin');
    expect(facts.yourCall).toEqual([]);
    expect(facts.effects).toEqual([
      expect.objectContaining({ moment: 'rollDefenseDice', role: 'attacker', conditions: [{ kind: 'weapon', weapon: 'primary' }, { kind: 'ask', question: "Is another friendly ship in the defender's firing arc?" }], costs: [], effects: [{ kind: 'dice', pool: 'defense', count: -1 }], optional: false }),
    ]);
  });
});

describe('Facts · a moment the table now stops at (issue 34: after a ship gains a stress token)', () => {
  it('Card · K-2SO (2.5 pilot): its "after you gain a stress token" part is read and played (asked when the stress comes: effect-moments.test.ts)', () => {
    const facts = factsOf('2.5', 'K-2SO', 'pilot');
    expect(facts.effects.filter((effect) => effect.moment === 'afterGainStress')).toEqual([expect.objectContaining({ effects: [{ kind: 'gainToken', who: 'self', token: 'calculate', amount: 1 }] })]);
    expect(facts.yourCall).toEqual([]);
  });
});

describe('Reader · while a friendly ship defends against a damaged attacker, the defender modifies its dice', () => {
  it('Card · Del Meeko (2.5): a friend at range 0–2 (asked) defending against a damaged attacker rerolls 1 defense die, and so does Del Meeko himself', () => {
    const facts = factsOf('2.5', 'Del Meeko', 'pilot');
    expect(facts.yourCall).toEqual([]);
    expect(facts.effects).toEqual([
      expect.objectContaining({ moment: 'modifyDefenseDice', conditions: [{ kind: 'friendly', role: 'defender' }, { kind: 'ask', question: 'Is the defender at range 0–2 of it?' }, { kind: 'damaged', who: 'other', what: 'any' }], costs: [], effects: [{ kind: 'reroll', pool: 'defense', count: 1 }], optional: true }),
      expect.objectContaining({ moment: 'modifyDefenseDice', role: 'defender', conditions: [{ kind: 'damaged', who: 'other', what: 'any' }], costs: [], effects: [{ kind: 'reroll', pool: 'defense', count: 1 }], optional: true }),
    ]);
  });
});

describe('Interpreter · a friend’s weapon condition (“Howlrunner”, 2.5)', () => {
  const session = () => toEngagement(startGame(rosters([luke(), wedge()], [{ ...howlrunner('howl'), effects: factsOf('2.5', '“Howlrunner”').effects }, howlrunner('howl2')])));
  it('Card · “Howlrunner” (2.5): a friendly ship’s primary attack is offered its reroll, with the range question; her own primary attack too, with no question (a ship is friendly to itself)', () => {
    const friend = play(session(), { type: 'declareAttack', attacker: 'howl2', defender: 'luke', arc: 'front', range: 2 }, attackFaces('blank', 'hit')).session;
    expect(optionsOf(friend).attack?.cardEffects).toEqual([expect.objectContaining({ ship: 'howl', side: 'attacker', source: '“Howlrunner”', questions: ['Is the attacker at range 0–1 of it?'], dice: [0, 1] })]);
    const own = play(session(), { type: 'declareAttack', attacker: 'howl', defender: 'luke', arc: 'front', range: 2 }, attackFaces('blank', 'hit')).session;
    expect(optionsOf(own).attack?.cardEffects).toEqual([expect.objectContaining({ ship: 'howl', side: 'attacker', source: '“Howlrunner”', questions: [], dice: [0, 1] })]);
  });
});

describe('Reader · after a friendly ship attacks (the card’s own ship is one too)', () => {
  it('Card · Scimitar 1 (2.5): after a friend at range 0–3 (asked) attacks, 1 charge locks the defender; after its own attack, the same, with no range question', () => {
    const facts = factsOf('2.5', 'Scimitar 1', 'pilot');
    expect(facts.yourCall).toEqual([]);
    expect(facts.effects.map(({ moment, role, conditions, costs, effects }) => ({ moment, role, conditions, costs, effects }))).toEqual([
      { moment: 'afterAttack', role: undefined, conditions: [{ kind: 'friendly', role: 'attacker' }, { kind: 'ask', question: 'Is the attacker at range 0–3 of it?' }], costs: [{ kind: 'charge', amount: 1 }], effects: [{ kind: 'acquireLock', on: 'other' }] },
      { moment: 'afterAttack', role: 'attacker', conditions: [], costs: [{ kind: 'charge', amount: 1 }], effects: [{ kind: 'acquireLock', on: 'other' }] },
    ]);
  });
});

describe('Interpreter · a friend’s effect on the dice count (Merl Cobben, 2.5)', () => {
  it('Card · Merl Cobben (2.5): used by a friend of the attacker (its questions answered yes), the defender rolls 1 fewer defense die', () => {
    const start = toEngagement(startGame(rosters([luke(), { ...wedge(), effects: factsOf('2.5', 'Merl Cobben', 'pilot').effects }], [howlrunner()])));
    const rolled = play(start, { type: 'declareAttack', attacker: 'luke', defender: 'howl', arc: 'front', range: 2 }, attackFaces('hit', 'hit', 'blank')).session;
    const offer = optionsOf(rolled).attack?.cardEffects.find((effect) => effect.ship === 'wedge' && effect.source === 'Merl Cobben');
    expect(offer).toMatchObject({ side: 'attacker', questions: ['Is the attacker at range 0–2 of it?', "Is it in the defender's bullseye arc?"] });
    // Not used: the defender rolls its agility (3).
    expect(() => play(rolled, defenseFaces('blank', 'blank'))).toThrow(/Enter 3 defense die faces/);
    const used = play(rolled, { type: 'useCardEffect', ship: 'wedge', ref: offer?.ref, answer: 'yes' }).session;
    expect(() => play(used, defenseFaces('blank', 'blank', 'blank'))).toThrow(/Enter 2 defense die faces/);
    expect(play(used, defenseFaces('blank', 'evade')).session).toBeDefined();
  });
});

describe('Card · Luke Skywalker (2.0 and 2.5): “after you become the defender” acts at Declare Target', () => {
  it('is read as the defender’s recovery of 1 Force, once the attack is declared and before the roll; offered then, and used, his Force is back', () => {
    const read = readCardEffects('Luke Skywalker', 'After you become the defender (before dice are rolled), you may recover 1 [Force].');
    expect(read.yourCall).toEqual([]);
    expect(read.effects).toEqual([expect.objectContaining({ moment: 'declareTarget', role: 'defender', effects: [{ kind: 'recover', what: 'force', amount: 1 }], optional: true })]);
    // Played: Luke, a Force spent, is attacked; his card is offered before the roll and brings it back.
    let session = toEngagement(startGame(rosters([withEffects(X_WING, 'Luke Skywalker', 'luke', '2.5'), wedge()], [howlrunner()])));
    session = play(session, { type: 'spendCharge', ship: 'luke', charge: 'force', amount: 1 }).session;
    const before = shipOf(session, 'luke').force?.current ?? 0;
    session = play(session, { type: 'declareAttack', attacker: 'howl', defender: 'luke', arc: 'front', range: 2 }).session;
    const offered = (optionsOf(session).attack?.cardEffects ?? []).find((option) => option.source === 'Luke Skywalker');
    expect(offered).toMatchObject({ ship: 'luke', side: 'defender' });
    session = play(session, { type: 'useCardEffect', ship: 'luke', ref: offered?.ref }).session;
    expect(shipOf(session, 'luke').force?.current).toBe(before + 1);
  });
});
