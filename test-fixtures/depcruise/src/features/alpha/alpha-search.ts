// Allowed: the filter kinds. Planted: the timeline model itself.
import { KINDS } from "./timeline-model/filter-types";
import { rowsOf } from "./timeline-model/rows";

export const parseKinds = (value: string) => (KINDS.includes(value as "a") ? rowsOf(1) : []);
