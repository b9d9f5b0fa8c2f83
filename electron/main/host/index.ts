export { createHost, DATABASE_FILE_NAME, type Host, type HostOptions } from './host';
export type { HostEvent, HostListener } from '../core/events';
export type { Dispatch } from '../core/router';
