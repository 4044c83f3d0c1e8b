/**
 * The AI proposal's route on the canvas (the GM's client): the card's Route on map control draws the proposed
 * Movement over the grid (rules/route-geometry.ts) as one Graphics on the interface group, named after its card,
 * so pressing it again clears it and another card's route replaces it; Execute and Skip clear it. It is a drawing
 * on this client only: no document changes.
 */
import { missing, Refusal } from "../../../core/gm";
import { cardOfKind } from "../../../core/chat/cards";
import { AI_PROPOSAL_CARD } from "./proposal-card";
import { routeGeometry } from "./rules/route-geometry";
import { spaceAt } from "../spawn/rules/spaces";

const PREFIX = "realms.eldfall.aiRoute.";
const RED = 0xb03a2e;

type Layer = { getChildByName(name: string): unknown; children: { name: string | null; destroy(): void }[]; addChild(child: PIXI.Graphics): unknown };
const layer = (): Layer | null => (canvas?.ready ? (canvas.interface as unknown as Layer) : null);

/** Take every drawn route off the canvas. */
export function clearRoutes(): void {
  for (const child of [...(layer()?.children ?? [])]) if (child.name?.startsWith(PREFIX)) child.destroy();
}

/** Draw the card's route, or clear it when it is drawn: what the canvas shows now. */
export function toggleRoute(message: ChatMessage.Implementation): "shown" | "cleared" {
  const card = cardOfKind(message, AI_PROPOSAL_CARD);
  if (!card) throw missing("card");
  const name = `${PREFIX}${message.id}`;
  const on = layer();
  if (on?.getChildByName(name)) {
    clearRoutes();
    return "cleared";
  }
  const scene = canvas?.scene;
  if (!on || !scene || scene.id !== card.sceneId) throw new Refusal("REALMS.Eldfall.Ai.Errors.routeElsewhere");
  const token = scene.tokens.get(card.tokenId);
  if (!token) throw missing("token");
  const size = canvas!.grid!.size;
  const { line, steps } = routeGeometry(spaceAt(token, size), card.plan.movement.path, size);
  clearRoutes();
  const g = new PIXI.Graphics();
  g.name = name;
  for (const s of steps) g.lineStyle(2, RED, 0.9).beginFill(RED, 0.15).drawRect(s.x, s.y, s.size, s.size).endFill();
  g.lineStyle(Math.max(3, size / 16), RED, 0.9).moveTo(line[0]!.x, line[0]!.y);
  for (const p of line.slice(1)) g.lineTo(p.x, p.y);
  g.lineStyle(0).beginFill(RED, 0.9).drawCircle(line[0]!.x, line[0]!.y, size / 8).endFill();
  on.addChild(g);
  return "shown";
}
