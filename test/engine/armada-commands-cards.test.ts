import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { emptySession, type Session } from '../../shared/engine';
import type { ShipRosterEntry } from '../../shared/engine/games/armada';
import { effectsOfCard, upgradeFactsOf } from '../../shared/engine/games/armada/effects/card-terms';
import { CR90, ISD, MC80, TIE_FIGHTER, VICTORY, X_WING, currentAttackOf, expectMessage, optionsOf, play, refusal, rosters, shipById, shipEntry, squadronById, squadronEntry, stateOf } from './helpers/armada-game';
import { fittedIsb } from './helpers/armada-fitted';

// Round 7 · commanders, officers and titles on command dials and tokens (an extra dial, tokens a
// card holds, raid tokens, tokens placed on ships), speed a card changes, and the activation's order
// (an attack after the maneuver). The cards are read from ../shared/data at run time, as the host reads them.

const ffgDir = path.resolve(import.meta.dirname, '../../../shared/data/armada-ffg/data/upgrade-card');
/** The ship with these FFG upgrade cards fitted (by name), their facts as the host reads them. */
function fittedFfg(entry: ShipRosterEntry, ...names: string[]): ShipRosterEntry {
  const all = readdirSync(ffgDir).flatMap((file) => JSON.parse(readFileSync(path.join(ffgDir, file), 'utf8')) as { name: string; text?: string; slots?: string[] }[]);
  const cards = names.map((name) => {
    const card = all.find((candidate) => candidate.name === name);
    if (!card) throw new Error(`no FFG card ${name}`);
    return card;
  });
  const found = cards.map((card, n) => effectsOfCard(card.name, upgradeFactsOf(card.name, card.text ?? '', card.slots ?? []), `upgrade-${n + 1}`));
  return { ...entry, upgrades: cards.map((card) => ({ name: card.name, slot: (card.slots ?? []).join('/'), points: 0 })), effects: found.flatMap((card) => card.effects), yourCalls: found.flatMap((card) => card.yourCalls) };
}

const offered = (session: Session, source: string) => optionsOf(session).cardEffects.filter((option) => option.source === source);
const refOf = (session: Session, source: string, n = 0) => offered(session, source)[n]?.ref ?? '';
const anyRef = (session: Session, unit: string, source: string, n = 0) => shipById(session, unit).cardEffects?.filter((effect) => effect.source === source)[n]?.ref ?? '';
const game = (seed: string, mine: ShipRosterEntry[], theirs: ShipRosterEntry[] = [shipEntry(CR90, { id: 'cr90' })], rules?: 3) =>
  play(emptySession('armada'), { type: 'setup', seed, players: rosters({ ships: mine }, { ships: theirs }), firstPlayer: 'p1', ...(rules ? { rules } : {}) }).session;
const commandsOf = (session: Session) => stateOf(session).activation.ship?.commands ?? [];

describe('Card · Grand Admiral Thrawn · RRG · Commands: with the dial he revealed this round, each friendly ship activating gains 1 more dial of that command', () => {
  const start = () => play(game('thrawn', [fittedIsb(shipEntry(VICTORY, { id: 'flag' }), 'Grand Admiral Thrawn'), { ...shipEntry(VICTORY, { id: 'v2' }), engineering: 4 }]), { type: 'nextPhase' }, { type: 'activateShip', ship: 'v2' }).session;

  it('offered to another friendly ship as it activates, with its question; the repair dial gained gives the full engineering value', () => {
    const session = start();
    const option = offered(session, 'Grand Admiral Thrawn')[0];
    expect(option?.question).toMatch(/reveal and discard a dial/);
    expect(option?.command).toBe(true);
    const used = play(session, { type: 'useCardEffect', unit: 'flag', ref: option?.ref ?? '', yes: true, command: 'repair' }, { type: 'revealCommand', ship: 'v2', command: 'navigate', as: 'dial' }).session;
    expect(commandsOf(used)).toEqual([{ command: 'repair', dial: true, token: false }, { command: 'navigate', dial: true, token: false }]);
    expect(optionsOf(used).shipCommands?.engineeringLeft).toBe(4);
    expect(offered(used, 'Grand Admiral Thrawn')).toEqual([]);
  });

  it('refused in the players’ words: no command named, a command whose dial it already resolves; nothing changes', () => {
    const session = play(start(), { type: 'revealCommand', ship: 'v2', command: 'repair', as: 'dial' }).session;
    const ref = refOf(session, 'Grand Admiral Thrawn');
    expectMessage(refusal(session, { type: 'useCardEffect', unit: 'flag', ref, yes: true }), /choose the command of the extra dial/);
    expectMessage(refusal(session, { type: 'useCardEffect', unit: 'flag', ref, yes: true, command: 'repair' }), /already resolves a Repair dial/);
    expect(commandsOf(session)).toEqual([{ command: 'repair', dial: true, token: false }]);
  });

  it('RRG · Command Tokens: the extra dial spent for its token gives the ship a squadron token', () => {
    const session = start();
    const option = offered(session, 'Grand Admiral Thrawn')[0];
    expect(option?.choices?.map((choice) => choice.extra)).toContainEqual({ command: 'squadron', payWith: 'token' });
    const used = play(session, { type: 'useCardEffect', unit: 'flag', ref: option?.ref ?? '', yes: true, command: 'squadron', payWith: 'token' }).session;
    expect(shipById(used, 'v2').commandTokens).toEqual(['squadron']);
    expect(commandsOf(used)).toEqual([]);
  });

  it('the FFG printing has the same facts', () => {
    const session = play(game('thrawn-ffg', [fittedFfg(shipEntry(VICTORY, { id: 'flag' }), 'Grand Admiral Thrawn')]), { type: 'nextPhase' }, { type: 'activateShip', ship: 'flag' }).session;
    const used = play(session, { type: 'useCardEffect', unit: 'flag', ref: refOf(session, 'Grand Admiral Thrawn'), yes: true, command: 'squadron' }).session;
    expect(commandsOf(used)).toEqual([{ command: 'squadron', dial: true, token: false }]);
  });
});

