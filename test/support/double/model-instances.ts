/**
 * `document.system` as v13 prepares it (common/abstract/data.d.mts DataModel, common/abstract/type-data.d.mts):
 * an instance of the registered TypeDataModel, its fields the document's prepared system data, its `parent`
 * the document, so a model's methods (`actor.system.applyDamage(...)`) run on the double as in Foundry.
 * Chosen where the declarations are silent: the fields are own enumerable properties (a test that compares
 * `system` with plain data still sees only the data), `parent` and Realms' `derived` are not enumerable. As v13's
 * Document#prepareData does, the model's `prepareBaseData` and `prepareDerivedData` run once the fields are in
 * place, so derived values (a bar's maximum) exist on the double as in Foundry.
 */
import type { Obj } from "./base";

type ModelClass = abstract new (...args: never[]) => object;

export function systemInstance(model: ModelClass | undefined, data: Obj, parent: object): Obj {
  if (typeof model !== "function") return data;
  const instance = Object.create(model.prototype) as Obj;
  Object.assign(instance, data);
  Object.defineProperty(instance, "parent", { value: parent, writable: true, enumerable: false, configurable: true });
  Object.defineProperty(instance, "derived", { value: {}, writable: true, enumerable: false, configurable: true });
  const prepared = instance as { prepareBaseData?: () => void; prepareDerivedData?: () => void };
  prepared.prepareBaseData?.();
  prepared.prepareDerivedData?.();
  return instance;
}
