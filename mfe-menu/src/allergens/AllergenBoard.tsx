import SearchOutlined from '@ant-design/icons/es/icons/SearchOutlined';
import { Button, Empty, Input, Typography } from '@menu/shared/kit';
import {
  ALLERGEN_CODES,
  ALLERGENS,
  LEVEL_LABELS,
  normalizeAllergens,
  normalizeDiets,
} from '@menu/shared/menu/allergens';
import { useCan } from '@menu/shared';
import { foldText } from '@menu/shared/format/text';
import { useList } from '@menu/shared/data';
import { ListStatus, listPending, useBoardList, useRetryWhenOnline } from '@menu/shared/ui';
import { useDeferredValue, useEffect, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import type { Family } from '../families/api';
import { PRODUCT_GROUPS } from '../products/productGroups';
import { TagIcon } from '../tags/TagIcon';
import { AllergenRow, LEVEL_SYMBOLS, type RowActions } from './AllergenRow';
import { ALLERGEN_BOARD_CSS } from './boardCss';
import { type FactsById, type RowFacts, useAllergenSaves } from './useAllergenSaves';

const NO_FAMILIES: Family[] = [];

/** A dish counts as confirmed once every allergen of the catalogue has a level. */
const isConfirmed = (facts: RowFacts) => ALLERGEN_CODES.every((code) => facts.allergens[code] !== undefined);

const LEGEND = (['contains', 'may_contain', 'free', 'unconfirmed'] as const).map((level) => ({
  level,
  symbol: LEVEL_SYMBOLS[level],
  label: LEVEL_LABELS[level],
}));

/** The cell button one step from `from` in a direction (arrow keys move across the grid). */
function cellFrom(from: HTMLElement, key: string): HTMLElement | null {
  const cell = from.closest('td');
  const row = cell?.closest('tr');
  if (!cell || !row) return null;
  if (key === 'ArrowLeft' || key === 'ArrowRight') {
    const sibling = key === 'ArrowLeft' ? cell.previousElementSibling : cell.nextElementSibling;
    return sibling?.querySelector<HTMLElement>('.allergen-cell') ?? null;
  }
  const rows = [...(row.closest('table')?.querySelectorAll<HTMLTableRowElement>('tbody tr[aria-label]') ?? [])];
  const next = rows[rows.indexOf(row) + (key === 'ArrowUp' ? -1 : 1)];
  return next?.cells[cell.cellIndex]?.querySelector<HTMLElement>('.allergen-cell') ?? null;
}

/**
 * Menú > Alérgenos: the fast way to fill a whole menu. Products are rows (grouped by
 * category like Productos, with search and a family filter), the 14 allergens columns; a
 * click on a cell moves it to the next level (Sin confirmar -> Contiene -> Puede contener ->
 * No contiene), 'Dietas' are ticked per row, and a row's allergens and diets can be copied
 * to the rows ticked on the left. Changes save on their own (useAllergenSaves).
 */
export function AllergenBoard() {
  // A role that may not change the menu (manager, staff) reads the facts only.
  const readOnly = !useCan()('PUT', '/v1/products/allergens');
  const list = useBoardList(PRODUCT_GROUPS);
  const families = useList('/v1/families').data ?? NO_FAMILIES;
  const saves = useAllergenSaves();
  const { reset, cycle, toggleDiet, copy, setNotice } = saves;
  const [query, setQuery] = useState('');
  const needle = foldText(useDeferredValue(query)).trim();
  const [familyId, setFamilyId] = useState<number | null>(null);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  useRetryWhenOnline(Boolean(list.error), () => void list.reload());

  const products = useMemo(() => list.items.flatMap((group) => group.products), [list.items]);
  const loaded = useMemo<FactsById>(
    () =>
      Object.fromEntries(
        products.map((p) => [p.id, { allergens: normalizeAllergens(p.allergens), diets: normalizeDiets(p.diets) }]),
      ),
    [products],
  );
  useEffect(() => reset(loaded), [loaded, reset]);
  // Until the saves take the load (an effect), the rows show it: never a first frame of empty rows.
  const factsOf = (id: number) => saves.facts[id] ?? loaded[id] ?? EMPTY_FACTS;

  const visible = useMemo(
    () =>
      list.items
        .filter((group) => familyId === null || group.familyId === familyId)
        .map((group) => ({ ...group, products: group.products.filter((p) => foldText(p.name).includes(needle)) }))
        .filter((group) => group.products.length > 0),
    [list.items, familyId, needle],
  );
  const visibleIds = useMemo(() => visible.flatMap((group) => group.products.map((p) => p.id)), [visible]);
  const confirmed = products.filter((p) => isConfirmed(factsOf(p.id))).length;

  // Stable for the memoized rows: what they do reads the newest selection when it runs.
  const selection = useRef(selected);
  selection.current = selected;
  const actions = useMemo<RowActions>(
    () => ({
      onCycle: cycle,
      onDiet: toggleDiet,
      onSelect: (id, on) =>
        setSelected((all) => {
          const next = new Set(all);
          if (on) next.add(id);
          else next.delete(id);
          return next;
        }),
      onCopy: (id) => {
        const targets = [...selection.current].filter((target) => target !== id);
        if (!targets.length) {
          setNotice({ kind: 'info', text: 'Marca primero las casillas de los platillos a los que quieres copiar.' });
          return;
        }
        const changed = copy(id, targets);
        setSelected(new Set());
        if (!changed) setNotice({ kind: 'info', text: 'Los platillos seleccionados ya tienen esos alérgenos.' });
      },
    }),
    [cycle, toggleDiet, copy, setNotice],
  );

  const allVisibleSelected = visibleIds.length > 0 && visibleIds.every((id) => selected.has(id));
  const selectVisible = (on: boolean) =>
    setSelected((all) => {
      const next = new Set(all);
      for (const id of visibleIds) {
        if (on) next.add(id);
        else next.delete(id);
      }
      return next;
    });

  const moveFocus = (event: KeyboardEvent<HTMLDivElement>) => {
    const target = event.target as HTMLElement;
    if (!target.classList.contains('allergen-cell') || !event.key.startsWith('Arrow')) return;
    const next = cellFrom(target, event.key);
    if (next) {
      event.preventDefault();
      next.focus();
    }
  };

  let body: ReactNode;
  if (listPending(list)) {
    body = <ListStatus list={list} />;
  } else if (products.length === 0) {
    body = (
      <Empty
        className="allergen-empty"
        description="Aún no tienes ningún producto registrado. Agrégalos en Productos y vuelve aquí."
      />
    );
  } else if (visible.length === 0) {
    body = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No hay resultados para tu búsqueda" />;
  } else {
    body = (
      // biome-ignore lint/a11y/noStaticElementInteractions: arrow keys between the cell buttons, which keep their own keys
      <div className="allergen-scroll" onKeyDown={moveFocus}>
        <table className="allergen-table" aria-label="Alérgenos por producto">
          <thead>
            <tr>
              <th scope="col" className="allergen-check">
                {!readOnly && (
                  <input
                    type="checkbox"
                    aria-label="Seleccionar todos los platillos mostrados"
                    checked={allVisibleSelected}
                    onChange={(event) => selectVisible(event.target.checked)}
                  />
                )}
              </th>
              <th scope="col" className="allergen-name">
                Platillo
              </th>
              {ALLERGENS.map((allergen) => (
                <th scope="col" key={allergen.code} className="allergen-col" title={allergen.description}>
                  <span className="allergen-col-name">{allergen.name}</span>
                  <TagIcon icon={`fa-solid fa-${allergen.icon}`} />
                </th>
              ))}
              <th scope="col">Dietas</th>
              <th scope="col" className="allergen-copy">
                <span title="Copiar a seleccionados">Copiar</span>
              </th>
            </tr>
          </thead>
          {visible.map((group) => (
            <tbody key={group.id}>
              <tr className="allergen-group">
                <th scope="rowgroup" colSpan={ALLERGEN_CODES.length + 4}>
                  <span className="allergen-group-title">
                    {group.familyName && <span className="allergen-group-family">{group.familyName} › </span>}
                    {group.name}
                  </span>
                </th>
              </tr>
              {group.products.map((product) => (
                <AllergenRow
                  key={product.id}
                  id={product.id}
                  name={product.name}
                  facts={factsOf(product.id)}
                  selected={selected.has(product.id)}
                  error={saves.errors[product.id]}
                  readOnly={readOnly}
                  {...actions}
                />
              ))}
            </tbody>
          ))}
        </table>
      </div>
    );
  }

  const notice = saves.notice;
  return (
    <div className="allergen-board">
      <style href="menu-allergen-board" precedence="default">
        {ALLERGEN_BOARD_CSS}
      </style>
      <Typography.Title level={2} className="board-title">
        Alérgenos
      </Typography.Title>
      <Typography.Paragraph type="secondary" className="allergen-caption">
        {readOnly
          ? 'Los alérgenos y dietas de cada platillo: Sin confirmar, Contiene, Puede contener, No contiene.'
          : 'Haz clic en una casilla para cambiarla: Sin confirmar, Contiene, Puede contener, No contiene. Los cambios se guardan solos. Marca platillos a la izquierda y usa «Copiar» en otro para darles sus mismos alérgenos y dietas.'}
      </Typography.Paragraph>
      <div className="allergen-toolbar">
        <Input
          allowClear
          prefix={<SearchOutlined />}
          placeholder="Buscar producto"
          aria-label="Buscar"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          className="allergen-search"
        />
        <select
          className="allergen-family"
          aria-label="Familia"
          value={familyId ?? ''}
          onChange={(event) => setFamilyId(event.target.value === '' ? null : Number(event.target.value))}
        >
          <option value="">Todas las familias</option>
          {families.map((family) => (
            <option key={family.id} value={family.id}>
              {family.name}
            </option>
          ))}
        </select>
        {products.length > 0 && (
          <div className="allergen-progress">
            <span>
              Confirmados: {confirmed} de {products.length} platillos
            </span>
            <div className="allergen-progress-bar" aria-hidden="true">
              <div style={{ width: `${(confirmed / products.length) * 100}%` }} />
            </div>
          </div>
        )}
        {selected.size > 0 && (
          <Button type="link" onClick={() => setSelected(new Set())}>
            Quitar selección ({selected.size})
          </Button>
        )}
      </div>
      <ul className="allergen-legend" aria-label="Símbolos">
        {LEGEND.map(({ level, symbol, label }) => (
          <li key={level}>
            <span className={`allergen-cell allergen-${level}`} aria-hidden="true">
              {symbol}
            </span>
            {label}
          </li>
        ))}
      </ul>
      <div
        role="status"
        className={notice?.kind === 'error' ? 'allergen-status allergen-status-error' : 'allergen-status'}
      >
        {notice && (notice.kind === 'saving' ? 'Guardando…' : notice.text)}
      </div>
      {body}
    </div>
  );
}

const EMPTY_FACTS: RowFacts = { allergens: {}, diets: [] };
