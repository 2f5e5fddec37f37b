import { errorMessage } from '@menu/shared';
import { queryClient } from '@menu/shared/data';
import { useCallback, useRef, useState } from 'react';
import { useBatchedAutosave } from '../autosave/useBatchedAutosave';
import {
  saveTranslations,
  TRANSLATIONS_KEY,
  type TranslationItem,
  type TranslationList,
  type TranslationSave,
  type TranslationText,
} from './api';

/** A text of the menu: 'product:12:name'; a combo's step or option adds its path, 'combo_step:7:name:steps.1'. */
export type RowKey = string;
export const rowKeyOf = (item: Pick<TranslationItem, 'kind' | 'id' | 'field' | 'path'>): RowKey =>
  `${item.kind}:${item.id}:${item.field}${item.path ? `:${item.path}` : ''}`;
/** The text a row key names, as a save addresses it. */
const addressOf = (row: RowKey): Pick<TranslationSave, 'kind' | 'id' | 'field' | 'path'> => {
  const [kind, id, field, path] = row.split(':') as [
    TranslationSave['kind'],
    string,
    TranslationSave['field'],
    string?,
  ];
  return { kind, id: Number(id), field, ...(path ? { path } : {}) };
};

/** The owner's values of a row, by language (only the cells they changed). */
export type RowEdits = Readonly<Record<string, TranslationText>>;
/** Why a cell was not saved, by language. */
export type RowErrors = Readonly<Record<string, string>>;

export type { SaveNotice } from '../autosave/useBatchedAutosave';

/** Typing that pauses this long goes out (cells edited meanwhile go in the same request). */
export const SAVE_DELAY_MS = 700;

interface Cell {
  row: RowKey;
  lang: string;
}
const cellKey = ({ row, lang }: Cell) => `${row}|${lang}`;
/** What one cell sends, with what the cell held when it left (to tell a later edit). */
interface Entry {
  cell: Cell;
  item: TranslationSave;
  before: TranslationText | undefined;
  edit: TranslationText;
}
const cellOf = (key: string): Cell => {
  const at = key.lastIndexOf('|');
  return { row: key.slice(0, at), lang: key.slice(at + 1) };
};

/**
 * Nothing to send: the same text as the server's, compared without the outer spaces (the one
 * typed before the next word is no change), and not a machine's text waiting to be reviewed.
 */
const sameText = (edit: TranslationText, stored: TranslationText | undefined) =>
  edit.text.trim() === (stored?.text ?? '') && stored?.reviewed !== false;

const editIn = (all: Record<RowKey, RowEdits>, { row, lang }: Cell): TranslationText | undefined => all[row]?.[lang];

function withCell<T>(all: Readonly<Record<RowKey, Readonly<Record<string, T>>>>, { row, lang }: Cell, value: T | null) {
  const cells = { ...all[row] };
  if (value === null) delete cells[lang];
  else cells[lang] = value;
  const next = { ...all };
  if (Object.keys(cells).length) next[row] = cells;
  else delete next[row];
  return next;
}

/** What keeps one 'reviewed' per language: an entity, or a combo's step or option (its own translations). */
const entityOf = (item: Pick<TranslationItem, 'kind' | 'id' | 'path'>) => `${item.kind}:${item.id}:${item.path ?? ''}`;

/**
 * The saved texts into every cached answer of GET /v1/translations: the items that hold
 * them and each language's progress. An entity keeps one 'reviewed' per language, so a
 * save also marks its other texts in that language reviewed. Only the changed items get
 * new objects, so the other rows (memoized) are not drawn again.
 */
function storeSaved(saved: Array<{ item: TranslationSave; before: TranslationText | undefined }>) {
  const byRow = new Map<RowKey, Map<string, string>>();
  const reviewed = new Map<string, Set<string>>();
  const delta = new Map<string, number>();
  for (const { item, before } of saved) {
    byRow.set(rowKeyOf(item), (byRow.get(rowKeyOf(item)) ?? new Map()).set(item.lang, item.text));
    reviewed.set(entityOf(item), (reviewed.get(entityOf(item)) ?? new Set()).add(item.lang));
    const change = Number(item.text !== '') - Number(Boolean(before?.text));
    delta.set(item.lang, (delta.get(item.lang) ?? 0) + change);
  }
  queryClient().setQueriesData<TranslationList>({ queryKey: [TRANSLATIONS_KEY] }, (list) => {
    if (!list) return list;
    const items = list.items.map((item) => {
      const changes = byRow.get(rowKeyOf(item));
      const langs = reviewed.get(entityOf(item));
      if (!changes && ![...(langs ?? [])].some((lang) => item.texts[lang]?.reviewed === false)) return item;
      const texts = { ...item.texts };
      for (const lang of langs ?? []) {
        const text = texts[lang];
        if (text) texts[lang] = { ...text, reviewed: true };
      }
      for (const [lang, text] of changes ?? []) {
        if (text) texts[lang] = { text, reviewed: true };
        else delete texts[lang];
      }
      return { ...item, texts };
    });
    const languages = list.languages.map((language) => {
      const change = delta.get(language.code) ?? 0;
      return change ? { ...language, translated: language.translated + change } : language;
    });
    return { ...list, languages, items };
  });
}

