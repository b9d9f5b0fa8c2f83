import { describe, expect, it } from 'vitest';
import { emptySession, type Session } from '../../shared/engine';
import type { ShipRosterEntry } from '../../shared/engine/games/armada';
import { CR90, ISD, VICTORY, X_WING, currentAttackOf, expectMessage, optionsOf, play, refusal, rosters, shipById, shipEntry, squadronById, squadronEntry, stateOf } from './helpers/armada-game';
import { fittedIsb } from './helpers/armada-fitted';

// Issue 35, titles · command tokens on ships the player names, tokens a ship may hold twice, values
// a title changes. The cards are read from ../shared/data at run time, as the host reads them.


const fitted = fittedIsb;

const offered = (session: Session, source: string) => optionsOf(session).cardEffects.filter((option) => option.source === source);
const refOf = (session: Session, source: string) => offered(session, source)[0]?.ref ?? '';
const game = (seed: string, mine: ShipRosterEntry[], theirs: ShipRosterEntry[] = [shipEntry(CR90, { id: 'cr90' })]) =>
  play(emptySession('armada'), { type: 'setup', seed, players: rosters({ ships: mine }, { ships: theirs }), firstPlayer: 'p1' }).session;

describe('Card · Executor · RRG · Commands: the ship may hold any number of command tokens, of any types', () => {
  const start = (...cards: string[]) => play(game('executor', [fitted(shipEntry(VICTORY, { id: 'vsd' }), ...cards)]), { type: 'nextPhase' }, { type: 'activateShip', ship: 'vsd' }, { type: 'revealCommand', ship: 'vsd', command: 'navigate', as: 'token' }).session;

  it('a second navigate token is gained (two of one type), and spending one leaves the other', () => {
    const session = start('Executor', 'Commander Vanto');
    expect(offered(session, 'Executor')).toEqual([]);
    const more = play(session, { type: 'useCardEffect', unit: 'vsd', ref: refOf(session, 'Commander Vanto'), command: 'navigate' }).session;
    expect(shipById(more, 'vsd').commandTokens).toEqual(['navigate', 'navigate']);
    const spent = play(more, { type: 'spendCommandToken', ship: 'vsd', command: 'navigate' }).session;
    expect(shipById(spent, 'vsd').commandTokens).toEqual(['navigate']);
  });

  it('past its command value: a CR90 (command 1) holding a token gains a second one', () => {
    const cr = (...cards: string[]) => play(game('executor-cr90', [fitted(shipEntry(CR90, { id: 'cr1' }), ...cards)]), { type: 'nextPhase' }, { type: 'activateShip', ship: 'cr1' }, { type: 'revealCommand', ship: 'cr1', command: 'navigate', as: 'token' }).session;
    const session = cr('Executor', 'Commander Vanto');
    expect(shipById(session, 'cr1').command).toBe(1);
    const more = play(session, { type: 'useCardEffect', unit: 'cr1', ref: refOf(session, 'Commander Vanto'), command: 'squadron' }).session;
    expect(shipById(more, 'cr1').commandTokens).toEqual(['navigate', 'squadron']);
    const plain = cr('Commander Vanto');
    expectMessage(refusal(plain, { type: 'useCardEffect', unit: 'cr1', ref: refOf(plain, 'Commander Vanto'), command: 'squadron' }), /command value/);
  });

  it('without Executor, a second navigate token is refused in the players’ words and nothing changes', () => {
    const session = start('Commander Vanto');
    expectMessage(refusal(session, { type: 'useCardEffect', unit: 'vsd', ref: refOf(session, 'Commander Vanto'), command: 'navigate' }), /already has a Navigate token/);
    expect(shipById(session, 'vsd').commandTokens).toEqual(['navigate']);
  });
});

