// Allowed: another feature's index.ts. Planted: its pages.ts, which only routes may use.
import { alphaLabel } from "@/features/alpha";
import { AlphaPage } from "@/features/alpha/pages"; // planted: feature-internals

export const alphaOnBeta = [alphaLabel, AlphaPage];
