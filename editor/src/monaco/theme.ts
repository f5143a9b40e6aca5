// Editor colours: a light theme matching the app, with the effect language in its own palette
// (calls in teal, names in ink, keywords in plum) so code inside YAML reads as code.
import type * as monaco from "monaco-editor/esm/vs/editor/editor.api.js";

export const THEME: monaco.editor.IStandaloneThemeData = {
  base: "vs",
  inherit: true,
  rules: [
    { token: "key.yaml", foreground: "1f5f8b" },
    { token: "delimiter.colon.yaml", foreground: "8a8f98" },
    { token: "delimiter.dash.yaml", foreground: "8a8f98" },
    { token: "delimiter.bracket.yaml", foreground: "8a8f98" },
    { token: "string.yaml", foreground: "8a5a14" },
    { token: "string.plain.yaml", foreground: "2c3440" },
    { token: "string.text.yaml", foreground: "55606e", fontStyle: "italic" },
    { token: "number.yaml", foreground: "a3418a" },
    { token: "keyword.yaml", foreground: "a3418a" },
    { token: "operator.block.yaml", foreground: "b8432f", fontStyle: "bold" },
    { token: "comment.yaml", foreground: "8c959f", fontStyle: "italic" },
    { token: "tag.yaml", foreground: "6f42c1" },
    { token: "keyword.effect", foreground: "7c3aad", fontStyle: "bold" },
    { token: "keyword.operator.effect", foreground: "7c3aad" },
    { token: "function.effect", foreground: "0b7a75", fontStyle: "bold" },
    { token: "function.unknown.effect", foreground: "b42318", fontStyle: "underline" },
    { token: "argname.effect", foreground: "9a6700" },
    { token: "constant.effect", foreground: "b8432f" },
    { token: "constant.literal.effect", foreground: "a3418a" },
    { token: "variable.it.effect", foreground: "b8432f", fontStyle: "italic" },
    { token: "identifier.effect", foreground: "1b2430" },
    { token: "number.effect", foreground: "a3418a" },
    { token: "string.effect", foreground: "8a5a14" },
    { token: "comment.effect", foreground: "8c959f", fontStyle: "italic" },
    { token: "operator.effect", foreground: "5b6470" },
    { token: "delimiter.bracket.effect", foreground: "5b6470" },
  ],
  colors: {
    "editor.background": "#fdfcfa",
    "editorLineNumber.foreground": "#b3b8bf",
    "editorLineNumber.activeForeground": "#4b5563",
    "editor.lineHighlightBackground": "#f4f1ea",
    "editorGutter.background": "#fdfcfa",
    "editorIndentGuide.background1": "#ece8df",
  },
};
