import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { emptySession, type Session } from '../../shared/engine';
import type { ShipRosterEntry } from '../../shared/engine/games/armada';
import { effectsOfCard, upgradeFactsOf } from '../../shared/engine/games/armada/effects/card-terms';
import { gameOdds } from '../../shared/odds/odds-request';
import { CR90, play as playArmada, rosters as armadaRosters, shipEntry, stateOf as armadaStateOf, VICTORY } from '../engine/helpers/armada-game';
import { armadaDataDir } from '../engine/helpers/armada-roster';
import { withEffects } from '../engine/xwing/helpers/card-effects';
import { attackFaces, howlrunner, optionsOf, play, rosters, startGame, stateOf, toEngagement, wedge, X_WING } from '../engine/xwing/helpers/xwing-game';

// DESIGN §10 · the odds read the same facts the engine plays: a game's odds, asked through the one
// odds request the table uses, count the card effects the interpreter finds ready in that game, and
// leave out the ones switched off in "What if…". Real cards, their text read from ../shared/data.

describe('X-Wing · a game’s odds count its cards’ effects (Card · Proton Torpedoes)', () => {
  function torpedoRolled(): Session {
    const luke = withEffects(X_WING, 'Luke Skywalker', 'luke', '2.5', 'protontorpedoes');
    let session = toEngagement(startGame(rosters([luke, wedge()], [howlrunner()])));
    session = play(session, { type: 'gainToken', ship: 'howl', token: 'lock', lockedBy: 'luke' }).session;
    const weaponId = optionsOf(session).attackers.find((option) => option.ship === 'luke')?.weapons?.find((weapon) => weapon.name === 'Proton Torpedoes')?.weaponId;
    session = play(session, { type: 'declareAttack', attacker: 'luke', defender: 'howl', arc: 'front', range: 2, weaponId }).session;
    return play(session, attackFaces('hit', 'hit', 'blank', 'blank')).session;
  }
  const oddsOf = (session: Session, disabledEffects?: string[]) => {
    const answer = gameOdds(stateOf(session), { system: 'xwing', gameId: 'g', attacker: 'luke', defender: 'howl', range: 2, followAttack: true, ...(disabledEffects ? { disabledEffects } : {}) });
    if (!answer.ok || answer.value.system !== 'xwing') throw new Error('no X-Wing odds');
    return answer.value.odds;
  };

  it('the torpedo’s own hit → crit is listed and counted: a faceup card becomes more likely; switched off, it is listed unused and the numbers are the plain ones', () => {
    const session = torpedoRolled();
    const withCard = oddsOf(session);
    const listed = withCard.effects.find((effect) => effect.source === 'Proton Torpedoes');
    expect(listed).toMatchObject({ side: 'attacker' });
    expect(listed?.used).toBeGreaterThan(0);
    const without = oddsOf(session, [listed?.ref ?? '']);
    expect(without.effects.find((effect) => effect.ref === listed?.ref)?.used ?? 0).toBe(0);
    expect(withCard.faceupCard).toBeGreaterThan(without.faceupCard);
  });
});

describe('Armada · a game’s odds count its cards’ effects (Card · Ordnance Experts)', () => {
  function cardText(name: string): string {
    const dir = join(armadaDataDir, 'upgrade-card');
    for (const file of readdirSync(dir)) {
      const card = (JSON.parse(readFileSync(join(dir, file), 'utf8')) as { name: string; text: string }[]).find((candidate) => candidate.name === name);
      if (card) return card.text;
    }
    throw new Error(`no card ${name}`);
  }
  /** As the host fits it: the card's facts on the entry, its place among the upgrades named upgrade-1. */
  const withExperts = (entry: ShipRosterEntry): ShipRosterEntry => {
    const found = effectsOfCard('Ordnance Experts', upgradeFactsOf('Ordnance Experts', cardText('Ordnance Experts')), 'upgrade-1');
    return { ...entry, upgrades: [{ name: 'Ordnance Experts', slot: 'Upgrade', points: 0 }], effects: found.effects, yourCalls: found.yourCalls };
  };
  const declared = (): Session => {
    const setup = playArmada(emptySession('armada'), { type: 'setup', seed: 'odds-facts', players: armadaRosters({ ships: [withExperts(shipEntry(VICTORY, { id: 'vsd' }))] }, { ships: [shipEntry(CR90, { id: 'cr90' })] }) }).session;
    return playArmada(setup, { type: 'nextPhase' }, { type: 'activateShip', ship: 'vsd' }, { type: 'declareTarget', attacker: { ship: 'vsd', hullZone: 'front' }, defender: { ship: 'cr90', hullZone: 'front' }, range: 'close' }).session;
  };
  const oddsOf = (session: Session, disabledEffects?: string[]) => {
    const answer = gameOdds(armadaStateOf(session), {
      system: 'armada',
      gameId: 'g',
      attacker: 'vsd',
      attackingZone: 'front',
      defender: 'cr90',
      defendingZone: 'front',
      range: 'close',
      followAttack: true,
      ...(disabledEffects ? { disabledEffects } : {}),
    });
    if (!answer.ok || answer.value.system !== 'armada') throw new Error(answer.ok ? 'not Armada odds' : answer.error.message);
    return answer.value.odds;
  };

  it('the declared attack’s odds list the reroll of black dice and count it; switched off, the expected damage drops', () => {
    const session = declared();
    const withCard = oddsOf(session);
    const listed = withCard.effects?.find((effect) => effect.source === 'Ordnance Experts');
    expect(listed).toMatchObject({ side: 'attacker', counted: true });
    const without = oddsOf(session, [listed?.ref ?? '']);
    expect(without.effects?.find((effect) => effect.ref === listed?.ref)?.counted).toBe(false);
    expect(withCard.expectedDamage).toBeGreaterThan(without.expectedDamage);
  });
});
