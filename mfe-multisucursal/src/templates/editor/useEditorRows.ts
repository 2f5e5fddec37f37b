import { useEffect, useState } from 'react';
import { baseMenu, templateRows } from '../api';
import { rowsFromBase, rowsFromTemplate, type EditorRows } from './rows';

/**
 * The editor's rows: a new template lists the base menu at its base values; an existing one
 * its four lists, completed from the base menu. `retry` loads again after a failure.
 */
export function useEditorRows(templateId: number | undefined) {
  const [state, setState] = useState<{ rows?: EditorRows; error?: unknown }>({});
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` re-runs the load when the user retries
  useEffect(() => {
    let live = true;
    setState({});
    const load =
      templateId === undefined
        ? baseMenu().then(rowsFromBase)
        : Promise.all([templateRows(templateId), baseMenu()]).then(([lists, base]) => rowsFromTemplate(lists, base));
    load.then(
      (rows) => live && setState({ rows }),
      (error: unknown) => live && setState({ error }),
    );
    return () => {
      live = false;
    };
  }, [templateId, attempt]);

  return { ...state, retry: () => setAttempt((n) => n + 1) };
}

/** `value` once it has stayed the same for `ms` (the search over 3,000 rows runs once the user pauses). */
export function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}
