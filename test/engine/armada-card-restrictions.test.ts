import { describe, expect, it } from 'vitest';
import { emptySession, type Session } from '../../shared/engine';
import type { ShipRosterEntry, SquadronRosterEntry } from '../../shared/engine/games/armada';
import { cardKey, cardRestrictions } from '../../shared/engine/games/armada/attack/card-restriction-facts';
import { CR90, currentAttackOf, expectMessage, ISD, optionsOf, play, refusal, rosters, shipEntry, squadronEntry, rollAll, STARHAWK, TIE_FIGHTER, VICTORY, X_WING } from './helpers/armada-game';
import { readCard } from './helpers/armada-roster';
import { upgradeFacts } from '../../shared/engine/games/armada/effects/facts/upgrade-facts';

// Issue 24 item 6: the attack restrictions of damage AND upgrade cards apply to every attack (ship,
// squadron, counter, salvo, ignition) and spending restrictions to every spend, from one rule that
// reads each card's facts (attack/card-restriction-facts.ts). Upgrades count in `rules: 2` games.

const withUpgrades = (entry: ShipRosterEntry, ...names: string[]): ShipRosterEntry => ({ ...entry, upgrades: names.map((name) => ({ name, slot: 'Title', points: 0 })) });
const resolve = (extra: object = {}) => ({ type: 'resolveDamage', drawForMe: true, ...extra });
const roll = { type: 'rollAttackDice', rollForMe: true };
const deal = (card: string, ship: string) => ({ type: 'dealDamageCard', ship, faceup: true, card });

function game(p1: { ships: ShipRosterEntry[]; squadrons?: SquadronRosterEntry[] }, p2: { ships: ShipRosterEntry[]; squadrons?: SquadronRosterEntry[] }, rules: 2 | null = 2, seed = 'cards'): Session {
  return play(emptySession('armada'), { type: 'setup', seed, players: rosters(p1, p2), ...(rules ? { rules } : {}) }).session;
}
const attack = (from: string, zone: string, to: string, toZone: string, range = 'close', extra: object = {}) => ({
  type: 'declareTarget',
  attacker: { ship: from, hullZone: zone },
  defender: { ship: to, hullZone: toZone },
  range,
  ...extra,
});

/** The ship phase: `attacker` (p1) activated, its front attacking `defender`'s front at close range. */
const frontAttack = (p1: ShipRosterEntry[], p2: ShipRosterEntry[], attacker: string, defender: string, rules: 2 | null = 2): Session =>
  play(game({ ships: p1 }, { ships: p2 }, rules), { type: 'nextPhase' }, { type: 'activateShip', ship: attacker }, attack(attacker, 'front', defender, 'front')).session;

describe('RRG 1.5.0 · Defense Tokens, spending restrictions of upgrade cards hold for every spend (rules 2)', () => {
  function monKarren(rules: 2 | undefined, concentrate: boolean): Session {
    const players = rosters({ ships: [withUpgrades(shipEntry(ISD, { id: 'isd' }), 'Mon Karren')] }, { ships: [shipEntry(CR90, { id: 'cr90' })] });
    let session = play(emptySession('armada'), { type: 'setup', seed: 'karren', players, firstPlayer: 'p1', ...(rules ? { rules } : {}) }).session;
    session = play(session, { type: 'nextPhase' }, { type: 'activateShip', ship: 'isd' }).session;
    session = play(session, { type: 'revealCommand', ship: 'isd', command: concentrate ? 'concentrateFire' : 'navigate', as: 'dial' }).session;
    return play(rollAll(play(session, attack('isd', 'front', 'cr90', 'front')).session, 'hit'), { type: 'spendDefenseToken', token: 'cr90-redirect-1', zone: 'left' }).session;
  }

  it('Mon Karren: attacking a ship with Concentrate Fire resolved, the defender spends at most one token — for its effect or as a cost', () => {
    const session = monKarren(2, true);
    expectMessage(refusal(session, { type: 'spendDefenseToken', token: 'cr90-evade-1', dice: [0] }), /Mon Karren: attacking a ship with Concentrate Fire resolved, .* at most 1 defense token this attack/);
    expectMessage(refusal(session, { type: 'spendDefenseTokenAsCost', token: 'cr90-evade-2' }), /Mon Karren/);
    expect(optionsOf(session).attack?.defenseTokens.find((token) => token.token === 'cr90-evade-1')?.unavailable).toMatch(/Mon Karren/);
  });

  it('Mon Karren (AMG printing): without Concentrate Fire, and in a log set up before rules 2, the defender spends as usual', () => {
    expect(play(monKarren(2, false), { type: 'spendDefenseTokenAsCost', token: 'cr90-evade-2' }).events[0]).toMatchObject({ type: 'defenseTokenSpent' });
    expect(play(monKarren(undefined, true), { type: 'spendDefenseTokenAsCost', token: 'cr90-evade-2' }).events[0]).toMatchObject({ type: 'defenseTokenSpent' });
  });

  it('Heavy Turbolaser Turrets: brace takes off at most 1 unless it is the only token spent', () => {
    const declared = frontAttack([withUpgrades(shipEntry(ISD, { id: 'isd' }), 'Heavy Turbolaser Turrets')], [shipEntry(VICTORY, { id: 'v' })], 'isd', 'v');
    const rolled = rollAll(declared, 'hit');
    const amount = currentAttackOf(rolled).pool.length;
    const braced = play(rolled, { type: 'spendDefenseToken', token: 'v-brace-1' }).session;
    expect(optionsOf(braced).attack?.damage?.total).toBe(Math.ceil(amount / 2));
    const both = play(braced, { type: 'spendDefenseToken', token: 'v-redirect-1', zone: 'left' }).session;
    expect(optionsOf(both).attack?.damage?.total).toBe(amount - 1);
  });
});

