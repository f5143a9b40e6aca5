// A scenario test's failure as the editor shows it while the test file is edited: a warning of
// that file, said as a failure of the test ("test fails: …"), in the page's language too (the
// failure's own message is a part of it).
import { messagePartOf, type Diagnostic } from "../../../src/diagnostics/diagnostic.js";

export function testFailureShown(f: Diagnostic, file: string): Diagnostic {
  return { ...f, severity: "warning", file, message: `test fails: ${f.message}`, key: "diag.test.fails", args: { detail: f.message }, parts: { detail: messagePartOf(f) } };
}
