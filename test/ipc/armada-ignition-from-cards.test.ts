import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ArmadaState } from '../../shared/engine/games/armada';
import type { GameSummary, GameView } from '../../shared/ipc';
import type { ListImportPreview } from '../../shared/ipc/list-exchange';
import { sharedData } from '../cards/card-host';
import { testHost } from '../helpers/host';
import { value as valueOf } from '../helpers/host-games';
import { useTempDirs } from '../helpers/temp-dir';

// RRG 1.5.0 · Ignition (issue 24): a ship given the Ignition keyword by a fitted upgrade carries its
// special battery armament into the game from the card data itself — the Onager's printed ignition
// dice with a superweapon, a Venator's granted dice with SPHA-T — so the ignition attack is offered.

const tempDir = useTempDirs();
let host: ReturnType<typeof testHost>;
const value = <T>(method: string, payload: unknown): Promise<T> => valueOf<T>((m, p) => host.dispatch(m, p), method, payload);

const fleet = (ship: string, upgrade: string, faction: string) => `Name: Ignition test
Faction: ${faction}

${ship} (90)
• ${upgrade} (7)

Total Points: 200
`;

async function gameFrom(text: string, other: string): Promise<ArmadaState> {
  const mine = await value<ListImportPreview>('lists.import', { text });
  const theirs = await value<ListImportPreview>('lists.import', { text: other });
  const game = await value<GameSummary>('games.create', { name: 'Ignition', system: 'armada' });
  const view = await value<GameView>('game.setupFromLists', { gameId: game.id, players: [{ name: 'Ana', list: mine.imported.list }, { name: 'Ben', list: theirs.imported.list }] });
  return view.state as ArmadaState;
}

for (const [label, data] of [['FFG data', 'armada-ffg'], ['ISB data', 'armada-isb']] as const) {
  describe(`RRG 1.5.0 · Ignition from the card data (${label})`, () => {
    beforeAll(async () => {
      host = testHost(tempDir());
      await value('cards.import', { path: sharedData(data) });
    }, 60_000);
    afterAll(() => host.close());

    it('RRG · Ignition: an Onager with Superheavy Composite Beam Turbolasers has its special battery and Ignition (Medium); the game offers the ignition attack', async () => {
      const state = await gameFrom(fleet('Onager-class Star Destroyer', 'Superheavy Composite Beam Turbolasers', 'Empire'), fleet('CR90 Corvette A', 'Leia Organa', 'Rebellion'));
      const onager = state.ships.find((ship) => ship.owner === 'p1');
      expect(onager?.ignition?.ranges).toEqual(['medium']);
      expect((onager?.ignition?.battery.red ?? 0) + (onager?.ignition?.battery.blue ?? 0) + (onager?.ignition?.battery.black ?? 0)).toBeGreaterThan(0);
      // An Onager without a superweapon has no Ignition keyword: no ignition armament.
      const plain = await gameFrom(fleet('Onager-class Star Destroyer', 'Gunnery Team', 'Empire'), fleet('CR90 Corvette A', 'Leia Organa', 'Rebellion'));
      expect(plain.ships.find((ship) => ship.owner === 'p1')?.ignition ?? null).toBeNull();
    });
  });
}
