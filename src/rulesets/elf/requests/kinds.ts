/** The GM's check request card's family and kind. */
import { ownersOnly } from "../../../core/chat/card-kinds";
import { boolField, choiceField, defineCardFamily, intField, refField, textField } from "../../../core/chat/card-family";
import { TEXT_LIMITS } from "../../../core/schema/spec";
import { attackInfoField, elfTemplate } from "../task/kinds";
import { requestCardContext } from "../task/cards";
import { ROLL_MODES } from "../task/rules/task";
import type { ElfRequest } from "./requests";

/** The request family: every field of ElfRequest (a task request, or a defence against an NPC's attack it names). */
export const REQUEST_FAMILY = defineCardFamily<ElfRequest>({
  type: "elfRequest", version: 1,
  schema: (f) => ({
    requestId: textField(f, TEXT_LIMITS.name),
    purpose: choiceField(f, ["task", "defence"]),
    label: textField(f, TEXT_LIMITS.text),
    difficulty: intField(f, { nullable: true }),
    secret: boolField(f),
    mode: choiceField(f, ROLL_MODES),
    actors: new f.ArrayField(refField(f), { required: true, initial: [] }),
    source: refField(f, { nullable: true }),
    incoming: attackInfoField(f),
    rolled: new f.ArrayField(textField(f, TEXT_LIMITS.name), { required: true, initial: [] }),
  }),
});

export const REQUEST_CARD = REQUEST_FAMILY.kind({
  id: "realms.elf.request", legacy: { flag: "request" },
  parts: [{ template: elfTemplate("request"), context: requestCardContext, actions: { "realms.elf.requestRoll": { fields: ownersOnly("rolled") } } }],
});
