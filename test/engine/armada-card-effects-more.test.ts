import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { emptySession, type Session } from '../../shared/engine';
import type { ShipRosterEntry } from '../../shared/engine/games/armada';
import { effectsOfCard, squadronFactsOf, upgradeFactsOf } from '../../shared/engine/games/armada/effects/card-terms';
import { describeArmadaEvent } from '../../shared/engine/games/armada/view/describe-event';
import type { ArmadaEvent } from '../../shared/engine/games/armada/model/events';
import { CR90, currentAttackOf, expectMessage, optionsOf, play, refusal, rosters, shipById, shipEntry, squadronEntry, stateOf, TIE_FIGHTER, VICTORY } from './helpers/armada-game';

// Issue 35 item 8 · more Armada cards as facts: a fleet-wide card ("a friendly ship") outside an
// attack acts on the friendly ship activated now, and a card's extra squadrons join the squadron
// command's count. The cards' texts are read from ../shared/data at run time (the ISB data holds
// the newest printing, AMG's); the facts are found by name and slot, as the host finds them.

const ISB = join(__dirname, '../../../shared/data/armada-isb/public/converted-json/upgrades/upgrades.json');
const isbUpgrades = Object.values((JSON.parse(readFileSync(ISB, 'utf8')) as { upgrades: Record<string, { name: string; ability: string; type: string }> }).upgrades);

/** The newest printing's text and slot of a card (test input only). */
function isbCard(name: string, type?: string): { text: string; type: string } {
  const card = isbUpgrades.find((candidate) => candidate.name === name && (type === undefined || candidate.type === type));
  if (!card) throw new Error(`no ISB card ${name}`);
  return { text: card.ability, type: card.type };
}

/** The entry with these upgrades fitted (name and slot) and their facts attached, as the host does. */
function fitted(entry: ShipRosterEntry, ...cards: [string, string?][]): ShipRosterEntry {
  const found = cards.map(([name, type], n) => {
    const card = isbCard(name, type);
    return effectsOfCard(name, upgradeFactsOf(name, card.text, [card.type]), `upgrade-${n + 1}`);
  });
  return { ...entry, upgrades: cards.map(([name, type]) => ({ name, slot: type ?? 'Upgrade', points: 0 })), effects: found.flatMap((card) => card.effects), yourCalls: found.flatMap((card) => card.yourCalls) };
}

const offered = (session: Session, source: string) => optionsOf(session).cardEffects.filter((option) => option.source === source);
const words = (events: readonly unknown[]) => (events as ArmadaEvent[]).map(describeArmadaEvent);

/** The Empire: a Victory (speed 2, its top speed) and a flagship CR90 with the cards; the Rebels: a CR90. */
function fleet(...cards: [string, string?][]): Session {
  const players = rosters(
    { ships: [{ ...shipEntry(VICTORY, { id: 'vsd' }), squadronValue: 1 }, fitted(shipEntry(CR90, { id: 'flag' }), ...cards)], squadrons: [squadronEntry(TIE_FIGHTER, { id: 't1' }), squadronEntry(TIE_FIGHTER, { id: 't2' }), squadronEntry(TIE_FIGHTER, { id: 't3' })] },
    { ships: [shipEntry(CR90, { id: 'cr90' })] },
  );
  return play(emptySession('armada'), { type: 'setup', seed: 'more', players, firstPlayer: 'p1' }).session;
}


/** The game set up with these fleets and seed, 'att' activated and attacking the defender front to front at close range. */
function frontAttack(players: ReturnType<typeof rosters>, seed: string, defender: string): Session {
  return play(
    emptySession('armada'),
    { type: 'setup', seed, players },
    { type: 'nextPhase' },
    { type: 'activateShip', ship: 'att' },
    { type: 'declareTarget', attacker: { ship: 'att', hullZone: 'front' }, defender: { ship: defender, hullZone: 'front' }, range: 'close' },
  ).session;
}

