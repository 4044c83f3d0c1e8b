/**
 * What `init` registers for every ruleset's declared chat and GM actions, for tests that run flows without
 * booting (a boot registers the same definitions again, which is a no-op). The sheet placeholders come first:
 * the declarations name the rulesets' sheet classes.
 */
import "./double/boot-globals";
import { RULESETS } from "../../src/rulesets/registered";
import { registerActions } from "../../src/core/ruleset-setup";

for (const ruleset of RULESETS) registerActions(ruleset);

export { RULESETS };
