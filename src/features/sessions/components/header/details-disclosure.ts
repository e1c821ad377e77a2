import { useCallback, useMemo, useState } from "react";

/**
 * Whether the header's Details panel is open, held by the session page so that any answer on it (the
 * header's facts, the failure card on the timeline or in Diagnostics) can open Details as a figure's
 * source. The header draws the panel; a bare header (tests, stories) holds its own.
 *
 * API: useDetailsDisclosure() → DetailsDisclosure
 */
export interface DetailsDisclosure {
  readonly open: boolean;
  /**
   * How many times a figure's link has asked for Details: each new one moves focus to the panel, so a
   * keyboard or screen-reader user lands on the source, not only the eye. The Details button's own
   * toggle leaves focus where it is, as a disclosure does.
   */
  readonly arrival: number;
  readonly toggle: () => void;
  /** Opens Details and lands focus on it (a figure's link). */
  readonly show: () => void;
}

export function useDetailsDisclosure(): DetailsDisclosure {
  const [state, setState] = useState({ open: false, arrival: 0 });
  const toggle = useCallback(() => setState((s) => ({ ...s, open: !s.open })), []);
  const show = useCallback(() => setState((s) => ({ open: true, arrival: s.arrival + 1 })), []);
  return useMemo(() => ({ ...state, toggle, show }), [state, toggle, show]);
}