describe('Card · Admiral Trench · RRG · Commands: a friendly ship spending only a token of the command he revealed resolves it as with a dial and the token', () => {
  const start = () =>
    play(
      game('trench', [fittedIsb(shipEntry(CR90, { id: 'flag' }), 'Admiral Trench'), { ...shipEntry(VICTORY, { id: 'v2' }), engineering: 4 }]),
      { type: 'nextPhase' },
      { type: 'activateShip', ship: 'v2' },
      { type: 'revealCommand', ship: 'v2', command: 'repair', as: 'token' },
    ).session;

  it('after the repair token alone is spent: 4 + 2 engineering points', () => {
    const session = play(start(), { type: 'spendCommandToken', ship: 'v2', command: 'repair' }).session;
    expect(optionsOf(session).shipCommands?.engineeringLeft).toBe(2);
    const used = play(session, { type: 'useCardEffect', unit: 'flag', ref: refOf(session, 'Admiral Trench'), yes: true, command: 'repair' }).session;
    expect(commandsOf(used)).toEqual([{ command: 'repair', dial: true, token: true }]);
    expect(optionsOf(used).shipCommands?.engineeringLeft).toBe(6);
  });

  it('a command not resolved with a token alone is refused, and nothing changes', () => {
    const session = start();
    expectMessage(refusal(session, { type: 'useCardEffect', unit: 'flag', ref: anyRef(session, 'flag', 'Admiral Trench'), yes: true, command: 'repair' }), /no Repair command with a token alone/);
    expect(commandsOf(session)).toEqual([]);
  });
});

describe('Card · Passel Argente · RRG · Commands: revealing a command with all 4 token types on his card, the ship gains 1 more dial of its choice', () => {
  it('offered once the dial is revealed; the concentrate fire dial gained joins the navigate dial', () => {
    const session = play(game('passel', [fittedIsb(shipEntry(VICTORY, { id: 'v' }), 'Passel Argente')]), { type: 'nextPhase' }, { type: 'activateShip', ship: 'v' }).session;
    expect(offered(session, 'Passel Argente')).toEqual([]);
    const revealed = play(session, { type: 'revealCommand', ship: 'v', command: 'navigate', as: 'dial' }).session;
    expect(offered(revealed, 'Passel Argente')[0]?.question).toMatch(/navigate, squadron, repair and concentrate fire token/);
    const used = play(revealed, { type: 'useCardEffect', unit: 'v', ref: refOf(revealed, 'Passel Argente'), yes: true, command: 'concentrateFire' }).session;
    expect(commandsOf(used)).toEqual([{ command: 'navigate', dial: true, token: false }, { command: 'concentrateFire', dial: true, token: false }]);
  });
});

describe('Card · Resolute · RRG · Commands: after resolving a command with its dial, a matching token from the card is gained', () => {
  const start = (as: 'dial' | 'token') => play(game('resolute', [fittedIsb(shipEntry(VICTORY, { id: 'v' }), 'Resolute')]), { type: 'nextPhase' }, { type: 'activateShip', ship: 'v' }, { type: 'revealCommand', ship: 'v', command: 'squadron', as }).session;

  it('the squadron dial spent: only the squadron fact is offered, and the ship gains a squadron token', () => {
    const session = start('dial');
    const options = offered(session, 'Resolute');
    expect(options).toHaveLength(1);
    expect(options[0]?.question).toMatch(/squadron token on Resolute/);
    const used = play(session, { type: 'useCardEffect', unit: 'v', ref: options[0]?.ref ?? '', yes: true }).session;
    expect(shipById(used, 'v').commandTokens).toEqual(['squadron']);
  });

  it('a dial kept as a token is not spent: not offered, and a tap is refused', () => {
    const session = start('token');
    expect(offered(session, 'Resolute')).toEqual([]);
    expectMessage(refusal(session, { type: 'useCardEffect', unit: 'v', ref: anyRef(session, 'v', 'Resolute', 1), yes: true }), /Squadron command resolved with its dial/);
  });
});

describe('Card · Count Dooku · RRG 1.5.0 · Raid Tokens: a token discarded from his card gives each enemy ship a matching raid token', () => {
  it('at the start of the Ship Phase: each enemy ship without one gains a repair raid token; once a round', () => {
    const session = play(game('dooku', [fittedIsb(shipEntry(VICTORY, { id: 'v' }), 'Count Dooku')], [shipEntry(CR90, { id: 'c1' }), shipEntry(CR90, { id: 'c2' })]), { type: 'nextPhase' }).session;
    shipById(session, 'c2').raidTokens = ['repair'];
    const option = offered(session, 'Count Dooku')[0];
    expect(option?.command).toBe(true);
    const { session: used, events } = play(session, { type: 'useCardEffect', unit: 'v', ref: option?.ref ?? '', yes: true, command: 'repair' });
    expect([shipById(used, 'c1').raidTokens, shipById(used, 'c2').raidTokens]).toEqual([['repair'], ['repair']]);
    expect(events.filter((event) => event.type === 'raidTokenGained')).toHaveLength(1);
    expect(offered(used, 'Count Dooku')).toEqual([]);
  });

  it('not offered once a ship has activated', () => {
    const session = play(game('dooku-late', [fittedIsb(shipEntry(VICTORY, { id: 'v' }), 'Count Dooku')]), { type: 'nextPhase' }, { type: 'activateShip', ship: 'v' }).session;
    expect(offered(session, 'Count Dooku')).toEqual([]);
  });
});

