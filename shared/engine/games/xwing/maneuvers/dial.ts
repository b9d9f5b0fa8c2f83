import type { DialManeuver, ManeuverBearing, ManeuverDifficulty } from '../model/state';

/** xwing-data2's bearing letters, in the engine's words. */
const bearingsByLetter: Record<string, ManeuverBearing> = {
  T: 'turnLeft',
  B: 'bankLeft',
  F: 'straight',
  N: 'bankRight',
  Y: 'turnRight',
  K: 'kTurn',
  L: 'segnorLeft',
  P: 'segnorRight',
  E: 'tallonLeft',
  R: 'tallonRight',
  O: 'stop',
  A: 'reverseBankLeft',
  S: 'reverseStraight',
  D: 'reverseBankRight',
};

const difficultiesByLetter: Record<string, ManeuverDifficulty> = { W: 'white', B: 'blue', R: 'red', P: 'purple' };

export const bearingNames: Record<ManeuverBearing, string> = {
  turnLeft: 'left turn',
  bankLeft: 'left bank',
  straight: 'straight',
  bankRight: 'right bank',
  turnRight: 'right turn',
  kTurn: 'Koiogran turn',
  segnorLeft: 'left Segnor’s loop',
  segnorRight: 'right Segnor’s loop',
  tallonLeft: 'left Tallon roll',
  tallonRight: 'right Tallon roll',
  stop: 'stop',
  reverseBankLeft: 'reverse left bank',
  reverseStraight: 'reverse straight',
  reverseBankRight: 'reverse right bank',
};

/** The dial's order on screen: by speed, the basic maneuvers left to right, then the advanced ones. */
export const bearingOrder: readonly ManeuverBearing[] = ['turnLeft', 'bankLeft', 'straight', 'bankRight', 'turnRight', 'stop', 'reverseBankLeft', 'reverseStraight', 'reverseBankRight', 'kTurn', 'segnorLeft', 'segnorRight', 'tallonLeft', 'tallonRight'];

/** A dial code ("2FB") as a maneuver; the schema has checked its letters. */
export function maneuverOfCode(code: string): DialManeuver {
  return {
    speed: Number(code[0]),
    bearing: bearingsByLetter[code[1] ?? 'F'] ?? 'straight',
    difficulty: difficultiesByLetter[code[2] ?? 'W'] ?? 'white',
  };
}

/** The ship's dial, sorted as it reads: slowest first, left to right. */
export function dialOf(codes: readonly string[]): DialManeuver[] {
  return codes.map(maneuverOfCode).sort((a, b) => a.speed - b.speed || bearingOrder.indexOf(a.bearing) - bearingOrder.indexOf(b.bearing));
}

/** "red 3 left turn", in the players' words. */
export function maneuverWords(maneuver: DialManeuver): string {
  return `${maneuver.difficulty} ${maneuver.speed} ${bearingNames[maneuver.bearing]}`;
}

export const sameCourse = (a: { speed: number; bearing: ManeuverBearing }, b: { speed: number; bearing: ManeuverBearing }): boolean => a.speed === b.speed && a.bearing === b.bearing;
