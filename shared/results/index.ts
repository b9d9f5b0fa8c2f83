export type { GameResult, ReadResult, ResultEnd, ResultGame, ResultList, ResultPlayer } from './game-result';
export { endWords, gameWords } from './game-result';
export { xwingResultOf, xwsIdOfName, type XwsNames } from './xwing-result';
export { armadaResultOf } from './armada-result';
export { toListFortress, fromListFortress, LIST_FORTRESS_FORMAT, type ListFortressFile } from './list-fortress';
export { toArmadaResultJson, fromArmadaResultJson, ARMADA_RESULT_FORMAT, type ArmadaResultFile } from './armada-result-json';
export { readResultFile, RESULT_FILE_MAX_CHARS } from './read-result-file';
export { resultFileOf, resultOf } from './result-of';