describe('Card · Jedi Hostage · RRG 1.5.0 · Raid Tokens: readied, when an enemy ship targets its ship (not salvo), the attacker gains a raid token', () => {
  const declared = (seed: string, exhausted = false) => {
    const session = game(seed, [shipEntry(ISD, { id: 'isd' })], [fittedIsb(shipEntry(CR90, { id: 'c' }), 'Jedi Hostage')]);
    if (exhausted) stateOf(session).cardStates = { exhausted: [{ card: 'c-upgrade-1', round: 1, phase: 'command' }], discarded: [], used: [] };
    return play(session, { type: 'nextPhase' }, { type: 'activateShip', ship: 'isd' }, { type: 'revealCommand', ship: 'isd', command: 'navigate', as: 'dial' }, { type: 'declareTarget', attacker: { ship: 'isd', hullZone: 'front' }, defender: { ship: 'c', hullZone: 'front' }, range: 'close' }).session;
  };

  it('offered to the defender as the target is declared: the Star Destroyer gains the squadron raid token it chooses', () => {
    const session = declared('hostage');
    const option = offered(session, 'Jedi Hostage')[0];
    expect(option?.side).toBe('defender');
    const used = play(session, { type: 'useCardEffect', unit: 'c', ref: option?.ref ?? '', command: 'squadron' }).session;
    expect(shipById(used, 'isd').raidTokens).toEqual(['squadron']);
    expect(currentAttackOf(used)?.defender.id).toBe('c');
  });

  it('exhausted, it is not offered and a tap is refused', () => {
    const session = declared('hostage-exhausted', true);
    expect(offered(session, 'Jedi Hostage')).toEqual([]);
    expectMessage(refusal(session, { type: 'useCardEffect', unit: 'c', ref: anyRef(session, 'c', 'Jedi Hostage'), command: 'squadron' }), /exhausted: it works while it is readied/);
  });

  it('an enemy ship at close range revealing its squadron dial discards it to exhaust the card', () => {
    const revealed = play(game('hostage-dial', [shipEntry(ISD, { id: 'isd' })], [fittedIsb(shipEntry(CR90, { id: 'c' }), 'Jedi Hostage')]), { type: 'nextPhase' }, { type: 'activateShip', ship: 'isd' }, { type: 'revealCommand', ship: 'isd', command: 'squadron', as: 'dial' }).session;
    const option = offered(revealed, 'Jedi Hostage')[0];
    expect(option?.question).toMatch(/close range/);
    const used = play(revealed, { type: 'useCardEffect', unit: 'c', ref: option?.ref ?? '', yes: true }).session;
    expect(commandsOf(used)).toEqual([]);
    expect(optionsOf(used).cardStates.find((card) => card.unit === 'c')?.exhausted).toEqual(['c-upgrade-1']);
    const navigate = play(game('hostage-nav', [shipEntry(ISD, { id: 'isd' })], [fittedIsb(shipEntry(CR90, { id: 'c' }), 'Jedi Hostage')]), { type: 'nextPhase' }, { type: 'activateShip', ship: 'isd' }, { type: 'revealCommand', ship: 'isd', command: 'navigate', as: 'dial' }).session;
    expect(offered(navigate, 'Jedi Hostage')).toEqual([]);
  });

  it('exhausted, its ship spends at most 1 defense token while defending; readied, a second one is spent', () => {
    const defending = (session: Session) => {
      const dice = Object.entries(currentAttackOf(session)?.gathered ?? {}).flatMap(([color, count]) => Array.from({ length: count }, () => ({ color, face: 'hit' })));
      return play(session, { type: 'rollAttackDice', dice }, { type: 'endAttackEffects' }).session;
    };
    const evade = { type: 'spendDefenseToken', token: 'c-evade-1', dice: [0], rollForMe: true } as const;
    const redirect = { type: 'spendDefenseToken', token: 'c-redirect-1', zone: 'left' } as const;
    const once = play(defending(declared('hostage-limit', true)), evade).session;
    expectMessage(refusal(once, redirect), /Jedi Hostage is exhausted: the defender spends at most 1 defense token/);
    const readied = play(defending(declared('hostage-free')), evade, redirect).session;
    expect(currentAttackOf(readied)?.spentTokens).toHaveLength(2);
  });
});

describe('Card · Hondo Ohnaka · RRG · Commands: discarded at the start of the Ship Phase, 2 different tokens on 2 ships, then the opponent’s 2 of the other types', () => {
  const start = () => play(game('hondo', [fittedIsb(shipEntry(VICTORY, { id: 'v' }), 'Hondo Ohnaka'), shipEntry(VICTORY, { id: 'v2' })], [shipEntry(CR90, { id: 'c1' }), shipEntry(CR90, { id: 'c2' })]), { type: 'nextPhase' }).session;

  it('four tokens of four types land on their ships; the card is discarded', () => {
    const session = start();
    expect(offered(session, 'Hondo Ohnaka')[0]?.picks?.max).toBe(4);
    const gains = [
      { ship: 'v', command: 'navigate' },
      { ship: 'v2', command: 'squadron' },
      { ship: 'c1', command: 'repair' },
      { ship: 'v2', command: 'concentrateFire' },
    ] as const;
    const used = play(session, { type: 'useCardEffect', unit: 'v', ref: refOf(session, 'Hondo Ohnaka'), gains: [...gains] }).session;
    expect(['v', 'v2', 'c1', 'c2'].map((id) => shipById(used, id).commandTokens ?? [])).toEqual([['navigate'], ['squadron', 'concentrateFire'], ['repair'], []]);
    expect(optionsOf(used).cardStates.find((card) => card.unit === 'v')?.discarded).toEqual(['v-upgrade-1']);
  });

  it('refused in the players’ words: two of one type, one player’s two on one ship; nothing changes', () => {
    const session = start();
    const ref = refOf(session, 'Hondo Ohnaka');
    expectMessage(refusal(session, { type: 'useCardEffect', unit: 'v', ref, gains: [{ ship: 'v', command: 'navigate' }, { ship: 'v2', command: 'navigate' }] }), /different type/);
    expectMessage(refusal(session, { type: 'useCardEffect', unit: 'v', ref, gains: [{ ship: 'v', command: 'navigate' }, { ship: 'v', command: 'repair' }] }), /different ships/);
    expect(shipById(session, 'v').commandTokens ?? []).toEqual([]);
  });
});

