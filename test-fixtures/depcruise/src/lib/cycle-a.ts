// planted: no-circular (cycle-a → cycle-b → cycle-a, value imports)
import { b } from "./cycle-b";

export const a = () => b;
