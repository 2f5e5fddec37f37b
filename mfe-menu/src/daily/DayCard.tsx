import { formatPrice } from '@menu/shared';
import { Button, Tag, Typography } from '@menu/shared/kit';
import type { ComboItem, ComboStep } from '@menu/shared/menu/combos';
import { dayLabel } from './week';

/** One step as the card reads it: 'Sopa (elige 1): Sopa de fideo, Consomé +$15'. */
export function stepLine(step: ComboStep, dishName: (id: number) => string | undefined): string {
  // A dish deleted since the day was planned is dropped, as the public menu drops it.
  const items = step.items.flatMap((item: ComboItem) => {
    const name = item.product_id ? dishName(item.product_id) : item.name;
    if (!name) return [];
    return [item.surcharge ? `${name} +${formatPrice(item.surcharge)}` : name];
  });
  return `${step.name}: ${items.join(', ')}`;
}

export interface DayCardProps {
  date: string;
  /** The date's own steps; [] = the combo's ('Como el combo'). */
  steps: ComboStep[];
  /** The combo's own steps, shown when the date has none. */
  comboSteps: ComboStep[];
  /** The combo's hours offer it this date. */
  offered: boolean;
  today: boolean;
  /** Differs from what is saved. */
  unsaved: boolean;
  readOnly: boolean;
  dishName(id: number): string | undefined;
  onEdit(): void;
  onCopyToWeek(): void;
  onReset(): void;
}

/** A day of the week: its date, whether it is offered, its steps (its own or the combo's) and its actions. */
export function DayCard(props: DayCardProps) {
  const { date, steps, comboSteps, offered, today, unsaved, readOnly, dishName } = props;
  const label = dayLabel(date);
  const own = steps.length > 0;
  const shown = own ? steps : comboSteps;
  return (
    <li className={`daily-day${offered ? '' : ' daily-day-off'}`} aria-label={label}>
      <div className="daily-day-head">
        <Typography.Text strong>{label}</Typography.Text>
        {today && <Tag color="purple">Hoy</Tag>}
        {unsaved && <Tag color="gold">Sin guardar</Tag>}
      </div>
      {!offered && <Typography.Text type="secondary">No se ofrece este día</Typography.Text>}
      {!own && <Tag className="daily-day-as-combo">Como el combo</Tag>}
      <ul className={`daily-steps${own ? '' : ' daily-steps-combo'}`} aria-label={`Pasos del ${label}`}>
        {shown.map((step, i) => (
          // Steps have no id; their order is their identity here (the card only reads them).
          // biome-ignore lint/suspicious/noArrayIndexKey: read-only list in the steps' order
          <li key={i}>{stepLine(step, dishName)}</li>
        ))}
      </ul>
      {!readOnly && (
        <div className="daily-day-actions">
          <Button size="small" onClick={props.onEdit}>
            Editar
          </Button>
          {own && (
            <>
              <Button size="small" onClick={props.onCopyToWeek}>
                Copiar a toda la semana
              </Button>
              <Button size="small" onClick={props.onReset}>
                Restablecer
              </Button>
            </>
          )}
        </div>
      )}
    </li>
  );
}