describe('Card · Rune Haako · RRG · Commands: revealing a command, another friendly ship discards tokens and this ship gains the matching ones', () => {
  const start = () => {
    const session = game('rune', [fittedIsb(shipEntry(VICTORY, { id: 'v' }), 'Rune Haako'), shipEntry(VICTORY, { id: 'v2' })]);
    shipById(session, 'v2').commandTokens = ['repair', 'squadron'];
    return play(session, { type: 'nextPhase' }, { type: 'activateShip', ship: 'v' }, { type: 'revealCommand', ship: 'v', command: 'navigate', as: 'dial' }).session;
  };

  it('the other Victory’s repair token moves to this ship', () => {
    const session = start();
    expect(offered(session, 'Rune Haako')[0]?.picks?.items.map((item) => item.command)).toEqual(['repair', 'squadron']);
    const used = play(session, { type: 'useCardEffect', unit: 'v', ref: refOf(session, 'Rune Haako'), yes: true, gains: [{ ship: 'v2', command: 'repair' }] }).session;
    expect([shipById(used, 'v').commandTokens, shipById(used, 'v2').commandTokens]).toEqual([['repair'], ['squadron']]);
  });

  it('a token the friend lacks is refused, and nothing changes', () => {
    const session = start();
    expectMessage(refusal(session, { type: 'useCardEffect', unit: 'v', ref: refOf(session, 'Rune Haako'), yes: true, gains: [{ ship: 'v2', command: 'navigate' }] }), /no Navigate token to discard/);
    expect(shipById(session, 'v2').commandTokens).toEqual(['repair', 'squadron']);
  });
});

describe('Card · Clone Captain Silver · RRG · Navigate: exhausted before any navigate command, the speed changes by up to 3; then no navigate command this activation', () => {
  const start = () => play(game('silver', [fittedIsb(shipEntry(CR90, { id: 'cr', speed: 1 }), 'Clone Captain Silver')], [shipEntry(CR90, { id: 'e' })]), { type: 'nextPhase' }, { type: 'activateShip', ship: 'cr' }, { type: 'revealCommand', ship: 'cr', command: 'navigate', as: 'dial' }).session;

  it('speed 1 → 4; the card is exhausted and the navigate dial is refused in words', () => {
    const session = start();
    expect(offered(session, 'Clone Captain Silver')[0]?.choices?.map((choice) => choice.extra.speedChange)).toEqual([-1, 1, 2, 3]);
    const used = play(session, { type: 'useCardEffect', unit: 'cr', ref: refOf(session, 'Clone Captain Silver'), speedChange: 3 }).session;
    expect(shipById(used, 'cr').speed).toBe(4);
    expectMessage(refusal(used, { type: 'navigate', ship: 'cr', speed: 3 }), /Clone Captain Silver changed .* speed: it resolves no Navigate command/);
  });

  it('after a navigate command changed the speed it is refused, and the speed stays', () => {
    const session = play(start(), { type: 'navigate', ship: 'cr', speed: 2 }).session;
    expectMessage(refusal(session, { type: 'useCardEffect', unit: 'cr', ref: refOf(session, 'Clone Captain Silver'), speedChange: 1 }), /has resolved a Navigate command this activation/);
    expect(shipById(session, 'cr').speed).toBe(2);
  });
});

describe('Card · General Madine (FFG) · RRG · Navigate: a friendly ship that spent a navigate token changes its speed by 1 more', () => {
  const start = () => play(game('madine', [fittedFfg(shipEntry(VICTORY, { id: 'flag' }), 'General Madine'), shipEntry(CR90, { id: 'v', speed: 1 })]), { type: 'nextPhase' }, { type: 'activateShip', ship: 'v' }, { type: 'revealCommand', ship: 'v', command: 'navigate', as: 'token' }).session;

  it('not offered before the token is spent; then the CR90 goes from speed 2 to 3 on top of the token’s change', () => {
    const session = start();
    expect(offered(session, 'General Madine')).toEqual([]);
    const navigated = play(session, { type: 'spendCommandToken', ship: 'v', command: 'navigate' }, { type: 'navigate', ship: 'v', speed: 2 }).session;
    const used = play(navigated, { type: 'useCardEffect', unit: 'flag', ref: refOf(navigated, 'General Madine'), speedChange: 1 }).session;
    expect(shipById(used, 'v').speed).toBe(3);
  });
});

describe('Card · Demolisher · RRG · Ship Phase: 1 of its attacks may come after its first maneuver', () => {
  const attackFrom = (zone: 'front' | 'left') => ({ type: 'declareTarget', attacker: { ship: 'demo', hullZone: zone }, defender: { ship: 'cr90', hullZone: 'front' }, range: 'close' }) as const;
  const finish = (session: Session) => {
    const gathered = Object.entries(currentAttackOf(session)?.gathered ?? {}).flatMap(([color, count]) => Array.from({ length: count }, () => ({ color, face: color === 'blue' ? 'accuracy' : 'blank' })));
    return play(session, { type: 'rollAttackDice', dice: gathered }, { type: 'endAttackEffects' }, { type: 'resolveDamage' }).session;
  };
  const start = (fit: (entry: ShipRosterEntry) => ShipRosterEntry) => play(game('demolisher', [fit(shipEntry(CR90, { id: 'demo', speed: 2 }))], [shipEntry(CR90, { id: 'cr90' })], 3), { type: 'nextPhase' }, { type: 'activateShip', ship: 'demo' }, { type: 'revealCommand', ship: 'demo', command: 'navigate', as: 'dial' }).session;

  it('FFG: after its navigate speed change it still attacks once, not twice; without the title it is refused', () => {
    const navigated = play(start((entry) => fittedFfg(entry, 'Demolisher')), { type: 'navigate', ship: 'demo', speed: 3 }).session;
    const first = finish(play(navigated, attackFrom('front')).session);
    expectMessage(refusal(first, attackFrom('left')), /has begun its maneuver/);
    const plain = play(start((entry) => entry), { type: 'navigate', ship: 'demo', speed: 3 }).session;
    expectMessage(refusal(plain, attackFrom('front')), /has begun its maneuver/);
  });

  it('ISB: only 1 attack before the maneuver; once the maneuver is said executed, the other follows', () => {
    const session = start((entry) => fittedIsb(entry, 'Demolisher'));
    const first = finish(play(session, attackFrom('front')).session);
    expectMessage(refusal(first, attackFrom('left')), /Demolisher: .* performs only 1 attack before its first maneuver/);
    const moved = play(first, { type: 'useCardEffect', unit: 'demo', ref: refOf(first, 'Demolisher') }).session;
    expect(stateOf(play(moved, attackFrom('left')).session).attacks).toHaveLength(1);
  });
});

