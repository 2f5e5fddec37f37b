import { Tag } from '@menu/shared/kit';
import { type Schedule, scheduleText } from '../menu/schedule';
import { ClockCircleOutlined } from './icons';

/** The board's small clock tag with the hours ('Lun a vie de 7:00 a 12:00'); nothing without a schedule. */
export function ScheduleTag({ schedule }: { schedule: Schedule | null | undefined }) {
  if (!schedule) return null;
  const text = scheduleText(schedule);
  // Board rows have a fixed height: a long text is cut with '…' and read whole in the tooltip.
  return (
    <Tag
      icon={<ClockCircleOutlined />}
      title={`Horario: ${text}`}
      style={{
        maxWidth: '100%',
        overflow: 'hidden',
        textOverflow: 'ellipsis',
        verticalAlign: 'bottom',
        marginInlineEnd: 0,
      }}
    >
      {text}
    </Tag>
  );
}
