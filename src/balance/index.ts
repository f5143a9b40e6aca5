// The balance lab: two content setups compared on the same seeds by the same bots.
export { runBalance, type BalanceOutcome, type BalanceSpec } from "./run.js";
export { compareSetups, reportMeta, singleSetup, type BalanceReport, type CardComparison, type CardStats } from "./report.js";
export { balanceBody, balanceHtml, REPORT_CSS } from "./html.js";
export { balanceSummary } from "./terminal.js";
export { balanceTitle, describeSetup, parseSetup, SetupSpecError } from "./setup-spec.js";
