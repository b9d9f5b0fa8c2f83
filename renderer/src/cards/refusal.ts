import type { IpcError } from '../../../shared/ipc/result';

/**
 * The host's reason as a player reads it: a refused request names the method first
 * ("collections.setProductCount: count: must be at most 999"); beside the control that sent it,
 * the method is noise, so it is dropped and the field and reason are kept.
 */
export const reasonOf = (error: IpcError): string => error.message.replace(/^[a-z]+\.[A-Za-z]+: /, '');
