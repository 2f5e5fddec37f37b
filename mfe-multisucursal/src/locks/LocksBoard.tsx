import { errorMessage, useCan } from '@menu/shared';
import { Alert, Button, Input, Spin, Switch, Tag, Typography } from '@menu/shared/antd';
import { LOCK_FIELDS, LOCK_LABELS, LOCK_REASON_MAX, type LockField, lockNote } from '@menu/shared/menu/locks';
import { useNotify } from '@menu/shared/ui';
import { useState } from 'react';
import { saveLocks } from './api';
import { byField, type LocksByField, setLocks, useLocks } from './useLocks';

/** What each lock covers, under its name. */
export const LOCK_SCOPE: Record<LockField, string> = {
  price: 'Los precios de productos y variantes.',
  enabled: 'Si un producto, variante, promoción o anuncio está activo.',
  description: 'Las descripciones de promociones y anuncios.',
};

export const LOCKS_INTRO =
  'Un campo bloqueado toma siempre el valor del menú base en todas tus sucursales: sus plantillas y regiones no ' +
  'pueden cambiarlo, y lo que ya tuvieran propio de ese campo deja de aplicarse hasta que lo desbloquees.';

const box = { border: '1px solid #f0f0f0', borderRadius: 8, padding: 16, maxWidth: 640 } as const;

/** Multisucursal > Bloqueos: the owner locks fields for every branch; other roles read them. */
export function LocksBoard() {
  const { locks, loading, failed, retry } = useLocks();
  const editable = useCan()('PUT', '/v1/locks');
  if (failed)
    return (
      <Alert
        type="error"
        showIcon
        title="No se pudieron cargar los bloqueos"
        action={<Button onClick={retry}>Reintentar</Button>}
      />
    );
  if (loading) return <Spin aria-label="Cargando bloqueos" />;
  return (
    <div style={{ display: 'grid', gap: 16 }}>
      <Typography.Paragraph type="secondary" style={{ margin: 0, maxWidth: 640 }}>
        {LOCKS_INTRO}
      </Typography.Paragraph>
      {editable ? <LocksForm locks={locks} /> : <LocksList locks={locks} />}
    </div>
  );
}

/** Read-only: each field locked or free, with the owner's reason. */
function LocksList({ locks }: { locks: LocksByField }) {
  return (
    <>
      {LOCK_FIELDS.map((field) => (
        <section key={field} aria-label={LOCK_LABELS[field]} style={box}>
          <Typography.Title level={5} style={{ marginTop: 0 }}>
            {LOCK_LABELS[field]} {locks[field].locked ? <Tag color="orange">Bloqueado</Tag> : <Tag>Sin bloqueo</Tag>}
          </Typography.Title>
          <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
            {LOCK_SCOPE[field]}
          </Typography.Paragraph>
          {locks[field].locked && (
            <Typography.Paragraph style={{ margin: '8px 0 0' }}>{lockNote(locks[field].reason)}</Typography.Paragraph>
          )}
        </section>
      ))}
    </>
  );
}

type Draft = Record<LockField, { locked: boolean; reason: string }>;

const draftOf = (locks: LocksByField): Draft =>
  Object.fromEntries(
    LOCK_FIELDS.map((field) => [field, { locked: locks[field].locked, reason: locks[field].reason ?? '' }]),
  ) as Draft;

/** The owner's form: a switch and a reason per field, saved together with 'Guardar'. */
function LocksForm({ locks }: { locks: LocksByField }) {
  const { notification } = useNotify();
  const [draft, setDraft] = useState(() => draftOf(locks));
  const [saving, setSaving] = useState(false);
  const saved = draftOf(locks);
  const changed = LOCK_FIELDS.some(
    (f) => draft[f].locked !== saved[f].locked || (draft[f].locked && draft[f].reason.trim() !== saved[f].reason),
  );
  const edit = (field: LockField, patch: Partial<Draft[LockField]>) =>
    setDraft((d) => ({ ...d, [field]: { ...d[field], ...patch } }));

  const save = async () => {
    setSaving(true);
    try {
      const body = LOCK_FIELDS.map((field) => ({
        field,
        locked: draft[field].locked,
        ...(draft[field].locked && { reason: draft[field].reason.trim() || null }),
      }));
      const answer = await saveLocks(body);
      setLocks(answer);
      setDraft(draftOf(byField(answer)));
      notification.success({ title: 'Bloqueos guardados' });
    } catch (error) {
      notification.error({ title: 'No se pudieron guardar los bloqueos', description: errorMessage(error) });
    } finally {
      setSaving(false);
    }
  };

  return (
    <>
      {LOCK_FIELDS.map((field) => {
        const id = `lock-${field}`;
        return (
          <section key={field} aria-label={LOCK_LABELS[field]} style={box}>
            <Typography.Title level={5} style={{ marginTop: 0 }}>
              {LOCK_LABELS[field]}
            </Typography.Title>
            <Typography.Paragraph type="secondary">{LOCK_SCOPE[field]}</Typography.Paragraph>
            <div style={{ display: 'flex', gap: 8, alignItems: 'center', marginBottom: 8 }}>
              <Switch
                id={id}
                aria-label={`Bloquear ${LOCK_LABELS[field]}`}
                checked={draft[field].locked}
                onChange={(locked) => edit(field, { locked })}
              />
              <label htmlFor={id}>Bloquear</label>
            </div>
            <Input
              aria-label={`Motivo ${LOCK_LABELS[field]}`}
              placeholder="Motivo (opcional): lo verán quienes editen plantillas y regiones"
              maxLength={LOCK_REASON_MAX}
              showCount
              disabled={!draft[field].locked}
              value={draft[field].reason}
              onChange={(event) => edit(field, { reason: event.target.value })}
            />
          </section>
        );
      })}
      <div>
        <Button type="primary" loading={saving} disabled={!changed} onClick={() => void save()}>
          Guardar
        </Button>
      </div>
    </>
  );
}
