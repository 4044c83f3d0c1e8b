/** Imported by ./boot.ts before the system: the double, then the placeholders the system's modules extend (./placeholders.ts). */
import "../foundry-double";
import { installPlaceholders } from "./placeholders";

export { registeredSheets } from "./placeholders";

installPlaceholders();