describe('Card · Sovereign · RRG · Commands: at the start of the Ship Phase, up to 3 friendly ships each trade 1 command token for 1 of any type', () => {
  const start = () => {
    const session = game('sovereign', [fitted(shipEntry(VICTORY, { id: 'sov' }), 'Sovereign'), shipEntry(VICTORY, { id: 'v2' }), shipEntry(CR90, { id: 'cr1' })]);
    for (const [id, tokens] of [['v2', ['navigate', 'repair']], ['cr1', ['squadron']]] as const) shipById(session, id).commandTokens = [...tokens];
    return play(session, { type: 'nextPhase' }).session;
  };

  it('offered at the start of the Ship Phase with its question: each pair it may swap, never its own ship’s', () => {
    const option = offered(start(), 'Sovereign')[0];
    expect(option?.question).toMatch(/distance 1–5/);
    expect(option?.picks?.max).toBe(3);
    expect(option?.picks?.items.map((item) => item.id)).toContain('v2|navigate|squadron');
    expect(option?.picks?.items.some((item) => item.unit === 'sov')).toBe(false);
  });

  it('two ships swap: the Victory’s navigate becomes a squadron token, the CR90’s squadron a concentrate fire token; the card is exhausted', () => {
    const session = start();
    const used = play(session, { type: 'useCardEffect', unit: 'sov', ref: refOf(session, 'Sovereign'), yes: true, gains: [{ ship: 'v2', gives: 'navigate', command: 'squadron' }, { ship: 'cr1', gives: 'squadron', command: 'concentrateFire' }] }).session;
    expect(shipById(used, 'v2').commandTokens).toEqual(['repair', 'squadron']);
    expect(shipById(used, 'cr1').commandTokens).toEqual(['concentrateFire']);
    expect(offered(used, 'Sovereign')).toEqual([]);
  });

  it('refused in the players’ words, nothing changed: a token the ship lacks, a type it holds, one ship twice, Sovereign itself', () => {
    const session = start();
    const use = (gains: { ship: string; gives?: 'navigate' | 'squadron' | 'repair' | 'concentrateFire'; command: 'navigate' | 'squadron' | 'repair' | 'concentrateFire' }[]) => refusal(session, { type: 'useCardEffect', unit: 'sov', ref: refOf(session, 'Sovereign'), yes: true, gains });
    expectMessage(use([{ ship: 'cr1', gives: 'navigate', command: 'repair' }]), /has no Navigate token to discard/);
    expectMessage(use([{ ship: 'v2', gives: 'navigate', command: 'repair' }]), /already has a Repair token/);
    expectMessage(use([{ ship: 'v2', gives: 'navigate', command: 'squadron' }, { ship: 'v2', gives: 'repair', command: 'concentrateFire' }]), /once/);
    expectMessage(use([{ ship: 'sov', gives: 'navigate', command: 'squadron' }]), /other friendly ships/);
    expectMessage(use([{ ship: 'v2', command: 'squadron' }]), /name the command token/);
    expect(shipById(session, 'v2').commandTokens).toEqual(['navigate', 'repair']);
  });
});

describe('Card · Cataclysm · RRG · Ignition: after the start of the Ship Phase, a concentrate fire token spent places the targeting token', () => {
  const onagerFile = 'galactic-empire/onager-class-star-destroyer';
  const onager = (tokens: ('navigate' | 'squadron' | 'repair' | 'concentrateFire')[]) => {
    const entry = { ...fitted(shipEntry(onagerFile, { id: 'onager' }), 'Cataclysm'), ignition: { battery: { red: 0, blue: 0, black: 4 }, ranges: ['long' as const] } };
    const session = game('cataclysm', [entry], [shipEntry(ISD, { id: 'isd' })]);
    shipById(session, 'onager').commandTokens = [...tokens];
    return play(session, { type: 'nextPhase' }).session;
  };

  it('offered in the Ship Phase with a concentrate fire token: the token is spent and the history says where the targeting token goes; once a round', () => {
    const session = onager(['concentrateFire', 'navigate']);
    const { session: used, events } = play(session, { type: 'useCardEffect', unit: 'onager', ref: refOf(session, 'Cataclysm') });
    expect(shipById(used, 'onager').commandTokens).toEqual(['navigate']);
    expect(JSON.stringify(events.find((event) => event.type === 'cardEffectUsed'))).toMatch(/places its targeting token in its special firing arc at long range/);
    expect(offered(used, 'Cataclysm')).toEqual([]);
  });

  it('without a concentrate fire token it is not offered, and a tap is refused in the players’ words', () => {
    const session = onager(['navigate']);
    expect(offered(session, 'Cataclysm')).toEqual([]);
    const ref = shipById(session, 'onager').cardEffects?.find((effect) => effect.source === 'Cataclysm')?.ref ?? '';
    expectMessage(refusal(session, { type: 'useCardEffect', unit: 'onager', ref }), /no Concentrate Fire token/);
  });
});

