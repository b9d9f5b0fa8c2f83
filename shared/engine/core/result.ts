/** A refusal: a stable machine-readable code and a sentence a player understands. */
export interface RuleError {
  code: string;
  message: string;
}

/** Rules never throw: every step returns either a value or a refusal. */
export type Result<T, E = RuleError> = { ok: true; value: T } | { ok: false; error: E };

export const ok = <T>(value: T): { ok: true; value: T } => ({ ok: true, value });

export const refuse = (code: string, message: string): { ok: false; error: RuleError } => ({
  ok: false,
  error: { code, message },
});