describe('Card · Admiral Ozzel (commander, AMG printing): each friendly ship may change its speed by 1 in Determine Course', () => {
  it('is offered to the activated friendly ship, changes that ship’s speed (not the flagship’s), once each way per activation', () => {
    const active = play(fleet(['Admiral Ozzel', 'commander']), { type: 'nextPhase' }, { type: 'activateShip', ship: 'vsd' }).session;
    const options = offered(active, 'Admiral Ozzel');
    expect(options.map((option) => option.label)).toEqual([
      'Admiral Ozzel: a friendly ship changes its speed by 1 more (Determine Course)',
      'Admiral Ozzel: a friendly ship changes its speed by 1 less (Determine Course)',
    ]);
    expect(options.every((option) => option.unit === 'flag')).toBe(true);
    const slower = play(active, { type: 'useCardEffect', unit: 'flag', ref: options[1]?.ref ?? '' });
    expect(shipById(slower.session, 'vsd').speed).toBe(1);
    expect(shipById(slower.session, 'flag').speed).toBe(2);
    expect(words(slower.events)[0]).toBe('CR90 Corvette A uses Admiral Ozzel: Victory I-class Star Destroyer: speed 2 → 1.');
    expectMessage(refusal(slower.session, { type: 'useCardEffect', unit: 'flag', ref: options[1]?.ref ?? '' }), /already used at this moment/);
  });

  it('a speed beyond the ship’s chart is refused in words; an enemy ship’s activation is not offered it', () => {
    const players = rosters(
      { ships: [shipEntry(VICTORY, { id: 'vsd', speed: 2 }), fitted(shipEntry(CR90, { id: 'flag' }), ['Admiral Ozzel', 'commander'])] },
      { ships: [shipEntry(CR90, { id: 'cr90' })] },
    );
    const setup = play(emptySession('armada'), { type: 'setup', seed: 'ozzel', players }).session;
    const active = play(setup, { type: 'nextPhase' }, { type: 'activateShip', ship: 'vsd' }).session;
    const faster = offered(active, 'Admiral Ozzel')[0];
    expectMessage(refusal(active, { type: 'useCardEffect', unit: 'flag', ref: faster?.ref ?? '' }), /at speed 2: it cannot go to 3 \(0 to 2\)/);
    const enemy = play(setup, { type: 'nextPhase' }, { type: 'activateShip', ship: 'cr90' }).session;
    expect(offered(enemy, 'Admiral Ozzel')).toEqual([]);
    expectMessage(refusal(enemy, { type: 'useCardEffect', unit: 'flag', ref: faster?.ref ?? '' }), /by a friendly activated ship/);
  });
});

describe('Card · Shields to Maximum! (fleet command): asked first, a friendly ship recovers 1 shield as it activates', () => {
  it('asks whether the card was used this Ship Phase; answered yes, the activated ship recovers a shield on the zone chosen', () => {
    const hit = play(fleet(['Shields to Maximum!']), { type: 'loseShields', ship: 'vsd', zone: 'front', amount: 1 }).session;
    expect(offered(hit, 'Shields to Maximum!')).toEqual([]);
    const active = play(hit, { type: 'nextPhase' }, { type: 'activateShip', ship: 'vsd' }).session;
    const option = offered(active, 'Shields to Maximum!')[0];
    expect(option).toMatchObject({ unit: 'flag', zone: true, question: expect.stringMatching(/start of this Ship Phase/) });
    expectMessage(refusal(active, { type: 'useCardEffect', unit: 'flag', ref: option?.ref ?? '', zone: 'front' }), /Answer yes/);
    const used = play(active, { type: 'useCardEffect', unit: 'flag', ref: option?.ref ?? '', zone: 'front', yes: true }).session;
    expect(shipById(used, 'vsd').hullZones.find((zone) => zone.zone === 'front')?.shields).toBe(3);
  });
});

describe('Card · Liberty (title): having spent a squadron token, the squadron command activates 1 more squadron', () => {
  it('needs a squadron command in use; used, the command’s count grows by 1 and the next squadron past it is refused', () => {
    const players = rosters(
      { ships: [{ ...fitted(shipEntry(CR90, { id: 'lib' }), ['Liberty']), squadronValue: 1 }], squadrons: [squadronEntry(TIE_FIGHTER, { id: 't1' }), squadronEntry(TIE_FIGHTER, { id: 't2' }), squadronEntry(TIE_FIGHTER, { id: 't3' })] },
      { ships: [shipEntry(CR90, { id: 'cr90' })] },
    );
    const active = play(emptySession('armada'), { type: 'setup', seed: 'liberty', players, firstPlayer: 'p1' }, { type: 'nextPhase' }, { type: 'activateShip', ship: 'lib' }).session;
    expectMessage(refusal(active, { type: 'useCardEffect', unit: 'lib', ref: 'lib-effect-1', yes: true }), /needs a Squadron command/);
    const squadron = play(active, { type: 'revealCommand', ship: 'lib', command: 'squadron', as: 'dial' }).session;
    expect(optionsOf(squadron).shipCommands?.squadronsLeft).toBe(1);
    const used = play(squadron, { type: 'useCardEffect', unit: 'lib', ref: 'lib-effect-1', yes: true });
    expect(words(used.events)[0]).toBe('CR90 Corvette A uses Liberty: its squadron command activates 1 more squadron.');
    expect(optionsOf(used.session).shipCommands?.squadronsLeft).toBe(2);
    const two = play(used.session, { type: 'activateSquadron', squadron: 't1' }, { type: 'endActivation' }, { type: 'activateSquadron', squadron: 't2' }, { type: 'endActivation' }).session;
    expectMessage(refusal(two, { type: 'activateSquadron', squadron: 't3' }), /activates 2 squadrons, and 2 have activated/);
  });

  it('Card · Admiral Yularen (commander): the same for any friendly ship, told apart from the commander’s own', () => {
    const active = play(fleet(['Admiral Yularen', 'commander']), { type: 'nextPhase' }, { type: 'activateShip', ship: 'vsd' }, { type: 'revealCommand', ship: 'vsd', command: 'squadron', as: 'dial' }).session;
    const option = offered(active, 'Admiral Yularen')[0];
    expect(option?.unit).toBe('flag');
    const used = play(active, { type: 'useCardEffect', unit: 'flag', ref: option?.ref ?? '', yes: true }).session;
    expect(optionsOf(used).shipCommands?.squadronsLeft).toBe(2);
    expect(optionsOf(used).cardStates.find((entry) => entry.unit === 'flag')?.yourCalls).toEqual([{ source: 'Admiral Yularen', upgrade: 'upgrade-1', reason: expect.stringMatching(/Repair Squadron/) }]);
  });
});