describe('Card · Sa Nalaor · RRG · Evade: at speed 2 or higher, another defense token spent resolves the evade effect instead of its own, once per attack', () => {
  const attacked = (speed: number, range: 'long' | 'medium') => {
    const declared = play(
      game('sa-nalaor', [shipEntry(ISD, { id: 'isd' })], [fitted(shipEntry(VICTORY, { id: 'sa', speed }), 'Sa Nalaor')]),
      { type: 'nextPhase' },
      { type: 'activateShip', ship: 'isd' },
      { type: 'revealCommand', ship: 'isd', command: 'navigate', as: 'dial' },
      { type: 'declareTarget', attacker: { ship: 'isd', hullZone: 'front' }, defender: { ship: 'sa', hullZone: 'front' }, range },
    ).session;
    const gathered = Object.entries(currentAttackOf(declared)?.gathered ?? {}).flatMap(([color, count]) => Array.from({ length: count }, () => ({ color, face: 'hit' })));
    return play(declared, { type: 'rollAttackDice', dice: gathered }, { type: 'endAttackEffects' }).session;
  };
  const brace = (session: Session) => shipById(session, 'sa').defenseTokens.find((token) => token.type === 'brace');

  it('at long range a readied brace is spent (exhausted) and 1 die canceled; the brace halves nothing, and the card is not offered again this attack', () => {
    const session = attacked(2, 'long');
    const option = offered(session, 'Sa Nalaor')[0];
    expect(option?.pick?.count).toBe(1);
    expect(option?.choices?.map((choice) => choice.label)).toContain('Spend Brace (readied): cancel the dice picked');
    const pool = currentAttackOf(session)?.pool.length ?? 0;
    const used = play(session, { type: 'useCardEffect', unit: 'sa', ref: option?.ref ?? '', token: brace(session)?.id ?? '', dice: [0] }).session;
    expect(currentAttackOf(used)?.pool.length).toBe(pool - 1);
    expect(brace(used)?.state).toBe('exhausted');
    expect(optionsOf(used).attack?.damage?.braced).toBe(false);
    expect(offered(used, 'Sa Nalaor')).toEqual([]);
  });

  it('at medium range the die picked is rerolled by the app', () => {
    const session = attacked(2, 'medium');
    const option = offered(session, 'Sa Nalaor')[0];
    const choice = option?.choices?.find((candidate) => candidate.label.startsWith('Spend Brace'));
    expect(choice?.extra).toMatchObject({ rollForMe: true });
    const { events } = play(session, { type: 'useCardEffect', unit: 'sa', ref: option?.ref ?? '', dice: [0], ...choice?.extra });
    expect(events.some((event) => event.type === 'attackDieRerolled')).toBe(true);
  });

  it('at speed 1 it is not offered; with no token named, or two dice at long range, it is refused and nothing changes', () => {
    expect(offered(attacked(1, 'long'), 'Sa Nalaor')).toEqual([]);
    const session = attacked(2, 'long');
    const ref = refOf(session, 'Sa Nalaor');
    expectMessage(refusal(session, { type: 'useCardEffect', unit: 'sa', ref, dice: [0] }), /name the defense token/);
    expectMessage(refusal(session, { type: 'useCardEffect', unit: 'sa', ref, token: brace(session)?.id ?? '', dice: [0, 1] }), /at most 1 die/);
    expect(brace(session)?.state).toBe('readied');
  });
});