describe('Card · General Grievous · RRG · Defense Tokens: a friendly unit destroyed, a friendly ship or unique squadron nearby readies or recovers a defense token', () => {
  it('after the X-wing is destroyed: the other CR90 readies its exhausted evade; a readied token is refused', () => {
    const players = rosters(
      { ships: [shipEntry(VICTORY, { id: 'vsd' })] },
      { ships: [fittedIsb(shipEntry(CR90, { id: 'flag' }), 'General Grievous'), shipEntry(CR90, { id: 'c2' })], squadrons: [squadronEntry(X_WING, { id: 'x1' })] },
    );
    const setUp = play(emptySession('armada'), { type: 'setup', seed: 'grievous', players, firstPlayer: 'p1' }).session;
    squadronById(setUp, 'x1').damage = squadronById(setUp, 'x1').hull - 1;
    const evade = shipById(setUp, 'c2').defenseTokens.find((token) => token.type === 'evade');
    if (evade) evade.state = 'exhausted';
    const gathered = play(setUp, { type: 'nextPhase' }, { type: 'activateShip', ship: 'vsd' }, { type: 'revealCommand', ship: 'vsd', command: 'navigate', as: 'dial' }, { type: 'declareTarget', attacker: { ship: 'vsd', hullZone: 'front' }, defender: { squadron: 'x1' }, range: 'close' }).session;
    const dice = Object.entries(currentAttackOf(gathered)?.gathered ?? {}).flatMap(([color, count]) => Array.from({ length: count }, () => ({ color, face: 'hit' })));
    const during = play(gathered, { type: 'rollAttackDice', dice }).session;
    expect(offered(during, 'General Grievous')).toEqual([]);
    const ended = play(during, { type: 'endAttackEffects' }, { type: 'resolveDamage' }).session;
    expect(squadronById(ended, 'x1').destroyed).toBe(true);
    const option = offered(ended, 'General Grievous')[0];
    expect(option?.question).toMatch(/distance 1–5/);
    const choice = option?.choices?.find((entry) => entry.extra.token === evade?.id);
    expect(choice?.label).toMatch(/ready/);
    const used = play(ended, { type: 'useCardEffect', unit: 'flag', ref: option?.ref ?? '', yes: true, ...(choice?.extra ?? {}) }).session;
    expect(shipById(used, 'c2').defenseTokens.find((token) => token.id === evade?.id)?.state).toBe('readied');
    const readied = shipById(ended, 'c2').defenseTokens.find((token) => token.state === 'readied');
    expectMessage(refusal(ended, { type: 'useCardEffect', unit: 'flag', ref: option?.ref ?? '', yes: true, targets: ['c2'], token: readied?.id ?? '' }), /exhausted or discarded defense tokens/);
  });
});

describe('Card · Battle Droid Reserves · RRG · Repair: exhausted, faceup Crew damage cards turn facedown and a facedown card costs 1 engineering point less to repair', () => {
  it('the faceup Crew card turns facedown; 2 facedown cards repaired for 2 points each with engineering 4', () => {
    const session = game('droids', [{ ...fittedIsb(shipEntry(VICTORY, { id: 'v' }), 'Battle Droid Reserves'), engineering: 4 }]);
    const ship = shipById(session, 'v');
    ship.damageCards = [
      { id: 'd1', name: 'Injured Crew', trait: 'Crew', faceup: true },
      { id: 'd2', name: 'Structural Damage', trait: 'Ship', faceup: false },
    ];
    const repairing = play(session, { type: 'nextPhase' }, { type: 'activateShip', ship: 'v' }, { type: 'revealCommand', ship: 'v', command: 'repair', as: 'dial' }).session;
    const plainly = refusal(play(repairing, { type: 'repair', ship: 'v', action: 'repairCard', card: 'd2' }).session, { type: 'repair', ship: 'v', action: 'repairCard', card: 'd1' });
    expectMessage(plainly, /1 engineering point left; this costs 3/);
    const used = play(repairing, { type: 'useCardEffect', unit: 'v', ref: refOf(repairing, 'Battle Droid Reserves') }).session;
    expect(shipById(used, 'v').damageCards.map((card) => card.faceup)).toEqual([false, false]);
    const repaired = play(used, { type: 'repair', ship: 'v', action: 'repairCard', card: 'd1' }, { type: 'repair', ship: 'v', action: 'repairCard', card: 'd2' }).session;
    expect(shipById(repaired, 'v').damageCards).toEqual([]);
  });
});

describe('Card · Disposable Capacitors · RRG · Attack, Gather Dice: discarded, the blue battery dice count at long range against ships until the round ends', () => {
  const declare = (session: Session, zone: 'front' | 'left') => play(session, { type: 'declareTarget', attacker: { ship: 'vsd', hullZone: zone }, defender: { ship: 'cr90', hullZone: 'front' }, range: 'long' }).session;
  const finish = (session: Session) => {
    const dice = Object.entries(currentAttackOf(session)?.gathered ?? {}).flatMap(([color, count]) => Array.from({ length: count }, () => ({ color, face: color === 'blue' ? 'accuracy' : 'blank' })));
    return play(session, { type: 'rollAttackDice', dice }, { type: 'endAttackEffects' }, { type: 'resolveDamage' }).session;
  };
  const start = () => play(game('capacitors', [fittedIsb(shipEntry(MC80, { id: 'vsd' }), 'Disposable Capacitors')]), { type: 'nextPhase' }, { type: 'activateShip', ship: 'vsd' }, { type: 'revealCommand', ship: 'vsd', command: 'navigate', as: 'dial' }).session;

  it('the front zone’s blue dice join at long range; the card is discarded, and the next attack this round still gathers them', () => {
    const session = declare(start(), 'front');
    const printed = shipById(session, 'vsd').hullZones.find((zone) => zone.zone === 'front')?.battery.blue ?? 0;
    expect(printed).toBeGreaterThan(0);
    expect(currentAttackOf(session)?.gathered.blue).toBe(0);
    const options = offered(session, 'Disposable Capacitors');
    expect(options).toHaveLength(1);
    const used = play(session, { type: 'useCardEffect', unit: 'vsd', ref: options[0]?.ref ?? '' }).session;
    expect(currentAttackOf(used)?.gathered.blue).toBe(printed);
    expect(optionsOf(used).cardStates.find((card) => card.unit === 'vsd')?.discarded).toEqual(['vsd-upgrade-1']);
    const second = declare(finish(used), 'left');
    const later = offered(second, 'Disposable Capacitors');
    expect(later.map((option) => option.label)).toEqual([expect.stringMatching(/discarded this round/)]);
    const again = play(second, { type: 'useCardEffect', unit: 'vsd', ref: later[0]?.ref ?? '' }).session;
    expect(currentAttackOf(again)?.gathered.blue).toBe(shipById(again, 'vsd').hullZones.find((zone) => zone.zone === 'left')?.battery.blue);
  });

  it('before the card is discarded the lasting fact is refused in words', () => {
    const session = declare(start(), 'front');
    expectMessage(refusal(session, { type: 'useCardEffect', unit: 'vsd', ref: anyRef(session, 'vsd', 'Disposable Capacitors', 1) }), /has not been used this round/);
  });
});