describe('Card · Darth Vader (officer): a friendly ship discards its own commander or officer to reroll any dice', () => {
  it('is asked of a friendly ship attacking a ship, and rerolls the dice picked', () => {
    const declared = play(fleet(['Darth Vader', 'officer']), { type: 'nextPhase' }, { type: 'activateShip', ship: 'vsd' }, {
      type: 'declareTarget',
      attacker: { ship: 'vsd', hullZone: 'front' },
      defender: { ship: 'cr90', hullZone: 'front' },
      range: 'close',
    }).session;
    const rolled = play(declared, { type: 'rollAttackDice', dice: [...Array(3).fill({ color: 'red', face: 'blank' }), ...Array(3).fill({ color: 'black', face: 'blank' })] }).session;
    const option = offered(rolled, 'Darth Vader')[0];
    expect(option).toMatchObject({ unit: 'flag', side: 'attacker', question: expect.stringMatching(/commander or officer/) });
    const used = play(rolled, { type: 'useCardEffect', unit: 'flag', ref: option?.ref ?? '', yes: true, dice: [0, 3], faces: ['hit', 'hit-crit'] }).session;
    expect(currentAttackOf(used).pool.map((die) => die.face)).toEqual(['hit', 'blank', 'blank', 'hit-crit', 'blank', 'blank']);
  });
});

describe('Facts of the newest printings, found by name and slot', () => {
  it('Card · Swift Return and Card · Entrapment Formation!: speed changes the table confirms; San Hill adds a squadron', () => {
    const kinds = (name: string, type?: string) => {
      const card = isbCard(name, type);
      return effectsOfCard(name, upgradeFactsOf(name, card.text, [card.type])).effects.map((effect) => [effect.holder, effect.moment, effect.effects, effect.conditions.some((condition) => condition.kind === 'ask')]);
    };
    expect(kinds('Swift Return')).toEqual([
      ['unit', 'executeManeuver', [{ kind: 'speed', change: 1 }], true],
      ['unit', 'executeManeuver', [{ kind: 'speed', change: -1 }], true],
    ]);
    expect(kinds('Entrapment Formation!')).toEqual([
      ['attackerFleet', 'executeManeuver', [{ kind: 'speed', change: 1 }], true],
      ['attackerFleet', 'executeManeuver', [{ kind: 'speed', change: -1 }], true],
    ]);
    expect(kinds('San Hill')).toEqual([['attackerFleet', 'resolveCommand', [{ kind: 'activateSquadrons', amount: 1 }], true]]);
    // The officer and the commander of one name are two cards.
    expect(kinds('Admiral Ozzel', 'officer')).toEqual([]);
  });
});

