import { stubApi } from "@/test/stub-api";
import { Widget } from "./widget";

// Allowed: tests may use src/test helpers.
export const cases = [Widget, stubApi];
