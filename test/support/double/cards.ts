/** Cards stacks (hands, piles). */
import { collection, nextId, type Obj } from "./base";

export const cardStacks = new Map<string, Obj>();
export function makeStack(data: Obj): Obj {
  const stack: Obj = { id: nextId("cards"), ...data };
  stack.cards = collection(((data.cards as Obj[] | undefined) ?? []).map((c) => ({ ...c, id: nextId("card") })));
  stack.pass = async (to: Obj, ids: string[], options: { updateData?: Obj } = {}) => {
    const from = stack.cards as Obj[];
    for (const id of ids) {
      const i = from.findIndex((c) => c.id === id);
      const [card] = from.splice(i, 1);
      (to.cards as Obj[]).push({ ...card, ...(options.updateData ?? {}) });
    }
  };
  stack.updateEmbeddedDocuments = async (_kind: string, list: Obj[]) => { for (const u of list) Object.assign((stack.cards as Obj[]).find((c) => c.id === u._id) ?? {}, u); };
  cardStacks.set(String(stack.id), stack);
  return stack;
}

export const CardsClass = { create: async (data: Obj) => makeStack(data), deleteDocuments: async (ids: string[]) => { for (const id of ids) cardStacks.delete(id); } };