describe('RRG · Critical effects: a card’s critical effect on the defender’s tokens is the attack’s one critical effect', () => {
  /** A CR90 (front: 2 red, 1 blue) with the card attacks a Victory (brace, 2 redirects) at close range; the defender braces. */
  function braced(card: string, blue: string, ...more: string[]): Session {
    const players = rosters({ ships: [fitted(shipEntry(CR90, { id: 'att' }), [card], ...more.map((name): [string] => [name]))] }, { ships: [shipEntry(VICTORY, { id: 'vsd' })] });
    return play(
      frontAttack(players, 'crit', 'vsd'),
      { type: 'rollAttackDice', dice: [{ color: 'red', face: 'hit' }, { color: 'red', face: 'hit' }, { color: 'blue', face: blue }] },
      { type: 'endAttackEffects' },
      { type: 'spendDefenseToken', token: 'vsd-brace-1' },
    ).session;
  }
  const states = (session: Session) => shipById(session, 'vsd').defenseTokens.map((token) => `${token.type} ${token.state}`);

  it('Card · Overload Pulse: with a blue crit, every readied token of the defender is exhausted; no token is spent after it, and damage resolves with it', () => {
    expect(offered(braced('Overload Pulse', 'hit'), 'Overload Pulse')).toEqual([]);
    const session = braced('Overload Pulse', 'crit');
    const option = offered(session, 'Overload Pulse')[0];
    expect(option).toMatchObject({ unit: 'att', side: 'attacker', token: false });
    const used = play(session, { type: 'useCardEffect', unit: 'att', ref: option?.ref ?? '' });
    expect(states(used.session)).toEqual(['brace exhausted', 'redirect exhausted', 'redirect exhausted']);
    expect(words(used.events)[0]).toBe('CR90 Corvette A uses Overload Pulse: Victory I-class Star Destroyer’s Redirect, Redirect exhausted.');
    expectMessage(refusal(used.session, { type: 'spendDefenseToken', token: 'vsd-redirect-1', zone: 'left' }), /Overload Pulse resolved the critical effect/);
    expectMessage(refusal(used.session, { type: 'resolveDamage', critical: 'standard', drawForMe: true }), /Overload Pulse already resolved this attack’s critical effect/);
    const resolved = play(used.session, { type: 'resolveDamage', drawForMe: true });
    expect(resolved.events).toContainEqual(expect.objectContaining({ type: 'damageTotaled', critical: 'card', criticalCard: 'Overload Pulse' }));
  });

  it('Card · NK-7 Ion Cannons: exhausted, the defender discards the token it names; refused without a name, and not twice', () => {
    const session = braced('NK-7 Ion Cannons', 'crit');
    const option = offered(session, 'NK-7 Ion Cannons')[0];
    expect(option).toMatchObject({ token: true });
    expectMessage(refusal(session, { type: 'useCardEffect', unit: 'att', ref: option?.ref ?? '' }), /the defender chooses the defense token it discards/);
    const used = play(session, { type: 'useCardEffect', unit: 'att', ref: option?.ref ?? '', token: 'vsd-redirect-2' }).session;
    expect(states(used)).toEqual(['brace exhausted', 'redirect readied', 'redirect discarded']);
    expect(optionsOf(used).cardStates.find((entry) => entry.unit === 'att')?.exhausted).toEqual(['att-upgrade-1']);
    expect(offered(used, 'NK-7 Ion Cannons')).toEqual([]);
  });

  const shields = (session: Session) => shipById(session, 'vsd').hullZones.map((zone) => `${zone.zone} ${zone.shields}`);

  it('Card · Heavy Ion Emplacements: exhausted with a blue crit, the defending zone and each adjacent zone lose 1 shield before damage', () => {
    const session = braced('Heavy Ion Emplacements', 'crit');
    const before = shipById(session, 'vsd').hullZones.map((zone) => zone.shields);
    const used = play(session, { type: 'useCardEffect', unit: 'att', ref: offered(session, 'Heavy Ion Emplacements')[0]?.ref ?? '' });
    const after = shipById(used.session, 'vsd').hullZones.map((zone) => zone.shields);
    expect(shields(used.session).map((zone) => zone.split(' ')[0])).toEqual(['front', 'right', 'rear', 'left']);
    expect(after).toEqual([before[0]! - 1, before[1]! - 1, before[2]!, before[3]! - 1]);
    expect(used.events.filter((event) => (event as ArmadaEvent).type === 'shieldsLost')).toHaveLength(3);
    expect(offered(used.session, 'Heavy Ion Emplacements')).toEqual([]);
  });

  it('Card · Ion Cannon Batteries: a defender with no command token loses 1 shield on the defending zone instead', () => {
    const session = braced('Ion Cannon Batteries', 'crit');
    expect(offered(session, 'Ion Cannon Batteries')[0]).toMatchObject({ command: true });
    const before = shipById(session, 'vsd').hullZones.find((zone) => zone.zone === 'front')?.shields ?? 0;
    const used = play(session, { type: 'useCardEffect', unit: 'att', ref: offered(session, 'Ion Cannon Batteries')[0]?.ref ?? '' });
    expect(shipById(used.session, 'vsd').hullZones.find((zone) => zone.zone === 'front')?.shields).toBe(before - 1);
    expect(words(used.events)[0]).toMatch(/uses Ion Cannon Batteries: Victory I-class Star Destroyer has no command token: Victory I-class Star Destroyer loses shields \(front −1\)/);
  });

  it("Card · Dodonna's Pride: with a blue crit, every attack die is canceled to deal 1 faceup damage card (named, or drawn by the app)", () => {
    const session = braced("Dodonna's Pride", "crit");
    const ref = offered(session, "Dodonna's Pride")[0]?.ref ?? '';
    expectMessage(refusal(session, { type: 'useCardEffect', unit: 'att', ref }), /name the damage card drawn from the deck, or ask the app to draw it/);
    const used = play(session, { type: 'useCardEffect', unit: 'att', ref, drawForMe: true });
    expect(currentAttackOf(used.session).pool).toEqual([]);
    // The app draws the top card of the seeded deck, dealt faceup (its own effect may deal or flip more).
    expect(used.events.find((event) => (event as ArmadaEvent).type === 'damageCardDealt')).toMatchObject({ ship: { id: 'vsd' }, faceup: true, drawnByApp: true });
    expect(words(used.events)[0]).toMatch(/uses Dodonna's Pride: 3 attack dice canceled, a faceup damage card dealt to Victory I-class Star Destroyer/);
  });

  it('Card · Assault Proton Torpedoes (AMG printing): exhausted with a black crit, the named faceup card is dealt before damage', () => {
    const players = rosters({ ships: [fitted(shipEntry(VICTORY, { id: 'att' }), ['Assault Proton Torpedoes'])] }, { ships: [shipEntry(VICTORY, { id: 'vsd' })] });
    const spent = play(
      frontAttack(players, 'apt', 'vsd'),
      { type: 'rollAttackDice', dice: [...Array(3).fill({ color: 'red', face: 'blank' }), { color: 'black', face: 'hit-crit' }, { color: 'black', face: 'blank' }, { color: 'black', face: 'blank' }] },
      { type: 'endAttackEffects' },
    ).session;
    const ref = offered(spent, 'Assault Proton Torpedoes')[0]?.ref ?? '';
    // The table's button says the app draws the card, so one tap deals it.
    expect(offered(spent, 'Assault Proton Torpedoes')[0]).toMatchObject({ drawsDamageCard: true, defenderUpgrades: null });
    const deck = stateOf(spent).damageDeck.drawPile;
    const name = deck.find((card) => card === 'Compartment Fire') ?? '';
    const used = play(spent, { type: 'useCardEffect', unit: 'att', ref, damageCard: name }).session;
    expect(shipById(used, 'vsd').damageCards.map((card) => [card.name, card.faceup])).toEqual([['Compartment Fire', true]]);
    expect(optionsOf(used).cardStates.find((entry) => entry.unit === 'att')?.exhausted).toEqual(['att-upgrade-1']);
    expectMessage(refusal(used, { type: 'resolveDamage', critical: 'standard', drawForMe: true }), /already resolved this attack’s critical effect/);
  });

  /** A Victory with the card attacks another Victory front to front at close range, with these 6 faces (3 red, 3 black). */
  function vsdAttack(card: string, faces: string[]): Session {
    const players = rosters({ ships: [fitted(shipEntry(VICTORY, { id: 'att' }), [card])] }, { ships: [shipEntry(VICTORY, { id: 'vsd' })] });
    return play(
      frontAttack(players, 'xx9', 'vsd'),
      { type: 'rollAttackDice', dice: faces.map((face, n) => ({ color: n < 3 ? 'red' : 'black', face })) },
    ).session;
  }

  it('Card · XX-9 Turbolasers: with a crit, the first 2 damage cards the attack deals are faceup', () => {
    const rolled = vsdAttack('XX-9 Turbolasers', ['crit', 'hit', 'hit', 'hit', 'hit', 'hit']);
    const spent = play(rolled, { type: 'endAttackEffects' }).session;
    const used = play(spent, { type: 'useCardEffect', unit: 'att', ref: offered(spent, 'XX-9 Turbolasers')[0]?.ref ?? '' }).session;
    const deck = stateOf(used).damageDeck.drawPile;
    const calm = ['Compartment Fire', 'Damaged Controls', 'Life Support Failure', 'Faulty Countermeasures'].filter((name) => deck.includes(name));
    // 6 damage, 3 front shields: 3 damage cards, the first 2 faceup (named: cards whose own effect deals or flips nothing).
    const dealt = play(used, { type: 'resolveDamage', damageCards: [calm[0] ?? '', calm[1] ?? '', deck.find((name) => !calm.slice(0, 2).includes(name)) ?? ''] });
    expect(dealt.events.filter((event) => (event as ArmadaEvent).type === 'damageCardDealt').map((event) => (event as { faceup: boolean }).faceup)).toEqual([true, true, false]);
    expect(dealt.events).toContainEqual(expect.objectContaining({ type: 'damageTotaled', critical: 'card', criticalCard: 'XX-9 Turbolasers' }));
  });

  it('Card · Salvation: from the front zone each crit icon counts 2 damage, counted with the final dice', () => {
    const rolled = vsdAttack('Salvation', ['crit', 'crit', 'hit', 'blank', 'blank', 'blank']);
    const before = optionsOf(play(rolled, { type: 'endAttackEffects' }).session).attack?.damage?.total ?? 0;
    const used = play(rolled, { type: 'useCardEffect', unit: 'att', ref: offered(rolled, 'Salvation')[0]?.ref ?? '' }).session;
    expect(optionsOf(play(used, { type: 'endAttackEffects' }).session).attack?.damage?.total).toBe(before + 2);
    expect(before).toBe(3);
    // A crit changed away afterwards adds nothing: the total reads the final pool (1 crit counted twice, 1 hit).
    const changed = play(used, { type: 'setAttackDieFace', die: 0, face: 'blank' }, { type: 'endAttackEffects' }).session;
    expect(optionsOf(changed).attack?.damage?.total).toBe(3);
  });

  it('Card · SW-7 Ion Batteries: each blue accuracy left unspent adds 1 damage to the total', () => {
    const players = rosters({ ships: [fitted(shipEntry(CR90, { id: 'att' }), ['SW-7 Ion Batteries'])] }, { ships: [shipEntry(VICTORY, { id: 'vsd' })] });
    const rolled = play(
      frontAttack(players, 'sw7', 'vsd'),
      { type: 'rollAttackDice', dice: [{ color: 'red', face: 'hit' }, { color: 'red', face: 'blank' }, { color: 'blue', face: 'accuracy' }] },
    ).session;
    const used = play(rolled, { type: 'useCardEffect', unit: 'att', ref: offered(rolled, 'SW-7 Ion Batteries')[0]?.ref ?? '' }).session;
    expect(optionsOf(play(used, { type: 'endAttackEffects' }).session).attack?.damage?.total).toBe(2);
    // Spent on a token, the accuracy adds nothing.
    expect(optionsOf(play(used, { type: 'spendAccuracy', die: 2, token: 'vsd-brace-1' }, { type: 'endAttackEffects' }).session).attack?.damage?.total).toBe(1);
  });

  it('Card · Luke Skywalker (squadron): attacking a ship, the defender counts as having no shields', () => {
    const luke = { ...squadronEntry('rebel-alliance/luke-skywalker', { id: 'luke' }), ...effectsOfCard('Luke Skywalker', squadronFactsOf('Luke Skywalker', 'X-wing Squadron', 'While attacking a ship, treat the defender as having no shields.', ['Bomber', 'Escort'])) };
    const players = rosters({ ships: [shipEntry(VICTORY, { id: 'vsd' })] }, { ships: [shipEntry(CR90, { id: 'cr90' })], squadrons: [luke] });
    const rolled = play(
      emptySession('armada'),
      { type: 'setup', seed: 'luke', players },
      { type: 'nextPhase' },
      { type: 'nextPhase' },
      { type: 'activateSquadron', squadron: 'luke' },
      { type: 'declareTarget', attacker: { squadron: 'luke' }, defender: { ship: 'vsd', hullZone: 'front' }, range: 'distance-1' },
      { type: 'rollAttackDice', dice: [{ color: 'black', face: 'hit' }] },
    ).session;
    expect(optionsOf(play(rolled, { type: 'endAttackEffects' }).session).attack?.damage).toMatchObject({ defendingShieldsLost: 1, damageCards: 0 });
    const used = play(rolled, { type: 'useCardEffect', unit: 'luke', ref: offered(rolled, 'Luke Skywalker')[0]?.ref ?? '' }).session;
    expect(optionsOf(play(used, { type: 'endAttackEffects' }).session).attack?.damage).toMatchObject({ defendingShieldsLost: 0, damageCards: 1 });
  });

  it('Card · Devastator: from the front zone, 1 blue die per discarded defense token of its own, once per round', () => {
    const rolled = vsdAttack('Devastator', ['hit', 'hit', 'hit', 'blank', 'blank', 'blank']);
    expect(offered(rolled, 'Devastator')).toEqual([]);
    const players = rosters({ ships: [fitted(shipEntry(VICTORY, { id: 'att' }), ['Devastator'])] }, { ships: [shipEntry(VICTORY, { id: 'vsd' })] });
    const hurt = play(
      emptySession('armada'),
      { type: 'setup', seed: 'dev', players },
      // Spent twice as costs, two of its tokens are discarded (readied → exhausted → discarded).
      ...['att-redirect-1', 'att-brace-1'].flatMap((token) => [{ type: 'spendDefenseTokenAsCost', token }, { type: 'spendDefenseTokenAsCost', token }]),
      { type: 'nextPhase' },
      { type: 'activateShip', ship: 'att' },
      { type: 'declareTarget', attacker: { ship: 'att', hullZone: 'front' }, defender: { ship: 'vsd', hullZone: 'front' }, range: 'close' },
      { type: 'rollAttackDice', dice: [...Array(3).fill({ color: 'red', face: 'hit' }), ...Array(3).fill({ color: 'black', face: 'blank' })] },
    ).session;
    const used = play(hurt, { type: 'useCardEffect', unit: 'att', ref: offered(hurt, 'Devastator')[0]?.ref ?? '', faces: ['hit', 'crit'] }).session;
    expect(currentAttackOf(used).pool.slice(6)).toEqual([{ color: 'blue', face: 'hit', accuracySpent: false }, { color: 'blue', face: 'crit', accuracySpent: false }]);
    expect(offered(used, 'Devastator')).toEqual([]);
  });

  it('Card · Ravager: its concentrate fire token, spent, adds 1 die of a colour already in the pool', () => {
    const players = rosters({ ships: [fitted(shipEntry(VICTORY, { id: 'att' }), ['Ravager'])] }, { ships: [shipEntry(VICTORY, { id: 'vsd' })] });
    const start = play(emptySession('armada'), { type: 'setup', seed: 'rav', players }, { type: 'nextPhase' }, { type: 'activateShip', ship: 'att' }).session;
    const attack = (session: Session) =>
      play(session, { type: 'declareTarget', attacker: { ship: 'att', hullZone: 'front' }, defender: { ship: 'vsd', hullZone: 'front' }, range: 'close' }, { type: 'rollAttackDice', dice: [...Array(3).fill({ color: 'red', face: 'hit' }), ...Array(3).fill({ color: 'black', face: 'blank' })] }).session;
    expect(offered(attack(start), 'Ravager')).toEqual([]);
    const rolled = attack(play(start, { type: 'revealCommand', ship: 'att', command: 'concentrateFire', as: 'token' }).session);
    const ref = offered(rolled, 'Ravager')[0]?.ref ?? '';
    expectMessage(refusal(rolled, { type: 'useCardEffect', unit: 'att', ref, color: 'blue', rollForMe: true }), /no blue die is/);
    const used = play(rolled, { type: 'useCardEffect', unit: 'att', ref, color: 'red', faces: ['crit'] }).session;
    expect(currentAttackOf(used).pool.at(-1)).toEqual({ color: 'red', face: 'crit', accuracySpent: false });
    expect(shipById(used, 'att').commandTokens).toEqual([]);
  });

  it('Card · Flechette Torpedoes: a black crit die spent, the defending squadron is toggled to activated', () => {
    const players = rosters({ ships: [fitted(shipEntry(VICTORY, { id: 'att' }), ['Flechette Torpedoes'])] }, { ships: [shipEntry(CR90, { id: 'cr90' })], squadrons: [squadronEntry('rebel-alliance/x-wing-squadron', { id: 'x' })] });
    const rolled = play(
      emptySession('armada'),
      { type: 'setup', seed: 'fle', players },
      { type: 'nextPhase' },
      { type: 'activateShip', ship: 'att' },
      { type: 'declareTarget', attacker: { ship: 'att', hullZone: 'front' }, defender: { squadron: 'x' }, range: 'close' },
      { type: 'rollAttackDice', dice: [{ color: 'blue', face: 'hit' }] },
    ).session;
    expect(offered(rolled, 'Flechette Torpedoes')).toEqual([]);
    const black = play(rolled, { type: 'addAttackDie', color: 'black', face: 'hit-crit' }).session;
    const used = play(black, { type: 'useCardEffect', unit: 'att', ref: offered(black, 'Flechette Torpedoes')[0]?.ref ?? '', dice: [1] }).session;
    expect(currentAttackOf(used).pool).toEqual([{ color: 'blue', face: 'hit', accuracySpent: false }]);
    expect(stateOf(used).squadrons.find((squadron) => squadron.id === 'x')?.activated).toBe(true);
  });

  it('Card · Intel Officer: exhausted after the roll, the chosen token of the defender is discarded when spent', () => {
    const players = rosters({ ships: [fitted(shipEntry(VICTORY, { id: 'att' }), ['Intel Officer'])] }, { ships: [shipEntry(CR90, { id: 'cr90' })] });
    const rolled = play(
      frontAttack(players, 'intel', 'cr90'),
      { type: 'rollAttackDice', dice: [...Array(3).fill({ color: 'red', face: 'hit' }), ...Array(3).fill({ color: 'black', face: 'hit' })] },
    ).session;
    const ref = offered(rolled, 'Intel Officer')[0]?.ref ?? '';
    expectMessage(refusal(rolled, { type: 'useCardEffect', unit: 'att', ref }), /choose one of the defender’s defense tokens/);
    const used = play(rolled, { type: 'useCardEffect', unit: 'att', ref, token: 'cr90-redirect-1' }, { type: 'endAttackEffects' }).session;
    const spent = play(used, { type: 'spendDefenseToken', token: 'cr90-redirect-1', zone: 'left' }, { type: 'spendDefenseToken', token: 'cr90-evade-1', dice: [0], rollForMe: true }).session;
    expect(shipById(spent, 'cr90').defenseTokens.map((token) => `${token.id} ${token.state}`)).toEqual(['cr90-evade-1 exhausted', 'cr90-evade-2 readied', 'cr90-redirect-1 discarded']);
  });

  it('Card · Assault Concussion Missiles (AMG printing): each zone adjacent to the defending one suffers 1 damage: a shield, else a facedown card', () => {
    const players = rosters({ ships: [fitted(shipEntry(VICTORY, { id: 'att' }), ['Assault Concussion Missiles'])] }, { ships: [shipEntry(VICTORY, { id: 'vsd' })] });
    const spent = (left: number) =>
      play(
        emptySession('armada'),
        { type: 'setup', seed: 'acm', players },
        ...(left > 0 ? [{ type: 'loseShields', ship: 'vsd', zone: 'left', amount: left }] : []),
        { type: 'nextPhase' },
        { type: 'activateShip', ship: 'att' },
        { type: 'declareTarget', attacker: { ship: 'att', hullZone: 'front' }, defender: { ship: 'vsd', hullZone: 'front' }, range: 'close' },
        { type: 'rollAttackDice', dice: [...Array(3).fill({ color: 'red', face: 'blank' }), { color: 'black', face: 'hit-crit' }, { color: 'black', face: 'blank' }, { color: 'black', face: 'blank' }] },
        { type: 'endAttackEffects' },
      ).session;
    const shielded = spent(0);
    const before = shipById(shielded, 'vsd').hullZones.map((zone) => zone.shields);
    const used = play(shielded, { type: 'useCardEffect', unit: 'att', ref: offered(shielded, 'Assault Concussion Missiles')[0]?.ref ?? '' }).session;
    expect(shipById(used, 'vsd').hullZones.map((zone) => zone.shields)).toEqual([before[0], before[1]! - 1, before[2], before[3]! - 1]);
    expect(shipById(used, 'vsd').damageCards).toEqual([]);
    const bare = spent(shipById(shielded, 'vsd').hullZones.find((zone) => zone.zone === 'left')?.shields ?? 0);
    const ref = offered(bare, 'Assault Concussion Missiles')[0]?.ref ?? '';
    expectMessage(refusal(bare, { type: 'useCardEffect', unit: 'att', ref }), /name the card drawn, or ask the app to draw it/);
    const dealt = play(bare, { type: 'useCardEffect', unit: 'att', ref, drawForMe: true }).session;
    expect(shipById(dealt, 'vsd').damageCards.map((card) => card.faceup)).toEqual([false]);
  });

  it('Card · MS-1 Ion Cannon: with a blue crit, the attacker exhausts 1 upgrade card of the defender it names', () => {
    const players = rosters({ ships: [fitted(shipEntry(CR90, { id: 'att' }), ['MS-1 Ion Cannon'])] }, { ships: [fitted(shipEntry(VICTORY, { id: 'vsd' }), ['Ordnance Experts'])] });
    const spent = play(
      frontAttack(players, 'ms1', 'vsd'),
      { type: 'rollAttackDice', dice: [{ color: 'red', face: 'hit' }, { color: 'red', face: 'hit' }, { color: 'blue', face: 'crit' }] },
      { type: 'endAttackEffects' },
    ).session;
    const ref = offered(spent, 'MS-1 Ion Cannon')[0]?.ref ?? '';
    // The table offers the defender's upgrade cards by name, one button each.
    expect(offered(spent, 'MS-1 Ion Cannon')[0]?.defenderUpgrades).toEqual([{ id: 'vsd-upgrade-1', name: 'Ordnance Experts' }]);
    expectMessage(refusal(spent, { type: 'useCardEffect', unit: 'att', ref, upgrade: 'vsd-upgrade-2' }), /choose one of Victory I-class Star Destroyer’s upgrade cards/);
    const used = play(spent, { type: 'useCardEffect', unit: 'att', ref, upgrade: 'vsd-upgrade-1' });
    expect(optionsOf(used.session).cardStates.find((entry) => entry.unit === 'vsd')?.exhausted).toEqual(['vsd-upgrade-1']);
    expect(words(used.events)[0]).toBe('CR90 Corvette A uses MS-1 Ion Cannon: Victory I-class Star Destroyer’s Ordnance Experts exhausted.');
  });

  it('Card · Fire-Control Team: exhausted, a second critical effect is resolved (the standard one here), never the same one twice', () => {
    const session = braced('Overload Pulse', 'crit', 'Fire-Control Team');
    const pulse = offered(session, 'Overload Pulse')[0]?.ref ?? '';
    const first = play(session, { type: 'useCardEffect', unit: 'att', ref: pulse }).session;
    expectMessage(refusal(first, { type: 'resolveDamage', critical: 'standard', drawForMe: true }), /already resolved this attack’s critical effect/);
    const more = play(first, { type: 'useCardEffect', unit: 'att', ref: offered(first, 'Fire-Control Team')[0]?.ref ?? '' }).session;
    expectMessage(refusal(more, { type: 'useCardEffect', unit: 'att', ref: pulse }), /already used during this attack|same critical effect/);
    const resolved = play(more, { type: 'resolveDamage', critical: 'standard', drawForMe: true });
    expect(resolved.events).toContainEqual(expect.objectContaining({ type: 'damageTotaled', critical: 'standard' }));
  });
});
