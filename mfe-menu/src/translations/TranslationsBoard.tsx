import SearchOutlined from '@ant-design/icons/es/icons/SearchOutlined';
import { errorMessage } from '@menu/shared';
import { queryClient } from '@menu/shared/data';
import { Alert, Button, Empty, Input, Skeleton, Typography } from '@menu/shared/kit';
import { Link } from '@menu/shared/router';
import { isScopeRequired, openLazily, PlanUpgrade, useDebounced, useRetryWhenOnline } from '@menu/shared/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import {
  fillTranslations,
  listTranslations,
  TRANSLATIONS_KEY,
  type SameTexts,
  type TranslationLanguage,
  type TranslationList,
  type TranslationQuery,
  type TranslationStatus,
} from './api';
import { TRANSLATIONS_BOARD_CSS } from './boardCss';
import { type ColumnLanguage, type RowActions, TranslationRow } from './TranslationRow';
import { type RowKey, rowKeyOf, useTranslationSaves } from './useTranslationSaves';

// The glossary (and the editor-level antd set it uses) loads with its first opening.
const GlossaryModal = openLazily(
  () => import('./GlossaryModal').then((m) => m.GlossaryModal),
  (props) => props.open,
);

/** Typing in the search box asks the server once it pauses this long. */
export const SEARCH_DELAY_MS = 300;

const FILTERS: Array<{ value: TranslationStatus | ''; label: string }> = [
  { value: '', label: 'Todos' },
  { value: 'untranslated', label: 'Sin traducir' },
  { value: 'unreviewed', label: 'Sin revisar' },
];

const texts = (n: number) => (n === 1 ? '1 texto' : `${n} textos`);

/** What a fill did, in one sentence per language. */
function fillReport(language: ColumnLanguage, filled: number, machine: boolean) {
  const where = `en ${language.name.toLowerCase()}`;
  if (filled === 0) return `No había textos sin traducir ${where} que rellenar.`;
  const verb = filled === 1 ? 'Se rellenó' : 'Se rellenaron';
  const review = machine ? ' Los traducidos automáticamente quedan «Sin revisar».' : '';
  return `${verb} ${texts(filled)} ${where}.${review}`;
}

const namesOf = (languages: readonly ColumnLanguage[]) =>
  languages.map(({ code, name }) => `${code}:${name}`).join('|');

/**
 * Menú > Traducciones: every text a diner reads (rows, in menu order) by every extra
 * language of the account (columns), to translate a whole menu in one sitting. Filters
 * 'Sin traducir' and 'Sin revisar' and the search ask the server (GET /v1/translations,
 * through the panel's data cache); the cells save on their own (useTranslationSaves);
 * 'Rellenar con glosario' fills the untranslated texts in bulk and 'Glosario' edits the
 * terms it uses.
 */
