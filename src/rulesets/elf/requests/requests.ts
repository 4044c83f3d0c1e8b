/**
 * The GM asks for checks: a difficulty request (open or secret) for chosen characters, and an NPC's attack
 * that the target's player defends against. A secret DF is kept in the GM's browser only; the GM's client
 * fills in the outcome of each roll made against it.
 */
import { actorAt } from "../../../core/refs";
import { clickIntent } from "../../../core/roll-dialog";
import { FormDialog } from "../../../core/apps/form-dialog";
import { SYSTEM_PATH } from "../../../core/templates";
import { gmAction, missing, refuse, Refusal, requireMayModify, runAsGM, userMayModify } from "../../../core/gm";
import { id, object, uuid } from "../../../core/payload";
import { cardOf, postCard, updateCard } from "../../../core/chat/cards";
import { isCardMessage } from "../../../core/chat/card-type";
import type { AttackInfo, RequestCard, TaskCard } from "../task/cards";
import { TASK_CARD } from "../task/kinds";
import { REQUEST_CARD } from "./kinds";
import { parseDifficulty, resolveTask, ROLL_MODES, type RollMode } from "../task/rules/task";
import { reachDisadvantage, usableAt } from "../combat/rules/range";
import { elfOptions, rememberSecretDifficulty, secretDifficulty, secretKeeper } from "../settings";
import { isActiveGmClient, madeHere } from "../../../core/reacting-client";
import { attackInfoOfNpc, bandBetween, combatOf, combatantOf, defendingReach, isPc, npcDifficulty, npcSystem, ref, structureOf } from "../actors/state";
import { rollTask } from "../task/task";
import { refuseHelpless } from "../task/acting";
import { loseLongActionIfHit } from "../task/long-action";

export interface ElfRequest extends RequestCard {
  readonly purpose: "task" | "defence";
  /** The attacking NPC's attack, for defence requests. */
  readonly incoming: AttackInfo | null;
}

/** The request of a card that still takes rolls (new cards only: an old one is history). */
const openRequest = (message: ChatMessage.Implementation) => (isCardMessage(message) ? cardOf<ElfRequest>(message) : undefined);

/** GM tool: set a DF (typed, validated), secret or open, and ask the selected (or all player) characters to roll. */
export async function requestCheck(): Promise<void> {
  if (!game.user.isGM) return void ui.notifications?.warn("REALMS.Elf.Errors.GMOnly", { localize: true });
  const selected = (canvas?.tokens?.controlled ?? []).map((t) => t.actor).filter(isPc) as Actor.Implementation[];
  const actors = selected.length ? selected : (game.actors.filter((a) => isPc(a as Actor.Implementation) && a.hasPlayerOwner) as Actor.Implementation[]);
  const data = await FormDialog.ask({
    title: game.i18n.localize("REALMS.Elf.Request.title"), template: `${SYSTEM_PATH}/templates/elf/dialogs/request-check.hbs`,
    context: {
      secret: elfOptions().secretByDefault,
      modes: ROLL_MODES.map((m) => ({ id: m, label: `REALMS.Elf.Mode.${m}`, selected: m === "normal" })),
      who: game.i18n.format("REALMS.Elf.Request.who", { names: actors.map((a) => a.name ?? "").join(", ") || "—" }),
    },
    buttons: [{ value: "send", label: game.i18n.localize("REALMS.Elf.Request.send"), icon: "fa-solid fa-paper-plane", default: true }],
    read: (form) => ({
      label: form.querySelector<HTMLInputElement>("input[name='label']")?.value ?? "",
      difficulty: form.querySelector<HTMLInputElement>("input[name='difficulty']")?.value ?? "",
      secret: !!form.querySelector<HTMLInputElement>("input[name='secret']")?.checked,
      mode: form.querySelector<HTMLInputElement>("input[name='mode']:checked")?.value ?? "normal",
    }),
  });
  if (!data || typeof data !== "object") return;
  const input = data as { label: string; difficulty: string; secret: boolean; mode: string };
  const difficulty = parseDifficulty(input.difficulty);
  if (difficulty === null) return void ui.notifications?.error("REALMS.Elf.Errors.Difficulty", { localize: true, format: { value: input.difficulty } });
  if (!actors.length) return void ui.notifications?.warn("REALMS.Elf.Errors.NoCharacters", { localize: true });
  const requestId = foundry.utils.randomID();
  if (input.secret) await rememberSecretDifficulty(requestId, difficulty);
  const card: ElfRequest = {
    requestId, purpose: "task", label: input.label.trim() || game.i18n.localize("REALMS.Elf.Request.defaultLabel"),
    difficulty: input.secret ? null : difficulty, secret: input.secret,
    mode: (ROLL_MODES as readonly string[]).includes(input.mode) ? (input.mode as RollMode) : "normal",
    actors: actors.map(ref), source: null, incoming: null, rolled: [],
  };
  await postCard(REQUEST_CARD.id, card);
}