describe('Card · Gunnery Chief Varnillian · RRG · Attack: a die of the pool exchanged with the red die kept on the card, both keeping their faces', () => {
  const rolled = (firstPlayer: 'p1' | 'p2') => {
    const players = rosters({ ships: [fittedIsb(shipEntry(ISD, { id: 'isd' }), 'Gunnery Chief Varnillian')] }, { ships: [shipEntry(CR90, { id: 'cr90' })] });
    let session = play(emptySession('armada'), { type: 'setup', seed: 'varnillian', players, firstPlayer }, { type: 'nextPhase' }).session;
    if (firstPlayer === 'p2') session = play(session, { type: 'activateShip', ship: 'cr90' }, { type: 'revealCommand', ship: 'cr90', command: 'navigate', as: 'dial' }, { type: 'endActivation' }).session;
    const declared = play(session, { type: 'activateShip', ship: 'isd' }, { type: 'revealCommand', ship: 'isd', command: 'navigate', as: 'dial' }, { type: 'declareTarget', attacker: { ship: 'isd', hullZone: 'front' }, defender: { ship: 'cr90', hullZone: 'front' }, range: 'close' }).session;
    const dice = Object.entries(currentAttackOf(declared)?.gathered ?? {}).flatMap(([color, count]) => Array.from({ length: count }, () => ({ color, face: color === 'red' ? 'hit' : 'hit' })));
    return play(declared, { type: 'rollAttackDice', dice }).session;
  };

  it('as first player: a red hit goes on the card, the card’s blank red joins the pool; the next exchange brings the hit back', () => {
    const session = rolled('p1');
    const option = offered(session, 'Gunnery Chief Varnillian')[0];
    expect(option?.pick?.count).toBe(1);
    const before = currentAttackOf(session)?.pool.length ?? 0;
    const used = play(session, { type: 'useCardEffect', unit: 'isd', ref: option?.ref ?? '', dice: [0] }).session;
    const pool = currentAttackOf(used)?.pool ?? [];
    expect(pool).toHaveLength(before);
    expect(pool.at(-1)).toMatchObject({ color: 'red', face: 'blank' });
    expect(stateOf(used).cardStates?.dice?.['isd-upgrade-1']).toEqual({ color: 'red', face: 'hit' });
  });

  it('as second player, the card’s die is set to the face named at the first exchange (red hit-hit)', () => {
    const session = rolled('p2');
    const used = play(session, { type: 'useCardEffect', unit: 'isd', ref: refOf(session, 'Gunnery Chief Varnillian'), dice: [0], faces: ['hit-hit'] }).session;
    expect(currentAttackOf(used)?.pool.at(-1)).toMatchObject({ color: 'red', face: 'hit-hit' });
    expectMessage(refusal(session, { type: 'useCardEffect', unit: 'isd', ref: refOf(session, 'Gunnery Chief Varnillian') }), /choose the die of the pool/);
  });
});

describe('Card · Cham Syndulla · RRG · Commands: revealing a command, a squadron dial or token and the card discarded, an enemy ship’s dials get new commands', () => {
  const start = () => play(game('cham', [fittedIsb(shipEntry(VICTORY, { id: 'v' }), 'Cham Syndulla')], [shipEntry(VICTORY, { id: 'e' })]), { type: 'nextPhase' }, { type: 'activateShip', ship: 'v' }, { type: 'revealCommand', ship: 'v', command: 'squadron', as: 'dial' }).session;

  it('the enemy Victory’s top dial becomes repair: it cannot reveal navigate, reveals repair, and the next dial is concentrate fire', () => {
    const session = start();
    const option = offered(session, 'Cham Syndulla')[0];
    expect(option?.targets?.units.map((unit) => unit.id)).toEqual(['e']);
    expect(option?.choices?.map((choice) => choice.extra)).toContainEqual({ targets: ['e'], dials: ['repair'] });
    const used = play(session, { type: 'useCardEffect', unit: 'v', ref: option?.ref ?? '', yes: true, targets: ['e'], dials: ['repair', 'concentrateFire'] }).session;
    expect(commandsOf(used)).toEqual([]);
    expect(optionsOf(used).cardStates.find((card) => card.unit === 'v')?.discarded).toEqual(['v-upgrade-1']);
    const enemy = play(used, { type: 'endActivation' }, { type: 'activateShip', ship: 'e' }).session;
    expectMessage(refusal(enemy, { type: 'revealCommand', ship: 'e', command: 'navigate', as: 'dial' }), /Cham Syndulla set .* next dial to Repair/);
    const revealed = play(enemy, { type: 'revealCommand', ship: 'e', command: 'repair', as: 'dial' }).session;
    expect(shipById(revealed, 'e').dialsSetByCard).toEqual({ card: 'Cham Syndulla', commands: ['concentrateFire'] });
  });

  it('more dials than the enemy’s command value, or none named, are refused; nothing changes', () => {
    const session = start();
    const ref = refOf(session, 'Cham Syndulla');
    expectMessage(refusal(session, { type: 'useCardEffect', unit: 'v', ref, yes: true, targets: ['e'], dials: ['repair', 'repair', 'repair', 'navigate'] }), /at most 3 command dials/);
    expectMessage(refusal(session, { type: 'useCardEffect', unit: 'v', ref, yes: true, targets: ['e'] }), /name the new command of each/);
    expect(shipById(session, 'e').dialsSetByCard).toBeUndefined();
  });
});

