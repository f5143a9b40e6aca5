// Bots: a game-neutral interface (bot.ts), the bots of the strength ladder, and their names.
export { botInput, type Bot, type BotDecision, type BotFactory, type BotInput } from "./bot.js";
export { determinize, hiddenPlaces, hiddenPools, redeal } from "./determinize.js";
export { dangerOf, evaluate, inDanger, lostFor, WIN } from "./lookahead.js";
export { Random, mixSeed } from "./random.js";
export { BOT_NAMES, botFactory, BotSpecError } from "./specs.js";
export { randomBot } from "./random-bot.js";
export { carefulBot } from "./careful.js";
export { greedyBot, GREEDY_DEFAULTS } from "./greedy.js";
export { searchBot, SEARCH_DEFAULTS } from "./search.js";
