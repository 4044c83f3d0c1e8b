/**
 * What `init` registers for every ruleset's declared chat and GM actions and its ChatMessage models (card
 * families), for tests that run flows without booting (a boot registers the same definitions again, which is a no-op). The sheet placeholders come first:
 * the declarations name the rulesets' sheet classes.
 */
import "./double/boot-globals";
import { RULESETS } from "../../src/rulesets/registered";
import { registerActions, registerModels } from "../../src/core/ruleset-setup";
import type { DeclaredModel } from "../../src/core/ruleset";

for (const ruleset of RULESETS) registerActions(ruleset);
registerModels(RULESETS.flatMap((r): readonly DeclaredModel[] => r.models).filter((m) => m.metadata.documentName === "ChatMessage"));

export { RULESETS };
