import type { NeedEditionReply } from '../../../../shared/ipc/cards';

/**
 * Why an import was refused, naming the file (relative to the data set's root, or the archive)
 * and, when one field is at fault, the field's path inside it.
 */
export class CardImportError extends Error {
  readonly code = 'import_failed';
  constructor(
    readonly file: string,
    readonly field: string | null,
    readonly problem: string,
  ) {
    super(field ? `${file}: ${field}: ${problem}` : `${file}: ${problem}`);
    this.name = 'CardImportError';
  }
}

/** `['pilots', 3, 'initiative']` → `pilots[3].initiative`. */
export function fieldPath(path: readonly PropertyKey[]): string {
  let out = '';
  for (const part of path) {
    if (typeof part === 'number') out += `[${part}]`;
    else out += out ? `.${String(part)}` : String(part);
  }
  return out;
}

/** Thrown while reading when the edition cannot be told and the player did not say: they are asked. */
export class NeedEdition extends Error {
  constructor(readonly reply: NeedEditionReply) {
    super(reply.reason);
    this.name = 'NeedEdition';
  }
}
