// The balance lab: two content setups compared on the same seeds by the same bots.
export { runBalance, type BalanceOutcome, type BalanceSpec } from "./run.js";
export { compareSetups, type BalanceReport, type CardComparison, type CardStats } from "./report.js";
export { balanceHtml } from "./html.js";
export { balanceSummary } from "./terminal.js";
export { describeSetup, parseSetup, SetupSpecError } from "./setup-spec.js";
