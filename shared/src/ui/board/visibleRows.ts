import { foldText } from '@menu/shared';
import type { BoardFilter, BoardNested, BoardSearch } from './types';

export type FilterValue = number | string;

/** A top-level row on screen with the nested rows it shows. */
export interface VisibleParent<P, C> {
  parent: P;
  children: C[];
  /** Only some children matched the search: the parent stays open and cannot be collapsed. */
  forced: boolean;
}

/** The search box's text as it is compared: case and accents folded, trimmed; '' means no search. */
export const searchNeedle = (query: string) => foldText(query).trim();

interface Narrowing<P, C> {
  nested?: BoardNested<P, C>;
  search?: BoardSearch<P, C>;
  filter?: BoardFilter<P>;
  filterValue: FilterValue | null;
  /** From `searchNeedle`. */
  needle: string;
}

/**
 * What is on screen: the parents that pass the filter and the search. A parent whose text
 * matches shows all its children; otherwise it shows only its children that match, if any.
 */
export function visibleRows<P, C>(
  parents: P[],
  { nested, search, filter, filterValue, needle }: Narrowing<P, C>,
): VisibleParent<P, C>[] {
  const filtered =
    filter && filterValue !== null ? parents.filter((parent) => filter.match(parent, filterValue)) : parents;
  return filtered.flatMap((parent): VisibleParent<P, C>[] => {
    const children = nested ? nested.of(parent) : [];
    if (!needle) return [{ parent, children, forced: false }];
    if (search?.parentText && foldText(search.parentText(parent)).includes(needle))
      return [{ parent, children, forced: false }];
    const childText = search?.childText;
    if (nested && childText) {
      const matching = children.filter((child) => foldText(childText(child)).includes(needle));
      if (matching.length) return [{ parent, children: matching, forced: true }];
    }
    return [];
  });
}
