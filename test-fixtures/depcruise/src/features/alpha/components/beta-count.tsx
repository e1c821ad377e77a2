// planted: no-cycle-between-features (alpha → beta here, beta → alpha in beta/uses-alpha.ts; no module cycle)
import { betaCount } from "@/features/beta";

export const BetaCount = () => <span>{betaCount}</span>;
