/**
 * The dialogs as ApplicationV2 forms, through the ApplicationV2 double (test/support/double/applications.ts):
 * the roll dialog's odds part re-rendered on change from the pure model, submit resolving with the choices,
 * close with null, Shift fast-forward, escaping; the reaction prompt and the GM's list of proposals.
 */
import { expect } from "chai";
import { answer, IGNORE, resetWorld, world } from "../../support/foundry-double";
import { clickIntent, rollDialog } from "../../../src/core/roll-dialog";
import { ReactionPrompt } from "../../../src/core/apps/reaction-prompt";
import { ReactionProposals } from "../../../src/core/apps/reaction-proposals";
import type { RollDialog } from "../../../src/core/apps/roll-dialog";
import type { DialogChoices, Evaluate, RollDialogInput } from "../../../src/core/roll-dialog-model";

const input: RollDialogInput = {
  title: "Aria <b>the Bold</b>", subtitle: "Longbow", base: "4+", situational: 0,
  modifiers: [
    { source: "rain", label: "REALMS.Elvendor.Modifier.rain", value: 1, active: false },
    { source: "night", label: "REALMS.Elvendor.Modifier.night", value: -1, active: true },
    { source: "trait.0", label: "<img src=x onerror=alert(1)>", value: 2, active: false, i18n: false },
  ],
  modes: [{ id: "normal", label: "REALMS.Elf.Mode.normal" }, { id: "advantage", label: "REALMS.Elf.Mode.advantage" }], mode: "normal",
  entry: { label: "REALMS.Elf.Difficulty.label", value: "8", editable: true },
};
const none = clickIntent(null);

/** Odds that show what they were computed from, so the test can read the choices back off the window. */
const seen: { shift: number; choices: DialogChoices }[] = [];
const evaluate: Evaluate = (shift, choices) => {
  seen.push({ shift, choices });
  return { target: `${4 + shift}+ ${choices.mode} ${choices.target}`, chance: (3 + shift) / 10, distribution: [{ label: "hit", p: 0.25 }, { label: "miss", p: 0.75 }] };
};

/** Let the double's user act and the re-render finish (both run on later ticks, as in the browser). */
const tick = () => new Promise((r) => setTimeout(r, 5));
async function until<T>(get: () => T | null): Promise<T> {
  for (let i = 0; i < 200; i++) {
    const value = get();
    if (value) return value;
    await tick();
  }
  throw new Error("The window never opened");
}

/** Queue a user who does `act` on the window, then leaves it open for the test. */
function holdOpen(act: (form: HTMLFormElement) => void = () => undefined): () => Promise<{ form: HTMLFormElement; app: RollDialog }> {
  let held: { form: HTMLFormElement; app: RollDialog } | null = null;
  world.dialogs.push((form: HTMLFormElement, app: unknown) => {
    act(form);
    held = { form, app: app as RollDialog };
    return IGNORE;
  });
  return () => until(() => held);
}