export function TranslationsBoard() {
  const [status, setStatus] = useState<TranslationStatus | ''>('');
  const [lang, setLang] = useState('');
  const [search, setSearch] = useState('');
  const searched = useDebounced(search.trim(), SEARCH_DELAY_MS);
  const params = useMemo<TranslationQuery>(
    () => ({ lang: lang || undefined, status: status || undefined, search: searched || undefined }),
    [lang, status, searched],
  );
  const list = useQuery(
    {
      queryKey: [TRANSLATIONS_KEY, params],
      queryFn: () => listTranslations(params),
      // A new filter keeps the rows on screen until its answer comes.
      placeholderData: keepPreviousData,
    },
    queryClient(),
  );
  const data = list.data;
  useRetryWhenOnline(Boolean(list.error), () => void list.refetch());

  // The saves compare with the server's texts: the newest list's, read when they run.
  const byRow = useMemo(() => new Map((data?.items ?? []).map((item) => [rowKeyOf(item), item])), [data]);
  const latest = useRef(byRow);
  latest.current = byRow;
  const stored = useCallback((row: RowKey, code: string) => latest.current.get(row)?.texts[code], []);
  // Identical Spanish texts, by row: where they are, and in which languages 'Aplicar a los N
  // textos iguales' would change one of them (one listed without that text, or not loaded).
  const same = useMemo(() => identicalTexts(data), [data]);
  const sameLatest = useRef(same);
  sameLatest.current = same;
  const shares = useCallback((row: RowKey) => sameLatest.current.has(row), []);
  const saves = useTranslationSaves(stored, shares);
  const { type, leave, markReviewed, applyToSame, flush, setNotice } = saves;
  const actions = useMemo<RowActions>(
    () => ({
      onType: type,
      onLeave: leave,
      onReview: markReviewed,
      onApply: (row, lang, count) => void applyToSame(row, lang, count),
    }),
    [type, leave, markReviewed, applyToSame],
  );

  // The languages of the newest unfiltered answer (one for a `lang` may name only its own), kept
  // as one array while they stay the same: the memoized rows are not drawn again for a count.
  const [languages, setLanguages] = useState<ColumnLanguage[]>([]);
  const fresh = data && !params.lang && !list.isPlaceholderData ? data.languages : null;
  if (fresh && namesOf(fresh) !== namesOf(languages)) setLanguages(fresh.map(({ code, name }) => ({ code, name })));
  const columns = useMemo(
    () => (lang ? languages.filter((language) => language.code === lang) : languages),
    [languages, lang],
  );

  const [filling, setFilling] = useState(false);
  const [glossaryOpen, setGlossaryOpen] = useState(false);
  const fill = async () => {
    setFilling(true);
    // What the owner typed goes first: the fill only touches texts still untranslated.
    await flush();
    const reports: string[] = [];
    try {
      for (const language of columns) {
        const { filled, machine } = await fillTranslations(language.code);
        reports.push(fillReport(language, filled, machine));
      }
      setNotice({ kind: 'info', text: reports.join(' ') });
    } catch (error) {
      setNotice({ kind: 'error', text: [...reports, `No se pudo rellenar: ${errorMessage(error)}`].join(' ') });
    } finally {
      setFilling(false);
      await queryClient().invalidateQueries({ queryKey: [TRANSLATIONS_KEY] });
    }
  };

  if (!data && list.error && isScopeRequired(list.error)) return <PlanUpgrade variant="upgrade" />;

  let body: ReactNode;
  if (!data && list.error) {
    body = (
      <Alert
        type="error"
        showIcon
        title="No se pudieron cargar los textos"
        description={errorMessage(list.error)}
        action={<Button onClick={() => void list.refetch()}>Reintentar</Button>}
      />
    );
  } else if (!data) {
    body = (
      <div role="status" aria-busy="true" aria-label="Cargando">
        <Skeleton active paragraph={{ rows: 6 }} title={false} />
      </div>
    );
  } else if (data.items.length === 0) {
    body = (
      <Empty
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description={
          params.status || params.search
            ? 'No hay textos con estos filtros'
            : 'Aún no hay textos que traducir: agrega familias y productos al menú.'
        }
      />
    );
  } else {
    body = (
      <div className="translation-scroll">
        <table className="translation-table" aria-label="Textos del menú por idioma">
          <thead>
            <tr>
              <th scope="col" className="translation-source">
                Español
              </th>
              {columns.map((language) => (
                <th scope="col" key={language.code}>
                  {language.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {data.items.map((item) => {
              const key = rowKeyOf(item);
              return (
                <TranslationRow
                  key={key}
                  rowKey={key}
                  item={item}
                  languages={columns}
                  edits={saves.edits[key]}
                  errors={saves.errors[key]}
                  same={same.get(key)?.texts}
                  applicable={same.get(key)?.applicable}
                  {...actions}
                />
              );
            })}
          </tbody>
        </table>
      </div>
    );
  }

  const noLanguages = data && data.languages.length === 0 && !params.lang;
  const notice = saves.notice;
  return (
    <div className="translation-board">
      <style href="menu-translation-board" precedence="default">
        {TRANSLATIONS_BOARD_CSS}
      </style>
      <Typography.Title level={2} className="board-title">
        Traducciones
      </Typography.Title>
      {noLanguages ? (
        <Empty
          className="translation-empty"
          description={
            <>
              Tu menú solo está en español. Para traducirlo, elige sus idiomas en{' '}
              <Link to="/settings/general">Configuración &gt; General</Link>.
            </>
          }
        />
      ) : (
        <>
          <Typography.Paragraph type="secondary" className="translation-caption">
            Escribe la traducción de cada texto; se guarda sola. Un texto sin traducir se muestra en español.
          </Typography.Paragraph>
          {data && <Progress languages={data.languages} />}
          <div className="translation-toolbar">
            <Input
              allowClear
              prefix={<SearchOutlined />}
              placeholder="Buscar texto"
              aria-label="Buscar"
              maxLength={200}
              value={search}
              onChange={(event) => setSearch(event.target.value)}
              className="translation-search"
            />
            <fieldset aria-label="Mostrar" className="translation-filters">
              {FILTERS.map((filter) => (
                <Button
                  key={filter.value}
                  type={status === filter.value ? 'primary' : 'default'}
                  aria-pressed={status === filter.value}
                  onClick={() => setStatus(filter.value)}
                >
                  {filter.label}
                </Button>
              ))}
            </fieldset>
            {languages.length > 1 && (
              <select
                className="translation-language"
                aria-label="Idioma"
                value={lang}
                onChange={(event) => setLang(event.target.value)}
              >
                <option value="">Todos los idiomas</option>
                {languages.map((language) => (
                  <option key={language.code} value={language.code}>
                    {language.name}
                  </option>
                ))}
              </select>
            )}
            <Button loading={filling} disabled={!columns.length} onClick={() => void fill()}>
              Rellenar con glosario
            </Button>
            <Button onClick={() => setGlossaryOpen(true)}>Glosario</Button>
          </div>
          <div
            role="status"
            className={notice?.kind === 'error' ? 'translation-status translation-status-error' : 'translation-status'}
          >
            {notice && (notice.kind === 'saving' ? 'Guardando…' : notice.text)}
          </div>
          {body}
        </>
      )}
      <GlossaryModal open={glossaryOpen} languages={languages} onClose={() => setGlossaryOpen(false)} />
    </div>
  );
}

/**
 * The rows whose Spanish text is written identically elsewhere: where all of them are, and the
 * languages ('en fr') in which the row has a text that some identical one does not have.
 */
function identicalTexts(list: TranslationList | undefined) {
  const out = new Map<RowKey, { texts: SameTexts['texts']; applicable: string }>();
  if (!list) return out;
  const byRow = new Map(list.items.map((item) => [rowKeyOf(item), item]));
  const codes = list.languages.map((language) => language.code);
  for (const group of list.same) {
    const members = group.texts.map((where) => byRow.get(rowKeyOf(where)));
    for (const item of members) {
      if (!item) continue;
      const applicable = codes.filter((code) => {
        const text = item.texts[code]?.text;
        return text !== undefined && members.some((other) => other?.texts[code]?.text !== text);
      });
      out.set(rowKeyOf(item), { texts: group.texts, applicable: applicable.join(' ') });
    }
  }
  return out;
}

/** 'Inglés: 142 de 180' per language, with a bar. */
function Progress({ languages }: { languages: TranslationLanguage[] }) {
  return (
    <ul className="translation-progress" aria-label="Avance por idioma">
      {languages.map((language) => (
        <li key={language.code}>
          <span>
            {language.name}: {language.translated} de {language.total}
          </span>
          <span className="translation-progress-bar" aria-hidden="true">
            <span style={{ width: `${language.total ? (language.translated / language.total) * 100 : 0}%` }} />
          </span>
        </li>
      ))}
    </ul>
  );
}
