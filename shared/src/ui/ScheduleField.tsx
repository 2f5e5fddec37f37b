import { Button, Input, Space, Switch, Typography } from '@menu/shared/antd';
import { DAY_LETTERS, type Schedule, type TimeRange, WEEK_ORDER } from '../menu/schedule';
import { MinusCircleOutlined, PlusOutlined } from './icons';

/** What an owner switching 'Siempre disponible' off starts from: every day, 9:00 to 17:00. */
export const DEFAULT_SCHEDULE: Schedule = { days: [0, 1, 2, 3, 4, 5, 6], ranges: [{ start: '09:00', end: '17:00' }] };
const NEW_RANGE: TimeRange = { start: '18:00', end: '22:00' };
const DAY_NAMES: Record<number, string> = {
  0: 'Domingo',
  1: 'Lunes',
  2: 'Martes',
  3: 'Miércoles',
  4: 'Jueves',
  5: 'Viernes',
  6: 'Sábado',
};

export interface ScheduleFieldProps {
  /** null: always available (Form.Item hands value and onChange). */
  value?: Schedule | null;
  onChange?: (value: Schedule | null) => void;
  id?: string;
}

/**
 * When an item is offered (docs/schedules.md): 'Siempre disponible', or days of the week
 * (toggle chips L M M J V S D) and time ranges ('Desde'/'Hasta', HH:MM). A range whose end is
 * not after its start ends the next day. Pair it with the shared rules:
 * `antdRules(...rules.schedule)` (one per part, so every part's message shows).
 */
export function ScheduleField({ value = null, onChange, id }: ScheduleFieldProps) {
  const set = (next: Schedule | null) => onChange?.(next);
  const always = value === null;
  const toggleDay = (day: number) => {
    if (!value) return;
    const days = value.days.includes(day)
      ? value.days.filter((d) => d !== day)
      : [...value.days, day].sort((a, b) => a - b);
    set({ ...value, days });
  };
  const setRange = (index: number, change: Partial<TimeRange>) => {
    if (!value) return;
    set({ ...value, ranges: value.ranges.map((r, i) => (i === index ? { ...r, ...change } : r)) });
  };
  return (
    <div id={id} className="schedule-field">
      <Space align="center">
        <Switch
          checked={always}
          onChange={(checked) => set(checked ? null : DEFAULT_SCHEDULE)}
          aria-label="Siempre disponible"
        />
        <span>Siempre disponible</span>
      </Space>
      {value && (
        <div style={{ marginTop: 12 }}>
          <Space size={4} role="group" aria-label="Días" wrap>
            {WEEK_ORDER.map((day) => {
              const on = value.days.includes(day);
              return (
                <Button
                  key={day}
                  shape="circle"
                  type={on ? 'primary' : 'default'}
                  aria-pressed={on}
                  aria-label={DAY_NAMES[day]}
                  onClick={() => toggleDay(day)}
                >
                  {DAY_LETTERS[day]}
                </Button>
              );
            })}
          </Space>
          {value.ranges.map((range, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a range has no id and its inputs are controlled and named by position ("horario 2"); a key from its times would remount the input being typed in
            <Space key={index} align="center" style={{ display: 'flex', marginTop: 8 }}>
              <Input
                type="time"
                step={60}
                aria-label={`Desde (horario ${index + 1})`}
                value={range.start}
                onChange={(e) => setRange(index, { start: e.target.value })}
                style={{ width: 120 }}
              />
              <span>a</span>
              <Input
                type="time"
                step={60}
                aria-label={`Hasta (horario ${index + 1})`}
                value={range.end}
                onChange={(e) => setRange(index, { end: e.target.value })}
                style={{ width: 120 }}
              />
              {value.ranges.length > 1 && (
                <Button
                  type="text"
                  icon={<MinusCircleOutlined />}
                  aria-label={`Quitar horario ${index + 1}`}
                  onClick={() => set({ ...value, ranges: value.ranges.filter((_, i) => i !== index) })}
                />
              )}
            </Space>
          ))}
          <Button
            type="link"
            icon={<PlusOutlined />}
            style={{ paddingLeft: 0, marginTop: 4 }}
            onClick={() => set({ ...value, ranges: [...value.ranges, NEW_RANGE] })}
          >
            Agregar horario
          </Button>
          <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
            Si la hora de fin es anterior a la de inicio, el horario termina al día siguiente (20:00 a 2:00).
          </Typography.Paragraph>
        </div>
      )}
    </div>
  );
}
