/**
 * The timeline toolbar's type groups (tool_use + tool_result = "tool"), alone in a file: route search
 * parsing reads them in the first bundle, which must not pull in the timeline model.
 */
export const FILTER_TYPES = ["assistant", "reasoning", "tool", "status", "debug"] as const;
export type FilterType = (typeof FILTER_TYPES)[number];