describe('RRG 1.5.0 · Attack: upgrade cards limit every attack a unit performs (rules 2)', () => {
  it('Commander Gherant: while its ship defends, the attacker resolves no critical effect; a log set up before rules 2 replays as played', () => {
    const gherant = (rules: 2 | null) => frontAttack([shipEntry(VICTORY, { id: 'v' })], [withUpgrades(shipEntry(CR90, { id: 'cr90' }), 'Commander Gherant')], 'v', 'cr90', rules);
    const rolled = rollAll(gherant(2), 'hit', 'crit');
    expect(optionsOf(rolled).attack?.critical.standard).toMatch(/Commander Gherant: while CR90 Corvette A defends, the attacker cannot resolve critical effects/);
    expectMessage(refusal(rolled, resolve({ critical: 'standard' })), /Commander Gherant/);
    // Not in a log set up before rules 2.
    expect(optionsOf(rollAll(gherant(null), 'hit', 'crit')).attack?.critical.standard).toBeNull();
  });

  it('RRG · Salvo + Slaved Turrets: a ship that attacked this round makes no salvo attack (one attack a round, of any kind)', () => {
    const session = play(
      game({ ships: [shipEntry(ISD, { id: 'isd' })] }, { ships: [withUpgrades(shipEntry(STARHAWK, { id: 'starhawk' }), 'Slaved Turrets')] }),
      { type: 'nextPhase' },
      { type: 'activateShip', ship: 'starhawk' },
      attack('starhawk', 'front', 'isd', 'front'),
      roll,
      resolve(),
    ).session;
    expectMessage(refusal(session, attack('starhawk', 'left', 'isd', 'front')), /Slaved Turrets: .* attacks at most once a round/);
    const salvo = play(session, { type: 'endActivation' }, { type: 'activateShip', ship: 'isd' }, attack('isd', 'front', 'starhawk', 'front'), roll, { type: 'spendDefenseToken', token: 'starhawk-salvo-1' }, resolve());
    expect(salvo.events).toContainEqual(expect.objectContaining({ type: 'salvoForbidden', explanation: expect.stringMatching(/Slaved Turrets/) }));
  });

  it('RRG · Obstructed + Admiral Montferrat: a defender at speed 3 counts as obstructed, so Disengaged Fire Control refuses the target without asking', () => {
    const setUp = (speed: number) =>
      play(
        game({ ships: [shipEntry(VICTORY, { id: 'v' })] }, { ships: [withUpgrades(shipEntry(CR90, { id: 'cr90', speed }), 'Admiral Montferrat')] }),
        deal('Disengaged Fire Control', 'v'),
        { type: 'nextPhase' },
        { type: 'activateShip', ship: 'v' },
      ).session;
    const refused = refusal(setUp(3), attack('v', 'front', 'cr90', 'front'));
    expect(refused.code).toBe('disengaged_fire_control');
    expectMessage(refused, /Admiral Montferrat: the attack counts as obstructed/);
    // At speed 2 the table says, as before.
    expect(refusal(setUp(2), attack('v', 'front', 'cr90', 'front')).code).toBe('say_if_obstructed');
  });

  it('RRG · Obstructed + Jaina’s Light: attacks that cannot be obstructed need no answer, even against Montferrat (“cannot” wins)', () => {
    const session = play(
      game({ ships: [withUpgrades(shipEntry(CR90, { id: 'cr90' }), "Jaina's Light")] }, { ships: [withUpgrades(shipEntry(VICTORY, { id: 'v', speed: 2 }), 'Admiral Montferrat')] }),
      deal('Disengaged Fire Control', 'cr90'),
      { type: 'nextPhase' },
      { type: 'activateShip', ship: 'cr90' },
    ).session;
    expect(play(session, attack('cr90', 'front', 'v', 'front')).events[0]).toMatchObject({ type: 'targetDeclared' });
  });

  it('RRG · Salvo + General Cracken: the Starhawk’s salvo back at a fast small ship of Cracken’s fleet counts as obstructed, so Disengaged Fire Control stops it', () => {
    const session = play(
      game(
        { ships: [shipEntry(CR90, { id: 'cr90', speed: 3 }), withUpgrades(shipEntry(CR90, { id: 'flag' }), 'General Cracken')] },
        { ships: [shipEntry(STARHAWK, { id: 'starhawk' })] },
      ),
      deal('Disengaged Fire Control', 'starhawk'),
      { type: 'nextPhase' },
      { type: 'activateShip', ship: 'cr90' },
      attack('cr90', 'front', 'starhawk', 'front'),
      roll,
      // No question about obstruction: a card settles it.
      { type: 'spendDefenseToken', token: 'starhawk-salvo-1' },
    );
    expect(currentAttackOf(session.session).spentTokens.map((spent) => spent.type)).toEqual(['salvo']);
    const after = play(session.session, resolve());
    expect(after.events).toContainEqual(expect.objectContaining({ type: 'salvoForbidden', explanation: expect.stringMatching(/General Cracken: the attack counts as obstructed/) }));
  });

  it('RRG · Ignition: an ignition attack is an attack — Depowered Armament forbids it at long range', () => {
    const onagerFile = 'galactic-empire/onager-class-star-destroyer';
    const [red, blue, black] = readCard<{ attack: Record<string, [number, number, number]> }>(`ship-card/${onagerFile}.json`).attack.ignition ?? [0, 0, 0];
    const onager = { ...shipEntry(onagerFile, { id: 'onager' }), ignition: { battery: { red, blue, black }, ranges: ['long' as const] } };
    const session = play(game({ ships: [onager] }, { ships: [shipEntry(ISD, { id: 'isd' })] }), deal('Depowered Armament', 'onager'), { type: 'nextPhase' }, { type: 'activateShip', ship: 'onager' }).session;
    expectMessage(refusal(session, attack('onager', 'front', 'isd', 'left', 'long', { special: 'ignition' })), /Depowered Armament: .* cannot attack at long range/);
  });

  it('RRG · Counter + Jamming Field: a squadron’s counter attack shows the reminder the table decides (distance 1–2)', () => {
    const session = play(
      game(
        { ships: [shipEntry(VICTORY, { id: 'v' })], squadrons: [squadronEntry(TIE_FIGHTER, { id: 'tie' })] },
        { ships: [withUpgrades(shipEntry(CR90, { id: 'cr90' }), 'Jamming Field')], squadrons: [squadronEntry(X_WING, { id: 'x' })] },
      ),
      { type: 'nextPhase' },
      { type: 'nextPhase' },
      { type: 'activateSquadron', squadron: 'x' },
      { type: 'declareTarget', attacker: { squadron: 'x' }, defender: { squadron: 'tie' }, range: 'distance-1' },
    ).session;
    expect(optionsOf(session).attack?.cardReminders).toEqual([expect.objectContaining({ card: 'Jamming Field', unit: 'cr90', at: 'declare', note: expect.stringMatching(/obstructed/) })]);
    // A reminder belongs to its moment: gone once the dice are rolled.
    expect(optionsOf(play(session, roll).session).attack?.cardReminders).toEqual([]);
  });

});

