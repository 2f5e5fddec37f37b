import FilterOutlined from '@ant-design/icons/es/icons/FilterOutlined';
import PlusOutlined from '@ant-design/icons/es/icons/PlusOutlined';
import SearchOutlined from '@ant-design/icons/es/icons/SearchOutlined';
import { Button, Dropdown, Input } from '@menu/shared/kit';
import type { ReactNode } from 'react';
import type { BoardFilter } from './types';
import type { FilterValue } from './visibleRows';

interface BoardToolbarProps<P> {
  target: string;
  /** The search box's placeholder; no box without it. */
  search?: { placeholder?: string };
  query: string;
  onQuery: (query: string) => void;
  filter?: BoardFilter<P>;
  filterValue: FilterValue | null;
  onFilter: (value: FilterValue | null) => void;
  /** 'Expandir todo' / 'Contraer todo', for boards with nested rows. */
  expandAll?: { allExpanded: boolean; disabled: boolean; onChange: (expanded: boolean) => void };
  /** The section's own buttons, before '+ Agregar'. */
  extra?: ReactNode;
  onAdd?: () => void;
}

/** Search and 'Filtrar por' on one side; 'Expandir/Contraer todo', the section's buttons and '+ Agregar {target}' on the other. */
export function BoardToolbar<P>({
  target,
  search,
  query,
  onQuery,
  filter,
  filterValue,
  onFilter,
  expandAll,
  extra,
  onAdd,
}: BoardToolbarProps<P>) {
  const filtering = filter !== undefined && filterValue !== null;
  return (
    <div className="board-toolbar">
      <div className="board-toolbar-side">
        {search && (
          <Input
            allowClear
            prefix={<SearchOutlined />}
            placeholder={search.placeholder ?? 'Buscar'}
            aria-label="Buscar"
            value={query}
            onChange={(event) => onQuery(event.target.value)}
            className="board-search"
          />
        )}
        {filter && (
          <Dropdown
            trigger={['click']}
            menu={{
              selectable: true,
              selectedKeys: filterValue === null ? [] : [`option:${filterValue}`],
              items: [
                {
                  type: 'group',
                  label: filter.title,
                  children: filter.options.map((option) => ({ key: `option:${option.value}`, label: option.label })),
                },
                { type: 'divider' },
                { key: 'clear', label: 'Limpiar Filtro', disabled: filterValue === null },
              ],
              onClick: ({ key }) => {
                if (key === 'clear') return onFilter(null);
                const option = filter.options.find((candidate) => `option:${candidate.value}` === key);
                if (option) onFilter(option.value);
              },
            }}
          >
            <Button icon={<FilterOutlined />} type={filtering ? 'primary' : 'default'} ghost={filtering}>
              {filtering
                ? `Filtrar por: ${filter.options.find((option) => option.value === filterValue)?.label ?? ''}`
                : 'Filtrar por'}
            </Button>
          </Dropdown>
        )}
        {filtering && (
          <Button type="link" onClick={() => onFilter(null)}>
            Limpiar Filtro
          </Button>
        )}
      </div>
      <div className="board-toolbar-side">
        {expandAll && (
          <Button onClick={() => expandAll.onChange(!expandAll.allExpanded)} disabled={expandAll.disabled}>
            {expandAll.allExpanded && !expandAll.disabled ? 'Contraer todo' : 'Expandir todo'}
          </Button>
        )}
        {extra}
        {onAdd && <AddButton target={target} onAdd={onAdd} />}
      </div>
    </div>
  );
}

/** '+ Agregar {target}': in the toolbar, and in the empty list. */
export function AddButton({ target, onAdd }: { target: string; onAdd: () => void }) {
  return (
    <Button type="primary" icon={<PlusOutlined />} onClick={onAdd}>
      Agregar {target}
    </Button>
  );
}
