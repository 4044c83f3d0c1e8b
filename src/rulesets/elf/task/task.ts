/** Task checks: the roll dialog with exact odds, real dice, and the card with the outcome (or pending for a secret DF). */
import { rollDialog, type ClickIntent } from "../../../core/roll-dialog";
import { sealCard } from "../../../core/card-seals";
import { taskDialogInput, taskDialogOdds } from "./rules/task-odds";
import type { AttackInfo, ModifierLine, Purpose, Ref, TaskCard } from "./cards";
import type { Stance, Structure } from "../combat/rules/structures";
import { combineModes, parseDifficulty, ROLL_MODES, taskFormula, type RollMode } from "./rules/task";
import { ElfTaskRoll } from "./kinds";
import { diceOf } from "./task-facts";
import { TASK_CARD } from "./kinds";
import { dialogModifiers, HIT_PURPOSES, SITUATIONAL, taskOutcome } from "./task-facts";
import { ref } from "../actors/state";
import { postRollCard } from "../../../core/chat/cards";
import { recordAction, refuseHelpless } from "./acting";
import { loseLongActionIfHit } from "./long-action";

export interface TaskRequest {
  readonly actor: Actor.Implementation;
  readonly purpose: Purpose;
  readonly label: string;
  readonly target?: Ref | null;
  /** Known difficulty; null with `secret` (the GM resolves), otherwise null lets the roller type it. */
  readonly difficulty: number | null;
  readonly secret?: boolean;
  readonly requestId?: string | null;
  /** The GM's card the roll answers (a request, a duel round). */
  readonly sourceMessage?: string | null;
  readonly mode?: RollMode;
  readonly modeReasons?: readonly string[];
  readonly structure?: Structure | null;
  readonly stances?: { pc: Stance; npc: Stance } | null;
  readonly attack?: AttackInfo | null;
  readonly incoming?: AttackInfo | null;
  readonly intent: ClickIntent;
}

export async function rollTask(req: TaskRequest): Promise<ChatMessage.Implementation | null> {
  if (refuseHelpless(req.actor)) return null;
  const localize = (k: string) => game.i18n.localize(k);
  const secret = !!req.secret;
  const modifiers = dialogModifiers(req.actor);
  const preset = combineModes(req.mode === "advantage" || (req.intent.advantage && req.mode !== "disadvantage"),
    req.mode === "disadvantage" || (req.intent.disadvantage && req.mode !== "advantage"));
  const choice = await rollDialog(taskDialogInput({
    actor: req.actor.name ?? "", label: req.label, mode: preset, modeReasons: req.modeReasons ?? [], modifiers, difficulty: req.difficulty, secret,
  }, localize, (k, d) => game.i18n.format(k, d)  ), taskDialogOdds(localize, secret), req.intent);
  if (!choice) return null;

  const difficulty = secret ? null : req.difficulty ?? parseDifficulty(choice.target);
  if (!secret && difficulty === null) {
    ui.notifications?.error("REALMS.Elf.Errors.Difficulty", { localize: true, format: { value: String(choice.target ?? "") } });
    return null;
  }
  const mode = (ROLL_MODES as readonly string[]).includes(choice.mode ?? "") ? (choice.mode as RollMode) : preset;
  const lines: ModifierLine[] = modifiers.filter((m) => choice.active.includes(m.source))
    .map((m) => ({ label: m.label, value: m.value, i18n: m.i18n ?? true }));
  if (choice.situational) lines.push({ label: SITUATIONAL, value: choice.situational, i18n: true });

  const roll = new ElfTaskRoll(taskFormula(mode));
  await roll.evaluate();
  const { dice, kept } = diceOf(roll);
  // 3–4 and 17–18 decide a secret roll without the number.
  const { natural, modifier, total, outcome, forced, critical } = taskOutcome(kept, lines, difficulty);
  const card: TaskCard = {
    purpose: req.purpose, label: req.label, actor: ref(req.actor), target: req.target ?? null, mode, modeReasons: req.modeReasons ?? [],
    dice, kept, modifiers: lines, modifier, difficulty, secret, requestId: req.requestId ?? null, sourceMessage: req.sourceMessage ?? null,
    natural, total, outcome, forced, critical,
    criticalConfirmed: null, tieChoice: null, tieSpent: null, structure: req.structure ?? null, stances: req.stances ?? null,
    attack: req.attack ?? null, incoming: req.incoming ?? null, damageRolled: false,
  };
  const message = (await postRollCard(roll, TASK_CARD.id, card, { actor: req.actor }))!;
  // A roll that can Hit is vouched for at once, while the documents are as it was rolled against (task-facts.ts).
  if (HIT_PURPOSES.includes(card.purpose)) await sealCard(message);
  await recordAction(req.actor, req.purpose);
  await loseLongActionIfHit(card);
  return message;
}
