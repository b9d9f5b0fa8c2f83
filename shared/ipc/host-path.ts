import { z } from 'zod';

/**
 * A request field that names a file or folder on the computer running Sidetable. A method that
 * takes one reads the host's disk, so it is owner-only (OWNER_ONLY_METHODS): no paired device may
 * call it. test/sharing/ipc-host-paths.test.ts walks the whole contract to keep it so.
 */
export const hostPathSchema = z.string({ error: 'must be a path' }).min(1, { error: 'cannot be empty' }).max(4096).meta({ hostPath: true });

/** Whether a schema is a host path (see hostPathSchema). */
export const isHostPathSchema = (schema: z.core.$ZodType): boolean => (z.globalRegistry.get(schema) as { hostPath?: boolean } | undefined)?.hostPath === true;
