// A template's line in the master-enable modal's lists, and its 'Personalizado' mark.
import { Tag, Typography } from '@menu/shared/antd';
import type { ReactNode } from 'react';
import type { ItemRow } from './draft';

/** 'Personalizado' when the template differs from the base menu there, with the base value in its title. */
export function Overridden({ on, base }: { on: boolean; base: string }) {
  if (!on) return <Typography.Text type="secondary">Menú base</Typography.Text>;
  return (
    <Tag color="purple" title={`Menú base: ${base}`} style={{ marginInlineEnd: 0 }}>
      Personalizado
    </Tag>
  );
}

/**
 * One template of a mode's list: its name, then what the mode shows and edits of it; on a
 * phone the name has a line of its own above them.
 */
export function TemplateLine({ row, top, children }: { row: ItemRow; top?: boolean; children: ReactNode }) {
  const align = top ? 'flex-start' : 'center';
  return (
    <li
      aria-label={row.name}
      style={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: align,
        gap: '8px 12px',
        padding: '8px 0',
        borderBottom: '1px solid #f0f0f0',
      }}
    >
      <span style={{ flex: '1 1 160px', fontWeight: 500, paddingTop: top ? 5 : 0 }}>{row.name}</span>
      <span style={{ display: 'flex', flexWrap: 'wrap', alignItems: align, gap: 12, maxWidth: '100%' }}>
        {children}
      </span>
    </li>
  );
}
