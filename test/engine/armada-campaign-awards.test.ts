import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { emptySession, type Session } from '../../shared/engine';
import { gameSummary, summaryText } from '../../shared/engine/games/armada';
import { objectiveFactsFor } from '../../shared/engine/games/armada/scoring/objective-facts';
import { CR90, play, rosters, shipEntry, stateOf, VICTORY } from './helpers/armada-game';
import { armadaDataDir } from './helpers/armada-roster';

// Issue 24 item e · campaign objectives (Corellian Conflict, Rebellion in the Rim): the end summary
// shows what the card itself awards the campaign (resource points), from the objective's facts.

function campaignGame(objective: string, firstPlayerTokens: number): Session {
  const players = rosters(
    { ships: [{ ...shipEntry(VICTORY, { id: 'v' }), points: 73 }], objectives: [objective, 'Most Wanted', 'Fire Lanes'] },
    { ships: [{ ...shipEntry(CR90, { id: 'cr90' }), points: 44 }], objectives: ['Opening Salvo', 'Contested Outpost', 'Intel Sweep'] },
  );
  let session = play(emptySession('armada'), { type: 'setup', seed: 'campaign', players, firstPlayer: 'p1', deployment: true, fleetDefeated: 'immediately', rules: 2 }, { type: 'chooseObjective', objective }).session;
  session = play(session, { type: 'deployShip', ship: 'v', speed: 1 }, { type: 'deployShip', ship: 'cr90', speed: 1 }, { type: 'nextPhase' }).session;
  for (let n = 0; n < firstPlayerTokens; n++) session = play(session, { type: 'adjustVictoryTokens', player: 'p1', amount: 1 }).session;
  for (let n = 0; n < 4; n++) session = play(session, { type: 'dealDamageCard', ship: 'cr90', faceup: false, drawForMe: true }).session;
  return session;
}

describe('Campaign objectives: what the card awards, in the end summary', () => {
  it('Hyperlane Raid: the first player’s team 20 resource points per victory token it gained, the winner’s team 40', () => {
    const state = stateOf(campaignGame('Hyperlane Raid', 3));
    expect(state.gameOver).toMatchObject({ reason: 'noShips' });
    expect(gameSummary(state).campaign).toEqual({ objective: 'Hyperlane Raid', resourcePoints: [{ player: 'p1', points: 100, why: '3 victory tokens × 20 + 40 for the win' }] });
    expect(summaryText(state)).toContain('Campaign (Hyperlane Raid): Empire’s team gains 100 resource points (3 victory tokens × 20 + 40 for the win).');
  });

  it('a campaign objective whose card awards no resource points of its own says so; an ordinary objective shows nothing', () => {
    expect(gameSummary(stateOf(campaignGame('Hired Scum', 0))).campaign).toEqual({ objective: 'Hired Scum', resourcePoints: [] });
    expect(summaryText(stateOf(campaignGame('Hired Scum', 0)))).toContain('Campaign (Hired Scum): the card awards no resource points of its own.');
    expect(gameSummary(stateOf(campaignGame('Most Wanted', 0))).campaign).toBeNull();
  });

  it('ISB data: each of the 19 campaign objectives has facts; those whose card awards resource points have the award as facts', () => {
    const root = join(armadaDataDir, '../../armada-isb/public/converted-json/objectives');
    const campaign = readdirSync(root)
      .filter((file) => file.endsWith('.json') && file !== 'objectives.json')
      .flatMap((file) => Object.entries((JSON.parse(readFileSync(join(root, file), 'utf8')) as { objectives?: Record<string, { type: string; name: string; special_rule?: string; end_of_game?: string; end_of_round?: string }> }).objectives ?? {}))
      .filter(([, card]) => card.type === 'campaign');
    expect(campaign.length).toBe(19);
    for (const [key, card] of campaign) {
      const facts = objectiveFactsFor(key);
      expect(facts, key).toMatchObject({ kind: 'campaign' });
      const printsResourcePoints = /resource points/i.test(`${card.special_rule ?? ''} ${card.end_of_round ?? ''} ${card.end_of_game ?? ''}`);
      expect(facts?.campaignAwards !== null, `${card.name} prints resource points: ${printsResourcePoints}`).toBe(printsResourcePoints);
    }
  });
});
