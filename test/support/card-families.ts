/** Checks shared by the rulesets' card-family glue tests (core/chat/card-family.ts): malformed card data refused whole. */
import { expect } from "chai";
import { world } from "./foundry-double";
import { DataModelValidationError } from "./double/data-model";
import { settle } from "./double/hooks";
import { cardData } from "./cards";

type Msg = ChatMessage.Implementation;
const g = globalThis as unknown as { ChatMessage: { create(data: object): Promise<Msg | undefined> } };

async function refusal(run: () => Promise<unknown>): Promise<unknown> {
  try {
    await run();
  } catch (error) {
    return error;
  }
  return null;
}

const sourceOf = (message: Msg) => JSON.stringify((message as unknown as { _source: object })._source);

/**
 * A new message of the posted card's family whose data is the card's with `bad` over it is refused (nothing is
 * posted), and an update of the posted card to `bad` is refused whole (its source unchanged); both errors name `field`.
 */
export async function expectFamilyRefuses(message: Msg, bad: Record<string, unknown>, field: string): Promise<void> {
  const count = world.messages.length;
  const { kind } = message.system as unknown as { kind: string };
  const created = await refusal(() => g.ChatMessage.create({ type: message.type, system: { kind, data: { ...cardData<object>(message), ...bad } } }));
  expect(created, "create").to.be.instanceOf(DataModelValidationError);
  expect((created as Error).message).to.contain(`system.data.${field}`);
  expect(world.messages).to.have.length(count);
  const before = sourceOf(message);
  const updated = await refusal(() => message.update({ system: { data: bad } }));
  expect(updated, "update").to.be.instanceOf(DataModelValidationError);
  expect((updated as Error).message).to.contain(`system.data.${field}`);
  await settle();
  expect(sourceOf(message)).to.equal(before);
}
