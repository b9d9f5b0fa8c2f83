import type { SizeClass } from '../model/state';

const sizeOrder: readonly SizeClass[] = ['small', 'medium', 'large', 'huge'];

export function isLargerSizeClass(size: SizeClass, than: SizeClass): boolean {
  return sizeOrder.indexOf(size) > sizeOrder.indexOf(than);
}