describe('Card · Aspiration and Gilded Aegis · RRG · Shields: shields moved between the ship’s own zones past their maximum (at most 6); recovering waits while a zone is over it', () => {
  const zones = (session: Session, ship: string) => Object.fromEntries(shipById(session, ship).hullZones.map((zone) => [zone.zone, zone.shields]));
  const repairing = (session: Session, ship: string) => play(session, ...(stateOf(session).phase === 'ship' ? [] : [{ type: 'nextPhase' }]), { type: 'activateShip', ship }, { type: 'revealCommand', ship, command: 'repair', as: 'dial' }).session;

  const aspiration = () => play(game('aspiration', [fitted({ ...shipEntry(VICTORY, { id: 'asp' }), engineering: 4 }, 'Aspiration')]), { type: 'nextPhase' }).session;

  it('Aspiration: as the first Ship Phase starts, shields from 2 zones go to the front and left; no shield is recovered anywhere while the front is over its maximum; once a game', () => {
    const session = aspiration();
    const before = zones(session, 'asp');
    const option = offered(session, 'Aspiration')[0];
    expect(option?.picks?.field).toBe('shieldMoves');
    const used = play(session, { type: 'useCardEffect', unit: 'asp', ref: option?.ref ?? '', shieldMoves: [{ from: 'right', to: 'front', amount: 2 }, { from: 'rear', to: 'left', amount: 1 }] }).session;
    expect(zones(used, 'asp')).toEqual({ ...before, front: (before.front ?? 0) + 2, right: (before.right ?? 0) - 2, left: (before.left ?? 0) + 1, rear: (before.rear ?? 0) - 1 });
    expect(offered(used, 'Aspiration')).toEqual([]);
    expectMessage(refusal(repairing(used, 'asp'), { type: 'repair', ship: 'asp', action: 'recoverShield', zone: 'right' }), /Front zone holds more shields than its maximum/i);
  });

  it('Aspiration: not offered in the Command Phase; three receiving zones, a zone that both gives and receives, or past 6 are refused, nothing moved', () => {
    expect(offered(game('aspiration', [fitted(shipEntry(VICTORY, { id: 'asp' }), 'Aspiration')]), 'Aspiration')).toEqual([]);
    const session = aspiration();
    const ref = refOf(session, 'Aspiration');
    expectMessage(refusal(session, { type: 'useCardEffect', unit: 'asp', ref, shieldMoves: [{ from: 'rear', to: 'front', amount: 1 }, { from: 'right', to: 'left', amount: 1 }, { from: 'right', to: 'rear', amount: 1 }] }), /at most 2 hull zones/);
    expectMessage(refusal(session, { type: 'useCardEffect', unit: 'asp', ref, shieldMoves: [{ from: 'rear', to: 'front', amount: 1 }, { from: 'front', to: 'left', amount: 1 }] }), /gives none/);
    expectMessage(refusal(session, { type: 'useCardEffect', unit: 'asp', ref, shieldMoves: [{ from: 'left', to: 'front', amount: 2 }, { from: 'right', to: 'front', amount: 2 }] }), /at most 6/);
    expectMessage(refusal(session, { type: 'useCardEffect', unit: 'asp', ref }), /name each hull zone/);
    expect(offered(session, 'Aspiration')).toHaveLength(1);
  });

  it('Gilded Aegis: a redirect discarded moves 2 shields to the front; another zone still recovers, the front does not', () => {
    const session = game('aegis', [fitted({ ...shipEntry(VICTORY, { id: 'aegis' }), engineering: 4 }, 'Gilded Aegis')]);
    const before = zones(session, 'aegis');
    const option = offered(session, 'Gilded Aegis')[0];
    const used = play(session, { type: 'useCardEffect', unit: 'aegis', ref: option?.ref ?? '', shieldMoves: [{ from: 'right', to: 'front', amount: 2 }] }).session;
    expect(zones(used, 'aegis')).toMatchObject({ front: (before.front ?? 0) + 2, right: (before.right ?? 0) - 2 });
    expect(shipById(used, 'aegis').defenseTokens.filter((token) => token.type === 'redirect' && token.state === 'discarded')).toHaveLength(1);
    const repair = repairing(used, 'aegis');
    expectMessage(refusal(repair, { type: 'repair', ship: 'aegis', action: 'recoverShield', zone: 'front' }), /holds more shields than its maximum/);
    const recovered = play(repair, { type: 'repair', ship: 'aegis', action: 'recoverShield', zone: 'right' }).session;
    expect(zones(recovered, 'aegis').right).toBe((before.right ?? 0) - 1);
  });

  it('Gilded Aegis: offered again at the end of the Ship Phase (the start of the Squadron Phase), refused with two receiving zones', () => {
    const session = game('aegis', [fitted({ ...shipEntry(VICTORY, { id: 'aegis' }), engineering: 4 }, 'Gilded Aegis')]);
    const ref = refOf(session, 'Gilded Aegis');
    expectMessage(refusal(session, { type: 'useCardEffect', unit: 'aegis', ref, shieldMoves: [{ from: 'right', to: 'front', amount: 1 }, { from: 'rear', to: 'left', amount: 1 }] }), /at most 1 hull zone/);
    const squadrons = play(session, { type: 'nextPhase' }, { type: 'nextPhase', confirm: true }).session;
    expect(offered(squadrons, 'Gilded Aegis')).toHaveLength(1);
  });
});