describe('Card · General Dodonna · RRG · Damage Cards: before an enemy ship is dealt a faceup card, the top 4 of the deck seen, 1 put back on top, the others discarded', () => {
  it('the third card seen goes back on top and is the faceup card the attack deals; the other 3 are discarded', () => {
    const session = game('dodonna', [fittedIsb(shipEntry(VICTORY, { id: 'v' }), 'General Dodonna')]);
    const front = shipById(session, 'cr90').hullZones.find((zone) => zone.zone === 'front');
    if (front) front.shields = 0;
    const declared = play(session, { type: 'nextPhase' }, { type: 'activateShip', ship: 'v' }, { type: 'revealCommand', ship: 'v', command: 'navigate', as: 'dial' }, { type: 'declareTarget', attacker: { ship: 'v', hullZone: 'front' }, defender: { ship: 'cr90', hullZone: 'front' }, range: 'close' }).session;
    const dice = Object.entries(currentAttackOf(declared)?.gathered ?? {}).flatMap(([color, count]) => Array.from({ length: count }, () => ({ color, face: color === 'black' ? 'hit-crit' : 'crit' })));
    const rolled = play(declared, { type: 'rollAttackDice', dice }).session;
    expect(offered(rolled, 'General Dodonna')).toEqual([]);
    const defending = play(rolled, { type: 'endAttackEffects' }).session;
    const option = offered(defending, 'General Dodonna')[0];
    const top = stateOf(defending).damageDeck.drawPile.slice(0, 4);
    expect(option?.choices?.map((choice) => choice.extra.damageCard)).toEqual(top);
    const used = play(defending, { type: 'useCardEffect', unit: 'v', ref: option?.ref ?? '', yes: true, damageCard: top[2] ?? '' }).session;
    expect(stateOf(used).damageDeck.drawPile[0]).toBe(top[2]);
    expect(stateOf(used).damageDeck.discardPile).toEqual([top[0], top[1], top[3]]);
    const damaged = play(used, { type: 'resolveDamage', drawForMe: true }).session;
    expect(shipById(damaged, 'cr90').damageCards[0]).toMatchObject({ name: top[2], faceup: true });
  });

  it('a card not among the top 4 is refused, and the deck stays', () => {
    const session = game('dodonna-refused', [fittedIsb(shipEntry(VICTORY, { id: 'v' }), 'General Dodonna')]);
    const declared = play(session, { type: 'nextPhase' }, { type: 'activateShip', ship: 'v' }, { type: 'revealCommand', ship: 'v', command: 'navigate', as: 'dial' }, { type: 'declareTarget', attacker: { ship: 'v', hullZone: 'front' }, defender: { ship: 'cr90', hullZone: 'front' }, range: 'close' }).session;
    const dice = Object.entries(currentAttackOf(declared)?.gathered ?? {}).flatMap(([color, count]) => Array.from({ length: count }, () => ({ color, face: color === 'black' ? 'hit-crit' : 'crit' })));
    const defending = play(declared, { type: 'rollAttackDice', dice }, { type: 'endAttackEffects' }).session;
    const pile = stateOf(defending).damageDeck.drawPile;
    const outside = pile.slice(4).find((name) => !pile.slice(0, 4).includes(name)) ?? '';
    expectMessage(refusal(defending, { type: 'useCardEffect', unit: 'v', ref: refOf(defending, 'General Dodonna'), yes: true, damageCard: outside }), /name the card put back on top/);
    expect(stateOf(defending).damageDeck.drawPile).toEqual(pile);
  });
});

describe('Card · Flight Commander · RRG · Commands: the squadron command, resolved after the dial is revealed and before the maneuver, may follow the maneuver', () => {
  const maneuvered = (fit: (entry: ShipRosterEntry) => ShipRosterEntry) => {
    const players = rosters({ ships: [{ ...fit(shipEntry(VICTORY, { id: 'v' })), squadronValue: 3 }], squadrons: [squadronEntry(TIE_FIGHTER, { id: 't1' })] }, { ships: [shipEntry(CR90, { id: 'cr90' })] });
    const session = play(emptySession('armada'), { type: 'setup', seed: 'flight', players, firstPlayer: 'p1', rules: 3 }).session;
    shipById(session, 'v').commandTokens = ['navigate'];
    return play(session, { type: 'nextPhase' }, { type: 'activateShip', ship: 'v' }, { type: 'revealCommand', ship: 'v', command: 'squadron', as: 'dial' }, { type: 'spendCommandToken', ship: 'v', command: 'navigate' }, { type: 'navigate', ship: 'v', speed: 1 }).session;
  };

  it('RRG · Commands: without the officer, a squadron activated after the navigate speed change is refused in words', () => {
    expectMessage(refusal(maneuvered((entry) => entry), { type: 'activateSquadron', squadron: 't1' }), /has begun its maneuver: its squadron command is resolved after its dial is revealed, before it maneuvers/);
  });

  it('with Flight Commander the TIE fighter activates after the maneuver', () => {
    const session = play(maneuvered((entry) => fittedIsb(entry, 'Flight Commander')), { type: 'activateSquadron', squadron: 't1' }).session;
    expect(squadronById(session, 't1').activated).toBe(true);
  });
});

