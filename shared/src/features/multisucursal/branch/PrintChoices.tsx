// 'Imprimir': the branch's print files (table tents, entrance poster, printed menu in each of
// the menu's languages), downloaded with the owner's token. In the share modal and, for each
// branch's row, in PrintModal.
import DownloadOutlined from '@ant-design/icons/es/icons/DownloadOutlined';
import { type Branch, downloadFile, errorMessage, profileAtom } from '@menu/shared';
import { Button, Modal, Space, Typography } from '@menu/shared/antd';
import { Segmented } from '@menu/shared/antd/editor';
import { useNotify } from '@menu/shared/ui';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { type Paper, printFiles, TENTS_HINT } from './print';

const PAPERS: Array<{ value: Paper; label: string }> = [
  { value: 'letter', label: 'Carta' },
  { value: 'a4', label: 'A4' },
];

/** `titled`: its own 'Imprimir' heading (in the share modal); the print dialog's title says it already. */
export function PrintChoices({ branch, titled = true }: { branch: Branch; titled?: boolean }) {
  const { notification } = useNotify();
  const languages = useAtomValue(profileAtom)?.languages ?? [];
  const [paper, setPaper] = useState<Paper>('letter');
  const [busy, setBusy] = useState<string | null>(null);
  const files = printFiles(branch, languages, paper);

  const download = async (key: string) => {
    const file = files.find((f) => f.key === key);
    if (!file || busy) return;
    setBusy(key);
    try {
      await downloadFile(file.path, file.filename);
    } catch (failure) {
      notification.error({ title: `No se pudo descargar: ${file.label}`, description: errorMessage(failure) });
    } finally {
      setBusy(null);
    }
  };

  return (
    <section aria-label="Imprimir" style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
      {titled && <Typography.Text strong>Imprimir</Typography.Text>}
      <Space wrap align="center">
        <Typography.Text id={`paper-${branch.id}`}>Papel de las tarjetas</Typography.Text>
        <Segmented<Paper>
          aria-labelledby={`paper-${branch.id}`}
          size="small"
          options={PAPERS}
          value={paper}
          onChange={setPaper}
        />
      </Space>
      {!branch.tables && <Typography.Text type="secondary">{TENTS_HINT}</Typography.Text>}
      <Space wrap>
        {files.map((file) => (
          <Button
            key={file.key}
            icon={<DownloadOutlined />}
            loading={busy === file.key}
            onClick={() => void download(file.key)}
          >
            {file.label}
          </Button>
        ))}
      </Space>
    </section>
  );
}

/** The print choices of one branch (its row's 'Imprimir'). */
export function PrintModal({ branch, onClose }: { branch: Branch | null; onClose(): void }) {
  return (
    <Modal
      open={Boolean(branch)}
      title={branch ? `Imprimir · ${branch.name}` : 'Imprimir'}
      footer={null}
      onCancel={onClose}
      destroyOnHidden
    >
      {branch && <PrintChoices branch={branch} titled={false} />}
    </Modal>
  );
}
