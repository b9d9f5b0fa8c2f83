export * from './contract';
export * from './game-systems';
export * from './games';
export * from './result';
export * from './wire';
