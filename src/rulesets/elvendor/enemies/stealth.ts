/** STEALTH rolls inside an enemy's detection radius: one D6 per hero, on a card only the GM sees. */
import { postNotice } from "../../../core/notices";
import { percent } from "../../../core/format";
import { isActorType } from "../../../core/data/subtypes";
import { stealthAvoids, stealthChance } from "./rules/stealth";
import { whose } from "../../../core/plural";

/** Ids of the heroes among `inRadius` that stay unnoticed by `enemy` this activation. Companions have no STEALTH. */
export async function rollStealth(enemy: Actor.Implementation, inRadius: readonly Actor.Implementation[]): Promise<Set<string>> {
  const hidden = new Set<string>();
  for (const hero of inRadius) {
    if (!isActorType(hero, ["elvendorHero"])) continue;
    const stealth = hero.system.secondary.stealth;
    const roll = await new Roll("1d6").evaluate();
    const d6 = roll.total ?? 0;
    const avoided = stealthAvoids(d6, stealth);
    if (avoided) hidden.add(hero.id ?? "");
    const text = game.i18n.format(avoided ? "REALMS.Elvendor.Stealth.avoided" : "REALMS.Elvendor.Stealth.noticed",
      { stealth: String(stealth), chance: percent(stealthChance(stealth)), enemyWhose: whose(enemy.name ?? ""), roll: String(d6) });
    await postNotice(hero, text, { gmOnly: true });
  }
  return hidden;
}
