import { useCallback, useState } from 'react';

export interface Expansion {
  /** Whether a parent's nested rows show; `forced` (a search matched only its children) keeps it open. */
  isExpanded: (id: number, forced: boolean) => boolean;
  /** Opens or closes one parent (stable for the board's life). */
  toggle: (id: number) => void;
  /** 'Expandir todo' / 'Contraer todo': every parent, forgetting the single toggles. */
  setAll: (expanded: boolean) => void;
}

/** Which parents are open: a default for all, and the ids toggled away from it. */
export function useExpansion(defaultExpanded: boolean): Expansion {
  const [state, setState] = useState(() => ({ base: defaultExpanded, toggled: new Set<number>() }));
  const isExpanded = useCallback(
    (id: number, forced: boolean) => forced || state.base !== state.toggled.has(id),
    [state],
  );
  const toggle = useCallback(
    (id: number) =>
      setState(({ base, toggled }) => {
        const next = new Set(toggled);
        if (next.has(id)) next.delete(id);
        else next.add(id);
        return { base, toggled: next };
      }),
    [],
  );
  const setAll = useCallback((expanded: boolean) => setState({ base: expanded, toggled: new Set() }), []);
  return { isExpanded, toggle, setAll };
}