describe('Card · Nova Defiant · RRG · Commands: two tokens of one type; revealing a command, the card’s 4 tokens (1 of each type) are gained, once', () => {
  // Command value 4, as the setup prints it (electron/main/setup/printed-stat-changes.ts).
  const start = (held: ('navigate' | 'squadron' | 'repair' | 'concentrateFire')[]) => {
    const session = game('nova', [{ ...fitted(shipEntry(CR90, { id: 'nova' }), 'Nova Defiant', 'Commander Vanto'), command: 4 }]);
    shipById(session, 'nova').commandTokens = [...held];
    return play(session, { type: 'nextPhase' }, { type: 'activateShip', ship: 'nova' }, { type: 'revealCommand', ship: 'nova', command: 'navigate', as: 'dial' }).session;
  };

  it('with no token held, all 4 are gained; the card is not offered again this game', () => {
    const session = start([]);
    const used = play(session, { type: 'useCardEffect', unit: 'nova', ref: refOf(session, 'Nova Defiant') }).session;
    expect(shipById(used, 'nova').commandTokens).toEqual(['navigate', 'squadron', 'repair', 'concentrateFire']);
    expect(offered(used, 'Nova Defiant')).toEqual([]);
  });

  it('holding a navigate and a repair token, a second of each is kept and the history says 2 must be discarded down to 4', () => {
    const session = start(['navigate', 'repair']);
    const { session: used, events } = play(session, { type: 'useCardEffect', unit: 'nova', ref: refOf(session, 'Nova Defiant') });
    expect(shipById(used, 'nova').commandTokens).toEqual(['navigate', 'repair', 'navigate', 'squadron', 'repair', 'concentrateFire']);
    expect(JSON.stringify(events.find((event) => event.type === 'cardEffectUsed'))).toMatch(/over its command value of 4, it discards 2 tokens/);
  });

  it('a second token of one type from another card is kept within the command value; without the title it is refused', () => {
    const session = start(['repair']);
    const more = play(session, { type: 'useCardEffect', unit: 'nova', ref: refOf(session, 'Commander Vanto'), command: 'repair' }).session;
    expect(shipById(more, 'nova').commandTokens).toEqual(['repair', 'repair']);
    const plainSession = game('plain', [{ ...fitted(shipEntry(CR90, { id: 'cr' }), 'Commander Vanto'), command: 4 }]);
    shipById(plainSession, 'cr').commandTokens = ['repair'];
    const plain = play(plainSession, { type: 'nextPhase' }, { type: 'activateShip', ship: 'cr' }, { type: 'revealCommand', ship: 'cr', command: 'navigate', as: 'dial' }).session;
    expectMessage(refusal(plain, { type: 'useCardEffect', unit: 'cr', ref: refOf(plain, 'Commander Vanto'), command: 'repair' }), /already has a Repair token/);
  });

  it('before the dial is revealed it is not offered', () => {
    const session = game('nova', [{ ...fitted(shipEntry(CR90, { id: 'nova' }), 'Nova Defiant'), command: 4 }]);
    const active = play(session, { type: 'nextPhase' }, { type: 'activateShip', ship: 'nova' }).session;
    expect(offered(active, 'Nova Defiant')).toEqual([]);
  });
});

