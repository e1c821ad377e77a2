import { alphaLabel } from "@/features/alpha";
import { betaCount } from "@/features/beta/count"; // planted: routes-and-app-use-feature-entries

export const shellTitle = `${alphaLabel} ${betaCount}`;
