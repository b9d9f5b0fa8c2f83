import type { z } from 'zod';
import { contract } from '../../shared/ipc/contract';
import { isHostPathSchema } from '../../shared/ipc/host-path';

// The whole IPC contract walked for request fields that name a place on the host's disk: used by
// test/sharing/ipc-host-paths.test.ts and the proof's device attacks (test/proof/device-attacks.ts).

/** Field names that, holding text, name a file or folder (a method added later with one is caught even unmarked). */
const PATH_NAMES = /^(path|paths|file|filePath|folder|dir|directory|source|sourcePath|location)$/i;

/** The fields of a request schema that name a place on the host's disk, as `field.sub` paths. */
export function hostPathFields(schema: z.core.$ZodType, at = '', seen = new Set<z.core.$ZodType>()): string[] {
  if (seen.has(schema)) return [];
  seen.add(schema);
  if (isHostPathSchema(schema)) return [at || '(the request)'];
  const def = schema._zod.def as unknown as Record<string, unknown> & { type: string };
  const inner = (key: string) => (def[key] ? hostPathFields(def[key] as z.core.$ZodType, at, seen) : []);
  switch (def.type) {
    case 'object': {
      const shape = def['shape'] as Record<string, z.core.$ZodType>;
      return Object.entries(shape).flatMap(([key, field]) => {
        const where = at ? `${at}.${key}` : key;
        const found = hostPathFields(field, where, seen);
        if (found.length) return found;
        return PATH_NAMES.test(key) && isText(field) ? [where] : [];
      });
    }
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return inner('innerType');
    case 'pipe':
      return [...inner('in'), ...inner('out')];
    case 'array':
      return inner('element');
    case 'record':
      return inner('valueType');
    case 'union':
      return (def['options'] as z.core.$ZodType[]).flatMap((option) => hostPathFields(option, at, seen));
    case 'intersection':
      return [...inner('left'), ...inner('right')];
    case 'tuple':
      return (def['items'] as z.core.$ZodType[]).flatMap((item, i) => hostPathFields(item, `${at}[${i}]`, seen));
    case 'lazy':
      return hostPathFields((def['getter'] as () => z.core.$ZodType)(), at, seen);
    default:
      return [];
  }
}

function isText(schema: z.core.$ZodType): boolean {
  const def = schema._zod.def as unknown as Record<string, unknown> & { type: string };
  if (def.type === 'string') return true;
  for (const key of ['innerType', 'in']) if (def[key]) return isText(def[key] as z.core.$ZodType);
  return false;
}

/** Every contract method whose request takes a path on the host. */
export const methodsTakingHostPaths = (): string[] => Object.keys(contract).filter((name) => hostPathFields(contract[name as keyof typeof contract].request).length > 0);