describe('Card · Tantive IV · RRG · Commands: before it gains a command token, a friendly ship at distance 1–5 may gain that token instead', () => {
  const start = () => {
    const session = game('tantive', [fitted(shipEntry(CR90, { id: 'tantive' }), 'Tantive IV'), shipEntry(VICTORY, { id: 'vsd' })]);
    shipById(session, 'tantive').commandTokens = ['repair'];
    return play(session, { type: 'nextPhase' }, { type: 'activateShip', ship: 'tantive' }).session;
  };

  it('offered before the dial is revealed, naming another friendly ship and the command', () => {
    const option = offered(start(), 'Tantive IV')[0];
    expect(option?.question).toMatch(/distance 1–5/);
    expect(option?.command).toBe(true);
    expect(option?.targets?.units.map((unit) => unit.id)).toEqual(['vsd']);
  });

  it('a CR90 (command 1) holding a token reveals navigate as a token: the Victory gains it, the dial is revealed', () => {
    const session = start();
    const used = play(session, { type: 'useCardEffect', unit: 'tantive', ref: refOf(session, 'Tantive IV'), yes: true, command: 'navigate', targets: ['vsd'] }).session;
    expect(shipById(used, 'vsd').commandTokens).toEqual(['navigate']);
    expect(shipById(used, 'tantive').commandTokens).toEqual(['repair']);
    expect(offered(used, 'Tantive IV')).toEqual([]);
    expectMessage(refusal(used, { type: 'revealCommand', ship: 'tantive', command: 'squadron', as: 'dial' }), /already revealed its command dial/);
  });

  it('refused in the players’ words, nothing changed: no ship named, itself named, a friend already holding that token', () => {
    const session = start();
    const ref = refOf(session, 'Tantive IV');
    expectMessage(refusal(session, { type: 'useCardEffect', unit: 'tantive', ref, yes: true, command: 'navigate' }), /name/);
    expectMessage(refusal(session, { type: 'useCardEffect', unit: 'tantive', ref, yes: true, command: 'navigate', targets: ['tantive'] }), /another friendly ship/);
    shipById(session, 'vsd').commandTokens = ['navigate'];
    expectMessage(refusal(session, { type: 'useCardEffect', unit: 'tantive', ref, yes: true, command: 'navigate', targets: ['vsd'] }), /already has a Navigate token/);
  });
});

describe('Card · Superheavy Composite Beam Turbolasers · RRG · Ignition, a critical effect: the defender suffers 1 damage per red or blue crit icon, each on a zone it names', () => {
  const onagerFile = 'galactic-empire/onager-class-star-destroyer';
  const rolled = (faces: string[]) => {
    const onager = { ...fitted(shipEntry(onagerFile, { id: 'onager' }), 'Superheavy Composite Beam Turbolasers'), ignition: { battery: { red: faces.length, blue: 0, black: 0 }, ranges: ['medium' as const] } };
    const declared = play(
      game('scbt', [onager], [shipEntry(ISD, { id: 'isd' })]),
      { type: 'nextPhase' },
      { type: 'activateShip', ship: 'onager' },
      { type: 'revealCommand', ship: 'onager', command: 'navigate', as: 'dial' },
      { type: 'declareTarget', attacker: { ship: 'onager', hullZone: 'front' }, defender: { ship: 'isd', hullZone: 'front' }, range: 'medium', special: 'ignition' },
    ).session;
    const dice = Object.entries(currentAttackOf(declared)?.gathered ?? {}).flatMap(([color, count]) => Array.from({ length: count }, (_, n) => ({ color, face: faces[n] ?? 'blank' })));
    return play(declared, { type: 'rollAttackDice', dice }, { type: 'endAttackEffects' }).session;
  };
  const shields = (session: Session) => Object.fromEntries(shipById(session, 'isd').hullZones.map((zone) => [zone.zone, zone.shields]));

  it('two red crits: one damage on the left zone and one on the rear, the zones named one per damage', () => {
    const session = rolled(['crit', 'crit', 'hit']);
    const option = offered(session, 'Superheavy Composite Beam Turbolasers')[0];
    expect(option?.picks).toMatchObject({ max: 2, field: 'damageZones' });
    const before = shields(session);
    const used = play(session, { type: 'useCardEffect', unit: 'onager', ref: option?.ref ?? '', damageZones: ['left', 'rear'] }).session;
    expect(shields(used)).toEqual({ ...before, left: (before.left ?? 0) - 1, rear: (before.rear ?? 0) - 1 });
    expect(offered(used, 'Superheavy Composite Beam Turbolasers')).toEqual([]);
  });

  it('a zone for each damage, or refused in the players’ words; with no red crit it is not offered', () => {
    const session = rolled(['crit', 'crit']);
    const ref = refOf(session, 'Superheavy Composite Beam Turbolasers');
    expectMessage(refusal(session, { type: 'useCardEffect', unit: 'onager', ref, damageZones: ['left'] }), /suffers 2 damage; its owner names a hull zone for each \(2\)/);
    expectMessage(refusal(session, { type: 'useCardEffect', unit: 'onager', ref }), /names a hull zone for each/);
    expect(offered(rolled(['hit', 'hit']), 'Superheavy Composite Beam Turbolasers')).toEqual([]);
  });
});