// ——— Every card of both data sets whose effect forbids or limits an attack or a spend is known ———

const dataRoot = new URL('../../../shared/data/', import.meta.url);

interface UpgradeText {
  name: string;
  text: string;
}

async function upgradeTexts(): Promise<{ ffg: UpgradeText[]; isb: UpgradeText[] }> {
  const fs = await import('node:fs');
  const path = await import('node:path');
  const root = dataRoot.pathname;
  const ffgDir = path.join(root, 'armada-ffg/data/upgrade-card');
  const ffg = fs.readdirSync(ffgDir).flatMap((file) => (JSON.parse(fs.readFileSync(path.join(ffgDir, file), 'utf8')) as { name: string; text?: string }[]).map((card) => ({ name: card.name, text: card.text ?? '' })));
  const isbDir = path.join(root, 'armada-isb/public/converted-json/upgrades');
  const isb: UpgradeText[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.json') && entry.name !== 'upgrades.json') {
        const data = JSON.parse(fs.readFileSync(full, 'utf8')) as { upgrades?: Record<string, { name?: string; ability?: string }> } | Record<string, unknown>;
        const records = 'upgrades' in data && data.upgrades && typeof data.upgrades === 'object' ? Object.values(data.upgrades) : Array.isArray(data) ? data : [];
        for (const card of records as { name?: string; ability?: string }[]) if (card?.name) isb.push({ name: card.name, text: card.ability ?? '' });
      }
    }
  };
  walk(isbDir);
  return { ffg, isb };
}

