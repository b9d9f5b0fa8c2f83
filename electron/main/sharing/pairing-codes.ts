import { randomInt, timingSafeEqual } from 'node:crypto';
import { PAIR_CODE_DIGITS, type DeviceRole } from '../../../shared/ipc/sharing';

/** How long a code shown on the desktop works. */
export const CODE_LIFETIME_MS = 5 * 60 * 1000;
/** Wrong codes tried against one code before it stops working (a new one must be made). */
export const WRONG_TRIES_PER_CODE = 5;

export type PairingAttempt =
  | { ok: true; role: DeviceRole }
  | { ok: false; reason: 'no_code' | 'wrong' | 'expired' | 'too_many_tries'; message: string };

/**
 * The one pairing code of the moment: single use, short-lived, compared in constant time, and
 * voided after a few wrong tries. At most one code exists; making a new one ends the old.
 */
export class PairingCodes {
  private current: { code: string; role: DeviceRole; expiresAt: number; wrongTries: number } | null = null;

  constructor(
    private readonly now: () => number,
    private readonly digits: () => string = () => String(randomInt(0, 10 ** PAIR_CODE_DIGITS)).padStart(PAIR_CODE_DIGITS, '0'),
  ) {}

  issue(role: DeviceRole): { code: string; role: DeviceRole; expiresAt: number } {
    this.current = { code: this.digits(), role, expiresAt: this.now() + CODE_LIFETIME_MS, wrongTries: 0 };
    return this.shown()!;
  }

  /** The code to show, while it works. */
  shown(): { code: string; role: DeviceRole; expiresAt: number } | null {
    const code = this.current;
    if (!code || code.expiresAt <= this.now()) return null;
    return { code: code.code, role: code.role, expiresAt: code.expiresAt };
  }

  withdraw(): void {
    this.current = null;
  }

  /** A device's try: the right code in time pairs once (the code is used up); a wrong one counts. */
  attempt(typed: string): PairingAttempt {
    const code = this.current;
    if (!code) return { ok: false, reason: 'no_code', message: 'There is no pairing code right now: on the computer, open Settings › Show on a phone or tablet and make a new code.' };
    if (code.expiresAt <= this.now()) {
      this.current = null;
      return { ok: false, reason: 'expired', message: 'That pairing code has expired (codes last 5 minutes): make a new one on the computer.' };
    }
    const given = Buffer.from(typed.trim().padEnd(PAIR_CODE_DIGITS, ' ').slice(0, 64));
    const expected = Buffer.from(code.code.padEnd(given.length, ' '));
    const same = given.length === expected.length && timingSafeEqual(given, expected) && typed.trim().length === code.code.length;
    if (same) {
      this.current = null;
      return { ok: true, role: code.role };
    }
    code.wrongTries++;
    if (code.wrongTries >= WRONG_TRIES_PER_CODE) {
      this.current = null;
      return { ok: false, reason: 'too_many_tries', message: `That was the ${WRONG_TRIES_PER_CODE}th wrong code, so this code no longer works: make a new one on the computer.` };
    }
    return { ok: false, reason: 'wrong', message: `That code is not the one on the computer's screen: check the ${PAIR_CODE_DIGITS} digits and try again.` };
  }
}