describe('Card · Orbital Bombardment Particle Cannons · RRG · Ignition, a critical effect: each other ship at distance 1 of the defender suffers 2 damage, each squadron there 1', () => {
  const onagerFile = 'galactic-empire/onager-class-star-destroyer';
  const rolled = (faces: string[]) => {
    const onager = { ...fitted(shipEntry(onagerFile, { id: 'onager' }), 'Orbital Bombardment Particle Cannons'), ignition: { battery: { red: faces.length, blue: 0, black: 0 }, ranges: ['long' as const] } };
    const declared = play(
      emptySession('armada'),
      { type: 'setup', seed: 'obpc', players: rosters({ ships: [onager, shipEntry(VICTORY, { id: 'vsd' })] }, { ships: [shipEntry(ISD, { id: 'isd' }), shipEntry(CR90, { id: 'cr90' })], squadrons: [squadronEntry(X_WING, { id: 'x1' })] }), firstPlayer: 'p1' },
      { type: 'nextPhase' },
      { type: 'activateShip', ship: 'onager' },
      { type: 'revealCommand', ship: 'onager', command: 'navigate', as: 'dial' },
      { type: 'declareTarget', attacker: { ship: 'onager', hullZone: 'front' }, defender: { ship: 'isd', hullZone: 'front' }, range: 'long', special: 'ignition' },
    ).session;
    const dice = Object.entries(currentAttackOf(declared)?.gathered ?? {}).flatMap(([color, count]) => Array.from({ length: count }, (_, n) => ({ color, face: faces[n] ?? 'blank' })));
    return play(declared, { type: 'rollAttackDice', dice }, { type: 'endAttackEffects' }).session;
  };

  it('the CR90 beside the defender suffers 2 on its rear zone, a friendly Victory 2 on its left, the X-wing 1; the question asked first', () => {
    const session = rolled(['crit', 'hit']);
    const option = offered(session, 'Orbital Bombardment Particle Cannons')[0];
    expect(option?.question).toMatch(/distance 1 of the defender/);
    expect(option?.picks?.items.map((item) => item.id)).toEqual(expect.arrayContaining(['cr90|rear', 'vsd|left', 'x1']));
    expect(option?.picks?.items.some((item) => item.unit === 'isd' || item.unit === 'onager')).toBe(false);
    const rear = shipById(session, 'cr90').hullZones.find((zone) => zone.zone === 'rear')?.shields ?? 0;
    const used = play(session, { type: 'useCardEffect', unit: 'onager', ref: option?.ref ?? '', yes: true, targets: ['cr90', 'vsd', 'x1'], shipZones: [{ ship: 'cr90', zone: 'rear' }, { ship: 'vsd', zone: 'left' }] }).session;
    const cr90 = shipById(used, 'cr90');
    expect(cr90.hullZones.find((zone) => zone.zone === 'rear')?.shields).toBe(Math.max(0, rear - 2));
    expect(cr90.damageCards).toHaveLength(2 - Math.min(rear, 2));
    expect(squadronById(used, 'x1').damage).toBe(1);
    expect(shipById(used, 'vsd').hullZones.find((zone) => zone.zone === 'left')?.shields).toBe((shipById(session, 'vsd').hullZones.find((zone) => zone.zone === 'left')?.shields ?? 0) - 2);
  });

  it('refused in the players’ words, nothing changed: a ship with no zone named, the defender named, unanswered', () => {
    const session = rolled(['crit']);
    const ref = refOf(session, 'Orbital Bombardment Particle Cannons');
    expectMessage(refusal(session, { type: 'useCardEffect', unit: 'onager', ref, yes: true, targets: ['cr90'] }), /names the one hull zone/);
    expectMessage(refusal(session, { type: 'useCardEffect', unit: 'onager', ref, yes: true, targets: ['isd'], shipZones: [{ ship: 'isd', zone: 'left' }] }), /not the defender/);
    expectMessage(refusal(session, { type: 'useCardEffect', unit: 'onager', ref, targets: ['x1'] }), /Answer yes/);
    expect(squadronById(session, 'x1').damage).toBe(0);
  });
});

