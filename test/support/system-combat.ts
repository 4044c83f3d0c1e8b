/** Within a describe: combats are the system's RealmsCombat with this ruleset active, as the GM; put back afterwards. */
import { actAs } from "./foundry-double";
import { FakeCombat, FakeCombatant } from "./double/combat";
import { RealmsCombat, RealmsCombatant } from "../../src/core/combat";
import { registerGmQuery } from "../../src/core/gm";

const g = globalThis as unknown as { game: { combat: unknown; settings: { store: Map<string, unknown> } }; CONFIG: { Combat: { documentClass: unknown }; Combatant: { documentClass: unknown } } };

export function useSystemCombat(rulesetId: string): void {
  before(() => {
    registerGmQuery();
    g.CONFIG.Combat.documentClass = RealmsCombat;
    g.CONFIG.Combatant.documentClass = RealmsCombatant;
    g.game.settings.store.set("realms.ruleset", rulesetId);
    actAs({ id: "gm", isGM: true });
  });
  after(() => {
    g.CONFIG.Combat.documentClass = FakeCombat;
    g.CONFIG.Combatant.documentClass = FakeCombatant;
    g.game.settings.store.delete("realms.ruleset");
    g.game.combat = null;
    actAs({ id: "gm", isGM: true });
  });
}
