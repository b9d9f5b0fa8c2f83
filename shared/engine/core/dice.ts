import { randomInt, type RandomState } from './random';

/** A die is the list of its printed faces; a face printed twice is listed twice, so rolls keep the odds. */
export type DieFaces<Face extends string> = readonly Face[];

export function rollDie<Face extends string>(random: RandomState, faces: DieFaces<Face>): [Face, RandomState] {
  const [index, next] = randomInt(random, faces.length);
  return [faces[index] as Face, next];
}

/** The distinct faces of a die, in printed order. */
export function distinctFaces<Face extends string>(faces: DieFaces<Face>): Face[] {
  return faces.filter((face, i) => faces.indexOf(face) === i);
}