describe('Card · Task Force Antilles · RRG · Resolve Damage: a copy exhausted on another friendly ship takes 1 of the damage; exhausted, that ship spends no engineering points', () => {
  const spending = () => {
    const declared = play(
      emptySession('armada'),
      { type: 'setup', seed: 'tfa', players: rosters({ ships: [shipEntry(ISD, { id: 'isd' })] }, { ships: [fitted(shipEntry(VICTORY, { id: 'tfa1' }), 'Task Force Antilles'), fitted({ ...shipEntry(CR90, { id: 'tfa2' }), engineering: 2 }, 'Task Force Antilles')] }), firstPlayer: 'p1' },
      { type: 'nextPhase' },
      { type: 'activateShip', ship: 'isd' },
      { type: 'revealCommand', ship: 'isd', command: 'navigate', as: 'dial' },
      { type: 'declareTarget', attacker: { ship: 'isd', hullZone: 'front' }, defender: { ship: 'tfa1', hullZone: 'front' }, range: 'close' },
    ).session;
    const dice = Object.entries(currentAttackOf(declared)?.gathered ?? {}).flatMap(([color, count]) => Array.from({ length: count }, () => ({ color, face: 'hit' })));
    return play(declared, { type: 'rollAttackDice', dice }, { type: 'endAttackEffects' }).session;
  };
  const rear = (session: Session) => shipById(session, 'tfa2').hullZones.find((zone) => zone.zone === 'rear')?.shields ?? 0;

  it('the CR90’s copy exhausted: the total drops by 1 and the CR90 suffers it on its rear zone; then the CR90 cannot spend engineering points', () => {
    const session = spending();
    const option = offered(session, 'Task Force Antilles').find((candidate) => candidate.unit === 'tfa1');
    expect(option?.question).toMatch(/distance 1–3/);
    expect(option?.targets?.zone).toBe(true);
    const total = optionsOf(session).attack?.damage?.total ?? 0;
    const used = play(session, { type: 'useCardEffect', unit: 'tfa1', ref: option?.ref ?? '', yes: true, targets: ['tfa2'], zone: 'rear' }).session;
    expect(optionsOf(used).attack?.damage?.total).toBe(total - 1);
    expect(rear(used)).toBe(rear(session) - 1);
    const repairing = play(used, { type: 'resolveDamage', drawForMe: true }, { type: 'endActivation' }, { type: 'activateShip', ship: 'tfa2' }, { type: 'revealCommand', ship: 'tfa2', command: 'repair', as: 'dial' }).session;
    expectMessage(refusal(repairing, { type: 'repair', ship: 'tfa2', action: 'moveShield', zone: 'rear', from: 'left' }), /Task Force Antilles is exhausted: .* cannot spend engineering points/);
  });

  it('refused in the players’ words, nothing changed: no ship named, or the defender itself named', () => {
    const session = spending();
    const ref = offered(session, 'Task Force Antilles').find((candidate) => candidate.unit === 'tfa1')?.ref ?? '';
    expectMessage(refusal(session, { type: 'useCardEffect', unit: 'tfa1', ref, yes: true, zone: 'rear' }), /name the other friendly ship/);
    expectMessage(refusal(session, { type: 'useCardEffect', unit: 'tfa1', ref, yes: true, targets: ['tfa1'], zone: 'rear' }), /name the other friendly ship/);
    expect(stateOf(session).cardStates?.exhausted ?? []).toEqual([]);
  });
});
