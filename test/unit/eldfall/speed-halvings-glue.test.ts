/**
 * Halvings of Speed stack (S1) where a player meets them: dragging a token in combat, checked by the movement rules
 * on the Foundry test double with the system booted. A hero both Crippled and Slowed moves on ⌈⌈SPD/2⌉/2⌉.
 */
import { expect } from "chai";
import { actAs, makeActor, makeCombat, makeScene, placeToken, world } from "../../support/foundry-double";
import { bootedSuite } from "../../support/double/boot";
import { listMessageContents } from "../../support/double/message-contents";
import { moveToken } from "../../support/double/token-movement";

const square = (x: number, y: number) => ({ x, y });
const effect = (state: string) => ({ name: state, statuses: [`realms.eldfall.${state}`] });

describe("Eldfall Speed halvings on a token drag (Foundry test double)", () => {
  bootedSuite("eldfall", () => {
    actAs({ id: "gm", isGM: true });
  });
  before(() => listMessageContents());

  it("Crippled and Slowed halve SPD 5 twice (5 → 3 → 2): a Run covers 4 spaces, not 6 — the longer drag is refused with the numbers", async () => {
    world.notifications.length = 0;
    const scene = makeScene("Road", { gridSize: 100 });
    const hurt = makeActor({ name: "Na'ra", type: "eldfallHero", system: { size: "medium", attributes: { spd: 5 } }, effects: [effect("crippled"), effect("slowed")], ownership: { default: 0, p1: 3 } });
    const token = placeToken(scene, hurt, { x: 0, y: 0 });
    makeCombat([token.actor]);
    actAs({ id: "p1", isGM: false });
    expect(await moveToken(token, [square(0, 5)])).to.equal(false);
    expect(world.notifications.at(-1)?.message).to.equal("Na'ra: this Run needs 5 spaces, 4 allowed.");
    expect([token.x, token.y]).to.deep.equal([0, 0]);
    expect(await moveToken(token, [square(0, 4)])).to.equal(true);
    expect([token.x, token.y]).to.deep.equal([0, 400]);
  });
});
