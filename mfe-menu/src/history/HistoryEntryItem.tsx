import { Button, Tag, Typography } from '@menu/shared/antd';
import { dayjs, timeAgo } from '@menu/shared/format/dates';
import { ACTION_TAGS, changeText, subjectText } from './labels';
import { whoText } from './people';
import type { HistoryEntry } from './types';

/** How many field changes an entry lists before '… y N más'. */
const SHOWN_CHANGES = 4;

/** The changes of an entry in one line; a create or a delete names the item only. */
export function changesLine(entry: HistoryEntry): string {
  if (entry.action === 'create' || entry.action === 'delete') return '';
  const shown = entry.changes.slice(0, SHOWN_CHANGES).map(changeText);
  const more = entry.changes.length - shown.length;
  return [...shown, ...(more > 0 ? [`y ${more} ${more === 1 ? 'cambio' : 'cambios'} más`] : [])].join('; ');
}

/**
 * One entry of the history: the action's tag, what changed ('Producto · Tacos al pastor'),
 * then 'Precio: $80 → $95 · demo@example.com · hace 3 min' (a team's: '· por Ana Gómez ·'),
 * and 'Deshacer' (or 'Deshecho' once an undo reverted it).
 */
export function HistoryEntryItem({
  entry,
  team,
  undoing,
  onUndo,
}: {
  entry: HistoryEntry;
  /** The account has more than one person: the entry names who. */
  team: boolean;
  undoing: boolean;
  /** Absent for a role that may not undo: the entry offers no 'Deshacer'. */
  onUndo?: (entry: HistoryEntry) => void;
}) {
  const tag = ACTION_TAGS[entry.action];
  const subject = subjectText(entry);
  const meta = [changesLine(entry), whoText(entry, team), timeAgo(entry.at)].filter(Boolean).join(' · ');
  return (
    <li className="history-entry" aria-label={subject}>
      <div className="history-entry-main">
        <div>
          <Tag color={tag.color}>{tag.label}</Tag>
          <Typography.Text strong>{subject}</Typography.Text>
          {entry.label && <Typography.Text type="secondary"> · {entry.label}</Typography.Text>}
        </div>
        <Typography.Text type="secondary" className="history-entry-meta">
          <span title={dayjs(entry.at).format('D [de] MMMM [de] YYYY, HH:mm')}>{meta}</span>
        </Typography.Text>
      </div>
      {entry.undone_by ? (
        <Typography.Text type="secondary">Deshecho</Typography.Text>
      ) : onUndo ? (
        <Button size="small" loading={undoing} onClick={() => onUndo(entry)}>
          Deshacer
        </Button>
      ) : null}
    </li>
  );
}
