/** Elf System Roll subclasses (real Foundry dice; kh/kl for advantage), each declared beside its card kind. */
import { ElfTaskRoll } from "./task/kinds";
import { ElfNpcDamageRoll, ElfPcDamageRoll } from "./damage/kinds";
import { ElfTableRoll } from "./d66/kinds";

export { ElfTaskRoll, ElfNpcDamageRoll, ElfPcDamageRoll, ElfTableRoll };

export const ELF_ROLLS = [ElfTaskRoll, ElfNpcDamageRoll, ElfPcDamageRoll, ElfTableRoll];