/** An NPC attacks a PC: the player defends against the NPC's Difficulty Level. */
export async function npcAttack(npc: Actor.Implementation, target: Actor.Implementation | null): Promise<void> {
  if (!game.user.isGM) return void ui.notifications?.warn("REALMS.Elf.Errors.GMOnly", { localize: true });
  if (!target || !isPc(target)) return void ui.notifications?.error("REALMS.Elf.Errors.TargetPc", { localize: true });
  if (refuseHelpless(npc)) return;
  // The NPC's weapon must reach the current band.
  const combat = combatOf(npc);
  const band = bandBetween(combat, combatantOf(combat, npc), combatantOf(combat, target));
  const a = npcSystem(npc).attack;
  const incoming = attackInfoOfNpc(npc);
  if (a.damageKind === "stun" && !incoming.stunCapable) {
    return void ui.notifications?.error("REALMS.Elf.Errors.NoStun", { localize: true, format: { weapon: incoming.weapon } });
  }
  const use = usableAt(a.ranged ? { kind: "ranged", maxRange: a.maxRange } : { kind: "melee", reach: a.reach }, band, { veryLongAtDisadvantage: elfOptions().veryLongAtDisadvantage });
  if (!use.usable) {
    return void ui.notifications?.error(use.reason === "tooClose" ? "REALMS.Elf.Errors.TooClose" : "REALMS.Elf.Errors.TooFar",
      { localize: true, format: { weapon: a.name || (npc.name ?? ""), band: game.i18n.localize(`REALMS.Elf.Band.${band}`) } });
  }
  // The NPC's reach disadvantage becomes the defender's Advantage (only players roll); a marksman shot, their Disadvantage.
  const npcReach = a.reach;
  const mode: RollMode = use.disadvantage ? "advantage" : !a.ranged && reachDisadvantage(npcReach, defendingReach(target)) ? "advantage" : "normal";
  const card: ElfRequest = {
    requestId: foundry.utils.randomID(), purpose: "defence",
    label: game.i18n.format("REALMS.Elf.Request.defendAgainst", { npc: npc.name ?? "", attack: npcSystem(npc).attack.name || "" }),
    difficulty: npcDifficulty(npc), secret: false, mode, actors: [ref(target)], source: ref(npc), incoming, rolled: [],
  };
  await postCard(REQUEST_CARD.id, card);
}

/** A requested character's owner clicks Roll on the request card. */
export async function rollFromRequest(message: ChatMessage.Implementation, actorUuid: string, event?: MouseEvent): Promise<void> {
  const request = openRequest(message);
  const actor = actorAt(actorUuid);
  if (!request || !actor || !request.actors.some((a) => a.uuid === actorUuid)) return;
  if (!userMayModify(game.user, actor)) return refuse(actor);
  if (request.rolled.includes(actorUuid)) return void ui.notifications?.warn("REALMS.Elf.Errors.AlreadyRolled", { localize: true });
  const combat = combatOf(actor);
  const rolled = await rollTask({
    actor, purpose: request.purpose, label: request.label, target: request.source, difficulty: request.secret ? null : request.difficulty,
    secret: request.secret, requestId: request.requestId, sourceMessage: message.id, mode: request.mode,
    modeReasons: request.purpose === "defence" && request.mode === "advantage" ? ["REALMS.Elf.Reason.attackerReach"] : [],
    structure: structureOf(combat), incoming: request.incoming, intent: clickIntent(event),
  });
  if (rolled) await runAsGM(gmRequestRolled, { messageId: message.id, actorUuid });
}

/** A player's roll from a request card is recorded on the GM's card, for the actor the player may change. */
export const gmRequestRolled = gmAction("elf", "requestRolled", object({ messageId: id, actorUuid: uuid }), async (data, user) => {
  requireMayModify(user, actorAt(data.actorUuid));
  await recordRolled(data.messageId, data.actorUuid);
});

/** GM client: record who rolled (players cannot edit the GM's message); a request it cannot record is refused, saying why. */
export async function recordRolled(messageId: string, actorUuid: string): Promise<void> {
  const message = game.messages.get(messageId) as ChatMessage.Implementation | undefined;
  const request = message && isCardMessage(message) && message.system.kind === REQUEST_CARD.id ? openRequest(message) : undefined;
  if (!message || !request) throw missing("card");
  if (!request.actors.some((a) => a.uuid === actorUuid)) throw new Refusal("REALMS.Elf.Errors.NotRequested", { name: actorAt(actorUuid)?.name ?? "?" });
  if (request.rolled.includes(actorUuid)) throw new Refusal("REALMS.Elf.Errors.AlreadyRolled");
  await updateCard(message, "realms.elf.requestRoll", { rolled: [...request.rolled, actorUuid] });
}

/**
 * The one client that fills in outcomes against a secret DF: the GM who set it, whose browser holds the number
 * (the active GM may not); an entry from before the keeper was recorded: the active GM. Every connected client
 * sees the roll arrive, so with two GMs online — or two users in one browser, which share its store — it is
 * still filled in once.
 */
function resolvesHere(requestId: string): boolean {
  const keeper = secretKeeper(requestId);
  return keeper ? madeHere(keeper) : isActiveGmClient();
}

/** The keeping GM's client: a roll against a secret DF arrived; fill in its outcome (the number stays here). */
export async function resolveSecret(message: ChatMessage.Implementation): Promise<void> {
  const card = isCardMessage(message) && message.system.kind === TASK_CARD.id ? cardOf<TaskCard>(message) : undefined;
  if (!card || card.outcome !== "pending" || !card.requestId) return;
  const difficulty = secretDifficulty(card.requestId);
  // Not here (another GM's browser holds it: the card offers manual buttons), or another client fills it in.
  if (difficulty === null || !resolvesHere(card.requestId)) return;
  const r = resolveTask(card.natural, card.modifier, difficulty);
  await updateCard(message, "realms.elf.resolve", { outcome: r.outcome });
  await loseLongActionIfHit({ ...card, outcome: r.outcome });
}

/** The GM settles a pending card by hand (the secret DF lives in another browser). */
export async function resolveManually(message: ChatMessage.Implementation, outcome: TaskCard["outcome"]): Promise<void> {
  if (!game.user.isGM) return;
  await updateCard(message, "realms.elf.resolve", { outcome });
  const card = cardOf<TaskCard>(message);
  if (card) await loseLongActionIfHit({ ...card, outcome });
}
