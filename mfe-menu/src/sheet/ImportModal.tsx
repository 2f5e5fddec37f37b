import { errorMessage, formatPrice, type ImportPreview } from '@menu/shared';
import { LEVEL_LABELS } from '@menu/shared/menu/allergens';
import { Alert, Button, Space, Switch, Typography } from '@menu/shared/antd';
import { Result } from '@menu/shared/kit';
import { Progress } from '@menu/shared/antd/editor';
import { EditorModal } from '@menu/shared/ui';
import { useRef, useState, type ChangeEvent } from 'react';
import { applyImport, previewImport, type ImportResult } from './api';
import { PlanPreview, PreviewTable, planSummary, plural } from './PlanPreview';

type Phase = 'choose' | 'checking' | 'preview' | 'applying' | 'done';

/** How the sheet's allergen columns read (docs/import-export.md): the owner fills them in Excel. */
const ALLERGEN_HINT =
  `Alérgenos: una columna por alérgeno (Gluten, Cacahuate…) con ${LEVEL_LABELS.contains}, ` +
  `${LEVEL_LABELS.may_contain} o ${LEVEL_LABELS.free}; vacía es ${LEVEL_LABELS.unconfirmed}. ` +
  'Si el archivo no trae esas columnas, los alérgenos no cambian.';

/** How a combo's row reads (docs/import-export.md, the API's combo-cells.ts grammar). */
const COMBO_HINT =
  'Combos: Tipo «Combo» y sus pasos en la columna Pasos, por ejemplo «Sopa [1]: Fideo; Arroz | Guisado [1-2]: ' +
  '#Tinga +15; #Mole». «#» nombra un platillo del menú y «+15» es el cargo extra. ' +
  'Los días del menú del día y los precios por posición se editan en el panel.';

/** The summary line of a preview: what it creates, updates, removes and leaves as it is. */
export const previewSummary = ({ summary }: ImportPreview) => planSummary(summary);

/**
 * Importar: choose a CSV or Excel file -> preview (counts, the rows created, updated, removed and
 * every invalid row with its reason) -> 'Aplicar cambios' (only without invalid rows) -> progress
 * -> done. The API parses, checks and applies (all or nothing); `onApplied` refreshes the lists.
 */
