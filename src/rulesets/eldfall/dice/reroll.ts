/**
 * Rerolls after the dice land and before they resolve (rules § REROLL): the roller's owner picks dice and the
 * source that grants them; the pure rules check the choice (each die once, the source's count, failed rolls
 * only where it says so); the Mage's reroll spends an unspent AP. A roll the GM's client makes for a hero (an
 * Activation step's Panicked, Taunt or Charm roll) asks the hero's player: their client shows the choice (the
 * `realms.eldfall.reroll` query) and the GM checks what comes back; with no owner online, or none answering, the
 * GM decides.
 */
import { actorAt, uuidOf } from "../../../core/refs";
import { FormDialog } from "../../../core/apps/form-dialog";
import { SYSTEM_PATH } from "../../../core/templates";
import { actorModel } from "../../../core/data/actor-model";
import type { RealmsActorModel } from "../../../core/data/actor-model";
import { answeringUser } from "../../../core/reaction-window";
import { int, list, object, oneOf, string, uuid } from "../../../core/payload";
import { applyRerolls, readFace, rerollAllowance, rerollProblem, rolledDie, REROLL_SOURCES, type RerollSource, type RolledDie, type RollCheck } from "./rules/roll";
import { EldfallRoll, facesOf } from "./roll-classes";

const TEMPLATE = `${SYSTEM_PATH}/templates/eldfall/dice-reroll.hbs`;

interface Choice { readonly source: RerollSource; readonly chosen: number[] }

/** What the owner is shown: the roller, its dice as they landed (with their class) and the sources on offer. */
export interface RerollQuery {
  readonly actorUuid: string;
  readonly dice: readonly { readonly face: number; readonly cls: string }[];
  readonly sources: readonly RerollSource[];
}

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- augmenting Foundry's CONFIG.Queries namespace
  namespace CONFIG {
    interface Queries {
      "realms.eldfall.reroll": (request: RerollQuery, options?: { timeout?: number }) => Promise<Choice | null>;
    }
  }
}

/** How long the GM waits for a hero's player to choose (then decides), as long as a Reaction's prompt. */
export const REROLL_TIMEOUT_MS = 60_000;
const CLOSE_GRACE_MS = 250;

function rerollDialog(actor: Actor.Implementation, request: RerollQuery, closeAfterMs?: number): Promise<Choice | null> {
  const app = new FormDialog<Choice>({
    title: game.i18n.localize("REALMS.Eldfall.Dice.Reroll.title"), template: TEMPLATE,
    context: {
      prompt: game.i18n.format("REALMS.Eldfall.Dice.Reroll.prompt", { actor: actor.name ?? "", faces: request.dice.map((d) => d.face).join(", ") }),
      sources: request.sources.map((id, i) => ({ id, label: `REALMS.Eldfall.Dice.Reroll.sources.${id}.name`, hint: `REALMS.Eldfall.Dice.Reroll.sources.${id}.hint`, selected: i === 0 })),
      dice: request.dice.map((d, index) => ({ index, face: d.face, cls: d.cls })),
    },
    buttons: [
      { value: "reroll", label: game.i18n.localize("REALMS.Eldfall.Dice.Reroll.reroll"), icon: "fa-solid fa-rotate", default: false },
      { value: "keep", label: game.i18n.localize("REALMS.Eldfall.Dice.Reroll.keep"), icon: "", default: true },
    ],
    read: (form, pressed) => {
      if (pressed !== "reroll") return null;
      const source = form.querySelector<HTMLInputElement>("input[name='source']:checked")?.value as RerollSource | undefined;
      const chosen = [...form.querySelectorAll<HTMLInputElement>("input[name='die']")].filter((c) => c.checked).map((c) => Number(c.value));
      return source && request.sources.includes(source) && chosen.length ? { source, chosen } : null;
    },
  });
  // Closed a little after the GM stops waiting, so the GM's time-out, not this closing, decides.
  const timer = closeAfterMs === undefined ? undefined : setTimeout(() => void app.close(), closeAfterMs + CLOSE_GRACE_MS);
  return app.wait().finally(() => clearTimeout(timer));
}

/** The answer as the GM accepts it: one of the sources offered and dice that exist; anything else keeps the dice. */
function checkedChoice(answer: unknown, request: RerollQuery): Choice | null {
  try {
    return object({ source: oneOf(request.sources), chosen: list(int(0, request.dice.length - 1), request.dice.length) })(answer, "");
  } catch {
    return null;
  }
}

/** The owner's choice: here when this client answers for the roller, else on the player's client who owns it. */
async function chooseRerolls(actor: Actor.Implementation, request: RerollQuery): Promise<Choice | null> {
  const owner = game.user.isGM ? answeringUser(actor) : null;
  if (owner && !owner.isGM && !owner.isSelf) {
    try {
      return checkedChoice(await owner.query("realms.eldfall.reroll", request, { timeout: REROLL_TIMEOUT_MS }), request);
    } catch {
      // Gone or silent: the GM decides, as for a Reaction.
      ui.notifications?.info("REALMS.Reaction.timeout", { localize: true, format: { user: owner.name ?? "" } });
    }
  }
  return rerollDialog(actor, request);
}

const REQUEST = object({ actorUuid: uuid, dice: list(object({ face: int(1, 20), cls: string(16) }), 20), sources: list(oneOf(REROLL_SOURCES), REROLL_SOURCES.length) });

/** `realms.eldfall.reroll` on the owner's client: any client can send it, so only a well-formed request for an actor this user owns is shown. */
async function answerReroll(data: unknown, options?: { timeout?: number }): Promise<Choice | null> {
  let request: RerollQuery;
  try {
    request = REQUEST(data, "");
  } catch {
    return null;
  }
  const actor = actorAt(request.actorUuid);
  if (!actor?.isOwner || !request.dice.length || !request.sources.length) return null;
  return rerollDialog(actor, request, options?.timeout);
}

export function registerRerollQuery(): void {
  CONFIG.queries["realms.eldfall.reroll"] = answerReroll;
}

/** The dice after any reroll the roller's owner chose (unchanged when none is offered, chosen or allowed). */
export async function offerRerolls(actor: Actor.Implementation, faces: readonly number[], check: RollCheck, sources: readonly RerollSource[]): Promise<RolledDie[]> {
  const dice = faces.map(rolledDie);
  const offered = REROLL_SOURCES.filter((s) => sources.includes(s));
  if (!offered.length || !dice.length || !actor.isOwner) return dice;
  const choice = await chooseRerolls(actor, { actorUuid: uuidOf(actor), dice: dice.map((d) => ({ face: d.face, cls: readFace(check, d.face) })), sources: offered });
  if (!choice) return dice;
  const allowance = rerollAllowance(choice.source);
  const problem = rerollProblem(dice, choice.chosen, check, allowance);
  if (problem) {
    ui.notifications?.error("REALMS.Eldfall.Dice.Errors.reroll", { localize: true, format: { reason: game.i18n.localize(`REALMS.Eldfall.Dice.Reroll.problem.${problem}`) } });
    return dice;
  }
  if (allowance.costsAp && !(await actorModel<RealmsActorModel>(actor).spendResource("ap", 1))) {
    ui.notifications?.error("REALMS.Eldfall.Dice.Errors.noAp", { localize: true, format: { actor: actor.name ?? "" } });
    return dice;
  }
  const roll = new EldfallRoll(`${choice.chosen.length}d20`);
  await roll.evaluate();
  return applyRerolls(dice, choice.chosen, facesOf(roll)[0] ?? [], check, allowance);
}
