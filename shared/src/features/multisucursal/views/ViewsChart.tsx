import { Empty, Typography } from '@menu/shared/antd';
import { useId } from 'react';
import { dayjs } from '@menu/shared/format/dates';
import type { DayViews } from './api';

const BAR = 16;
const GAP = 4;
const HEIGHT = 120;
const LABELS = 18;

/** 'D MMM' in Spanish ('9 mar'): the chart's day labels. */
export const dayLabel = (date: string) => dayjs(date).format('D MMM');

const visits = (n: number) => `${n} ${n === 1 ? 'visita' : 'visitas'}`;

/** The day with the most views (the latest of equal ones); undefined without any view. */
export function busiestDay(days: DayViews[]): DayViews | undefined {
  return days.reduce<DayViews | undefined>(
    (best, day) => (day.views > 0 && (!best || day.views >= best.views) ? day : best),
    undefined,
  );
}

/**
 * A branch's public menu views per day as bars (an SVG of our own, no chart library): the
 * total and the busiest day above it, each bar's day and count as its tooltip and in the
 * picture's accessible description, a day label every week. 'Aún no hay visitas' without any.
 */
export function ViewsChart({ days }: { days: DayViews[] }) {
  const descId = useId();
  const total = days.reduce((sum, d) => sum + d.views, 0);
  const busiest = busiestDay(days);
  if (!busiest) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Aún no hay visitas" />;

  const width = days.length * (BAR + GAP);
  const scale = HEIGHT / busiest.views;
  const summary = `${visits(total)} en los últimos ${days.length} días`;
  const description = days.map((d) => `${dayLabel(d.date)}: ${d.views}`).join(', ');
  return (
    <figure className="views-chart" style={{ margin: 0 }}>
      <Typography.Paragraph style={{ marginBottom: 4 }}>
        <strong data-testid="views-total">{visits(total)}</strong> en los últimos {days.length} días
      </Typography.Paragraph>
      <Typography.Paragraph type="secondary">
        Día con más visitas: <strong>{dayLabel(busiest.date)}</strong> ({visits(busiest.views)})
      </Typography.Paragraph>
      <svg
        role="img"
        aria-label={`Visitas por día: ${summary}`}
        aria-describedby={descId}
        viewBox={`0 0 ${width} ${HEIGHT + LABELS}`}
        width="100%"
        style={{ maxWidth: width * 2, display: 'block' }}
      >
        <desc id={descId}>{description}</desc>
        <line x1={0} x2={width} y1={HEIGHT + 0.5} y2={HEIGHT + 0.5} stroke="#d9d9d9" />
        {days.map((d, i) => {
          const h = Math.max(d.views * scale, d.views > 0 ? 2 : 0);
          const x = i * (BAR + GAP) + GAP / 2;
          return (
            <g key={d.date} data-date={d.date}>
              <rect x={x} y={HEIGHT - h} width={BAR} height={h} rx={2} fill={d === busiest ? '#1d4ed8' : '#60a5fa'}>
                <title>{`${dayLabel(d.date)}: ${visits(d.views)}`}</title>
              </rect>
              {/* A label under the last day and every seventh one before it. */}
              {(days.length - 1 - i) % 7 === 0 && (
                // biome-ignore lint/a11y/noAriaHiddenOnFocusable: SVG text takes no focus; the day is read from its bar's title instead
                <text
                  x={x + BAR / 2}
                  y={HEIGHT + 13}
                  fontSize={9}
                  textAnchor="middle"
                  fill="#595959"
                  aria-hidden="true"
                >
                  {dayLabel(d.date)}
                </text>
              )}
            </g>
          );
        })}
      </svg>
    </figure>
  );
}