/** Words by which a card forbids or limits an attack or a spend. */
const restricting = /cannot (attack|spend|target|be spent|resolve|declare)|cannot .{0,40}(attack|spend)|cannot be obstructed|treated as obstructed|the attack is obstructed|remove 1 die|must spend|cannot reduce the damage/i;

/** Cards whose words match but limit no attack and no defense-token spend, each with why (our words). */
const playedAsFacts = (key: string): boolean => {
  const entry = upgradeFacts[key];
  return entry !== undefined && 'effects' in entry && entry.effects.length > 0;
};

const notAttackOrSpendLimits: Record<string, string> = {
  'admiral raddus': 'limits where and when a set-aside ship deploys',
  'kyrsta agate': 'a defense effect of its own, at most once per attack (not a limit on another spend)',
  'sa nalaor': 'a substitute evade effect of its own, at most once per attack',
  'reactive gunnery': 'a substitute salvo effect of its own, at most once per attack',
  'munitions resupply': 'a substitute salvo effect of its own, at most once per attack',
  'fire-control team': 'an extra critical effect of its own, not the same one twice',
  'flag bridge': 'limits fleet command tokens, not attacks or defense tokens',
  liberator: 'limits fleet command tokens, not attacks or defense tokens',
  'phylon q7 tractor beams': 'makes an enemy spend a navigate token or slow down: a speed effect, not an attack',
  'task force antilles': 'limits engineering points, not attacks or defense tokens',
  'leia organa': 'limits commands resolved, not attacks or spends of defense tokens',
  'clone captain silver': 'limits the navigate command, not attacks',
  'clone captain zak': 'adds a die; its “cannot” only says no die is added to a salvo',
  'plo koon': 'adds a die that cannot be changed: a modification, not a limit',
  'general romodi': 'lifts the die an obstruction removes: it loosens, never limits',
  'jedi hostage': 'gives the attacker a raid token: a command effect, not a limit on the attack',
  yavaris: 'a squadron may choose to only attack: a choice that adds a die',
  insidious: 'lets black dice reach medium range: it loosens, never limits',
  'swivel-mount batteries': 'adds a die from an adjacent armament',
};

describe('Issue 24 · every card in both data sets that limits an attack or a spend is known as facts', () => {
  it('FFG and ISB: each upgrade whose effect forbids or limits an attack or a spend has facts (or a reminder), or a reason it limits neither', async () => {
    const { ffg, isb } = await upgradeTexts();
    expect(ffg.length).toBeGreaterThan(200);
    expect(isb.length).toBeGreaterThan(200);
    const unknown = [...ffg, ...isb]
      .filter((card) => restricting.test(card.text))
      .map((card) => cardKey(card.name))
      // Issue 35 · a limit played by the card's own facts (Avenger, Emperor Palpatine) is in one place: effects/facts/upgrade-facts.ts.
      .filter((key) => !(key in cardRestrictions) && !(key in notAttackOrSpendLimits) && !playedAsFacts(key));
    expect([...new Set(unknown)]).toEqual([]);
  });

  it('each card the facts name exists in one of the data sets (no fact for a card that is not printed)', async () => {
    const { ffg, isb } = await upgradeTexts();
    const printed = new Set([...ffg, ...isb].map((card) => cardKey(card.name)));
    const damageDeck = (JSON.parse((await import('node:fs')).readFileSync(new URL('armada-ffg/data/damage-card-core.json', dataRoot), 'utf8')) as { title: string }[]).map((card) => cardKey(card.title));
    for (const [key, known] of Object.entries(cardRestrictions)) {
      expect(known.source === 'damage' ? damageDeck : [...printed], key).toContain(key);
    }
  });
});

