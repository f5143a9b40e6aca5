// Enter in the code editor: a new line indented as YAML wants it (language/yaml-enter.ts). It takes
// over Monaco's Enter only when no suggestion is focused, so Enter accepts a suggestion the user
// chose (with the arrow keys) and otherwise always starts a new line.
import { enterIndent } from "../language/yaml-enter.js";
import { monaco } from "./monaco.js";

export function installEnter(editor: monaco.editor.IStandaloneCodeEditor): void {
  editor.addCommand(monaco.KeyCode.Enter, () => newLine(editor), "editorTextFocus && !editorReadonly && !suggestWidgetHasFocusedSuggestion");
}

function newLine(editor: monaco.editor.IStandaloneCodeEditor): void {
  const model = editor.getModel();
  const selections = editor.getSelections();
  if (!model || !selections) return;
  const lines = model.getLinesContent();
  const edits = selections.map((sel) => {
    const indent = enterIndent(lines, sel.startLineNumber - 1, sel.startColumn - 1);
    // Spaces right after the cursor would push the moved text off its indentation.
    const after = lines[sel.endLineNumber - 1] ?? "";
    let end = sel.endColumn;
    while (after[end - 1] === " ") end++;
    // A line left with nothing but spaces keeps none.
    const beforeText = (lines[sel.startLineNumber - 1] ?? "").slice(0, sel.startColumn - 1);
    const start = beforeText.trim() === "" ? 1 : sel.startColumn;
    return { range: new monaco.Range(sel.startLineNumber, start, sel.endLineNumber, end), text: `\n${" ".repeat(indent)}`, forceMoveMarkers: true };
  });
  editor.pushUndoStop();
  editor.executeEdits("cardwright-enter", edits, (inverse) => inverse.map((op) => new monaco.Selection(op.range.endLineNumber, op.range.endColumn, op.range.endLineNumber, op.range.endColumn)));
  editor.pushUndoStop();
  editor.revealPosition(editor.getPosition()!);
}
