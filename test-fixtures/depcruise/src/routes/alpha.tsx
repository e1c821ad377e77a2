import { Widget } from "@/features/alpha/components/widget"; // planted: routes-and-app-use-feature-entries
import { AlphaPage } from "@/features/alpha/pages";

export const route = { component: AlphaPage, pending: Widget };
