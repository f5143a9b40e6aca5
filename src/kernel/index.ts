// The kernel's one public face: the CLI, the editor, the tests and the bots use the kernel
// through this module only. The kernel knows no game: a game is content, compiled by
// src/content into a Game and played here.
export type { Game, GameBots, Runtime } from "./game.js";
export { Log } from "./log.js";
export type { ActiveEffect, Decision, ForcedPick, Frame, GameResult, LogEntry, Move, SpecialState, State } from "./state.js";
export type { Value, RecordValue, RuntimeMessage } from "./values.js";
export type { CodePlace, CodeWhere } from "./code-place.js";
export type { Declarations, HookDef } from "./model.js";
export type { BotsDeclarations, BotsPlays, CodeDeclarations, RoutineDecl } from "./compile.js";
export { compileGame } from "./compile.js";
// Where a card is, and a card moved as `move_card` moves it (for code that edits states in place).
export { locate, moveCard, takeOut } from "./builtins/cards.js";
export { END_REASON } from "./builtins/game-flow.js";
export { apply, applyInPlace, askAgain, blankState, copyState, enter, evalFor, evalInvariant, functionValue, IllegalMoveError, illegalMove, illegalReason, newGame, newGameFromStart, pendingDecisions, resume, rigDice, rigPicks, type NewGameOptions } from "./play.js";
export { sameReads, type StateReads } from "./state-reads.js";
export { gameFromPosition, PositionError, positionProblems, type Position, type PositionProblem } from "./position.js";
export { piecesAt, piecesIndex, pileCards, readByName, stateFieldName, trackIndex, trackValue, variableValue, type Readout } from "./access.js";
export { KernelError } from "./machine.js";
export { UnscriptedRollError } from "./rng.js";
export { chachaWord } from "./keyed-random.js";
export { EffectRuntimeError, runtimeMessageOf, truthy } from "./values.js";
export { KERNEL_BUILTINS, kernelCallable } from "./builtins/index.js";
export { view, canRead, type View, type PileView, type DecisionView } from "./view.js";
export { startSnapshot } from "./start-snapshot.js";
export { oldPredicateNumbers, readyUnit } from "./lazy-code.js";
export { replay, SAVE_FORMAT, SAVE_VERSION, sessionStep, startSession, type SavedGame, type Step } from "./session.js";
export { profileReport, setProfiling, type UnitTiming } from "./profile.js";
export { querySearches, setQueryTier } from "./query.js";