describe("Roll dialog (ApplicationV2)", () => {
  beforeEach(() => {
    resetWorld();
    seen.length = 0;
  });

  it("renders its parts into one form: choices, odds, footer; the modifiers as switches with their sources", async () => {
    const held = holdOpen();
    const done = rollDialog(input, evaluate, none);
    const { form, app } = await held();
    expect(form.tagName).to.equal("FORM");
    expect([...form.querySelectorAll("[data-application-part]")].map((e) => (e as HTMLElement).dataset.applicationPart)).to.deep.equal(["choices", "odds", "footer"]);
    expect([...form.querySelectorAll<HTMLInputElement>("input[name='active']")].map((c) => [c.value, c.checked])).to.deep.equal([["rain", false], ["night", true], ["trait.0", false]]);
    expect(form.querySelector("[data-odds='target']")!.textContent).to.equal("3+ normal 8");
    await app.close();
    expect(await done).to.equal(null);
  });

  it("a change re-renders only the odds part, from the pure model, with every choice the roller made", async () => {
    const held = holdOpen();
    const done = rollDialog(input, evaluate, none);
    const { form, app } = await held();
    const choicesPart = form.querySelector("[data-application-part='choices']");
    const oddsPart = form.querySelector("[data-application-part='odds']");
    answer({ active: ["rain", "trait.0"], situational: 2, mode: "advantage", target: "11" })(form, null as never);
    await tick();
    // rain +1, trait +2, situational +2; night switched off.
    expect(form.querySelector("[data-odds='target']")!.textContent).to.equal("9+ advantage 11");
    // Two decimals on the face, the exact fraction in the tooltip.
    expect(form.querySelector("[data-odds='chance']")!.textContent).to.equal("80.00%");
    expect(form.querySelector("[data-odds='chance']")!.getAttribute("title")).to.equal("Exactly 4/5");
    expect([...form.querySelectorAll(".realms-odds-table li")].map((li) => li.textContent)).to.deep.equal(["hit25.00%", "miss75.00%"]);
    expect([...form.querySelectorAll(".realms-odds-table li span[title]")].map((s) => s.getAttribute("title"))).to.deep.equal(["Exactly 1/4", "Exactly 3/4"]);
    expect(seen.at(-1)).to.deep.equal({ shift: 5, choices: { mode: "advantage", target: "11", active: ["rain", "trait.0"], situational: 2 } });
    expect(form.querySelector("[data-application-part='choices']")).to.equal(choicesPart, "the fields the roller is using stay in place");
    expect(form.querySelector("[data-application-part='odds']")).not.to.equal(oddsPart);
    form.requestSubmit(form.querySelector<HTMLButtonElement>("button[value='roll']"));
    expect(await done).to.deep.equal({ active: ["rain", "trait.0"], situational: 2, mode: "advantage", target: "11" });
    expect(app.rendered).to.equal(false);
  });

  it("submit resolves with the form's choices; a mode the input does not offer falls back to its own", async () => {
    world.dialogs.push((form: HTMLFormElement) => {
      answer({ active: ["night"], situational: 2 })(form, null as never);
      form.querySelector<HTMLInputElement>("input[name='mode'][value='advantage']")!.value = "cheat";
      form.querySelector<HTMLInputElement>("input[name='mode'][value='cheat']")!.checked = true;
    });
    expect(await rollDialog(input, evaluate, none)).to.deep.equal({ active: ["night"], situational: 2, mode: "normal", target: "8" });
  });

  it("closing the window resolves with null; nothing queued is a user closing it", async () => {
    expect(await rollDialog(input, evaluate, none)).to.equal(null);
  });

  it("Shift fast-forwards: the defaults, no window", async () => {
    world.dialogs.push(() => { throw new Error("no window should open"); });
    expect(await rollDialog(input, evaluate, clickIntent({ shiftKey: true }))).to.deep.equal({ active: ["night"], situational: 0, mode: "normal", target: "8" });
    expect(world.dialogs).to.have.length(1);
  });

  it("a value the form refuses (off the step) is not submitted: the browser keeps the window open", async () => {
    const held = holdOpen((form) => answer({ situational: "2.5" })(form, null as never));
    const done = rollDialog(input, evaluate, none);
    const { form, app } = await held();
    form.requestSubmit(form.querySelector<HTMLButtonElement>("button[value='roll']"));
    await tick();
    expect(app.rendered).to.equal(true);
    answer({ situational: "3" })(form, null as never);
    form.requestSubmit(form.querySelector<HTMLButtonElement>("button[value='roll']"));
    expect((await done)!.situational).to.equal(3);
  });

  it("a plain queued object is filled into the form like a user, then the default button pressed", async () => {
    world.dialogs.push({ active: [], situational: 1, mode: "advantage", target: "12" });
    expect(await rollDialog(input, evaluate, none)).to.deep.equal({ active: [], situational: 1, mode: "advantage", target: "12" });
  });

  it("a fixed target is shown, not editable, and comes back unchanged", async () => {
    const fixed = { ...input, entry: { ...input.entry!, editable: false } };
    const held = holdOpen();
    const done = rollDialog(fixed, evaluate, none);
    const { form } = await held();
    expect(form.querySelector("input[name='target']")).to.equal(null);
    form.requestSubmit(form.querySelector<HTMLButtonElement>("button[value='roll']"));
    expect((await done)!.target).to.equal("8");
  });

  it("user text is escaped: a trait named like markup and an actor's name stay text", async () => {
    const held = holdOpen();
    const done = rollDialog(input, evaluate, none);
    const { form, app } = await held();
    expect(form.querySelector("img")).to.equal(null);
    expect(form.querySelector(".realms-roll-dialog h2 b")).to.equal(null);
    expect(form.querySelector(".realms-roll-dialog h2")!.textContent).to.equal("Aria <b>the Bold</b>");
    expect([...form.querySelectorAll(".realms-roll-mod span")].map((s) => s.textContent)).to.include("<img src=x onerror=alert(1)>");
    expect(app.title).to.equal("Aria <b>the Bold</b>");
    await app.close();
    await done;
  });
});

