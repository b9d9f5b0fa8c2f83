import { randomInt, timingSafeEqual } from 'node:crypto';
import { PAIR_CODE_DIGITS, type DeviceRole } from '../../../shared/ipc/sharing';

/** How long a code shown on the desktop works. */
export const CODE_LIFETIME_MS = 5 * 60 * 1000;
/** Wrong codes one address may try before it must wait (issue 39: a wrong code never voids the owner's code). */
export const FREE_WRONG_TRIES = 3;
/** The wait after the first slowed wrong try; each further wrong try doubles it, up to the longest wait. */
export const FIRST_WAIT_MS = 2_000;
export const LONGEST_WAIT_MS = 5 * 60 * 1000;

export type PairingAttempt =
  | { ok: true; role: DeviceRole }
  | { ok: false; reason: 'no_code' | 'wrong' | 'expired' | 'too_many_tries'; message: string; waitMs?: number };

/**
 * The one pairing code of the moment: single use, short-lived, compared in constant time. Wrong codes
 * slow down the address that sends them (a few free, then a wait that doubles each time), so a
 * guesser on the network neither finds the code nor stops the owner's device from pairing with it.
 * At most one code exists; making a new one ends the old.
 */
export class PairingCodes {
  private current: { code: string; role: DeviceRole; expiresAt: number } | null = null;
  /** Per address: wrong codes sent, and until when it must wait. Forgotten when a device pairs, or after the longest wait. */
  private readonly wrongFrom = new Map<string, { count: number; waitUntil: number; last: number }>();

  constructor(
    private readonly now: () => number,
    private readonly digits: () => string = () => String(randomInt(0, 10 ** PAIR_CODE_DIGITS)).padStart(PAIR_CODE_DIGITS, '0'),
  ) {}

  issue(role: DeviceRole): { code: string; role: DeviceRole; expiresAt: number } {
    this.current = { code: this.digits(), role, expiresAt: this.now() + CODE_LIFETIME_MS };
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

  /** A device's try from an address: the right code in time pairs once (the code is used up); a wrong one slows that address down. */
  attempt(typed: string, from = 'unknown'): PairingAttempt {
    const now = this.now();
    for (const [address, wrong] of this.wrongFrom) if (now - wrong.last > LONGEST_WAIT_MS) this.wrongFrom.delete(address);
    const slowed = this.wrongFrom.get(from);
    if (slowed && slowed.waitUntil > now) {
      const seconds = Math.ceil((slowed.waitUntil - now) / 1000);
      return { ok: false, reason: 'too_many_tries', waitMs: slowed.waitUntil - now, message: `Too many wrong codes from this device: wait ${seconds} second${seconds === 1 ? '' : 's'}, then type the code shown on the computer.` };
    }
    const code = this.current;
    if (!code) return { ok: false, reason: 'no_code', message: 'There is no pairing code right now: on the computer, open Settings › Show on a phone or tablet and make a new code.' };
    if (code.expiresAt <= now) {
      this.current = null;
      return { ok: false, reason: 'expired', message: 'That pairing code has expired (codes last 5 minutes): make a new one on the computer.' };
    }
    const given = Buffer.from(typed.trim().padEnd(PAIR_CODE_DIGITS, ' ').slice(0, 64));
    const expected = Buffer.from(code.code.padEnd(given.length, ' '));
    const same = given.length === expected.length && timingSafeEqual(given, expected) && typed.trim().length === code.code.length;
    if (same) {
      this.current = null;
      this.wrongFrom.delete(from);
      return { ok: true, role: code.role };
    }
    const wrong = this.wrongFrom.get(from) ?? { count: 0, waitUntil: 0, last: now };
    wrong.count++;
    wrong.last = now;
    if (wrong.count >= FREE_WRONG_TRIES) wrong.waitUntil = now + Math.min(LONGEST_WAIT_MS, FIRST_WAIT_MS * 2 ** (wrong.count - FREE_WRONG_TRIES));
    this.wrongFrom.set(from, wrong);
    return { ok: false, reason: 'wrong', message: `That code is not the one on the computer's screen: check the ${PAIR_CODE_DIGITS} digits and try again.` };
  }
}
