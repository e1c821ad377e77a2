import { createSharedClock } from "@/ui/shared-clock";

/** One shared 1-second clock for every data age on the Machines pages. */
export const useNow = createSharedClock(1000);
