import { errorMessage, useCan } from '@menu/shared';
import { Button, Dropdown } from '@menu/shared/kit';
import { openLazily, useNotify } from '@menu/shared/ui';
import { useState } from 'react';
import { exportMenu, type SheetFormat } from './api';

// The modal (and the editor-level antd set it uses) loads with the first opening, not with the board.
const ImportModal = openLazily(
  () => import('./ImportModal').then((m) => m.ImportModal),
  (props) => props.open,
);

/**
 * 'Exportar' (CSV / Excel) and 'Importar' for the Productos toolbar; `onImported` refreshes the
 * board. Each only for a role that may call it (a manager neither, shared/roles.json).
 */
export function SheetButtons({ onImported }: { onImported(): void }) {
  const can = useCan();
  const exports = can('GET', '/v1/menu/export');
  const imports = can('POST', '/v1/menu/import');
  const { message } = useNotify();
  const [importing, setImporting] = useState(false);
  const [exporting, setExporting] = useState(false);

  const download = async (format: SheetFormat) => {
    setExporting(true);
    try {
      await exportMenu(format);
    } catch (e) {
      void message.error(errorMessage(e));
    } finally {
      setExporting(false);
    }
  };

  return (
    <>
      {exports && (
        <Dropdown
          menu={{
            items: [
              { key: 'xlsx', label: 'Excel (.xlsx)' },
              { key: 'csv', label: 'CSV' },
            ],
            onClick: ({ key }) => void download(key as SheetFormat),
          }}
        >
          <Button loading={exporting}>Exportar</Button>
        </Dropdown>
      )}
      {imports && <Button onClick={() => setImporting(true)}>Importar</Button>}
      {imports && <ImportModal open={importing} onClose={() => setImporting(false)} onApplied={onImported} />}
    </>
  );
}
