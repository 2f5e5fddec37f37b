import { api, unwrap } from '@menu/shared';
import { queryClient } from '@menu/shared/data';
import { roleLabel } from '@menu/shared/roles';
import { useQuery } from '@tanstack/react-query';
import { actorText } from './labels';
import type { HistoryEntry, HistoryPerson } from './types';

/**
 * The account's people, for the 'Persona' filter, in the data cache under their own path (a
 * change of the team marks it stale, shared/src/data/writes.ts). A failed read leaves the
 * screen as it was for one person: no filter, entries by e-mail.
 */
export const historyPeople = {
  queryKey: ['/v1/history/people'] as const,
  queryFn: () => unwrap(api.GET('/v1/history/people')),
};

export const usePeople = (): HistoryPerson[] => useQuery(historyPeople, queryClient()).data ?? [];

/** 'Ana Gómez (Gerente de sucursal)': an option of the filter. */
export const personOption = (person: HistoryPerson) => ({
  value: person.id,
  label: `${person.name} (${roleLabel(person.role)})`,
});

/**
 * Who made a change. An account of one person reads as it always did (the e-mail, 'Sistema' for
 * the jobs); a team's entry says 'por <name>', or the recorded e-mail of a member removed since.
 */
export function whoText(entry: Pick<HistoryEntry, 'actor' | 'member'>, team: boolean): string {
  if (!team || !entry.actor) return actorText(entry.actor);
  return `por ${entry.member?.name ?? entry.actor}`;
}
