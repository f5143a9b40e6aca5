// A game's own JSON Schema that does not compile, in the editor: the Problems panel says it as the
// command line does (the keyword to blame, its line and column in the schema file, the keyword
// meant), and no warning about the schema's translations.
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { expect, ready, test } from "./fixtures.js";

test("a misspelt keyword in 13 Days' rules schema: one CW205 at the keyword, with `minimum` meant, and no CW604", async ({ page, site, cardsDir }) => {
  const file = join(cardsDir, "thirteen-days/schemas/rules.schema.json");
  const text = readFileSync(file, "utf8");
  const broken = text.replace(`"letter_bonus": { "type": "integer", "minimum": 0,`, `"letter_bonus": { "type": "integer", "minimun": 0,`);
  expect(broken).not.toBe(text);
  writeFileSync(file, broken);
  await page.goto(site.url);
  await ready(page, "ok");
  // (The game is picked in the New test game dialog, which opens it; it cannot start with an error: the dialog is closed.)
  await page.locator("[data-new-game]").click();
  await page.locator("cw-new-game [data-game]").selectOption("cards/thirteen-days");
  await ready(page, "errors");
  await page.keyboard.press("Escape");
  const problems = page.locator("cw-problems");
  const item = problems.locator(".item[data-code=CW205]");
  await expect(item).toHaveCount(1);
  await expect(item).toContainText("not a usable JSON Schema: `minimun` is not a JSON Schema keyword");
  await expect(item).toContainText("did you mean `minimum`?");
  await expect(item).toContainText("13:42");
  await expect(problems.locator(".item[data-code=CW604]")).toHaveCount(0);
});
