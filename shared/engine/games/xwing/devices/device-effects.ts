import type { AttackFace, DeviceKind, Phase, PlainTokenType } from '../model/state';

// Each device's effect as facts, in our own words, keyed by the card data's id (xws) of the upgrade
// that places it. One rule (devices.ts) reads them. A device not listed here gets the generic effect
// of its kind: it lies on the table, and the players apply its card by hand when it acts.

/** What one rolled result, or the detonation itself, does to a ship. */
export type DeviceOutcome = 'hit' | 'crit' | 'loseShield' | 'facedownCard' | { token: PlainTokenType };

export interface DeviceEffect {
  kind: DeviceKind;
  /**
   * When it acts: a bomb at the end of the Activation Phase (RRG · Bomb); a mine when a ship moves
   * through or overlaps it (RRG · Mine), as the players tell; a remote or obstacle stays until removed.
   */
  moment: 'endOfActivation' | 'overlap' | 'none';
  /** The range of the detonation, for the players to measure (null: only the ship that set it off). */
  range: [number, number] | null;
  /** What happens to each ship it reaches, before any dice. */
  outcomes: DeviceOutcome[];
  /** Attack dice each ship it reaches rolls, and what each result does. */
  dice: number;
  perFace: Partial<Record<AttackFace, DeviceOutcome[]>>;
  /** A fuse marker: it does not detonate in the round it was placed (the marker comes off in the End Phase). */
  fuse: boolean;
  /** Charges a reload of this card recovers beyond the one. */
  reloadExtra: number;
  /** Up to this many may be placed at once (each spends a charge). */
  maxAtOnce: number;
  /** The phase its card places it in (System Phase for most), or null when the data does not say. */
  phase: Phase | null;
  /** Our one line for the table. */
  summary: string;
}

const base = { outcomes: [], dice: 0, perFace: {}, fuse: false, reloadExtra: 0, maxAtOnce: 1, phase: 'system' } satisfies Partial<DeviceEffect>;
const bomb = (rest: Partial<DeviceEffect> & { summary: string }): DeviceEffect => ({ ...base, kind: 'bomb', moment: 'endOfActivation', range: [0, 1], ...rest });
const mine = (rest: Partial<DeviceEffect> & { summary: string }): DeviceEffect => ({ ...base, kind: 'mine', moment: 'overlap', range: null, ...rest });
const stays = (kind: DeviceKind, summary: string, phase: Phase | null = 'system'): DeviceEffect => ({ ...base, kind, moment: 'none', range: null, summary, phase });
const hitOnHitOrCrit = { hit: ['hit'], crit: ['hit'] } satisfies DeviceEffect['perFace'];
const remote = 'A remote: it stays in the play area until removed; its own abilities are the table’s to apply.';

export const deviceEffects: Record<string, DeviceEffect> = {
  bombletgenerator: bomb({ dice: 2, perFace: hitOnHitOrCrit, summary: 'Range 0–1: each ship rolls 2 attack dice, 1 hit damage per hit or crit.' }),
  blazerbomb: bomb({ dice: 1, perFace: hitOnHitOrCrit, summary: 'Range 0–1: each ship rolls 1 attack die, 1 hit damage per hit or crit; then a blaze is placed.' }),
  protonbombs: bomb({ outcomes: ['crit'], summary: 'Range 0–1: each ship suffers 1 crit damage.' }),
  seismiccharges: bomb({ outcomes: ['hit'], summary: 'Range 0–1 of an obstacle at range 0–1 of it: each ship suffers 1 hit damage; the obstacle is removed.' }),
  ionbombs: bomb({ outcomes: [{ token: 'ion' }, { token: 'ion' }, { token: 'ion' }], summary: 'Range 0–1: each ship gains 3 ion tokens.' }),
  electroprotonbomb: bomb({
    range: [0, 2],
    fuse: true,
    dice: 4,
    perFace: { blank: ['loseShield'], focus: [{ token: 'ion' }], hit: [{ token: 'ion' }], crit: [{ token: 'disarm' }] },
    summary: 'Fused a round. Range 0–2: each ship rolls 4 dice: a shield lost per blank, an ion token per focus or hit, a disarm token per crit.',
  }),
  concussionbombs: bomb({ outcomes: ['facedownCard'], summary: 'Range 0–1: each ship is dealt 1 facedown damage card, then exposes 1 card or gains 1 strain token.' }),
  thermaldetonators: bomb({
    dice: 1,
    perFace: { focus: [{ token: 'strain' }], hit: ['hit'], crit: ['crit'] },
    reloadExtra: 1,
    maxAtOnce: 2,
    summary: 'Range 0–1: each ship rolls 1 attack die: a strain token on focus, hit damage on hit, crit damage on crit.',
  }),
  connernets: mine({ outcomes: ['hit', { token: 'ion' }, { token: 'ion' }, { token: 'ion' }], summary: 'The ship that overlaps it suffers 1 hit damage and gains 3 ion tokens.' }),
  proximitymines: mine({ outcomes: ['hit'], dice: 2, perFace: { hit: ['hit'], crit: ['crit'] }, summary: 'The ship that overlaps it rolls 2 attack dice: 1 hit damage, plus a hit or crit for each matching result.' }),
  clustermines: mine({ dice: 2, perFace: { hit: ['hit'], crit: ['crit'] }, summary: 'A set of three; the ship that overlaps one rolls 2 attack dice: a hit or crit for each matching result.' }),
  drk1probedroids: stays('remote', remote, 'end'),
  discordmissiles: stays('remote', remote, 'engagement'),
  clanwrencommandos: stays('remote', remote),
  imperialsupercommandos: stays('remote', remote),
  mandaloriansupercommandos: stays('remote', remote),
  niteowlcommandos: stays('remote', remote),
  deathwatchcommandos: stays('remote', remote),
  sensorbuoysuite: stays('remote', 'Sensor buoys: placed before the forces, they stay until removed.', 'planning'),
  riggedcargochute: stays('obstacle', 'Loose cargo (dropped by an action): a debris cloud that stays in the play area.', null),
};

/** The effect of a device the table has no facts for: its kind's moment, its card applied by hand. */
export function genericDeviceEffect(kind: DeviceKind): DeviceEffect {
  const byHand = 'Apply its card’s effect by hand to the ships it reaches.';
  if (kind === 'bomb') return bomb({ phase: null, summary: `A bomb: it detonates at the end of the Activation Phase. ${byHand}` });
  if (kind === 'mine') return mine({ phase: null, summary: `A mine: it detonates when a ship overlaps it. ${byHand}` });
  return stays(kind, 'It stays in the play area until removed.', null);
}

export function deviceEffectOf(key: string, kind: DeviceKind): DeviceEffect {
  return deviceEffects[key] ?? genericDeviceEffect(kind);
}
