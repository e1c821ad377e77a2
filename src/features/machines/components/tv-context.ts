import { createContext } from "react";

/** TV mode's switch, from the overview's URL down to the overview that has the Machines to show. */
export interface TvModeSwitch {
  on: boolean;
  set: (on: boolean) => void;
}

export const TvModeContext = createContext<TvModeSwitch | null>(null);
