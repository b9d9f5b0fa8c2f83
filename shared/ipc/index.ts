export * from './contract';
export * from './game-log';
export * from './game-systems';
export * from './game-view';
export * from './games';
export * from './result';
export * from './wire';
export * from './sharing';
