import { rules } from '@menu/shared';
import { scheduleText, type Schedule, type ScheduleOverride } from '@menu/shared/menu/schedule';
import { DEFAULT_SCHEDULE, ScheduleField } from '@menu/shared/ui';
import { Button, Modal, Typography } from '@menu/shared/antd';
import { Radio } from '@menu/shared/antd/editor';
import { useState } from 'react';
import { useRowState, type EditStore } from './editStore';
import { currentSchedule, type TemplateRow } from './rows';

type Mode = 'menu' | 'always' | 'own';

const modeOf = (value: ScheduleOverride): Mode => (value === null ? 'menu' : value === 'always' ? 'always' : 'own');

/** What the cell reads: 'Como el menú', 'Siempre disponible' or the template's own hours. */
export const overrideText = (value: ScheduleOverride) =>
  value === null ? 'Como el menú' : value === 'always' ? 'Siempre disponible' : scheduleText(value);

/**
 * Horario of a product or promotion in this template's branches (docs/schedules.md): 'Como el
 * menú' (the item's own schedule), 'Siempre disponible', or the template's own hours, chosen
 * in a small dialog with the shared ScheduleField. The choice goes into the row's edit and is
 * saved with the template.
 */
export function ScheduleCell({ row, store }: { row: TemplateRow; store: EditStore }) {
  const { edit } = useRowState(store, row.key);
  const value = currentSchedule(row, edit);
  const [open, setOpen] = useState(false);
  const [mode, setMode] = useState<Mode>(modeOf(value));
  const [own, setOwn] = useState<Schedule | null>(
    typeof value === 'object' && value !== null ? value : DEFAULT_SCHEDULE,
  );
  // Every part's problem at once (its days, its times), as the editors' Horario field shows them.
  const problems =
    mode === 'own'
      ? rules.schedule.map((rule) => rule(own)).filter((message): message is string => message !== null)
      : [];

  const start = () => {
    setMode(modeOf(value));
    setOwn(typeof value === 'object' && value !== null ? value : DEFAULT_SCHEDULE);
    setOpen(true);
  };
  const accept = () => {
    const next: ScheduleOverride = mode === 'menu' ? null : mode === 'always' || own === null ? 'always' : own;
    store.patch([[row.key, { schedule: next }]]);
    setOpen(false);
  };

  return (
    <>
      <Button
        size="small"
        type="link"
        style={{ paddingInline: 0, whiteSpace: 'normal', textAlign: 'left', height: 'auto' }}
        aria-label={`Horario ${row.name}: ${overrideText(value)}`}
        onClick={start}
      >
        {overrideText(value)}
      </Button>
      <Modal
        open={open}
        title={`Horario de ${row.name} en esta plantilla`}
        okText="Aceptar"
        cancelText="Cancelar"
        okButtonProps={{ disabled: problems.length > 0 }}
        onOk={accept}
        onCancel={() => setOpen(false)}
        destroyOnHidden
      >
        <Radio.Group
          value={mode}
          onChange={(event) => setMode(event.target.value as Mode)}
          options={[
            { value: 'menu', label: 'Como el menú' },
            { value: 'always', label: 'Siempre disponible' },
            { value: 'own', label: 'Horario propio' },
          ]}
        />
        {mode === 'own' && (
          <div style={{ marginTop: 12 }}>
            <ScheduleField value={own} onChange={(next) => setOwn(next ?? DEFAULT_SCHEDULE)} />
            {problems.map((problem) => (
              <Typography.Paragraph key={problem} type="danger" role="alert" style={{ marginBottom: 0 }}>
                {problem}
              </Typography.Paragraph>
            ))}
          </div>
        )}
      </Modal>
    </>
  );
}