export function ImportModal({ open, onClose, onApplied }: { open: boolean; onClose(): void; onApplied(): void }) {
  const [file, setFile] = useState<File | null>(null);
  const [remove, setRemove] = useState(false);
  const [phase, setPhase] = useState<Phase>('choose');
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const [progress, setProgress] = useState({ done: 0, total: 0 });
  const [result, setResult] = useState<ImportResult | null>(null);
  const [error, setError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);

  const reset = () => {
    setPreview(null);
    setError(null);
    setPhase('choose');
  };
  const close = () => {
    setFile(null);
    setRemove(false);
    setResult(null);
    reset();
    onClose();
  };

  const check = async () => {
    if (!file) return;
    setPhase('checking');
    setError(null);
    try {
      setPreview(await previewImport(file, remove));
      setPhase('preview');
    } catch (e) {
      setError(errorMessage(e));
      setPhase('choose');
    }
  };

  const apply = async () => {
    if (!file) return;
    setPhase('applying');
    setProgress({ done: 0, total: 0 });
    try {
      setResult(await applyImport(file, remove, (done, total) => setProgress({ done, total })));
      setPhase('done');
      onApplied();
    } catch (e) {
      setError(errorMessage(e));
      setPhase('preview');
    }
  };

  const invalid = preview ? preview.errors.length > 0 : false;
  const nothing = preview ? preview.summary.created + preview.summary.updated + preview.summary.removed === 0 : true;
  const percent = progress.total === 0 ? 0 : Math.round((progress.done / progress.total) * 100);

  return (
    <EditorModal open={open} title="Importar menú" onClose={close} width={760}>
      {phase === 'done' && result ? (
        <Result
          status="success"
          title="Importación aplicada"
          subTitle={`${plural(result.created, 'creado', 'creados')}, ${plural(result.updated, 'actualizado', 'actualizados')}, ${plural(result.removed, 'eliminado', 'eliminados')}.`}
          extra={
            <Button type="primary" onClick={close}>
              Cerrar
            </Button>
          }
        />
      ) : (
        <Space direction="vertical" style={{ width: '100%' }} size="middle">
          <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
            Sube el archivo CSV o Excel que exportaste (máximo 5 MB y 5,000 filas). Las filas con Clave actualizan ese
            producto o variante; las filas sin Clave se crean.
          </Typography.Paragraph>
          <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
            {ALLERGEN_HINT}
          </Typography.Paragraph>
          <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
            {COMBO_HINT}
          </Typography.Paragraph>
          <div style={{ display: 'flex', alignItems: 'center', gap: 12 }}>
            {/* The browser's own file button speaks the browser's language: a Spanish button opens the hidden input. */}
            <input
              ref={input}
              type="file"
              aria-label="Archivo del menú"
              accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              style={{ display: 'none' }}
              onChange={(e: ChangeEvent<HTMLInputElement>) => {
                setFile(e.target.files?.[0] ?? null);
                reset();
                // The same file chosen again (after fixing it) must fire onChange again.
                e.target.value = '';
              }}
            />
            <Button onClick={() => input.current?.click()} disabled={phase === 'applying' || phase === 'checking'}>
              Elegir archivo
            </Button>
            <Typography.Text type={file ? undefined : 'secondary'}>
              {file ? file.name : 'Ningún archivo elegido'}
            </Typography.Text>
          </div>
          <label style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
            <Switch
              size="small"
              checked={remove}
              disabled={phase === 'applying' || phase === 'checking'}
              onChange={(value) => {
                setRemove(value);
                reset();
              }}
              aria-label="Eliminar los productos y variantes que no estén en el archivo"
            />
            Eliminar los productos y variantes que no estén en el archivo
          </label>
          {error && <Alert type="error" showIcon message={error} />}
          {preview && <ImportPreviewView preview={preview} />}
          {phase === 'applying' && (
            <div>
              <Typography.Text>Aplicando cambios…</Typography.Text>
              <Progress percent={percent} status="active" aria-label="Progreso de la importación" />
            </div>
          )}
          <div style={{ display: 'flex', justifyContent: 'flex-end', gap: 8, marginTop: 8 }}>
            <Button onClick={close} disabled={phase === 'applying'}>
              Cancelar
            </Button>
            {phase === 'choose' || phase === 'checking' ? (
              <Button type="primary" onClick={() => void check()} disabled={!file} loading={phase === 'checking'}>
                Revisar archivo
              </Button>
            ) : (
              <Button
                type="primary"
                onClick={() => void apply()}
                disabled={invalid || nothing}
                loading={phase === 'applying'}
              >
                Aplicar cambios
              </Button>
            )}
          </div>
        </Space>
      )}
    </EditorModal>
  );
}

/** The import's plan in the shared preview: invalid rows first (they block the apply), then the lists. */
export function ImportPreviewView({ preview }: { preview: ImportPreview }) {
  const names = preview.new_names;
  const news = [
    names.families.length ? `familias: ${names.families.join(', ')}` : '',
    names.categories.length ? `categorías: ${names.categories.join(', ')}` : '',
    names.tags.length ? `etiquetas: ${names.tags.join(', ')}` : '',
    names.groups.length ? `grupos de variantes: ${names.groups.join(', ')}` : '',
  ].filter(Boolean);
  return (
    <PlanPreview
      summary={previewSummary(preview)}
      tone={preview.errors.length ? 'error' : 'info'}
      description={
        preview.errors.length
          ? `${plural(preview.summary.invalid, 'fila tiene', 'filas tienen')} errores: corrígelas en el archivo y vuelve a revisarlo. No se aplicará nada mientras haya errores.`
          : news.length
            ? `También se crean ${news.join('; ')}.`
            : undefined
      }
      updated={preview.updated.map((u) => ({
        key: u.key,
        row: u.row,
        code: u.key,
        name: u.name,
        changes: u.changes.map((c) => `${c.column}: ${c.from || '—'} → ${c.to || '—'}`).join('; '),
      }))}
      created={preview.created.map((c) => ({
        key: c.row,
        row: c.row,
        type: c.type,
        name: c.name,
        price: formatPrice(c.price),
      }))}
      removed={preview.removed.map((r) => ({ key: r.key, code: r.key, type: r.type, name: r.name }))}
    >
      <PreviewTable
        title="Filas con errores"
        rows={preview.errors}
        rowKey={(e) => `${e.row}-${e.column}-${e.message}`}
        columns={[
          { title: 'Fila', dataIndex: 'row', width: 64 },
          { title: 'Columna', dataIndex: 'column', width: 160 },
          { title: 'Motivo', dataIndex: 'message' },
        ]}
      />
    </PlanPreview>
  );
}