/**
 * The Traducciones board's edits and saves. What the owner types shows at once (an overlay
 * over the server's texts) and goes out SAVE_DELAY_MS after the last keystroke or when the
 * cell is left, with the other cells changed meanwhile, one request at a time
 * (PUT /v1/translations, all or nothing). A saved text goes into the cached list. When a
 * save fails its cells go back to the server's text: a 400 naming `items.N` puts its
 * message on that cell and the other cells are sent again; any other failure reverts every
 * cell of the request, each saying why. A cell typed again meanwhile keeps the new text.
 *
 * `stored(row, lang)` answers the server's text of a cell (the board's loaded list);
 * `shares(row)`, whether identical Spanish texts share its translation: saving one changes
 * what those show, so the list is read again after it.
 */
export function useTranslationSaves(
  stored: (row: RowKey, lang: string) => TranslationText | undefined,
  shares: (row: RowKey) => boolean = () => false,
  delay = SAVE_DELAY_MS,
) {
  const [edits, setEdits] = useState<Record<RowKey, RowEdits>>({});
  const [errors, setErrors] = useState<Record<RowKey, RowErrors>>({});
  const current = useRef<Record<RowKey, RowEdits>>({});
  const server = useRef(stored);
  server.current = stored;
  const sharing = useRef(shares);
  sharing.current = shares;

  const setEdit = useCallback((cell: Cell, value: TranslationText | null) => {
    current.current = withCell(current.current, cell, value);
    setEdits(current.current);
  }, []);
  const setError = useCallback((cell: Cell, message: string | null) => {
    setErrors((all) => ((all[cell.row]?.[cell.lang] ?? null) === message ? all : withCell(all, cell, message)));
  }, []);

  const { notice, setNotice, mark, flush, isLive } = useBatchedAutosave<string, Entry>(
    {
      // The cells to send: those whose text differs from the server's (the others leave the overlay).
      ready: (marked) => {
        for (const key of marked) {
          const cell = cellOf(key);
          const edit = editIn(current.current, cell);
          if (!edit || sameText(edit, server.current(cell.row, cell.lang))) {
            marked.delete(key);
            if (edit && edit.text === (server.current(cell.row, cell.lang)?.text ?? '')) setEdit(cell, null);
          }
        }
        return [...marked];
      },
      entry: (key) => {
        const cell = cellOf(key);
        const edit = editIn(current.current, cell)!;
        const before = server.current(cell.row, cell.lang);
        const item: TranslationSave = { ...addressOf(cell.row), lang: cell.lang, text: edit.text.trim() };
        // The text unchanged: the owner read a machine's text and says it is right.
        if (item.text === before?.text) item.reviewed = true;
        return { cell, item, before, edit };
      },
      save: (batch) => saveTranslations(batch.map((s) => s.item)),
      saved: (sent) => {
        storeSaved(sent);
        // What identical texts show (and the progress) follows from this one's: asked again.
        if (sent.some((s) => sharing.current(s.cell.row)))
          void queryClient().invalidateQueries({ queryKey: [TRANSLATIONS_KEY] });
        // What the server now holds needs no overlay, unless the owner typed on meanwhile.
        for (const { cell, edit, item } of sent)
          if (editIn(current.current, cell) === edit && edit.text === item.text) setEdit(cell, null);
      },
      refused: (refused, why) => {
        for (const { cell, edit } of refused) {
          // A cell typed again meanwhile keeps the new text (it is sent with the next save).
          if (editIn(current.current, cell) === edit) setEdit(cell, null);
          setError(cell, why);
        }
      },
    },
    delay,
  );

  /** The owner typed in a cell: shown at once, saved after the next pause. */
  const type = useCallback(
    (row: RowKey, lang: string, text: string) => {
      const cell = { row, lang };
      setEdit(cell, { text, reviewed: true });
      setError(cell, null);
      mark([cellKey(cell)]);
    },
    [setEdit, setError, mark],
  );

  /** The owner left a cell: its outer spaces go, and what waits is sent now. */
  const leave = useCallback(
    (row: RowKey, lang: string) => {
      const cell = { row, lang };
      const edit = editIn(current.current, cell);
      if (!edit) return;
      if (edit.text !== edit.text.trim()) setEdit(cell, { ...edit, text: edit.text.trim() });
      // Sent now if it differs from the server's text; if not, it leaves the overlay.
      mark([cellKey(cell)], true, true);
    },
    [mark, setEdit],
  );

  /** 'Marcar como revisado': a machine's text, as it is, is right. */
  const markReviewed = useCallback(
    (row: RowKey, lang: string) => {
      const cell = { row, lang };
      const text = editIn(current.current, cell)?.text ?? server.current(row, lang)?.text ?? '';
      setEdit(cell, { text, reviewed: true });
      setError(cell, null);
      mark([cellKey(cell)], true);
    },
    [setEdit, setError, mark],
  );

  /**
   * 'Aplicar a los N textos iguales': the cell's saved text (what was typed goes first) set on
   * every identical Spanish text, overrides included; then the list is read again.
   */
  const applyToSame = useCallback(
    async (row: RowKey, lang: string, count: number) => {
      await flush();
      const text = server.current(row, lang);
      if (!text) return;
      if (isLive()) setNotice({ kind: 'saving' });
      try {
        await saveTranslations([
          { ...addressOf(row), lang, text: text.text, reviewed: text.reviewed, applyToSame: true },
        ]);
        await queryClient().invalidateQueries({ queryKey: [TRANSLATIONS_KEY] });
        if (isLive()) setNotice({ kind: 'saved', text: `Se aplicó a los ${count} textos iguales` });
      } catch (error) {
        if (isLive()) setNotice({ kind: 'error', text: `No se aplicó a los textos iguales: ${errorMessage(error)}` });
      }
    },
    [flush, isLive, setNotice],
  );

  return { edits, errors, notice, setNotice, type, leave, markReviewed, applyToSame, flush };
}
