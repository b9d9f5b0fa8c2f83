import { createArmadaPool } from '../../shared/lists/formats/armada-pool';
import { exportArmadaText } from '../../shared/lists/formats/armada-text-export';
import { importArmadaText } from '../../shared/lists/formats/armada-text-import';
import { exportXws } from '../../shared/lists/formats/xws-export';
import { importXws } from '../../shared/lists/formats/xws-import';
import { createXwingPool } from '../../shared/lists/formats/xwing-pool';
import { loadCards } from '../lists/formats/helpers/card-pools';
import { fixture, sampleList } from '../lists/formats/helpers/list-views';
import { measure, P99_SAMPLES, withGoal, type BenchResult } from './stats';

/** An 8-pilot 2.0 squad with upgrades on most pilots: the largest ordinary XWS paste. */
const eightPilots = JSON.stringify({
  faction: 'galacticempire',
  name: 'Eight%20TIEs',
  version: '2.0.0',
  points: 200,
  pilots: [
    { id: 'howlrunner', ship: 'tielnfighter', upgrades: { talent: ['swarmtactics'] } },
    { id: 'idenversio', ship: 'tielnfighter', upgrades: { talent: ['crackshot'] } },
    { id: 'gideonhask', ship: 'tielnfighter', upgrades: { ept: ['crackshot'] } },
    { id: 'seynmarana', ship: 'tielnfighter', upgrades: { talent: ['marksmanship'] } },
    { id: 'academypilot', ship: 'tielnfighter' },
    { id: 'academypilot', ship: 'tielnfighter', upgrades: [] },
    { id: 'wampa', ship: 'tielnfighter' },
    { id: 'blacksquadronace', ship: 'tielnfighter', upgrades: { talent: ['lonewolf'], mod: ['hullupgrade'] } },
  ],
});

/** Pool building (once per card data change) and one paste's import and export, on the real card data. */
export async function benchListImport(): Promise<BenchResult[]> {
  const xwingCards = [...(await loadCards('xwing-2.0')), ...(await loadCards('xwing-2.5'))];
  const armadaCards = [...(await loadCards('armada-isb')), ...(await loadCards('armada-ffg'))];
  const results: BenchResult[] = [];
  // The host builds a pool from card data read long before (once per import); here the data was just
  // read, so the warm-up runs long enough for the collector to have moved it out of the young
  // generation, whose copying otherwise lands in a pool's samples.
  const xwingPool = await measure(`createXwingPool (${xwingCards.length} cards, 2.0 + 2.5)`, P99_SAMPLES, () => createXwingPool(xwingCards), 50);
  const armadaPool = await measure(`createArmadaPool (${armadaCards.length} cards, ISB + FFG)`, P99_SAMPLES, () => createArmadaPool(armadaCards), 50);
  results.push(withGoal(xwingPool, 'p99 ≤ 5 ms', xwingPool.p99Ms <= 5), withGoal(armadaPool, 'p99 ≤ 5 ms', armadaPool.p99Ms <= 5));

  const xwing = createXwingPool(xwingCards);
  const armada = createArmadaPool(armadaCards);
  const starForge = sampleList('armada', '13-starforge-converted-empire-sloane.txt');
  const app = sampleList('armada', '01-afb-app-dumpster-fire-mk-18.txt');
  const typos = fixture('armada-starforge-unknown-ambiguous.txt');
  const check = (ok: boolean, what: string) => {
    if (!ok) throw new Error(`${what} was not read`);
  };
  check(importXws(eightPilots, xwing).ok, 'the 8-pilot squad');

  results.push(await measure('importXws 8-pilot squad (2.0)', 500, () => importXws(eightPilots, xwing)));
  const boy = sampleList('xws', '28-yasb25-boy-standard-loadout.json');
  results.push(await measure('importXws YASB 2.5 sample (standard loadouts)', 500, () => importXws(boy, xwing)));
  results.push(await measure('importArmadaText 400-point Star Forge fleet', 500, () => importArmadaText(starForge, armada)));
  results.push(await measure('importArmadaText 400-point app fleet (model names)', 500, () => importArmadaText(app, armada)));
  results.push(await measure('importArmadaText fleet with typos (suggestions)', 200, () => importArmadaText(typos, armada)));

  const xwsList = importXws(eightPilots, xwing);
  const fleet = importArmadaText(starForge, armada);
  if (!xwsList.ok || !fleet.ok) throw new Error('bench lists were not read');
  results.push(await measure('exportXws 8-pilot squad', 500, () => exportXws(xwsList.list, xwing)));
  results.push(await measure('exportArmadaText 400-point fleet', 500, () => exportArmadaText(fleet.list, armada)));
  return results;
}