describe('Card · Swivel-Mount Batteries · RRG · Attack, Gather Dice: the zone marked with the focus token adds 1 die from an adjacent zone’s battery; the zones next to it remove 1', () => {
  const declare = (session: Session, zone: 'front' | 'left') => play(session, { type: 'declareTarget', attacker: { ship: 'v', hullZone: zone }, defender: { ship: 'cr90', hullZone: 'front' }, range: 'close' }).session;
  const finish = (session: Session) => {
    const dice = Object.entries(currentAttackOf(session)?.gathered ?? {}).flatMap(([color, count]) => Array.from({ length: count }, () => ({ color, face: color === 'blue' ? 'accuracy' : 'blank' })));
    return play(session, { type: 'rollAttackDice', dice }, { type: 'endAttackEffects' }, { type: 'resolveDamage' }).session;
  };
  const marked = () => {
    const session = play(game('swivel', [fittedIsb(shipEntry(VICTORY, { id: 'v' }), 'Swivel-Mount Batteries')]), { type: 'nextPhase' }, { type: 'activateShip', ship: 'v' }, { type: 'revealCommand', ship: 'v', command: 'navigate', as: 'dial' }).session;
    const option = offered(session, 'Swivel-Mount Batteries')[0];
    expect(option?.zone).toBe(true);
    return play(session, { type: 'useCardEffect', unit: 'v', ref: option?.ref ?? '', zone: 'front' }).session;
  };

  it('from the marked front zone a black die of the side batteries joins; from the left zone 1 die is removed', () => {
    const front = declare(marked(), 'front');
    const before = currentAttackOf(front)?.gathered;
    const adds = offered(front, 'Swivel-Mount Batteries');
    expect(adds.map((option) => option.label)).toEqual([expect.stringMatching(/from the marked zone/)]);
    expectMessage(refusal(front, { type: 'useCardEffect', unit: 'v', ref: adds[0]?.ref ?? '', color: 'blue' }), /has a blue die in its battery/);
    const added = play(front, { type: 'useCardEffect', unit: 'v', ref: adds[0]?.ref ?? '', color: 'black' }).session;
    expect(currentAttackOf(added)?.gathered.black).toBe((before?.black ?? 0) + 1);
    const left = declare(finish(added), 'left');
    const removes = offered(left, 'Swivel-Mount Batteries');
    expect(removes.map((option) => option.label)).toEqual([expect.stringMatching(/next to the marked one/)]);
    const red = currentAttackOf(left)?.gathered.red ?? 0;
    const removed = play(left, { type: 'useCardEffect', unit: 'v', ref: removes[0]?.ref ?? '', color: 'red' }).session;
    expect(currentAttackOf(removed)?.gathered.red).toBe(red - 1);
  });

  it('with no zone marked, attacking is left as it is', () => {
    const session = declare(play(game('swivel-none', [fittedIsb(shipEntry(VICTORY, { id: 'v' }), 'Swivel-Mount Batteries')]), { type: 'nextPhase' }, { type: 'activateShip', ship: 'v' }, { type: 'revealCommand', ship: 'v', command: 'navigate', as: 'dial' }).session, 'front');
    expect(offered(session, 'Swivel-Mount Batteries')).toEqual([]);
    expectMessage(refusal(session, { type: 'useCardEffect', unit: 'v', ref: anyRef(session, 'v', 'Swivel-Mount Batteries', 1), color: 'black' }), /has marked no hull zone/);
  });
});

describe('Card · G-8 Experimental Projector · RRG · Ship Movement: before an enemy ship’s Determine Course, its speed 1 lower until its maneuver ends', () => {
  const start = () => play(game('g8', [shipEntry(CR90, { id: 'cr', speed: 2 })], [fittedIsb(shipEntry(VICTORY, { id: 'v' }), 'G-8 Experimental Projector')]), { type: 'nextPhase' }, { type: 'activateShip', ship: 'cr' }, { type: 'revealCommand', ship: 'cr', command: 'navigate', as: 'dial' }).session;

  it('speed 2 → 1 for the maneuver; the navigate dial counts from 1 (to 2); as the activation ends the 1 comes back (3)', () => {
    const session = start();
    const option = offered(session, 'G-8 Experimental Projector')[0];
    expect(option?.question).toMatch(/distance 1–5/);
    const slowed = play(session, { type: 'useCardEffect', unit: 'v', ref: option?.ref ?? '', yes: true }).session;
    expect(shipById(slowed, 'cr').speed).toBe(1);
    expectMessage(refusal(slowed, { type: 'navigate', ship: 'cr', speed: 3 }), /reaches speeds 0 to 2 from speed 1/);
    const ended = play(slowed, { type: 'navigate', ship: 'cr', speed: 2 }, { type: 'endActivation' }).session;
    expect(shipById(ended, 'cr').speed).toBe(3);
  });

  it('once the navigate command changed the speed it is refused, and the speed stays', () => {
    const session = play(start(), { type: 'navigate', ship: 'cr', speed: 3 }).session;
    expectMessage(refusal(session, { type: 'useCardEffect', unit: 'v', ref: anyRef(session, 'v', 'G-8 Experimental Projector'), yes: true }), /has already begun its maneuver/);
    expect(shipById(session, 'cr').speed).toBe(3);
  });
});

describe('Card · SPHA-T · RRG 1.5.0 · Ignition: placing the targeting token exhausts the card; while it is exhausted no targeting token is placed', () => {
  it('at the end of its activation the token is placed and the card exhausted; exhausted, it is not offered again', () => {
    const entry = { ...fittedIsb(shipEntry(VICTORY, { id: 'v' }), 'SPHA-T'), ignition: { battery: { red: 0, blue: 5, black: 1 }, ranges: ['close' as const] } };
    const session = play(game('spha-t', [entry]), { type: 'nextPhase' }, { type: 'activateShip', ship: 'v' }, { type: 'revealCommand', ship: 'v', command: 'navigate', as: 'dial' }).session;
    const option = offered(session, 'SPHA-T')[0];
    const { session: used, events } = play(session, { type: 'useCardEffect', unit: 'v', ref: option?.ref ?? '' });
    expect(JSON.stringify(events.find((event) => event.type === 'cardEffectUsed'))).toMatch(/places its targeting token in its special firing arc at close range/);
    expect(optionsOf(used).cardStates.find((card) => card.unit === 'v')?.exhausted).toEqual(['v-upgrade-1']);
    expect(offered(used, 'SPHA-T')).toEqual([]);
    // Its use forgotten (a later moment), the exhausted card still refuses.
    const states = stateOf(used).cardStates;
    if (states) states.used = [];
    expectMessage(refusal(used, { type: 'useCardEffect', unit: 'v', ref: option?.ref ?? '' }), /SPHA-T is exhausted/);
  });
});
