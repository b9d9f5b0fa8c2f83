export { storyOfLog, storyOfAttacks, attacksOfLog, type GameStory, type StoryAttack, type StoryPlayer, type StoryRound, type StoryUnitFigures } from './story';
export { gameAttacks, commandsInEffect, type AttackLuck, type DiceRoll, type GameAttacks, type OutsideDamage, type StoryUnit } from './attacks';
export { percentileOf, rankVariance, luckOver, luckOfSums, luckSums, erfc, cappedAt, tailsOf, type LuckFigure, type LuckSums, type RankedRoll } from './luck';
export { attackLuckPhrase, playerLuckWords, rollPhrase } from './words';
export { storyHtml, storyCardSvg, roundChartSvg, luckMeterSvg, unitPictureSvg, playerLine, escapeXml, filePalette, themePalette, paletteFor, type Palette } from './picture';
export { gameDigest, playedList, GAME_DIGEST_VERSION, type GameDigest, type DigestSide, type DigestUnit, type PlayedList } from './game-digest';
export { acrossGames, type AcrossGames, type AcrossGamesFilter, type DigestedGame, type ListRecord, type UnitRecord, type PlayerLuck, type LuckPoint } from './across-games';
