import { benchMerge } from "./merge.ts";
for (let i = 0; i < 3; i++) console.log(benchMerge().lines.map((l) => `${l.id}=${l.value}`).join(" "));
