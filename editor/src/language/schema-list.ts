// The content schemas, given to monaco-yaml for completion and hover. The same files the loader
// validates with, so the editor's help and the checker never disagree.
import cards from "../../../schemas/cards.schema.json" with { type: "json" };
import game from "../../../schemas/game.schema.json" with { type: "json" };
import locale from "../../../schemas/locale.schema.json" with { type: "json" };
import map from "../../../schemas/map.schema.json" with { type: "json" };
import overlay from "../../../schemas/overlay.schema.json" with { type: "json" };
import rules from "../../../schemas/rules.schema.json" with { type: "json" };
import scenario from "../../../schemas/scenario.schema.json" with { type: "json" };
import test from "../../../schemas/test.schema.json" with { type: "json" };

export const SCHEMAS = { game, map, rules, cards, scenario, overlay, test, locale } as const;
export type SchemaKind = keyof typeof SCHEMAS;
