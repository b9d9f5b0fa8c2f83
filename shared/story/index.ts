export { storyOfLog, type GameStory, type StoryAttack, type StoryPlayer, type StoryRound, type StoryUnitFigures } from './story';
export { gameAttacks, commandsInEffect, type AttackLuck, type GameAttacks, type StoryUnit } from './attacks';
export { percentileOf, rankVariance, luckOver, erfc, type LuckFigure } from './luck';
export { attackLuckPhrase, playerLuckWords } from './words';
export { storyHtml, storyCardSvg, roundChartSvg, luckMeterSvg, unitPictureSvg, playerLine, escapeXml, filePalette, themePalette, paletteFor, type Palette } from './picture';
