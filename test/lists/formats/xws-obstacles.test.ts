// Issue 36 item 2 · XWS § Obstacles: a squad's obstacles come in with the list, stay with it and go out
// again; the real builder exports are the input, with the obstacles a real export writes (FlyCasual's
// sample squads carry ["coreasteroid5", "core2asteroid5", "core2asteroid4"]; YASB writes "obstacle-" ids).
import fs from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { fleetListSchema } from '../../../shared/ipc/lists';
import { exportXws } from '../../../shared/lists/formats/xws-export';
import { importXws } from '../../../shared/lists/formats/xws-import';
import { createXwingPool, type XwingCardPool } from '../../../shared/lists/formats/xwing-pool';
import { sharedData } from '../../cards/card-host';
import { loadCards } from './helpers/card-pools';
import { validate, type SchemaNode } from './helpers/json-schema-subset';
import { imported, messageLines, sampleList } from './helpers/list-views';

const xwsSchema = JSON.parse(fs.readFileSync(sharedData('xws-spec', 'schema.json'), 'utf8')) as SchemaNode;
let pool: XwingCardPool;
beforeAll(async () => {
  pool = createXwingPool([...(await loadCards('xwing-2.0')), ...(await loadCards('xwing-2.5'))]);
});

/** A real export with these obstacles written into it. */
function withObstacles(file: string, obstacles: unknown): string {
  const squad = JSON.parse(sampleList('xws', file)) as Record<string, unknown>;
  return JSON.stringify({ ...squad, obstacles });
}

describe('Issue 36 item 2 · XWS § Obstacles in and out', () => {
  it('XWS § Obstacles: the squad’s three obstacles are kept with the list (a builder’s obstacle- prefix read as the id), and export writes them as the schema wants', () => {
    const result = imported(importXws(withObstacles('02-yasb2-idname.json', ['coreasteroid5', 'obstacle-core2asteroid5', 'Core2Asteroid4']), pool));
    expect(result.list.obstacles).toEqual(['coreasteroid5', 'core2asteroid5', 'core2asteroid4']);
    expect(messageLines(result).filter((line) => line.includes('obstacle'))).toEqual([
      'note | obstacle 2 | `obstacle-core2asteroid5` was read as Asteroid 5 (Force Awakens Core Set) (`core2asteroid5`).',
      'note | obstacle 3 | `Core2Asteroid4` was read as Asteroid 4 (Force Awakens Core Set) (`core2asteroid4`).',
    ]);
    expect(fleetListSchema.safeParse(result.list).success).toBe(true);
    const squad = exportXws(result.list, pool);
    expect(squad.obstacles).toEqual(['coreasteroid5', 'core2asteroid5', 'core2asteroid4']);
    expect(validate(xwsSchema, JSON.parse(JSON.stringify(squad)))).toEqual([]);
    expect(imported(importXws(JSON.stringify(squad), pool)).list.obstacles).toEqual(['coreasteroid5', 'core2asteroid5', 'core2asteroid4']);
  });

  it('XWS § Obstacles: an obstacle the catalogue does not know is kept as written and named, its kind asked at setup; what is not an id is said and left out', () => {
    const result = imported(importXws(withObstacles('28-yasb25-boy-standard-loadout.json', ['gascloud3', 'pomasteroid1', 7]), pool));
    expect(result.list.obstacles).toEqual(['gascloud3', 'pomasteroid1']);
    expect(messageLines(result).filter((line) => line.includes('obstacle'))).toEqual([
      'warning | obstacle 2 | Sidetable does not know the obstacle `pomasteroid1`: it was kept as written; say its kind (asteroid, debris cloud or gas cloud) when the game is set up.',
      'warning | obstacle 3 | This is not an obstacle id; it was left out.',
    ]);
  });

  it('XWS § Obstacles: a real export with empty obstacles (Squads Designer) gives a list without any, and its export writes none', () => {
    const result = imported(importXws(sampleList('xws', '22-xwsd.json'), pool));
    expect(result.list.obstacles).toBeUndefined();
    expect(exportXws(result.list, pool)).not.toHaveProperty('obstacles');
  });
});