describe("Reaction prompt (ApplicationV2)", () => {
  const request = {
    actorUuid: "Actor.abc", title: "Aria is attacked", prompt: "The <script>x</script> spider bites.",
    choices: [{ id: "dodge", label: "Dodge", hint: "Step <i>aside</i>", odds: "Success <b>50%</b>" }, { id: "parry", label: "Parry", hint: "", odds: "" }],
  };
  beforeEach(() => resetWorld());

  it("one button per reaction and No reaction as the default; the pressed one is the answer", async () => {
    let labels: string[] = [];
    world.dialogs.push((form: HTMLFormElement) => {
      labels = [...form.querySelectorAll<HTMLButtonElement>("button[type='submit']")].map((b) => `${b.value}:${b.textContent!.trim()}:${b.hasAttribute("autofocus")}`);
      return "parry";
    });
    expect(await ReactionPrompt.ask(request)).to.equal("parry");
    expect(labels).to.deep.equal(["dodge:Dodge:false", "parry:Parry:false", ":No reaction:true"]);
  });

  it("the default button, closing, or a button that is not a choice answer null", async () => {
    world.dialogs.push(() => undefined);
    expect(await ReactionPrompt.ask(request)).to.equal(null);
    expect(await ReactionPrompt.ask(request)).to.equal(null);
  });

  it("escapes the prompt, the hints and the odds; an option without odds shows none", async () => {
    let html = "";
    world.dialogs.push((form: HTMLFormElement) => { html = form.innerHTML; });
    await ReactionPrompt.ask(request);
    expect(html).to.include("The &lt;script&gt;x&lt;/script&gt; spider bites.").and.include("Step &lt;i&gt;aside&lt;/i&gt;").and.not.include("<script>");
    expect(html).to.include("Success &lt;b&gt;50%&lt;/b&gt;");
    expect(html.match(/realms-reaction-odds/g)).to.have.length(1);
  });

  it("closes itself unanswered when the asker stops waiting", async () => {
    world.dialogs.push(() => IGNORE);
    const start = Date.now();
    expect(await ReactionPrompt.ask(request, 30)).to.equal(null);
    expect(Date.now() - start).to.be.below(1000);
  });
});

describe("Reaction proposals (ApplicationV2)", () => {
  const request = {
    title: "GM reactions", prompt: "Orc <b>and</b> wolf may react.",
    reactors: [
      { id: "Actor.orc", name: "Orc", proposal: "parry", options: [{ id: "dodge", label: "Dodge" }, { id: "parry", label: "Parry" }] },
      { id: "Actor.wolf", name: "Wolf <i>", proposal: null, options: [{ id: "bite", label: "Bite" }] },
    ],
  };
  beforeEach(() => resetWorld());

  it("preselects each proposal; the GM's changes come back per reactor", async () => {
    let preselected: string[] = [];
    world.dialogs.push((form: HTMLFormElement) => {
      preselected = [...form.querySelectorAll<HTMLInputElement>("input[type='radio']")].filter((i) => i.checked).map((i) => `${i.name}=${i.value}`);
      answer({ "reaction.Actor.orc": "dodge", "reaction.Actor.wolf": "bite" })(form, null as never);
    });
    expect(await new ReactionProposals(request).wait()).to.deep.equal({ "Actor.orc": "dodge", "Actor.wolf": "bite" });
    expect(preselected).to.deep.equal(["reaction.Actor.orc=parry", "reaction.Actor.wolf="]);
  });

  it("confirmed as shown: proposals stand, none stays none; escaped names", async () => {
    let html = "";
    world.dialogs.push((form: HTMLFormElement) => { html = form.innerHTML; });
    expect(await new ReactionProposals(request).wait()).to.deep.equal({ "Actor.orc": "parry", "Actor.wolf": null });
    expect(html).to.include("Wolf &lt;i&gt;").and.include("Orc &lt;b&gt;and&lt;/b&gt; wolf");
  });
});

describe("Form dialog (ApplicationV2) and the forms built on it", () => {
  beforeEach(() => resetWorld());

  it("a sentence and buttons: the pressed button's value, null when closed, the sentence escaped", async () => {
    const { FormDialog, CONFIRM_TEMPLATE } = await import("../../../src/core/apps/form-dialog");
    const spec = {
      title: "Sure?", template: CONFIRM_TEMPLATE, context: { text: "Attack <b>Orc</b> anyway?" },
      buttons: [{ value: "yes", label: "Yes", icon: "", default: false }, { value: "no", label: "No", icon: "", default: true }],
      read: (_form: HTMLFormElement, pressed: string | null) => pressed,
    };
    let html = "";
    world.dialogs.push((form: HTMLFormElement) => { html = form.innerHTML; return "yes"; });
    expect(await FormDialog.ask(spec)).to.equal("yes");
    expect(html).to.include("Attack &lt;b&gt;Orc&lt;/b&gt; anyway?");
    world.dialogs.push(() => undefined);
    expect(await FormDialog.ask(spec)).to.equal("no");
    expect(await FormDialog.ask(spec)).to.equal(null);
  });

  it("Aedelore's Worthiness change reads the typed amount and reason; the table's range is enforced by the form", async () => {
    const { character } = await import("../../support/aedelore-actors");
    const { worthinessChange } = await import("../../../src/rulesets/aedelore/character/worthiness");
    const hero = character("Brannoc");
    const before = (hero.system as { worthiness: { value: number } }).worthiness.value;
    world.dialogs.push(answer({ delta: 2, reason: "Saved the <i>miller</i>" }));
    await worthinessChange(hero as never, "custom");
    const w = (hero.system as { worthiness: { value: number; log: { reason: string }[] } }).worthiness;
    expect([w.value - before, w.log.at(-1)!.reason]).to.deep.equal([2, "Saved the <i>miller</i>"]);
  });
});
